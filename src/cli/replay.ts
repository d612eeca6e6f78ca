import { readFile } from 'node:fs/promises';
import { isRecord, verifyRecord, type AnyGame } from '../index.js';
import { onePositional, parseArgs } from './args.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError, isRuleErrorLike, messageOf } from './errors.js';
import { describe, describeAction, rankingLines, seatNamer } from './format.js';
import { loadEntry } from './load-entry.js';
import { findEntry } from './registry.js';

const FLAGS = { game: 'string' } as const;

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

async function readRecord(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw new CliError(`cannot read ${file}: ${FILE_ERRORS[code] ?? messageOf(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${messageOf(error)}`);
  }
}

/** Runs `read`, turning the game's refusal of the record into one line naming the file. */
function refusedAs<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isRuleErrorLike(error)) throw new CliError(`${file}: ${messageOf(error)}`);
    throw error;
  }
}

/**
 * `rulebooks replay <record.json> [--game ID]`: replays and verifies a record (game, rules version,
 * config, seed, actions, result) with the game named in it, or with `--game`, which must then be
 * the record's game, and prints setup's events and each action with its events. Nothing is printed
 * unless the whole record replays and reaches its recorded result.
 */
export async function replayCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('replay', args, FLAGS);
  const file = onePositional('replay', positionals, 'a record file');
  const record = await readRecord(file);
  if (!isRecord(record) || typeof record.game !== 'string') {
    throw new CliError(`${file} is not a game record: expected an object with a "game" field`);
  }
  const { game } = await loadEntry(findEntry(registry, flags.game ?? record.game));
  const lines = refusedAs(file, () => replayLines(game, record));
  writeLines(io.stdout, lines);
  return 0;
}

/**
 * The record's story, checked on the fast path ({@link verifyRecord}): every action must be legal
 * where it stands, and a record with a result must reach it (else nothing is printed but the
 * refusal, which names the first action where it diverges).
 */
function replayLines(game: AnyGame, record: Record<string, unknown>): string[] {
  const actions = Array.isArray(record.actions) ? record.actions.length : 0;
  const body: string[] = [];
  const verified = verifyRecord(game, record, {
    beforeStep: ({ index, action, state }) => body.push(`Action #${index}: ${describeAction(game, state, action)}`),
    onStep: ({ state }) => body.push(...eventsOf(state).map((event) => `  ${describe(game, event)}`)),
  });
  const lines = [
    `Replay of ${game.title} (rules ${game.rulesVersion}), seed ${String(record.seed)}, ${actions} actions (numbered from 0)`,
    `Config: ${JSON.stringify(record.config)}`,
    '',
    'Setup:',
    ...eventsOf(verified.start).map((event) => `  ${describe(game, event)}`),
    ...body,
    '',
  ];
  const outcome = verified.outcome;
  if (outcome === undefined) {
    lines.push(`The record stops before the end of the game (to act: ${game.actors(verified.state).map((p: number) => `player ${p}`).join(', ')}).`);
  } else {
    lines.push('Result:', ...rankingLines(outcome, seatNamer(game, verified.state)).map((line) => `  ${line}`));
    lines.push(verified.record.result === undefined ? 'The record has no result to check it against.' : 'Verified: the replay reaches the recorded result and final state.');
  }
  return lines;
}

function eventsOf(state: unknown): readonly unknown[] {
  return isRecord(state) && Array.isArray(state.events) ? state.events : [];
}
