/**
 * Persona cards (GT-S06, GT-S75; GT-24): each adds to the base Health of 10 and adds magick points
 * to every Magick skill. The rulebook gives no card; these eight are reconstructed.
 */

/** One persona card. A config may bring its own (checked by `parseConfig`, GT-24). */
export interface Persona {
  /** Its id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Health cubes added to the base 10 (GT-S06). */
  readonly health: number;
  /** Magick points added to every skill level (GT-S75). */
  readonly magick: number;
}

/** Health every persona starts from (GT-S06). */
export const BASE_HEALTH = 10;

/** The eight reconstructed personas (GT-24), dealt unless a config brings its own. */
export const PERSONAS: readonly Persona[] = [
  { id: 'pilot', name: 'Pilot', health: 4, magick: 0 },
  { id: 'priestess', name: 'Priestess of the Most High Goddess', health: 1, magick: 2 },
  { id: 'engineer', name: 'Engineer', health: 3, magick: 1 },
  { id: 'smuggler', name: 'Smuggler', health: 3, magick: 1 },
  { id: 'scholar', name: 'Scholar', health: 2, magick: 2 },
  { id: 'mercenary', name: 'Mercenary', health: 5, magick: 0 },
  { id: 'diplomat', name: 'Diplomat', health: 2, magick: 1 },
  { id: 'xenoarchaeologist', name: 'Xeno-archaeologist', health: 1, magick: 2 },
];

/** The built-in persona with this id, or undefined (a game's own decks: `contentOf(config).persona`). */
export const personaById = (id: string): Persona | undefined => PERSONAS.find((p) => p.id === id);
