/**
 * Cupid (sourced, MA-35): whenever a landing leaves a male and a female racer on the same space
 * (never at the start), Cupid, wherever he is, may advance 5 spaces. Cupid himself is male.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, isRunning, moveRacer, offer, othersOn, racer, sexOf, wouldRepeat } from '../rules/context.js';
import type { RaceContext } from '../rules/context.js';

export const CUPID_GAIN = 5;

function couple(ctx: RaceContext, mover: number, space: number): boolean {
  if (!isRunning(ctx.race, mover) || racer(ctx.race, mover).position !== space) return false;
  const sex = sexOf(racer(ctx.race, mover).character);
  return othersOn(ctx.race, space, mover).some((i) => sexOf(racer(ctx.race, i).character) !== sex);
}

export const cupid: AbilityRules = {
  id: 'cupid',
  cancellable: true,
  onShare(ctx, mover, space) {
    const cupid = activeRacerOf(ctx.race, 'cupid');
    // Cupid takes no target: the landing racer and its space travel in `data`.
    if (cupid >= 0 && couple(ctx, mover, space)) offer(ctx, 'cupid', cupid, [], null, mover * 64 + space);
  },
  recheck(ctx, o) {
    const mover = Math.floor(o.data / 64);
    if (!isRunning(ctx.race, o.user) || !couple(ctx, mover, o.data % 64)) return null;
    return wouldRepeat(ctx.race, o.user, racer(ctx.race, o.user).position + CUPID_GAIN) ? null : [];
  },
  effect(ctx, use) {
    moveRacer(ctx, use.user, racer(ctx.race, use.user).position + CUPID_GAIN, 'bonus');
  },
};
