/**
 * Decks of one's own for GRID Traveler tests (GT-23, GT-24, GT-25, GT-27): six cruisers, six
 * personas, six Necronian mentors and a Magick deck of nine designs, none of them built in, with
 * numbers at the edges of what `parseConfig` allows. Every material they need is on the standard
 * board.
 */
import type { Cruiser, GridDecksConfig, MagickCard, Necronian, Persona } from '../../src/games/grid-traveler/index.js';

/** Speed 9: travels D8 + 9. */
export const BLINK: Cruiser = { id: 'blink', name: 'Blink Skiff', generation: 3, speed: 9, maneuver: 11, weapons: 9, shields: 4, sensors: 10, damage: 3 };
/** Every number 12 but Speed, Maneuver and Sensors, which are 0. */
export const ANVIL: Cruiser = { id: 'anvil', name: 'Anvil', generation: 1, speed: 0, maneuver: 0, weapons: 12, shields: 12, sensors: 0, damage: 12 };

/** Health 10 + 0, magick points 6. */
export const ORACLE: Persona = { id: 'oracle', name: 'Oracle of the Rim', health: 0, magick: 6 };
/** Health 10 + 20, magick points 0. */
export const TITAN: Persona = { id: 'titan', name: 'Titan', health: 20, magick: 0 };

/** No specialty, no extra nanytes. */
export const NOBODY: Necronian = { id: 'nobody', name: 'Nobody', modifier: 0, specialties: [] };
/** Every type a specialty, 10 extra nanytes. */
export const EVERYONE: Necronian = { id: 'everyone', name: 'Everyone', modifier: 10, specialties: ['fireball', 'plasmaBall', 'shields', 'creations', 'destructions', 'absorb', 'effects'] };

/** 7 hits for 1 nanyte, on Iron alone. */
export const NOVA: MagickCard = { id: 'nova', name: 'Nova', type: 'destructions', hits: 7, backlash: 0, cost: 1, materials: ['iron'], special: null, sourced: false };
/** Regains 5 Health. */
export const MEND: MagickCard = { id: 'mend', name: 'Mend', type: 'creations', hits: 1, backlash: 1, cost: 2, materials: ['water'], special: 'regain', amount: 5, sourced: false };

const MORE_CARDS: MagickCard[] = [
  { id: 'wall', name: 'Wall', type: 'shields', hits: 4, backlash: 0, cost: 0, materials: ['silicon'], special: null, sourced: false },
  { id: 'spark', name: 'Spark', type: 'fireball', hits: 2, backlash: 1, cost: 0, materials: ['carbon', 'helium'], special: 'passiveShield', sourced: false },
  { id: 'leech', name: 'Leech', type: 'absorb', hits: 3, backlash: 2, cost: 2, materials: ['gold'], special: 'absorb', sourced: false },
  { id: 'fog', name: 'Fog', type: 'effects', hits: 0, backlash: 0, cost: 1, materials: ['nitrogen'], special: 'hamper', sourced: false },
  { id: 'sap', name: 'Sap', type: 'effects', hits: 1, backlash: 1, cost: 1, materials: ['nitrogen', 'uranium'], special: 'drain', sourced: false },
  { id: 'bolt', name: 'Bolt', type: 'plasmaBall', hits: 20, backlash: 20, cost: 20, materials: ['water', 'iron', 'carbon', 'silicon', 'helium', 'gold', 'uranium', 'nitrogen'], special: null, sourced: false },
  { id: 'flare', name: 'Flare', type: 'fireball', hits: 5, backlash: 2, cost: 3, materials: ['helium'], special: null, sourced: false },
];

/** Decks of one's own for up to six players: 6 cruisers, 6 personas, 6 mentors, 9 Magick designs (22 cards). */
export function customDecks(): GridDecksConfig {
  const cruisers: Cruiser[] = [BLINK, ANVIL];
  const personas: Persona[] = [ORACLE, TITAN];
  const necronians: Necronian[] = [NOBODY, EVERYONE];
  for (let i = 3; i <= 6; i++) {
    cruisers.push({ id: `hull-${i}`, name: `Hull ${i}`, generation: ((i % 3) + 1) as 1 | 2 | 3, speed: i, maneuver: 12 - i, weapons: 5 + (i % 4), shields: 4 + (i % 5), sensors: 3 + i, damage: 2 + i });
    personas.push({ id: `persona-${i}`, name: `Persona ${i}`, health: i, magick: i % 4 });
    necronians.push({ id: `mentor-${i}`, name: `Mentor ${i}`, modifier: i, specialties: i % 2 === 0 ? ['shields', 'fireball', 'absorb'] : ['effects'] });
  }
  const magick = [
    { card: NOVA, copies: 6 },
    { card: MEND, copies: 3 },
    ...MORE_CARDS.map((card, i) => ({ card, copies: 1 + (i % 3) })),
  ];
  return JSON.parse(JSON.stringify({ cruisers, personas, necronians, magick })) as GridDecksConfig;
}
