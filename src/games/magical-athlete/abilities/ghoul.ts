/**
 * Ghoul (reconstructed, MA-38): when another racer rolls a 1 for its turn (a final roll: not a
 * roll the Conjurer cancelled, nor a Gladiator challenge roll), the Ghoul may devour the move: the
 * roller does not advance at all (a Ranger gets no bonus either) and the Ghoul advances 1 space.
 */
import type { AbilityRules } from './ability.js';
import { isRunning, moveRacer, push, racer, wouldRepeat } from '../rules/context.js';

export const GHOUL_GAIN = 1;

export const ghoul: AbilityRules = {
  id: 'ghoul',
  cancellable: true,
  recheck(ctx, offer) {
    const me = racer(ctx.race, offer.user);
    return isRunning(ctx.race, offer.user) && !wouldRepeat(ctx.race, offer.user, me.position + GHOUL_GAIN) ? offer.targets : null;
  },
  effect(ctx, use) {
    if (!isRunning(ctx.race, use.target)) return;
    const roller = racer(ctx.race, use.target).position;
    push(ctx, { t: 'afterMainMove', racer: use.target, from: roller, to: roller });
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position + GHOUL_GAIN, 'devour');
  },
};
