/**
 * Pole weapons (S-53, R-12, FT-12): a charge with a pole weapon after 3 or more hexes in a straight
 * line, or a pole weapon set against a foe who charged in, strikes harder (Legacy: one more damage
 * die; classic: double damage) and before every other attack; the figure that stood still to
 * receive the charge also gets +2 DX. Spear, halberd and pike axe can also jab a foe two hexes
 * straight ahead past an empty hex, without the charge bonus.
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import { HEX_DIRECTIONS, hexAdd, hexScale } from '../../../core/hex.js';
import { covers, gap } from './body.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { figureAt, readyWeapon, sideOf, terrainAt } from './figures.js';

/** Hexes in a straight line a pole charge needs. */
export const POLE_CHARGE_LINE = 3;

/** Whether `target` charged this turn: it took the charge option and moved. */
function charged(target: FantasyTripFigure): boolean {
  return target.option === 'charge' && target.moved > 0;
}

/** How a pole attack on `target` is set: a charge, a set weapon receiving one, or neither. */
export function poleCharge(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure): 'charging' | 'receiving' | null {
  if (readyWeapon(state, attacker.id)?.class !== 'pole' || gap(attacker, target) !== 1) return null;
  if (attacker.option === 'charge' && attacker.line >= POLE_CHARGE_LINE) return 'charging';
  if (attacker.moved === 0 && charged(target)) return 'receiving';
  return null;
}

/** Whether the figure will strike with a pole charge bonus this turn, so it acts first. */
export function strikesFirst(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  if (readyWeapon(state, figure.id)?.class !== 'pole') return false;
  if (figure.option === 'charge' && figure.line >= POLE_CHARGE_LINE) return true;
  if (figure.option !== 'shiftAttack' && figure.option !== 'charge') return false;
  if (figure.moved !== 0) return false;
  const side = sideOf(state, figure);
  return state.figures.some((other) => charged(other) && gap(other, figure) === 1 && sideOf(state, other) !== side);
}

/** The foe a jab reaches: two hexes straight ahead, past an empty hex. */
export function jabTarget(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure | undefined {
  const weapon = readyWeapon(state, figure.id);
  if (weapon === null || !weapon.jabs) return undefined;
  const step = HEX_DIRECTIONS[figure.facing];
  // Anyone in the hex between, even a body, is in the way (FT-9), and so is a created wall (FT-39);
  // a vanished creation is not there.
  const between = hexAdd(figure.at, step);
  if (state.figures.some((other) => other.condition !== 'gone' && covers(other, between.q, between.r))) return undefined;
  if (state.terrain.length > 0 && terrainAt(state, between) === 'wall') return undefined;
  const far = hexAdd(figure.at, hexScale(step, 2));
  const target = figureAt(state, far);
  // Any hex of a foe of several hexes may be jabbed (FT-57).
  return target !== undefined && target.condition === 'fighting' && sideOf(state, target) !== sideOf(state, figure) ? target : undefined;
}
