/**
 * The probe `parseState` runs on every state a game's schema accepted (DESIGN §8): a saved state
 * that would stall a game (nobody to move in a game not over, someone to move in a game over, an
 * actor with nothing to do) is refused as BAD_STATE, naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, deepClone } from '../../src/index.js';
import { probeState } from '../../src/core/probe-state.js';
import { sprint, type SprintState } from '../fixtures/sprint.js';

/** A Sprint state from a real game: bids in, `turns` turns raced. */
function raced(turns = 2): SprintState {
  const rng = createRng(5);
  let state = sprint.setup({ players: 3 }, rng);
  for (const player of [0, 1, 2]) state = sprint.reduce(state, { type: 'bid', player, amount: 2 }, rng);
  for (let turn = 0; turn < turns; turn++) state = sprint.reduce(state, { type: 'roll', player: sprint.actors(state)[0]! }, rng);
  return JSON.parse(JSON.stringify(state)) as SprintState;
}

function refusal(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('BAD_STATE');
    return error as RuleError;
  }
  throw new Error('the state was accepted');
}

describe('probeState', () => {
  it('accepts a real state and returns it as it is', () => {
    const state = raced();
    expect(sprint.parseState(deepClone(state))).toEqual(state);
    expect(probeState(sprint, state)).toBe(state);
  });

  it('refuses a saved state in which nobody may act though the game is not over', () => {
    // Every bid is in but the phase still says "bid": no seat is asked for anything (the stall the
    // Magical Athlete `race.pending: null` and Fantasy Trip `turn.order` edits caused).
    const state = { ...raced(0), phase: 'bid' };
    expect(refusal(() => sprint.parseState(state)).message).toMatch(/not over but nobody may act/);
  });

  it('refuses a state that is over while someone may still act', () => {
    const lax = { ...sprint, actors: (state: SprintState) => (state.phase === 'over' ? [0] : sprint.actors(state)) };
    const over = { ...raced(), phase: 'over' as const };
    expect(refusal(() => probeState(lax, over)).message).toMatch(/over but player 0 may still act/);
  });

  it('refuses a state in which an actor has no legal action', () => {
    const stuck = { ...sprint, legalActions: (state: SprintState, player: number) => (player === 1 ? [] : sprint.legalActions(state, player)) };
    const state = raced();
    const actor = sprint.actors(state)[0]!;
    const shaped = actor === 1 ? state : { ...state, active: 1 };
    expect(refusal(() => probeState(stuck, shaped)).message).toMatch(/player 1 may act but has no legal action/);
  });

  it('refuses a state whose outcome disagrees with its end', () => {
    const early = { ...sprint, outcome: (state: SprintState) => sprint.outcome({ ...state, phase: 'over' }) };
    expect(refusal(() => probeState(early, raced())).message).toMatch(/outcome/);
  });

  it('keeps the rule a game function cited when it refuses', () => {
    const picky = { ...sprint, view: () => { throw new RuleError('ILLEGAL_ACTION', 'no view of this', 'SPRINT-9'); } };
    const error = refusal(() => probeState(picky, raced()));
    expect(error.rule).toBe('SPRINT-9');
    expect(error.message).toMatch(/no view of this/);
  });
});
