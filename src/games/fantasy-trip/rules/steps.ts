/**
 * Where the moving figure may go (S-10, S-38, FT-8, FT-55, FT-57): its next step, a hop onto a
 * body, and the facings it may end its move with. Asked by Avert (avert.ts), the choices
 * (choices.ts) and the actions (actions.ts).
 * Layer 4 of 5, options and choices (docs/rules/fantasy-trip.md, section 5).
 */
import { HEX_DIRECTIONS, type HexDirection } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { BODY_STEP, engagers, fitsAt, isEngaged, isFighting, isFlying, stepCostAt } from './figures.js';
import { gapFromShape, gapTo } from './body.js';
import { moveCap } from './options.js';

export const DIRECTIONS: readonly HexDirection[] = [0, 1, 2, 3, 4, 5];

/**
 * Where the moving figure may step next: an open arena hex next to it, within its option's cap.
 * A figure that steps into an enemy's front hex stops there (S-38); an engaged figure's one shift
 * must keep it next to every enemy engaging it (FT-8).
 */
export function stepChoices(state: FantasyTripState, figure: FantasyTripFigure): HexDirection[] {
  const out: HexDirection[] = [];
  const cap = figure.option === null ? 0 : moveCap(figure, figure.option);
  if (!mayStillStep(state, figure, cap)) return out;
  const holding = figure.engagedAtStart ? engagers(state, figure) : null;
  for (const direction of DIRECTIONS) if (stepFits(state, figure, direction, holding, cap)) out.push(direction);
  return out;
}

/** Whether the moving figure may step at all now: within its cap, and not stopped by becoming engaged (S-38). */
function mayStillStep(state: FantasyTripState, figure: FantasyTripFigure, cap: number): boolean {
  if (figure.moved >= cap) return false;
  // A figure knocked down or out mid-move (a slippery floor, fire) moves no farther (FT-44); one
  // down since an earlier turn may crawl (l.282, FT-14).
  if (!isFighting(figure) || (figure.posture === 'down' && (figure.option !== 'crawl' || figure.downSince === state.turn.number))) return false;
  // Movement stops on becoming engaged; an engaged figure's single shift is its cap.
  return figure.engagedAtStart || figure.moved === 0 || !isEngaged(state, figure);
}

/** Whether one step `direction` fits (see {@link stepChoices}); `holding` are the enemies engaging it when its move began, if any. */
function stepFits(state: FantasyTripState, figure: FantasyTripFigure, direction: HexDirection, holding: readonly FantasyTripFigure[] | null, cap: number, hop = false): boolean {
  const d = HEX_DIRECTIONS[direction];
  const q = figure.at.q + d.q;
  const r = figure.at.r + d.r;
  // A figure of several hexes moves whole, its head a hex on and facing that way, over bodies at
  // no extra cost; it never hops (FT-57).
  if (figure.hexes !== 1) {
    if (hop || figure.moved + 1 > cap) return false;
    const head = { q, r };
    return fitsAt(state, figure, head, direction) && (holding === null || holding.every((enemy) => gapFromShape(enemy, head, direction, figure.hexes) === 1));
  }
  // A body may be stepped onto, for 3 hexes of the move (BODY_STEP, FT-9), or hopped onto for 1 (FT-55).
  let cost = stepCostAt(state, q, r);
  if (hop) {
    if (cost !== BODY_STEP) return false;
    cost = 1;
  }
  // A flier passes over a body for one hex of its move (FT-44).
  if (cost === BODY_STEP && isFlying(figure)) cost = 1;
  if (cost === 0 || figure.moved + cost > cap) return false;
  return holding === null || holding.every((enemy) => gapTo(enemy, { q, r }) === 1);
}

/** The facings the moving figure may end its move with: any for a one-hex figure, those its body fits in turned about its head for a larger one (FT-57). */
export function endFacings(state: FantasyTripState, figure: FantasyTripFigure): readonly HexDirection[] {
  if (figure.hexes === 1) return DIRECTIONS;
  return DIRECTIONS.filter((facing) => fitsAt(state, figure, figure.at, facing));
}

const NO_HOPS: readonly HexDirection[] = Object.freeze([]);

/**
 * Where the moving figure may cross onto a body the quick way (R-09, FT-55): a body's hex next to
 * it, for one hex of its move, under the same limits as a step. A flier passes over bodies anyway.
 */
export function hopChoices(state: FantasyTripState, figure: FantasyTripFigure): readonly HexDirection[] {
  // Most of a fight has no body on the floor: nothing to look for, nothing to allocate.
  let bodies = false;
  for (const f of state.figures) if (f.condition === 'unconscious' || f.condition === 'dead') bodies = true;
  if (!bodies) return NO_HOPS;
  const out: HexDirection[] = [];
  const cap = figure.option === null ? 0 : moveCap(figure, figure.option);
  // Only a figure on its feet can hop: a crawler goes the careful way or not at all. A figure of
  // several hexes walks over bodies anyway (FT-57).
  if (figure.hexes !== 1 || figure.posture !== 'standing' || isFlying(figure) || !mayStillStep(state, figure, cap)) return out;
  const holding = figure.engagedAtStart ? engagers(state, figure) : null;
  for (const direction of DIRECTIONS) if (stepFits(state, figure, direction, holding, cap, true)) out.push(direction);
  return out;
}

/** `stepChoices(state, figure).includes(direction)`, checking that one direction only (execute's check of a step). */
export function canStep(state: FantasyTripState, figure: FantasyTripFigure, direction: HexDirection): boolean {
  const cap = figure.option === null ? 0 : moveCap(figure, figure.option);
  return mayStillStep(state, figure, cap) && stepFits(state, figure, direction, figure.engagedAtStart ? engagers(state, figure) : null, cap);
}
