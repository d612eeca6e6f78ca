import { CliError } from './errors.js';
// Used by the registration example below once a game lands.
// import { siblingModuleUrl } from './module-url.js';

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
}

/**
 * The games shipped with the package. Empty until the first game lands. Modules are located
 * relative to this file with its own extension (see `module-url.ts`), so the same entry works from
 * source under tsx (`.ts`) and from the build (`.js`). Registering a game looks like:
 *
 * ```ts
 * {
 *   id: 'magical-athlete',
 *   title: 'Magical Athlete',
 *   // src/cli/registry.ts -> src/games/magical-athlete/index.ts under tsx;
 *   // dist/cli/main.js -> dist/games/magical-athlete/index.js once built.
 *   module: siblingModuleUrl(import.meta.url, '../games/magical-athlete/index'),
 *   exportName: 'magicalAthlete',
 *   statsExportName: 'magicalAthleteStats',
 * },
 * ```
 */
export const defaultRegistry: readonly GameEntry[] = [];

/** The entry named `id`, or a CliError listing the games there are. */
export function findEntry(registry: readonly GameEntry[], id: string): GameEntry {
  const entry = registry.find((candidate) => candidate.id === id);
  if (entry !== undefined) return entry;
  const known = registry.length === 0 ? 'no games are registered yet' : `known games: ${registry.map((e) => e.id).join(', ')}`;
  throw new CliError(`unknown game "${id}" (${known})`);
}
