/**
 * `npm run bench:sharing [-- --seconds S]`: three ways to give the pure path its guarantees (input
 * untouched, unchanged parts shared by reference, output frozen), measured in actions per second
 * over the same random games, each in a fresh process after a warm-up:
 * - share pass: what `reduce` does (the rules run on a plain copy, then `core/share.ts` hands back
 *   the input's objects where nothing changed and freezes the rest);
 * - immer, leaves only: the rules run on a plain copy, then an immer `produce` over the input
 *   writes just the leaves that differ (found by walking the two plain trees), so immer does the
 *   sharing and freezing;
 * - immer drafts: the rules run inside `produce` on Proxy drafts (the library's path before the
 *   speed work; it also makes later `apply` calls in the process slower, see bench/run.ts).
 * Legality is checked the same way on every path (`isLegal`). Dev-only; timing never decides a test.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { produce, type Draft } from 'immer';
import { createRng, deriveSeed, pickOne, type AnyGame, type Player, type Rng } from '../src/index.js';
import { BENCH_GAMES } from './games.js';

const WAYS = ['share', 'immerLeaves', 'immerDrafts'] as const;
type Way = (typeof WAYS)[number];

type Tree = Record<string, unknown> | unknown[];
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** Writes into `draft` (a draft of `before`) every leaf where `next` differs from `before`. */
function writeDifferences(draft: Tree, before: Tree, next: Tree): void {
  const d = draft as Record<string, unknown>;
  const b = before as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  for (const key of Object.keys(n)) {
    const was = b[key];
    const now = n[key];
    if (Object.is(was, now)) continue;
    if (isTree(was) && isTree(now) && Array.isArray(was) === Array.isArray(now)) writeDifferences(d[key] as Tree, was, now);
    else d[key] = now;
  }
  if (Array.isArray(next)) (draft as unknown[]).length = next.length;
  else for (const key of Object.keys(b)) if (!Object.prototype.hasOwnProperty.call(n, key)) delete d[key];
}

function reducer(game: AnyGame, way: Way): (state: unknown, action: { player: Player }, rng: Rng) => unknown {
  if (way === 'share') return (state, action, rng) => game.reduce(state, action, rng);
  return (state, action, rng) => {
    if (!game.isLegal(state, action)) throw new Error('illegal');
    if (way === 'immerDrafts') return produce(state, (draft: Draft<unknown>) => game.apply(draft, action, rng));
    const next = game.clone(state);
    game.apply(next, action, rng);
    return produce(state, (draft: Draft<unknown>) => writeDifferences(draft as Tree, state as Tree, next as Tree));
  };
}

function measure(game: AnyGame, players: number, way: Way, seconds: number): number {
  const reduce = reducer(game, way);
  const config = game.defaultConfig(players);
  const play = (index: number): number => {
    const rules = createRng(deriveSeed(1, 2 * index));
    const choice = createRng(deriveSeed(1, 2 * index + 1));
    let state = game.setup(config, rules);
    let actions = 0;
    for (let actors = game.actors(state); actors.length > 0; actors = game.actors(state), actions++) {
      state = reduce(state, pickOne(game.legalActions(state, actors[0] as Player), choice), rules);
    }
    return actions;
  };
  const warmUntil = performance.now() + Math.max(2000, (seconds * 1000) / 2);
  let index = 0;
  while (performance.now() < warmUntil) play(index++);
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) actions += play(index++);
  return actions / ((performance.now() - start) / 1000);
}

const { values } = parseArgs({ options: { seconds: { type: 'string' }, repeat: { type: 'string' }, child: { type: 'string' } } });
const seconds = Number(values.seconds ?? 2);
const repeat = Number(values.repeat ?? 3);
const entries = BENCH_GAMES.filter((entry) => entry.id !== 'sprint');
if (values.child !== undefined) {
  const [index, way] = values.child.split(':') as [string, Way];
  const entry = entries[Number(index)];
  if (entry === undefined) throw new Error(`no bench entry ${index}`);
  process.stdout.write(String(measure(entry.game, entry.players, way, seconds)));
} else {
  process.stdout.write(`pure-path actions per second, median of ${repeat} fresh processes, ~${seconds} s each after a warm-up\n`);
  process.stdout.write(`${'game'.padEnd(24)}${WAYS.map((w) => w.padStart(14)).join('')}   share/immerLeaves  share/immerDrafts\n`);
  for (const [index, entry] of entries.entries()) {
    const rate = (way: Way): number => {
      const runs = Array.from({ length: repeat }, () => {
        const args = [...process.execArgv, fileURLToPath(import.meta.url), '--child', `${index}:${way}`, '--seconds', String(seconds)];
        const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
        if (child.status !== 0) throw new Error(child.stderr);
        return Number(child.stdout);
      }).sort((a, b) => a - b);
      return runs[Math.floor((runs.length - 1) / 2)] as number;
    };
    const [share, leaves, drafts] = WAYS.map(rate) as [number, number, number];
    process.stdout.write(
      `${(entry.label ?? entry.id).padEnd(24)}${[share, leaves, drafts].map((r) => Math.round(r).toLocaleString('en-US').padStart(14)).join('')}` +
        `   ${(share / leaves).toFixed(2).padStart(17)}x ${(share / drafts).toFixed(1).padStart(17)}x\n`,
    );
  }
}
