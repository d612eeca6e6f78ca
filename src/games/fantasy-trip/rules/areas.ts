/**
 * Spells that fill hexes (FT-39, FT-44): the one-, three- and seven-hex fire, shadow and wall
 * creations, Slippery Floor, and the megahex a Megahex Sleep reaches. Which hexes a cast fills,
 * and what a slippery hex does to a figure that comes into it or stands on it.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex, hexDistance, hexEquals, hexNeighbors, type Hex } from '../../../core/hex.js';
import type { AreaSpell } from '../content/spells.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { adjustedDX, isFlying, isOpen, terrainAt } from './figures.js';
import { inArena } from './geometry.js';
import { knockDown, roll } from './checks.js';

/**
 * The hexes an area around `centre` covers (FT-44): the centre alone; for three hexes the centre
 * and the two hexes beside it as far from the caster as it is, a row across the caster's view
 * (every hex at distance 1 or more from a point has exactly two such neighbours); for seven the
 * centre's megahex. Hexes off the arena are left out.
 */
export function areaHexes(state: FantasyTripState, from: Hex, centre: Hex, hexes: AreaSpell['hexes']): Hex[] {
  const radius = state.config.arenaRadius;
  if (hexes === 1) return [copyHex(centre)];
  const distance = hexDistance(from, centre);
  const around = hexNeighbors(centre).filter((h) => inArena(h, radius) && (hexes === 7 || hexDistance(from, h) === distance));
  return [copyHex(centre), ...around];
}

/**
 * The hexes of an area that take the terrain (FT-39, FT-44): none already holding created terrain,
 * never the caster's own hex, and for a wall only empty hexes ([W]: a wall fails on an occupied hex).
 */
export function fillableHexes(state: FantasyTripState, caster: FantasyTripFigure, centre: Hex, area: AreaSpell): Hex[] {
  return areaHexes(state, caster.at, centre, area.hexes).filter(
    (h) => !hexEquals(h, caster.at) && terrainAt(state, h) === null && (area.kind !== 'wall' || isOpen(state, h)),
  );
}

/**
 * A slippery floor under a standing figure that comes into the hex or stays in it (FT-44): 3 dice
 * at most its adjusted DX keep it up, or it falls. A flier is above it.
 */
export function slip(state: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  if (state.terrain.length === 0 || figure.condition !== 'fighting' || figure.posture !== 'standing' || isFlying(figure)) return;
  if (terrainAt(state, figure.at) !== 'slippery') return;
  const dice = roll(rng, 3);
  const kept = dice.reduce((a, b) => a + b, 0) <= adjustedDX(state, figure);
  state.events.push({ type: 'saved', figure: figure.id, name: figure.name, against: 'slippery-floor', dice, success: kept });
  if (!kept) knockDown(state, figure);
}
