import type { AnyGame, Player } from './game.js';
import { createRng, type Rng } from './rng.js';
import { pickOne } from './deck.js';

/** Something that chooses an action for a player in a state. */
export interface Bot<G extends AnyGame> {
  readonly name: string;
  choose(state: ReturnType<G['setup']>, player: Player): Parameters<G['reduce']>[1];
}

/** A bot that picks uniformly among the legal actions, with an rng of its own seeded by `seed`. */
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
