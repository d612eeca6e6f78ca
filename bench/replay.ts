/**
 * `npm run bench:replay [-- --seconds S]`: records checked per second, by `replay` (the pure path,
 * every action through `reduce`) and by `verifyRecord` (legality by membership, then `apply`), for
 * every game of the manifest. Each path runs in a fresh process (see bench/run.ts for why), over
 * the same 40 finished records with results. Dev-only; timing never decides a test.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMatch, replay, verifyRecord, type AnyGame, type MatchRecord } from '../src/index.js';
import { BENCH_GAMES } from './games.js';

const RECORDS = 40;

function records(game: AnyGame, players: number): MatchRecord[] {
  return Array.from({ length: RECORDS }, (_, seed) => {
    const match = createMatch(game, { config: game.defaultConfig(players), seed });
    for (let n = 0; !match.isOver(); n++) {
      const seat = match.actors()[0] as number;
      const legal = match.legalActions(seat);
      match.play(legal[(n * 31 + seed) % legal.length]);
    }
    return JSON.parse(JSON.stringify(match.toRecord())) as MatchRecord;
  });
}

function measure(game: AnyGame, list: readonly MatchRecord[], path: 'pure' | 'fast', seconds: number): number {
  const check = (record: MatchRecord): void => {
    if (path === 'fast') verifyRecord(game, record);
    else for (const step of replay(game, record)) void step;
  };
  // Warm up for a third of the budget, so the JIT has settled before timing.
  const warmUntil = performance.now() + (seconds * 1000) / 3;
  for (let i = 0; performance.now() < warmUntil; i++) check(list[i % list.length] as MatchRecord);
  const start = performance.now();
  let done = 0;
  while (performance.now() - start < seconds * 1000) check(list[done++ % list.length] as MatchRecord);
  return done / ((performance.now() - start) / 1000);
}

const { values } = parseArgs({ options: { seconds: { type: 'string' }, child: { type: 'string' } } });
const seconds = Number(values.seconds ?? 3);
const entries = BENCH_GAMES.filter((entry) => entry.id !== 'sprint');
if (values.child !== undefined) {
  const [index, path] = values.child.split(':') as [string, 'pure' | 'fast'];
  const entry = entries[Number(index)];
  if (entry === undefined) throw new Error(`no bench entry ${index}`);
  process.stdout.write(String(measure(entry.game, records(entry.game, entry.players), path, seconds)));
} else {
  process.stdout.write(`records checked per second (${RECORDS} finished records each, ~${seconds} s per path, fresh processes)\n`);
  for (const [index, entry] of entries.entries()) {
    const rate = (path: 'pure' | 'fast'): number => {
      const args = [...process.execArgv, fileURLToPath(import.meta.url), '--child', `${index}:${path}`, '--seconds', String(seconds)];
      const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      return Number(child.stdout);
    };
    const pure = rate('pure');
    const fast = rate('fast');
    process.stdout.write(`${(entry.label ?? entry.id).padEnd(24)} replay ${pure.toFixed(1).padStart(8)}/s   verifyRecord ${fast.toFixed(1).padStart(8)}/s   ${(fast / pure).toFixed(1)}x\n`);
  }
}
