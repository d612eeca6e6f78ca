/**
 * The step server's environments: one game each, stepped on the fast path (`game.apply` on a state
 * the env owns, with its own rng from `createRng(seed)`, exactly as `playout` and `Match` draw), so
 * that the actions it played replay under `rulebooks replay` to the same game.
 */
import { createMatch, createRng, hasActionSpace, RuleError, rngFromState, type AnyGame, type MatchRecord, type Player, type Rng } from '../index.js';
import { HUMAN_SEAT, makeBots, type BotFactories } from '../cli/bots.js';
import { messageOf } from '../cli/errors.js';
import { ServeError } from './errors.js';

/** Where a sampled env started: the world `sampleHidden` drew, and the rng and step count then. */
interface SampledOrigin {
  readonly state: unknown;
  readonly rng: readonly number[];
  readonly steps: number;
}

/** One environment of the server. */
export interface Env {
  /** The id the server gave it, `e1`, `e2`... */
  readonly id: string;
  readonly game: AnyGame;
  /** The bots `rulebooks play --bot` knows for this game, by name. */
  readonly bots: BotFactories;
  /** The validated config. */
  readonly config: unknown;
  /** The number of seats. */
  readonly players: number;
  /** The seed of the rules' rng (for a sampled env, the seed it was sampled with). */
  readonly seed: number;
  /** The size of the game's action space for the config, or null when the game has none. */
  readonly space: number | null;
  /** Steps past this many are refused with `STEP_CAP`. */
  readonly maxSteps: number;
  /** The state, owned by the env and mutated by every step. */
  state: unknown;
  /** The rules' rng, drawn from by every step. */
  rng: Rng;
  /** The parsed actions played since setup (since sampling, for a sampled env). */
  readonly actions: unknown[];
  /** Actions played in this game, the ones before sampling included: what the step cap counts. */
  steps: number;
  /** Undefined for an env set up from its seed; where it started for a sampled one (no record). */
  readonly origin: SampledOrigin | undefined;
  /** The vector whose slot the env is (`vreset`), which alone steps and closes it; else undefined. */
  readonly vector?: string;
}

/** A new env: the game set up for `config` with `createRng(seed)`, as `createMatch` sets it up. */
export function openEnv(id: string, game: AnyGame, bots: BotFactories, config: unknown, players: number, seed: number, maxSteps: number, vector?: string): Env {
  const rng = createRng(seed);
  const state = game.setup(config, rng);
  const space = hasActionSpace(game) ? game.actionSpace(config) : null;
  return { id, game, bots, config, players, seed, space, maxSteps, state, rng, actions: [], steps: 0, origin: undefined, vector };
}

/**
 * A new env holding a world drawn by `sampleHidden(env.state, player, createRng(seed))`; the same rng
 * then plays its chance, so a sampled env is fixed by its source, the seat and the seed.
 */
export function sampleEnv(id: string, env: Env, player: Player, seed: number): Env {
  const rng = createRng(seed);
  const state = env.game.sampleHidden(env.state, player, rng);
  const origin: SampledOrigin = { state: env.game.clone(state), rng: rng.getState(), steps: env.steps };
  return { ...env, id, seed, state, rng, actions: [], origin, vector: undefined };
}

/**
 * The legal action `input` stands for now: an action number (decoded by the game, `player` naming
 * the seat where several act) or an action's JSON (parsed and checked as `reduce` would). Throws the
 * game's RuleError for anything not legal now, or a ServeError; changes nothing.
 */
export function legalAction(env: Env, input: unknown, player: Player | undefined): unknown {
  const { game, state } = env;
  if (typeof input === 'number') {
    if (env.space === null || typeof game.decodeAction !== 'function') throw new ServeError('NO_ACTION_SPACE', `${game.title} has no fixed action space yet: send the action's JSON`);
    // Checked here against the env's own config, whatever the game's state holds of it.
    if (!Number.isSafeInteger(input) || input < 0 || input >= env.space) {
      throw new RuleError('MALFORMED_ACTION', `an action number of ${game.title} is a whole number from 0 to ${env.space - 1}, got ${String(input)}`);
    }
    return game.decodeAction(state, input, player);
  }
  const action = game.parseAction(input) as { player: Player };
  if (player !== undefined && action.player !== player) {
    throw new ServeError('BAD_REQUEST', `player is ${player} but the action's own player is ${action.player}`);
  }
  if (!game.isLegal(state, action)) {
    // The rules say why in their own words: reduce refuses the action on a copy (the env's state
    // and rng are not touched), with NOT_YOUR_TURN, GAME_OVER or the rule it breaks.
    game.reduce(state, action, env.rng.clone());
    throw new RuleError('ILLEGAL_ACTION', `${String((action as { type?: unknown }).type)} by player ${action.player} is not a legal action now`);
  }
  return action;
}

/**
 * Plays `action` (from {@link legalAction}) on the env, refusing it with `STEP_CAP` once the env has
 * played its `maxSteps`. Should the rules throw on a legal action (a game's bug), the env is rebuilt
 * from its start and actions, so that a failed step leaves it as it was.
 */
export function stepEnv(env: Env, action: unknown): void {
  if (env.steps >= env.maxSteps) throw new ServeError('STEP_CAP', `env ${env.id} has played its ${env.maxSteps} steps (reset's maxSteps)`);
  try {
    env.game.apply(env.state, action, env.rng);
  } catch (error) {
    rebuild(env);
    throw error;
  }
  env.actions.push(action);
  env.steps += 1;
}

/**
 * Takes back the env's last `count` steps (by replaying the ones before them): for steps whose
 * answer could not be made after they were played, so that the refused request leaves the env as
 * it was.
 */
export function undoSteps(env: Env, count: number): void {
  if (count <= 0) return;
  env.actions.length -= count;
  env.steps -= count;
  rebuild(env);
}

/**
 * The move library bot `name` (checked by the caller: read.ts `checkBotName`) makes for `player`, an
 * actor of `env` now: the bot `rulebooks play --seed SEED --bot NAME` makes for that seat, made
 * fresh from `seed`, so that the same seed always gives the same move. It is asked about the env's
 * state itself, as `playout` asks bots (the Bot contract: a bot never changes the state). A failure,
 * or an answer that is not a legal action, is a `BOT_ERROR` naming the bot and the seat, after
 * `op` (the request's op, when it asked for the move itself) and with `where` (e.g. the env). Nothing
 * is played.
 */
export function botMove(env: Env, player: Player, name: string, seed: number, { op, where = '' }: { op?: string; where?: string } = {}): unknown {
  const label = op === undefined ? name : `${op}: ${name}`;
  const { game } = env;
  let action: unknown;
  try {
    const names = Array.from({ length: player + 1 }, (_, at) => (at === player ? name : HUMAN_SEAT));
    const bot = makeBots(game, env.bots, names, seed)[player] as { choose(state: unknown, player: Player): unknown };
    action = game.parseAction(bot.choose(env.state, player));
  } catch (error) {
    throw new ServeError('BOT_ERROR', `${label} failed to choose for player ${player}${where}: ${messageOf(error)}`);
  }
  if (!game.isLegal(env.state, action)) throw new ServeError('BOT_ERROR', `${label} chose an action that is not legal for player ${player}${where}`);
  return action;
}

/** Replays the env from its start to the state after its recorded actions. */
function rebuild(env: Env): void {
  const { game } = env;
  let state: unknown;
  let rng: Rng;
  if (env.origin === undefined) {
    rng = createRng(env.seed);
    state = game.setup(env.config, rng);
  } else {
    rng = rngFromState(env.origin.rng);
    state = game.clone(env.origin.state);
  }
  for (const action of env.actions) game.apply(state, action, rng);
  env.state = state;
  env.rng = rng;
}

/**
 * The env's game so far as `rulebooks play --save` writes it (`Match.toRecord`: config, seed,
 * actions, and the verified result once over), made by replaying its actions on a Match. A sampled
 * env has none: its world was drawn, not set up from a seed (`NO_RECORD`).
 */
export function envRecord(env: Env): MatchRecord {
  if (env.origin !== undefined) throw new ServeError('NO_RECORD', `env ${env.id} holds a sampled world, which no seed and actions replay: it has no record`);
  const match = createMatch(env.game, { config: env.config, seed: env.seed });
  for (const action of env.actions) match.play(action);
  return match.toRecord();
}
