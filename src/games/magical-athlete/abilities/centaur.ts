/**
 * Centaur (sourced, MA-33): for each racer he overtook during a turn (started behind it, ended
 * ahead of it, by any means, even when it was sent back behind him) he may kick it 1 space back.
 * Each kick is its own decision (FAQ "Centaur").
 */
import type { AbilityRules } from './ability.js';
import { isRunning, moveRacer, racer } from '../rules/context.js';
import { running } from './ability.js';

export const centaur: AbilityRules = {
  id: 'centaur',
  cancellable: true,
  recheck: (ctx, o) => (isRunning(ctx.race, o.user) ? running(ctx, o.targets) : null),
  effect(ctx, use) {
    if (isRunning(ctx.race, use.target)) moveRacer(ctx, use.target, racer(ctx.race, use.target).position - 1, 'kick');
  },
};
