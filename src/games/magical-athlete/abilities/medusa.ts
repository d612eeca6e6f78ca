/**
 * Medusa (sourced, MA-41): whenever racers come to share her space (never at the start) she may
 * petrify each of them: a petrified racer loses its next turn. She works when she is the one who
 * lands (kidnapped by the Pirate, she may petrify him) and when others land on her.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, emit, isRunning, offer, othersOn, racer } from '../rules/context.js';

const LANDED = 64;

export const medusa: AbilityRules = {
  id: 'medusa',
  cancellable: true,
  onShare(ctx, mover, space) {
    const medusa = activeRacerOf(ctx.race, 'medusa');
    if (medusa < 0 || racer(ctx.race, medusa).position !== space) return;
    // When she is the one landing, everyone there may be petrified, one decision each; when
    // someone lands on her, only the newcomer. `data` holds the space, plus LANDED when she landed.
    if (mover === medusa) offer(ctx, 'medusa', medusa, othersOn(ctx.race, space, medusa), null, space + LANDED);
    else offer(ctx, 'medusa', medusa, [mover], null, space);
  },
  recheck(ctx, o) {
    const space = o.data % LANDED;
    if (!isRunning(ctx.race, o.user) || racer(ctx.race, o.user).position !== space) return null;
    return o.targets.filter((t) => isRunning(ctx.race, t) && racer(ctx.race, t).position === space && racer(ctx.race, t).loseNextTurn === null);
  },
  effect(ctx, use) {
    // A saved state may name no target (parseState does not re-check the stack): nothing happens.
    const target = ctx.race.racers[use.target];
    if (target !== undefined && target.finished === null) {
      target.loseNextTurn = 'petrified';
      emit(ctx, { type: 'turnLostNext', character: target.character, by: 'medusa', reason: 'petrified' });
    }
  },
  // Having landed among several racers, she decides victim by victim: the others are asked about
  // next, even if the Philosopher cancels this petrification.
  followUp(ctx, use) {
    if (use.data < LANDED) return null;
    const rest = othersOn(ctx.race, use.data - LANDED, use.user).filter((t) => t !== use.target);
    return rest.length === 0 ? null : { t: 'offer', ability: 'medusa', user: use.user, targets: rest, data: use.data, then: null };
  },
};
