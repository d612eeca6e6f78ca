/**
 * The Fantasy Trip content: the weapon, armour, shield and creature tables against the rules notes
 * and spec §2.4–2.8, the two edition packs (FT-1) and bare-hand damage by ST (S-81).
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/errors.js';
import { ARMORS, ARMOR_IDS, SHIELDS, SHIELD_IDS, armorById, shieldById } from '../../src/games/fantasy-trip/content/armor.js';
import { bareHandDamage } from '../../src/games/fantasy-trip/content/bare-hands.js';
import { CREATURES, CREATURE_IDS, creatureById } from '../../src/games/fantasy-trip/content/creatures.js';
import { damage, formatDamage } from '../../src/games/fantasy-trip/content/damage.js';
import { contentPack } from '../../src/games/fantasy-trip/content/editions.js';
import { EDITIONS, type ContentPack, type Edition, type Weapon } from '../../src/games/fantasy-trip/content/schema.js';
import { MAIN_GAUCHE_STOPS, WEAPONS, WEAPON_BY_ID, WEAPON_IDS, weaponById } from '../../src/games/fantasy-trip/content/weapons.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

function weapon(id: string): Weapon {
  const found = weaponById(id);
  if (found === undefined) throw new Error(`no weapon ${id}`);
  return found;
}

/** The notes' weapon table (damage / minimum ST), typed in again from the notes. */
const NOTES_WEAPONS: readonly (readonly [id: string, dmg: string, minST: number])[] = [
  ['dagger', '1d-1', 0],
  ['main-gauche', '1d-1', 0],
  ['rapier', '1d', 9],
  ['club', '1d', 9],
  ['hammer', '1d+1', 10],
  ['cutlass', '2d-2', 10],
  ['shortsword', '2d-1', 11],
  ['mace', '2d-1', 11],
  ['small-ax', '1d+2', 11],
  ['broadsword', '2d', 12],
  ['morningstar', '2d+1', 13],
  ['two-handed-sword', '3d-1', 14],
  ['battleaxe', '3d', 15],
  ['javelin', '1d-1', 9],
  ['spear', '1d+1', 11],
  ['halberd', '2d', 13],
  ['pike-axe', '2d+2', 15],
  ['sling', '1d-2', 0],
  ['small-bow', '1d-1', 9],
  ['horse-bow', '1d', 10],
  ['longbow', '1d+2', 11],
  ['light-crossbow', '2d', 12],
  ['heavy-crossbow', '3d', 15],
  ['staff', '1d', 0],
  ['thrown-rock', '1d-4', 0],
];

describe('damage notation', () => {
  it('writes damage as the tables do', () => {
    expect(formatDamage(damage(2, -1))).toBe('2d-1');
    expect(formatDamage(damage(1, 2))).toBe('1d+2');
    expect(formatDamage(damage(3))).toBe('3d');
    expect(Object.isFrozen(damage(1, 0))).toBe(true);
  });
});

describe('weapons (notes, spec §2.5–2.6)', () => {
  it('lists every weapon of the notes with its damage and minimum ST, in id order', () => {
    expect(WEAPONS.map((w) => w.id)).toEqual([...WEAPON_IDS]);
    expect(NOTES_WEAPONS.map(([id]) => id)).toEqual([...WEAPON_IDS]);
    for (const [id, dmg, minST] of NOTES_WEAPONS) {
      expect(formatDamage(weapon(id).damage), id).toBe(dmg);
      expect(weapon(id).minST, id).toBe(minST);
    }
  });

  it('has unique kebab-case ids, named, reachable by own-property lookup only', () => {
    expect(new Set(WEAPON_IDS).size).toBe(WEAPON_IDS.length);
    for (const w of WEAPONS) {
      expect(w.id).toMatch(KEBAB);
      expect(w.name.length).toBeGreaterThan(0);
      expect(weaponById(w.id)).toBe(w);
      expect(WEAPON_BY_ID[w.id]).toBe(w);
    }
    for (const key of INHERITED) expect(weaponById(key)).toBeUndefined();
    expect(weaponById('bare-hands')).toBeUndefined();
    expect(isDeepFrozen(WEAPONS) && isDeepFrozen(WEAPON_BY_ID)).toBe(true);
  });

  it('sorts weapons into hand, pole and missile classes', () => {
    const ofClass = (cls: Weapon['class']) => WEAPONS.filter((w) => w.class === cls).map((w) => w.id);
    expect(ofClass('pole')).toEqual(['javelin', 'spear', 'halberd', 'pike-axe']);
    expect(ofClass('missile')).toEqual(['sling', 'small-bow', 'horse-bow', 'longbow', 'light-crossbow', 'heavy-crossbow']);
    expect(ofClass('natural')).toEqual([]);
    expect(ofClass('hand')).toHaveLength(WEAPONS.length - 10);
  });

  it('marks two-handed, throwable and jabbing weapons (spec §2.5, R-04, R-12)', () => {
    const ids = (keep: (w: Weapon) => boolean) => WEAPONS.filter(keep).map((w) => w.id);
    // Every missile weapon needs both hands, and so do the big hand and pole weapons.
    const missiles = ids((w) => w.class === 'missile');
    expect(ids((w) => w.twoHanded)).toEqual(['two-handed-sword', 'battleaxe', 'spear', 'halberd', 'pike-axe', ...missiles]);
    expect(ids((w) => w.throwable)).toEqual(['dagger', 'club', 'hammer', 'mace', 'small-ax', 'javelin', 'spear', 'thrown-rock']);
    expect(ids((w) => w.jabs)).toEqual(['spear', 'halberd', 'pike-axe']);
  });

  it('lets only the dagger strike in HTH, for 1d+2 (R-18)', () => {
    expect(WEAPONS.filter((w) => w.hth !== null).map((w) => w.id)).toEqual(['dagger']);
    expect(formatDamage(weapon('dagger').hth!)).toBe('1d+2');
  });

  it('lets hand and pole weapons parry, bows and crossbows too (ruined), not the sling or a rock (S-43)', () => {
    const cannot = WEAPONS.filter((w) => !w.parries).map((w) => w.id);
    expect(cannot).toEqual(['sling', 'thrown-rock']);
    expect(MAIN_GAUCHE_STOPS).toBe(1);
  });

  it('gives missile weapons their rate of fire, and no other weapon any (spec §2.6)', () => {
    const fire = Object.fromEntries(WEAPONS.filter((w) => w.missile !== null).map((w) => [w.id, w.missile]));
    expect(fire).toEqual({
      sling: { reload: 0, fastAt: null, shotsWhenFast: 1 },
      'small-bow': { reload: 0, fastAt: 15, shotsWhenFast: 2 },
      'horse-bow': { reload: 0, fastAt: 16, shotsWhenFast: 2 },
      longbow: { reload: 0, fastAt: 18, shotsWhenFast: 2 },
      'light-crossbow': { reload: 1, fastAt: 14, shotsWhenFast: 1 },
      'heavy-crossbow': { reload: 2, fastAt: 16, shotsWhenFast: 1 },
    });
    for (const w of WEAPONS) expect(w.missile !== null).toBe(w.class === 'missile');
  });
});

describe('armour and shields (spec §2.4, R-05)', () => {
  it('has the Legacy armour values, fine plate reconstructed', () => {
    const rows = ARMORS.map((a) => [a.id, a.stops, a.dx, a.ma, a.reconstructed]);
    expect(rows).toEqual([
      ['cloth', 1, -1, 10, false],
      ['leather', 2, -2, 8, false],
      ['chainmail', 3, -3, 6, false],
      ['half-plate', 4, -4, 6, false],
      ['plate', 5, -5, 6, false],
      ['fine-plate', 5, -4, 6, true],
    ]);
    expect(ARMORS.map((a) => a.id)).toEqual([...ARMOR_IDS]);
  });

  it('has the Legacy shields, tower and spike reconstructed', () => {
    const rows = SHIELDS.map((s) => [s.id, s.stops, s.dx, s.reconstructed]);
    expect(rows).toEqual([
      ['small-shield', 1, 0, false],
      ['spike-shield', 1, 0, true],
      ['large-shield', 2, -1, false],
      ['tower-shield', 3, -2, true],
    ]);
    expect(SHIELDS.map((s) => s.id)).toEqual([...SHIELD_IDS]);
  });

  it('finds items by own id only, all frozen', () => {
    for (const a of ARMORS) expect(armorById(a.id)).toBe(a);
    for (const s of SHIELDS) expect(shieldById(s.id)).toBe(s);
    for (const key of INHERITED) {
      expect(armorById(key)).toBeUndefined();
      expect(shieldById(key)).toBeUndefined();
    }
    expect(armorById('main-gauche') ?? shieldById('main-gauche')).toBeUndefined();
    expect(isDeepFrozen(ARMORS) && isDeepFrozen(SHIELDS)).toBe(true);
    for (const item of [...ARMORS, ...SHIELDS]) expect(item.dx).toBeLessThanOrEqual(0);
  });
});

describe('creatures (spec §2.8)', () => {
  it('has every creature of the Wizard table, with its size and breath (FT-57, FT-58)', () => {
    const breath = (c: (typeof CREATURES)[number]): string | null => (c.breath === null ? null : `${formatDamage(c.breath.damage)}/${c.breath.cost} ST`);
    const rows = CREATURES.map((c) => [c.id, c.ma, c.st, c.dx, c.iq, c.stops, formatDamage(c.attack.damage), c.hitPenalty, c.hexes, breath(c)]);
    expect(rows).toEqual([
      ['myrmidon', 10, 12, 12, 8, 0, '2d', 0, 1, null],
      ['wolf', 12, 10, 14, 6, 1, '1d+1', 0, 1, null],
      ['giant-snake', 6, 12, 12, 4, 0, '1d+1', -3, 1, null],
      ['bear', 8, 30, 11, 6, 2, '2d+2', 0, 1, null],
      ['gargoyle', 8, 20, 11, 8, 3, '2d', 0, 1, null],
      ['giant', 10, 30, 9, 8, 0, '3d+3', 0, 3, null],
      ['small-dragon', 6, 30, 13, 16, 3, '2d-2', 0, 4, '2d/3 ST'],
      ['dragon', 8, 60, 14, 20, 5, '2d', 0, 7, '3d/5 ST'],
    ]);
    // The giant's bare hands are its hand-to-hand damage (spec §2.8), though it never goes to ground (FT-57).
    expect(formatDamage(creatureById('giant')!.attack.hth!)).toBe('2d-1');
    expect(CREATURES.map((c) => c.id)).toEqual([...CREATURE_IDS]);
  });

  it('arms beasts with natural weapons and the myrmidon with a table broadsword', () => {
    expect(creatureById('myrmidon')!.attack).toBe(weapon('broadsword'));
    for (const c of CREATURES.filter((c) => c.id !== 'myrmidon')) {
      const a = c.attack;
      expect(a.class).toBe('natural');
      expect(a.id).toMatch(KEBAB);
      expect(weaponById(a.id)).toBeUndefined();
      expect([a.parries, a.twoHanded, a.throwable, a.jabs, a.missile, a.minST]).toEqual([false, false, false, false, null, 0]);
      if (c.id !== 'giant') expect(a.hth).toEqual(a.damage);
    }
    const attackIds = CREATURES.map((c) => c.attack.id);
    expect(new Set(attackIds).size).toBe(attackIds.length);
  });

  it('finds creatures by own id only, all frozen', () => {
    for (const c of CREATURES) expect(creatureById(c.id)).toBe(c);
    for (const key of INHERITED) expect(creatureById(key)).toBeUndefined();
    expect(creatureById('ogre')).toBeUndefined();
    expect(isDeepFrozen(CREATURES)).toBe(true);
  });
});

/** Life state by the convention the packs document: dead below deadBelow, else unconscious at or below unconsciousAt. */
function life(pack: ContentPack, st: number): 'dead' | 'unconscious' | 'up' {
  if (st < pack.deadBelow) return 'dead';
  return st <= pack.unconsciousAt ? 'unconscious' : 'up';
}

describe('edition packs (FT-1)', () => {
  const legacy = contentPack('legacy');
  const classic = contentPack('classic');

  it('defaults to Legacy and hands out one frozen pack per edition', () => {
    expect(contentPack()).toBe(legacy);
    for (const edition of EDITIONS) {
      const pack = contentPack(edition);
      expect(pack.edition).toBe(edition);
      expect(contentPack(edition)).toBe(pack);
      expect(isDeepFrozen(pack)).toBe(true);
      expect(JSON.parse(JSON.stringify(pack))).toEqual(pack);
      for (const [id, item] of [...Object.entries(pack.weapons), ...Object.entries(pack.armors), ...Object.entries(pack.shields), ...Object.entries(pack.creatures)]) {
        expect(item.id).toBe(id);
      }
    }
  });

  it('refuses an unknown edition with BAD_CONFIG', () => {
    for (const bad of ['advanced', 'constructor', '__proto__', '']) {
      let caught: unknown;
      try {
        contentPack(bad as Edition);
      } catch (error) {
        caught = error;
      }
      expect(isRuleError(caught, 'BAD_CONFIG')).toBe(true);
    }
  });

  it('holds the Legacy tables and rules', () => {
    expect(Object.keys(legacy.weapons)).toEqual([...WEAPON_IDS]);
    expect(Object.values(legacy.armors)).toEqual(ARMORS);
    expect(Object.values(legacy.shields)).toEqual(SHIELDS);
    expect(Object.values(legacy.creatures)).toEqual(CREATURES);
    expect(legacy.poleCharge).toBe('extraDie');
    expect(legacy.fourDiceCriticals).toBe(true);
    expect(legacy.injury).toEqual([
      { minBasicST: 0, dazed: 5, knockdown: 8 },
      { minBasicST: 30, dazed: 9, knockdown: 16 },
      { minBasicST: 50, dazed: 15, knockdown: 25 },
    ]);
    // Screen: ST 0 unconscious, below 0 dead.
    expect([2, 1, 0, -1, -5].map((st) => life(legacy, st))).toEqual(['up', 'up', 'unconscious', 'dead', 'dead']);
  });

  it('holds the classic armour, life thresholds, pole charge and 4-dice table', () => {
    expect(Object.values(classic.armors).map((a) => [a.id, a.stops, a.dx, a.ma, a.reconstructed])).toEqual([
      ['leather', 2, -2, 8, false],
      ['chainmail', 3, -4, 6, false],
      ['plate', 5, -6, 4, false],
    ]);
    expect(Object.keys(classic.shields)).toEqual(['small-shield', 'large-shield']);
    expect(classic.shields['large-shield']).toBe(legacy.shields['large-shield']);
    expect(classic.weapons).toBe(legacy.weapons);
    expect(classic.creatures).toBe(legacy.creatures);
    expect(classic.injury).toEqual(legacy.injury);
    expect(classic.poleCharge).toBe('double');
    expect(classic.fourDiceCriticals).toBe(false);
    // Classic: ST 1 unconscious, 0 dead.
    expect([2, 1, 0, -1].map((st) => life(classic, st))).toEqual(['up', 'unconscious', 'dead', 'dead']);
  });

  it('keeps injury rows in rising basic ST', () => {
    for (const edition of EDITIONS) {
      const rows = contentPack(edition).injury;
      expect(rows[0]!.minBasicST).toBe(0);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.minBasicST).toBeGreaterThan(rows[i - 1]!.minBasicST);
    }
  });
});

describe('bare-hand damage by ST (S-81)', () => {
  /** The screen's table, band by band, then its "and so on" continuation (two more bands). */
  const TABLE: readonly (readonly [from: number, to: number, dmg: string])[] = [
    [0, 8, '1d-4'],
    [9, 10, '1d-3'],
    [11, 12, '1d-2'],
    [13, 14, '1d-1'],
    [15, 16, '1d'],
    [17, 20, '1d+1'],
    [21, 24, '1d+2'],
    [25, 30, '1d+3'],
    [31, 40, '2d+1'],
    [41, 50, '3d+1'],
    [51, 60, '4d+1'],
    [61, 70, '5d+1'],
    [71, 80, '6d+1'],
  ];

  it('follows the table at every ST from 0 to 80', () => {
    for (const [from, to, dmg] of TABLE) {
      for (let st = from; st <= to; st++) expect(formatDamage(bareHandDamage(st)), `ST ${st}`).toBe(dmg);
    }
    expect(formatDamage(bareHandDamage(-3))).toBe('1d-4');
  });

  it('adds a die for every further 10 ST, at +1', () => {
    expect(formatDamage(bareHandDamage(81))).toBe('7d+1');
    expect(formatDamage(bareHandDamage(100))).toBe('8d+1');
    expect(formatDamage(bareHandDamage(101))).toBe('9d+1');
  });

  it('refuses a basic ST that is not an integer, and returns frozen values', () => {
    for (const bad of [12.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => bareHandDamage(bad)).toThrow(RangeError);
    expect(Object.isFrozen(bareHandDamage(12)) && Object.isFrozen(bareHandDamage(75))).toBe(true);
  });
});
