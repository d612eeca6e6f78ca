/**
 * Hex-grid geometry shared by the games played on hex maps (Magika, The Fantasy Trip).
 *
 * Conventions, used by every function here:
 * - A hex is given by **axial coordinates** `{ q, r }`, plain JSON so it can live in game state.
 *   The third cube coordinate is implied: `s = -q - r`, so `q + r + s = 0` always holds.
 * - Coordinates are integers. The functions do not check this (they sit on bots' fast path);
 *   untrusted input should come through {@link parseHexKey} or a game's own parser.
 * - Nothing here assumes pointy-top or flat-top drawing. Directions are numbered 0..5 starting
 *   from `+q` and going **clockwise when drawn with screen axes** (y pointing down, as in SVG and
 *   canvas), in either layout; on a y-up drawing the same order runs counter-clockwise.
 * - Functions never return `-0`, so results compare equal under `Object.is` and print as `0`.
 *
 * @module
 */
import { RuleError, type RuleErrorCode } from './errors.js';

/** A hex in axial coordinates. The implied cube coordinate is `s = -q - r`. */
export interface Hex {
  /** The column axis. */
  readonly q: number;
  /** The row axis (the third cube coordinate is `-q - r`). */
  readonly r: number;
}

/** A direction index, `0..5`: an index into {@link HEX_DIRECTIONS}. */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The six unit steps, indexed by {@link HexDirection}, clockwise from `+q` (with screen axes):
 * `+q`, `+r`, `-q+r`, `-q`, `-r`, `+q-r`. Direction `d + 3` is the opposite of direction `d`.
 * On a pointy-top drawing they point E, SE, SW, W, NW, NE; on a flat-top one SE, S, SW, NW, N, NE.
 */
export const HEX_DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = Object.freeze([
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 0, r: 1 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: -1, r: 0 }),
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: 1, r: -1 }),
] as const);

/** Wraps any integer onto `0..5`, so callers can write `facing + 1` or `facing - 1` freely. */
function wrapDirection(direction: number): HexDirection {
  return (((direction % 6) + 6) % 6) as HexDirection;
}

/** The hex `{ q, r }`. Turns `-0` into `0`; does not check that the coordinates are integers. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/**
 * A copy of `h`. Use it rather than `{ ...h }`: a spread copy gets another hidden class than the
 * `{ q, r }` literals the rest of a game makes, and code that meets both runs polymorphic.
 */
export function copyHex(h: Hex): Hex {
  return { q: h.q, r: h.r };
}

/** True when `a` and `b` are the same hex. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** The vector sum `a + b`. */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The vector difference `a - b`: the step that takes `b` to `a`. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** `h` multiplied by `factor` (as a vector from the origin). */
export function hexScale(h: Hex, factor: number): Hex {
  return { q: h.q * factor + 0, r: h.r * factor + 0 };
}

/**
 * The hex next to `h` in `direction`. Any integer is accepted and taken modulo 6, so the hexes
 * either side of a facing `f` are `hexNeighbor(h, f - 1)` and `hexNeighbor(h, f + 1)`.
 */
export function hexNeighbor(h: Hex, direction: number): Hex {
  const step = HEX_DIRECTIONS[wrapDirection(direction)];
  return { q: h.q + step.q, r: h.r + step.r };
}

/** The six hexes next to `h`, in direction order (index `d` is `hexNeighbor(h, d)`). */
export function hexNeighbors(h: Hex): Hex[] {
  const { q, r } = h;
  return [
    { q: q + 1, r },
    { q, r: r + 1 },
    { q: q - 1, r: r + 1 },
    { q: q - 1, r },
    { q, r: r - 1 },
    { q: q + 1, r: r - 1 },
  ];
}

/** The number of steps from `a` to `b` on the grid (0 for the same hex, 1 for neighbours). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from `a` to `b` when they are neighbours, otherwise `undefined`. */
export function hexDirectionTo(a: Hex, b: Hex): HexDirection | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq === 1) return dr === 0 ? 0 : dr === -1 ? 5 : undefined;
  if (dq === 0) return dr === 1 ? 1 : dr === -1 ? 4 : undefined;
  if (dq === -1) return dr === 1 ? 2 : dr === 0 ? 3 : undefined;
  return undefined;
}

/**
 * `h` rotated about the origin by `steps` sixths of a turn, in the direction order of
 * {@link HEX_DIRECTIONS} (so direction `d` becomes direction `d + steps`). Negative steps turn
 * the other way; `steps` is an integer. To turn about another hex `c`, use
 * `hexAdd(c, hexRotate(hexSubtract(h, c), n))`.
 */
export function hexRotate(h: Hex, steps: number): Hex {
  let q = h.q;
  let r = h.r;
  // One step maps cube (q, r, s) to (-r, -s, -q); in axial terms (q, r) -> (-r, q + r).
  for (let n = wrapDirection(steps); n > 0; n--) {
    const next = 0 - r;
    r = q + r;
    q = next;
  }
  return { q: q + 0, r: r + 0 };
}

function checkRadius(radius: number): void {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`a hex radius is a non-negative integer, got ${radius}`);
  }
}

/** Appends the ring of `radius >= 1` around (cq, cr) to `out`, in the order hexRing documents. */
function pushRing(out: Hex[], cq: number, cr: number, radius: number): void {
  // Start at the corner in direction 0, then walk the six sides clockwise: from corner d to corner
  // d + 1 the walk steps in direction d + 2.
  let q = cq + radius;
  let r = cr;
  for (let side = 0; side < 6; side++) {
    const step = HEX_DIRECTIONS[((side + 2) % 6) as HexDirection];
    for (let i = 0; i < radius; i++) {
      out.push({ q, r });
      q += step.q;
      r += step.r;
    }
  }
}

/**
 * The hexes at exactly `radius` steps from `center`: `[center]` for radius 0, otherwise
 * `6 * radius` hexes. The order is fixed: the ring starts at the corner `radius` steps from
 * `center` in direction 0 and goes clockwise, so index `k * radius` is the corner in direction `k`.
 * Throws a RangeError unless `radius` is a non-negative integer.
 */
export function hexRing(center: Hex, radius: number): Hex[] {
  checkRadius(radius);
  if (radius === 0) return [{ q: center.q, r: center.r }];
  const out: Hex[] = [];
  pushRing(out, center.q, center.r, radius);
  return out;
}

/**
 * Every hex within `radius` steps of `center` (`3 * radius * (radius + 1) + 1` of them), as a
 * spiral: `center` first, then ring 1, ring 2, ... each in {@link hexRing} order.
 * Throws a RangeError unless `radius` is a non-negative integer.
 */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  checkRadius(radius);
  const out: Hex[] = [{ q: center.q, r: center.r }];
  for (let k = 1; k <= radius; k++) pushRing(out, center.q, center.r, k);
  return out;
}

/**
 * The hex containing the fractional cube point `(q, r, s)` (with `s` defaulting to `-q - r`):
 * each coordinate is rounded, then the one that moved furthest is recomputed from the other two so
 * the result lies on the grid. Exact ties go to whichever check comes first (q, then r); callers
 * that need a principled tie-break nudge the point first, as {@link hexLine} does.
 */
export function hexRound(q: number, r: number, s: number = -q - r): Hex {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

// The nudge hexLine adds to every sampled point, in cube coordinates. Its three components differ,
// so it is parallel to no hex edge: a point exactly on an edge or corner always moves into one
// definite hex. It is far smaller than the 1/distance spacing of samples on any realistic map.
const NUDGE_Q = 1e-6;
const NUDGE_R = 2e-6;
const NUDGE_S = -3e-6;

/**
 * The hexes a straight line from the centre of `a` to the centre of `b` passes through:
 * `hexDistance(a, b) + 1` hexes, `a` first and `b` last, each a neighbour of the one before.
 *
 * The line is sampled at `distance + 1` evenly spaced points (linear interpolation in cube
 * coordinates) and each point is rounded with {@link hexRound}. Where the line runs exactly along
 * an edge or through a corner, a point is equally close to two hexes; every point is then nudged by
 * the tiny fixed cube vector `side * (1e-6, 2e-6, -3e-6)` so the choice is deterministic.
 *
 * The nudge is applied to the endpoints taken in a canonical order (smaller `q`, then smaller `r`,
 * first), so the line is symmetric: `hexLine(b, a)` is exactly `hexLine(a, b)` reversed, and "a sees
 * b" can never disagree with "b sees a". Pass `side = -1` to nudge the other way: where the two
 * results differ, the line grazes both hexes (rules that treat an edge-running line as blocked by
 * either side can check both).
 */
export function hexLine(a: Hex, b: Hex, side: 1 | -1 = 1): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const swap = b.q < a.q || (b.q === a.q && b.r < a.r);
  const from = swap ? b : a;
  const to = swap ? a : b;
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const ds = -dq - dr;
  const eq = side * NUDGE_Q;
  const er = side * NUDGE_R;
  const es = side * NUDGE_S;
  const out = new Array<Hex>(n + 1);
  for (let i = 0; i <= n; i++) {
    // Interpolate the offset from `from` rather than absolute coordinates: integer products before
    // one division keep the samples exact, and the result does not depend on where the line is.
    const step = hexRound((dq * i) / n + eq, (dr * i) / n + er, (ds * i) / n + es);
    out[swap ? n - i : i] = { q: from.q + step.q, r: from.r + step.r };
  }
  return out;
}

/** A compact string key for `h`, `"q,r"` (for example `"3,-2"`), for JSON records keyed by hex. */
export function hexKey(h: Hex): string {
  return `${h.q + 0},${h.r + 0}`;
}

const KEY_PATTERN = /^(0|-?[1-9]\d*),(0|-?[1-9]\d*)$/;

/**
 * The hex of a key made by {@link hexKey}. Only canonical keys are accepted (no spaces, `+`,
 * leading zeros or `-0`), so each hex has exactly one key and a record keyed by hex cannot hold the
 * same hex twice. Throws a RuleError with `code` (default `BAD_STATE`; pass `BAD_CONFIG` when
 * reading a user's map) for anything else.
 */
export function parseHexKey(key: string, code: RuleErrorCode = 'BAD_STATE'): Hex {
  const match = typeof key === 'string' ? KEY_PATTERN.exec(key) : null;
  if (match !== null) {
    const q = Number(match[1]);
    const r = Number(match[2]);
    if (Number.isSafeInteger(q) && Number.isSafeInteger(r)) return { q, r };
  }
  throw new RuleError(code, `"${String(key)}" is not a hex key; a hex key is "q,r" with integers, such as "3,-2"`);
}
