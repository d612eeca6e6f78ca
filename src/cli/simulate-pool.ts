import { Worker } from 'node:worker_threads';
import { BotError } from '../simulate/bot-module.js';
import { CliError } from './errors.js';
import type { LoadedEntry } from './load-entry.js';
import { moduleExtension, selfUrl } from './module-url.js';
import { isFailure, playGame, type FromWorker, type GameFailure, type GameResult, type ToWorker, type WorkerInput } from './simulate-run.js';

/** A simulation to run: `games` games of `input.entry`, game i seeded `input.baseSeed + i`. */
export interface SimulationPlan {
  readonly input: WorkerInput;
  readonly games: number;
  /** 1 runs in this thread; more starts that many worker threads. */
  readonly workers: number;
  /** Called with the number of games finished so far, in no particular order of index. */
  readonly onProgress: (done: number) => void;
}

/** Thrown when a simulated game fails: a bug in the game, reported with its seed to reproduce it. */
export class SimulationFailure extends Error {
  readonly failure: GameFailure;

  constructor(failure: GameFailure) {
    super(
      failure.index < 0
        ? `a simulation worker could not load the game: ${failure.message}`
        : `game ${failure.index} (seed ${failure.seed}) failed: ${failure.message}`,
    );
    this.name = 'SimulationFailure';
    this.failure = failure;
    if (failure.stack !== undefined) this.stack = failure.stack;
  }
}

/**
 * The error a failed game is reported with: a {@link BotError} when a user's bot failed (the same
 * code, its message prefixed with the game and seed), else a {@link SimulationFailure}.
 */
export function failureError(failure: GameFailure): Error {
  if (failure.botCode === undefined) return new SimulationFailure(failure);
  return new BotError(failure.botCode, failure.index < 0 ? failure.message : `game ${failure.index} (seed ${failure.seed}): ${failure.message}`);
}

/**
 * Receives each game's result, in game order, once. It may return a promise (a file write): the
 * next result waits for it, and the workers stop taking games once they are a window ahead.
 */
export type ResultSink = (index: number, result: GameResult) => void | Promise<void>;

/**
 * Plays every game of `plan`, handing each result to `sink` in game order as soon as every game
 * before it is done, so that everything computed from them is the same whatever the number of
 * workers, and nothing needs to hold every game's result.
 */
export async function runSimulation(plan: SimulationPlan, loaded: LoadedEntry, sink: ResultSink): Promise<void> {
  if (plan.workers <= 1) return runInThisThread(plan, loaded, sink);
  return runOnWorkers(plan, sink);
}

/** Lets queued events run: a signal handler, a stream's callbacks. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function runInThisThread(plan: SimulationPlan, loaded: LoadedEntry, sink: ResultSink): Promise<void> {
  for (let index = 0; index < plan.games; index++) {
    const outcome = playGame(loaded, plan.input, index);
    if (isFailure(outcome)) throw failureError(outcome);
    plan.onProgress(index + 1);
    await sink(index, outcome);
    // One game at a time, so that Ctrl-C or a scheduler's SIGTERM is handled between two games
    // (and its temporary files removed) rather than after the last one.
    await turn();
  }
}

/** At most this many games are handed to a worker at once. */
const MAX_CHUNK = 100;

/** The games of one range handed to a worker: small, so that work spreads and results flow. */
export function chunkOf(games: number, workers: number): number {
  return Math.max(1, Math.min(MAX_CHUNK, Math.ceil(games / (workers * 16))));
}

/**
 * How far past the next game to hand on the workers may run: four ranges each. Results that arrive
 * out of order wait in memory, so this bounds that memory whatever the number of games.
 */
export function windowOf(games: number, workers: number): number {
  return chunkOf(games, workers) * workers * 4;
}

/**
 * The bookkeeping of a run on workers, apart from the threads: which range of games to hand out
 * next, the finished ranges waiting for the games before them, and which range comes next in game
 * order. It never hands out a range that ends more than `window` games past the next game to hand
 * on, so no more than `window` results ever wait.
 */
export class ResultWindow {
  private nextStart = 0;
  private nextToHand = 0;
  /** Finished ranges not handed on yet, by first game index. */
  private readonly waiting = new Map<number, GameResult[]>();

  constructor(
    readonly games: number,
    readonly chunk: number,
    readonly window: number,
  ) {}

  /**
   * The next range to play and marks it handed out; `'full'` while it would end more than the
   * window past the next game to hand on; undefined once every game has been handed out.
   */
  nextRange(): { readonly start: number; readonly end: number } | 'full' | undefined {
    if (this.nextStart >= this.games) return undefined;
    const end = Math.min(this.games, this.nextStart + this.chunk);
    if (end > this.nextToHand + this.window) return 'full';
    const range = { start: this.nextStart, end };
    this.nextStart = end;
    return range;
  }

  /** Keeps the results of the range that starts at `start` until it is its turn. */
  finished(start: number, results: GameResult[]): void {
    this.waiting.set(start, results);
  }

  /** The range next in game order if it has finished, which counts as handed on from now. */
  takeNext(): { readonly start: number; readonly results: readonly GameResult[] } | undefined {
    const start = this.nextToHand;
    const results = this.waiting.get(start);
    if (results === undefined) return undefined;
    this.waiting.delete(start);
    this.nextToHand += results.length;
    return { start, results };
  }

  /** Results finished but waiting for an earlier range. */
  get held(): number {
    let count = 0;
    for (const results of this.waiting.values()) count += results.length;
    return count;
  }

  /** True once every game has been handed on. */
  get complete(): boolean {
    return this.nextToHand >= this.games;
  }

  /** How many games, from the first, have been handed on. */
  get handedOn(): number {
    return this.nextToHand;
  }
}

/**
 * Games are handed out as a queue of small contiguous ranges, so a fast worker takes more of them.
 * Ranges that finish early wait until every game before them is handed on; a worker that would run
 * more than {@link windowOf} games ahead of the next game to hand on waits too (see ResultWindow).
 *
 * A failed game is reported once every game before it has finished, and only if none of them
 * failed too: the run fails with the first failing game in game order, as it does on one thread,
 * whichever worker met its failure first. No range is handed out after a failure.
 */
function runOnWorkers(plan: SimulationPlan, sink: ResultSink): Promise<void> {
  const { games, workers: count } = plan;
  const ranges = new ResultWindow(games, chunkOf(games, count), windowOf(games, count));
  let done = 0;
  let handing = false;
  const workers: Worker[] = [];
  const idle: Worker[] = [];

  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      // Workers are stopped in every case; the answer does not wait for them to exit.
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    /** The failed game with the lowest index seen so far. */
    let failure: GameFailure | undefined;
    /** Reports the failure once every game before it has been handed on. */
    const reportWhenDue = (): void => {
      if (failure !== undefined && ranges.handedOn >= failure.index) finish(failureError(failure));
    };
    const sendWork = (worker: Worker): void => {
      if (failure !== undefined) return;
      const range = ranges.nextRange();
      if (range === 'full') idle.push(worker);
      else if (range !== undefined) worker.postMessage({ type: 'run', ...range } satisfies ToWorker);
    };
    // Hands on every range that is next in order; one loop at a time, since the sink may wait.
    const handOn = async (): Promise<void> => {
      if (handing) return;
      handing = true;
      try {
        for (let next = ranges.takeNext(); next !== undefined && !settled; next = ranges.takeNext()) {
          for (const [offset, result] of next.results.entries()) await sink(next.start + offset, result);
          for (const worker of idle.splice(0)) sendWork(worker);
        }
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      } finally {
        handing = false;
      }
      reportWhenDue();
      if (ranges.complete) finish();
    };

    for (let i = 0; i < count; i++) {
      const worker = startWorker(plan.input);
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.type === 'failed') {
          // A worker that could not load fails the run at once: no game can be played.
          if (message.failure.index < 0) return finish(failureError(message.failure));
          if (failure === undefined || message.failure.index < failure.index) failure = message.failure;
          if (message.start !== undefined && message.results !== undefined && message.results.length > 0) ranges.finished(message.start, message.results);
          void handOn();
          return;
        }
        if (message.type === 'done') {
          ranges.finished(message.start, message.results);
          done += message.results.length;
          plan.onProgress(done);
          void handOn();
        }
        sendWork(worker);
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => {
        if (!settled) finish(new CliError(`a simulation worker stopped early (exit code ${code})`, 1));
      });
    }
  });
}

/**
 * Starts a worker on `simulate-worker` next to this file. Built, that is plain `.js`. From source
 * it is `.ts`, which worker threads cannot load by themselves: on Node 20 a worker does not get the
 * parent's tsx hooks, even with `--import tsx` in its execArgv. So a two-line bootstrap registers
 * tsx inside the worker first, then imports the real worker file (which imports the game module,
 * also `.ts` in tests). The same bootstrap works under `tsx` and under vitest.
 */
function startWorker(input: WorkerInput): Worker {
  const here = selfUrl(import.meta.url);
  const url = new URL(`./simulate-worker${moduleExtension(here)}`, here);
  // A worker file is a file: `--input-type` (a parent started as `node --input-type=module -e`,
  // as a script using rulebooks/simulate may be) would make Node refuse to start it.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--input-type'));
  if (moduleExtension(here) === '.js') return new Worker(url, { workerData: input, execArgv });
  const bootstrap = [
    `const tsx = await import(${JSON.stringify(tsxApiUrl())});`,
    'tsx.register();',
    `await import(${JSON.stringify(url.href)});`,
  ].join('\n');
  // With a `data:` module URL the bootstrap is ESM, so it may await at top level.
  const source = new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
  return new Worker(source, { workerData: input, execArgv: withoutTsxFlags(execArgv) });
}

/** Where tsx's ESM register API is, resolved from this file (falls back to a bare specifier). */
function tsxApiUrl(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return 'tsx/esm/api';
  }
}

/**
 * The parent's execArgv without tsx's own preload flags: the bootstrap registers tsx itself, and
 * on Node versions where workers do inherit hooks this avoids registering them twice.
 */
export function withoutTsxFlags(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    const takesValue = arg === '--import' || arg === '--require' || arg === '-r' || arg === '--loader';
    const value = takesValue ? execArgv[i + 1] : arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : undefined;
    const isPreload = takesValue || /^--(import|require|loader|experimental-loader)=/.test(arg);
    if (isPreload && value !== undefined && /(^|[\\/])tsx([\\/]|$)/.test(value)) {
      if (takesValue) i += 1;
      continue;
    }
    kept.push(arg);
  }
  return kept;
}
