/** Untrusted input to typed values: actions (MALFORMED_ACTION) and saved states (BAD_STATE). */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { parseWith } from '../../core/schema.js';
import { magikaStateSchema } from './state-schema.js';
import type { MagikaAction, MagikaState } from './types.js';
import { orderSchema } from './state-schema.js';
import { SchemaError } from '../../core/schema.js';
import { MAX_SEATS } from './parse-config.js';

export { defaultConfig, parseConfig } from './parse-config.js';

function malformed(message: string): RuleError {
  return new RuleError('MALFORMED_ACTION', message);
}

/**
 * Reads an untrusted action: `{ type, player, phase, ...the order's fields }`, the type one of the
 * nine orders (Figure 4), with exactly the fields its order has.
 */
export function parseAction(input: unknown): MagikaAction {
  if (!isRecord(input)) throw malformed('a Magika action is an object { type, player, phase, ... }');
  const { player, phase, ...order } = input;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= MAX_SEATS) throw malformed(`player must be a seat from 0 to ${MAX_SEATS - 1}`);
  if (phase !== 1 && phase !== 2 && phase !== 3 && phase !== 4 && phase !== 5) throw malformed('phase must be 1, 2, 3, 4 or 5');
  try {
    return { ...orderSchema(order, '$'), player, phase } as MagikaAction;
  } catch (error) {
    if (error instanceof SchemaError) throw malformed(`a Magika action is refused at ${error.path}: ${error.problem}`);
    throw error;
  }
}

/** Reads a saved state, checking every field and how the parts fit together (DESIGN §8). */
export function parseState(input: unknown): MagikaState {
  return parseWith(magikaStateSchema, input, 'BAD_STATE', 'a Magika state');
}
