// The README's example: play a seeded game of Magical Athlete, look at it as one player, and
// replay it from its record. Run it with `npx tsx examples/quick-start.ts`.
// (In your own code, import from 'rulebooks' and 'rulebooks/magical-athlete'.)
import { createMatch, deepEqual, replay } from '../src/index.js';
import { magicalAthlete } from '../src/games/magical-athlete/index.js';

const match = createMatch(magicalAthlete, { config: { players: 4 }, seed: 42 });

while (!match.isOver()) {
  const player = match.actors()[0]!;                // who decides now (a seat, 0-based)
  const legal = match.legalActions(player);         // exactly the moves the rules allow
  match.play(legal[match.actions.length % legal.length]!); // anything else throws a RuleError
}

const mine = match.view(0);                         // only what seat 0 may see
console.log(`seat 0 holds ${mine.players[0]!.chips} points after ${match.actions.length} actions`);
console.log(match.log.slice(-2).map((event) => magicalAthlete.describeEvent(event)).join('\n'));
console.log(match.outcome());                       // { ranking, scores }

const record = JSON.parse(JSON.stringify(match.toRecord())); // { game, rulesVersion, config, seed, actions }
let last: unknown;
for (const step of replay(magicalAthlete, record)) last = step.state;
console.log('replayed exactly:', deepEqual(last, match.state));
