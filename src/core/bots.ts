import type { ActionOf, AnyGame, Player, StateOf } from './game.js';
import { createRng, type Rng } from './rng.js';
import { pickOne } from './deck.js';

/** Something that chooses an action for a player in a state. */
export interface Bot<G extends AnyGame> {
  /** A short name for tables and logs, e.g. `random` or `greedy`. */
  readonly name: string;
  /**
   * One of `player`'s legal actions in `state`. A fair bot reads only what the seat may know:
   * `game.view(state, player)`, or states drawn with `game.sampleHidden(state, player, rng)`.
   */
  choose(state: StateOf<G>, player: Player): ActionOf<G>;
}

/**
 * A bot that picks uniformly among the legal actions, with an rng of its own seeded by `seed`.
 *
 * @example
 * ```ts
 * import { playout, randomBot } from 'rulebooks';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const bots = [randomBot(psiWars, 1), randomBot(psiWars, 2)];
 * const { outcome } = playout(psiWars, psiWars.defaultConfig(2), 5, { bots });
 * ```
 */
export function randomBot<G extends AnyGame>(game: G, seed: number | Rng): Bot<G> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  return {
    name: 'random',
    choose(state, player) {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) {
        throw new Error(`randomBot: player ${player} has no legal action in ${game.id}`);
      }
      return pickOne(legal, rng);
    },
  };
}
