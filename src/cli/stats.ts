/** The statistics plugin types live in the core, where game modules can name them. */
import type { SimulationStats, SimulationTally } from '../core/stats.js';

export { isSimulationStats, type SimulationStats, type SimulationTally } from '../core/stats.js';

/** What a plugin's report is: text lines and the same findings as data. */
export type StatsReport = ReturnType<SimulationStats['summarize']>;

/**
 * A plugin that streams: its `tally()` (optional in the core's {@link SimulationStats}) is there.
 * `simulate` and `merge` then hold one tally instead of every game's value, so their memory does
 * not grow with the number of games.
 */
export interface StreamingSimulationStats<S = unknown> extends SimulationStats<S> {
  tally(): SimulationTally;
}

/**
 * A tally for `plugin`: its own when it streams; otherwise one that keeps every value and calls
 * `summarize` once at the end, which is all a plugin with only `summarize` allows.
 */
export function tallyOf(plugin: SimulationStats): SimulationTally {
  if (typeof plugin.tally === 'function') return plugin.tally();
  const values: Parameters<SimulationStats['summarize']>[0] = [];
  return {
    add: (value) => void values.push(value),
    finish: () => plugin.summarize(values),
  };
}
