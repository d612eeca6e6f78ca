import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { CHARACTER_IDS, MAGICAL_ATHLETE_GOAL, magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { perturbMagicalAthlete } from '../magical-athlete/perturb.js';

describeConformance({
  game: magicalAthlete,
  playerCounts: [4, 5],
  // Five races of at most MAX_RACE_TURNS = 500 turns each (MA-28). Adversarial play measured at
  // most 760 actions over 300 games per policy, a race stopped at the limit about 500.
  maxSteps: 5_000,
  // 'roll' answers an instead-of-turn offer without the ability; the adversarial policies prefer
  // the ability. Seed 12 of the 'first' policy with four players is an endless race without MA-28.
  passActionTypes: ['pass', 'decline', 'roll'],
  terminationSeeds: 15,
  runs: 12,
  actionsCheckedPerStep: 3,
  perturbHidden: perturbMagicalAthlete,
  invariants(state) {
    // Every character is in exactly one place.
    const places = [
      ...state.deck,
      ...state.setAside,
      ...state.removed,
      ...state.draft.slots.filter((c) => c !== null),
      ...state.players.flatMap((p) => [...p.hand, ...p.raced]),
    ].sort();
    expect(places).toEqual([...CHARACTER_IDS].sort());
    // After the draft, points come only from awards and move only between players (theft).
    if (state.phase !== 'draft') {
      const awarded = state.results.reduce((sum, r) => sum + r.awards.reduce((a, b) => a + b, 0), 0);
      expect(state.players.reduce((sum, p) => sum + p.chips, 0)).toBe(awarded);
    }
    for (const p of state.players) expect(p.chips).toBeGreaterThanOrEqual(0);
    if (state.race !== null) {
      for (const r of state.race.racers) {
        expect(r.position).toBeGreaterThanOrEqual(0);
        expect(r.position).toBeLessThanOrEqual(MAGICAL_ATHLETE_GOAL);
        expect(r.finished === null).toBe(r.position < MAGICAL_ATHLETE_GOAL || !state.race.finishers.includes(r.player));
      }
    }
  },
});
