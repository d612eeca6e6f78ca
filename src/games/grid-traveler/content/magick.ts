/**
 * Magick cards (GT-S71…GT-S79; GT-25). The rulebook names the seven types and prints one card,
 * Fireball, taken exactly: 3 damage to the opponent on a success, 2 to the user on a failure, 3
 * nanytes a use, Water, Iron and Carbon, and the passive-shield special. The other 13 designs are
 * reconstructed, two per type, two copies each: 28 cards.
 */
import type { MaterialId } from './materials.js';

/** The seven types of Magick (GT-S79), the order of the player mat. */
export const MAGICK_TYPES = ['fireball', 'plasmaBall', 'shields', 'creations', 'destructions', 'absorb', 'effects'] as const;

/** A type of Magick. */
export type MagickType = (typeof MAGICK_TYPES)[number];

/** Each Magick type as the cards name it. */
export const MAGICK_TYPE_NAMES: Readonly<Record<MagickType, string>> = {
  fireball: 'Fireball',
  plasmaBall: 'Plasma Ball',
  shields: 'Shields',
  creations: 'Creations',
  destructions: 'Destructions',
  absorb: 'Absorb',
  effects: 'Effects',
};

/** What a card does besides its damage, on a successful attack (GT-26). */
export type MagickSpecial =
  /** The Fireball card's text: a failed block may be retried with a Shields card (GT-15). */
  | 'passiveShield'
  /** The user regains this much Health. */
  | 'regain'
  /** The user gains nanytes equal to the damage dealt. */
  | 'absorb'
  /** The target's skills are −2 for its next 2 Magick actions. */
  | 'hamper'
  /** The target loses 2 nanytes. */
  | 'drain'
  | null;

/** Every special a Magick card may have besides none (GT-26), in one list. */
export const MAGICK_SPECIALS = ['passiveShield', 'regain', 'absorb', 'hamper', 'drain'] as const satisfies readonly NonNullable<MagickSpecial>[];

/** One Magick card design. A config may bring its own (checked by `parseConfig`, GT-25). */
export interface MagickCard {
  /** Its id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Its type, whose skill level it rolls against. */
  readonly type: MagickType;
  /** Hit points: the damage of a successful attack, and the block value (GT-S76). */
  readonly hits: number;
  /** Health the user loses on its own failed roll (GT-S75). */
  readonly backlash: number;
  /** Nanytes a use costs (GT-S72). */
  readonly cost: number;
  /** The materials it needs to be capable (GT-S71). */
  readonly materials: readonly MaterialId[];
  /** Its special effect. */
  readonly special: MagickSpecial;
  /** For `regain` (and only for it): the Health regained. */
  readonly amount?: number;
  /** Whether the rulebook prints it (Fireball I only; false for a card a config brings unless it says so). */
  readonly sourced: boolean;
}

/** The 14 designs (GT-25); the built-in deck holds two copies of each. A config may bring a deck of its own. */
export const MAGICK_CARDS: readonly MagickCard[] = [
  { id: 'fireball-1', name: 'Fireball I', type: 'fireball', hits: 3, backlash: 2, cost: 3, materials: ['water', 'iron', 'carbon'], special: 'passiveShield', sourced: true },
  { id: 'fireball-2', name: 'Fireball II', type: 'fireball', hits: 4, backlash: 3, cost: 4, materials: ['iron', 'carbon', 'helium'], special: null, sourced: false },
  { id: 'plasma-ball-1', name: 'Plasma Ball I', type: 'plasmaBall', hits: 4, backlash: 3, cost: 4, materials: ['helium', 'iron'], special: null, sourced: false },
  { id: 'plasma-ball-2', name: 'Plasma Ball II', type: 'plasmaBall', hits: 5, backlash: 3, cost: 5, materials: ['helium', 'uranium', 'iron'], special: null, sourced: false },
  { id: 'shields-1', name: 'Shields I', type: 'shields', hits: 3, backlash: 1, cost: 2, materials: ['silicon', 'iron'], special: null, sourced: false },
  { id: 'shields-2', name: 'Shields II', type: 'shields', hits: 4, backlash: 1, cost: 3, materials: ['silicon', 'gold', 'iron'], special: null, sourced: false },
  { id: 'creations-1', name: 'Creations I', type: 'creations', hits: 2, backlash: 1, cost: 2, materials: ['carbon', 'nitrogen'], special: 'regain', amount: 2, sourced: false },
  { id: 'creations-2', name: 'Creations II', type: 'creations', hits: 3, backlash: 2, cost: 3, materials: ['carbon', 'nitrogen', 'water'], special: 'regain', amount: 3, sourced: false },
  { id: 'destructions-1', name: 'Destructions I', type: 'destructions', hits: 5, backlash: 3, cost: 5, materials: ['uranium', 'iron'], special: null, sourced: false },
  { id: 'destructions-2', name: 'Destructions II', type: 'destructions', hits: 6, backlash: 4, cost: 6, materials: ['uranium', 'silicon', 'carbon'], special: null, sourced: false },
  { id: 'absorb-1', name: 'Absorb I', type: 'absorb', hits: 2, backlash: 1, cost: 2, materials: ['gold', 'water'], special: 'absorb', sourced: false },
  { id: 'absorb-2', name: 'Absorb II', type: 'absorb', hits: 3, backlash: 2, cost: 3, materials: ['gold', 'nitrogen', 'water'], special: 'absorb', sourced: false },
  { id: 'effects-1', name: 'Effects I', type: 'effects', hits: 1, backlash: 1, cost: 1, materials: ['nitrogen'], special: 'hamper', sourced: false },
  { id: 'effects-2', name: 'Effects II', type: 'effects', hits: 2, backlash: 1, cost: 2, materials: ['nitrogen', 'helium'], special: 'drain', sourced: false },
];

/** Copies of each design in the Magick deck (GT-25). */
export const MAGICK_COPIES = 2;

/** The built-in design with this id, or undefined (a game's own deck: `contentOf(config).magick`). */
export const magickById = (id: string): MagickCard | undefined => MAGICK_CARDS.find((c) => c.id === id);
