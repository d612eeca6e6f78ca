/**
 * Whole-game fixtures for tests that go through the draft: a real game whose draft deals exactly
 * the given hands, and dice chosen by seat.
 */
import { expect } from 'vitest';
import { RuleError, createRng, type Rng } from '../../src/index.js';
import { CHARACTER_IDS, magicalAthlete, type CharacterId, type MagicalAthleteAction, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

export interface DealOptions {
  /** Seed of setup and the draft (it decides the start player). */
  readonly seed?: number;
  /** The set-aside cards (default: the undrafted characters in alphabetical order). */
  readonly setAside?: readonly CharacterId[];
}

/**
 * A real game whose draft deals exactly `hands`: the deck is stacked after setup, then everyone
 * passes until a card reaches the 0 space and takes it for free. With that policy the k-th card
 * drawn goes to seat start+4+k, round after round.
 */
export function dealtGame(hands: readonly (readonly CharacterId[])[], options: DealOptions = {}): { state: MagicalAthleteState; rng: Rng } {
  const rng = createRng(options.seed ?? 17);
  const state = magicalAthlete.setup({ players: hands.length as 4 | 5 }, rng);
  const n = hands.length;
  const start = state.draft.active;
  const order = Array.from({ length: 20 }, (_, k) => hands[(start + 4 + k) % n]?.[Math.floor(k / n)] as CharacterId);
  state.draft.slots = [null, null, null, null, order[0] as CharacterId];
  state.deck = order.slice(1).reverse();
  state.setAside = [...(options.setAside ?? CHARACTER_IDS.filter((id) => !order.includes(id)))];
  while (state.phase === 'draft') {
    const player = state.draft.active;
    magicalAthlete.apply(state, state.draft.slots[0] === null ? { type: 'pass', player } : { type: 'buy', player, slot: 0 }, rng);
  }
  expect(state.players.map((p) => [...p.hand].sort())).toEqual(hands.map((h) => [...h].sort()));
  return { state, rng };
}

/** Dice by seat: whoever is taking the turn rolls their own fixed value (1 outside a race). */
export function diceBySeat(state: MagicalAthleteState, values: readonly number[]): Rng {
  const rng: Rng = { int: () => values[state.race?.active ?? -1] ?? 1, clone: () => rng, getState: () => [] };
  return rng;
}

/** The RuleError `reduce` throws for `action`, checking that the state was left untouched. */
export function refusal(state: MagicalAthleteState, action: MagicalAthleteAction): RuleError {
  const before = magicalAthlete.clone(state);
  try {
    magicalAthlete.reduce(state, action, createRng(1));
  } catch (error) {
    expect(state).toEqual(before);
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}
