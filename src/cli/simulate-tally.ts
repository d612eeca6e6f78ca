/**
 * The statistics of a simulation, added up one game at a time in game order. Nothing of a game is
 * kept once it is added: counts and sums are running totals, the numbers the standard errors need
 * again go to a {@link NumberLog}, and a plugin that streams keeps its own tally. The report is
 * exactly, bit for bit, what one pass over an array of every game's result gives (the tests hold
 * it to test/cli/reference-summary.ts), so `simulate`, its shards and `merge` agree for any number
 * of workers.
 */
import { wilsonInterval } from '../index.js';
import { NumberLog } from './number-log.js';
import { seatingOf, type GameResult } from './simulate-run.js';
import type { BotSummary, SeatSummary, SimulationMeta, SimulationSummary } from './simulate-summary.js';
import { tallyOf, type SimulationStats, type SimulationTally } from './stats.js';

/** A standard error for JSON: NaN (too few values to tell) becomes an explicit null. */
function errorOrNull(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

/** A mean with its standard error, as the core's `meanAndStandardError` gives them. */
interface MeanWithError {
  readonly mean: number;
  readonly standardError: number;
}

export class SummaryTally {
  private games = 0;
  private readonly wins: number[];
  private readonly shared: number[];
  /**
   * Running sums of column 0 (the game's length) and columns 1..players (each seat's score),
   * added in game order from 0, exactly as `meanAndStandardError`'s first pass adds them.
   */
  private readonly sums: number[];
  private readonly log = new NumberLog();
  private minSteps = Infinity;
  private maxSteps = -Infinity;
  private readonly plugin: SimulationTally | undefined;
  private finished = false;
  /** With rotating seats: each bot's seat-games and wins, by name, in the order of `bots`. */
  private readonly byBot: Map<string, { seatGames: number; wins: number }> | undefined;

  /**
   * `rotation`, for a run with rotating seats: the run's bots and the index in the whole run of
   * the first game to be added (a shard's first), so that each game's seating is known.
   */
  constructor(
    private readonly players: number,
    plugin: SimulationStats | undefined,
    private readonly rotation?: { readonly bots: readonly string[]; readonly firstIndex: number },
  ) {
    this.byBot = rotation === undefined ? undefined : new Map(rotation.bots.map((bot) => [bot, { seatGames: 0, wins: 0 }]));
    this.wins = new Array<number>(players).fill(0);
    this.shared = new Array<number>(players).fill(0);
    this.sums = new Array<number>(players + 1).fill(0);
    this.plugin = plugin === undefined ? undefined : tallyOf(plugin);
  }

  /** Numbers held in memory for the second pass: one block at most, however many games. */
  get numbersInMemory(): number {
    return this.log.inMemory;
  }

  /** Adds the next game, in game order. Nothing of `result` is kept. */
  add(result: GameResult): void {
    if (this.finished) throw new Error('SummaryTally.add after finish');
    this.games += 1;
    const first = result.ranking[0] ?? [];
    for (const seat of first) {
      this.wins[seat] = (this.wins[seat] ?? 0) + 1;
      if (first.length > 1) this.shared[seat] = (this.shared[seat] ?? 0) + 1;
    }
    this.record(0, result.steps);
    for (let seat = 0; seat < this.players; seat++) this.record(seat + 1, result.scores[seat] ?? 0);
    if (this.rotation !== undefined && this.byBot !== undefined) {
      seatingOf(this.rotation.bots, this.rotation.firstIndex + this.games - 1).forEach((bot, seat) => {
        const total = this.byBot?.get(bot) as { seatGames: number; wins: number };
        total.seatGames += 1;
        if (first.includes(seat)) total.wins += 1;
      });
    }
    this.minSteps = Math.min(this.minSteps, result.steps);
    this.maxSteps = Math.max(this.maxSteps, result.steps);
    this.plugin?.add(result.stats ?? null);
  }

  /** The report of every game added. Call once. */
  finish(meta: SimulationMeta): SimulationSummary {
    if (this.finished) throw new Error('SummaryTally.finish called twice');
    this.finished = true;
    const { games } = this;
    const [length, ...scores] = this.meansWithErrors();
    const seats = this.wins.map((count, seat): SeatSummary => {
      const score = scores[seat] as MeanWithError;
      return {
        seat,
        wins: count,
        sharedWins: this.shared[seat] ?? 0,
        winRate: games === 0 ? 0 : count / games,
        winRateInterval: wilsonInterval(count, games),
        meanScore: games === 0 ? 0 : score.mean,
        meanScoreError: errorOrNull(score.standardError),
      };
    });
    const stats = this.plugin?.finish();
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
      ...(this.byBot === undefined ? {} : { rotateSeats: true as const, botResults: this.botResults(this.byBot) }),
      length: {
        mean: games === 0 ? 0 : (length as MeanWithError).mean,
        meanError: errorOrNull((length as MeanWithError).standardError),
        min: games === 0 ? 0 : this.minSteps,
        max: games === 0 ? 0 : this.maxSteps,
      },
      stats: stats === undefined ? null : { lines: [...stats.lines], data: stats.data },
    };
  }

  /** Each bot's pooled results over the seats it held, in the order the bots were named. */
  private botResults(byBot: ReadonlyMap<string, { seatGames: number; wins: number }>): BotSummary[] {
    return [...byBot].map(([bot, { seatGames, wins }]) => ({
      bot,
      seatGames,
      wins,
      winRate: seatGames === 0 ? 0 : wins / seatGames,
      winRateInterval: wilsonInterval(wins, seatGames),
    }));
  }

  /** Lets go of what the tally holds (its temporary file) without a report: the run failed. */
  discard(): void {
    this.finished = true;
    this.log.close();
  }

  private record(column: number, value: number): void {
    this.sums[column] = (this.sums[column] as number) + value;
    this.log.push(value);
  }

  /**
   * Each column's mean and standard error, computed as `meanAndStandardError` computes them over
   * the column as one array: the mean is the running sum over n; the second pass reads the values
   * back in order and adds their squared deviations in that order. NaN means for no games, NaN
   * errors below two.
   */
  private meansWithErrors(): MeanWithError[] {
    const n = this.games;
    const width = this.players + 1;
    const means = this.sums.map((sum) => (n === 0 ? NaN : sum / n));
    const squares = new Array<number>(width).fill(0);
    if (n >= 2) {
      let column = 0;
      this.log.forEach((value) => {
        const mean = means[column] as number;
        squares[column] = (squares[column] as number) + (value - mean) * (value - mean);
        column = column + 1 === width ? 0 : column + 1;
      });
    }
    this.log.close();
    return means.map((mean, column) => ({
      mean,
      standardError: n < 2 ? NaN : Math.sqrt((squares[column] as number) / (n - 1) / n),
    }));
  }
}
