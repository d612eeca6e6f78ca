/**
 * Dropped, broken and changed weapons (S-14, S-23, S-27, S-41, FT-3, FT-16, R-04): a fumbled
 * weapon lies in the attacker's hex; `pickUp` readies one lying in or next to the figure's hex;
 * changing weapons drops (engaged) or re-slings (disengaged) the ready one.
 *
 * Layout: A (figure 0) at (0,0) facing 0 and B (figure 1) at (1,0) facing 3. Side 0 moves first.
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build } from './harness.js';

const NEXT_TURN = [6, 1];

function faceOff(a: Partial<Build>, b: Partial<Build>, extra: Build[] = [], extraPlace: Record<number, { at: { q: number; r: number }; facing: 0 | 1 | 2 | 3 | 4 | 5 }> = {}): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }, ...extra]],
    initiative: [6, 1],
    place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, ...extraPlace },
  });
  fight.initiative(true);
  return fight;
}

const SWORD = { st: 12, dx: 12, weapons: ['broadsword'] };
const B_SWORD = { st: 13, dx: 11, weapons: ['broadsword'] };

/** Turn 1: A (DX 12) fumbles with `roll`, B (DX 11) passes. Turn 2 is waiting on A's side. */
function fumbled(roll: readonly number[], b: Partial<Build> = B_SWORD): Fight {
  const fight = faceOff(SWORD, b);
  fight.move(0, 'shiftAttack');
  fight.move(1, 'shiftAttack');
  fight.attack(1, roll);
  fight.pass(NEXT_TURN);
  fight.initiative(true);
  return fight;
}

describe('FT-16 dropped and broken weapons', () => {
  it('FT-16: a dropped weapon stays on the ground: next turn the figure strikes bare-handed', () => {
    const fight = fumbled([6, 6, 5]);
    expect(fight.item(0)).toMatchObject({ ref: 'broadsword', state: 'ground', at: h(0, 0), holder: null });
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(1, [3, 3, 3, 6]); // bare hands at ST 12: 1d-2
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, weapon: null });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [6], rolled: 4 });
  });

  it('FT-16/S-27: picking up readies a weapon lying in the figure\'s own hex', () => {
    const fight = fumbled([6, 6, 5]);
    fight.move(0, 'pickUp');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    expect(fight.legal()).toEqual([
      { type: 'pickUp', player: 0, item: 0 },
      { type: 'pass', player: 0 },
    ]);
    fight.pickUp(0);
    expect(fight.events('itemReadied')).toEqual([{ type: 'itemReadied', figure: 0, name: 'A', item: 0, ref: 'broadsword' }]);
    expect(fight.item(0)).toMatchObject({ holder: 0, state: 'ready', at: null });
    fight.pass(NEXT_TURN); // B
    // Turn 3: the broadsword strikes again.
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(1, [3, 3, 3, 1, 1]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, weapon: 'broadsword' });
  });

  it('FT-16/S-27: picking up takes a weapon lying in an adjacent hex, dropping the one in hand; 2 hexes is too far', () => {
    // C (figure 2) on B's side stands 2 hexes from A's dropped sword, readying with nothing to ready.
    const fight = new Fight({
      sides: [[{ name: 'A', ...SWORD }], [{ name: 'B', ...B_SWORD }, { name: 'C', st: 14, dx: 10 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(2, -2), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.hold(2);
    fight.attack(1, [6, 6, 5]); // A drops its broadsword (item 0) at (0,0)
    fight.pass(NEXT_TURN); // B passes; C has nothing to do
    fight.initiative(true);
    fight.move(0, 'ready'); // engaged and unarmed: nothing slung to ready, so A does nothing (it cannot defend, S-43)
    fight.move(1, 'pickUp');
    expect(fight.options(2)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    fight.move(2, 'ready');
    // A has nothing to do; B picks A's sword up from the next hex, dropping its own in its hex.
    expect(fight.acting()).toBe(1);
    expect(fight.legal()).toEqual([
      { type: 'pickUp', player: 1, item: 0 },
      { type: 'pass', player: 1 },
    ]);
    fight.pickUp(0, NEXT_TURN); // C, 2 hexes from anything on the ground, has nothing to ready: the turn ends
    expect(fight.last.filter((e) => e.type === 'itemDropped' || e.type === 'itemReadied')).toEqual([
      { type: 'itemDropped', figure: 1, name: 'B', item: 1, ref: 'broadsword' },
      { type: 'itemReadied', figure: 1, name: 'B', item: 0, ref: 'broadsword' },
    ]);
    expect(fight.item(0)).toMatchObject({ holder: 1, state: 'ready' });
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground', at: h(1, 0) });
  });

  it('FT-16: a broken weapon can never be readied again', () => {
    const fight = fumbled([6, 6, 6]);
    expect(fight.item(0)).toMatchObject({ state: 'broken', holder: null });
    fight.move(0, 'pickUp');
    fight.move(1, 'shiftAttack');
    // A has nothing it could pick up: it is not asked; B acts.
    expect(fight.acting()).toBe(1);
    expect(fight.logged('itemReadied')).toEqual([]);
  });

  it('FT-3: a figure cannot ready a weapon it lacks the ST for (a battleaxe needs ST 15)', () => {
    // B (ST 15, battleaxe) goes down unconscious next to A (ST 12) and drops its battleaxe; C fights on.
    const fight = new Fight({
      sides: [
        [{ name: 'A', st: 12, dx: 12, weapons: ['broadsword', 'dagger'] }],
        [{ name: 'B', st: 15, dx: 9, weapons: ['battleaxe'] }, { name: 'C', st: 13, dx: 11 }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3, hits: 13 }, 2: { at: h(-5, 5), facing: 0 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.hold(2);
    fight.attack(1, [3, 3, 3, 1, 1]); // 2 hits: B at ST 0, unconscious
    expect(fight.item(2)).toMatchObject({ ref: 'battleaxe', state: 'ground', at: h(1, 0) });
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.move(0, 'ready'); // disengaged: ready a weapon carried or lying near
    fight.hold(2);
    expect(fight.acting()).toBe(0);
    const offered = fight.legal().flatMap((a) => (a.type === 'pickUp' ? [fight.item(a.item).ref] : []));
    expect(offered).toEqual(['dagger']);
  });
});

describe('S-14 / S-23 changing weapons', () => {
  it('S-23: an engaged figure changing weapons drops the ready one in its hex and readies a slung one', () => {
    const fight = faceOff({ st: 12, dx: 12, weapons: ['broadsword', 'dagger'] }, { st: 13, dx: 11 });
    fight.move(0, 'ready');
    fight.hold(1);
    expect(fight.legal()).toEqual([
      { type: 'pickUp', player: 0, item: 1 },
      { type: 'pass', player: 0 },
    ]);
    fight.pickUp(1);
    expect(fight.last.filter((e) => e.type === 'itemDropped' || e.type === 'itemReadied')).toEqual([
      { type: 'itemDropped', figure: 0, name: 'A', item: 0, ref: 'broadsword' },
      { type: 'itemReadied', figure: 0, name: 'A', item: 1, ref: 'dagger' },
    ]);
    expect(fight.item(0)).toMatchObject({ state: 'ground', at: h(0, 0), holder: null });
    expect(fight.carried(0)).toEqual(['dagger:ready']);
  });

  it('S-14: a disengaged figure readying a weapon re-slings the one in hand', () => {
    const apart = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword', 'dagger'] }], [{ name: 'B', st: 13, dx: 11 }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } },
    });
    apart.initiative(true);
    apart.move(0, 'ready', [0, 0]);
    apart.hold(1);
    expect(apart.legal()).toEqual([
      { type: 'pickUp', player: 0, item: 1 },
      { type: 'pass', player: 0 },
    ]);
    apart.pickUp(1, NEXT_TURN);
    expect(apart.logged('itemDropped')).toEqual([]);
    expect(apart.carried(0)).toEqual(['broadsword:slung', 'dagger:ready']);
  });

  it('S-14: a disengaged figure readying may pick up a weapon lying next to where its move ends', () => {
    // A drops its sword, B disengages away; next turn A steps aside and picks the sword up from the next hex.
    const fight = fumbled([6, 6, 5], { st: 13, dx: 11 });
    fight.move(0, 'ready'); // nothing slung to ready: A does nothing (unarmed, it cannot defend, S-43)
    fight.move(1, 'disengage');
    fight.disengage(0, NEXT_TURN); // B to (2,0): nobody engages anybody now
    fight.initiative(true);
    fight.move(0, 'ready', [4]); // to (0,-1), next to the sword at (0,0)
    fight.hold(1);
    expect(fight.legal()).toEqual([
      { type: 'pickUp', player: 0, item: 0 },
      { type: 'pass', player: 0 },
    ]);
    fight.pickUp(0, NEXT_TURN);
    expect(fight.carried(0)).toEqual(['broadsword:ready']);
  });

  it('FT-3/R-04: readying a two-handed weapon slings the shield', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', st: 14, dx: 10, weapons: ['broadsword', 'two-handed-sword'], shield: 'large-shield' }], [{ name: 'B', st: 13, dx: 11 }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } },
    });
    fight.initiative(true);
    expect(fight.carried(0)).toEqual(['broadsword:ready', 'two-handed-sword:slung', 'large-shield:ready']);
    fight.move(0, 'ready');
    fight.hold(1);
    fight.pickUp(1, NEXT_TURN);
    expect(fight.carried(0)).toEqual(['broadsword:slung', 'two-handed-sword:ready', 'large-shield:slung']);
  });
});
