/**
 * GRID Traveler's observation tensor (DESIGN §13, issue 28): one seat's view as a fixed-length row
 * of numbers, about 0 to 1, in the slices `observationLayout` names. It reads the view only (what
 * the seat sees: its own hand, everything public), so two states the seat cannot tell apart give
 * the same tensor. Categories are one-hot, counts are divided by their most, dice numbers by 12.
 *
 * Seats are numbered as in the game (seat s is row s of every per-seat slice), with `viewer` saying
 * which one is looking; tiles as the board numbers them (`y * width + x`); cards by design, in the
 * orders the action space uses (`gridTravelerActionLayout(config).cards`). What the seat only
 * remembers (a card it gave away in a trade, the dice of past turns) is not in the view and so not
 * here: that is the learner's memory. The table of slices is in docs/rules/grid-traveler.md.
 */
import type { ObservationLayout, ObservationSlice, Player } from '../../core/game.js';
import { gridTravelerActionLayout, type GridCardCodes } from './action-space.js';
import { GRID_TRAVELER_DIRECTIONS } from './content/board.js';
import { COMPONENTS, DESTROYING_DAMAGE, DISABLING_CUBES } from './content/cruisers.js';
import { MAGICK_TYPES } from './content/magick.js';
import { BASE_NANYTES, WEAKEN } from './content/necronians.js';
import { BASE_HEALTH } from './content/personas.js';
import { OVERREACH_ROUNDS, WHISPER_COMBAT_TURNS, whisperById } from './content/whispers.js';
import { indexBoard, xyOf } from './rules/board.js';
import { currentCombat } from './rules/fights.js';
import { FIGHT_TURN_LIMIT } from './rules/flow.js';
import { actors } from './rules/legal.js';
import { effective, maxHealth, maxNanytes, skillLevel } from './rules/numbers.js';
import { HAMPER_ROLLS } from './rules/whispers.js';
import { CARD_KINDS, type GridCardKind, type GridCombat, type GridEffect, type GridStage, type GridTravelerConfig, type GridTravelerState, type GridTravelerView } from './types.js';

/** The stages of a regular turn, in the order of the `turn.stage` slice. */
const STAGES: readonly GridStage[] = ['repair', 'draw', 'travel', 'moving', 'act', 'tradeReply'];

/** The kinds of card a trade may move, in the order of the `trade.want` slice. */
const TRADED: readonly GridCardKind[] = ['magick', 'material', 'whisper'];

/** The sources of a lasting effect, in the order of the `seats.effects` slice: the Whispers, WEAKEN, the Effects I hamper. */
const EFFECT_SOURCES: readonly GridEffect['source'][] = ['nanyteBleed', 'sensorGhosts', 'drift', 'hubris', 'focus', 'ward', 'surge', 'insight', 'weaken', 'hamper'];

/** The most an effect of each source counts down from (rounds, combat turns or Magick rolls). */
const EFFECT_LENGTH = EFFECT_SOURCES.map((source) => {
  if (source === 'weaken') return WEAKEN.actions;
  if (source === 'hamper') return HAMPER_ROLLS;
  return whisperById(source)?.overreach === true ? OVERREACH_ROUNDS : WHISPER_COMBAT_TURNS;
});

/** The D12 every skill and component number is rolled against: a number of 12 always succeeds. */
const D12 = 12;

/** Fields of the `seats.status` slice, per seat. */
const STATUS_FIELDS = 10;

/** The per-seat numbers of `seats.numbers`: the components, then the Magick skills. */
const NUMBER_FIELDS = COMPONENTS.length + MAGICK_TYPES.length;

/** The layout with each slice's offset by name, and the config's scales, for one config. */
interface Plan {
  /** The public layout. */
  readonly layout: ObservationLayout;
  /** Offsets by slice name. */
  readonly at: Readonly<Record<string, number>>;
  /** Card codes per kind (for the copies of each design). */
  readonly cards: Readonly<Record<GridCardKind, GridCardCodes>>;
  /** Where each kind's designs start in a slice of all designs (`hand`, `faceUp`). */
  readonly designStart: Readonly<Record<GridCardKind, number>>;
  /** Design index by id, per kind. */
  readonly designIndex: Readonly<Record<GridCardKind, ReadonlyMap<string, number>>>;
  /** Designs of all kinds. */
  readonly allDesigns: number;
  /** Designs of the traded kinds (`trade.give`). */
  readonly tradeDesigns: number;
  /** Health when full, at most, over the config's personas. */
  readonly healthCap: number;
  /** Nanytes when full, at most, over the config's mentors. */
  readonly nanyteCap: number;
  /** The most tiles a travel may count: the D8 plus the fastest cruiser's Speed. */
  readonly movesCap: number;
  /** Material cards each body starts with. */
  readonly bodyMaterials: readonly number[];
  /** Material cards in the game. */
  readonly materials: number;
  /** Retreat destination index of each tile, or -1. */
  readonly destinationAt: Int32Array;
  /** Persona index by id, in the config's order. */
  readonly persona: ReadonlyMap<string, number>;
  /** Cruiser index by id. */
  readonly cruiser: ReadonlyMap<string, number>;
  /** Necronian mentor index by id. */
  readonly necronian: ReadonlyMap<string, number>;
}

const plans = new WeakMap<GridTravelerConfig, Plan>();

/** The plan for `config` (computed once per config object). */
function planOf(config: GridTravelerConfig): Plan {
  const hit = plans.get(config);
  if (hit !== undefined) return hit;
  const players = config.players;
  const board = indexBoard(config.board);
  const bodies = config.board.bodies.length;
  const tiles = board.size;
  const { cards, destinations } = gridTravelerActionLayout(config);
  const designs = (kind: GridCardKind): number => cards[kind].designs.length;
  const md = designs('magick');
  const decks = config.decks;
  const slices: ObservationSlice[] = [];
  const at: Record<string, number> = {};
  let offset = 0;
  const add = (name: string, length: number, description: string): void => {
    slices.push({ name, offset, length, description });
    at[name] = offset;
    offset += length;
  };
  const designStart = {} as Record<GridCardKind, number>;
  let allDesigns = 0;
  for (const kind of CARD_KINDS) {
    designStart[kind] = allDesigns;
    allDesigns += designs(kind);
  }
  const tradeDesigns = TRADED.reduce((n, kind) => n + designs(kind), 0);
  const perSeat = (what: string): string => `${players} rows, one per seat in seat order, of ${what}`;

  add('viewer', players, 'one-hot: the seat looking (all 0 for a spectator)');
  add('round', 1, 'the round over the config\'s round limit');
  add('phase', 2, 'one-hot: regular turns, combat phase');
  add('end', 3, 'game over; it ended with one player standing; it ended at the round limit');
  add('scores', players, 'once over, each seat\'s score over the best score; else 0');
  add('order', players * players, perSeat('a one-hot of the seat\'s place in the order of play'));
  add('actor', players, 'the seat that must act now (one-hot; all 0 once over)');
  add('turn.seat', players, 'one-hot: whose regular turn it is (all 0 in the combat phase)');
  add('turn.stage', STAGES.length, `one-hot: the turn's stage (${STAGES.join(', ')})`);
  add('turn.moves', 1, 'tiles of travel left, over the D8 plus the fastest cruiser\'s Speed');
  add('turn.heading', GRID_TRAVELER_DIRECTIONS.length, `one-hot: the direction of the turn's last step (${GRID_TRAVELER_DIRECTIONS.join(', ')}); 0 for none`);
  add('turn.flags', 3, 'a Maneuver roll may still be made; it has scanned; it has offered a trade');
  add('trade.from', players, 'one-hot: who offers the pending trade');
  add('trade.to', players, 'one-hot: to whom');
  add('trade.want', TRADED.length, 'one-hot: the kind asked for (Magick, material, Whisper)');
  add('trade.give', tradeDesigns, 'one-hot: the design of the card offered (Magick designs, materials, Whispers), to the two seats in the trade only');
  add('fight.kind', 2, 'the fight taking its combat turn: one-hot ship, Magick (0 for none)');
  add('fight.body', bodies, 'one-hot: the planet a Magick fight is fought on');
  add('fight.members', players * players, perSeat('a one-hot of the seat\'s place among the fight\'s members (action order; 0 for a non-member)'));
  add('fight.next', players, 'one-hot: the member whose action it is in the combat turn');
  add('fight.flags', 2, 'the member acting has played a DITFOI and still acts; some member has fought this combat turn');
  add('fight.turns', 1, 'combat turns the fight has had, over the limit');
  add('retreat.seat', players, 'one-hot: the member retreating, while pursuers answer');
  add('retreat.to', destinations.length, 'one-hot: the destination announced, in the order of the board\'s retreat destinations');
  add('retreat.asking', players, 'members still to say whether they pursue');
  add('retreat.pursuers', players, 'members who pursue');
  add('attack.seat', players, 'one-hot: who cast the Magick attack waiting for a block');
  add('attack.target', players, 'one-hot: its target, who must block or not');
  add('attack.card', md, 'one-hot: the design of the card cast');
  add('seats.fight', players * 2, perSeat('in a ship fight; in a Magick fight'));
  add('seats.revealed', players * md, perSeat('the Magick cards it has laid face up in its fight, by design, over the copies of the design'));
  add('seats.status', players * STATUS_FIELDS, perSeat('out; launched; Health and nanytes over the most any seat may have; its own full Health and nanytes on that scale; Damage cubes over 5; WEAKEN ready; in orbit; ring steps over 8'));
  add('seats.tracks', players * COMPONENTS.length * 2, perSeat(`red cubes over 3 on each component (${COMPONENTS.join(', ')}), then yellow cubes over 3`));
  add('seats.numbers', players * NUMBER_FIELDS, perSeat(`each component's number now, then each Magick skill level (${MAGICK_TYPES.join(', ')}), over 12 and cut to 0…1`));
  add('seats.handSizes', players * CARD_KINDS.length, perSeat('cards held of each kind (Magick, material, Whisper, DITFOI) over the cards of that kind in the game'));
  add('seats.effects', players * (EFFECT_SOURCES.length + 1), perSeat(`for each source (${EFFECT_SOURCES.join(', ')}) what is left of its longest effect over its full length, then whether Insight's re-roll is used`));
  add('seats.orbit', players * bodies, perSeat('a one-hot of the body whose ring the cruiser is on'));
  add('seats.collectedAt', players * bodies, perSeat('a one-hot of the body it last collected a material at'));
  add('seats.persona', players * decks.personas.length, perSeat('a one-hot of its persona, in the config\'s order'));
  add('seats.cruiser', players * decks.cruisers.length, perSeat('a one-hot of its cruiser, in the config\'s order'));
  add('seats.necronian', players * decks.necronians.length, perSeat('a one-hot of its Necronian mentor, in the config\'s order'));
  // Two numbers per cruiser, not a plane of tiles each: the board is the same all game, and the
  // ring slices above say where a cruiser stands on a body's ring.
  add('seats.position', players * 2, perSeat(`its cruiser's column over ${config.board.width - 1}, then its row over ${config.board.height - 1}`));
  add('supply', bodies, 'each body\'s cubes over the material cards it started with');
  add('cubeDiscard', 1, 'cubes in the discard over the material cards in the game');
  add('decks', 3, 'Magick, DITFOI and Whisper cards left to draw, each over its deck\'s size');
  add('discards', md + designs('whisper') + designs('ditfoi'), 'face-up piles by design over copies: the Magick discard, the Whisper discard, the DITFOI cards out of the game');
  add('faceUp', allDesigns, 'cards in play face up by design over copies (Magick, material, Whisper, DITFOI designs)');
  add('hand', allDesigns, 'the viewer\'s own hand by design over copies (Magick, material, Whisper, DITFOI designs); 0 for a spectator');

  const bodyMaterials = config.board.bodies.map((b) => b.materials.length);
  const destinationAt = new Int32Array(tiles).fill(-1);
  destinations.forEach((tile, i) => (destinationAt[tile] = i));
  const ids = <T extends { readonly id: string }>(items: readonly T[]): Map<string, number> => new Map(items.map((item, i) => [item.id, i]));
  const designIndex = {} as Record<GridCardKind, Map<string, number>>;
  for (const kind of CARD_KINDS) designIndex[kind] = new Map(cards[kind].designs.map((d, i) => [d, i]));
  const plan: Plan = {
    layout: { size: offset, slices },
    at,
    cards,
    designStart,
    designIndex,
    allDesigns,
    tradeDesigns,
    healthCap: BASE_HEALTH + Math.max(0, ...decks.personas.map((p) => p.health)),
    nanyteCap: Math.max(1, BASE_NANYTES + Math.max(...decks.necronians.map((n) => n.modifier))),
    movesCap: 8 + Math.max(0, ...decks.cruisers.map((c) => c.speed)),
    bodyMaterials,
    materials: Math.max(1, bodyMaterials.reduce((a, b) => a + b, 0)),
    destinationAt,
    persona: ids(decks.personas),
    cruiser: ids(decks.cruisers),
    necronian: ids(decks.necronians),
  };
  plans.set(config, plan);
  return plan;
}

/** The layout of `config`'s observation tensor (`Game.observationLayout`). */
export function observationLayout(config: GridTravelerConfig): ObservationLayout {
  return planOf(config).layout;
}

/** A number cut to 0…1. */
const unit = (x: number): number => (x <= 0 ? 0 : x >= 1 ? 1 : x);

/**
 * The fight taking its combat turn, and who acts, as the rules find them, from the view. The view
 * does not say which fight a player's turn has just begun (the state's `immediate`); it is the one
 * holding the player whose turn it is, since a seat in a fight takes no regular turn otherwise.
 */
function pending(view: GridTravelerView): { combat: GridCombat | null; acting: readonly Player[] } {
  const turn = view.turn;
  const mine = view.phase === 'turns' && turn !== null ? view.combats.findIndex((c) => c.members.includes(turn.seat)) : -1;
  const table = {
    end: view.end,
    phase: view.phase,
    combats: view.combats,
    combatIndex: view.combatIndex,
    immediate: mine >= 0 ? mine : null,
    turn,
  } as unknown as GridTravelerState;
  return { combat: currentCombat(table), acting: actors(table) };
}

/**
 * `view` as numbers, in the layout of its config (`Game.observationTensor`). A seat's view and a
 * spectator's both serve; the spectator's has no hand and no viewer.
 */
export function observationTensor(view: GridTravelerView): Float32Array {
  const config = view.config;
  const plan = planOf(config);
  const { at, cards } = plan;
  const players = config.players;
  const out = new Float32Array(plan.layout.size);
  const one = (name: string, index: number): void => {
    if (index >= 0) out[at[name]! + index] = 1;
  };
  const viewer = view.viewer === 'spectator' ? -1 : view.viewer;
  // Designs of the cards the viewer can name: those face up and its own hand.
  const names = new Map<number, string>();
  for (const card of view.faceUp) names.set(card.id, card.name);
  const hand = viewer >= 0 ? view.seats[viewer]!.hand : null;
  if (hand !== null) for (const kind of CARD_KINDS) for (const card of hand[kind]) names.set(card.id, card.name);
  /** Adds 1 / copies at the design of `name` of `kind`, in a slice starting at `from` whose designs start at `start`. */
  const count = (from: number, kind: GridCardKind, name: string, start: number): void => {
    const d = plan.designIndex[kind].get(name);
    if (d === undefined) return;
    out[from + start + d]! += 1 / Math.max(1, cards[kind].copies[d]!);
  };

  one('viewer', viewer);
  out[at.round!] = unit(view.round / config.maxRounds);
  one('phase', view.phase === 'combat' ? 1 : 0);
  if (view.end !== null) {
    out[at.end!] = 1;
    out[at.end! + (view.end.reason === 'lastStanding' ? 1 : 2)] = 1;
    const best = Math.max(1, ...view.end.scores);
    view.end.scores.forEach((score, s) => (out[at.scores! + s] = unit(score / best)));
  }
  view.order.forEach((seat, place) => (out[at.order! + seat * players + place] = 1));
  const { combat, acting } = pending(view);
  for (const seat of acting) one('actor', seat);

  const turn = view.turn;
  if (turn !== null) {
    one('turn.seat', turn.seat);
    one('turn.stage', STAGES.indexOf(turn.stage));
    out[at['turn.moves']!] = unit(turn.moves / plan.movesCap);
    if (turn.heading !== null) one('turn.heading', GRID_TRAVELER_DIRECTIONS.indexOf(turn.heading));
    out[at['turn.flags']!] = turn.maneuver ? 1 : 0;
    out[at['turn.flags']! + 1] = turn.scanned ? 1 : 0;
    out[at['turn.flags']! + 2] = turn.traded ? 1 : 0;
    const trade = turn.trade;
    if (trade !== null) {
      one('trade.from', trade.from);
      one('trade.to', trade.to);
      one('trade.want', TRADED.indexOf(trade.want));
      const give = trade.give;
      if (give !== null) {
        const d = plan.designIndex[give.kind].get(give.name);
        if (d !== undefined) one('trade.give', plan.designStart[give.kind] + d);
      }
    }
  }

  if (combat !== null) {
    one('fight.kind', combat.kind === 'magick' ? 1 : 0);
    if (combat.body !== null) one('fight.body', combat.body);
    combat.members.forEach((seat, place) => (out[at['fight.members']! + seat * players + place] = 1));
    const next = combat.members[combat.next];
    if (next !== undefined) one('fight.next', next);
    out[at['fight.flags']!] = combat.afterDitfoi ? 1 : 0;
    out[at['fight.flags']! + 1] = combat.fought ? 1 : 0;
    out[at['fight.turns']!] = unit(combat.turns / FIGHT_TURN_LIMIT);
    const retreat = combat.retreat;
    if (retreat !== null) {
      one('retreat.seat', retreat.seat);
      one('retreat.to', plan.destinationAt[retreat.to] ?? -1);
      for (const seat of retreat.asking) one('retreat.asking', seat);
      for (const seat of retreat.pursuers) one('retreat.pursuers', seat);
    }
    const attack = combat.attack;
    if (attack !== null) {
      one('attack.seat', attack.seat);
      one('attack.target', attack.target);
      const name = names.get(attack.card);
      if (name !== undefined) count(at['attack.card']!, 'magick', name, 0);
    }
  }
  const md = cards.magick.designs.length;
  for (const fight of view.combats) {
    for (const seat of fight.members) out[at['seats.fight']! + seat * 2 + (fight.kind === 'magick' ? 1 : 0)] = 1;
    fight.revealed.forEach((laid, seat) => {
      for (const id of laid) {
        const name = names.get(id);
        if (name !== undefined) count(at['seats.revealed']! + seat * md, 'magick', name, 0);
      }
    });
  }

  const bodies = config.board.bodies.length;
  const handTotals = CARD_KINDS.map((kind) => Math.max(1, cards[kind].total));
  view.seats.forEach((seat, s) => {
    const status = at['seats.status']! + s * STATUS_FIELDS;
    out[status] = seat.out === null ? 0 : 1;
    out[status + 1] = seat.launched ? 1 : 0;
    out[status + 2] = unit(seat.health / plan.healthCap);
    out[status + 3] = unit(seat.nanytes / plan.nanyteCap);
    out[status + 4] = unit(maxHealth(view, seat) / plan.healthCap);
    out[status + 5] = unit(maxNanytes(view, seat) / plan.nanyteCap);
    out[status + 6] = unit(seat.damage / DESTROYING_DAMAGE);
    out[status + 7] = view.round >= seat.weakenFrom ? 1 : 0;
    const orbit = seat.position.orbit;
    out[status + 8] = orbit === null ? 0 : 1;
    out[status + 9] = orbit === null ? 0 : unit(orbit.steps / 8);
    const tracks = at['seats.tracks']! + s * COMPONENTS.length * 2;
    const numbers = at['seats.numbers']! + s * NUMBER_FIELDS;
    COMPONENTS.forEach((component, c) => {
      out[tracks + c] = unit(seat.tracks[component].red / DISABLING_CUBES);
      out[tracks + COMPONENTS.length + c] = unit(seat.tracks[component].yellow / DISABLING_CUBES);
      out[numbers + c] = unit(effective(view, seat, component) / D12);
    });
    MAGICK_TYPES.forEach((type, t) => (out[numbers + COMPONENTS.length + t] = unit(skillLevel(view, seat, type) / D12)));
    CARD_KINDS.forEach((kind, k) => (out[at['seats.handSizes']! + s * CARD_KINDS.length + k] = unit(seat.handSizes[kind] / handTotals[k]!)));
    const effects = at['seats.effects']! + s * (EFFECT_SOURCES.length + 1);
    for (const effect of seat.effects) {
      const e = EFFECT_SOURCES.indexOf(effect.source);
      if (e < 0) continue;
      out[effects + e] = Math.max(out[effects + e]!, unit(effect.left / EFFECT_LENGTH[e]!));
      if (effect.source === 'insight' && effect.used) out[effects + EFFECT_SOURCES.length] = 1;
    }
    if (orbit !== null) out[at['seats.orbit']! + s * bodies + orbit.body] = 1;
    if (seat.collectedAt !== null) out[at['seats.collectedAt']! + s * bodies + seat.collectedAt] = 1;
    const persona = plan.persona.get(seat.persona);
    if (persona !== undefined) out[at['seats.persona']! + s * plan.persona.size + persona] = 1;
    const cruiser = plan.cruiser.get(seat.cruiser);
    if (cruiser !== undefined) out[at['seats.cruiser']! + s * plan.cruiser.size + cruiser] = 1;
    const necronian = plan.necronian.get(seat.necronian);
    if (necronian !== undefined) out[at['seats.necronian']! + s * plan.necronian.size + necronian] = 1;
    const [x, y] = xyOf(config.board, seat.position.tile);
    out[at['seats.position']! + s * 2] = unit(x / Math.max(1, config.board.width - 1));
    out[at['seats.position']! + s * 2 + 1] = unit(y / Math.max(1, config.board.height - 1));
  });

  view.supply.forEach((cubes, b) => (out[at.supply! + b] = plan.bodyMaterials[b]! > 0 ? unit(cubes / plan.bodyMaterials[b]!) : 0));
  out[at.cubeDiscard!] = unit(view.cubeDiscard / plan.materials);
  out[at.decks!] = unit(view.decks.magick / Math.max(1, cards.magick.total));
  out[at.decks! + 1] = unit(view.decks.ditfoi / Math.max(1, cards.ditfoi.total));
  out[at.decks! + 2] = unit(view.decks.whisper / Math.max(1, cards.whisper.total));
  const discards = at.discards!;
  const whisperAt = md;
  const removedAt = md + cards.whisper.designs.length;
  for (const card of view.discards.magick) count(discards, 'magick', card.name, 0);
  for (const card of view.discards.whisper) count(discards, 'whisper', card.name, whisperAt);
  for (const card of view.discards.removed) count(discards, 'ditfoi', card.name, removedAt);
  for (const card of view.faceUp) count(at.faceUp!, card.kind, card.name, plan.designStart[card.kind]);
  if (hand !== null) for (const kind of CARD_KINDS) for (const card of hand[kind]) count(at.hand!, kind, card.name, plan.designStart[kind]);
  return out;
}
