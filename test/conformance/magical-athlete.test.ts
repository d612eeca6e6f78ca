import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { CHARACTER_IDS, GOAL, magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { perturbMagicalAthlete } from '../magical-athlete/perturb.js';

describeConformance({
  game: magicalAthlete,
  playerCounts: [4, 5],
  maxSteps: 5_000,
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
        expect(r.position).toBeLessThanOrEqual(GOAL);
        expect(r.finished === null).toBe(r.position < GOAL || !state.race.finishers.includes(r.player));
      }
    }
  },
});
