/**
 * `npm run bench -- --serve`: how fast a Python learner steps the games through the step server
 * (`rulebooks serve --stdio`, issue 28), beside the same work done in process.
 *
 * Per step, both sides do the same: the acting seat's legal actions as numbers, a random pick among
 * them, the step, and the next actor's observation tensor (when the game has tensors). In process
 * that is the fast path (`clone` once, `legalActionIds`, `decodeAction`, `apply`,
 * `observationTensor(view)`). Through the server it is examples/python/bench_serve.py:
 * - single: one env, one request per step;
 * - batched: `--envs` envs (default 64) per `batch` request, masks and tensors coming back with
 *   each step through `then` (or in a second request per round trip when the server cannot name
 *   the next actor in `then`: the table says which).
 * Every game with a fixed action space is measured, at its first `npm run bench` workload's
 * player count. Each figure is the median of `--repeat` runs, each in fresh processes. Besides
 * wall-clock steps per second, CPU microseconds per step are shown (in process: the process's;
 * through the server: the server's plus Python's), which a shared machine disturbs less. The
 * issue's bar: batched with tensors at least 50% of the in-process rate. Dev-only; timing never
 * decides a test (DESIGN §8).
 *
 *   --seconds S   measure each run for about S seconds (default 3)
 *   --warmup S    untimed play first, in each process (default 2)
 *   --repeat K    runs per figure; the median is shown (default 3)
 *   --envs B      envs per batch request (default 64)
 *   --pipeline K  batched: split the envs into K groups with a request each in flight, so that
 *                 Python and the server work at once (default 1: one request at a time)
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

const { createRng, deriveSeed, hasActionSpace, hasObservation, legalActionIds, pickOne } = core;

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
  readonly single: Run;
  readonly batched: Run;
  /** batched / in-process steps per second. */
  readonly batchedShare: number;
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
 * through the server. Game `i` is seeded from the workload's seed (rules and picks apart).
 */
function measureInProcess(entry: ServeGame, seconds: number, warmup: number, seed: number): Run {
  const game = entry.game;
  let sink = 0;
  let index = 0;
  const playGame = (): number => {
    const rules = createRng(deriveSeed(seed, 2 * index));
    const choice = createRng(deriveSeed(seed, 2 * index + 1));
    index += 1;
    const state = game.clone(game.setup(entry.config, rules));
    let steps = 0;
    let actors = game.actors(state) as readonly Player[];
    while (actors.length > 0) {
      const actor = actors[0] as Player;
      const id = pickOne(legalActionIds(game, state, actor), choice);
      game.apply(state, game.decodeAction!(state, id, actor), rules);
      steps += 1;
      actors = game.actors(state) as readonly Player[];
      // The next actor's tensor, as the server sends it with the step (a sink keeps it alive).
      if (entry.tensors && actors.length > 0) sink += game.observationTensor!(game.view(state, actors[0] as Player))[0] ?? 0;
      if (steps > 100_000) throw new Error(`${entry.id}: a random game did not end within 100 000 steps`);
    }
    return steps;
  };
  const warmEnd = performance.now() + warmup * 1000;
  do playGame();
  while (performance.now() < warmEnd);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let steps = 0;
  let elapsed = 0;
  do {
    steps += playGame();
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

function measureThroughPython(entry: ServeGame, envs: number, seconds: number, warmup: number, seed: number, pipeline = 1): Run {
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
function isolatedInProcess(id: string, seconds: number, warmup: number, seed: number): Run {
  const args = [...process.execArgv, fileURLToPath(new URL('./run.ts', import.meta.url)), '--serve', '--child', id, '--seconds', String(seconds), '--warmup', String(warmup), '--seed', String(seed)];
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

function table(results: readonly ServeResult[], envs: number, pipeline: number): string {
  const header = ['game', 'tensors', 'in process /s', 'single /s', `batched x${envs}${pipeline > 1 ? ` (${pipeline} in flight)` : ''} /s`, 'batched share', 'CPU µs/step in process', 'single', 'batched', 'CPU share', 'then'];
  const rows = results.map((r) => [
    `${r.id} (${r.players}p)`,
    r.tensors ? 'yes' : 'masks only',
    rate(r.inProcess.stepsPerSecond),
    `${rate(r.single.stepsPerSecond)} (${share(r.single.stepsPerSecond, r.inProcess.stepsPerSecond)})`,
    rate(r.batched.stepsPerSecond),
    `${share(r.batched.stepsPerSecond, r.inProcess.stepsPerSecond)}${r.batchedShare >= 0.5 ? '' : ' (bar 50%)'}`,
    micros(r.inProcess),
    micros(r.single),
    micros(r.batched),
    cpuShare(r.inProcess, r.batched),
    r.batched.thenActor === true ? 'actor' : '2 trips',
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
  const envs = number(values.envs, 64, '--envs needs a positive integer,', (n) => Number.isInteger(n) && n >= 1);
  const pipeline = number(values.pipeline, 1, '--pipeline needs a positive integer,', (n) => Number.isInteger(n) && n >= 1);
  const seed = number(values.seed, 1, '--seed needs an integer,', (n) => Number.isSafeInteger(n));

  const all = await serveGames();
  if (values.child !== undefined) {
    const entry = all.find((g) => g.id === values.child) ?? fail(`bad --child ${values.child}`);
    process.stdout.write(JSON.stringify(measureInProcess(entry, seconds, warmup, seed)));
    return;
  }
  const wanted = values.game ?? [];
  const unknown = wanted.filter((id) => !all.some((g) => g.id === id));
  if (unknown.length > 0) fail(`no action space (or no such game): ${unknown.join(', ')}; measurable: ${all.map((g) => g.id).join(', ')}`);
  const games = wanted.length === 0 ? all : all.filter((g) => wanted.includes(g.id));

  const results: ServeResult[] = [];
  for (const entry of games) {
    if (!values.json && process.stderr.isTTY) process.stderr.write(`measuring ${entry.id}...\n`);
    const runs = (measure: () => Run): Run => median(Array.from({ length: repeat }, measure));
    const inProcess = runs(() => isolatedInProcess(entry.id, seconds, warmup, seed));
    const single = runs(() => measureThroughPython(entry, 1, seconds, warmup, seed));
    const batched = runs(() => measureThroughPython(entry, envs * pipeline, seconds, warmup, seed, pipeline));
    results.push({ id: entry.id, players: entry.players, tensors: entry.tensors, inProcess, single, batched, batchedShare: batched.stepsPerSecond / inProcess.stepsPerSecond });
  }
  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...machine, source: BENCH_SOURCE, seconds, warmup, repeat, envs, pipeline, seed, results }, null, 2)}\n`);
    return;
  }
  const source = BENCH_SOURCE === 'dist' ? 'the built package (dist/)' : 'the sources through tsx';
  const numpy = results.some((r) => r.batched.numpy === true) ? 'with numpy' : 'without numpy';
  process.stdout.write(`rulebooks bench --serve: ${source}; Python ${numpy}; ~${seconds} s per run after ${warmup} s warm-up, median of ${repeat}, fresh processes; seed ${seed}, node ${machine.node}, ${machine.cpu} x${machine.cores}\n\n`);
  process.stdout.write(`${table(results, envs, pipeline)}\n\n`);
  process.stdout.write('Per step on both sides: the actor\'s legal action numbers (a mask through the server), a random pick, the step, the next actor\'s observation tensor.\n');
  process.stdout.write('CPU µs/step through the server: the server\'s CPU plus Python\'s (from /proc); CPU share: in-process CPU per step over batched CPU per step.\n');
  process.stdout.write('then: "actor" when masks and tensors come back with the step, "2 trips" when they take a second request (the server cannot name the next actor in then).\n');
}
