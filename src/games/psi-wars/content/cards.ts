/**
 * The Psi Wars card library. The rulebook describes the kinds of Hyper-Card, their screens and their
 * lights but prints no card list, so every card here (name, screens, cost, ability) is this
 * library's own design (PW-20 onward). Design notes:
 * - Beings are grown, not built: bio/neuro lights, never a cyber screen (rulebook 3.2 i). Psionic
 *   specialists trade body for mind; brutes have no psionic screen at all.
 * - Robots are metal and code: digital/material lights, never a psionic screen (3.2 ii).
 * - Cyborgs mix both, carry all three screens and an effect-at-a-distance ability (3.2 iii).
 * - Equipment is forged metal, so it nearly always needs Material Animation (2.14).
 * - Stronger cards cost more; every cost is 1–5 Creation Units, equipment and powers 1–3.
 * - Physical attack is also the damage an unblocked unit deals to a lab (6.5.3 i), so it is kept
 *   low: no higher than physical defence on every unit but the two cheapest raiders (Gene Hound,
 *   Scrap Drone), and a step below it on most. Section 5.4 of the rules page has the numbers.
 */
import type { BattleUnitCard, Card, Cost, CreationUnitCard, DistanceAbility, EquipmentCard, PowerCard, Screen } from './schema.js';

const screen = (attack: number, defense: number): Screen => ({ attack, defense });

function being(id: string, name: string, cost: Cost, psionic: Screen | null, physical: Screen): BattleUnitCard {
  return { kind: 'battle', id, name, class: 'being', cost, cyber: null, psionic, physical, distance: null };
}

function robot(id: string, name: string, cost: Cost, cyber: Screen, physical: Screen): BattleUnitCard {
  return { kind: 'battle', id, name, class: 'robot', cost, cyber, psionic: null, physical, distance: null };
}

function cyborg(
  id: string,
  name: string,
  cost: Cost,
  screens: { cyber: Screen; psionic: Screen; physical: Screen },
  distance: DistanceAbility,
): BattleUnitCard {
  return { kind: 'battle', id, name, class: 'cyborg', cost, ...screens, distance };
}

function equipment(
  id: string,
  name: string,
  cost: Cost,
  bonus: { cyber?: Screen; psionic?: Screen; physical?: Screen },
): EquipmentCard {
  return {
    kind: 'equipment',
    id,
    name,
    cost,
    cyber: bonus.cyber ?? null,
    psionic: bonus.psionic ?? null,
    physical: bonus.physical ?? null,
  };
}

function power(id: string, name: string, cost: Cost, effect: PowerCard['effect']): PowerCard {
  const timing = effect.kind === 'creationOracle' || effect.kind === 'equipmentHunter' ? 'build' : 'battle';
  return { kind: 'power', id, name, cost, timing, effect };
}

/** The four Creation Units (rulebook 3.1); one of each starts in every lab (6.1). */
export const CREATION_CARDS: readonly CreationUnitCard[] = [
  { kind: 'creation', id: 'digital-splicing', name: 'Digital Splicing', unit: 'digital' },
  { kind: 'creation', id: 'neurogenesis', name: 'Neurogenesis', unit: 'neuro' },
  { kind: 'creation', id: 'bio-acceleration', name: 'Bio-Acceleration', unit: 'bio' },
  { kind: 'creation', id: 'material-animation', name: 'Material Animation', unit: 'material' },
];

/** Beings: vat-grown bodies and engineered brains (3.2 i). */
export const BEING_CARDS: readonly BattleUnitCard[] = [
  // Psionic specialists: strong blue screen, frail body.
  being('mind-wisp', 'Mind Wisp', { neuro: 1 }, screen(3, 2), screen(1, 2)),
  being('thought-weaver', 'Thought Weaver', { neuro: 2, bio: 1 }, screen(4, 3), screen(1, 2)),
  being('dream-stalker', 'Dream Stalker', { neuro: 1, bio: 1, any: 1 }, screen(3, 2), screen(2, 3)),
  being('psi-matriarch', 'Psi Matriarch', { neuro: 3, bio: 1, any: 1 }, screen(6, 4), screen(2, 3)),
  // All-rounders.
  being('hive-sentinel', 'Hive Sentinel', { bio: 1, neuro: 1 }, screen(2, 2), screen(1, 4)),
  being('spine-crawler', 'Spine Crawler', { bio: 2 }, screen(1, 1), screen(2, 2)),
  being('chimera-knight', 'Chimera Knight', { bio: 2, neuro: 1, any: 1 }, screen(3, 3), screen(3, 4)),
  // Brutes: no psionic screen, all muscle.
  being('gene-hound', 'Gene Hound', { bio: 1 }, null, screen(2, 1)),
  being('vat-brute', 'Vat Brute', { bio: 2, any: 1 }, null, screen(3, 3)),
  being('brood-titan', 'Brood Titan', { bio: 3, any: 1 }, null, screen(4, 5)),
  being('bone-colossus', 'Bone Colossus', { bio: 3, any: 2 }, null, screen(5, 6)),
];

/** Robots: metal frames run by cyber intelligence (3.2 ii). */
export const ROBOT_CARDS: readonly BattleUnitCard[] = [
  robot('scrap-drone', 'Scrap Drone', { material: 1 }, screen(1, 1), screen(2, 1)),
  robot('sentry-frame', 'Sentry Frame', { digital: 1, material: 1 }, screen(2, 2), screen(1, 3)),
  robot('logic-lancer', 'Logic Lancer', { digital: 2, material: 1 }, screen(4, 2), screen(2, 2)),
  robot('spark-hunter', 'Spark Hunter', { digital: 1, material: 1, any: 1 }, screen(3, 2), screen(2, 2)),
  robot('iron-bulwark', 'Iron Bulwark', { material: 2, digital: 1 }, screen(1, 3), screen(1, 4)),
  robot('siege-walker', 'Siege Walker', { material: 3, digital: 1 }, screen(2, 2), screen(4, 4)),
  robot('core-overmind', 'Core Overmind', { digital: 3, material: 1, any: 1 }, screen(6, 4), screen(2, 3)),
  robot('hammer-mech', 'Hammer Mech', { material: 3, digital: 1, any: 1 }, screen(1, 1), screen(5, 6)),
];

/** Cyborgs: flesh spliced with metal and code, each with an effect at a distance (3.2 iii). */
export const CYBORG_CARDS: readonly BattleUnitCard[] = [
  cyborg(
    'grafted-scout',
    'Grafted Scout',
    { bio: 1, material: 1 },
    { cyber: screen(1, 1), psionic: screen(1, 1), physical: screen(1, 2) },
    { kind: 'snipe', name: 'Needle Shot', strength: 2 },
  ),
  cyborg(
    'static-howler',
    'Static Howler',
    { neuro: 1, digital: 1, material: 1 },
    { cyber: screen(3, 2), psionic: screen(2, 2), physical: screen(1, 2) },
    { kind: 'jam', name: 'Static Howl', strength: 3 },
  ),
  cyborg(
    'chrome-reaver',
    'Chrome Reaver',
    { bio: 1, digital: 1, material: 1, any: 1 },
    { cyber: screen(2, 2), psionic: screen(1, 2), physical: screen(3, 3) },
    { kind: 'snipe', name: 'Rail Spike', strength: 3 },
  ),
  cyborg(
    'synapse-warden',
    'Synapse Warden',
    { neuro: 1, digital: 2, material: 1, any: 1 },
    { cyber: screen(4, 3), psionic: screen(4, 3), physical: screen(2, 3) },
    { kind: 'jam', name: 'Mind Lock', strength: 4 },
  ),
  cyborg(
    'helix-marksman',
    'Helix Marksman',
    { bio: 2, digital: 1, material: 1, any: 1 },
    { cyber: screen(2, 2), psionic: screen(2, 2), physical: screen(2, 3) },
    { kind: 'snipe', name: 'Longshot Protocol', strength: 4 },
  ),
];

/** Equipment (3.3): screen bonuses for the unit it is attached to. */
export const EQUIPMENT_CARDS: readonly EquipmentCard[] = [
  // Grown-and-forged gear for beings.
  equipment('barbed-gauntlet', 'Barbed Gauntlet', { material: 1, bio: 1 }, { physical: screen(2, 1) }),
  equipment('chitin-plating', 'Chitin Plating', { material: 1 }, { physical: screen(1, 2) }),
  equipment('focus-circlet', 'Focus Circlet', { material: 1, neuro: 1 }, { psionic: screen(2, 1) }),
  // Machined gear for robots.
  equipment('servo-blade', 'Servo Blade', { material: 1, digital: 1 }, { physical: screen(2, 1) }),
  equipment('firewall-module', 'Firewall Module', { digital: 1 }, { cyber: screen(1, 2) }),
  equipment('overclock-chip', 'Overclock Chip', { digital: 1, material: 1 }, { cyber: screen(2, 0), physical: screen(1, 0) }),
  equipment('arc-cannon', 'Arc Cannon', { material: 2, any: 1 }, { physical: screen(3, 0) }),
  equipment('aegis-shell', 'Aegis Shell', { material: 2, digital: 1 }, { physical: screen(1, 3) }),
];

/** Powers (3.4): one-shot effects, in two flavours, grown (bio/neuro) and machined (digital/material). */
export const POWER_CARDS: readonly PowerCard[] = [
  power('root-snare', 'Root Snare', { bio: 1, any: 1 }, { kind: 'trap', escape: 4 }),
  power('dread-hollow', 'Dread Hollow', { neuro: 2, any: 1 }, { kind: 'trap', escape: 5 }),
  power('mind-static', 'Mind Static', { neuro: 1 }, { kind: 'mentalDisrupter' }),
  power('bioelectric-surge', 'Bioelectric Surge', { bio: 1, any: 1 }, { kind: 'emDisrupter' }),
  power('genesis-vision', 'Genesis Vision', { neuro: 1 }, { kind: 'creationOracle' }),
  power('rust-bloom', 'Rust Bloom', { bio: 1, material: 1 }, { kind: 'equipmentHunter' }),
  power('magnetic-clamp', 'Magnetic Clamp', { digital: 1, material: 1 }, { kind: 'trap', escape: 4 }),
  power('gravity-well', 'Gravity Well', { digital: 2, material: 1 }, { kind: 'trap', escape: 5 }),
  power('feedback-loop', 'Feedback Loop', { digital: 1, any: 1 }, { kind: 'mentalDisrupter' }),
  power('pulse-burst', 'Pulse Burst', { digital: 1 }, { kind: 'emDisrupter' }),
  power('fabrication-forecast', 'Fabrication Forecast', { digital: 1 }, { kind: 'creationOracle' }),
  power('salvage-claw', 'Salvage Claw', { material: 1, any: 1 }, { kind: 'equipmentHunter' }),
];

/** Every card of the library. */
export const CARDS: readonly Card[] = [
  ...CREATION_CARDS,
  ...BEING_CARDS,
  ...ROBOT_CARDS,
  ...CYBORG_CARDS,
  ...EQUIPMENT_CARDS,
  ...POWER_CARDS,
];

/** The library by id. */
export const CARD_BY_ID: Readonly<Record<string, Card>> = Object.freeze(
  Object.fromEntries(CARDS.map((card) => [card.id, card])),
);

// A Map has no prototype to fall into (`constructor` is no card) and is the fastest lookup by
// string: `defOf` runs many times per action on the fast path.
const CARD_MAP: ReadonlyMap<string, Card> = new Map(CARDS.map((card) => [card.id, card]));

/** The card with this id, or undefined (ids from outside are never looked up on a prototype). */
export function cardById(id: string): Card | undefined {
  return CARD_MAP.get(id);
}
