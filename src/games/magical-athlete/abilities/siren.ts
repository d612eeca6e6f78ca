/**
 * Siren (sourced, MA-50): after she moves on her turn she may lure every other running racer 1
 * space toward her, all at once; racers on her space stay. The moves are simultaneous (FAQ
 * "Siren"), so only her space can become newly shared: racers lured together from one space land
 * together and are not checked, those lured onto her space are (a Troll 1 ahead triggers once).
 */
import type { AbilityRules } from './ability.js';
import { inTurnOrder, isRunning, moveTogether, racer } from '../rules/context.js';

export const siren: AbilityRules = {
  id: 'siren',
  cancellable: true,
  recheck: (ctx, o) => (isRunning(ctx.race, o.user) ? [] : null),
  effect(ctx, use) {
    const here = racer(ctx.race, use.user).position;
    const lured = ctx.race.racers.flatMap((r, i) => (i === use.user || r.finished !== null || r.position === here ? [] : [i]));
    // MA-23, MA-27: one simultaneous move, in turn order from her.
    moveTogether(
      ctx,
      inTurnOrder(ctx.race, lured).map((i) => {
        const at = racer(ctx.race, i).position;
        return [i, at + (at < here ? 1 : -1)] as const;
      }),
      'lure',
    );
  },
};
