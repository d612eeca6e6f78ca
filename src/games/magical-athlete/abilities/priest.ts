/**
 * Priest (reconstructed, MA-47): instead of his turn he may advance every racer in last place 4
 * spaces, all of them on a tie, himself included if he is last; it works at the start too.
 */
import type { AbilityRules } from './ability.js';
import { arrive, moveRacer, push, racer } from '../rules/context.js';

export const PRIEST_BLESSING = 4;

function lastPlace(ctx: Parameters<NonNullable<AbilityRules['effect']>>[0]): number[] {
  let lowest = Infinity;
  for (const r of ctx.race.racers) if (r.finished === null && r.position < lowest) lowest = r.position;
  return ctx.race.racers.flatMap((r, i) => (r.finished === null && r.position === lowest ? [i] : []));
}

export const priest: AbilityRules = {
  id: 'priest',
  cancellable: true,
  insteadOfTurn: () => [],
  effect(ctx, use) {
    const from = racer(ctx.race, use.user).position;
    const blessed = lastPlace(ctx);
    const to = blessed.includes(use.user) ? from + PRIEST_BLESSING : from;
    push(ctx, { t: 'afterMainMove', racer: use.user, from, to });
    for (const i of blessed) moveRacer(ctx, i, racer(ctx.race, i).position + PRIEST_BLESSING, 'blessing', { arrive: false });
    for (const i of blessed) arrive(ctx, i);
  },
};
