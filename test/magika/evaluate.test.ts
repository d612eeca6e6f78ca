/**
 * Magika's `evaluate` (DESIGN §13, issue 27): a contest clearly won is valued above the ones
 * losing it; every value lies in [0, 1], one per seat; a finished contest gives its outcome's
 * rewards; and, asked for a seat, it reads only what that seat sees: two worlds the seat cannot
 * tell apart (`sampleHidden`) get the same numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankRewards } from '../../src/core/mcts.js';
import { createRng } from '../../src/core/rng.js';
import { magika, magikaHeuristicBot, raceById, type MagikaState } from '../../src/games/magika/index.js';
import { alignmentArtifact, racialArtifact } from '../../src/games/magika/content/artifacts.js';
import { act, arena, placeArtifact, put, refreshReports } from './harness.js';
import { expectSeatValues } from '../helpers/evaluate-checks.js';

const evaluate = (state: MagikaState, viewer?: number): number[] => {
  expect(magika.evaluate, 'Magika has an evaluation').toBeDefined();
  return magika.evaluate!(state, viewer);
};

/** A contest of `players` seats (default config) played by heuristic bots until `turns` turns have resolved, or the end. */
function played(players: number, seed: number, turns: number, maxTurns = 40): MagikaState {
  const rng = createRng(seed);
  const state = magika.clone(magika.setup(magika.parseConfig({ players, maxTurns }), rng));
  const bots = Array.from({ length: players }, (_, seat) => magikaHeuristicBot(magika, seed * 31 + seat));
  while (!magika.isOver(state) && state.turn <= turns) {
    const seat = magika.actors(state)[0]!;
    magika.apply(state, bots[seat]!.choose(state, seat), rng);
  }
  return state;
}

/**
 * Three humans: `leader` two rows from the Goal Square with full Endurance and Arcania, its
 * alignment's and its race's artifacts; the others on the starting row, worn out. Reports remade.
 */
function clearLead(leader: number): MagikaState {
  const state = arena('y4', 'y6', 'y8');
  const human = raceById('human')!;
  for (let seat = 0; seat < 3; seat++) {
    if (seat === leader) continue;
    put(state, seat, `y${4 + 2 * seat}`, { endurance: 12, arcania: 10 });
  }
  put(state, leader, 'c2', { endurance: human.maxEndurance, arcania: 100, skill: 90 });
  placeArtifact(state, alignmentArtifact(state.config.mages[leader]!.alignment), leader);
  placeArtifact(state, racialArtifact('human'), leader);
  refreshReports(state);
  return magika.parseState(JSON.parse(JSON.stringify(state)));
}

describe('Magika evaluate', () => {
  it('values a clear lead (near the goal, strong, holding its artifacts) above every seat behind it, whichever seat leads', () => {
    for (const leader of [0, 1, 2]) {
      const state = clearLead(leader);
      const values = evaluate(state);
      for (let seat = 0; seat < 3; seat++) if (seat !== leader) expect(values[leader]!).toBeGreaterThan(values[seat]! + 0.5);
      expect(values[leader]!).toBeGreaterThan(0.9);
      // The leader, asked alone with what it sees, still thinks it leads.
      const mine = evaluate(state, leader);
      for (let seat = 0; seat < 3; seat++) if (seat !== leader) expect(mine[leader]!).toBeGreaterThan(mine[seat]!);
    }
  });

  it('sees where the moves written this turn lead, before the turn resolves', () => {
    const climbing = arena('y4', 'y6');
    const resting = magika.clone(climbing);
    for (const order of [{ type: 'move', direction: 'NE' }, { type: 'move', direction: 'NW' }] as const) magika.apply(climbing, act(climbing, 0, order), createRng(1));
    for (let k = 0; k < 2; k++) magika.apply(resting, act(resting, 0, { type: 'rest' }), createRng(1));
    expect(climbing.mages[0]!.hex).toBe(resting.mages[0]!.hex);
    expect(evaluate(climbing)[0]!).toBeGreaterThan(evaluate(resting)[0]!);
    // The seat's own plan is its to see: it values the climb the same way.
    expect(evaluate(climbing, 0)[0]!).toBeGreaterThan(evaluate(resting, 0)[0]!);
  });

  it('gives one value in [0, 1] per seat, summing to half the seats as rank rewards do, in contests of 2 to 6 seats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 3 }), (players, seed, turns) => {
        const state = played(players, seed, turns);
        expectSeatValues(evaluate(state), players, players / 2);
        expectSeatValues(evaluate(state, seed % players), players);
      }),
      { seed: 2027, numRuns: 12 },
    );
  });

  it('gives the outcome’s rewards once the contest is over, to every viewer', () => {
    for (const seed of [1, 2, 3, 4]) {
      const state = played(2 + (seed % 3), seed, 99, 4);
      expect(magika.isOver(state)).toBe(true);
      const rewards = rankRewards(magika.outcome(state)!);
      expect(evaluate(state)).toEqual(rewards);
      for (let viewer = 0; viewer < state.mages.length; viewer++) expect(evaluate(state, viewer)).toEqual(rewards);
    }
  });

  it('reads only what the viewer sees: two worlds it cannot tell apart get the same numbers', () => {
    let hiddenMatters = false;
    for (const [players, seed] of [
      [2, 5],
      [4, 6],
      [5, 7],
    ] as const) {
      const state = played(players, seed, 2);
      expect(magika.isOver(state)).toBe(false);
      for (let viewer = 0; viewer < players; viewer++) {
        const world = magika.sampleHidden(state, viewer, createRng(seed * 100 + viewer));
        expect(evaluate(world, viewer), `seat ${viewer} of ${players}, seed ${seed}`).toEqual(evaluate(state, viewer));
        // Without a viewer the hidden facts count, so the two worlds do differ to the evaluation:
        // the equality above is the viewer's doing, not worlds too alike to tell apart.
        if (JSON.stringify(evaluate(world)) !== JSON.stringify(evaluate(state))) hiddenMatters = true;
      }
    }
    expect(hiddenMatters).toBe(true);
  });

  it('is pure: the state is not changed, and the same state gives the same numbers', () => {
    const state = played(4, 9, 2);
    const before = JSON.stringify(state);
    const first = evaluate(state, 1);
    expect(evaluate(state, 1)).toEqual(first);
    expect(evaluate(state)).toEqual(evaluate(state));
    expect(JSON.stringify(state)).toBe(before);
  });
});
