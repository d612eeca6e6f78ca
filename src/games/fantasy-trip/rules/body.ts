/**
 * Figures of several hexes (FT-57): the giant (3 hexes), the small dragon (4) and the dragon (7),
 * and the 4- and 7-hex images and illusions that look like them. The screen names them and the
 * analysis leaves their geometry to later rules, so the shapes and the angle rule here are rulings.
 *
 * A figure's `at` is its **head**, and the rest of its body lies behind the head, fixed by its
 * facing: every shape is symmetric about the line the figure faces along, and each is the last one
 * with hexes added (3 ⊂ 4 ⊂ 7).
 * - 3 hexes: the head and the two hexes behind it to either side (a chevron).
 * - 4 hexes: those and the hex between them, right behind the head.
 * - 7 hexes: the megahex whose front hex is the head.
 *
 * Every question of where two figures stand goes through here, so a one-hex figure (size 1) is
 * answered by the single-hex tests the rules used before, with no allocation: the fast path of a
 * Melee duel never meets a bigger figure.
 *
 * @module
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import { HEX_DIRECTIONS, hexDistance, hexLine, type Hex, type HexDirection } from '../../../core/hex.js';
import type { FigureHexes } from '../content/schema.js';
import type { FantasyTripFigure } from '../types.js';
import { attackAngle, isFrontHex, shotAngle, type AttackAngle } from './geometry.js';


// Each hex of a shape as a path from the head, in sixths of a turn from the facing: [] is the head,
// [3] the hex right behind it, [3, 2] one step behind that and one more turned by 2.
const SHAPES: Readonly<Record<FigureHexes, readonly (readonly number[])[]>> = Object.freeze({
  1: [[]],
  3: [[], [2], [4]],
  4: [[], [2], [3], [4]],
  7: [[], [2], [3], [4], [3, 2], [3, 3], [3, 4]],
});

/** The hexes a figure of `hexes` hexes covers with its head at `head`, facing `facing`: the head first. */
export function shapeAt(head: Hex, facing: HexDirection, hexes: FigureHexes): Hex[] {
  return SHAPES[hexes].map((path) => {
    let q = head.q;
    let r = head.r;
    for (const turn of path) {
      const d = HEX_DIRECTIONS[((facing + turn) % 6) as HexDirection];
      q += d.q;
      r += d.r;
    }
    return { q: q + 0, r: r + 0 };
  });
}

/** The hexes the figure covers now, the head first. */
export function bodyHexes(figure: FantasyTripFigure): Hex[] {
  return figure.hexes === 1 ? [figure.at] : shapeAt(figure.at, figure.facing, figure.hexes);
}

/** Whether the figure covers the hex (q, r). Asked for every figure at every step, so a one-hex figure allocates nothing. */
export function covers(figure: FantasyTripFigure, q: number, r: number): boolean {
  if (figure.hexes === 1) return figure.at.q === q && figure.at.r === r;
  for (const h of shapeAt(figure.at, figure.facing, figure.hexes)) if (h.q === q && h.r === r) return true;
  return false;
}

/** Hexes from `hex` to the nearest hex of the figure: 0 inside it, 1 next to it. */
export function gapTo(figure: FantasyTripFigure, hex: Hex): number {
  if (figure.hexes === 1) return hexDistance(figure.at, hex);
  let best = Infinity;
  for (const h of shapeAt(figure.at, figure.facing, figure.hexes)) best = Math.min(best, hexDistance(h, hex));
  return best;
}

/**
 * Hexes between `other` and a figure of `hexes` hexes that had its head at `head`, facing
 * `facing`: how far apart a step would leave them.
 */
export function gapFromShape(other: FantasyTripFigure, head: Hex, facing: HexDirection, hexes: FigureHexes): number {
  if (hexes === 1) return gapTo(other, head);
  let best = Infinity;
  for (const h of shapeAt(head, facing, hexes)) best = Math.min(best, gapTo(other, h));
  return best;
}

/** Hexes between the nearest hexes of two figures: 1 when they touch, 0 when they share a hex (hand-to-hand). */
export function gap(a: FantasyTripFigure, b: FantasyTripFigure): number {
  if (a.hexes === 1) return gapTo(b, a.at);
  return gapFromShape(b, a.at, a.facing, a.hexes);
}

/** The hex of the figure nearest `from` (the head on a tie): where a shot or spell from `from` is aimed. */
export function nearestHex(figure: FantasyTripFigure, from: Hex): Hex {
  if (figure.hexes === 1) return figure.at;
  let best = figure.at;
  let distance = hexDistance(best, from);
  for (const h of shapeAt(figure.at, figure.facing, figure.hexes)) {
    const d = hexDistance(h, from);
    if (d < distance) {
      best = h;
      distance = d;
    }
  }
  return best;
}

// How much an angle favours the attacker: a hex that several body hexes touch counts the way that
// favours the defender, and an attacker touching from several hexes strikes from its best one.
const ANGLE_RANK: Readonly<Record<AttackAngle, number>> = { front: 0, side: 1, rear: 2 };

/**
 * Which of the figure's hexes `hex` is (S-35, FT-57): `front`, `side` or `rear`, or null when it does
 * not touch the figure. Each body hex has the figure's facing, and a hex next to several of them
 * counts the way best for the figure (front before side before rear), so a large figure's front is
 * as wide as its front hexes reach.
 */
export function angleAt(figure: FantasyTripFigure, hex: Hex): AttackAngle | null {
  if (figure.hexes === 1) return attackAngle(hex, figure.at, figure.facing);
  let best: AttackAngle | null = null;
  for (const h of shapeAt(figure.at, figure.facing, figure.hexes)) {
    const angle = attackAngle(hex, h, figure.facing);
    if (angle !== null && (best === null || ANGLE_RANK[angle] < ANGLE_RANK[best])) best = angle;
  }
  return best;
}

/** Whether `hex` is a front hex of the figure (S-35, FT-57): next to it, and in front by {@link angleAt}. */
export function isFrontOf(figure: FantasyTripFigure, hex: Hex): boolean {
  if (figure.hexes === 1) return isFrontHex(figure.at, figure.facing, hex);
  return angleAt(figure, hex) === 'front';
}

/** Whether `other` stands in a front hex of `figure` (S-37, S-38): any of its hexes. */
export function inFront(figure: FantasyTripFigure, other: FantasyTripFigure): boolean {
  if (other.hexes === 1) return isFrontOf(figure, other.at);
  for (const h of shapeAt(other.at, other.facing, other.hexes)) if (isFrontOf(figure, h)) return true;
  return false;
}

/**
 * Where a blow from `attacker` lands on `target` (S-36, FT-57): the angle of the attacker's hex
 * among the target's, or when the attacker covers several hexes next to the target, the best of
 * them for the attacker. Null when the two do not touch.
 */
export function blowAngle(attacker: FantasyTripFigure, target: FantasyTripFigure): AttackAngle | null {
  if (attacker.hexes === 1) return angleAt(target, attacker.at);
  let best: AttackAngle | null = null;
  for (const h of shapeAt(attacker.at, attacker.facing, attacker.hexes)) {
    const angle = angleAt(target, h);
    if (angle !== null && (best === null || ANGLE_RANK[angle] > ANGLE_RANK[best])) best = angle;
  }
  return best;
}

/**
 * Where a shot or missile spell from `from` comes at the figure (FT-19, FT-57): aimed at its hex
 * nearest `from`, it arrives through the hex next to that one on the line back to `from`.
 */
export function shotAngleAt(from: Hex, target: FantasyTripFigure): AttackAngle | null {
  if (target.hexes === 1) return shotAngle(from, target.at, target.facing);
  const line = hexLine(nearestHex(target, from), from);
  return angleAt(target, line[1] ?? from);
}

/**
 * How many one-hex figures it takes to engage a figure of `hexes` hexes (R-08, [W]): one for a
 * one-hex figure, two for a 3- or 4-hex one, three for a 7-hex one. A large engager counts for as
 * many as its size needs to engage anything (FT-57).
 */
export function engagersNeeded(hexes: FigureHexes): number {
  return hexes === 1 ? 1 : hexes === 7 ? 3 : 2;
}

/** What an engager counts toward {@link engagersNeeded}: 1, or 3 for a figure of several hexes. */
export function engagerWeight(figure: FantasyTripFigure): number {
  return figure.hexes === 1 ? 1 : 3;
}
