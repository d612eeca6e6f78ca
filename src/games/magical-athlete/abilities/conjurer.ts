/**
 * Conjurer (reconstructed, MA-34): once per turn, after his turn roll, he may roll again. The first
 * roll then counts as never made, so nobody (Bard, Ghoul) reacts to it (FAQ "Conjurer").
 */
import type { AbilityRules } from './ability.js';
import { emit, push, racer } from '../rules/context.js';

export const conjurer: AbilityRules = {
  id: 'conjurer',
  cancellable: true,
  effect(ctx, use) {
    emit(ctx, { type: 'rollCancelled', character: racer(ctx.race, use.user).character, value: use.data });
    push(ctx, { t: 'roll', racer: use.user, rerolled: true });
  },
};
