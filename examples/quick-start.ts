// The README's example: play a seeded game of Magical Athlete, label the choices, read it as one
// seat saw it, and verify its record. Run it with `npx tsx examples/quick-start.ts`.
// (In your own code, import from 'rulebooks' and 'rulebooks/magical-athlete'.)
import { createMatch, verifyRecord } from '../src/index.js';
import { magicalAthlete } from '../src/games/magical-athlete/index.js';

const match = createMatch(magicalAthlete, { config: { players: 4 }, seed: 42 });

while (!match.isOver()) {
  const player = match.actors()[0]!;                // who decides now (a seat, 0-based)
  const legal = match.legalActions(player);         // exactly the moves the rules allow
  const choice = legal[match.actions.length % legal.length]!;
  if (match.actions.length < 3) console.log(`seat ${player}: ${match.describeAction(choice)}`); // a menu label
  match.play(choice);                               // anything else throws a RuleError
}

const mine = match.view(0);                         // only what seat 0 may see
console.log(`seat 0 holds ${mine.players[0]!.chips} points after ${match.actions.length} actions`);
const told = match.logFor(0);                       // the game as seat 0 saw it, secrets hidden
console.log(told.slice(-2).map((event) => magicalAthlete.describeEvent(event)).join('\n'));
console.log(match.outcome());                       // { ranking, scores }

const record = JSON.parse(JSON.stringify(match.toRecord())); // { game, ..., actions, result }
const { outcome } = verifyRecord(magicalAthlete, record);    // replays and checks the result
console.log('verified:', JSON.stringify(outcome) === JSON.stringify(match.outcome()));
