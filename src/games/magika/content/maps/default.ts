/**
 * The default cavern (MG-2): the map `generateTerrain` (rules/terrain-map.ts) drew from seed 1994,
 * checked in so that it stays the same whatever becomes of the generator. One terrain number
 * (Figure 2) per hex, row a (the Goal Square) to row z (the ocean), left to right.
 */
import type { TerrainNumber } from '../terrain.js';

/** The default map's seed, for the record: the map itself is the data below. */
export const DEFAULT_MAP_SEED = 1994;

/** The default map, one terrain number per hex id. */
export const DEFAULT_MAP: readonly TerrainNumber[] = Object.freeze([
  // a
  10,
  // b
  9, 8,
  // c
  9, 8, 10,
  // d
  9, 10, 9, 9,
  // e
  7, 8, 10, 10, 10,
  // f
  7, 6, 6, 8, 10, 10,
  // g
  6, 10, 6, 8, 10, 9, 10,
  // h
  10, 8, 10, 9, 6, 10, 7, 7,
  // i
  7, 5, 6, 6, 9, 6, 7, 9, 7,
  // j
  9, 8, 6, 8, 5, 5, 5, 1, 6, 8,
  // k
  7, 7, 8, 6, 8, 8, 6, 5, 1, 6, 7,
  // l
  1, 7, 6, 8, 5, 5, 4, 4, 1, 7, 5, 8,
  // m
  1, 6, 7, 5, 5, 7, 7, 4, 1, 6, 8, 4, 8,
  // n
  1, 5, 6, 6, 4, 7, 3, 4, 6, 1, 5, 4, 6, 5,
  // o
  1, 4, 5, 7, 1, 3, 7, 4, 3, 6, 1, 5, 6, 4, 4,
  // p
  1, 7, 3, 7, 1, 4, 7, 3, 7, 3, 1, 7, 5, 6, 3, 6,
  // q
  1, 5, 5, 2, 2, 1, 5, 6, 6, 4, 4, 1, 2, 2, 5, 5, 4,
  // r
  1, 5, 3, 3, 2, 5, 1, 5, 4, 5, 2, 1, 4, 6, 6, 3, 2, 5,
  // s
  1, 4, 5, 2, 5, 3, 1, 2, 6, 2, 2, 2, 1, 5, 5, 4, 4, 6, 3,
  // t
  1, 5, 2, 3, 2, 2, 5, 1, 4, 3, 4, 4, 2, 1, 2, 2, 4, 2, 5, 2,
  // u
  1, 4, 2, 5, 2, 4, 2, 3, 1, 2, 2, 5, 4, 2, 1, 5, 5, 4, 5, 5, 5,
  // v
  1, 2, 3, 5, 3, 2, 4, 2, 3, 1, 2, 2, 2, 4, 3, 1, 3, 4, 2, 4, 2, 3,
  // w
  1, 4, 2, 3, 2, 2, 2, 2, 4, 1, 3, 2, 2, 2, 2, 1, 2, 2, 2, 4, 2, 4, 2,
  // x
  1, 2, 2, 3, 2, 4, 3, 2, 3, 3, 1, 2, 4, 3, 2, 1, 2, 2, 2, 2, 4, 2, 2, 2,
  // y
  1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2,
  // z
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
] as const);
