/**
 * Psi Wars: a two-player card battle of labs, Creation Units and Battle Units. The rulebook gives
 * the rules but no card list; this module ships two playable 52-card decks of its own design
 * (Creature Commander and Robot Commander) and accepts decks of your own in the config.
 *
 * ```ts
 * import { createMatch } from 'rulebooks';
 * import { psiWars } from 'rulebooks/psi-wars';
 * const match = createMatch(psiWars, { config: { players: 2, decks: ['creature', 'robot'] }, seed: 1 });
 * ```
 *
 * Rulings for everything the rulebook leaves open are in docs/rules/psi-wars.md.
 *
 * @packageDocumentation
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { describeEvent } from './describe.js';
import { DEFAULT_LAB_HIT_POINTS, parseAction, parseConfig, parseState } from './parse.js';
import { actingPlayer, isLegal, legalActions } from './rules/choices.js';
import { execute } from './rules/actions.js';
import { setup } from './setup.js';
import type { PsiWarsAction, PsiWarsConfig, PsiWarsEvent, PsiWarsState, PsiWarsView } from './types.js';
import { redactPsiWarsEvent, view } from './view.js';
import { cloneState } from './clone.js';
import { describeAction } from './describe-action.js';
import { describeView } from './describe-view.js';
import { sampleHidden } from './sample-hidden.js';
import { evaluate, outcome } from './evaluate.js';
import { RuleError } from '../../core/errors.js';
import { decodePsiWarsAction, encodePsiWarsAction, psiWarsActionSpace } from './action-space.js';
import { psiWarsObservationLayout, psiWarsObservationTensor } from './observation.js';

export type * from './types.js';
export type * from './content/schema.js';
export { CREATION_UNITS, LIGHTS, MIND_MODES, UNIT_CLASSES, costSize } from './content/schema.js';
export { CARDS, CARD_BY_ID, cardById } from './content/cards.js';
export { DECKS, DECK_IDS, DECK_NAMES, type DeckId } from './content/decks.js';
export { DECK_SIZE, FATIGUE_DAMAGE, HAND_LIMIT, OPENING_HAND } from './rules/cards.js';
export { DEFAULT_LAB_HIT_POINTS, MAX_LAB_HIT_POINTS, MIN_LAB_HIT_POINTS, cardLocations } from './parse.js';
export { psiWarsStats } from './stats.js';
export { psiWarsGreedyBot, psiWarsBots, type PsiWarsGame } from './bots.js';
export { redactPsiWarsEvent };
export { psiWarsActionRanges, type PsiWarsActionRange, type PsiWarsActionRanges } from './action-space.js';

const ALONE = [Object.freeze([0]), Object.freeze([1])] as const;
const NOBODY: readonly number[] = Object.freeze([]);

/** The Psi Wars game, implementing the {@link Game} contract of the core entry point. */
export const psiWars: Game<PsiWarsState, PsiWarsAction, PsiWarsEvent, PsiWarsConfig, PsiWarsView> = defineGame<PsiWarsState, PsiWarsAction, PsiWarsEvent, PsiWarsConfig, PsiWarsView>({
  id: 'psi-wars',
  title: 'Psi Wars',
  rulesVersion: '2',
  minPlayers: 2,
  maxPlayers: 2,
  defaultConfig(players) {
    if (players !== 2) throw new RuleError('BAD_CONFIG', `Psi Wars is a two-player game, not ${players} players`, 'PW-1');
    return parseConfig({ players: 2, labHitPoints: DEFAULT_LAB_HIT_POINTS, decks: ['creature', 'robot'] });
  },
  parseConfig,
  setup,
  actors(state) {
    const player = actingPlayer(state);
    return player === null ? NOBODY : (ALONE[player] as readonly number[]);
  },
  legalActions,
  isLegal,
  execute,
  clone: cloneState,
  isOver: (state) => state.winner !== null,
  outcome,
  evaluate,
  view,
  parseAction,
  parseState,
  describeEvent,
  describeAction,
  describeView,
  sampleHidden,
  actionSpace: psiWarsActionSpace,
  encodeAction: encodePsiWarsAction,
  decodeAction: decodePsiWarsAction,
  observationLayout: psiWarsObservationLayout,
  observationTensor: psiWarsObservationTensor,
});
