import type { ActionOf, AnyGame, Outcome, Player, StateOf } from './game.js';
import { createRng, type Rng } from './rng.js';
import { randomBot, type Bot } from './bots.js';

/** Options of {@link playout}. */
export interface PlayoutOptions<G extends AnyGame> {
  /** Bots by seat; default: a {@link randomBot} per seat seeded from `seed`. */
  readonly bots?: readonly Bot<G>[];
  /** Give up (and throw) after this many actions: a guard against a game that never ends. */
  readonly maxSteps?: number;
  /** Called with each action and the state after it (mutated in place: copy what you keep). */
  readonly onStep?: (action: ActionOf<G>, state: StateOf<G>) => void;
}

/** What {@link playout} returns. */
export interface PlayoutResult<G extends AnyGame> {
  /** The final state (yours: it was played on a private copy). */
  readonly state: StateOf<G>;
  /** Who won, and the scores. */
  readonly outcome: Outcome;
  /** How many actions were played. */
  readonly steps: number;
}

/**
 * Plays a whole game with bots on the fast path: one setup, then `apply` in a loop, no copies.
 * At a simultaneous step the lowest seat that may act goes first. The rules' rng is seeded with
 * `seed` and each default bot with a seed derived from it, so a seed fixes the whole game.
 *
 * @example
 * ```ts
 * import { playout } from 'rulebooks';
 * import { magicalAthlete } from 'rulebooks/magical-athlete';
 * const { outcome, steps } = playout(magicalAthlete, magicalAthlete.defaultConfig(4), 12);
 * console.log(`seat ${outcome.ranking[0]} won after ${steps} actions`);
 * ```
 */
export function playout<G extends AnyGame>(
  game: G,
  config: ReturnType<G['parseConfig']>,
  seed: number,
  options: PlayoutOptions<G> = {},
): PlayoutResult<G> {
  const rng: Rng = createRng(seed);
  const state = game.setup(config, rng) as StateOf<G>;
  const defaults: Bot<G>[] = [];
  // Default bots are made on first use, one per seat, each with its own derived seed.
  const botFor = (seat: Player): Bot<G> =>
    options.bots?.[seat] ?? (defaults[seat] ??= randomBot(game, deriveSeed(seed, seat)));
  const maxSteps = options.maxSteps ?? 1_000_000;
  let steps = 0;
  for (;;) {
    const actors = game.actors(state) as readonly Player[];
    if (actors.length === 0) break;
    if (steps >= maxSteps) throw new Error(`${game.id}: no end after ${maxSteps} actions (seed ${seed})`);
    const player = actors[0] as Player;
    const action = botFor(player).choose(state, player);
    game.apply(state, action, rng);
    steps += 1;
    options.onStep?.(action, state);
  }
  const outcome = game.outcome(state) as Outcome;
  return { state, outcome, steps };
}

/** A seed for stream `stream` of a game seeded `seed`: keeps the bots' dice apart from the rules'. */
export function deriveSeed(seed: number, stream: number): number {
  let h = (seed ^ Math.imul(stream + 1, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

