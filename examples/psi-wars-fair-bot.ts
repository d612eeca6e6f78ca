// A bot that plays Psi Wars fairly: it never reads the opponent's hand or either deck order, only
// worlds drawn with `sampleHidden` (see examples/lib/fair-bot.ts). It plays whole games against the
// greedy bot, which reads the full state.
// Run it with `npx tsx examples/psi-wars-fair-bot.ts`.
import { createRng, type Player } from '../src/index.js';
import { psiWarsGreedyBot, psiWars } from '../src/games/psi-wars/index.js';
import { fairBot } from './lib/fair-bot.js';
import { psiWarsScore } from './lib/psi-wars-score.js';

const games = 2;
let fairWins = 0;
for (let game = 0; game < games; game++) {
  const fairSeat: Player = game % 2 === 0 ? 0 : 1;
  const bots = {
    [fairSeat]: fairBot(psiWars, { seed: 100 + game, worlds: 2, depth: 30, rollout: (rng) => psiWarsGreedyBot(psiWars, rng), evaluate: psiWarsScore }),
    [1 - fairSeat]: psiWarsGreedyBot(psiWars, 200 + game),
  };
  const rng = createRng(game + 1);
  const state = psiWars.clone(psiWars.setup(psiWars.defaultConfig(2), rng));
  let actions = 0;
  while (!psiWars.isOver(state)) {
    const seat = psiWars.actors(state)[0]!;
    psiWars.apply(state, bots[seat]!.choose(state, seat), rng);
    actions++;
  }
  if (state.winner === fairSeat) fairWins++;
  console.log(`game ${game + 1}: the fair bot (seat ${fairSeat}) ${state.winner === fairSeat ? 'won' : 'lost'} after ${actions} actions; labs at ${state.players.map((p) => p.hitPoints).join(' / ')}`);
}
console.log(`the fair bot won ${fairWins} of ${games} games against greedy`);
