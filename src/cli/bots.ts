import { deriveSeed, randomBot, type AnyGame, type Bot, type Player } from '../index.js';
import { CliError } from './errors.js';

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
 * The built-in random bot followed by the game's own bots, in the order the game lists them. A
 * game's bot named `random` does not replace the built-in one, so `random` means the same thing
 * for every game.
 */
export function withRandomBot(gameBots: BotFactories | undefined): BotFactories {
  const all: Record<string, BotFactory> = { [RANDOM_BOT]: (game: AnyGame, seed: number) => randomBot(game, seed) };
  for (const [name, factory] of Object.entries(gameBots ?? {})) if (name !== RANDOM_BOT) all[name] = factory;
  return all;
}

function known(bots: BotFactories, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(bots, name);
}

function unknownBot(flag: string, name: string, game: AnyGame, bots: BotFactories): CliError {
  return new CliError(`${flag}: ${game.title} has no bot "${name}" (available: ${Object.keys(bots).join(', ')})`);
}

/** What the user asked for: one name for every bot seat, or one name per seat. */
export interface BotChoice {
  readonly bot?: string | undefined;
  readonly bots?: string | undefined;
}

/**
 * One bot name per seat from `--bot NAME` or `--bots A,B,...` (default: `random` everywhere). With
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
    if (!known(bots, name)) throw unknownBot(flag, name, game, bots);
    return name;
  });
}

/**
 * The bots of one game seeded `seed`: seat k's bot is seeded `deriveSeed(seed, k)`, as the default
 * random bots of `playout` are. A `human` seat gets no bot.
 */
export function makeBots(game: AnyGame, bots: BotFactories, names: readonly string[], seed: number): (Bot<AnyGame> | undefined)[] {
  return names.map((name, seat) => {
    if (name === HUMAN_SEAT) return undefined;
    if (!known(bots, name)) throw new Error(`no bot "${name}" for ${game.id}`);
    return (bots[name] as BotFactory)(game, deriveSeed(seed, seat));
  });
}

/** How a list of per-seat bot names reads in a header: one name when every seat has the same. */
export function botsLabel(names: readonly string[]): string {
  return new Set(names).size === 1 ? (names[0] as string) : names.join(', ');
}
