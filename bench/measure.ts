/**
 * The measurement loops of `npm run bench`: whole random games on the pure path (`reduce`), on the
 * fast path as a user writes it (`clone` once, then `actors` -> `legalActions` -> pick -> `apply`,
 * as docs/guides/bots-and-simulation.md shows), through `playout`, and on the fast path after the
 * pure path has run in the same process; plus a hand-written mutable dice race as the floor of
 * what JavaScript does per action. Counted in games and actions per second.
 *
 * Game number `i` of a run is seeded the same way on both paths (the rules' rng and the random
 * choice each get a seed derived from the run's seed and `i`), so both paths play exactly the same
 * games and their ratio compares like with like. Timing never feeds back into what is played.
 */
import type { Player } from '../src/core/game.js';
import type { BenchGame } from './games.js';
import { core } from './source.js';

const { createRng, deriveSeed, pickOne, playout, randomBot } = core;

/** How long to measure: for about `seconds` of wall time, or for exactly `games` games. */
export type Budget = { readonly seconds: number; readonly games?: undefined } | { readonly games: number; readonly seconds?: undefined };

/** Options of {@link measurePure}, {@link measureFast} and {@link benchGame}. */
export interface MeasureOptions {
  readonly budget: Budget;
  /** Seed of the whole workload. Default 1. */
  readonly seed?: number;
  /** Seconds of untimed play before measuring, so the JIT has settled (at least one game). Default 0.5. */
  readonly warmupSeconds?: number;
  /** A game longer than this many actions is taken to be stuck, and the bench throws. Default 100 000. */
  readonly maxActionsPerGame?: number;
}

/** The numbers for one path of one game. */
export interface PathResult {
  readonly games: number;
  readonly actions: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
}

/** Both paths of one game, and how much faster the fast path is (by games per second). */
export interface BenchResult {
  readonly id: string;
  readonly label: string;
  readonly players: number;
  readonly seed: number;
  readonly pure: PathResult;
  readonly fast: PathResult;
  readonly fastOverPure: number;
  /** The fast path measured after the pure path ran in the same process (npm run bench only). */
  readonly fastAfterPure?: PathResult;
  /** `playout` with random bots (npm run bench only). */
  readonly playout?: PathResult;
}

/** Plays game number `index` of the workload to its end and returns how many actions it took. */
type PlayGame = (index: number) => number;

interface Workload {
  readonly entry: BenchGame;
  readonly config: unknown;
  readonly seed: number;
  readonly maxActions: number;
}

function workload(entry: BenchGame, options: MeasureOptions): Workload {
  return {
    entry,
    config: entry.game.parseConfig(entry.config ?? entry.game.defaultConfig(entry.players)),
    seed: options.seed ?? 1,
    maxActions: options.maxActionsPerGame ?? 100_000,
  };
}

function stuck(work: Workload, index: number): Error {
  return new Error(`${work.entry.id}: game ${index} (seed ${work.seed}) did not end within ${work.maxActions} actions`);
}

/** How game `index` chooses its actions: a random legal one, or the workload's bot for the seat. */
type Chooser = (state: unknown, player: Player) => unknown;

function chooser(work: Workload, index: number): Chooser {
  const { game, bot, players } = work.entry;
  const seed = deriveSeed(work.seed, 2 * index + 1);
  if (bot !== undefined) {
    const bots = Array.from({ length: players }, (_, seat) => bot.make(game, deriveSeed(seed, seat)));
    return (state, player) => (bots[player] as (typeof bots)[number]).choose(state, player);
  }
  const choice = createRng(seed);
  return (state, player) => pickOne(game.legalActions(state, player), choice);
}

/** Game `index`, played with `reduce`: every step builds a new immutable state through immer. */
function pureGame(work: Workload): PlayGame {
  const { game } = work.entry;
  return (index) => {
    const rules = createRng(deriveSeed(work.seed, 2 * index));
    const choose = chooser(work, index);
    let state = game.setup(work.config, rules);
    let actions = 0;
    for (;;) {
      const actors = game.actors(state) as readonly Player[];
      if (actors.length === 0) return actions;
      if (actions >= work.maxActions) throw stuck(work, index);
      state = game.reduce(state, choose(state, actors[0] as Player), rules);
      actions += 1;
    }
  };
}

/** Game `index`, played with `apply` on one clone of the initial state: no immer, no copies. */
function fastGame(work: Workload): PlayGame {
  const { game } = work.entry;
  return (index) => {
    const rules = createRng(deriveSeed(work.seed, 2 * index));
    const choose = chooser(work, index);
    const state = game.clone(game.setup(work.config, rules));
    let actions = 0;
    for (;;) {
      const actors = game.actors(state) as readonly Player[];
      if (actors.length === 0) return actions;
      if (actions >= work.maxActions) throw stuck(work, index);
      game.apply(state, choose(state, actors[0] as Player), rules);
      actions += 1;
    }
  };
}

function checkBudget(budget: Budget): void {
  if (budget.games !== undefined) {
    if (!Number.isInteger(budget.games) || budget.games < 1) throw new RangeError(`games must be a positive integer, got ${budget.games}`);
  } else if (!(budget.seconds > 0) || !Number.isFinite(budget.seconds)) {
    throw new RangeError(`seconds must be a positive number, got ${budget.seconds}`);
  }
}

/** Warms up, then plays games 0, 1, 2, ... until the budget is spent, timing only the second part. */
function run(play: PlayGame, options: MeasureOptions): PathResult {
  const { budget } = options;
  checkBudget(budget);
  const warmupMs = Math.max(0, options.warmupSeconds ?? 0.5) * 1000;
  const warmupStart = performance.now();
  for (let i = 0; i === 0 || performance.now() - warmupStart < warmupMs; i++) play(i);

  let games = 0;
  let actions = 0;
  const start = performance.now();
  let elapsedMs = 0;
  if (budget.games !== undefined) {
    for (; games < budget.games; games++) actions += play(games);
    elapsedMs = performance.now() - start;
  } else {
    const limitMs = budget.seconds * 1000;
    do {
      actions += play(games);
      games += 1;
      elapsedMs = performance.now() - start;
    } while (elapsedMs < limitMs);
  }
  // A clock too coarse to see a tiny run would divide by zero; a microsecond is below any real run.
  const seconds = Math.max(elapsedMs, 1e-3) / 1000;
  return { games, actions, elapsedMs, gamesPerSecond: games / seconds, actionsPerSecond: actions / seconds };
}

/**
 * Game `index` through `playout` with random bots (or the workload's): the library's own driver.
 * Every seat's bot is seeded as the user loop's choices are, so both play exactly the same games
 * and `user/playout` compares like with like.
 */
function playoutGame(work: Workload): PlayGame {
  const { game, bot: own } = work.entry;
  return (index) => {
    const seed = deriveSeed(work.seed, 2 * index + 1);
    const bot = randomBot(game, createRng(seed));
    const bots = Array.from({ length: work.entry.players }, (_, seat) => (own === undefined ? bot : own.make(game, deriveSeed(seed, seat))));
    return playout(game, work.config, deriveSeed(work.seed, 2 * index), { bots, maxSteps: work.maxActions }).steps;
  };
}

/**
 * The floor: a dice race written by hand for speed (4 racers on a 30-space track, one die roll
 * and move per action, all in one typed array). No rules engine does less per action, so its rate
 * shows how far from plain JavaScript each path is.
 */
function floorGame(seed: number): PlayGame {
  const positions = new Int32Array(4);
  return (index) => {
    const rng = createRng(deriveSeed(seed, index));
    positions.fill(0);
    let actions = 0;
    for (let turn = 0; ; turn = (turn + 1) & 3) {
      actions += 1;
      positions[turn] = (positions[turn] as number) + rng.int(1, 6);
      if ((positions[turn] as number) >= 30) return actions;
    }
  };
}

/** Measures the pure path: `setup`, then `reduce` with a random legal action until the game ends. */
export function measurePure(entry: BenchGame, options: MeasureOptions): PathResult {
  return run(pureGame(workload(entry, options)), options);
}

/** Measures the fast path: `setup`, `clone` once, then `apply` with a random legal action until the end. */
export function measureFast(entry: BenchGame, options: MeasureOptions): PathResult {
  return run(fastGame(workload(entry, options)), options);
}

/** Measures `playout` with random bots, over the same number of seeded games. */
export function measurePlayout(entry: BenchGame, options: MeasureOptions): PathResult {
  return run(playoutGame(workload(entry, options)), options);
}

/**
 * Measures the fast path in a process where the pure path has already run for the same warm-up:
 * what a server that validates with `reduce` and runs bots with `apply` sees.
 */
export function measureFastAfterPure(entry: BenchGame, options: MeasureOptions): PathResult {
  const work = workload(entry, options);
  const pure = pureGame(work);
  const warmupMs = Math.max(0, options.warmupSeconds ?? 0.5) * 1000;
  const start = performance.now();
  for (let i = 0; i === 0 || performance.now() - start < warmupMs; i++) pure(i);
  return run(fastGame(work), options);
}

/** Measures the hand-written floor (see `floorGame`); `entry` is ignored but for the budget. */
export function measureFloor(options: MeasureOptions): PathResult {
  return run(floorGame(options.seed ?? 1), options);
}

/** Measures both paths of one game (pure first) and their ratio. */
export function benchGame(entry: BenchGame, options: MeasureOptions): BenchResult {
  const pure = measurePure(entry, options);
  const fast = measureFast(entry, options);
  return {
    id: entry.id,
    label: entry.label ?? entry.id,
    players: entry.players,
    seed: options.seed ?? 1,
    pure,
    fast,
    fastOverPure: fast.gamesPerSecond / pure.gamesPerSecond,
  };
}
