/**
 * Bare-handed damage by ST (the screen's DAMAGE BY ST table), for regular and HTH attacks by a
 * human or humanoid with no weapon ready. it is read with **basic** ST, so wounds do not
 * weaken a punch (FT-17).
 */
import { damage } from './damage.js';
import type { Damage } from './schema.js';

/** The printed bands up to ST 30: the highest basic ST of each band and its damage. */
const BANDS: readonly (readonly [maxST: number, hit: Damage])[] = [
  [8, damage(1, -4)],
  [10, damage(1, -3)],
  [12, damage(1, -2)],
  [14, damage(1, -1)],
  [16, damage(1, 0)],
  [20, damage(1, 1)],
  [24, damage(1, 2)],
  [30, damage(1, 3)],
];

/**
 * The bare-hand damage of a figure of basic ST `basicST` (an integer; everything at or below 8,
 * including 0 and less, is the first band, 1d-4).
 *
 * Above 30 the table runs in bands of ten, each a die more at +1: 31–40 2d+1, 41–50 3d+1, 51–60
 * 4d+1, "and so on". The continuation keeps that step (FT-17): ST 61–70 is 5d+1, 71–80 6d+1,
 * and in general `(1 + ceil((ST - 30) / 10))d+1`.
 *
 * Throws a RangeError when `basicST` is not an integer.
 */
export function bareHandDamage(basicST: number): Damage {
  if (!Number.isInteger(basicST)) throw new RangeError(`basic ST is an integer, got ${basicST}`);
  for (const [maxST, hit] of BANDS) {
    if (basicST <= maxST) return hit;
  }
  return damage(1 + Math.ceil((basicST - 30) / 10), 1);
}
