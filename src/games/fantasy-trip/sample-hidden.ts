/**
 * `sampleHidden` for Melee: nothing is hidden from any seat (FT-30), so the only world a seat
 * cannot tell apart from the real one is the real one. Wizard's illusions and secret rolls will be
 * resampled here when they come.
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { FantasyTripState } from './types.js';
import { cloneState } from './clone.js';

export function sampleHidden(state: FantasyTripState, _viewer: Player, _rng: Rng): FantasyTripState {
  return cloneState(state);
}
