/**
 * Arena geometry for The Fantasy Trip on the core hex grid (axial coordinates, directions 0..5
 * clockwise, see `core/hex.ts`): facing (S-35, S-36), megahexes and missile range (S-76, R-11),
 * and the hexagonal arena.
 *
 * Megahexes: a megahex is a hex and its six neighbours. Their centres are the lattice spanned by
 * u = (2, 1) and v = (−1, 3) (R-03, the tiling of smarks' `megahex.py`). The lattice has index 7
 * in the hex grid, and the map `(q, r) ↦ (3q + r) mod 7` vanishes on it and sends the seven hexes
 * of a cluster to the seven residues 0..6, so the clusters tile the plane with no gap or overlap.
 * The same map finds a hex's megahex in constant time.
 *
 * @module
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import { HEX_DIRECTIONS, hexDirectionTo, hexDistance, hexLine, hexNeighbor, hexesWithin, type Hex, type HexDirection } from '../../../core/hex.js';

/** Where an attack comes from, seen from the target's facing (S-35). */
export type AttackAngle = 'front' | 'side' | 'rear';

/**
 * The three front hexes of a one-hex figure at `at` facing `facing`, in clockwise order: the hex
 * to the left of the faced one (`facing - 1`), the faced hex, then the one to its right
 * (`facing + 1`). The faced hex is always index 1.
 */
export function frontHexes(at: Hex, facing: HexDirection): Hex[] {
  return [hexNeighbor(at, facing - 1), hexNeighbor(at, facing), hexNeighbor(at, facing + 1)];
}

/**
 * Whether `hex` is one of the front hexes of a figure at `at` facing `facing`: the same answer as
 * searching {@link frontHexes}, without building it (the engagement test runs on every step of the
 * fast path).
 */
export function isFrontHex(at: Hex, facing: HexDirection, hex: Hex): boolean {
  const dq = hex.q - at.q;
  const dr = hex.r - at.r;
  for (let turn = -1; turn <= 1; turn++) {
    const step = HEX_DIRECTIONS[(facing + turn + 6) % 6 as HexDirection];
    if (step.q === dq && step.r === dr) return true;
  }
  return false;
}

/** The two side hexes (`facing - 2`, then `facing + 2`): physical attacks from them get +2 DX (S-36). */
export function sideHexes(at: Hex, facing: HexDirection): Hex[] {
  return [hexNeighbor(at, facing - 2), hexNeighbor(at, facing + 2)];
}

/** The rear hex, opposite the faced one: physical attacks from it get +4 DX (S-36). */
export function rearHex(at: Hex, facing: HexDirection): Hex {
  return hexNeighbor(at, facing + 3);
}

// ANGLE_BY_TURN[k]: the angle of a neighbour k sixths of a turn clockwise from the facing.
const ANGLE_BY_TURN: readonly AttackAngle[] = ['front', 'front', 'side', 'rear', 'side', 'front'];

/**
 * Which of the target's hexes the attacker stands in: `front`, `side` or `rear` by the target's
 * facing, or null when the two are not adjacent (the same hex included: HTH has its own rule,
 * S-102). Posture is the caller's business: a figure on the ground has every hex as rear (S-39).
 */
export function attackAngle(attacker: Hex, target: Hex, targetFacing: HexDirection): AttackAngle | null {
  const direction = hexDirectionTo(target, attacker);
  return direction === undefined ? null : ANGLE_BY_TURN[(direction - targetFacing + 6) % 6]!;
}

// MEGAHEX_OFFSET[(3q + r) mod 7]: the step from the centre of a hex's megahex to the hex.
const MEGAHEX_OFFSET: readonly Hex[] = (() => {
  const offsets: Hex[] = new Array<Hex>(7);
  offsets[0] = { q: 0, r: 0 };
  for (const step of HEX_DIRECTIONS) offsets[residue(step)] = step;
  return Object.freeze(offsets);
})();

/** `(3q + r) mod 7`, in 0..6: 0 exactly on megahex centres. */
function residue(h: Hex): number {
  return (((3 * h.q + h.r) % 7) + 7) % 7;
}

/**
 * Where a shot or missile spell from `from` comes at a target in `target` facing `facing`: from the
 * hex next to the target on the line between them (FT-19). Decides the side and rear bonuses, and
 * whether a shield faces the shot.
 */
export function shotAngle(from: Hex, target: Hex, facing: HexDirection): AttackAngle | null {
  const line = hexLine(target, from);
  return attackAngle(line[1] ?? from, target, facing);
}

/** The centre of the megahex that contains `h` (`h` itself when it is a centre). */
export function megahexOf(h: Hex): Hex {
  const offset = MEGAHEX_OFFSET[residue(h)]!;
  return { q: h.q - offset.q + 0, r: h.r - offset.r + 0 };
}

/**
 * The distance between the megahexes containing `a` and `b`, in megahex steps: 0 in the same
 * megahex, 1 for touching megahexes. Each centre is written as `i·u + j·v`; the six touching
 * megahexes sit at ±u, ±v and ±(u − v), which is the neighbour pattern of axial coordinates
 * `(i, j)`, so the step count is the ordinary hex distance between the `(i, j)` pairs.
 */
export function megahexDistance(a: Hex, b: Hex): number {
  const ca = megahexOf(a);
  const cb = megahexOf(b);
  const dq = ca.q - cb.q;
  const dr = ca.r - cb.r;
  // Inverse of (i, j) ↦ (2i − j, i + 3j); exact because centres differ by a lattice vector.
  return hexDistance({ q: (3 * dq + dr) / 7, r: (2 * dr - dq) / 7 }, { q: 0, r: 0 });
}

/**
 * The DX penalty of a missile weapon or missile spell shot from `from` at `to` (S-76, R-11), as a
 * positive number to subtract: none for a target under 3 megahexes away, then 1 for every 2
 * megahexes more: 3–4 MH 1, 5–6 MH 2, and so on (`ceil((d − 2) / 2)` for megahex distance d ≥ 3).
 */
export function missileRangePenalty(from: Hex, to: Hex): number {
  const d = megahexDistance(from, to);
  return d <= 2 ? 0 : Math.ceil((d - 2) / 2);
}

const ORIGIN: Hex = Object.freeze({ q: 0, r: 0 });

/**
 * The hexes of a hexagonal arena of `radius` centred on (0, 0), `3·radius·(radius + 1) + 1` of
 * them, centre first and then ring by ring (the order of `hexesWithin`). Throws a RangeError unless
 * `radius` is a non-negative integer.
 */
export function arenaHexes(radius: number): Hex[] {
  return hexesWithin(ORIGIN, radius);
}

/** True when `h` lies in the hexagonal arena of `radius` centred on (0, 0). */
export function inArena(h: Hex, radius: number): boolean {
  return hexDistance(h, ORIGIN) <= radius;
}
