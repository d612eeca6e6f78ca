/**
 * rulebooks/client: the seat store, for browsers and Node, with no framework (DESIGN §12).
 *
 * A connection to a host (`rulebooks/host`, or the Colyseus room) feeds the store the host's
 * messages; the store keeps the seat's latest update, applying patches with immer so that whatever
 * a patch did not touch keeps its identity, and offers `subscribe`/`getSnapshot` in the shape of
 * React's `useSyncExternalStore` (and of most other frameworks' external stores).
 *
 * @packageDocumentation
 */
export {
  createSeatStore,
  type Refusal,
  type SeatSnapshot,
  type SeatStore,
  type SeatStoreOptions,
} from './store.js';
export { createRoomStore, type RoomConnection, type RoomStore, type RoomStoreOptions } from './room.js';
export type { FullUpdateMessage, MenuItem, OverMessage, Patch, PatchUpdateMessage, RefusedMessage, SeatUpdate, SeatUpdateOf, ServerMessage, UpdateMessage } from './messages.js';
