import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShard, shardSlice } from '../../src/cli/simulate-shard.js';
import { isOneLineError, run } from './helpers.js';

describe('shardSlice', () => {
  it('cuts the games into N contiguous slices, in order, each game once, sizes within one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 64 }), (games, n) => {
        const count = Math.min(n, games);
        const slices = Array.from({ length: count }, (_, index) => shardSlice(games, { index, count }));
        expect(slices[0]!.start).toBe(0);
        expect(slices[count - 1]!.end).toBe(games);
        slices.forEach((slice, i) => {
          if (i > 0) expect(slice.start).toBe(slices[i - 1]!.end);
          const size = slice.end - slice.start;
          expect(size === Math.floor(games / count) || size === Math.ceil(games / count)).toBe(true);
        });
      }),
      { seed: 13, numRuns: 100 },
    );
  });

  it('stays exact where index × games would pass 2^53', () => {
    const games = Number.MAX_SAFE_INTEGER;
    const count = 1000;
    const last = shardSlice(games, { index: count - 1, count });
    expect(last.end).toBe(games);
    expect(shardSlice(games, { index: 1, count }).start).toBe(shardSlice(games, { index: 0, count }).end);
  });
});

describe('--shard i/N', () => {
  it('counts i from 0, like a job array index', () => {
    expect(parseShard('0/4', 10)).toEqual({ index: 0, count: 4 });
    expect(parseShard('3/4', 10)).toEqual({ index: 3, count: 4 });
  });

  it.each([
    ['4/4', '--shard 4/4: the index counts from 0, so it must be at most 3'],
    ['1/0', '--shard 1/0: N must be at least 1'],
    ['1', '--shard needs i/N (slice i of N, counting from 0), such as 0/4, got "1"'],
    ['-1/4', '--shard needs i/N'],
    ['a/b', '--shard needs i/N'],
    ['0/11', '--shard 0/11: 11 shards of 10 games would leave some empty; use at most 10'],
  ])('refuses --shard %s in one line, exit 2', async (shard, message) => {
    const result = await run(['simulate', 'sprint', '--games', '10', '--shard', shard]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});
