/**
 * Cards (GT-18, GT-30): instances, who knows what each one is and where it is, drawing, passing and
 * discarding. A card's id says nothing of it; `state.known[id]` is the set of seats (a bit mask)
 * that know its design, and events show the design to those seats only. `state.mixed[seat]` holds
 * the groups of cards whose places `seat` has lost track of: after a trade it did not see, or a
 * reshuffle, it knows which places the cards fill between them but not which card is where.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { shuffleInPlace } from '../../../core/deck.js';
import type { GridAudience, GridCardKind, GridCardShown, GridSeat, GridTravelerState } from '../types.js';

/** The mask of every seat: a card everyone knows. */
export const everyone = (state: GridTravelerState): number => (1 << state.seats.length) - 1;

/** Whether `seat` knows card `id`'s design. */
export const knows = (state: GridTravelerState, seat: Player, id: number): boolean => (state.known[id]! & (1 << seat)) !== 0;

/**
 * Tells `seats` (or everyone) what card `id` is, and where it is: every reveal shows the card in
 * its place (drawn into a hand, offered from one, laid out, played, discarded), so it leaves those
 * seats' mixed groups.
 */
export function reveal(state: GridTravelerState, id: number, seats: readonly Player[] | 'all'): void {
  if (seats === 'all') state.known[id] = everyone(state);
  else for (const seat of seats) state.known[id] = state.known[id]! | (1 << seat);
  locate(state, id, seats === 'all' ? state.seats.map((_, i) => i) : seats);
}

/** `seats` see where card `id` is: it leaves their mixed groups (a group left with one card is no group). */
export function locate(state: GridTravelerState, id: number, seats: readonly Player[]): void {
  for (const seat of seats) {
    const groups = state.mixed[seat];
    if (groups === undefined || !groups.some((g) => g.includes(id))) continue;
    state.mixed[seat] = groups
      .map((g) => g.filter((other) => other !== id))
      .filter((g) => g.length >= 2)
      .sort((a, b) => a[0]! - b[0]!);
  }
}

/**
 * `seats` lose track of which of `ids` is where (GT-30): the cards join one group, with every
 * group they were in already. A single card is no group: its place is still known.
 */
export function mix(state: GridTravelerState, seats: readonly Player[], ids: readonly number[]): void {
  for (const seat of seats) {
    const joined = new Set(ids);
    const rest: number[][] = [];
    for (const g of state.mixed[seat] ?? []) {
      if (g.some((id) => joined.has(id))) for (const id of g) joined.add(id);
      else rest.push(g);
    }
    if (joined.size >= 2) rest.push([...joined].sort((a, b) => a - b));
    state.mixed[seat] = rest.sort((a, b) => a[0]! - b[0]!);
  }
}

/** Card `id` as shown to the seats that know it. */
export function shown(state: GridTravelerState, id: number): GridCardShown {
  const card = state.cards[id]!;
  return { id, kind: card.kind, name: card.name };
}

/** Card `id` as shown to those who do not know it: its kind only. */
export function hidden(state: GridTravelerState, id: number): GridCardShown {
  return { id: null, kind: state.cards[id]!.kind, name: null };
}

/** The hand list of a kind. */
export const handOf = (seat: GridSeat, kind: GridCardKind): number[] => seat.hand[kind];

/** The other seats, for an event's second copy. */
export function others(state: GridTravelerState, ...seats: Player[]): Player[] {
  return state.seats.map((_, i) => i).filter((i) => !seats.includes(i));
}

/** The audience of the copy of an event that shows the card: the seats that know it. */
export function knowers(state: GridTravelerState, id: number): GridAudience {
  const mask = state.known[id]!;
  if (mask === everyone(state)) return null;
  return state.seats.map((_, i) => i).filter((i) => (mask & (1 << i)) !== 0);
}

/**
 * Draws the top card of a deck for `seat` (GT-S23, GT-18): the drawer learns it. The Whisper
 * discard is shuffled into a new deck when the deck is empty; the Magick and DITFOI decks are
 * not. Returns the card, or null when nothing is left.
 */
export function drawFrom(state: GridTravelerState, deck: 'magick' | 'ditfoi' | 'whisper', seat: Player, rng: Rng): number | null {
  const pile = state.decks[deck];
  if (pile.length === 0 && deck === 'whisper' && state.discards.whisper.length > 0) {
    pile.push(...shuffleInPlace(state.discards.whisper.splice(0), rng));
    // Everyone saw these cards face up, but the shuffle hides which lies where: every seat loses
    // track of them, and learns one only by drawing it or seeing it played (issue 24, GT-30).
    mix(
      state,
      state.seats.map((_, i) => i),
      pile,
    );
  }
  const id = pile.pop();
  if (id === undefined) return null;
  reveal(state, id, [seat]);
  return id;
}

/**
 * Pushes a `drew` event in two copies: the design to the drawer, the kind only to the others
 * (GT-30). `from` is the body of a material.
 */
export function announceDraw(state: GridTravelerState, seat: Player, id: number, from: number | null): void {
  const rest = others(state, seat);
  state.events.push({ type: 'drew', audience: [seat], player: seat, card: shown(state, id), from });
  if (rest.length > 0) state.events.push({ type: 'drew', audience: rest, player: seat, card: hidden(state, id), from });
}

/** Removes card `id` from whichever of the seat's hand lists holds it; whether it was there. */
export function takeFromHand(seat: GridSeat, id: number): boolean {
  for (const list of Object.values(seat.hand) as number[][]) {
    const at = list.indexOf(id);
    if (at >= 0) {
      list.splice(at, 1);
      return true;
    }
  }
  return false;
}

/** Whether the seat holds card `id`. */
export const holds = (seat: GridSeat, id: number): boolean => Object.values(seat.hand).some((list: number[]) => list.includes(id));
