/**
 * Ninja (sourced, MA-44): at the start of another racer's turn (even the first turn of the race)
 * he may shadow it. He then moves as far as its turn move takes it, whether it rolled or used an
 * instead-of-turn ability, and cannot stop; if it finishes, he finishes right behind it. Shadowing
 * replaces his own next turn; if he is put to sleep or petrified afterwards, that same turn is the
 * one lost (one turn, not two), and he cannot shadow while his next turn is already lost.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, isRunning, moveRacer, offer, racer } from '../rules/context.js';
import type { RaceContext } from '../rules/context.js';
import { MAGICAL_ATHLETE_GOAL } from '../content/board.js';

/** At the start of `target`'s turn: offers the Ninja the shadow, if he can use it. */
export function offerShadow(ctx: RaceContext, target: number): void {
  const ninja = activeRacerOf(ctx.race, 'ninja');
  if (ninja < 0 || ninja === target || ctx.race.shadowed.includes(ninja)) return;
  // A Ninja whose next turn is already lost (asleep, petrified) has no turn to spend on it.
  if (racer(ctx.race, ninja).loseNextTurn !== null) return;
  if (racer(ctx.race, target).loseNextTurn !== null) return;
  offer(ctx, 'ninja', ninja, [target], null);
}

/** After the shadowed racer's turn move: the Ninja follows. */
export function followShadow(ctx: RaceContext, target: number, from: number, to: number): void {
  const ninja = ctx.race.turn?.shadow ?? null;
  if (ninja === null || !isRunning(ctx.race, ninja)) return;
  const delta = racer(ctx.race, target).finished !== null ? MAGICAL_ATHLETE_GOAL : to - from;
  if (delta !== 0) moveRacer(ctx, ninja, racer(ctx.race, ninja).position + delta, 'shadow');
}

export const ninja: AbilityRules = {
  id: 'ninja',
  cancellable: true,
  effect(ctx, use) {
    if (ctx.race.turn === null) return;
    ctx.race.turn.shadow = use.user;
    ctx.race.shadowed.push(use.user);
  },
};
