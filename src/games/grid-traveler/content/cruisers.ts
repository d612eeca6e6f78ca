/**
 * Cruiser cards (GT-S80, GT-S81; GT-23). The rulebook names the seven stats and the three
 * generations but prints no card; the six below are reconstructed to follow its description: the
 * first generation travels far and barely manoeuvres, the second the opposite, the third between.
 * Weapons, Shields, Maneuver, Sensors and Damage are D12 targets; Speed is added to the D8.
 */

/** The components of a cruiser that take cubes on the player mat, besides Damage (GT-S66). */
export const COMPONENTS = ['speed', 'engines', 'maneuver', 'shields', 'weapons', 'sensors'] as const;

/** A component of a cruiser. */
export type Component = (typeof COMPONENTS)[number];

/** Each component (and the Damage track) as the player mat and the log name it. */
export const COMPONENT_NAMES: Readonly<Record<Component | 'damage', string>> = {
  speed: 'Speed',
  engines: 'Engines',
  maneuver: 'Maneuver',
  shields: 'Shields',
  weapons: 'Weapons',
  sensors: 'Sensors',
  damage: 'Damage',
};

/** The components whose number loses 2 for each red cube on it (GT-S30, GT-S32, GT-S41, GT-S64). */
export const REDUCED_BY_CUBES: readonly Component[] = ['speed', 'maneuver', 'weapons', 'sensors'];

/** Cubes that disable a component (GT-S66). */
export const DISABLING_CUBES = 3;

/** Damage cubes that destroy a cruiser (GT-S67, GT-12). */
export const DESTROYING_DAMAGE = 5;

/** One cruiser card. A config may bring its own (checked by `parseConfig`, GT-23). */
export interface Cruiser {
  /** Its id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Its generation: 1 long-wave, 2 short-wave, 3 in between. */
  readonly generation: 1 | 2 | 3;
  /** Tiles added to the travel die. */
  readonly speed: number;
  /** The D12 target to jump at a GRID point. */
  readonly maneuver: number;
  /** The D12 target to hit in ship combat. */
  readonly weapons: number;
  /** The D12 target to stop a hit. */
  readonly shields: number;
  /** The D12 target to scan a material. */
  readonly sensors: number;
  /** The D12 save once Shields are down (GT-12). */
  readonly damage: number;
}

/** The six reconstructed cruisers (GT-23), dealt unless a config brings its own. */
export const CRUISERS: readonly Cruiser[] = [
  { id: 'longwave-lancer', name: 'Longwave Lancer', generation: 1, speed: 6, maneuver: 2, weapons: 7, shields: 7, sensors: 5, damage: 6 },
  { id: 'longwave-bastion', name: 'Longwave Bastion', generation: 1, speed: 5, maneuver: 3, weapons: 6, shields: 8, sensors: 5, damage: 7 },
  { id: 'shortwave-wisp', name: 'Shortwave Wisp', generation: 2, speed: 1, maneuver: 10, weapons: 6, shields: 6, sensors: 8, damage: 5 },
  { id: 'shortwave-talon', name: 'Shortwave Talon', generation: 2, speed: 2, maneuver: 9, weapons: 7, shields: 5, sensors: 7, damage: 6 },
  { id: 'triphase-courier', name: 'Tri-phase Courier', generation: 3, speed: 4, maneuver: 6, weapons: 6, shields: 6, sensors: 6, damage: 6 },
  { id: 'triphase-warden', name: 'Tri-phase Warden', generation: 3, speed: 3, maneuver: 7, weapons: 7, shields: 6, sensors: 6, damage: 5 },
];

/** The built-in cruiser with this id, or undefined (a game's own decks: `contentOf(config).cruiser`). */
export const cruiserById = (id: string): Cruiser | undefined => CRUISERS.find((c) => c.id === id);
