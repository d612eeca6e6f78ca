import { readFile } from 'node:fs/promises';
import { isRecord, replay, replayStart, type AnyGame } from '../index.js';
import { onePositional, parseArgs } from './args.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError, isRuleErrorLike, messageOf } from './errors.js';
import { describe, rankingLines } from './format.js';
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
 * `rulebooks replay <record.json> [--game ID]`: replays a record (game, rules version, config, seed,
 * actions) with the game named in it, or with `--game`, which must then be the record's game, and
 * prints setup's events and each action with its events. Nothing is printed unless the whole record
 * replays.
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

function replayLines(game: AnyGame, record: Record<string, unknown>): string[] {
  let state: unknown = replayStart(game, record);
  const actions = Array.isArray(record.actions) ? record.actions.length : 0;
  const lines = [
    `Replay of ${game.title} (rules ${game.rulesVersion}), seed ${String(record.seed)}, ${actions} actions`,
    `Config: ${JSON.stringify(record.config)}`,
    '',
    'Setup:',
    ...eventsOf(state).map((event) => `  ${describe(game, event)}`),
  ];
  for (const step of replay(game, record)) {
    state = step.state;
    lines.push(`Action ${step.index + 1}: ${JSON.stringify(step.action)}`);
    for (const event of eventsOf(state)) lines.push(`  ${describe(game, event)}`);
  }
  lines.push('');
  const outcome = game.outcome(state);
  if (outcome === undefined) {
    lines.push(`The record stops before the end of the game (to act: ${game.actors(state).map((p: number) => `player ${p}`).join(', ')}).`);
  } else {
    lines.push('Result:', ...rankingLines(outcome).map((line) => `  ${line}`));
  }
  return lines;
}

function eventsOf(state: unknown): readonly unknown[] {
  return isRecord(state) && Array.isArray(state.events) ? state.events : [];
}
