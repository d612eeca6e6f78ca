/**
 * `sampleHidden` (DESIGN §2, §6; GT-30): a state the real one could be, for all `viewer` knows.
 *
 * What the viewer sees of the cards: which places hold cards of which kind (hand and deck sizes,
 * each body's cubes), the cards face up, its own hand, and the cards it was shown (its `known`
 * bit), each where it saw it last unless it has since lost track of it (`state.mixed[viewer]`: a
 * trade it did not see, a reshuffle). A material's body is seen when it is drawn. An id says
 * nothing of a card the viewer never saw, so ids, like designs, are the sample's to choose.
 *
 * The world is built from that alone, never from where the hidden cards really are:
 * 1. A card the viewer knows and can place stays where it is (its own hand, face-up cards, cards
 *    laid out in a fight, cards it gave or was shown and has not lost track of).
 * 2. Every other place is a free slot. The slots of one mixed group take the group's cards in a
 *    random order: the cards the viewer knows (by id) and, for the others, only their class (a
 *    kind; for a material, its body); a body's deck takes only that body's materials, and no hand
 *    takes an Overreach (played the moment it is drawn, GT-S12). A slot in no group keeps the
 *    class of the card it holds, which the viewer saw (a material from Vesh).
 * 3. The cards the viewer never saw are given to their class's slots in ascending id order, and
 *    their designs are shuffled among them: a hand's Whispers from the designs that are not an
 *    Overreach.
 * 4. A world in which a member of a Magick fight holds a capable card it did not lay out (GT-14:
 *    "each player will place all capable Magick skill cards face up"), or, once the game is over,
 *    a seat's score (which counts its capable cards, GT-31) is not the one announced, is drawn
 *    again, up to `TRIES` times.
 * 5. The card of a pending offer the viewer is not part of is any of the offerer's cards of that
 *    kind (the others see only the kind, GT-19).
 * 6. Who else knows a card is the viewer's to guess too: in the world, a card in a hand or a deck
 *    and not face up (`faceUpCards`) is known to the viewer if it knows it, to its holder, and to
 *    the player a pending trade shows it to; the other seats' mixed groups are left empty.
 *
 * Slots, cards and classes are taken in a fixed order, so the world depends only on what the
 * viewer sees and on `rng`: two states the viewer cannot tell apart give the same world for the
 * same seed. Events that show a card by id are rewritten to show the card now in its place.
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/deck.js';
import { cloneState } from './clone.js';
import { WHISPERS } from './content/whispers.js';
import { scoreOf } from './rules/end.js';
import { capableCards } from './rules/numbers.js';
import type { GridCardShown, GridTravelerEvent, GridTravelerState } from './types.js';
import { faceUpCards } from './view.js';

const OVERREACH = new Set<string>(WHISPERS.filter((w) => w.overreach).map((w) => w.id));

/** Draws of a world before one that breaks a Magick fight's laid-out cards is kept anyway. */
export const TRIES = 200;

/** A place that holds one card: a list and an index in it, and what the place allows. */
interface Slot {
  readonly list: number[];
  readonly index: number;
  /** The seat whose hand it is in, or null. */
  readonly holder: Player | null;
  /** The body whose material deck it is in, or null. */
  readonly body: number | null;
}

/** What fills a free slot: a card the viewer knows, by id, or one it never saw, by class. */
type Item = { readonly id: number } | { readonly cls: string };

/** The class of a card: its kind, and for a material its body. */
const classOf = (state: GridTravelerState, id: number): string => {
  const card = state.cards[id]!;
  return card.kind === 'material' ? `material:${card.origin}` : card.kind;
};

/** Every place that holds a hidden-able card, in a fixed order: decks, bodies' decks, hands. */
function slotsOf(world: GridTravelerState): Slot[] {
  const slots: Slot[] = [];
  const add = (list: number[], holder: Player | null, body: number | null): void => {
    for (let index = 0; index < list.length; index++) slots.push({ list, index, holder, body });
  };
  add(world.decks.magick, null, null);
  add(world.decks.ditfoi, null, null);
  add(world.decks.whisper, null, null);
  world.supply.forEach((s, b) => add(s.deck, null, b));
  world.seats.forEach((seat, p) => {
    add(seat.hand.magick, p, null);
    add(seat.hand.material, p, null);
    add(seat.hand.whisper, p, null);
    add(seat.hand.ditfoi, p, null);
  });
  return slots;
}

/** A copy of `state` with everything `viewer` cannot see drawn again with `rng`. */
export function sampleHidden(state: GridTravelerState, viewer: Player, rng: Rng): GridTravelerState {
  let world = draw(state, viewer, rng);
  for (let tries = 1; tries < TRIES && !fitsPublicFacts(world, viewer); tries++) world = draw(state, viewer, rng);
  return world;
}

/**
 * Whether the world agrees with the public facts that hang on hidden designs: every member of a
 * Magick fight but `viewer` holds no capable card beyond those it laid out (GT-14), and at the end
 * each seat's score, which counts its capable cards, is the one announced (GT-31). A world where
 * either fails is one the viewer knows is not the real one.
 */
export function fitsPublicFacts(world: GridTravelerState, viewer: Player): boolean {
  const end = world.end;
  if (end !== null && world.seats.some((s, i) => i !== viewer && s.out === null && scoreOf(world, i) !== end.scores[i])) return false;
  for (const combat of world.combats) {
    if (combat.kind !== 'magick') continue;
    for (const member of combat.members) {
      if (member === viewer) continue;
      const laid = combat.revealed[member] ?? [];
      if (capableCards(world, world.seats[member]!).some((id) => !laid.includes(id))) return false;
    }
  }
  return true;
}

/** One world (steps 1–3, 5 and 6 of the file note). */
function draw(state: GridTravelerState, viewer: Player, rng: Rng): GridTravelerState {
  const world = cloneState(state);
  const bit = 1 << viewer;
  const knows = (id: number): boolean => (state.known[id]! & bit) !== 0;
  const groups = state.mixed[viewer] ?? [];
  const groupOf = new Map<number, number>();
  groups.forEach((g, i) => g.forEach((id) => groupOf.set(id, i)));

  // 1–2: the free slots, by group; a slot in no group is a group of its own.
  const slots = slotsOf(world);
  const bins = new Map<string, { slots: Slot[]; items: Item[] }>();
  slots.forEach((slot, at) => {
    const id = slot.list[slot.index]!;
    const group = groupOf.get(id);
    if (knows(id) && group === undefined) return;
    const key = group === undefined ? `slot:${at}` : `group:${group}`;
    let bin = bins.get(key);
    if (bin === undefined) bins.set(key, (bin = { slots: [], items: [] }));
    bin.slots.push(slot);
    bin.items.push(knows(id) ? { id } : { cls: classOf(state, id) });
  });
  // Bins in the order of their first slot; within one, the viewer's cards by id, then classes.
  const order = [...bins.values()];
  const filled = new Map<Slot, Item>();
  for (const bin of order) {
    if (bin.slots.length === 1) {
      filled.set(bin.slots[0]!, bin.items[0]!);
      continue;
    }
    const items = bin.items.sort(compareItems);
    placeGroup(state, bin.slots, items, rng).forEach((item, i) => filled.set(bin.slots[i]!, item));
  }

  // 3: the unseen cards, by class in ascending id order, to their class's slots in slot order.
  const unseen = new Map<string, number[]>();
  state.cards.forEach((_, id) => {
    if (knows(id)) return;
    const cls = classOf(state, id);
    const list = unseen.get(cls);
    if (list === undefined) unseen.set(cls, [id]);
    else list.push(id);
  });
  const rename = new Map<number, number>();
  const handWhispers: number[] = [];
  const used = new Map<string, number>();
  for (const slot of slots) {
    const item = filled.get(slot);
    if (item === undefined) continue;
    const old = slot.list[slot.index]!;
    let id: number;
    if ('id' in item) id = item.id;
    else {
      const n = used.get(item.cls) ?? 0;
      used.set(item.cls, n + 1);
      id = unseen.get(item.cls)![n]!;
      if (item.cls === 'whisper' && slot.holder !== null) handWhispers.push(id);
    }
    rename.set(old, id);
    slot.list[slot.index] = id;
  }
  for (const [cls, ids] of [...unseen].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const names = ids.map((id) => state.cards[id]!.name).sort();
    if (cls === 'whisper') dealWhispers(world, ids, handWhispers, names, rng);
    else deal(world, ids, names, rng);
  }

  // 5: who knows what, as far as the viewer can tell.
  const holder = new Map<number, Player>();
  world.seats.forEach((seat, p) => Object.values(seat.hand).forEach((list: number[]) => list.forEach((id) => holder.set(id, p))));
  // The card of a pending offer the viewer is not part of: any of the offerer's cards of its kind.
  const trade = world.turn?.trade ?? null;
  if (trade !== null && world.turn !== null && trade.from !== viewer && trade.to !== viewer) {
    const candidates = world.seats[trade.from]!.hand[state.cards[trade.give]!.kind];
    world.turn.trade = { ...trade, give: candidates[rng.int(0, candidates.length - 1)]! };
  }
  const give = world.turn?.trade ?? null;
  // Face-up cards keep their masks; in the free places, whether all the others know a card is
  // not the viewer's to tell (an offer it did not see may have shown it), so no such guess.
  const open = new Set(faceUpCards(state, viewer).map((c) => c.id));
  for (const combat of state.combats) if (combat.attack !== null) open.add(combat.attack.card);
  const slotted = new Set(slots.map((s) => s.list[s.index]!));
  world.known = state.known.map((mask, id) => {
    if (!slotted.has(id) || open.has(id)) return mask;
    const h = holder.get(id);
    let m = knows(id) ? bit : 0;
    if (h !== undefined) m |= 1 << h;
    if (give !== null && give.give === id) m |= 1 << give.to;
    return m;
  });
  world.mixed = state.seats.map(() => []);
  world.mixed[viewer] = groups
    .map((g) => g.map((id) => rename.get(id) ?? id).sort((a, b) => a - b))
    .sort((a, b) => a[0]! - b[0]!);

  // Events that name a card by id name the card now in its place.
  const shown = (card: GridCardShown): GridCardShown => {
    if (card.id === null) return card;
    const id = rename.get(card.id) ?? card.id;
    return { ...card, id, name: card.name === null ? null : world.cards[id]!.name };
  };
  world.events = state.events.map((event): GridTravelerEvent => {
    switch (event.type) {
      case 'drew':
        return { ...event, card: shown(event.card) };
      case 'tradeOffered':
        // The offer is the world's pending one when there is one (step 5).
        if (give !== null && event.card.id !== null) return { ...event, card: { ...event.card, id: give.give, name: world.cards[give.give]!.name } };
        return { ...event, card: shown(event.card) };
      case 'tradeAnswered':
        return event.card === null ? event : { ...event, card: shown(event.card) };
      case 'revealed':
        return { ...event, cards: event.cards.map(shown), materials: event.materials.map(shown) };
      default:
        return event;
    }
  });
  return world;
}

/** The viewer's cards first, by id, then the unseen ones by class. */
function compareItems(a: Item, b: Item): number {
  if ('id' in a) return 'id' in b ? a.id - b.id : -1;
  if ('id' in b) return 1;
  return a.cls < b.cls ? -1 : a.cls > b.cls ? 1 : 0;
}

/**
 * Puts a mixed group's `items` into its `slots` at random (step 2): a body's deck takes only that
 * body's materials, and a hand takes no Whisper the viewer knows to be an Overreach. The most
 * bound slots are filled first (bodies' decks, then hands), each from the items it allows; the
 * real state is one such filling, so there is always one. Returns the item of each slot.
 */
function placeGroup(state: GridTravelerState, slots: readonly Slot[], items: readonly Item[], rng: Rng): Item[] {
  const left = [...items];
  const out = new Array<Item>(slots.length);
  const rank = (s: Slot): number => (s.body !== null ? 0 : s.holder !== null ? 1 : 2);
  const byBound = slots.map((_, i) => i).sort((a, b) => rank(slots[a]!) - rank(slots[b]!) || a - b);
  for (const i of byBound) {
    const slot = slots[i]!;
    const fits = (item: Item): boolean => {
      if (slot.body !== null) return 'id' in item ? state.cards[item.id]!.origin === slot.body : item.cls === `material:${slot.body}`;
      if (slot.holder !== null && 'id' in item) return !(state.cards[item.id]!.kind === 'whisper' && OVERREACH.has(state.cards[item.id]!.name));
      return true;
    };
    const choices = left.map((item, at) => (fits(item) ? at : -1)).filter((at) => at >= 0);
    const at = choices.length > 0 ? choices[rng.int(0, choices.length - 1)]! : 0;
    out[i] = left.splice(at, 1)[0]!;
  }
  return out;
}

/** Deals the sorted, shuffled `names` to the cards `ids` (ascending). */
function deal(world: GridTravelerState, ids: readonly number[], names: string[], rng: Rng): void {
  shuffleInPlace(names, rng);
  ids.forEach((id, i) => (world.cards[id]!.name = names[i]!));
}

/** Whisper designs (step 3): the unseen Whispers in hands take designs that are not an Overreach. */
function dealWhispers(world: GridTravelerState, ids: readonly number[], inHands: readonly number[], names: string[], rng: Rng): void {
  const quiet = names.filter((n) => !OVERREACH.has(n));
  if (quiet.length < inHands.length) {
    // Only a state with an Overreach kept in a hand gets here (parseState refuses it): one pool.
    deal(world, ids, names, rng);
    return;
  }
  shuffleInPlace(quiet, rng);
  inHands.forEach((id, i) => (world.cards[id]!.name = quiet[i]!));
  const rest = new Set(inHands);
  deal(
    world,
    ids.filter((id) => !rest.has(id)),
    [...quiet.slice(inHands.length), ...names.filter((n) => OVERREACH.has(n))],
    rng,
  );
}
