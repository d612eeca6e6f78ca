/**
 * Recovering Endurance and Arcania (VII REST and MEDITATE; MG-10…MG-13), and falling unconscious.
 */
import type { Player } from '../../../core/game.js';
import { terrainOf } from '../content/terrain.js';
import type { MagikaState } from '../types.js';
import { holds, isAttuned } from './mages.js';
import { under } from './effects.js';

/** The bonus for resting all five phases of a turn (L172-173). */
export const FULL_REST_BONUS = 25;
/** The meditation bonus on attuned terrain (L90-91, L184-186). */
export const ATTUNED_BONUS = 20;

/**
 * A mage whose Endurance has fallen to 0 is unconscious and rests the rest of the turn (MG-10):
 * every order of the turn not yet carried out becomes a rest.
 */
export function fallUnconscious(state: MagikaState, seat: Player): void {
  const mage = state.mages[seat]!;
  if (mage.out) return;
  mage.out = true;
  state.events.push({ type: 'unconscious', audience: [seat], player: seat });
}

/** Endurance one phase of rest gives (Figure 2's Rest column), doubled by the Helm of Strength (MG-11, MG-13). */
export function restGain(state: MagikaState, seat: Player): number {
  const mage = state.mages[seat]!;
  const base = terrainOf(state.terrain[mage.hex]!).rest;
  // The Helm and Boost Endurance each double it; together, still double (MG-13).
  return holds(state, seat, 'helm') || under(state, seat, 'BoEnd') ? 2 * base : base;
}

/** One phase of rest (MG-11): the gain up to the maximum; the phase counts toward the bonus. */
export function rest(state: MagikaState, seat: Player): void {
  const mage = state.mages[seat]!;
  const before = mage.endurance;
  mage.endurance = Math.min(mage.maxEndurance, mage.endurance + restGain(state, seat));
  mage.rests += 1;
  state.events.push({ type: 'rested', audience: [seat], player: seat, gain: mage.endurance - before, endurance: mage.endurance, bonus: false });
}

/** After phase 5: 25 more Endurance, up to the maximum, for a mage that rested all five phases (L172-173, MG-11). */
export function restBonus(state: MagikaState, seat: Player): void {
  const mage = state.mages[seat]!;
  if (mage.rests < 5) return;
  const before = mage.endurance;
  mage.endurance = Math.min(mage.maxEndurance, mage.endurance + FULL_REST_BONUS);
  state.events.push({ type: 'rested', audience: [seat], player: seat, gain: mage.endurance - before, endurance: mage.endurance, bonus: true });
}

/**
 * Arcania one phase of meditation gives (MG-12): 15% of the mage's Spell Skill, plus 20 on terrain
 * it is attuned to, rounded half up in whole numbers, doubled by the Candle of Serenity. The
 * rulebook's example (L186-188) works (85 + 20) × 15% out as 16.75 and rounds to 17; the product
 * is 15.75, so the rule gives 16.
 */
export function meditationGain(state: MagikaState, seat: Player): number {
  const mage = state.mages[seat]!;
  const base = mage.skill + (isAttuned(state, seat, state.terrain[mage.hex]!) ? ATTUNED_BONUS : 0);
  const gain = Math.floor((15 * base + 50) / 100);
  return holds(state, seat, 'candle') || under(state, seat, 'BoArc') ? 2 * gain : gain;
}

/** One phase of meditation (MG-12): the gain up to the maximum. */
export function meditate(state: MagikaState, seat: Player): void {
  const mage = state.mages[seat]!;
  const before = mage.arcania;
  mage.arcania = Math.min(mage.maxArcania, mage.arcania + meditationGain(state, seat));
  state.events.push({ type: 'meditated', audience: [seat], player: seat, gain: mage.arcania - before, arcania: mage.arcania });
}
