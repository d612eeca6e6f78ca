/**
 * Thief (reconstructed, MA-52): at the start of the race (after the reveal) he may take 1 point
 * from every other player who has any; players make change as needed, which the points model does
 * by itself. In the first race nobody has points yet, so it is not even offered.
 */
import type { AbilityRules } from './ability.js';
import { emit, offer, racer } from '../rules/context.js';
import type { RaceContext } from '../rules/context.js';
import { activeRacerOf } from '../rules/context.js';

export const THIEF_TAKE = 1;

function victims(ctx: RaceContext, thiefPlayer: number): number[] {
  return ctx.state.players.flatMap((p, seat) => (seat !== thiefPlayer && p.chips > 0 ? [seat] : []));
}

export function offerTheft(ctx: RaceContext): void {
  const thief = activeRacerOf(ctx.race, 'thief');
  if (thief >= 0 && victims(ctx, racer(ctx.race, thief).player).length > 0) offer(ctx, 'thief', thief, [], null);
}

export const thief: AbilityRules = {
  id: 'thief',
  cancellable: true,
  effect(ctx, use) {
    const player = racer(ctx.race, use.user).player;
    for (const seat of victims(ctx, player)) {
      const amount = Math.min(THIEF_TAKE, ctx.state.players[seat]?.chips ?? 0);
      (ctx.state.players[seat] as { chips: number }).chips -= amount;
      (ctx.state.players[player] as { chips: number }).chips += amount;
      emit(ctx, { type: 'chipsMoved', from: seat, to: player, amount, reason: 'theft' });
    }
  },
};
