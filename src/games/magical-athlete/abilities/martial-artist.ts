/**
 * Martial Artist (sourced, MA-40): while moving on his turn he may leap over any space occupied by
 * another racer without counting it; he decides space by space, each leap one use (FAQ).
 */
import { inconsistentState } from '../../../core/errors.js';
import type { AbilityRules } from './ability.js';
import { push } from '../rules/context.js';

export const martialArtist: AbilityRules = {
  id: 'martialArtist',
  cancellable: true,
  effect(ctx, use) {
    // `then` is the step that counts the occupied space; leaping keeps the step for later.
    const counted = use.then;
    if (counted === null || counted.t !== 'leap') throw inconsistentState('Martial Artist: leap context missing');
    push(ctx, { t: 'leap', racer: counted.racer, remaining: counted.remaining + 1, at: counted.at, leapt: counted.leapt + 1 });
  },
};
