/**
 * Medusa (sourced, MA-41): whenever racers come to share her space (never at the start) she may
 * petrify each of them: a petrified racer loses its next turn. She works when she is the one who
 * lands (kidnapped by the Pirate, she may petrify him) and when others land on her.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, emit, isRunning, offer, othersOn, racer } from '../rules/context.js';

export const medusa: AbilityRules = {
  id: 'medusa',
  cancellable: true,
  onShare(ctx, mover, space) {
    const medusa = activeRacerOf(ctx.race, 'medusa');
    if (medusa < 0 || racer(ctx.race, medusa).position !== space) return;
    const targets = mover === medusa ? othersOn(ctx.race, space, medusa) : [mover];
    offer(ctx, 'medusa', medusa, targets, null, space);
  },
  recheck(ctx, o) {
    if (!isRunning(ctx.race, o.user) || racer(ctx.race, o.user).position !== o.data) return null;
    return o.targets.filter((t) => isRunning(ctx.race, t) && racer(ctx.race, t).position === o.data && racer(ctx.race, t).loseNextTurn === null);
  },
  effect(ctx, use) {
    const target = racer(ctx.race, use.target);
    if (target.finished === null) {
      target.loseNextTurn = 'petrified';
      emit(ctx, { type: 'turnLostNext', character: target.character, by: 'medusa', reason: 'petrified' });
    }
    // Petrifying is decided victim by victim: offer her the remaining ones.
    const rest = othersOn(ctx.race, use.data, use.user).filter((t) => t !== use.target);
    if (rest.length > 0) offer(ctx, 'medusa', use.user, rest, null, use.data);
  },
};
