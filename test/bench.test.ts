// Checks that the bench's measurement code runs and reports well-formed numbers. It asserts
// nothing about speed: timing never decides a test (DESIGN §8).
import { describe, expect, it } from 'vitest';
import { BENCH_GAMES } from '../bench/games.js';
import { benchGame, measureFast, measureFastAfterPure, measureFloor, measurePlayout, measurePure, type PathResult } from '../bench/measure.js';
import { formatTable } from '../bench/format.js';

const tiny = { budget: { games: 3 }, warmupSeconds: 0, seed: 5 } as const;

function expectWellFormed(result: PathResult, games: number): void {
  expect(result.games).toBe(games);
  expect(Number.isInteger(result.actions) && result.actions > 0).toBe(true);
  for (const value of [result.elapsedMs, result.gamesPerSecond, result.actionsPerSecond]) {
    expect(Number.isFinite(value)).toBe(true);
    expect(value).toBeGreaterThan(0);
  }
}

describe('bench', () => {
  const entry = BENCH_GAMES[0]!;

  it('lists games with distinct ids', () => {
    expect(BENCH_GAMES.length).toBeGreaterThan(0);
    expect(new Set(BENCH_GAMES.map((e) => e.id)).size).toBe(BENCH_GAMES.length);
  });

  it('measures both paths over the same seeded games', () => {
    const pure = measurePure(entry, tiny);
    const fast = measureFast(entry, tiny);
    expectWellFormed(pure, 3);
    expectWellFormed(fast, 3);
    // Same seeds, same rules: the two paths play identical games, so the same number of actions.
    expect(fast.actions).toBe(pure.actions);
    expect(measureFast(entry, tiny).actions).toBe(fast.actions);
  });

  it('measures the fast path after the pure one, playout and the floor', () => {
    const fast = measureFast(entry, tiny);
    const after = measureFastAfterPure(entry, tiny);
    expectWellFormed(after, 3);
    expect(after.actions).toBe(fast.actions);
    expectWellFormed(measurePlayout(entry, tiny), 3);
    expectWellFormed(measureFloor(tiny), 3);
  });

  it('measures by time as well, and formats a table', () => {
    const result = benchGame(entry, { budget: { seconds: 0.01 }, warmupSeconds: 0 });
    expect(result.pure.games).toBeGreaterThan(0);
    expect(result.fast.games).toBeGreaterThan(0);
    expect(Number.isFinite(result.fastOverPure) && result.fastOverPure > 0).toBe(true);
    const table = formatTable([result]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toContain(result.label);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('refuses an empty budget', () => {
    expect(() => measureFast(entry, { budget: { games: 0 } })).toThrow(RangeError);
    expect(() => measurePure(entry, { budget: { seconds: -1 } })).toThrow(RangeError);
  });
});
