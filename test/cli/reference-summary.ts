/**
 * The straightforward summary the streamed one must equal byte for byte: every game's result held
 * in one array, and each mean and standard error computed by the core's `meanAndStandardError`
 * over a whole column. This is the code `simulate` ran before it streamed (issue 21), kept here as
 * the reference the tests compare against.
 */
import { meanAndStandardError, wilsonInterval } from '../../src/index.js';
import type { GameResult } from '../../src/cli/simulate-run.js';
import type { SeatSummary, SimulationMeta, SimulationSummary } from '../../src/cli/simulate-summary.js';
import type { SimulationStats } from '../../src/cli/stats.js';

function errorOrNull(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

export function referenceSummary(results: readonly GameResult[], meta: SimulationMeta, plugin: SimulationStats | undefined): SimulationSummary {
  const games = results.length;
  const wins = new Array<number>(meta.players).fill(0);
  const shared = new Array<number>(meta.players).fill(0);
  const scores = Array.from({ length: meta.players }, () => new Array<number>(games));
  const steps = new Array<number>(games);
  let minSteps = Infinity;
  let maxSteps = -Infinity;
  results.forEach((result, index) => {
    const first = result.ranking[0] ?? [];
    for (const seat of first) {
      wins[seat] = (wins[seat] ?? 0) + 1;
      if (first.length > 1) shared[seat] = (shared[seat] ?? 0) + 1;
    }
    scores.forEach((column, seat) => (column[index] = result.scores[seat] ?? 0));
    steps[index] = result.steps;
    minSteps = Math.min(minSteps, result.steps);
    maxSteps = Math.max(maxSteps, result.steps);
  });
  const seats = wins.map((count, seat): SeatSummary => {
    const score = meanAndStandardError(scores[seat] ?? []);
    return {
      seat,
      wins: count,
      sharedWins: shared[seat] ?? 0,
      winRate: games === 0 ? 0 : count / games,
      winRateInterval: wilsonInterval(count, games),
      meanScore: games === 0 ? 0 : score.mean,
      meanScoreError: errorOrNull(score.standardError),
    };
  });
  const length = meanAndStandardError(steps);
  const stats = plugin === undefined ? null : plugin.summarize(results.map((result) => result.stats ?? null));
  return {
    game: meta.game,
    title: meta.title,
    rulesVersion: meta.rulesVersion,
    games,
    players: meta.players,
    bots: [...meta.bots],
    config: meta.config,
    firstSeed: meta.firstSeed,
    lastSeed: meta.firstSeed + games - 1,
    ...(meta.shard === undefined ? {} : { shard: meta.shard }),
    seats,
    length: {
      mean: games === 0 ? 0 : length.mean,
      meanError: errorOrNull(length.standardError),
      min: games === 0 ? 0 : minSteps,
      max: games === 0 ? 0 : maxSteps,
    },
    stats: stats === null ? null : { lines: [...stats.lines], data: stats.data },
  };
}
