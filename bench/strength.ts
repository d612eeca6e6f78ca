/**
 * `npm run bench -- --strength` (or `npm run bench:strength` on the sources): how strong the bots
 * are. For every game of the manifest it plays three matchups, each one bot against copies of
 * another at every other seat, the lone bot's seat rotating game by game:
 * - mcts against random, the game's own bot against random, and mcts against the game's own bot
 *   (the first bot its module lists: greedy, tactical or heuristic; without one, random only);
 * and prints the lone bot's win rate (sole first place; shared first places are counted apart)
 * with its 95% Wilson interval, the even share `1/n` to compare it with, and each side's mean
 * decision time per move. Every game is seeded (the rules' rng and each seat's bot), so the wins
 * replay exactly; only the times depend on the machine. Each matchup runs in a child process,
 * `--jobs` at a time. Dev-only: timing decides nothing here but the times printed.
 *
 *   --games N        games per matchup (default: the game's workload below)
 *   --iterations N   mcts iterations per decision (default: the game's workload below)
 * mcts plays the game's tuned search (its workload's `search` below: the settings that beat the
 * game's own bot), with these laid over it:
 *   --plain          start from plain UCT instead: random playouts to the end, no prior
 *   --rollout-depth N  mcts cuts its playouts after N actions and scores them with the game's
 *                    `evaluate`
 *   --policy own     mcts plays its playouts with the game's own bot instead of random choices
 *   --prior own      the game's own bot steers the tree (mctsBot's `prior`)
 *   --prior-weight X the prior's weight
 *   --exploration X  the UCB exploration constant
 *   --keys numbers   the tree keyed by the game's action numbers (mctsBot's `actionKeys`)
 *   --game ID        only this game (repeatable)
 *   --seed N         first seed (default 1)
 *   --jobs J         matchups run at once (default: the number of cores)
 *   --json           print JSON instead of a table
 *   --dist           the built package (what `npm run bench` passes); else the sources via tsx
 */
import { spawn } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Bot } from '../src/core/bots.js';
import type { AnyGame, Player } from '../src/core/game.js';
import { mctsSpecName } from '../src/cli/mcts-spec.js';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { BENCH_SOURCE, core, gameModule } from './source.js';

const { deriveSeed, mctsBot, playout, randomBot, wilsonInterval } = core;

const USAGE =
  'usage: npm run bench -- --strength [--games N] [--iterations N] [--plain] [--rollout-depth N] [--policy own] [--prior own] [--prior-weight X] [--exploration X] [--keys numbers] [--game ID]... [--seed N] [--jobs J] [--json]';

/**
 * How the mcts bot searches beyond its budget: the game's tuned search (its workload's `search`)
 * unless `--plain`, with any of `--rollout-depth`, `--policy`, `--prior`, `--exploration` and
 * `--prior-weight` laid over it; empty: plain UCT with random playouts to the end.
 */
export interface SearchMode {
  /** Cut playouts after this many actions, scored by the game's `evaluate`. */
  readonly rolloutDepth?: number;
  /** `own`: playouts played by the game's own bot. */
  readonly policy?: 'own';
  /** `own`: the tree steered by the game's own bot (mctsBot's `prior`). */
  readonly prior?: 'own';
  /** The prior's weight (mctsBot's `priorWeight`). */
  readonly priorWeight?: number;
  /** The UCB exploration constant. */
  readonly exploration?: number;
  /** `numbers`: the tree keyed by the game's action numbers (mctsBot's `actionKeys`). */
  readonly actionKeys?: 'numbers';
}

/**
 * What one game is played with here. The configs are shortened where whole games at the default
 * would take minutes per matchup with a search bot at every decision (a 40-turn Magika contest, a
 * 60-round GRID Traveler game). `search` is the game's tuned search, played unless `--plain`: the
 * settings that beat the game's own bot (issue 27), with `iterations` set so that a decision takes
 * at most about 100 ms on a shared 2-core machine.
 */
interface StrengthWorkload {
  readonly players: number;
  readonly config?: Record<string, unknown>;
  readonly iterations: number;
  readonly games: number;
  readonly search?: SearchMode;
}

/** Two figures alike with light crossbows: a duel that ends in time even between random bots. */
const CROSSBOW = { st: 12, dx: 12, iq: 8, weapons: ['light-crossbow'], armor: null, shield: null, spells: [], race: 'human' };

const WORKLOADS: Readonly<Record<string, StrengthWorkload>> = {
  'magical-athlete': { players: 4, iterations: 350, games: 40, search: { prior: 'own', rolloutDepth: 3, exploration: 0.3 } },
  'psi-wars': { players: 2, iterations: 1100, games: 200, search: { prior: 'own', rolloutDepth: 6, exploration: 0.3 } },
  // The default melee duel is a draw between random bots nine times in ten: no playout ends.
  'fantasy-trip': {
    players: 2,
    config: { arenaRadius: 4, turnLimit: 30, sides: [[{ name: 'A', ...CROSSBOW }], [{ name: 'B', ...CROSSBOW }]] },
    iterations: 1400,
    games: 200,
    search: { prior: 'own', policy: 'own', rolloutDepth: 8, exploration: 0.3, actionKeys: 'numbers' },
  },
  magika: { players: 2, config: { maxTurns: 4 }, iterations: 40, games: 40, search: { prior: 'own', rolloutDepth: 2, exploration: 0.3 } },
  'grid-traveler': { players: 2, config: { maxRounds: 10 }, iterations: 200, games: 200, search: { prior: 'own', rolloutDepth: 8, exploration: 0.3 } },
};

/** A game missing from the table above: its default config at its fewest seats. */
const FALLBACK: StrengthWorkload = { players: 0, iterations: 100, games: 20 };

type BotMaker = (game: AnyGame, seed: number) => Bot<AnyGame>;

/** One matchup's numbers. */
export interface MatchupResult {
  readonly game: string;
  readonly players: number;
  /** The lone bot, then the bot at every other seat. */
  readonly bots: readonly [string, string];
  readonly games: number;
  /** Games the lone bot won outright. */
  readonly wins: number;
  /** Games where it shared first place. */
  readonly sharedFirst: number;
  readonly interval: readonly [number, number];
  /** Mean milliseconds per move of the lone bot and of the others. */
  readonly msPerMove: readonly [number, number];
  readonly iterations: number;
  /** How mcts searched, as a bot name `rulebooks play --bot` accepts (`mcts:N` and its options). */
  readonly mcts: string;
  /** The config played, in full. */
  readonly config: unknown;
  /** The fields the workload lays over the game's default config (empty for the default). */
  readonly overrides: Record<string, unknown>;
}

/** A game, its own first bot and its workload, ready to play. */
export interface Loaded {
  readonly game: AnyGame;
  readonly own: { readonly name: string; readonly make: BotMaker } | undefined;
  readonly workload: StrengthWorkload;
  /** How mcts searches. */
  readonly search: SearchMode;
}

/**
 * Loads a game of the manifest with its workload: budget and game count overridable, and its
 * tuned search with `search`'s fields laid over it (over none with `plain`).
 */
export async function load(id: string, iterations: number | undefined, games: number | undefined, overrides: SearchMode = {}, plain = false): Promise<Loaded> {
  const entry = GAME_MANIFEST.find((e) => e.id === id);
  if (entry === undefined) throw new Error(`no game ${id}`);
  const module = await gameModule(entry.id);
  const game = module[entry.exportName] as AnyGame;
  const bots = entry.botsExportName === undefined ? {} : (module[entry.botsExportName] as Record<string, BotMaker>);
  const ownName = Object.keys(bots)[0];
  const base = WORKLOADS[id] ?? { ...FALLBACK, players: game.minPlayers };
  const workload = { ...base, ...(iterations === undefined ? {} : { iterations }), ...(games === undefined ? {} : { games }) };
  const search: SearchMode = { ...(plain ? {} : base.search), ...overrides };
  if (search.policy === 'own' && ownName === undefined) throw new Error(`${id} has no bot of its own to play mcts playouts`);
  if (search.prior === 'own' && ownName === undefined) throw new Error(`${id} has no bot of its own to steer mcts`);
  return { game, own: ownName === undefined ? undefined : { name: ownName, make: bots[ownName] as BotMaker }, workload, search };
}

/** The matchups of a game: [lone bot, the others], by name. */
export function matchups(loaded: Loaded): [string, string][] {
  const own = loaded.own?.name;
  return own === undefined ? [['mcts', 'random']] : [['mcts', 'random'], [own, 'random'], ['mcts', own]];
}

/** A bot that adds the time it spends choosing to `clock`. */
function timed(bot: Bot<AnyGame>, clock: { ms: number; moves: number }): Bot<AnyGame> {
  return {
    name: bot.name,
    choose(state, player) {
      const start = performance.now();
      const action = bot.choose(state, player);
      clock.ms += performance.now() - start;
      clock.moves += 1;
      return action;
    },
  };
}

/** The bot makers of a matchup's two sides, by name. */
function makers(loaded: Loaded, names: readonly [string, string]): [BotMaker, BotMaker] {
  const { workload } = loaded;
  const maker = (name: string): BotMaker => {
    if (name === 'mcts') {
      const { rolloutDepth, policy, prior, priorWeight, exploration, actionKeys } = loaded.search;
      const own = loaded.own?.make;
      const ownFactory = own === undefined ? undefined : (pg: AnyGame, { seed }: { seed: number }) => own(pg, seed);
      return (g, s) =>
        mctsBot(g, {
          iterations: workload.iterations,
          seed: s,
          ...(rolloutDepth === undefined ? {} : { rolloutDepth }),
          ...(policy === 'own' && ownFactory !== undefined ? { rolloutPolicy: ownFactory } : {}),
          ...(prior === 'own' && ownFactory !== undefined ? { prior: ownFactory } : {}),
          ...(priorWeight === undefined ? {} : { priorWeight }),
          ...(exploration === undefined ? {} : { exploration }),
          ...(actionKeys === undefined ? {} : { actionKeys }),
        });
    }
    if (name === 'random') return (g, s) => randomBot(g, s);
    return loaded.own!.make;
  };
  return [maker(names[0]), maker(names[1])];
}

/**
 * Game `g` of a matchup: seeded `deriveSeed(seed, g)`, the lone bot at seat `g mod n` and the
 * other bot everywhere else, seat k's bot seeded `deriveSeed(gameSeed, k)` as the command line
 * seeds it, so `rulebooks play --seed <gameSeed> --bots ...` plays the same game.
 */
export function matchupGame(loaded: Loaded, names: readonly [string, string], seed: number, g: number): { gameSeed: number; seat: Player; bots: Bot<AnyGame>[] } {
  const [lone, others] = makers(loaded, names);
  const gameSeed = deriveSeed(seed, g);
  const seat = g % loaded.workload.players;
  const bots = Array.from({ length: loaded.workload.players }, (_, s: Player) => (s === seat ? lone : others)(loaded.game, deriveSeed(gameSeed, s)));
  return { gameSeed, seat, bots };
}

/** Plays one matchup: game g puts the lone bot at seat g mod n, seeded deriveSeed(seed, g). */
export function playMatchup(loaded: Loaded, names: readonly [string, string], seed: number): MatchupResult {
  const { game, workload } = loaded;
  const config = game.parseConfig({ ...game.defaultConfig(workload.players), ...workload.config });
  const clocks = [
    { ms: 0, moves: 0 },
    { ms: 0, moves: 0 },
  ] as const;
  let wins = 0;
  let sharedFirst = 0;
  for (let g = 0; g < workload.games; g++) {
    const { gameSeed, seat, bots } = matchupGame(loaded, names, seed, g);
    const timedBots = bots.map((bot, s) => timed(bot, clocks[s === seat ? 0 : 1]));
    const first = playout(game, config, gameSeed, { bots: timedBots }).outcome.ranking[0] ?? [];
    if (first.includes(seat)) {
      if (first.length === 1) wins += 1;
      else sharedFirst += 1;
    }
  }
  return {
    game: game.id,
    players: workload.players,
    bots: [names[0], names[1]],
    games: workload.games,
    wins,
    sharedFirst,
    interval: wilsonInterval(wins, workload.games),
    msPerMove: [clocks[0].ms / Math.max(1, clocks[0].moves), clocks[1].ms / Math.max(1, clocks[1].moves)],
    iterations: workload.iterations,
    mcts: mctsLabel(loaded),
    config,
    overrides: workload.config ?? {},
  };
}

/**
 * The mcts bot's name in the table: the name of the same search on the command line (`mcts:N`
 * with `:BOT` for its playout bot, `:prior=BOT`, `:w=X`, `:depth=D`, `:c=X`), so that a row's
 * search can be played with `rulebooks play --bot`.
 */
export function mctsLabel(loaded: Loaded): string {
  const { rolloutDepth, policy, prior, priorWeight, exploration, actionKeys } = loaded.search;
  const own = loaded.own?.name ?? 'own';
  return mctsSpecName({
    iterations: loaded.workload.iterations,
    ...(policy === 'own' ? { rollout: own } : {}),
    ...(prior === 'own' ? { prior: own } : {}),
    ...(priorWeight === undefined ? {} : { priorWeight }),
    ...(rolloutDepth === undefined ? {} : { rolloutDepth }),
    ...(exploration === undefined ? {} : { exploration }),
    ...(actionKeys === undefined ? {} : { actionKeys }),
  });
}

const percent = (x: number): string => `${(x * 100).toFixed(0)}%`;
const millis = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toPrecision(3) : x.toFixed(3));

/** The text table: one row per matchup. */
export function formatStrength(results: readonly MatchupResult[]): string {
  const head = ['game', 'players', 'bot', 'against', 'games', 'wins', '95% interval', 'even', 'shared 1st', 'ms/move', 'ms/move (others)'];
  const rows = results.map((r) => [
    r.game,
    String(r.players),
    r.bots[0] === 'mcts' ? r.mcts : r.bots[0],
    r.bots[1] === 'mcts' ? r.mcts : r.bots[1],
    String(r.games),
    percent(r.wins / r.games),
    `${percent(r.interval[0])}-${percent(r.interval[1])}`,
    percent(1 / r.players),
    String(r.sharedFirst),
    millis(r.msPerMove[0]),
    millis(r.msPerMove[1]),
  ]);
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] as string).length)));
  const left = new Set([0, 2, 3]);
  const line = (row: readonly string[]): string => row.map((cell, i) => (left.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function fail(message: string): never {
  process.stderr.write(`bench --strength: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function positive(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) fail(`--${name} needs a positive whole number, got "${text}"`);
  return value;
}

/** Runs one matchup in a child process and hands back its result. */
function inChild(args: readonly string[]): Promise<MatchupResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as MatchupResult) : reject(new Error(`matchup ${args.join(' ')} failed: ${err}`))));
  });
}

/** The command: parses the options, plays the matchups in child processes and prints the table. */
export async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        strength: { type: 'boolean', default: false },
        games: { type: 'string' },
        iterations: { type: 'string' },
        'rollout-depth': { type: 'string' },
        policy: { type: 'string' },
        prior: { type: 'string' },
        exploration: { type: 'string' },
        'prior-weight': { type: 'string' },
        plain: { type: 'boolean', default: false },
        keys: { type: 'string' },
        game: { type: 'string', multiple: true },
        seed: { type: 'string' },
        jobs: { type: 'string' },
        json: { type: 'boolean', default: false },
        dist: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        // Internal: play one matchup, `<game>:<lone>:<others>`, in this process and print its JSON.
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
  const games = positive('games', values.games);
  const iterations = positive('iterations', values.iterations);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) fail(`--seed needs an integer, got "${values.seed}"`);
  const jobs = positive('jobs', values.jobs) ?? availableParallelism();
  const depthText = values['rollout-depth'];
  const rolloutDepth = depthText === undefined ? undefined : Number(depthText);
  if (rolloutDepth !== undefined && !(Number.isSafeInteger(rolloutDepth) && rolloutDepth >= 0)) fail(`--rollout-depth needs a whole number >= 0, got "${depthText}"`);
  if (values.policy !== undefined && values.policy !== 'own') fail(`--policy takes "own", got "${values.policy}"`);
  if (values.prior !== undefined && values.prior !== 'own') fail(`--prior takes "own", got "${values.prior}"`);
  if (values.keys !== undefined && values.keys !== 'numbers') fail(`--keys takes "numbers", got "${values.keys}"`);
  const decimal = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text) && Number.isFinite(value))) fail(`--${name} needs a decimal number >= 0, got "${text}"`);
    return value;
  };
  const exploration = decimal('exploration', values.exploration);
  const priorWeight = decimal('prior-weight', values['prior-weight']);
  const search: SearchMode = {
    ...(rolloutDepth === undefined ? {} : { rolloutDepth }),
    ...(values.policy === 'own' ? { policy: 'own' as const } : {}),
    ...(values.prior === 'own' ? { prior: 'own' as const } : {}),
    ...(exploration === undefined ? {} : { exploration }),
    ...(priorWeight === undefined ? {} : { priorWeight }),
    ...(values.keys === 'numbers' ? { actionKeys: 'numbers' as const } : {}),
  };
  const searchArgs = [
    ...(rolloutDepth === undefined ? [] : ['--rollout-depth', String(rolloutDepth)]),
    ...(values.policy === 'own' ? ['--policy', 'own'] : []),
    ...(values.prior === 'own' ? ['--prior', 'own'] : []),
    ...(exploration === undefined ? [] : ['--exploration', String(exploration)]),
    ...(priorWeight === undefined ? [] : ['--prior-weight', String(priorWeight)]),
    ...(values.plain ? ['--plain'] : []),
    ...(values.keys === 'numbers' ? ['--keys', 'numbers'] : []),
  ];

  if (values.child !== undefined) {
    const [id, lone, others] = values.child.split(':') as [string, string, string];
    const loaded = await load(id, iterations, games, search, values.plain);
    process.stdout.write(JSON.stringify(playMatchup(loaded, [lone, others], seed)));
    return;
  }

  const wanted = values.game ?? [];
  const unknown = wanted.filter((id) => !GAME_MANIFEST.some((entry) => entry.id === id));
  if (unknown.length > 0) fail(`unknown game ${unknown.join(', ')}; known: ${GAME_MANIFEST.map((e) => e.id).join(', ')}`);
  const ids = wanted.length === 0 ? GAME_MANIFEST.map((e) => e.id) : wanted;

  const tasks: string[][] = [];
  const notes: string[] = [];
  for (const id of ids) {
    const loaded = await load(id, iterations, games, search, values.plain).catch((error: unknown) => fail((error as Error).message));
    if (loaded.own === undefined) notes.push(`${id} has no bot of its own: mcts plays random only.`);
    for (const [lone, others] of matchups(loaded)) {
      const args = ['--child', `${id}:${lone}:${others}`, '--seed', String(seed)];
      if (games !== undefined) args.push('--games', String(games));
      if (iterations !== undefined) args.push('--iterations', String(iterations));
      args.push(...searchArgs);
      if (BENCH_SOURCE === 'dist') args.push('--dist');
      tasks.push(args);
    }
  }
  const results: MatchupResult[] = new Array(tasks.length);
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const args = tasks[index]!;
      if (!values.json && process.stderr.isTTY) process.stderr.write(`playing ${args[1]}...\n`);
      results[index] = await inChild(args);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  const seconds = (performance.now() - started) / 1000;

  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown' };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ ...machine, seed, jobs, seconds, results }, null, 2)}\n`);
    return;
  }
  const source = BENCH_SOURCE === 'dist' ? 'the built package (dist/)' : 'the sources through tsx';
  process.stdout.write(`rulebooks bench --strength: ${source}; seed ${seed}; ${jobs} matchups at a time; node ${machine.node}, ${machine.cpu}; ${seconds.toFixed(0)} s\n\n`);
  process.stdout.write(`${formatStrength(results)}\n\n`);
  for (const result of results.filter((r, i) => results.findIndex((o) => o.game === r.game) === i)) {
    const overrides = Object.keys(result.overrides).length === 0 ? '' : `, with ${JSON.stringify(result.overrides)}`;
    process.stdout.write(`${result.game}: the default config for ${result.players} players${overrides}\n`);
  }
  process.stdout.write(
    [
      '',
      'wins: games the bot finished first alone, with the 95% Wilson interval; even: the share of a bot no better than the others (1/n);',
      'shared 1st: games it tied for first (not counted as wins); ms/move: mean time per decision, forced ones included.',
      ...notes,
    ].join('\n') + '\n',
  );
}

// Run as a script (npm run bench:strength), or by bench/run.ts for `npm run bench -- --strength`;
// imported by a test, it only lends its functions.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
