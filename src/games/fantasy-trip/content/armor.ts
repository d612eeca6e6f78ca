/**
 * Body armour and shields, Legacy values (rules notes; spec §2.4). The screen gives every item's DX
 * adjustment; hits stopped and MA come from the notes, except for the three items the screen lists
 * with a DX adjustment only (fine plate, tower shield, spike shield), whose other numbers are
 * reconstructed rulings and flagged `reconstructed` so a config can leave them out.
 *
 * No armour is not an entry: a figure without armour stops 0 hits, has no DX adjustment and keeps
 * its race's MA (10 for a human). The classic 1977–80 values are in `editions.ts`.
 */
import { entryById, tableById } from '../../../core/lookup.js';
import type { Armor, Shield } from './schema.js';

/** Every Legacy armour id, lightest first. */
export const ARMOR_IDS = ['cloth', 'leather', 'chainmail', 'half-plate', 'plate', 'fine-plate'] as const;
/** The id of a Legacy body armour. */
export type ArmorId = (typeof ARMOR_IDS)[number];

/** Every Legacy shield id, lightest first. */
export const SHIELD_IDS = ['small-shield', 'spike-shield', 'large-shield', 'tower-shield'] as const;
/** The id of a Legacy shield. */
export type ShieldId = (typeof SHIELD_IDS)[number];

/** An armour row, frozen. Exported for the classic pack, which shares the shape but not the numbers. */
export function armorRow(id: string, name: string, stops: number, dx: number, ma: number, reconstructed = false): Armor {
  return Object.freeze({ id, name, stops, dx, ma, reconstructed });
}

/** A shield row, frozen. */
export function shieldRow(id: string, name: string, stops: number, dx: number, reconstructed = false): Shield {
  return Object.freeze({ id, name, stops, dx, reconstructed });
}

/** Legacy body armour, in {@link ARMOR_IDS} order. */
export const ARMORS: readonly Armor[] = Object.freeze([
  armorRow('cloth', 'Cloth armor', 1, -1, 10),
  armorRow('leather', 'Leather armor', 2, -2, 8),
  armorRow('chainmail', 'Chainmail', 3, -3, 6),
  armorRow('half-plate', 'Half-plate armor', 4, -4, 6),
  armorRow('plate', 'Plate armor', 5, -5, 6),
  // Fine plate: the screen gives DX −4 only. Read as plate's protection made lighter to wear: it
  // stops 5 like plate, with half-plate's DX and the MA of every metal armour.
  armorRow('fine-plate', 'Fine plate', 5, -4, 6, true),
]);

/** Legacy shields, in {@link SHIELD_IDS} order. A shield stops hits only from the front, never in HTH. */
export const SHIELDS: readonly Shield[] = Object.freeze([
  shieldRow('small-shield', 'Small shield', 1, 0),
  // Spike shield: grouped with the small shield on the screen (DX 0); it protects like one.
  shieldRow('spike-shield', 'Spike shield', 1, 0, true),
  shieldRow('large-shield', 'Large shield', 2, -1),
  // Tower shield: DX −2 on the screen; one more hit stopped than the large shield, one more DX lost.
  shieldRow('tower-shield', 'Tower shield', 3, -2, true),
]);

/** Legacy armour by id. */
export const ARMOR_BY_ID: Readonly<Record<string, Armor>> = tableById(ARMORS);

/** Legacy shields by id. */
export const SHIELD_BY_ID: Readonly<Record<string, Shield>> = tableById(SHIELDS);

/** The Legacy armour with this id, or undefined (only own keys are ids). */
export function armorById(id: string): Armor | undefined {
  return entryById(ARMOR_BY_ID, id);
}

/** The Legacy shield with this id, or undefined (only own keys are ids). */
export function shieldById(id: string): Shield | undefined {
  return entryById(SHIELD_BY_ID, id);
}
