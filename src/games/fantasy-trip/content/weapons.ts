/**
 * The weapon table: hand, pole and missile weapons, the wizard's staff and the thrown rock (rules
 * notes, spec §2.5 and §2.6). Damage and minimum ST are the published Legacy values; the columns
 * the notes do not give (hands, parrying, HTH use) are rulings, each cited below.
 *
 * Bare hands are not a table weapon: their damage depends on ST (see `bareHandDamage`).
 */
import { damage } from './damage.js';
import { entryById, tableById } from '../../../core/lookup.js';
import type { Damage, Weapon, WeaponClass } from './schema.js';

/** Every weapon id of the table, in table order (hand, pole, missile, then the staff and the rock). */
export const WEAPON_IDS = [
  'dagger',
  'main-gauche',
  'rapier',
  'club',
  'hammer',
  'cutlass',
  'shortsword',
  'mace',
  'small-ax',
  'broadsword',
  'morningstar',
  'two-handed-sword',
  'battleaxe',
  'javelin',
  'spear',
  'halberd',
  'pike-axe',
  'sling',
  'small-bow',
  'horse-bow',
  'longbow',
  'light-crossbow',
  'heavy-crossbow',
  'staff',
  'thrown-rock',
] as const;
/** The id of a weapon of the table. */
export type WeaponId = (typeof WEAPON_IDS)[number];

/**
 * Hits a ready main-gauche stops when it is held to parry in the off hand, as a small shield would
 * (rules notes: "parries 1 hit"). The weapon itself is in the table; this number has no column in
 * {@link Weapon}, so it lives here until the engine needs more parrying weapons.
 */
export const MAIN_GAUCHE_STOPS = 1;

/** The optional columns of a weapon row; everything left out is false or null. */
interface Traits {
  readonly twoHanded?: boolean;
  readonly throwable?: boolean;
  readonly jabs?: boolean;
  readonly hth?: Damage;
  /** Defaults to true for hand and pole weapons, false otherwise. */
  readonly parries?: boolean;
  readonly missile?: Weapon['missile'];
}

function row(
  id: WeaponId,
  name: string,
  cls: WeaponClass,
  hit: Damage,
  minST: number,
  traits: Traits = {},
): Weapon {
  return Object.freeze({
    id,
    name,
    class: cls,
    damage: hit,
    minST,
    twoHanded: traits.twoHanded ?? false,
    throwable: traits.throwable ?? false,
    jabs: traits.jabs ?? false,
    hth: traits.hth ?? null,
    parries: traits.parries ?? (cls === 'hand' || cls === 'pole'),
    missile: traits.missile ? Object.freeze({ ...traits.missile }) : null,
  });
}

/**
 * Rate-of-fire data. A bow shoots every turn, twice at `fastAt` adjDX and above; a crossbow needs
 * `reload` turns between shots, one fewer at `fastAt` and above (spec §2.6).
 */
const bow = (fastAt: number) => ({ reload: 0, fastAt, shotsWhenFast: 2 });
const crossbow = (reload: number, fastAt: number) => ({ reload, fastAt, shotsWhenFast: 1 });

/**
 * A missile weapon row. Every missile weapon needs both hands (spec §2.5 "2H"). Bows and crossbows
 * can parry but are ruined doing so (screen, DEFENDING AND DODGING): `parries` is true and the
 * engine applies the ruin; a sling has nothing to parry with.
 */
function missileRow(id: WeaponId, name: string, hit: Damage, minST: number, missile: NonNullable<Weapon['missile']>): Weapon {
  return row(id, name, 'missile', hit, minST, { twoHanded: true, parries: id !== 'sling', missile });
}

/** The weapon table, in {@link WEAPON_IDS} order. */
export const WEAPONS: readonly Weapon[] = Object.freeze([
  // Hand weapons. The dagger is the only one usable in HTH, at its damage +3 (screen footnote, R-18).
  row('dagger', 'Dagger', 'hand', damage(1, -1), 0, { throwable: true, hth: damage(1, 2) }),
  row('main-gauche', 'Main-gauche', 'hand', damage(1, -1), 0),
  row('rapier', 'Rapier', 'hand', damage(1), 9),
  row('club', 'Club', 'hand', damage(1), 9, { throwable: true }),
  row('hammer', 'Hammer', 'hand', damage(1, 1), 10, { throwable: true }),
  row('cutlass', 'Cutlass', 'hand', damage(2, -2), 10),
  row('shortsword', 'Shortsword', 'hand', damage(2, -1), 11),
  row('mace', 'Mace', 'hand', damage(2, -1), 11, { throwable: true }),
  row('small-ax', 'Small ax', 'hand', damage(1, 2), 11, { throwable: true }),
  row('broadsword', 'Broadsword', 'hand', damage(2), 12),
  row('morningstar', 'Morningstar', 'hand', damage(2, 1), 13),
  row('two-handed-sword', 'Two-handed sword', 'hand', damage(3, -1), 14, { twoHanded: true }),
  row('battleaxe', 'Battleaxe', 'hand', damage(3), 15, { twoHanded: true }),
  // Pole weapons. The javelin is one-handed and too short to jab; the others need both hands and
  // can jab a front hex two away.
  row('javelin', 'Javelin', 'pole', damage(1, -1), 9, { throwable: true }),
  row('spear', 'Spear', 'pole', damage(1, 1), 11, { twoHanded: true, throwable: true, jabs: true }),
  row('halberd', 'Halberd', 'pole', damage(2), 13, { twoHanded: true, jabs: true }),
  row('pike-axe', 'Pike axe', 'pole', damage(2, 2), 15, { twoHanded: true, jabs: true }),
  // Missile weapons.
  missileRow('sling', 'Sling', damage(1, -2), 0, { reload: 0, fastAt: null, shotsWhenFast: 1 }),
  missileRow('small-bow', 'Small bow', damage(1, -1), 9, bow(15)),
  missileRow('horse-bow', 'Horse bow', damage(1), 10, bow(16)),
  missileRow('longbow', 'Longbow', damage(1, 2), 11, bow(18)),
  missileRow('light-crossbow', 'Light crossbow', damage(2), 12, crossbow(1, 14)),
  missileRow('heavy-crossbow', 'Heavy crossbow', damage(3), 15, crossbow(2, 16)),
  // The wizard's staff (Wizard): a one-die weapon a wizard may keep in hand while casting, so it
  // is one-handed; it parries like any staff. Only wizards (builds that know a spell) carry it
  // (FT-34).
  row('staff', 'Staff', 'hand', damage(1), 0),
  // A rock is a thrown weapon (−1 DX per hex), not a missile weapon, and cannot parry.
  row('thrown-rock', 'Thrown rock', 'hand', damage(1, -4), 0, { throwable: true, parries: false }),
]);

/** The weapon table by id. */
export const WEAPON_BY_ID: Readonly<Record<string, Weapon>> = tableById(WEAPONS);

/** The table weapon with this id, or undefined (inherited keys such as `constructor` are not ids). */
export function weaponById(id: string): Weapon | undefined {
  return entryById(WEAPON_BY_ID, id);
}
