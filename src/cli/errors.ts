/**
 * How the command reports failures. A {@link CliError} is a user error (bad flag, unknown game,
 * unreadable record): one line on stderr, no stack. A game's RuleError is shown the same way, with
 * its own message. Anything else is a bug and keeps its stack.
 */

/** A user-facing failure: printed as one `rulebooks: ...` line, then the command exits. */
export class CliError extends Error {
  /** The process exit code: 2 for usage errors (the default). */
  readonly exitCode: number;

  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/**
 * True for a RuleError from any copy of the library. Built games and the built CLI may each carry
 * their own copy of the core, so `instanceof` is not reliable across them: match on shape instead.
 */
export function isRuleErrorLike(value: unknown): value is Error & { code: string } {
  return (
    value instanceof Error &&
    value.name === 'RuleError' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** True for a `BotError` (src/simulate/bot-module.ts) from any copy of the library. */
export function isBotErrorLike(value: unknown): value is Error & { code: string } {
  return value instanceof Error && value.name === 'BotError' && typeof (value as { code?: unknown }).code === 'string';
}

/** Collapses a message to one line so that every report is exactly one line. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The text of any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Writes the report for `error` and returns the exit code to use. */
export function reportError(stderr: { write(chunk: string): unknown }, error: unknown): number {
  // A user's bot that failed (a BotError, matched by shape as RuleErrors are) is their mistake too.
  if (error instanceof CliError || isRuleErrorLike(error) || isBotErrorLike(error)) {
    stderr.write(`rulebooks: ${oneLine(messageOf(error))}\n`);
    return error instanceof CliError ? error.exitCode : 2;
  }
  // A bug, not a user mistake: keep the stack, it is what a bug report needs.
  const stack = error instanceof Error && error.stack ? `\n${error.stack}` : '';
  stderr.write(`rulebooks: internal error: ${oneLine(messageOf(error))}${stack}\n`);
  return 1;
}
