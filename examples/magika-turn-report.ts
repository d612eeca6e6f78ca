/**
 * A Magika contest as one player of the postal game saw it: twelve heuristic bots and the Ebon Mage
 * write their orders; we follow seat A, printing its own turn summary (the events addressed to it)
 * and its report after each of the first three turns, then the final standing.
 *
 *   npx tsx examples/magika-turn-report.ts [seed]
 */
// (In your own code, import from 'rulebooks' and 'rulebooks/magika'.)
import { createMatch } from '../src/index.js';
import { magikaHeuristicBot, hexLabel, magika } from '../src/games/magika/index.js';

const seed = Number(process.argv[2] ?? 1994);
const match = createMatch(magika, { config: { players: 13 }, seed });
const bots = Array.from({ length: 13 }, (_, seat) => magikaHeuristicBot(magika, seed * 100 + seat));
const A = 0;

let printedTurn = 0;
let seen = match.logFor(A).length;
while (!match.isOver()) {
  const seat = match.actors()[0]!;
  match.play(bots[seat]!.choose(match.state, seat));
  const view = match.view(A);
  if (view.turn > printedTurn + 1 && printedTurn < 3) {
    printedTurn += 1;
    // What seat A was told this turn: its orders, what came of them, its report; nothing of others' orders.
    const told = match.logFor(A).slice(seen);
    seen += told.length;
    console.log(`=== Seat A (${view.roster[A]!.name}), turn ${printedTurn} ===`);
    for (const event of told) if (event.type !== 'phaseStarted' && event.type !== 'planSent') console.log(magika.describeEvent(event));
    console.log(magika.describeView(view));
    console.log('');
  }
}

const final = match.view(A).final!;
console.log(`The contest ended on turn ${final.end.turn}: ${final.end.reason}${final.end.goal === null ? '' : ` (${match.view(A).roster[final.end.goal]!.name} reached a1)`}.`);
for (const group of match.outcome()!.ranking) {
  for (const seat of group) {
    const mage = final.mages[seat]!;
    console.log(`  ${match.view(A).roster[seat]!.letter} ${match.view(A).roster[seat]!.name.padEnd(14)} ${mage.race.padEnd(8)} ${mage.alignment.padEnd(7)} at ${hexLabel(mage.hex).padEnd(4)} ${(final.end.scores[seat]!.total / 4).toFixed(2)} VP`);
  }
}
