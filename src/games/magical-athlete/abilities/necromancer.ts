/** Necromancer (reconstructed, MA-43): instead of his turn he may move another racer 3 spaces back. */
import type { AbilityRules } from './ability.js';
import { isRunning, moveRacer, push, racer } from '../rules/context.js';
import { START } from '../content/board.js';

export const NECROMANCER_PULL = 3;

export const necromancer: AbilityRules = {
  id: 'necromancer',
  cancellable: true,
  insteadOfTurn(ctx, user) {
    const targets: number[] = [];
    const racers = ctx.race.racers;
    for (let i = 0; i < racers.length; i++) {
      const r = racers[i] as (typeof racers)[number];
      if (i !== user && r.finished === null && r.position > START) targets.push(i);
    }
    return targets.length > 0 ? targets : null;
  },
  effect(ctx, use) {
    const here = racer(ctx.race, use.user).position;
    push(ctx, { t: 'afterMainMove', racer: use.user, from: here, to: here });
    if (isRunning(ctx.race, use.target)) moveRacer(ctx, use.target, racer(ctx.race, use.target).position - NECROMANCER_PULL, 'curse');
  },
};
