/**
 * The tactical bot (issue 22): it breaks ties between equally good targets with its own rng, so no
 * seat is picked on for its number in a three-side fight of equal fighters; and two wizards worn
 * down to ST 3 fight it out rather than shifting and defending until the turn limit.
 */
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, playout } from '../../src/index.js';
import { fantasyTrip, fantasyTripTacticalBot, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { Fight, h } from './harness.js';

describe('tactical bot fairness (issue 22)', () => {
  it('wins three-side fights of equal fighters about equally from every seat', () => {
    const wins = [0, 0, 0];
    for (let seed = 1; seed <= 120; seed++) {
      const bots = [0, 1, 2].map((s) => fantasyTripTacticalBot(fantasyTrip, deriveSeed(seed, s + 10)));
      const { outcome } = playout(fantasyTrip, fantasyTrip.defaultConfig(3), seed, { bots });
      const first = outcome.ranking[0]!;
      if (first.length === 1) wins[first[0]!]! += 1;
    }
    const decided = wins[0]! + wins[1]! + wins[2]!;
    expect(decided).toBeGreaterThan(60);
    // Before the fix the bots all went for the lowest id among equals: 21, 26 and 56 wins.
    for (const w of wins) {
      expect(w, `wins per seat ${wins.join(', ')}`).toBeGreaterThanOrEqual(Math.floor((decided / 3) * 0.6));
      expect(w, `wins per seat ${wins.join(', ')}`).toBeLessThanOrEqual(Math.ceil((decided / 3) * 1.4));
    }
  });

  it('ends most duels of two engaged wizards at ST 3 before the turn limit', () => {
    const wizard = { st: 10, dx: 10, iq: 12, weapons: ['staff'], spells: ['fireball', 'blur'] };
    let ended = 0;
    for (let seed = 1; seed <= 10; seed++) {
      // Both already down to ST 3 (7 hits), side by side and facing each other.
      const f = new Fight({ sides: [[{ name: 'A', ...wizard }], [{ name: 'B', ...wizard }]], initiative: [6, 1], turnLimit: 30, place: { 0: { at: h(0, 0), facing: 0, hits: 7 }, 1: { at: h(1, 0), facing: 3, hits: 7 } } });
      let state: FantasyTripState = f.state;
      const rng = createRng(seed);
      const bots = [0, 1].map((s) => fantasyTripTacticalBot(fantasyTrip, deriveSeed(seed, s + 10)));
      for (let i = 0; i < 5_000 && !fantasyTrip.isOver(state); i++) {
        const seat = fantasyTrip.actors(state)[0]!;
        state = fantasyTrip.reduce(state, bots[seat]!.choose(state, seat), rng);
      }
      expect(fantasyTrip.isOver(state)).toBe(true);
      if (state.survivors!.length === 1 && state.turn.number < 30) ended += 1;
    }
    expect(ended).toBeGreaterThanOrEqual(8);
  });
});

describe('tactical bot and fake protections (FT-49)', () => {
  it('never spends a turn on a fake protection, now that every wizard may fake one', () => {
    const wizard = { st: 10, dx: 10, iq: 12, weapons: ['staff'], spells: ['drop-weapon', 'clumsiness'] };
    // Neither wizard knows a protection, yet each may fake one (FT-49): before the bot left fakes
    // out, it chose the cast option for a fake Iron Flesh and spent the turn on it (seed 1, step 7).
    for (let seed = 1; seed <= 6; seed++) {
      const f = new Fight({ sides: [[{ name: 'A', ...wizard }], [{ name: 'B', ...wizard }]], initiative: [6, 1], turnLimit: 30, place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } } });
      let state: FantasyTripState = f.state;
      const rng = createRng(seed);
      const bots = [0, 1].map((s) => fantasyTripTacticalBot(fantasyTrip, deriveSeed(seed, s + 20)));
      for (let i = 0; i < 2_000 && !fantasyTrip.isOver(state); i++) {
        const seat = fantasyTrip.actors(state)[0]!;
        const action = bots[seat]!.choose(state, seat);
        expect(action.type === 'cast' && action.looks === 'fake', `seed ${seed}, step ${i}`).toBe(false);
        state = fantasyTrip.reduce(state, action, rng);
      }
    }
  });
});
