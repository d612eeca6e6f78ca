/**
 * Reconnaissance and the turn report (XIII, XIX; MG-47…MG-51). After setup and after every turn
 * each seat gets a report: a recon map of the hexes within 3 of it and of its teammates, with what
 * each ring shows (RC-2); its teammates and what they carry; the mages carrying its cloak colour;
 * the alignment artifacts it is attuned to; which way its racial artifact lies; and the Standings.
 * The report is stored in the state and merged into the seat's knowledge (its history map and last
 * sightings), so that a view reads nothing but what the seat was told (MG-48).
 */
import type { Player } from '../../../core/game.js';
import { ARTIFACTS, type ArtifactId, alignmentArtifact, artifactIndex, racialArtifact, ALIGNMENT_ARTIFACTS } from '../content/artifacts.js';
import type { Alignment, RaceId } from '../content/races.js';
import type {
  MagikaAllyReport,
  MagikaArtifactSighting,
  MagikaBearing,
  MagikaCloakmate,
  MagikaIntel,
  MagikaIntelMage,
  MagikaSensedArtifact,
  MagikaKnowledge,
  MagikaReport,
  MagikaScore,
  MagikaSeenMage,
  MagikaSerenity,
  MagikaSightHex,
  MagikaState,
  MagikaStrength,
} from '../types.js';
import { alignmentOf, artifactsOf, colorOf, isEbon, itemCount, raceIdOf, teamOf } from './mages.js';
import { effectOn, hexUnder, under } from './effects.js';
import { columnOf, distance, HEX_COUNT, rowOf, type MagikaHex } from './map.js';
import { scoreAll, statistics } from './vp.js';

/** How far a mage sees: ring 3 (L319-321, MG-47). */
export const RECON_RADIUS = 3;

const WITHIN: (readonly MagikaHex[] | undefined)[][] = [new Array(HEX_COUNT), new Array(HEX_COUNT)];

/** The hexes within `radius` (3, or 4 under Recon Aid) of `hex`, in id order (cached). */
export function withinRecon(hex: MagikaHex, radius = RECON_RADIUS): readonly MagikaHex[] {
  const cache = WITHIN[radius === RECON_RADIUS ? 0 : 1]!;
  let list = cache[hex];
  if (list === undefined) {
    const out: MagikaHex[] = [];
    const row = rowOf(hex);
    for (let r = Math.max(1, row - radius); r <= Math.min(26, row + radius); r++) {
      const first = (r * (r - 1)) / 2;
      for (let c = 0; c < r; c++) if (distance(hex, first + c) <= radius) out.push(first + c);
    }
    list = Object.freeze(out);
    cache[hex] = list;
  }
  return list;
}

/** A mage's strength level as others see it (RC-3, MG-47): thirds of its maximum, and 0 and under 10 apart. */
export function strengthLevel(endurance: number, max: number): MagikaStrength {
  if (endurance <= 0) return 'unconscious';
  if (endurance < 10) return 'exhausted';
  if (3 * endurance < max) return 'weak';
  if (3 * endurance < 2 * max) return 'healthy';
  return 'robust';
}

/** A mage's serenity level as others see it (RC-3, MG-47). */
export function serenityLevel(arcania: number, max: number): MagikaSerenity {
  if (arcania < 10) return 'spent';
  if (3 * arcania < max) return 'sapped';
  if (3 * arcania < 2 * max) return 'fair';
  return 'intense';
}

/**
 * What ring `ring` shows of the mage at `seat` (RC-2, MG-47), or null when that ring does not list
 * it: other mages from ring 2 (name, letter and cloak), the Ebon Mage from ring 3.
 */
export function seenMage(state: MagikaState, seat: Player, ring: number): MagikaSeenMage | null {
  const mage = state.mages[seat]!;
  if (isEbon(state, seat)) {
    if (ring > 3) return null;
    return {
      seat,
      ring,
      team: ring <= 2 ? teamOf(state, seat) : null,
      race: ring <= 2 ? raceIdOf(state, seat) : null,
      alignment: ring <= 1 ? alignmentOf(state, seat) : null,
      artifacts: ring <= 2 ? artifactsOf(state, seat) : null,
      items: ring <= 2 ? itemCount(state, seat) : null,
      scrolls: ring <= 1 ? mage.scrolls.map((s) => s.spell) : null,
      strength: ring <= 1 ? strengthLevel(mage.endurance, mage.maxEndurance) : null,
      serenity: ring <= 1 ? serenityLevel(mage.arcania, mage.maxArcania) : null,
    };
  }
  if (ring > 2) return null;
  const carried = artifactsOf(state, seat);
  return {
    seat,
    ring,
    team: teamOf(state, seat),
    race: ring <= 1 ? raceIdOf(state, seat) : null,
    alignment: ring === 0 ? alignmentOf(state, seat) : null,
    artifacts: ring === 0 ? carried : ring === 1 ? carried.filter((id) => ARTIFACTS[artifactIndex(id)]!.class === 'alignment') : null,
    items: ring === 0 ? itemCount(state, seat) : null,
    scrolls: null,
    strength: ring === 0 ? strengthLevel(mage.endurance, mage.maxEndurance) : null,
    serenity: ring === 0 ? serenityLevel(mage.arcania, mage.maxArcania) : null,
  };
}

/** The seat's teammates: the other wearers of its colour. */
export function teammatesOf(state: MagikaState, seat: Player): Player[] {
  const color = colorOf(state, seat);
  if (color === null) return [];
  const out: Player[] = [];
  for (let other = 0; other < state.mages.length; other++) if (other !== seat && colorOf(state, other) === color) out.push(other);
  return out;
}

/** Where an artifact is: its holder's hex, or the hex it lies in. */
export function artifactHex(state: MagikaState, index: number): MagikaHex {
  const place = state.artifacts[index]!;
  return place.holder === null ? place.hex! : state.mages[place.holder]!.hex;
}

/** The compass bearing from one hex to another (MG-49): eight ways, by the hexes' centres, or `'here'`. */
export function bearing(from: MagikaHex, to: MagikaHex): MagikaBearing {
  if (from === to) return 'here';
  // Pointy-topped hexes, rows running across: x grows eastward, y southward.
  const x = (hex: MagikaHex): number => Math.sqrt(3) * (columnOf(hex) - rowOf(hex) / 2);
  const y = (hex: MagikaHex): number => 1.5 * rowOf(hex);
  const angle = (Math.atan2(y(from) - y(to), x(to) - x(from)) * 180) / Math.PI;
  const sector = Math.round((angle < 0 ? angle + 360 : angle) / 45) % 8;
  return (['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const)[sector]!;
}

/**
 * The recon map of `seat` and its teammates (RC-2, RC-4): each hex once, at the ring of the
 * nearest of them. Under Recon Aid a mage sees to ring 4, every ring as the one inside it (MG-44).
 * Invisible mages are left off (L510-512); a hex under Fog Map is blank but to a mage standing in
 * it (L515-519, MG-44).
 */
function sightOf(state: MagikaState, seat: Player, sources: readonly Player[], byHex: ReadonlyMap<MagikaHex, Player[]>): MagikaSightHex[] {
  const ring = new Map<MagikaHex, number>();
  const fogged = (hex: MagikaHex): boolean => hexUnder(state, hex, ['FogMp']);
  for (const source of sources) {
    const at = state.mages[source]!.hex;
    const aided = under(state, source, 'RcAid');
    for (const hex of withinRecon(at, aided ? RECON_RADIUS + 1 : RECON_RADIUS)) {
      const d = distance(at, hex);
      if (d > 0 && fogged(hex)) continue;
      const seen = aided ? Math.max(0, d - 1) : d;
      const known = ring.get(hex);
      if (known === undefined || seen < known) ring.set(hex, seen);
    }
  }
  // The artifacts lying in each hex, in ARTIFACTS order, found once rather than for every hex seen.
  const lying = new Map<MagikaHex, number[]>();
  state.artifacts.forEach((place, i) => {
    if (place.hex === null) return;
    const list = lying.get(place.hex);
    if (list === undefined) lying.set(place.hex, [i]);
    else list.push(i);
  });
  const out: MagikaSightHex[] = [];
  for (const hex of [...ring.keys()].sort((a, b) => a - b)) {
    const r = ring.get(hex)!;
    const here = (byHex.get(hex) ?? []).filter((other) => other !== seat && (sources.includes(other) || !under(state, other, 'InvSp')));
    const mages: MagikaSeenMage[] = [];
    for (const other of here) {
      if (sources.includes(other)) continue;
      const seen = seenMage(state, other, r);
      if (seen !== null) mages.push(seen);
    }
    const artifacts: ArtifactId[] = [];
    for (const i of lying.get(hex) ?? []) if (ARTIFACTS[i]!.seenFrom >= r) artifacts.push(ARTIFACTS[i]!.id);
    out.push({ hex, ring: r, terrain: state.terrain[hex]!, occupied: here.length > 0, mages, artifacts });
  }
  return out;
}

/**
 * What information spells tell `seat` at the end of the turn (MG-43): Knowledge of Artifacts the
 * places of the alignment artifacts (of all at the major level); Intelligence Report what each mage
 * within ring 3 carries; Know Spell Status its scrolls and the spells in effect on it. A mage under
 * Knowledge Protection gives nothing away, nor does an artifact it holds.
 */
function intelOf(state: MagikaState, seat: Player): MagikaIntel {
  const guarded = (other: Player | null): boolean => other !== null && other !== seat && under(state, other, 'ProKn');
  const knArt = effectOn(state, seat, 'KnArt');
  const artifacts: MagikaSensedArtifact[] = [];
  if (knArt !== undefined) {
    ARTIFACTS.forEach((artifact, i) => {
      if ((knArt.level === 'minor' && artifact.class !== 'alignment') || guarded(state.artifacts[i]!.holder)) return;
      artifacts.push({ artifact: artifact.id, hex: artifactHex(state, i) });
    });
  }
  const items = under(state, seat, 'IntRp');
  const status = under(state, seat, 'KnoSS');
  const mages: MagikaIntelMage[] = [];
  if (items || status) {
    const here = state.mages[seat]!.hex;
    for (let other = 0; other < state.mages.length; other++) {
      if (other === seat || guarded(other) || distance(here, state.mages[other]!.hex) > RECON_RADIUS) continue;
      const mage = state.mages[other]!;
      mages.push({
        seat: other,
        scrolls: items || status ? mage.scrolls.map((s) => s.spell) : null,
        cloaks: items ? state.cloaks.filter((c) => c.holder === other).map((c) => c.color) : null,
        artifacts: items ? artifactsOf(state, other) : null,
        effects: status ? state.effects.filter((e) => e.subject === other).map((e) => e.spell) : null,
      });
    }
  }
  return { artifacts, mages };
}

function allyReport(state: MagikaState, seat: Player): MagikaAllyReport {
  return {
    seat,
    hex: state.mages[seat]!.hex,
    race: raceIdOf(state, seat),
    alignment: alignmentOf(state, seat),
    scrolls: state.mages[seat]!.scrolls.map((s) => s.spell),
    cloaks: state.cloaks.filter((c) => c.holder === seat).map((c) => c.color),
    artifacts: artifactsOf(state, seat),
  };
}

/** The Standings (RC-6, MG-51): the other mages' least and greatest statistics, and the seat's VP now. */
function standingsOf(state: MagikaState, seat: Player, scores: readonly MagikaScore[]): MagikaReport['standings'] {
  const min: [number, number, number, number] = [Infinity, Infinity, Infinity, Infinity];
  const max: [number, number, number, number] = [-Infinity, -Infinity, -Infinity, -Infinity];
  for (let other = 0; other < state.mages.length; other++) {
    if (other === seat) continue;
    const stats = statistics(state, other);
    for (let k = 0; k < 4; k++) {
      min[k] = Math.min(min[k]!, stats[k]!);
      max[k] = Math.max(max[k]!, stats[k]!);
    }
  }
  return { min, max, quarters: scores[seat]!.total };
}

/** The seat's turn report, made from the state as it stands (MG-47…MG-51). */
export function makeReport(state: MagikaState, seat: Player, turn: number, scores: readonly MagikaScore[], byHex: ReadonlyMap<MagikaHex, Player[]>): MagikaReport {
  const allies = teammatesOf(state, seat);
  const color = colorOf(state, seat);
  const cloakmates: MagikaCloakmate[] = [];
  if (color !== null) {
    for (let other = 0; other < state.mages.length; other++) {
      if (other !== seat && state.cloaks.some((c) => c.holder === other && c.color === color)) cloakmates.push({ seat: other, hex: state.mages[other]!.hex, team: teamOf(state, other) });
    }
  }
  const own: Alignment[] = isEbon(state, seat) ? ['good', 'neutral', 'evil'] : [alignmentOf(state, seat)];
  const attuned = ALIGNMENT_ARTIFACTS.filter((id) => own.some((a) => alignmentArtifact(a) === id)).map((id) => ({ artifact: id, hex: artifactHex(state, artifactIndex(id)) }));
  const racial = isEbon(state, seat) ? null : bearing(state.mages[seat]!.hex, artifactHex(state, artifactIndex(racialArtifact(raceIdOf(state, seat)))));
  return {
    turn,
    sight: sightOf(state, seat, [seat, ...allies], byHex),
    allies: allies.map((ally) => allyReport(state, ally)),
    cloakmates,
    attuned,
    racial,
    standings: standingsOf(state, seat, scores),
    intel: intelOf(state, seat),
  };
}

/** Merges a report into what the seat knows (MG-48): terrain seen, races and alignments seen, sightings, artifacts. */
export function learn(knowledge: MagikaKnowledge, state: MagikaState, seat: Player, report: MagikaReport): void {
  const turn = report.turn;
  const artifacts: (MagikaArtifactSighting | null)[] = knowledge.artifacts;
  for (const { artifact, hex } of report.attuned) artifacts[artifactIndex(artifact)] = { turn, hex, holder: null };
  const sighted = (seen: MagikaSeenMage, hex: MagikaHex): void => {
    knowledge.sightings[seen.seat] = { turn, hex, seen };
    if (seen.race !== null) knowledge.races[seen.seat] = seen.race;
    if (seen.alignment !== null) knowledge.alignments[seen.seat] = seen.alignment;
    for (const id of seen.artifacts ?? []) artifacts[artifactIndex(id)] = { turn, hex, holder: seen.seat };
  };
  for (const cell of report.sight) {
    knowledge.terrain[cell.hex] = cell.terrain;
    for (const id of cell.artifacts) artifacts[artifactIndex(id)] = { turn, hex: cell.hex, holder: null };
    for (const seen of cell.mages) sighted(seen, cell.hex);
  }
  for (const mate of report.cloakmates) {
    if (report.allies.some((a) => a.seat === mate.seat)) continue;
    const seen = knowledge.sightings[mate.seat] ?? null;
    if (seen === null || seen.turn !== turn) {
      sighted({ seat: mate.seat, ring: -1, team: mate.team, race: null, alignment: null, artifacts: null, items: null, scrolls: null, strength: null, serenity: null }, mate.hex);
    }
  }
  for (const ally of report.allies) {
    sighted(
      {
        seat: ally.seat,
        ring: -1,
        team: teamOf(state, ally.seat),
        race: ally.race as RaceId,
        alignment: ally.alignment,
        artifacts: ally.artifacts,
        items: ally.scrolls.length + ally.cloaks.length + ally.artifacts.length,
        scrolls: ally.scrolls,
        strength: null,
        serenity: null,
      },
      ally.hex,
    );
  }
  for (const { artifact, hex } of report.intel.artifacts) {
    const known = artifacts[artifactIndex(artifact)];
    if (known === null || known === undefined || known.turn !== turn) artifacts[artifactIndex(artifact)] = { turn, hex, holder: null };
  }
  const here = state.mages[seat]!.hex;
  for (const id of artifactsOf(state, seat)) artifacts[artifactIndex(id)] = { turn, hex: here, holder: seat };
}

/** The hexes occupied now, each with its mages in seat order. */
export function occupancyMap(state: MagikaState): Map<MagikaHex, Player[]> {
  const byHex = new Map<MagikaHex, Player[]>();
  state.mages.forEach((mage, seat) => {
    const list = byHex.get(mage.hex);
    if (list === undefined) byHex.set(mage.hex, [seat]);
    else list.push(seat);
  });
  return byHex;
}

/** Every seat's report after `turn` (0 at setup): stored, merged into knowledge, and sent as a `reported` event. */
export function reportAll(state: MagikaState, turn: number): void {
  const scores = scoreAll(state);
  const byHex = occupancyMap(state);
  for (let seat = 0; seat < state.mages.length; seat++) {
    const report = makeReport(state, seat, turn, scores, byHex);
    state.reports[seat] = report;
    learn(state.knowledge[seat]!, state, seat, report);
    state.events.push({ type: 'reported', audience: [seat], player: seat, report });
  }
}

/** A seat's knowledge before its first report: its own race and alignment, nothing else. */
export function emptyKnowledge(state: MagikaState, seat: Player): MagikaKnowledge {
  const players = state.config.players;
  return {
    terrain: new Array<number>(HEX_COUNT).fill(0),
    races: Array.from({ length: players }, (_, other) => (other === seat ? raceIdOf(state, seat) : null)),
    alignments: Array.from({ length: players }, (_, other) => (other === seat ? alignmentOf(state, seat) : null)),
    sightings: new Array(players).fill(null),
    artifacts: new Array(ARTIFACTS.length).fill(null),
  };
}
