/**
 * Reading shard files (`simulate --out`, `merge --out`) back for `merge`, a line at a time: the
 * header first, for the checks that need every shard's header, then the games, handed on one by
 * one so that merging holds no more than one game of any size of run. Every line is checked: a
 * game of the wrong seed, a file cut short, or an outcome no game can have (an empty ranking, a
 * seat ranked twice or not at all, scores of the wrong length) is refused, naming the file and the
 * line.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { isRecord, type Json } from '../index.js';
import { CliError, messageOf } from './errors.js';
import { TEMPORARY_SUFFIX } from './output-file.js';
import { SHARD_FORMAT, SHARD_VERSION, type ShardHeader } from './simulate-files.js';
import type { GameResult } from './simulate-run.js';

/** A shard file whose header has been read. */
export interface ShardInput {
  readonly path: string;
  readonly header: ShardHeader;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** The lines of `path`, read as a stream, as `[line number, text]`. */
async function* linesOf(path: string): AsyncGenerator<[number, string]> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) yield [++number, line];
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`cannot read ${path}: ${FILE_ERRORS[code] ?? messageOf(error)}`);
  } finally {
    lines.close();
  }
}

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
    value.players >= 1 &&
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

/**
 * Reads the header of the shard file at `path`. A temporary file (`NAME.<12 hex>.partial`) is
 * refused by its name: it is what a killed run leaves, never a complete shard.
 */
export async function readShardHeader(path: string): Promise<ShardInput> {
  if (TEMPORARY_SUFFIX.test(basename(path))) {
    throw new CliError(
      `${path} is the temporary file of a run that did not finish (killed before it could clean up): ` +
        `it is never a complete shard; delete it and run that shard again`,
    );
  }
  for await (const [, line] of linesOf(path)) return { path, header: parseHeader(path, line) };
  return { path, header: parseHeader(path, undefined) };
}

/** Why `value` cannot be the outcome of a game of `players` seats, or undefined when it can be. */
export function outcomeProblem(value: unknown, players: number): string | undefined {
  if (!isRecord(value)) return 'it is not an object';
  const { ranking, scores } = value;
  if (!Array.isArray(ranking)) return 'it has no ranking';
  if (ranking.length === 0) return 'its ranking is empty';
  const seen = new Set<number>();
  for (const [index, group] of ranking.entries()) {
    if (!Array.isArray(group)) return `group ${index} of its ranking is not a list of seats`;
    if (group.length === 0) return `group ${index} of its ranking is empty`;
    for (const seat of group) {
      if (!isWhole(seat) || seat < 0 || seat >= players) return `its ranking names seat ${JSON.stringify(seat)} of a ${players}-seat game`;
      if (seen.has(seat)) return `seat ${seat} appears twice in its ranking`;
      seen.add(seat);
    }
  }
  if (seen.size < players) {
    for (let seat = 0; seat < players; seat++) if (!seen.has(seat)) return `its ranking leaves out seat ${seat}`;
  }
  if (!Array.isArray(scores)) return 'it has no scores';
  if (scores.length !== players) return `it has ${scores.length} scores for ${players} seats`;
  for (const [seat, score] of scores.entries()) {
    if (typeof score !== 'number' || !Number.isFinite(score)) return `score ${seat} is not a finite number`;
  }
  return undefined;
}

/**
 * The games of `shard`, in seed order, each checked: the seed it must have, an outcome a game can
 * have, a length. Ends with a CliError when the file holds fewer or more games than its header
 * promises (a file cut short, or lines added).
 */
export async function* shardResults(shard: ShardInput): AsyncGenerator<GameResult> {
  const { path, header } = shard;
  let count = 0;
  for await (const [lineNumber, line] of linesOf(path)) {
    if (lineNumber === 1 || line === '') continue;
    const seed = header.shard.firstSeed + count;
    const where = `${path} line ${lineNumber}`;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new CliError(`${where} is not JSON (a file cut short?)`);
    }
    if (count >= header.shard.games) throw new CliError(`${where}: ${path} holds more games than the ${header.shard.games} its first line promises`);
    if (!isRecord(row) || row.seed !== seed) throw new CliError(`${where}: expected the game of seed ${seed}`);
    const problem = outcomeProblem(row.outcome, header.players);
    if (problem !== undefined) throw new CliError(`${where}: the game of seed ${seed} has an impossible outcome: ${problem}`);
    if (!isWhole(row.length) || row.length < 0) {
      throw new CliError(`${where}: the game of seed ${seed} has an impossible length: ${JSON.stringify(row.length)}`);
    }
    const outcome = row.outcome as { ranking: number[][]; scores: number[] };
    count += 1;
    const result: GameResult = { steps: row.length, ranking: outcome.ranking, scores: outcome.scores };
    yield row.stats === undefined ? result : { ...result, stats: row.stats as Json };
  }
  if (count !== header.shard.games) {
    throw new CliError(`${path} holds ${count} games where its first line promises ${header.shard.games} (a file cut short?)`);
  }
}
