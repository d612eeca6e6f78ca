/**
 * What a mage is and has, read from the state: race and alignment (in the config), status, team,
 * artifacts and the gifts they lend, and the terrain figures that apply to it. Every rule asks here,
 * so that a race's or an artifact's effect is written once.
 */
import type { Player } from '../../../core/game.js';
import { ARTIFACTS, type ArtifactId, artifactIndex } from '../content/artifacts.js';
import type { CloakColor } from '../content/cloaks.js';
import { raceById, type Alignment, type MoveRow, type Race, type RaceId } from '../content/races.js';
import { terrainOf, type TerrainNumber } from '../content/terrain.js';
import type { MagikaMage, MagikaState, MagikaStatus, MagikaTeam } from '../types.js';
import { naturalTerrain, under } from './effects.js';

/** What a new mage record is made from; everything else starts at nothing (no moves, rests or counts). */
export type NewMage = Pick<MagikaMage, 'hex' | 'endurance' | 'maxEndurance' | 'arcania' | 'maxArcania' | 'skill' | 'aptitude' | 'donned' | 'scrolls'>;

/**
 * A mage record, its fields in the one order every copy keeps (clone.ts): for setup and for the
 * worlds `sampleHidden` draws.
 */
export function makeMage(m: NewMage): MagikaMage {
  return {
    hex: m.hex,
    endurance: m.endurance,
    maxEndurance: m.maxEndurance,
    arcania: m.arcania,
    maxArcania: m.maxArcania,
    skill: m.skill,
    aptitude: m.aptitude,
    donned: m.donned,
    forcedBlack: false,
    scrolls: m.scrolls,
    nextScroll: m.scrolls.length,
    moves: 0,
    rests: 0,
    out: false,
    demandsWon: 0,
    gifts: 0,
    casts: [0, 0, 0],
  };
}

/** Endurance under which a mage is exhausted and can only rest (MG-10). */
export const EXHAUSTED_BELOW = 10;

/** The Ebon Mage's seat, or null without him (MG-6). */
export function ebonSeat(state: MagikaState): Player | null {
  return state.config.ebon ? state.config.players - 1 : null;
}

/** Whether `seat` is the Ebon Mage. */
export function isEbon(state: MagikaState, seat: Player): boolean {
  return state.config.ebon && seat === state.config.players - 1;
}

/** A seat's race (Figure 1). */
export function raceOf(state: MagikaState, seat: Player): Race {
  return raceById(state.config.mages[seat]!.race)!;
}

/** A seat's race id. */
export function raceIdOf(state: MagikaState, seat: Player): RaceId {
  return state.config.mages[seat]!.race;
}

/** A seat's alignment. */
export function alignmentOf(state: MagikaState, seat: Player): Alignment {
  return state.config.mages[seat]!.alignment;
}

/** OK, exhausted (1–9 Endurance) or unconscious (0) (ST-6, MG-10). */
export function statusOf(mage: MagikaMage): MagikaStatus {
  return mage.endurance === 0 ? 'unconscious' : mage.endurance < EXHAUSTED_BELOW ? 'exhausted' : 'ok';
}

/** The colour of the cloak a mage wears, or null for Black. */
export function colorOf(state: MagikaState, seat: Player): CloakColor | null {
  const donned = state.mages[seat]!.donned;
  if (donned === null) return null;
  for (const cloak of state.cloaks) if (cloak.id === donned) return cloak.color;
  return null;
}

/** A mage's team as reports name it: its cloak's colour, or `'black'`. */
export function teamOf(state: MagikaState, seat: Player): MagikaTeam {
  return colorOf(state, seat) ?? 'black';
}

/** The seats wearing `color`, in seat order. */
export function wearers(state: MagikaState, color: CloakColor): Player[] {
  const out: Player[] = [];
  for (let seat = 0; seat < state.mages.length; seat++) if (colorOf(state, seat) === color) out.push(seat);
  return out;
}

/** Whether two seats are teammates: both wear the same colour (Black is no team, MG-26, MG-54). */
export function areTeammates(state: MagikaState, a: Player, b: Player): boolean {
  const color = colorOf(state, a);
  return color !== null && color === colorOf(state, b);
}

/** Whether `seat` holds `artifact`. */
export function holds(state: MagikaState, seat: Player, artifact: ArtifactId): boolean {
  return state.artifacts[artifactIndex(artifact)]!.holder === seat;
}

/** The artifacts `seat` holds, in ARTIFACT_IDS order. */
export function artifactsOf(state: MagikaState, seat: Player): ArtifactId[] {
  const out: ArtifactId[] = [];
  for (let i = 0; i < ARTIFACTS.length; i++) if (state.artifacts[i]!.holder === seat) out.push(ARTIFACTS[i]!.id);
  return out;
}

/** The cloaks `seat` carries, donned or not. */
export function cloaksOf(state: MagikaState, seat: Player): MagikaState['cloaks'] {
  return state.cloaks.filter((cloak) => cloak.holder === seat);
}

/** Items a mage carries: scrolls, cloaks and artifacts (what ring 0 counts, RC-2). */
export function itemCount(state: MagikaState, seat: Player): number {
  let count = state.mages[seat]!.scrolls.length;
  for (const cloak of state.cloaks) if (cloak.holder === seat) count++;
  for (const place of state.artifacts) if (place.holder === seat) count++;
  return count;
}

/** The terrain a mage stands on now. */
export function terrainAt(state: MagikaState, seat: Player): TerrainNumber {
  return state.terrain[state.mages[seat]!.hex]!;
}

/**
 * The endurance factor of a terrain for this mage (Figure 2): half in swamps for a Goblin or the
 * holder of the Pendant of Goblinkind (L130-131, L269-270). What a move out of it costs at 100%
 * and what a search in it is reckoned from (MG-14, MG-20).
 */
export function enduranceFactor(state: MagikaState, seat: Player, terrain: TerrainNumber): number {
  const row = terrainOf(terrain);
  return raceOf(state, seat).halfSwamp || holds(state, seat, 'pendant') ? row.goblinEndurance : row.endurance;
}

/**
 * The endurance factor `seat` pays to leave or search `hex` (MG-14, MG-20): the terrain's, and under
 * Elemental Protection the cheaper of the arranged terrain and the land's own (MG-35).
 */
export function factorAt(state: MagikaState, seat: Player, hex: number): number {
  const now = enduranceFactor(state, seat, state.terrain[hex]!);
  if (!under(state, seat, 'ProEl')) return now;
  return Math.min(now, enduranceFactor(state, seat, naturalTerrain(state, hex)));
}

/** Physical moves a mage may make in a turn: its race's, or five with the Cross or the Ankh (RA-1, MG-15). */
export function moveAllowance(state: MagikaState, seat: Player): number {
  if (holds(state, seat, 'cross') || holds(state, seat, 'ankh')) return 5;
  return raceOf(state, seat).moves;
}

/** The rows of Figure 5 a mage may pay by: its race's, the human row with the Cross, the elves' with the Ankh (MG-15). */
export function moveRows(state: MagikaState, seat: Player): MoveRow[] {
  const rows: MoveRow[] = [raceOf(state, seat).moveRow];
  if (holds(state, seat, 'cross') && !rows.includes('human')) rows.push('human');
  if (holds(state, seat, 'ankh') && !rows.includes('elf')) rows.push('elf');
  return rows;
}

/**
 * Whether a mage is attuned to `terrain` (MAP-9, MG-12): its race's terrain, or the terrain of a
 * racial artifact it holds (L267-271).
 */
export function isAttuned(state: MagikaState, seat: Player, terrain: TerrainNumber): boolean {
  if (raceOf(state, seat).attuned === terrain) return true;
  for (let i = 0; i < ARTIFACTS.length; i++) {
    if (state.artifacts[i]!.holder === seat && ARTIFACTS[i]!.attuned === terrain) return true;
  }
  return false;
}

/** Added to the chance a search finds a scroll: 20 for a Halfling or the Medallion's holder, not both (MG-20). */
export function searchBonus(state: MagikaState, seat: Player): number {
  return raceOf(state, seat).searchBonus > 0 || holds(state, seat, 'medallion') ? 20 : 0;
}

/**
 * A mage's chance in percent that an attacking spell does not affect it (MG-34): 15 for a Dwarf,
 * plus 10 with the Lamp of Dwarvenkind. Read by the spell content (issue 11) when it resolves an
 * attack.
 */
export function magicResistance(state: MagikaState, seat: Player): number {
  return raceOf(state, seat).resistance + (holds(state, seat, 'lamp') ? 10 : 0);
}

/**
 * What the artifacts a caster holds add to its Spell Skill for a spell of alignment `spell`
 * (AR-1, MG-25): with its own alignment's artifact, +20 for a spell of its alignment and nothing
 * else; otherwise the best of what each other alignment artifact gives: 0 for that artifact's
 * spells, −10 for the caster's own, −20 for the third; and +20 more with the Tome of Magic
 * (L277-278). Read by the casting step when spell content is loaded.
 */
export function skillModifier(state: MagikaState, seat: Player, spell: Alignment): number {
  const own = alignmentOf(state, seat);
  const tome = holds(state, seat, 'tome') ? 20 : 0;
  const ownArtifact = ARTIFACTS.find((a) => a.class === 'alignment' && a.alignment === own)!;
  if (holds(state, seat, ownArtifact.id)) return (spell === own ? 20 : 0) + tome;
  let best: number | null = null;
  for (const artifact of ARTIFACTS) {
    if (artifact.class !== 'alignment' || artifact.alignment === own || !holds(state, seat, artifact.id)) continue;
    const value = spell === artifact.alignment ? 0 : spell === own ? -10 : -20;
    best = best === null ? value : Math.max(best, value);
  }
  return (best ?? 0) + tome;
}

/** Whether a mage's aptitude limits on casting are lifted: the Rod of Obedience (L278-279). */
export function obeysNoLimits(state: MagikaState, seat: Player): boolean {
  return holds(state, seat, 'rod');
}
