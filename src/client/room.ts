/**
 * A seat store fed by a Colyseus room (`rulebooks/colyseus` on the server, the `colyseus.js`
 * client in the browser or Node). Typed against the few methods it uses, so the client package
 * does not import colyseus.js.
 */
import type { AnyGame } from '../core/game.js';
import { createSeatStore, type SeatStore, type SeatStoreOptions } from './store.js';

/** The part of a colyseus.js `Room` the store uses (0.16: `room.onMessage`, `room.send`). */
export interface RoomConnection {
  /** Registers a handler for one message type; may return a function that removes it. */
  onMessage(type: string, callback: (message: unknown) => void): unknown;
  /** Sends a message of a type to the server. */
  send(type: string, message?: unknown): void;
}

/** Options of {@link createRoomStore}: the store's own, less what the room supplies. */
export type RoomStoreOptions<G extends AnyGame = AnyGame> = Omit<SeatStoreOptions<G>, 'send' | 'onResync'>;

/** A seat store bound to a room. */
export interface RoomStore<G extends AnyGame = AnyGame> extends SeatStore<G> {
  /**
   * Binds the store to another room object of the same seat, after `client.reconnect(token)`:
   * it stops listening to the old one and asks the new one for every event after the version it
   * holds, so the UI keeps its state and its log has no gap.
   */
  attach(room: RoomConnection): void;
  /** Stops listening to the room (the room itself stays joined). */
  detach(): void;
}

/** The server's message types (DESIGN §12). */
const SERVER_TYPES = ['update', 'refused', 'over'] as const;

/**
 * Binds a seat store to a joined Colyseus room: the room's `update`, `refused` and `over`
 * messages feed the store, `act` sends the `act` message and a resync sends `sync` with the
 * version held. The room sends a client nothing until its first `sync`, which this function sends
 * once its handlers are in place: call it right after the join resolves.
 *
 * @example
 * ```ts
 * import { Client } from 'colyseus.js';
 * import { createRoomStore } from 'rulebooks/client';
 * const client = new Client('ws://localhost:2567');
 * const room = await client.joinOrCreate('psi-wars');
 * const store = createRoomStore<typeof psiWars>(room);
 * store.subscribe(() => draw(store.getSnapshot()));
 * // After a dropped connection: the same store, the same seat, no event lost.
 * store.attach(await client.reconnect(room.reconnectionToken));
 * ```
 */
export function createRoomStore<G extends AnyGame = AnyGame>(room: RoomConnection, options: RoomStoreOptions<G> = {}): RoomStore<G> {
  let current = room;
  let removers: unknown[] = [];
  const store = createSeatStore<G>({
    ...options,
    send: (action) => current.send('act', action),
    onResync: (held) => current.send('sync', { since: held }),
  });
  const detach = (): void => {
    for (const remove of removers.splice(0)) if (typeof remove === 'function') (remove as () => void)();
  };
  const attach = (next: RoomConnection): void => {
    detach();
    current = next;
    removers = SERVER_TYPES.map((type) => next.onMessage(type, (message) => store.receive(message)));
    next.send('sync', { since: store.getSnapshot().update?.version ?? 0 });
  };
  attach(room);
  return { ...store, attach, detach };
}
