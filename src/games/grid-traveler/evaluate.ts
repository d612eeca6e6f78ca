/**
 * GRID Traveler's evaluation (DESIGN §13, issue 27): each seat's expected reward in [0, 1], for
 * search that cuts a playout short. It is built from the rules' own functions, never a copy of them:
 * - the game's own score of a survivor ({@link scoreOf}, GT-31): Health, nanytes, 2 for each Damage
 *   cube short of destruction and 3 for each capable Magick card, which ranks the survivors at the
 *   round limit;
 * - the cubes on its components: each disabled component ({@link disabled}, GT-S66) weakens it in
 *   every fight to come;
 * - the cards in hand the score does not count: Magick cards not yet capable, materials, Whispers
 *   and DITFOI cards, each a chance to act later;
 * - who is out: a player out is behind every survivor for good, and behind those out later (the
 *   ranking of {@link outcomeOf}), so those places are certain.
 *
 * Those make a strength per survivor, in the score's points. A seat's reward is its chance of
 * finishing ahead of each other seat, averaged over them: certain for a player out; for two
 * survivors, a logistic curve of their difference in strength, whose width shrinks as the rounds
 * left to the limit run out. That is how `rankRewards` scores a finished game (a place is the share
 * of others beaten, ties half), so at the end the evaluation becomes the outcome's rewards exactly,
 * and it sums, like them, to half the seats.
 *
 * Given a viewer, the other hands are hidden from it (GT-30), and with them the capable cards the
 * score counts: the evaluation is then the mean over a fixed set of worlds drawn with
 * `sampleHidden` for that seat, which are built from what it sees alone, so two states it cannot
 * tell apart get the same numbers.
 */
import type { Player } from '../../core/game.js';
import { rankRewards } from '../../core/mcts.js';
import { createRng } from '../../core/rng.js';
import { COMPONENTS } from './content/cruisers.js';
import type { GridTravelerState } from './types.js';
import { outcomeOf, scoreOf } from './rules/end.js';
import { capableCards, disabled } from './rules/numbers.js';
import { sampleHidden } from './sample-hidden.js';

/**
 * The weights of {@link gridTravelerEvaluate}'s strength, in the points of the game's score.
 * Exported for benches that tune them; the defaults are what the game's `evaluate` uses.
 */
export interface GridTravelerEvaluationWeights {
  /** Taken off for each disabled component. */
  readonly perDisabled: number;
  /** Added for each card in hand the score does not count (all but the capable Magick cards). */
  readonly perCard: number;
  /** The logistic width for one round left (it grows with the rounds left, below linearly). */
  readonly spread: number;
}

/**
 * The weights the game's `evaluate` uses: what predicted the end of heuristic-bot games of 2 seats
 * and 10 rounds and of 4 seats and 60 best. The score alone already orders survivors well, so the
 * curve is narrow; a card the score does not count is barely more than a tie-break.
 */
export const GRID_TRAVELER_EVALUATION_WEIGHTS: GridTravelerEvaluationWeights = {
  perDisabled: 3,
  perCard: 0.1,
  spread: 0.3,
};

/** How the logistic width grows with the rounds left: as their power ¾ (as Magika's does). */
const SPREAD_GROWTH = 0.75;
/** How many worlds a viewer's evaluation averages over: more is smoother and slower. */
const VIEWER_WORLDS = 4;
/** The seed of the first of those worlds: fixed, so the evaluation is a function of what the viewer sees. */
const WORLD_SEED = 0x6772_6964;

/**
 * Each seat's strength in the score's points: its score now, less its disabled components, plus
 * the cards the score does not count. A player out has none: its place is settled (see the module's
 * notes), and this number is not read for it.
 */
export function gridTravelerStrengths(state: GridTravelerState, weights: GridTravelerEvaluationWeights = GRID_TRAVELER_EVALUATION_WEIGHTS): number[] {
  return state.seats.map((seat, i) => {
    if (seat.out !== null) return 0;
    const broken = COMPONENTS.filter((component) => disabled(seat, component)).length;
    const cards = seat.hand.magick.length + seat.hand.material.length + seat.hand.whisper.length + seat.hand.ditfoi.length - capableCards(state, seat).length;
    return scoreOf(state, i) - weights.perDisabled * broken + weights.perCard * cards;
  });
}

/**
 * Each seat's expected reward in [0, 1], read from the full state (the game's `evaluate` without a
 * viewer): the outcome's rewards once the game is over, else each seat's chance of finishing ahead of
 * each other seat, averaged. `weights` is for benches; the game uses the defaults.
 */
export function gridTravelerEvaluate(state: GridTravelerState, weights: GridTravelerEvaluationWeights = GRID_TRAVELER_EVALUATION_WEIGHTS): number[] {
  const outcome = outcomeOf(state);
  if (outcome !== undefined) return rankRewards(outcome);
  const strengths = gridTravelerStrengths(state, weights);
  const roundsLeft = Math.max(1, state.config.maxRounds - state.round + 1);
  const spread = weights.spread * roundsLeft ** SPREAD_GROWTH;
  const n = state.seats.length;
  if (n <= 1) return [1];
  const rewards = state.seats.map(() => 0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ahead = aheadChance(state, strengths, spread, i, j);
      rewards[i]! += ahead;
      rewards[j]! += 1 - ahead;
    }
  }
  return rewards.map((sum) => sum / (n - 1));
}

/**
 * The chance that seat `i` finishes ahead of seat `j` (a tie counting half), as the outcome ranks
 * them (GT-31): a survivor is ahead of a player out; of two out, the later is ahead; of two
 * survivors, the stronger is likelier to be.
 */
function aheadChance(state: GridTravelerState, strengths: readonly number[], spread: number, i: Player, j: Player): number {
  const a = state.seats[i]!.out;
  const b = state.seats[j]!.out;
  if (a !== null || b !== null) {
    if (a === null) return 1;
    if (b === null) return 0;
    return a.round > b.round ? 1 : a.round < b.round ? 0 : 0.5;
  }
  // Equal strengths are even, even at width 0 (a bench's weights), where the curve is a step.
  const lead = strengths[i]! - strengths[j]!;
  return lead === 0 ? 0.5 : 1 / (1 + Math.exp(-lead / spread));
}

/**
 * The game's `evaluate`: {@link gridTravelerEvaluate} of the state, or, given a viewer, its mean over
 * worlds drawn for that seat with `sampleHidden` from fixed seeds, so that only what the seat sees
 * counts. A finished game's scores are announced to all (GT-31), so its rewards are the outcome's
 * for every viewer.
 */
export function evaluate(state: GridTravelerState, viewer?: Player): number[] {
  if (viewer === undefined || state.end !== null) return gridTravelerEvaluate(state);
  const total = state.seats.map(() => 0);
  for (let k = 0; k < VIEWER_WORLDS; k++) {
    const values = gridTravelerEvaluate(sampleHidden(state, viewer, createRng(WORLD_SEED + k)));
    values.forEach((value, seat) => (total[seat]! += value));
  }
  return total.map((sum) => sum / VIEWER_WORLDS);
}
