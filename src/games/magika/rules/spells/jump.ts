/** A Teleport's jump, as its target names it (MG-38): `NE1`…`SW3` in the six directions, or `N2`, `S2`. */
import type { MagikaDirection, MagikaHex } from '../map.js';
import { neighbour } from '../map.js';

/** A jump: a direction (or N, S) and a distance. */
export interface Jump {
  /** The direction; N and S are two hexes straight up or down the cavern. */
  readonly direction: MagikaDirection | 'N' | 'S';
  /** How far: 1 to 3, or 2 for N and S. */
  readonly distance: number;
}

/** Reads a Teleport's target, or undefined. */
export function parseJump(target: string): Jump | undefined {
  const match = /^(NE|NW|E|W|SE|SW|N|S)([1-3])$/.exec(target);
  if (match === null) return undefined;
  const direction = match[1] as Jump['direction'];
  const distance = Number(match[2]);
  if ((direction === 'N' || direction === 'S') && distance !== 2) return undefined;
  return { direction, distance };
}

/** Where a jump from `hex` lands, or undefined off the cavern; only the landing counts (MG-38). */
export function landing(hex: MagikaHex, jump: Jump): MagikaHex | undefined {
  const steps: MagikaDirection[] =
    jump.direction === 'N' ? ['NE', 'NW'] : jump.direction === 'S' ? ['SW', 'SE'] : Array.from({ length: jump.distance }, () => jump.direction as MagikaDirection);
  let at: MagikaHex | undefined = hex;
  // The line is straight: step by step on the grid, off the edge and back counts as off.
  for (const step of steps) {
    if (at === undefined) return undefined;
    at = neighbour(at, step);
  }
  return at;
}
