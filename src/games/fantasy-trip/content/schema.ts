/**
 * The shapes of The Fantasy Trip's content: weapons, armour, shields and creatures, as typed data
 * (DESIGN §7). Numbers live in the tables beside this file; rules code reads them through these
 * types only, so an edition is a swap of tables (FT-1).
 */

/** The rules editions shipped as content packs: Legacy (the GM screen, default) and classic 1977–80 Melee (FT-1). */
export const EDITIONS = ['legacy', 'classic'] as const;
/** A rules edition. */
export type Edition = (typeof EDITIONS)[number];

/**
 * Damage as dice plus a modifier: `{ dice: 2, add: -1 }` is "2d-1". A roll never does less than 0
 * hits (before any multiplier).
 */
export interface Damage {
  /** Six-sided dice rolled. */
  readonly dice: number;
  /** Added to the dice total (may be negative). */
  readonly add: number;
}

/** How a weapon is used. */
export const WEAPON_CLASSES = ['hand', 'pole', 'missile', 'natural'] as const;
/** A weapon's class: a hand weapon, a pole weapon (charges, jabs), a missile weapon (bows, slings) or a creature's natural attack. */
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

/** A weapon of the tables (hand, pole, missile) or a creature's natural weapon. */
export interface Weapon {
  /** Stable id, used in configs and state (`'broadsword'`). */
  readonly id: string;
  /** Display name (`'Broadsword'`). */
  readonly name: string;
  readonly class: WeaponClass;
  /** Damage of a normal hit. */
  readonly damage: Damage;
  /** Minimum basic ST to use it; 0 when anyone may. */
  readonly minST: number;
  /** Needs both hands: no ready shield beside it. */
  readonly twoHanded: boolean;
  /** May be thrown (with option (b) or (j)): range penalty −1 DX per hex. */
  readonly throwable: boolean;
  /** A pole weapon that can jab a front hex two away (spear, halberd, pike axe). */
  readonly jabs: boolean;
  /** Usable in hand-to-hand combat (the dagger): its damage there, else null. */
  readonly hth: Damage | null;
  /** Can parry, so a figure holding it may Defend (option (k)). A bow parries once and is ruined. */
  readonly parries: boolean;
  /**
   * Missile weapons only: turns of reloading after a shot (light crossbow 1, heavy 2; bows 0), and
   * the adjusted DX at or above which it reloads one turn faster or (bows) fires twice a turn.
   */
  readonly missile: { readonly reload: number; readonly fastAt: number | null; readonly shotsWhenFast: number } | null;
}

/** Body armour. */
export interface Armor {
  readonly id: string;
  readonly name: string;
  /** Hits stopped from every attack that reaches the wearer. */
  readonly stops: number;
  /** DX adjustment while worn (≤ 0). */
  readonly dx: number;
  /** Movement allowance of a human wearing it. */
  readonly ma: number;
  /** Not on the tables the screen's numbers come from: a reconstructed ruling (FT-nn). */
  readonly reconstructed: boolean;
}

/** A shield. It stops hits only from the three front hexes, and never in HTH. */
export interface Shield {
  readonly id: string;
  readonly name: string;
  readonly stops: number;
  /** DX adjustment while ready (≤ 0). */
  readonly dx: number;
  readonly reconstructed: boolean;
}

/** A creature of the tables (for builds and summonings). */
export interface Creature {
  readonly id: string;
  readonly name: string;
  readonly st: number;
  readonly dx: number;
  readonly iq: number;
  readonly ma: number;
  /** Natural armour: hits stopped. */
  readonly stops: number;
  /** Its natural weapon. */
  readonly attack: Weapon;
  /** DX adjustment to attacks on it (the giant snake's −3), 0 for most. */
  readonly hitPenalty: number;
}

/** The tables of one edition, as rules code reads them. */
export interface ContentPack {
  readonly edition: Edition;
  readonly weapons: Readonly<Record<string, Weapon>>;
  readonly armors: Readonly<Record<string, Armor>>;
  readonly shields: Readonly<Record<string, Shield>>;
  readonly creatures: Readonly<Record<string, Creature>>;
  /**
   * ST thresholds of reactions to injury, by basic ST: hits in one turn for −2 DX next action,
   * hits for falling down (Legacy: 5/8 under 30, 9/16 for 30–49, 15/25 from 50).
   */
  readonly injury: readonly { readonly minBasicST: number; readonly dazed: number; readonly knockdown: number }[];
  /**
   * ST at or below which a figure that is not dead is unconscious: Legacy 0, classic 1. Read the
   * pair as: dead when `ST < deadBelow`, else unconscious when `ST <= unconsciousAt`.
   */
  readonly unconsciousAt: number;
  /** ST below which a figure is dead: Legacy 0 (dead at −1), classic 1 (dead at 0). */
  readonly deadBelow: number;
  /** Pole weapons in a charge: Legacy adds a die and strikes first; classic doubles damage (FT-nn). */
  readonly poleCharge: 'extraDie' | 'double';
  /** Auto-hit multipliers on 4 dice: Legacy 4 = triple, 5 = double; classic none. */
  readonly fourDiceCriticals: boolean;
}
