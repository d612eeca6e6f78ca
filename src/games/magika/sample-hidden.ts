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
 * - other seats' orders written so far this turn, legal for what they now carry;
 * - the Ebon Mage's tasks, unless the seat is his;
 * - with a random map, the terrain of hexes the seat has never seen;
 * - the other seats' own reports and knowledge, made anew from the world.
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
import { distance, MAGIKA_GOAL, HEX_COUNT, rowOf, type MagikaHex } from './rules/map.js';
import { legalOrders } from './rules/plan.js';
import { bearing, emptyKnowledge, learn, makeReport, occupancyMap } from './rules/recon.js';
import { drawSpell } from './rules/scrolls.js';
import { generateTerrain } from './rules/terrain-map.js';
import { DEFAULT_MAP } from './content/maps/default.js';
import type { TerrainNumber } from './content/terrain.js';
import { EBON_SKILL } from './setup.js';
import { scoreAll } from './rules/vp.js';
import { canSee } from './view.js';
import type { MagikaCloak, MagikaScroll, MagikaSeenMage, MagikaSerenity, MagikaState, MagikaStrength } from './types.js';

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(0, items.length - 1)]!;

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

/**
 * One statistic for every other mage: each drawn from the values it may take (its band, within the
 * Standings' least and greatest), then one mage set to the least and another to the greatest where
 * their values allow, so the Standings still hold.
 */
function drawStatistic(seats: readonly Player[], allowed: (seat: Player) => number[], min: number, max: number, rng: Rng): Map<Player, number> {
  const out = new Map<Player, number>();
  const options = new Map<Player, number[]>();
  for (const seat of seats) {
    const all = allowed(seat);
    const inRange = all.filter((v) => v >= min && v <= max);
    const values = inRange.length > 0 ? inRange : all;
    options.set(seat, values);
    out.set(seat, pick(values, rng));
  }
  const order = [...seats];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const atMin = order.find((seat) => options.get(seat)!.includes(min));
  if (atMin !== undefined) out.set(atMin, min);
  const atMax = order.find((seat) => seat !== atMin && options.get(seat)!.includes(max));
  if (atMax !== undefined) out.set(atMax, max);
  return out;
}

const range = (lo: number, hi: number, step = 1): number[] => {
  const out: number[] = [];
  for (let v = lo; v <= hi; v += step) out.push(v);
  return out;
};

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
  const fits = (seat: Player, race: Race): boolean =>
    bands(seat, race).every((band, k) => band[0] <= max[k]! && band[1] >= min[k]!);
  let races: RaceId[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    races = state.config.mages.map((chosen, seat) => {
      if (seat === viewer) return chosen.race;
      const known = knowledge.races[seat] ?? null;
      if (known !== null) return known;
      const fitting = RACES.filter((race) => fits(seat, race));
      return pick(fitting.length > 0 ? fitting : RACES, rng).id;
    });
    const extremesReached = [0, 1, 2].every((k) =>
      [min[k]!, max[k]!].every((value) => others.some((seat) => reaches(bands(seat, raceById(races[seat]!)!)[k]!, k, value, raceById(races[seat]!)!.spellSkill))),
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
  for (const seat of unplaced) {
    const sighting = knowledge.sightings[seat] ?? null;
    const reach = sighting === null ? Infinity : 6 * (state.turn - sighting.turn);
    const free: MagikaHex[] = [];
    const near: MagikaHex[] = [];
    for (let hex = 1; hex < HEX_COUNT; hex++) {
      if (inSight.has(hex) || count[hex]! >= 2) continue;
      free.push(hex);
      if (sighting === null || distance(hex, sighting.hex) <= reach) near.push(hex);
    }
    const hex = pick(near.length > 0 ? near : free, rng);
    where.set(seat, hex);
    count[hex]! += 1;
  }

  // Artifacts: where the seat knows them to be, else lying somewhere out of sight.
  const myRace = state.config.mages[viewer]!.race;
  const myHex = state.mages[viewer]!.hex;
  const outOfSight = range(1, HEX_COUNT - 1).filter((hex) => !inSight.has(hex) && rowOf(hex) <= 23);
  const artifactsAt = new Map<Player, number>();
  world.artifacts = ARTIFACTS.map((artifact, i) => {
    if (state.artifacts[i]!.holder === viewer) return { hex: null, holder: viewer };
    for (const ally of report.allies) if (ally.artifacts.includes(artifact.id)) return { hex: null, holder: ally.seat };
    for (const [seat, seen] of seenNow) if (seen.artifacts?.includes(artifact.id)) return { hex: null, holder: seat };
    for (const cell of report.sight) if (cell.artifacts.includes(artifact.id)) return { hex: cell.hex, holder: null };
    const sensed = report.attuned.find((a) => a.artifact === artifact.id);
    if (sensed !== undefined) {
      if (!inSight.has(sensed.hex)) return { hex: sensed.hex, holder: null };
      // Not seen lying there, so carried by someone there whose artifacts the ring does not show.
      const there = [...where].filter(([seat, hex]) => hex === sensed.hex && !seenNow.get(seat)?.artifacts).map(([seat]) => seat).sort((a, b) => a - b);
      if (there.length > 0) return { hex: null, holder: pick(there, rng) };
    }
    // The seat's own racial artifact lies the way its report points (AR-4, MG-49).
    const pointed = artifact.race !== null && artifact.race === myRace && report.racial !== null && report.racial !== 'here';
    const fitsBearing = (hex: MagikaHex): boolean => !pointed || bearing(myHex, hex) === report.racial;
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
  const banded = (seat: Player, which: 'maxEndurance' | 'maxArcania'): number[] => {
    const top = maxOf(seat, which);
    const seen = seenNow.get(seat);
    const strength = which === 'maxEndurance' ? (seen?.strength ?? null) : null;
    const serenity = which === 'maxArcania' ? (seen?.serenity ?? null) : null;
    const [lo, hi] = strength !== null ? strengthBand(strength, top) : serenity !== null ? serenityBand(serenity, top) : [0, top];
    return range(lo, Math.min(hi, top));
  };
  const endurance = drawStatistic(others, (seat) => banded(seat, 'maxEndurance'), min[0], max[0], rng);
  const arcania = drawStatistic(others, (seat) => banded(seat, 'maxArcania'), min[1], max[1], rng);
  const skill = drawStatistic(others, (seat) => (seat === ebonSeat ? [EBON_SKILL] : range(raceById(mages[seat]!.race)!.spellSkill, 200, 5)), min[2], max[2], rng);
  const aptitude = drawStatistic(others, (seat) => (mages[seat]!.alignment === 'neutral' ? range(-100, 100, 2) : range(-100, 100)), min[3], max[3], rng);

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

  // Other seats' orders so far: as many phases if their plan is sent, else any number short of it.
  world.plans = state.plans.map((plan, seat) => (seat === viewer ? plan.slice() : []));
  for (const seat of others) {
    const length = state.plans[seat]!.length >= 5 ? 5 : rng.int(0, 4);
    for (let k = 0; k < length; k++) world.plans[seat]!.push(pick(legalOrders(world, seat), rng));
  }

  // The other seats' reports and knowledge, made from the world as it now is.
  const scores = scoreAll(world);
  const byHex = occupancyMap(world);
  for (const seat of others) {
    const made = makeReport(world, seat, state.turn - 1, scores, byHex);
    world.reports[seat] = made;
    world.knowledge[seat] = emptyKnowledge(world, seat);
    learn(world.knowledge[seat]!, world, seat, made);
  }
  world.events = state.events.filter((event) => canSee(event, viewer));
  return world;
}
