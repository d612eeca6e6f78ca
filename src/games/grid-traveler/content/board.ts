/**
 * The default board, `standard-21` (GT-21). The rulebook names a Star, planets and regions with
 * orbits entered through shaded tiles, GRID points with line of sight, and tiles, but prints no
 * map; this one is reconstructed: a 21 × 21 grid of square tiles, x east and y south from 0 to 20.
 * A body occupies one tile and cannot be entered; its orbit ring is the 8 tiles around it, walked
 * clockwise from north, and only its shaded ring tiles lead on and off the ring. Each planet and
 * region holds a face-down deck of 5 material cards and 5 cubes (GT-S04).
 */
import type { MaterialId } from './materials.js';

/** The eight directions of travel (GT-S31), clockwise from north. */
export const GRID_TRAVELER_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** A direction of travel. */
export type Direction = (typeof GRID_TRAVELER_DIRECTIONS)[number];

/** Each direction's step, [dx, dy] (y grows southward). */
export const GRID_TRAVELER_STEPS: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

/** What a body is: the Star (no materials), a planet (Magick combat allowed) or a region. */
export type BodyKind = 'star' | 'planet' | 'region';

/** A star, planet or region of the board. */
export interface GridBody {
  /** Its name. */
  readonly name: string;
  /** What it is. */
  readonly kind: BodyKind;
  /** Its tile's column. */
  readonly x: number;
  /** Its tile's row. */
  readonly y: number;
  /** The directions, from the body, of its shaded ring tiles (GT-S14). */
  readonly shaded: readonly Direction[];
  /** The face-down material deck it starts with, top card last (empty for the Star). */
  readonly materials: readonly MaterialId[];
}

/** A GRID point. */
export interface GridPoint {
  /** Its name. */
  readonly name: string;
  /** Its tile's column. */
  readonly x: number;
  /** Its tile's row. */
  readonly y: number;
}

/** A whole board. A config may bring its own (checked by `parseConfig`). */
export interface GridBoard {
  /** Its name. */
  readonly name: string;
  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /** The bodies; the first is the Star, where every cruiser starts (GT-S10). */
  readonly bodies: readonly GridBody[];
  /** The GRID points. */
  readonly gridPoints: readonly GridPoint[];
  /** Pairs of GRID points (indices) in line of sight of each other (GT-S32). */
  readonly sightLines: readonly (readonly [number, number])[];
}

/** Cubes and material cards each planet and region starts with (GT-S04: "up to five"). */
export const SUPPLY_PER_BODY = 5;

/** The default board (GT-21). */
export const STANDARD_BOARD: GridBoard = {
  name: 'standard-21',
  width: 21,
  height: 21,
  bodies: [
    { name: 'the Star', kind: 'star', x: 10, y: 10, shaded: ['N', 'E', 'S', 'W'], materials: [] },
    { name: 'Vesh', kind: 'planet', x: 3, y: 3, shaded: ['SE'], materials: ['water', 'water', 'carbon', 'iron', 'nitrogen'] },
    { name: 'Oradine', kind: 'planet', x: 10, y: 2, shaded: ['S'], materials: ['iron', 'iron', 'silicon', 'silicon', 'gold'] },
    { name: 'Kallis', kind: 'planet', x: 17, y: 3, shaded: ['SW'], materials: ['helium', 'helium', 'uranium', 'carbon', 'iron'] },
    { name: 'Thune', kind: 'planet', x: 3, y: 17, shaded: ['NE'], materials: ['carbon', 'carbon', 'water', 'nitrogen', 'silicon'] },
    { name: 'Meridia', kind: 'planet', x: 10, y: 18, shaded: ['N'], materials: ['gold', 'gold', 'water', 'helium', 'nitrogen'] },
    { name: 'Corrow', kind: 'planet', x: 17, y: 17, shaded: ['NW'], materials: ['uranium', 'uranium', 'iron', 'silicon', 'carbon'] },
    { name: 'the Nebula', kind: 'region', x: 2, y: 10, shaded: ['E'], materials: ['helium', 'nitrogen', 'nitrogen', 'water', 'gold'] },
    { name: 'the Shard Belt', kind: 'region', x: 18, y: 10, shaded: ['W'], materials: ['silicon', 'iron', 'uranium', 'carbon', 'gold'] },
  ],
  gridPoints: [
    { name: 'G1', x: 10, y: 5 },
    { name: 'G2', x: 14, y: 6 },
    { name: 'G3', x: 15, y: 10 },
    { name: 'G4', x: 14, y: 14 },
    { name: 'G5', x: 10, y: 15 },
    { name: 'G6', x: 6, y: 14 },
    { name: 'G7', x: 5, y: 10 },
    { name: 'G8', x: 6, y: 6 },
  ],
  // Each point sees its neighbours on the octagon and the points two steps round it (GT-21).
  sightLines: [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) => [
    [i, (i + 1) % 8] as const,
    [i, (i + 2) % 8] as const,
  ]),
};
