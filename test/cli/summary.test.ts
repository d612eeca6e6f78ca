import { describe, expect, it } from 'vitest';
import { rankingLines, table } from '../../src/cli/format.js';
import { summarize, summaryJson, summaryLines } from '../../src/cli/simulate-summary.js';
import { wilsonInterval } from '../../src/index.js';

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
    // Standard errors by hand: sample standard deviation over √3.
    const error = (values: number[]): number => {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (values.length - 1) / values.length);
    };
    const expected = [
      { seat: 0, wins: 1, sharedWins: 1, winRate: 1 / 3, winRateInterval: wilsonInterval(1, 3), meanScore: 10 / 3, meanScoreError: error([5, 3, 2]) },
      { seat: 1, wins: 2, sharedWins: 1, winRate: 2 / 3, winRateInterval: wilsonInterval(2, 3), meanScore: 4, meanScoreError: error([5, 0, 7]) },
      { seat: 2, wins: 1, sharedWins: 0, winRate: 1 / 3, winRateInterval: wilsonInterval(1, 3), meanScore: 4, meanScoreError: error([1, 9, 2]) },
    ];
    summary.seats.forEach((seat, i) => {
      const { meanScoreError, ...exact } = expected[i]!;
      expect(seat).toMatchObject(exact);
      expect(seat.meanScoreError).toBeCloseTo(meanScoreError, 12);
    });
    expect(summary.length).toMatchObject({ mean: 6, min: 4, max: 8 });
    expect(summary.length.meanError).toBeCloseTo(error([4, 8, 6]), 12);
    expect(summary.lastSeed).toBe(12);
    expect(summaryLines(summary)).toEqual([
      'G (rules 1): 3 games, 3 players, seeds 10..12; bots: random; config: {"players":3}',
      '',
      'seat  wins  shared  win rate  95% interval  mean score  s.e.',
      '   0     1       1     33.3%    6.1%–79.2%        3.33  0.88',
      '   1     2       1     66.7%   20.8%–93.9%        4.00  2.08',
      '   2     1       0     33.3%    6.1%–79.2%        4.00  2.52',
      '',
      'game length (actions): mean 6.0 (s.e. 1.15), min 4, max 8',
      'win rates with 95% Wilson intervals; s.e. = standard error of the mean',
    ]);
  });

  it('has no standard error for a single game: null in JSON, "-" in the table', () => {
    const summary = summarize([{ steps: 5, ranking: [[0], [1], [2]], scores: [3, 2, 1] }], meta, undefined);
    expect(summary.seats[0]).toMatchObject({ meanScore: 3, meanScoreError: null, winRateInterval: wilsonInterval(1, 1) });
    expect(summary.length).toEqual({ mean: 5, meanError: null, min: 5, max: 5 });
    expect(summaryLines(summary)[3]).toMatch(/ 3\.00 +-$/);
    expect(summaryLines(summary)[7]).toBe('game length (actions): mean 5.0 (s.e. -), min 5, max 5');
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
    // The JSON report keeps the plugin's data, not its text lines.
    expect(summaryJson(summary).stats).toEqual({ n: 2 });
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

  it("names the seats in a ranking as the game's log does when the game gives names (issue 23)", () => {
    const letter = (seat: number): string => String.fromCharCode(65 + seat);
    expect(rankingLines({ ranking: [[6], [0, 1]], scores: [3, 3, 0, 0, 0, 0, 12] }, letter)).toEqual([
      '1.  G         score 12',
      '2.  A (tied)  score 3',
      '2.  B (tied)  score 3',
    ]);
  });
});
