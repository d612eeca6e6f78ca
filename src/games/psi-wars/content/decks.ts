/**
 * The two built-in 52-card decks (PW-20 onward). Each holds at least one of every Creation Unit
 * (one of each starts in the lab: rulebook 6.1), 19 Creation Units in all, 21 Battle Units, 6
 * Equipment and 6 Powers covering all five power effects.
 * - Creature Commander: bio/neuro lights; mostly Beings (psionic minds and grown brutes) with a few
 *   Cyborgs.
 * - Robot Commander: digital/material lights; mostly Robots (cyber cores, heavy armour) with more
 *   Cyborgs.
 */

export type DeckId = 'creature' | 'robot';

/** The built-in deck ids. */
export const DECK_IDS: readonly DeckId[] = ['creature', 'robot'];

/** Human titles of the built-in decks. */
export const DECK_NAMES: Readonly<Record<DeckId, string>> = {
  creature: 'Creature Commander',
  robot: 'Robot Commander',
};

function copies(entries: readonly (readonly [id: string, count: number])[]): string[] {
  return entries.flatMap(([id, count]) => Array.from({ length: count }, () => id));
}

const CREATURE: readonly string[] = copies([
  // Creation Units: 19.
  ['bio-acceleration', 7],
  ['neurogenesis', 6],
  ['digital-splicing', 3],
  ['material-animation', 3],
  // Beings: 17.
  ['mind-wisp', 2],
  ['gene-hound', 2],
  ['spine-crawler', 2],
  ['hive-sentinel', 2],
  ['thought-weaver', 2],
  ['dream-stalker', 1],
  ['vat-brute', 2],
  ['chimera-knight', 1],
  ['brood-titan', 1],
  ['psi-matriarch', 1],
  ['bone-colossus', 1],
  // Cyborgs: 4.
  ['grafted-scout', 2],
  ['static-howler', 1],
  ['helix-marksman', 1],
  // Equipment: 6.
  ['barbed-gauntlet', 2],
  ['chitin-plating', 2],
  ['focus-circlet', 2],
  // Powers: 6.
  ['root-snare', 1],
  ['dread-hollow', 1],
  ['mind-static', 1],
  ['bioelectric-surge', 1],
  ['genesis-vision', 1],
  ['rust-bloom', 1],
]);

const ROBOT: readonly string[] = copies([
  // Creation Units: 19.
  ['digital-splicing', 7],
  ['material-animation', 7],
  ['neurogenesis', 3],
  ['bio-acceleration', 2],
  // Robots: 15.
  ['scrap-drone', 2],
  ['sentry-frame', 2],
  ['logic-lancer', 2],
  ['spark-hunter', 3],
  ['iron-bulwark', 1],
  ['siege-walker', 2],
  ['core-overmind', 1],
  ['hammer-mech', 2],
  // Cyborgs: 6.
  ['grafted-scout', 1],
  ['static-howler', 2],
  ['chrome-reaver', 2],
  ['synapse-warden', 1],
  // Equipment: 6.
  ['servo-blade', 2],
  ['firewall-module', 1],
  ['overclock-chip', 1],
  ['arc-cannon', 1],
  ['aegis-shell', 1],
  // Powers: 6.
  ['magnetic-clamp', 1],
  ['gravity-well', 1],
  ['feedback-loop', 1],
  ['pulse-burst', 1],
  ['fabrication-forecast', 1],
  ['salvage-claw', 1],
]);

/** The built-in decks: 52 card ids each (duplicates are copies). */
export const DECKS: Readonly<Record<DeckId, readonly string[]>> = {
  creature: CREATURE,
  robot: ROBOT,
};
