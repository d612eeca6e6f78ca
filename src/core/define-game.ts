import type { BaseAction, BaseEvent, BaseState, BaseView, Game, Player } from './game.js';
import { deepClone, deepEqual, deepFreeze, isRecord } from './json.js';
import { RuleError } from './errors.js';
import { shareUnchanged } from './share.js';
import type { Rng } from './rng.js';

/** A state whose `events` can be reset and appended to while the rules run. */
type Writable<S> = S & { events: unknown[] };

/**
 * What a game writes; {@link defineGame} derives the rest of the {@link Game} contract from it.
 * The rules are written once, as `execute` mutating a state (DESIGN §3).
 */
export interface GameRules<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>
  extends Omit<Game<S, A, E, C, V>, 'reduce' | 'apply' | 'clone' | 'isLegal'> {
  /**
   * Runs `action` on `state` in place, pushing events onto `state.events` (already emptied).
   * Called only once the action's player is known to be an actor of a game not over; it throws a
   * RuleError naming the rule when the action is illegal, before changing anything it can.
   */
  execute(state: S, action: A, rng: Rng): void;
  /** A faster deep copy than the generic one, if the game has one. */
  clone?(state: S): S;
  /**
   * Whether `action` (well formed, from an actor of a game not over) is one of
   * `legalActions(state, action.player)`, answered without listing them all. Optional: without it
   * `reduce` checks membership in the list. The conformance suite checks that the two agree.
   */
  isLegal?(state: S, action: A): boolean;
  /**
   * Why `action` (well formed, from an actor of a game not over) is refused, as the RuleError
   * `reduce` throws, or null when it is legal; read without changing `state`. Optional: without
   * it `reduce` learns the reason by running `execute` on a copy, which costs a copy of the state
   * for every refused action (a server validating untrusted input, a bot probing moves).
   */
  refusal?(state: S, action: A): RuleError | null;
}

/** Throws `GAME_OVER` or `NOT_YOUR_TURN` unless `player` may act in `state`. */
export function assertActor<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>(
  rules: Pick<GameRules<S, A, E, C, V>, 'isOver' | 'actors'>,
  state: S,
  player: Player,
): void {
  if (rules.isOver(state)) throw new RuleError('GAME_OVER', 'the game is over: no more actions');
  if (!rules.actors(state).includes(player)) {
    throw new RuleError('NOT_YOUR_TURN', `player ${player} may not act now (acting: ${rules.actors(state).join(', ') || 'nobody'})`);
  }
}

/**
 * Throws `MALFORMED_ACTION` unless `action` is an action of this game in shape (the game's own
 * `parseAction` decides), so that `reduce(state, null)` or `{ type: 'attack!' }` is named for what
 * it is rather than failing later as a TypeError or an illegal move.
 */
function assertWellFormed<A extends BaseAction>(parseAction: (input: unknown) => A, action: unknown): void {
  if (!isRecord(action) || typeof action.type !== 'string' || !Number.isInteger(action.player)) {
    throw new RuleError('MALFORMED_ACTION', 'an action is an object { type, player, ... } with a string type and a seat number');
  }
  parseAction(action);
}

/**
 * A state `parseState` accepted must never make the game throw anything but a RuleError (DESIGN
 * §8). The game's schema is the real check; this probe runs the functions every caller runs first
 * (actors, legal actions, views, outcome) and refuses, as BAD_STATE, a state they cannot read.
 */
function probeState<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>(
  rules: GameRules<S, A, E, C, V>,
  state: S,
): S {
  try {
    rules.isOver(state);
    rules.outcome(state);
    rules.view(state, 'spectator');
    for (const player of rules.actors(state)) {
      rules.view(state, player);
      for (const action of rules.legalActions(state, player)) rules.describeAction(state, action);
    }
  } catch (error) {
    if (error instanceof RuleError) throw new RuleError('BAD_STATE', `a ${rules.title} state is refused: ${error.message}`);
    throw new RuleError('BAD_STATE', `a ${rules.title} state is refused: its parts do not fit together (${error instanceof Error ? error.message : String(error)})`);
  }
  return state;
}

/**
 * A state's `config` never changes, so the games' copies share it instead of copying it. It is
 * frozen from the start: `reduce` would otherwise freeze it behind its owner's back (its output is
 * deeply frozen, config included), and the fast and pure paths see the very same object.
 */
function freezeConfig<S>(state: S): S {
  if (isRecord(state) && isRecord(state.config)) deepFreeze(state.config);
  return state;
}

/**
 * Builds a complete {@link Game} from its rules:
 * - `apply` empties `events`, checks the player may act, then runs `execute` in place (fast path);
 * - `reduce` first checks the action's shape (`MALFORMED_ACTION`), then that it is one of
 *   `legalActions` (so legality is exact and a refused action leaves the caller's state
 *   untouched), then runs the same `execute` on a plain copy and shares every unchanged subtree
 *   with the input (`core/share.ts`): the input is never mutated, the output is frozen;
 * - `parseState` runs the game's parser, then probes the result (see DESIGN §8).
 *
 * @example
 * ```ts
 * // A game module ends with (see docs/guides/adding-a-game.md):
 * export const myGame = defineGame<MyState, MyAction, MyEvent, MyConfig, MyView>({
 *   id: 'my-game', title: 'My Game', rulesVersion: '1', minPlayers: 2, maxPlayers: 4,
 *   defaultConfig, parseConfig, setup, actors, legalActions, execute, isOver, outcome,
 *   view, parseAction, parseState, describeEvent, describeAction, describeView, sampleHidden,
 * });
 * ```
 */
export function defineGame<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>(
  rules: GameRules<S, A, E, C, V>,
): Game<S, A, E, C, V> {
  const clone = rules.clone ?? ((state: S) => deepClone(state));

  function apply(state: S, action: A, rng: Rng): void {
    assertActor(rules, state, action.player);
    (state as Writable<S>).events = [];
    rules.execute(state, action, rng);
  }

  const isLegal =
    rules.isLegal === undefined
      ? (state: S, action: A): boolean => !rules.isOver(state) && rules.legalActions(state, action.player).some((candidate) => deepEqual(candidate, action))
      : (state: S, action: A): boolean => !rules.isOver(state) && (rules.isLegal as (state: S, action: A) => boolean)(state, action);

  // The plain twin of the last state `reduce` returned: the working copy its rules ran on, equal
  // to it and never mutated after. The questions a caller asks next of that state (who acts, what
  // is legal, is it over) and the next `reduce` read the twin instead of the frozen result. Rules
  // code that sees frozen objects, or arrays copied out of frozen ones (V8 forgets that they held
  // only small integers), runs polymorphic, and every later `apply` in the process pays for it.
  // One slot, not a map, so that a long history of states does not keep a copy of each.
  let lastResult: S | undefined;
  let lastTwin: S | undefined;
  const plain = (state: S): S => (state === lastResult ? (lastTwin as S) : state);

  function reduce(state: S, action: A, rng: Rng): S {
    assertWellFormed(rules.parseAction, action);
    // Every rules function below runs on plain objects, never on the caller's frozen state: on the
    // twin of the last result when there is one (never mutated, so an action refused costs no
    // copy), else on a plain copy.
    const twin = plain(state);
    const checked = twin === state ? clone(state) : twin;
    assertActor(rules, checked, action.player);
    if (!isLegal(checked, action)) {
      const reason = rules.refusal?.(checked, action) ?? null;
      if (reason !== null) throw reason;
      const next = checked === twin ? clone(twin) : checked;
      // Let the rules explain the refusal in their own words when they can: run them on the copy
      // (thrown away after), which throws the specific RuleError; fall back to a generic one.
      (next as Writable<S>).events = [];
      try {
        rules.execute(next, action, rng.clone());
      } catch (error) {
        if (error instanceof RuleError) throw error;
      }
      throw new RuleError('ILLEGAL_ACTION', `${action.type} by player ${action.player} is not a legal action now`);
    }
    const next = checked === twin ? clone(twin) : checked;
    // The rules run on a plain copy, never on proxies (DESIGN §3): a rules function that has
    // seen a Proxy goes megamorphic and slows every later `apply` in the process. The sharing
    // pass then gives back the input's own objects wherever nothing changed, and freezes the rest.
    (next as Writable<S>).events = [];
    rules.execute(next, action, rng);
    const result = shareUnchanged(state, next);
    if (result !== state) {
      lastResult = result;
      lastTwin = next;
    }
    return result;
  }

  const parseState = (input: unknown): S => freezeConfig(probeState(rules, rules.parseState(input)));
  const setup = (config: C, rng: Rng): S => freezeConfig(rules.setup(config, rng));

  const { clone: _clone, execute: _execute, isLegal: _isLegal, refusal: _refusal, ...rest } = rules;
  return {
    ...rest,
    setup,
    parseState,
    reduce,
    apply,
    clone,
    actors: (state) => rules.actors(plain(state)),
    legalActions: (state, player) => rules.legalActions(plain(state), player),
    isOver: (state) => rules.isOver(plain(state)),
    outcome: (state) => rules.outcome(plain(state)),
    isLegal: (state, action) => isLegal(plain(state), action),
  };
}
