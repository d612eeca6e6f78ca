/**
 * `sampleHidden` (DESIGN §2, §6): a state another seat could be in for all `viewer` knows. What a
 * seat cannot see in Magical Athlete (view.ts) is redrawn here, and nothing else:
 * - the draft deck and the set-aside cards, as one pool of unseen cards (sizes are public);
 * - another player's secret Assassin replacement, from that same pool (MA-31), unless the viewer
 *   is the waiting Spy and saw it picked;
 * - other players' picks before the reveal, among the cards each still holds (MA-51), unless the
 *   viewer is the waiting Spy who has seen them (the Spy's `spyPeeked` event then shows the new ones);
 * - the Prophet's prediction, when the viewer does not own the Prophet (MA-48).
 * Events of the state that carry these secrets are rewritten to match (the viewer's copies of them
 * are redacted, so its view does not change).
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/deck.js';
import type { CharacterId } from './content/characters.js';
import { cloneState } from './clone.js';
import type { MagicalAthleteState } from './types.js';

/** True when `viewer` is the waiting Spy and has seen every other pick (see view.ts). */
function spySeesPicks(state: MagicalAthleteState, viewer: Player): boolean {
  const selection = state.selection;
  return selection !== null && selection.spyWaiting === viewer && selection.picks.every((pick, seat) => pick !== null || seat === viewer);
}

/** A copy of `state` with everything hidden from `viewer` redrawn with `rng`. */
export function sampleHidden(state: MagicalAthleteState, viewer: Player, rng: Rng): MagicalAthleteState {
  const next = cloneState(state);
  // Unseen cards: the deck and the set-aside cards, plus other players' secret replacements.
  const pool: CharacterId[] = [...next.deck, ...next.setAside];
  // A secret the waiting Spy has seen picked is no longer hidden from the Spy: it stays.
  const seen = spySeesPicks(next, viewer) ? (next.selection?.picks ?? []) : [];
  const secrets = next.players.flatMap((p, seat) => (seat !== viewer && p.secret !== null && seen[seat] !== p.secret ? [seat] : []));
  for (const seat of secrets) pool.push(next.players[seat]?.secret as CharacterId);
  // Sorted first, so the world drawn depends only on what the viewer sees and on `rng` (two
  // states the viewer cannot tell apart give the same world for the same seed).
  shuffleInPlace(pool.sort(), rng);
  const replaced = new Map<CharacterId, CharacterId>();
  for (const seat of secrets) {
    const p = next.players[seat]!;
    const fresh = pool.pop() as CharacterId;
    replaced.set(p.secret as CharacterId, fresh);
    p.hand[p.hand.indexOf(p.secret as CharacterId)] = fresh;
    p.secret = fresh;
  }
  next.deck = pool.slice(0, state.deck.length);
  next.setAside = pool.slice(state.deck.length);

  const selection = next.selection;
  if (selection !== null && !spySeesPicks(next, viewer)) {
    selection.picks = selection.picks.map((pick, seat) => {
      if (pick === null || seat === viewer) return pick;
      const hand = next.players[seat]!.hand;
      return hand[rng.int(0, hand.length - 1)] as CharacterId;
    });
  }

  const race = next.race;
  if (race !== null && race.prophecy !== null) {
    const prophet = race.racers.find((r) => r.character === 'prophet');
    // Shown to all once the race has a winner (MA-48); until then only its maker knows it.
    if (prophet !== undefined && prophet.player !== viewer && race.finishers.length === 0) race.prophecy = rng.int(0, race.racers.length - 1);
  }

  next.events = next.events.map((event) => {
    if (event.type === 'replacementDrawn' && event.player !== viewer && event.character !== null) {
      return { ...event, character: replaced.get(event.character) ?? event.character };
    }
    if (event.type === 'prophecyMade' && event.player !== viewer && event.character !== null && race !== null && race.prophecy !== null) {
      return { ...event, character: race.racers[race.prophecy]!.character };
    }
    // The picks the Spy saw (MA-51) are the ones drawn above, for a viewer who did not see them.
    if (event.type === 'spyPeeked' && event.player !== viewer && event.picks !== null && selection !== null) {
      return { ...event, picks: selection.picks.map((pick, seat) => (seat === event.player ? null : pick)) };
    }
    return event;
  });
  return next;
}
