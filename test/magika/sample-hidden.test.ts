/**
 * `sampleHidden` (MG-59; issue 23, item 11), beyond the scenes of recon-views.test.ts:
 * - the other seats' orders are drawn from what the drawn world lets them write, never from their
 *   real knowledge, which the viewer cannot see (MG-8 reads a seat's knowledge);
 * - over seeded random contests of every size, the world keeps the viewer's view, legal actions
 *   and Standings, is a state `parseState` accepts, and is a function of the rng alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Player } from '../../src/index.js';
import { magika, type MagikaState } from '../../src/games/magika/index.js';
import { ARTIFACTS } from '../../src/games/magika/content/artifacts.js';
import { at, contest, mage, put, refreshReports } from './harness.js';

/**
 * Seat 1 stands beside seat 0 (ring 1, so its place is known to seat 0) and has sent a plan of
 * rests; `knows` says whether it remembers every artifact lying in its own hex, which only its
 * own knowledge holds.
 */
function scene(knows: boolean): MagikaState {
  const state = contest([mage('Vera', 'human', 'good'), mage('Dain', 'dwarf', 'good'), mage('Elda', 'elf', 'evil')]);
  put(state, 0, 'p8');
  put(state, 1, 'p9');
  put(state, 2, 'z10');
  refreshReports(state);
  if (knows) state.knowledge[1]!.artifacts = ARTIFACTS.map(() => ({ turn: 0, hex: at('p9'), holder: null }));
  for (let phase = 1; phase <= 5; phase++) magika.apply(state, { type: 'rest', player: 1, phase: phase as 1 }, createRng(1));
  return state;
}

describe('sampleHidden draws the other seats from what the viewer knows', () => {
  it("draws another seat's orders without reading its real knowledge (MG-8, MG-59)", () => {
    const [a, b] = [scene(true), scene(false)];
    expect(magika.view(a, 0)).toEqual(magika.view(b, 0));
    expect(magika.legalActions(a, 0)).toEqual(magika.legalActions(b, 0));
    for (let seed = 1; seed <= 40; seed++) {
      expect(magika.sampleHidden(a, 0, createRng(seed)), `seed ${seed}`).toEqual(magika.sampleHidden(b, 0, createRng(seed)));
    }
  });
});

/** A seeded random contest of `players` seats, played `steps` actions on (or to its end). */
function randomState(players: number, steps: number, seed: number): MagikaState {
  const rng = createRng(seed);
  const chooser = createRng(seed + 7);
  const state = magika.clone(magika.setup(magika.parseConfig({ ...magika.defaultConfig(players), maxTurns: 6, map: seed % 3 === 0 ? 'random' : 'default' }), rng));
  for (let n = 0; n < steps && !magika.isOver(state); n++) {
    const actors = magika.actors(state);
    const seat = actors[chooser.int(0, actors.length - 1)] as Player;
    const legal = magika.legalActions(state, seat);
    magika.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
  }
  return state;
}

describe('sampleHidden over seeded random contests (DESIGN §8)', () => {
  it("keeps the viewer's view, legal actions and Standings, gives a valid state, and depends only on the rng", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 13 }), fc.nat({ max: 250 }), fc.nat({ max: 10_000 }), fc.nat(), (players, steps, seed, pick) => {
        const state = randomState(players, steps, seed);
        const viewer = pick % players;
        const world = magika.sampleHidden(state, viewer, createRng(seed + 1));
        expect(magika.view(world, viewer)).toEqual(magika.view(state, viewer));
        expect(magika.legalActions(world, viewer)).toEqual(magika.legalActions(state, viewer));
        expect(() => magika.parseState(JSON.parse(JSON.stringify(world)))).not.toThrow();
        expect(magika.sampleHidden(state, viewer, createRng(seed + 1))).toEqual(world);
        // The Standings the viewer was shown still hold among the drawn mages (MG-51, MG-59).
        if (!magika.isOver(state)) {
          const again = magika.clone(world);
          refreshReports(again);
          expect(again.reports[viewer]!.standings.min).toEqual(state.reports[viewer]!.standings.min);
          expect(again.reports[viewer]!.standings.max).toEqual(state.reports[viewer]!.standings.max);
        }
      }),
      { seed: 1123, numRuns: 40 },
    );
  });
});
