/**
 * The adversarial termination check must be able to fail: a variant of the Sprint fixture with a
 * "stall" action that changes nothing never ends under a policy that always takes it, and
 * `checkTermination` has to say so.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ROUNDS, sprint, type SprintAction, type SprintState } from '../fixtures/sprint.js';
import { POLICIES, checkTermination, playWithPolicy } from './termination.js';

type Sprint = typeof sprint;

/** On a race turn the active player may also "stall": nothing happens and the turn stays theirs. */
const stalling = {
  ...sprint,
  legalActions(state: SprintState, player: number): SprintAction[] {
    const legal = sprint.legalActions(state, player) as SprintAction[];
    return state.phase === 'race' && legal.length > 0 ? [{ type: 'stall', player } as unknown as SprintAction, ...legal] : legal;
  },
  apply(state: SprintState, action: SprintAction, rng: Parameters<Sprint['apply']>[2]): void {
    if ((action as { type: string }).type === 'stall') {
      state.events = [];
      return;
    }
    sprint.apply(state, action, rng);
  },
} as Sprint;

const bound = 4 + 4 * MAX_ROUNDS;

describe('adversarial termination check (termination.ts)', () => {
  it('passes a game that ends however its players choose', () => {
    expect(() => checkTermination({ game: sprint, playerCounts: [2, 3, 4], maxSteps: bound })).not.toThrow();
  });

  it('fails a game that a player can stall for ever, naming the policy, seat count and seed', () => {
    // Always the first action (or always an action that is not a pass) is always a stall.
    const first = POLICIES.find((p) => p.name === 'first');
    expect(playWithPolicy({ game: stalling, playerCounts: [2], maxSteps: bound }, first!, 2, 1, 10_000)).toBe(-1);
    expect(() => checkTermination({ game: stalling, playerCounts: [2], maxSteps: bound })).toThrow(/'first' policy, 2 players, seed 1: ends within 36 actions/);
  });
});
