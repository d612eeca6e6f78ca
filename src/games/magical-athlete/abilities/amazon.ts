/** Amazon (sourced, MA-30): instead of her turn she may advance exactly 5 spaces. */
import type { AbilityRules } from './ability.js';
import { moveRacer, push, racer } from '../rules/context.js';

export const amazon: AbilityRules = {
  id: 'amazon',
  cancellable: true,
  insteadOfTurn: () => [],
  effect(ctx, use) {
    const from = racer(ctx.race, use.user).position;
    push(ctx, { t: 'afterMainMove', racer: use.user, from, to: from + 5 });
    moveRacer(ctx, use.user, from + 5, 'dash');
  },
};
