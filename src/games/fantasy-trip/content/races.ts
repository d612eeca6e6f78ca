/**
 * The races a build may be (rules analysis §2.8, FT-52): each with the least ST, DX and IQ it may
 * start with, its attribute points, and what sets it apart in the arena (an elf's speed, a
 * halfling's throwing). Humans and orcs are alike in the arena.
 */
import { entryById, tableById } from '../../../core/lookup.js';

/** Every race id, in the analysis's order. */
export const RACE_IDS = ['human', 'elf', 'dwarf', 'halfling', 'orc', 'goblin', 'hobgoblin'] as const;
/** A race's id. */
export type RaceId = (typeof RACE_IDS)[number];

/** One race. */
export interface Race {
  /** Stable id, used in configs (`'elf'`). */
  readonly id: RaceId;
  /** Display name. */
  readonly name: string;
  /** The least ST, DX and IQ a build of the race may have. */
  readonly min: { readonly st: number; readonly dx: number; readonly iq: number };
  /** ST + DX + IQ at the start: 32 for most (24 points and IQ 8), 30 for halflings, 28 for hobgoblins. */
  readonly points: number;
  /** MA without armour or in cloth, and in leather, when the race is faster than armour allows (elves); null to use the armour's MA. */
  readonly fleet: { readonly light: number; readonly leather: number } | null;
  /** DX added when throwing a weapon (a halfling's +2). */
  readonly throwing: number;
}

function race(id: RaceId, name: string, min: Race['min'], points: number, more: Partial<Pick<Race, 'fleet' | 'throwing'>> = {}): Race {
  return Object.freeze({ id, name, min: Object.freeze(min), points, fleet: more.fleet ?? null, throwing: more.throwing ?? 0 });
}

/** The race table (analysis §2.8). */
export const RACES: readonly Race[] = Object.freeze([
  race('human', 'Human', { st: 8, dx: 8, iq: 8 }, 32),
  race('elf', 'Elf', { st: 6, dx: 10, iq: 8 }, 32, { fleet: { light: 12, leather: 10 } }),
  race('dwarf', 'Dwarf', { st: 10, dx: 6, iq: 8 }, 32),
  race('halfling', 'Halfling', { st: 4, dx: 12, iq: 8 }, 30, { throwing: 2 }),
  race('orc', 'Orc', { st: 8, dx: 8, iq: 8 }, 32),
  race('goblin', 'Goblin', { st: 6, dx: 8, iq: 10 }, 32),
  race('hobgoblin', 'Hobgoblin', { st: 7, dx: 6, iq: 7 }, 28),
]);

/** The race table by id. */
export const RACE_BY_ID: Readonly<Record<string, Race>> = tableById(RACES);

/** The race with this id, or undefined (only own keys are ids). */
export function raceById(id: string): Race | undefined {
  return entryById(RACE_BY_ID, id);
}

/** MA of a figure of `race` in armour of MA `armorMA` (10 without armour), `armor` its id or null (FT-52). */
export function raceMA(race: Race, armor: string | null, armorMA: number): number {
  if (race.fleet === null) return armorMA;
  if (armor === null || armor === 'cloth') return race.fleet.light;
  if (armor === 'leather') return race.fleet.leather;
  return armorMA;
}
