/**
 * The 36 spells (XVIII, L432-581) as data: code, name, alignment, place in the Order of Activation
 * (Figure 7), parameter, and the cost and duration of the minor and major levels. Where the spell's
 * own paragraph and Figure 7 disagree, the paragraph wins and Figure 7 fills in what it leaves out
 * (MG-27): Paralyze costs 26 as a major spell, Burn Item 14, Stutter lasts a turn at both levels.
 *
 * Scrolls carry these spells (a mage finds them by searching, MG-5, and starts with two). What each
 * spell does when cast is the spell content's part of the rules (rules/casting.ts): until it is
 * loaded, a Cast order is refused (MG-58).
 */
import { entryById, tableById } from '../../../core/lookup.js';
import type { Alignment } from './races.js';

/** The spells' codes, in Figure 7's order of activation. */
export const SPELL_CODES = [
  'SpAid', 'ProAu', 'ProSh', 'ProIt', 'ProKn', 'ProEl', 'CurSp', 'Stutt', 'Plyze', 'Confs', 'AntMa', 'AtArc',
  'AtEnd', 'ElDrp', 'ElAtt', 'ElArr', 'ElBlo', 'DrArt', 'FumIt', 'StlIt', 'BrnIt', 'CkAid', 'RcAid', 'InvSp',
  'TelPt', 'ScArt', 'KnoSS', 'IntRp', 'KnArt', 'SrchX', 'BoEnd', 'BoArc', 'Heals', 'FogMp', 'ProSp', 'Chaos',
] as const;
/** A spell's code (Figure 7; "FgMap" in the text is FogMp, MG-27). */
export type SpellCode = (typeof SPELL_CODES)[number];

/**
 * What a spell's order names besides the level (Figure 7's "Para" column, L577-581): a mage or a
 * cloak colour (#/C), a mage (#), a terrain number (TF), a change of terrain (±), a direction and
 * distance (DD), an artifact (A), a scroll (SS), or nothing.
 */
export type SpellParameter = 'none' | 'mageOrColor' | 'mage' | 'terrain' | 'terrainChange' | 'directionDistance' | 'artifact' | 'scroll';

/** How long a spell lasts (L433-437): phases, turns, or the rest of the game ("xx", "Game"). */
export interface SpellDuration {
  /** Phases, turns, or the whole game. */
  readonly unit: 'phase' | 'turn' | 'game';
  /** How many phases or turns; 0 for the whole game. */
  readonly count: number;
}

/** One level of a spell. */
export interface SpellLevel {
  /** Arcania it costs. */
  readonly cost: number;
  /** How long it lasts cast by a cloaked mage (the "team" effect, L439-441), or by anyone at the minor level. */
  readonly duration: SpellDuration;
  /** How long it lasts cast by a Black mage, where the major level differs ("10p - 4t"). */
  readonly blackDuration: SpellDuration;
}

/** One spell. */
export interface MagikaSpell {
  /** Figure 7's code (`'TelPt'`), also its id. */
  readonly id: SpellCode;
  /** Its name (`'Teleport'`). */
  readonly name: string;
  /** Good, Neutral or Evil: which aptitude it moves and which limits apply (XVII). */
  readonly alignment: Alignment;
  /** Its place in Figure 7's Order of Activation, 1 to 36. */
  readonly activation: number;
  /** What its order names. */
  readonly parameter: SpellParameter;
  /** The minor level. */
  readonly minor: SpellLevel;
  /** The major level ("X" added to the code, L438-439). */
  readonly major: SpellLevel;
  /** The protection spell that stops it (MG-35), or null. */
  readonly blockedBy: SpellCode | null;
  /**
   * How likely a found scroll of its alignment is this spell (MG-5): 120 over its minor cost, so
   * cheap spells are found more often (L402-403).
   */
  readonly findWeight: number;
}

const p = (count: number): SpellDuration => Object.freeze({ unit: 'phase', count });
const t = (count: number): SpellDuration => Object.freeze({ unit: 'turn', count });
const GAME: SpellDuration = Object.freeze({ unit: 'game', count: 0 });

function spell(
  id: SpellCode,
  name: string,
  alignment: Alignment,
  parameter: SpellParameter,
  minor: [number, SpellDuration],
  major: [number, SpellDuration, SpellDuration?],
  blockedBy: SpellCode | null = null,
): MagikaSpell {
  return Object.freeze({
    id,
    name,
    alignment,
    activation: SPELL_CODES.indexOf(id) + 1,
    parameter,
    minor: Object.freeze({ cost: minor[0], duration: minor[1], blackDuration: minor[1] }),
    major: Object.freeze({ cost: major[0], duration: major[1], blackDuration: major[2] ?? major[1] }),
    blockedBy,
    findWeight: 120 / minor[0],
  });
}

/** Every spell, in Figure 7's order of activation. */
export const MAGIKA_SPELLS: readonly MagikaSpell[] = Object.freeze([
  spell('SpAid', 'Spell Aid', 'neutral', 'none', [10, p(10)], [40, p(10), t(4)]),
  spell('ProAu', 'Protective Aura', 'good', 'none', [10, p(10)], [24, p(10), t(4)]),
  spell('ProSh', 'Protective Shield', 'good', 'none', [8, p(10)], [20, p(10), t(4)]),
  spell('ProIt', 'Item Protection', 'good', 'none', [8, p(10)], [16, p(10), t(4)]),
  spell('ProKn', 'Knowledge Protection', 'good', 'none', [6, p(10)], [12, p(10), t(4)]),
  spell('ProEl', 'Elemental Protection', 'good', 'none', [4, p(10)], [10, p(10), t(4)]),
  spell('CurSp', 'Curse Spell', 'evil', 'mageOrColor', [6, t(1)], [16, t(1)], 'ProSh'),
  spell('Stutt', 'Stutter', 'good', 'mageOrColor', [6, t(1)], [16, t(1)], 'ProSh'),
  spell('Plyze', 'Paralyze Mage', 'evil', 'mageOrColor', [8, t(1)], [26, t(1)], 'ProSh'),
  spell('Confs', 'Confusion', 'good', 'mageOrColor', [4, p(1)], [12, p(1)], 'ProSh'),
  spell('AntMa', 'Anti-Magic', 'evil', 'mageOrColor', [10, t(1)], [30, t(1)], 'ProAu'),
  spell('AtArc', 'Attack Arcania', 'evil', 'mageOrColor', [8, p(1)], [24, p(1)], 'ProAu'),
  spell('AtEnd', 'Attack Endurance', 'evil', 'mageOrColor', [8, p(1)], [22, p(1)], 'ProAu'),
  spell('ElDrp', 'Elemental Disruption', 'evil', 'terrain', [10, p(1)], [30, t(1)], 'ProEl'),
  spell('ElAtt', 'Elemental Attack', 'evil', 'terrain', [8, p(1)], [24, t(1)], 'ProEl'),
  spell('ElArr', 'Elemental Arrangement', 'neutral', 'terrainChange', [8, t(1)], [20, t(1)], 'ProEl'),
  spell('ElBlo', 'Elemental Blockage', 'evil', 'terrain', [4, p(1)], [12, t(1)], 'ProEl'),
  spell('DrArt', 'Drop Artifact', 'neutral', 'none', [8, p(1)], [24, p(1)], 'ProIt'),
  spell('FumIt', 'Fumble Item', 'good', 'mageOrColor', [6, p(1)], [16, p(1)], 'ProIt'),
  spell('StlIt', 'Steal Item', 'evil', 'mage', [8, p(1)], [28, p(1)], 'ProIt'),
  spell('BrnIt', 'Burn Item', 'evil', 'mageOrColor', [6, p(1)], [14, p(1)], 'ProIt'),
  spell('CkAid', 'Cloak Aid', 'neutral', 'none', [8, p(1)], [30, t(3)]),
  spell('RcAid', 'Recon Aid', 'neutral', 'none', [8, t(1)], [28, t(3)]),
  spell('InvSp', 'Invisibility Spell', 'neutral', 'none', [8, t(1)], [22, t(1), t(3)]),
  spell('TelPt', 'Teleport', 'neutral', 'directionDistance', [6, p(1)], [16, p(1)]),
  spell('ScArt', 'Scatter Artifact', 'neutral', 'artifact', [6, p(1)], [14, p(1)]),
  spell('KnoSS', 'Know Spell Status', 'neutral', 'none', [6, t(1)], [20, t(1), t(3)], 'ProKn'),
  spell('IntRp', 'Intelligence Report', 'neutral', 'none', [4, t(1)], [14, t(1), t(3)], 'ProKn'),
  spell('KnArt', 'Knowledge of Artifacts', 'neutral', 'none', [4, t(1)], [12, t(3)], 'ProKn'),
  spell('SrchX', 'Search eXpired', 'evil', 'mageOrColor', [4, t(1)], [12, t(1)]),
  spell('BoEnd', 'Boost Endurance', 'good', 'none', [10, t(3)], [30, t(3)]),
  spell('BoArc', 'Boost Arcania', 'good', 'none', [10, t(3)], [30, t(3)]),
  spell('Heals', 'Heals', 'good', 'none', [8, p(1)], [24, p(1)]),
  spell('FogMp', 'Fog Map', 'neutral', 'none', [10, t(1)], [35, t(1)]),
  spell('ProSp', 'Prolonged Spell', 'good', 'scroll', [10, t(3)], [35, GAME]),
  spell('Chaos', 'Chaos Spell', 'evil', 'none', [20, GAME], [50, GAME]),
]);

/** The spells by code. */
export const SPELL_BY_CODE: Readonly<Record<string, MagikaSpell>> = tableById(MAGIKA_SPELLS);

/** The spell with this code, or undefined (only own keys are codes). */
export function spellByCode(code: string): MagikaSpell | undefined {
  return entryById(SPELL_BY_CODE, code);
}

/** The spells of each alignment, in Figure 7's order: what a found scroll is drawn from (MG-5). */
export const SPELLS_OF: Readonly<Record<Alignment, readonly MagikaSpell[]>> = Object.freeze({
  good: Object.freeze(MAGIKA_SPELLS.filter((s) => s.alignment === 'good')),
  neutral: Object.freeze(MAGIKA_SPELLS.filter((s) => s.alignment === 'neutral')),
  evil: Object.freeze(MAGIKA_SPELLS.filter((s) => s.alignment === 'evil')),
});
