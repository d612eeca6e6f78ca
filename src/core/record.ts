import type { ActionOf, AnyGame, ConfigOf, Outcome, StateOf } from './game.js';
import { RuleError } from './errors.js';
import { deepEqual, isRecord } from './json.js';
import { hashState, shortHash, structuralShortHash } from './hash.js';
import { snapshotInput } from './snapshot.js';

/**
 * How a recorded game ended, written by `Match.toRecord` once the game is over and checked by
 * every replay: a record whose actions were edited no longer reaches this result.
 */
export interface RecordResult {
  /** The outcome the game reached. */
  readonly outcome: Outcome;
  /** {@link hashState} of the final state. */
  readonly stateHash: string;
  /**
   * {@link hashState} of the action list: an edited action is caught even when the game it makes
   * ends in the very same state (an attack of one unit instead of two on the winning turn).
   */
  readonly actionsHash: string;
  /**
   * One fingerprint per action, in order: lets a check name the first action where a replay parts
   * from the recorded game, not only that it did. They form a chain: each is a fingerprint of the
   * checkpoint before it (for the first, the {@link shortHash} of the state after setup), the
   * action, and the events the action produced (every die, draw and move the rules made), so each
   * costs what its action did, however large the state.
   */
  readonly checkpoints: readonly string[];
}

/**
 * Everything needed to replay a game bit for bit: which game and rules version, the config, the
 * seed of the rules' rng, and the actions in order (DESIGN §4); `result` once the game is over.
 */
export interface MatchRecord<C = unknown, A = unknown> {
  /** The game's id, e.g. `psi-wars`. */
  readonly game: string;
  /** The rules version the game was played under; a record of another version is refused. */
  readonly rulesVersion: string;
  /** The validated config. */
  readonly config: C;
  /** The seed of the rules' rng. */
  readonly seed: number;
  /** Every action, in order. */
  readonly actions: readonly A[];
  /** How the game ended, once it has: checked by every replay. */
  readonly result?: RecordResult;
}

/** The record type of a game. */
export type RecordOf<G extends AnyGame> = MatchRecord<ConfigOf<G>, ActionOf<G>>;

/** How an action is named in messages: its index from 0, as in `record.actions[i]`. */
export const actionLabel = (index: number): string => `action #${index} (0-based)`;

const HEX = /^[0-9a-f]+$/;

function parseResult(input: unknown): RecordResult {
  const bad = (what: string): RuleError => new RuleError('BAD_STATE', `the record's result is refused: ${what}`);
  if (!isRecord(input)) throw bad('it must be an object { outcome, stateHash, actionsHash, checkpoints }');
  const { outcome, stateHash, actionsHash, checkpoints } = input;
  if (!isRecord(outcome) || !Array.isArray(outcome.ranking) || !Array.isArray(outcome.scores)) throw bad('outcome must be { ranking, scores }');
  if (typeof stateHash !== 'string' || stateHash.length !== 16 || !HEX.test(stateHash)) throw bad('stateHash must be 16 hex digits');
  if (typeof actionsHash !== 'string' || actionsHash.length !== 16 || !HEX.test(actionsHash)) throw bad('actionsHash must be 16 hex digits');
  // Their number is not checked against the actions here: an action deleted or inserted is named
  // where the replay parts from the recorded game (see `resultChecker`), not as a count mismatch.
  if (!Array.isArray(checkpoints)) throw bad('checkpoints must be a list of one hash per action');
  for (const checkpoint of checkpoints) {
    if (typeof checkpoint !== 'string' || checkpoint.length !== 8 || !HEX.test(checkpoint)) throw bad('each checkpoint must be 8 hex digits');
  }
  return { outcome: outcome as unknown as Outcome, stateHash, actionsHash, checkpoints: [...(checkpoints as string[])] };
}

/**
 * Checks that untrusted `input` is a record of `game` at its current rules version, and parses its
 * config, actions and result. Throws `BAD_STATE` for a foreign, outdated or corrupt record.
 */
export function parseRecord<G extends AnyGame>(game: G, untrusted: unknown): RecordOf<G> {
  // A plain copy read once (getters, Proxies, BigInt and circular values are refused here), so the
  // record checked is the record replayed.
  const input = snapshotInput(untrusted, 'BAD_STATE', 'a record');
  if (!isRecord(input)) throw new RuleError('BAD_STATE', 'a record is an object { game, rulesVersion, config, seed, actions, result? }');
  if (input.game !== game.id) {
    const which = typeof input.game === 'string' ? `"${input.game}"` : describeValue(input.game);
    throw new RuleError('BAD_STATE', `this record is of game ${which}, not "${game.id}"`);
  }
  if (typeof input.rulesVersion !== 'string') {
    // A number would print like the right version ("version 2; this library plays version 2").
    throw new RuleError(
      'BAD_STATE',
      `a record's rulesVersion must be a string (this library plays ${game.id} rules version ${JSON.stringify(game.rulesVersion)}), got ${describeValue(input.rulesVersion)}`,
    );
  }
  if (input.rulesVersion !== game.rulesVersion) {
    throw new RuleError(
      'BAD_STATE',
      `this record was made under ${game.id} rules version ${input.rulesVersion}; this library plays version ${game.rulesVersion}, so it would not replay faithfully`,
    );
  }
  if (typeof input.seed !== 'number' || !Number.isSafeInteger(input.seed)) {
    throw new RuleError('BAD_STATE', 'a record needs an integer seed');
  }
  if (!Array.isArray(input.actions)) throw new RuleError('BAD_STATE', 'a record needs an actions array');
  const config = rethrowAsBadState(() => game.parseConfig(input.config), 'config') as ConfigOf<G>;
  const actions = input.actions.map((action, index) =>
    rethrowAsBadState(() => game.parseAction(action), actionLabel(index)),
  ) as ActionOf<G>[];
  const base = { game: game.id, rulesVersion: game.rulesVersion, config, seed: input.seed, actions };
  return input.result === undefined ? base : { ...base, result: parseResult(input.result) };
}

/** Runs `read` and turns any RuleError it throws into BAD_STATE naming what was being read. */
export function rethrowAsBadState<T>(read: () => T, what: string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RuleError) {
      throw new RuleError('BAD_STATE', `the record's ${what} is refused: ${error.reason}`, error.rule);
    }
    throw error;
  }
}

/** A value and its type, for a message: `2 (a number)`, `"2" (a string)`. */
function describeValue(value: unknown): string {
  const type = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  if (value === null || typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') return type;
  const text = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value) : String(value);
  return `${text} (${type})`;
}

/**
 * What the first checkpoint of a record chains from: the fingerprint of the state after setup, so
 * a record whose seed or config was edited parts from the recorded game at its first action.
 */
export function checkpointStart(start: unknown): string {
  return shortHash(start);
}

/**
 * The checkpoint of an action (issue 21): the fingerprint of the checkpoint before it, the action
 * and the events it produced. Computed once per action, from what the action did rather than the
 * whole state it left (hashing every state made saving a long game quadratic, and the fast path's
 * check as slow as the pure path), it still names the first action where a replay parts from the
 * record: there the action differs (edited, deleted, inserted), or what the rules made of it does.
 */
export function nextCheckpoint(previous: string, action: unknown, events: unknown): string {
  return structuralShortHash([previous, action, events]);
}

const changed = (what: string): RuleError => new RuleError('BAD_STATE', `the record was changed after it was written: ${what}`);

/**
 * Checks a replay against a record's result as it goes, the same way for `replay`, `loadMatch`
 * and `verifyRecord`. `step(i, action, state)` is called with each action and the state after it:
 * the checkpoint it makes must be the record's checkpoint i, so the first action where the replay
 * parts from the recorded game is named, whether an action was edited, deleted or inserted, or a
 * checkpoint was edited. `finish(final, n)` then checks that no recorded action is missing at the
 * end, and the outcome, final state and action list. Without a result, nothing is checked.
 */
export interface ResultChecker<A, S extends { readonly events: readonly unknown[] }> {
  /** Checks action `index` (0-based) and the state it produced against its checkpoint. */
  step(index: number, action: A, state: S): void;
  /** Checks the end of the replay (after `actions` actions) against the result. */
  finish(final: S, actions: number): void;
}

/** The {@link ResultChecker} of a parsed record replayed from `start` (checks nothing without a result). */
export function resultChecker<G extends AnyGame>(game: G, record: RecordOf<G>, start: StateOf<G>): ResultChecker<ActionOf<G>, StateOf<G>> {
  const result = record.result;
  if (result === undefined) return { step() {}, finish() {} };
  const checkpoints = result.checkpoints;
  let previous = checkpointStart(start);
  return {
    step(index, action, state) {
      const expected = checkpoints[index];
      if (expected === undefined) {
        throw changed(`the recorded game had ${checkpoints.length} actions, but the record has ${actionLabel(index)} and more`);
      }
      const actual = nextCheckpoint(previous, action, state.events);
      if (actual !== expected) {
        throw changed(`the replay parts from the recorded game at ${actionLabel(index)} (checkpoint ${expected} in the record, ${actual} replayed)`);
      }
      previous = actual;
    },
    finish(final, actions) {
      if (actions < checkpoints.length) {
        throw changed(`the record stops before ${actionLabel(actions)}, but the recorded game went on for ${checkpoints.length} actions`);
      }
      const outcome = game.outcome(final);
      if (outcome === undefined) throw changed('the replayed game is not over, but the record has a result');
      if (!deepEqual(outcome, result.outcome)) throw changed('the replay reaches another outcome than the recorded one');
      if (hashState(final) !== result.stateHash) throw changed('the replay reaches another final state than the recorded one');
      if (hashState(record.actions) !== result.actionsHash) throw changed('its actions are not the ones its result was written for');
    },
  };
}
