/**
 * Reading the dice: what a to-hit or casting total means (S-40…S-42, R-17, R-29), and the sum of
 * a damage roll. Pure functions of the totals; the engine rolls the dice with its own rng and
 * passes them in, so each roll is also an event.
 *
 * Every result is one of a few shared frozen objects, so classifying allocates nothing.
 *
 * @module
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Damage } from '../content/schema.js';

/** What a to-hit roll did. */
export interface AttackRoll {
  /** The attack hit. */
  readonly hit: boolean;
  /** Damage multiplier of a hit: 3 or 2 on the best totals, else 1 (also 1 on a miss). */
  readonly multiplier: 1 | 2 | 3;
  /** On a miss, whether the attacker drops (`drop`) or breaks (`break`) its ready weapon. */
  readonly fumble: 'none' | 'drop' | 'break';
  /** The total decided the result whatever the adjusted DX (an automatic hit or miss). */
  readonly automatic: boolean;
}

/** What a spell-casting roll did. */
export interface SpellRoll {
  /** The spell works. */
  readonly success: boolean;
  /** Triple or double effect on the best totals, else 1 (also 1 on a failure). */
  readonly multiplier: 1 | 2 | 3;
  /**
   * A fizzle: `fullCost` loses the spell's whole ST cost instead of the 1 ST of an ordinary failure;
   * `knockdown` also knocks the caster down (and costs the full ST too). `none` otherwise.
   */
  readonly fizzle: 'none' | 'fullCost' | 'knockdown';
}

const attackRoll = (hit: boolean, multiplier: 1 | 2 | 3, fumble: AttackRoll['fumble'], automatic: boolean): AttackRoll =>
  Object.freeze({ hit, multiplier, fumble, automatic });

const HIT = attackRoll(true, 1, 'none', false);
const MISS = attackRoll(false, 1, 'none', false);
const AUTO_TRIPLE = attackRoll(true, 3, 'none', true);
const AUTO_DOUBLE = attackRoll(true, 2, 'none', true);
const AUTO_HIT = attackRoll(true, 1, 'none', true);
const AUTO_MISS = attackRoll(false, 1, 'none', true);
const DROP = attackRoll(false, 1, 'drop', true);
const BREAK = attackRoll(false, 1, 'break', true);

/** Throws unless `total` can come up on `dice` six-sided dice. */
function checkTotal(total: number, dice: number): void {
  if (!Number.isInteger(total) || total < dice || total > 6 * dice) {
    throw new RangeError(`${dice} dice cannot total ${total}`);
  }
}

/**
 * Classifies a to-hit roll of `dice` dice totalling `total` against `adjDX`.
 *
 * On **3 dice** (S-41): 3 hits for triple damage, 4 for double, 5 hits; 16 misses, 17 misses and
 * drops the weapon, 18 misses and breaks it, all whatever the DX. Any other total hits when it is at
 * most `adjDX`.
 *
 * On **4 dice**, rolled against a dodging or defending target (S-42): 20 misses, 21–22 drop the
 * weapon and 23–24 break it, in both editions. With `fourDiceCriticals` (Legacy, R-17) 4 hits for
 * triple damage and 5 for double, whatever the DX. Without it (classic, whose 4-dice table has no
 * automatic hits) 4 and 5 are ordinary totals that hit when at most `adjDX`. Any other total hits
 * when it is at most `adjDX`.
 *
 * Throws a RangeError when `total` cannot be rolled on that many dice.
 */
export function classifyAttack(total: number, dice: 3 | 4, adjDX: number, fourDiceCriticals: boolean): AttackRoll {
  if (dice === 3) {
    checkTotal(total, 3);
    switch (total) {
      case 3:
        return AUTO_TRIPLE;
      case 4:
        return AUTO_DOUBLE;
      case 5:
        return AUTO_HIT;
      case 16:
        return AUTO_MISS;
      case 17:
        return DROP;
      case 18:
        return BREAK;
    }
  } else if (dice === 4) {
    checkTotal(total, 4);
    if (total >= 23) return BREAK;
    if (total >= 21) return DROP;
    if (total === 20) return AUTO_MISS;
    if (fourDiceCriticals && total === 4) return AUTO_TRIPLE;
    if (fourDiceCriticals && total === 5) return AUTO_DOUBLE;
  } else {
    throw new RangeError(`a to-hit roll is on 3 or 4 dice, not ${String(dice)}`);
  }
  return total <= adjDX ? HIT : MISS;
}

const spellRoll = (success: boolean, multiplier: 1 | 2 | 3, fizzle: SpellRoll['fizzle']): SpellRoll =>
  Object.freeze({ success, multiplier, fizzle });

const CAST = spellRoll(true, 1, 'none');
const FAIL = spellRoll(false, 1, 'none');
const CAST_TRIPLE = spellRoll(true, 3, 'none');
const CAST_DOUBLE = spellRoll(true, 2, 'none');
const FIZZLE = spellRoll(false, 1, 'fullCost');
const FIZZLE_KNOCKDOWN = spellRoll(false, 1, 'knockdown');

/**
 * Classifies a casting roll on 3 dice totalling `total` against `adjDX` (S-41, R-29). The Wizard
 * rulebook gives spells the same automatic results as attacks: 3 succeeds with triple effect, 4
 * with double effect, 5 succeeds and 16 fails whatever the DX. 17 fails and costs the spell's full
 * ST (`fullCost`); 18 fails, costs the full ST and knocks the caster down (`knockdown`). Any other
 * total succeeds when it is at most `adjDX`; an ordinary failure is `fizzle: 'none'` (the engine
 * charges 1 ST, or the full cost for a missile spell).
 *
 * Throws a RangeError when `total` is not 3..18.
 */
export function classifySpell(total: number, adjDX: number): SpellRoll {
  checkTotal(total, 3);
  switch (total) {
    case 3:
      return CAST_TRIPLE;
    case 4:
      return CAST_DOUBLE;
    case 5:
      return CAST;
    case 16:
      return FAIL;
    case 17:
      return FIZZLE;
    case 18:
      return FIZZLE_KNOCKDOWN;
  }
  return total <= adjDX ? CAST : FAIL;
}

/**
 * The hits of a damage roll: the dice plus the modifier, never below 0 (S-82). The caller applies
 * any critical multiplier to this result and then subtracts armour.
 *
 * Throws a RangeError unless `rolls` holds exactly `damage.dice` integers from 1 to 6 (a pole
 * charge's extra die is passed as a damage with one more die).
 */
export function sumDamage(rolls: readonly number[], damage: Damage): number {
  if (rolls.length !== damage.dice) {
    throw new RangeError(`${damage.dice} damage dice expected, got ${rolls.length}`);
  }
  let sum = damage.add;
  for (const die of rolls) {
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`a die shows 1 to 6, got ${die}`);
    sum += die;
  }
  return Math.max(0, sum);
}
