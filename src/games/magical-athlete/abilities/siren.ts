/**
 * Siren (sourced, MA-50): after she moves on her turn she may lure every other running racer 1
 * space toward her, all at once; racers on her space stay. Only her space can become newly shared
 * (FAQ "Siren"), and each landing is then checked once (a Troll 1 ahead triggers once).
 */
import type { AbilityRules } from './ability.js';
import { arrive, isRunning, moveRacer, racer } from '../rules/context.js';

export const siren: AbilityRules = {
  id: 'siren',
  cancellable: true,
  recheck: (ctx, o) => (isRunning(ctx.race, o.user) ? [] : null),
  effect(ctx, use) {
    const here = racer(ctx.race, use.user).position;
    const moved: number[] = [];
    ctx.race.racers.forEach((r, i) => {
      if (i === use.user || r.finished !== null || r.position === here) return;
      moveRacer(ctx, i, r.position + (r.position < here ? 1 : -1), 'lure', { arrive: false });
      moved.push(i);
    });
    for (const i of moved) arrive(ctx, i);
  },
};
