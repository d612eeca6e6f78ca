import type { BaseAction, BaseEvent, BaseState, BaseView, Game, ObservationLayout, Player, Viewer } from './game.js';
import { copyUnfrozen, deepClone, deepEqual, deepFreeze, isRecord } from './json.js';
import { RuleError, type RuleErrorCode } from './errors.js';
import { snapshotInput, thrownText } from './snapshot.js';
import { showValue } from './show-value.js';
import { shareUnchanged } from './share.js';
import type { Rng } from './rng.js';
import { probeState } from './probe-state.js';

/** A state whose `events` can be reset and appended to while the rules run. */
type Writable<S> = S & { events: unknown[] };

/**
 * What a game writes; {@link defineGame} derives the rest of the {@link Game} contract from it.
 * The rules are written once, as `execute` mutating a state (DESIGN §3).
 */
export interface GameRules<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>
  extends Omit<Game<S, A, E, C, V>, 'reduce' | 'apply' | 'clone' | 'isLegal' | 'actionSpace' | 'encodeAction' | 'decodeAction' | 'legalActionIds' | 'observationLayout' | 'observationTensor' | 'observationTensorOf'> {
  /**
   * Runs `action` on `state` in place, pushing events onto `state.events` (already emptied).
   * Called only once the action's player is known to be an actor of a game not over; it throws a
   * RuleError naming the rule when the action is illegal, before changing anything it can.
   */
  execute(state: S, action: A, rng: Rng): void;
  /** A faster deep copy than the generic one, if the game has one. */
  clone?(state: S): S;
  /** How the game's log names `seat`, if not as `Player N` (see {@link Game.seatName}). */
  seatName?(state: S, seat: Player): string;
  /** How well each seat stands, if the game can tell (see {@link Game.evaluate}). */
  evaluate?(state: S, viewer?: Player): number[];
  /** The size of the game's fixed action space, if it has one (see {@link Game.actionSpace}). */
  actionSpace?(config: C): number;
  /** The number of a legal action, called only with one (see {@link Game.encodeAction}). */
  encodeAction?(state: S, action: A): number;
  /** The layout of the observation tensor, if the game has one (see {@link Game.observationLayout}). */
  observationLayout?(config: C): ObservationLayout;
  /** A view as numbers (see {@link Game.observationTensor}). */
  observationTensor?(view: V): Float32Array;
  /**
   * The legal action of `player` numbered `index` in `state`, or undefined when none has that
   * number (see {@link Game.decodeAction}); called with a whole `index` in range and a `player`
   * who acts. Optional even where the game has an action space: without it the action is found
   * among `legalActions(state, player)` by `encodeAction`.
   */
  decodeAction?(state: S, index: number, player: Player): A | undefined;
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
  /**
   * How many seats `state` has, for refusing a viewer that is not one of them. Optional: without
   * it `state.config.players` is read, or else `state.players` (a number, or a list with one entry
   * per seat).
   */
  seats?(state: S): number;
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
 * A game's parser (`parseAction`, `parseState`, `parseConfig`) made total and safe from input that
 * changes under it (issue 21): it is given a plain snapshot of the input (`core/snapshot.ts`: each
 * property read once; BigInt, cycles, functions, class instances, getters and Proxies that throw
 * refused with `code`), never the caller's object, and whatever it builds is all the rules see
 * after. Anything but a RuleError thrown while parsing a snapshot is a parser that could not read
 * some JSON: the input is refused with `code` all the same, as the promise of totality requires.
 */
function guardedParser<T>(parse: (input: unknown) => T, code: RuleErrorCode, what: string): (input: unknown) => T {
  return (input) => {
    const plain = snapshotInput(input, code, what);
    try {
      return parse(plain);
    } catch (error) {
      if (error instanceof RuleError) throw error;
      throw new RuleError(code, `${what} is refused: its parts do not fit together (${thrownText(error)})`);
    }
  };
}

/** The seat count a state holds where most games keep it (see {@link GameRules.seats}); 0 if none. */
function defaultSeats(state: unknown): number {
  if (!isRecord(state)) return 0;
  const config = state.config;
  if (isRecord(config) && typeof config.players === 'number') return config.players;
  const players = state.players;
  return typeof players === 'number' ? players : Array.isArray(players) ? players.length : 0;
}

/** The empty list `actors` returns once a game is over, and `legalActions` for a non-seat. */
const EMPTY: readonly never[] = Object.freeze([]);

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
 * - `parseAction`, `parseConfig` and `parseState` give the game's parser a plain snapshot of the
 *   input (`core/snapshot.ts`), so it never sees a getter, a Proxy, a BigInt or a cycle, and
 *   refuse with a RuleError whatever it cannot read; `parseState` then probes the result;
 * - `reduce` parses the action (`MALFORMED_ACTION`) and from then on reads only the parsed copy:
 *   it checks that it is one of `legalActions` (so legality is exact and a refused action leaves
 *   the caller's state untouched), then runs the same `execute` on a plain copy and shares every
 *   unchanged subtree with the input (`core/share.ts`): the input is never mutated, the output
 *   is frozen;
 * - `isLegal` is total (false for junk), `describeAction` labels only legal actions, `view` and
 *   `sampleHidden` (and `evaluate`, when the game has one) refuse a viewer the state does not
 *   have, and no answer about a state the caller owns shares a mutable object with it (issue 21).
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
  const parseActionPlain = guardedParser(rules.parseAction, 'MALFORMED_ACTION', `a ${rules.title} action`);

  /**
   * The plain, typed copy of an untrusted action: the only reading of it anything after uses
   * (issue 21: a getter or Proxy read again could run as another move than the one checked).
   */
  function parseAction(input: unknown): A {
    const action = parseActionPlain(input);
    // Belt and braces against a game parser that lets a shape through which the core relies on.
    if (!isRecord(action) || typeof action.type !== 'string' || !Number.isInteger(action.player)) {
      throw new RuleError('MALFORMED_ACTION', 'an action is an object { type, player, ... } with a string type and a seat number');
    }
    return action;
  }

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

  function reduce(state: S, input: A, rng: Rng): S {
    // From here on only the parsed copy is read, never `input` again.
    const action = parseAction(input);
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

  const readState = guardedParser(rules.parseState, 'BAD_STATE', `a ${rules.title} state`);
  const parseState = (input: unknown): S => freezeConfig(probeState(rules, readState(input)));
  const parseConfig = guardedParser(rules.parseConfig, 'BAD_CONFIG', `a ${rules.title} config`);

  /** Whether `input` is a well-formed action that its player may take now in `state` (plain). */
  function legalNow(state: S, action: A): boolean {
    return rules.actors(state).includes(action.player) && isLegal(state, action);
  }

  /**
   * Throws `BAD_STATE` unless `viewer` is a seat of `state` (or `'spectator'`, where allowed): a
   * viewer the game does not have is a question that does not fit the state, like a state that
   * does not fit the game; answered, it would read past the end of the state's seat lists.
   */
  function checkViewer(state: S, viewer: unknown, spectator: boolean): void {
    if (spectator && viewer === 'spectator') return;
    const seats = rules.seats === undefined ? defaultSeats(state) : rules.seats(state);
    if (typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < seats) return;
    const expected = seats > 0 ? `a seat from 0 to ${seats - 1}` : 'a seat';
    throw new RuleError('BAD_STATE', `${showValue(viewer)} is not a viewer of this ${rules.title} game: expected ${expected}${spectator ? " or 'spectator'" : ''}`);
  }

  /**
   * An answer the caller may write into without changing `state` (issue 21): a state `reduce`
   * returned is deeply frozen, so what an answer shares with it cannot change and is kept (views
   * of consecutive states keep their unchanged parts by identity); an answer about a state the
   * caller owns is copied, except its frozen parts (the config).
   */
  const detached = <T>(state: S, answer: T): T => (Object.isFrozen(state) ? answer : copyUnfrozen(answer));
  const setup = (config: C, rng: Rng): S => freezeConfig(rules.setup(config, rng));

  const {
    clone: _clone,
    execute: _execute,
    isLegal: _isLegal,
    refusal: _refusal,
    seats: _seats,
    evaluate: _evaluate,
    actionSpace: _actionSpace,
    encodeAction: _encodeAction,
    decodeAction: _decodeAction,
    observationLayout: _observationLayout,
    observationTensor: _observationTensor,
    ...rest
  } = rules;
  // The extensions come in pairs (DESIGN §13): a number for every action needs its space's size,
  // and a tensor needs its layout.
  if ((rules.actionSpace === undefined) !== (rules.encodeAction === undefined)) {
    throw new Error(`defineGame(${rules.id}): actionSpace and encodeAction go together`);
  }
  if ((rules.observationLayout === undefined) !== (rules.observationTensor === undefined)) {
    throw new Error(`defineGame(${rules.id}): observationLayout and observationTensor go together`);
  }
  return {
    ...rest,
    setup,
    parseConfig,
    parseAction,
    parseState,
    reduce,
    apply,
    clone,
    // An empty list is the core's own frozen one: a game's shared empty array, written into by a
    // caller, would make every later finished game look unfinished.
    actors: (state) => {
      const actors = rules.actors(plain(state));
      return actors.length === 0 ? EMPTY : actors;
    },
    // A player that is not even a whole number (the string "0") is no seat: JavaScript would
    // otherwise find seat 0 under it in a game's lists.
    legalActions: (state, player) => (Number.isInteger(player) ? rules.legalActions(plain(state), player) : EMPTY),
    isOver: (state) => rules.isOver(plain(state)),
    // Read from the twin of a `reduce` result, which is not frozen: detached from it, not from
    // the frozen result, so that writing into an outcome cannot reach the next `reduce`.
    outcome: (state) => {
      const twin = plain(state);
      return detached(twin, rules.outcome(twin));
    },
    // Total: false for anything that is not a well-formed action its player may take now.
    isLegal: (state, input) => {
      let action: A;
      try {
        action = parseAction(input);
      } catch (error) {
        if (error instanceof RuleError) return false;
        throw error;
      }
      return legalNow(plain(state), action);
    },
    // Only a legal action has a label: a stale one would be described from facts that no longer
    // hold ("step undefined"), so it is refused, as junk is (issue 21).
    describeAction: (state, input) => {
      const action = parseAction(input);
      const twin = plain(state);
      if (!legalNow(twin, action)) {
        throw new RuleError('ILLEGAL_ACTION', `${action.type} by player ${action.player} is not a legal action in this state, so it has no label`);
      }
      return rules.describeAction(twin, action);
    },
    view: (state, viewer) => {
      checkViewer(state, viewer, true);
      return detached(state, rules.view(state, viewer));
    },
    sampleHidden: (state, viewer, rng) => {
      checkViewer(state, viewer, false);
      return detached(state, rules.sampleHidden(state, viewer, rng));
    },
    // Only when the game has one: a present `evaluate` key is how callers tell that it does. A
    // viewer is checked as `sampleHidden` checks it; the numbers are a fresh array every call.
    ...(rules.evaluate === undefined ? {} : { evaluate: evaluateWith(rules.evaluate) }),
    ...(rules.actionSpace === undefined || rules.encodeAction === undefined ? {} : actionSpaceWith(rules.actionSpace, rules.encodeAction, rules.decodeAction)),
    ...(rules.observationLayout === undefined || rules.observationTensor === undefined
      ? {}
      : {
          observationLayout: rules.observationLayout,
          observationTensor: (view: V) => rules.observationTensor!(view),
          observationTensorOf: (state: S, viewer: Viewer) => {
            checkViewer(state, viewer, true);
            return rules.observationTensor!(rules.view(state, viewer));
          },
        }),
  };

  /**
   * The checked action space (DESIGN §13): `encodeAction` numbers only a legal action (parsed as
   * `reduce` parses it), and `decodeAction` answers only a whole number in range, for a seat that
   * acts, with an action that is legal, so a learner's output can go straight to `reduce`.
   */
  function actionSpaceWith(
    actionSpace: (config: C) => number,
    encode: (state: S, action: A) => number,
    decode: ((state: S, index: number, player: Player) => A | undefined) | undefined,
  ): Pick<Game<S, A, E, C, V>, 'actionSpace' | 'encodeAction' | 'decodeAction' | 'legalActionIds'> {
    const sizeOf = (config: C): number => {
      const size = actionSpace(config);
      if (!(Number.isSafeInteger(size) && size >= 1)) throw new Error(`${rules.id}: actionSpace gave ${String(size)}, not a whole number >= 1`);
      return size;
    };
    const sizeOfState = (state: S): number | undefined => {
      const config = (state as { config?: unknown }).config;
      return config === undefined ? undefined : sizeOf(config as C);
    };
    return {
      actionSpace: sizeOf,
      encodeAction: (state, input) => {
        const action = parseAction(input);
        const twin = plain(state);
        if (!legalNow(twin, action)) {
          throw new RuleError('ILLEGAL_ACTION', `${action.type} by player ${action.player} is not a legal action in this state, so it has no number`);
        }
        return encode(twin, action);
      },
      // The actions come from the rules' own list, so they need no parsing or legality check:
      // this is the mask a learner asks for at every step.
      legalActionIds: (state, player) => {
        const twin = plain(state);
        return Number.isInteger(player) ? rules.legalActions(twin, player).map((action) => encode(twin, action)) : [];
      },
      decodeAction: (state, index, player) => {
        const twin = plain(state);
        const size = sizeOfState(twin);
        if (!(Number.isSafeInteger(index) && index >= 0 && (size === undefined || index < size))) {
          const range = size === undefined ? 'a whole number >= 0' : `a whole number from 0 to ${size - 1}`;
          throw new RuleError('MALFORMED_ACTION', `an action number of ${rules.title} is ${range}, got ${showValue(index)}`);
        }
        if (rules.isOver(twin)) throw new RuleError('GAME_OVER', 'the game is over: no more actions');
        const actors = rules.actors(twin);
        let seat: Player;
        if (player === undefined) {
          if (actors.length !== 1) throw new RuleError('MALFORMED_ACTION', `several seats act now (${actors.join(', ')}): name the player whose action number ${index} is`);
          seat = actors[0] as Player;
        } else {
          if (!(Number.isInteger(player) && actors.includes(player))) {
            throw new RuleError('NOT_YOUR_TURN', `player ${showValue(player)} may not act now (acting: ${actors.join(', ') || 'nobody'})`);
          }
          seat = player;
        }
        const found = decode === undefined ? rules.legalActions(twin, seat).find((action) => encode(twin, action) === index) : decode(twin, index, seat);
        if (found === undefined || found.player !== seat || !legalNow(twin, found)) {
          throw new RuleError('ILLEGAL_ACTION', `no legal action of player ${seat} has the number ${index} now`);
        }
        return detached(state, found);
      },
    };
  }

  function evaluateWith(evaluate: (state: S, viewer?: Player) => number[]): (state: S, viewer?: Player) => number[] {
    return (state, viewer) => {
      if (viewer !== undefined) checkViewer(state, viewer, false);
      return [...evaluate(plain(state), viewer)];
    };
  }
}
