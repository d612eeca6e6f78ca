import type { Outcome } from './game.js';
import type { Json } from './json.js';

/**
 * An optional statistics plugin for `rulebooks simulate`, exported by a game module under the
 * manifest entry's `statsExportName` (src/games/manifest.ts).
 *
 * `perGame` runs where the game was played (possibly in a worker thread) and must return plain JSON,
 * since it crosses threads. `summarize` runs once in the main thread over the per-game values in
 * game-index order, so its output does not depend on how many workers were used. A plugin that also
 * has `tally` is handed the values one at a time instead, so a study of any size needs no more
 * memory than its tally keeps.
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
  /**
   * Optional: starts an empty {@link SimulationTally}, the same report built one game at a time.
   * `rulebooks simulate` and `merge` use it when it is there and then never hold every game's
   * value at once; without it they gather the values and call `summarize` at the end.
   */
  tally?(): SimulationTally;
}

/**
 * A statistics report built one game at a time, from {@link SimulationStats.tally}.
 *
 * The games are added in game-index order (the order `summarize` receives them in), each exactly
 * once; `finish` is called once, after the last. Its result must be exactly, bit for bit, what
 * `summarize` returns for the same values in the same order, so a report never depends on whether
 * it was streamed. A tally must not keep the values it is handed (they may be reused or changed
 * after `add` returns), only what it needs of them.
 */
export interface SimulationTally {
  /** Adds the next game's value (what `perGame` returned for it). */
  add(perGame: Json): void;
  /** The report of every game added: the same `lines` and `data` as `summarize`. */
  finish(): {
    /** Human-readable report lines, as `summarize` gives them. */
    lines: string[];
    /** The same findings as plain JSON, as `summarize` gives them. */
    data: Json;
  };
}

/**
 * True when `value` has the two functions of a {@link SimulationStats}, and `tally` is a function
 * too if it is there at all.
 */
export function isSimulationStats(value: unknown): value is SimulationStats {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SimulationStats).perGame === 'function' &&
    typeof (value as SimulationStats).summarize === 'function' &&
    ((value as SimulationStats).tally === undefined || typeof (value as SimulationStats).tally === 'function')
  );
}

/**
 * The Wilson score interval of a proportion: `successes` out of `n` trials, at `z` standard
 * deviations (1.96 for 95%). Better than the normal approximation for small samples and rates near
 * 0 or 1, as win rates of lopsided matchups are. Returns `[low, high]` within [0, 1]; `[0, 1]` for
 * `n` = 0. Throws a RangeError unless 0 ≤ successes ≤ n and both are whole numbers.
 *
 * @example
 * ```ts
 * wilsonInterval(18, 200); // ≈ [0.058, 0.138]: 9% wins, 95% interval 5.8%–13.8%
 * ```
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): readonly [number, number] {
  if (!Number.isInteger(successes) || !Number.isInteger(n) || successes < 0 || successes > n) {
    throw new RangeError(`wilsonInterval needs whole numbers 0 <= successes <= n, got ${successes} of ${n}`);
  }
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A sample mean and its standard error, as {@link meanAndStandardError} returns them. */
export interface MeanWithError {
  /** The arithmetic mean; NaN for no values. */
  readonly mean: number;
  /**
   * The standard error of the mean: the sample standard deviation (n − 1 in the denominator) over
   * √n. NaN for fewer than two values, where the spread is unknown (it prints as `null` in JSON).
   */
  readonly standardError: number;
}

/**
 * The mean of `values` with its standard error. Both passes add in array order, so the same values
 * in the same order give bit-for-bit the same figures, whether they come as an array or as a typed
 * array such as a `Float64Array` (which holds any number exactly, in 8 bytes); the mean is exactly
 * `sum / n` as a plain loop computes it. Two passes (the mean, then squared deviations from it)
 * avoid the cancellation that a sum of squares suffers when the values are large and close together.
 *
 * @example
 * ```ts
 * meanAndStandardError([2, 4, 4, 6]); // { mean: 4, standardError: ≈0.816 }
 * ```
 */
export function meanAndStandardError(values: ArrayLike<number>): MeanWithError {
  const n = values.length;
  if (n === 0) return { mean: NaN, standardError: NaN };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  const mean = sum / n;
  if (n < 2) return { mean, standardError: NaN };
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((values[i] as number) - mean) * ((values[i] as number) - mean);
  return { mean, standardError: Math.sqrt(squares / (n - 1) / n) };
}

/**
 * The standard error of a mean from running totals: `n` values, their `sum` and the sum of their
 * squares. For tallies that keep only totals (a statistics plugin's per-game rows, added up later);
 * exact enough for counts and small whole numbers, where the totals are exact. NaN for n < 2.
 *
 * @example
 * ```ts
 * standardErrorFromSums(4, 16, 72); // ≈0.816, as for [2, 4, 4, 6]
 * ```
 */
export function standardErrorFromSums(n: number, sum: number, sumOfSquares: number): number {
  if (n < 2) return NaN;
  // Rounding can push a zero spread a hair below zero.
  const variance = Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1));
  return Math.sqrt(variance / n);
}
