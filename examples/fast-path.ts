// The README's "fast path for bots": whole games on the mutable path, with no copying per action.
// Run it with `npx tsx examples/fast-path.ts`.
import { createRng, playout, randomBot } from '../src/index.js';
import { magicalAthlete as game } from '../src/games/magical-athlete/index.js';

// A whole game with random bots, seeded, without copying any state:
const { outcome, steps } = playout(game, { players: 5 }, 7);
console.log(`playout: ${steps} actions, ranking ${JSON.stringify(outcome.ranking)}`);

// Or run the loop yourself: clone once, then apply legal actions in place.
const rng = createRng(7);
const state = game.clone(game.setup({ players: 4 }, rng));
const bot = randomBot(game, 99);
while (!game.isOver(state)) {
  const player = game.actors(state)[0]!;
  game.apply(state, bot.choose(state, player), rng);
}
console.log(`own loop: scores ${JSON.stringify(game.outcome(state)!.scores)}`);
