import type { ActionOf, AnyGame, ConfigOf, Outcome, StateOf } from './game.js';
import { RuleError } from './errors.js';
import { deepEqual, isRecord } from './json.js';
import { hashState, shortHash } from './hash.js';

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
   * {@link shortHash} of the state after each action, in order: lets a check name the first
   * action where a replay parts from the recorded game, not only that it did.
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

function parseResult(input: unknown, actions: number): RecordResult {
  const bad = (what: string): RuleError => new RuleError('BAD_STATE', `the record's result is refused: ${what}`);
  if (!isRecord(input)) throw bad('it must be an object { outcome, stateHash, actionsHash, checkpoints }');
  const { outcome, stateHash, actionsHash, checkpoints } = input;
  if (!isRecord(outcome) || !Array.isArray(outcome.ranking) || !Array.isArray(outcome.scores)) throw bad('outcome must be { ranking, scores }');
  if (typeof stateHash !== 'string' || stateHash.length !== 16 || !HEX.test(stateHash)) throw bad('stateHash must be 16 hex digits');
  if (typeof actionsHash !== 'string' || actionsHash.length !== 16 || !HEX.test(actionsHash)) throw bad('actionsHash must be 16 hex digits');
  if (!Array.isArray(checkpoints) || checkpoints.length !== actions) throw bad(`checkpoints must list one hash per action (${actions})`);
  for (const checkpoint of checkpoints) {
    if (typeof checkpoint !== 'string' || checkpoint.length !== 8 || !HEX.test(checkpoint)) throw bad('each checkpoint must be 8 hex digits');
  }
  return { outcome: outcome as unknown as Outcome, stateHash, actionsHash, checkpoints: [...(checkpoints as string[])] };
}

/**
 * Checks that untrusted `input` is a record of `game` at its current rules version, and parses its
 * config, actions and result. Throws `BAD_STATE` for a foreign, outdated or corrupt record.
 */
export function parseRecord<G extends AnyGame>(game: G, input: unknown): RecordOf<G> {
  if (!isRecord(input)) throw new RuleError('BAD_STATE', 'a record is an object { game, rulesVersion, config, seed, actions, result? }');
  if (input.game !== game.id) {
    throw new RuleError('BAD_STATE', `this record is of game "${String(input.game)}", not "${game.id}"`);
  }
  if (input.rulesVersion !== game.rulesVersion) {
    throw new RuleError(
      'BAD_STATE',
      `this record was made under ${game.id} rules version ${String(input.rulesVersion)}; this library plays version ${game.rulesVersion}, so it would not replay faithfully`,
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
  return input.result === undefined ? base : { ...base, result: parseResult(input.result, actions.length) };
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

/** The {@link RecordResult} of a finished game, from its states after each action. */
export function recordResult<G extends AnyGame>(game: G, actions: readonly ActionOf<G>[], statesAfterActions: readonly StateOf<G>[], final: StateOf<G>): RecordResult | undefined {
  const outcome = game.outcome(final);
  if (outcome === undefined) return undefined;
  return { outcome, stateHash: hashState(final), actionsHash: hashState(actions), checkpoints: statesAfterActions.map((state) => shortHash(state)) };
}

/**
 * Checks a replayed game against the record's result: it must be over with the same outcome and
 * final state. On a mismatch `checkpointOf(i)` (the short hash of the replayed state after action
 * i) finds the first action where the replay parts from the record, and the error names it.
 */
export function checkResult<G extends AnyGame>(
  game: G,
  record: RecordOf<G>,
  final: StateOf<G>,
  checkpointOf: (index: number) => string,
): void {
  const result = record.result;
  if (result === undefined) return;
  const outcome = game.outcome(final);
  const sameActions = hashState(record.actions) === result.actionsHash;
  if (outcome !== undefined && deepEqual(outcome, result.outcome) && hashState(final) === result.stateHash && sameActions) return;
  const diverged = result.checkpoints.findIndex((checkpoint, index) => checkpointOf(index) !== checkpoint);
  const where =
    diverged >= 0
      ? `it diverges from the recorded game at ${actionLabel(diverged)}`
      : sameActions
        ? 'its final state differs from the recorded one'
        : 'its actions are not the ones its result was written for';
  const what = outcome === undefined ? 'the replayed game is not over, but the record has a result' : 'the replay does not reach the recorded result';
  throw new RuleError('BAD_STATE', `the record was changed after it was written: ${what}; ${where}`);
}
