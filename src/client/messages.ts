/**
 * The messages a host sends to one connection (DESIGN §12). `rulebooks/host` produces them and
 * `rulebooks/client` consumes them; they are plain JSON, so any transport (a WebSocket, Colyseus,
 * postMessage) carries them unchanged.
 *
 * This module holds types only: importing it costs nothing at run time and pulls in no immer.
 */
import type { AnyGame, ActionOf, EventOf, Outcome, Player, ViewOf, Viewer } from '../core/game.js';
import type { RuleErrorCode } from '../core/errors.js';

/**
 * One step of a JSON patch in immer's shape (`produceWithPatches` makes them, `applyPatches` reads
 * them). Declared here rather than imported from immer so that the message types carry no type
 * dependency on it; immer's own `Patch` is assignable to this one.
 */
export interface Patch {
  /** `add` inserts (or sets a new key), `remove` deletes, `replace` overwrites an existing value. */
  readonly op: 'add' | 'remove' | 'replace';
  /** Keys and array indices from the root of the {@link SeatUpdate} to the value concerned. */
  readonly path: readonly (string | number)[];
  /** The new value for `add` and `replace`; absent for `remove`. */
  readonly value?: unknown;
}

/** One entry of a seat's menu: a legal action and the text a UI shows for it. */
export interface MenuItem<A = unknown> {
  /** The action, exactly as the host accepts it back through `submit`. */
  readonly action: A;
  /** The game's label for the action (`describeAction`), as this seat may read it. */
  readonly label: string;
}

/**
 * Everything one connection needs to draw its screen and act, at one version of the match.
 *
 * @typeParam G - the game, whose view, action and event types the update carries
 */
export interface SeatUpdate<G extends AnyGame = AnyGame> {
  /** The seat (or `'spectator'`) the update was made for. */
  readonly viewer: Viewer;
  /** Counts this viewer's updates: one more each time the host sends the viewer a changed one. */
  readonly version: number;
  /** The game's view of the state for this viewer (`game.view(state, viewer)`). */
  readonly view: ViewOf<G>;
  /** The seats that may act now (several at a simultaneous step). */
  readonly actors: readonly Player[];
  /** The viewer's legal actions, labelled; empty when the viewer may not act. */
  readonly menu: readonly MenuItem<ActionOf<G>>[];
  /** The events since this viewer's previous update, as this viewer sees them. */
  readonly events: readonly EventOf<G>[];
}

/**
 * A new {@link SeatUpdate}: either whole (`update`) or as patches (`patch`) that turn the previous
 * update this connection received (version `version - 1`) into this one.
 */
export interface UpdateMessage<G extends AnyGame = AnyGame> {
  /** Discriminant. */
  readonly type: 'update';
  /** The version of the update this message makes; equal to that update's `version`. */
  readonly version: number;
  /** The whole update (sent first, and after a resync request). */
  readonly update?: SeatUpdate<G>;
  /** Patches against the update of version `version - 1` (sent when the connection has it). */
  readonly patch?: readonly Patch[];
}

/** The host refused this connection's last submission; nothing changed in the match. */
export interface RefusedMessage {
  /** Discriminant. */
  readonly type: 'refused';
  /** Why, as the `RuleError` code the host's checks raised. */
  readonly code: RuleErrorCode;
  /** The `RuleError`'s message, for people. */
  readonly message: string;
  /** The rule that refused the submission, when one did. */
  readonly rule?: string;
}

/** The match is over; no further submission will be accepted. */
export interface OverMessage {
  /** Discriminant. */
  readonly type: 'over';
  /** The result of the game. */
  readonly outcome: Outcome;
}

/** Anything a host sends to one connection. */
export type ServerMessage<G extends AnyGame = AnyGame> = UpdateMessage<G> | RefusedMessage | OverMessage;
