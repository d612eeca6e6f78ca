/**
 * The conformance properties of the optional `evaluate` (DESIGN §13), checked for every game that
 * has one, at every state the suite visits (suite.ts calls these):
 * - one number per seat, each finite and in [0, 1], for no viewer and for each seat;
 * - deterministic (asked twice, the same numbers) and pure (the state is not changed);
 * - once the game is over, the outcome's rewards (`rankRewards`, as search scores a finished game);
 * - with a viewer, the same numbers for two states that viewer cannot tell apart (a world of
 *   `sampleHidden`, or the descriptor's `perturbHidden` copy).
 * A game without `evaluate` passes them all untouched.
 */
import { expect } from 'vitest';
import { rankRewards, type AnyGame, type Outcome, type Player } from '../../src/index.js';

type StateOf<G extends AnyGame> = ReturnType<G['setup']>;

/**
 * The seat whose evaluation is checked at a state: one seat per state, picked by the state itself
 * (so a run is repeatable), which asks every seat over a game without multiplying the suite's time
 * by the seats for games whose viewer's evaluation samples worlds (Magika, GRID Traveler).
 */
export function seatToAsk(state: unknown, players: number): Player {
  return JSON.stringify(state).length % players;
}

/** Throws unless `values` is one number in [0, 1] per seat. */
function expectRewards(values: unknown, seats: number, who: string): void {
  expect(Array.isArray(values), `evaluate for ${who} is an array`).toBe(true);
  const list = values as unknown[];
  expect(list.length, `evaluate for ${who} gives one number per seat`).toBe(seats);
  for (const [seat, value] of list.entries()) {
    const ok = typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
    expect(ok, `evaluate for ${who}: seat ${seat}'s ${String(value)} lies in [0, 1]`).toBe(true);
  }
}

/** The per-state properties of `evaluate` (range, length, determinism, purity, the end). */
export function checkEvaluate<G extends AnyGame>(game: G, state: StateOf<G>, players: number): void {
  const evaluate = game.evaluate;
  if (evaluate === undefined) return;
  const before = JSON.stringify(state);
  const values = evaluate.call(game, state);
  expectRewards(values, players, 'no viewer');
  expect(evaluate.call(game, state), 'evaluate is deterministic').toEqual(values);
  const viewer = seatToAsk(state, players);
  expectRewards(evaluate.call(game, state, viewer), players, `seat ${viewer}`);
  expect(JSON.stringify(state), 'evaluate leaves the state as it was').toBe(before);
  if (game.isOver(state)) {
    const rewards = rankRewards(game.outcome(state) as Outcome);
    values.forEach((value, seat) => expect(value, `a finished game is worth its outcome's reward to seat ${seat}`).toBeCloseTo(rewards[seat] as number, 9));
  }
}

/** With `viewer`, `evaluate` gives the same numbers for two states the viewer cannot tell apart. */
export function checkEvaluateSeesOnly<G extends AnyGame>(game: G, real: StateOf<G>, other: StateOf<G>, viewer: Player, where: string): void {
  const evaluate = game.evaluate;
  if (evaluate === undefined) return;
  expect(evaluate.call(game, other, viewer), `${where}: evaluate for seat ${viewer} reads only what the seat sees`).toEqual(evaluate.call(game, real, viewer));
}
