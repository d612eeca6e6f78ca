/**
 * What each seat may see (DESIGN §6). Melee hides nothing: the whole arena, every figure's
 * attributes, wounds and gear, and every die are public (FT-30). A view is a copy, so a UI may keep
 * it while the fight goes on.
 */
import type { Viewer } from '../../core/game.js';
import type { FantasyTripState, FantasyTripView } from './types.js';
import { cloneState } from './clone.js';

export function view(state: FantasyTripState, viewer: Viewer): FantasyTripView {
  const copy = cloneState(state);
  return { viewer, config: copy.config, figures: copy.figures, items: copy.items, turn: copy.turn, survivors: copy.survivors, events: copy.events } as FantasyTripView;
}
