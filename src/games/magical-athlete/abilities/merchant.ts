/** Merchant (sourced, MA-42): instead of his turn he may swap places with another running racer. */
import { othersElsewhere, type AbilityRules } from './ability.js';
import { isRunning, moveTogether, push, racer } from '../rules/context.js';

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
    // The two moves happen at once: arrivals are checked after both, his first (MA-42, MA-23).
    moveTogether(ctx, [[use.user, theirs], [use.target, mine]], 'swap');
  },
};
