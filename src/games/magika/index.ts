/**
 * Magika: ChoZen FroZen Games' 1994 play-by-mail contest. Up to twelve novice mages and the Ebon
 * Mage climb a triangular cavern of 26 rows toward the Goal Square, each turn writing five secret
 * orders, one per phase: move, rest, search, meditate, drop, give, demand, don a cloak, or cast.
 * All phase-1 orders are carried out before any of phase 2's, each phase in the Sequence of Events
 * (Demand, Give, Don, Cast, Move, Search, Drop, Meditate, Rest). Mages spend Endurance moving and
 * searching, find scrolls, artifacts and cloaks, join teams, and see only what lies within three
 * hexes of them and their teammates. The game ends when a novice reaches the Goal Square, when the
 * three alignment artifacts come together, or at the turn limit, and is scored in Victory Points.
 *
 * Every rule is played: the world, the orders, items, artifacts, teams, the Ebon Mage,
 * reconnaissance, scoring, and all 36 spells at both levels, read from scrolls in Figure 7's order
 * of activation within each phase's Cast step (MG-28…MG-46, MG-58).
 *
 * @example
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { magika } from 'rulebooks/magika';
 * // Twelve novices and the Ebon Mage on the default map.
 * const contest = createMatch(magika, { config: { players: 13 }, seed: 1994 });
 * // Every seat writes five orders a turn; the turn resolves when the last plan is sent.
 * while (!contest.isOver()) {
 *   const seat = contest.actors()[0]!;
 *   contest.play(contest.legalActions(seat)[0]!);
 * }
 * console.log(contest.logFor(0).map((event) => magika.describeEvent(event)).join('\n'));
 * ```
 *
 * How this library reads every rule, and the rulings (MG-n) for what the rulebook leaves open, are
 * in docs/rules/magika.md.
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { actionSpace, decodeAction, encodeAction } from './action-space.js';
import { cloneState } from './clone.js';
import { describeAction } from './describe-action.js';
import { describeEvent } from './describe.js';
import { describeView } from './describe-view.js';
import { evaluate } from './evaluate.js';
import { observationLayout, observationTensor } from './observation.js';
import { defaultConfig, parseAction, parseConfig, parseState } from './parse.js';
import { execute } from './rules/actions.js';
import { actionRefusal, isLegal, legalActions, planners } from './rules/plan.js';
import { outcomeOf } from './rules/vp.js';
import { sampleHidden } from './sample-hidden.js';
import { setup } from './setup.js';
import type { MagikaAction, MagikaConfig, MagikaEvent, MagikaState, MagikaView } from './types.js';
import { letterOf, view } from './view.js';

export type * from './types.js';
export { MAGIKA_ORDER_TYPES, MAGIKA_PHASES } from './types.js';
export { ALIGNMENTS, RACES, RACE_IDS, START_ARCANIA, raceById, type Race, type MoveRow } from './content/races.js';
export { TERRAINS, terrainOf, type Terrain } from './content/terrain.js';
export { movePercent, moveCost } from './content/movement.js';
export { ARTIFACTS, ARTIFACT_IDS, RACIAL_PREFERENCE, artifactById, type Artifact, type ArtifactClass, type ArtifactMoves, type AbilityStat } from './content/artifacts.js';
export { CLOAK_COLORS, CLOAKS_PER_COLOR } from './content/cloaks.js';
export { MAGIKA_SPELLS, SPELL_CODES, spellByCode, type MagikaSpell, type SpellDuration, type SpellLevel, type SpellParameter } from './content/spells.js';
export { EBON_TASKS, EBON_TASK_IDS, type EbonTask } from './content/ebon-tasks.js';
export { DEFAULT_MAP } from './content/maps/default.js';
export { MAGIKA_DIRECTIONS, MAGIKA_GOAL, HEX_COUNT, ROWS, START_SPACES, columnOf, distance, hexAt, hexLabel, neighbour, parseHexLabel, rowOf } from './rules/map.js';
export { generateTerrain } from './rules/terrain-map.js';
export { DEFAULT_MAX_TURNS, MAX_SEATS, MIN_SEATS } from './parse-config.js';
export { magikaBots, magikaHeuristicBot, type MagikaGame } from './bots.js';
export { magikaStats } from './stats.js';
export { MAGIKA_ITEM_SLOTS, magikaActionLayout, type MagikaActionLayout } from './action-space.js';
export { MAGIKA_EVALUATION_WEIGHTS, magikaEvaluate, magikaPlannedHexes, magikaStrengths, magikaTurnsLeft, type MagikaEvaluationWeights } from './evaluate.js';

/**
 * Magika, implementing the {@link Game} contract of the core entry point: 2–13 seats, the Ebon
 * Mage last from three seats on. Every seat still writing its plan is an actor at once;
 * `outcome` ranks the Globe's formers first, then everyone by Victory Points, and scores are
 * Victory Points (in quarters of a point, as fractions). `evaluate` reads the Victory Points as
 * they stand and each side's prospects ({@link magikaEvaluate}). It has a fixed action space
 * (`actionSpace`, `encodeAction`, `decodeAction`: orders by slot, artifact and seat) and an
 * observation tensor of the seat's view (`observationLayout`, `observationTensor`), both laid out
 * in docs/rules/magika.md §8.
 */
export const magika: Game<MagikaState, MagikaAction, MagikaEvent, MagikaConfig, MagikaView> = defineGame<MagikaState, MagikaAction, MagikaEvent, MagikaConfig, MagikaView>({
  id: 'magika',
  title: 'Magika',
  rulesVersion: '2',
  minPlayers: 2,
  maxPlayers: 13,
  defaultConfig,
  parseConfig,
  setup,
  actors: planners,
  legalActions,
  isLegal,
  refusal: actionRefusal,
  execute,
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
  // Victory Points as they stand, the Globe, the climb and the reserves (DESIGN §13, issue 27).
  evaluate,
  // A fixed action space: every order by the slot, artifact or seat it names (DESIGN §13, issue 28).
  actionSpace,
  encodeAction,
  decodeAction,
  // The seat's view as numbers: its own mage and plan, its report, its history map (issue 28).
  observationLayout,
  observationTensor,
  // The log names every seat by its identity letter (MG-6), so the CLI's tables do too.
  seatName: (_state, seat) => letterOf(seat),
});
