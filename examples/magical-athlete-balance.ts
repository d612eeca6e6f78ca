/**
 * A seeded balance study of Magical Athlete: bots play 4-player games on the fast path, and the
 * per-character table shows races run, wins, mean finishing place and mean draft price.
 *
 *   npx tsx examples/magical-athlete-balance.ts [games] [seed] [greedy|random]
 *
 * The greedy bot (the default) uses each character's power when it pays, so the table says how
 * the characters race; random bots waste the turns of characters that act instead of rolling
 * (Pirate, Necromancer, Priest, Merchant), so theirs mostly measures that. A few dozen games run
 * in seconds; for a real study run thousands, e.g. with `rulebooks simulate magical-athlete
 * --games 2000 --players 5 --bot greedy --workers 4`.
 */
import { playout, randomBot } from '../src/index.js';
import { magicalAthleteGreedyBot, magicalAthlete, magicalAthleteStats } from '../src/games/magical-athlete/index.js';

const games = Number(process.argv[2] ?? 20);
const seed = Number(process.argv[3] ?? 1);
const bot = process.argv[4] ?? 'greedy';
if (bot !== 'greedy' && bot !== 'random') throw new Error(`unknown bot "${bot}": greedy or random`);
const perGame = [];
for (let i = 0; i < games; i++) {
  // Each seat's bot has a seed of its own, derived from the game's.
  const bots = [0, 1, 2, 3].map((seat) => (bot === 'greedy' ? magicalAthleteGreedyBot : randomBot)(magicalAthlete, (seed + i) * 8 + seat));
  const { state, outcome } = playout(magicalAthlete, magicalAthlete.defaultConfig(4), seed + i, { bots });
  perGame.push(magicalAthleteStats.perGame(state, outcome));
}
const { lines } = magicalAthleteStats.summarize(perGame);
console.log(`${games} ${bot} 4-player games from seed ${seed}`);
console.log(lines.join('\n'));
