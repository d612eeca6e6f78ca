/**
 * Small helpers for {@link Damage} values: building one and writing it the way the tables do.
 */
import type { Damage } from './schema.js';

/** The damage `dice`d`add`, frozen: `damage(2, -1)` is "2d-1". */
export function damage(dice: number, add: number = 0): Damage {
  return Object.freeze({ dice, add });
}

/**
 * The table notation of a damage value: `"2d-1"`, `"1d+2"`, `"3d"`; a single die with no
 * modifier is `"1d"` (the bare-hand table's "1 die").
 */
export function formatDamage(value: Damage): string {
  const add = value.add === 0 ? '' : value.add > 0 ? `+${value.add}` : `${value.add}`;
  return `${value.dice}d${add}`;
}
