// Multiplayer over Colyseus: a server with a Psi Wars room type, two Node clients that join it
// through colyseus.js, each play from their own menu until the game ends, and the server checks the
// match record. See docs/guides/hosting.md. Run it with `npx tsx examples/colyseus-server.ts`.
// (In your own code, import from 'rulebooks', 'rulebooks/psi-wars', 'rulebooks/colyseus' and
// 'rulebooks/client'; the server needs @colyseus/core and @colyseus/ws-transport, the clients
// colyseus.js.)
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import { createRng, verifyRecord, type Outcome, type RecordOf } from '../src/index.js';
import { psiWars } from '../src/games/psi-wars/index.js';
import { gameRoom } from '../src/colyseus/index.js';
import { createRoomStore } from '../src/client/index.js';

// A stuck game should fail loudly rather than hang whoever runs this (the test suite runs it).
setTimeout(() => {
  console.error('the game did not end within 30 s');
  process.exit(1);
}, 30_000).unref();

// --- The server -----------------------------------------------------------------------------
// The match seed is left to the room (a fresh random one per room, never sent to anyone), so each
// run plays a different game. `onOver` gets the match record when the game ends: a real server
// would store it.
let recorded!: (record: RecordOf<typeof psiWars>) => void;
const record = new Promise<RecordOf<typeof psiWars>>((resolve) => (recorded = resolve));

// `greet: false` keeps Colyseus's banner out of the output.
const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define('psi-wars', gameRoom(psiWars, { config: { players: 2 }, reconnectSeconds: 5, onOver: (done) => recorded(done) }));
await server.listen(0, '127.0.0.1'); // port 0: any free port
const { port } = (server.transport as unknown as { server: { address(): AddressInfo } }).server.address();

// --- Two clients ----------------------------------------------------------------------------
// Each joins with no seat asked for, so each gets the lowest free seat of the same room; once both
// seats are taken the room leaves matchmaking. A client knows only its own updates: its view, who
// acts, its menu (its legal actions, labelled) and the events it saw.
interface Seated {
  readonly room: Room;
  /** Settles with the outcome the client was told, once the game is over. */
  readonly done: Promise<Outcome>;
}

async function sit(name: string, seed: number): Promise<Seated> {
  const room = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('psi-wars');
  // The store registers its handlers, then asks the room for the seat's first update (the room
  // sends nothing before that).
  const store = createRoomStore<typeof psiWars>(room);
  const rng = createRng(seed); // this client's own choices, nothing to do with the match seed
  let actedOn = 0; // the version this client last acted on: one action per update
  let moves = 0;
  const done = new Promise<Outcome>((resolve, reject) => {
    store.subscribe(() => {
      const { update, refusal, outcome } = store.getSnapshot();
      if (refusal !== undefined) reject(new Error(`${name} was refused: ${refusal.code} ${refusal.message}`));
      if (outcome !== undefined) {
        console.log(`${name} (seat ${update?.viewer}) made ${moves} moves; the game is over`);
        resolve(outcome);
        return;
      }
      // An empty menu: not this seat's turn. Act once per update, from the menu only.
      if (update === undefined || update.menu.length === 0 || update.version === actedOn) return;
      actedOn = update.version;
      const item = update.menu[rng.int(0, update.menu.length - 1)]!;
      if (moves < 2) console.log(`${name} (seat ${update.viewer}): ${item.label}`);
      moves++;
      store.act(item.action); // checked against the menu, then sent as the `act` message
    });
  });
  return { room, done };
}

// One after the other, so that the second finds the first's room by matchmaking.
const alice = await sit('alice', 1);
const bob = await sit('bob', 2);
const seen = await Promise.all([alice.done, bob.done]);

// --- The end --------------------------------------------------------------------------------
const { outcome } = verifyRecord(psiWars, JSON.parse(JSON.stringify(await record))); // throws unless it replays to its result
console.log('outcome:', JSON.stringify(outcome));
console.log('the clients saw the same outcome:', seen.every((o) => JSON.stringify(o) === JSON.stringify(outcome)));
console.log('the record verifies');

await Promise.all([alice.room.leave(), bob.room.leave()]);
await server.gracefullyShutdown(false);
