import type { ActionOf, AnyGame, EventOf, Viewer } from '../core/game.js';
import type { Match } from '../core/match.js';
import type { MenuItem, SeatUpdateOf } from './types.js';

/**
 * The SeatUpdate of `viewer` on the match's current state, built only from what that viewer may
 * see: its view (`game.view`), the seats to act (public by the contract), its own legal actions
 * with their labels, and `events` (what the caller took from `match.logFor(viewer, ...)`).
 */
export function buildSeatUpdate<G extends AnyGame>(match: Match<G>, viewer: Viewer, version: number, events: readonly EventOf<G>[]): SeatUpdateOf<G> {
  const actors = [...match.actors()];
  const menu: MenuItem<ActionOf<G>>[] = [];
  if (viewer !== 'spectator' && actors.includes(viewer)) {
    for (const action of match.legalActions(viewer)) menu.push({ action, label: match.describeAction(action) });
  }
  return { viewer, version, view: match.view(viewer), actors, menu, events: [...events] };
}
