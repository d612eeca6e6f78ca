/**
 * The files `simulate` and `merge` write: `--jsonl` rows (one JSON object per game, for analysis)
 * and `--out` shard files (one run's parameters and every game's result, for `merge`). Both are
 * JSON Lines, written a game at a time as results come in, in seed order; both are written under
 * a temporary name and renamed when complete (`output-file.ts`). The formats are documented in
 * docs/guides/scaling-out.md; `shard-reader.ts` reads shard files back.
 */
import { readFile } from 'node:fs/promises';
import type { Player } from '../index.js';
import { selfUrl } from './module-url.js';
import { commitAll, discardAll, openAll, planOutput, refuseSameFile, type OutputFile, type OutputTarget } from './output-file.js';
import { seatingOf, type GameResult } from './simulate-run.js';

/** The run a set of results belongs to: what must agree between shards for them to merge. */
export interface RunParameters {
  /**
   * The version of rulebooks that played the games. Bots and statistics can change between
   * versions without the rules changing, so shards of different versions are not one run.
   */
  readonly rulebooks: string;
  readonly game: string;
  readonly rulesVersion: string;
  readonly players: number;
  /** The bot of each seat, by name. */
  readonly bots: readonly string[];
  readonly config: unknown;
  /** Game i of the whole run is played with seed `firstSeed + i`. */
  readonly firstSeed: number;
  /** Games in the whole run, over all its shards. */
  readonly games: number;
  /**
   * Set (true) when the seats rotate (`--rotate-seats`): game i is played by `seatingOf(bots, i)`.
   * Absent otherwise, so files of runs without it are what they always were.
   */
  readonly rotateSeats?: true;
}

/** Which games a shard file holds: slice `index` of `count`, `games` games from `firstSeed`. */
export interface ShardRange {
  readonly index: number;
  readonly count: number;
  readonly firstSeed: number;
  readonly games: number;
}

/** What a shard file's first line says: its format, the run, and its slice of the run. */
export interface ShardHeader extends RunParameters {
  readonly format: typeof SHARD_FORMAT;
  readonly version: typeof SHARD_VERSION;
  readonly shard: ShardRange;
}

/** The `format` field of a shard file's first line. */
export const SHARD_FORMAT = 'rulebooks-simulate-shard';
/** The version of the shard file format; a reader refuses versions it does not know. */
export const SHARD_VERSION = 1;

/** The outcome part of a row, shared by both formats. */
function outcomeOf(result: GameResult): { ranking: Player[][]; scores: number[] } {
  return { ranking: result.ranking, scores: result.scores };
}

/**
 * One `--jsonl` row: the game, its seed, config, seats and bots, its outcome, its length in actions
 * and, when the game has a statistics plugin, the plugin's `perGame` value for it.
 */
export function gameRow(run: RunParameters, seed: number, result: GameResult): string {
  return JSON.stringify(gameRowValue(run, seed, result));
}

/** The object a `--jsonl` row is the JSON of, in the row's key order (what `simulate`'s `onRow` gets). */
export function gameRowValue(run: RunParameters, seed: number, result: GameResult): Record<string, unknown> {
  const row: Record<string, unknown> = {
    game: run.game,
    rulesVersion: run.rulesVersion,
    seed,
    config: run.config,
    players: run.players,
    // With rotating seats, the bots of this very game.
    bots: run.rotateSeats === true ? seatingOf(run.bots, seed - run.firstSeed) : run.bots,
    outcome: outcomeOf(result),
    length: result.steps,
  };
  if (result.stats !== undefined) row.stats = result.stats;
  return row;
}

/**
 * One line of a shard file after its header: `seed`, `outcome`, `length` and, with a statistics
 * plugin, `stats`; the run's parameters are stated once, on the header line, not on every line.
 */
export function shardRow(seed: number, result: GameResult): string {
  const row: Record<string, unknown> = { seed, outcome: outcomeOf(result), length: result.steps };
  if (result.stats !== undefined) row.stats = result.stats;
  return JSON.stringify(row);
}

/** The header of a shard file for slice `shard` of `run`. */
export function shardHeader(run: RunParameters, shard: ShardRange): ShardHeader {
  return { format: SHARD_FORMAT, version: SHARD_VERSION, ...run, bots: [...run.bots], shard };
}

let ownVersion: Promise<string> | undefined;

/** This package's version, from its package.json (two levels up from src/cli/ and from dist/cli/). */
export function packageVersion(): Promise<string> {
  ownVersion ??= readFile(new URL('../../package.json', selfUrl(import.meta.url)), 'utf8').then(
    (text) => String((JSON.parse(text) as { version?: unknown }).version),
  );
  return ownVersion;
}

/**
 * The `--jsonl` and `--out` files of one run (or merge), open from before the first game: paths
 * that cannot be written, or that are one file, are refused before anything is played. Rows are
 * added in seed order; {@link commit} renames the complete files into place and {@link discard}
 * removes them, so a failed or stopped run leaves nothing under the final names.
 */
export class ResultFiles {
  private constructor(
    private readonly run: RunParameters,
    private readonly jsonl: OutputFile | undefined,
    private readonly out: OutputFile | undefined,
  ) {}

  /** Checks and opens the files `flags` names; the shard file gets its header line at once. */
  static async open(
    flags: { readonly jsonl?: string | undefined; readonly out?: string | undefined },
    run: RunParameters,
    shard: ShardRange,
  ): Promise<ResultFiles> {
    const targets: OutputTarget[] = [];
    if (flags.jsonl !== undefined) targets.push(await planOutput('--jsonl', flags.jsonl));
    if (flags.out !== undefined) targets.push(await planOutput('--out', flags.out));
    refuseSameFile(targets);
    const files = await openAll(targets);
    const jsonl = flags.jsonl === undefined ? undefined : files[0];
    const out = flags.out === undefined ? undefined : files[files.length - 1];
    const opened = new ResultFiles(run, jsonl, out);
    try {
      out?.add(`${JSON.stringify(shardHeader(run, shard))}\n`);
      // Written at once: a shard file that has started always has its header.
      await out?.flush();
    } catch (error) {
      await opened.discard();
      throw error;
    }
    return opened;
  }

  /** Adds the game of `seed`; await the promise when one is returned (a write under way). */
  add(seed: number, result: GameResult): Promise<void> | undefined {
    const a = this.jsonl?.add(`${gameRow(this.run, seed, result)}\n`);
    const b = this.out?.add(`${shardRow(seed, result)}\n`);
    return a === undefined && b === undefined ? undefined : Promise.all([a, b]).then(() => undefined);
  }

  private get files(): OutputFile[] {
    return [this.jsonl, this.out].filter((file): file is OutputFile => file !== undefined);
  }

  /** Renames the complete files into place. */
  commit(): Promise<void> {
    return commitAll(this.files);
  }

  /** Removes what was written. */
  discard(): Promise<void> {
    return discardAll(this.files);
  }
}
