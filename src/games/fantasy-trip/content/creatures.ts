/**
 * The creatures of the Wizard monster table (spec §2.8), for summonings, images and illusions:
 * the one-hex ones, and the giant (3 hexes), small dragon (4) and dragon (7) of FT-57, whose breath
 * is FT-58.
 */
import { damage } from './damage.js';
import { entryById, tableById } from '../../../core/lookup.js';
import type { Breath, Creature, Damage, FigureHexes, Weapon } from './schema.js';
import { WEAPON_BY_ID } from './weapons.js';

/** Every creature id of the table, in table order. */
export const CREATURE_IDS = ['myrmidon', 'wolf', 'giant-snake', 'bear', 'gargoyle', 'giant', 'small-dragon', 'dragon'] as const;
/** The id of a creature of the table. */
export type CreatureId = (typeof CREATURE_IDS)[number];

/**
 * A beast's own weapon (teeth, claws, fists): it cannot be dropped, broken, readied or thrown, and
 * cannot parry, so a beast never Defends. It works at full damage in HTH too (the screen only
 * speaks of humanoids' bare hands; FT-36).
 */
function natural(id: string, name: string, hit: Damage, hth: Damage = hit): Weapon {
  return Object.freeze({
    id,
    name,
    class: 'natural',
    damage: hit,
    minST: 0,
    twoHanded: false,
    throwable: false,
    jabs: false,
    hth,
    parries: false,
    missile: null,
  });
}

interface Stats {
  readonly st: number;
  readonly dx: number;
  readonly iq: number;
  readonly ma: number;
  readonly stops: number;
  readonly hitPenalty?: number;
  readonly hexes?: FigureHexes;
  readonly breath?: Breath;
}

function creature(id: CreatureId, name: string, stats: Stats, attack: Weapon): Creature {
  const { st, dx, iq, ma, stops } = stats;
  return Object.freeze({ id, name, st, dx, iq, ma, stops, attack, hitPenalty: stats.hitPenalty ?? 0, hexes: stats.hexes ?? 1, breath: stats.breath ?? null });
}

// The table weapon the myrmidon carries; looked up once so a typo fails at load, not in play.
const broadsword = WEAPON_BY_ID['broadsword'];
if (broadsword === undefined) throw new Error('the weapon table has no broadsword');

/** The creature table, in {@link CREATURE_IDS} order. */
export const CREATURES: readonly Creature[] = Object.freeze([
  // The myrmidon fights with a real broadsword (2d): Wizard lets it drop or break the sword and
  // then fight bare-handed; here the sword is its own and cannot be lost (FT-36).
  creature('myrmidon', 'Myrmidon', { st: 12, dx: 12, iq: 8, ma: 10, stops: 0 }, broadsword),
  creature('wolf', 'Wolf', { st: 10, dx: 14, iq: 6, ma: 12, stops: 1 }, natural('wolf-bite', 'Bite', damage(1, 1))),
  creature(
    'giant-snake',
    'Giant snake',
    { st: 12, dx: 12, iq: 4, ma: 6, stops: 0, hitPenalty: -3 },
    natural('snake-bite', 'Bite', damage(1, 1)),
  ),
  creature('bear', 'Bear', { st: 30, dx: 11, iq: 6, ma: 8, stops: 2 }, natural('bear-claw', 'Claw', damage(2, 2))),
  // The gargoyle also flies at MA 16; one MA is all the schema holds, and flight is for later.
  creature('gargoyle', 'Gargoyle', { st: 20, dx: 11, iq: 8, ma: 8, stops: 3 }, natural('gargoyle-fist', 'Fist', damage(2))),
  // The giant's MA is the table's 10; the spell's text says 8 (FT-57). Its bare hands (2d−1) are
  // what it would fight with in hand-to-hand, which no figure of several hexes enters (FT-57).
  creature('giant', 'Giant', { st: 30, dx: 9, iq: 8, ma: 10, stops: 0, hexes: 3 }, natural('giant-club', 'Club', damage(3, 3), damage(2, -1))),
  // The dragons fly at MA 16 and 20 as well; like the gargoyle's, their flight is not played (FT-58).
  creature(
    'small-dragon',
    'Small dragon',
    { st: 30, dx: 13, iq: 16, ma: 6, stops: 3, hexes: 4, breath: { damage: damage(2), cost: 3 } },
    natural('small-dragon-claw', 'Claw', damage(2, -2)),
  ),
  creature('dragon', 'Dragon', { st: 60, dx: 14, iq: 20, ma: 8, stops: 5, hexes: 7, breath: { damage: damage(3), cost: 5 } }, natural('dragon-claw', 'Claw', damage(2))),
]);

/** The creature table by id. */
export const CREATURE_BY_ID: Readonly<Record<string, Creature>> = tableById(CREATURES);

/** The creature with this id, or undefined (only own keys are ids). */
export function creatureById(id: string): Creature | undefined {
  return entryById(CREATURE_BY_ID, id);
}
