// Plays a seeded game of Magical Athlete with random bots, saves its record as JSON in the system's
// temporary directory, reads it back and checks that it rebuilds exactly the same game.
// Run it with `npx tsx examples/replay-a-record.ts`. (A record file like this one can also be
// printed with `rulebooks replay <file>`; this example deletes its file when done.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMatch, deepEqual, deriveSeed, loadMatch, randomBot } from '../src/index.js';
import { magicalAthlete } from '../src/games/magical-athlete/index.js';

const seed = 2024;
const match = createMatch(magicalAthlete, { config: { players: 5 }, seed });
const bots = [0, 1, 2, 3, 4].map((seat) => randomBot(magicalAthlete, deriveSeed(seed, seat)));
while (!match.isOver()) {
  const player = match.actors()[0]!;
  match.play(bots[player]!.choose(match.state, player));
}

// A record is small, plain JSON: which game and rules version, the config, the seed, the actions.
const dir = mkdtempSync(join(tmpdir(), 'rulebooks-'));
const file = join(dir, 'magical-athlete.json');
writeFileSync(file, `${JSON.stringify(match.toRecord(), null, 2)}\n`);
console.log(`wrote ${match.actions.length} actions to ${file}`);

// loadMatch checks the record (game, rules version, every action) and replays it.
const loaded = loadMatch(magicalAthlete, JSON.parse(readFileSync(file, 'utf8')));
const same =
  deepEqual(loaded.state, match.state) &&
  deepEqual(loaded.log, match.log) &&
  deepEqual(loaded.outcome(), match.outcome()) &&
  deepEqual(loaded.toRecord(), match.toRecord());
rmSync(dir, { recursive: true, force: true });

if (!same) {
  console.error('the reloaded game differs from the one that was played');
  process.exit(1);
}
console.log(`reloaded: same ${loaded.log.length} events, same result`, loaded.outcome());
