/**
 * Troll (sourced, MA-53), Duty: whenever he shares a space with other racers (not at the start),
 * they are pushed 1 space back: all of them when he lands among them, the newcomer when one lands
 * on him. As a Duty he acts before any optional ability of that space and cannot be cancelled, so
 * nobody shares his space long enough to be challenged by the Gladiator (FAQ "Troll", "Druid").
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, arrive, emit, moveRacer, othersOn, racer } from '../rules/context.js';

export const troll: AbilityRules = {
  id: 'troll',
  cancellable: false,
  onShare(ctx, mover, space) {
    const troll = activeRacerOf(ctx.race, 'troll');
    if (troll < 0 || racer(ctx.race, troll).position !== space) return;
    const pushed = mover === troll ? othersOn(ctx.race, space, troll) : [mover];
    if (pushed.length === 0) return;
    emit(ctx, { type: 'abilityUsed', player: racer(ctx.race, troll).player, character: 'troll', target: pushed.length === 1 ? racer(ctx.race, pushed[0] as number).character : null });
    for (const i of pushed) moveRacer(ctx, i, space - 1, 'push', { arrive: false });
    for (const i of pushed) arrive(ctx, i);
  },
};
