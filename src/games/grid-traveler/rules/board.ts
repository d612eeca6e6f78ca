/**
 * The board's geometry (GT-5, GT-7, GT-21): tiles, the eight neighbours, bodies and their rings,
 * shaded tiles, GRID points and their lines of sight, and shortest routes for retreats and pursuits.
 * Everything here reads `state.config.board` (or a board passed in) and is cached per board.
 */
import type { Direction, GridBoard } from '../content/board.js';
import { GRID_TRAVELER_DIRECTIONS, GRID_TRAVELER_STEPS } from '../content/board.js';
import type { GridTravelerState } from '../types.js';

/** The board's derived tables, computed once per board object. */
export interface BoardIndex {
  /** The board. */
  readonly board: GridBoard;
  /** Tiles. */
  readonly size: number;
  /** The body whose tile this is, or -1 (body tiles cannot be entered, GT-5). */
  readonly bodyAt: Int16Array;
  /** The body whose ring this tile is on, or -1. */
  readonly ringOf: Int16Array;
  /** Each body's ring tiles, clockwise from north (GT-7). */
  readonly rings: readonly (readonly number[])[];
  /** Whether a ring tile is shaded: the only way on and off the ring (GT-S14). */
  readonly shaded: Uint8Array;
  /** The GRID point on this tile, or -1. */
  readonly pointAt: Int16Array;
  /** Each GRID point's tile. */
  readonly pointTiles: readonly number[];
  /** The GRID points each point sees (GT-S32). */
  readonly sight: readonly (readonly number[])[];
  /** The destinations a retreat may announce: every shaded tile and GRID point tile (GT-11). */
  readonly destinations: readonly number[];
}

const cache = new WeakMap<GridBoard, BoardIndex>();

/** The tile at column x, row y, or -1 off the board. */
export function tileAt(board: GridBoard, x: number, y: number): number {
  return x < 0 || y < 0 || x >= board.width || y >= board.height ? -1 : y * board.width + x;
}

/** A tile's column and row. */
export function xyOf(board: GridBoard, tile: number): [number, number] {
  return [tile % board.width, Math.floor(tile / board.width)];
}

/** The tile one step from `tile` in `direction`, or -1 off the board. */
export function stepFrom(board: GridBoard, tile: number, direction: Direction): number {
  const [x, y] = xyOf(board, tile);
  const [dx, dy] = GRID_TRAVELER_STEPS[direction];
  return tileAt(board, x + dx, y + dy);
}

/** The direction opposite `direction` (a reverse, GT-S31). */
export function reverseOf(direction: Direction): Direction {
  return GRID_TRAVELER_DIRECTIONS[(GRID_TRAVELER_DIRECTIONS.indexOf(direction) + 4) % 8]!;
}

/** Tiles apart, counting diagonal steps as one (the 8-neighbour distance). */
export function tilesApart(board: GridBoard, a: number, b: number): number {
  const [ax, ay] = xyOf(board, a);
  const [bx, by] = xyOf(board, b);
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}

/** The derived tables of `board`. */
export function indexBoard(board: GridBoard): BoardIndex {
  const hit = cache.get(board);
  if (hit !== undefined) return hit;
  const size = board.width * board.height;
  const bodyAt = new Int16Array(size).fill(-1);
  const ringOf = new Int16Array(size).fill(-1);
  const shaded = new Uint8Array(size);
  const pointAt = new Int16Array(size).fill(-1);
  const rings: number[][] = [];
  board.bodies.forEach((body, b) => {
    const centre = tileAt(board, body.x, body.y);
    bodyAt[centre] = b;
    const ring = GRID_TRAVELER_DIRECTIONS.map((d) => stepFrom(board, centre, d));
    rings.push(ring);
    ring.forEach((tile) => (ringOf[tile] = b));
    for (const d of body.shaded) shaded[stepFrom(board, centre, d)] = 1;
  });
  const pointTiles = board.gridPoints.map((p) => tileAt(board, p.x, p.y));
  pointTiles.forEach((tile, i) => (pointAt[tile] = i));
  const sight = board.gridPoints.map((_, i) => {
    const seen = new Set<number>();
    for (const [a, b] of board.sightLines) {
      if (a === i) seen.add(b);
      if (b === i) seen.add(a);
    }
    return [...seen].sort((a, b) => a - b);
  });
  const destinations = [...new Set([...rings.flatMap((ring) => ring.filter((t) => shaded[t] === 1)), ...pointTiles])].sort((a, b) => a - b);
  const index: BoardIndex = { board, size, bodyAt, ringOf, rings, shaded, pointAt, pointTiles, sight, destinations };
  cache.set(board, index);
  return index;
}

/** The index of the state's board. */
export const boardOf = (state: GridTravelerState): BoardIndex => indexBoard(state.config.board);

/**
 * Whether a cruiser on `from` may step to `to` (GT-5, GT-7): onto the board, never onto a body;
 * onto a ring only at a shaded tile from off the ring; along a ring only clockwise to the next
 * tile; off a ring only from a shaded tile. `orbiting` is the body whose ring the cruiser is on.
 */
export function mayStep(index: BoardIndex, from: number, to: number, orbiting: number | null): boolean {
  if (to < 0 || index.bodyAt[to]! >= 0) return false;
  const toRing = index.ringOf[to]!;
  if (orbiting !== null) {
    const ring = index.rings[orbiting]!;
    const at = ring.indexOf(from);
    if (toRing === orbiting) return ring[(at + 1) % 8] === to;
    // Off the ring: only from a shaded tile, and not onto another body's ring but at its shaded tile.
    if (index.shaded[from] !== 1) return false;
    return toRing < 0 || index.shaded[to] === 1;
  }
  return toRing < 0 || index.shaded[to] === 1;
}

/**
 * The tiles of a shortest route from `from` to `to` (excluding `from`), moving as a cruiser may
 * (GT-11), ignoring orbits already made: breadth-first, neighbours in clockwise order from north,
 * so the route is always the same. Empty when `to` cannot be reached or is `from`.
 *
 * The Star's ring is left only after a whole orbit of it (GT-S14, GT-5), and a chase adds no ring
 * step (GT-7): so a route that steps onto the Star's ring stays on it, and with `keepRing` (a
 * cruiser already on the Star's ring with its orbit not complete) the route cannot leave the ring
 * it starts on (issue 24).
 */
export function routeTo(index: BoardIndex, from: number, to: number, orbiting: number | null, keepRing = false): number[] {
  if (from === to) return [];
  const board = index.board;
  const prev = new Int32Array(index.size).fill(-1);
  // The ring a cruiser is on at each tile of the search (-1 off every ring): a legal step onto a
  // ring tile is always onto that tile's ring. `held` marks tiles from which it may not leave it.
  const onRing = new Int16Array(index.size).fill(-2);
  const held = new Uint8Array(index.size);
  const queue = [from];
  onRing[from] = orbiting ?? -1;
  held[from] = keepRing && orbiting !== null ? 1 : 0;
  prev[from] = from;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head]!;
    const ring = onRing[tile]! < 0 ? null : onRing[tile]!;
    for (const d of GRID_TRAVELER_DIRECTIONS) {
      const next = stepFrom(board, tile, d);
      if (next < 0 || prev[next]! >= 0 || !mayStep(index, tile, next, ring)) continue;
      const nextRing = index.ringOf[next]!;
      if (held[tile] === 1 && nextRing !== ring) continue;
      prev[next] = tile;
      onRing[next] = nextRing;
      held[next] = nextRing < 0 ? 0 : nextRing === ring ? held[tile]! : board.bodies[nextRing]!.kind === 'star' ? 1 : 0;
      if (next === to) {
        const route = [to];
        for (let t = tile; t !== from; t = prev[t]!) route.push(t);
        return route.reverse();
      }
      queue.push(next);
    }
  }
  return [];
}

/** A tile in words: its GRID point, the ring it is on, or its column and row. */
export function placeName(board: GridBoard, tile: number): string {
  const index = indexBoard(board);
  const point = index.pointAt[tile] ?? -1;
  if (point >= 0) return board.gridPoints[point]!.name;
  const ring = index.ringOf[tile] ?? -1;
  const [x, y] = xyOf(board, tile);
  if (ring >= 0) return `${board.bodies[ring]!.name}'s ring (${x}, ${y})`;
  const body = index.bodyAt[tile] ?? -1;
  if (body >= 0) return board.bodies[body]!.name;
  return `(${x}, ${y})`;
}


const fields = new WeakMap<BoardIndex, Map<number, Int16Array>>();

/**
 * The fewest steps from every tile to `target` for a cruiser moving as {@link mayStep} allows,
 * a cruiser on a ring tile being on that ring (GT-5, GT-7); -1 where `target` cannot be reached.
 * Computed once per board and target by a breadth-first search backwards from the target, for
 * bots and tools that ask the same question many times. Routes never step onto the Star's ring
 * on the way elsewhere (that would hold the cruiser for a whole orbit, GT-S14); for a cruiser
 * already on it, the orbit it may still owe is not counted.
 */
export function distancesTo(index: BoardIndex, target: number): Int16Array {
  let perBoard = fields.get(index);
  if (perBoard === undefined) fields.set(index, (perBoard = new Map()));
  const hit = perBoard.get(target);
  if (hit !== undefined) return hit;
  const field = new Int16Array(index.size).fill(-1);
  field[target] = 0;
  const queue = [target];
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head]!;
    for (const d of GRID_TRAVELER_DIRECTIONS) {
      const from = stepFrom(index.board, tile, d);
      if (from < 0 || field[from]! >= 0 || index.bodyAt[from]! >= 0) continue;
      const ring = index.ringOf[from]!;
      if (!mayStep(index, from, tile, ring >= 0 ? ring : null)) continue;
      // A step onto the Star's ring holds the cruiser there for a whole orbit (GT-S14, GT-5): it
      // is no way through to anywhere off that ring.
      const onto = index.ringOf[tile]!;
      if (onto >= 0 && onto !== ring && index.board.bodies[onto]!.kind === 'star' && index.ringOf[target] !== onto) continue;
      field[from] = field[tile]! + 1;
      queue.push(from);
    }
  }
  perBoard.set(target, field);
  return field;
}

/** Steps from `tile` to `target` by {@link distancesTo}; -1 when unreachable. */
export function stepsTo(index: BoardIndex, tile: number, target: number): number {
  return distancesTo(index, target)[tile]!;
}
