/**
 * What created terrain does to a figure that comes into its hex (FT-39, FT-44): fire burns, a
 * slippery floor may trip. Above combat.ts (fire's hits go through armour) and areas.ts.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { isFighting, terrainAt } from './figures.js';
import { injure, stopsAgainst } from './combat.js';
import { slip } from './areas.js';

/**
 * A figure that comes into a hex outside its movement (disengaging, breaking free, pushed back,
 * following up, teleporting) and finds fire there burns for 2 (FT-39); on a slippery floor it
 * rolls to keep its feet (FT-44).
 */
export function enterHex(state: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  if (state.terrain.length === 0 || !isFighting(figure)) return;
  const kind = terrainAt(state, figure.at);
  if (kind === 'fire') burn(state, figure, 2);
  else if (kind === 'slippery') slip(state, figure, rng);
}

/** Fire's hits (FT-39): `hits` before armour; armour counts, a shield does not. */
export function burn(state: FantasyTripState, figure: FantasyTripFigure, hits: number): void {
  const stopped = Math.min(hits, stopsAgainst(state, figure, figure, 'spell'));
  injure(state, figure, hits - stopped, { dice: [], rolled: hits, stopped });
}
