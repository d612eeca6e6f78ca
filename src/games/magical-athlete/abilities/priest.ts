/**
 * Priest (reconstructed, MA-47): instead of his turn he may advance every racer in last place 4
 * spaces, all of them on a tie, himself included if he is last; it works at the start too. The
 * blessed racers move together from one space, so they do not newly share the space they reach
 * unless someone else stands there (MA-23).
 */
import type { AbilityRules } from './ability.js';
import { inTurnOrder, moveTogether, push, racer } from '../rules/context.js';

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
    // MA-23: one simultaneous move; MA-27: racers blessed over the goal together finish in turn
    // order from the Priest (who is on turn), so he comes first if he is among them.
    moveTogether(ctx, inTurnOrder(ctx.race, blessed).map((i) => [i, racer(ctx.race, i).position + PRIEST_BLESSING] as const), 'blessing');
  },
};
