import type { AnyGame, BotFactory } from '../index.js';
import { isBotFactories, withRandomBot, type BotFactories } from './bots.js';
import { CliError, messageOf } from './errors.js';
import type { GameEntry } from './registry.js';
import { isSimulationStats, type SimulationStats } from './stats.js';

/** A registry entry's game, its statistics plugin when it has one, and the bots it can be played by. */
export interface LoadedEntry {
  readonly game: AnyGame;
  readonly stats: SimulationStats | undefined;
  /** `random` first, then the game's own bots, then `mcts` (see {@link withRandomBot}). */
  readonly bots: BotFactories;
  /**
   * Users' bots by the name they were chosen with (a module path, or a library caller's label):
   * set once their modules are loaded (`loadBotModules`), and looked up before `bots`.
   */
  readonly botModules?: ReadonlyMap<string, BotFactory>;
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
 * Imports the module of `entry` and picks out its game, stats plugin and bots. Used by the main
 * thread and by every simulation worker, which is why an entry is plain data. An export the entry
 * names but the module lacks is an error in the registry, not something to skip quietly.
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
  let stats: SimulationStats | undefined;
  if (entry.statsExportName !== undefined) {
    const found = loaded[entry.statsExportName];
    if (!isSimulationStats(found)) {
      throw new CliError(`${entry.module} has no statistics export named "${entry.statsExportName}"`, 1);
    }
    stats = found;
  }
  let gameBots: BotFactories | undefined;
  if (entry.botsExportName !== undefined) {
    const found = loaded[entry.botsExportName];
    if (!isBotFactories(found)) {
      throw new CliError(`${entry.module} has no bots export named "${entry.botsExportName}" (a record of bot factories)`, 1);
    }
    gameBots = found;
  }
  return { game, stats, bots: withRandomBot(gameBots) };
}
