/**
 * What the page plays through: a local match (bots in the page, hot-seat, undo, the record) or a
 * networked seat (a Colyseus room: the page holds only its own seat's updates). The page draws
 * every board from a seat's update alone, whichever it is.
 */
import type { AnyGame, Outcome, Player, Viewer } from 'rulebooks';
import type { SeatUpdate } from 'rulebooks/client';

/** One moment of a viewer's game, for the replay slider. */
export interface Moment {
  /** The viewer's view then. */
  readonly view: unknown;
  /** The seats that were to act then. */
  readonly actors: readonly Player[];
}

/** A refusal to show: the host's, or the store's own menu check. */
export interface ShownRefusal {
  /** The RuleError code. */
  readonly code: string;
  /** Why, in the rules' words. */
  readonly message: string;
}

export interface Session {
  /** The game played. */
  readonly game: AnyGame;
  /** `local` (everything in this page) or `network` (one seat of a room). */
  readonly mode: 'local' | 'network';
  /** The viewers this page may show: every seat and the spectator locally, its own seat over a network. */
  viewers(): readonly Viewer[];
  /** The seats bots play (local only). */
  botSeats(): readonly Player[];
  /** The viewer's current update (undefined until the first one arrives). */
  update(viewer: Viewer): SeatUpdate | undefined;
  /** The viewer's story so far, as that viewer saw it; with `moment`, up to that moment. */
  log(viewer: Viewer, moment?: number): readonly unknown[];
  /** Plays an action of a seat's menu. */
  act(seat: Player, action: unknown): void;
  /** The last refusal of a seat, until its next action. */
  refusal(seat: Player): ShownRefusal | undefined;
  /** The result, once the game is over. */
  outcome(): Outcome | undefined;
  /** How many moments the replay slider can show for the viewer (the last is now). */
  moments(viewer: Viewer): number;
  /** The viewer's view at moment `index`, from 0 (setup, or the first update received). */
  moment(viewer: Viewer, index: number): Moment;
  /** Whether an undo would take something back (local, within the rules' fair policy). */
  canUndo(): boolean;
  /** Takes back the last action a person played (and the bots' replies after it). */
  undo(): void;
  /** The match record (local only: a networked page never holds it). */
  record(): unknown;
  /** Calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
  /** Stops the bots' timers, or leaves the room. */
  close(): void;
}
