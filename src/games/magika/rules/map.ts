/**
 * The cavern of Magika (MG-1): a triangle of 26 rows, labelled a–z from the Goal Square down, row r
 * holding r hexes numbered 1..r from the left, 351 hexes in all. Rows run across, hexes are
 * pointy-topped, and the six directions are the rulebook's NE, NW, E, W, SE and SW.
 *
 * The triangle sits on the core hex grid (`core/hex.ts`) as axial `q = column − row`, `r = row`, so
 * the core's directions 0..5 are E, SE, SW, W, NW, NE here and its distance is the cavern's. The
 * rules work on hex ids `0..350`, `id = r(r − 1)/2 + (c − 1)`, with neighbour tables built once.
 *
 * @module
 */
import { hexDistance } from '../../../core/hex.js';

/** Rows of the cavern, a (1) to z (26). */
export const ROWS = 26;

/** Hexes of the cavern: 1 + 2 + … + 26. */
export const HEX_COUNT = (ROWS * (ROWS + 1)) / 2;

/** A hex of the cavern, as an id `0..350`: a1 is 0, then row by row, left to right. */
export type MagikaHex = number;

/** The six directions of a move, by the rulebook's names (L164, L218-222). */
export type MagikaDirection = 'NE' | 'NW' | 'E' | 'W' | 'SE' | 'SW';

/** Every direction, northward first, then lateral, then southward (the order of Figure 3's groups). */
export const MAGIKA_DIRECTIONS: readonly MagikaDirection[] = Object.freeze(['NE', 'NW', 'E', 'W', 'SE', 'SW']);

// The step of each direction in (row, column): NW (r−1, c−1), NE (r−1, c), W (r, c−1), E (r, c+1),
// SW (r+1, c), SE (r+1, c+1) (MG-1).
const STEP: Readonly<Record<MagikaDirection, readonly [number, number]>> = Object.freeze({
  NE: [-1, 0],
  NW: [-1, -1],
  E: [0, 1],
  W: [0, -1],
  SE: [1, 1],
  SW: [1, 0],
});

/** The Goal Square, a1 (L56, L370). */
export const MAGIKA_GOAL: MagikaHex = 0;

/** Whether (row, column) lies in the cavern: 1 ≤ column ≤ row ≤ 26. */
export function inCavern(row: number, column: number): boolean {
  return Number.isInteger(row) && Number.isInteger(column) && column >= 1 && column <= row && row <= ROWS;
}

/** The id of (row, column); throws a RangeError outside the cavern. */
export function hexAt(row: number, column: number): MagikaHex {
  if (!inCavern(row, column)) throw new RangeError(`no hex at row ${row}, column ${column} of the cavern`);
  return (row * (row - 1)) / 2 + column - 1;
}

const ROW_OF: readonly number[] = Object.freeze(Array.from({ length: HEX_COUNT }, (_, id) => Math.floor((1 + Math.sqrt(1 + 8 * id)) / 2)));

/** The row of a hex, 1 (a) to 26 (z): also its distance from the Goal Square plus one. */
export function rowOf(hex: MagikaHex): number {
  return ROW_OF[hex]!;
}

/** The column of a hex, 1 to its row. */
export function columnOf(hex: MagikaHex): number {
  const row = rowOf(hex);
  return hex - (row * (row - 1)) / 2 + 1;
}

/** Whether `value` is a hex id of the cavern. */
export function isHex(value: unknown): value is MagikaHex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < HEX_COUNT;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The rulebook's name of a hex: its row letter and column, `a1` … `z26`. */
export function hexLabel(hex: MagikaHex): string {
  return `${LETTERS[rowOf(hex) - 1]}${columnOf(hex)}`;
}

/** The hex a label names (`'y2'`, case-insensitive), or undefined when it names none of the cavern. */
export function parseHexLabel(label: string): MagikaHex | undefined {
  const match = /^([a-zA-Z])([1-9][0-9]?)$/.exec(label);
  if (match === null) return undefined;
  const row = LETTERS.indexOf(match[1]!.toLowerCase()) + 1;
  const column = Number(match[2]);
  return inCavern(row, column) ? hexAt(row, column) : undefined;
}

// NEIGHBOUR[d][id]: the hex one step from id in direction DIRECTIONS[d], or -1 off the cavern.
const NEIGHBOUR: readonly (readonly number[])[] = Object.freeze(
  MAGIKA_DIRECTIONS.map((direction) =>
    Object.freeze(
      Array.from({ length: HEX_COUNT }, (_, id) => {
        const [dr, dc] = STEP[direction];
        const row = rowOf(id) + dr;
        const column = columnOf(id) + dc;
        return inCavern(row, column) ? hexAt(row, column) : -1;
      }),
    ),
  ),
);

/** The hex one step from `hex` in `direction`, or undefined off the edge of the cavern. */
export function neighbour(hex: MagikaHex, direction: MagikaDirection): MagikaHex | undefined {
  const next = NEIGHBOUR[MAGIKA_DIRECTIONS.indexOf(direction)]![hex]!;
  return next < 0 ? undefined : next;
}

/** The hexes next to `hex`, in {@link MAGIKA_DIRECTIONS} order, edges left out. */
export function neighbours(hex: MagikaHex): MagikaHex[] {
  const out: MagikaHex[] = [];
  for (const table of NEIGHBOUR) if (table[hex]! >= 0) out.push(table[hex]!);
  return out;
}

/** Whether a direction heads south (SE, SW): a move the rules allow only by exception (L220-223). */
export function isSouthward(direction: MagikaDirection): boolean {
  return direction === 'SE' || direction === 'SW';
}

/** Whether a direction heads north (NE, NW), Figure 3's group 7, before lateral moves (E, W). */
export function isNorthward(direction: MagikaDirection): boolean {
  return direction === 'NE' || direction === 'NW';
}

/** The hex on the core grid: axial `q = column − row`, `r = row` (see the module comment). */
function axial(hex: MagikaHex): { q: number; r: number } {
  const row = rowOf(hex);
  return { q: columnOf(hex) - row, r: row };
}

/** Steps between two hexes of the cavern (MG-1): `max(|Δr|, |Δc|, |Δr − Δc|)`. */
export function distance(a: MagikaHex, b: MagikaHex): number {
  return hexDistance(axial(a), axial(b));
}

/** The hexes exactly `radius` steps from `hex` that lie in the cavern (recon's rings, L319-321). */
export function ring(hex: MagikaHex, radius: number): MagikaHex[] {
  const out: MagikaHex[] = [];
  for (let id = 0; id < HEX_COUNT; id++) if (distance(hex, id) === radius) out.push(id);
  return out;
}

/** The twelve novices' starting spaces: the even-numbered hexes of row y, y2 to y24 (L84-85). */
export const START_SPACES: readonly MagikaHex[] = Object.freeze(Array.from({ length: 12 }, (_, i) => hexAt(25, 2 * (i + 1))));
