/**
 * Terrain Statistics, Figure 2 of the rulebook (L207-212): each terrain number (T#) with the
 * endurance factor a move out of it or a search in it is reckoned from, the endurance a phase of
 * rest recovers there, and the chance in percent that a search finds a scroll. "Difficulty" in the
 * rules means the T# (MG-3): water (T1) is the least difficult although its factor is the highest.
 */
import { entryById, tableById } from '../../../core/lookup.js';

/** A terrain number, 1 (river or ocean) to 10 (volcanic). */
export type TerrainNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** One row of Figure 2. */
export interface Terrain {
  /** Stable id (`'swamp'`). */
  readonly id: string;
  /** The terrain number, also its difficulty (MG-3). */
  readonly number: TerrainNumber;
  /** The rulebook's name (`'River, Ocean'`). */
  readonly name: string;
  /** Endurance factor: what a move out of it costs at 100% (Figure 5), and what searches are reckoned from. */
  readonly endurance: number;
  /** The factor for a Goblin, who takes half of it in swamps (L130-131); the same as `endurance` elsewhere. */
  readonly goblinEndurance: number;
  /** Endurance one phase of rest recovers here. */
  readonly rest: number;
  /** Chance in percent that a search here finds a scroll. */
  readonly search: number;
}

function terrain(number: TerrainNumber, id: string, name: string, endurance: number, rest: number, search: number, goblinEndurance = endurance): Terrain {
  return Object.freeze({ id, number, name, endurance, goblinEndurance, rest, search });
}

/** Figure 2, by terrain number (index 0 is T1). */
export const TERRAINS: readonly Terrain[] = Object.freeze([
  terrain(1, 'water', 'River, Ocean', 40, 10, 100),
  terrain(2, 'coastal', 'Coastal', 2, 9, 30),
  terrain(3, 'plains', 'Plains', 4, 8, 35),
  terrain(4, 'forest', 'Forest', 6, 7, 40),
  terrain(5, 'hills', 'Hills', 10, 6, 55),
  terrain(6, 'swamp', 'Swamp', 24, 5, 60, 12),
  terrain(7, 'desert', 'Desert', 14, 4, 65),
  terrain(8, 'mountain', 'Mountain', 16, 3, 80),
  terrain(9, 'glacial', 'Glacial', 18, 2, 85),
  terrain(10, 'volcanic', 'Volcanic', 20, 1, 90),
]);

/** Figure 2 by id. */
export const TERRAIN_BY_ID: Readonly<Record<string, Terrain>> = tableById(TERRAINS);

/** The terrain with this id, or undefined (only own keys are ids). */
export function terrainById(id: string): Terrain | undefined {
  return entryById(TERRAIN_BY_ID, id);
}

/** The row of Figure 2 for a terrain number. */
export function terrainOf(number: TerrainNumber): Terrain {
  return TERRAINS[number - 1]!;
}

/** Whether a terrain counts as water for the southward exception (L221): river or ocean, or swamp. */
export function isWater(number: TerrainNumber): boolean {
  return number === 1 || number === 6;
}
