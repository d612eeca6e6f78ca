/**
 * Who still moves this turn (S-04, FT-37), asked both by the turn (turn.ts) and by the choices
 * offered (choices.ts).
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import type { Player } from '../../../core/game.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { isFighting, isHeld, sideOf } from './figures.js';

/** Whether `figure` is one of `side`'s still to move this turn; a figure asleep or frozen does not move (FT-37). */
export function stillToMove(state: FantasyTripState, figure: FantasyTripFigure, side: Player): boolean {
  return isFighting(figure) && figure.option === null && !isHeld(figure) && sideOf(state, figure) === side;
}
