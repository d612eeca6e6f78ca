/**
 * The typed card schema of Psi Wars (rulebook sections 3–5). The rulebook describes the kinds of
 * Hyper-Card and their screens and lights but prints no card list; the two default decks in
 * `decks.ts` are this library's design (PW-20 onward).
 */

/** The four Creation Units (rulebook 3.1, lights 5.1–5.4). */
export const CREATION_UNITS = ['digital', 'neuro', 'bio', 'material'] as const;
/**
 * A kind of Creation Unit, which is also the light it pays: `digital` (Digital Splicing, green),
 * `neuro` (Neurogenesis, blue), `bio` (Bio-Acceleration, red), `material` (Material Animation, magenta).
 */
export type CreationUnit = (typeof CREATION_UNITS)[number];

/** The five lights of a cost: the four units plus the white "any" light (5.5). */
export const LIGHTS = [...CREATION_UNITS, 'any'] as const;
/** One light of a cost: a Creation Unit kind, or `any` for the white light any unspent unit can pay (PW-4). */
export type Light = (typeof LIGHTS)[number];

/** How many Creation Units of each light a card needs (missing lights are 0). */
export type Cost = Readonly<Partial<Record<Light, number>>>;

/** A screen: attack on top, defence below (rulebook 4.1–4.3; PW-3 reads 4.3 as physical defence). */
export interface Screen {
  /** The top number: strength added to the die when attacking with this screen (6.5.4.1.1); a bonus on Equipment. */
  readonly attack: number;
  /** The bottom number: resistance added to the die when attacked through this screen (6.5.4.1.2); a bonus on Equipment. */
  readonly defense: number;
}

/** The three kinds of Battle Unit (3.2). */
export const UNIT_CLASSES = ['being', 'robot', 'cyborg'] as const;
/** A Battle Unit's class (3.2). The rules go by a card's screens, not its class (PW-21). */
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** The attack modes of the cyber/psionic engagement (6.5.5.2). */
export const MIND_MODES = ['cyber', 'psionic'] as const;
/** A cyber (green screen) or psionic (blue screen) attack, counterattack or disrupted screen. */
export type MindMode = (typeof MIND_MODES)[number];

/**
 * A Cyborg's effect-at-a-distance ability (3.2, 6.5.5.1), used before the engagement. Using it
 * spends the Cyborg for the rest of the engagement (PW-11).
 * - `jam`: contest of `strength` against the opposing stack's cyber defence; success disorients it.
 *   It is a cyber effect: a stack without a cyber screen cannot be jammed.
 * - `snipe`: contest of `strength` against the physical defence of the opposing unit with the
 *   lowest physical defence; success destroys that unit.
 */
export interface DistanceAbility {
  /** What the ability does on a success: `jam` disorients the opposing stack, `snipe` destroys one unit. */
  readonly kind: 'jam' | 'snipe';
  /** The ability's display name (e.g. `Needle Shot`), as in the `distanceUsed` event's `ability`. */
  readonly name: string;
  /** Added to the Cyborg's die in the contest; Equipment and disrupters do not change it (PW-11). */
  readonly strength: number;
}

/** Power effects (3.4, 6.3); each is a numbered ruling (PW-30 onward). */
export type PowerEffect =
  /** Battle phase: an opposing battle unit is trapped (cannot attack or block) until its owner rolls `escape`+ at the end of a build phase. */
  | {
      /** Trap (PW-30). */
      readonly kind: 'trap';
      /** The lowest die roll (1–6) that frees the unit: 4 or 5 in the built-in cards. */
      readonly escape: number;
    }
  /** Battle phase: an opposing battle unit's psionic screen counts as 0 until the end of the turn. */
  | {
      /** Mental disrupter (PW-31). */
      readonly kind: 'mentalDisrupter';
    }
  /** Battle phase: an opposing battle unit's cyber screen counts as 0 until the end of the turn. */
  | {
      /** Electro-magnetic disrupter (PW-32). */
      readonly kind: 'emDisrupter';
    }
  /** Build phase: take a Creation Unit of a chosen kind from your deck into your hand, then shuffle. */
  | {
      /** Creation oracle (PW-33): the card found is shown to the opponent. */
      readonly kind: 'creationOracle';
    }
  /** Build phase: destroy one opposing Equipment card, attached or not. */
  | {
      /** Equipment hunter (PW-34). */
      readonly kind: 'equipmentHunter';
    };

/** The name of a power effect: `trap`, `mentalDisrupter`, `emDisrupter`, `creationOracle` or `equipmentHunter`. */
export type PowerKind = PowerEffect['kind'];

interface CardBase {
  /** Stable id, used in deck lists and configs. */
  readonly id: string;
  /** Display name, used in events and action labels (every copy of the card shares it). */
  readonly name: string;
}

/** A Creation Unit card (3.1). */
export interface CreationUnitCard extends CardBase {
  /** Discriminator: a Creation Unit card. */
  readonly kind: 'creation';
  /** The kind of unit it adds to the lab, and so the light it pays. */
  readonly unit: CreationUnit;
}

/** A Battle Unit card (3.2, 4.0). A missing screen means the unit lacks that capability (6.5.5.4.1). */
export interface BattleUnitCard extends CardBase {
  /** Discriminator: a Battle Unit card. */
  readonly kind: 'battle';
  /** Being, Robot or Cyborg; only Cyborgs have a distance ability in the built-in cards (PW-21). */
  readonly class: UnitClass;
  /** Creation Units needed to build it (5.0). */
  readonly cost: Cost;
  /** Green screen (4.1), or null if the unit can neither make nor suffer cyber attacks (PW-12). */
  readonly cyber: Screen | null;
  /** Blue screen (4.2), or null if the unit can neither make nor suffer psionic attacks (PW-12). */
  readonly psionic: Screen | null;
  /** Red screen: physical attack, and physical defence below it (3.4 (Physical), PW-3). */
  readonly physical: Screen;
  /** Cyborgs only. */
  readonly distance: DistanceAbility | null;
}

/** An Equipment card (3.3): bonuses added to the screens of the unit it is attached to. */
export interface EquipmentCard extends CardBase {
  /** Discriminator: an Equipment card. */
  readonly kind: 'equipment';
  /** Creation Units needed to build it (5.0). */
  readonly cost: Cost;
  /** Bonus to the unit's cyber screen, or null for none; it never gives a unit a screen it lacks (PW-12). */
  readonly cyber: Screen | null;
  /** Bonus to the unit's psionic screen, or null for none; ignored on a unit without one (PW-12). */
  readonly psionic: Screen | null;
  /** Bonus to the unit's physical screen, or null for none. */
  readonly physical: Screen | null;
}

/** When a power may be played (6.3). */
export type PowerTiming = 'build' | 'battle';

/** A Power card (3.4). */
export interface PowerCard extends CardBase {
  /** Discriminator: a Power card. */
  readonly kind: 'power';
  /** Creation Units needed to play it, paid by the player playing it (5.0, PW-10). */
  readonly cost: Cost;
  /** The step it is played in: `build` (own build step) or `battle` (attack or block step, PW-10). */
  readonly timing: PowerTiming;
  /** What it does when played. */
  readonly effect: PowerEffect;
}

/** A card definition from the card library, told apart by `kind`. */
export type Card = CreationUnitCard | BattleUnitCard | EquipmentCard | PowerCard;
/** A card's kind: `creation`, `battle`, `equipment` or `power`. */
export type CardKind = Card['kind'];

/** Total Creation Units a cost needs. */
export function costSize(cost: Cost): number {
  let n = 0;
  for (const light of LIGHTS) n += cost[light] ?? 0;
  return n;
}
