/**
 * The fixed action space of Psi Wars (DESIGN §13, issue 28): every action a seat can ever take in a
 * game of a config gets a number, the same from state to state. Numbers are seat-relative: they
 * name the acting seat's own cards by their place in its deck list (0–51, which is also its card
 * instance minus 52 × seat) and the opponent's cards by their place in the opponent's deck list, so
 * a seat's numbers never depend on anything hidden from it (the deck lists are the config's; a
 * card's instance is public once the card can be named in an action).
 *
 * A seat's numbers, in order (docs/rules/psi-wars.md, "Action space and observation tensor"):
 * `done`; `engage` cyber, psionic, none; `distance` use/hold per own Cyborg; `place` per own
 * Creation Unit; `discard` per own card; `build` and `power` blocks per own Battle Unit, Equipment
 * and Power (one number per way to pay the white light, times the power's possible targets);
 * `equip` per own Equipment and own Battle Unit; `attack` per stack of one or two own Battle Units;
 * `block` per engagement and stack. The block sizes come from the two deck lists, so `actionSpace`
 * is the larger seat's total and a seat's numbers past its own total are never legal.
 */
import type { Player } from '../../core/game.js';
import { cardById } from './content/cards.js';
import { deckList } from './content/deck-specs.js';
import { CREATION_UNITS, type Card, type CreationUnit, type MindMode } from './content/schema.js';
import { DECK_SIZE } from './rules/cards.js';
import { parseConfig } from './parse-config.js';
import type { PsiWarsAction, PsiWarsConfig, PsiWarsState } from './types.js';

/** What a power can be aimed at, as target lists over the opponent's deck (see {@link targetKindOf}). */
const TARGET_BATTLE = 0;
const TARGET_PSIONIC = 1;
const TARGET_CYBER = 2;
const TARGET_EQUIPMENT = 3;
/** A creation oracle aims at a kind of Creation Unit, not a card. */
const TARGET_KIND = 4;
/** Plays without a target: builds. */
const TARGET_NONE = 5;

/** The fixed numbers at the start of every seat's range. */
const DONE = 0;
const ENGAGE = 1;
/** The engage modes in number order; `none` last. */
const ENGAGE_MODES = ['cyber', 'psionic', 'none'] as const;
const DISTANCE = ENGAGE + ENGAGE_MODES.length;

/** One seat's numbering: the offsets of each range and the rank of each deck place within it. */
interface SeatSpace {
  /** This seat's total: its numbers are 0..size-1. */
  readonly size: number;
  readonly distance: number;
  readonly place: number;
  readonly discard: number;
  readonly play: number;
  readonly equip: number;
  readonly attack: number;
  readonly block: number;
  /** Own Cyborgs (battle units with a distance ability), rank by own deck place, -1 for others. */
  readonly cyborgRank: Int16Array;
  readonly cyborgAt: Int16Array;
  /** Own Creation Units. */
  readonly creationRank: Int16Array;
  readonly creationAt: Int16Array;
  /** Own Battle Units (attack and block stacks, equip targets). */
  readonly battleRank: Int16Array;
  readonly battleAt: Int16Array;
  /** Own Equipment (equip). */
  readonly equipmentRank: Int16Array;
  readonly equipmentAt: Int16Array;
  /** Start of each own card's build/power block, relative to `play`; -1 for cards never built or played. */
  readonly playStart: Int32Array;
  /** For every number of the play range, the own deck place whose block it falls in. */
  readonly playOwner: Int16Array;
  /** Each own card's `any` (white light) and target kind. */
  readonly playAny: Int8Array;
  readonly playTarget: Int8Array;
  /** Opponent targets by kind (TARGET_BATTLE..TARGET_EQUIPMENT): rank by opponent deck place, and back. */
  readonly targetRank: readonly Int16Array[];
  readonly targetAt: readonly Int16Array[];
  /** Own Battle Units in the deck, and stacks of one or two of them (triangular count). */
  readonly battles: number;
  readonly stacks: number;
  /** Stack number → its lower and upper battle rank (equal for a stack of one). */
  readonly stackLow: Int16Array;
  readonly stackHigh: Int16Array;
  /** Opponent Battle Units in its deck: the most attacking stacks there can be, so the engagements to block. */
  readonly engagements: number;
}

/** The numbering of both seats for one pair of deck lists. */
interface Space {
  readonly size: number;
  readonly seats: readonly [SeatSpace, SeatSpace];
}

/** Ways to pay `any` white lights, in `paymentChoices` order (sorted multisets of kinds), by `any`. */
const paymentLists: CreationUnit[][][] = [];

/** The sorted multisets of `any` kinds, in the order `paymentChoices` lists them. */
function payments(any: number): CreationUnit[][] {
  let list = paymentLists[any];
  if (list === undefined) {
    list = [];
    const pick = (from: number, left: number, chosen: CreationUnit[]): void => {
      if (left === 0) {
        (list as CreationUnit[][]).push([...chosen]);
        return;
      }
      for (let k = from; k < CREATION_UNITS.length; k++) {
        chosen.push(CREATION_UNITS[k] as CreationUnit);
        pick(k, left - 1, chosen);
        chosen.pop();
      }
    };
    pick(0, any, []);
    paymentLists[any] = list;
  }
  return list;
}

/** The place of a payment (sorted kinds) in `payments(any.length)`. */
function paymentRank(any: readonly CreationUnit[]): number {
  // Multisets of size a from 4 kinds in lexicographic order: count those before, kind by kind.
  const list = payments(any.length);
  if (any.length === 0) return 0;
  for (let i = 0; i < list.length; i++) {
    const candidate = list[i] as CreationUnit[];
    let same = true;
    for (let j = 0; j < any.length; j++) {
      if (candidate[j] !== any[j]) {
        same = false;
        break;
      }
    }
    if (same) return i;
  }
  return -1;
}

function targetKindOf(def: Card): number {
  if (def.kind !== 'power') return TARGET_NONE;
  switch (def.effect.kind) {
    case 'trap':
      return TARGET_BATTLE;
    case 'mentalDisrupter':
      return TARGET_PSIONIC;
    case 'emDisrupter':
      return TARGET_CYBER;
    case 'equipmentHunter':
      return TARGET_EQUIPMENT;
    case 'creationOracle':
      return TARGET_KIND;
  }
}

/** Whether opponent card `def` can be aimed at by a power of target kind `kind`. */
function isTarget(def: Card, kind: number): boolean {
  switch (kind) {
    case TARGET_BATTLE:
      return def.kind === 'battle';
    case TARGET_PSIONIC:
      return def.kind === 'battle' && def.psionic !== null;
    case TARGET_CYBER:
      return def.kind === 'battle' && def.cyber !== null;
    default:
      return def.kind === 'equipment';
  }
}

/** Rank arrays over a deck: `rank[place]` is the place's rank among those that pass, or -1. */
function ranks(defs: readonly Card[], pass: (def: Card) => boolean): [Int16Array, Int16Array] {
  const rank = new Int16Array(DECK_SIZE).fill(-1);
  const at: number[] = [];
  defs.forEach((def, place) => {
    if (pass(def)) {
      rank[place] = at.length;
      at.push(place);
    }
  });
  return [rank, Int16Array.from(at)];
}

function seatSpace(own: readonly Card[], foe: readonly Card[]): SeatSpace {
  const [cyborgRank, cyborgAt] = ranks(own, (d) => d.kind === 'battle' && d.distance !== null);
  const [creationRank, creationAt] = ranks(own, (d) => d.kind === 'creation');
  const [battleRank, battleAt] = ranks(own, (d) => d.kind === 'battle');
  const [equipmentRank, equipmentAt] = ranks(own, (d) => d.kind === 'equipment');
  const targets = [TARGET_BATTLE, TARGET_PSIONIC, TARGET_CYBER, TARGET_EQUIPMENT].map((kind) => ranks(foe, (d) => isTarget(d, kind)));
  const targetRank = targets.map(([rank]) => rank);
  const targetAt = targets.map(([, at]) => at);

  const playStart = new Int32Array(DECK_SIZE).fill(-1);
  const playAny = new Int8Array(DECK_SIZE);
  const playTarget = new Int8Array(DECK_SIZE).fill(-1);
  const owners: number[] = [];
  own.forEach((def, place) => {
    if (def.kind === 'creation') return;
    const any = def.cost.any ?? 0;
    const kind = targetKindOf(def);
    const aims = kind === TARGET_NONE ? 1 : kind === TARGET_KIND ? CREATION_UNITS.length : (targetAt[kind] as Int16Array).length;
    playStart[place] = owners.length;
    playAny[place] = any;
    playTarget[place] = kind;
    const count = payments(any).length * aims;
    for (let i = 0; i < count; i++) owners.push(place);
  });

  const battles = battleAt.length;
  const stacks = (battles * (battles + 1)) / 2;
  const stackLow = new Int16Array(stacks);
  const stackHigh = new Int16Array(stacks);
  for (let low = 0, n = 0; low < battles; low++) {
    for (let high = low; high < battles; high++, n++) {
      stackLow[n] = low;
      stackHigh[n] = high;
    }
  }
  const engagements = foe.filter((d) => d.kind === 'battle').length;

  const distance = DISTANCE;
  const place = distance + 2 * cyborgAt.length;
  const discard = place + creationAt.length;
  const play = discard + DECK_SIZE;
  const equip = play + owners.length;
  const attack = equip + equipmentAt.length * battles;
  const block = attack + stacks;
  const size = block + engagements * stacks;
  return {
    size, distance, place, discard, play, equip, attack, block,
    cyborgRank, cyborgAt, creationRank, creationAt, battleRank, battleAt, equipmentRank, equipmentAt,
    playStart, playOwner: Int16Array.from(owners), playAny, playTarget, targetRank, targetAt,
    battles, stacks, stackLow, stackHigh, engagements,
  };
}

function spaceOf(cards: readonly string[]): Space {
  const defs = cards.map((id) => cardById(id) as Card);
  const seat0 = seatSpace(defs.slice(0, DECK_SIZE), defs.slice(DECK_SIZE));
  const seat1 = seatSpace(defs.slice(DECK_SIZE), defs.slice(0, DECK_SIZE));
  return { size: Math.max(seat0.size, seat1.size), seats: [seat0, seat1] };
}

// Both caches key on objects that never change: a state's `cards` list is shared by all its copies
// (clone.ts), and a parsed config is not written to.
const byCards = new WeakMap<readonly string[], Space>();
const byConfig = new WeakMap<PsiWarsConfig, Space>();

function stateSpace(state: PsiWarsState): Space {
  let space = byCards.get(state.cards);
  if (space === undefined) {
    space = spaceOf(state.cards);
    byCards.set(state.cards, space);
  }
  return space;
}

/**
 * The numbering of a config: both deck lists, resolved. The config is parsed first, so one with
 * its defaults left out (a caller's own) gets the numbering of the game it sets up, and a bad one
 * is a BAD_CONFIG RuleError rather than a crash.
 */
function configSpace(config: PsiWarsConfig): Space {
  let space = byConfig.get(config);
  if (space === undefined) {
    const { decks } = parseConfig(config);
    space = spaceOf([...deckList(decks[0]), ...deckList(decks[1])]);
    byConfig.set(config, space);
  }
  return space;
}

/** The number of a stack of one or two own battle ranks (low <= high). */
function stackNumber(seat: SeatSpace, low: number, high: number): number {
  return low * seat.battles - (low * (low - 1)) / 2 + (high - low);
}

/** The stack number of `units` (ascending card instances of `owner`). */
function stackOf(seat: SeatSpace, owner: Player, units: readonly number[]): number {
  const base = owner * DECK_SIZE;
  const low = seat.battleRank[(units[0] as number) - base] as number;
  const high = units.length > 1 ? (seat.battleRank[(units[1] as number) - base] as number) : low;
  return stackNumber(seat, low, high);
}

/**
 * The size of the action space of `config`: the larger of the two seats' totals (each seat's
 * numbers are relative to it; see the module comment).
 */
export function psiWarsActionSpace(config: PsiWarsConfig): number {
  return configSpace(config).size;
}

/** The number of `action`, a legal action in `state` (`defineGame` has checked that). */
export function encodePsiWarsAction(state: PsiWarsState, action: PsiWarsAction): number {
  const me = action.player;
  const seat = stateSpace(state).seats[me] as SeatSpace;
  const base = me * DECK_SIZE;
  const foeBase = (1 - me) * DECK_SIZE;
  switch (action.type) {
    case 'done':
      return DONE;
    case 'engage':
      return ENGAGE + ENGAGE_MODES.indexOf(action.mode);
    case 'distance':
      return seat.distance + 2 * (seat.cyborgRank[action.unit - base] as number) + (action.use ? 0 : 1);
    case 'place':
      return seat.place + (seat.creationRank[action.card - base] as number);
    case 'discard':
      return seat.discard + (action.card - base);
    case 'build':
      return seat.play + (seat.playStart[action.card - base] as number) + paymentRank(action.any);
    case 'power': {
      const place = action.card - base;
      const kind = seat.playTarget[place] as number;
      const aims = kind === TARGET_KIND ? CREATION_UNITS.length : (seat.targetAt[kind] as Int16Array).length;
      const aim = kind === TARGET_KIND
        ? CREATION_UNITS.indexOf(action.unit as CreationUnit)
        : ((seat.targetRank[kind] as Int16Array)[(action.target as number) - foeBase] as number);
      return seat.play + (seat.playStart[place] as number) + paymentRank(action.any) * aims + aim;
    }
    case 'equip':
      return seat.equip + (seat.equipmentRank[action.equipment - base] as number) * seat.battles + (seat.battleRank[action.unit - base] as number);
    case 'attack':
      return seat.attack + stackOf(seat, me, action.units);
    case 'block':
      return seat.block + action.engagement * seat.stacks + stackOf(seat, me, action.units);
  }
}

/** The units of stack number `n` of `owner`, as ascending card instances. */
function stackUnits(seat: SeatSpace, owner: Player, n: number): number[] {
  const base = owner * DECK_SIZE;
  const low = seat.stackLow[n] as number;
  const high = seat.stackHigh[n] as number;
  const first = base + (seat.battleAt[low] as number);
  return low === high ? [first] : [first, base + (seat.battleAt[high] as number)];
}

/**
 * The action numbered `index` for `player` in `state`, built from the number alone, or undefined
 * when the number names nothing in this seat's space. `defineGame` then checks that it is legal now,
 * so this never lists the legal actions.
 */
export function decodePsiWarsAction(state: PsiWarsState, index: number, player: Player): PsiWarsAction | undefined {
  const seat = stateSpace(state).seats[player] as SeatSpace;
  if (index >= seat.size) return undefined;
  const base = player * DECK_SIZE;
  if (index === DONE) return { type: 'done', player };
  if (index < DISTANCE) return { type: 'engage', player, mode: ENGAGE_MODES[index - ENGAGE] as MindMode | 'none' };
  if (index < seat.place) {
    const k = index - seat.distance;
    return { type: 'distance', player, unit: base + (seat.cyborgAt[k >> 1] as number), use: (k & 1) === 0 };
  }
  if (index < seat.discard) return { type: 'place', player, card: base + (seat.creationAt[index - seat.place] as number) };
  if (index < seat.play) return { type: 'discard', player, card: base + (index - seat.discard) };
  if (index < seat.equip) {
    const place = seat.playOwner[index - seat.play] as number;
    const within = index - seat.play - (seat.playStart[place] as number);
    const card = base + place;
    const kind = seat.playTarget[place] as number;
    const list = payments(seat.playAny[place] as number);
    if (kind === TARGET_NONE) return { type: 'build', player, card, any: [...(list[within] as CreationUnit[])] };
    const aims = kind === TARGET_KIND ? CREATION_UNITS.length : (seat.targetAt[kind] as Int16Array).length;
    const any = [...(list[Math.floor(within / aims)] as CreationUnit[])];
    const aim = within % aims;
    if (kind === TARGET_KIND) return { type: 'power', player, card, any, unit: CREATION_UNITS[aim] as CreationUnit };
    return { type: 'power', player, card, any, target: (1 - player) * DECK_SIZE + ((seat.targetAt[kind] as Int16Array)[aim] as number) };
  }
  if (index < seat.attack) {
    const k = index - seat.equip;
    const equipment = base + (seat.equipmentAt[Math.floor(k / seat.battles)] as number);
    return { type: 'equip', player, equipment, unit: base + (seat.battleAt[k % seat.battles] as number) };
  }
  if (index < seat.block) return { type: 'attack', player, units: stackUnits(seat, player, index - seat.attack) };
  const k = index - seat.block;
  return { type: 'block', player, engagement: Math.floor(k / seat.stacks), units: stackUnits(seat, player, k % seat.stacks) };
}

/** One kind of action's numbers in a seat's numbering (see {@link PsiWarsActionRanges}). */
export interface PsiWarsActionRange {
  /** The action's `type`; `build/power` for the blocks of the cards built or played from hand. */
  readonly type: PsiWarsAction['type'] | 'build/power';
  /** Its first number. */
  readonly offset: number;
  /** How many numbers it has (0 when the deck holds no card for it). */
  readonly length: number;
}

/** Where each kind of action starts in one seat's numbering, and how many numbers it has. */
export interface PsiWarsActionRanges {
  /** The seat's total: its numbers are 0..size-1. */
  readonly size: number;
  /** Each range's first number and length, in number order. */
  readonly ranges: readonly PsiWarsActionRange[];
}

/**
 * The ranges of `seat`'s numbering under `config` (for documentation, tests and learners that want
 * to group outputs by kind). `build/power` is one range: each own card's block in deck order.
 */
export function psiWarsActionRanges(config: PsiWarsConfig, seat: Player): PsiWarsActionRanges {
  const s = configSpace(config).seats[seat] as SeatSpace;
  return {
    size: s.size,
    ranges: [
      { type: 'done', offset: DONE, length: 1 },
      { type: 'engage', offset: ENGAGE, length: ENGAGE_MODES.length },
      { type: 'distance', offset: s.distance, length: s.place - s.distance },
      { type: 'place', offset: s.place, length: s.discard - s.place },
      { type: 'discard', offset: s.discard, length: s.play - s.discard },
      { type: 'build/power', offset: s.play, length: s.equip - s.play },
      { type: 'equip', offset: s.equip, length: s.attack - s.equip },
      { type: 'attack', offset: s.attack, length: s.block - s.attack },
      { type: 'block', offset: s.block, length: s.size - s.block },
    ],
  };
}
