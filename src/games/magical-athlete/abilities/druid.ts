/**
 * Druid (reconstructed, MA-37): whenever she and another racer come to share a space she may
 * advance 1 space; bonuses can chain within a turn. The Troll acts first on his space (his push is a
 * Duty), and a bonus that would bring back positions already seen this turn is not offered, which
 * is how "Druid must stop" an endless loop (MA-21). The Philosopher cannot cancel her bonus: the FAQ
 * gives her priority over him.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, isRunning, moveRacer, offer, othersOn, racer, wouldRepeat } from '../rules/context.js';

export const DRUID_GAIN = 1;

export const druid: AbilityRules = {
  id: 'druid',
  // FAQ Druid: when she and the Philosopher are at odds, the Druid has priority, so he cannot
  // cancel her bonus (MA-37, MA-45).
  cancellable: false,
  onShare(ctx, _mover, space) {
    const druid = activeRacerOf(ctx.race, 'druid');
    if (druid < 0 || racer(ctx.race, druid).position !== space) return;
    offer(ctx, 'druid', druid, [], null, space);
  },
  recheck(ctx, o) {
    const me = racer(ctx.race, o.user);
    if (!isRunning(ctx.race, o.user) || me.position !== o.data || othersOn(ctx.race, o.data, o.user).length === 0) return null;
    return wouldRepeat(ctx.race, o.user, me.position + DRUID_GAIN) ? null : [];
  },
  effect(ctx, use) {
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position + DRUID_GAIN, 'bonus');
  },
};
