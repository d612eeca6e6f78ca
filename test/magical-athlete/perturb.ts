/**
 * Hidden-information perturbation for the conformance suite: a copy of the state that differs
 * only in what `viewer` may not see. No view may change because of it.
 */
import type { Viewer } from '../../src/index.js';
import type { MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

export function perturbMagicalAthlete(state: MagicalAthleteState, viewer: Viewer, pick: (n: number) => number): MagicalAthleteState {
  const next = structuredClone(state) as MagicalAthleteState;
  // Which unseen cards are in the deck and which are set aside, and in what order, is secret.
  const pool = [...next.deck, ...next.setAside];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  // Another player's secret replacement could have been any unseen card.
  next.players.forEach((p, seat) => {
    if (seat === viewer || p.secret === null || pool.length === 0) return;
    const j = pick(pool.length);
    const swapped = pool[j]!;
    pool[j] = p.secret;
    p.hand[p.hand.indexOf(p.secret)] = swapped;
    p.secret = swapped;
  });
  next.deck = pool.slice(0, state.deck.length);
  next.setAside = pool.slice(state.deck.length);
  // Picks made by others are secret until the reveal (unless the viewer is the waiting Spy).
  const selection = next.selection;
  if (selection !== null) {
    const spySees = selection.spyWaiting === viewer && selection.picks.every((p, seat) => p !== null || seat === viewer);
    selection.picks = selection.picks.map((p, seat) => {
      if (p === null || seat === viewer || spySees) return p;
      const hand = next.players[seat]!.hand;
      return hand[pick(hand.length)]!;
    });
  }
  // The prophecy is known only to the Prophet's owner until the race has a winner (MA-48).
  const race = next.race;
  if (race !== null && race.prophecy !== null && race.finishers.length === 0) {
    const prophet = race.racers.find((r) => r.character === 'prophet');
    if (prophet?.player !== viewer) race.prophecy = pick(race.racers.length);
  }
  return next;
}
