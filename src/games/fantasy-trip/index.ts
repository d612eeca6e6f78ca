/**
 * The Fantasy Trip: Melee and Wizard, arena combat between sides of fighters and wizards on a hex
 * map, played by the Legacy Edition GM screen (or the classic 1977–80 tables). Two to six sides
 * field one to six figures each, of seven races (FT-52), built on their race's attribute points
 * (32 for a human) with weapons, armour, a shield and spells. Each turn
 * the sides roll initiative and move their figures one at a time, each by one of 20 options (move,
 * charge, shift and attack, defend, ready a weapon, …); then the figures act in order of adjusted
 * DX. An attack hits when 3 dice (4 against a defender) come to no more than the attacker's
 * adjusted DX, and the target's armour and shield take hits off the damage. The fight ends when at
 * most one side has a figure still fighting, or as a draw at the turn limit. Hand-to-hand combat
 * and piles, missile and thrown weapons, and all 62 of Wizard's spells are played, with
 * summoned creatures (some of several hexes), images and illusions whose nature only their side
 * knows, and secret protections (FT-38, FT-49).
 *
 * @example
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { fantasyTrip, standardFighter } from 'rulebooks/fantasy-trip';
 * // One standard fighter a side (ST 12, DX 12, broadsword, leather, small shield).
 * const duel = createMatch(fantasyTrip, { config: { players: 2 }, seed: 1 });
 * // Or sides of your own: every field but `players` may be left out, and a figure needs only a
 * // name, ST and DX (`FantasyTripConfigInput`); `parseConfig` fills in the rest and checks it.
 * const brawl = createMatch(fantasyTrip, {
 *   config: fantasyTrip.parseConfig({
 *     players: 3,
 *     arenaRadius: 5,
 *     sides: [
 *       [standardFighter('Ana'), standardFighter('Bo')],
 *       [{ name: 'Cal', st: 14, dx: 10, iq: 8, weapons: ['halberd'], armor: 'chainmail', shield: null }],
 *       [{ name: 'Dee', st: 9, dx: 15, weapons: ['rapier', 'dagger'], shield: 'small-shield' }],
 *     ],
 *   }),
 *   seed: 2,
 * });
 * while (!duel.isOver()) duel.play(duel.legalActions(duel.actors()[0]!)[0]!);
 * console.log(duel.log.map((event) => fantasyTrip.describeEvent(event)).join('\n'));
 * ```
 *
 * How this library reads every rule, and the rulings (FT-n) for what the screen leaves open, are
 * in docs/rules/fantasy-trip.md.
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { cloneState } from './clone.js';
import { describeAction } from './describe-action.js';
import { describeEvent } from './describe.js';
import { describeView } from './describe-view.js';
import { defaultConfig, parseAction, parseConfig, parseState } from './parse.js';
import { execute } from './rules/actions.js';
import { actingPlayer, legalActions } from './rules/choices.js';
import { evaluate, outcome } from './evaluate.js';
import { sampleHidden } from './sample-hidden.js';
import { setup } from './setup.js';
import type { FantasyTripAction, FantasyTripConfig, FantasyTripEvent, FantasyTripState, FantasyTripView } from './types.js';
import { view } from './view.js';
import { actionSpace, decodeAction, encodeAction } from './action-space.js';
import { observationLayout, observationTensor } from './observation.js';

export type * from './types.js';
export type * from './content/schema.js';
export { FANTASY_TRIP_AIMS, FANTASY_TRIP_OPTIONS, FANTASY_TRIP_PHASES } from './types.js';
export { EDITIONS } from './content/schema.js';
// Game-prefixed (DESIGN §11): Magika exports its own RACE_IDS.
export { RACE_IDS as FANTASY_TRIP_RACE_IDS, type RaceId as FantasyTripRaceId } from './content/races.js';
export { contentPack } from './content/editions.js';
export { FANTASY_TRIP_SPELLS, SPELL_BY_ID, SUMMONS, spellById, type FantasyTripSpell, type SpellKind } from './content/spells.js';
export { fantasyTripTacticalBot, fantasyTripBots, type FantasyTripGame } from './bots.js';
export { fantasyTripStats } from './stats.js';
export { fantasyTripReach, type FantasyTripReach } from './reach.js';
export { fantasyTripActionBlocks, figureSlots as fantasyTripFigureSlots, itemSlots as fantasyTripItemSlots, FANTASY_TRIP_CREATION_OFFSETS, type FantasyTripActionBlock } from './action-space.js';
export { DEFAULT_ARENA_RADIUS, DEFAULT_TURN_LIMIT, HUMAN_POINTS, MAX_FIGURES_PER_SIDE, MAX_SIDES, MIN_ATTRIBUTE, MIN_SIDES, standardFighter } from './parse-config.js';

const SEATS = [0, 1, 2, 3, 4, 5].map((seat) => Object.freeze([seat]));
const NOBODY: readonly number[] = Object.freeze([]);

/**
 * The Fantasy Trip (Melee and Wizard), implementing the {@link Game} contract of the core entry point: 2–6
 * seats, one side each. `defaultConfig(n)` gives every side one standard fighter in a radius-7
 * arena with a 60-turn limit; `outcome` ranks the seats with a figure still fighting first (all
 * tied), the others after them, and scores each seat by the ST its fighting figures have left.
 * For learners it numbers every action and turns every view into a tensor, fixed per config
 * (`actionSpace`, `observationLayout`; docs/rules/fantasy-trip.md, section 8).
 */
export const fantasyTrip: Game<FantasyTripState, FantasyTripAction, FantasyTripEvent, FantasyTripConfig, FantasyTripView> = defineGame<
  FantasyTripState,
  FantasyTripAction,
  FantasyTripEvent,
  FantasyTripConfig,
  FantasyTripView
>({
  id: 'fantasy-trip',
  title: 'The Fantasy Trip',
  // 2: fakes cost nothing and any wizard may make one; a failed secret cast leaves a fake (FT-49).
  rulesVersion: '2',
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
