/**
 * Magika's fixed action space (DESIGN §13, issue 28): every order a seat may write, as a number
 * that keeps its meaning from state to state for a config of P seats.
 *
 * Orders name their items by what the writing seat itself holds, so the numbers do too: a scroll
 * by its slot in the seat's own list of scrolls (`me.scrolls` of its view, at most six), a cloak by
 * its slot among the cloaks it carries (`me.cloaks`, at most two), an artifact by its place in
 * {@link ARTIFACT_IDS}, another seat by its seat number. Nothing of another mage goes into a
 * number, so a number never tells where an unseen mage stands or what it holds. The phase is not
 * part of the number: an action is always for the seat's next phase (MG-8).
 *
 * The numbering, with P seats and T = 57 + P cast targets:
 *
 * | From | Count | Order |
 * |---|---|---|
 * | 0 | 6 | move, by direction in {@link MAGIKA_DIRECTIONS} order |
 * | 6 | 3 | rest, search, meditate |
 * | 9 | 20 | drop the item in item slot i (scroll slots 0–5, cloak slots 6–7, artifacts 8–19) |
 * | 29 | 1 | drop all |
 * | 30 | 20 × P | give item slot i to seat r: 30 + i × P + r |
 * | 30 + 20P | 12 | demand artifact a |
 * | 42 + 20P | 2 | don the cloak in cloak slot k |
 * | 44 + 20P | 12 × T | cast the scroll in slot s at level l (0 minor, 1 major) naming target t: base + (2s + l) × T + t |
 *
 * Cast targets t: 0 nothing; 1 + seat (the seat's letter); then the six cloak colours; the terrains
 * T4–T9; the changes +1, +2, +3, −1, −2, −3; the twenty jumps (NE1, NE2, NE3, NW1 … SW3 in
 * {@link MAGIKA_DIRECTIONS} order, then N2, S2); the twelve artifacts; the scroll slots 0–5 (Prolonged
 * Spell's other scroll).
 *
 * @module
 */
import type { Player } from '../../core/game.js';
import { ARTIFACTS, ARTIFACT_IDS, artifactIndex, type ArtifactId } from './content/artifacts.js';
import { CLOAK_COLORS, MAX_CLOAKS } from './content/cloaks.js';
import { MAX_SCROLLS, cloakRef, parseItemRef, scrollRef } from './rules/items.js';
import { MAGIKA_DIRECTIONS } from './rules/map.js';
import { seatLetter } from './rules/casting.js';
import type { MagikaAction, MagikaConfig, MagikaOrder, MagikaPhase, MagikaSpellLevel, MagikaState } from './types.js';

/** Item slots of drop and give: the scroll slots, then the cloak slots, then the artifacts. */
export const MAGIKA_ITEM_SLOTS = MAX_SCROLLS + MAX_CLOAKS + ARTIFACTS.length;
/** The item slot of cloak slot 0 (scroll slots come first). */
const CLOAK_SLOT0 = MAX_SCROLLS;
/** The item slot of the first artifact. */
const ARTIFACT_SLOT0 = MAX_SCROLLS + MAX_CLOAKS;

/** Where each kind of order starts in the action space of a config of `players` seats. */
export interface MagikaActionLayout {
  /** Seats of the config. */
  readonly players: number;
  /** Cast targets per scroll slot and level: 57 + players. */
  readonly targets: number;
  /** First move number (6 of them). */
  readonly move: number;
  /** Rest, then search, then meditate. */
  readonly rest: number;
  /** First drop number (one per item slot), then drop all. */
  readonly drop: number;
  /** Drop all. */
  readonly dropAll: number;
  /** First give number: item slot × players + recipient. */
  readonly give: number;
  /** First demand number (one per artifact). */
  readonly demand: number;
  /** First don number (one per cloak slot). */
  readonly don: number;
  /** First cast number: (scroll slot × 2 + level) × targets + target. */
  readonly cast: number;
  /** The size N of the space. */
  readonly size: number;
}

/** The fixed target strings of casts, in target-number order after the seat letters (see the module comment). */
const TERRAIN_TARGETS = ['T4', 'T5', 'T6', 'T7', 'T8', 'T9'] as const;
const CHANGE_TARGETS = ['+1', '+2', '+3', '-1', '-2', '-3'] as const;
const JUMP_TARGETS: readonly string[] = [...MAGIKA_DIRECTIONS.flatMap((d) => [1, 2, 3].map((n) => `${d}${n}`)), 'N2', 'S2'];
const NAMED_TARGETS: readonly string[] = [...CLOAK_COLORS, ...TERRAIN_TARGETS, ...CHANGE_TARGETS, ...JUMP_TARGETS, ...ARTIFACT_IDS];
/** Cast targets that are not seats: nothing, the named ones, the scroll slots. */
const FIXED_TARGETS = 1 + NAMED_TARGETS.length + MAX_SCROLLS;
/** A named target's place among {@link NAMED_TARGETS}. */
const NAMED_INDEX: ReadonlyMap<string, number> = new Map(NAMED_TARGETS.map((name, i) => [name, i]));

const LEVELS: readonly MagikaSpellLevel[] = ['minor', 'major'];

const layouts = new Map<number, MagikaActionLayout>();

/** The action layout of a config of `players` seats (cached: it is read on every encode). */
export function magikaActionLayout(players: number): MagikaActionLayout {
  let layout = layouts.get(players);
  if (layout === undefined) {
    const targets = FIXED_TARGETS + players;
    const give = 9 + MAGIKA_ITEM_SLOTS + 1;
    const demand = give + MAGIKA_ITEM_SLOTS * players;
    const don = demand + ARTIFACTS.length;
    const cast = don + MAX_CLOAKS;
    layout = Object.freeze({ players, targets, move: 0, rest: 6, drop: 9, dropAll: 9 + MAGIKA_ITEM_SLOTS, give, demand, don, cast, size: cast + MAX_SCROLLS * 2 * targets });
    layouts.set(players, layout);
  }
  return layout;
}

/** The size N of Magika's action space for `config`: 44 + 20P + 12(57 + P) for P seats. */
export function actionSpace(config: MagikaConfig): number {
  return magikaActionLayout(config.players).size;
}

/** What a seat holds, as far as numbering goes: its scrolls and its cloaks in the order its view lists them. */
export interface MagikaHand {
  /** Its scrolls, in slot order. */
  readonly scrolls: readonly { readonly id: number }[];
  /** Its cloaks, in slot order. */
  readonly cloaks: readonly { readonly id: number }[];
}

/** The hand of `seat`: its scrolls, and the cloaks it carries in the state's order (as `ownMage` lists them). */
function handOf(state: MagikaState, seat: Player): MagikaHand {
  const cloaks: { id: number }[] = [];
  for (const cloak of state.cloaks) if (cloak.holder === seat) cloaks.push(cloak);
  return { scrolls: state.mages[seat]!.scrolls, cloaks };
}

/** The slot of the scroll with this id in `hand`, or a thrown Error (a legal order names only scrolls held). */
function scrollSlot(hand: MagikaHand, id: number): number {
  const slot = hand.scrolls.findIndex((s) => s.id === id);
  if (slot < 0 || slot >= MAX_SCROLLS) throw new Error(`magika: scroll-${id} is not in the seat's hand, so it has no number`);
  return slot;
}

/** The slot of the cloak with this id in `hand`, or a thrown Error. */
function cloakSlot(hand: MagikaHand, id: number): number {
  const slot = hand.cloaks.findIndex((c) => c.id === id);
  if (slot < 0 || slot >= MAX_CLOAKS) throw new Error(`magika: cloak-${id} is not in the seat's hand, so it has no number`);
  return slot;
}

/** The item slot (0..19) an item name takes in `hand`: scroll slot, 6 + cloak slot, or 8 + artifact index. */
export function magikaItemSlot(hand: MagikaHand, item: string): number {
  const ref = parseItemRef(item);
  if (ref === undefined) throw new Error(`magika: ${item} names no item, so it has no number`);
  if (ref.kind === 'scroll') return scrollSlot(hand, ref.id);
  if (ref.kind === 'cloak') return CLOAK_SLOT0 + cloakSlot(hand, ref.id);
  return ARTIFACT_SLOT0 + artifactIndex(ref.id);
}

/** The cast target number (0..T−1) of a target string, for a seat holding `hand` in a game of `players` seats. */
export function magikaTargetIndex(players: number, hand: MagikaHand, target: string | null): number {
  if (target === null) return 0;
  if (target.length === 1) {
    const seat = target.charCodeAt(0) - 65;
    if (seat >= 0 && seat < players) return 1 + seat;
  }
  const named = NAMED_INDEX.get(target);
  if (named !== undefined) return 1 + players + named;
  if (target.startsWith('scroll-')) {
    const ref = parseItemRef(target);
    if (ref?.kind === 'scroll') return 1 + players + NAMED_TARGETS.length + scrollSlot(hand, ref.id);
  }
  throw new Error(`magika: the cast target ${JSON.stringify(target)} has no number`);
}

/** The number of `order` written by a seat holding `hand`, in the action space of `players` seats. */
export function magikaOrderNumber(players: number, hand: MagikaHand, order: MagikaOrder): number {
  const layout = magikaActionLayout(players);
  switch (order.type) {
    case 'move':
      return layout.move + MAGIKA_DIRECTIONS.indexOf(order.direction);
    case 'rest':
      return layout.rest;
    case 'search':
      return layout.rest + 1;
    case 'meditate':
      return layout.rest + 2;
    case 'drop':
      return order.item === 'all' ? layout.dropAll : layout.drop + magikaItemSlot(hand, order.item);
    case 'give':
      return layout.give + magikaItemSlot(hand, order.item) * players + order.recipient;
    case 'demand':
      return layout.demand + artifactIndex(order.artifact);
    case 'don':
      return layout.don + cloakSlot(hand, order.cloak);
    case 'cast':
      return layout.cast + (scrollSlot(hand, order.scroll) * 2 + (order.level === 'major' ? 1 : 0)) * layout.targets + magikaTargetIndex(players, hand, order.target);
  }
}

/** `encodeAction`: the number of a legal action (checked legal by `defineGame` before it comes here). */
export function encodeAction(state: MagikaState, action: MagikaAction): number {
  return magikaOrderNumber(state.config.players, handOf(state, action.player), action);
}

/** The item name of item slot `slot` in `hand`, or undefined when the slot is empty. */
function itemName(hand: MagikaHand, slot: number): string | undefined {
  if (slot < CLOAK_SLOT0) {
    const scroll = hand.scrolls[slot];
    return scroll === undefined ? undefined : scrollRef(scroll.id);
  }
  if (slot < ARTIFACT_SLOT0) {
    const cloak = hand.cloaks[slot - CLOAK_SLOT0];
    return cloak === undefined ? undefined : cloakRef(cloak.id);
  }
  return ARTIFACT_IDS[slot - ARTIFACT_SLOT0];
}

/** The target string of cast target number `t`, or undefined (an empty scroll slot); `null` is "nothing". */
function targetName(players: number, hand: MagikaHand, t: number): string | null | undefined {
  if (t === 0) return null;
  if (t <= players) return seatLetter(t - 1);
  const named = t - 1 - players;
  if (named < NAMED_TARGETS.length) return NAMED_TARGETS[named];
  const scroll = hand.scrolls[named - NAMED_TARGETS.length];
  return scroll === undefined ? undefined : scrollRef(scroll.id);
}

/**
 * The order numbered `index` for a seat holding `hand`, or undefined where the number names an empty
 * slot. Whether the order is legal now is for the caller to ask (`defineGame` does, with the rules).
 */
export function magikaOrderOf(players: number, hand: MagikaHand, index: number): MagikaOrder | undefined {
  const layout = magikaActionLayout(players);
  if (index < layout.rest) return { type: 'move', direction: MAGIKA_DIRECTIONS[index - layout.move]! };
  if (index === layout.rest) return { type: 'rest' };
  if (index === layout.rest + 1) return { type: 'search' };
  if (index === layout.rest + 2) return { type: 'meditate' };
  if (index < layout.dropAll) {
    const item = itemName(hand, index - layout.drop);
    return item === undefined ? undefined : { type: 'drop', item };
  }
  if (index === layout.dropAll) return { type: 'drop', item: 'all' };
  if (index < layout.demand) {
    const item = itemName(hand, Math.floor((index - layout.give) / players));
    return item === undefined ? undefined : { type: 'give', item, recipient: (index - layout.give) % players };
  }
  if (index < layout.don) return { type: 'demand', artifact: ARTIFACT_IDS[index - layout.demand] as ArtifactId };
  if (index < layout.cast) {
    const cloak = hand.cloaks[index - layout.don];
    return cloak === undefined ? undefined : { type: 'don', cloak: cloak.id };
  }
  if (index >= layout.size) return undefined;
  const rest = index - layout.cast;
  const pair = Math.floor(rest / layout.targets);
  const scroll = hand.scrolls[pair >> 1];
  const target = targetName(players, hand, rest % layout.targets);
  if (scroll === undefined || target === undefined) return undefined;
  return { type: 'cast', scroll: scroll.id, level: LEVELS[pair & 1]!, target };
}

/**
 * `decodeAction`: the action of `player` numbered `index` for its next phase, or undefined when the
 * number names an empty slot; `defineGame` then checks that the action is legal.
 */
export function decodeAction(state: MagikaState, index: number, player: Player): MagikaAction | undefined {
  const order = magikaOrderOf(state.config.players, handOf(state, player), index);
  if (order === undefined) return undefined;
  const phase = (state.plans[player]!.length + 1) as MagikaPhase;
  return Object.assign(order, { player, phase }) as MagikaAction;
}
