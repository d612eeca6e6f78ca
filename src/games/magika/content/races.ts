/**
 * Race Characteristics, Figure 1 of the rulebook (L133-136, with the text of L115-133): which
 * alignments each race may take, its maximum Endurance and Arcania, its starting Spell Skill, how
 * many moves it may make a turn and which row of Figure 5 it pays by, the terrain it is attuned to,
 * and its special.
 */
import { entryById, tableById } from '../../../core/lookup.js';
import type { TerrainNumber } from './terrain.js';

/** Good, Neutral or Evil: a mage's alignment, which the rules keep apart from its team (TM-9). */
export type Alignment = 'good' | 'neutral' | 'evil';

/** Every alignment. */
export const ALIGNMENTS: readonly Alignment[] = Object.freeze(['good', 'neutral', 'evil']);

/** The five races' ids. */
export const RACE_IDS = ['human', 'elf', 'dwarf', 'goblin', 'halfling'] as const;
/** A race's id. */
export type RaceId = (typeof RACE_IDS)[number];

/** Which row of Figure 5 a race's third to fifth moves cost: humans', elves' or everyone else's. */
export type MoveRow = 'human' | 'elf' | 'other';

/** One row of Figure 1. */
export interface Race {
  /** Stable id (`'elf'`). */
  readonly id: RaceId;
  /** Display name (`'Elf'`). */
  readonly name: string;
  /** The alignments it may choose (an Elf is never Neutral, L157-158). */
  readonly alignments: readonly Alignment[];
  /** Maximum (and starting) Endurance. */
  readonly maxEndurance: number;
  /** Maximum Arcania; every mage starts at 50 (L119). */
  readonly maxArcania: number;
  /** Spell Skill in percent at the start. */
  readonly spellSkill: number;
  /** Physical moves it may make in a turn: 5 for humans and elves, 4 for the rest (L216-217). */
  readonly moves: 4 | 5;
  /** The row of Figure 5 its moves cost by. */
  readonly moveRow: MoveRow;
  /** The terrain it is attuned to (a 20 meditation bonus there, L90-91), or null for humans. */
  readonly attuned: TerrainNumber | null;
  /** Extra chance in percent that an attacking spell does not affect it: the dwarves' 15 (L127-128). */
  readonly resistance: number;
  /** Added to the chance that a search finds a scroll: the halflings' 20 (L133). */
  readonly searchBonus: number;
  /** Whether it takes half the endurance factor in swamps: the goblins (L130-131). */
  readonly halfSwamp: boolean;
}

function race(r: Race): Race {
  return Object.freeze({ ...r, alignments: Object.freeze([...r.alignments]) });
}

/** Figure 1, in the rulebook's order. */
export const RACES: readonly Race[] = Object.freeze([
  race({ id: 'human', name: 'Human', alignments: ['good', 'neutral', 'evil'], maxEndurance: 100, maxArcania: 100, spellSkill: 70, moves: 5, moveRow: 'human', attuned: null, resistance: 0, searchBonus: 0, halfSwamp: false }),
  race({ id: 'elf', name: 'Elf', alignments: ['good', 'evil'], maxEndurance: 95, maxArcania: 105, spellSkill: 75, moves: 5, moveRow: 'elf', attuned: 4, resistance: 0, searchBonus: 0, halfSwamp: false }),
  race({ id: 'dwarf', name: 'Dwarf', alignments: ['good', 'neutral'], maxEndurance: 110, maxArcania: 95, spellSkill: 65, moves: 4, moveRow: 'other', attuned: 8, resistance: 15, searchBonus: 0, halfSwamp: false }),
  race({ id: 'goblin', name: 'Goblin', alignments: ['neutral', 'evil'], maxEndurance: 110, maxArcania: 95, spellSkill: 65, moves: 4, moveRow: 'other', attuned: 6, resistance: 0, searchBonus: 0, halfSwamp: true }),
  race({ id: 'halfling', name: 'Halfling', alignments: ['good', 'neutral', 'evil'], maxEndurance: 90, maxArcania: 100, spellSkill: 70, moves: 4, moveRow: 'other', attuned: 5, resistance: 0, searchBonus: 20, halfSwamp: false }),
]);

/** Figure 1 by id. */
export const RACE_BY_ID: Readonly<Record<string, Race>> = tableById(RACES);

/** The race with this id, or undefined (only own keys are ids). */
export function raceById(id: string): Race | undefined {
  return entryById(RACE_BY_ID, id);
}

/** Arcania every mage starts with (L119). */
export const START_ARCANIA = 50;
