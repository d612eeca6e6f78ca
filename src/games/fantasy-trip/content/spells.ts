/**
 * The Wizard spell table (rules analysis §2.7, FT-31): every spell of the arena game with its IQ,
 * kind and ST cost, as data. Every spell of the table is played (FT-32).
 */
import { entryById, tableById } from '../../../core/lookup.js';
import type { FigureHexes } from './schema.js';

/** Missile (M), thrown (T), creation (C) or special (S): decides range, the roll and what a failure costs. */
export type SpellKind = 'missile' | 'thrown' | 'creation' | 'special';

/** One spell of the table. */
export interface FantasyTripSpell {
  /** Stable id, used in configs, actions and state (`'magic-fist'`). */
  readonly id: string;
  /** Display name (`'Magic Fist'`). */
  readonly name: string;
  /** The least IQ that may know it (FT-31). */
  readonly iq: number;
  /** Missile, thrown, creation or special (FT-33). */
  readonly kind: SpellKind;
  /**
   * ST to cast: the fixed cost, or for a spell cast "per ST" (missile spells, Clumsiness) the cost
   * of one level; `maxPower` says how many levels a cast may put in.
   */
  readonly cost: number;
  /** Levels one cast may put in: 3 for the missile spells and Clumsiness (FT-33), 1 otherwise. */
  readonly maxPower: number;
  /** ST to keep it one more turn at the renew step (S-03), or 0 for a spell that is not renewed. */
  readonly upkeep: number;
  /** Turns it lasts, the casting turn being turn 1, or null (instant, or while renewed). */
  readonly turns: number | null;
}

function spell(id: string, name: string, iq: number, kind: SpellKind, cost: number, more: Partial<Pick<FantasyTripSpell, 'maxPower' | 'upkeep' | 'turns'>> = {}): FantasyTripSpell {
  return Object.freeze({ id, name, iq, kind, cost, maxPower: more.maxPower ?? 1, upkeep: more.upkeep ?? 0, turns: more.turns ?? null });
}

/** The table, by IQ and then name as the analysis lists it. */
export const FANTASY_TRIP_SPELLS: readonly FantasyTripSpell[] = Object.freeze([
  // IQ 8
  spell('blur', 'Blur', 8, 'thrown', 1, { upkeep: 1 }),
  spell('drop-weapon', 'Drop Weapon', 8, 'thrown', 1),
  spell('image', 'Image', 8, 'creation', 1),
  spell('magic-fist', 'Magic Fist', 8, 'missile', 1, { maxPower: 3 }),
  spell('slow-movement', 'Slow Movement', 8, 'thrown', 2, { turns: 4 }),
  spell('staff', 'Staff', 8, 'special', 5),
  // IQ 9
  spell('aid', 'Aid', 9, 'thrown', 1, { maxPower: 3, turns: 2 }),
  spell('avert', 'Avert', 9, 'thrown', 2, { upkeep: 1 }),
  spell('clumsiness', 'Clumsiness', 9, 'thrown', 1, { maxPower: 3, turns: 3 }),
  spell('confusion', 'Confusion', 9, 'thrown', 1, { maxPower: 3, turns: 3 }),
  spell('fire', 'Fire', 9, 'creation', 1),
  spell('reveal-magic', 'Reveal Magic', 9, 'special', 1),
  spell('summon-wolf', 'Summon Wolf', 9, 'creation', 2, { upkeep: 1 }),
  // IQ 10
  spell('dazzle', 'Dazzle', 10, 'special', 3, { turns: 3 }),
  spell('shadow', 'Shadow', 10, 'creation', 1),
  spell('shock-shield', 'Shock Shield', 10, 'thrown', 2, { upkeep: 1 }),
  spell('speed-movement', 'Speed Movement', 10, 'thrown', 2, { turns: 4 }),
  spell('summon-myrmidon', 'Summon Myrmidon', 10, 'creation', 2, { upkeep: 1 }),
  spell('trip', 'Trip', 10, 'thrown', 2),
  // IQ 11
  spell('control-animal', 'Control Animal', 11, 'thrown', 2, { upkeep: 1 }),
  spell('create-wall', 'Create Wall', 11, 'creation', 2),
  spell('destroy-creation', 'Destroy Creation', 11, 'thrown', 1),
  spell('illusion', 'Illusion', 11, 'creation', 2),
  spell('reverse-missiles', 'Reverse Missiles', 11, 'thrown', 2, { upkeep: 1 }),
  spell('rope', 'Rope', 11, 'creation', 2),
  spell('sleep', 'Sleep', 11, 'thrown', 3),
  spell('summon-bear', 'Summon Bear', 11, 'creation', 4, { upkeep: 1 }),
  // IQ 12
  spell('three-hex-fire', '3-Hex Fire', 12, 'creation', 2),
  spell('three-hex-shadow', '3-Hex Shadow', 12, 'creation', 2),
  spell('blast', 'Blast', 12, 'special', 2),
  spell('break-weapon', 'Break Weapon', 12, 'thrown', 3),
  spell('fireball', 'Fireball', 12, 'missile', 1, { maxPower: 3 }),
  spell('freeze', 'Freeze', 12, 'thrown', 4),
  spell('invisibility', 'Invisibility', 12, 'thrown', 3, { upkeep: 1 }),
  spell('mage-sight', 'Mage Sight', 12, 'thrown', 2, { upkeep: 1 }),
  // IQ 13
  spell('three-hex-wall', '3-Hex Wall', 13, 'creation', 4),
  spell('four-hex-image', '4-Hex Image', 13, 'creation', 2),
  spell('control-person', 'Control Person', 13, 'thrown', 3, { upkeep: 1 }),
  spell('flight', 'Flight', 13, 'thrown', 3, { upkeep: 1 }),
  spell('slippery-floor', 'Slippery Floor', 13, 'thrown', 3),
  spell('stone-flesh', 'Stone Flesh', 13, 'thrown', 2, { upkeep: 1 }),
  spell('stop', 'Stop', 13, 'thrown', 3, { turns: 4 }),
  spell('summon-gargoyle', 'Summon Gargoyle', 13, 'creation', 4, { upkeep: 1 }),
  // IQ 14
  spell('four-hex-illusion', '4-Hex Illusion', 14, 'creation', 3),
  spell('dispel-illusions', 'Dispel Illusions', 14, 'special', 5),
  spell('lightning', 'Lightning', 14, 'missile', 1, { maxPower: 3 }),
  spell('remove-thrown-spell', 'Remove Thrown Spell', 14, 'thrown', 2),
  spell('spell-shield', 'Spell Shield', 14, 'thrown', 3, { upkeep: 1 }),
  spell('summon-giant', 'Summon Giant', 14, 'creation', 4, { upkeep: 1 }),
  // IQ 15
  spell('seven-hex-image', '7-Hex Image', 15, 'creation', 4),
  spell('seven-hex-shadow', '7-Hex Shadow', 15, 'creation', 3),
  spell('giant-rope', 'Giant Rope', 15, 'creation', 5),
  spell('iron-flesh', 'Iron Flesh', 15, 'thrown', 3, { upkeep: 1 }),
  spell('megahex-avert', 'Megahex Avert', 15, 'thrown', 3, { upkeep: 1 }),
  spell('summon-small-dragon', 'Summon Small Dragon', 15, 'creation', 5, { upkeep: 1 }),
  spell('teleport', 'Teleport', 15, 'special', 1, { maxPower: 3 }),
  // IQ 16
  spell('seven-hex-fire', '7-Hex Fire', 16, 'creation', 4),
  spell('seven-hex-illusion', '7-Hex Illusion', 16, 'creation', 5),
  spell('seven-hex-wall', '7-Hex Wall', 16, 'creation', 6),
  spell('death-spell', 'Death Spell', 16, 'thrown', 1),
  spell('megahex-sleep', 'Megahex Sleep', 16, 'thrown', 8),
  spell('summon-dragon', 'Summon Dragon', 16, 'creation', 5, { upkeep: 2 }),
]);

/** What a spell that fills hexes makes: the terrain and how many hexes (1, 3, or 7 for a megahex; FT-39, FT-44). */
export interface AreaSpell {
  /** The terrain each hex gets. */
  readonly kind: 'fire' | 'shadow' | 'wall' | 'slippery';
  /** Hexes filled: 1, 3 (a row across the caster's view) or 7 (a megahex). */
  readonly hexes: 1 | 3 | 7;
}

/** The spells that make terrain, by id (FT-39, FT-44). */
export const AREA_SPELLS: Readonly<Record<string, AreaSpell>> = Object.freeze({
  fire: { kind: 'fire', hexes: 1 },
  shadow: { kind: 'shadow', hexes: 1 },
  'create-wall': { kind: 'wall', hexes: 1 },
  'three-hex-fire': { kind: 'fire', hexes: 3 },
  'three-hex-shadow': { kind: 'shadow', hexes: 3 },
  'three-hex-wall': { kind: 'wall', hexes: 3 },
  'seven-hex-fire': { kind: 'fire', hexes: 7 },
  'seven-hex-shadow': { kind: 'shadow', hexes: 7 },
  'seven-hex-wall': { kind: 'wall', hexes: 7 },
  'slippery-floor': { kind: 'slippery', hexes: 7 },
});

/** The terrain a spell makes, or undefined (only own keys are ids). */
export function areaOf(id: string): AreaSpell | undefined {
  return entryById(AREA_SPELLS, id);
}

/** The spell table by id. */
export const SPELL_BY_ID: Readonly<Record<string, FantasyTripSpell>> = tableById(FANTASY_TRIP_SPELLS);

/** The spell with this id, or undefined (only own keys are ids). */
export function spellById(id: string): FantasyTripSpell | undefined {
  return entryById(SPELL_BY_ID, id);
}

/** What each summoning spell brings: a creature of the creature table (FT-36). */
export const SUMMONS: Readonly<Record<string, string>> = Object.freeze({
  'summon-wolf': 'wolf',
  'summon-myrmidon': 'myrmidon',
  'summon-bear': 'bear',
  'summon-gargoyle': 'gargoyle',
  'summon-giant': 'giant',
  'summon-small-dragon': 'small-dragon',
  'summon-dragon': 'dragon',
});

/**
 * The spells that make an image or an illusion, and the sizes of creature each may look like
 * (FT-36, FT-57): Image and Illusion a one-hex creature, the 4-hex ones the giant (3 hexes) or
 * the small dragon (4), the 7-hex ones the dragon.
 */
export const PRETENCES: Readonly<Record<string, { readonly kind: 'image' | 'illusion'; readonly hexes: readonly FigureHexes[] }>> = Object.freeze({
  image: { kind: 'image', hexes: [1] },
  illusion: { kind: 'illusion', hexes: [1] },
  'four-hex-image': { kind: 'image', hexes: [3, 4] },
  'four-hex-illusion': { kind: 'illusion', hexes: [3, 4] },
  'seven-hex-image': { kind: 'image', hexes: [7] },
  'seven-hex-illusion': { kind: 'illusion', hexes: [7] },
});

/** The spell that makes an image or illusion (`kind`) of a creature of `hexes` hexes, or undefined (FT-57). */
export function pretenceSpell(kind: 'image' | 'illusion', hexes: FigureHexes): string | undefined {
  return Object.keys(PRETENCES).find((id) => PRETENCES[id]!.kind === kind && PRETENCES[id]!.hexes.includes(hexes));
}

/** What an image or illusion spell makes, or undefined for any other spell (only own keys are ids). */
export function pretenceOf(id: string): (typeof PRETENCES)[string] | undefined {
  return entryById(PRETENCES, id);
}

/** The summoning spell that brings `creature`, or undefined (the reverse of {@link SUMMONS}). */
export function summoningOf(creature: string): FantasyTripSpell | undefined {
  for (const id of Object.keys(SUMMONS)) if (SUMMONS[id] === creature) return spellById(id);
  return undefined;
}
