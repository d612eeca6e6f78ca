/**
 * Druid (reconstructed, MA-37): whenever she and another racer come to share a space she may
 * advance 1 space; bonuses can chain within a turn. The Troll acts first on his space (his push is a
 * Duty), and a bonus that would bring back positions already seen this turn is not offered, which
 * is how "Druid must stop" an endless loop (MA-21).
 *
 * With the Philosopher (FAQ Druid, MA-45): he may cancel her bonus, but that leaves her sharing the
 * space, so her ability applies again; that is the loop the FAQ names. She is asked again (a
 * renewal): declining lets the cancellation stand (the two players agree), using it again means the
 * discussion failed and the Druid has priority: the Philosopher cannot cancel the renewed bonus.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, isRunning, moveRacer, offer, othersOn, racer, wouldRepeat } from '../rules/context.js';
import type { RaceContext } from '../rules/context.js';
import type { MagicalAthleteUseTask } from '../types.js';

export const DRUID_GAIN = 1;

/** Added to an offer's `data` (her space) when it renews a bonus the Philosopher cancelled. */
const RENEWED = 64;

/** Whether `use` is the Druid insisting on a bonus the Philosopher cancelled (MA-37, MA-45). */
export function isRenewedBonus(use: MagicalAthleteUseTask): boolean {
  return use.ability === 'druid' && use.data >= RENEWED;
}

/**
 * After the Philosopher cancelled `use`: the Druid, still sharing the space, is asked again. Pushed
 * before his compensation moves him, so that move and whatever it triggers come first.
 */
export function offerRenewal(ctx: RaceContext, use: MagicalAthleteUseTask): void {
  if (use.ability === 'druid' && !isRenewedBonus(use)) offer(ctx, 'druid', use.user, [], null, use.data + RENEWED);
}

export const druid: AbilityRules = {
  id: 'druid',
  cancellable: true,
  onShare(ctx, _mover, space) {
    const druid = activeRacerOf(ctx.race, 'druid');
    if (druid < 0 || racer(ctx.race, druid).position !== space) return;
    offer(ctx, 'druid', druid, [], null, space);
  },
  recheck(ctx, o) {
    const me = racer(ctx.race, o.user);
    const space = o.data % RENEWED;
    if (!isRunning(ctx.race, o.user) || me.position !== space || othersOn(ctx.race, space, o.user).length === 0) return null;
    return wouldRepeat(ctx.race, o.user, me.position + DRUID_GAIN) ? null : [];
  },
  effect(ctx, use) {
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position + DRUID_GAIN, 'bonus');
  },
};
