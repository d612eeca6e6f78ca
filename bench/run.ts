/**
 * `npm run bench [-- options]`: plays random games of every game in bench/games.ts and prints, per
 * game, the speed of each path and their ratios (DESIGN §3):
 * - pure: `reduce` in a loop;
 * - fast: the user's loop of the bots guide (`clone` once; `actors`, `legalActions`, pick, `apply`);
 * - fast after pure: the same loop in a process where the pure path ran first (what a server that
 *   validates with `reduce` and runs bots with `apply` sees);
 * - playout: the library's driver, with random bots;
 * and a hand-written dice race as the floor of what JavaScript does per action.
 * Each measurement runs in a fresh Node process, after a warm-up long enough for V8 to settle, and
 * is repeated; the table shows medians. Dev-only; timing never decides a test (DESIGN §8).
 *
 *   --seconds S   measure each path for about S seconds (default 2)
 *   --games N     measure each path over exactly N games instead
 *   --warmup S    seconds of untimed play first, in each process (default 2)
 *   --repeat K    measurements per path; the median is shown (default 3)
 *   --game ID     only this game (repeatable)
 *   --seed N      seed of the workload (default 1)
 *   --json        print JSON instead of a table
 *   --dist        measure the built package in dist/ (`npm run bench` builds and passes it);
 *                 without it, the sources through tsx (see bench/source.ts)
 *   --strength    play the bots against each other instead (bench/strength.ts, its own options)
 *   --match       measure a Match over long games instead: play, toRecord, logFor, undo analysis
 *                 (bench/match.ts, its own options)
 *   --host        measure the multiplayer layer instead: host cost per move, Colyseus rooms under
 *                 load, two processes over Redis (bench/host.ts, its own options)
 *   --playground  measure the browser playground instead: gzipped JavaScript per game page, first
 *                 render in Chromium, seat update sizes (bench/playground.ts, its own options)
 *   --serve       measure stepping from Python through `rulebooks serve --stdio` instead, single and
 *                 batched, beside the same work in process (bench/serve.ts, its own options)
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_GAMES } from './games.js';
import { BENCH_SOURCE } from './source.js';
import { measureFast, measureFastAfterPure, measureFloor, measurePlayout, measurePure, type Budget, type BenchResult, type PathResult } from './measure.js';
import { formatRate, formatTable } from './format.js';

const USAGE = 'usage: npm run bench -- [--seconds S | --games N] [--warmup S] [--repeat K] [--game ID]... [--seed N] [--json]  (npm run bench builds and measures dist/; npx tsx bench/run.ts measures the sources)';

const PATHS = ['pure', 'fast', 'fastAfterPure', 'playout'] as const;
type PathName = (typeof PATHS)[number] | 'floor';

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(): void {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        seconds: { type: 'string' },
        games: { type: 'string' },
        game: { type: 'string', multiple: true },
        seed: { type: 'string' },
        warmup: { type: 'string' },
        repeat: { type: 'string' },
        json: { type: 'boolean', default: false },
        // Measure the built package (dist/) rather than the sources: see bench/source.ts.
        dist: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        // Internal: measure one path of one entry in this (fresh) process and print its JSON.
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

  if (values.seconds !== undefined && values.games !== undefined) fail('give --seconds or --games, not both');
  let budget: Budget;
  if (values.games !== undefined) {
    const games = Number(values.games);
    if (!Number.isInteger(games) || games < 1) fail(`--games needs a positive integer, got "${values.games}"`);
    budget = { games };
  } else {
    const seconds = values.seconds === undefined ? 2 : Number(values.seconds);
    if (!(seconds > 0) || !Number.isFinite(seconds)) fail(`--seconds needs a positive number, got "${values.seconds}"`);
    budget = { seconds };
  }
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) fail(`--seed needs an integer, got "${values.seed}"`);
  const warmup = values.warmup === undefined ? 2 : Number(values.warmup);
  if (!(warmup >= 0) || !Number.isFinite(warmup)) fail(`--warmup needs a number of seconds, got "${values.warmup}"`);
  const repeat = values.repeat === undefined ? 3 : Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) fail(`--repeat needs a positive integer, got "${values.repeat}"`);

  const wanted = values.game ?? [];
  const unknown = wanted.filter((id) => !BENCH_GAMES.some((entry) => entry.id === id));
  if (unknown.length > 0) fail(`unknown game ${unknown.join(', ')}; known: ${BENCH_GAMES.map((e) => e.id).join(', ')}`);
  const entries = wanted.length === 0 ? BENCH_GAMES : BENCH_GAMES.filter((entry) => wanted.includes(entry.id));

  if (values.child !== undefined) {
    const [index, path] = values.child.split(':') as [string, PathName];
    const options = { budget, seed, warmupSeconds: warmup };
    if (path === 'floor') {
      process.stdout.write(JSON.stringify(measureFloor(options)));
      return;
    }
    const entry = BENCH_GAMES[Number(index)];
    if (entry === undefined || !(PATHS as readonly string[]).includes(path)) fail(`bad --child ${values.child}`);
    const measure = { pure: measurePure, fast: measureFast, fastAfterPure: measureFastAfterPure, playout: measurePlayout }[path];
    process.stdout.write(JSON.stringify(measure(entry, options)));
    return;
  }

  const measured = (index: number, path: PathName): PathResult => median(Array.from({ length: repeat }, () => isolated(index, path, budget, seed, warmup)));
  const results: BenchResult[] = [];
  for (const entry of entries) {
    if (!values.json && process.stderr.isTTY) process.stderr.write(`measuring ${entry.label ?? entry.id}...\n`);
    const index = BENCH_GAMES.indexOf(entry);
    const [pure, fast, fastAfterPure, played] = PATHS.map((path) => measured(index, path)) as [PathResult, PathResult, PathResult, PathResult];
    results.push({ id: entry.id, label: entry.label ?? entry.id, players: entry.players, seed, pure, fast, fastOverPure: fast.gamesPerSecond / pure.gamesPerSecond, fastAfterPure, playout: played });
  }
  const floor = measured(0, 'floor');

  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown' };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...machine, budget, seed, warmup, repeat, floor, results }, null, 2)}\n`);
    return;
  }
  const per = budget.games !== undefined ? `${budget.games} games` : `~${budget.seconds} s`;
  const source = BENCH_SOURCE === 'dist' ? 'the built package (dist/)' : 'the sources through tsx';
  process.stdout.write(`rulebooks bench: ${source}, ${per} per path after ${warmup} s warm-up, median of ${repeat}, each in a fresh process; seed ${seed}, node ${machine.node}, ${machine.cpu}\n\n`);
  process.stdout.write(`${formatTable(results)}\n\n`);
  process.stdout.write(`floor (hand-written mutable dice race): ${formatRate(floor.actionsPerSecond)} actions/s\n`);
  process.stdout.write('pure/fast: the pure path as a share of the fast one; after pure: fast path after the pure path ran in the same process, as a share of fast; user/playout: the guide\'s loop as a share of playout.\n');
}

/** The run with the median actions per second. */
function median(runs: readonly PathResult[]): PathResult {
  const sorted = [...runs].sort((a, b) => a.actionsPerSecond - b.actionsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as PathResult;
}

/**
 * Measures one path in a fresh Node process. Running the immer path first in the same process
 * leaves the rules' call sites megamorphic (they have seen proxies), which would understate the
 * fast path that bots and simulations actually run alone.
 */
function isolated(index: number, path: PathName, budget: Budget, seed: number, warmup: number): PathResult {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--child', `${index}:${path}`, '--seed', String(seed), '--warmup', String(warmup)];
  if (BENCH_SOURCE === 'dist') args.push('--dist');
  if (budget.games !== undefined) args.push('--games', String(budget.games));
  else args.push('--seconds', String(budget.seconds));
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`bench child failed (${path}, entry ${index}): ${child.stderr}`);
  return JSON.parse(child.stdout) as PathResult;
}

// `--strength` measures how well the bots play instead of how fast the rules run (bench/strength.ts);
// `--match` what a Match costs over a long game: play, toRecord, logFor, undo analysis (bench/match.ts).
// `--host` the multiplayer layer: the host's cost per move, Colyseus under load, Redis scale-out (bench/host.ts).
// `--playground` the browser playground's budgets: JavaScript per page, first render, update sizes (bench/playground.ts).
// `--serve` a Python learner stepping the games through the step server, beside the same work in process (bench/serve.ts).
if (process.argv.includes('--strength')) await (await import('./strength.js')).main();
else if (process.argv.includes('--serve')) await (await import('./serve.js')).main();
else if (process.argv.includes('--host')) await (await import('./host.js')).main();
else if (process.argv.includes('--playground')) {
  // By a name in a variable: bench/playground.ts drives Chromium and is type-checked with DOM types
  // (test/browser/tsconfig.json), which a literal import would pull into the Node-only program.
  const playground = './playground.js';
  await import(playground);
}
else if (process.argv.includes('--match')) await (await import('./match.js')).main();
else main();
