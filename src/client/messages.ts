/**
 * The messages a host sends to one connection (DESIGN §12), as the client reads them. They are
 * declared once, in `rulebooks/host` (src/host/types.ts), and only re-exported here: the import is
 * type-only, so the client bundle carries none of the host's code and no immer.
 */
import type { FullUpdateMessage, PatchUpdateMessage, SeatUpdate } from '../host/types.js';

export type { FullUpdateMessage, MenuItem, OverMessage, Patch, PatchUpdateMessage, RefusedMessage, SeatUpdate, SeatUpdateOf, ServerMessage } from '../host/types.js';

/** A new {@link SeatUpdate}, whole or as patches against the previous one. */
export type UpdateMessage<U = SeatUpdate> = FullUpdateMessage<U> | PatchUpdateMessage;
