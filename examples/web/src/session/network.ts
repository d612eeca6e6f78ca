/**
 * A networked session: one seat (or a spectator) of a `rulebooks/colyseus` room, through the
 * colyseus.js client and `createRoomStore`. The page holds only what the room sends this seat:
 * its updates. The replay slider walks the updates it received; there is no record and no undo.
 */
import { Client, type Room } from 'colyseus.js';
import type { AnyGame, Player, Viewer } from 'rulebooks';
import { createRoomStore, type SeatUpdate } from 'rulebooks/client';
import type { Moment, Session } from './types.js';

export interface NetworkOptions {
  /** The server, e.g. `ws://127.0.0.1:2567`. */
  readonly server: string;
  /** The room type defined on the server (`server.define(name, gameRoom(game))`). */
  readonly roomName: string;
  /** A room id to join, or undefined to join or create one by matchmaking. */
  readonly roomId: string | undefined;
  /** The seat asked for, `'spectator'`, or undefined for the lowest free one. */
  readonly seat: Player | 'spectator' | undefined;
}

export async function createNetworkSession(game: AnyGame, options: NetworkOptions): Promise<Session & { readonly roomId: string }> {
  const client = new Client(options.server);
  const join = options.seat === undefined ? {} : { seat: options.seat };
  const room: Room = options.roomId === undefined ? await client.joinOrCreate(options.roomName, join) : await client.joinById(options.roomId, join);
  const store = createRoomStore(room);
  const listeners = new Set<() => void>();
  // Every update received, once per version: the seat's own history, for the log and the slider.
  const history: SeatUpdate[] = [];
  const events: unknown[] = [];
  store.subscribe(() => {
    const update = store.getSnapshot().update as SeatUpdate | undefined;
    if (update !== undefined && history.at(-1)?.version !== update.version) {
      history.push(update);
      events.push(...update.events);
    } else if (update !== undefined && history.length > 0) {
      history[history.length - 1] = update;
    }
    for (const listener of [...listeners]) listener();
  });
  const own = (): Viewer | undefined => history[0]?.viewer;

  return {
    game,
    mode: 'network',
    roomId: room.roomId,
    viewers: () => {
      const viewer = own();
      return viewer === undefined ? [] : [viewer];
    },
    botSeats: () => [],
    update: (viewer) => (viewer === own() ? (store.getSnapshot().update as SeatUpdate | undefined) : undefined),
    log(viewer, moment) {
      if (viewer !== own()) return [];
      if (moment === undefined) return events;
      return history.slice(0, moment + 1).flatMap((update) => update.events);
    },
    act: (_seat, action) => void store.act(action as never),
    refusal: () => store.getSnapshot().refusal,
    outcome: () => store.getSnapshot().outcome,
    moments: () => history.length,
    moment(_viewer, index) {
      const update = history[Math.max(0, Math.min(index, history.length - 1))] as SeatUpdate;
      return { view: update.view, actors: update.actors } satisfies Moment;
    },
    canUndo: () => false,
    undo: () => undefined,
    record: () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      void room.leave();
    },
  };
}
