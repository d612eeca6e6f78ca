/**
 * Avert and Megahex Avert (FT-48): a figure under one must end each move at least two hexes farther
 * from the wizard that cast it than where the move began. It may stop short only when no step it may still take
 * leads away, and then it rolls to keep its feet.
 * Layer 4 of 5, options and choices (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { HEX_DIRECTIONS, hexDistance, type Hex } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { adjustedDX, isFighting } from './figures.js';
import { knockDown, roll } from './checks.js';
import { stepChoices } from './steps.js';

/** Hexes farther from the caster an averted figure's move must end (spec §2.7). */
const AVERT_HEXES = 2;

/** The wizards averting the figure that still fight (an Avert whose caster fell ends at the renew step). */
function averters(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  const out: FantasyTripFigure[] = [];
  if (figure.effects.length === 0) return out;
  for (const effect of figure.effects) {
    if (effect.spell !== 'avert' && effect.spell !== 'megahex-avert') continue;
    const caster = state.figures[effect.caster];
    if (caster !== undefined && isFighting(caster)) out.push(caster);
  }
  return out;
}

/** Whether the move from `from` to where the figure stands took it far enough from `caster`. */
function farEnough(figure: FantasyTripFigure, caster: FantasyTripFigure, from: Hex): boolean {
  return hexDistance(caster.at, figure.at) - hexDistance(caster.at, from) >= AVERT_HEXES;
}

/** Whether one more step the figure may take leads away from `caster`. */
function canStepAway(state: FantasyTripState, figure: FantasyTripFigure, caster: FantasyTripFigure): boolean {
  const now = hexDistance(caster.at, figure.at);
  for (const d of stepChoices(state, figure)) {
    const to = HEX_DIRECTIONS[d];
    if (hexDistance(caster.at, { q: figure.at.q + to.q, r: figure.at.r + to.r }) > now) return true;
  }
  return false;
}

/** Whether the moving figure may end its move here (FT-48): far enough from every wizard averting it, or unable to step farther. */
export function mayEndMove(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  const from = state.turn.from;
  if (from === null || figure.effects.length === 0) return true;
  for (const caster of averters(state, figure)) if (!farEnough(figure, caster, from) && canStepAway(state, figure, caster)) return false;
  return true;
}

/**
 * At the end of an averted figure's move (FT-48): stopped short of two hexes farther, because it
 * could go no farther, it rolls 3 dice against its adjusted DX, and falls on a higher total.
 */
export function avertSave(state: FantasyTripState, figure: FantasyTripFigure, from: Hex, rng: Rng): void {
  if (figure.posture !== 'standing' || !isFighting(figure)) return;
  for (const caster of averters(state, figure)) {
    if (farEnough(figure, caster, from)) continue;
    const dice = roll(rng, 3);
    const kept = dice.reduce((a, b) => a + b, 0) <= adjustedDX(state, figure);
    state.events.push({ type: 'saved', figure: figure.id, name: figure.name, against: 'avert', dice, success: kept });
    if (!kept) knockDown(state, figure);
    return;
  }
}
