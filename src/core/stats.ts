import type { Outcome } from './game.js';
import type { Json } from './json.js';

/**
 * An optional statistics plugin for `rulebooks simulate`, exported by a game module under the
 * manifest entry's `statsExportName` (src/games/manifest.ts).
 *
 * `perGame` runs where the game was played (possibly in a worker thread) and must return plain JSON,
 * since it crosses threads. `summarize` runs once in the main thread over the per-game values in
 * game-index order, so its output does not depend on how many workers were used.
 *
 * @typeParam S - the game's state type
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SimulationStats<S = any> {
  /** What to keep from one finished game. */
  perGame(finalState: S, outcome: Outcome): Json;
  /** Turns every game's value (ordered by game index) into report lines and machine-readable data. */
  summarize(perGame: Json[]): {
    /** Human-readable report lines, printed after the seat table of the text report. */
    lines: string[];
    /** The same findings as plain JSON, put under `stats.data` in the `--json` summary. */
    data: Json;
  };
}

/** True when `value` has the two functions of a {@link SimulationStats}. */
export function isSimulationStats(value: unknown): value is SimulationStats {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SimulationStats).perGame === 'function' &&
    typeof (value as SimulationStats).summarize === 'function'
  );
}
