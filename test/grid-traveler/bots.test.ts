/**
 * The heuristic bot plays whole games with legal actions only, scans for the materials its cards
 * need, and beats random bots; `rulebooks play grid-traveler` reaches a winner.
 */
import { describe, expect, it } from 'vitest';
import { playout, randomBot } from '../../src/index.js';
import { gridTraveler, heuristicBot } from '../../src/games/grid-traveler/index.js';

describe('heuristic bot', () => {
  it('plays 4-player games to the end with legal actions, and the outcome names a winner', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const bots = [0, 1, 2, 3].map((i) => heuristicBot(gridTraveler, seed * 10 + i));
      const { outcome, state } = playout(gridTraveler, gridTraveler.defaultConfig(4), seed, { bots });
      expect(gridTraveler.isOver(state)).toBe(true);
      expect(outcome.ranking[0]!.length).toBeGreaterThan(0);
      expect(state.seats.some((s) => s.collectedAt !== null || s.hand.material.length > 0 || s.out !== null)).toBe(true);
    }
  });

  it('finishes first more often than a random seat would (seat 0 heuristic against three random)', () => {
    let firsts = 0;
    const games = 40;
    for (let seed = 1; seed <= games; seed++) {
      const bots = [heuristicBot(gridTraveler, seed), randomBot(gridTraveler, seed + 1), randomBot(gridTraveler, seed + 2), randomBot(gridTraveler, seed + 3)];
      const { outcome } = playout(gridTraveler, { ...gridTraveler.defaultConfig(4), maxRounds: 30 }, seed, { bots });
      if (outcome.ranking[0]!.includes(0)) firsts++;
    }
    // A random seat would be first about a quarter of the time; the bot is about 40% (seeded, so
    // the count is always the same: it changes only when the bot or the rules do).
    expect(firsts / games).toBeGreaterThan(0.3);
  });
});
