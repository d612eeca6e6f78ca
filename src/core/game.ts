import type { Rng } from './rng.js';

/** A seat index, `0..players-1`. Seat order is clockwise. */
export type Player = number;

/** Who is looking at a view: a seat, or someone who sees only public facts. */
export type Viewer = Player | 'spectator';

/** Every action names its type and the player who takes it. */
export interface BaseAction {
  /** Which kind of action, e.g. `buy` or `attack`. */
  readonly type: string;
  /** The seat taking the action. */
  readonly player: Player;
}

/** Every event names its type. */
export interface BaseEvent {
  /** Which kind of event, e.g. `rolled` or `drew`. */
  readonly type: string;
}

/** Every game state is plain JSON data and carries the events of the action that made it. */
export interface BaseState<E extends BaseEvent = BaseEvent> {
  /** The events of the action that made this state (setup's events after setup). */
  readonly events: readonly E[];
}

/**
 * Every view carries the events of the action that made its state, filtered for its viewer the way
 * the view filters the state (DESIGN §6): a card drawn by another seat is "a card".
 * {@link Match.logFor} concatenates them into the log a seat saw.
 */
export interface BaseView<E extends BaseEvent = BaseEvent> {
  /** The state's events as this viewer may see them. */
  readonly events: readonly E[];
}

/**
 * The result of a finished game. `ranking` lists groups of tied players, best first; `scores` is
 * indexed by seat.
 */
export interface Outcome {
  /** Groups of tied players, best first: `[[2], [0, 1]]` is seat 2 first, seats 0 and 1 tied. */
  readonly ranking: readonly (readonly Player[])[];
  /** Each seat's final score, indexed by seat (what counts as a score is the game's). */
  readonly scores: readonly number[];
}

/**
 * The contract every game implements. Outside code (UIs, bots, the CLI, the conformance suite)
 * relies on exactly these names.
 *
 * @typeParam S - the full game state (plain JSON)
 * @typeParam A - the action union, discriminated by `type`
 * @typeParam E - the event union, discriminated by `type`
 * @typeParam C - the configuration
 * @typeParam V - what {@link Game.view} returns
 */
export interface Game<
  S extends BaseState<E>,
  A extends BaseAction,
  E extends BaseEvent,
  C,
  V extends BaseView<E>,
> {
  /** Stable id, also the CLI name and the `game` field of records, e.g. `magical-athlete`. */
  readonly id: string;
  /** The game's display name, e.g. `Magical Athlete`. */
  readonly title: string;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly rulesVersion: string;
  /** The fewest seats the game can be set up with. */
  readonly minPlayers: number;
  /** The most seats the game can be set up with. */
  readonly maxPlayers: number;
  /** A complete, valid configuration for the given number of players. */
  defaultConfig(players: number): C;
  /** Untrusted input to a valid config; throws `BAD_CONFIG` naming the problem. */
  parseConfig(input: unknown): C;
  /** The initial state; its `events` describe the setup (shuffles, deals, first player). */
  setup(config: C, rng: Rng): S;
  /** Who may act now; several players at simultaneous steps; empty if and only if the game is over. */
  actors(state: S): readonly Player[];
  /** Exactly the actions `player` may take now: each is accepted, every other one is refused. */
  legalActions(state: S, player: Player): readonly A[];
  /**
   * Whether `action` (well formed: from `parseAction` or `legalActions`) is one of
   * `legalActions(state, action.player)`, answered without listing them all where the game can
   * (what `reduce` uses to accept or refuse a move; a server can call it to validate one).
   */
  isLegal(state: S, action: A): boolean;
  /** Pure: returns the next state and never mutates `state`. Throws a RuleError on illegal input. */
  reduce(state: S, action: A, rng: Rng): S;
  /** The same rules, mutating a state you own (the fast path for bots and simulations). */
  apply(state: S, action: A, rng: Rng): void;
  /** A deep, mutable copy. */
  clone(state: S): S;
  /** True once the game has ended (then `actors` is empty and `outcome` is defined). */
  isOver(state: S): boolean;
  /** The result once the game is over, otherwise `undefined`. */
  outcome(state: S): Outcome | undefined;
  /** What `viewer` may see of `state`, and nothing else. */
  view(state: S, viewer: Viewer): V;
  /** Untrusted input to a typed action; throws `MALFORMED_ACTION`. Legality is checked by reduce. */
  parseAction(input: unknown): A;
  /**
   * A saved state to a state; throws `BAD_STATE` naming the first problem. Total: it accepts only
   * states the rules could have reached in shape and range, so an accepted state never makes
   * another function of the game throw anything but a RuleError.
   */
  parseState(input: unknown): S;
  /** One readable line for logs and the CLI. */
  describeEvent(event: E): string;
  /**
   * A short label for an action legal in `state`, for menus, the CLI's `--human` and logs, e.g.
   * `Build Mind Wisp, paying with Neuro Forge`. It names cards and racers, never raw numbers.
   */
  describeAction(state: S, action: A): string;
  /**
   * A few readable lines summarising a view for a person at that seat (positions, hand, scores,
   * the pending decision), as the CLI shows before each choice. Reads only the view.
   */
  describeView(view: V): string;
  /**
   * A full state that `viewer` cannot tell apart from `state`: every fact hidden from `viewer`
   * (other hands, deck order, unrevealed picks...) is resampled with `rng`, consistently with all
   * that `viewer` has seen, and everything `viewer` can see is kept. This is determinization for
   * fair search bots (OpenSpiel's `ResampleFromInfostate`): a bot that searches sampled states
   * never reads what its seat may not know. The result is a valid state of its own (`parseState`
   * accepts it, and it plays to the end); `state` is not changed. The result depends only on what
   * `viewer` sees and on `rng`, so two states `viewer` cannot tell apart give the same world for
   * the same seed.
   */
  sampleHidden(state: S, viewer: Player, rng: Rng): S;
  /**
   * Optional: how the game's own log names `seat` (Magika's identity letters, `G`), so that the
   * CLI's result tables name seats as its log does. Without it tables say `Player N`, as the logs
   * of games that name seats by number do.
   */
  seatName?(state: S, seat: Player): string;
  /**
   * Optional: how well each seat stands in `state`, as its expected reward, one number in [0, 1]
   * per seat (DESIGN §13), read from the game's own knowledge (race positions, hit points, points).
   * Search uses it to score a playout it cuts short instead of playing it to the end. Once the game
   * is over it gives the outcome's rewards (winners share 1, as playouts score an {@link Outcome}).
   * Given `viewer`, it reads only what that seat sees: two states the seat cannot tell apart (two
   * worlds of {@link Game.sampleHidden}) get the same numbers, so a fair search bot may call it on
   * the true state. Deterministic and pure: it never changes `state`.
   */
  evaluate?(state: S, viewer?: Player): number[];
  /**
   * Optional (DESIGN §13), with `encodeAction` and `decodeAction`: the size N of the game's fixed
   * action space for `config`, OpenSpiel style. Every action any seat may ever take in a game of
   * this config has a number in 0..N-1 that keeps its meaning from state to state (documented per
   * game, e.g. "play the card in hand slot 3"), so a learner can use a fixed output layer and a
   * legal-action mask (`legalActionMask`).
   */
  actionSpace?(config: C): number;
  /**
   * Optional: the number in 0..N-1 of `action`, a legal action in `state`. Two different legal
   * actions of one seat in one state never share a number. Throws a RuleError (`ILLEGAL_ACTION`,
   * `MALFORMED_ACTION`...) for anything that is not a legal action now.
   */
  encodeAction?(state: S, action: A): number;
  /**
   * Optional: the legal action numbered `index` in `state`, of `player` (needed only when several
   * seats act at once; otherwise the one actor). The inverse of `encodeAction`. Throws a RuleError:
   * `MALFORMED_ACTION` for a number outside 0..N-1 or a missing player where several act,
   * `ILLEGAL_ACTION` when no legal action of that seat has that number now, `GAME_OVER`,
   * `NOT_YOUR_TURN`.
   */
  decodeAction?(state: S, index: number, player?: Player): A;
  /**
   * Optional, present with `encodeAction` in every game made by `defineGame`: the numbers of
   * `player`'s legal actions in `state`, in `legalActions` order; empty for a seat that may not
   * act. What `encodeAction` gives for each of them, without checking each again.
   */
  legalActionIds?(state: S, player: Player): number[];
  /**
   * Optional, with `observationTensor`: the fixed layout of the game's observation tensor for
   * `config`: its length and what each slice means. The same for every seat of the config.
   */
  observationLayout?(config: C): ObservationLayout;
  /**
   * Optional: a seat's view as numbers, `observationLayout(config).size` of them in the layout's
   * order. Built from the view alone, so two states a seat cannot tell apart give the same tensor.
   */
  observationTensor?(view: V): Float32Array;
  /**
   * Optional, present with `observationTensor` in every game made by `defineGame`: the tensor of
   * `viewer`'s view of `state`, the same numbers as `observationTensor(view(state, viewer))`
   * without the copy `view` makes of what it shares with a state the caller owns (only the tensor
   * reads this view, so nothing can alias the state). The copy it skips was a third to a half of a
   * Magical Athlete step with tensors on the fast path.
   */
  observationTensorOf?(state: S, viewer: Viewer): Float32Array;
}

/** One named part of an {@link ObservationLayout}: `length` numbers from `offset`. */
export interface ObservationSlice {
  /** A short stable name, e.g. `hand` or `track.position`. */
  readonly name: string;
  /** Where the slice starts in the tensor. */
  readonly offset: number;
  /** How many numbers it holds. */
  readonly length: number;
  /** What the numbers mean, in a sentence (scale, order, what 0 means). */
  readonly description: string;
}

/**
 * The layout of a game's observation tensor for one config (see {@link Game.observationLayout}):
 * its length and its slices, in order, covering the tensor exactly once.
 */
export interface ObservationLayout {
  /** The tensor's length. */
  readonly size: number;
  /** The slices, in tensor order, each starting where the previous one ends. */
  readonly slices: readonly ObservationSlice[];
}

/** Any game, for code that handles games generically (the CLI, the conformance suite, bots). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any>;

/**
 * The state type of a game. The `infer ... extends` bounds keep generic code typed: inside
 * `function f<G extends AnyGame>(m: Match<G>)`, an action still has `type` and `player`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StateOf<G> = G extends Game<infer S extends BaseState<any>, infer _A, infer _E, infer _C, infer _V> ? S : never;
/** The action type of a game. */
export type ActionOf<G> = G extends Game<infer _S, infer A extends BaseAction, infer _E, infer _C, infer _V> ? A : never;
/** The event type of a game. */
export type EventOf<G> = G extends Game<infer _S, infer _A, infer E extends BaseEvent, infer _C, infer _V> ? E : never;
/** The config type of a game. */
export type ConfigOf<G> = G extends Game<infer _S, infer _A, infer _E, infer C, infer _V> ? C : never;
/** The view type of a game. */
export type ViewOf<G> = G extends Game<infer _S, infer _A, infer _E, infer _C, infer V extends BaseView<any>> ? V : never;

/**
 * What a caller may pass as a config where the game's `parseConfig` fills in defaults
 * (`createMatch`): any subset of the config's fields at any depth (a Fantasy Trip figure given as
 * `{ name, st, dx }`, issue 22), but the player count as the game types it, so a config of one
 * game does not type-check as another's. `parseConfig` still refuses, with `BAD_CONFIG`, a part
 * the game cannot fill in (a figure without a name). A game may export a narrower input type
 * (`FantasyTripConfigInput`); every such type is assignable to this one.
 */
export type ConfigInput<C> = C extends PlayerCount<infer P> ? DeepPartial<C> & PlayerCount<P> : DeepPartial<C>;

/**
 * `T` with every field optional at every depth, arrays and tuples of objects included; functions
 * and primitives stay as they are. The shape of a {@link ConfigInput}.
 */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepPartial<U>[]
    : T extends object
      ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/** The part of a {@link ConfigInput} that must always be given. */
export interface PlayerCount<P> {
  /** The number of seats, typed as the game types it. */
  readonly players: P;
}
