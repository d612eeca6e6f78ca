/**
 * Philosopher (reconstructed, MA-45): when another racer uses an optional ability, he may cancel
 * that use by paying compensation: he moves himself 2 spaces back. So he can only do it while he
 * is racing and has 2 spaces behind him (FAQ "Philosopher"). He cannot cancel Duty abilities (the
 * Troll), the Prophet, the Assassin or the Spy. A cancelled instead-of-turn ability leaves its user
 * a normal turn. A cancelled Druid bonus comes back to her while she still shares the space; he
 * must stop that loop: her renewed bonus cannot be cancelled (FAQ Druid, MA-37).
 */
import { inconsistentState } from '../../../core/errors.js';
import type { AbilityRules } from './ability.js';
import { activeRacerOf, emit, moveRacer, offer, racer } from '../rules/context.js';
import { isRenewedBonus, offerRenewal } from './druid.js';
import type { RaceContext } from '../rules/context.js';
import type { MagicalAthleteUseTask } from '../types.js';

export const PHILOSOPHER_COMPENSATION = 2;

/** The Philosopher's racer index if he can pay for a cancellation now, else -1. */
export function philosopherFor(ctx: RaceContext, user: number): number {
  const philosopher = activeRacerOf(ctx.race, 'philosopher');
  if (philosopher < 0 || philosopher === user) return -1;
  return racer(ctx.race, philosopher).position >= PHILOSOPHER_COMPENSATION ? philosopher : -1;
}

/** Offers the Philosopher the chance to cancel the use just pushed. */
export function offerCancellation(ctx: RaceContext, use: MagicalAthleteUseTask): void {
  // FAQ Philosopher, "he must stop" a loop: the Druid insisting on a bonus he cancelled (MA-45).
  if (isRenewedBonus(use)) return;
  const philosopher = philosopherFor(ctx, use.user);
  if (philosopher >= 0) offer(ctx, 'philosopher', philosopher, [use.user], null);
}

export const philosopher: AbilityRules = {
  id: 'philosopher',
  cancellable: false,
  recheck(ctx, o) {
    const below = ctx.race.stack[ctx.race.stack.length - 1];
    return below?.t === 'use' && philosopherFor(ctx, below.user) === o.user ? o.targets : null;
  },
  effect(ctx, use) {
    const cancelled = ctx.race.stack.pop();
    if (cancelled?.t !== 'use') throw inconsistentState('Philosopher: no ability use to cancel');
    emit(ctx, { type: 'abilityCancelled', character: racer(ctx.race, cancelled.user).character, by: 'philosopher' });
    if (cancelled.then !== null) ctx.race.stack.push(cancelled.then);
    offerRenewal(ctx, cancelled);
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position - PHILOSOPHER_COMPENSATION, 'compensation');
  },
};
