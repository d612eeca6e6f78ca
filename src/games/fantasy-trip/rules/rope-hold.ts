/**
 * Whether a rope is round a figure and holds it helpless (S-68, FT-46): pure reads of its effects,
 * asked by figures.ts for MA and helplessness, so it imports no rules file. Casting a rope, its
 * tightening and escaping are in rope.ts.
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import type { FantasyTripEffect, FantasyTripFigure } from '../types.js';

/** The two rope spells' ids. */
export const ROPES: ReadonlySet<string> = new Set(['rope', 'giant-rope']);

/** The rope on the figure, if any. */
export function ropeOn(figure: FantasyTripFigure): FantasyTripEffect | undefined {
  if (figure.effects.length === 0) return undefined;
  for (const effect of figure.effects) if (ROPES.has(effect.spell)) return effect;
  return undefined;
}

/**
 * Whether a rope holds the figure helpless (FT-46): it has taken the figure's DX to 2 or less. The
 * DX counted is the figure's own, less the rope: armour, wounds and other spells do not tie it
 * tighter.
 */
export function ropeHelpless(figure: FantasyTripFigure): boolean {
  const rope = ropeOn(figure);
  return rope !== undefined && figure.dx - rope.power <= 2;
}
