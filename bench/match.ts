/**
 * `npm run bench -- --match [--seed N]`: what a `Match` costs over a long game (issue 21): each
 * `play` (beside the bare `reduce` it wraps), saving with `toRecord()`, a seat's log with
 * `logFor(seat)` and `logFor(seat, since)` (after each action, for every seat, as a UI would),
 * checking the record with `verifyRecord` and `replay`, and the undo analysis (`history()`, which
 * finds the actions that drew on chance or showed a seat something). Two workloads: a GRID Traveler
 * game of heuristic bots (1,000+ actions) and a Magika contest of thirteen heuristic mages. One
 * process, sources through tsx unless `--dist`; timing never decides a test (DESIGN §8).
 *
 *   --seed N   seed of both games (default 1: 1,074 and 1,105 actions)
 *   --json     print JSON instead of lines
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyGame, Bot, Match } from '../src/index.js';
import { core, gameModule } from './source.js';

interface Workload {
  readonly id: string;
  readonly players: number;
  readonly exportName: string;
  readonly botsExportName: string;
}

const WORKLOADS: readonly Workload[] = [
  { id: 'grid-traveler', players: 4, exportName: 'gridTraveler', botsExportName: 'gridTravelerBots' },
  { id: 'magika', players: 13, exportName: 'magika', botsExportName: 'magikaBots' },
];

/** Milliseconds `run` takes, the median of `times` runs. */
function timed(run: () => unknown, times = 5): number {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor((runs.length - 1) / 2)] as number;
}

function once(run: () => unknown): number {
  return timed(run, 1);
}

type Row = Record<string, number | string>;

async function measure(workload: Workload, seed: number): Promise<Row> {
  const module = await gameModule(workload.id);
  const game = module[workload.exportName] as AnyGame;
  const bots = module[workload.botsExportName] as Record<string, (game: AnyGame, seed: number) => Bot<AnyGame>>;
  const seats = Array.from({ length: workload.players }, (_, seat) => (bots.heuristic as (g: AnyGame, s: number) => Bot<AnyGame>)(game, core.deriveSeed(seed, seat)));
  const match: Match<AnyGame> = core.createMatch(game, { config: game.defaultConfig(workload.players), seed });
  const incremental = typeof (match as { history?: unknown }).history === 'function';
  while (!match.isOver()) {
    const seat = match.actors()[0] as number;
    match.play(seats[seat]!.choose(match.state, seat));
  }
  const actions = match.actions.length;
  const played = JSON.parse(JSON.stringify(match.actions)) as unknown[];
  // `play` alone (the bots chose above), and the bare `reduce` loop it wraps, best of 5.
  const config = game.parseConfig(game.defaultConfig(workload.players));
  const playMs = timed(() => {
    const again = core.createMatch(game, { config, seed });
    for (const action of played) again.play(action);
  });
  const reduceMs = timed(() => {
    const rng = core.createRng(seed);
    let state = game.setup(config, rng);
    for (const action of played) state = game.reduce(state, action, rng);
  });
  const row: Row = { game: workload.id, actions, playUs: (playMs / actions) * 1000, reduceUs: (reduceMs / actions) * 1000 };
  if (incremental) {
    // What a UI does after each action: fetch what is new for every seat.
    const ui = core.createMatch(game, { config, seed });
    let sinceTime = 0;
    for (const action of played) {
      ui.play(action);
      const k = ui.actions.length - 1;
      const before = performance.now();
      for (let viewer = 0; viewer < workload.players; viewer++) ui.logFor(viewer, k);
      sinceTime += performance.now() - before;
    }
    row.logForSinceUs = (sinceTime / (actions * workload.players)) * 1000;
  }
  row.hashStateMs = timed(() => core.hashState(match.state));
  row.toRecordFirstMs = once(() => match.toRecord());
  row.toRecordMs = timed(() => match.toRecord());
  // Before issue 21 a seat's log was rebuilt from every view on each call; now the first call of
  // a seat that never asked computes its views once and later calls read them.
  const fresh = core.loadMatch(game, JSON.parse(JSON.stringify(match.toRecord())) as unknown);
  row.logForFirstMs = once(() => fresh.logFor(0));
  row.logForMs = timed(() => fresh.logFor(0));
  if (incremental) row.logForLastUs = timed(() => match.logFor(0, actions - 1), 21) * 1000;
  const record = JSON.parse(JSON.stringify(match.toRecord())) as unknown;
  row.verifyRecordMs = timed(() => core.verifyRecord(game, record), 3);
  row.replayMs = timed(() => {
    for (const step of core.replay(game, record)) void step;
  }, 3);
  row.loadMatchMs = timed(() => core.loadMatch(game, record), 3);
  if (incremental) {
    // The reveal analysis of the last 100 actions (the whole history of a Magika contest takes a
    // minute or two: each action is played again in eight sampled worlds).
    const history = (m: Match<AnyGame>, since: number): unknown => (m as unknown as { history(since: number): unknown }).history(since);
    const analysed = core.loadMatch(game, record);
    const last = Math.min(100, actions);
    row.history100Ms = once(() => history(analysed, actions - last));
    row.historyPerActionUs = ((row.history100Ms as number) / last) * 1000;
  }
  return row;
}

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, json: { type: 'boolean', default: false }, match: { type: 'boolean' }, dist: { type: 'boolean' } },
    strict: true,
  });
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed needs an integer, got "${values.seed}"`);
  const rows: Row[] = [];
  for (const workload of WORKLOADS) rows.push(await measure(workload, seed));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ node: process.version, seed, rows }, null, 2)}\n`);
    return;
  }
  for (const row of rows) {
    const line = Object.entries(row)
      .map(([key, value]) => `${key} ${typeof value === 'number' ? (Number.isInteger(value) ? value : value.toFixed(value < 10 ? 3 : 1)) : value}`)
      .join(', ');
    process.stdout.write(`${line}\n`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
