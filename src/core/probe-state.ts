import type { BaseAction, BaseEvent, BaseState, BaseView, Player } from './game.js';
import { RuleError } from './errors.js';
import type { GameRules } from './define-game.js';

/** The game functions the probe runs. */
export type ProbedRules<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>> = Pick<
  GameRules<S, A, E, C, V>,
  'title' | 'isOver' | 'outcome' | 'view' | 'actors' | 'legalActions' | 'describeAction'
>;

/**
 * A state `parseState` accepted must never make the game throw anything but a RuleError, nor stall
 * it (DESIGN §8). The game's schema is the real check; this probe runs the functions every caller
 * runs first (actors, legal actions, views, outcome) and refuses, as BAD_STATE, a state they cannot
 * read or one that leaves a game with no way on: nobody to act in a game not over, somebody to act
 * in a game over, an outcome before the end or none after it, or an actor with no legal action. A
 * loop `while (!isOver(s)) apply(s, pick(legalActions(s, actors(s)[0])))` would spin or fail on
 * any of these. The probe lists each actor's legal actions once, which callers do anyway: it costs
 * about one step of a bot.
 */
export function probeState<S extends BaseState<E>, A extends BaseAction, E extends BaseEvent, C, V extends BaseView<E>>(
  rules: ProbedRules<S, A, E, C, V>,
  state: S,
): S {
  const refuse = (problem: string, rule?: string): never => {
    throw new RuleError('BAD_STATE', `a ${rules.title} state is refused: ${problem}`, rule);
  };
  let problem: string | null = null;
  try {
    const over = rules.isOver(state);
    const outcome = rules.outcome(state);
    rules.view(state, 'spectator');
    const actors: readonly Player[] = rules.actors(state);
    if (over && actors.length > 0) problem = `the game is over but player ${actors.join(', ')} may still act`;
    else if (!over && actors.length === 0) problem = 'the game is not over but nobody may act';
    else if (over !== (outcome !== undefined)) problem = over ? 'the game is over but has no outcome' : 'the game is not over but already has an outcome';
    for (const player of actors) {
      rules.view(state, player);
      const legal = rules.legalActions(state, player);
      if (legal.length === 0) problem ??= `player ${player} may act but has no legal action`;
      for (const action of legal) rules.describeAction(state, action);
    }
  } catch (error) {
    if (error instanceof RuleError) refuse(error.reason, error.rule);
    refuse(`its parts do not fit together (${error instanceof Error ? error.message : String(error)})`);
  }
  if (problem !== null) refuse(`${problem} (a saved state must leave the game a way on: DESIGN §8)`);
  return state;
}
