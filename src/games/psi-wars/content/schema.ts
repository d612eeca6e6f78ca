/**
 * The typed card schema of Psi Wars (rulebook sections 3–5). The rulebook describes the kinds of
 * Hyper-Card and their screens and lights but prints no card list; the two default decks in
 * `decks.ts` are this library's design (PW-20 onward).
 */

/** The four Creation Units (rulebook 3.1, lights 5.1–5.4). */
export const CREATION_UNITS = ['digital', 'neuro', 'bio', 'material'] as const;
export type CreationUnit = (typeof CREATION_UNITS)[number];

/** The five lights of a cost: the four units plus the white "any" light (5.5). */
export const LIGHTS = [...CREATION_UNITS, 'any'] as const;
export type Light = (typeof LIGHTS)[number];

/** How many Creation Units of each light a card needs (missing lights are 0). */
export type Cost = Readonly<Partial<Record<Light, number>>>;

/** A screen: attack on top, defence below (rulebook 4.1–4.3; PW-3 reads 4.3 as physical defence). */
export interface Screen {
  readonly attack: number;
  readonly defense: number;
}

/** The three kinds of Battle Unit (3.2). */
export const UNIT_CLASSES = ['being', 'robot', 'cyborg'] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** The attack modes of the cyber/psionic engagement (6.5.5.2). */
export const MIND_MODES = ['cyber', 'psionic'] as const;
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
  readonly kind: 'jam' | 'snipe';
  readonly name: string;
  readonly strength: number;
}

/** Power effects (3.4, 6.3); each is a numbered ruling (PW-30 onward). */
export type PowerEffect =
  /** Battle phase: an opposing battle unit is trapped (cannot attack or block) until its owner rolls `escape`+ at the end of a build phase. */
  | { readonly kind: 'trap'; readonly escape: number }
  /** Battle phase: an opposing battle unit's psionic screen counts as 0 until the end of the turn. */
  | { readonly kind: 'mentalDisrupter' }
  /** Battle phase: an opposing battle unit's cyber screen counts as 0 until the end of the turn. */
  | { readonly kind: 'emDisrupter' }
  /** Build phase: take a Creation Unit of a chosen kind from your deck into your hand, then shuffle. */
  | { readonly kind: 'creationOracle' }
  /** Build phase: destroy one opposing Equipment card, attached or not. */
  | { readonly kind: 'equipmentHunter' };

export type PowerKind = PowerEffect['kind'];

interface CardBase {
  /** Stable id, used in deck lists and configs. */
  readonly id: string;
  readonly name: string;
}

/** A Creation Unit card (3.1). */
export interface CreationUnitCard extends CardBase {
  readonly kind: 'creation';
  readonly unit: CreationUnit;
}

/** A Battle Unit card (3.2, 4.0). A missing screen means the unit lacks that capability (6.5.5.4.1). */
export interface BattleUnitCard extends CardBase {
  readonly kind: 'battle';
  readonly class: UnitClass;
  readonly cost: Cost;
  readonly cyber: Screen | null;
  readonly psionic: Screen | null;
  readonly physical: Screen;
  /** Cyborgs only. */
  readonly distance: DistanceAbility | null;
}

/** An Equipment card (3.3): bonuses added to the screens of the unit it is attached to. */
export interface EquipmentCard extends CardBase {
  readonly kind: 'equipment';
  readonly cost: Cost;
  readonly cyber: Screen | null;
  readonly psionic: Screen | null;
  readonly physical: Screen | null;
}

/** When a power may be played (6.3). */
export type PowerTiming = 'build' | 'battle';

/** A Power card (3.4). */
export interface PowerCard extends CardBase {
  readonly kind: 'power';
  readonly cost: Cost;
  readonly timing: PowerTiming;
  readonly effect: PowerEffect;
}

export type Card = CreationUnitCard | BattleUnitCard | EquipmentCard | PowerCard;
export type CardKind = Card['kind'];

/** Total Creation Units a cost needs. */
export function costSize(cost: Cost): number {
  let n = 0;
  for (const light of LIGHTS) n += cost[light] ?? 0;
  return n;
}
