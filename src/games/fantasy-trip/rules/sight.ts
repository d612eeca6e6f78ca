/**
 * Seeing through the dark (S-62, FT-44): whether a figure's Mage Sight lets it see through shadow
 * and invisibility, and whether a line of fire crosses a shadow hex.
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import { hexLine, type Hex } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { effectOf, terrainAt } from './figures.js';

/** Whether the figure sees through shadow and invisibility: Mage Sight is on it (FT-44). */
export function seesInDark(figure: FantasyTripFigure): boolean {
  return figure.effects.length > 0 && effectOf(figure, 'mage-sight') !== undefined;
}

/** Whether a line of fire crosses a shadow hex between its ends (S-62). */
export function throughShadow(state: FantasyTripState, from: Hex, to: Hex): boolean {
  const line = hexLine(from, to);
  for (let i = 1; i < line.length - 1; i++) if (terrainAt(state, line[i]!) === 'shadow') return true;
  return false;
}
