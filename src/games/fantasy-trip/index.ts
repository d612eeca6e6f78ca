/**
 * The Fantasy Trip: tactical arena combat of fighters on a hex map (Melee), from the Legacy
 * Edition GM screen. Sides of figures move by option, strike on 3 or 4 dice against adjusted DX,
 * and fall to armour-reduced damage; the last side standing wins.
 *
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { fantasyTrip } from 'rulebooks/fantasy-trip';
 * const match = createMatch(fantasyTrip, { config: fantasyTrip.defaultConfig(2), seed: 1 });
 * ```
 *
 * Rulings for everything the screen leaves open are in docs/rules/fantasy-trip.md.
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game, Outcome } from '../../core/game.js';
import { cloneState } from './clone.js';
import { describeAction } from './describe-action.js';
import { describeEvent } from './describe.js';
import { describeView } from './describe-view.js';
import { defaultConfig, parseAction, parseConfig, parseState } from './parse.js';
import { execute } from './rules/actions.js';
import { actingPlayer, legalActions } from './rules/choices.js';
import { stNow } from './rules/figures.js';
import { sampleHidden } from './sample-hidden.js';
import { setup } from './setup.js';
import type { FantasyTripAction, FantasyTripConfig, FantasyTripEvent, FantasyTripState, FantasyTripView } from './types.js';
import { view } from './view.js';

export type * from './types.js';
export type * from './content/schema.js';
export { FANTASY_TRIP_OPTIONS, FANTASY_TRIP_PHASES } from './types.js';
export { EDITIONS } from './content/schema.js';
export { contentPack } from './content/editions.js';
export { tacticalBot, fantasyTripBots, type FantasyTripGame } from './bots.js';
export { DEFAULT_ARENA_RADIUS, DEFAULT_TURN_LIMIT, HUMAN_POINTS, MAX_FIGURES_PER_SIDE, MAX_SIDES, MIN_ATTRIBUTE, MIN_SIDES, standardFighter } from './parse-config.js';

const SEATS = [0, 1, 2, 3, 4, 5].map((seat) => Object.freeze([seat]));
const NOBODY: readonly number[] = Object.freeze([]);

/** The Fantasy Trip (Melee), implementing the {@link Game} contract of the core entry point. */
export const fantasyTrip: Game<FantasyTripState, FantasyTripAction, FantasyTripEvent, FantasyTripConfig, FantasyTripView> = defineGame<
  FantasyTripState,
  FantasyTripAction,
  FantasyTripEvent,
  FantasyTripConfig,
  FantasyTripView
>({
  id: 'fantasy-trip',
  title: 'The Fantasy Trip',
  rulesVersion: '1',
  minPlayers: 2,
  maxPlayers: 6,
  defaultConfig,
  parseConfig,
  setup,
  actors(state) {
    const player = actingPlayer(state);
    return player === null ? NOBODY : (SEATS[player] as readonly number[]);
  },
  legalActions,
  execute,
  clone: cloneState,
  isOver: (state) => state.survivors !== null,
  outcome(state): Outcome | undefined {
    if (state.survivors === null) return undefined;
    const scores = state.config.sides.map((_, seat) => state.figures.reduce((sum, f) => sum + (f.side === seat && f.condition === 'fighting' ? stNow(f) : 0), 0));
    const survivors = [...state.survivors];
    const others = state.config.sides.map((_, seat) => seat).filter((seat) => !survivors.includes(seat));
    const ranking = survivors.length === 0 ? [others] : others.length === 0 ? [survivors] : [survivors, others];
    return { ranking, scores };
  },
  view,
  parseAction,
  parseState,
  describeEvent,
  describeAction,
  describeView,
  sampleHidden,
});
