/**
 * The Staff spell (FT-45), Rope and Giant Rope (FT-46, S-68) and the thrown weapon that misses and
 * flies on (FT-47, S-75, R-10).
 *
 * Layouts are given in each block. Side 0 wins every initiative roll (6 against 1) and moves first.
 * Dice lists are the action's dice (casting, to-hit, damage, explosion or escape dice), then
 * NEXT_TURN when the action ends the turn. AUTO (a 5) casts whatever the DX; MISS (16) misses
 * whatever the DX without dropping anything.
 */
import { describe, expect, it } from 'vitest';
import type { HexDirection } from '../../src/core/hex.js';
import { adjustedDX, currentMA, isHeld } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, castSpecial, field, only, readyToCast, W_AT, onlyFakes } from './wizard-helpers.js';

/** 16 on 3 dice: misses whatever the DX, drops nothing (S-41). */
const MISS = [6, 6, 4] as const;

/** Figures the acting figure may try to free from a rope now. */
function escapes(f: Fight): number[] {
  return f.legal().flatMap((a) => (a.type === 'escape' ? [a.target] : []));
}

/** The types of the last action's events that are among `types`, in order. */
function sequence(f: Fight, types: readonly string[]): string[] {
  return f.last.map((e) => e.type).filter((t) => types.includes(t));
}

/** Steps the moving figure takes, alternating `a` and `b`, until it may step no more (at most 30). */
function stepsAllowed(f: Fight, a: HexDirection, b: HexDirection): number {
  let n = 0;
  while (f.steps().length > 0 && n < 30) {
    f.step(n % 2 === 0 ? a : b);
    n += 1;
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// FT-45 — the Staff spell
// ---------------------------------------------------------------------------------------------

describe('FT-45 the Staff spell', () => {
  /** Knows Staff (IQ 8), its charged staff in hand. */
  const STAFF_WIZ: Partial<Build> = { st: 12, dx: 12, iq: 8, spells: ['staff'], weapons: ['staff'] };
  /** Drop Weapon at W from behind it; acts first (DX 13). */
  const DROPPER: Partial<Build> = { st: 11, dx: 13, iq: 8, spells: ['drop-weapon'] };
  /** Bare-handed, leather (stops 2, adjDX 8): stands in W's front hex with its back to W. */
  const PICKER: Partial<Build> = { st: 14, dx: 10, iq: 8, armor: 'leather' };

  /**
   * W (figure 0) at (0,0) facing 0 with its charged staff (item 0); D (1) at (-3,0) facing 0; P (2)
   * at (1,0) facing 0, engaged by W (it is in W's front hex), W not engaged by it. W takes
   * `wOption`, D casts (h), P takes (q) pick up. D's Drop Weapon puts the staff on the ground at
   * W's feet; W (DX 12) and then P (adjDX 8) act after it.
   */
  function dropped(wOption: 'move' | 'ready'): Fight {
    const f = field([{ name: 'W', ...STAFF_WIZ }], [{ name: 'D', ...DROPPER }, { name: 'P', ...PICKER }], {
      0: W_AT,
      1: { at: h(-3, 0), facing: 0 },
      2: { at: h(1, 0), facing: 0 },
    });
    f.move(0, wOption);
    f.move(1, 'cast');
    f.move(2, 'pickUp');
    expect(f.acting()).toBe(1);
    f.act(castAt('drop-weapon', 0), AUTO);
    expect(only(f, 'itemDropped')).toMatchObject({ figure: 0, item: 0, ref: 'staff' });
    expect(f.item(0)).toMatchObject({ ref: 'staff', holder: null, state: 'ground', at: h(0, 0), charged: 0 });
    return f;
  }

  it('FT-45: a build with the Staff spell and the staff weapon begins with that staff charged to its own figure id; without the spell, uncharged', () => {
    const f = field(
      [
        { name: 'W', ...STAFF_WIZ },
        { name: 'X', st: 13, dx: 11, iq: 8, spells: ['magic-fist'], weapons: ['staff'] },
      ],
      [
        { name: 'Y', st: 12, dx: 10, iq: 10, spells: ['blur', 'staff'], weapons: ['dagger', 'staff'] },
        { name: 'Z', st: 13, dx: 11, weapons: ['broadsword'] },
      ],
      {},
    );
    expect(f.state.items.map((i) => [i.id, i.ref, i.holder, i.state, i.charged])).toEqual([
      [0, 'staff', 0, 'ready', 0],
      [1, 'staff', 1, 'ready', null],
      [2, 'dagger', 2, 'ready', null],
      [3, 'staff', 2, 'slung', 2],
      [4, 'broadsword', 3, 'ready', null],
    ]);
  });

  it('FT-45: an enemy readying a charged staff dropped by Drop Weapon is hit for 3 dice, armour counting; the staff lies broken where it was', () => {
    const f = dropped('move');
    // W took (m) with no steps: nothing to do. P, engaged, picks the staff up from W's hex.
    expect(f.acting()).toBe(2);
    expect(f.legal()).toContainEqual({ type: 'pickUp', player: 1, item: 0 });
    // 1 + 2 + 3 = 6, leather stops 2.
    f.pickUp(0, [1, 2, 3, ...NEXT_TURN]);
    expect(sequence(f, ['staffExploded', 'damaged', 'itemReadied'])).toEqual(['staffExploded', 'damaged']);
    expect(only(f, 'staffExploded')).toEqual({ type: 'staffExploded', figure: 2, name: 'P', item: 0 });
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, dice: [1, 2, 3], rolled: 6, stopped: 2, hits: 4, st: 10 });
    expect(f.fig(2).hits).toBe(4);
    expect(f.item(0)).toMatchObject({ ref: 'staff', holder: null, state: 'broken', at: h(0, 0) });
    expect(f.carried(2)).toEqual([]);
    expect(f.logged('itemReadied')).toEqual([]);
  });

  it('FT-45: its own wizard picks its charged staff back up safely, still charged', () => {
    const f = dropped('ready');
    expect(f.acting()).toBe(0);
    expect(f.legal()).toContainEqual({ type: 'pickUp', player: 0, item: 0 });
    // P then has nothing left to pick up: the turn ends.
    f.pickUp(0, NEXT_TURN);
    expect(f.events('staffExploded')).toEqual([]);
    expect(f.events('damaged')).toEqual([]);
    expect(only(f, 'itemReadied')).toMatchObject({ figure: 0, item: 0, ref: 'staff' });
    expect(f.item(0)).toMatchObject({ holder: 0, state: 'ready', at: null, charged: 0 });
    expect(f.fig(0).hits).toBe(0);
    expect(f.turn).toBe(2);
  });

  it('FT-45: the charge outlasts the wizard: the staff dropped by a dead wizard explodes on the enemy that readies it', () => {
    // W (ST 12, 9 hits taken: ST 3) at (0,0) facing 0; X, W's friend, far off; P (broadsword) at
    // (1,0) facing W.
    const f = field(
      [
        { name: 'W', ...STAFF_WIZ },
        { name: 'X', st: 13, dx: 11 },
      ],
      [{ name: 'P', st: 14, dx: 10, iq: 8, weapons: ['broadsword'] }],
      { 0: { ...W_AT, hits: 9 }, 1: { at: h(-4, 2), facing: 0 }, 2: { at: h(1, 0), facing: 3 } },
    );
    f.hold(0);
    f.hold(1);
    f.move(2, 'shiftAttack');
    expect(f.acting()).toBe(2);
    // 9 hits (adjDX 10, W faces P); broadsword 3 + 1 = 4: W at ST −1 dies and drops its staff.
    f.attack(0, [3, 3, 3, 3, 1, ...NEXT_TURN]);
    expect(f.fig(0).condition).toBe('dead');
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(0, 0), charged: 0 });
    // Turn 2: P readies (e) the staff lying next to it; its broadsword goes to its back.
    f.initiative(true);
    f.hold(1);
    f.move(2, 'ready');
    expect(f.acting()).toBe(2);
    f.pickUp(0, [1, 1, 2, ...NEXT_TURN]);
    expect(sequence(f, ['staffExploded', 'damaged', 'itemReadied'])).toEqual(['staffExploded', 'damaged']);
    expect(only(f, 'staffExploded')).toMatchObject({ figure: 2, item: 0 });
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, dice: [1, 1, 2], rolled: 4, stopped: 0, hits: 4, st: 10 });
    expect(f.item(0)).toMatchObject({ holder: null, state: 'broken', at: h(0, 0) });
    expect(f.carried(2)).toEqual(['broadsword:slung']);
  });

  it('FT-45: casting Staff (5 ST) with a plain staff in hand charges that staff; no new item', () => {
    // W (no weapon) at (0,0) facing 0; F, W's friend, a wizard without the Staff spell, at (0,1)
    // with a plain staff; D at (4,0) facing 3 drops F's staff (turn 1) before W, taking (e), picks it up.
    const f = field(
      [
        { name: 'W', st: 12, dx: 12, iq: 8, spells: ['staff'] },
        { name: 'F', st: 13, dx: 11, iq: 8, spells: ['magic-fist'], weapons: ['staff'] },
      ],
      [{ name: 'D', ...DROPPER }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: { at: h(4, 0), facing: 3 } },
    );
    expect(f.item(0)).toMatchObject({ ref: 'staff', holder: 1, charged: null });
    f.move(0, 'ready');
    f.hold(1);
    f.move(2, 'cast');
    expect(f.acting()).toBe(2);
    f.act(castAt('drop-weapon', 1), AUTO);
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(0, 1), charged: null });
    expect(f.acting()).toBe(0);
    f.pickUp(0, NEXT_TURN);
    expect(f.events('staffExploded')).toEqual([]);
    expect(f.item(0)).toMatchObject({ holder: 0, state: 'ready', charged: null });
    // Turn 2: W casts Staff.
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    expect(castKeys(f)).toEqual(['staff:1:-']);
    f.act(castSpecial('staff'), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 0, spell: 'staff', kind: 'special', target: null, at: null, success: true, cost: 5 });
    expect(f.fig(0).fatigue).toBe(5);
    expect(f.state.items).toHaveLength(1);
    expect(f.item(0)).toMatchObject({ ref: 'staff', holder: 0, state: 'ready', at: null, charged: 0 });
    expect(f.events('itemReadied')).toEqual([]);
  });

  it('FT-45: casting Staff with empty hands puts a new charged staff in hand (id = the items before); then the spell is no longer offered', () => {
    const f = readyToCast({ st: 12, dx: 12, iq: 8, spells: ['staff'] }, { st: 14, dx: 10, weapons: ['broadsword', 'dagger'] });
    expect(f.state.items).toHaveLength(2);
    expect(castKeys(f)).toEqual(['staff:1:-']);
    f.act(castSpecial('staff'), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ spell: 'staff', success: true, cost: 5 });
    expect(f.fig(0).fatigue).toBe(5);
    expect(f.state.items).toHaveLength(3);
    expect(f.item(2)).toEqual({ id: 2, kind: 'weapon', ref: 'staff', holder: 0, state: 'ready', at: null, reload: 0, charged: 0, cracked: false });
    expect(only(f, 'itemReadied')).toEqual({ type: 'itemReadied', figure: 0, name: 'W', item: 2, ref: 'staff' });
    expect(f.carried(0)).toEqual(['staff:ready']);
    // Turn 2: W carries its charged staff; Staff is the only spell it knows, so it has only fakes to cast (FT-49).
    f.initiative(true);
    onlyFakes(f, 0);
  });

  it('FT-45: the Staff spell is not offered to a wizard that carries its own charged staff', () => {
    const f = readyToCast({ ...STAFF_WIZ, spells: ['staff', 'magic-fist'] }, { st: 14, dx: 10 });
    expect(f.item(0).charged).toBe(0);
    expect(castKeys(f)).toEqual(['magic-fist:1:1', 'magic-fist:2:1', 'magic-fist:3:1']);
    f.refuse(castSpecial('staff'), 'ILLEGAL_ACTION');
    const alone = field([{ name: 'W', ...STAFF_WIZ }], [{ name: 'T', st: 14, dx: 10 }], { 0: W_AT, 1: { at: h(3, 0), facing: 3 } });
    onlyFakes(alone, 0);
  });

  it('FT-45: a wizard whose charged staff lies on the ground is offered Staff again; casting it makes a second charged staff', () => {
    const f = dropped('move');
    f.pickUp(0, [1, 2, 3, ...NEXT_TURN]); // P: the staff explodes and breaks
    f.initiative(true);
    expect(f.options(0)).toContain('cast');
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    // D (DX 13), taking (m), has nothing to do: W acts first.
    expect(f.acting()).toBe(0);
    expect(castKeys(f)).toEqual(['staff:1:-']);
    f.act(castSpecial('staff'), [...AUTO, ...NEXT_TURN]);
    expect(f.item(1)).toMatchObject({ ref: 'staff', holder: 0, state: 'ready', charged: 0 });
    expect(f.item(0).state).toBe('broken');
  });
});

// ---------------------------------------------------------------------------------------------
// FT-46 — Rope and Giant Rope
// ---------------------------------------------------------------------------------------------

describe('FT-46 Rope and Giant Rope', () => {
  /** Rope (IQ 11, 2 ST): DX 10. */
  const ROPER: Partial<Build> = { st: 11, dx: 10, iq: 11, spells: ['rope'] };

  /**
   * W (figure 0, Rope) at (0,0) facing 0. Side 1: T (1, DX 12, broadsword and dagger) at (2,0)
   * facing 3; U (2, DX 11) at (3,0) next to T; V (3, DX 10) at (4,-2), two hexes from T. Turn 1:
   * W ropes T (W acts after T and U, which have nothing to do). Turn 2 begins: the rope takes 3.
   */
  function roped(): Fight {
    const f = field(
      [{ name: 'W', ...ROPER }],
      [
        { name: 'T', st: 12, dx: 12, iq: 8, weapons: ['broadsword', 'dagger'] },
        { name: 'U', st: 13, dx: 11, iq: 8, weapons: ['broadsword', 'dagger'] },
        { name: 'V', st: 12, dx: 10, iq: 10, weapons: ['broadsword', 'dagger'] },
      ],
      { 0: W_AT, 1: { at: h(2, 0), facing: 3 }, 2: { at: h(3, 0), facing: 3 }, 3: { at: h(4, -2), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    expect(f.acting()).toBe(0);
    // In reach: T (2 hexes); not U (3) or V (4); never the caster.
    expect(castKeys(f)).toEqual(['rope:1:1']);
    f.refuse(castAt('rope', 2), 'ILLEGAL_ACTION');
    f.act(castAt('rope', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ spell: 'rope', kind: 'creation', target: 1, at: null, success: true, cost: 2 });
    expect(only(f, 'spellTookHold')).toEqual({ type: 'spellTookHold', figure: 1, name: 'T', spell: 'rope', power: 2, until: null });
    expect(f.fig(0).fatigue).toBe(2);
    f.initiative(true);
    expect(f.phase).toBe('movement');
    expect(f.fig(1).effects).toEqual([{ spell: 'rope', caster: 0, power: 3, until: null, attribute: null, secret: null }]);
    return f;
  }

  it('FT-46: Rope is cast at a figure within two hexes; the rope is {power 2, until null}; MA is halved; a roped figure is not offered again', () => {
    const f = roped();
    expect(adjustedDX(f.state, f.fig(1))).toBe(12 - 3);
    // W has nobody left in reach to rope: T is roped, U and V are too far. Fakes are left (FT-49).
    onlyFakes(f, 0);
    f.hold(0);
    // MA 10 halved: 5 hexes.
    expect(currentMA(f.fig(1))).toBe(5);
    f.begin(1, 'move');
    expect(stepsAllowed(f, 1, 4)).toBe(5);
    expect(f.fig(1).moved).toBe(5);
  });

  it('S-68/FT-46: a rope takes 2 DX the turn it is made and 1 more at the start of each later turn', () => {
    // W at (0,0) facing 0, engaged by T (DX 9, broadsword) at (1,0) facing 3.
    const f = field([{ name: 'W', ...ROPER }], [{ name: 'T', st: 13, dx: 9, iq: 10, weapons: ['broadsword'] }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    expect(f.acting()).toBe(0);
    f.act(castAt('rope', 1), AUTO);
    expect(f.fig(1).effects).toEqual([{ spell: 'rope', caster: 0, power: 2, until: null, attribute: null, secret: null }]);
    expect(f.acting()).toBe(1);
    f.attack(0, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(9 - 2);
    // Turn 2: tightened as the turn starts.
    expect(f.fig(1).effects[0]!.power).toBe(3);
    f.initiative(true);
    f.hold(0);
    f.move(1, 'shiftAttack');
    expect(f.acting()).toBe(1);
    f.attack(0, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(9 - 3);
    // Turn 3: 4.
    expect(f.fig(1).effects[0]!.power).toBe(4);
    expect(adjustedDX(f.state, f.fig(1))).toBe(9 - 4);
  });

  it('FT-46: Rope does not hold basic ST 20 or more (a gargoyle): spellResisted, ST paid; Giant Rope holds it', () => {
    /**
     * Turn 1: S (figure 1, at (4,0)) summons a gargoyle (figure 2, ST 20) at (2,0). Turn 2: side 1
     * keeps it; W casts (h); S and the gargoyle hold. W acts next.
     */
    function gargoyle(w: Partial<Build>): Fight {
      const f = field([{ name: 'W', ...w }], [{ name: 'S', st: 9, dx: 10, iq: 13, spells: ['summon-gargoyle'] }], { 0: W_AT, 1: { at: h(4, 0), facing: 3 } });
      f.hold(0);
      f.move(1, 'cast');
      f.act(castOn('summon-gargoyle', h(2, 0), 'gargoyle'), [...AUTO, ...NEXT_TURN]);
      expect(f.fig(2)).toMatchObject({ creature: 'gargoyle', st: 20, side: 1, at: h(2, 0) });
      f.initiative(true);
      f.act({ type: 'renew', keep: true });
      f.move(0, 'cast');
      f.hold(1);
      f.hold(2);
      expect(f.acting()).toBe(0);
      return f;
    }
    const rope = gargoyle(ROPER);
    expect(castKeys(rope)).toEqual(['rope:1:2']);
    rope.act(castAt('rope', 2), [...AUTO, ...NEXT_TURN]);
    expect(only(rope, 'spellCast')).toMatchObject({ success: true, cost: 2 });
    expect(only(rope, 'spellResisted')).toMatchObject({ figure: 2, spell: 'rope' });
    expect(rope.events('spellTookHold')).toEqual([]);
    expect(rope.fig(2).effects).toEqual([]);
    expect(rope.fig(0).fatigue).toBe(2);

    const giant = gargoyle({ st: 8, dx: 9, iq: 15, spells: ['giant-rope'] });
    expect(castKeys(giant)).toEqual(['giant-rope:1:2']);
    giant.act(castAt('giant-rope', 2), [...AUTO, ...NEXT_TURN]);
    expect(giant.events('spellResisted')).toEqual([]);
    expect(only(giant, 'spellTookHold')).toMatchObject({ figure: 2, spell: 'giant-rope', power: 2, until: null });
    expect(giant.fig(0).fatigue).toBe(5);
    // Turn 3 began: tightened to 3. The gargoyle's MA 8 is halved.
    expect(giant.fig(2).effects).toEqual([{ spell: 'giant-rope', caster: 0, power: 3, until: null, attribute: null, secret: null }]);
    expect(currentMA(giant.fig(2))).toBe(4);
    expect(adjustedDX(giant.state, giant.fig(2))).toBe(11 - 3);
  });

  it('FT-46: a figure is helpless once its own DX less the rope is 2 or less (armour not counted): it neither moves nor acts, and is struck as from the rear', () => {
    // W (Rope) at (0,0) facing 0; A (W's friend, broadsword, DX 11) at (1,0) facing 0; T (DX 8,
    // leather: adjDX 6) at (2,0) facing 3, engaged with A.
    const f = field(
      [
        { name: 'W', ...ROPER },
        { name: 'A', st: 13, dx: 11, iq: 8, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 16, dx: 8, iq: 8, armor: 'leather' }],
      { 0: W_AT, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(castAt('rope', 2), AUTO);
    // T, roped and standing still, is asked: it may try to get free. It passes.
    expect(f.acting()).toBe(2);
    expect(escapes(f)).toEqual([2]);
    f.pass(NEXT_TURN);
    // Turns 2, 3, 4: the rope takes 3, 4, 5. T's own DX less the rope: 5, 4, 3; adjusted DX
    // (leather −2 too): 3, 2, 1. Not helpless: it still moves, and is asked at its action.
    for (const [turn, power] of [[2, 3], [3, 4], [4, 5]] as const) {
      expect(f.turn).toBe(turn);
      f.initiative(true);
      expect(f.fig(2).effects[0]!.power, `turn ${turn}`).toBe(power);
      expect(adjustedDX(f.state, f.fig(2)), `turn ${turn}`).toBe(6 - power);
      expect(isHeld(f.fig(2)), `turn ${turn}`).toBe(false);
      f.hold(0);
      f.hold(1);
      expect(f.options(2).length, `turn ${turn}`).toBeGreaterThan(0);
      f.hold(2);
      expect(f.acting(), `turn ${turn}`).toBe(2);
      f.pass(NEXT_TURN);
    }
    // Turn 5: the rope takes 6; 8 − 6 = 2: helpless.
    f.initiative(true);
    expect(f.fig(2).effects[0]!.power).toBe(6);
    expect(isHeld(f.fig(2))).toBe(true);
    // A is no longer engaged by T: it may charge. Side 1 has nobody to move: the actions begin.
    f.hold(0);
    expect(f.options(1)).toContain('charge');
    f.move(1, 'charge');
    expect(f.phase).toBe('actions');
    expect(f.fig(2).option).toBeNull();
    expect(f.acting()).toBe(1);
    // T faces A, but is struck as from the rear: 11 + 4. T is not asked to act: A's blow ends the turn.
    f.attack(2, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 + 4);
    expect(f.turn).toBe(6);
  });

  it('FT-46: the escape is offered to a standing figure that has not moved, at itself or a roped friend next to it; 3 dice above its adjusted DX fail, at most free', () => {
    const f = roped();
    f.hold(0);
    f.hold(1);
    f.hold(2);
    f.move(3, 'ready');
    // Action order: U (11), W (10), V (10), T (12 − 3 = 9).
    expect(f.acting()).toBe(2);
    expect(f.legal()).toEqual([
      { type: 'escape', player: 1, target: 1 },
      { type: 'pass', player: 1 },
    ]);
    // U: 4 + 4 + 4 = 12 against its DX 11: the rope stays.
    f.act({ type: 'escape', target: 1 }, [4, 4, 4]);
    expect(f.last.filter((e) => e.type === 'saved' || e.type === 'spellEnded')).toEqual([{ type: 'saved', figure: 2, name: 'U', against: 'rope', dice: [4, 4, 4], success: false }]);
    expect(f.fig(1).effects).toHaveLength(1);
    // W took (m): nothing to do. V, two hexes from T, is offered no escape.
    expect(f.acting()).toBe(3);
    expect(escapes(f)).toEqual([]);
    expect(f.legal().map((a) => a.type)).toEqual(['pickUp', 'pass']);
    f.refuse({ type: 'escape', target: 1 }, 'ILLEGAL_ACTION');
    f.pass();
    // T: 3 + 3 + 3 = 9 against its adjusted DX 9: free.
    expect(f.acting()).toBe(1);
    expect(escapes(f)).toEqual([1]);
    f.act({ type: 'escape', target: 1 }, [3, 3, 3, ...NEXT_TURN]);
    expect(f.last.filter((e) => e.type === 'saved' || e.type === 'spellEnded')).toEqual([
      { type: 'saved', figure: 1, name: 'T', against: 'rope', dice: [3, 3, 3], success: true },
      { type: 'spellEnded', figure: 1, name: 'T', spell: 'rope' },
    ]);
    expect(f.fig(1).effects).toEqual([]);
    // Turn 3: nothing tightens; DX and MA are whole again.
    expect(adjustedDX(f.state, f.fig(1))).toBe(12);
    expect(currentMA(f.fig(1))).toBe(10);
  });

  it('FT-46: a figure that moved this turn may not try to get free (ILLEGAL_ACTION, state untouched); a friend that stood still next to it may', () => {
    const f = roped();
    f.hold(0);
    // T takes (e) and steps away and back: at its action it may only ready its dagger.
    f.move(1, 'ready', [1, 4], 3);
    expect(f.fig(1)).toMatchObject({ at: h(2, 0), moved: 2 });
    f.hold(2);
    f.hold(3);
    expect(f.acting()).toBe(2);
    expect(escapes(f)).toEqual([1]);
    f.pass();
    // W (m) and V (m, not next to T) have nothing to do: T acts.
    expect(f.acting()).toBe(1);
    expect(escapes(f)).toEqual([]);
    expect(f.legal()).toEqual([
      { type: 'pickUp', player: 1, item: 1 },
      { type: 'pass', player: 1 },
    ]);
    const error = f.refuse({ type: 'escape', target: 1 }, 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-46');
    f.pass(NEXT_TURN);
    expect(f.fig(1).effects).toEqual([{ spell: 'rope', caster: 0, power: 4, until: null, attribute: null, secret: null }]);
  });

  it('FT-46: only a standing figure may try: a friend next to the roped one that knelt (d) is not asked', () => {
    const f = roped();
    f.hold(0);
    f.hold(1);
    f.move(2, 'dropKneeling');
    expect(f.fig(2)).toMatchObject({ posture: 'kneeling', moved: 0 });
    f.hold(3);
    // U (DX 11) would act first; kneeling, it has nothing to do. W and V neither: T acts.
    expect(f.acting()).toBe(1);
    expect(escapes(f)).toEqual([1]);
    expect(f.logged('passed')).toEqual([]);
  });

  it('FT-46: a rope is a made thing: it stays, and tightens, when its maker falls (here, collapsing from the ST it spent)', () => {
    // W (ST 11, 9 hits taken: ST 2) spends its last 2 ST on the rope and falls unconscious; X keeps side 0 in the fight.
    const f = field(
      [
        { name: 'W', ...ROPER },
        { name: 'X', st: 13, dx: 11 },
      ],
      [{ name: 'T', st: 12, dx: 12 }],
      { 0: { ...W_AT, hits: 9 }, 1: { at: h(-4, 2), facing: 0 }, 2: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(castAt('rope', 2), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellTookHold')).toMatchObject({ figure: 2, spell: 'rope', power: 2 });
    expect(only(f, 'unconscious')).toMatchObject({ figure: 0 });
    expect(f.events('spellEnded')).toEqual([]);
    // Turn 2: no renewal is asked, and the rope has tightened.
    f.initiative(true);
    expect(f.phase).toBe('movement');
    expect(f.fig(2).effects).toEqual([{ spell: 'rope', caster: 0, power: 3, until: null, attribute: null, secret: null }]);
    expect(currentMA(f.fig(2))).toBe(5);
  });

  it('FT-46: the rope halves the MA after Slow and Speed Movement: MA 10, slowed to 5, sped to 10, roped to 5 (rule function on a copy)', () => {
    // No fight here puts both Slow and Speed Movement on a roped figure cheaply, so they are added to
    // a copy of T's state beside its rope.
    const f = roped();
    const t = structuredClone(f.fig(1));
    const rope = t.effects[0]!;
    t.effects = [{ ...rope, spell: 'slow-movement', power: 1, until: 5 }, { ...rope, spell: 'speed-movement', power: 1, until: 5 }, rope];
    expect(currentMA(t)).toBe(5);
    // Speed alone, then the rope: 10 × 2 / 2.
    t.effects = [{ ...rope, spell: 'speed-movement', power: 1, until: 5 }, rope];
    expect(currentMA(t)).toBe(10);
  });
});

// ---------------------------------------------------------------------------------------------
// FT-47 — a thrown weapon that misses flies on
// ---------------------------------------------------------------------------------------------

describe('FT-47 a missed throw flies on', () => {
  /** A javelin (1d−1) in hand, a dagger slung. */
  const THROWER: Partial<Build> = { st: 12, dx: 12, iq: 8, weapons: ['javelin', 'dagger'] };
  const A_AT: Placement = { at: h(0, 0), facing: 0 };

  /**
   * A (figure 0, the thrower) at (0,0) facing 0 against B (DX 11) and more figures; A takes (b)
   * charge without moving, every other figure holds (or takes `options[id]`). A acts next.
   */
  function throwing(a: Partial<Build>, side0: readonly Build[], side1: readonly Build[], place: Record<number, Placement>, options: Record<number, 'dodge'> = {}): Fight {
    const f = field([{ name: 'A', ...a }, ...side0], side1, { 0: A_AT, ...place });
    f.move(0, 'charge');
    for (let id = 1; id < f.state.figures.length; id++) {
      const option = options[id];
      if (option === undefined) f.hold(id);
      else f.move(id, option);
    }
    expect(f.acting()).toBe(0);
    return f;
  }

  const B: Build = { name: 'B', st: 13, dx: 11 };
  const C: Build = { name: 'C', st: 14, dx: 10 };

  it('FT-47/R-10: with nobody further on, a missed throw flies along the line from the thrower through the target to the arena\'s rim', () => {
    // B at (2,1): the line (0,0)–(2,1) goes on through (3,1), (3,2), (4,2) to (5,2) on the rim of
    // the radius-7 arena.
    const f = throwing(THROWER, [], [B], { 1: { at: h(2, 1), facing: 3 } });
    f.act({ type: 'throw', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ target: 1, mode: 'thrown', hit: false, fumble: 'none' });
    expect(f.logged('rolledToMiss')).toEqual([]);
    expect(f.item(0)).toMatchObject({ ref: 'javelin', holder: null, state: 'ground', at: h(5, 2) });
  });

  it('FT-47: a foe further on is rolled at as a throw at it (its own range, −1 a hex), and a hit damages it; the weapon lands in its hex', () => {
    // B at (2,0), C at (5,0), both facing A.
    const f = throwing(THROWER, [], [B, C], { 1: { at: h(2, 0), facing: 3 }, 2: { at: h(5, 0), facing: 3 } });
    // At B: 12 − 2 = 10, 16 misses. At C: 12 − 5 = 7, 6 hits; javelin 5 − 1 = 4.
    f.act({ type: 'throw', target: 1 }, [...MISS, 2, 2, 2, 5, ...NEXT_TURN]);
    expect(f.events('shot').map((e) => [e.target, e.adjDX, e.dice, e.hit, e.multiplier, e.fumble])).toEqual([
      [1, 10, [...MISS], false, 1, 'none'],
      [2, 7, [2, 2, 2], true, 1, 'none'],
    ]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, dice: [5], rolled: 4, stopped: 0, hits: 4 });
    expect(f.fig(1).hits).toBe(0);
    expect(f.fig(2).hits).toBe(4);
    expect(f.item(0)).toMatchObject({ ref: 'javelin', holder: null, state: 'ground', at: h(5, 0) });
  });

  it('FT-47: the foe further on gets its side or rear bonus; one that misses (even on an 18, no fumble in flight) lets the weapon fly on to the rim', () => {
    // C at (5,0) facing away from A: 12 − 5 + 4 = 11.
    const f = throwing(THROWER, [], [B, C], { 1: { at: h(2, 0), facing: 3 }, 2: { at: h(5, 0), facing: 0 } });
    f.act({ type: 'throw', target: 1 }, [...MISS, 6, 6, 6, ...NEXT_TURN]);
    expect(f.events('shot').map((e) => [e.target, e.adjDX, e.hit, e.fumble])).toEqual([
      [1, 10, false, 'none'],
      [2, 11, false, 'none'],
    ]);
    expect(f.events('itemBroken')).toEqual([]);
    expect(f.events('itemDropped')).toEqual([]);
    expect(f.events('damaged')).toEqual([]);
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(7, 0) });
  });

  it('S-12/FT-47: a dodging foe further on is rolled at with 4 dice', () => {
    const f = throwing(THROWER, [], [B, C], { 1: { at: h(2, 0), facing: 3 }, 2: { at: h(5, 0), facing: 3 } }, { 2: 'dodge' });
    // At C: 4 dice, 1 + 1 + 2 + 2 = 6 against 7: a hit; javelin 3 − 1 = 2.
    f.act({ type: 'throw', target: 1 }, [...MISS, 1, 1, 2, 2, 3, ...NEXT_TURN]);
    expect(f.events('shot').at(-1)).toMatchObject({ target: 2, dice: [1, 1, 2, 2], adjDX: 7, hit: true });
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, rolled: 2, hits: 2 });
    expect(f.item(0).at).toEqual(h(5, 0));
  });

  it('FT-42/FT-47: a friend further on is rolled to miss: at most the DX to hit it misses, and the weapon flies on', () => {
    // A: DX 15. F, A's friend, at (3,0) with its back to A: 15 − 3 + 4 = 16.
    const fast = { st: 9, dx: 15, iq: 8, weapons: ['javelin'] };
    const f = throwing(fast, [{ name: 'F', st: 14, dx: 10 }], [B], { 1: { at: h(3, 0), facing: 0 }, 2: { at: h(2, 0), facing: 3 } });
    // At B: 15 − 2 = 13; 16 misses. Past F: 13 misses it.
    f.act({ type: 'throw', target: 2 }, [...MISS, 5, 4, 4, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ target: 2, adjDX: 13, hit: false });
    expect(only(f, 'rolledToMiss')).toEqual({ type: 'rolledToMiss', figure: 0, name: 'A', past: 1, pastName: 'F', dice: [5, 4, 4], adjDX: 16, hit: false, multiplier: 1 });
    expect(f.events('damaged')).toEqual([]);
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(7, 0) });
  });

  it('FT-42/FT-47: a roll of 14 or more past a friend further on hits it, even at or under the DX to hit it; the weapon lands in its hex', () => {
    const fast = { st: 9, dx: 15, iq: 8, weapons: ['javelin'] };
    const f = throwing(fast, [{ name: 'F', st: 14, dx: 10 }], [B], { 1: { at: h(3, 0), facing: 0 }, 2: { at: h(2, 0), facing: 3 } });
    // 14 ≤ 16, but 14 or more always hits; javelin 4 − 1 = 3.
    f.act({ type: 'throw', target: 2 }, [...MISS, 5, 5, 4, 4, ...NEXT_TURN]);
    expect(only(f, 'rolledToMiss')).toMatchObject({ past: 1, dice: [5, 5, 4], adjDX: 16, hit: true, multiplier: 1 });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, dice: [4], rolled: 3, hits: 3 });
    expect(f.fig(2).hits).toBe(0);
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(3, 0) });
  });

  it('FT-47: a created wall on the line stops the flight: the weapon lands in the hex before it', () => {
    // Turn 1: K (side 1, at (5,-2)) makes a wall at (5,0). Turn 2: A throws at B (2,0) and misses.
    const f = field([{ name: 'A', ...THROWER }], [B, { name: 'K', st: 11, dx: 10, iq: 11, spells: ['create-wall'] }], {
      0: A_AT,
      1: { at: h(2, 0), facing: 3 },
      2: { at: h(5, -2), facing: 3 },
    });
    f.hold(0);
    f.hold(1);
    f.move(2, 'cast');
    expect(f.acting()).toBe(2);
    f.act(castOn('create-wall', h(5, 0)), [...AUTO, ...NEXT_TURN]);
    expect(f.state.terrain).toEqual([{ at: h(5, 0), kind: 'wall', caster: 2 }]);
    f.initiative(true);
    f.move(0, 'charge');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act({ type: 'throw', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ target: 1, hit: false });
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(4, 0) });
  });

  it('S-41/FT-47: a fumbled throw (17 drops, 18 breaks) falls at the thrower\'s feet and does not fly on to the foe beyond', () => {
    for (const [dice, state, event] of [[[6, 6, 5], 'ground', 'itemDropped'], [[6, 6, 6], 'broken', 'itemBroken']] as const) {
      const f = throwing(THROWER, [], [B, C], { 1: { at: h(2, 0), facing: 3 }, 2: { at: h(5, 0), facing: 3 } });
      f.act({ type: 'throw', target: 1 }, [...dice, ...NEXT_TURN]);
      expect(f.events('shot').map((e) => [e.target, e.hit, e.fumble])).toEqual([[1, false, state === 'ground' ? 'drop' : 'break']]);
      expect(f.events(event)).toMatchObject([{ figure: 0, item: 0, ref: 'javelin' }]);
      expect(f.events('rolledToMiss')).toEqual([]);
      expect(f.item(0)).toMatchObject({ holder: null, state, at: h(0, 0) });
      expect(f.fig(2).hits).toBe(0);
    }
  });
});
