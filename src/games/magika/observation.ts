/**
 * Magika's observation tensor (DESIGN §13, issue 28): a seat's view as a fixed-length array of
 * numbers, about 0 to 1, for a config of P seats. It is read from the view alone — the seat's own
 * mage and plan, its last turn report, its knowledge (the history map and last sightings) and the
 * public roster — so two worlds the seat cannot tell apart give the same tensor. What fog hides is
 * simply absent: a hex never seen has no terrain, a mage never seen has no position.
 *
 * Hex planes hold one number per hex id (0 = a1 … 350 = z26, row by row); positions inside the
 * per-seat and per-artifact records are the row and column over 26 and the distance from the
 * seat's own mage over 25. The slices, in order, are listed by {@link observationLayout}; the
 * rules document (docs/rules/magika.md, "Action space and observation tensor") has the same table.
 *
 * @module
 */
import type { ObservationLayout, ObservationSlice } from '../../core/game.js';
import { ARTIFACTS, artifactIndex } from './content/artifacts.js';
import { CLOAK_COLORS, MAX_CLOAKS } from './content/cloaks.js';
import { EBON_TASK_IDS } from './content/ebon-tasks.js';
import { ALIGNMENTS, RACE_IDS } from './content/races.js';
import { SPELL_CODES } from './content/spells.js';
import { TERRAINS } from './content/terrain.js';
import { MAX_SCROLLS } from './rules/items.js';
import { HEX_COUNT, MAGIKA_DIRECTIONS, ROWS, columnOf, distance, rowOf } from './rules/map.js';
import { MAX_TURN_LIMIT } from './parse-config.js';
import { MAGIKA_ITEM_SLOTS, magikaActionLayout, magikaItemSlot, magikaTargetIndex, type MagikaHand } from './action-space.js';
import { MAGIKA_ORDER_TYPES, type MagikaConfig, type MagikaOrder, type MagikaView } from './types.js';

const TEAMS = [...CLOAK_COLORS, 'black'] as const;
const STATUSES = ['ok', 'exhausted', 'unconscious'] as const;
const STRENGTHS = ['unconscious', 'exhausted', 'weak', 'healthy', 'robust'] as const;
const SERENITIES = ['spent', 'sapped', 'fair', 'intense'] as const;
const BEARINGS = ['here', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const END_REASONS = ['goal', 'globe', 'gathered', 'turnLimit'] as const;
const SPELLS = SPELL_CODES.length;
const ARTS = ARTIFACTS.length;
/** The most a statistic reaches, for scaling: the greatest race maximum (110 Endurance, 105 Arcania). */
const STAT_SCALE = 110;
/** The most items a mage carries: six scrolls, two cloaks, twelve artifacts. */
const ITEM_SCALE = MAGIKA_ITEM_SLOTS;
/** Victory Points cap, in quarters (XV). */
const VP_SCALE = 400;
/** Hexes of the longest distance across the cavern. */
const DISTANCE_SCALE = ROWS - 1;

/** A scroll slot's record: present, spell, permanent, kept this turn by Prolonged Spell, read this turn. */
const SCROLL_RECORD = 1 + SPELLS + 3;
/** A cloak slot's record: present, colour, donned. */
const CLOAK_RECORD = 1 + CLOAK_COLORS.length + 1;
/**
 * Another seat's record (the seat's own is all 0): where it was last known and what was seen of it.
 * Offsets inside: see {@link SEAT}.
 */
const SEAT = {
  known: 0,
  fresh: 1,
  age: 2,
  row: 3,
  column: 4,
  distance: 5,
  ally: 6,
  cloakmate: 7,
  ring: 8, // 5: −1 (known otherwise), 0, 1, 2, 3
  team: 13, // 7
  race: 20, // 5
  alignment: 25, // 3
  strength: 28, // 5
  serenity: 33, // 4
  items: 37,
  artifacts: 38, // 12
  scrolls: 38 + ARTS, // 36
  cloaks: 38 + ARTS + SPELLS, // 6
  effects: 38 + ARTS + SPELLS + CLOAK_COLORS.length, // 36
  size: 38 + ARTS + 2 * SPELLS + CLOAK_COLORS.length,
} as const;
/** An artifact's record before its holder one-hot (P numbers). */
const ARTIFACT = { known: 0, lying: 1, fresh: 2, age: 3, row: 4, column: 5, distance: 6, mine: 7, sensed: 8, inSight: 9, holder: 10 } as const;

/** One plan slot's parts: where the order type, its direction, item, recipient, level and target start. */
interface PlanRecord {
  readonly type: number;
  readonly direction: number;
  readonly item: number;
  readonly recipient: number;
  readonly level: number;
  readonly target: number;
  readonly size: number;
}

const planRecords = new Map<number, PlanRecord>();

/** The plan slot's record for `players` seats (cached: the tensor reads it for every order). */
function planRecord(players: number): PlanRecord {
  let record = planRecords.get(players);
  if (record === undefined) {
    record = makePlanRecord(players);
    planRecords.set(players, record);
  }
  return record;
}

function makePlanRecord(players: number): PlanRecord {
  const type = 0;
  const direction = type + MAGIKA_ORDER_TYPES.length;
  const item = direction + MAGIKA_DIRECTIONS.length;
  const recipient = item + MAGIKA_ITEM_SLOTS + 1;
  const level = recipient + players;
  const target = level + 2;
  return { type, direction, item, recipient, level, target, size: target + magikaActionLayout(players).targets };
}

/** The slices for `players` seats, in tensor order (name, length, description). */
function sliceList(players: number): [string, number, string][] {
  const plan = planRecord(players);
  return [
    ['game', 3, 'the turn being planned over the turn limit; the turn limit over 200; 1 once the game is over'],
    ['viewer', players, 'one-hot: the viewing seat (all 0 for a spectator)'],
    ['roster.ebon', players, '1 for the seat of the Ebon Mage'],
    ['roster.sent', players, '1 for each seat whose plan for this turn is sent'],
    ['me.phase', 6, 'one-hot: orders written so far this turn, 0 to 5 (5: the plan is sent)'],
    ['me.race', RACE_IDS.length, 'one-hot: own race (human, elf, dwarf, goblin, halfling)'],
    ['me.alignment', ALIGNMENTS.length, 'one-hot: own alignment (good, neutral, evil)'],
    ['me.status', STATUSES.length, 'one-hot: own status (ok, exhausted, unconscious)'],
    ['me.team', TEAMS.length, 'one-hot: own team (the six cloak colours, then black)'],
    ['me.stats', 8, 'Endurance over its maximum, maximum Endurance over 110, Arcania over its maximum, maximum Arcania over 110, Spell Skill over 100, (aptitude + 100) / 200, forced Black, row of the hex over 26'],
    ['me.hex', HEX_COUNT, 'one-hot: the hex own mage stands in'],
    ['me.scrolls', MAX_SCROLLS * SCROLL_RECORD, `per scroll slot 0-5, ${SCROLL_RECORD} numbers: present, the spell one-hot (Figure 7 order), permanent, kept this turn by Prolonged Spell, read this turn`],
    ['me.cloaks', MAX_CLOAKS * CLOAK_RECORD, `per cloak slot 0-1, ${CLOAK_RECORD} numbers: present, colour one-hot, donned`],
    ['me.artifacts', ARTS, '1 for each artifact own mage holds (ARTIFACT_IDS order)'],
    ['me.effects', 2 * SPELLS, '1 for each spell in effect on own mage: minor level of each spell (Figure 7 order), then major'],
    [
      'me.plan',
      5 * plan.size,
      `per phase 1-5, ${plan.size} numbers for the order written (all 0 if none yet): type one-hot (${MAGIKA_ORDER_TYPES.join(', ')}), direction one-hot, item slot one-hot (20 slots as in the action space, then "all"; a demand marks its artifact's slot, a don its cloak slot, a cast its scroll slot), recipient seat one-hot, level (minor, major), cast target one-hot (as in the action space)`,
    ],
    ['tasks', EBON_TASK_IDS.length, "1 for each of the Ebon Mage's tasks, shown to him (and to all at the end)"],
    ['map.terrain', TERRAINS.length * HEX_COUNT, 'history map: plane t (T1..T10) holds 1 at each hex whose terrain was last seen as T(t+1); a hex never seen is 0 in every plane'],
    ['map.sight', HEX_COUNT, '1 at each hex of the last turn report (within 3 of own mage or a teammate)'],
    ['map.ring', HEX_COUNT, 'the ring each hex of the report was seen from, over 3 (0 where not in the report)'],
    ['map.occupied', HEX_COUNT, '1 at each hex of the report where some mage stands'],
    ['map.mages', HEX_COUNT, 'other mages the report shows standing at each hex, over 3'],
    ['map.artifacts', HEX_COUNT, 'artifacts last known lying at each hex (from the history), over 3'],
    [
      'seats',
      players * SEAT.size,
      `per seat, ${SEAT.size} numbers (own seat all 0): position known, known this turn, turns since seen over the limit, row over 26, column over 26, distance over 25, teammate, carries own colour, ring one-hot (-1, 0, 1, 2, 3), team one-hot, race one-hot, alignment one-hot, strength one-hot, serenity one-hot, items over 20, artifacts seen, spells of its scrolls (count over 6), cloak colours (count over 2), spells in effect on it`,
    ],
    [
      'artifacts',
      ARTS * (ARTIFACT.holder + players),
      `per artifact, ${ARTIFACT.holder} numbers then the holder one-hot over seats: place known, known lying on the ground, known this turn, turns since known over the limit, row over 26, column over 26, distance over 25, held by own mage, sensed this turn (attuned or located), seen lying this turn`,
    ],
    ['racial', BEARINGS.length, "one-hot: the bearing of own racial artifact (here, N, NE, E, SE, S, SW, W, NW); 0 for the Ebon Mage"],
    ['standings', 9, "the other mages' least then greatest Endurance over 110, Arcania over 110, Spell Skill over 100, (aptitude for their alignment + 100) / 200; own Victory Points if the game ended now, over 400 quarters"],
    ['final', players + END_REASONS.length, "once the game is over: each seat's Victory Points over 400 quarters, then the end's reason one-hot (goal, globe, gathered, turnLimit)"],
  ];
}

const layoutCache = new Map<number, ObservationLayout>();
const offsetCache = new Map<number, Record<string, number>>();

/** The observation layout of a Magika config: the same for every seat of `config`. */
export function observationLayout(config: MagikaConfig): ObservationLayout {
  return layoutFor(config.players);
}

function layoutFor(players: number): ObservationLayout {
  let layout = layoutCache.get(players);
  if (layout === undefined) {
    const slices: ObservationSlice[] = [];
    let offset = 0;
    for (const [name, length, description] of sliceList(players)) {
      slices.push(Object.freeze({ name, offset, length, description }));
      offset += length;
    }
    layout = Object.freeze({ size: offset, slices: Object.freeze(slices) });
    layoutCache.set(players, layout);
  }
  return layout;
}

/** Where each slice starts, by name, for `players` seats (cached). */
function offsets(players: number): Record<string, number> {
  let out = offsetCache.get(players);
  if (out === undefined) {
    out = {};
    for (const slice of layoutFor(players).slices) out[slice.name] = slice.offset;
    offsetCache.set(players, out);
  }
  return out;
}

/** Adds `x` at index `i` (a count built up item by item). */
const add = (t: Float32Array, i: number, x: number): void => {
  t[i] = t[i]! + x;
};

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Writes one order of the plan at `base`. */
function writeOrder(t: Float32Array, base: number, players: number, hand: MagikaHand, order: MagikaOrder): void {
  const rec = planRecord(players);
  t[base + rec.type + MAGIKA_ORDER_TYPES.indexOf(order.type)] = 1;
  switch (order.type) {
    case 'move':
      t[base + rec.direction + MAGIKA_DIRECTIONS.indexOf(order.direction)] = 1;
      return;
    case 'drop':
      t[base + rec.item + (order.item === 'all' ? MAGIKA_ITEM_SLOTS : magikaItemSlot(hand, order.item))] = 1;
      return;
    case 'give':
      t[base + rec.item + magikaItemSlot(hand, order.item)] = 1;
      t[base + rec.recipient + order.recipient] = 1;
      return;
    case 'demand':
      t[base + rec.item + MAX_SCROLLS + MAX_CLOAKS + artifactIndex(order.artifact)] = 1;
      return;
    case 'don': {
      const slot = hand.cloaks.findIndex((c) => c.id === order.cloak);
      if (slot >= 0) t[base + rec.item + MAX_SCROLLS + slot] = 1;
      return;
    }
    case 'cast': {
      const slot = hand.scrolls.findIndex((s) => s.id === order.scroll);
      if (slot >= 0) t[base + rec.item + slot] = 1;
      t[base + rec.level + (order.level === 'major' ? 1 : 0)] = 1;
      t[base + rec.target + magikaTargetIndex(players, hand, order.target)] = 1;
      return;
    }
    default:
      return;
  }
}

/** `observationTensor`: the view as numbers, laid out as {@link observationLayout} says. */
export function observationTensor(view: MagikaView): Float32Array {
  const players = view.roster.length;
  const layout = layoutFor(players);
  const at = offsets(players);
  const t = new Float32Array(layout.size);
  const maxTurns = Math.max(1, view.maxTurns);
  t[at.game!] = clamp01(view.turn / maxTurns);
  t[at.game! + 1] = clamp01(view.maxTurns / MAX_TURN_LIMIT);
  t[at.game! + 2] = view.over ? 1 : 0;
  if (view.viewer !== 'spectator') t[at.viewer! + view.viewer] = 1;
  for (const entry of view.roster) if (entry.ebon) t[at['roster.ebon']! + entry.seat] = 1;
  view.sent.forEach((sent, seat) => {
    if (sent) t[at['roster.sent']! + seat] = 1;
  });
  if (view.tasks !== null) for (const task of view.tasks) t[at.tasks! + EBON_TASK_IDS.indexOf(task)] = 1;
  const final = view.final;
  if (final !== null) {
    final.end.scores.forEach((score, seat) => {
      t[at.final! + seat] = clamp01(score.total / VP_SCALE);
    });
    t[at.final! + players + END_REASONS.indexOf(final.end.reason)] = 1;
  }

  const me = view.me;
  if (me === null) return t;
  t[at['me.phase']! + Math.min(5, me.plan.length)] = 1;
  t[at['me.race']! + RACE_IDS.indexOf(me.race)] = 1;
  t[at['me.alignment']! + ALIGNMENTS.indexOf(me.alignment)] = 1;
  t[at['me.status']! + STATUSES.indexOf(me.status)] = 1;
  t[at['me.team']! + TEAMS.indexOf(me.team)] = 1;
  const stats = at['me.stats']!;
  t[stats] = me.maxEndurance > 0 ? clamp01(me.endurance / me.maxEndurance) : 0;
  t[stats + 1] = clamp01(me.maxEndurance / STAT_SCALE);
  t[stats + 2] = me.maxArcania > 0 ? clamp01(me.arcania / me.maxArcania) : 0;
  t[stats + 3] = clamp01(me.maxArcania / STAT_SCALE);
  // Spell Skill may pass 100 (MG-30): kept as it is, a little above 1.
  t[stats + 4] = Math.max(0, me.skill / 100);
  t[stats + 5] = clamp01((me.aptitude + 100) / 200);
  t[stats + 6] = me.forcedBlack ? 1 : 0;
  t[stats + 7] = rowOf(me.hex) / ROWS;
  t[at['me.hex']! + me.hex] = 1;
  me.scrolls.forEach((scroll, slot) => {
    if (slot >= MAX_SCROLLS) return;
    const base = at['me.scrolls']! + slot * SCROLL_RECORD;
    t[base] = 1;
    t[base + 1 + SPELL_CODES.indexOf(scroll.spell)] = 1;
    t[base + 1 + SPELLS] = scroll.permanent ? 1 : 0;
    t[base + 2 + SPELLS] = scroll.keepUntil >= view.turn ? 1 : 0;
    t[base + 3 + SPELLS] = scroll.readOn === view.turn ? 1 : 0;
  });
  me.cloaks.forEach((cloak, slot) => {
    if (slot >= MAX_CLOAKS) return;
    const base = at['me.cloaks']! + slot * CLOAK_RECORD;
    t[base] = 1;
    t[base + 1 + CLOAK_COLORS.indexOf(cloak.color)] = 1;
    t[base + 1 + CLOAK_COLORS.length] = cloak.donned ? 1 : 0;
  });
  for (const id of me.artifacts) t[at['me.artifacts']! + artifactIndex(id)] = 1;
  for (const effect of me.effects) t[at['me.effects']! + (effect.level === 'major' ? SPELLS : 0) + SPELL_CODES.indexOf(effect.spell)] = 1;
  const hand: MagikaHand = me;
  const planSize = planRecord(players).size;
  me.plan.forEach((order, i) => {
    // The plan is written against the hand the seat holds now (plans are cleared when a turn
    // resolves), so every item it names has a slot; a view edited by hand that breaks this loses
    // that order's details rather than the whole tensor.
    try {
      writeOrder(t, at['me.plan']! + i * planSize, players, hand, order);
    } catch {
      // the order's type is written first, so it stays
    }
  });

  const report = view.report;
  const knowledge = view.knowledge;
  if (report === null || knowledge === null) return t;
  const age = (turn: number): number => clamp01((report.turn - turn) / maxTurns);

  // The history map, and what lies where as far as the seat knows.
  const terrainAt = at['map.terrain']!;
  knowledge.terrain.forEach((terrain, hex) => {
    if (terrain >= 1 && terrain <= TERRAINS.length) t[terrainAt + (terrain - 1) * HEX_COUNT + hex] = 1;
  });
  knowledge.artifacts.forEach((known) => {
    if (known !== null && known.holder === null) add(t, at['map.artifacts']! + known.hex, 1 / 3);
  });
  const seenLying = new Set<number>();
  for (const cell of report.sight) {
    t[at['map.sight']! + cell.hex] = 1;
    t[at['map.ring']! + cell.hex] = cell.ring / 3;
    if (cell.occupied) t[at['map.occupied']! + cell.hex] = 1;
    t[at['map.mages']! + cell.hex] = Math.min(1, cell.mages.length / 3);
    for (const id of cell.artifacts) seenLying.add(artifactIndex(id));
  }

  // The other seats, from the knowledge (which merges sightings, teammates and cloakmates) and the report.
  const seatBase = (seat: number): number => at.seats! + seat * SEAT.size;
  const position = (base: number, hex: number): void => {
    t[base + SEAT.row] = rowOf(hex) / ROWS;
    t[base + SEAT.column] = columnOf(hex) / ROWS;
    t[base + SEAT.distance] = distance(me.hex, hex) / DISTANCE_SCALE;
  };
  for (let seat = 0; seat < players; seat++) {
    if (seat === me.seat) continue;
    const base = seatBase(seat);
    const race = knowledge.races[seat];
    if (race !== null && race !== undefined) t[base + SEAT.race + RACE_IDS.indexOf(race)] = 1;
    const alignment = knowledge.alignments[seat];
    if (alignment !== null && alignment !== undefined) t[base + SEAT.alignment + ALIGNMENTS.indexOf(alignment)] = 1;
    const sighting = knowledge.sightings[seat];
    if (sighting === null || sighting === undefined) continue;
    t[base + SEAT.known] = 1;
    t[base + SEAT.fresh] = sighting.turn === report.turn ? 1 : 0;
    t[base + SEAT.age] = age(sighting.turn);
    position(base, sighting.hex);
    const seen = sighting.seen;
    t[base + SEAT.ring + Math.max(0, Math.min(4, seen.ring + 1))] = 1;
    if (seen.team !== null) t[base + SEAT.team + TEAMS.indexOf(seen.team)] = 1;
    if (seen.strength !== null) t[base + SEAT.strength + STRENGTHS.indexOf(seen.strength)] = 1;
    if (seen.serenity !== null) t[base + SEAT.serenity + SERENITIES.indexOf(seen.serenity)] = 1;
    if (seen.items !== null) t[base + SEAT.items] = clamp01(seen.items / ITEM_SCALE);
    for (const id of seen.artifacts ?? []) t[base + SEAT.artifacts + artifactIndex(id)] = 1;
    for (const spell of seen.scrolls ?? []) add(t, base + SEAT.scrolls + SPELL_CODES.indexOf(spell), 1 / MAX_SCROLLS);
  }
  for (const ally of report.allies) {
    const base = seatBase(ally.seat);
    t[base + SEAT.ally] = 1;
    for (const color of ally.cloaks) add(t, base + SEAT.cloaks + CLOAK_COLORS.indexOf(color), 1 / MAX_CLOAKS);
  }
  for (const mate of report.cloakmates) t[seatBase(mate.seat) + SEAT.cloakmate] = 1;
  for (const intel of report.intel.mages) {
    const base = seatBase(intel.seat);
    // What an information spell told replaces what sight told: it is the whole list.
    if (intel.scrolls !== null) {
      t.fill(0, base + SEAT.scrolls, base + SEAT.scrolls + SPELLS);
      for (const spell of intel.scrolls) add(t, base + SEAT.scrolls + SPELL_CODES.indexOf(spell), 1 / MAX_SCROLLS);
    }
    if (intel.cloaks !== null && !report.allies.some((a) => a.seat === intel.seat)) {
      for (const color of intel.cloaks) add(t, base + SEAT.cloaks + CLOAK_COLORS.indexOf(color), 1 / MAX_CLOAKS);
    }
    if (intel.artifacts !== null) for (const id of intel.artifacts) t[base + SEAT.artifacts + artifactIndex(id)] = 1;
    if (intel.effects !== null) for (const spell of intel.effects) t[base + SEAT.effects + SPELL_CODES.indexOf(spell)] = 1;
  }

  // The artifacts.
  const sensed = new Set<number>();
  for (const { artifact } of report.attuned) sensed.add(artifactIndex(artifact));
  for (const { artifact } of report.intel.artifacts) sensed.add(artifactIndex(artifact));
  const artifactSize = ARTIFACT.holder + players;
  knowledge.artifacts.forEach((known, i) => {
    const base = at.artifacts! + i * artifactSize;
    if (sensed.has(i)) t[base + ARTIFACT.sensed] = 1;
    if (seenLying.has(i)) t[base + ARTIFACT.inSight] = 1;
    if (known === null) return;
    t[base + ARTIFACT.known] = 1;
    t[base + ARTIFACT.lying] = known.holder === null ? 1 : 0;
    t[base + ARTIFACT.fresh] = known.turn === report.turn ? 1 : 0;
    t[base + ARTIFACT.age] = age(known.turn);
    t[base + ARTIFACT.row] = rowOf(known.hex) / ROWS;
    t[base + ARTIFACT.column] = columnOf(known.hex) / ROWS;
    t[base + ARTIFACT.distance] = distance(me.hex, known.hex) / DISTANCE_SCALE;
    if (known.holder !== null && known.holder < players) t[base + ARTIFACT.holder + known.holder] = 1;
  });
  for (const id of me.artifacts) t[at.artifacts! + artifactIndex(id) * artifactSize + ARTIFACT.mine] = 1;

  if (report.racial !== null) t[at.racial! + BEARINGS.indexOf(report.racial)] = 1;
  const standings = report.standings;
  const scale = [STAT_SCALE, STAT_SCALE, 100] as const;
  for (let k = 0; k < 4; k++) {
    const lo = standings.min[k]!;
    const hi = standings.max[k]!;
    t[at.standings! + k] = Number.isFinite(lo) ? (k < 3 ? Math.max(0, lo / scale[k as 0 | 1 | 2]) : clamp01((lo + 100) / 200)) : 0;
    t[at.standings! + 4 + k] = Number.isFinite(hi) ? (k < 3 ? Math.max(0, hi / scale[k as 0 | 1 | 2]) : clamp01((hi + 100) / 200)) : 0;
  }
  t[at.standings! + 8] = clamp01(standings.quarters / VP_SCALE);
  return t;
}
