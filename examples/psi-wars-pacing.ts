/**
 * How Psi Wars games flow with greedy bots on both sides: for each deck matchup, the creature
 * deck's win rate, how many games a deck running out decided (the winning blow was fatigue damage,
 * PW-8), how many games had a stretch of 20 or more turns with no lab damage and no unit destroyed,
 * the longest such stretch, and the median game length. It reads only the events of each action,
 * as a user's own loop would (playout's onStep).
 *
 *   npx tsx examples/psi-wars-pacing.ts [games per matchup] [seed]
 */
import { deriveSeed, playout } from '../src/index.js';
import { psiWars, type PsiWarsEvent } from '../src/games/psi-wars/index.js';
import { psiWarsGreedyBot } from '../src/games/psi-wars/bots.js';

const games = Number(process.argv[2] ?? 100);
const seed = Number(process.argv[3] ?? 1);
/** A stretch of this many turns without damage or destruction counts as a stall. */
const STALL = 20;

interface Pacing {
  readonly turns: number;
  readonly longestQuiet: number;
  readonly deckOut: boolean;
  readonly winner: number;
}

function playOne(decks: readonly [string, string], s: number): Pacing {
  const config = psiWars.parseConfig({ players: 2, decks });
  const bots = [psiWarsGreedyBot(psiWars, deriveSeed(s, 10)), psiWarsGreedyBot(psiWars, deriveSeed(s, 11))];
  let lastAction = 0;
  let longestQuiet = 0;
  let lastEventful = 0;
  let turn = 0;
  let deckOut = false;
  const { state, outcome } = playout(psiWars, config, s, {
    bots,
    onStep: (_action, after) => {
      lastAction += 1;
      const events = after.events as readonly PsiWarsEvent[];
      let fatigue = false;
      for (const event of events) {
        if (event.type === 'turnStarted') turn = event.turn;
        else if (event.type === 'fatigue') fatigue = true;
        else if (event.type === 'labDamaged' || event.type === 'destroyed') {
          longestQuiet = Math.max(longestQuiet, turn - lastEventful - 1);
          lastEventful = turn;
        } else if (event.type === 'gameEnded') deckOut = fatigue;
      }
    },
  });
  longestQuiet = Math.max(longestQuiet, state.turn.number - lastEventful);
  return { turns: state.turn.number, longestQuiet, deckOut, winner: outcome.ranking[0]?.[0] ?? 0 };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`.padStart(6);

console.log(`${games} games per matchup from seed ${seed}, greedy against greedy (${psiWars.title}, 30 lab hit points)`);
console.log(`seat0 v seat1        creature wins  deck-out ends  ${STALL}+ quiet turns  longest quiet  median turns`);
const all: Pacing[] = [];
for (const decks of [['creature', 'robot'], ['robot', 'creature']] as const) {
  const rows = Array.from({ length: games }, (_, i) => playOne(decks, seed + i));
  all.push(...rows);
  const creatureWins = rows.filter((r) => decks[r.winner] === 'creature').length;
  console.log(
    `${`${decks[0]} v ${decks[1]}`.padEnd(20)} ${pct(creatureWins, games).padStart(13)}  ${pct(rows.filter((r) => r.deckOut).length, games).padStart(13)}` +
      `  ${pct(rows.filter((r) => r.longestQuiet >= STALL).length, games).padStart(15)}  ${String(Math.max(...rows.map((r) => r.longestQuiet))).padStart(13)}` +
      `  ${String(median(rows.map((r) => r.turns))).padStart(12)}`,
  );
}
console.log(
  `all: deck-out ends ${pct(all.filter((r) => r.deckOut).length, all.length)}, ${STALL}+ quiet turns in ${pct(all.filter((r) => r.longestQuiet >= STALL).length, all.length)} of games, ` +
    `median longest quiet stretch ${median(all.map((r) => r.longestQuiet))} turns, median length ${median(all.map((r) => r.turns))} turns`,
);
