import type { ActionOf, AnyGame, Player, StateOf } from './game.js';
import { createRng, type Rng } from './rng.js';
import { pickOne } from './deck.js';

/**
 * Something that chooses an action for a player in a state.
 *
 * A bot is a function of (state, seat, its own rng): what `choose` returns, and what it draws from
 * its rng, depend on the state and the seat it is asked about and on where its rng stands, and on
 * nothing it was asked before. It keeps no cache, plan or memory from one call to the next (what it
 * draws once when it is made, from its own seed, is part of its rng's story and allowed). The same
 * bot is asked about one world after another: by a search bot that plays sampled worlds with it as
 * its playout policy, by `simulate` across games, by a server across matches; a plan kept from a
 * world that is not the one being played is wrong in the next (the Magika heuristic bot once kept
 * its turn's plan that way). Every shipped bot is checked for it: asked about a state after any
 * number of other worlds, it answers as a fresh bot of the same seed whose rng stands at the same
 * place (test/core/bot-purity.test.ts). A bot module's default export (DESIGN §12) makes such bots.
 */
export interface Bot<G extends AnyGame> {
  /** A short name for tables and logs, e.g. `random` or `greedy`. */
  readonly name: string;
  /**
   * One of `player`'s legal actions in `state`. A fair bot reads only what the seat may know:
   * `game.view(state, player)`, or states drawn with `game.sampleHidden(state, player, rng)`. It
   * never changes `state`, and its answer depends on `state`, `player` and its rng alone (see
   * {@link Bot}).
   */
  choose(state: StateOf<G>, player: Player): ActionOf<G>;
}

/** What a {@link BotFactory} is given besides the game: the bot's own seed and its seat. */
export interface BotFactoryOptions {
  /**
   * The seed of this bot's own randomness. Simulations pass `deriveSeed(gameSeed, seat)`, so a bot
   * that draws only from an rng made from it plays the same way every time the game is replayed.
   */
  readonly seed: number;
  /** The seat the bot will play. */
  readonly seat: Player;
}

/**
 * Makes the bot for one seat of one game (DESIGN §12). It is called once per seat per game, so a
 * bot starts every game fresh: keep nothing from one game (or one sampled world) to the next.
 */
export type BotFactory<G extends AnyGame = AnyGame> = (game: G, options: BotFactoryOptions) => Bot<G>;

/**
 * A bot module: a JavaScript module whose default export is a {@link BotFactory}. The CLI loads one
 * from a path (`--bot ./my-bot.mjs`), and so do `simulate` from `rulebooks/simulate` and its
 * worker threads, which is why a bot that should run on several threads lives in a file.
 *
 * @example
 * ```ts
 * // my-bot.mjs: always the first legal action
 * export default function firstBot(game, { seed, seat }) {
 *   return { name: 'first', choose: (state, player) => game.legalActions(state, player)[0] };
 * }
 * ```
 */
export interface BotModule<G extends AnyGame = AnyGame> {
  /** The factory of the module's bot. */
  readonly default: BotFactory<G>;
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
