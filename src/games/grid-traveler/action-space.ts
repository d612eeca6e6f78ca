/**
 * GRID Traveler's fixed action space (DESIGN §13, issue 28): every action any seat may take in a
 * game of one config gets a number in 0..N-1 that means the same thing in every state.
 *
 * The space is a row of blocks, one per action type in `GRID_ACTION_TYPES` order; inside a block
 * the number is a mixed-radix code of the action's parameters. Seats (targets, trade partners) are
 * numbered by seat; tiles of a retreat by their place in the board's list of retreat destinations;
 * jumps by GRID point index; directions in `GRID_TRAVELER_DIRECTIONS` order.
 *
 * A card parameter is always a card of the acting seat's own hand (an offer, an answer, a cast, a
 * block, a Whisper or a DITFOI played), so it is numbered by what the seat sees of it: its design,
 * and which copy of that design it is in the seat's hand, counted in hand order (the first Fireball
 * I held is copy 0, the second copy 1). A design gets as many copy numbers as the game has cards of
 * it, so every card of a hand has its own number and no two legal actions share one; the instance
 * id, which says nothing a learner can use, never enters the number. The card codes of each kind
 * run over the designs in the config's order (its Magick deck, `MATERIAL_IDS`, `WHISPER_IDS`,
 * `DITFOI_CARDS`), each design's copies together.
 *
 * The table of blocks, with sizes, is in docs/rules/grid-traveler.md ("Action space and
 * observation tensor"); {@link gridTravelerActionLayout} gives the numbers for one config.
 */
import type { Player } from '../../core/game.js';
import { GRID_TRAVELER_DIRECTIONS, type Direction } from './content/board.js';
import { COMPONENTS, type Component } from './content/cruisers.js';
import { DITFOI_CARDS, DITFOI_COPIES } from './content/ditfoi.js';
import { MATERIAL_IDS } from './content/materials.js';
import { WHISPER_COPIES, WHISPER_IDS } from './content/whispers.js';
import { indexBoard } from './rules/board.js';
import { TRADED_KINDS } from './rules/trade.js';
import { CARD_KINDS, GRID_ACTION_TYPES, type GridCardKind, type GridTravelerAction, type GridTravelerConfig, type GridTravelerState } from './types.js';

/** An action type of the game (kept local: the public interfaces spell it out). */
type ActionType = GridTravelerAction['type'];

/**
 * The card codes of one kind of card for one config: each design in order, with as many copy
 * numbers as the game has cards of it. Code `first[d] + k` is copy k of design `designs[d]`.
 */
export interface GridCardCodes {
  /** The designs, in code order. */
  readonly designs: readonly string[];
  /** Cards of each design in the game (its copy numbers). */
  readonly copies: readonly number[];
  /** The first code of each design. */
  readonly first: readonly number[];
  /** Codes of this kind: the number of cards of the kind in the game. */
  readonly total: number;
}

/**
 * The numbering of one config's action space: where each action type's block starts and how many
 * numbers it holds, and the tables the blocks' codes read.
 */
export interface GridActionLayout {
  /** N: the number of actions. */
  readonly size: number;
  /** Seats. */
  readonly players: number;
  /** The first number of each action type's block. */
  readonly base: Readonly<Record<GridTravelerAction['type'], number>>;
  /** How many numbers each block holds. */
  readonly count: Readonly<Record<GridTravelerAction['type'], number>>;
  /** The card codes of each kind. */
  readonly cards: Readonly<Record<GridCardKind, GridCardCodes>>;
  /** Codes of a traded card: Magick codes, then material codes, then Whisper codes, one after another. */
  readonly tradeCodes: number;
  /** The tiles a retreat may be announced to (the board's destinations, ascending): block order. */
  readonly destinations: readonly number[];
  /** GRID points (jump targets). */
  readonly gridPoints: number;
  /** Numbers of the DITFOI block per target: one per specific card, one per component for an `any` card. */
  readonly ditfoiSpan: number;
}

/** The layout and the lookup tables the codecs use (kept out of the public interface). */
interface Space extends GridActionLayout {
  /** Design index by design id, per kind. */
  readonly designIndex: Readonly<Record<GridCardKind, ReadonlyMap<string, number>>>;
  /** Design index of each code, per kind. */
  readonly designOf: Readonly<Record<GridCardKind, Int32Array>>;
  /** Where each kind's codes start among the trade codes (-1 for DITFOI, which is never traded). */
  readonly tradeOffset: Readonly<Record<GridCardKind, number>>;
  /** Destination index of each tile, or -1. */
  readonly destinationAt: Int32Array;
  /** Where each DITFOI code's numbers start within a target's span. */
  readonly ditfoiStart: Int32Array;
  /** For each number of a target's DITFOI span: the DITFOI code. */
  readonly ditfoiCode: Int32Array;
  /** For each number of a target's DITFOI span: the component's index on an `any` card, or -1 for a card naming its own. */
  readonly ditfoiComponent: Int32Array;
}

/** Builds the card codes of one kind from its designs and their counts. */
function codesOf(designs: readonly string[], copies: readonly number[]): GridCardCodes {
  const first: number[] = [];
  let total = 0;
  for (const n of copies) {
    first.push(total);
    total += n;
  }
  return { designs, copies, first, total };
}

const spaces = new WeakMap<GridTravelerConfig, Space>();

/** The numbering for `config` (computed once per config object). */
function spaceOf(config: GridTravelerConfig): Space {
  const hit = spaces.get(config);
  if (hit !== undefined) return hit;
  const players = config.players;
  const board = indexBoard(config.board);
  // Material cards: as many of each design as the bodies' decks hold between them (setup.ts).
  const materialCount = MATERIAL_IDS.map((m) => config.board.bodies.reduce((n, body) => n + body.materials.filter((x) => x === m).length, 0));
  const cards: Record<GridCardKind, GridCardCodes> = {
    magick: codesOf(
      config.decks.magick.map((entry) => entry.card.id),
      config.decks.magick.map((entry) => entry.copies),
    ),
    material: codesOf(MATERIAL_IDS, materialCount),
    whisper: codesOf(WHISPER_IDS, WHISPER_IDS.map(() => WHISPER_COPIES)),
    ditfoi: codesOf(DITFOI_CARDS, DITFOI_CARDS.map(() => DITFOI_COPIES)),
  };
  const designIndex = {} as Record<GridCardKind, Map<string, number>>;
  const designOf = {} as Record<GridCardKind, Int32Array>;
  for (const kind of CARD_KINDS) {
    const codes = cards[kind];
    designIndex[kind] = new Map(codes.designs.map((d, i) => [d, i]));
    const of = new Int32Array(codes.total);
    codes.designs.forEach((_, d) => of.fill(d, codes.first[d]!, codes.first[d]! + codes.copies[d]!));
    designOf[kind] = of;
  }
  const tradeOffset: Record<GridCardKind, number> = { magick: -1, material: -1, whisper: -1, ditfoi: -1 };
  let tradeCodes = 0;
  for (const kind of TRADED_KINDS) {
    tradeOffset[kind] = tradeCodes;
    tradeCodes += cards[kind].total;
  }
  // A specific DITFOI card names its component (GT-29): one number per target; an `any` card one
  // per component.
  const ditfoi = cards.ditfoi;
  const ditfoiStart = new Int32Array(ditfoi.total);
  const codeOfSpan: number[] = [];
  const componentOfSpan: number[] = [];
  for (let code = 0; code < ditfoi.total; code++) {
    ditfoiStart[code] = codeOfSpan.length;
    if (ditfoi.designs[designOf.ditfoi[code]!] === 'any') {
      COMPONENTS.forEach((_, c) => {
        codeOfSpan.push(code);
        componentOfSpan.push(c);
      });
    } else {
      codeOfSpan.push(code);
      componentOfSpan.push(-1);
    }
  }
  const ditfoiSpan = codeOfSpan.length;
  const destinationAt = new Int32Array(board.size).fill(-1);
  board.destinations.forEach((tile, i) => (destinationAt[tile] = i));
  const count: Record<ActionType, number> = {
    repair: COMPONENTS.length + 1,
    weaken: players,
    draw: 4,
    travel: 1,
    stay: 1,
    move: GRID_TRAVELER_DIRECTIONS.length,
    jump: config.board.gridPoints.length,
    stop: 1,
    scan: 1,
    fight: players * 2,
    offerTrade: players * tradeCodes * TRADED_KINDS.length,
    acceptTrade: tradeCodes,
    declineTrade: 1,
    endTurn: 1,
    attack: players,
    ditfoi: players * ditfoiSpan,
    retreat: board.destinations.length,
    holdFire: 1,
    pursue: 2,
    cast: cards.magick.total * players,
    playWhisper: cards.whisper.total,
    block: cards.magick.total + 1,
    pass: 1,
  };
  const base = {} as Record<ActionType, number>;
  let size = 0;
  for (const type of GRID_ACTION_TYPES) {
    base[type] = size;
    size += count[type];
  }
  const space: Space = {
    size,
    players,
    base,
    count,
    cards,
    tradeCodes,
    destinations: board.destinations,
    gridPoints: config.board.gridPoints.length,
    ditfoiSpan,
    designIndex,
    designOf,
    tradeOffset,
    destinationAt,
    ditfoiStart,
    ditfoiCode: Int32Array.from(codeOfSpan),
    ditfoiComponent: Int32Array.from(componentOfSpan),
  };
  spaces.set(config, space);
  return space;
}

/**
 * The numbering of `config`'s action space: N, and where each action type's block starts and
 * ends, for a learner that wants to read an output layer by action type.
 */
export function gridTravelerActionLayout(config: GridTravelerConfig): GridActionLayout {
  const { size, players, base, count, cards, tradeCodes, destinations, gridPoints, ditfoiSpan } = spaceOf(config);
  return { size, players, base, count, cards, tradeCodes, destinations, gridPoints, ditfoiSpan };
}

/** N for `config` (`Game.actionSpace`). */
export function actionSpace(config: GridTravelerConfig): number {
  return spaceOf(config).size;
}

/** The code of card `id` of `seat`'s hand: its design's first code plus the copies of that design before it in the hand. */
function cardCode(space: Space, state: GridTravelerState, seat: Player, kind: GridCardKind, id: number): number {
  const cards = state.cards;
  const name = cards[id]!.name;
  let copy = 0;
  for (const other of state.seats[seat]!.hand[kind]) {
    if (other === id) break;
    if (cards[other]!.name === name) copy++;
  }
  return space.cards[kind].first[space.designIndex[kind].get(name)!]! + copy;
}

/** The card of `seat`'s hand with code `code` of `kind`, or undefined when it holds no such copy. */
function cardAt(space: Space, state: GridTravelerState, seat: Player, kind: GridCardKind, code: number): number | undefined {
  const codes = space.cards[kind];
  const design = space.designOf[kind][code]!;
  const name = codes.designs[design]!;
  let copy = code - codes.first[design]!;
  for (const id of state.seats[seat]!.hand[kind]) {
    if (state.cards[id]!.name === name && copy-- === 0) return id;
  }
  return undefined;
}

/** The trade code of card `id` of `seat`'s hand (its kind's codes shifted to their place among the traded kinds). */
function tradeCode(space: Space, state: GridTravelerState, seat: Player, id: number): number {
  const kind = state.cards[id]!.kind;
  return space.tradeOffset[kind] + cardCode(space, state, seat, kind, id);
}

/** The card of `seat`'s hand with trade code `code`, or undefined. */
function tradeCardAt(space: Space, state: GridTravelerState, seat: Player, code: number): number | undefined {
  for (const kind of TRADED_KINDS) {
    const rel = code - space.tradeOffset[kind];
    if (rel >= 0 && rel < space.cards[kind].total) return cardAt(space, state, seat, kind, rel);
  }
  return undefined;
}

/**
 * The number of `action`, a legal action in `state` (`Game.encodeAction`; the core has checked
 * that it is legal, so every card it names is in its player's hand).
 */
export function encodeAction(state: GridTravelerState, action: GridTravelerAction): number {
  const space = spaceOf(state.config);
  const at = space.base[action.type];
  const seat = action.player;
  const players = space.players;
  switch (action.type) {
    case 'repair':
      return at + (action.component === 'damage' ? COMPONENTS.length : COMPONENTS.indexOf(action.component));
    case 'weaken':
    case 'attack':
      return at + action.target;
    case 'draw':
      return at + (action.ditfoi ? 2 : 0) + (action.whisper ? 1 : 0);
    case 'move':
      return at + GRID_TRAVELER_DIRECTIONS.indexOf(action.direction);
    case 'jump':
      return at + action.to;
    case 'fight':
      return at + action.target * 2 + (action.kind === 'magick' ? 1 : 0);
    case 'offerTrade':
      return at + (action.to * space.tradeCodes + tradeCode(space, state, seat, action.give)) * TRADED_KINDS.length + TRADED_KINDS.indexOf(action.want);
    case 'acceptTrade':
      return at + tradeCode(space, state, seat, action.give);
    case 'ditfoi': {
      const code = cardCode(space, state, seat, 'ditfoi', action.card);
      const any = space.ditfoiComponent[space.ditfoiStart[code]!]! >= 0;
      return at + action.target * space.ditfoiSpan + space.ditfoiStart[code]! + (any ? COMPONENTS.indexOf(action.component) : 0);
    }
    case 'retreat':
      return at + space.destinationAt[action.to]!;
    case 'pursue':
      return at + (action.pursue ? 0 : 1);
    case 'cast':
      return at + cardCode(space, state, seat, 'magick', action.card) * players + action.target;
    case 'playWhisper':
      return at + cardCode(space, state, seat, 'whisper', action.card);
    case 'block':
      return at + (action.card === null ? space.cards.magick.total : cardCode(space, state, seat, 'magick', action.card));
    case 'travel':
    case 'stay':
    case 'stop':
    case 'scan':
    case 'declineTrade':
    case 'endTurn':
    case 'holdFire':
    case 'pass':
      return at;
  }
}

/** The action type whose block holds `index` (blocks in `GRID_ACTION_TYPES` order). */
function typeAt(space: Space, index: number): ActionType {
  let found: ActionType = GRID_ACTION_TYPES[0];
  for (const type of GRID_ACTION_TYPES) {
    if (space.count[type] === 0) continue;
    if (space.base[type] > index) break;
    found = type;
  }
  return found;
}

/**
 * The action of `player` that number `index` stands for in `state`, or undefined when it names a
 * card the player does not hold (`GameRules.decodeAction`; the core checks the answer is legal).
 * Keys come in the order `legalActions` writes them.
 */
export function decodeAction(state: GridTravelerState, index: number, player: Player): GridTravelerAction | undefined {
  const space = spaceOf(state.config);
  const type = typeAt(space, index);
  const rel = index - space.base[type];
  const players = space.players;
  switch (type) {
    case 'repair':
      return { type, player, component: rel === COMPONENTS.length ? 'damage' : COMPONENTS[rel]! };
    case 'weaken':
    case 'attack':
      return { type, player, target: rel };
    case 'draw':
      return { type, player, ditfoi: rel >= 2, whisper: rel % 2 === 1 };
    case 'move':
      return { type, player, direction: GRID_TRAVELER_DIRECTIONS[rel] as Direction };
    case 'jump':
      return { type, player, to: rel };
    case 'fight':
      return { type, player, target: Math.floor(rel / 2), kind: rel % 2 === 1 ? 'magick' : 'ship' };
    case 'offerTrade': {
      const want = TRADED_KINDS[rel % TRADED_KINDS.length]!;
      const pair = Math.floor(rel / TRADED_KINDS.length);
      const give = tradeCardAt(space, state, player, pair % space.tradeCodes);
      return give === undefined ? undefined : { type, player, to: Math.floor(pair / space.tradeCodes), give, want };
    }
    case 'acceptTrade': {
      const give = tradeCardAt(space, state, player, rel);
      return give === undefined ? undefined : { type, player, give };
    }
    case 'ditfoi': {
      const within = rel % space.ditfoiSpan;
      const code = space.ditfoiCode[within]!;
      const card = cardAt(space, state, player, 'ditfoi', code);
      if (card === undefined) return undefined;
      const c = space.ditfoiComponent[within]!;
      const component = (c >= 0 ? COMPONENTS[c] : space.cards.ditfoi.designs[space.designOf.ditfoi[code]!]) as Component;
      return { type, player, card, target: Math.floor(rel / space.ditfoiSpan), component };
    }
    case 'retreat':
      return { type, player, to: space.destinations[rel]! };
    case 'pursue':
      return { type, player, pursue: rel === 0 };
    case 'cast': {
      const card = cardAt(space, state, player, 'magick', Math.floor(rel / players));
      return card === undefined ? undefined : { type, player, card, target: rel % players };
    }
    case 'playWhisper': {
      const card = cardAt(space, state, player, 'whisper', rel);
      return card === undefined ? undefined : { type, player, card };
    }
    case 'block': {
      if (rel === space.cards.magick.total) return { type, player, card: null };
      const card = cardAt(space, state, player, 'magick', rel);
      return card === undefined ? undefined : { type, player, card };
    }
    case 'travel':
    case 'stay':
    case 'stop':
    case 'scan':
    case 'declineTrade':
    case 'endTurn':
    case 'holdFire':
    case 'pass':
      return { type, player };
  }
}
