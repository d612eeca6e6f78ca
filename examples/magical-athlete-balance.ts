/**
 * A seeded balance study of Magical Athlete: random bots play many 4-player games on the fast path,
 * and the per-character table shows races run, wins, mean finishing place and mean draft price.
 *
 *   npx tsx examples/magical-athlete-balance.ts [games] [seed]
 */
import { playout } from '../src/index.js';
import { magicalAthlete, magicalAthleteStats } from '../src/games/magical-athlete/index.js';

const games = Number(process.argv[2] ?? 300);
const seed = Number(process.argv[3] ?? 1);
const perGame = [];
for (let i = 0; i < games; i++) {
  const { state, outcome } = playout(magicalAthlete, magicalAthlete.defaultConfig(4), seed + i);
  perGame.push(magicalAthleteStats.perGame(state, outcome));
}
const { lines } = magicalAthleteStats.summarize(perGame);
console.log(`${games} random 4-player games from seed ${seed}`);
console.log(lines.join('\n'));
