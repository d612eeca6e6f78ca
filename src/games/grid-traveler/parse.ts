/** Untrusted input to typed values: actions (MALFORMED_ACTION) and saved states (BAD_STATE). */
import { parseWith } from '../../core/schema.js';
import { actionSchema, gridStateSchema } from './state-schema.js';
import type { GridTravelerAction, GridTravelerState } from './types.js';

export { defaultConfig, parseConfig } from './parse-config.js';

/**
 * Reads an untrusted action: `{ type, player, ...fields }`, the type one of `GRID_ACTION_TYPES`
 * with exactly the fields of that action, each in its range (seats 0–5, tiles and card ids on a
 * board and in a deck of the largest size a config allows). Whether it is legal now is for
 * `reduce` to say.
 */
export function parseAction(input: unknown): GridTravelerAction {
  return parseWith(actionSchema, input, 'MALFORMED_ACTION', 'a GRID Traveler action');
}

/** Reads a saved state, checking every field and how the parts fit together (DESIGN §8). */
export function parseState(input: unknown): GridTravelerState {
  return parseWith(gridStateSchema, input, 'BAD_STATE', 'a GRID Traveler state');
}
