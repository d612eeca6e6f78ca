/**
 * Fixed action spaces and observation tensors from the learner's side (DESIGN §13): the legal
 * actions of a seat as numbers and as a mask over the game's whole action space, and the checks
 * that tell whether a game offers them. The games define the numbering (`actionSpace`,
 * `encodeAction`, `decodeAction`) and the tensors (`observationLayout`, `observationTensor`).
 */
import { RuleError } from './errors.js';
import type { AnyGame, ConfigOf, Player, StateOf, Viewer } from './game.js';

/** A game with a fixed action space: `actionSpace`, `encodeAction` and `decodeAction` present. */
export type WithActionSpace<G extends AnyGame> = G & Required<Pick<G, 'actionSpace' | 'encodeAction' | 'decodeAction'>>;

/** A game with observation tensors: `observationLayout` and `observationTensor` present. */
export type WithObservation<G extends AnyGame> = G & Required<Pick<G, 'observationLayout' | 'observationTensor'>>;

/** Whether `game` has a fixed action space (DESIGN §13). */
export function hasActionSpace<G extends AnyGame>(game: G): game is WithActionSpace<G> {
  return typeof game.actionSpace === 'function' && typeof game.encodeAction === 'function' && typeof game.decodeAction === 'function';
}

/** Whether `game` has observation tensors (DESIGN §13). */
export function hasObservation<G extends AnyGame>(game: G): game is WithObservation<G> {
  return typeof game.observationLayout === 'function' && typeof game.observationTensor === 'function';
}

/** The game, or a RuleError `BAD_CONFIG` naming what it lacks. */
function withSpace<G extends AnyGame>(game: G): WithActionSpace<G> {
  if (!hasActionSpace(game)) throw new RuleError('BAD_CONFIG', `${game.title} has no fixed action space (DESIGN §13: actionSpace, encodeAction, decodeAction)`);
  return game;
}

/**
 * The numbers of `player`'s legal actions in `state`, in `legalActions` order (distinct, each in
 * 0..N-1). Empty for a seat that may not act.
 */
export function legalActionIds<G extends AnyGame>(game: G, state: StateOf<G>, player: Player): number[] {
  const spaced: AnyGame = withSpace(game);
  if (spaced.legalActionIds !== undefined) return spaced.legalActionIds(state, player);
  return (spaced.legalActions(state, player) as readonly unknown[]).map((action) => spaced.encodeAction!(state, action));
}

/**
 * `player`'s legal actions in `state` as a mask over the whole action space of `config`: 1 at the
 * number of every legal action, 0 elsewhere (OpenSpiel's legal-action mask).
 */
export function legalActionMask<G extends AnyGame>(game: G, config: ConfigOf<G>, state: StateOf<G>, player: Player): Uint8Array {
  const spaced: AnyGame = withSpace(game);
  const mask = new Uint8Array(spaced.actionSpace!(config));
  for (const id of legalActionIds(spaced, state, player)) mask[id] = 1;
  return mask;
}

/**
 * `viewer`'s observation tensor at `state`: `game.observationTensorOf` where the game has it (every
 * game made by `defineGame`), else `observationTensor(view(state, viewer))`. A RuleError
 * `BAD_CONFIG` for a game without tensors.
 */
export function observationTensorOf<G extends AnyGame>(game: G, state: StateOf<G>, viewer: Viewer): Float32Array {
  const observed: AnyGame = game;
  if (!hasObservation(observed)) throw new RuleError('BAD_CONFIG', `${game.title} has no observation tensors (DESIGN §13: observationLayout, observationTensor)`);
  if (observed.observationTensorOf !== undefined) return observed.observationTensorOf(state, viewer);
  return observed.observationTensor(observed.view(state, viewer));
}
