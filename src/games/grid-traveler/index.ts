/**
 * GRID Traveler: Magick Journey (J. Carrell Jones, Mythical Legends, 2017). Two to six players fly
 * Cruisers round a star map, jump between GRID points, orbit planets and regions to scan them for
 * material cards, and use the materials to power Magick. Cruisers fight ship to ship anywhere;
 * players on one planet may fight with Magick. The last player standing wins.
 *
 * The rulebook names a board and seven decks but prints almost none of them: this module ships a
 * complete reconstructed set (a 21 × 21 board, cruisers, personas, Necronian mentors, Magick,
 * material, DITFOI and Whisper cards), each marked as sourced or reconstructed, and every rule the
 * text leaves open is a numbered ruling (GT-n) in docs/rules/grid-traveler.md. A config may bring
 * its own board and its own cruisers, personas, Necronian mentors and Magick deck (`board`,
 * `decks`), checked in full by `parseConfig`; `contentOf(config)` looks a game's cards up by id.
 *
 * @example
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { gridTraveler } from 'rulebooks/grid-traveler';
 * const match = createMatch(gridTraveler, { config: { players: 4 }, seed: 2017 });
 * while (!match.isOver()) {
 *   const seat = match.actors()[0]!;
 *   match.play(match.legalActions(seat)[0]!);
 * }
 * console.log(match.outcome());
 * ```
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { actionSpace, decodeAction, encodeAction } from './action-space.js';
import { cloneState } from './clone.js';
import { observationLayout, observationTensor } from './observation.js';
import { describeAction } from './describe-action.js';
import { describeEvent } from './describe.js';
import { describeView } from './describe-view.js';
import { evaluate } from './evaluate.js';
import { defaultConfig, parseAction, parseConfig, parseState } from './parse.js';
import { execute } from './rules/actions.js';
import { outcomeOf } from './rules/end.js';
import { actors, legalActions } from './rules/legal.js';
import { refusal } from './rules/refusal.js';
import { sampleHidden } from './sample-hidden.js';
import { setup } from './setup.js';
import type { GridTravelerAction, GridTravelerConfig, GridTravelerEvent, GridTravelerState, GridTravelerView } from './types.js';
import { view } from './view.js';

export type * from './types.js';
export { CARD_KINDS, GRID_ACTION_TYPES } from './types.js';
export { GRID_TRAVELER_DIRECTIONS, STANDARD_BOARD, GRID_TRAVELER_STEPS, SUPPLY_PER_BODY, type BodyKind, type GridBody, type GridPoint } from './content/board.js';
export { COMPONENTS, COMPONENT_NAMES, CRUISERS, DESTROYING_DAMAGE, DISABLING_CUBES, REDUCED_BY_CUBES, cruiserById, type Cruiser } from './content/cruisers.js';
export { PERSONAS, BASE_HEALTH, personaById, type Persona } from './content/personas.js';
export { NECRONIANS, BASE_NANYTES, BASE_SKILL, SPECIALTY_SKILL, WEAKEN, necronianById, type Necronian } from './content/necronians.js';
export { MAGICK_CARDS, MAGICK_COPIES, MAGICK_SPECIALS, MAGICK_TYPES, MAGICK_TYPE_NAMES, magickById, type MagickCard, type MagickSpecial } from './content/magick.js';
export { STANDARD_DECKS, STANDARD_MAGICK_DECK } from './content/decks.js';
export { contentOf, type GridContent, type WithConfig as GridTravelerWithConfig } from './rules/content.js';
export {
  disabled as gridTravelerDisabled,
  effective as gridTravelerComponentNumber,
  maxHealth as gridTravelerMaxHealth,
  maxNanytes as gridTravelerMaxNanytes,
  skillLevel as gridTravelerSkillLevel,
  type SeatNumbersOf as GridTravelerSeatNumbers,
} from './rules/numbers.js';
export { MATERIALS, MATERIAL_IDS, materialById, type Material } from './content/materials.js';
export { WHISPERS, WHISPER_COPIES, WHISPER_IDS, OVERREACH_ROUNDS, WHISPER_COMBAT_TURNS, whisperById, type Whisper } from './content/whispers.js';
export { DITFOI_CARDS, DITFOI_COPIES, DITFOI_SUCCESS } from './content/ditfoi.js';
export { DEFAULT_MAX_ROUNDS, MAX_PLAYERS, MIN_PLAYERS } from './parse-config.js';
export { gridTravelerBots, gridTravelerHeuristicBot, type GridTravelerGame } from './bots.js';
export { gridTravelerStats } from './stats.js';
export { gridTravelerActionLayout, type GridActionLayout, type GridCardCodes } from './action-space.js';
export { GRID_TRAVELER_EVALUATION_WEIGHTS, gridTravelerEvaluate, gridTravelerStrengths, type GridTravelerEvaluationWeights } from './evaluate.js';

/**
 * GRID Traveler, implementing the {@link Game} contract of the core entry point: 2–6 players, one
 * actor at a time; `outcome` ranks survivors by score, then those who went out, the later first.
 * `evaluate` reads the score as it stands, the cubes and the cards ({@link gridTravelerEvaluate}).
 * Its fixed action space numbers a card by its design and copy in the acting seat's hand
 * ({@link gridTravelerActionLayout}); its observation tensor is laid out in
 * docs/rules/grid-traveler.md, section 8.
 */
export const gridTraveler: Game<GridTravelerState, GridTravelerAction, GridTravelerEvent, GridTravelerConfig, GridTravelerView> = defineGame<
  GridTravelerState,
  GridTravelerAction,
  GridTravelerEvent,
  GridTravelerConfig,
  GridTravelerView
>({
  id: 'grid-traveler',
  title: 'GRID Traveler: Magick Journey',
  rulesVersion: '2',
  minPlayers: 2,
  maxPlayers: 6,
  defaultConfig,
  parseConfig,
  setup,
  actors,
  legalActions,
  execute,
  refusal,
  clone: cloneState,
  isOver: (state) => state.end !== null,
  outcome: outcomeOf,
  view,
  parseAction,
  parseState,
  describeEvent,
  describeAction,
  describeView,
  sampleHidden,
  // The game's own score, the cubes, the cards and who is out (DESIGN §13, issue 27).
  evaluate,
  // A fixed action space (DESIGN §13, issue 28): numbers by action type, cards by design and copy.
  actionSpace,
  encodeAction,
  decodeAction,
  // Observation tensors: a seat's view as numbers, in slices documented per config.
  observationLayout,
  observationTensor,
});
