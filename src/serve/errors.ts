/**
 * The step server's own error codes (protocol v1). A game's RuleError keeps its own code on the
 * wire (`ILLEGAL_ACTION`, `BAD_CONFIG`...); these are the codes only the server gives.
 */

/** The codes of {@link ServeError}. */
export type ServeErrorCode =
  | 'BAD_REQUEST'
  | 'UNKNOWN_GAME'
  | 'UNKNOWN_ENV'
  | 'UNKNOWN_BOT'
  | 'NO_ACTION_SPACE'
  | 'NO_OBSERVATION'
  | 'STEP_CAP'
  | 'NO_RECORD'
  | 'BOT_ERROR'
  | 'INTERNAL_ERROR';

/** A request the server refuses: its code goes on the wire as the response's `error.code`. */
export class ServeError extends Error {
  /** Stable, machine-readable reason. */
  readonly code: ServeErrorCode;

  constructor(code: ServeErrorCode, message: string) {
    super(message);
    this.name = 'ServeError';
    this.code = code;
  }
}

/** A `BAD_REQUEST` naming the field and what it must be. */
export function badRequest(message: string): ServeError {
  return new ServeError('BAD_REQUEST', message);
}
