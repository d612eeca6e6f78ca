// A fair search bot: it decides from what its seat may know, and nothing else.
//
// Each decision draws a few worlds with `game.sampleHidden(state, seat, rng)` (full states the seat
// cannot tell apart from the real one), and from then on reads only those worlds: their legal
// actions, and a short rollout after each action in each world, scored by `evaluate`. The real
// state is passed to `sampleHidden` and to nothing else, so the bot cannot use a hidden card even by
// accident, and because `sampleHidden` depends only on what the seat sees, two real states the seat
// cannot tell apart give the same choice for the same seed (test/psi-wars/fair-bot.test.ts).
//
// This is determinised flat Monte Carlo, the simplest information-set search; it is an example of
// the contract, not a strong player.
import { createRng, type ActionOf, type AnyGame, type Bot, type Player, type Rng, type StateOf } from '../../src/index.js';

export interface FairBotOptions<G extends AnyGame> {
  /** Seeds the bot's own rng (worlds and rollouts). */
  readonly seed: number;
  /** Worlds drawn per decision (default 3). */
  readonly worlds?: number;
  /** Actions played after the candidate in each rollout before `evaluate` (default 40). */
  readonly depth?: number;
  /** The policy of the rollouts: any bot over full states (the worlds are full states). */
  readonly rollout: (rng: Rng) => Bot<G>;
  /** How good a rollout's end state is for `seat` (higher is better). */
  readonly evaluate: (state: StateOf<G>, seat: Player) => number;
}

export function fairBot<G extends AnyGame>(game: G, options: FairBotOptions<G>): Bot<G> {
  const rng = createRng(options.seed);
  const worlds = options.worlds ?? 3;
  const depth = options.depth ?? 40;
  const policy = options.rollout(rng);
  return {
    name: 'fair',
    choose(state, seat) {
      const sampled = Array.from({ length: worlds }, () => game.sampleHidden(state, seat, rng) as StateOf<G>);
      // The seat's legal actions are the same in every world it cannot tell apart (DESIGN §8).
      const legal = game.legalActions(sampled[0]!, seat) as readonly ActionOf<G>[];
      if (legal.length === 0) throw new Error(`fairBot: seat ${seat} has no legal action`);
      if (legal.length === 1) return legal[0]!;
      let best = legal[0]!;
      let bestScore = -Infinity;
      for (const action of legal) {
        let score = 0;
        for (const world of sampled) {
          const copy = game.clone(world) as StateOf<G>;
          game.apply(copy, action, rng);
          for (let step = 0; step < depth && !game.isOver(copy); step++) {
            const actor = game.actors(copy)[0] as Player;
            game.apply(copy, policy.choose(copy, actor), rng);
          }
          score += options.evaluate(copy, seat);
        }
        if (score > bestScore) {
          bestScore = score;
          best = action;
        }
      }
      return best;
    },
  };
}
