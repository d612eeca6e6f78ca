/**
 * A real Colyseus server on 127.0.0.1 (WebSocket transport, port chosen by the system) and real
 * colyseus.js clients, for the room tests. Every message a client receives is logged as the
 * client got it (decoded from the wire), before the seat store sees it.
 */
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import type { AnyGame, Player, Viewer } from '../../src/core/game.js';
import { createMatch, loadMatch } from '../../src/core/match.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import { pickOne } from '../../src/core/deck.js';
import { createRoomStore, type RoomConnection, type RoomStore } from '../../src/client/index.js';
import type { GameRoom } from '../../src/colyseus/index.js';
import type { SeatUpdate } from '../../src/host/index.js';

export interface TestServer {
  readonly port: number;
  readonly client: Client;
  /** Records of finished games, by room id (from each room type's `onOver`). */
  readonly records: Map<string, unknown>;
  close(): Promise<void>;
}

/** Starts a server with room types defined by `define`, which receives the onOver hook to pass on. */
export async function startServer(define: (server: Server, onOver: (record: unknown, room: { roomId: string }) => void) => void): Promise<TestServer> {
  const records = new Map<string, unknown>();
  const server = new Server({ transport: new WebSocketTransport(), greet: false });
  define(server, (record, room) => records.set(room.roomId, JSON.parse(JSON.stringify(record))));
  await server.listen(0, '127.0.0.1');
  const address = (server.transport as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    port: address.port,
    client: new Client(`ws://127.0.0.1:${address.port}`),
    records,
    close: () => server.gracefullyShutdown(false),
  };
}

/** The server-side room of a room id (same process). */
export function serverRoom<G extends AnyGame>(roomId: string): GameRoom<G> {
  return matchMaker.getLocalRoomById(roomId) as unknown as GameRoom<G>;
}

/** One client: its room, its store, and everything it received, in order. */
export class SeatClient {
  readonly received: { type: string | number; message: unknown }[] = [];
  /** Each update the store held, in order (after every message that changed it). */
  readonly updates: SeatUpdate[] = [];
  readonly store: RoomStore;
  private lastActed = -1;
  constructor(
    public room: Room,
    private rng: Rng | null,
  ) {
    this.store = createRoomStore(this.tap(room));
    this.store.subscribe(() => {
      const update = this.store.getSnapshot().update as SeatUpdate | undefined;
      if (update !== undefined && this.updates.at(-1) !== update) this.updates.push(update);
      this.play();
    });
  }

  /** The same store on a reconnected room object (`store.attach`). */
  reattach(room: Room): void {
    this.room = room;
    this.store.attach(this.tap(room));
  }

  /**
   * A tap in front of the store: the same three types the store listens to, plus '*' for any
   * other type (none should ever come), and the schema state channel (never used).
   */
  private tap(room: Room): RoomConnection {
    room.onMessage('*', (type: string | number, message: unknown) => {
      this.received.push({ type, message });
      wake();
    });
    room.onStateChange(() => this.received.push({ type: 'state', message: undefined }));
    return {
      onMessage: (type: string, callback: (message: unknown) => void) =>
        room.onMessage(type, (message: unknown) => {
          this.received.push({ type, message });
          callback(message);
          wake();
        }),
      send: (type: string, message?: unknown) => room.send(type, message),
    };
  }

  /** Plays a menu action (chosen by this player's rng) once per update version, while it has an rng. */
  play(): void {
    if (this.rng === null) return;
    const snapshot = this.store.getSnapshot();
    const update = snapshot.update;
    if (update === undefined || snapshot.syncing || snapshot.outcome !== undefined || update.menu.length === 0) return;
    if (update.version === this.lastActed) return;
    this.lastActed = update.version;
    this.store.act(pickOne(update.menu, this.rng).action as never);
  }

  /** Stops playing on its own (the test drives it). */
  pause(): void {
    this.rng = null;
  }

  resume(seed: number): void {
    this.rng = createRng(seed);
    this.play();
  }

  /**
   * A barrier: sends a message of an unknown type and waits for its refusal. The server handles
   * a client's messages in order and sends each answer after what it sent before, so after the
   * refusal this client holds its current update. (Cheaper than a `sync`, whose answer is a full
   * update.) Barrier refusals are not counted by {@link refusals}.
   */
  async synced(): Promise<SeatUpdate> {
    const from = this.received.length;
    this.room.send(BARRIER);
    await until(() => this.received.slice(from).some((entry) => entry.type === 'refused' && isBarrier(entry.message)), 'a barrier');
    return this.store.getSnapshot().update as SeatUpdate;
  }

  refusals(): { code: string; message: string }[] {
    return this.received.filter((entry) => entry.type === 'refused' && !isBarrier(entry.message)).map((entry) => entry.message as { code: string; message: string });
  }
}

export function player(room: Room, seed: number | null): SeatClient {
  return new SeatClient(room, seed === null ? null : createRng(seed));
}

const BARRIER = 'barrier';
const isBarrier = (message: unknown): boolean => typeof (message as { message?: unknown }).message === 'string' && (message as { message: string }).message.includes(`"${BARRIER}"`);

const waiters = new Set<() => void>();

/** Re-checks every pending {@link until} (called on each message a client receives). */
function wake(): void {
  for (const waiter of [...waiters]) waiter();
}

/**
 * Resolves when `check` holds: checked on every message any client receives, and every 20 ms for
 * conditions on the server side; rejects after `ms` with `what` (a bound on hanging, not a timing
 * assertion).
 */
export function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      clearInterval(tick);
      clearTimeout(timer);
      waiters.delete(test);
    };
    const test = (): void => {
      try {
        if (!check()) return;
        stop();
        resolve();
      } catch (error) {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    waiters.add(test);
    const tick = setInterval(test, 20);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
  });
}

/**
 * Checks one viewer's stream against the finished game: each update it held equals the update of
 * some step of the game (its view, the actors and its labelled menu at that step), at steps that
 * never go back; and the events of all its updates, in order, are its whole story (`logFor`).
 * So nothing the viewer received is anything but what its own view says.
 */
export function checkStream(game: AnyGame, record: unknown, viewer: Viewer, updates: readonly SeatUpdate[]): void {
  const final = loadMatch(game, record);
  const replay = createMatch(game, { config: final.config as never, seed: (record as { seed: number }).seed });
  const expected: string[] = [];
  const at = (): string => {
    const actors = [...replay.actors()];
    const menu = viewer !== 'spectator' && actors.includes(viewer) ? replay.legalActions(viewer).map((action) => ({ action, label: replay.describeAction(action) })) : [];
    return canonical({ view: replay.view(viewer), actors, menu });
  };
  expected.push(at());
  for (const action of final.actions) {
    replay.play(action as never);
    expected.push(at());
  }
  let step = 0;
  for (const update of updates) {
    const got = canonical({ view: update.view, actors: update.actors, menu: update.menu });
    while (step < expected.length && expected[step] !== got) step++;
    if (step === expected.length) throw new Error(`viewer ${String(viewer)}: update version ${update.version} matches no step of the game at or after the last one`);
  }
  const events: unknown[] = [];
  let version = 0;
  for (const update of updates) {
    // A resent full update of the same version carries the same events: count them once.
    if (update.version !== version) events.push(...update.events);
    version = update.version;
  }
  if (canonical(events) !== canonical(final.logFor(viewer))) throw new Error(`viewer ${String(viewer)}: the events received are not its story`);
}

/**
 * JSON with every object's keys sorted: a patch that adds a key puts it last, so the client's copy
 * may list keys in another order than a fresh view, which means nothing.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

export type { Player };
