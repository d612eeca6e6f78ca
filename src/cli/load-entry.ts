import type { AnyGame } from '../index.js';
import { CliError, messageOf } from './errors.js';
import type { GameEntry } from './registry.js';
import { isSimulationStats, type SimulationStats } from './stats.js';

/** A registry entry's game, and its statistics plugin when it has one. */
export interface LoadedEntry {
  readonly game: AnyGame;
  readonly stats: SimulationStats | undefined;
}

function looksLikeGame(value: unknown): value is AnyGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return (
    typeof game.id === 'string' &&
    ['setup', 'actors', 'legalActions', 'reduce', 'apply', 'outcome', 'describeEvent'].every(
      (name) => typeof game[name] === 'function',
    )
  );
}

/**
 * Imports the module of `entry` and picks out its game (and stats plugin). Used by the main thread
 * and by every simulation worker, which is why an entry is plain data.
 */
export async function loadEntry(entry: GameEntry): Promise<LoadedEntry> {
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(entry.module)) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`cannot load game "${entry.id}" from ${entry.module}: ${messageOf(error)}`, 1);
  }
  const game = loaded[entry.exportName];
  if (!looksLikeGame(game)) {
    throw new CliError(`${entry.module} has no game export named "${entry.exportName}"`, 1);
  }
  if (game.id !== entry.id) {
    throw new CliError(`the registry names game "${entry.id}" but ${entry.module} exports "${game.id}"`, 1);
  }
  if (entry.statsExportName === undefined) return { game, stats: undefined };
  const stats = loaded[entry.statsExportName];
  if (!isSimulationStats(stats)) {
    throw new CliError(`${entry.module} has no statistics export named "${entry.statsExportName}"`, 1);
  }
  return { game, stats };
}
