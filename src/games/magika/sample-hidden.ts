/**
 * `sampleHidden` (DESIGN §2, §6; MG-59): a world the seat cannot tell from the real one. It is
 * built from what the seat knows and nothing else — its own mage, plan and items, its last report
 * and its knowledge, the roster, the public config and which plans are sent — so two states the
 * seat cannot tell apart give the same world for the same rng. Everything else is drawn afresh,
 * consistently with the report:
 * - other mages' races and alignments, where the seat has not seen them;
 * - where the mages it does not see now stand: a mage seen last turns ago is kept within reach of
 *   where it was; a hex seen occupied from ring 3 gets one of them; nobody else stands in sight;
 * - their Endurance, Arcania, Spell Skill and aptitude, within the strength and serenity levels the
 *   report shows and the least and greatest values of its Standings;
 * - what they carry, but what the report shows (a teammate's items, the artifacts seen on a mage,
 *   an Ebon Mage's scrolls, the number of items at ring 0);
 * - artifacts whose place the seat does not know (lying out of sight), cloaks lying anywhere;
 * - other seats' orders written so far this turn, legal for what they carry and know in the world
 *   drawn (their reports and knowledge are made first: their real knowledge is hidden);
 * - the Ebon Mage's tasks, unless the seat is his;
 * - with a random map, the terrain of hexes the seat has never seen;
 * - the other seats' own reports and knowledge, made anew from the world.
 * The Standings' least and greatest are each given to some mage whenever two mages can hold them.
 * Known limits (docs/rules/magika.md, MG-59): the draw does not replay history, so it ignores what
 * earlier events told the seat beyond its knowledge (a demand won or denied, a gift), and its
 * counts of cloaks lost and of demands, gifts and casts are guesses.
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { ARTIFACTS } from './content/artifacts.js';
import { CLOAKS_PER_COLOR, CLOAK_COLORS } from './content/cloaks.js';
import { drawTasks } from './rules/ebon.js';
import { makeMage } from './rules/mages.js';
import { RACES, raceById, type Alignment, type Race, type RaceId } from './content/races.js';
import type { SpellCode } from './content/spells.js';
import { cloneState } from './clone.js';
import { columnOf, MAGIKA_GOAL, HEX_COUNT, ROWS, rowOf, type MagikaHex } from './rules/map.js';
import { legalOrders } from './rules/plan.js';
import { bearing, emptyKnowledge, learn, makeReport, occupancyMap } from './rules/recon.js';
import { drawSpell } from './rules/scrolls.js';
import { generateTerrain } from './rules/terrain-map.js';
import { DEFAULT_MAP } from './content/maps/default.js';
import type { TerrainNumber } from './content/terrain.js';
import { EBON_SKILL } from './setup.js';
import { scoreAll } from './rules/vp.js';
import { canSee } from './view.js';
import type { MagikaBearing, MagikaCloak, MagikaScroll, MagikaSeenMage, MagikaSerenity, MagikaState, MagikaStrength } from './types.js';

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(0, items.length - 1)]!;

// The draw runs once per iteration of a search bot (mcts draws a world every iteration), so its
// loops over the 351 hexes read small tables instead of allocating lists (issue 23). Every list
// below is built, and every draw made, in the same order as a plain filter-and-pick over all the
// hexes would: the tables change the speed, not the worlds drawn.
const ROW = Int8Array.from({ length: HEX_COUNT }, (_, hex) => rowOf(hex));
const COLUMN = Int8Array.from({ length: HEX_COUNT }, (_, hex) => columnOf(hex));

/** Steps between two hexes (MG-1), as `distance` counts them, from the tables. */
function steps(a: MagikaHex, b: MagikaHex): number {
  const dr = ROW[a]! - ROW[b]!;
  const dc = COLUMN[a]! - COLUMN[b]!;
  return Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc));
}

/** BEARINGS[from][to]: `bearing(from, to)`, one row per hex a seat has stood in, made when first needed. */
const BEARINGS: (readonly MagikaBearing[] | undefined)[] = new Array(HEX_COUNT);
function bearingsFrom(from: MagikaHex): readonly MagikaBearing[] {
  let row = BEARINGS[from];
  if (row === undefined) {
    row = Array.from({ length: HEX_COUNT }, (_, to) => bearing(from, to));
    BEARINGS[from] = row;
  }
  return row;
}

/** A list of hexes, kept for the next draw: the draws of one world reuse it instead of allocating. */
const scratch = new Int16Array(HEX_COUNT);

/** The values a strength level allows (MG-47). */
function strengthBand(level: MagikaStrength, max: number): [number, number] {
  switch (level) {
    case 'unconscious':
      return [0, 0];
    case 'exhausted':
      return [1, 9];
    case 'weak':
      return [10, Math.floor((max - 1) / 3)];
    case 'healthy':
      return [Math.ceil(max / 3), Math.floor((2 * max - 1) / 3)];
    case 'robust':
      return [Math.ceil((2 * max) / 3), max];
  }
}

/** The values a serenity level allows (MG-47). */
function serenityBand(level: MagikaSerenity, max: number): [number, number] {
  switch (level) {
    case 'spent':
      return [0, 9];
    case 'sapped':
      return [10, Math.floor((max - 1) / 3)];
    case 'fair':
      return [Math.ceil(max / 3), Math.floor((2 * max - 1) / 3)];
    case 'intense':
      return [Math.ceil((2 * max) / 3), max];
  }
}

/** The whole numbers from `lo` to `hi` in steps of `step`, as a progression (none when `lo > hi`). */
interface Progression {
  readonly lo: number;
  readonly hi: number;
  readonly step: number;
}

const sizeOf = (p: Progression): number => (p.hi < p.lo ? 0 : Math.floor((p.hi - p.lo) / p.step) + 1);
const holds = (p: Progression, value: number): boolean => value >= p.lo && value <= p.hi && (value - p.lo) % p.step === 0;

/** The values of `p` from `min` to `max`: the same numbers `filter` would keep, in the same order. */
function within(p: Progression, min: number, max: number): Progression {
  const lo = p.lo >= min ? p.lo : p.lo + Math.ceil((min - p.lo) / p.step) * p.step;
  const top = Math.min(p.hi, max);
  const hi = top < lo ? lo - p.step : lo + Math.floor((top - lo) / p.step) * p.step;
  return { lo, hi, step: p.step };
}

/**
 * One statistic for every other mage: each drawn from the values it may take (its band, within the
 * Standings' least and greatest), then one mage set to the least and another to the greatest where
 * their values allow, so the Standings still hold.
 */
function drawStatistic(seats: readonly Player[], allowed: (seat: Player) => Progression, min: number, max: number, rng: Rng): Map<Player, number> {
  const out = new Map<Player, number>();
  const options = new Map<Player, Progression>();
  for (const seat of seats) {
    const all = allowed(seat);
    const inRange = within(all, min, max);
    const values = sizeOf(inRange) > 0 ? inRange : all;
    options.set(seat, values);
    out.set(seat, values.lo + values.step * rng.int(0, sizeOf(values) - 1));
  }
  const order = [...seats];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const reachesMin = (seat: Player): boolean => holds(options.get(seat)!, min);
  const reachesMax = (seat: Player): boolean => holds(options.get(seat)!, max);
  let atMin = order.find(reachesMin);
  let atMax = order.find((seat) => seat !== atMin && reachesMax(seat));
  if (atMax === undefined && min !== max) {
    // The mage set to the least may have been the only one able to hold the greatest: give the
    // greatest first, then the least to another, so both Standings hold when any two mages can.
    const top = order.find(reachesMax);
    const bottom = order.find((seat) => seat !== top && reachesMin(seat));
    if (top !== undefined && bottom !== undefined) [atMin, atMax] = [bottom, top];
  }
  if (atMin !== undefined) out.set(atMin, min);
  if (atMax !== undefined) out.set(atMax, max);
  return out;
}

/** A copy of `state` with everything hidden from `viewer` drawn anew with `rng`. */
export function sampleHidden(state: MagikaState, viewer: Player, rng: Rng): MagikaState {
  const world = cloneState(state);
  if (state.end !== null) return world;
  const { players, ebon } = state.config;
  const ebonSeat = ebon ? players - 1 : -1;
  const knowledge = state.knowledge[viewer]!;
  const report = state.reports[viewer]!;
  const others = Array.from({ length: players }, (_, seat) => seat).filter((seat) => seat !== viewer);

  // What the report shows now: who is where, how, and which hexes are in sight.
  const inSight = new Set(report.sight.map((cell) => cell.hex));
  const visible = new Uint8Array(HEX_COUNT);
  for (const cell of report.sight) visible[cell.hex] = 1;
  const placed = new Map<Player, MagikaHex>();
  const seenNow = new Map<Player, MagikaSeenMage>();
  for (const cell of report.sight) {
    for (const seen of cell.mages) {
      placed.set(seen.seat, cell.hex);
      seenNow.set(seen.seat, seen);
    }
  }
  for (const ally of report.allies) placed.set(ally.seat, ally.hex);
  for (const mate of report.cloakmates) placed.set(mate.seat, mate.hex);
  const allies = new Map(report.allies.map((a) => [a.seat, a]));

  // Races and alignments: kept where seen, else drawn (Figure 1's allowed pairs), races such that
  // every mage's figures can lie within the Standings' extremes and someone can reach each extreme
  // (a race caps Endurance and Arcania and sets where Spell Skill starts).
  const { min, max } = report.standings;
  const bands = (seat: Player, race: Race): [number, number][] => {
    const strength = seenNow.get(seat)?.strength ?? null;
    const serenity = seenNow.get(seat)?.serenity ?? null;
    const end = strength === null ? [0, race.maxEndurance] : strengthBand(strength, race.maxEndurance);
    const arc = serenity === null ? [0, race.maxArcania] : serenityBand(serenity, race.maxArcania);
    const skill = seat === ebonSeat ? [EBON_SKILL, EBON_SKILL] : [race.spellSkill, 200];
    return [
      [end[0]!, Math.min(end[1]!, race.maxEndurance)],
      [arc[0]!, Math.min(arc[1]!, race.maxArcania)],
      [skill[0]!, skill[1]!],
    ];
  };
  const reaches = (band: [number, number], k: number, value: number, start: number): boolean =>
    value >= band[0] && value <= band[1] && (k !== 2 || (value - start) % 5 === 0 || band[0] === band[1]);
  const fits = (seatBands: readonly [number, number][]): boolean => seatBands.every((band, k) => band[0] <= max[k]! && band[1] >= min[k]!);
  // Each seat's bands under each race, and the races that fit it, worked out once for all attempts.
  const bandsOf = new Map<Player, Map<RaceId, [number, number][]>>();
  const fittingOf = new Map<Player, readonly Race[]>();
  for (const seat of others) {
    const byRace = new Map(RACES.map((race) => [race.id, bands(seat, race)] as const));
    bandsOf.set(seat, byRace);
    const fitting = RACES.filter((race) => fits(byRace.get(race.id)!));
    fittingOf.set(seat, fitting.length > 0 ? fitting : RACES);
  }
  let races: RaceId[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    races = state.config.mages.map((chosen, seat) => {
      if (seat === viewer) return chosen.race;
      const known = knowledge.races[seat] ?? null;
      if (known !== null) return known;
      return pick(fittingOf.get(seat)!, rng).id;
    });
    const extremesReached = [0, 1, 2].every((k) =>
      [min[k]!, max[k]!].every((value) =>
        others.some((seat) => {
          const race = races[seat]!;
          return reaches(bandsOf.get(seat)!.get(race)![k]!, k, value, raceById(race)!.spellSkill);
        }),
      ),
    );
    if (extremesReached) break;
  }
  const mages = state.config.mages.map((chosen, seat) => {
    if (seat === viewer) return chosen;
    const race = races[seat]!;
    const alignments = raceById(race)!.alignments;
    const known = knowledge.alignments[seat] ?? null;
    const alignment: Alignment = known !== null && alignments.includes(known) ? known : pick(alignments, rng);
    return { name: chosen.name, race, alignment, lean: 1 as const };
  });
  (world as { config: MagikaState['config'] }).config = { ...state.config, mages };

  // Terrain: what the seat sees now, else what it last saw, else the map as the contest began
  // (public for the default or a given map; drawn anew for a drawn one). Chaos may since have
  // changed what lies out of sight (MG-40); the seat cannot know.
  const base: readonly TerrainNumber[] = state.config.map === 'random' ? generateTerrain(rng) : state.config.map === 'default' ? DEFAULT_MAP : state.config.map;
  const sightTerrain = new Map(report.sight.map((cell) => [cell.hex, cell.terrain]));
  world.terrain = base.map((t, hex) => sightTerrain.get(hex) ?? (knowledge.terrain[hex]! > 0 ? (knowledge.terrain[hex] as TerrainNumber) : t));
  // Spells in effect: those on the seat's own mage; no others are known to it (MG-59).
  world.effects = state.effects.filter((e) => e.subject === viewer);
  world.tally = { cast: new Array<number>(36).fill(0), worked: new Array<number>(36).fill(0) };

  // Where the unseen mages stand.
  const count = new Array<number>(HEX_COUNT).fill(0);
  count[state.mages[viewer]!.hex]! += 1;
  for (const hex of placed.values()) count[hex]! += 1;
  const unplaced = others.filter((seat) => !placed.has(seat));
  for (let i = unplaced.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [unplaced[i], unplaced[j]] = [unplaced[j]!, unplaced[i]!];
  }
  const where = new Map<Player, MagikaHex>(placed);
  const needed = report.sight.filter((cell) => cell.occupied && cell.mages.length === 0 && count[cell.hex] === 0).map((cell) => cell.hex);
  for (const hex of needed) {
    const seat = unplaced.shift();
    if (seat === undefined) break;
    where.set(seat, hex);
    count[hex]! += 1;
  }
  // The hexes out of sight holding fewer than two mages, in hex order; a hex leaves the list when
  // its second mage is put there.
  const free: MagikaHex[] = [];
  for (let hex = 1; hex < HEX_COUNT; hex++) if (visible[hex] !== 1 && count[hex]! < 2) free.push(hex);
  for (const seat of unplaced) {
    const sighting = knowledge.sightings[seat] ?? null;
    const reach = sighting === null ? Infinity : 6 * (state.turn - sighting.turn);
    // One of the free hexes within reach of the last sighting if any is, else any free hex.
    let hex: MagikaHex;
    if (sighting === null || reach >= ROWS - 1) {
      // Every hex of the cavern lies within ROWS - 1 steps of every other.
      hex = free[rng.int(0, free.length - 1)]!;
    } else {
      let near = 0;
      for (const candidate of free) if (steps(candidate, sighting.hex) <= reach) scratch[near++] = candidate;
      hex = near > 0 ? scratch[rng.int(0, near - 1)]! : free[rng.int(0, free.length - 1)]!;
    }
    where.set(seat, hex);
    count[hex]! += 1;
    if (count[hex] === 2) free.splice(free.indexOf(hex), 1);
  }

  // Artifacts: where the seat knows them to be, else lying somewhere out of sight.
  const myRace = state.config.mages[viewer]!.race;
  const myHex = state.mages[viewer]!.hex;
  const outOfSight: MagikaHex[] = [];
  for (let hex = 1; hex < HEX_COUNT && ROW[hex]! <= 23; hex++) if (visible[hex] !== 1) outOfSight.push(hex);
  // Where the report shows each artifact, the first showing in the order the rules look: on a
  // teammate, on a mage seen, lying in a hex seen.
  const onAlly = new Map<string, Player>();
  for (const ally of report.allies) for (const id of ally.artifacts) if (!onAlly.has(id)) onAlly.set(id, ally.seat);
  const onSeen = new Map<string, Player>();
  for (const [seat, mage] of seenNow) for (const id of mage.artifacts ?? []) if (!onSeen.has(id)) onSeen.set(id, seat);
  const lying = new Map<string, MagikaHex>();
  for (const cell of report.sight) for (const id of cell.artifacts) if (!lying.has(id)) lying.set(id, cell.hex);
  const artifactsAt = new Map<Player, number>();
  world.artifacts = ARTIFACTS.map((artifact, i) => {
    if (state.artifacts[i]!.holder === viewer) return { hex: null, holder: viewer };
    const ally = onAlly.get(artifact.id);
    if (ally !== undefined) return { hex: null, holder: ally };
    const bearer = onSeen.get(artifact.id);
    if (bearer !== undefined) return { hex: null, holder: bearer };
    const at = lying.get(artifact.id);
    if (at !== undefined) return { hex: at, holder: null };
    const sensed = report.attuned.find((a) => a.artifact === artifact.id);
    if (sensed !== undefined) {
      if (!inSight.has(sensed.hex)) return { hex: sensed.hex, holder: null };
      // Not seen lying there, so carried by someone there whose artifacts the ring does not show.
      const there = [...where].filter(([seat, hex]) => hex === sensed.hex && !seenNow.get(seat)?.artifacts).map(([seat]) => seat).sort((a, b) => a - b);
      if (there.length > 0) return { hex: null, holder: pick(there, rng) };
    }
    // The seat's own racial artifact lies the way its report points (AR-4, MG-49).
    const pointed = artifact.race !== null && artifact.race === myRace && report.racial !== null && report.racial !== 'here';
    const fitsBearing = (hex: MagikaHex): boolean => !pointed || bearingsFrom(myHex)[hex] === report.racial;
    const last = knowledge.artifacts[i];
    if (last !== null && last !== undefined && !inSight.has(last.hex) && last.hex !== MAGIKA_GOAL && fitsBearing(last.hex)) return { hex: last.hex, holder: null };
    const candidates = pointed ? outOfSight.filter(fitsBearing) : outOfSight;
    return { hex: pick(candidates.length > 0 ? candidates : outOfSight, rng), holder: null };
  });
  world.artifacts.forEach((place) => {
    if (place.holder !== null) artifactsAt.set(place.holder, (artifactsAt.get(place.holder) ?? 0) + 1);
  });

  // Cloaks: the seat's own as they are; those the report shows on others; the rest lying anywhere.
  const own = state.cloaks.filter((c) => c.holder === viewer).sort((a, b) => a.id - b.id);
  const usedIds = new Set(own.map((c) => c.id));
  let nextId = 0;
  const newId = (): number => {
    while (usedIds.has(nextId)) nextId++;
    usedIds.add(nextId);
    return nextId;
  };
  const cloaks: MagikaCloak[] = own.map((c) => ({ id: c.id, color: c.color, hex: c.hex, holder: c.holder }));
  const donned = new Map<Player, number>();
  const mine = own.find((c) => c.id === state.mages[viewer]!.donned)?.color ?? null;
  for (const seat of others) {
    const ally = allies.get(seat);
    const mate = report.cloakmates.find((m) => m.seat === seat);
    // A teammate wears the seat's colour and carries what the report lists; another mage wears
    // what a ring or the cloak knowledge showed (L333-337), and carries the seat's colour if it is
    // one of those mages.
    const team = ally !== undefined ? mine : (seenNow.get(seat)?.team ?? mate?.team ?? null);
    const colors = ally !== undefined ? [...ally.cloaks] : team !== null && team !== 'black' ? [team] : [];
    if (mate !== undefined && mine !== null && !colors.includes(mine)) colors.push(mine);
    for (const color of colors) {
      const id = newId();
      cloaks.push({ id, color, hex: null, holder: seat });
      if (seat !== ebonSeat && !donned.has(seat) && team === color) donned.set(seat, id);
    }
  }
  for (const color of CLOAK_COLORS) {
    const left = CLOAKS_PER_COLOR - cloaks.filter((c) => c.color === color).length;
    for (let k = 0; k < left; k++) cloaks.push({ id: newId(), color, hex: pick(outOfSight, rng), holder: null });
  }
  world.cloaks = cloaks.sort((a, b) => a.id - b.id);

  // Statistics, within the levels seen and the Standings.
  const maxOf = (seat: Player, which: 'maxEndurance' | 'maxArcania'): number => raceById(mages[seat]!.race)![which];
  // The values a mage's Endurance or Arcania may take: its level's band if seen, else 0 to its maximum.
  const banded = (seat: Player, which: 'maxEndurance' | 'maxArcania'): Progression => {
    const top = maxOf(seat, which);
    const seen = seenNow.get(seat);
    const strength = which === 'maxEndurance' ? (seen?.strength ?? null) : null;
    const serenity = which === 'maxArcania' ? (seen?.serenity ?? null) : null;
    const [lo, hi] = strength !== null ? strengthBand(strength, top) : serenity !== null ? serenityBand(serenity, top) : [0, top];
    return { lo, hi: Math.min(hi, top), step: 1 };
  };
  const endurance = drawStatistic(others, (seat) => banded(seat, 'maxEndurance'), min[0], max[0], rng);
  const arcania = drawStatistic(others, (seat) => banded(seat, 'maxArcania'), min[1], max[1], rng);
  const skill = drawStatistic(others, (seat) => (seat === ebonSeat ? { lo: EBON_SKILL, hi: EBON_SKILL, step: 1 } : { lo: raceById(mages[seat]!.race)!.spellSkill, hi: 200, step: 5 }), min[2], max[2], rng);
  const aptitude = drawStatistic(others, (seat) => (mages[seat]!.alignment === 'neutral' ? { lo: -100, hi: 100, step: 2 } : { lo: -100, hi: 100, step: 1 }), min[3], max[3], rng);

  world.mages = state.mages.map((_, seat) => {
    if (seat === viewer) return world.mages[viewer]!;
    const race = raceById(mages[seat]!.race)!;
    const fit = aptitude.get(seat)!;
    const raw = mages[seat]!.alignment === 'good' ? fit : mages[seat]!.alignment === 'evil' ? -fit : ((100 - fit) / 2) * (rng.int(0, 1) === 0 ? 1 : -1);
    const carriedCloaks = world.cloaks.filter((c) => c.holder === seat).length;
    const ally = allies.get(seat);
    const seen = seenNow.get(seat);
    let spells: SpellCode[];
    const read = report.intel.mages.find((m) => m.seat === seat)?.scrolls ?? null;
    if (ally !== undefined) spells = [...ally.scrolls];
    else if (read !== null) spells = [...read];
    else if (seen?.scrolls !== null && seen?.scrolls !== undefined) spells = [...seen.scrolls];
    else if (seen?.items !== null && seen?.items !== undefined) spells = Array.from({ length: Math.max(0, Math.min(6, seen.items - carriedCloaks - (artifactsAt.get(seat) ?? 0))) }, () => drawSpell(mages[seat]!.alignment, rng));
    else {
      spells = Array.from({ length: rng.int(0, 4) }, () => drawSpell(mages[seat]!.alignment, rng));
      if (seat === ebonSeat) spells.unshift('TelPt');
    }
    const permanent = seat === ebonSeat ? spells.indexOf('TelPt') : -1;
    const scrolls: MagikaScroll[] = spells.slice(0, 6).map((spell, id) => ({ id, spell, permanent: id === permanent, keepUntil: 0, readOn: 0 }));
    return makeMage({
      hex: where.get(seat)!,
      endurance: endurance.get(seat)!,
      maxEndurance: race.maxEndurance,
      arcania: arcania.get(seat)!,
      maxArcania: race.maxArcania,
      skill: skill.get(seat)!,
      aptitude: Math.max(-100, Math.min(100, raw)),
      donned: donned.get(seat) ?? null,
      scrolls,
    });
  });

  // The Ebon Mage's tasks, unless they are the seat's own.
  if (ebon && viewer !== ebonSeat) world.ebonTasks = drawTasks(rng);

  // The other seats' reports and knowledge, made from the world as it now is, before their orders:
  // which orders a seat may write reads its knowledge (MG-8), and the real seats' knowledge is
  // hidden from the viewer.
  world.plans = state.plans.map((plan, seat) => (seat === viewer ? plan.slice() : []));
  const scores = scoreAll(world);
  const byHex = occupancyMap(world);
  for (const seat of others) {
    const made = makeReport(world, seat, state.turn - 1, scores, byHex);
    world.reports[seat] = made;
    world.knowledge[seat] = emptyKnowledge(world, seat);
    learn(world.knowledge[seat]!, world, seat, made);
  }
  // Other seats' orders so far: as many phases if their plan is sent, else any number short of it.
  for (const seat of others) {
    const length = state.plans[seat]!.length >= 5 ? 5 : rng.int(0, 4);
    for (let k = 0; k < length; k++) world.plans[seat]!.push(pick(legalOrders(world, seat), rng));
  }

  world.events = state.events.filter((event) => canSee(event, viewer));
  return world;
}
