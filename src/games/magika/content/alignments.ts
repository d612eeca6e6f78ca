/**
 * The three alignments as numbers (XVII, L416-430; MG-28): aptitude runs from +100 (perfectly
 * Good) to −100 (perfectly Evil), with a Neutral mage's perfect at 0.
 */
import type { Alignment } from './races.js';

/** The aptitude scale's ends (L102, MG-28). */
export const APTITUDE_MIN = -100;
/** The aptitude scale's ends (L102, MG-28). */
export const APTITUDE_MAX = 100;

/** Perfect aptitude for each alignment (MG-28). */
export const PERFECT_APTITUDE: Readonly<Record<Alignment, number>> = Object.freeze({ good: 100, neutral: 0, evil: -100 });

/**
 * Aptitude at the start (L417-418): Good +90, Evil −90, Neutral +5 or −5 (`lean` picks the side,
 * MG-7).
 */
export function startAptitude(alignment: Alignment, lean: 1 | -1): number {
  return alignment === 'good' ? 90 : alignment === 'evil' ? -90 : 5 * lean;
}

/**
 * How well `aptitude` fits `alignment`, on a scale where 100 is perfect (MG-24, MG-54): a Good
 * mage's aptitude itself, an Evil mage's negated, and for Neutral 100 less twice the distance from
 * 0 (L426-430). It is the measure for demanding an alignment artifact or the Rod, and for
 * the aptitude category of the Victory Points.
 */
export function aptitudeFor(alignment: Alignment, aptitude: number): number {
  // `0 - aptitude`, not `-aptitude`: an Evil mage at 0 must read +0, or a saved report holding -0
  // would not come back equal from JSON.
  return alignment === 'good' ? aptitude : alignment === 'evil' ? 0 - aptitude : 100 - 2 * Math.abs(aptitude);
}
