/**
 * Fixed action spaces and observation tensors through `defineGame` (DESIGN §13, issue 28), on the
 * Sprint fixture (0-2 bid 1-3, 3 roll, 4-9 play a card 1-6): the checked `encodeAction` and
 * `decodeAction`, their RuleErrors, the legal-action numbers and mask, and the pairing rules.
 */
import { describe, expect, it } from 'vitest';
import {
  createRng,
  defineGame,
  hasActionSpace,
  hasObservation,
  isRuleError,
  legalActionIds,
  legalActionMask,
  type GameRules,
} from '../../src/index.js';
import { sprint, sprintRaceStart, type SprintAction, type SprintEvent, type SprintState, type SprintView } from '../fixtures/sprint.js';

const raceStart = (): SprintState => sprintRaceStart().state;

/** The RuleError code `fn` throws (failing if it throws anything else, or nothing). */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isRuleError(error)) return error.code;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('action numbers through defineGame', () => {
  it('numbers legal actions and decodes them back, with or without the one actor named', () => {
    const state = raceStart();
    expect(legalActionIds(sprint, state, 2)).toEqual([3, 5, 8]);
    expect(sprint.decodeAction!(state, 8)).toEqual({ type: 'play', player: 2, card: 5 });
    expect(sprint.decodeAction!(state, 3, 2)).toEqual({ type: 'roll', player: 2 });
    expect([...legalActionMask(sprint, sprint.defaultConfig(3), state, 2)]).toEqual([0, 0, 0, 1, 0, 1, 0, 0, 1, 0]);
    expect(legalActionIds(sprint, state, 0)).toEqual([]);
  });

  it('refuses with a stable code: out of range, not a number, not legal, not your turn, several actors', () => {
    const state = raceStart();
    expect(codeOf(() => sprint.decodeAction!(state, -1))).toBe('MALFORMED_ACTION');
    expect(codeOf(() => sprint.decodeAction!(state, 2.5))).toBe('MALFORMED_ACTION');
    expect(codeOf(() => sprint.decodeAction!(state, 2n as unknown as number))).toBe('MALFORMED_ACTION');
    expect(codeOf(() => sprint.decodeAction!(state, 4))).toBe('ILLEGAL_ACTION');
    expect(codeOf(() => sprint.decodeAction!(state, 3, 0))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => sprint.decodeAction!(state, 3, '2' as unknown as number))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => sprint.encodeAction!(state, { type: 'play', player: 2, card: 6 }))).toBe('ILLEGAL_ACTION');
    expect(codeOf(() => sprint.encodeAction!(state, { type: 'fly', player: 2 } as unknown as SprintAction))).toBe('MALFORMED_ACTION');
    // Three seats bid at once: a number alone does not say whose it is.
    const bidding = sprint.setup(sprint.defaultConfig(3), createRng(4));
    expect(codeOf(() => sprint.decodeAction!(bidding, 1))).toBe('MALFORMED_ACTION');
    expect(sprint.decodeAction!(bidding, 1, 1)).toEqual({ type: 'bid', player: 1, amount: 2 });
  });

  it('says which games have them, and refuses to number actions of a game without', () => {
    expect(hasActionSpace(sprint)).toBe(true);
    expect(hasObservation(sprint)).toBe(true);
    const bare = { ...sprint, actionSpace: undefined, encodeAction: undefined, decodeAction: undefined };
    expect(hasActionSpace(bare)).toBe(false);
    expect(codeOf(() => legalActionIds(bare, raceStart(), 2))).toBe('BAD_CONFIG');
  });

  it('wants actionSpace with encodeAction, and observationLayout with observationTensor', () => {
    type Rules = GameRules<SprintState, SprintAction, SprintEvent, { players: number }, SprintView>;
    const rules = { id: 'half', title: 'Half' } as unknown as Rules;
    expect(() => defineGame({ ...rules, actionSpace: () => 3 })).toThrow('actionSpace and encodeAction go together');
    expect(() => defineGame({ ...rules, observationTensor: () => new Float32Array(1) })).toThrow('observationLayout and observationTensor go together');
  });

  it('gives a tensor of the layout size built from the view alone', () => {
    const state = raceStart();
    const layout = sprint.observationLayout!(sprint.defaultConfig(3));
    const tensor = sprint.observationTensor!(sprint.view(state, 2));
    expect(tensor.length).toBe(layout.size);
    const hand = layout.slices.find((slice) => slice.name === 'hand')!;
    // Seat 2 holds a 2 and a 5.
    expect([...tensor.subarray(hand.offset, hand.offset + hand.length)]).toEqual([0, 1, 0, 0, 1, 0]);
  });
});
