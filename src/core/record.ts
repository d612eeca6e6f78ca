import type { AnyGame } from './game.js';
import { RuleError } from './errors.js';
import { isRecord } from './json.js';

/**
 * Everything needed to replay a game bit for bit: which game and rules version, the config, the
 * seed of the rules' rng, and the actions in order (DESIGN §4).
 */
export interface MatchRecord<C = unknown, A = unknown> {
  readonly game: string;
  readonly rulesVersion: string;
  readonly config: C;
  readonly seed: number;
  readonly actions: readonly A[];
}

/**
 * Checks that untrusted `input` is a record of `game` at its current rules version, and parses its
 * config and actions. Throws `BAD_STATE` for a foreign, outdated or corrupt record.
 */
export function parseRecord<G extends AnyGame>(
  game: G,
  input: unknown,
): MatchRecord<ReturnType<G['parseConfig']>, ReturnType<G['parseAction']>> {
  if (!isRecord(input)) throw new RuleError('BAD_STATE', 'a record is an object { game, rulesVersion, config, seed, actions }');
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
  const config = rethrowAsBadState(() => game.parseConfig(input.config), 'its config');
  const actions = input.actions.map((action, index) =>
    rethrowAsBadState(() => game.parseAction(action), `action ${index + 1}`),
  );
  return { game: game.id, rulesVersion: game.rulesVersion, config, seed: input.seed, actions };
}

/** Runs `read` and turns any RuleError it throws into BAD_STATE naming what was being read. */
export function rethrowAsBadState<T>(read: () => T, what: string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RuleError) {
      throw new RuleError('BAD_STATE', `the record's ${what} is refused: ${error.message}`, error.rule);
    }
    throw error;
  }
}
