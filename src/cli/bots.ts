import { DEFAULT_MCTS_ITERATIONS, deriveSeed, mctsBot, randomBot, type AnyGame, type Bot, type BotFactory as ModuleBotFactory, type Player } from '../index.js';
import { guardedBot, isBotModulePath } from '../simulate/bot-module.js';
import { CliError } from './errors.js';
import { MAX_MCTS_ITERATIONS, parseMctsSpec } from './mcts-spec.js';

export { MAX_MCTS_ITERATIONS } from './mcts-spec.js';

/**
 * Makes a bot for one seat of one game. A game module may export a record of these under its
 * registry entry's `botsExportName`; the record's keys are the names `--bot` and `--bots` accept.
 * The seed is the seat's own (`deriveSeed(gameSeed, seat)`), so a bot that uses it for its choices
 * plays the same way every time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BotFactory = (game: any, seed: number) => Bot<AnyGame>;

/** The bots a game can be played by, by name. */
export type BotFactories = Readonly<Record<string, BotFactory>>;

/** The bot every game has: uniform among the legal actions (the core's `randomBot`). */
export const RANDOM_BOT = 'random';

/** What `--bots` takes at the seat of `--human`. */
export const HUMAN_SEAT = 'human';

/**
 * The search bot every game has (the core's `mctsBot`, information-set search). `mcts` searches
 * the game's default number of iterations per decision; `mcts:N` searches N.
 */
export const MCTS_BOT = 'mcts';

/**
 * Iterations per decision of plain `mcts`, by game id, set so that `rulebooks play <game> --bot
 * mcts` (every seat searching, default config) takes seconds, not minutes: a game whose playouts
 * are long or whose worlds are costly to draw gets fewer (measured on a shared 2-core machine: about
 * 3 s for Psi Wars, 9 s for The Fantasy Trip, 10 s for Magical Athlete and for a 40-turn Magika
 * contest, 11 s for GRID Traveler). A game not listed gets the core's default.
 */
export const MCTS_ITERATIONS_BY_GAME: Readonly<Record<string, number>> = {
  'magical-athlete': 300,
  'psi-wars': 400,
  'fantasy-trip': 100,
  magika: 10,
  'grid-traveler': 50,
};

/** Iterations of plain `mcts` for `game`. */
export function mctsIterations(game: AnyGame): number {
  return Object.prototype.hasOwnProperty.call(MCTS_ITERATIONS_BY_GAME, game.id) ? (MCTS_ITERATIONS_BY_GAME[game.id] as number) : DEFAULT_MCTS_ITERATIONS;
}

/**
 * The iterations a bot name `mcts:N` asks for: N, a whole number from 1 to
 * {@link MAX_MCTS_ITERATIONS}; undefined for any other name, one with options included (see
 * {@link parseMctsSpec}).
 */
export function mctsBudget(name: string): number | undefined {
  const spec = parseMctsSpec(name);
  return spec === undefined || Object.keys(spec).length > 1 ? undefined : spec.iterations;
}

/** True for a record whose every value is a function (an empty record is allowed). */
export function isBotFactories(value: unknown): value is BotFactories {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((factory) => typeof factory === 'function')
  );
}

/**
 * The built-in random bot, the game's own bots in the order the game lists them, then the built-in
 * search bot `mcts` (which also answers to `mcts:N`). A game's bot named `random` or `mcts` does not
 * replace the built-in one, so those names mean the same thing for every game.
 */
export function withRandomBot(gameBots: BotFactories | undefined): BotFactories {
  const all: Record<string, BotFactory> = { [RANDOM_BOT]: (game: AnyGame, seed: number) => randomBot(game, seed) };
  for (const [name, factory] of Object.entries(gameBots ?? {})) if (name !== RANDOM_BOT && name !== MCTS_BOT) all[name] = factory;
  // Last, so that a game's own bots keep their places in listings.
  all[MCTS_BOT] = (game: AnyGame, seed: number) => mctsBot(game, { iterations: mctsIterations(game), seed });
  return all;
}

/**
 * A bot name `mcts:N:BOT`: search N iterations with playouts played by the game's bot BOT instead
 * of random choices. Returns the count and the bot's name, or undefined for any other name.
 */
export function mctsWithRollout(name: string): { iterations: number; rollout: string } | undefined {
  const spec = parseMctsSpec(name);
  if (spec === undefined || spec.rollout === undefined || Object.keys(spec).length > 2) return undefined;
  return { iterations: spec.iterations, rollout: spec.rollout };
}

/**
 * The factory for `name`: one of `bots`, or a search bot's name (`mcts:N` with its options, see
 * {@link parseMctsSpec}) whose named bots are all among `bots`; undefined for an unknown name.
 */
function factoryFor(bots: BotFactories, name: string): BotFactory | undefined {
  if (Object.prototype.hasOwnProperty.call(bots, name)) return bots[name];
  // `mcts:N...` only where the game offers `mcts` (every game loaded through withRandomBot).
  if (!Object.prototype.hasOwnProperty.call(bots, MCTS_BOT)) return undefined;
  const spec = parseMctsSpec(name);
  if (spec === undefined) return undefined;
  // Playouts and the prior by the game's own bots, never a search bot (searches inside a search
  // would multiply the cost); parseMctsSpec already refuses the name `mcts`.
  const own = (bot: string | undefined): BotFactory | null | undefined =>
    bot === undefined ? null : Object.prototype.hasOwnProperty.call(bots, bot) ? bots[bot] : undefined;
  const rolloutFactory = own(spec.rollout);
  const priorFactory = own(spec.prior);
  if (rolloutFactory === undefined || priorFactory === undefined) return undefined;
  // The game's bots, made afresh by mctsBot at each decision for each seat, seeded from its rng,
  // exactly as the strength bench makes them, so a row of its table replays by name.
  const made = (factory: BotFactory) => (g: AnyGame, options: { seed: number }) => factory(g, options.seed);
  return (game: AnyGame, seed: number) =>
    mctsBot(game, {
      iterations: spec.iterations,
      seed,
      ...(rolloutFactory === null ? {} : { rolloutPolicy: made(rolloutFactory) }),
      ...(priorFactory === null ? {} : { prior: made(priorFactory) }),
      ...(spec.priorWeight === undefined ? {} : { priorWeight: spec.priorWeight }),
      ...(spec.rolloutDepth === undefined ? {} : { rolloutDepth: spec.rolloutDepth }),
      ...(spec.exploration === undefined ? {} : { exploration: spec.exploration }),
      ...(spec.actionKeys === undefined ? {} : { actionKeys: spec.actionKeys }),
    });
}

function known(bots: BotFactories, name: string): boolean {
  return factoryFor(bots, name) !== undefined;
}

/** True for a name `bots` can make: one of its keys or a search bot's name (not a module path). */
export function isBotName(bots: BotFactories, name: string): boolean {
  return known(bots, name);
}

function unknownBot(flag: string, name: string, game: AnyGame, bots: BotFactories): CliError {
  const budget = Object.prototype.hasOwnProperty.call(bots, MCTS_BOT)
    ? `; ${MCTS_BOT}:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X`
    : '';
  return new CliError(`${flag}: ${game.title} has no bot "${name}" (available: ${Object.keys(bots).join(', ')}${budget}), or a bot module's path such as ./my-bot.mjs`);
}

/** What the user asked for: one name for every bot seat, or one name per seat. */
export interface BotChoice {
  readonly bot?: string | undefined;
  readonly bots?: string | undefined;
}

/**
 * One bot name per seat from `--bot NAME` or `--bots A,B,...` (default: `random` everywhere). A
 * name that reads as a path (see `isBotModulePath`) names a bot module, loaded later by
 * `loadBotModules`; it is kept as written, so that rows and shard files say what the user typed. With
 * `--human K`, seat K gets `human`; in a `--bots` list that seat must say `human` too, so that the
 * list still reads seat by seat.
 */
export function chooseBots(
  game: AnyGame,
  bots: BotFactories,
  choice: BotChoice,
  players: number,
  human?: Player,
): string[] {
  if (choice.bot !== undefined && choice.bots !== undefined) throw new CliError('give --bot or --bots, not both');
  let names: string[];
  let flag: string;
  if (choice.bots !== undefined) {
    flag = '--bots';
    names = choice.bots.split(',').map((name) => name.trim());
    if (names.length !== players) {
      throw new CliError(`--bots needs one name per seat (${players} players), got ${names.length}: "${choice.bots}"`);
    }
  } else {
    flag = '--bot';
    const name = choice.bot ?? RANDOM_BOT;
    names = Array.from({ length: players }, (_, seat) => (seat === human ? HUMAN_SEAT : name));
  }
  return names.map((name, seat) => {
    if (seat === human) {
      if (name !== HUMAN_SEAT) throw new CliError(`--bots: seat ${seat} is yours (--human ${seat}), so name it "${HUMAN_SEAT}" there, got "${name}"`);
      return name;
    }
    if (name === HUMAN_SEAT) {
      const hint = human === undefined ? `take a seat with --human ${seat}` : `you are at seat ${human}`;
      throw new CliError(`--bots: seat ${seat} is "${HUMAN_SEAT}" but ${hint}`);
    }
    if (!known(bots, name) && !isBotModulePath(name)) throw unknownBot(flag, name, game, bots);
    return name;
  });
}

/**
 * The bots of one game seeded `seed`: seat k's bot is seeded `deriveSeed(seed, k)`, as the default
 * random bots of `playout` are. A `human` seat gets no bot. A name found in `modules` (a user's bot,
 * by its path) is made by that factory with `{ seed, seat }` and guarded (see `guardedBot`).
 */
export function makeBots(
  game: AnyGame,
  bots: BotFactories,
  names: readonly string[],
  seed: number,
  modules?: ReadonlyMap<string, ModuleBotFactory>,
): (Bot<AnyGame> | undefined)[] {
  return names.map((name, seat) => {
    if (name === HUMAN_SEAT) return undefined;
    const own = modules?.get(name);
    if (own !== undefined) return guardedBot(own, game, { seed: deriveSeed(seed, seat), seat }, name);
    const factory = factoryFor(bots, name);
    if (factory === undefined) throw new Error(`no bot "${name}" for ${game.id}`);
    return factory(game, deriveSeed(seed, seat));
  });
}

/** How a list of per-seat bot names reads in a header: one name when every seat has the same. */
export function botsLabel(names: readonly string[]): string {
  return new Set(names).size === 1 ? (names[0] as string) : names.join(', ');
}
