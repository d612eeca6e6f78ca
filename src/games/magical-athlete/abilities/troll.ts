/**
 * Troll (sourced, MA-53), Duty: whenever he shares a space with other racers (not at the start),
 * they are pushed 1 space back: all of them when he lands among them, the newcomer when one lands
 * on him. As a Duty he acts before any optional ability of that space and cannot be cancelled, so
 * nobody shares his space long enough to be challenged by the Gladiator (FAQ "Troll", "Druid").
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, emit, inTurnOrder, moveTogether, othersOn, racer } from '../rules/context.js';

export const troll: AbilityRules = {
  id: 'troll',
  cancellable: false,
  onShare(ctx, mover, space) {
    const troll = activeRacerOf(ctx.race, 'troll');
    if (troll < 0 || racer(ctx.race, troll).position !== space) return;
    const pushed = mover === troll ? othersOn(ctx.race, space, troll) : [mover];
    if (pushed.length === 0) return;
    emit(ctx, { type: 'abilityUsed', player: racer(ctx.race, troll).player, character: 'troll', target: pushed.length === 1 ? racer(ctx.race, pushed[0] as number).character : null });
    // One simultaneous push: racers pushed together from his space land together and are only
    // checked if someone else waits there (MA-23), in turn order (MA-27).
    moveTogether(ctx, inTurnOrder(ctx.race, pushed).map((i) => [i, space - 1] as const), 'push');
  },
};
