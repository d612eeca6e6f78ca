/**
 * A seeded balance study of the two built-in Psi Wars decks: every matchup (each deck in each
 * seat) played by random bots and by greedy bots on the fast path. For each it prints seat 0's win
 * rate, each deck's win rate and the mean game length in turns.
 *
 *   npx tsx examples/psi-wars-balance.ts [games per matchup, default 50] [seed]
 */
import { playout, randomBot } from '../src/index.js';
import { psiWars } from '../src/games/psi-wars/index.js';
import { psiWarsGreedyBot } from '../src/games/psi-wars/bots.js';
import { deriveSeed } from '../src/core/playout.js';

const games = Number(process.argv[2] ?? 50);
const seed = Number(process.argv[3] ?? 1);

type DeckId = 'creature' | 'robot';
const matchups: readonly (readonly [DeckId, DeckId])[] = [
  ['creature', 'robot'],
  ['robot', 'creature'],
  ['creature', 'creature'],
  ['robot', 'robot'],
];
const makers = {
  random: (s: number) => randomBot(psiWars, s),
  greedy: (s: number) => psiWarsGreedyBot(psiWars, s),
} as const;

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`.padStart(6);

console.log(`${games} games per matchup from seed ${seed} (${psiWars.title}, 30 lab hit points)`);
console.log('bots    seat0 v seat1         seat0 wins  creature  robot   turns');
for (const [botName, make] of Object.entries(makers)) {
  for (const decks of matchups) {
    const config = psiWars.parseConfig({ players: 2, labHitPoints: 30, decks });
    let seat0 = 0;
    const deckWins: Record<DeckId, number> = { creature: 0, robot: 0 };
    let turns = 0;
    for (let i = 0; i < games; i++) {
      const s = seed + i;
      const bots = [make(deriveSeed(s, 10)), make(deriveSeed(s, 11))];
      const { state, outcome } = playout(psiWars, config, s, { bots });
      const winner = outcome.ranking[0]?.[0] ?? 0;
      if (winner === 0) seat0 += 1;
      deckWins[decks[winner] as DeckId] += 1;
      turns += state.turn.number;
    }
    const mirror = decks[0] === decks[1];
    console.log(
      `${botName.padEnd(7)} ${`${decks[0]} v ${decks[1]}`.padEnd(21)} ${pct(seat0, games)}     ` +
        `${mirror ? '     -' : pct(deckWins.creature, games)}    ${mirror ? '     -' : pct(deckWins.robot, games)}  ${(turns / games).toFixed(1).padStart(5)}`,
    );
  }
}
