/**
 * `simulate(game, options)`: the library side of `rulebooks simulate`. It is the same code, not a
 * copy: the games are played by the CLI's runner and worker pool (src/cli/simulate-run.ts,
 * simulate-pool.ts), added up by its tally and written by its files, so a call and a command with
 * the same settings give the same summary and the same rows, for any number of workers.
 */
import { RuleError, type AnyGame, type BotFactory, type ConfigInput, type ConfigOf, type Outcome, type SimulationStats } from '../index.js';
import { isBotName, withRandomBot, HUMAN_SEAT, type BotFactories } from '../cli/bots.js';
import { chooseConfig } from '../cli/config.js';
import { CliError } from '../cli/errors.js';
import { loadEntry, type LoadedEntry } from '../cli/load-entry.js';
import { defaultRegistry, type GameEntry } from '../cli/registry.js';
import { gameRowValue, packageVersion, ResultFiles, type RunParameters } from '../cli/simulate-files.js';
import { runSimulation } from '../cli/simulate-pool.js';
import { shardSlice } from '../cli/simulate-shard.js';
import type { SimulationSummary } from '../cli/simulate-summary.js';
import { SummaryTally } from '../cli/simulate-tally.js';
import { botModuleUrls, isBotModulePath, loadBotModules } from './bot-module.js';

/**
 * A seat's bot for {@link simulate}: a name (`random`, `mcts`, `mcts:N`, `mcts:N:BOT`, one of the
 * game's own bots such as Psi Wars' `greedy`), the path of a bot module (`./my-bot.mjs`: it works
 * on worker threads, which load it themselves), or a {@link BotFactory} function (this thread
 * only: a function cannot be sent to a worker).
 */
export type BotSpec<G extends AnyGame = AnyGame> = string | BotFactory<G>;

/** Where a game outside this package is loaded from by worker threads. */
export interface GameModule {
  /** The module's URL (`import.meta.resolve('./my-game.js')`, or a `file:` URL). */
  readonly url: string;
  /** The export holding the Game object. */
  readonly exportName: string;
  /** The export holding its statistics plugin, if any. */
  readonly statsExportName?: string;
  /** The export holding its own bots (a record of `(game, seed) => Bot`), if any. */
  readonly botsExportName?: string;
}

/** One game's row: the object each line of `--jsonl` (and {@link SimulateOptions.jsonl}) is the JSON of. */
export interface SimulationRow {
  /** The game's id. */
  readonly game: string;
  /** Its rules version. */
  readonly rulesVersion: string;
  /** The seed the game was played with. */
  readonly seed: number;
  /** The config played. */
  readonly config: unknown;
  /** Its number of seats. */
  readonly players: number;
  /**
   * The bot of each seat in this game, by name (a module by its path as given; a function by its
   * label); with `rotateSeats`, this game's own seating.
   */
  readonly bots: readonly string[];
  /** Who won, and the scores. */
  readonly outcome: Outcome;
  /** The game's length in actions. */
  readonly length: number;
  /** The statistics plugin's `perGame` value, when the game has a plugin. */
  readonly stats?: unknown;
}

/** Options of {@link simulate}. */
export interface SimulateOptions<G extends AnyGame> {
  /** How many games to play (in a sharded run: the whole run's). */
  readonly games: number;
  /** Game i is played with seed `seed + i`; default 1. */
  readonly seed?: number;
  /** Seats; default the `players` of `config`, else the game's minimum. */
  readonly players?: number;
  /** Fields laid over the game's default config for the seat count, then checked by `parseConfig`. */
  readonly config?: ConfigInput<ConfigOf<G>>;
  /** One bot for every seat, or one per seat (see {@link BotSpec}); default `random`. */
  readonly bots?: BotSpec<G> | readonly BotSpec<G>[];
  /**
   * Move every bot one seat down per game (`--rotate-seats`): game i is played by the bots of
   * `bots` moved i seats down, and the summary adds each bot's pooled `botResults`.
   */
  readonly rotateSeats?: boolean;
  /** Worker threads; default 1 (this thread). Results are the same for any number. */
  readonly workers?: number;
  /** Play only slice `index` (from 0) of `count` of the games, as `--shard index/count` does. */
  readonly shard?: {
    /** The slice to play, from 0. */
    readonly index: number;
    /** The number of slices the run is cut into. */
    readonly count: number;
  };
  /** Called with each game's row in seed order as soon as every game before it is in; awaited. */
  readonly onRow?: (row: SimulationRow) => void | Promise<void>;
  /** Writes the rows to this file as JSON Lines, exactly as `--jsonl` does. */
  readonly jsonl?: string;
  /** Writes a shard file for `rulebooks merge` to this file, exactly as `--out` does. */
  readonly out?: string;
  /** Called with the number of games finished so far and the number to play. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Where worker threads load the game from. Not needed for the games of this package, which are
   * found by id; needed for another game when `workers` is above 1.
   */
  readonly module?: GameModule;
  /** The statistics plugin; default the one the game's module exports, if any; null for none. */
  readonly stats?: SimulationStats | null;
}

/** The most worker threads {@link simulate} starts, as the CLI. */
const MAX_WORKERS = 64;

const badOption = (message: string): RuleError => new RuleError('BAD_CONFIG', `simulate: ${message}`);

function wholeNumber(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badOption(`${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}, got ${String(value)}`);
  }
  return value;
}

/**
 * Runs `step`, turning the CLI's usage errors (a CliError) into the library's RuleError, with the
 * CLI's flag names (`--players`, `--jsonl`) given as the option names they stand for here.
 */
async function asOption<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof CliError) throw badOption(error.message.replace(/--(players|config|jsonl|out)\b/g, '$1'));
    throw error;
  }
}

/** A label for a bot given as a function: its name, or `function` when it has none. */
function functionLabel(factory: BotFactory<AnyGame>): string {
  return factory.name === '' ? 'function' : `function:${factory.name}`;
}

/** The game's registry entry: the package's own by id, or the one `module` describes. */
function entryFor(game: AnyGame, module: GameModule | undefined): GameEntry | undefined {
  if (module !== undefined) {
    return {
      id: game.id,
      title: game.title,
      module: module.url,
      exportName: module.exportName,
      ...(module.statsExportName === undefined ? {} : { statsExportName: module.statsExportName }),
      ...(module.botsExportName === undefined ? {} : { botsExportName: module.botsExportName }),
    };
  }
  return defaultRegistry.find((entry) => entry.id === game.id);
}

/**
 * Plays `options.games` seeded games of `game` on the fast path (game i with seed `seed + i`, seat
 * k's bot seeded `deriveSeed(seed + i, k)`) and resolves to their summary: wins with 95% Wilson
 * intervals, mean scores with standard errors, game lengths and the game's own statistics. It is
 * what `rulebooks simulate --json` prints for the same settings, field for field, whatever the
 * number of workers; `jsonl` and `out` write the CLI's files, and `onRow` streams the same rows.
 * Nothing holds every game: rows are handed on in seed order and added up as they come.
 *
 * Bad options reject with a RuleError `BAD_CONFIG`; a user's bot that fails rejects with a
 * {@link BotError} naming the game, seed, bot and seat.
 *
 * @example
 * ```ts
 * import { simulate } from 'rulebooks/simulate';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const summary = await simulate(psiWars, { games: 200, bots: ['./my-bot.mjs', 'greedy'], workers: 2 });
 * for (const seat of summary.seats) console.log(seat.seat, seat.winRate, seat.winRateInterval);
 * ```
 */
export async function simulate<G extends AnyGame>(game: G, options: SimulateOptions<G>): Promise<SimulationSummary> {
  const games = wholeNumber('games', options.games, 1);
  const firstSeed = wholeNumber('seed', options.seed ?? 1, Number.MIN_SAFE_INTEGER);
  if (firstSeed > Number.MAX_SAFE_INTEGER - (games - 1)) throw badOption(`seed ${firstSeed} is too large for ${games} games`);
  const shard = options.shard ?? { index: 0, count: 1 };
  wholeNumber('shard.count', shard.count, 1, games);
  wholeNumber('shard.index', shard.index, 0, shard.count - 1);
  const { start, end } = shardSlice(games, shard);
  const sliceGames = end - start;
  const workers = Math.min(sliceGames, wholeNumber('workers', options.workers ?? 1, 1, MAX_WORKERS));

  const entry = entryFor(game, options.module);
  let loaded: LoadedEntry;
  if (entry === undefined) {
    if (workers > 1) throw badOption(`${game.id} is not a game of this package, so worker threads need its module: pass \`module\``);
    loaded = { game, stats: undefined, bots: withRandomBot(undefined) };
  } else {
    const fromModule = await asOption(() => loadEntry(entry));
    if (fromModule.game.rulesVersion !== game.rulesVersion) {
      throw badOption(`${entry.module} holds rules version ${fromModule.game.rulesVersion} of ${game.id}, not ${game.rulesVersion}`);
    }
    loaded = { ...fromModule, game };
  }
  if (options.stats !== undefined) loaded = { ...loaded, stats: options.stats ?? undefined };

  const { players, config } = await asOption(() =>
    chooseConfig(game, { players: options.players, config: options.config === undefined ? undefined : JSON.stringify(options.config) }),
  );
  const { names, functions } = botNames(loaded.bots, options.bots as BotSpec<AnyGame> | readonly BotSpec<AnyGame>[] | undefined, players);
  if (functions.size > 0 && workers > 1) {
    throw badOption('a bot given as a function cannot be sent to a worker thread: give its module path instead, or use one worker');
  }
  const botModules = await loadBotModules(names);
  for (const [label, factory] of functions) botModules.set(label, factory as BotFactory);
  loaded = { ...loaded, botModules };

  const rotate = options.rotateSeats === true;
  const run: RunParameters = {
    rulebooks: await packageVersion(),
    game: game.id,
    rulesVersion: game.rulesVersion,
    players,
    bots: names,
    config,
    firstSeed,
    games,
    ...(rotate ? { rotateSeats: true as const } : {}),
  };
  const sliceSeed = firstSeed + start;
  const files = await asOption(() => ResultFiles.open(options, run, { ...shard, firstSeed: sliceSeed, games: sliceGames }));
  const tally = new SummaryTally(players, loaded.stats, rotate ? { bots: names, firstIndex: start } : undefined);
  try {
    await runSimulation(
      {
        // `entry` is only read by workers, which exist only when it is defined (checked above).
        input: { entry: entry as GameEntry, config, baseSeed: sliceSeed, bots: names, botModules: botModuleUrls(names), ...(rotate ? { rotateFrom: start } : {}) },
        games: sliceGames,
        workers,
        onProgress: (done) => options.onProgress?.(done, sliceGames),
      },
      loaded,
      async (index, result) => {
        tally.add(result);
        const seed = sliceSeed + index;
        await files.add(seed, result);
        await options.onRow?.(gameRowValue(run, seed, result) as unknown as SimulationRow);
      },
    );
    const summary = tally.finish({
      game: game.id,
      title: game.title,
      rulesVersion: game.rulesVersion,
      players,
      bots: names,
      config,
      firstSeed: sliceSeed,
      ...(shard.count > 1 ? { shard: { ...shard, runFirstSeed: firstSeed, runGames: games } } : {}),
    });
    await files.commit();
    return summary;
  } catch (error) {
    tally.discard();
    await files.discard();
    throw error;
  }
}

/**
 * The name of each seat's bot, and the functions among them by their labels. A string must be a
 * bot the game has or a module path; two different functions may not share a label, since a
 * summary names bots by label.
 */
function botNames(
  bots: BotFactories,
  specs: BotSpec<AnyGame> | readonly BotSpec<AnyGame>[] | undefined,
  players: number,
): { names: string[]; functions: Map<string, BotFactory<AnyGame>> } {
  const list = Array.isArray(specs) ? (specs as readonly BotSpec<AnyGame>[]) : Array.from({ length: players }, () => (specs ?? 'random') as BotSpec<AnyGame>);
  if (list.length !== players) throw badOption(`bots needs one bot per seat (${players} players), got ${list.length}`);
  const functions = new Map<string, BotFactory<AnyGame>>();
  const names = list.map((spec, seat) => {
    if (typeof spec === 'function') {
      const label = functionLabel(spec);
      const known = functions.get(label);
      if (known !== undefined && known !== spec) throw badOption(`two different bot functions are labelled "${label}": give them different names`);
      functions.set(label, spec);
      return label;
    }
    if (typeof spec !== 'string') throw badOption(`seat ${seat}'s bot must be a name, a module path or a function, got ${typeof spec}`);
    if (spec === HUMAN_SEAT || (!isBotName(bots, spec) && !isBotModulePath(spec))) {
      throw badOption(`seat ${seat}: no bot "${spec}" (available: ${Object.keys(bots).join(', ')}, mcts:N, mcts:N:BOT, or a bot module path)`);
    }
    return spec;
  });
  return { names, functions };
}
