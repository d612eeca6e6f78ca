/**
 * The files `simulate` and `merge` write and read: `--jsonl` rows (one JSON object per game, for
 * analysis) and `--out` shard files (one run's parameters and every game's result, for `merge`).
 * Both are JSON Lines so that they are written in batches and read line by line, whatever the
 * number of games; both list games in seed order. The formats are documented in
 * docs/guides/scaling-out.md.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { isRecord, type Json, type Player } from '../index.js';
import { CliError, messageOf } from './errors.js';
import type { GameResult } from './simulate-run.js';

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

/** A shard file read back: its header and its results, in seed order. */
export interface ShardFile {
  readonly path: string;
  readonly header: ShardHeader;
  readonly results: GameResult[];
}

/** Lines are handed to the file in batches of this many: few writes, no giant strings. */
const BATCH = 1000;

/** A file being written: `handle` writes to `partial` when set, which becomes `path` once complete. */
export interface OutputFile {
  readonly handle: FileHandle;
  readonly path: string;
  readonly partial: string | undefined;
}

/**
 * Opens `path` for writing (`flag` names the option in errors). Called before the games are
 * played, so that a path that cannot be written fails at once rather than after a long run. A
 * regular file is written under a temporary name beside it and renamed when complete, so a job
 * killed halfway, or two copies of one shard racing on a cluster, never leave a half-written file
 * under the final name; a device or pipe (`/dev/stdout`) is written directly.
 */
export async function openOutput(flag: string, path: string): Promise<OutputFile> {
  const special = await stat(path).then(
    (info) => !info.isFile(),
    () => false,
  );
  // Random rather than the process id: pods on a shared volume may all run as the same pid.
  const partial = special ? undefined : `${path}.${randomBytes(6).toString('hex')}.partial`;
  try {
    return { handle: await open(partial ?? path, 'w'), path, partial };
  } catch (error) {
    throw new CliError(`--${flag}: cannot write ${path}: ${messageOf(error)}`);
  }
}

/** Closes `file`; if `complete`, gives it its final name, otherwise removes what was written. */
export async function finishOutput(file: OutputFile, complete: boolean): Promise<void> {
  await file.handle.close();
  if (file.partial === undefined) return;
  if (complete) await rename(file.partial, file.path);
  else await unlink(file.partial).catch(() => {});
}

/** The files of `--jsonl` and `--out`, open for writing. */
export interface Outputs {
  readonly jsonl?: OutputFile;
  readonly out?: OutputFile;
}

/** Opens the files `--jsonl` and `--out` name, if any, before any game is played. */
export async function openOutputs(flags: { readonly jsonl?: string | undefined; readonly out?: string | undefined }): Promise<Outputs> {
  const jsonl = flags.jsonl === undefined ? undefined : await openOutput('jsonl', flags.jsonl);
  try {
    const out = flags.out === undefined ? undefined : await openOutput('out', flags.out);
    return { ...(jsonl === undefined ? {} : { jsonl }), ...(out === undefined ? {} : { out }) };
  } catch (error) {
    if (jsonl !== undefined) await finishOutput(jsonl, false);
    throw error;
  }
}

/** Finishes what {@link openOutputs} opened: renamed into place if `complete`, removed if not. */
export async function closeOutputs(outputs: Outputs, complete: boolean): Promise<void> {
  if (outputs.jsonl !== undefined) await finishOutput(outputs.jsonl, complete);
  if (outputs.out !== undefined) await finishOutput(outputs.out, complete);
}

/** Writes the `count` lines `line(0)`…`line(count - 1)` to `handle`, each ending in a newline. */
export async function writeJsonLines(file: OutputFile, count: number, line: (index: number) => string): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const chunk: string[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) chunk.push(line(i));
    await file.handle.write(`${chunk.join('\n')}\n`);
  }
}

/** The outcome part of a row, shared by both formats. */
function outcomeOf(result: GameResult): { ranking: Player[][]; scores: number[] } {
  return { ranking: result.ranking, scores: result.scores };
}

/**
 * One `--jsonl` row: the game, its seed, config, seats and bots, its outcome, its length in actions
 * and, when the game has a statistics plugin, the plugin's `perGame` value for it.
 */
export function gameRow(run: RunParameters, seed: number, result: GameResult): string {
  const row: Record<string, unknown> = {
    game: run.game,
    rulesVersion: run.rulesVersion,
    seed,
    config: run.config,
    players: run.players,
    bots: run.bots,
    outcome: outcomeOf(result),
    length: result.steps,
  };
  if (result.stats !== undefined) row.stats = result.stats;
  return JSON.stringify(row);
}

/**
 * Writes a shard file: the header line, then one line per game (`seed`, `outcome`, `length` and,
 * with a statistics plugin, `stats`), the run's parameters stated once rather than on every line.
 */
export async function writeShardFile(file: OutputFile, header: ShardHeader, results: readonly GameResult[]): Promise<void> {
  await file.handle.write(`${JSON.stringify(header)}\n`);
  await writeJsonLines(file, results.length, (i) => {
    const result = results[i] as GameResult;
    const row: Record<string, unknown> = { seed: header.shard.firstSeed + i, outcome: outcomeOf(result), length: result.steps };
    if (result.stats !== undefined) row.stats = result.stats;
    return JSON.stringify(row);
  });
}

/** The header of a shard file for slice `shard` of `run`. */
export function shardHeader(run: RunParameters, shard: ShardRange): ShardHeader {
  return { format: SHARD_FORMAT, version: SHARD_VERSION, ...run, bots: [...run.bots], shard };
}

let ownVersion: Promise<string> | undefined;

/** This package's version, from its package.json (two levels up from src/cli/ and from dist/cli/). */
export function packageVersion(): Promise<string> {
  ownVersion ??= readFile(new URL('../../package.json', import.meta.url), 'utf8').then(
    (text) => String((JSON.parse(text) as { version?: unknown }).version),
  );
  return ownVersion;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The header on `text`, or a CliError naming `path` and what is wrong. */
function parseHeader(path: string, text: string | undefined): ShardHeader {
  const notShard = `${path} is not a shard file of "rulebooks simulate --out"`;
  if (text === undefined) throw new CliError(`${notShard} (it is empty)`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError(`${notShard} (its first line is not JSON)`);
  }
  if (!isRecord(value) || value.format !== SHARD_FORMAT) throw new CliError(`${notShard} (no "format": "${SHARD_FORMAT}" on its first line)`);
  if (value.version !== SHARD_VERSION) {
    throw new CliError(`${path}: shard format version ${JSON.stringify(value.version)} is not one this rulebooks reads (${SHARD_VERSION})`);
  }
  const shard = value.shard;
  const fine =
    typeof value.rulebooks === 'string' &&
    typeof value.game === 'string' &&
    typeof value.rulesVersion === 'string' &&
    isWhole(value.players) &&
    Array.isArray(value.bots) &&
    value.bots.every((bot) => typeof bot === 'string') &&
    'config' in value &&
    isWhole(value.firstSeed) &&
    isWhole(value.games) &&
    isRecord(shard) &&
    isWhole(shard.index) &&
    isWhole(shard.count) &&
    isWhole(shard.firstSeed) &&
    isWhole(shard.games) &&
    shard.games >= 0;
  if (!fine) throw new CliError(`${path}: its first line lacks a field of the run or of its shard`);
  return value as unknown as ShardHeader;
}

/** True when `value` is a ranking and scores for `players` seats. */
function isOutcome(value: unknown, players: number): value is { ranking: Player[][]; scores: number[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.ranking) &&
    value.ranking.every((group) => Array.isArray(group) && group.every((seat) => isWhole(seat) && seat >= 0 && seat < players)) &&
    Array.isArray(value.scores) &&
    value.scores.length === players &&
    value.scores.every((score) => typeof score === 'number')
  );
}

/**
 * Reads a shard file written by `simulate --out` (or `merge --out`), checking that every line is a
 * game of its slice, in seed order, and that none is missing: a shard cut short (a job killed while
 * writing, a copy that did not finish) is refused rather than merged.
 */
export async function readShardFile(path: string): Promise<ShardFile> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let header: ShardHeader | undefined;
  const results: GameResult[] = [];
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (header === undefined) {
        header = parseHeader(path, line);
        continue;
      }
      if (line === '') continue;
      const seed = header.shard.firstSeed + results.length;
      const where = `${path} line ${lineNumber}`;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw new CliError(`${where} is not JSON (a file cut short?)`);
      }
      if (!isRecord(row) || row.seed !== seed) throw new CliError(`${where}: expected the game of seed ${seed}`);
      if (!isOutcome(row.outcome, header.players) || !isWhole(row.length)) {
        throw new CliError(`${where}: the game of seed ${seed} lacks a valid outcome or length`);
      }
      const result: GameResult = { steps: row.length, ranking: row.outcome.ranking, scores: row.outcome.scores };
      results.push(row.stats === undefined ? result : { ...result, stats: row.stats as Json });
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${path}: ${messageOf(error)}`);
  } finally {
    lines.close();
  }
  // An empty file has no header yet: parseHeader says so.
  const found = header ?? parseHeader(path, undefined);
  if (results.length !== found.shard.games) {
    throw new CliError(`${path} holds ${results.length} games where its first line promises ${found.shard.games} (a file cut short?)`);
  }
  return { path, header: found, results };
}
