/**
 * Drawing a scroll (XVI, L398-403; MG-5): half the time a spell of the finder's own alignment, a
 * quarter each of the other two; within an alignment, cheaper spells more often, by each spell's
 * `findWeight` (120 over its minor cost).
 */
import type { Rng } from '../../../core/rng.js';
import type { Alignment } from '../content/races.js';
import { SPELLS_OF, type SpellCode } from '../content/spells.js';

/** The alignment of a found scroll for a mage of `own` alignment, from a d100 (L400-401). */
export function scrollAlignment(own: Alignment, roll: number): Alignment {
  if (roll <= 50) return own;
  const others = (['good', 'neutral', 'evil'] as const).filter((a) => a !== own);
  return roll <= 75 ? others[0]! : others[1]!;
}

/** Draws a scroll's spell for a mage of `own` alignment: a d100 for the alignment, then a weighted draw (MG-5). */
export function drawSpell(own: Alignment, rng: Rng): SpellCode {
  const spells = SPELLS_OF[scrollAlignment(own, rng.int(1, 100))];
  let total = 0;
  for (const spell of spells) total += spell.findWeight;
  let pick = rng.int(0, total - 1);
  for (const spell of spells) {
    if (pick < spell.findWeight) return spell.id;
    pick -= spell.findWeight;
  }
  return spells[spells.length - 1]!.id;
}
