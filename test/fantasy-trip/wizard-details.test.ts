/**
 * FT-56, the details of the Wizard list, with scripted dice: a weapon cracked by Break Weapon
 * strikes, shoots and is thrown for half its damage (rounded down, after doubling or tripling,
 * before armour), while bare hands and uncracked weapons are whole; Break Weapon breaks a staff
 * at once; Lightning reaches a foe behind created walls, breaking each wall hex it can (5 of its
 * hits) and stopping at one it cannot; Dazzle passes over a figure blind in shadow; Slow Movement
 * cast again halves MA once only; a wizard carries at most two weapons and a dagger.
 *
 * Complements wizard-spells.test.ts, which already pins the crack and the second Break Weapon on a
 * broadsword, and Slow Movement's recast lengthening its duration.
 *
 * Dice lists are the casting dice (AUTO: 5, works whatever the DX), then to-hit and damage dice,
 * then NEXT_TURN when the action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/index.js';
import type { Hex } from '../../src/core/hex.js';
import { adjustedDX, currentMA } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, buildConfig, h, type Build } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, castSpecial, field, only, quietTurn, readyToCast, T_AT, W_AT, onlyFakes, realCasts } from './wizard-helpers.js';

/** Knows Break Weapon (IQ 12) and Drop Weapon: ST 8, DX 12. */
const BREAKER: Partial<Build> = { st: 8, dx: 12, iq: 12, spells: ['break-weapon', 'drop-weapon'] };

/** Steps the moving figure takes, back and forth along direction 0 / 3, until it may step no more (at most 30). */
function stepsAllowed(f: Fight): number {
  let n = 0;
  while (f.steps().length > 0 && n < 30) {
    f.step(n % 2 === 0 ? 0 : 3);
    n += 1;
  }
  return n;
}

/** Whether parseConfig refuses the build with BAD_CONFIG naming `rule`. */
function refusedBuild(build: Partial<Build>, rule: string): void {
  let caught: unknown;
  try {
    buildConfig({ sides: [[{ name: 'W', ...build }], [{ name: 'T' }]] });
  } catch (error) {
    caught = error;
  }
  expect(isRuleError(caught, 'BAD_CONFIG'), `expected BAD_CONFIG, got ${String(caught)}`).toBe(true);
  expect((caught as { rule?: string }).rule).toBe(rule);
}

describe('FT-56 a cracked weapon in melee', () => {
  /** V: ST 11 (too weak to pick up a broadsword), DX 13, leather (stops 2, adjusted DX 11). */
  const VICTIM: Partial<Build> = { st: 11, dx: 13, armor: 'leather' };
  /** E: broadsword (2d), DX 10: acts after W (12) and V (11). */
  const SWORD: Partial<Build> = { st: 14, dx: 10, weapons: ['broadsword'] };

  /**
   * W (figure 0) at (0,0); V (figure 1) at (1,0) facing E (figure 2) at (2,0), engaged. W casts
   * Break Weapon on E's broadsword (item 0) when `crack`, else holds; V holds (nothing near to
   * pick up); E takes shift and attack, and acts next.
   */
  function swordFight(crack: boolean): Fight {
    const f = field([{ name: 'W', ...BREAKER }, { name: 'V', ...VICTIM }], [{ name: 'E', ...SWORD }], { 0: W_AT, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(2, 0), facing: 3 } });
    if (crack) f.move(0, 'cast');
    else f.hold(0);
    f.hold(1);
    f.move(2, 'shiftAttack');
    if (crack) {
      f.act(castAt('break-weapon', 2), AUTO);
      expect(only(f, 'itemCracked')).toEqual({ type: 'itemCracked', figure: 2, name: 'E', item: 0, ref: 'broadsword' });
      expect(f.item(0)).toMatchObject({ holder: 2, state: 'ready', cracked: true });
    }
    expect(f.acting()).toBe(2);
    return f;
  }

  it.each([
    ['uncracked, an ordinary hit: 7', false, [3, 3, 3], 1, [3, 4], 7, 5],
    ['cracked, an ordinary hit: 7 halved to 3', true, [3, 3, 3], 1, [3, 4], 3, 1],
    ['cracked, a double-damage hit (4): 7 × 2 = 14, halved to 7', true, [1, 1, 2], 2, [3, 4], 7, 5],
    ['cracked, a triple-damage hit (3): 3 × 3 = 9, halved to 4', true, [1, 1, 1], 3, [1, 2], 4, 2],
  ] as const)('FT-56: a broadsword blow, %s before armour (leather stops 2)', (_, crack, toHit, multiplier, damage, rolled, hits) => {
    const f = swordFight(crack);
    f.attack(1, [...toHit, ...damage]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 2, target: 1, weapon: 'broadsword', dice: toHit, adjDX: 10, hit: true, multiplier, fumble: 'none' });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, dice: damage, rolled, stopped: 2, hits });
    expect(f.fig(1).hits).toBe(hits);
    // The cracked sword stays in E's hand after the blow.
    expect(f.carried(2)).toEqual(['broadsword:ready']);
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
    expect(f.turn).toBe(2);
  });

  it('FT-56: bare hands are never cracked: once the cracked broadsword is dropped, E\'s bare-hand blow does its whole damage', () => {
    const f = swordFight(true);
    f.attack(1, [3, 3, 3, 3, 4]);
    expect(only(f, 'damaged')).toMatchObject({ rolled: 3, stopped: 2, hits: 1 });
    f.retreat(null, NEXT_TURN);
    // Turn 2: W knocks the cracked sword out of E's hand; E strikes V bare-handed (ST 14: 1d−1).
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.move(2, 'shiftAttack');
    f.act(castAt('drop-weapon', 2), AUTO);
    expect(only(f, 'itemDropped')).toMatchObject({ figure: 2, item: 0, ref: 'broadsword' });
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(2, 0), cracked: true });
    expect(f.acting()).toBe(2);
    f.attack(1, [3, 3, 3, 6]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 2, weapon: null, hit: true, multiplier: 1 });
    // 6 − 1 = 5, not halved to 2; leather stops 2.
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, dice: [6], rolled: 5, stopped: 2, hits: 3 });
    expect(f.fig(1).hits).toBe(1 + 3);
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
  });
});

describe('FT-56 a cracked missile or thrown weapon', () => {
  /**
   * W (figure 0, leather: stops 2, adjusted DX 10) at (0,0) facing 0; the shooter S (figure 1, DX 9)
   * at (3,0) facing W. W cracks S's weapon (item 0) when `crack`, else passes; S then shoots or
   * throws at W: to-hit dice 9 at the bow's adjDX 9, 6 at the throw's 9 − 3.
   */
  it.each([
    ['longbow (1d+2) shot', false, 'longbow', 'fire', [3, 3, 3], 9, [5], 7, 5],
    ['longbow (1d+2) shot', true, 'longbow', 'fire', [3, 3, 3], 9, [5], 3, 1],
    ['hammer (1d+1) throw', false, 'hammer', 'charge', [2, 2, 2], 6, [6], 7, 5],
    ['hammer (1d+1) throw', true, 'hammer', 'charge', [2, 2, 2], 6, [6], 3, 1],
  ] as const)('FT-56: a %s, cracked: %s, does its damage before armour, halved when cracked', (_, crack, weapon, option, toHit, adjDX, damage, rolled, hits) => {
    const f = readyToCast({ ...BREAKER, armor: 'leather' }, { st: 15, dx: 9, weapons: [weapon] }, T_AT, option);
    if (crack) {
      f.act(castAt('break-weapon', 1), AUTO);
      expect(only(f, 'itemCracked')).toEqual({ type: 'itemCracked', figure: 1, name: 'T', item: 0, ref: weapon });
    } else {
      f.pass();
    }
    expect(f.acting()).toBe(1);
    f.act({ type: weapon === 'longbow' ? 'fire' : 'throw', target: 0 }, [...toHit, ...damage, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ figure: 1, target: 0, weapon, mode: weapon === 'longbow' ? 'missile' : 'thrown', adjDX, hit: true, multiplier: 1 });
    expect(only(f, 'damaged')).toMatchObject({ figure: 0, dice: damage, rolled, stopped: 2, hits });
    expect(f.fig(0).hits).toBe(hits);
    // The bow stays in hand; the hammer lands in W's hex; either keeps its crack.
    expect(f.item(0)).toMatchObject(weapon === 'longbow' ? { holder: 1, state: 'ready', cracked: crack } : { holder: null, state: 'ground', at: h(0, 0), cracked: crack });
  });

  it('FT-56: a cracked bow shot with a double-damage hit (4) is doubled first, then halved: (1 + 2) × 2 = 6 → 3 (not 1 × 2)', () => {
    const f = readyToCast({ ...BREAKER, armor: 'leather' }, { st: 15, dx: 9, weapons: ['longbow'] }, T_AT, 'fire');
    f.act(castAt('break-weapon', 1), AUTO);
    f.act({ type: 'fire', target: 0 }, [1, 1, 2, 1, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ hit: true, multiplier: 2 });
    expect(only(f, 'damaged')).toMatchObject({ figure: 0, dice: [1], rolled: 3, stopped: 2, hits: 1 });
  });
});

describe('FT-56 Break Weapon on a staff', () => {
  it('FT-56/FT-37: Break Weapon breaks a staff at once: no crack, the staff is broken on the ground', () => {
    // T, a wizard, holds its staff ready.
    const f = readyToCast(BREAKER, { st: 12, dx: 11, iq: 9, spells: ['blur'], weapons: ['staff'] });
    expect(f.carried(1)).toEqual(['staff:ready']);
    f.act(castAt('break-weapon', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.events('itemCracked')).toEqual([]);
    expect(only(f, 'itemBroken')).toEqual({ type: 'itemBroken', figure: 1, name: 'T', item: 0, ref: 'staff' });
    expect(f.item(0)).toMatchObject({ holder: null, state: 'broken', at: h(3, 0), cracked: false });
    expect(f.carried(1)).toEqual([]);
    expect(f.fig(0).fatigue).toBe(3);
  });
});

describe('FT-56 Lightning through created walls', () => {
  /** Knows the three missile spells: ST 8, DX 10, IQ 14. */
  const LIGHTNING = { st: 8, dx: 10, iq: 14, spells: ['lightning', 'magic-fist', 'fireball'] };
  /** Plain target, DX 9: acts last. */
  const T: Partial<Build> = { st: 15, dx: 9 };

  /**
   * M1 (figure 0, DX 12) at (0,1) and M2 (figure 1, DX 11) at (1,-1) each make one wall of `walls`
   * (in that order; a waller with none holds); L (figure 2) at (0,0) facing 0 casts next at T
   * (figure 3) at (3,0). The line from L to T runs (1,0), (2,0).
   */
  function walled(walls: readonly Hex[], t: Partial<Build> = T): Fight {
    const f = field(
      [
        { name: 'M1', st: 9, dx: 12, iq: 11, spells: ['create-wall'] },
        { name: 'M2', st: 10, dx: 11, iq: 11, spells: ['create-wall'] },
        { name: 'L', ...LIGHTNING },
      ],
      [{ name: 'T', ...t }],
      { 0: { at: h(0, 1), facing: 0 }, 1: { at: h(1, -1), facing: 0 }, 2: W_AT, 3: T_AT },
    );
    for (const m of [0, 1]) {
      if (walls[m] === undefined) f.hold(m);
      else f.move(m, 'cast');
    }
    f.move(2, 'cast');
    f.hold(3);
    walls.forEach((at) => {
      f.act(castOn('create-wall', at), AUTO);
      expect(only(f, 'terrainCreated')).toMatchObject({ at, kind: 'wall' });
    });
    expect(f.state.terrain.map((x) => x.at)).toEqual(walls);
    expect(f.acting()).toBe(2);
    return f;
  }

  /** The types of the last action's spell, wall and damage events, in order. */
  const story = (f: Fight): string[] => f.last.map((e) => e.type).filter((t) => ['spellCast', 'wallBroken', 'wallHeld', 'damaged'].includes(t));

  it('FT-56: Lightning is offered at a foe behind a created wall; Magic Fist and Fireball are not (and are refused)', () => {
    const open = walled([]);
    expect(castKeys(open)).toEqual(['fireball:1:3', 'fireball:2:3', 'fireball:3:3', 'lightning:1:3', 'lightning:2:3', 'lightning:3:3', 'magic-fist:1:3', 'magic-fist:2:3', 'magic-fist:3:3']);
    const f = walled([h(1, 0)]);
    expect(castKeys(f)).toEqual(['lightning:1:3', 'lightning:2:3', 'lightning:3:3']);
    f.refuse(castAt('magic-fist', 3), 'ILLEGAL_ACTION');
    f.refuse(castAt('fireball', 3, 2), 'ILLEGAL_ACTION');
  });

  it('FT-56: Lightning of 2d rolling 9 through one wall breaks it (5 hits) and does the 4 left to the target, before armour', () => {
    const f = walled([h(1, 0)], { ...T, armor: 'leather' });
    f.act(castAt('lightning', 3, 2), [...AUTO, 4, 5, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 2, spell: 'lightning', power: 2, target: 3, adjDX: 10, success: true, cost: 2 });
    expect(only(f, 'wallBroken')).toEqual({ type: 'wallBroken', arenaRadius: 7, at: h(1, 0) });
    expect(f.events('wallHeld')).toEqual([]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 3, dice: [4, 5], rolled: 4, stopped: 2, hits: 2 });
    expect(story(f)).toEqual(['spellCast', 'wallBroken', 'damaged']);
    expect(f.state.terrain).toEqual([]);
    expect(f.fig(3).hits).toBe(2);
    expect(f.fig(2).fatigue).toBe(2);
  });

  it('FT-56: Lightning of 2d rolling 12 through two walls breaks both, nearest first, and does the 2 left', () => {
    const f = walled([h(1, 0), h(2, 0)]);
    f.act(castAt('lightning', 3, 2), [...AUTO, 6, 6, ...NEXT_TURN]);
    expect(f.events('wallBroken')).toEqual([
      { type: 'wallBroken', arenaRadius: 7, at: h(1, 0) },
      { type: 'wallBroken', arenaRadius: 7, at: h(2, 0) },
    ]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 3, dice: [6, 6], rolled: 2, stopped: 0, hits: 2 });
    expect(story(f)).toEqual(['spellCast', 'wallBroken', 'wallBroken', 'damaged']);
    expect(f.state.terrain).toEqual([]);
    expect(f.fig(3).hits).toBe(2);
  });

  it('FT-56: Lightning of 2d rolling 7 through two walls breaks the first and stops at the second with the 2 left', () => {
    const f = walled([h(1, 0), h(2, 0)]);
    f.act(castAt('lightning', 3, 2), [...AUTO, 3, 4, ...NEXT_TURN]);
    expect(only(f, 'wallBroken')).toEqual({ type: 'wallBroken', arenaRadius: 7, at: h(1, 0) });
    expect(only(f, 'wallHeld')).toEqual({ type: 'wallHeld', arenaRadius: 7, at: h(2, 0), hits: 2 });
    expect(f.state.terrain).toEqual([{ at: h(2, 0), kind: 'wall', caster: 1 }]);
    expect(f.fig(3).hits).toBe(0);
    expect(f.events('damaged').every((e) => e.figure === 3 && e.rolled === 0 && e.hits === 0)).toBe(true);
  });

  it('FT-56: Lightning rolling 4 stops at the first wall (wallHeld, 4 hits): the target takes none and the wall stays', () => {
    const f = walled([h(1, 0)]);
    f.act(castAt('lightning', 3, 1), [...AUTO, 4, ...NEXT_TURN]);
    expect(only(f, 'wallHeld')).toEqual({ type: 'wallHeld', arenaRadius: 7, at: h(1, 0), hits: 4 });
    expect(f.events('wallBroken')).toEqual([]);
    expect(f.state.terrain).toEqual([{ at: h(1, 0), kind: 'wall', caster: 0 }]);
    expect(f.fig(3).hits).toBe(0);
    expect(f.events('damaged').every((e) => e.figure === 3 && e.rolled === 0 && e.hits === 0)).toBe(true);
    // A missile spell costs its ST whatever it does.
    expect(f.fig(2).fatigue).toBe(1);
  });

  /**
   * The walled layout with T a wizard under its own Reverse Missiles (cast on turn 1, kept at
   * turn 2's renew step). Turn 2: M1 makes the wall at (1,0); L casts next.
   */
  function reversedBehindWall(): Fight {
    const f = field(
      [
        { name: 'M1', st: 9, dx: 12, iq: 11, spells: ['create-wall'] },
        { name: 'M2', st: 10, dx: 11, iq: 11, spells: ['create-wall'] },
        { name: 'L', ...LIGHTNING },
      ],
      [{ name: 'T', st: 12, dx: 9, iq: 11, spells: ['reverse-missiles'] }],
      { 0: { at: h(0, 1), facing: 0 }, 1: { at: h(1, -1), facing: 0 }, 2: W_AT, 3: T_AT },
    );
    f.hold(0);
    f.hold(1);
    f.hold(2);
    f.move(3, 'cast');
    f.act(castAt('reverse-missiles', 3), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    expect(f.phase).toBe('renew');
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(1);
    f.move(2, 'cast');
    f.hold(3);
    f.act(castOn('create-wall', h(1, 0)), AUTO);
    expect(f.acting()).toBe(2);
    expect(f.fig(3).effects.map((e) => e.spell)).toEqual(['reverse-missiles']);
    return f;
  }

  it('FT-56/FT-44: Lightning that breaks the wall and hits a figure under Reverse Missiles strikes its sender with the hits left', () => {
    const f = reversedBehindWall();
    f.act(castAt('lightning', 3, 2), [...AUTO, 4, 5, ...NEXT_TURN]);
    expect(only(f, 'missileReversed')).toMatchObject({ figure: 3, shooter: 2 });
    expect(only(f, 'wallBroken')).toEqual({ type: 'wallBroken', arenaRadius: 7, at: h(1, 0) });
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, dice: [4, 5], rolled: 4, stopped: 0, hits: 4 });
    expect(f.fig(3).hits).toBe(0);
    expect(f.fig(2).hits).toBe(4);
  });

  it('FT-56/FT-44: Lightning stopped at a wall never hits the figure behind it, so its Reverse Missiles turns nothing back', () => {
    const f = reversedBehindWall();
    f.act(castAt('lightning', 3, 1), [...AUTO, 4, ...NEXT_TURN]);
    expect(only(f, 'wallHeld')).toEqual({ type: 'wallHeld', arenaRadius: 7, at: h(1, 0), hits: 4 });
    // Reverse Missiles turns a missile spell "that hits the subject" (FT-44): this one stopped at the wall.
    expect(f.events('missileReversed')).toEqual([]);
    expect(f.events('damaged').filter((e) => e.figure === 2)).toEqual([]);
    expect(f.fig(2).hits).toBe(0);
    expect(f.fig(3).hits).toBe(0);
  });

  it('FT-56: Lightning rolling exactly 5 at one wall breaks it, and the target takes nothing more', () => {
    const f = walled([h(1, 0)]);
    f.act(castAt('lightning', 3, 1), [...AUTO, 5, ...NEXT_TURN]);
    expect(only(f, 'wallBroken')).toEqual({ type: 'wallBroken', arenaRadius: 7, at: h(1, 0) });
    expect(f.events('wallHeld')).toEqual([]);
    expect(f.state.terrain).toEqual([]);
    expect(f.fig(3).hits).toBe(0);
  });
});

describe('FT-56 Dazzle and shadow', () => {
  /**
   * Side 0: S (figure 0, DX 13) at (2,-1) makes shadow on T's hex (3,0); M (figure 1, DX 12) at
   * (0,1) puts Mage Sight on `seer` (itself or T); W (figure 2, DX 11) at (0,0) dazzles. Side 1: T
   * (figure 3) at (3,0), U (figure 4) at (-2,0), both holding. Every figure is within 1 megahex of W.
   */
  function dazzleInShadow(seer: 1 | 3): Fight {
    const f = field(
      [
        { name: 'S', st: 9, dx: 13, iq: 10, spells: ['shadow'] },
        { name: 'M', st: 8, dx: 12, iq: 12, spells: ['mage-sight'] },
        { name: 'W', st: 10, dx: 11, iq: 11, spells: ['dazzle'] },
      ],
      [
        { name: 'T', st: 14, dx: 10 },
        { name: 'U', st: 15, dx: 9 },
      ],
      { 0: { at: h(2, -1), facing: 0 }, 1: { at: h(0, 1), facing: 0 }, 2: W_AT, 3: T_AT, 4: { at: h(-2, 0), facing: 0 } },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.move(2, 'cast');
    f.hold(3);
    f.hold(4);
    f.act(castOn('shadow', h(3, 0)), AUTO);
    expect(f.state.terrain).toEqual([{ at: h(3, 0), kind: 'shadow', caster: 0 }]);
    f.act(castAt('mage-sight', seer), AUTO);
    expect(f.acting()).toBe(2);
    f.act(castSpecial('dazzle'), [...AUTO, ...NEXT_TURN]);
    return f;
  }

  const spells = (f: Fight): string[][] => f.state.figures.map((x) => x.effects.map((e) => e.spell));

  it('FT-56: a figure in a shadow hex without Mage Sight is not dazzled; every other figure within 5 megahexes is', () => {
    const f = dazzleInShadow(1);
    expect(f.events('spellTookHold').map((e) => [e.figure, e.spell, e.until])).toEqual([
      [0, 'dazzle', 3],
      [1, 'dazzle', 3],
      [4, 'dazzle', 3],
    ]);
    expect(spells(f)).toEqual([['dazzle'], ['mage-sight', 'dazzle'], [], [], ['dazzle']]);
    expect(adjustedDX(f.state, f.fig(3))).toBe(10);
    expect(adjustedDX(f.state, f.fig(4))).toBe(9 - 3);
  });

  it('FT-56: a figure in a shadow hex with Mage Sight sees the flash and is dazzled', () => {
    const f = dazzleInShadow(3);
    expect(f.events('spellTookHold').map((e) => [e.figure, e.spell, e.until])).toEqual([
      [0, 'dazzle', 3],
      [1, 'dazzle', 3],
      [3, 'dazzle', 3],
      [4, 'dazzle', 3],
    ]);
    expect(spells(f)).toEqual([['dazzle'], ['dazzle'], [], ['mage-sight', 'dazzle'], ['dazzle']]);
    expect(adjustedDX(f.state, f.fig(3))).toBe(10 - 3);
  });
});

describe('FT-56 Slow Movement cast again', () => {
  it('FT-56: a second Slow Movement halves MA once (10 → 5, not 2) for the whole longer duration, then MA is whole again', () => {
    const f = readyToCast({ st: 12, dx: 12, iq: 8, spells: ['slow-movement'] }, { st: 14, dx: 10 });
    expect(f.fig(1).ma).toBe(10);
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(currentMA(f.fig(1))).toBe(5);
    // Turn 2: cast again; it now lasts to the end of turn 4 + 4 = 8.
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([{ spell: 'slow-movement', caster: 0, power: 1, until: 8, attribute: null, secret: null }]);
    expect(currentMA(f.fig(1))).toBe(5);
    // Turn 3: T moves 5 hexes.
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(5);
    f.end(3, NEXT_TURN);
    f.initiative(true);
    quietTurn(f, [0, 1]); // turn 4 → 5: the first cast alone would have ended now
    expect(f.turn).toBe(5);
    expect(f.logged('spellEnded')).toEqual([]);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(5);
    f.end(3, NEXT_TURN);
    f.initiative(true);
    quietTurn(f, [0, 1]); // 6 → 7
    quietTurn(f, [0, 1]); // 7 → 8
    expect(f.turn).toBe(8);
    expect(currentMA(f.fig(1))).toBe(5);
    f.hold(0);
    f.hold(1, NEXT_TURN); // turn 8 ends; turn 9 starts and the spell ends
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'slow-movement' });
    expect(currentMA(f.fig(1))).toBe(10);
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(10);
  });
});

describe('FT-56 a wizard\'s weapons', () => {
  /** ST 12: enough for the broadsword (12) and the mace (11). */
  const WIZ: Partial<Build> = { st: 12, dx: 12, iq: 8, spells: ['blur'] };

  it('FT-56: a wizard with three weapons none of them a dagger is refused (BAD_CONFIG naming FT-56)', () => {
    refusedBuild({ ...WIZ, weapons: ['staff', 'broadsword', 'mace'] }, 'FT-56');
    refusedBuild({ ...WIZ, weapons: ['broadsword', 'mace', 'club'] }, 'FT-56');
  });

  it('FT-56: a wizard may carry two weapons and a dagger, or two weapons', () => {
    const three = buildConfig({ sides: [[{ name: 'W', ...WIZ, weapons: ['staff', 'broadsword', 'dagger'] }], [{ name: 'T' }]] });
    expect(three.sides[0]![0]!.weapons).toEqual(['staff', 'broadsword', 'dagger']);
    const two = buildConfig({ sides: [[{ name: 'W', ...WIZ, weapons: ['broadsword', 'mace'] }], [{ name: 'T' }]] });
    expect(two.sides[0]![0]!.weapons).toEqual(['broadsword', 'mace']);
  });

  it('FT-56: a figure that knows no spell may carry three weapons none of them a dagger', () => {
    const config = buildConfig({ sides: [[{ name: 'F', st: 12, dx: 12, iq: 8, weapons: ['broadsword', 'mace', 'club'] }], [{ name: 'T' }]] });
    expect(config.sides[0]![0]!.weapons).toEqual(['broadsword', 'mace', 'club']);
  });
});

describe('FT-35 spending may knock a wizard out, never kill it', () => {
  /** An IQ 16 wizard of ST 8 whose only spell, Megahex Sleep, costs all 8 of its ST. */
  const SLEEPER = { st: 8, dx: 8, iq: 16, spells: ['megahex-sleep'] } as const;

  it('FT-35: in Legacy (ST 0 unconscious) the 8-ST Megahex Sleep is offered to an ST 8 wizard; in classic (ST 0 dead) it is not', () => {
    for (const [edition, offered] of [['legacy', true], ['classic', false]] as const) {
      const f = field([{ name: 'W', ...SLEEPER }], [{ name: 'T', st: 13, dx: 11 }], { 0: W_AT, 1: T_AT }, { edition });
      // With nothing it can pay for, the wizard has only fakes to cast (FT-33, FT-49).
      if (offered) expect(new Set(realCasts(f, 0).map((a) => a.spell))).toEqual(new Set(['megahex-sleep']));
      else onlyFakes(f, 0);
    }
  });
});
