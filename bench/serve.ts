/**
 * `npm run bench -- --serve`: how fast a Python learner steps the games through the step server
 * (`rulebooks serve --stdio`, issue 28), beside the same work done in process.
 *
 * Per step, both sides do the same: the acting seat's legal actions as numbers, a random pick among
 * them, the step, and the next actor's observation tensor (when the game has tensors). In process
 * that is the fast path (`clone` once, `legalActionIds`, `decodeAction`, `apply`,
 * `observationTensorOf`). Through the server it is examples/python/bench_serve.py:
 * - single: one env, one request per step;
 * - batched: `--envs` envs (default 128) per `batch` request, masks and tensors coming back with
 *   each step through `then` (or in a second request per round trip when the server cannot name
 *   the next actor in `then`: the table says which);
 * - vector: `--envs` games stepped by `vstep`, split in `--pipeline` vectors (default 2, so 64 games
 *   per request: the batch size of the issue's own bridge) each with a step in flight, so that
 *   Python picks one vector's actions while the server steps the other's; tensors through the
 *   vector's shared file, legal ids as base64. This is the issue's batched stepping with tensors.
 * Every game with a fixed action space is measured, at its first `npm run bench` workload's
 * player count. Each figure is the median of `--repeat` runs, each in fresh processes, the modes
 * taking turns. The in-process loop runs one game at a time, and again with `--envs` games stepped
 * in turn. Besides wall-clock steps per second, CPU microseconds per step are shown (in process:
 * the process's; through the server: the server's plus Python's), which a shared machine disturbs
 * less. The issue's bar: batched with tensors at least 50% of the in-process rate. Dev-only; timing never
 * decides a test (DESIGN §8).
 *
 *   --seconds S   measure each run for about S seconds (default 3)
 *   --warmup S    untimed play first, in each process (default 2)
 *   --repeat K    runs per figure; the median is shown (default 3)
 *   --envs B      games in all (default 128): one batch request, or --pipeline vectors
 *   --pipeline K  split the envs into K groups with a request each in flight, so that Python and
 *                 the server work at once (default 2; the batch-of-steps figure uses 1 unless given)
 *   --game ID     only this game (repeatable)
 *   --seed N      seed of the workload (default 1)
 *   --json        print JSON instead of a table
 *   --dist        the built package (`npm run bench` passes it): the server is `node dist/cli/main.js`
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyGame, Player } from '../src/core/game.js';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { BENCH_SOURCE, core, gameModule } from './source.js';

const { createRng, deriveSeed, hasActionSpace, hasObservation, legalActionIds, observationTensorOf, pickOne } = core;

const USAGE = 'usage: npm run bench -- --serve [--seconds S] [--warmup S] [--repeat K] [--envs B] [--pipeline K] [--game ID]... [--seed N] [--json]';

const root = fileURLToPath(new URL('../', import.meta.url));

/** One game as measured here. */
interface ServeGame {
  readonly id: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly config: unknown;
  /** Whether the game has observation tensors (else masks only). */
  readonly tensors: boolean;
}

/** One run: steps over seconds, and the CPU it took. */
interface Run {
  readonly steps: number;
  readonly seconds: number;
  readonly stepsPerSecond: number;
  /** CPU seconds over the timed part: the process's in process; server plus Python through the server. */
  readonly cpuSeconds: number | null;
  /** Through the server: whether masks and tensors came back with the step (`then` on the actor). */
  readonly thenActor?: boolean;
  readonly numpy?: boolean;
}

/** The figures of one game. */
interface ServeResult {
  readonly id: string;
  readonly players: number;
  readonly tensors: boolean;
  readonly inProcess: Run;
  /** In process, `--envs` games played in turn (as a vector is). */
  readonly inProcessTurns: Run;
  readonly single: Run;
  readonly batched: Run;
  readonly vector: Run;
  /** vector / in-process (one game at a time) steps per second: the issue's bar is 50%. */
  readonly vectorShare: number;
}

function fail(message: string): never {
  process.stderr.write(`bench --serve: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function serveGames(): Promise<ServeGame[]> {
  const out: ServeGame[] = [];
  for (const entry of GAME_MANIFEST) {
    const game = (await gameModule(entry.id))[entry.exportName] as AnyGame;
    if (!hasActionSpace(game)) continue;
    const workload = entry.bench[0];
    const players = workload?.players ?? game.minPlayers;
    const config = game.parseConfig(workload?.config ?? game.defaultConfig(players));
    out.push({ id: entry.id, game, players, config, tensors: hasObservation(game) });
  }
  return out;
}

/**
 * The in-process loop: random games on the fast path, every step doing what a learner's step does
 * through the server. Game `i` is seeded from the workload's seed (rules and picks apart). With
 * `games` > 1, that many games are played in turn, a step of each before the next step of any (as
 * a learner stepping a batch of envs in process does, and as the server steps a vector); with 1,
 * one game runs to its end before the next begins.
 */
function measureInProcess(entry: ServeGame, seconds: number, warmup: number, seed: number, games = 1): Run {
  const game = entry.game;
  let sink = 0;
  let index = 0;
  interface Playing {
    readonly state: unknown;
    readonly rules: ReturnType<typeof createRng>;
    readonly choice: ReturnType<typeof createRng>;
    steps: number;
  }
  const begin = (): Playing => {
    const rules = createRng(deriveSeed(seed, 2 * index));
    const choice = createRng(deriveSeed(seed, 2 * index + 1));
    index += 1;
    return { state: game.clone(game.setup(entry.config, rules)), rules, choice, steps: 0 };
  };
  /** One step of `playing`; false once its game is over. */
  const step = (playing: Playing): boolean => {
    const { state, rules, choice } = playing;
    const actor = (game.actors(state) as readonly Player[])[0] as Player;
    const id = pickOne(legalActionIds(game, state, actor), choice);
    game.apply(state, game.decodeAction!(state, id, actor), rules);
    playing.steps += 1;
    const next = game.actors(state) as readonly Player[];
    // The next actor's tensor, as the server sends it with the step (a sink keeps it alive).
    if (entry.tensors && next.length > 0) sink += observationTensorOf(game, state, next[0] as Player)[0] ?? 0;
    if (playing.steps > 100_000) throw new Error(`${entry.id}: a random game did not end within 100 000 steps`);
    return next.length > 0;
  };
  const table = Array.from({ length: games }, begin);
  /** A step in every game of the table (one game to its end when there is one); the steps taken. */
  const round = (): number => {
    if (games === 1) {
      const playing = begin();
      while (step(playing));
      return playing.steps;
    }
    for (let slot = 0; slot < games; slot++) if (!step(table[slot] as Playing)) table[slot] = begin();
    return games;
  };
  const warmEnd = performance.now() + warmup * 1000;
  do round();
  while (performance.now() < warmEnd);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let steps = 0;
  let elapsed = 0;
  do {
    steps += round();
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  const cpu = process.cpuUsage(cpu0);
  if (Number.isNaN(sink)) process.stderr.write('');
  return { steps, seconds: elapsed, stepsPerSecond: steps / elapsed, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** The command Python starts the server with: the build measured. */
function serverCommand(): string {
  const quote = (s: string): string => JSON.stringify(s);
  return BENCH_SOURCE === 'dist'
    ? `${quote(process.execPath)} ${quote(`${root}dist/cli/main.js`)} serve --stdio`
    : `${quote(process.execPath)} --import tsx ${quote(`${root}src/cli/main.ts`)} serve --stdio`;
}

function measureThroughPython(entry: ServeGame, envs: number, seconds: number, warmup: number, seed: number, pipeline = 1, vector = false): Run {
  const args = [
    `${root}examples/python/bench_serve.py`,
    '--game', entry.id,
    '--players', String(entry.players),
    '--config', JSON.stringify(entry.config),
    '--envs', String(envs),
    '--seconds', String(seconds),
    '--warmup', String(warmup),
    '--seed', String(seed),
    '--pipeline', String(pipeline),
  ];
  if (!entry.tensors) args.push('--no-tensors');
  if (vector) args.push('--vector');
  const child = spawnSync('python3', args, { cwd: root, encoding: 'utf8', env: { ...process.env, RULEBOOKS_SERVE: serverCommand() }, maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`bench --serve: python failed for ${entry.id} (${envs} envs): ${child.error?.message ?? ''}${child.stderr}`);
  const out = JSON.parse(child.stdout) as { steps: number; seconds: number; stepsPerSecond: number; pythonCpuSeconds: number; serverCpuSeconds: number | null; thenActor: boolean; numpy: boolean };
  return {
    steps: out.steps,
    seconds: out.seconds,
    stepsPerSecond: out.stepsPerSecond,
    cpuSeconds: out.serverCpuSeconds === null ? null : out.serverCpuSeconds + out.pythonCpuSeconds,
    thenActor: out.thenActor,
    numpy: out.numpy,
  };
}

/** The in-process measurement in a fresh Node process (this file with `--child`). */
function isolatedInProcess(id: string, seconds: number, warmup: number, seed: number, games = 1): Run {
  const args = [...process.execArgv, fileURLToPath(new URL('./run.ts', import.meta.url)), '--serve', '--child', id, '--seconds', String(seconds), '--warmup', String(warmup), '--seed', String(seed), '--envs', String(games)];
  if (BENCH_SOURCE === 'dist') args.push('--dist');
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`bench --serve child failed (${id}): ${child.stderr}`);
  return JSON.parse(child.stdout) as Run;
}

function median(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.stepsPerSecond - b.stepsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Run;
}

const rate = (n: number): string => (n >= 10_000 ? `${(n / 1000).toFixed(0)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : n.toFixed(0));
const micros = (run: Run): string => (run.cpuSeconds === null ? '-' : `${((run.cpuSeconds / run.steps) * 1e6).toFixed(1)}`);
const share = (a: number, b: number): string => `${Math.round((a / b) * 100)}%`;
/** In-process CPU per step over `run`'s: the rate share a machine with a free core per process would see at most. */
const cpuShare = (inProcess: Run, run: Run): string =>
  inProcess.cpuSeconds === null || run.cpuSeconds === null ? '-' : share(inProcess.cpuSeconds / inProcess.steps, run.cpuSeconds / run.steps);

function table(results: readonly ServeResult[], envs: number, batchPipeline: number, pipeline: number): string {
  const inFlight = (k: number): string => (k > 1 ? `, ${k} in flight` : '');
  const header = ['game', 'tensors', 'in process /s', `in process x${envs} /s`, 'single /s', `batch x${envs}${inFlight(batchPipeline)} /s`, `vector x${envs}${inFlight(pipeline)} /s`, 'vector share', `of x${envs}`, 'CPU µs/step in process', 'single', 'batch', 'vector', 'CPU share'];
  const rows = results.map((r) => [
    `${r.id} (${r.players}p)`,
    r.tensors ? 'yes' : 'masks only',
    rate(r.inProcess.stepsPerSecond),
    rate(r.inProcessTurns.stepsPerSecond),
    `${rate(r.single.stepsPerSecond)} (${share(r.single.stepsPerSecond, r.inProcess.stepsPerSecond)})`,
    `${rate(r.batched.stepsPerSecond)} (${share(r.batched.stepsPerSecond, r.inProcess.stepsPerSecond)})`,
    rate(r.vector.stepsPerSecond),
    `${share(r.vector.stepsPerSecond, r.inProcess.stepsPerSecond)}${r.vectorShare >= 0.5 ? '' : ' (bar 50%)'}`,
    share(r.vector.stepsPerSecond, r.inProcessTurns.stepsPerSecond),
    micros(r.inProcess),
    micros(r.single),
    micros(r.batched),
    micros(r.vector),
    cpuShare(r.inProcess, r.vector),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `npm run bench -- --serve`. */
export async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        serve: { type: 'boolean', default: false },
        seconds: { type: 'string' },
        warmup: { type: 'string' },
        repeat: { type: 'string' },
        envs: { type: 'string' },
        pipeline: { type: 'string' },
        game: { type: 'string', multiple: true },
        seed: { type: 'string' },
        json: { type: 'boolean', default: false },
        dist: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        // Internal: the in-process loop of one game in this (fresh) process, printed as JSON.
        child: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const number = (text: string | undefined, fallback: number, what: string, ok: (n: number) => boolean): number => {
    const n = text === undefined ? fallback : Number(text);
    if (!ok(n)) fail(`${what} got "${text}"`);
    return n;
  };
  const seconds = number(values.seconds, 3, '--seconds needs a positive number,', (n) => n > 0 && Number.isFinite(n));
  const warmup = number(values.warmup, 2, '--warmup needs a number of seconds,', (n) => n >= 0 && Number.isFinite(n));
  const repeat = number(values.repeat, 3, '--repeat needs a positive integer,', (n) => Number.isInteger(n) && n >= 1);
  // 128 games in two vectors: 64 per request, the batch size of the issue's own bridge.
  const envs = number(values.envs, 128, '--envs needs a positive integer,', (n) => Number.isInteger(n) && n >= 1);
  const pipeline = number(values.pipeline, 2, '--pipeline needs a positive integer,', (n) => Number.isInteger(n) && n >= 1);
  // The batch of step requests keeps its one request at a time unless --pipeline is given.
  const batchPipeline = values.pipeline === undefined ? 1 : pipeline;
  const seed = number(values.seed, 1, '--seed needs an integer,', (n) => Number.isSafeInteger(n));

  const all = await serveGames();
  if (values.child !== undefined) {
    const entry = all.find((g) => g.id === values.child) ?? fail(`bad --child ${values.child}`);
    process.stdout.write(JSON.stringify(measureInProcess(entry, seconds, warmup, seed, envs)));
    return;
  }
  const wanted = values.game ?? [];
  const unknown = wanted.filter((id) => !all.some((g) => g.id === id));
  if (unknown.length > 0) fail(`no action space (or no such game): ${unknown.join(', ')}; measurable: ${all.map((g) => g.id).join(', ')}`);
  const games = wanted.length === 0 ? all : all.filter((g) => wanted.includes(g.id));

  const results: ServeResult[] = [];
  for (const entry of games) {
    if (!values.json && process.stderr.isTTY) process.stderr.write(`measuring ${entry.id}...\n`);
    // The runs of every mode take turns, so that a slow spell of a shared machine falls on all
    // of them alike rather than on one mode's runs.
    const modes = {
      inProcess: () => isolatedInProcess(entry.id, seconds, warmup, seed),
      inProcessTurns: () => isolatedInProcess(entry.id, seconds, warmup, seed, envs),
      single: () => measureThroughPython(entry, 1, seconds, warmup, seed),
      batched: () => measureThroughPython(entry, envs, seconds, warmup, seed, batchPipeline),
      vector: () => measureThroughPython(entry, envs, seconds, warmup, seed, pipeline, true),
    };
    const taken: Record<keyof typeof modes, Run[]> = { inProcess: [], inProcessTurns: [], single: [], batched: [], vector: [] };
    for (let r = 0; r < repeat; r++) for (const mode of Object.keys(modes) as (keyof typeof modes)[]) taken[mode].push(modes[mode]());
    const inProcess = median(taken.inProcess);
    const vector = median(taken.vector);
    results.push({ id: entry.id, players: entry.players, tensors: entry.tensors, inProcess, inProcessTurns: median(taken.inProcessTurns), single: median(taken.single), batched: median(taken.batched), vector, vectorShare: vector.stepsPerSecond / inProcess.stepsPerSecond });
  }
  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...machine, source: BENCH_SOURCE, seconds, warmup, repeat, envs, pipeline, seed, results }, null, 2)}\n`);
    return;
  }
  const source = BENCH_SOURCE === 'dist' ? 'the built package (dist/)' : 'the sources through tsx';
  const numpy = results.some((r) => r.vector.numpy === true) ? 'with numpy' : 'without numpy';
  process.stdout.write(`rulebooks bench --serve: ${source}; Python ${numpy}; ~${seconds} s per run after ${warmup} s warm-up, median of ${repeat}, fresh processes; seed ${seed}, node ${machine.node}, ${machine.cpu} x${machine.cores}\n\n`);
  process.stdout.write(`${table(results, envs, batchPipeline, pipeline)}\n\n`);
  process.stdout.write('Per step on both sides: the actor\'s legal action numbers, a random pick, the step, the next actor\'s observation tensor.\n');
  process.stdout.write('single and batch: step requests (a batch of them per round trip), masks and dense tensors coming back through then; vector: vstep over vectors of games, tensors through their shared files, legal ids as base64.\n');
  process.stdout.write(`in process: one game at a time to its end; x${envs}: ${envs} games stepped in turn, as the vector steps them (vector share: of the first; of x${envs}: of the second).\n`);
  process.stdout.write('CPU µs/step through the server: the server\'s CPU plus Python\'s (from /proc); CPU share: in-process CPU per step over the vector\'s.\n');
  process.stdout.write(`The runs of all modes take turns (in process, x${envs}, single, batch, vector, then again), each in fresh processes.\n`);
}
