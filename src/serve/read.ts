/**
 * Reading the step server's requests (protocol v1): own fields only, each checked against what the
 * op takes, every refusal a `BAD_REQUEST` naming the op, the field and what it must be. Shared by
 * the single-env ops (protocol.ts) and the vector ops (vector.ts).
 */
import { isRecord, RuleError, type AnyGame, type Viewer } from '../index.js';
import { HUMAN_SEAT, isBotName, type BotFactories } from '../cli/bots.js';
import { showValue } from '../core/show-value.js';
import { isBotModulePath } from '../simulate/bot-module.js';
import { badRequest, ServeError } from './errors.js';

/** A request as parsed from its line. */
export type Request = Record<string, unknown>;

/** A request field, own properties only (so `toString` or `__proto__` never reads the prototype). */
export function field(request: Request, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(request, name) ? request[name] : undefined;
}

/** Refuses fields an op does not take, so a misspelt option is not silently ignored. */
export function onlyFields(op: string, request: Request, allowed: readonly string[]): void {
  for (const key of Object.keys(request)) {
    if (key !== 'id' && key !== 'op' && !allowed.includes(key)) {
      throw badRequest(`${op}: unknown field ${showValue(key)} (${op} takes ${allowed.length === 0 ? 'no fields' : allowed.join(', ')})`);
    }
  }
}

export function requiredString(op: string, request: Request, name: string): string {
  const value = field(request, name);
  if (typeof value !== 'string') throw badRequest(`${op}: ${name} must be a string, got ${value === undefined ? 'nothing' : showValue(value)}`);
  return value;
}

/** A safe integer in [min, max]; `fallback` when absent and one is given. */
export function integer(op: string, request: Request, name: string, min: number, max: number, fallback?: number): number {
  const value = field(request, name);
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? (min <= Number.MIN_SAFE_INTEGER ? 'a safe integer' : `a whole number >= ${min}`) : `a whole number from ${min} to ${max}`;
    throw badRequest(`${op}: ${name} must be ${range}, got ${value === undefined ? 'nothing' : showValue(value)}`);
  }
  return value;
}

export function oneOf<T extends string>(op: string, request: Request, name: string, values: readonly T[]): T {
  const value = field(request, name);
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw badRequest(`${op}: ${name} must be one of ${values.map((v) => `"${v}"`).join(', ')}, got ${value === undefined ? 'nothing' : showValue(value)}`);
  }
  return value as T;
}

/** A seat of `env` (or `'spectator'` where allowed), read from `name`. */
export function seat(op: string, request: Request, name: string, env: { readonly players: number }, spectator: boolean): Viewer {
  const value = field(request, name);
  if (spectator && value === 'spectator') return value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value >= env.players) {
    const what = `a seat from 0 to ${env.players - 1}${spectator ? ' or "spectator"' : ''}`;
    throw badRequest(`${op}: ${name} must be ${what}, got ${value === undefined ? 'nothing' : showValue(value)}`);
  }
  return value;
}

export function object(op: string, value: unknown, name: string): Request {
  if (!isRecord(value)) throw badRequest(`${op}: ${name} must be an object, got ${showValue(value)}`);
  return value;
}

/**
 * The validated config of a `spaces` or `reset`: the game's default config for `players` (default:
 * its minimum, or `config.players`) with `config`'s fields laid over it, parsed by the game, as
 * `rulebooks play --players --config` makes it.
 */
export function readConfig(op: string, request: Request, game: AnyGame): { config: unknown; players: number } {
  const overrides = field(request, 'config') === undefined ? {} : object(op, field(request, 'config'), 'config');
  const given = field(request, 'players');
  const fromConfig = field(overrides, 'players');
  if (given !== undefined) integer(op, request, 'players', 1, Number.MAX_SAFE_INTEGER);
  if (fromConfig !== undefined && (typeof fromConfig !== 'number' || !Number.isSafeInteger(fromConfig))) {
    throw badRequest(`${op}: config.players must be a whole number, got ${showValue(fromConfig)}`);
  }
  if (given !== undefined && fromConfig !== undefined && given !== fromConfig) throw badRequest(`${op}: players ${String(given)} and config.players ${String(fromConfig)} disagree`);
  const players = (given ?? fromConfig ?? game.minPlayers) as number;
  if (players < game.minPlayers || players > game.maxPlayers) {
    throw new RuleError('BAD_CONFIG', `${op}: players must be from ${game.minPlayers} to ${game.maxPlayers} for ${game.title}, got ${players}`);
  }
  const base = game.defaultConfig(players) as unknown;
  const config = game.parseConfig(isRecord(base) ? { ...base, ...overrides } : field(request, 'config') === undefined ? base : overrides) as unknown;
  const seats = isRecord(config) && typeof config.players === 'number' ? config.players : players;
  return { config, players: seats };
}

/**
 * Refuses, with `UNKNOWN_BOT`, a bot name the server does not play: it plays the library bots
 * `rulebooks play --bot` knows for the game (mcts:N with options included), not bot modules.
 */
export function checkBotName(op: string, name: string, game: AnyGame, bots: BotFactories): void {
  if (isBotModulePath(name)) throw new ServeError('UNKNOWN_BOT', `${op}: the server plays library bots only, not bot modules such as ${showValue(name)}`);
  if (name === HUMAN_SEAT || !isBotName(bots, name)) {
    throw new ServeError('UNKNOWN_BOT', `${op}: ${game.title} has no bot ${showValue(name)} (bots: ${Object.keys(bots).join(', ')}, or mcts:N with options)`);
  }
}

/**
 * Who plays each seat of a vector (`vreset`): undefined for a seat the caller plays, else the name
 * of the library bot that plays it. `seats` (the caller's) with one `opponents` name for the rest
 * (default "random"); or `opponents` alone as an array by seat, null at the caller's seats; or
 * neither, and the caller plays every seat.
 */
export function readOpponents(op: string, request: Request, players: number, game: AnyGame, bots: BotFactories): (string | undefined)[] {
  const seats = field(request, 'seats');
  const opponents = field(request, 'opponents');
  let names: (string | undefined)[];
  if (Array.isArray(opponents)) {
    if (seats !== undefined) throw badRequest(`${op}: give seats with one opponents name, or opponents alone as an array by seat (null at the caller's seats), not both`);
    if (opponents.length !== players) throw badRequest(`${op}: opponents as an array names a bot or null for each of the ${players} seats, got ${opponents.length} entries`);
    names = opponents.map((name: unknown, at) => {
      if (name === null) return undefined;
      if (typeof name !== 'string') throw badRequest(`${op}: opponents[${at}] must be a bot name or null (the caller's seat), got ${showValue(name)}`);
      return name;
    });
  } else if (seats === undefined) {
    if (opponents !== undefined) throw badRequest(`${op}: opponents names the bot of the seats the caller does not play: give seats (the caller's) too`);
    names = new Array<string | undefined>(players).fill(undefined);
  } else {
    if (!Array.isArray(seats) || seats.length === 0) throw badRequest(`${op}: seats must be a non-empty array of the caller's seats, got ${showValue(seats)}`);
    const mine = new Set<number>();
    for (const [at, value] of seats.entries()) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value >= players || mine.has(value)) {
        throw badRequest(`${op}: seats[${at}] must be a seat from 0 to ${players - 1} not named before, got ${showValue(value)}`);
      }
      mine.add(value);
    }
    if (opponents !== undefined && typeof opponents !== 'string') throw badRequest(`${op}: opponents must be a bot name, or an array by seat, got ${showValue(opponents)}`);
    const name = opponents ?? 'random';
    names = Array.from({ length: players }, (_, seat) => (mine.has(seat) ? undefined : name));
  }
  if (names.every((name) => name !== undefined)) throw badRequest(`${op}: the caller must play at least one seat (opponents names a bot for every seat)`);
  for (const name of names) if (name !== undefined) checkBotName(op, name, game, bots);
  return names;
}
