/**
 * Gladiator (reconstructed, MA-39): whenever he and another racer come to share a space he may
 * challenge it, once per opponent per turn. Each rolls a die (challenge rolls: the Bard hears
 * them, the Ghoul does not); the lower roll moves 2 spaces back, a tie does nothing. He can
 * challenge Medusa, who may petrify him too; he can never challenge the Troll, who pushes first.
 */
import type { AbilityRules } from './ability.js';
import { activeRacerOf, emit, isRunning, moveRacer, offer, othersOn, racer } from '../rules/context.js';
import { bardHears } from './bard.js';

export const GLADIATOR_LOSS = 2;

function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

export const gladiator: AbilityRules = {
  id: 'gladiator',
  cancellable: true,
  onShare(ctx, mover, space) {
    const gladiator = activeRacerOf(ctx.race, 'gladiator');
    if (gladiator < 0 || racer(ctx.race, gladiator).position !== space) return;
    const targets = mover === gladiator ? othersOn(ctx.race, space, gladiator) : [mover];
    offer(ctx, 'gladiator', gladiator, targets, null, space);
  },
  recheck(ctx, o) {
    if (!isRunning(ctx.race, o.user) || racer(ctx.race, o.user).position !== o.data) return null;
    const done = ctx.race.turn?.challenged ?? [];
    return o.targets.filter((t) => isRunning(ctx.race, t) && racer(ctx.race, t).position === o.data && !done.includes(pairKey(o.user, t)));
  },
  effect(ctx, use) {
    if (!isRunning(ctx.race, use.target)) return;
    const me = racer(ctx.race, use.user);
    const them = racer(ctx.race, use.target);
    ctx.race.turn?.challenged.push(pairKey(use.user, use.target));
    const mine = ctx.rng.int(1, 6);
    emit(ctx, { type: 'rolled', player: me.player, character: me.character, value: mine, reason: 'challenge' });
    const theirs = ctx.rng.int(1, 6);
    emit(ctx, { type: 'rolled', player: them.player, character: them.character, value: theirs, reason: 'challenge' });
    const loser = mine === theirs ? -1 : mine < theirs ? use.user : use.target;
    emit(ctx, { type: 'challenge', gladiator: me.character, target: them.character, loser: loser < 0 ? null : racer(ctx.race, loser).character });
    // Bard bonuses resolve after the loser's move and its consequences.
    bardHears(ctx, use.target, theirs);
    bardHears(ctx, use.user, mine);
    if (loser >= 0) moveRacer(ctx, loser, racer(ctx.race, loser).position - GLADIATOR_LOSS, 'challenge');
  },
};
