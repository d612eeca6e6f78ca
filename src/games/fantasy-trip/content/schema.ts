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
 * Damage as six-sided dice plus a modifier: `{ dice: 2, add: -1 }` is "2d-1". A roll never does
 * less than 0 hits; multipliers apply to that floored result (R-17, FT-17).
 */
export interface Damage {
  /** Six-sided dice rolled, 1 or more. */
  readonly dice: number;
  /** Hits added to the dice total (may be negative). */
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
  /** Hand, pole (charge bonus and jabs, FT-12), missile (FT-19) or natural (a creature's, FT-36). */
  readonly class: WeaponClass;
  /** Damage of a normal hit, before multipliers and armour. */
  readonly damage: Damage;
  /** Minimum basic ST to carry it in a build (FT-3); 0 when anyone may. */
  readonly minST: number;
  /** Needs both hands: a shield is slung while it is ready (FT-3, FT-16). */
  readonly twoHanded: boolean;
  /** May be thrown (with option (b) or (j)): range penalty −1 DX per hex (FT-19). */
  readonly throwable: boolean;
  /** A pole weapon that can jab a foe two hexes straight ahead (spear, halberd, pike axe; FT-12). */
  readonly jabs: boolean;
  /** Usable in hand-to-hand combat (the dagger): its damage there, else null (FT-18). */
  readonly hth: Damage | null;
  /**
   * Can parry, so a figure holding it may Defend (option (k)); a bow or crossbow parries but is
   * ruined. Data only in this version: the engine does not yet check it before offering Defend.
   */
  readonly parries: boolean;
  /**
   * Missile weapons only: turns of reloading after a shot (light crossbow 1, heavy 2; bows 0), and
   * the adjusted DX at or above which it reloads one turn faster or (bows) fires twice a turn.
   */
  readonly missile: {
    /** Turns spent reloading between shots at ordinary adjusted DX: 0 for slings and bows, 1 light crossbow, 2 heavy. */
    readonly reload: number;
    /** Adjusted DX from which the weapon is faster, or null when skill makes no difference (the sling). */
    readonly fastAt: number | null;
    /** Shots a turn at `fastAt` or above: 2 for bows; 1 for crossbows, which reload a turn faster instead, and the sling. */
    readonly shotsWhenFast: number;
  } | null;
}

/** Body armour. */
export interface Armor {
  /** Stable id, used in configs and state (`'chainmail'`). */
  readonly id: string;
  /** Display name (`'Chainmail'`). */
  readonly name: string;
  /** Hits stopped from every attack that reaches the wearer, whatever its direction (S-82). */
  readonly stops: number;
  /** DX adjustment while worn (≤ 0). */
  readonly dx: number;
  /** Movement allowance, in hexes, of a human wearing it (FT-7). */
  readonly ma: number;
  /** The screen gives only its DX adjustment; its other numbers are a reconstructed ruling (FT-1). */
  readonly reconstructed: boolean;
}

/** A shield. It stops hits only from the three front hexes of a standing bearer (S-82, FT-14), and never in HTH. */
export interface Shield {
  /** Stable id, used in configs and state (`'large-shield'`). */
  readonly id: string;
  /** Display name (`'Large shield'`). */
  readonly name: string;
  /** Hits stopped from each attack that comes from a front hex, while ready. */
  readonly stops: number;
  /** DX adjustment while ready (≤ 0); none while slung. */
  readonly dx: number;
  /** The screen gives only its DX adjustment; its hits stopped are a reconstructed ruling (FT-1). */
  readonly reconstructed: boolean;
}

/** A creature of the tables: what a summoning brings, or an image or illusion looks like (FT-36); no config fields one as a build. */
export interface Creature {
  /** Stable id (`'wolf'`). */
  readonly id: string;
  /** Display name (`'Wolf'`). */
  readonly name: string;
  /** Strength. */
  readonly st: number;
  /** Dexterity. */
  readonly dx: number;
  /** Intelligence. */
  readonly iq: number;
  /** Movement allowance on the ground, in hexes. */
  readonly ma: number;
  /** Natural armour: hits stopped from every attack. */
  readonly stops: number;
  /** Its natural weapon. */
  readonly attack: Weapon;
  /** DX adjustment to attacks on it (the giant snake's −3, S-60), 0 for most. */
  readonly hitPenalty: number;
  /** Hexes it covers (FT-57): 1, or 3, 4 or 7 for the giant and the dragons. */
  readonly hexes: FigureHexes;
  /** Its fiery breath, or null (FT-58). */
  readonly breath: Breath | null;
}

/** How many hexes a figure covers (FT-57): 1, or 3, 4 or 7 for the large creatures of the table. */
export type FigureHexes = 1 | 3 | 4 | 7;

/** A dragon's breath (FT-58): a missile attack it may make besides its claw, paid for in ST. */
export interface Breath {
  /** Damage of a hit. */
  readonly damage: Damage;
  /** ST the dragon spends on each breath. */
  readonly cost: number;
}

/** The tables of one edition, as rules code reads them (FT-1). */
export interface ContentPack {
  /** The edition these tables belong to. */
  readonly edition: Edition;
  /** The weapon table by id (the same in both editions). */
  readonly weapons: Readonly<Record<string, Weapon>>;
  /** The body armour this edition has, by id. */
  readonly armors: Readonly<Record<string, Armor>>;
  /** The shields this edition has, by id. */
  readonly shields: Readonly<Record<string, Shield>>;
  /** The creature table by id (the same in both editions; FT-36). */
  readonly creatures: Readonly<Record<string, Creature>>;
  /**
   * Reactions to injury by basic ST (FT-13, FT-14), in rising `minBasicST`; the row that applies
   * is the last whose `minBasicST` is at most the figure's basic ST. Both editions: 5/8 under ST
   * 30, 9/16 for 30–49, 15/25 from 50.
   */
  readonly injury: readonly {
    /** The lowest basic ST the row applies to. */
    readonly minBasicST: number;
    /** Hits in one turn (after armour) that give −2 DX on the figure's next action (FT-13). */
    readonly dazed: number;
    /** Hits in one turn (after armour) that knock the figure down at once (FT-14). */
    readonly knockdown: number;
  }[];
  /**
   * ST at or below which a figure that is not dead is unconscious: Legacy 0, classic 1. Read the
   * pair as: dead when `ST < deadBelow`, else unconscious when `ST <= unconsciousAt`.
   */
  readonly unconsciousAt: number;
  /** ST below which a figure is dead: Legacy 0 (dead at −1), classic 1 (dead at 0). */
  readonly deadBelow: number;
  /** A pole weapon's charge bonus: Legacy adds a damage die, classic doubles the damage; both strike first (FT-12). */
  readonly poleCharge: 'extraDie' | 'double';
  /** Whether 4 and 5 on four dice are automatic hits for triple and double damage: Legacy yes, classic no (FT-17). */
  readonly fourDiceCriticals: boolean;
}
