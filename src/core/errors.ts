/**
 * The stable error codes every game uses. Callers switch on `code`, never on the message.
 *
 * - `MALFORMED_ACTION`: the input is not an action of this game at all (wrong shape or types).
 * - `NOT_YOUR_TURN`: a well-formed action from a player who may not act now.
 * - `ILLEGAL_ACTION`: a well-formed action from an actor that the rules forbid here.
 * - `GAME_OVER`: any action after the game has ended.
 * - `BAD_CONFIG`: a configuration that the game cannot be set up with.
 * - `BAD_STATE`: a saved state or record that is corrupt or belongs to something else.
 * - `UNDO_REFUSED`: `Match.undo` under the `fair` policy, asked to take back an action that drew on
 *   chance or showed some seat a hidden fact (undo would let a player see the future and choose
 *   again).
 */
export const RULE_ERROR_CODES = [
  'MALFORMED_ACTION',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'GAME_OVER',
  'BAD_CONFIG',
  'BAD_STATE',
  'UNDO_REFUSED',
] as const;

/** One of {@link RULE_ERROR_CODES}. */
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/**
 * The only error the library throws on bad input. When it is thrown, the state the caller passed
 * in is untouched.
 *
 * @example
 * ```ts
 * try {
 *   match.play(untrustedAction);
 * } catch (error) {
 *   if (isRuleError(error, 'NOT_YOUR_TURN')) showToast('Wait for your turn');
 *   else if (isRuleError(error)) showToast(error.message); // names the rule, e.g. "[MA-2]"
 *   else throw error;
 * }
 * ```
 */
export class RuleError extends Error {
  /** Stable, machine-readable reason. */
  readonly code: RuleErrorCode;
  /** The rule (a rulebook section or a ruling id such as `MA-12`) that refused the input. */
  readonly rule?: string;
  /** The message without the `[rule]` tag, for wrapping in another error without doubling it. */
  readonly reason: string;

  constructor(code: RuleErrorCode, message: string, rule?: string) {
    super(rule === undefined ? message : `${message} [${rule}]`);
    this.name = 'RuleError';
    this.code = code;
    this.reason = message;
    if (rule !== undefined) this.rule = rule;
  }
}

/** True when `value` is a {@link RuleError}, optionally with the given code. */
export function isRuleError(value: unknown, code?: RuleErrorCode): value is RuleError {
  return value instanceof RuleError && (code === undefined || value.code === code);
}

/** Throws a {@link RuleError} unless `condition` holds. Keeps rule checks to one line. */
export function check(
  condition: unknown,
  code: RuleErrorCode,
  message: string,
  rule?: string,
): asserts condition {
  if (!condition) throw new RuleError(code, message, rule);
}

/**
 * The error for a state whose parts contradict each other in a way the rules discover only while
 * running (a task on a resolution stack with nothing to act on). Only a corrupt saved state gets
 * there: the rules themselves never build one.
 */
export function inconsistentState(what: string, rule?: string): RuleError {
  return new RuleError('BAD_STATE', `the state is inconsistent: ${what}`, rule);
}
