/**
 * Materials (GT-S07, GT-S41, GT-S79; GT-22). The rulebook names three, on the Fireball card: Water
 * (H₂O), Iron (Fe) and Carbon (C). The other five complete a set of eight so that every Magick type
 * has cards that need it; they are reconstructed.
 */

/** Every material's id, in the order of the tables. */
export const MATERIAL_IDS = ['water', 'iron', 'carbon', 'silicon', 'helium', 'gold', 'uranium', 'nitrogen'] as const;

/** A material's id. */
export type MaterialId = (typeof MATERIAL_IDS)[number];

/** One material. */
export interface Material {
  /** Its id. */
  readonly id: MaterialId;
  /** Its name. */
  readonly name: string;
  /** Its chemical symbol. */
  readonly symbol: string;
  /** Whether the rulebook names it (sourced) or the library added it (reconstructed, GT-22). */
  readonly sourced: boolean;
}

/** The eight materials (GT-22). */
export const MATERIALS: readonly Material[] = [
  { id: 'water', name: 'Water', symbol: 'H₂O', sourced: true },
  { id: 'iron', name: 'Iron', symbol: 'Fe', sourced: true },
  { id: 'carbon', name: 'Carbon', symbol: 'C', sourced: true },
  { id: 'silicon', name: 'Silicon', symbol: 'Si', sourced: false },
  { id: 'helium', name: 'Helium', symbol: 'He', sourced: false },
  { id: 'gold', name: 'Gold', symbol: 'Au', sourced: false },
  { id: 'uranium', name: 'Uranium', symbol: 'U', sourced: false },
  { id: 'nitrogen', name: 'Nitrogen', symbol: 'N', sourced: false },
];

/** The material with this id, or undefined. */
export const materialById = (id: string): Material | undefined => MATERIALS.find((m) => m.id === id);
