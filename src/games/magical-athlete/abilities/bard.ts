/**
 * Bard (reconstructed, MA-32): whenever another character rolls a 6, a turn roll or a Gladiator
 * challenge roll (FAQ "Bard"), she may advance 1 space. A roll the Conjurer cancels gives nothing.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, isRunning, moveRacer, offer, racer, wouldRepeat } from '../rules/context.js';
import type { RaceContext } from '../rules/context.js';

export const BARD_GAIN = 1;

/** Called for every final roll; offers the Bard her bonus when it is a 6 rolled by someone else. */
export function bardHears(ctx: RaceContext, roller: number, value: number): void {
  const bard = activeRacerOf(ctx.race, 'bard');
  if (value === 6 && bard >= 0 && bard !== roller) offer(ctx, 'bard', bard, [], null, value);
}

export const bard: AbilityRules = {
  id: 'bard',
  cancellable: true,
  recheck(ctx, o) {
    return isRunning(ctx.race, o.user) && !wouldRepeat(ctx.race, o.user, racer(ctx.race, o.user).position + BARD_GAIN) ? [] : null;
  },
  effect(ctx, use) {
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position + BARD_GAIN, 'bonus');
  },
};
