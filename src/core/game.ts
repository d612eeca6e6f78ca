import type { Rng } from './rng.js';

/** A seat index, `0..players-1`. Seat order is clockwise. */
export type Player = number;

/** Who is looking at a view: a seat, or someone who sees only public facts. */
export type Viewer = Player | 'spectator';

/** Every action names its type and the player who takes it. */
export interface BaseAction {
  readonly type: string;
  readonly player: Player;
}

/** Every event names its type. */
export interface BaseEvent {
  readonly type: string;
}

/** Every game state is plain JSON data and carries the events of the action that made it. */
export interface BaseState<E extends BaseEvent = BaseEvent> {
  readonly events: readonly E[];
}

/**
 * The result of a finished game. `ranking` lists groups of tied players, best first; `scores` is
 * indexed by seat.
 */
export interface Outcome {
  readonly ranking: readonly (readonly Player[])[];
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
  V,
> {
  /** Stable id, also the CLI name and the `game` field of records, e.g. `magical-athlete`. */
  readonly id: string;
  readonly title: string;
  /** Bumped whenever a rule change would make old records replay differently. */
  readonly rulesVersion: string;
  readonly minPlayers: number;
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
  /** Pure: returns the next state and never mutates `state`. Throws a RuleError on illegal input. */
  reduce(state: S, action: A, rng: Rng): S;
  /** The same rules, mutating a state you own (the fast path for bots and simulations). */
  apply(state: S, action: A, rng: Rng): void;
  /** A deep, mutable copy. */
  clone(state: S): S;
  isOver(state: S): boolean;
  /** The result once the game is over, otherwise `undefined`. */
  outcome(state: S): Outcome | undefined;
  /** What `viewer` may see of `state`, and nothing else. */
  view(state: S, viewer: Viewer): V;
  /** Untrusted input to a typed action; throws `MALFORMED_ACTION`. Legality is checked by reduce. */
  parseAction(input: unknown): A;
  /** A saved state to a state; throws `BAD_STATE`. */
  parseState(input: unknown): S;
  /** One readable line for logs and the CLI. */
  describeEvent(event: E): string;
}

/** Any game, for code that handles games generically (the CLI, the conformance suite, bots). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any>;

/** The state type of a game. */
export type StateOf<G> = G extends Game<infer S, infer _A, infer _E, infer _C, infer _V> ? S : never;
/** The action type of a game. */
export type ActionOf<G> = G extends Game<infer _S, infer A, infer _E, infer _C, infer _V> ? A : never;
/** The event type of a game. */
export type EventOf<G> = G extends Game<infer _S, infer _A, infer E, infer _C, infer _V> ? E : never;
/** The config type of a game. */
export type ConfigOf<G> = G extends Game<infer _S, infer _A, infer _E, infer C, infer _V> ? C : never;
/** The view type of a game. */
export type ViewOf<G> = G extends Game<infer _S, infer _A, infer _E, infer _C, infer V> ? V : never;
