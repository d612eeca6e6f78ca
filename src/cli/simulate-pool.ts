import { Worker } from 'node:worker_threads';
import { CliError } from './errors.js';
import type { LoadedEntry } from './load-entry.js';
import { moduleExtension } from './module-url.js';
import { runRange, type FromWorker, type GameFailure, type GameResult, type ToWorker, type WorkerInput } from './simulate-run.js';

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
 * Plays every game of `plan` and returns the results indexed by game, so that everything computed
 * from them is the same whatever the number of workers.
 */
export async function runSimulation(plan: SimulationPlan, loaded: LoadedEntry): Promise<GameResult[]> {
  if (plan.workers <= 1) return runInThisThread(plan, loaded);
  return runOnWorkers(plan);
}

function runInThisThread(plan: SimulationPlan, loaded: LoadedEntry): GameResult[] {
  let done = 0;
  const outcome = runRange(loaded, plan.input, 0, plan.games, () => plan.onProgress(++done));
  if (!Array.isArray(outcome)) throw new SimulationFailure(outcome);
  return outcome;
}

/**
 * Games are handed out as a queue of small contiguous ranges, so a fast worker takes more of them;
 * results land at their game index whichever worker played them.
 */
function runOnWorkers(plan: SimulationPlan): Promise<GameResult[]> {
  const { games, workers: count } = plan;
  const chunk = Math.max(1, Math.min(500, Math.ceil(games / (count * 16))));
  const results: GameResult[] = new Array(games);
  let nextStart = 0;
  let done = 0;
  const workers: Worker[] = [];

  return new Promise<GameResult[]>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      // Workers are stopped in every case; the answer does not wait for them to exit.
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(results);
    };
    const sendWork = (worker: Worker): void => {
      if (nextStart >= games) return;
      const message: ToWorker = { type: 'run', start: nextStart, end: Math.min(games, nextStart + chunk) };
      nextStart = message.end;
      worker.postMessage(message);
    };

    for (let i = 0; i < count; i++) {
      const worker = startWorker(plan.input);
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.type === 'failed') return finish(new SimulationFailure(message.failure));
        if (message.type === 'done') {
          message.results.forEach((result, offset) => (results[message.start + offset] = result));
          done += message.results.length;
          plan.onProgress(done);
          if (done === games) return finish();
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
  const url = new URL(`./simulate-worker${moduleExtension(import.meta.url)}`, import.meta.url);
  if (moduleExtension(import.meta.url) === '.js') return new Worker(url, { workerData: input });
  const bootstrap = [
    `const tsx = await import(${JSON.stringify(tsxApiUrl())});`,
    'tsx.register();',
    `await import(${JSON.stringify(url.href)});`,
  ].join('\n');
  // With a `data:` module URL the bootstrap is ESM, so it may await at top level.
  const source = new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
  return new Worker(source, { workerData: input, execArgv: withoutTsxFlags(process.execArgv) });
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
