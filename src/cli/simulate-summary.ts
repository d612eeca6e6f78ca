import type { Json } from '../index.js';
import { botsLabel } from './bots.js';
import { writeLines } from './context.js';
import { configLabel } from './config.js';
import { fixed, percent, table } from './format.js';
import type { GameResult } from './simulate-run.js';
import { SummaryTally } from './simulate-tally.js';
import type { SimulationStats } from './stats.js';

/** One seat's results over a simulation. */
export interface SeatSummary {
  /** The seat, from 0. */
  readonly seat: number;
  /** Games this seat finished first in, alone or tied. */
  readonly wins: number;
  /** Of those, the games where first place was shared. */
  readonly sharedWins: number;
  /** `wins / games`. */
  readonly winRate: number;
  /** The 95% Wilson interval of `winRate`, `[low, high]`. */
  readonly winRateInterval: readonly [number, number];
  /** The seat's mean score (the game's `outcome.scores`). */
  readonly meanScore: number;
  /** The standard error of `meanScore`; null with fewer than two games. */
  readonly meanScoreError: number | null;
}

/** One bot's results pooled over the seats it held, in a run with rotating seats. */
export interface BotSummary {
  /** The bot's name, as given. */
  readonly bot: string;
  /** Seat-games it played: one per seat it held, per game. */
  readonly seatGames: number;
  /** Seat-games it finished first in, alone or tied. */
  readonly wins: number;
  /** `wins / seatGames`. */
  readonly winRate: number;
  /** The 95% Wilson interval of `winRate`, treating seat-games as independent. */
  readonly winRateInterval: readonly [number, number];
}

/** Which slice of a sharded run a summary covers (see `simulate --shard`). */
export interface ShardNote {
  /** The slice's index, from 0. */
  readonly index: number;
  /** How many slices the run was cut into. */
  readonly count: number;
  /** The first seed of the whole run. */
  readonly runFirstSeed: number;
  /** The number of games in the whole run. */
  readonly runGames: number;
}

/**
 * Everything `rulebooks simulate` reports. `--json` prints it with the plugin's `data` as `stats`,
 * leaving out the plugin's text lines.
 */
export interface SimulationSummary {
  /** The game's id. */
  readonly game: string;
  /** The game's title. */
  readonly title: string;
  /** The game's rules version. */
  readonly rulesVersion: string;
  /** The games played (of this shard, for a shard's report). */
  readonly games: number;
  /** Seats per game. */
  readonly players: number;
  /** The bot of each seat, by name. */
  readonly bots: readonly string[];
  /** The config played, as the game's `parseConfig` returned it. */
  readonly config: unknown;
  /** Game i was played with seed `firstSeed + i`. */
  readonly firstSeed: number;
  /** The seed of the last game. */
  readonly lastSeed: number;
  /** Present only on the report of one shard of a sharded run. */
  readonly shard?: ShardNote;
  /** Each seat's results, by seat (with rotating seats: whichever bot held it). */
  readonly seats: readonly SeatSummary[];
  /** Present (true) when the seats rotated: game i was played by the bots moved i seats down. */
  readonly rotateSeats?: true;
  /** With rotating seats: each bot's results pooled over the seats it held. */
  readonly botResults?: readonly BotSummary[];
  /** Game length in actions. */
  readonly length: {
    /** The mean length. */
    readonly mean: number;
    /** The standard error of the mean; null below two games. */
    readonly meanError: number | null;
    /** The shortest game. */
    readonly min: number;
    /** The longest game. */
    readonly max: number;
  };
  /** The game's statistics plugin report, or null when it has none. */
  readonly stats: {
    /** The report as text lines. */
    readonly lines: readonly string[];
    /** The same findings as JSON. */
    readonly data: Json;
  } | null;
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
  /** Set on the report of one shard of a run cut into more than one. */
  readonly shard?: ShardNote;
}

/**
 * Aggregates results given in game-index order: {@link SummaryTally} over an array, for callers
 * that hold one. `simulate` and `merge` stream into a tally instead and never hold every game.
 */
export function summarize(results: readonly GameResult[], meta: SimulationMeta, plugin: SimulationStats | undefined): SimulationSummary {
  const tally = new SummaryTally(meta.players, plugin);
  for (const result of results) tally.add(result);
  return tally.finish(meta);
}

/**
 * What `simulate --json` and `merge --json` print: the summary with the plugin's `data` as `stats`
 * (null without a plugin). The plugin's text lines are left out, since they say the same as its
 * data in prose; keys keep the summary's order.
 */
export function summaryJson(summary: SimulationSummary): Record<string, unknown> {
  return { ...summary, stats: summary.stats === null ? null : summary.stats.data };
}

/** A standard error as text, or `-` when there are too few games to have one. */
function errorText(value: number | null, decimals: number): string {
  return value === null ? '-' : fixed(value, decimals);
}

/** A 95% interval of a rate, e.g. `31.2%–48.9%`. */
export function intervalText([low, high]: readonly [number, number]): string {
  return `${percent(low)}–${percent(high)}`;
}

/** The summary as a readable report with an aligned table of seats. */
export function summaryLines(summary: SimulationSummary): string[] {
  const header = ['seat', 'wins', 'shared', 'win rate', '95% interval', 'mean score', 's.e.'];
  const rows = summary.seats.map((seat) => [
    String(seat.seat),
    String(seat.wins),
    String(seat.sharedWins),
    percent(seat.winRate),
    intervalText(seat.winRateInterval),
    fixed(seat.meanScore, 2),
    errorText(seat.meanScoreError, 2),
  ]);
  const { shard } = summary;
  const slice =
    shard === undefined
      ? ''
      : ` (shard ${shard.index}/${shard.count} of seeds ${shard.runFirstSeed}..${shard.runFirstSeed + shard.runGames - 1})`;
  const lines = [
    `${summary.title} (rules ${summary.rulesVersion}): ${summary.games} games, ${summary.players} players, ` +
      `seeds ${summary.firstSeed}..${summary.lastSeed}${slice}; bots: ${botsLabel(summary.bots)}` +
      `${summary.rotateSeats === true ? ' (seats rotated: one seat down per game)' : ''}; config: ${configLabel(summary.config)}`,
    '',
    ...table([header, ...rows], ['right', 'right', 'right', 'right', 'right', 'right', 'right']),
    ...(summary.botResults === undefined ? [] : ['', ...botTable(summary.botResults)]),
    '',
    `game length (actions): mean ${fixed(summary.length.mean, 1)} (s.e. ${errorText(summary.length.meanError, 2)}), ` +
      `min ${summary.length.min}, max ${summary.length.max}`,
    'win rates with 95% Wilson intervals; s.e. = standard error of the mean',
  ];
  if (summary.stats !== null && summary.stats.lines.length > 0) lines.push('', ...summary.stats.lines);
  return lines;
}

/** The pooled table of a run with rotating seats. */
function botTable(results: readonly BotSummary[]): string[] {
  const rows = results.map((result) => [result.bot, String(result.seatGames), String(result.wins), percent(result.winRate), intervalText(result.winRateInterval)]);
  return table([['bot', 'seat-games', 'wins', 'win rate', '95% interval'], ...rows], ['left', 'right', 'right', 'right', 'right']);
}

/** Prints the report: one JSON object and nothing else with `json`, otherwise the text report. */
export function printSummary(out: { write(chunk: string): unknown }, summary: SimulationSummary, json: boolean): void {
  if (json) out.write(`${JSON.stringify(summaryJson(summary), null, 2)}\n`);
  else writeLines(out, summaryLines(summary));
}
