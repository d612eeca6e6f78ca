/** Pirate (reconstructed, MA-46): instead of his turn he may kidnap another racer to his own space. */
import { othersElsewhere, type AbilityRules } from './ability.js';
import { isRunning, moveRacer, push, racer } from '../rules/context.js';

export const pirate: AbilityRules = {
  id: 'pirate',
  cancellable: true,
  insteadOfTurn(ctx, user) {
    const targets = othersElsewhere(ctx, user);
    return targets.length > 0 ? targets : null;
  },
  effect(ctx, use) {
    const here = racer(ctx.race, use.user).position;
    push(ctx, { t: 'afterMainMove', racer: use.user, from: here, to: here });
    if (isRunning(ctx.race, use.target)) moveRacer(ctx, use.target, here, 'kidnap');
  },
};
