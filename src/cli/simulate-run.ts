import { playout, type Json, type Player } from '../index.js';
import { isBotError, type BotErrorCode } from '../simulate/bot-module.js';
import { makeBots } from './bots.js';
import type { LoadedEntry } from './load-entry.js';
import type { GameEntry } from './registry.js';

/** What is kept of one simulated game. Plain data: it may come back from a worker thread. */
export interface GameResult {
  readonly steps: number;
  readonly ranking: Player[][];
  readonly scores: number[];
  /** The stats plugin's `perGame` value, when the game has a plugin. */
  readonly stats?: Json;
}

/** A game that threw while being simulated, with what is needed to reproduce it. */
export interface GameFailure {
  readonly index: number;
  readonly seed: number;
  readonly message: string;
  readonly stack: string | undefined;
  /** Set when a user's bot failed (a `BotError`): the fault is the bot's, not the game's. */
  readonly botCode?: BotErrorCode;
}

/** What a worker thread is started with. */
export interface WorkerInput {
  readonly entry: GameEntry;
  readonly config: unknown;
  readonly baseSeed: number;
  /**
   * The bot of each seat, by name: names cross to the worker, which makes its own bots from the
   * game module it loaded.
   */
  readonly bots: readonly string[];
  /**
   * Where each bot module among `bots` is, by name (absolute file URLs worked out by the main
   * thread): each worker loads them itself, since functions cannot cross to a thread.
   */
  readonly botModules?: Readonly<Record<string, string>>;
  /**
   * With `--rotate-seats`: the index in the whole run of this slice's game 0. Game `index` is then
   * played by {@link seatingOf}`(bots, rotateFrom + index)` instead of `bots`.
   */
  readonly rotateFrom?: number;
}

/**
 * The bots by seat of game `gameIndex` (counted from the run's first game) when seats rotate: every
 * bot moves one seat down per game (seat k plays `bots[(k − g) mod n]`), so over any n games in a
 * row each bot holds each seat once.
 */
export function seatingOf(bots: readonly string[], gameIndex: number): string[] {
  const n = bots.length;
  const shift = gameIndex % n;
  return bots.map((_, seat) => bots[(seat - shift + n) % n] as string);
}

/** Messages from the main thread to a worker: play games `start` to `end - 1`. */
export type ToWorker = { readonly type: 'run'; readonly start: number; readonly end: number };

/** Messages from a worker to the main thread. */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly start: number; readonly results: GameResult[] }
  /**
   * A game failed (or, with index -1, the worker could not load). `start` and `results` are the
   * games of its range played before the failure, so that they still count as finished.
   */
  | { readonly type: 'failed'; readonly failure: GameFailure; readonly start?: number; readonly results?: GameResult[] };

/** Game `index` of a simulation starting at `baseSeed` is played with this seed. */
export function seedOf(baseSeed: number, index: number): number {
  return baseSeed + index;
}

/**
 * Plays game `index` on the fast path and keeps its result. Each game gets fresh bots, seat k's
 * seeded `deriveSeed(seed, k)`, so a game's play does not depend on the games before it.
 */
export function runGame(loaded: LoadedEntry, input: Omit<WorkerInput, 'entry'>, index: number): GameResult {
  const { game, stats } = loaded;
  const seed = seedOf(input.baseSeed, index);
  const names = input.rotateFrom === undefined ? input.bots : seatingOf(input.bots, input.rotateFrom + index);
  const bots = makeBots(game, loaded.bots, names, seed, loaded.botModules).map((bot, seat) => {
    if (bot === undefined) throw new Error(`simulate: seat ${seat} has no bot`);
    return bot;
  });
  const { state, outcome, steps } = playout(game, input.config, seed, { bots });
  const result: GameResult = {
    steps,
    ranking: outcome.ranking.map((group) => [...group]),
    scores: [...outcome.scores],
  };
  return stats === undefined ? result : { ...result, stats: stats.perGame(state, outcome) };
}

/** Plays game `index`, or reports how it threw. */
export function playGame(loaded: LoadedEntry, input: Omit<WorkerInput, 'entry'>, index: number): GameResult | GameFailure {
  try {
    return runGame(loaded, input, index);
  } catch (error) {
    return {
      index,
      seed: seedOf(input.baseSeed, index),
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
      ...(isBotError(error) ? { botCode: error.code } : {}),
    };
  }
}

/** True for what {@link playGame} returns when the game threw. */
export function isFailure(outcome: GameResult | GameFailure): outcome is GameFailure {
  return 'message' in outcome;
}

/** Runs games `start..end-1` up to the first one that throws: the results before it, and its failure. */
export function runRange(loaded: LoadedEntry, input: Omit<WorkerInput, 'entry'>, start: number, end: number): { readonly results: GameResult[]; readonly failure?: GameFailure } {
  const results: GameResult[] = [];
  for (let index = start; index < end; index++) {
    const outcome = playGame(loaded, input, index);
    if (isFailure(outcome)) return { results, failure: outcome };
    results.push(outcome);
  }
  return { results };
}
