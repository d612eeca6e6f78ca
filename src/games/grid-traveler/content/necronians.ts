/**
 * Necronian mentors (GT-S05, GT-S75, GT-S78; GT-3, GT-27). A mentor gives nanytes (10 plus its
 * modifier, start and maximum, GT-3), a skill level in each Magick type (4, or 7 in its two
 * specialties), and a Help card. WEAKEN is the only Help card the rulebook prints, so every mentor
 * carries it. The six mentors are reconstructed.
 */
import type { MagickType } from './magick.js';

/** One Necronian mentor. A config may bring its own (checked by `parseConfig`, GT-27). */
export interface Necronian {
  /** Its id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Nanytes above the base 10: start and maximum (GT-3). */
  readonly modifier: number;
  /** Its specialties, at skill 7 (the other types at 4): two for each built-in mentor, 0–7 distinct types for one a config brings. */
  readonly specialties: readonly MagickType[];
}

/** Nanytes every mentor starts from (GT-S22, GT-3). */
export const BASE_NANYTES = 10;

/** The initial skill level in a type that is not a specialty, and in one that is (GT-27). */
export const BASE_SKILL = 4;
/** The initial skill level in a specialty (GT-27). */
export const SPECIALTY_SKILL = 7;

/** The six reconstructed mentors (GT-27), dealt unless a config brings its own. */
export const NECRONIANS: readonly Necronian[] = [
  { id: 'ignar', name: 'Ignar', modifier: 2, specialties: ['fireball', 'destructions'] },
  { id: 'plasmatar', name: 'Plasmatar', modifier: 1, specialties: ['plasmaBall', 'effects'] },
  { id: 'aegis', name: 'Aegis', modifier: 3, specialties: ['shields', 'creations'] },
  { id: 'voidmother', name: 'Voidmother', modifier: 4, specialties: ['absorb', 'destructions'] },
  { id: 'genetrix', name: 'Genetrix', modifier: 2, specialties: ['creations', 'absorb'] },
  { id: 'stormcaller', name: 'Stormcaller', modifier: 0, specialties: ['plasmaBall', 'fireball'] },
];

/** The built-in mentor with this id, or undefined (a game's own decks: `contentOf(config).necronian`). */
export const necronianById = (id: string): Necronian | undefined => NECRONIANS.find((n) => n.id === id);

/** The WEAKEN Help card, taken exactly from the rulebook (GT-S78, GT-20). */
export const WEAKEN = {
  /** Skill lost by the target. */
  skillPenalty: 3,
  /** For how many of the target's Magick actions (GT-20). */
  actions: 3,
  /** Nanytes ("3 million") the target loses. */
  nanytes: 3,
  /** Turns of the owner before the card may be used again. */
  cooldown: 5,
} as const;
