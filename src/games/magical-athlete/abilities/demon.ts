/**
 * Demon (reconstructed, MA-36): after his turn roll he may turn the die to its opposite face. Only
 * the new face counts for every other ability (FAQ "Demon"), so the Ghoul and the Bard react to it.
 */
import type { AbilityRules } from './ability.js';
import { emit, push, racer } from '../rules/context.js';

export const demon: AbilityRules = {
  id: 'demon',
  cancellable: true,
  effect(ctx, use) {
    const to = 7 - use.data;
    emit(ctx, { type: 'dieTurned', character: racer(ctx.race, use.user).character, from: use.data, to });
    push(ctx, { t: 'rollFinal', racer: use.user, value: to });
  },
};
