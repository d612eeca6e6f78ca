import type { Json } from '../index.js';
import { botsLabel } from './bots.js';
import { configLabel } from './config.js';
import { fixed, percent, table } from './format.js';
import type { GameResult } from './simulate-run.js';
import type { SimulationStats } from './stats.js';

/** One seat's results over a simulation. */
export interface SeatSummary {
  readonly seat: number;
  /** Games this seat finished first in, alone or tied. */
  readonly wins: number;
  /** Of those, the games where first place was shared. */
  readonly sharedWins: number;
  /** `wins / games`. */
  readonly winRate: number;
  readonly meanScore: number;
}

/** Everything `rulebooks simulate` reports; `--json` prints exactly this object. */
export interface SimulationSummary {
  readonly game: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly games: number;
  readonly players: number;
  /** The bot of each seat, by name. */
  readonly bots: readonly string[];
  readonly config: unknown;
  /** Game i was played with seed `firstSeed + i`. */
  readonly firstSeed: number;
  readonly lastSeed: number;
  readonly seats: readonly SeatSummary[];
  /** Game length in actions. */
  readonly length: { readonly mean: number; readonly min: number; readonly max: number };
  /** The game's statistics plugin report, or null when it has none. */
  readonly stats: { readonly lines: readonly string[]; readonly data: Json } | null;
}

/** Details of a simulation that are not in its results. */
export interface SimulationMeta {
  readonly game: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly config: unknown;
  readonly firstSeed: number;
}

/**
 * Aggregates results given in game-index order. Sums run in that order too, so even the floating
 * point totals are the same for any worker count.
 */
export function summarize(results: readonly GameResult[], meta: SimulationMeta, plugin: SimulationStats | undefined): SimulationSummary {
  const games = results.length;
  const wins = new Array<number>(meta.players).fill(0);
  const shared = new Array<number>(meta.players).fill(0);
  const scoreSums = new Array<number>(meta.players).fill(0);
  let totalSteps = 0;
  let minSteps = Infinity;
  let maxSteps = -Infinity;
  for (const result of results) {
    const first = result.ranking[0] ?? [];
    for (const seat of first) {
      wins[seat] = (wins[seat] ?? 0) + 1;
      if (first.length > 1) shared[seat] = (shared[seat] ?? 0) + 1;
    }
    result.scores.forEach((score, seat) => (scoreSums[seat] = (scoreSums[seat] ?? 0) + score));
    totalSteps += result.steps;
    minSteps = Math.min(minSteps, result.steps);
    maxSteps = Math.max(maxSteps, result.steps);
  }
  const seats = wins.map((count, seat) => ({
    seat,
    wins: count,
    sharedWins: shared[seat] ?? 0,
    winRate: games === 0 ? 0 : count / games,
    meanScore: games === 0 ? 0 : (scoreSums[seat] ?? 0) / games,
  }));
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
    seats,
    length: { mean: games === 0 ? 0 : totalSteps / games, min: games === 0 ? 0 : minSteps, max: games === 0 ? 0 : maxSteps },
    stats: stats === null ? null : { lines: [...stats.lines], data: stats.data },
  };
}

/** The summary as a readable report with an aligned table of seats. */
export function summaryLines(summary: SimulationSummary): string[] {
  const header = ['seat', 'wins', 'shared', 'win rate', 'mean score'];
  const rows = summary.seats.map((seat) => [
    String(seat.seat),
    String(seat.wins),
    String(seat.sharedWins),
    percent(seat.winRate),
    fixed(seat.meanScore, 2),
  ]);
  const lines = [
    `${summary.title} (rules ${summary.rulesVersion}): ${summary.games} games, ${summary.players} players, ` +
      `seeds ${summary.firstSeed}..${summary.lastSeed}; bots: ${botsLabel(summary.bots)}; config: ${configLabel(summary.config)}`,
    '',
    ...table([header, ...rows], ['right', 'right', 'right', 'right', 'right']),
    '',
    `game length (actions): mean ${fixed(summary.length.mean, 1)}, min ${summary.length.min}, max ${summary.length.max}`,
  ];
  if (summary.stats !== null && summary.stats.lines.length > 0) lines.push('', ...summary.stats.lines);
  return lines;
}
