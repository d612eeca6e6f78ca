/**
 * `npx tsx bench/magika-sample.ts [options]`: how long Magika's `sampleHidden` takes on full
 * 13-seat contests, and how many decisions per second the search bot (`mcts:20`, the CLI's
 * `--bot mcts:20`) makes, which draws one world per iteration (issue 23, item 11).
 *
 * The positions are seeded contests played by the heuristic bot and caught at several turns, each
 * both as the turn opens (no plan sent) and halfway through the writing (the first seats' plans
 * sent), so the draw covers other seats' orders too. Every seat of every position is sampled.
 * Times are the clock's and, less disturbed by other processes on a shared machine, this process's
 * CPU time. Dev-only; timing never decides a test (DESIGN §8).
 *
 *   --contests N   seeded contests (default 3)
 *   --turns L      comma-separated turns to catch (default 1,5,10,20,30)
 *   --repeat K     draws per seat and position after a warm-up (default 5)
 *   --decisions D  mcts decisions timed per position, 0 to skip (default 2)
 *   --iterations I mcts iterations per decision (default 20)
 *   --max-turns T  the contests' turn limit (default 40); short contests make short playouts, so
 *                  the draw weighs more in a search
 *   --frozen       freeze the positions, as a Match's states are (`rulebooks play`): the core then
 *                  hands the world back as drawn instead of copying it off the caller's state
 *   --json         print JSON instead of text
 */
import { parseArgs } from 'node:util';
import { createRng } from '../src/core/rng.js';
import { deepFreeze } from '../src/core/json.js';
import { mctsBot } from '../src/core/mcts.js';
import { magika, magikaHeuristicBot, type MagikaState } from '../src/games/magika/index.js';
import { sampleHidden as gameDraw } from '../src/games/magika/sample-hidden.js';

const { values } = parseArgs({
  options: {
    contests: { type: 'string' },
    turns: { type: 'string' },
    repeat: { type: 'string' },
    decisions: { type: 'string' },
    iterations: { type: 'string' },
    'max-turns': { type: 'string' },
    frozen: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const CONTESTS = Number(values.contests ?? 3);
const TURNS = (values.turns ?? '1,5,10,20,30').split(',').map(Number);
const REPEAT = Number(values.repeat ?? 5);
const DECISIONS = Number(values.decisions ?? 2);
const ITERATIONS = Number(values.iterations ?? 20);
const MAX_TURNS = Number(values['max-turns'] ?? 40);
const SEATS = 13;

interface Position {
  readonly label: string;
  readonly state: MagikaState;
}

/** Seeded 13-seat contests played by the heuristic bot, caught at the turns asked for. */
function positions(): Position[] {
  const out: Position[] = [];
  for (let contest = 1; contest <= CONTESTS; contest++) {
    const rng = createRng(1000 + contest);
    const state = magika.clone(magika.setup(magika.parseConfig({ players: SEATS, maxTurns: MAX_TURNS }), rng));
    const bots = Array.from({ length: SEATS }, (_, seat) => magikaHeuristicBot(magika, 100 * contest + seat));
    const wanted = new Set(TURNS);
    let caughtOpen = -1;
    let caughtHalf = -1;
    while (!magika.isOver(state) && wanted.size > 0) {
      const sent = state.plans.filter((plan) => plan.length >= 5).length;
      if (wanted.has(state.turn) && sent === 0 && caughtOpen !== state.turn) {
        out.push({ label: `contest ${contest} turn ${state.turn} open`, state: magika.clone(state) });
        caughtOpen = state.turn;
      }
      if (wanted.has(state.turn) && sent === Math.floor(SEATS / 2) && caughtHalf !== state.turn) {
        out.push({ label: `contest ${contest} turn ${state.turn} half`, state: magika.clone(state) });
        caughtHalf = state.turn;
        wanted.delete(state.turn);
      }
      const seat = magika.actors(state)[0]!;
      magika.apply(state, bots[seat]!.choose(state, seat), rng);
    }
  }
  return out;
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]): { n: number; median: number; p90: number; max: number } => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted[sorted.length - 1]! };
};

const list = values.frozen ? positions().map(({ label, state }) => ({ label, state: deepFreeze(state) })) : positions();
const sampleRng = createRng(7);
// Warm-up: V8 settles before anything is timed.
for (let pass = 0; pass < 3; pass++) for (const { state } of list) for (let seat = 0; seat < SEATS; seat++) magika.sampleHidden(state, seat, sampleRng);

/** CPU time of this process in ms: unlike the clock, it does not count time other processes took the core for. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const all: number[] = [];
const allCpu: number[] = [];
// The game's own draw, without the core's wrapper (which checks the viewer and, for a state the
// caller owns, copies the world so that it shares nothing mutable with it; issue 21).
const own: number[] = [];
const byTurn = new Map<string, number[]>();
for (const { label, state } of list) {
  const key = label.replace(/^contest \d+ /, '');
  const times = byTurn.get(key) ?? [];
  for (let k = 0; k < REPEAT; k++) {
    for (let seat = 0; seat < SEATS; seat++) {
      const cpu = cpuMs();
      const start = performance.now();
      magika.sampleHidden(state, seat, sampleRng);
      const ms = performance.now() - start;
      allCpu.push(cpuMs() - cpu);
      times.push(ms);
      all.push(ms);
      const startOwn = performance.now();
      gameDraw(state, seat, sampleRng);
      own.push(performance.now() - startOwn);
    }
  }
  byTurn.set(key, times);
}

// The search bot as the CLI makes it for `--bot mcts:N`, with its draws timed on the side.
let drawMs = 0;
const timedGame = {
  ...magika,
  sampleHidden: (state: MagikaState, viewer: number, rng: Parameters<typeof magika.sampleHidden>[2]) => {
    const start = performance.now();
    const world = magika.sampleHidden(state, viewer, rng);
    drawMs += performance.now() - start;
    return world;
  },
};
let decisions = 0;
let decisionMs = 0;
if (DECISIONS > 0) {
  const bot = mctsBot(timedGame, { iterations: ITERATIONS, seed: 5 });
  for (const { state } of list) {
    for (let d = 0; d < DECISIONS; d++) {
      const seat = magika.actors(state)[d % magika.actors(state).length]!;
      const start = performance.now();
      bot.choose(state, seat);
      decisionMs += performance.now() - start;
      decisions++;
    }
  }
}

const result = {
  positions: list.length,
  sampleHidden: summary(all),
  sampleHiddenCpu: summary(allCpu),
  gameDraw: summary(own),
  byPosition: Object.fromEntries([...byTurn].map(([key, times]) => [key, summary(times)])),
  mcts: DECISIONS > 0 ? { iterations: ITERATIONS, decisions, perSecond: decisions / (decisionMs / 1000), drawShare: drawMs / decisionMs } : null,
};
if (values.json) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const ms = (v: number): string => v.toFixed(3).padStart(8);
  const s = result.sampleHidden;
  process.stdout.write(`Magika sampleHidden, ${SEATS} seats, ${MAX_TURNS} turns, ${values.frozen ? 'frozen ' : ''}${list.length} positions x ${SEATS} seats x ${REPEAT} draws (ms)\n`);
  const c = result.sampleHiddenCpu;
  process.stdout.write(`  all (clock)         median ${ms(s.median)}  p90 ${ms(s.p90)}  max ${ms(s.max)}\n`);
  const g = result.gameDraw;
  process.stdout.write(`  all (CPU time)      median ${ms(c.median)}  p90 ${ms(c.p90)}  max ${ms(c.max)}\n`);
  process.stdout.write(`  game's draw alone   median ${ms(g.median)}  p90 ${ms(g.p90)}  max ${ms(g.max)}  (clock; without the core's copy)\n`);
  for (const [key, t] of Object.entries(result.byPosition)) process.stdout.write(`  ${key.padEnd(18)}  median ${ms(t.median)}  p90 ${ms(t.p90)}  max ${ms(t.max)}\n`);
  if (result.mcts !== null) {
    const m = result.mcts;
    process.stdout.write(`mcts:${m.iterations} (random playouts): ${m.decisions} decisions, ${m.perSecond.toFixed(2)} decisions/s, ${(100 * m.drawShare).toFixed(1)}% of the time in sampleHidden\n`);
  }
}
