/**
 * Where things sit on the drawn arena. The arena is drawn pointy-top with SVG's y axis pointing
 * down, as the game's own text map is, so direction 0 (+q) points east and the six directions go
 * clockwise: east, south-east, south-west, west, north-west, north-east (core/hex.ts).
 */
import { hexNeighbor, type Hex } from 'rulebooks';

/** The drawing unit: a hex's centre-to-corner radius, in SVG user units. */
export const SIZE = 30;
const ROOT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of a hex. */
export function centre(h: Hex): Point {
  return { x: SIZE * ROOT3 * (h.q + h.r / 2), y: SIZE * 1.5 * h.r };
}

/** Corner `i` of a hex centred at `c`, `scale` of the way out (corners i and i + 1 bound the edge toward direction i). */
function corner(c: Point, i: number, scale: number): Point {
  // Pointy-top: corners at -30°, 30°, 90°, …; corner i and i + 1 bound the edge toward direction i.
  const angle = (Math.PI / 180) * (60 * i - 30);
  return { x: c.x + SIZE * scale * Math.cos(angle), y: c.y + SIZE * scale * Math.sin(angle) };
}

/** The outline of a hex as an SVG `points` list, shrunk by `scale` (1 fills the hex). */
export function hexPoints(h: Hex, scale = 1): string {
  const c = centre(h);
  return Array.from({ length: 6 }, (_, i) => corner(c, i, scale))
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');
}

/** The two ends of the edge of hex `h` that faces direction `d` (0..5). */
export function edge(h: Hex, d: number, scale = 1): [Point, Point] {
  const c = centre(h);
  return [corner(c, d, scale), corner(c, d + 1, scale)];
}

/** A unit vector pointing in direction `d`, on the drawing. */
export function heading(d: number): Point {
  const angle = (Math.PI / 180) * 60 * (((d % 6) + 6) % 6);
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** The hex next to `h` in direction `d` (any integer, taken modulo 6). */
export const neighbour = (h: Hex, d: number): Hex => hexNeighbor(h, d);

/** Every hex of an arena of `radius`, row by row from the top. */
export function arenaHexes(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let r = -radius; r <= radius; r++) for (let q = Math.max(-radius, -radius - r); q <= Math.min(radius, radius - r); q++) out.push({ q, r });
  return out;
}

/**
 * A hex's name as the game's menu labels and log print it: its row letter from the top (A is the
 * row r = −radius) and its column counted in half hexes from the left edge, so "H15" is the
 * centre of a radius-7 arena. Kept in step with the game's `describeAction` wording, so a hex
 * on the map and a menu line that names it can be matched by eye.
 */
export function hexName(h: Hex, radius: number): string {
  const row = h.r + radius;
  const letter = (i: number): string => String.fromCharCode(65 + i);
  const rowName = row < 26 ? letter(row) : `${letter(Math.floor(row / 26) - 1)}${letter(row % 26)}`;
  return `${rowName}${2 * h.q + h.r + 2 * radius + 1}`;
}

/** The row letter of a row, as hexName writes it. */
export function rowName(r: number, radius: number): string {
  return hexName({ q: Math.max(-radius, -radius - r), r }, radius).replace(/\d+$/, '');
}

export const round = (n: number): number => Math.round(n * 10) / 10;

/**
 * The hexes a figure of several hexes covers (FT-57), head first: the body lies behind the head,
 * symmetric about its facing. Paths are in sixths of a turn from the facing: the 3-hex chevron
 * takes the two hexes behind-left and behind-right, the 4-hex shape adds the hex straight behind,
 * and the 7-hex one is the megahex whose front hex is the head.
 */
export function bodyOf(head: Hex, facing: number, hexes: number): Hex[] {
  const paths: readonly (readonly number[])[] =
    hexes === 3 ? [[], [2], [4]] : hexes === 4 ? [[], [2], [3], [4]] : hexes === 7 ? [[], [2], [3], [4], [3, 2], [3, 3], [3, 4]] : [[]];
  return paths.map((path) => path.reduce((at, turn) => neighbour(at, facing + turn), head));
}
