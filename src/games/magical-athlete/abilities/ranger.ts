/**
 * Ranger (reconstructed, MA-49): after his turn roll he may advance 1 extra space on an odd roll or
 * 2 on an even one ("he can advance 1 or 2 spaces based on his roll"). A devoured move gets nothing.
 */
import type { AbilityRules } from './ability.js';
import { push } from '../rules/context.js';

export function rangerBonus(roll: number): number {
  return roll % 2 === 1 ? 1 : 2;
}

export const ranger: AbilityRules = {
  id: 'ranger',
  cancellable: true,
  effect(ctx, use) {
    push(ctx, { t: 'turnMove', racer: use.user, steps: use.data + rangerBonus(use.data) });
  },
};
