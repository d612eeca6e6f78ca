import type { AnyGame } from './game.js';
import { createRng } from './rng.js';
import { parseRecord, rethrowAsBadState } from './record.js';

/** One step of a replay: the action and the state it produced (its `events` say what happened). */
export interface ReplayStep<Action, State> {
  readonly index: number;
  readonly action: Action;
  readonly state: State;
}

/**
 * Replays a record action by action, yielding each action with the state after it. Refuses
 * (`BAD_STATE`) a record of another game or rules version, or one whose action is refused. The
 * state after setup is `replayStart(game, record)`.
 */
export function* replay<G extends AnyGame>(
  game: G,
  record: unknown,
): Generator<ReplayStep<Parameters<G['reduce']>[1], ReturnType<G['setup']>>, void, undefined> {
  const parsed = parseRecord(game, record);
  const rng = createRng(parsed.seed);
  let state = game.setup(parsed.config, rng);
  for (let index = 0; index < parsed.actions.length; index++) {
    const action = parsed.actions[index];
    state = rethrowAsBadState(() => game.reduce(state, action, rng), `action ${index + 1}`);
    yield { index, action, state };
  }
}

/** The state right after setup for a record, i.e. before its first action. */
export function replayStart<G extends AnyGame>(game: G, record: unknown): ReturnType<G['setup']> {
  const parsed = parseRecord(game, record);
  return game.setup(parsed.config, createRng(parsed.seed));
}
