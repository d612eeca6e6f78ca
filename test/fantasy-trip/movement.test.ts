/**
 * Options and movement (S-04, S-10…S-27, S-38, FT-7, FT-8, FT-9): which options are open engaged
 * or not, how far each goes, stopping on engagement, the engaged shift, facing and blocked hexes.
 *
 * Directions (core/hex.ts): 0 = +q, 1 = +r, 2 = −q+r, 3 = −q, 4 = −r, 5 = +q−r. A figure at
 * (0,0) facing 0 has front hexes (1,−1), (1,0), (0,1); side hexes (0,−1), (−1,1); rear (−1,0).
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build, type Placement } from './harness.js';

const DISENGAGED = ['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready'];
const ENGAGED = ['shiftAttack', 'shiftDefend', 'disengage', 'ready', 'pickUp', 'grapple'];

/** A against B, side 0 winning initiative and moving first. */
function duel(a: Partial<Build>, b: Partial<Build>, place: Record<number, Placement>, extra: Build[][] = []): Fight {
  const fight = new Fight({
    // Armed, so that Defend (which needs a weapon to parry, S-43) is among the engaged options.
    sides: [[{ name: 'A', weapons: ['shortsword'], ...a }, ...(extra[0] ?? [])], [{ name: 'B', weapons: ['shortsword'], ...b }, ...(extra[1] ?? [])]],
    initiative: [6, 1],
    place,
  });
  fight.initiative(true);
  return fight;
}

describe('FT-8 options', () => {
  it('FT-8/S-10: a disengaged figure may move, charge, dodge or ready a weapon', () => {
    const fight = duel({}, {}, { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    expect(fight.options(0)).toEqual(DISENGAGED);
  });

  it('FT-8/S-20: an engaged figure may shift and attack, shift and defend, disengage, change weapons or pick up', () => {
    const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    expect(fight.options(0)).toEqual(ENGAGED);
    fight.hold(0);
    expect(fight.options(1)).toEqual(ENGAGED);
  });

  it('S-38/FT-8: only a front hex engages: adjacent back to back, neither is engaged', () => {
    // B at A's rear hex, facing away: neither has the other in a front hex.
    const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(-1, 0), facing: 3 } });
    expect(fight.options(0)).toEqual(DISENGAGED);
    fight.hold(0);
    expect(fight.options(1)).toEqual(DISENGAGED);
  });

  it('S-38/FT-8: engagement is one-way: a figure with its back to an enemy is engaged, the enemy is not', () => {
    // B at (1,0) in A's front, facing away from A (A is in B's rear hex).
    const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 0 } });
    expect(fight.options(0)).toEqual(DISENGAGED);
    fight.hold(0);
    expect(fight.options(1)).toEqual(ENGAGED);
  });

  it('S-38/FT-8: the options depend on engagement when the figure begins, after earlier movers moved', () => {
    const fight = duel({}, {}, { 0: { at: h(-2, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    expect(fight.options(0)).toEqual(DISENGAGED);
    fight.move(0, 'move', [0, 0]); // to (0,0), in B's front and facing B
    expect(fight.fig(0).at).toEqual(h(0, 0));
    expect(fight.options(1)).toEqual(ENGAGED);
  });

  it('S-04: one option per figure, refused when not open; begin, step and end only in turn', () => {
    const fight = duel({}, {}, { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    fight.refuse({ type: 'begin', figure: 0, option: 'shiftAttack' }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'begin', figure: 0, option: 'standUp' }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'begin', figure: 1, option: 'move' }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'begin', player: 1, figure: 1, option: 'move' }, 'NOT_YOUR_TURN');
    fight.refuse({ type: 'step', direction: 0 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'end', facing: 0 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'attack', target: 1 }, 'ILLEGAL_ACTION');
    fight.begin(0, 'move');
    fight.refuse({ type: 'begin', figure: 0, option: 'move' }, 'ILLEGAL_ACTION');
    fight.end();
    // A figure that has moved this turn does not move again.
    expect(fight.actor()).toBe(1);
    fight.refuse({ type: 'begin', player: 0, figure: 0, option: 'move' }, 'NOT_YOUR_TURN');
  });
});

describe('FT-7 movement caps', () => {
  const cases = [
    { armor: null, ma: 10 },
    { armor: 'leather', ma: 8 },
    { armor: 'chainmail', ma: 6 },
  ] as const;

  for (const { armor, ma } of cases) {
    it(`FT-7/S-10: move goes up to the full MA (${ma} in ${armor ?? 'no armour'}) and no farther`, () => {
      const fight = duel({ armor }, {}, { 0: { at: h(-5, 0), facing: 0 }, 1: { at: h(-3, 6), facing: 3 } });
      fight.begin(0, 'move');
      for (let i = 0; i < ma; i++) {
        expect(fight.steps()).toContain(0);
        fight.step(0);
      }
      expect(fight.fig(0).moved).toBe(ma);
      expect(fight.steps()).toEqual([]);
      fight.refuse({ type: 'step', direction: 0 }, 'ILLEGAL_ACTION');
      fight.refuse({ type: 'step', direction: 1 }, 'ILLEGAL_ACTION');
      fight.end();
      expect(fight.fig(0).at).toEqual(h(-5 + ma, 0));
    });

    for (const option of ['charge', 'dodge'] as const) {
      it(`FT-7/S-11/S-12: ${option} goes up to half MA, rounded down (${Math.floor(ma / 2)} of MA ${ma})`, () => {
        const fight = duel({ armor }, {}, { 0: { at: h(-5, 0), facing: 0 }, 1: { at: h(-3, 6), facing: 3 } });
        fight.begin(0, option);
        for (let i = 0; i < Math.floor(ma / 2); i++) fight.step(0);
        expect(fight.steps()).toEqual([]);
        fight.refuse({ type: 'step', direction: 0 }, 'ILLEGAL_ACTION');
      });
    }
  }

  it('FT-7/S-14: a disengaged figure readying a weapon moves up to 2 hexes', () => {
    const fight = duel({}, {}, { 0: { at: h(-5, 0), facing: 0 }, 1: { at: h(-3, 6), facing: 3 } });
    fight.begin(0, 'ready');
    fight.step(0);
    fight.step(1);
    expect(fight.steps()).toEqual([]);
  });

  it('FT-7/S-20…S-27: an engaged figure shifts at most 1 hex; picking up does not move at all', () => {
    for (const option of ['shiftAttack', 'shiftDefend', 'disengage', 'ready'] as const) {
      const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
      fight.begin(0, option);
      expect(fight.steps().length).toBeGreaterThan(0);
      fight.step(fight.steps()[0]!);
      expect(fight.steps()).toEqual([]);
    }
    const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    fight.begin(0, 'pickUp');
    expect(fight.steps()).toEqual([]);
  });

  it('FT-7/S-39: each step faces the way it went; the end may face any way, and a new facing is an event', () => {
    const fight = duel({}, {}, { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    fight.begin(0, 'move');
    fight.step(1);
    expect(fight.fig(0).facing).toBe(1);
    expect(fight.events('moved')).toEqual([{ type: 'moved', arenaRadius: 7, figure: 0, name: 'A', from: h(-3, 0), to: h(-3, 1), hexes: 1 }]);
    fight.step(5);
    expect(fight.fig(0).facing).toBe(5);
    expect(fight.legal().filter((a) => a.type === 'end')).toHaveLength(6);
    fight.end(2);
    expect(fight.fig(0).facing).toBe(2);
    expect(fight.events('faced')).toEqual([{ type: 'faced', figure: 0, name: 'A', facing: 2 }]);
    // Ending the way it already faces is no event; a figure that did not move may still turn.
    fight.begin(1, 'move');
    fight.end(3, [6, 1]); // the last move: nobody acts, the turn ends and turn 2 rolls initiative
    expect(fight.log.filter((e) => e.type === 'faced' && e.figure === 1)).toEqual([]);
  });

  it('FT-7: a figure that does not step may still turn to face any way', () => {
    const fight = duel({}, {}, { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    fight.move(0, 'dodge', [], 4);
    expect(fight.fig(0).facing).toBe(4);
    expect(fight.fig(0).at).toEqual(h(-3, 0));
  });
});

describe('FT-9 blocked hexes', () => {
  it('FT-9: a mover never enters a hex with a friend or an enemy in it, nor leaves the arena', () => {
    const fight = new Fight({
      sides: [[{ name: 'A' }, { name: 'C' }], [{ name: 'B' }]],
      initiative: [6, 1],
      place: {
        0: { at: h(7, -3), facing: 3 }, // on the rim (distance 7 of radius 7)
        1: { at: h(6, -3), facing: 3 }, // friend C at A's direction 3
        2: { at: h(6, -2), facing: 2 }, // enemy B at A's direction 2, facing away (A is not engaged)
      },
    });
    fight.initiative(true);
    expect(fight.options(0)).toEqual(DISENGAGED);
    fight.begin(0, 'move');
    // Neighbours of (7,-3): (8,-3) and (8,-4) outside, (6,-2) B, (6,-3) C; (7,-2) and (7,-4) open.
    expect(fight.steps().sort()).toEqual([1, 4]);
    fight.refuse({ type: 'step', direction: 0 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'step', direction: 2 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'step', direction: 3 }, 'ILLEGAL_ACTION');
  });
});

describe('S-38 stopping and shifting', () => {
  it('S-38/FT-8: a disengaged mover stops as soon as it enters an enemy front hex', () => {
    const fight = duel({}, {}, { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    fight.begin(0, 'move');
    fight.step(0);
    fight.step(0);
    expect(fight.steps().length).toBeGreaterThan(0);
    fight.step(0); // (0,0): in B's front
    expect(fight.fig(0).moved).toBe(3);
    expect(fight.steps()).toEqual([]);
    expect(fight.legal().every((a) => a.type === 'end')).toBe(true);
    fight.refuse({ type: 'step', direction: 5 }, 'ILLEGAL_ACTION');
  });

  it('S-38: passing through an enemy side or rear hex does not stop a mover', () => {
    // B at (1,0) facing 1: front (2,0), (1,1), (0,1); side (2,-1), (0,0); rear (1,-1).
    const fight = duel({}, {}, { 0: { at: h(-2, 0), facing: 0 }, 1: { at: h(1, 0), facing: 1 } });
    fight.begin(0, 'move');
    fight.step(0);
    fight.step(0); // (0,0), B's side hex
    fight.step(5); // (1,-1), B's rear hex
    fight.step(0); // (2,-1), B's other side hex
    expect(fight.steps().length).toBeGreaterThan(0);
    fight.step(1); // (2,0), B's front hex: stop
    expect(fight.steps()).toEqual([]);
  });

  it('S-38: a friend\'s front hexes do not stop a mover', () => {
    const fight = new Fight({
      sides: [[{ name: 'A' }, { name: 'C' }], [{ name: 'B' }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(-1, -1), facing: 1 }, 2: { at: h(5, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.begin(0, 'move');
    fight.step(0); // (-2,0): in C's front
    fight.step(0); // (-1,0): in C's front
    expect(fight.steps().length).toBeGreaterThan(0);
  });

  it('FT-8/S-38: an engaged figure\'s shift must keep it next to every enemy engaging it', () => {
    // One engager, B at (1,0) facing A: A may shift to (1,-1) or (0,1), the open hexes next to B.
    const one = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    one.begin(0, 'shiftAttack');
    expect(one.steps().sort()).toEqual([1, 5]);
    one.refuse({ type: 'step', direction: 3 }, 'ILLEGAL_ACTION');
    one.step(5);
    expect(one.fig(0).at).toEqual(h(1, -1));

    // A second engager, D at (0,1) facing A: no hex is next to both, so A cannot shift.
    const two = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'B' }, { name: 'D' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(0, 1), facing: 4 } },
    });
    two.initiative(true);
    two.begin(0, 'shiftAttack');
    expect(two.steps()).toEqual([]);

    // D next to A but facing away does not engage: only B holds A, so A may shift to (1,-1).
    const back = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'B' }, { name: 'D' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(0, 1), facing: 1 } },
    });
    back.initiative(true);
    back.begin(0, 'shiftAttack');
    expect(back.steps()).toEqual([5]);
  });

  it('S-38: an engaged figure may not move off with a full move: its options have 1-hex caps', () => {
    const fight = duel({}, {}, { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } });
    fight.refuse({ type: 'begin', figure: 0, option: 'move' }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'begin', figure: 0, option: 'charge' }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'begin', figure: 0, option: 'dodge' }, 'ILLEGAL_ACTION');
  });

  it('FT-7: a side moves its figures one at a time, each begun and ended before the next', () => {
    const fight = new Fight({
      sides: [[{ name: 'A' }, { name: 'C' }], [{ name: 'B' }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(-3, 2), facing: 0 }, 2: { at: h(4, 0), facing: 3 } },
    });
    fight.initiative(true);
    expect(fight.legal().map((a) => (a.type === 'begin' ? a.figure : -1))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    fight.begin(1, 'move');
    fight.step(0);
    fight.refuse({ type: 'begin', figure: 0, option: 'move' }, 'ILLEGAL_ACTION');
    fight.end();
    expect(fight.actor()).toBe(0);
    fight.hold(0);
    expect(fight.actor()).toBe(1);
  });
});
