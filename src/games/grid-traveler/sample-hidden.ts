/**
 * `sampleHidden` (DESIGN §2, §6; GT-30): a state the real one could be, for all `viewer` knows.
 * What a seat cannot see in GRID Traveler is the design of every card it does not know (its
 * `known` bit clear): the other players' hands, the decks, the bodies' face-down materials. Where
 * those cards are is public (hand sizes, deck sizes, cubes), and an instance id says nothing of a
 * card, so only designs are redrawn: the designs of the unknown cards are shuffled among them,
 * within pools that keep what the seat does know:
 * - Magick cards in one pool, DITFOI cards in another;
 * - Whisper cards in one pool, but an Overreach never lands in a hand (it is played the moment
 *   it is drawn, GT-S12), so the hand-held ones draw from the other designs;
 * - materials by the body they came from (a material's origin is public: the draw names it).
 * Cards face up (discards, removed, Whispers in play) and the card of a trade offered to the
 * viewer are kept, whatever their masks say. Ids, places and masks stay as they are.
 *
 * The unknown cards are gathered in ascending id order and their designs sorted before the
 * shuffle, so the world drawn depends only on what the viewer sees and on `rng`: two states the
 * viewer cannot tell apart give the same world for the same seed. Events that show a card by id
 * are rewritten to show its new design (the viewer does not see those it does not know).
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/deck.js';
import { cloneState } from './clone.js';
import { WHISPERS } from './content/whispers.js';
import type { GridCardShown, GridTravelerEvent, GridTravelerState } from './types.js';

const OVERREACH = new Set<string>(WHISPERS.filter((w) => w.overreach).map((w) => w.id));

/** The cards every seat sees face up, and so never redrawn. */
function faceUpIds(state: GridTravelerState): Set<number> {
  const ids = new Set<number>([...state.discards.magick, ...state.discards.whisper, ...state.removed]);
  for (const seat of state.seats) for (const effect of seat.effects) if (effect.card !== null) ids.add(effect.card);
  return ids;
}

/** Deals the sorted, shuffled `names` to the cards `ids` (ascending). */
function deal(world: GridTravelerState, ids: readonly number[], names: string[], rng: Rng): void {
  names.sort();
  shuffleInPlace(names, rng);
  ids.forEach((id, i) => (world.cards[id]!.name = names[i]!));
}

/** A copy of `state` with the design of every card `viewer` does not know redrawn with `rng`. */
export function sampleHidden(state: GridTravelerState, viewer: Player, rng: Rng): GridTravelerState {
  const world = cloneState(state);
  const bit = 1 << viewer;
  const kept = faceUpIds(state);
  const trade = state.turn?.trade ?? null;
  if (trade !== null && (trade.from === viewer || trade.to === viewer)) kept.add(trade.give);
  const inHand = new Set<number>();
  for (const seat of state.seats) for (const id of seat.hand.whisper) inHand.add(id);

  // The unknown cards of each pool, in ascending id order.
  const pools = new Map<string, number[]>();
  const handWhispers: number[] = [];
  state.cards.forEach((card, id) => {
    if ((state.known[id]! & bit) !== 0 || kept.has(id)) return;
    if (card.kind === 'whisper' && inHand.has(id)) {
      handWhispers.push(id);
      return;
    }
    const key = card.kind === 'material' ? `material:${card.origin}` : card.kind;
    const pool = pools.get(key);
    if (pool === undefined) pools.set(key, [id]);
    else pool.push(id);
  });

  // Whispers: the hand-held ones take designs other than Overreach, the rest what is left.
  const deckWhispers = pools.get('whisper') ?? [];
  pools.delete('whisper');
  if (handWhispers.length > 0 || deckWhispers.length > 0) {
    const names = [...handWhispers, ...deckWhispers].map((id) => state.cards[id]!.name).sort();
    const quiet = names.filter((n) => !OVERREACH.has(n));
    if (quiet.length >= handWhispers.length) {
      shuffleInPlace(quiet, rng);
      handWhispers.forEach((id, i) => (world.cards[id]!.name = quiet[i]!));
      deal(world, deckWhispers, [...quiet.slice(handWhispers.length), ...names.filter((n) => OVERREACH.has(n))], rng);
    } else {
      // Only a state with an Overreach kept in a hand gets here (parseState refuses it): one pool.
      deal(world, [...handWhispers, ...deckWhispers].sort((a, b) => a - b), names, rng);
    }
  }
  for (const key of [...pools.keys()].sort()) {
    const ids = pools.get(key)!;
    deal(
      world,
      ids,
      ids.map((id) => state.cards[id]!.name),
      rng,
    );
  }

  // Events that name a card by id name its design in this world.
  const rename = (shown: GridCardShown): GridCardShown => (shown.id === null || shown.name === null ? shown : { ...shown, name: world.cards[shown.id]?.name ?? shown.name });
  world.events = state.events.map((event): GridTravelerEvent => {
    switch (event.type) {
      case 'drew':
      case 'tradeOffered':
        return { ...event, card: rename(event.card) };
      case 'tradeAnswered':
        return event.card === null ? event : { ...event, card: rename(event.card) };
      case 'revealed':
        return { ...event, cards: event.cards.map(rename), materials: event.materials.map(rename) };
      default:
        return event;
    }
  });
  return world;
}
