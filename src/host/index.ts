/**
 * `rulebooks/host`: one authoritative match for any game, with seats, spectators and bots, and no
 * framework or network (DESIGN §12). See the guide "Hosting a multiplayer game".
 * @module
 */
export { createHost, restoreHost } from './host.js';
export { diff } from './patch.js';
export { buildSeatUpdate } from './seat-update.js';
export type {
  Connection,
  FullUpdateMessage,
  Host,
  HostOptions,
  MenuItem,
  OverMessage,
  Patch,
  PatchUpdateMessage,
  RefusedMessage,
  RestoreOptions,
  SavedHost,
  SavedViewer,
  SeatUpdate,
  SeatUpdateOf,
  ServerMessage,
} from './types.js';
