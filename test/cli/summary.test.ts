import { describe, expect, it } from 'vitest';
import { rankingLines, table } from '../../src/cli/format.js';
import { summarize, summaryLines } from '../../src/cli/simulate-summary.js';

const meta = { game: 'g', title: 'G', rulesVersion: '1', players: 3, bots: ['random', 'random', 'random'], config: { players: 3 }, firstSeed: 10 };

describe('simulation summary', () => {
  it('counts a tie for first as a win for each tied seat, and as shared', () => {
    const summary = summarize(
      [
        { steps: 4, ranking: [[0, 1], [2]], scores: [5, 5, 1] },
        { steps: 8, ranking: [[2], [0], [1]], scores: [3, 0, 9] },
        { steps: 6, ranking: [[1], [0, 2]], scores: [2, 7, 2] },
      ],
      meta,
      undefined,
    );
    expect(summary.seats).toEqual([
      { seat: 0, wins: 1, sharedWins: 1, winRate: 1 / 3, meanScore: 10 / 3 },
      { seat: 1, wins: 2, sharedWins: 1, winRate: 2 / 3, meanScore: 4 },
      { seat: 2, wins: 1, sharedWins: 0, winRate: 1 / 3, meanScore: 4 },
    ]);
    expect(summary.length).toEqual({ mean: 6, min: 4, max: 8 });
    expect(summary.lastSeed).toBe(12);
    expect(summaryLines(summary)).toEqual([
      'G (rules 1): 3 games, 3 players, seeds 10..12; bots: random; config: {"players":3}',
      '',
      'seat  wins  shared  win rate  mean score',
      '   0     1       1     33.3%        3.33',
      '   1     2       1     66.7%        4.00',
      '   2     1       0     33.3%        4.00',
      '',
      'game length (actions): mean 6.0, min 4, max 8',
    ]);
  });

  it('hands the plugin its per-game values in game order', () => {
    const seen: unknown[] = [];
    const summary = summarize(
      [
        { steps: 1, ranking: [[0]], scores: [1, 0, 0], stats: 'a' },
        { steps: 1, ranking: [[0]], scores: [1, 0, 0], stats: 'b' },
      ],
      meta,
      {
        perGame: () => null,
        summarize(values) {
          seen.push(...values);
          return { lines: ['plugin line'], data: { n: values.length } };
        },
      },
    );
    expect(seen).toEqual(['a', 'b']);
    expect(summary.stats).toEqual({ lines: ['plugin line'], data: { n: 2 } });
    expect(summaryLines(summary).slice(-2)).toEqual(['', 'plugin line']);
  });

  it('names each seat\'s bot when they differ, and cuts a long config short in the header', () => {
    const deck = Array.from({ length: 52 }, (_, i) => `card-${i}`);
    const config = { players: 2, decks: [deck, 'robot'] };
    const summary = summarize([{ steps: 3, ranking: [[1], [0]], scores: [0, 4] }], { ...meta, players: 2, bots: ['greedy', 'random'], config }, undefined);
    expect(summary.config).toEqual(config);
    const header = summaryLines(summary)[0]!;
    expect(header.startsWith('G (rules 1): 1 games, 2 players, seeds 10..10; bots: greedy, random; config: {"players":2,"decks":[["card-0",')).toBe(true);
    expect(header.endsWith('…')).toBe(true);
    expect(header.length).toBeLessThan(260);
  });

  it('formats rankings with shared places and aligned tables', () => {
    expect(rankingLines({ ranking: [[2], [0, 1]], scores: [3, 3, 12] })).toEqual([
      '1.  Player 2         score 12',
      '2.  Player 0 (tied)  score 3',
      '2.  Player 1 (tied)  score 3',
    ]);
    expect(table([['a', '1'], ['bbb', '22']], ['left', 'right'])).toEqual(['a     1', 'bbb  22']);
  });
});
