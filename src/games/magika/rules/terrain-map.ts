/**
 * Terrain maps of the cavern (MG-2). The booklet describes its map but does not print it: harder
 * terrain as the cavern narrows toward the Goal Square, the ocean along row z, and rivers running
 * north (L85-87). {@link generateTerrain} draws a map that follows that description from a seed;
 * the default map (`content/maps/default.ts`) is one such draw, checked in so that it never changes
 * with the generator.
 *
 * @module
 */
import type { Rng } from '../../../core/rng.js';
import type { TerrainNumber } from '../content/terrain.js';
import { MAGIKA_GOAL, HEX_COUNT, ROWS, hexAt, neighbour, rowOf, START_SPACES, type MagikaHex } from './map.js';

/** A terrain number for every hex of the cavern, indexed by hex id. */
export type TerrainMap = readonly TerrainNumber[];

/** Rivers a generated map has (MG-2). */
export const RIVERS = 3;
/** Fewest and most rows a river climbs from its source in row y (MG-2). */
export const RIVER_ROWS = [8, 15] as const;

/**
 * A map drawn from `rng` (MG-2):
 * - row z is ocean and row y coast (T1, T2); the Goal Square a1 is volcanic (T10);
 * - every other hex has a terrain number that grows toward the goal, `2 + 8·(24 − row)/23` rounded
 *   after a random shift of −2 to +2, kept within 2..10;
 * - three rivers (T1) rise in odd hexes of row y, never on a starting space, and each climbs north,
 *   NE or NW at random, for 8 to 15 rows.
 */
export function generateTerrain(rng: Rng): TerrainNumber[] {
  const map = new Array<TerrainNumber>(HEX_COUNT);
  for (let hex = 0; hex < HEX_COUNT; hex++) {
    const row = rowOf(hex);
    if (row === ROWS) map[hex] = 1;
    else if (row === ROWS - 1) map[hex] = 2;
    else map[hex] = clampTerrain(Math.round(2 + (8 * (24 - row)) / 23 + rng.int(-2, 2)));
  }
  map[MAGIKA_GOAL] = 10;
  for (let i = 0; i < RIVERS; i++) {
    // The odd hexes of row y: y1, y3, …, y25, none of them a starting space.
    let hex: MagikaHex | undefined = hexAt(ROWS - 1, 2 * rng.int(0, 12) + 1);
    const rows = rng.int(RIVER_ROWS[0], RIVER_ROWS[1]);
    for (let climbed = 0; hex !== undefined && climbed <= rows && hex !== MAGIKA_GOAL; climbed++) {
      map[hex] = 1;
      const next: MagikaHex | undefined = neighbour(hex, rng.int(0, 1) === 0 ? 'NE' : 'NW');
      hex = next ?? neighbour(hex, 'NE') ?? neighbour(hex, 'NW');
    }
  }
  return map;
}

function clampTerrain(value: number): TerrainNumber {
  return Math.min(10, Math.max(2, value)) as TerrainNumber;
}

/** Whether every starting space of a map is coast (MG-2): the novices never begin in water. */
export function startsDry(map: TerrainMap): boolean {
  return START_SPACES.every((hex) => map[hex] === 2);
}
