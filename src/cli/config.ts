import { isRecord, type AnyGame } from '../index.js';
import { CliError, isRuleErrorLike, messageOf } from './errors.js';
import { truncate } from './format.js';

/** The flags that decide a game's config. */
export interface ConfigFlags {
  /** `--players`. */
  readonly players?: number | undefined;
  /** `--config`: the text of a JSON object. */
  readonly config?: string | undefined;
}

/** A config ready to play, and its number of seats. */
export interface ChosenConfig {
  readonly players: number;
  readonly config: unknown;
}

/** `--config`'s text as a JSON object, or a CliError saying what is wrong with it. */
function readConfigJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`--config is not valid JSON: ${messageOf(error)}`);
  }
  if (!isRecord(value)) throw new CliError(`--config needs a JSON object, such as '{"players":2}', got ${text}`);
  return value;
}

/**
 * The validated config for `--players` and `--config`: the game's `defaultConfig(players)` with the fields
 * of `--config` laid over it (a shallow merge: each field given replaces the default's whole
 * field), then checked by the game's `parseConfig`, whose message is what the user sees. The seat count is `--players`, else the
 * `players` field of `--config`, else the game's minimum; the two may not disagree.
 */
export function chooseConfig(game: AnyGame, flags: ConfigFlags): ChosenConfig {
  const overrides = flags.config === undefined ? {} : readConfigJson(flags.config);
  const fromConfig = overrides.players;
  if (fromConfig !== undefined && (typeof fromConfig !== 'number' || !Number.isSafeInteger(fromConfig))) {
    throw new CliError(`--config: "players" must be a whole number, got ${JSON.stringify(fromConfig)}`);
  }
  if (flags.players !== undefined && fromConfig !== undefined && flags.players !== fromConfig) {
    throw new CliError(`--players ${flags.players} and --config "players": ${fromConfig} disagree`);
  }
  const players = flags.players ?? fromConfig ?? game.minPlayers;
  const seats = flags.players !== undefined || fromConfig === undefined ? `--players ${players}` : `--config "players": ${players}`;

  let base: unknown;
  try {
    base = game.defaultConfig(players);
  } catch (error) {
    throw refused(game, players, seats, error);
  }
  const merged = isRecord(base) ? { ...base, ...overrides } : flags.config === undefined ? base : overrides;
  let config: unknown;
  try {
    config = game.parseConfig(merged);
  } catch (error) {
    throw refused(game, players, flags.config === undefined ? seats : '--config', error);
  }
  // A game whose config names its seat count must agree with the seats the bots are made for.
  if (isRecord(config) && typeof config.players === 'number' && config.players !== players) {
    throw new CliError(`--config: ${game.title} made a config for ${config.players} players, not ${players}`);
  }
  return { players, config };
}

/** A game's refusal as a CliError prefixed with the flag that caused it. */
function refused(game: AnyGame, players: number, flag: string, error: unknown): unknown {
  if (isRuleErrorLike(error)) return new CliError(`${flag}: ${messageOf(error)}`);
  // A game whose defaultConfig trips over an impossible seat count without a RuleError.
  if (players < game.minPlayers || players > game.maxPlayers) {
    return new CliError(`${flag}: ${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players`);
  }
  return error;
}

/** The config as one line of JSON, cut short when it is long (a deck list, say). */
export function configLabel(config: unknown, max = 160): string {
  return truncate(JSON.stringify(config) ?? String(config), max);
}
