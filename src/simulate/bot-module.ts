/**
 * Bot modules (DESIGN §12): a file whose default export is a factory `(game, { seed, seat }) => Bot`,
 * named by its path wherever a bot is chosen (`--bot ./my-bot.mjs`, `simulate`'s `bots`). The module
 * is loaded by each thread that plays (the main thread, every worker), so only its path travels.
 * A user's bot is guarded: a factory or `choose` that throws, or an action that is not legal, stops
 * the game with a {@link BotError} naming the bot and the seat, rather than with a failure that
 * looks like a bug in the game.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canonicalJson, type AnyGame, type Bot, type BotFactory, type Player } from '../index.js';

/** The codes of {@link BotError}, one per way a user's bot can fail. */
export const BOT_ERROR_CODES = ['BOT_MODULE', 'BOT_FACTORY', 'BOT_THREW', 'BOT_ILLEGAL_ACTION'] as const;

/**
 * Why a user's bot failed: `BOT_MODULE` (the module is missing, does not load, or has no factory as
 * its default export), `BOT_FACTORY` (the factory threw or did not return a bot), `BOT_THREW` (its
 * `choose` threw), `BOT_ILLEGAL_ACTION` (its `choose` returned an action that is not legal).
 */
export type BotErrorCode = (typeof BOT_ERROR_CODES)[number];

/**
 * A user's bot failed: a mistake in the bot, not in the game. The CLI reports it in one line and
 * exits with status 2; `simulate` rejects with it (its message names the game and seed).
 */
export class BotError extends Error {
  /** Which of the {@link BOT_ERROR_CODES} it is; stable, for programs to test. */
  readonly code: BotErrorCode;

  /** A failure of kind `code`, explained by `message`. */
  constructor(code: BotErrorCode, message: string) {
    super(message);
    this.name = 'BotError';
    this.code = code;
  }
}

/**
 * True for a {@link BotError} from any copy of the library (the CLI, a worker and a game may each
 * load their own), judged by its name and code rather than by `instanceof`.
 */
export function isBotError(value: unknown): value is BotError {
  return (
    value instanceof Error &&
    value.name === 'BotError' &&
    (BOT_ERROR_CODES as readonly unknown[]).includes((value as { code?: unknown }).code)
  );
}

/**
 * True when a bot name is a module path rather than a bot's name: it holds a slash or a backslash,
 * ends in `.js`, `.mjs`, `.cjs`, `.ts` or `.mts`, or is a `file:` URL. Bot names never do
 * (`random`, `greedy`, `mcts:200:greedy`), so `./my-bot.mjs`, `bots/mine.js` and `C:\bots\b.mjs`
 * all read as paths.
 */
export function isBotModulePath(name: string): boolean {
  return /[\\/]/.test(name) || /\.(m|c)?js$|\.m?ts$/.test(name) || name.startsWith('file:');
}

/** The file URL of the module at `path`: a `file:` URL as it is, a path resolved against `cwd`. */
export function botModuleUrl(path: string, cwd: string = process.cwd()): string {
  return path.startsWith('file:') ? new URL(path).href : pathToFileURL(resolve(cwd, path)).href;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Imports the bot module at `path` (a path, resolved against the working directory, or a `file:`
 * URL) and returns its factory. Fails with a {@link BotError} `BOT_MODULE` saying what is wrong: no
 * such file, an error while loading it, no default export, or a default export that is not a
 * function.
 */
export async function loadBotModule<G extends AnyGame = AnyGame>(path: string): Promise<BotFactory<G>> {
  const url = botModuleUrl(path);
  const file = new URL(url);
  const info = await stat(file).catch(() => undefined);
  if (info === undefined) throw new BotError('BOT_MODULE', `bot module ${path}: no such file (${file.pathname})`);
  if (!info.isFile()) throw new BotError('BOT_MODULE', `bot module ${path}: not a file (${file.pathname})`);
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new BotError('BOT_MODULE', `bot module ${path} does not load: ${messageOf(error)}`);
  }
  const factory = loaded.default;
  const shape = 'export default a function (game, { seed, seat }) => ({ name, choose(state, seat) })';
  if (factory === undefined) throw new BotError('BOT_MODULE', `bot module ${path} has no default export: ${shape}`);
  if (typeof factory !== 'function') {
    const kind = factory === null ? 'null' : Array.isArray(factory) ? 'an array' : `${/^[aeiou]/.test(typeof factory) ? 'an' : 'a'} ${typeof factory}`;
    throw new BotError('BOT_MODULE', `bot module ${path}: its default export is ${kind}, not a function: ${shape}`);
  }
  return factory as BotFactory<G>;
}

/**
 * The bot `factory` makes for `seat`, guarded: `label` (its path, or a name) is used in every
 * message. A factory that throws or returns no bot fails with `BOT_FACTORY`; a `choose` that throws
 * fails with `BOT_THREW`; an action that is not one of the seat's legal actions (compared as
 * canonical JSON, so a bot may build its own copy) fails with `BOT_ILLEGAL_ACTION`. Checking
 * legality asks the game for the legal actions, which draws no randomness, so a guarded bot plays
 * exactly the game an unguarded one would.
 */
export function guardedBot(factory: BotFactory, game: AnyGame, options: { readonly seed: number; readonly seat: Player }, label: string): Bot<AnyGame> {
  const who = `bot ${label} (seat ${options.seat})`;
  let bot: unknown;
  try {
    bot = factory(game, options);
  } catch (error) {
    throw new BotError('BOT_FACTORY', `${who}: its factory threw: ${messageOf(error)}`);
  }
  if (typeof bot !== 'object' || bot === null || typeof (bot as { choose?: unknown }).choose !== 'function') {
    throw new BotError('BOT_FACTORY', `${who}: its factory returned ${bot === null ? 'null' : typeof bot}, not a bot ({ name, choose(state, seat) })`);
  }
  const inner = bot as Bot<AnyGame>;
  const name = typeof inner.name === 'string' ? inner.name : label;
  return {
    name,
    choose(state, player) {
      let action: unknown;
      try {
        action = inner.choose(state, player);
      } catch (error) {
        throw new BotError('BOT_THREW', `${who} threw: ${messageOf(error)}`);
      }
      const legal = game.legalActions(state, player) as readonly unknown[];
      if (!legal.includes(action)) {
        let text: string;
        try {
          text = canonicalJson(action);
        } catch {
          text = String(action);
        }
        if (!legal.some((candidate) => canonicalJson(candidate) === text)) {
          throw new BotError('BOT_ILLEGAL_ACTION', `${who} chose an action that is not legal for seat ${player}: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`);
        }
      }
      return action as ReturnType<Bot<AnyGame>['choose']>;
    },
  };
}

/**
 * The factories of the bot modules among `names` (one per seat, as chosen), by name; names of
 * built-in and game bots are skipped. Each module is loaded once, however many seats play it.
 * `urls` gives, by name, where a module was found when that was worked out elsewhere (a worker
 * thread gets the main thread's URLs, so both load the same file).
 */
export async function loadBotModules(names: readonly string[], urls?: Readonly<Record<string, string>>): Promise<Map<string, BotFactory>> {
  const modules = new Map<string, BotFactory>();
  for (const name of names) {
    if (modules.has(name) || !isBotModulePath(name)) continue;
    modules.set(name, await loadBotModule(urls?.[name] ?? name));
  }
  return modules;
}

/** The file URL of each bot module among `names`, by name, resolved against the working directory. */
export function botModuleUrls(names: readonly string[]): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const name of names) if (isBotModulePath(name)) urls[name] = botModuleUrl(name);
  return urls;
}
