import type { Bot } from '../core/bots.js';
import type { RuleErrorCode } from '../core/errors.js';
import type { ActionOf, AnyGame, ConfigInput, ConfigOf, EventOf, Outcome, Player, ViewOf, Viewer } from '../core/game.js';
import type { RecordOf } from '../core/record.js';

/**
 * One JSON patch, in immer's `Patch` shape, so a client applies it with immer's `applyPatches`.
 * `path` runs from the root of the {@link SeatUpdate} down to the value changed.
 */
export interface Patch {
  /** `replace` a value, `add` a key or an array item, `remove` one. */
  readonly op: 'replace' | 'add' | 'remove';
  /** Keys (strings) and array indices (numbers) from the SeatUpdate's root. */
  readonly path: readonly (string | number)[];
  /** The new value (absent for `remove`). */
  readonly value?: unknown;
}

/** One menu entry: a legal action of the viewer and its label (`describeAction`). */
export interface MenuItem<A> {
  /** The action, ready to be submitted as it is. */
  readonly action: A;
  /** A short readable label for the action. */
  readonly label: string;
}

/**
 * What one viewer (a seat or a spectator) knows of the match at one moment: a function of what that
 * viewer may see, and of nothing else.
 */
export interface SeatUpdate<V = unknown, A = unknown, E = unknown> {
  /** Whose update this is. */
  readonly viewer: Viewer;
  /** Counts this viewer's updates, from 1: it grows by one each time the viewer's update changes. */
  readonly version: number;
  /** `game.view(state, viewer)`. */
  readonly view: V;
  /** The seats that may act now (empty once the game is over). */
  readonly actors: readonly Player[];
  /** The viewer's legal actions, labelled (empty for a spectator, or a seat that may not act). */
  readonly menu: readonly MenuItem<A>[];
  /**
   * The events new since this viewer's previous update, as this viewer sees them. The viewer's
   * first update carries its whole story (setup's events and every action's); a full update sent
   * for `sync(since)` carries every event after version `since`.
   */
  readonly events: readonly E[];
}

/** The SeatUpdate type of a game. */
export type SeatUpdateOf<G extends AnyGame> = SeatUpdate<ViewOf<G>, ActionOf<G>, EventOf<G>>;

/** A full update: sent first to each connection, and on `sync`. */
export interface FullUpdateMessage<U = SeatUpdate> {
  /** The message kind. */
  readonly type: 'update';
  /** The update's {@link SeatUpdate.version}. */
  readonly version: number;
  /** The whole update. */
  readonly update: U;
  /** Absent in a full update. */
  readonly patch?: undefined;
}

/** A patch update: turns the connection's previous update (version - 1) into this one. */
export interface PatchUpdateMessage {
  /** The message kind. */
  readonly type: 'update';
  /** The new update's {@link SeatUpdate.version}. */
  readonly version: number;
  /** Absent in a patch update. */
  readonly update?: undefined;
  /** Patches to apply in order to the previous update. */
  readonly patch: readonly Patch[];
}

/** A submission refused: sent to the connections of the seat that submitted it, and no one else. */
export interface RefusedMessage {
  /** The message kind. */
  readonly type: 'refused';
  /** The RuleError code, e.g. `NOT_YOUR_TURN`. */
  readonly code: RuleErrorCode;
  /** Why, in the rules' words (without the `[rule]` tag: see `rule`). */
  readonly message: string;
  /** The rule that refused it, when the game names one. */
  readonly rule?: string;
}

/** The game is over: sent to every connection after its last update. */
export interface OverMessage {
  /** The message kind. */
  readonly type: 'over';
  /** How the game ended. */
  readonly outcome: Outcome;
}

/** Everything a host sends to a connection (DESIGN §12). */
export type ServerMessage<U = SeatUpdate> = FullUpdateMessage<U> | PatchUpdateMessage | RefusedMessage | OverMessage;

/** Options of {@link createHost} and {@link restoreHost}. */
export interface HostOptions<G extends AnyGame> {
  /** The game's config, or part of it (validated by `parseConfig`). */
  readonly config: ConfigInput<ConfigOf<G>>;
  /** Seed of the rules' rng. */
  readonly seed: number;
  /** Bots that play seats: `{ 1: randomBot(game, 5) }`. A bot seat's submissions are refused. */
  readonly bots?: { readonly [seat: number]: Bot<G> };
  /**
   * Send a full update instead of patches when the patches would be longer (in JSON characters)
   * than this share of the full update's. Default 0.5; 0 always sends full updates, Infinity
   * always patches.
   */
  readonly patchRatio?: number;
}

/** Options of {@link restoreHost}: the bots (config and seed come from the save). */
export interface RestoreOptions<G extends AnyGame> {
  /** Bots that play seats, as in {@link HostOptions.bots}. Bots are not saved: pass them again. */
  readonly bots?: { readonly [seat: number]: Bot<G> };
  /** As {@link HostOptions.patchRatio}. */
  readonly patchRatio?: number;
}

/** A running match written out by {@link Host.save}: plain JSON. */
export interface SavedHost {
  /** Marks the format: `rulebooks-host/1`. */
  readonly format: 'rulebooks-host/1';
  /** The match record (game, rules version, config, seed, actions; result once over). */
  readonly record: unknown;
  /**
   * Each viewer that has connected: its last update's version, the actions played when the host
   * last looked (`seen`), and the count its last update's events start from (`from`; null for the
   * whole story), so a restored host rebuilds the same update and versions keep growing.
   */
  readonly viewers: readonly SavedViewer[];
}

/** One viewer of a {@link SavedHost}. */
export interface SavedViewer {
  /** The seat, or `spectator`. */
  readonly viewer: Viewer;
  /** Its last update's version. */
  readonly version: number;
  /** The actions played when the host last looked at this viewer. */
  readonly seen: number;
  /** The action count its last update's events start from; null for the whole story. */
  readonly from: number | null;
}

/** What {@link Host.connect} returns. */
export interface Connection {
  /** Stops sending to this connection. */
  close(): void;
  /**
   * Sends this connection its viewer's current update in full (after a lost or bad patch, or on
   * reconnecting), and `over` again if the game has ended. `since` is the version the client
   * holds: the update then carries every event after it (0: the whole story), so nothing is lost
   * between a dropped connection and a new one. Without it, the update's own events.
   */
  sync(since?: number): void;
}

/** One authoritative match, with seats, spectators and bots, and no network (DESIGN §12). */
export interface Host<G extends AnyGame> {
  /** The game hosted. */
  readonly game: G;
  /** The number of seats. */
  readonly seats: number;
  /**
   * Opens a connection for a seat or a spectator: `send` gets the viewer's current update in full
   * at once (and `over` if the game has ended), then every later change. A seat may have several
   * connections; each gets the same messages. Throws BAD_CONFIG for a viewer that is no seat.
   */
  connect(viewer: Viewer, send: (message: ServerMessage<SeatUpdateOf<G>>) => void): Connection;
  /** Sends `connection` its viewer's current update in full; the same as `connection.sync(since)`. */
  sync(connection: Connection, since?: number): void;
  /**
   * Takes an untrusted action from `seat`: parsed, then checked against the seat's legal actions on
   * the current state. Accepted, it is played, bots play while they are to act, and every viewer
   * whose update changed is sent it. Refused, `seat`'s connections alone get `refused` and nothing
   * changes. Never throws for bad input.
   */
  submit(seat: Player, input: unknown): void;
  /** The match record: `verifyRecord` accepts it once the game is over. */
  record(): RecordOf<G>;
  /**
   * Hands `seat` to `bot` (a player left, or its reconnection window lapsed), or back to people
   * with `undefined`. A bot that is to act plays at once, and every connected viewer whose update
   * changed is sent it. Throws BAD_CONFIG for a seat that is not one.
   */
  setBot(seat: Player, bot: Bot<G> | undefined): void;
  /** The seats bots play now, lowest first. */
  botSeats(): Player[];
  /** The running match as plain JSON, for {@link restoreHost}. */
  save(): SavedHost;
  /** True once the game has ended. */
  isOver(): boolean;
}
