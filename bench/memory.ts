/**
 * `npx tsx bench/memory.ts [--game ID] [--games 2000,20000] [--workers W] [--dist]`: runs
 * `rulebooks simulate ID --games N --json` once per N, each in a fresh process, and prints its peak
 * resident memory (the process's `maxRSS`, worker threads included) and wall time. `simulate`
 * keeps no game once it is added up (issue 21), so the peak should hardly grow with N: the first
 * runs are dominated by V8 warming up its heap. Dev-only; timing never decides a test.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Loaded first in the child: reports its peak memory on the way out. */
const REPORT_PEAK = `data:text/javascript,${encodeURIComponent(
  'process.on("exit", () => process.stderr.write(`\\nmaxRSS ${process.resourceUsage().maxRSS}\\n`));',
)}`;

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'magical-athlete' },
    games: { type: 'string', default: '2000,20000' },
    workers: { type: 'string', default: '1' },
    dist: { type: 'boolean', default: false },
  },
});

const counts = values.games.split(',').map(Number);
if (counts.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new Error(`--games needs whole numbers, got ${values.games}`);
const entry = values.dist ? ['dist/cli/main.js'] : ['--import', 'tsx', 'src/cli/main.ts'];

const rows: string[] = [];
let first: number | undefined;
for (const games of counts) {
  const started = process.hrtime.bigint();
  const child = spawnSync(
    process.execPath,
    ['--import', REPORT_PEAK, ...entry, 'simulate', values.game, '--games', String(games), '--workers', values.workers, '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peak = /maxRSS (\d+)/.exec(child.stderr ?? '');
  if (child.status !== 0 || peak === null) throw new Error(`simulate failed (exit ${child.status}): ${child.stderr}`);
  const megabytes = Number(peak[1]) / 1024;
  first ??= megabytes;
  rows.push(`${String(games).padStart(9)} games  ${megabytes.toFixed(0).padStart(6)} MB  ×${(megabytes / first).toFixed(2)}  ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`rulebooks simulate ${values.game} --workers ${values.workers} (${values.dist ? 'dist' : 'sources through tsx'}): peak memory`);
for (const row of rows) console.log(row);
