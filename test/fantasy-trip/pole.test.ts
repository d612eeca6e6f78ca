/**
 * Pole weapons (FT-12, S-53, R-12): a straight charge of 3 hexes or more, or a pole set against a
 * charging foe by a figure that stood still, adds a damage die (classic: doubles the damage) and
 * strikes before everything else; the figure that stood still also gets +2 DX. Spear, halberd and
 * pike axe jab a foe two hexes straight ahead past an empty hex, without the charge bonus.
 *
 * Layout: B (figure 1) at (0,0) facing 3, whose front hexes are (-1,1), (-1,0), (0,-1). A (figure
 * 0) comes from the west along r = 0 and stops at (-1,0), engaged.
 */
import { describe, expect, it } from 'vitest';
import type { HexDirection } from '../../src/core/hex.js';
import { Fight, h, type Build, type Placement } from './harness.js';

const NEXT_TURN = [6, 1];
const SPEAR = { st: 12, dx: 12, weapons: ['spear'] };
const QUICK = { st: 11, dx: 13, weapons: ['shortsword'] };

function charge(a: Partial<Build>, start: Placement, steps: readonly HexDirection[], b: Partial<Build> = QUICK, edition?: 'classic'): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }]],
    initiative: [6, 1],
    place: { 0: start, 1: { at: h(0, 0), facing: 3 } },
    ...(edition === undefined ? {} : { edition }),
  });
  fight.initiative(true);
  fight.move(0, 'charge', steps);
  expect(fight.fig(0).at).toEqual(h(-1, 0));
  fight.move(1, 'shiftAttack');
  return fight;
}

describe('FT-12 pole charge', () => {
  it('FT-12/R-12: a pole charge of 3 hexes in a straight line strikes first, with one more damage die', () => {
    const fight = charge(SPEAR, { at: h(-4, 0), facing: 0 }, [0, 0, 0]);
    expect(fight.fig(0).line).toBe(3);
    // B has the higher DX (13), but the pole charger acts first.
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.attack(1, [3, 3, 3, 2, 2]); // spear 1d+1, one die more: 2d+1
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, adjDX: 12, weapon: 'spear' });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2, 2], rolled: 5, hits: 5 });
  });

  it('FT-12/R-12: a pole charge of only 2 hexes gets no bonus and no first strike', () => {
    const fight = charge(SPEAR, { at: h(-3, 0), facing: 0 }, [0, 0]);
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    fight.pass(); // B
    fight.attack(1, [3, 3, 3, 2]);
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2], rolled: 3 });
  });

  it('FT-12/R-12: 3 hexes that turn on the way are not a straight charge', () => {
    const fight = charge(SPEAR, { at: h(-4, 1), facing: 0 }, [5, 0, 0]);
    expect(fight.fig(0).moved).toBe(3);
    expect(fight.fig(0).line).toBe(2);
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    fight.pass();
    fight.attack(1, [3, 3, 3, 2]);
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2], rolled: 3 });
  });

  it('FT-12: a straight charge with a weapon that is not a pole weapon gets nothing', () => {
    const fight = charge({ st: 12, dx: 12, weapons: ['broadsword'] }, { at: h(-4, 0), facing: 0 }, [0, 0, 0]);
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    fight.pass();
    fight.attack(1, [3, 3, 3, 2, 2]);
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2, 2], rolled: 4 });
  });

  it('FT-12/FT-1: in classic a pole charge doubles the damage instead', () => {
    const fight = charge(SPEAR, { at: h(-4, 0), facing: 0 }, [0, 0, 0], QUICK, 'classic');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.attack(1, [3, 3, 3, 3]); // (1d+1) x 2
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [3], rolled: 8 });
  });

  it('FT-12/S-53: a pole set against a charging foe by a figure that stood still strikes first, at +2 DX and one more die', () => {
    // A (DX 13, shortsword) charges 2 hexes into B (DX 12, spear), who does not move.
    const fight = charge(QUICK, { at: h(-3, 0), facing: 0 }, [0, 0], SPEAR);
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    fight.attack(0, [4, 5, 5, 2, 2]); // 14 hits at 12 + 2
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, adjDX: 14, weapon: 'spear' });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2, 2], rolled: 5 });
  });

  it('FT-12/S-53: a pole bearer that shifted gets no bonus against a charger', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...QUICK }], [{ name: 'B', ...SPEAR }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(0, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'charge', [0, 0]);
    fight.begin(1, 'shiftAttack');
    fight.step(4); // to (0,-1), still next to A
    fight.end(2); // facing A
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.pass(); // A
    fight.attack(0, [4, 4, 4, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, adjDX: 12 });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2], rolled: 3 });
  });
});

describe('FT-12 jab', () => {
  /** A (spear) at (0,0) facing 0; B (figure 1) two hexes ahead at (2,0); more figures as given. */
  function jab(bFacing: HexDirection, a: Partial<Build> = SPEAR, between?: { build: Build; at: Placement; side: 0 | 1 }): Fight {
    const side0: Build[] = [{ name: 'A', ...a }];
    const side1: Build[] = [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword', 'dagger'] }];
    if (between !== undefined) (between.side === 0 ? side0 : side1).push(between.build);
    const place: Record<number, Placement> = { 0: { at: h(0, 0), facing: 0 }, [side0.length]: { at: h(2, 0), facing: bFacing } };
    if (between !== undefined) place[between.side === 0 ? 1 : 2] = between.at;
    const fight = new Fight({ sides: [side0, side1], initiative: [6, 1], place });
    fight.initiative(true);
    fight.move(0, 'charge');
    if (between?.side === 0 && between.at.out === undefined) fight.hold(1);
    fight.move(side0.length, 'ready'); // B has a dagger to ready: it always has an action
    return fight;
  }

  it('FT-12: a spear strikes a foe two hexes straight ahead past an empty hex, with no charge bonus', () => {
    const fight = jab(3);
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([1]);
    fight.attack(1, [3, 3, 3, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ adjDX: 12, hit: true });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2], rolled: 3 });
  });

  it('FT-12: a jab\'s side and rear are judged from the hex between', () => {
    const rear = jab(0);
    rear.attack(1, [3, 3, 3, 2]);
    expect(rear.events('attacked')[0]).toMatchObject({ adjDX: 16 });
    const side = jab(1);
    side.attack(1, [3, 3, 3, 2]);
    expect(side.events('attacked')[0]).toMatchObject({ adjDX: 14 });
  });

  it('FT-12/FT-21: a jabbed victim two hexes away cannot be forced back', () => {
    const fight = jab(3);
    fight.attack(1, [3, 3, 3, 2]);
    fight.pass(NEXT_TURN); // B; then A's retreat offer lapses and the turn ends
    expect(fight.logged('retreated')).toEqual([]);
    expect(fight.turn).toBe(2);
  });

  it('FT-12: a javelin does not jab', () => {
    const fight = jab(3, { st: 12, dx: 12, weapons: ['javelin'] });
    // It may be thrown at the foe two hexes off (FT-19), but not jabbed.
    expect(fight.acting() === 0 ? fight.legal().filter((a) => a.type === 'attack') : []).toEqual([]);
  });

  it('FT-12/FT-9: a figure between, friend or fallen foe, stops a jab', () => {
    const friend = jab(3, SPEAR, { side: 0, build: { name: 'C', st: 14, dx: 10 }, at: { at: h(1, 0), facing: 0 } });
    expect(friend.acting() === 0 ? friend.targets() : []).toEqual([]);
    const unconscious = jab(3, SPEAR, { side: 1, build: { name: 'X' }, at: { at: h(1, 0), facing: 3, hits: 12, out: 'unconscious' } });
    expect(unconscious.acting() === 0 ? unconscious.targets() : []).toEqual([]);
  });

  it('FT-12/FT-9: a dead figure between stops a jab too (it blocks its hex)', () => {
    const dead = jab(3, SPEAR, { side: 1, build: { name: 'X' }, at: { at: h(1, 0), facing: 3, hits: 13, out: 'dead' } });
    expect(dead.acting() === 0 ? dead.targets() : []).toEqual([]);
  });
});
