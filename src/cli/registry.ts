import { CliError } from './errors.js';
import { selfUrl, siblingModuleUrl } from './module-url.js';
import { GAME_MANIFEST } from '../games/manifest.js';

/**
 * One game the command knows. It is plain data, so it can be handed to a worker thread, which
 * imports the game itself: `(await import(module))[exportName]`.
 */
export interface GameEntry {
  /** The name used on the command line; equal to the game's `id` and to records' `game` field. */
  readonly id: string;
  readonly title: string;
  /** Absolute file URL of the module that exports the game. */
  readonly module: string;
  /** The export holding the `Game` object. */
  readonly exportName: string;
  /** The export holding the game's `SimulationStats` plugin, if it has one. */
  readonly statsExportName?: string;
  /**
   * The export holding the game's bots, if it has any besides `random`: a record of factories
   * `(game, seed) => Bot`, keyed by the name `--bot` takes.
   */
  readonly botsExportName?: string;
}

/**
 * The games shipped with the package, derived from the manifest (src/games/manifest.ts). Each
 * module is located relative to this file with this file's own extension (see `module-url.ts`), so
 * one entry works from source under tsx (`src/cli/registry.ts` -> `src/games/<id>/index.ts`) and
 * from the build, where this code is bundled into `dist/cli/` (-> `dist/games/<id>/index.js`, the
 * package's own game entry).
 */
export const defaultRegistry: readonly GameEntry[] = GAME_MANIFEST.map((game) => ({
  id: game.id,
  title: game.title,
  module: siblingModuleUrl(selfUrl(import.meta.url), `../games/${game.id}/index`),
  exportName: game.exportName,
  ...(game.statsExportName === undefined ? {} : { statsExportName: game.statsExportName }),
  ...(game.botsExportName === undefined ? {} : { botsExportName: game.botsExportName }),
}));

/** The entry named `id`, or a CliError listing the games there are. */
export function findEntry(registry: readonly GameEntry[], id: string): GameEntry {
  const entry = registry.find((candidate) => candidate.id === id);
  if (entry !== undefined) return entry;
  const known = registry.length === 0 ? 'no games are registered yet' : `known games: ${registry.map((e) => e.id).join(', ')}`;
  throw new CliError(`unknown game "${id}" (${known})`);
}
