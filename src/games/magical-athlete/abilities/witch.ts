/**
 * Witch (sourced, MA-54): when a racer overtakes her she may cast a sleep spell on it: she steps 1
 * space back and it loses its next turn. She cannot step back from the start, so she has no spell
 * there (FAQ "Witch"); each overtaker is a separate decision.
 */
import type { AbilityRules } from './ability.js';
import { emit, isRunning, moveRacer, racer } from '../rules/context.js';
import { running } from './ability.js';
import { START } from '../content/board.js';

export const witch: AbilityRules = {
  id: 'witch',
  cancellable: true,
  recheck(ctx, o) {
    if (!isRunning(ctx.race, o.user) || racer(ctx.race, o.user).position <= START) return null;
    return running(ctx, o.targets).filter((t) => racer(ctx.race, t).loseNextTurn === null);
  },
  effect(ctx, use) {
    // A saved state may name no target (parseState does not re-check the stack): no spell then.
    const target = ctx.race.racers[use.target];
    if (target !== undefined && target.finished === null) {
      target.loseNextTurn = 'asleep';
      emit(ctx, { type: 'turnLostNext', character: target.character, by: 'witch', reason: 'asleep' });
    }
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position - 1, 'spell');
  },
};
