/**
 * A player goes out (GT-S67, GT-S68, GT-S77; GT-13): its cruiser destroyed or its Health gone.
 * The player who caused it takes its material cards; with no one to thank, the materials go back
 * to the bottom of their bodies' decks with a cube each. Its Magick cards are shuffled back into
 * the Magick deck with the Magick discard; its Whisper cards, played or not, go to the Whisper
 * discard; its DITFOI cards leave the game.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { shuffleInPlace } from '../../../core/deck.js';
import type { GridTravelerState } from '../types.js';
import { mix, reveal, shown } from './cards.js';
import { leaveFight } from './fights.js';
import { checkLastStanding } from './flow.js';

/** Puts `seat` out of the game; `by` is the player whose action caused it, or null. */
export function eliminate(state: GridTravelerState, seat: Player, by: Player | null, why: 'destroyed' | 'health', rng: Rng): void {
  const me = state.seats[seat]!;
  if (me.out !== null) return;
  me.out = { round: state.round, by };
  const spoils = me.hand.material.splice(0);
  if (by !== null && state.seats[by]!.out === null) {
    // The winner takes them (GT-S68); it now knows what they are.
    state.seats[by]!.hand.material.push(...spoils);
    for (const id of spoils) reveal(state, id, [by]);
  } else {
    for (const id of spoils) {
      const origin = state.cards[id]!.origin!;
      state.supply[origin]!.deck.unshift(id);
      state.supply[origin]!.cubes++;
      state.cubeDiscard--;
    }
  }
  // Its Whispers, in hand or in play, go face up on the discard; its DITFOI cards leave the game
  // face up (GT-13): everyone sees them, in the event.
  const whispers = [...me.hand.whisper.splice(0), ...me.effects.flatMap((e) => (e.card === null ? [] : [e.card]))];
  const ditfois = me.hand.ditfoi.splice(0);
  me.effects = [];
  state.discards.whisper.push(...whispers);
  state.removed.push(...ditfois);
  for (const id of [...whispers, ...ditfois]) reveal(state, id, 'all');
  state.events.push({ type: 'eliminated', audience: null, player: seat, by, why, spoils: by !== null ? spoils.length : 0, discarded: [...whispers, ...ditfois].map((id) => shown(state, id)) });
  // Magick cards back into the deck, reshuffled with the discard (GT-S68, GT-13): nobody knows
  // where any of them lies now, though each seat still knows which designs it saw go in (GT-30).
  state.decks.magick.push(...me.hand.magick.splice(0), ...state.discards.magick.splice(0));
  shuffleInPlace(state.decks.magick, rng);
  mix(state, state.seats.map((_, s) => s), state.decks.magick);
  for (const combat of [...state.combats]) leaveFight(state, combat, seat);
  checkLastStanding(state);
}
