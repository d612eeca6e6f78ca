// Checks that `npm run bench -- --strength` plays its matchups and reports well-formed, seeded
// results. It asserts nothing about strength or speed: the bench measures those.
import { describe, expect, it } from 'vitest';
import { formatStrength, load, matchups, playMatchup } from '../bench/strength.js';

describe('bench --strength', () => {
  it('plays mcts, the game\'s own bot and random against each other, the same way twice', async () => {
    const loaded = await load('psi-wars', 2, 2);
    expect(matchups(loaded)).toEqual([
      ['mcts', 'random'],
      ['greedy', 'random'],
      ['mcts', 'greedy'],
    ]);
    const results = matchups(loaded).map((pair) => playMatchup(loaded, pair, 5));
    for (const result of results) {
      expect(result.games).toBe(2);
      expect(result.wins + result.sharedFirst).toBeLessThanOrEqual(2);
      expect(result.interval[0]).toBeLessThanOrEqual(result.wins / 2);
      expect(result.interval[1]).toBeGreaterThanOrEqual(result.wins / 2);
      for (const ms of result.msPerMove) expect(Number.isFinite(ms) && ms >= 0).toBe(true);
    }
    const again = playMatchup(loaded, ['mcts', 'random'], 5);
    expect([again.wins, again.sharedFirst]).toEqual([results[0]!.wins, results[0]!.sharedFirst]);
    const table = formatStrength(results).split('\n');
    expect(table).toHaveLength(2 + 3);
    // The game's tuned search, named as the command line names it.
    expect(table[2]).toMatch(/^psi-wars +2 +mcts:2:prior=greedy:depth=6:c=0.3 +random +2 /);
  });
});
