/**
 * Magika's evaluation (DESIGN §13, issue 27): each seat's expected reward in [0, 1], for search
 * that cuts a playout short. It is built from the rules' own functions, never a copy of them:
 * - Victory Points as the game would score them if it ended now ({@link scoreAll}, MG-54): position
 *   on the climb, the individual standing in Endurance, Arcania, Spell Skill and aptitude, the team
 *   standing, and the quest bonuses for artifacts held;
 * - the Globe of Life: a side (a mage, or its colour team) that holds two of the three alignment
 *   artifacts is one part from finishing first outright ({@link globeLacks}, MG-26);
 * - the climb still to make: the steps to the Goal Square ({@link distance}), since reaching it ends
 *   the game;
 * - the moves written for the turn being planned, as if made: orders take effect only when the turn
 *   resolves, and a search comparing orders must see where they lead;
 * - Endurance and Arcania in hand against their maxima, the fuel of every later move and spell.
 *
 * Those make a strength per seat, in quarter points like the scores. A seat's reward is its chance
 * of finishing ahead of each other seat, averaged over them, the chance read from the difference in
 * strength through a logistic curve whose width shrinks as the end nears (the turns left, or the
 * turns the nearest novice needs to reach the goal at its {@link moveAllowance}). That is how
 * `rankRewards` scores a finished game (a place is the share of others beaten, ties half), so at the
 * end the evaluation becomes the outcome's rewards exactly, and it sums, like them, to half the seats.
 *
 * Given a viewer, the seat sees only its own mage and its reports (MG-48): the evaluation is then
 * the mean over a fixed set of worlds drawn with `sampleHidden` for that seat, which are built from
 * what it sees alone, so two states it cannot tell apart get the same numbers.
 */
import type { Player } from '../../core/game.js';
import { rankRewards } from '../../core/mcts.js';
import { createRng } from '../../core/rng.js';
import type { MagikaState } from './types.js';
import { globeLacks } from './rules/globe.js';
import { artifactsOf, colorOf, isEbon, moveAllowance, wearers } from './rules/mages.js';
import { distance, MAGIKA_GOAL, neighbour, ROWS, type MagikaHex } from './rules/map.js';
import { outcomeOf, scoreAll } from './rules/vp.js';
import { sampleHidden } from './sample-hidden.js';

/**
 * The weights of {@link magikaEvaluate}'s strength, in quarter points (the unit of the scores).
 * Exported for benches that tune them; the defaults are what the game's `evaluate` uses.
 */
export interface MagikaEvaluationWeights {
  /** Added for a side one alignment artifact short of the Globe of Life. */
  readonly globeOneShort: number;
  /** Added for a side two alignment artifacts short of it (it holds one). */
  readonly globeTwoShort: number;
  /** Per step of the climb: times 25 less the mage's steps to the Goal Square. */
  readonly perStepClimbed: number;
  /** For full Endurance and full Arcania, each (proportionally less when lower). */
  readonly fullReserves: number;
  /** The logistic width for one turn left, before the seats' share (it grows with the turns left, below linearly). */
  readonly spread: number;
  /** The logistic width added per other seat, for one turn left: more mages, more points between them. */
  readonly spreadPerSeat: number;
}

/**
 * The weights the game's `evaluate` uses: what predicted the end of heuristic-bot contests of 2
 * seats and 4 turns, 4 seats and 10, and 13 seats and 40 best (by squared error against the
 * outcome's rewards).
 */
export const MAGIKA_EVALUATION_WEIGHTS: MagikaEvaluationWeights = {
  globeOneShort: 48,
  globeTwoShort: 4,
  perStepClimbed: 0.5,
  fullReserves: 2,
  spread: 4,
  spreadPerSeat: 2.5,
};

/**
 * How the logistic width grows with the turns left: as their power ¾, between the square root of
 * independent turns and the straight line of a plan followed through (what fitted heuristic-bot
 * contests of 2, 4 and 13 seats best, with the weights above).
 */
const SPREAD_GROWTH = 0.75;

/**
 * How many worlds a viewer's evaluation averages over: more is smoother and slower. Drawing a
 * Magika world costs far more than scoring it (about 1 ms at 2 seats, 5 at 13), so two.
 */
const VIEWER_WORLDS = 2;
/** The seeds of those worlds: fixed, so the evaluation is a function of what the viewer sees. */
const WORLD_SEED = 0x6d61_6769;

/**
 * Where each mage will stand once the moves it has written this turn are made, all of them
 * assumed to succeed: orders change nothing until the turn resolves (MG-8), so a search that
 * weighs one order against another mid-turn must see where the written moves lead.
 */
export function magikaPlannedHexes(state: MagikaState): MagikaHex[] {
  return state.mages.map((mage, seat) => {
    let hex = mage.hex;
    for (const order of state.plans[seat]!) {
      if (order.type === 'move') hex = neighbour(hex, order.direction) ?? hex;
    }
    return hex;
  });
}

/**
 * Each seat's strength in quarter points: its Victory Points and its prospects (see the module's
 * notes), with every mage where its written moves take it ({@link magikaPlannedHexes}).
 */
export function magikaStrengths(state: MagikaState, weights: MagikaEvaluationWeights = MAGIKA_EVALUATION_WEIGHTS): number[] {
  const hexes = magikaPlannedHexes(state);
  // The rules' own scoring, read from a copy of the state that differs only in where the mages stand.
  const scores = scoreAll({ ...state, mages: state.mages.map((mage, seat) => (mage.hex === hexes[seat] ? mage : { ...mage, hex: hexes[seat]! })) });
  return state.mages.map((mage, seat) => {
    // A side is one mage, or its colour team counting what all its wearers hold (MG-26).
    const color = colorOf(state, seat);
    const side = color === null ? [seat] : wearers(state, color);
    const short = globeLacks(side.flatMap((member) => artifactsOf(state, member))).length;
    const globe = short === 1 ? weights.globeOneShort : short === 2 ? weights.globeTwoShort : 0;
    const climbed = ROWS - 1 - distance(hexes[seat]!, MAGIKA_GOAL);
    const reserves = (mage.maxEndurance > 0 ? mage.endurance / mage.maxEndurance : 0) + (mage.maxArcania > 0 ? mage.arcania / mage.maxArcania : 0);
    return scores[seat]!.total + globe + weights.perStepClimbed * climbed + weights.fullReserves * reserves;
  });
}

/**
 * About how many turns are left: the turn limit's, or fewer when a novice is near enough the Goal
 * Square to end the game sooner at its move allowance. At least one: the turn being planned.
 */
export function magikaTurnsLeft(state: MagikaState): number {
  let left = state.config.maxTurns - state.turn + 1;
  state.mages.forEach((mage, seat) => {
    if (isEbon(state, seat)) return;
    left = Math.min(left, Math.ceil(distance(mage.hex, MAGIKA_GOAL) / Math.max(1, moveAllowance(state, seat))));
  });
  return Math.max(1, left);
}

/**
 * Each seat's expected reward in [0, 1], read from the full state (the game's `evaluate` without a
 * viewer): the outcome's rewards once the game is over, else each seat's chance of finishing ahead of
 * each other seat, averaged. `weights` is for benches; the game uses the defaults.
 */
export function magikaEvaluate(state: MagikaState, weights: MagikaEvaluationWeights = MAGIKA_EVALUATION_WEIGHTS): number[] {
  const outcome = outcomeOf(state);
  if (outcome !== undefined) return rankRewards(outcome);
  const strengths = magikaStrengths(state, weights);
  const spread = (weights.spread + weights.spreadPerSeat * (strengths.length - 1)) * magikaTurnsLeft(state) ** SPREAD_GROWTH;
  return aheadChances(strengths, spread);
}

/**
 * The game's `evaluate`: {@link magikaEvaluate} of the state, or, given a viewer, its mean over worlds
 * drawn for that seat with `sampleHidden` from fixed seeds, so that only what the seat sees counts.
 * A finished game shows everything (MG-55), so its rewards are the outcome's for every viewer.
 */
export function evaluate(state: MagikaState, viewer?: Player): number[] {
  if (viewer === undefined || state.end !== null) return magikaEvaluate(state);
  const total = state.mages.map(() => 0);
  for (let k = 0; k < VIEWER_WORLDS; k++) {
    const values = magikaEvaluate(sampleHidden(state, viewer, createRng(WORLD_SEED + k)));
    values.forEach((value, seat) => (total[seat]! += value));
  }
  return total.map((sum) => sum / VIEWER_WORLDS);
}

/**
 * For each seat, the mean over the other seats of its chance of ending ahead of that seat, the
 * chance a logistic curve of the difference in strength of width `spread` (equal strengths: even).
 * With one seat, 1, as a finished one-seat game scores.
 */
function aheadChances(strengths: readonly number[], spread: number): number[] {
  const n = strengths.length;
  if (n <= 1) return strengths.map(() => 1);
  const rewards = strengths.map(() => 0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Equal strengths are even, even at width 0 (a bench's weights), where the curve is a step.
      const lead = strengths[i]! - strengths[j]!;
      const ahead = lead === 0 ? 0.5 : 1 / (1 + Math.exp(-lead / spread));
      rewards[i]! += ahead;
      rewards[j]! += 1 - ahead;
    }
  }
  return rewards.map((sum) => sum / (n - 1));
}
