/**
 * Magical Athlete (Z-Man Games, 2010 edition): a draft of 25 characters, then four or five races
 * on a 30-space track where every athlete has a special ability.
 *
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { magicalAthlete } from 'rulebooks/magical-athlete';
 * const match = createMatch(magicalAthlete, { config: { players: 4 }, seed: 1 });
 * ```
 *
 * Rulings for everything the rulebook leaves open are in docs/rules/magical-athlete.md.
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { describeEvent } from './describe.js';
import { parseAction, parseConfig, parseState } from './parse.js';
import { actors, execute, legalActions, promptOf } from './rules/actions.js';
import { evaluate, outcome } from './evaluate.js';
import { setup } from './setup.js';
import type { MagicalAthleteAction, MagicalAthleteConfig, MagicalAthleteEvent, MagicalAthleteState, MagicalAthleteView } from './types.js';
import { view, redactMagicalAthleteEvent } from './view.js';
import { cloneState } from './clone.js';
import { describeAction } from './describe-action.js';
import { describeView } from './describe-view.js';
import { sampleHidden } from './sample-hidden.js';
import { actionSpace, decodeAction, encodeAction } from './action-space.js';
import { observationLayout, observationTensor } from './observation.js';

export type * from './types.js';
export { ABILITY_TIMINGS, CHARACTERS, CHARACTER_IDS, isCharacterId, type Character, type AbilityTiming } from './content/characters.js';
export { AWARDS, DRAFT_CHIPS, MAGICAL_ATHLETE_GOAL, MAX_RACE_TURNS, QUOTA, SET_ASIDE } from './content/board.js';
export { magicalAthleteStats } from './stats.js';
export { magicalAthleteGreedyBot, greedyValue, magicalAthleteBots, type GreedyBotOptions, type MagicalAthleteGame } from './bots.js';
export { promptOf, redactMagicalAthleteEvent };
export { MAGICAL_ATHLETE_ACTIONS, MAGICAL_ATHLETE_ACTION_OFFSETS } from './action-space.js';

/** The Magical Athlete game, implementing the {@link Game} contract of the core entry point. */
export const magicalAthlete = defineGame<MagicalAthleteState, MagicalAthleteAction, MagicalAthleteEvent, MagicalAthleteConfig, MagicalAthleteView>({
  id: 'magical-athlete',
  title: 'Magical Athlete',
  rulesVersion: '3',
  minPlayers: 4,
  maxPlayers: 5,
  defaultConfig: (players) => parseConfig({ players }),
  parseConfig,
  setup,
  actors,
  legalActions,
  execute,
  clone: cloneState,
  isOver: (state) => state.phase === 'over',
  outcome,
  evaluate,
  view,
  parseAction,
  parseState,
  describeEvent,
  describeAction,
  describeView,
  sampleHidden,
  actionSpace,
  encodeAction,
  decodeAction,
  observationLayout,
  observationTensor,
});
