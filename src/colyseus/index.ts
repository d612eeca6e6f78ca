/**
 * `rulebooks/colyseus`: a Colyseus room for any game, on plain per-seat messages (DESIGN §12).
 * Colyseus (`@colyseus/core` 0.16.x) is an optional peer dependency: install it to use this entry.
 * The browser side is `createRoomStore` in `rulebooks/client`. See the guide "Hosting a
 * multiplayer game".
 * @module
 */
export { GameRoom, JOIN_REFUSED, gameRoom, type BotFactory, type GameRoomOptions, type JoinOptions, type SeatHolder } from './room.js';
