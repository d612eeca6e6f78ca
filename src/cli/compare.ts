import { availableParallelism } from 'node:os';
import { meanAndStandardError, rankRewards, wilsonInterval } from '../index.js';
import { botModuleUrls, loadBotModules } from '../simulate/bot-module.js';
import { inRange, onePositional, parseArgs } from './args.js';
import { chooseBots } from './bots.js';
import { chooseConfig, configLabel } from './config.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { fixed, percent, table } from './format.js';
import { loadEntry } from './load-entry.js';
import { createProgress } from './progress.js';
import { findEntry } from './registry.js';
import { runSimulation } from './simulate-pool.js';
import { intervalText } from './simulate-summary.js';

const FLAGS = { games: 'int', seed: 'int', players: 'int', config: 'string', bots: 'string', workers: 'int', json: 'switch' } as const;

/** As for simulate. */
const MAX_WORKERS = 64;

/** One bot's pooled results over every seating. */
export interface BotComparison {
  /** The bot's name, as given in `--bots`. */
  readonly bot: string;
  /** Seat-games it played: one per seat it held, per game. */
  readonly seatGames: number;
  /** Seat-games it finished first in, alone or tied. */
  readonly wins: number;
  /** `wins / seatGames`. */
  readonly winRate: number;
  /** The 95% Wilson interval of `winRate`. */
  readonly winRateInterval: readonly [number, number];
  /** Its mean reward (`rankRewards`: first 1, last 0, ties share). */
  readonly meanReward: number;
}

/** What `compare` reports. */
export interface ComparisonSummary {
  readonly game: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly players: number;
  readonly config: unknown;
  /** The bots by seat in the first seating; seating r moves every bot r seats down. */
  readonly bots: readonly string[];
  /** Seeds played, each in every seating: `firstSeed .. firstSeed + seeds - 1`. */
  readonly firstSeed: number;
  readonly seeds: number;
  /** Games played: `seeds × players`. */
  readonly games: number;
  readonly results: readonly BotComparison[];
  /**
   * The first two bots' difference in mean reward, paired by seed: for each seed, the first bot's
   * mean reward over every seating and seat it held, minus the second's; then the mean of those
   * over the seeds, with a 95% interval (mean ± 1.96 standard errors; null below two seeds).
   */
  readonly difference: { readonly a: string; readonly b: string; readonly mean: number; readonly interval: readonly [number, number] | null };
}

/**
 * `rulebooks compare <game> --bots A,B[,...] --games N [--seed S] [--players P] [--config JSON]
 * [--workers W] [--json]`: plays each of the N seeds once per seating, the bots rotated one seat
 * at a time (so each bot plays each seat, and with it each seat's deck or build of the config, as
 * often as the others), and pools each bot's results over all of them. Each seating is a simulate
 * run of the same seeds with the bots rotated, so `simulate --seed S --bots <seating>` shows any one
 * of them, and the results are the same for any number of workers.
 */
export async function compareCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('compare', args, FLAGS);
  const entry = findEntry(registry, onePositional('compare', positionals, 'a game id'));
  if (flags.games === undefined) throw new CliError('compare needs --games N (how many seeds; each is played once per seating)');
  if (flags.bots === undefined) throw new CliError('compare needs --bots A,B,... (one bot per seat, at least two different ones)');
  const seeds = inRange('games', flags.games, 1);
  const firstSeed = flags.seed ?? 1;
  if (firstSeed > Number.MAX_SAFE_INTEGER - (seeds - 1)) throw new CliError(`--seed ${firstSeed} is too large for ${seeds} games`);
  const workers = Math.min(seeds, inRange('workers', flags.workers ?? Math.min(availableParallelism(), seeds), 1, MAX_WORKERS));

  const entryLoaded = await loadEntry(entry);
  const { game } = entryLoaded;
  const { players, config } = chooseConfig(game, flags);
  const names = chooseBots(game, entryLoaded.bots, { bots: flags.bots }, players);
  const distinct = [...new Set(names)];
  if (distinct.length < 2) throw new CliError(`compare needs at least two different bots in --bots, got "${flags.bots}"`);
  const loaded = { ...entryLoaded, botModules: await loadBotModules(names) };
  const botModules = botModuleUrls(names);

  const totals = new Map(distinct.map((bot) => [bot, { seatGames: 0, wins: 0, reward: 0 }]));
  const [a, b] = distinct as [string, string];
  // Per seed, the sum over seatings of (a's mean reward − b's mean reward) in that game.
  const paired = new Float64Array(seeds);
  const progress = createProgress(io.stderr, `comparing on ${game.id}`, seeds * players);
  try {
    for (let rotation = 0; rotation < players; rotation++) {
      const seating = names.map((_, seat) => names[(seat + players - rotation) % players] as string);
      await runSimulation(
        {
          input: { entry, config, baseSeed: firstSeed, bots: seating, botModules },
          games: seeds,
          workers,
          onProgress: (done) => progress.update(rotation * seeds + done),
        },
        loaded,
        (index, result) => {
          const rewards = rankRewards({ ranking: result.ranking, scores: result.scores });
          const first = result.ranking[0] ?? [];
          const sums = { a: 0, na: 0, b: 0, nb: 0 };
          seating.forEach((bot, seat) => {
            const total = totals.get(bot) as { seatGames: number; wins: number; reward: number };
            const reward = rewards[seat] ?? 0;
            total.seatGames += 1;
            if (first.includes(seat)) total.wins += 1;
            total.reward += reward;
            if (bot === a) [sums.a, sums.na] = [sums.a + reward, sums.na + 1];
            if (bot === b) [sums.b, sums.nb] = [sums.b + reward, sums.nb + 1];
          });
          paired[index] = (paired[index] as number) + sums.a / sums.na - sums.b / sums.nb;
        },
      );
    }
  } finally {
    progress.finish();
  }

  const perSeed = Array.from(paired, (sum) => sum / players);
  const { mean, standardError } = meanAndStandardError(perSeed);
  const summary: ComparisonSummary = {
    game: game.id,
    title: game.title,
    rulesVersion: game.rulesVersion,
    players,
    config,
    bots: names,
    firstSeed,
    seeds,
    games: seeds * players,
    results: distinct.map((bot) => {
      const total = totals.get(bot) as { seatGames: number; wins: number; reward: number };
      return {
        bot,
        seatGames: total.seatGames,
        wins: total.wins,
        winRate: total.wins / total.seatGames,
        winRateInterval: wilsonInterval(total.wins, total.seatGames),
        meanReward: total.reward / total.seatGames,
      };
    }),
    difference: { a, b, mean, interval: Number.isNaN(standardError) ? null : [mean - 1.96 * standardError, mean + 1.96 * standardError] },
  };
  if (flags.json === true) io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else writeLines(io.stdout, comparisonLines(summary));
  return 0;
}

/** A signed number, e.g. `+0.125` or `-0.040`. */
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${fixed(value, 3)}`;

/** The comparison as a readable report. */
export function comparisonLines(summary: ComparisonSummary): string[] {
  const rows = summary.results.map((result) => [
    result.bot,
    String(result.seatGames),
    String(result.wins),
    percent(result.winRate),
    intervalText(result.winRateInterval),
    fixed(result.meanReward, 3),
  ]);
  const { difference } = summary;
  const interval = difference.interval === null ? 'too few seeds for an interval' : `95% interval ${signed(difference.interval[0])} to ${signed(difference.interval[1])}`;
  return [
    `${summary.title} (rules ${summary.rulesVersion}): ${summary.seeds} seeds × ${summary.players} seatings = ${summary.games} games, ` +
      `seeds ${summary.firstSeed}..${summary.firstSeed + summary.seeds - 1}; bots by seat: ${summary.bots.join(', ')}, rotated; config: ${configLabel(summary.config)}`,
    '',
    ...table([['bot', 'seat-games', 'wins', 'win rate', '95% interval', 'mean reward'], ...rows], ['left', 'right', 'right', 'right', 'right', 'right']),
    '',
    `${difference.a} − ${difference.b}, mean reward paired by seed: ${signed(difference.mean)} (${interval})`,
    'win rates with 95% Wilson intervals over seat-games; reward: first 1, last 0, ties share',
  ];
}
