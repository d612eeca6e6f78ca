/**
 * Dice thrown for any check (an attack, a save against an attribute, a casting roll) and falling
 * down (S-93, FT-14). It imports no rules file: every rule that rolls or knocks a figure down takes
 * these from here.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';

/** `count` six-sided dice, each an rng draw (every die is reported in an event). */
export function roll(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.int(1, 6));
}

/**
 * The figure falls where it stands and loses its action this turn (S-93, FT-14). Only a standing
 * figure falls, unless `anyPosture` (8 hits in a turn, screen l.280): then one kneeling, prone or
 * already down from an earlier turn is knocked down too; a figure in hand-to-hand is not (its own
 * rule, in injure), nor one already knocked down this turn.
 */
export function knockDown(state: FantasyTripState, figure: FantasyTripFigure, anyPosture = false): void {
  const posture = figure.posture;
  if (posture !== 'standing' && !(anyPosture && (posture === 'kneeling' || posture === 'prone' || (posture === 'down' && figure.downSince !== state.turn.number)))) return;
  figure.posture = 'down';
  figure.downSince = state.turn.number;
  figure.acted = true;
  state.events.push({ type: 'knockedDown', figure: figure.id, name: figure.name });
}
