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
 *   --rollout-depth N  mcts cuts its playouts after N actions and scores them with the game's
 *                    `evaluate` (default: playouts run to the end)
 *   --policy own     mcts plays its playouts with the game's own bot instead of random choices
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
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { BENCH_SOURCE, core, gameModule } from './source.js';

const { deriveSeed, mctsBot, playout, randomBot, wilsonInterval } = core;

const USAGE = 'usage: npm run bench -- --strength [--games N] [--iterations N] [--rollout-depth N] [--policy own] [--game ID]... [--seed N] [--jobs J] [--json]';

/** How the mcts bot searches beyond its budget (`--rollout-depth`, `--policy`); empty: plain. */
export interface SearchMode {
  /** Cut playouts after this many actions, scored by the game's `evaluate`. */
  readonly rolloutDepth?: number;
  /** `own`: playouts played by the game's own bot. */
  readonly policy?: 'own';
}

/**
 * What one game is played with here. The configs are shortened where whole games at the default
 * would take minutes per matchup with a search bot at every decision (a 40-turn Magika contest, a
 * 60-round GRID Traveler game); the iteration budgets keep a decision in the tens of milliseconds.
 */
interface StrengthWorkload {
  readonly players: number;
  readonly config?: Record<string, unknown>;
  readonly iterations: number;
  readonly games: number;
}

/** Two figures alike with light crossbows: a duel that ends in time even between random bots. */
const CROSSBOW = { st: 12, dx: 12, iq: 8, weapons: ['light-crossbow'], armor: null, shield: null, spells: [], race: 'human' };

const WORKLOADS: Readonly<Record<string, StrengthWorkload>> = {
  'magical-athlete': { players: 4, iterations: 200, games: 40 },
  'psi-wars': { players: 2, iterations: 200, games: 40 },
  // The default melee duel is a draw between random bots nine times in ten: no playout ends.
  'fantasy-trip': { players: 2, config: { arenaRadius: 4, turnLimit: 30, sides: [[{ name: 'A', ...CROSSBOW }], [{ name: 'B', ...CROSSBOW }]] }, iterations: 100, games: 40 },
  magika: { players: 2, config: { maxTurns: 4 }, iterations: 20, games: 40 },
  'grid-traveler': { players: 2, config: { maxRounds: 10 }, iterations: 50, games: 40 },
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
  /** How mcts searched: `mcts:N`, with `:BOT` for its playout bot and `:dD` for a cut at depth D. */
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

/** Loads a game of the manifest with its workload (budget and game count overridable). */
export async function load(id: string, iterations: number | undefined, games: number | undefined, search: SearchMode = {}): Promise<Loaded> {
  const entry = GAME_MANIFEST.find((e) => e.id === id);
  if (entry === undefined) throw new Error(`no game ${id}`);
  const module = await gameModule(entry.id);
  const game = module[entry.exportName] as AnyGame;
  const bots = entry.botsExportName === undefined ? {} : (module[entry.botsExportName] as Record<string, BotMaker>);
  const ownName = Object.keys(bots)[0];
  const base = WORKLOADS[id] ?? { ...FALLBACK, players: game.minPlayers };
  const workload = { ...base, ...(iterations === undefined ? {} : { iterations }), ...(games === undefined ? {} : { games }) };
  if (search.policy === 'own' && ownName === undefined) throw new Error(`${id} has no bot of its own to play mcts playouts`);
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

/** Plays one matchup: game g puts the lone bot at seat g mod n, seeded deriveSeed(seed, g). */
export function playMatchup(loaded: Loaded, names: readonly [string, string], seed: number): MatchupResult {
  const { game, workload } = loaded;
  const config = game.parseConfig({ ...game.defaultConfig(workload.players), ...workload.config });
  const maker = (name: string): BotMaker => {
    if (name === 'mcts') {
      const { rolloutDepth, policy } = loaded.search;
      const own = loaded.own?.make;
      return (g, s) =>
        mctsBot(g, {
          iterations: workload.iterations,
          seed: s,
          ...(rolloutDepth === undefined ? {} : { rolloutDepth }),
          ...(policy === 'own' && own !== undefined ? { rolloutPolicy: (pg: AnyGame, { seed }: { seed: number }) => own(pg, seed) } : {}),
        });
    }
    if (name === 'random') return (g, s) => randomBot(g, s);
    return loaded.own!.make;
  };
  const [lone, others] = [maker(names[0]), maker(names[1])];
  const clocks = [
    { ms: 0, moves: 0 },
    { ms: 0, moves: 0 },
  ] as const;
  let wins = 0;
  let sharedFirst = 0;
  for (let g = 0; g < workload.games; g++) {
    const gameSeed = deriveSeed(seed, g);
    const seat = g % workload.players;
    const bots = Array.from({ length: workload.players }, (_, s: Player) =>
      s === seat ? timed(lone(game, deriveSeed(gameSeed, s)), clocks[0]) : timed(others(game, deriveSeed(gameSeed, s)), clocks[1]),
    );
    const first = playout(game, config, gameSeed, { bots }).outcome.ranking[0] ?? [];
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

/** The mcts bot's name in the table: `mcts:N`, then `:BOT` for its playout bot, `:dD` for a cut. */
function mctsLabel(loaded: Loaded): string {
  const { rolloutDepth, policy } = loaded.search;
  return `mcts:${loaded.workload.iterations}${policy === 'own' ? `:${loaded.own?.name ?? 'own'}` : ''}${rolloutDepth === undefined ? '' : `:d${rolloutDepth}`}`;
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
  const search: SearchMode = { ...(rolloutDepth === undefined ? {} : { rolloutDepth }), ...(values.policy === 'own' ? { policy: 'own' as const } : {}) };
  const searchArgs = [...(rolloutDepth === undefined ? [] : ['--rollout-depth', String(rolloutDepth)]), ...(values.policy === 'own' ? ['--policy', 'own'] : [])];

  if (values.child !== undefined) {
    const [id, lone, others] = values.child.split(':') as [string, string, string];
    const loaded = await load(id, iterations, games, search);
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
    const loaded = await load(id, iterations, games, search).catch((error: unknown) => fail(`--policy: ${(error as Error).message}`));
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
