import { CliError } from './errors.js';

/** One slice of a sharded run: `index` (from 0) of `count` contiguous slices of the game indices. */
export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/** The game indices `start` (inclusive) to `end` (exclusive) of one slice. */
export interface ShardSlice {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads `--shard i/N`. The index counts from 0, as Slurm's `SLURM_ARRAY_TASK_ID` (for
 * `--array=0-…`) and a Kubernetes indexed Job's `JOB_COMPLETION_INDEX` do, so a job array can pass
 * its task index as it is. Every mistake is a CliError (exit 2) saying what `i/N` must be.
 */
export function parseShard(text: string, games: number): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (match === null) throw new CliError(`--shard needs i/N (slice i of N, counting from 0), such as 0/4, got "${text}"`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count)) throw new CliError(`--shard ${text}: the numbers are too large`);
  if (count < 1) throw new CliError(`--shard ${text}: N must be at least 1`);
  if (index >= count) {
    throw new CliError(`--shard ${text}: the index counts from 0, so it must be at most ${count - 1}`);
  }
  if (count > games) {
    throw new CliError(`--shard ${text}: ${count} shards of ${games} games would leave some empty; use at most ${games}`);
  }
  return { index, count };
}

/**
 * The game indices of slice `index` of `count` over `games` games: contiguous, in order, covering
 * every index once, and differing in size by at most one (the first `games mod count` slices take
 * one game more). Computed without multiplying `index` by `games`, so no product overflows.
 */
export function shardSlice(games: number, { index, count }: ShardSpec): ShardSlice {
  const base = Math.floor(games / count);
  const extra = games % count;
  const start = index * base + Math.min(index, extra);
  return { start, end: start + base + (index < extra ? 1 : 0) };
}
