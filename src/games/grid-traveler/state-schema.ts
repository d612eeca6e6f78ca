/**
 * The shape of a saved GRID Traveler state, field by field, for `parseState` (DESIGN §8: total
 * parsing), and of actions, for `parseAction`. Beyond shapes and ranges it checks how the parts
 * fit, so that a state it accepts never makes a game function fail on a missing card, seat, tile
 * or fight:
 * - the cards are the game's decks (every design of the config's Magick deck in its copies, every
 *   Whisper and DITFOI design in its copies, and each body's materials), and each card sits in
 *   exactly one place of its kind (GT-30); events name only designs of those decks;
 * - each seat's persona, cruiser and Necronian is one of the config's decks (GT-23, GT-24, GT-27);
 * - cubes are conserved: a body holds one cube per card of its deck, the rest are in the discard
 *   (GT-S41, GT-8);
 * - who knows what: a seat knows its own hand; face-up cards are known to all (GT-30);
 * - cruisers stand on the board, off every body but the Star before launch, their orbit that of
 *   the ring they stand on (GT-7);
 * - mats, Health and nanytes within their limits (GT-3, GT-12, GT-S66);
 * - the turn, the fights and the end agree with each other and with who is still playing (GT-17);
 * - each seat has its own persona, cruiser and Necronian, those it asked for (GT-2); a player
 *   still in the game has Health and a cruiser (GT-13); final scores are what the seats have left
 *   (GT-31).
 */
import { bool, ensure, fromParser, int, list, nullable, object, oneOf, refine, str, variant, type Schema } from '../../core/schema.js';
import { GRID_TRAVELER_DIRECTIONS } from './content/board.js';
import { COMPONENTS, DESTROYING_DAMAGE, DISABLING_CUBES } from './content/cruisers.js';
import { DITFOI_CARDS, DITFOI_COPIES } from './content/ditfoi.js';
import { MATERIAL_IDS } from './content/materials.js';
import { WHISPERS, WHISPER_COPIES, WHISPER_IDS } from './content/whispers.js';
import { indexBoard } from './rules/board.js';
import { contentOf } from './rules/content.js';
import { maxHealth, maxNanytes } from './rules/numbers.js';
import { scoreOf } from './rules/end.js';
import { MAX_BOARD_SIDE, MAX_BODIES, MAX_MATERIALS_PER_BODY, MAX_PLAYERS, MAX_ROUND_LIMIT, parseConfig } from './parse-config.js';
import { MAX_ID_LENGTH, MAX_MAGICK_CARDS } from './parse-decks.js';
import {
  CARD_KINDS,
  type GridCardKind,
  type GridCardShown,
  type GridCombat,
  type GridSeat,
  type GridTravelerAction,
  type GridTravelerConfig,
  type GridTravelerEvent,
  type GridTravelerState,
} from './types.js';

/**
 * The most card instances a game can have: the largest Magick deck a config may bring, the
 * Whisper and DITFOI decks, and the most materials a board may hold.
 */
export const MAX_CARDS = MAX_MAGICK_CARDS + WHISPER_IDS.length * WHISPER_COPIES + DITFOI_CARDS.length * DITFOI_COPIES + MAX_BODIES * MAX_MATERIALS_PER_BODY;
/** The most tiles a board may have. */
export const MAX_TILES = MAX_BOARD_SIDE * MAX_BOARD_SIDE;

const seat = int(0, MAX_PLAYERS - 1);
const card = int(0, MAX_CARDS - 1);
const tile = int(0, MAX_TILES - 1);
const body = int(0, MAX_BODIES - 1);
const kind = oneOf(CARD_KINDS);
const component = oneOf(COMPONENTS);
/** A component or Damage: what a repair takes a cube off (GT-4). */
const repairable = oneOf([...COMPONENTS, 'damage'] as const);
const direction = oneOf(GRID_TRAVELER_DIRECTIONS);
const fightKind = oneOf(['ship', 'magick'] as const);
const count = int(0, 1_000_000);
const signed = int(-1_000_000, 1_000_000);
const roundNumber = int(0, MAX_ROUND_LIMIT + 1);
const word = str(40);
const whisperId = oneOf(WHISPER_IDS);
/**
 * A design's id, whatever its kind: its shape only. Which designs a game has depends on its
 * config's Magick deck, so the whole-state check reads them against it (`designsOf`).
 */
const design = str(MAX_ID_LENGTH);
/** A cruiser, persona or Necronian id: its shape only, read against the config's decks later. */
const characterId = str(MAX_ID_LENGTH);

/** The designs a card of each kind may have in a game of `config` (GT-25, GT-30): the Magick deck is the config's. */
function designsOf(config: GridTravelerConfig): Readonly<Record<GridCardKind, ReadonlySet<string>>> {
  return {
    magick: new Set(config.decks.magick.map((entry) => entry.card.id)),
    material: new Set(MATERIAL_IDS),
    whisper: new Set(WHISPER_IDS),
    ditfoi: new Set(DITFOI_CARDS),
  };
}
const OVERREACH = new Set<string>(WHISPERS.filter((w) => w.overreach).map((w) => w.id));

// ---------------------------------------------------------------------------------------------
// Actions

/** Every action's fields besides `type` (GT-S20…GT-S78): exactly these, no more. */
const actionShapes = variant('type', {
  repair: { player: seat, component: repairable },
  weaken: { player: seat, target: seat },
  draw: { player: seat, ditfoi: bool, whisper: bool },
  travel: { player: seat },
  stay: { player: seat },
  move: { player: seat, direction },
  jump: { player: seat, to: tile },
  stop: { player: seat },
  scan: { player: seat },
  fight: { player: seat, target: seat, kind: fightKind },
  offerTrade: { player: seat, to: seat, give: card, want: kind },
  acceptTrade: { player: seat, give: card },
  declineTrade: { player: seat },
  endTurn: { player: seat },
  attack: { player: seat, target: seat },
  ditfoi: { player: seat, card, target: seat, component },
  retreat: { player: seat, to: tile },
  holdFire: { player: seat },
  pursue: { player: seat, pursue: bool },
  cast: { player: seat, card, target: seat },
  playWhisper: { player: seat, card },
  block: { player: seat, card: nullable(card) },
  pass: { player: seat },
});

/** One action, its `type` first (as the rules write them). */
export const actionSchema: Schema<GridTravelerAction> = (input, path) => {
  const { type, ...rest } = actionShapes(input, path) as unknown as { type: string } & Record<string, unknown>;
  return { type, ...rest } as unknown as GridTravelerAction;
};

// ---------------------------------------------------------------------------------------------
// Events

const audience = nullable(list(seat, { max: MAX_PLAYERS }));
const members = list(seat, { max: MAX_PLAYERS });
const shown = object({ id: nullable(card), kind, name: nullable(design) });
const effectSource = oneOf([...WHISPER_IDS, 'weaken', 'hamper'] as const);

const event = variant('type', {
  setupDone: { audience, order: members },
  rolled: { audience, player: seat, die: oneOf([8, 12, 20] as const), value: int(1, 20), why: word, target: nullable(signed) },
  roundStarted: { audience, round: roundNumber },
  turnStarted: { audience, player: seat },
  recovered: { audience, player: seat, health: int(0, 1), nanytes: int(0, 1), component: nullable(repairable) },
  drew: { audience, player: seat, card: shown, from: nullable(body) },
  whispered: { audience, player: seat, card, whisper: whisperId },
  effectEnded: { audience, player: seat, source: effectSource },
  weakened: { audience, player: seat, target: seat, nanytes: count },
  moved: { audience, player: seat, from: tile, to: tile, how: oneOf(['step', 'jump', 'orbit', 'retreat', 'pursuit'] as const), place: str(80) },
  orbit: { audience, player: seat, body, what: oneOf(['entered', 'completed', 'left'] as const), name: str(80) },
  travelEnded: { audience, player: seat, forfeited: count },
  scanned: { audience, player: seat, body, found: bool, name: str(80) },
  tradeOffered: { audience, player: seat, to: seat, card: shown, want: kind },
  tradeAnswered: { audience, player: seat, to: seat, accepted: bool, card: nullable(shown) },
  fightStarted: { audience, player: seat, target: seat, kind: fightKind, members },
  revealed: { audience, player: seat, cards: list(shown, { max: MAX_CARDS }), materials: list(shown, { max: MAX_CARDS }) },
  shot: { audience, player: seat, target: seat, result: oneOf(['missed', 'saved', 'shields', 'held', 'damage'] as const) },
  componentHit: { audience, player: seat, component, cube: oneOf(['red', 'yellow'] as const), disabled: bool },
  ditfoiPlayed: { audience, player: seat, target: seat, component, card, design: oneOf(DITFOI_CARDS), success: bool },
  retreated: { audience, player: seat, to: tile, place: str(80) },
  pursuit: { audience, player: seat, target: seat, pursues: bool },
  retreatEnded: { audience, player: seat, result: oneOf(['escaped', 'caught'] as const) },
  cast: { audience, player: seat, target: seat, card, magick: design, success: bool },
  blocked: { audience, player: seat, card: nullable(card), magick: nullable(design), success: bool, passive: bool },
  passed: { audience, player: seat },
  heldFire: { audience, player: seat },
  fightBrokenOff: { audience, members, why: oneOf(['movedOn', 'turnLimit'] as const) },
  spent: { audience, player: seat, health: signed, nanytes: signed, why: word },
  fightEnded: { audience, members },
  eliminated: { audience, player: seat, by: nullable(seat), why: oneOf(['destroyed', 'health'] as const), spoils: count, discarded: list(shown, { max: MAX_CARDS }) },
  turnEnded: { audience, player: seat },
  gameOver: { audience, reason: oneOf(['lastStanding', 'maxRounds'] as const), scores: list(signed, { max: MAX_PLAYERS }) },
}) as unknown as Schema<GridTravelerEvent>;

// ---------------------------------------------------------------------------------------------
// State

/** The config, read by the game's own config parser (its refusals become this state's). */
const config: Schema<GridTravelerConfig> = fromParser(parseConfig);

const cards = list(card, { max: MAX_CARDS });
const track = refine(object({ red: int(0, DISABLING_CUBES), yellow: int(0, DISABLING_CUBES) }), (t, path) =>
  ensure(t.red + t.yellow <= DISABLING_CUBES, path, `at most ${DISABLING_CUBES} cubes fit on a component (GT-S66)`),
);
const tracks = object(Object.fromEntries(COMPONENTS.map((c) => [c, track])) as Record<(typeof COMPONENTS)[number], typeof track>);

const seatShape = object({
  persona: characterId,
  cruiser: characterId,
  necronian: characterId,
  position: object({ tile, orbit: nullable(object({ body, steps: count })) }),
  launched: bool,
  health: count,
  nanytes: count,
  tracks,
  damage: int(0, DESTROYING_DAMAGE),
  hand: object({ magick: cards, material: cards, whisper: cards, ditfoi: cards }),
  collectedAt: nullable(body),
  effects: list(object({ source: effectSource, card: nullable(card), left: int(0, 1000), used: bool }), { max: 100 }),
  weakenFrom: count,
  out: nullable(object({ round: roundNumber, by: nullable(seat) })),
});

const combatShape = object({
  kind: fightKind,
  body: nullable(body),
  members: list(seat, { min: 1, max: MAX_PLAYERS }),
  next: int(-1, MAX_PLAYERS),
  afterDitfoi: bool,
  retreat: nullable(object({ seat, to: tile, asking: members, pursuers: members })),
  attack: nullable(object({ seat, card, target: seat })),
  revealed: list(cards, { max: MAX_PLAYERS }),
  turns: count,
  fought: bool,
});

const turnShape = object({
  seat,
  stage: oneOf(['repair', 'draw', 'travel', 'moving', 'act', 'tradeReply'] as const),
  moves: int(0, 1000),
  heading: nullable(direction),
  maneuver: bool,
  scanned: bool,
  traded: bool,
  trade: nullable(object({ from: seat, to: seat, give: card, want: kind })),
});

const shape = object({
  config,
  cards: list(object({ kind, name: design, origin: nullable(body) }), { max: MAX_CARDS }),
  decks: object({ magick: cards, ditfoi: cards, whisper: cards }),
  discards: object({ magick: cards, whisper: cards }),
  removed: cards,
  supply: list(object({ cubes: int(0, MAX_MATERIALS_PER_BODY), deck: list(card, { max: MAX_MATERIALS_PER_BODY }) }), { max: MAX_BODIES }),
  cubeDiscard: int(0, MAX_BODIES * MAX_MATERIALS_PER_BODY),
  seats: list(seatShape, { min: 2, max: MAX_PLAYERS }),
  known: list(int(0, (1 << MAX_PLAYERS) - 1), { max: MAX_CARDS }),
  mixed: list(list(list(card, { min: 2, max: MAX_CARDS }), { max: MAX_CARDS }), { max: MAX_PLAYERS }),
  order: members,
  round: int(1, MAX_ROUND_LIMIT),
  phase: oneOf(['combat', 'turns'] as const),
  combats: list(combatShape, { max: MAX_PLAYERS }),
  combatIndex: int(0, MAX_PLAYERS),
  immediate: nullable(int(0, MAX_PLAYERS)),
  orderIndex: int(-1, MAX_PLAYERS),
  turn: nullable(turnShape),
  end: nullable(object({ reason: oneOf(['lastStanding', 'maxRounds'] as const), scores: list(signed, { max: MAX_PLAYERS }) })),
  events: list(event, { max: 100_000 }),
});

/** Where a card may sit, and the kind of card each place holds (GT-30). */
type Place = { readonly where: string; readonly kind: GridCardKind; readonly faceUp: boolean; readonly holder: number | null; readonly origin?: number };

/** The cards: the game's decks in full, each card in one place of its kind, known as it must be. */
function checkCards(state: GridTravelerState, path: string): void {
  const { players, board } = state.config;
  const everyone = (1 << players) - 1;
  const n = state.cards.length;
  ensure(state.known.length === n, `${path}.known`, `expected one mask per card (${n})`);
  state.known.forEach((mask, id) => ensure(mask <= everyone, `${path}.known[${id}]`, `a mask of seats among ${players}`));
  // Each seat's mixed groups (GT-30): cards of the game, one kind a group, each card in one group,
  // ascending within a group, groups by their first card.
  ensure(state.mixed.length === players, `${path}.mixed`, `expected one list of groups per seat (${players})`);
  state.mixed.forEach((groups, seat) => {
    const where = `${path}.mixed[${seat}]`;
    const seen = new Set<number>();
    groups.forEach((g, i) => {
      ensure(g.every((id, j) => id < n && (j === 0 || g[j - 1]! < id)), `${where}[${i}]`, 'cards of the game, ascending');
      ensure(g.every((id) => state.cards[id]!.kind === state.cards[g[0]!]!.kind), `${where}[${i}]`, 'cards of one kind');
      ensure(g.every((id) => !seen.has(id)), `${where}[${i}]`, 'a card in one group at most');
      g.forEach((id) => seen.add(id));
      ensure(i === 0 || groups[i - 1]![0]! < g[0]!, `${where}[${i}]`, 'groups ordered by their first card');
    });
  });

  // The decks in full: each design of the config's Magick deck and of the Whisper and DITFOI decks
  // in its copies, and each body's materials (GT-21, GT-25, GT-28, GT-29).
  const designs = designsOf(state.config);
  const counts = new Map<string, number>();
  state.cards.forEach((c, id) => {
    const where = `${path}.cards[${id}]`;
    ensure(designs[c.kind].has(c.name), `${where}.name`, `${JSON.stringify(c.name)} is not a ${c.kind} card`);
    if (c.kind === 'material') ensure(c.origin !== null && c.origin < board.bodies.length, `${where}.origin`, 'a material comes from a body of the board');
    else ensure(c.origin === null, `${where}.origin`, 'only a material has an origin');
    const key = c.kind === 'material' ? `material:${c.origin}:${c.name}` : `${c.kind}:${c.name}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const expected = new Map<string, number>();
  for (const entry of state.config.decks.magick) expected.set(`magick:${entry.card.id}`, entry.copies);
  for (const d of WHISPER_IDS) expected.set(`whisper:${d}`, WHISPER_COPIES);
  for (const d of DITFOI_CARDS) expected.set(`ditfoi:${d}`, DITFOI_COPIES);
  board.bodies.forEach((b, i) => {
    for (const m of b.materials) expected.set(`material:${i}:${m}`, (expected.get(`material:${i}:${m}`) ?? 0) + 1);
  });
  ensure(counts.size === expected.size && [...expected].every(([key, value]) => counts.get(key) === value), `${path}.cards`, "the cards must be the game's decks: each design of the config's Magick deck and each Whisper and DITFOI design in its copies, and each body's materials");

  // Each card in exactly one place of its kind.
  const placed = new Array<boolean>(n).fill(false);
  const put = (ids: readonly number[], place: Place): void => {
    ids.forEach((id, i) => {
      const where = `${place.where}[${i}]`;
      ensure(id < n, where, `no card ${id}`);
      ensure(!placed[id], where, `card ${id} is in more than one place`);
      placed[id] = true;
      const c = state.cards[id]!;
      ensure(c.kind === place.kind, where, `card ${id} is a ${c.kind} card, not a ${place.kind} card`);
      if (place.origin !== undefined) ensure(c.origin === place.origin, where, `card ${id} is a material of body ${String(c.origin)}, not of this body`);
      if (place.faceUp) ensure(state.known[id] === everyone, `${path}.known[${id}]`, `card ${id} is face up, so every seat knows it (GT-30)`);
      if (place.holder !== null) ensure((state.known[id]! & (1 << place.holder)) !== 0, `${path}.known[${id}]`, `seat ${place.holder} holds card ${id}, so it knows it`);
    });
  };
  const at = (where: string, k: GridCardKind, faceUp: boolean, holder: number | null = null): Place => ({ where, kind: k, faceUp, holder });
  put(state.decks.magick, at(`${path}.decks.magick`, 'magick', false));
  put(state.decks.ditfoi, at(`${path}.decks.ditfoi`, 'ditfoi', false));
  put(state.decks.whisper, at(`${path}.decks.whisper`, 'whisper', false));
  put(state.discards.magick, at(`${path}.discards.magick`, 'magick', true));
  put(state.discards.whisper, at(`${path}.discards.whisper`, 'whisper', true));
  put(state.removed, at(`${path}.removed`, 'ditfoi', true));
  state.supply.forEach((s, b) => put(s.deck, { where: `${path}.supply[${b}].deck`, kind: 'material', faceUp: false, holder: null, origin: b }));
  state.seats.forEach((s, i) => {
    for (const k of CARD_KINDS) put(s.hand[k], at(`${path}.seats[${i}].hand.${k}`, k, false, i));
    s.effects.forEach((e, j) => {
      if (e.card !== null) put([e.card], at(`${path}.seats[${i}].effects[${j}].card`, 'whisper', true));
    });
  });
  const lost = placed.indexOf(false);
  ensure(lost < 0, `${path}.cards[${lost}]`, `card ${lost} is nowhere`);
}

/** The designs events name are those of the game's decks, each of its kind (GT-25, GT-30). */
function checkEvents(state: GridTravelerState, path: string): void {
  const designs = designsOf(state.config);
  const check = (card: GridCardShown, where: string): void => {
    if (card.name !== null) ensure(designs[card.kind].has(card.name), `${where}.name`, `${JSON.stringify(card.name)} is not a ${card.kind} card of this game`);
  };
  state.events.forEach((e, i) => {
    const where = `${path}.events[${i}]`;
    switch (e.type) {
      case 'drew':
      case 'tradeOffered':
        check(e.card, `${where}.card`);
        break;
      case 'tradeAnswered':
        if (e.card !== null) check(e.card, `${where}.card`);
        break;
      case 'revealed':
        e.cards.forEach((c, j) => check(c, `${where}.cards[${j}]`));
        e.materials.forEach((c, j) => check(c, `${where}.materials[${j}]`));
        break;
      case 'eliminated':
        e.discarded.forEach((c, j) => check(c, `${where}.discarded[${j}]`));
        break;
      case 'cast':
        ensure(designs.magick.has(e.magick), `${where}.magick`, `${JSON.stringify(e.magick)} is not a Magick card of this game`);
        break;
      default:
        break;
    }
  });
}

/** One seat: its numbers, its position, its hand and effects (GT-3, GT-7, GT-13, GT-16). */
function checkSeat(state: GridTravelerState, s: GridSeat, i: number, path: string): void {
  const where = `${path}.seats[${i}]`;
  const index = indexBoard(state.config.board);
  // Its cards are those of the config's decks (GT-23, GT-24, GT-27), whose numbers the rest reads.
  const content = contentOf(state.config);
  ensure(content.persona(s.persona) !== undefined, `${where}.persona`, `${JSON.stringify(s.persona)} is no persona of the config's decks (GT-24)`);
  ensure(content.cruiser(s.cruiser) !== undefined, `${where}.cruiser`, `${JSON.stringify(s.cruiser)} is no cruiser of the config's decks (GT-23)`);
  ensure(content.necronian(s.necronian) !== undefined, `${where}.necronian`, `${JSON.stringify(s.necronian)} is no Necronian of the config's decks (GT-27)`);
  ensure(s.health <= maxHealth(state, s), `${where}.health`, `above the maximum of ${maxHealth(state, s)} (GT-S06)`);
  ensure(s.nanytes <= maxNanytes(state, s), `${where}.nanytes`, `above the maximum of ${maxNanytes(state, s)} (GT-3)`);
  const { tile: at, orbit } = s.position;
  ensure(at < index.size, `${where}.position.tile`, 'off the board');
  const bodyHere = index.bodyAt[at]!;
  // Before its first travel a cruiser sits on the Star's own tile (GT-S10); no body's tile is entered otherwise (GT-5).
  ensure(bodyHere < 0 || (bodyHere === 0 && !s.launched), `${where}.position.tile`, 'a cruiser stands on a body only on the Star before its launch (GT-S10, GT-5)');
  const ring = index.ringOf[at]!;
  ensure((orbit === null && ring < 0) || (orbit !== null && orbit.body === ring), `${where}.position.orbit`, 'a cruiser is in the orbit of the ring it stands on, and of no other (GT-7)');
  ensure(s.collectedAt === null || s.collectedAt < state.config.board.bodies.length, `${where}.collectedAt`, 'no such body');
  for (const id of s.hand.whisper) {
    ensure(id >= state.cards.length || !OVERREACH.has(state.cards[id]!.name), `${where}.hand.whisper`, 'an Overreach is played the moment it is drawn, never kept (GT-S12, GT-16)');
  }
  s.effects.forEach((e, j) => {
    const at2 = `${where}.effects[${j}]`;
    if (e.source === 'weaken' || e.source === 'hamper') ensure(e.card === null, at2, 'WEAKEN and hamper have no card');
    else if (e.card !== null) ensure(e.card < state.cards.length && state.cards[e.card]!.name === e.source, at2, 'the effect is the Whisper card it names');
  });
  // A cruiser destroyed or Health gone puts its player out at once (GT-13).
  ensure(s.out !== null || (s.health > 0 && s.damage < DESTROYING_DAMAGE), where, 'a player with no Health left or a destroyed cruiser is out of the game (GT-13)');
  if (s.out !== null) {
    ensure(CARD_KINDS.every((k) => s.hand[k].length === 0) && s.effects.every((e) => e.card === null), where, 'a player out of the game holds no cards (GT-13)');
    ensure(s.out.by === null || s.out.by < state.config.players, `${where}.out.by`, 'no such seat');
    ensure(s.out.round <= state.round, `${where}.out.round`, 'out in a round still to come');
  }
}

/**
 * Each seat was dealt its own persona, cruiser and Necronian, the one it asked for if it asked
 * (GT-2): no two seats share one.
 */
function checkDealt(state: GridTravelerState, path: string): void {
  for (const which of ['persona', 'cruiser', 'necronian'] as const) {
    const dealt = state.seats.map((s) => s[which]);
    dealt.forEach((id, i) => {
      ensure(dealt.indexOf(id) === i, `${path}.seats[${i}].${which}`, `seats ${dealt.indexOf(id)} and ${i} were both dealt the ${which} ${JSON.stringify(id)}: each seat has its own (GT-2)`);
      const asked = state.config.seats[i]?.[which];
      ensure(asked === undefined || asked === id, `${path}.seats[${i}].${which}`, `the seat asked for the ${which} ${JSON.stringify(asked)} and was dealt it (GT-2)`);
    });
  }
}

/** The fights (GT-9, GT-10, GT-11, GT-14, GT-17). */
function checkCombat(state: GridTravelerState, c: GridCombat, k: number, inFight: Set<number>, path: string): void {
  const where = `${path}.combats[${k}]`;
  const { players, board } = state.config;
  ensure(c.members.every((m) => m < players && state.seats[m]!.out === null), `${where}.members`, 'every member is a player still in the game');
  for (const m of c.members) {
    ensure(!inFight.has(m), `${where}.members`, `seat ${m} is in two fights`);
    inFight.add(m);
  }
  ensure(c.next <= c.members.length, `${where}.next`, 'past the last member');
  if (c.kind === 'magick') ensure(c.body !== null && c.body < board.bodies.length && board.bodies[c.body]!.kind === 'planet', `${where}.body`, 'a Magick fight is fought on a planet (GT-9)');
  else ensure(c.body === null, `${where}.body`, 'a ship fight is on no planet');
  ensure(c.revealed.length === players, `${where}.revealed`, `expected one list per seat (${players})`);
  c.revealed.forEach((ids, s) => {
    ensure(ids.length === 0 || (c.kind === 'magick' && c.members.includes(s)), `${where}.revealed[${s}]`, 'only members of a Magick fight lay cards out (GT-14)');
    ensure(ids.every((id) => id < state.cards.length) && new Set(ids).size === ids.length, `${where}.revealed[${s}]`, 'distinct cards of the game');
  });
  const r = c.retreat;
  if (r !== null) {
    const rw = `${where}.retreat`;
    ensure(c.members.includes(r.seat), rw, 'the one retreating is a member');
    ensure(indexBoard(board).destinations.includes(r.to), `${rw}.to`, 'a retreat is announced to a shaded tile or a GRID point (GT-11)');
    const named = [...r.asking, ...r.pursuers];
    ensure(new Set(named).size === named.length && named.every((m) => m !== r.seat && c.members.includes(m)), rw, 'pursuers are other members, each asked once');
  }
  const a = c.attack;
  if (a !== null) {
    const aw = `${where}.attack`;
    ensure(c.kind === 'magick' && c.members.includes(a.seat) && c.members.includes(a.target) && a.seat !== a.target, aw, 'a Magick attack is between two members of a Magick fight (GT-14)');
    ensure(a.card < state.cards.length && state.cards[a.card]!.kind === 'magick', `${aw}.card`, 'a Magick card');
  }
}

/** The whole state: shapes, then how its parts fit together. */
export const gridStateSchema: Schema<GridTravelerState> = refine(shape as unknown as Schema<GridTravelerState>, (state, path) => {
  const { players, board, maxRounds } = state.config;
  const over = state.end !== null;
  ensure(state.seats.length === players, `${path}.seats`, `expected one seat per player (${players})`);
  ensure(state.order.length === players && new Set(state.order).size === players && state.order.every((s) => s < players), `${path}.order`, `the seats 0–${players - 1}, each once`);
  ensure(state.supply.length === board.bodies.length, `${path}.supply`, `expected one supply per body (${board.bodies.length})`);
  ensure(state.round <= maxRounds, `${path}.round`, `past the round limit of ${maxRounds} (GT-31)`);
  checkCards(state, path);
  checkEvents(state, path);

  // Cubes: one on a body for each card of its deck, the rest in the discard (GT-S41, GT-8).
  let total = 0;
  let left = 0;
  state.supply.forEach((s, b) => {
    ensure(s.cubes === s.deck.length, `${path}.supply[${b}].cubes`, 'a body holds one cube for each card of its deck (GT-S41)');
    total += board.bodies[b]!.materials.length;
    left += s.deck.length;
  });
  ensure(state.cubeDiscard === total - left, `${path}.cubeDiscard`, `the cubes not on a body are in the discard (${total - left})`);

  state.seats.forEach((s, i) => checkSeat(state, s, i, path));
  checkDealt(state, path);
  const playing = state.seats.flatMap((s, i) => (s.out === null ? [i] : []));

  // Fights.
  const inFight = new Set<number>();
  state.combats.forEach((c, k) => checkCombat(state, c, k, inFight, path));
  ensure(state.combatIndex <= state.combats.length, `${path}.combatIndex`, 'no such fight');
  ensure(state.immediate === null || state.immediate < state.combats.length, `${path}.immediate`, 'no such fight');
  ensure(state.orderIndex <= players, `${path}.orderIndex`, 'past the last seat');

  // The end (GT-S77, GT-31).
  if (over) {
    const end = state.end!;
    ensure(end.scores.length === players, `${path}.end.scores`, `expected one score per seat (${players})`);
    if (end.reason === 'lastStanding') ensure(playing.length <= 1, `${path}.end.reason`, 'more than one player is still in the game');
    else ensure(state.round === maxRounds, `${path}.end.reason`, `the game is scored at the end of round ${maxRounds}`);
    end.scores.forEach((score, i) => {
      const left = scoreOf(state, i);
      ensure(score === left, `${path}.end.scores[${i}]`, `a seat's score is what it has left at the end, ${left} (GT-31)`);
    });
    ensure(state.turn === null, `${path}.turn`, 'no turn is played once the game is over');
    return;
  }
  ensure(playing.length >= 2, `${path}.seats`, 'the game goes on only while two players or more are in it (GT-S77)');

  // The turn and the fight taking its combat turn (GT-17).
  const turn = state.turn;
  if (state.phase === 'combat') {
    ensure(turn === null, `${path}.turn`, 'no regular turn is played in the combat phase');
    ensure(state.immediate === null, `${path}.immediate`, 'a fight begun in a turn is fought in that turn');
    ensure(state.combatIndex < state.combats.length, `${path}.combatIndex`, 'the combat phase needs a fight to take its turn');
  } else {
    ensure(turn !== null, `${path}.turn`, 'the regular turns phase has a turn in progress');
  }
  if (turn !== null) {
    const tw = `${path}.turn`;
    ensure(state.orderIndex >= 0 && state.orderIndex < players && state.order[state.orderIndex] === turn.seat, `${tw}.seat`, 'the turn is that of the seat `orderIndex` names');
    ensure(turn.seat < players && state.seats[turn.seat]!.out === null, `${tw}.seat`, 'a player still in the game');
    const trade = turn.trade;
    ensure((trade !== null) === (turn.stage === 'tradeReply'), `${tw}.trade`, 'an offer waits for its answer in the tradeReply stage, and only then');
    if (trade !== null) {
      ensure(trade.from === turn.seat && trade.to !== trade.from && trade.to < players && state.seats[trade.to]!.out === null, `${tw}.trade`, 'an offer from the player whose turn it is to another player in the game (GT-19)');
      const offered = state.cards[trade.give];
      ensure(offered !== undefined && state.seats[trade.from]!.hand[offered.kind].includes(trade.give), `${tw}.trade.give`, "the card offered is in the offerer's hand");
      ensure(turn.traded, `${tw}.traded`, 'an offer made this turn counts as its trade (GT-19)');
    }
  }
  const current = state.immediate !== null ? state.combats[state.immediate] : state.phase === 'combat' ? state.combats[state.combatIndex] : undefined;
  if (current !== undefined) {
    ensure(current.members.length >= 2 && current.next >= 0 && current.next < current.members.length, `${path}.combats`, 'the fight taking its combat turn has two members or more, one of them to act');
  }
});
