/**
 * GRID Traveler's `evaluate` (DESIGN §13, issue 27): a player clearly winning (whole where the
 * others are battered) is valued above them; a player out is behind every survivor, for certain;
 * every value lies in [0, 1], one per seat; a finished game gives its outcome's rewards; and,
 * asked for a seat, it reads only what that seat sees: two worlds the seat cannot tell apart
 * (`sampleHidden`) get the same numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankRewards } from '../../src/core/mcts.js';
import { createRng } from '../../src/core/rng.js';
import { gridTraveler, gridTravelerHeuristicBot, gridTravelerMaxHealth, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { eliminate } from '../../src/games/grid-traveler/rules/eliminate.js';
import { newGame } from './harness.js';
import { expectSeatValues } from '../helpers/evaluate-checks.js';

const evaluate = (state: GridTravelerState, viewer?: number): number[] => {
  expect(gridTraveler.evaluate, 'GRID Traveler has an evaluation').toBeDefined();
  return gridTraveler.evaluate!(state, viewer);
};

/** A state made by hand, passed through `parseState` as a saved game would be. */
const saved = (state: GridTravelerState): GridTravelerState => gridTraveler.parseState(JSON.parse(JSON.stringify(state)));

/** A game of `players` played by heuristic bots for `rounds` rounds, or to the end. */
function played(players: number, seed: number, rounds: number, maxRounds = 60): GridTravelerState {
  const rng = createRng(seed);
  const state = gridTraveler.clone(gridTraveler.setup(gridTraveler.parseConfig({ players, maxRounds }), rng));
  const bots = Array.from({ length: players }, (_, seat) => gridTravelerHeuristicBot(gridTraveler, seed * 31 + seat));
  while (!gridTraveler.isOver(state) && state.round <= rounds) {
    const seat = gridTraveler.actors(state)[0]!;
    gridTraveler.apply(state, bots[seat]!.choose(state, seat), rng);
  }
  return state;
}

/** Three players: `leader` whole, the others down to 2 Health with 4 Damage cubes and their Shields and Weapons disabled. */
function clearLead(leader: number): GridTravelerState {
  const state = newGame(3);
  state.seats.forEach((seat, i) => {
    if (i === leader) {
      seat.health = gridTravelerMaxHealth(state, seat);
      return;
    }
    seat.health = 2;
    seat.damage = 4;
    seat.tracks.shields.red = 3;
    seat.tracks.weapons.red = 3;
  });
  return saved(state);
}

describe('GRID Traveler evaluate', () => {
  it('values a whole cruiser above battered ones, whichever seat holds it', () => {
    for (const leader of [0, 1, 2]) {
      const state = clearLead(leader);
      for (const values of [evaluate(state), evaluate(state, leader), evaluate(state, (leader + 1) % 3)]) {
        for (let seat = 0; seat < 3; seat++) if (seat !== leader) expect(values[leader]!).toBeGreaterThan(values[seat]! + 0.5);
      }
    }
  });

  it('puts a player out behind every survivor, and of two out the later ahead, for certain', () => {
    const state = newGame(4);
    state.round = 3;
    eliminate(state, 3, null, 'health', createRng(1));
    state.round = 5;
    eliminate(state, 2, null, 'health', createRng(2));
    const values = evaluate(saved(state));
    // Seat 3 went out first: last for sure (0); seat 2 beats only seat 3 (1 of 3 others).
    expect(values[3]).toBe(0);
    expect(values[2]).toBeCloseTo(1 / 3, 12);
    expect(values[0]! + values[1]!).toBeCloseTo(2 * (2 / 3) + 2 * (1 / 6), 12);
    expect(values[0]!).toBeGreaterThan(1 / 3);
    expect(values[1]!).toBeGreaterThan(1 / 3);
  });

  it('gives one value in [0, 1] per seat, summing to half the seats as rank rewards do, in games of 2 to 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 6 }), (players, seed, rounds) => {
        const state = played(players, seed, rounds);
        expectSeatValues(evaluate(state), players, players / 2);
        expectSeatValues(evaluate(state, seed % players), players);
      }),
      { seed: 2027, numRuns: 12 },
    );
  });

  it('gives the outcome’s rewards once the game is over, to every viewer', () => {
    for (const seed of [1, 2, 3, 4]) {
      const state = played(2 + (seed % 3), seed, 99, 6);
      expect(gridTraveler.isOver(state)).toBe(true);
      const rewards = rankRewards(gridTraveler.outcome(state)!);
      expect(evaluate(state)).toEqual(rewards);
      for (let viewer = 0; viewer < state.seats.length; viewer++) expect(evaluate(state, viewer)).toEqual(rewards);
    }
  });

  it('reads only what the viewer sees: two worlds it cannot tell apart get the same numbers', () => {
    let hiddenMatters = false;
    for (const [players, seed, rounds] of [
      [2, 5, 8],
      [3, 6, 8],
      [4, 7, 6],
      [5, 8, 6],
    ] as const) {
      const state = played(players, seed, rounds);
      expect(gridTraveler.isOver(state)).toBe(false);
      for (let viewer = 0; viewer < players; viewer++) {
        for (const draw of [1, 2]) {
          const world = gridTraveler.sampleHidden(state, viewer, createRng(seed * 100 + viewer * 10 + draw));
          expect(evaluate(world, viewer), `seat ${viewer} of ${players}, seed ${seed}`).toEqual(evaluate(state, viewer));
          // Without a viewer the hidden hands count (capable cards), so the worlds do differ to the
          // evaluation: the equality above is the viewer's doing.
          if (JSON.stringify(evaluate(world)) !== JSON.stringify(evaluate(state))) hiddenMatters = true;
        }
      }
    }
    expect(hiddenMatters).toBe(true);
  });

  it('is pure: the state is not changed, and the same state gives the same numbers', () => {
    const state = played(3, 9, 4);
    const before = JSON.stringify(state);
    expect(evaluate(state, 1)).toEqual(evaluate(state, 1));
    expect(evaluate(state)).toEqual(evaluate(state));
    expect(JSON.stringify(state)).toBe(before);
  });
});
