/** Merchant (sourced, MA-42): instead of his turn he may swap places with another running racer. */
import { othersElsewhere, type AbilityRules } from './ability.js';
import { arrive, isRunning, moveRacer, push, racer } from '../rules/context.js';

export const merchant: AbilityRules = {
  id: 'merchant',
  cancellable: true,
  insteadOfTurn(ctx, user) {
    const targets = othersElsewhere(ctx, user);
    return targets.length > 0 ? targets : null;
  },
  effect(ctx, use) {
    if (!isRunning(ctx.race, use.target)) return;
    const me = racer(ctx.race, use.user);
    const other = racer(ctx.race, use.target);
    const mine = me.position;
    const theirs = other.position;
    push(ctx, { t: 'afterMainMove', racer: use.user, from: mine, to: theirs });
    // The two moves happen at once: arrivals are checked after both (MA-42).
    moveRacer(ctx, use.user, theirs, 'swap', { arrive: false });
    moveRacer(ctx, use.target, mine, 'swap', { arrive: false });
    arrive(ctx, use.target);
    arrive(ctx, use.user);
  },
};
