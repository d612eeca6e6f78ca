/**
 * Where the cavern's hexes sit on the page. The cavern is a triangle of 26 rows, a1 (the Goal
 * Square) at the apex and row z at the base; hexes are pointy-topped and rows run across, so a
 * hex's NE and NW neighbours sit half a hex to either side in the row above (MG-1). A layout
 * places that triangle at some size: the whole cavern, or a close-up around the seat's mage.
 */
import { ROWS, columnOf, rowOf, type MagikaBearing, type MagikaHex } from 'rulebooks/magika';

/** How a drawing places hexes: their radius, their centres, and which hexes it shows. */
export interface Layout {
  /** A hex's circumradius in SVG units. */
  readonly size: number;
  /** The centre of a hex. */
  centre(hex: MagikaHex): { x: number; y: number };
  /** Whether the drawing shows this hex. */
  shows(hex: MagikaHex): boolean;
}

/** A layout of hexes of radius `size`, with a1's centre at (x, y) and the rest of the triangle below it. */
export function layout(size: number, x: number, y: number, shows: (hex: MagikaHex) => boolean = () => true): Layout {
  const width = Math.sqrt(3) * size;
  return {
    size,
    shows,
    centre(hex) {
      const row = rowOf(hex);
      return { x: x + width * (columnOf(hex) - (row + 1) / 2), y: y + 1.5 * size * (row - 1) };
    },
  };
}

/** The whole cavern's hex radius. */
export const SIZE = 16;
/** Its hexes' width, flat side to flat side. */
export const WIDTH = Math.sqrt(3) * SIZE;
/** Room around the triangle. */
export const MARGIN = 14;
/** The whole cavern's width: the base row, z, is 26 hexes wide. */
export const VIEW_WIDTH = ROWS * WIDTH + 2 * MARGIN;
/** Its height: 25 steps of 1.5 radii between row centres, and a radius above and below. */
export const VIEW_HEIGHT = (ROWS - 1) * 1.5 * SIZE + 2 * SIZE + 2 * MARGIN;
/** The whole cavern. */
export const CAVERN: Layout = layout(SIZE, VIEW_WIDTH / 2, MARGIN + SIZE);

/** The six corners of a hex of radius `radius` around (x, y), as an SVG `points` list. */
export function corners(x: number, y: number, radius: number): string {
  const half = (Math.sqrt(3) / 2) * radius;
  const points: [number, number][] = [
    [x, y - radius],
    [x + half, y - radius / 2],
    [x + half, y + radius / 2],
    [x, y + radius],
    [x - half, y + radius / 2],
    [x - half, y - radius / 2],
  ];
  return points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
}

/** A unit vector for a report's compass bearing (y grows southward, as on the page). */
export function bearingVector(bearing: Exclude<MagikaBearing, 'here'>): { dx: number; dy: number } {
  const degrees = { E: 0, NE: 45, N: 90, NW: 135, W: 180, SW: 225, S: 270, SE: 315 }[bearing];
  const radians = (degrees * Math.PI) / 180;
  return { dx: Math.cos(radians), dy: -Math.sin(radians) };
}
