/**
 * `npm run bench [-- options]`: plays random games of every game in bench/games.ts on the pure and
 * fast paths and prints their speed. Dev-only; timing never decides a test (DESIGN §8).
 *
 *   --seconds S   measure each path for about S seconds (default 2)
 *   --games N     measure each path over exactly N games instead
 *   --game ID     only this game (repeatable)
 *   --seed N      seed of the workload (default 1)
 *   --json        print JSON instead of a table
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_GAMES } from './games.js';
import { measureFast, measurePure, type Budget, type BenchResult, type PathResult } from './measure.js';
import { formatTable } from './format.js';

const USAGE = 'usage: npm run bench -- [--seconds S | --games N] [--game ID]... [--seed N] [--json]';

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
        json: { type: 'boolean', default: false },
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

  const wanted = values.game ?? [];
  const unknown = wanted.filter((id) => !BENCH_GAMES.some((entry) => entry.id === id));
  if (unknown.length > 0) fail(`unknown game ${unknown.join(', ')}; known: ${BENCH_GAMES.map((e) => e.id).join(', ')}`);
  const entries = wanted.length === 0 ? BENCH_GAMES : BENCH_GAMES.filter((entry) => wanted.includes(entry.id));

  if (values.child !== undefined) {
    const [index, path] = values.child.split(':');
    const entry = BENCH_GAMES[Number(index)];
    if (entry === undefined || (path !== 'pure' && path !== 'fast')) fail(`bad --child ${values.child}`);
    const result = (path === 'pure' ? measurePure : measureFast)(entry, { budget, seed });
    process.stdout.write(JSON.stringify(result));
    return;
  }

  const results: BenchResult[] = [];
  for (const entry of entries) {
    if (!values.json && process.stderr.isTTY) process.stderr.write(`measuring ${entry.label ?? entry.id}...\n`);
    const index = BENCH_GAMES.indexOf(entry);
    const pure = isolated(index, 'pure', budget, seed);
    const fast = isolated(index, 'fast', budget, seed);
    results.push({ id: entry.id, label: entry.label ?? entry.id, players: entry.players, seed, pure, fast, fastOverPure: fast.gamesPerSecond / pure.gamesPerSecond });
  }

  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown' };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...machine, budget, seed, results }, null, 2)}\n`);
    return;
  }
  const per = budget.games !== undefined ? `${budget.games} games` : `~${budget.seconds} s`;
  process.stdout.write(`rulebooks bench: ${per} per path, seed ${seed}, node ${machine.node}, ${machine.cpu}\n\n`);
  process.stdout.write(`${formatTable(results)}\n`);
}

/**
 * Measures one path in a fresh Node process. Running the immer path first in the same process
 * leaves the rules' call sites megamorphic (they have seen proxies), which would understate the
 * fast path that bots and simulations actually run alone.
 */
function isolated(index: number, path: 'pure' | 'fast', budget: Budget, seed: number): PathResult {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--child', `${index}:${path}`, '--seed', String(seed)];
  if (budget.games !== undefined) args.push('--games', String(budget.games));
  else args.push('--seconds', String(budget.seconds));
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`bench child failed (${path}, entry ${index}): ${child.stderr}`);
  return JSON.parse(child.stdout) as PathResult;
}

main();
