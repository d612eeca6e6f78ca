/**
 * Hand-to-hand combat (S-100…S-106, S-30…S-32, S-93, R-18, R-19, FT-18): who may grapple whom,
 * the defender's die, fighting on the ground at +4 with bare hands or a dagger, drawing a dagger,
 * breaking free, and what follows a knockdown, a fall or a death in hand-to-hand.
 *
 * The usual layout puts B's back to the arena's wall: A (figure 0) at (6,0) facing 0, B (figure 1)
 * at (7,0) facing 3 in a radius-7 arena, so B's rear hex (8,0) is outside and A, engaged by B, may
 * take option (o) and grapple it. Side 0 wins every initiative roll (6 against 1) and moves first.
 * Dice lists are the action's dice (the defender's die, to-hit dice, damage dice), then the next
 * turn's initiative dice when the action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build, type Placement } from './harness.js';

const NEXT_TURN = [6, 1];
/** 16 on 3 dice: misses whatever the DX, and drops nothing (S-41). */
const MISS = [6, 6, 4];

const WALL_A = h(6, 0);
const WALL_B = h(7, 0);

/** Broadsword in hand, dagger slung, small shield ready: items 0, 1, 2 for A and 3, 4, 5 for B. */
const ARMED = { st: 12, dx: 12, weapons: ['broadsword', 'dagger'], shield: 'small-shield' };

/** A against B with B's back to the wall; `extra` figures join side 1 (placed by `extraPlace`, else on side 1's start hexes). */
function wall(a: Partial<Build>, b: Partial<Build>, extra: Build[] = [], extraPlace: Record<number, Placement> = {}): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }, ...extra]],
    initiative: [6, 1],
    place: { 0: { at: WALL_A, facing: 0 }, 1: { at: WALL_B, facing: 3 }, ...extraPlace },
  });
  fight.initiative(true);
  return fight;
}

/**
 * Turn 1 of `wall`: A declares grapple, B (and any extra figure) holds; A grapples B with the
 * defender's `dice`. Only for rolls into HTH or a 5, after which nobody else acts: the grapple
 * ends the turn, and turn 2 waits on side 0's first move.
 */
function grappled(a: Partial<Build>, b: Partial<Build>, dice: readonly number[], extra: Build[] = [], extraPlace: Record<number, Placement> = {}): Fight {
  const fight = wall(a, b, extra, extraPlace);
  fight.move(0, 'grapple');
  fight.hold(1);
  for (let id = 2; id < 2 + extra.length; id++) fight.hold(id);
  expect(fight.acting()).toBe(0);
  fight.act({ type: 'grapple', target: 1 }, [...dice, ...NEXT_TURN]);
  expect(fight.turn).toBe(2);
  fight.initiative(true);
  return fight;
}

function grapples(fight: Fight): number[] {
  return fight.legal().flatMap((a) => (a.type === 'grapple' ? [a.target] : []));
}

describe('S-100 / FT-18 going into hand-to-hand', () => {
  it('S-100/FT-18: option (o) grapple is open to an engaged figure; a figure that is not engaged has no (o) (it may grapple from a charge)', () => {
    const fight = wall(ARMED, ARMED);
    expect(fight.options(0)).toContain('grapple');
    const apart = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', ...ARMED }]],
      initiative: [6, 1],
      place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } },
    });
    apart.initiative(true);
    expect(apart.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
  });

  it('S-100: a foe with its back to the wall (its rear hex outside the arena) may be grappled', () => {
    const fight = wall(ARMED, ARMED);
    fight.move(0, 'grapple');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    // Option (o) leads to a grapple only: no blow.
    expect(fight.legal()).toEqual([
      { type: 'grapple', player: 0, target: 1 },
      { type: 'pass', player: 0 },
    ]);
  });

  it('S-100/FT-53: a foe with a lower MA may be grappled; an adjacent foe with the same MA, facing the grappler, only asked to agree', () => {
    // A (MA 10) at (0,0) between B (leather, MA 8) at (1,0) and C (MA 10) at (-1,0), both facing A.
    const fight = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', st: 12, dx: 12, armor: 'leather' }, { name: 'C', st: 13, dx: 11 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(-1, 0), facing: 0 } },
    });
    fight.initiative(true);
    fight.move(0, 'grapple');
    fight.hold(1);
    fight.hold(2);
    expect(fight.acting()).toBe(0);
    expect(fight.legal()).toEqual([
      { type: 'grapple', player: 0, target: 1 },
      { type: 'grapple', player: 0, target: 2 },
      { type: 'pass', player: 0 },
    ]);
    fight.refuse({ type: 'grapple', target: 0 }, 'ILLEGAL_ACTION');
    // C is only asked: no die is rolled, and C's side answers before anything else happens.
    fight.act({ type: 'grapple', target: 2 });
    expect(fight.events('hthAsked')).toEqual([{ type: 'hthAsked', figure: 0, name: 'A', target: 2, targetName: 'C' }]);
    expect(fight.actor()).toBe(1);
    expect(fight.legal()).toEqual([
      { type: 'agree', player: 1, accept: true },
      { type: 'agree', player: 1, accept: false },
    ]);
    fight.refuse({ type: 'pass', player: 0 }, 'NOT_YOUR_TURN');
    // Refused: no hand-to-hand, and A's action is spent; the turn ends (the next initiative dice).
    fight.act({ type: 'agree', accept: false }, [6, 1]);
    expect(fight.events('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 2, targetName: 'C', dice: [], result: 'refused' }]);
    expect([fight.fig(0).posture, fight.fig(2).posture]).toEqual(['standing', 'standing']);
    expect(fight.fig(0).at).toEqual(h(0, 0));
    expect(fight.logged('hthRoll')).toEqual([]);
  });

  it('FT-53: a foe that agrees goes down into hand-to-hand with no roll, keeping only a dagger (readied if it carries one)', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'C', st: 12, dx: 12, weapons: ['broadsword', 'dagger'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'grapple');
    fight.hold(1);
    fight.act({ type: 'grapple', target: 1 });
    fight.act({ type: 'agree', accept: true }, [6, 1]);
    expect(fight.events('grappled')).toMatchObject([{ figure: 0, target: 1, dice: [], result: 'agreed' }]);
    expect([fight.fig(0).posture, fight.fig(1).posture]).toEqual(['hth', 'hth']);
    expect(fight.fig(0).at).toEqual(h(1, 0));
    // C let go of its broadsword and readied its slung dagger.
    expect(fight.carried(1)).toEqual(['dagger:ready']);
  });

  it('S-100/FT-18: a charge may grapple a foe approached from its rear hex', () => {
    // B at (1,0) faces away (0): its rear hex is (0,0). A charges two hexes into it.
    const fight = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', ...ARMED }]],
      initiative: [6, 1],
      place: { 0: { at: h(-2, 0), facing: 0 }, 1: { at: h(1, 0), facing: 0 } },
    });
    fight.initiative(true);
    fight.move(0, 'charge', [0, 0]);
    fight.hold(1);
    expect(fight.acting()).toBe(0);
    expect(grapples(fight)).toEqual([1]);
    expect(fight.targets()).toEqual([1]);
  });

  it('S-100/FT-53: a standing foe with the same MA and room behind it, met from its front or its side, can only be asked', () => {
    // From the front: A charges from (-1,0) into (0,0), in front of B at (1,0) facing 3.
    const front = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', ...ARMED }]],
      initiative: [6, 1],
      place: { 0: { at: h(-1, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    front.initiative(true);
    front.move(0, 'charge', [0]);
    front.hold(1);
    expect(front.acting()).toBe(0);
    expect(front.legal()).toEqual([
      { type: 'attack', player: 0, target: 1 },
      { type: 'grapple', player: 0, target: 1 },
      { type: 'pass', player: 0 },
    ]);
    front.act({ type: 'grapple', target: 1 });
    expect(front.events('hthAsked')).toHaveLength(1);

    // From the side: B at (1,0) faces 0, so (0,1) is its side hex; A charges into it from (-1,2).
    const side = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', ...ARMED }]],
      initiative: [6, 1],
      place: { 0: { at: h(-1, 2), facing: 5 }, 1: { at: h(1, 0), facing: 0 } },
    });
    side.initiative(true);
    side.move(0, 'charge', [5]);
    side.hold(1);
    expect(side.acting()).toBe(0);
    expect(side.legal()).toEqual([
      { type: 'attack', player: 0, target: 1 },
      { type: 'grapple', player: 0, target: 1 },
      { type: 'pass', player: 0 },
    ]);
  });

  it('S-100: a foe that is down may be grappled', () => {
    // Turn 1: A knocks B (ST 16, unarmed) down with 10 hits. Turn 2: A charges in place and grapples it.
    const fight = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'B', st: 16, dx: 8 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.attack(1, [3, 3, 3, 5, 5]);
    expect(fight.fig(1).posture).toBe('down');
    fight.retreat(null, NEXT_TURN); // A declines to push B
    fight.initiative(true);
    // B is down and engages nobody: A is not engaged, so it charges (without stepping).
    expect(fight.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    fight.move(0, 'charge');
    fight.move(1, 'standUp');
    expect(fight.acting()).toBe(0);
    expect(grapples(fight)).toEqual([1]);
    fight.act({ type: 'grapple', target: 1 }, [2, ...NEXT_TURN]);
    expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [2], result: 'hth' }]);
    expect(fight.fig(0)).toMatchObject({ at: h(1, 0), posture: 'hth' });
    expect(fight.fig(1)).toMatchObject({ at: h(1, 0), posture: 'hth' });
  });

  it('S-100/S-103/FT-43: a foe already in hand-to-hand may be joined with no roll, or struck from outside', () => {
    // A (0,0) and D (2,0) on side 0 flank B (leather, MA 8) at (1,0) facing 3: D is in B's rear hex.
    const spec = {
      sides: [
        [
          { name: 'A', ...ARMED },
          { name: 'D', st: 14, dx: 10 },
        ],
        [{ name: 'B', st: 12, dx: 12, armor: 'leather' }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 as const }, 1: { at: h(2, 0), facing: 3 as const }, 2: { at: h(1, 0), facing: 3 as const } },
    };
    const start = (): Fight => {
      const fight = new Fight(spec);
      fight.initiative(true);
      fight.move(0, 'grapple');
      fight.move(1, 'charge');
      fight.hold(2);
      expect(fight.acting()).toBe(0);
      return fight;
    };
    // While B stands, D (acting after A) could strike it or grapple it from its rear.
    const control = start();
    control.pass();
    expect(control.acting()).toBe(1);
    expect(grapples(control)).toEqual([2]);
    expect(control.targets()).toEqual([2]);

    // Once A has B in hand-to-hand, D may join the pile with no roll, or strike into it (S-103, S-104).
    const fight = start();
    expect(grapples(fight)).toEqual([2]);
    fight.act({ type: 'grapple', target: 2 }, [1]);
    expect(fight.fig(2).posture).toBe('hth');
    expect(fight.acting()).toBe(1);
    expect(grapples(fight)).toEqual([2]);
    expect(fight.targets()).toEqual([2]);
    // D joins: no dice; it goes down into the pile in B's hex.
    fight.act({ type: 'grapple', target: 2 }, NEXT_TURN);
    expect(fight.logged('grappled').at(-1)).toMatchObject({ figure: 1, target: 2, dice: [], result: 'joined' });
    expect(fight.fig(1).posture).toBe('hth');
    expect(fight.fig(1).at).toEqual(h(1, 0));
    expect(fight.turn).toBe(2);
  });

  it('S-104/FT-43: a blow from outside that misses a foe in a pile rolls at the other foes in it, then at friends', () => {
    // A grapples B; then D strikes into the pile at B and misses; the only other figure there is A, a friend.
    const fight = new Fight({
      sides: [[{ name: 'A', ...ARMED }, { name: 'D', st: 14, dx: 10, weapons: ['mace'] }], [{ name: 'B', st: 12, dx: 12, armor: 'leather' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 3 }, 2: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'grapple');
    fight.move(1, 'charge');
    fight.hold(2);
    fight.act({ type: 'grapple', target: 2 }, [1]);
    expect(fight.acting()).toBe(1);
    // D at DX 10 + 4 (a figure in a pile is on the ground): 16 misses B; the roll at A, 5, hits it: mace 2d-1, 3+3 = 5.
    fight.attack(2, [6, 5, 5, 2, 2, 1, 3, 3, ...NEXT_TURN]);
    const rolls = fight.logged('attacked');
    expect(rolls.map((e) => [e.target, e.adjDX, e.hit])).toEqual([
      [2, 14, false],
      [0, 14, true],
    ]);
    expect(fight.fig(0).hits).toBe(5);
    expect(fight.fig(2).hits).toBe(0);
  });

  it('FT-18: a pole weapon cannot jab into a hand-to-hand pair two hexes ahead', () => {
    // X (side 0) has its back to the wall at (7,0); Y (side 1) grapples it from (6,0). E (side 1,
    // spear) at (5,0) faces 0: once Y has gone into (7,0), the hex between E and the pair is empty.
    // Z (side 0) at (5,1), in E's front, gives E something else to strike.
    const fight = new Fight({
      sides: [
        [
          { name: 'X', st: 12, dx: 12 },
          { name: 'Z', st: 14, dx: 10 },
        ],
        [
          { name: 'Y', st: 12, dx: 12 },
          { name: 'E', st: 13, dx: 11, weapons: ['spear'] },
        ],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(7, 0), facing: 3 },
        1: { at: h(5, 1), facing: 0 },
        2: { at: h(6, 0), facing: 0 },
        3: { at: h(5, 0), facing: 0 },
      },
    });
    fight.initiative(true);
    fight.hold(0);
    fight.hold(1);
    fight.move(2, 'grapple');
    fight.move(3, 'charge');
    // X (12, initiative) has nothing to do; Y (12) grapples X.
    expect(fight.acting()).toBe(2);
    fight.act({ type: 'grapple', target: 0 }, [1]);
    expect(fight.fig(2)).toMatchObject({ at: h(7, 0), posture: 'hth' });
    // E may strike Z, but not X in hand-to-hand two hexes ahead.
    expect(fight.acting()).toBe(3);
    expect(fight.targets()).toEqual([1]);
    fight.refuse({ type: 'attack', target: 0 }, 'ILLEGAL_ACTION');
  });
});

describe('S-101 the defender\'s die', () => {
  for (const die of [1, 2]) {
    it(`S-101: on a ${die} the defender drops its ready weapon and shield (its dagger stays slung) and both fall into HTH in the defender's hex`, () => {
      const fight = grappled(ARMED, ARMED, [die]);
      expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [die], result: 'hth' }]);
      expect(fight.fig(0)).toMatchObject({ at: WALL_B, posture: 'hth', condition: 'fighting' });
      expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'hth', condition: 'fighting' });
      // B's broadsword (3) and shield (5) lie in its hex; its dagger (4) stays slung.
      expect(fight.item(3)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
      expect(fight.item(5)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
      expect(fight.carried(1)).toEqual(['dagger:slung']);
      expect(fight.logged('itemDropped').filter((e) => e.figure === 1)).toEqual([
        { type: 'itemDropped', figure: 1, name: 'B', item: 3, ref: 'broadsword' },
        { type: 'itemDropped', figure: 1, name: 'B', item: 5, ref: 'small-shield' },
      ]);
      expect(fight.logged('itemReadied')).toEqual([]);
      // The grappler lets go of its broadsword and shield too; its slung dagger stays slung.
      expect(fight.carried(0)).toEqual(['dagger:slung']);
      expect(fight.item(0)).toMatchObject({ holder: null, state: 'ground' });
      expect(fight.item(2)).toMatchObject({ holder: null, state: 'ground' });
    });
  }

  it('S-101/R-19: the grappler drops its ready non-dagger weapon and its shield into the HTH hex', () => {
    const fight = grappled(ARMED, ARMED, [1]);
    expect(fight.logged('itemDropped').filter((e) => e.figure === 0)).toEqual([
      { type: 'itemDropped', figure: 0, name: 'A', item: 0, ref: 'broadsword' },
      { type: 'itemDropped', figure: 0, name: 'A', item: 2, ref: 'small-shield' },
    ]);
    expect(fight.item(0)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
    expect(fight.item(2)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
  });

  for (const die of [3, 4]) {
    it(`S-101: on a ${die} the defender drops weapon and shield but readies its slung dagger; both fall into HTH`, () => {
      const fight = grappled(ARMED, ARMED, [die]);
      expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [die], result: 'hth' }]);
      expect(fight.item(3)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
      expect(fight.item(5)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
      expect(fight.carried(1)).toEqual(['dagger:ready']);
      expect(fight.logged('itemReadied')).toEqual([{ type: 'itemReadied', figure: 1, name: 'B', item: 4, ref: 'dagger' }]);
      // The grappler readies nothing: its dagger stays slung.
      expect(fight.carried(0)).toEqual(['dagger:slung']);
      expect(fight.fig(0)).toMatchObject({ at: WALL_B, posture: 'hth' });
      expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'hth' });
    });
  }

  it('S-101: on a 3 or 4 a defender with no dagger readies nothing', () => {
    const fight = grappled(ARMED, { st: 12, dx: 12, weapons: ['broadsword'], shield: 'small-shield' }, [4]);
    expect(fight.logged('grappled').at(-1)).toMatchObject({ dice: [4], result: 'hth' });
    expect(fight.carried(1)).toEqual([]);
    expect(fight.logged('itemReadied')).toEqual([]);
  });

  it('S-101: a ready dagger is kept, by the defender and by the grappler; their shields are dropped', () => {
    const withDagger = { st: 12, dx: 12, weapons: ['dagger'], shield: 'small-shield' };
    const fight = grappled(withDagger, withDagger, [1]);
    // Items: A's dagger 0 and shield 1, B's dagger 2 and shield 3.
    expect(fight.carried(0)).toEqual(['dagger:ready']);
    expect(fight.carried(1)).toEqual(['dagger:ready']);
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground' });
    expect(fight.item(3)).toMatchObject({ holder: null, state: 'ground', at: WALL_B });
    expect(fight.logged('itemDropped').map((e) => e.ref)).toEqual(['small-shield', 'small-shield']);
  });

  it('S-101: on a 5 the grappler stays in its own hex, nobody drops anything and there is no HTH', () => {
    const fight = grappled(ARMED, ARMED, [5]);
    expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [5], result: 'repelled' }]);
    expect(fight.fig(0)).toMatchObject({ at: WALL_A, posture: 'standing' });
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'standing' });
    expect(fight.carried(0)).toEqual(['broadsword:ready', 'dagger:slung', 'small-shield:ready']);
    expect(fight.carried(1)).toEqual(['broadsword:ready', 'dagger:slung', 'small-shield:ready']);
    expect(fight.logged('itemDropped')).toEqual([]);
    expect(fight.logged('damaged')).toEqual([]);
  });

  it('S-101/R-19: on a 6 the armed defender hits the grappler at once, through its armour but not its shield; the grappler stays and the defender may still act', () => {
    // A: leather (stops 2, DX -2) and a small shield (stops 1): adjDX 12, acting before B (12, no initiative).
    const fight = wall({ st: 10, dx: 14, weapons: ['hammer'], armor: 'leather', shield: 'small-shield' }, ARMED);
    fight.move(0, 'grapple');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    fight.act({ type: 'grapple', target: 1 }, [6, 3, 4]); // B's broadsword: 2d = 7, leather stops 2
    expect(fight.events('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [6], result: 'struck' }]);
    expect(fight.events('damaged')).toEqual([{ type: 'damaged', figure: 0, name: 'A', dice: [3, 4], rolled: 7, stopped: 2, hits: 5, st: 5 }]);
    expect(fight.fig(0)).toMatchObject({ at: WALL_A, posture: 'standing' });
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'standing' });
    expect(fight.carried(0)).toEqual(['hammer:ready', 'small-shield:ready']);
    expect(fight.carried(1)).toEqual(['broadsword:ready', 'dagger:slung', 'small-shield:ready']);
    // B keeps its action: it may still strike A.
    expect(fight.acting()).toBe(1);
    expect(fight.targets()).toEqual([0]);
  });

  it('S-101: a 6 is ignored and rolled again when the defender holds no weapon', () => {
    const intoHth = grappled(ARMED, { st: 12, dx: 12 }, [6, 6, 2]);
    expect(intoHth.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [6, 6, 2], result: 'hth' }]);
    expect(intoHth.logged('damaged')).toEqual([]);
    expect(intoHth.fig(0)).toMatchObject({ at: WALL_B, posture: 'hth' });

    const repelled = grappled(ARMED, { st: 12, dx: 12 }, [6, 5]);
    expect(repelled.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [6, 5], result: 'repelled' }]);
    expect(repelled.fig(0)).toMatchObject({ at: WALL_A, posture: 'standing' });
  });

  it('S-101: a 6 is ignored and rolled again when the grappler came from the defender\'s rear', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...ARMED }], [{ name: 'B', ...ARMED }]],
      initiative: [6, 1],
      place: { 0: { at: h(-2, 0), facing: 0 }, 1: { at: h(1, 0), facing: 0 } },
    });
    fight.initiative(true);
    fight.move(0, 'charge', [0, 0]); // into B's rear hex (0,0)
    fight.hold(1);
    fight.act({ type: 'grapple', target: 1 }, [6, 1, ...NEXT_TURN]);
    expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [6, 1], result: 'hth' }]);
    expect(fight.logged('damaged')).toEqual([]);
    expect(fight.fig(0)).toMatchObject({ at: h(1, 0), posture: 'hth' });
    expect(fight.fig(1)).toMatchObject({ at: h(1, 0), posture: 'hth' });
  });
  it('S-101: a 6 is ignored and rolled again when the grappler comes from the rear hex of a defender that is down', () => {
    // Turn 1: A (leather: stops 2) knocks B (ST 16, hammer) down; B keeps facing 3, so its rear hex is (2,0).
    const fight = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'], armor: 'leather' }], [{ name: 'B', st: 16, dx: 8, weapons: ['hammer'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.attack(1, [3, 3, 3, 5, 5]);
    expect(fight.fig(1)).toMatchObject({ posture: 'down', facing: 3 });
    expect(fight.carried(1)).toEqual(['hammer:ready']);
    fight.retreat(null, NEXT_TURN);
    // Turn 2: A charges round into (2,0), B's rear hex, and grapples it.
    fight.initiative(true);
    fight.move(0, 'charge', [5, 0, 1]);
    expect(fight.fig(0).at).toEqual(h(2, 0));
    fight.move(1, 'standUp');
    expect(fight.acting()).toBe(0);
    expect(grapples(fight)).toEqual([1]);
    // Whether read by position (R-19: A starts its action in B's rear hex) or by S-39 (a figure
    // down is attacked as from the rear), A jumped B from the rear: the 6 does not count.
    fight.act({ type: 'grapple', target: 1 }, [6, 1, ...NEXT_TURN]);
    expect(fight.logged('grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [6, 1], result: 'hth' }]);
    expect(fight.logged('damaged').filter((e) => e.figure === 0)).toEqual([]);
    expect(fight.fig(0)).toMatchObject({ at: h(1, 0), posture: 'hth' });
  });
});

describe('S-102 / S-30…S-32 fighting in hand-to-hand', () => {
  it('S-102/S-30: in HTH a figure may attack, break free, or draw a dagger if it has one slung and none ready', () => {
    // A's dagger is slung; B readied its dagger on a 3.
    const fight = grappled(ARMED, ARMED, [3]);
    expect(fight.options(0)).toEqual(['hthAttack', 'drawDagger', 'breakFree']);
    fight.move(0, 'hthAttack');
    expect(fight.options(1)).toEqual(['hthAttack', 'breakFree']);

    // A grappler with no dagger at all.
    const bare = grappled({ st: 12, dx: 12, weapons: ['broadsword'] }, ARMED, [1]);
    expect(bare.options(0)).toEqual(['hthAttack', 'breakFree']);
    // None of these options moves the figure (S-32: it does not move in the movement phase).
    bare.begin(0, 'breakFree');
    expect(bare.steps()).toEqual([]);
    bare.end();
    expect(bare.options(1)).toEqual(['hthAttack', 'drawDagger', 'breakFree']);

    // A figure with a dagger ready and another slung has nothing to draw.
    const twoDaggers = grappled({ st: 12, dx: 12, weapons: ['dagger', 'dagger'] }, ARMED, [1]);
    expect(twoDaggers.carried(0)).toEqual(['dagger:ready', 'dagger:slung']);
    expect(twoDaggers.options(0)).toEqual(['hthAttack', 'breakFree']);
  });

  it('S-102/S-30/R-18: HTH attacks are at adjusted DX + 4, a ready dagger does 1d+2, bare hands go by ST; armour stops hits, shields nothing', () => {
    // A: cloth (stops 1, DX -1), adjDX 11. B: leather (stops 2, DX -2), adjDX 10. Both had small shields.
    const fight = grappled({ ...ARMED, armor: 'cloth' }, { ...ARMED, armor: 'leather' }, [3]);
    expect(fight.carried(0)).toEqual(['dagger:slung']);
    expect(fight.carried(1)).toEqual(['dagger:ready']);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([1]);
    // A, bare-handed: 15 hits at 11 + 4; ST 12 does 1d-2; leather stops 2.
    fight.attack(1, [5, 5, 5, 6]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, target: 1, weapon: null, adjDX: 15, hit: true, multiplier: 1 });
    expect(fight.events('damaged')).toEqual([{ type: 'damaged', figure: 1, name: 'B', dice: [6], rolled: 4, stopped: 2, hits: 2, st: 10 }]);
    // B, with its dagger: 14 hits at 10 + 4; the dagger does 1d+2 in HTH (not 1d-1); cloth stops 1.
    expect(fight.acting()).toBe(1);
    expect(fight.targets()).toEqual([0]);
    fight.attack(0, [4, 5, 5, 3, ...NEXT_TURN]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, target: 0, weapon: 'dagger', adjDX: 14, hit: true });
    expect(fight.events('damaged')).toEqual([{ type: 'damaged', figure: 0, name: 'A', dice: [3], rolled: 5, stopped: 1, hits: 4, st: 8 }]);
    // HTH blows earn no force retreat: the turn ended straight away.
    expect(fight.turn).toBe(3);
  });

  it('S-102: an HTH attack rolling one over adjusted DX + 4 misses', () => {
    // A: DX 10, so 15 misses at 14; B (DX 8) acts after A.
    const fight = grappled({ st: 14, dx: 10, weapons: ['broadsword'] }, { st: 16, dx: 8, weapons: ['broadsword'] }, [1]);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    fight.attack(1, [5, 5, 5]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, weapon: null, adjDX: 14, hit: false, fumble: 'none' });
    expect(fight.events('damaged')).toEqual([]);
    expect(fight.acting()).toBe(1);
  });

  it('S-31/FT-18: drawing a dagger rolls 3 dice against adjusted DX (no +4); success readies the slung dagger', () => {
    // A: DX 10, so 10 succeeds. B (DX 8) acts after A.
    const fight = grappled({ st: 14, dx: 10, weapons: ['broadsword', 'dagger'] }, { st: 16, dx: 8, weapons: ['broadsword'] }, [1]);
    fight.move(0, 'drawDagger');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    expect(fight.legal()).toEqual([
      { type: 'drawDagger', player: 0 },
      { type: 'pass', player: 0 },
    ]);
    fight.act({ type: 'drawDagger' }, [4, 3, 3]);
    expect(fight.events('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'drawDagger', dice: [4, 3, 3], adjDX: 10, success: true }]);
    expect(fight.events('itemReadied')).toEqual([{ type: 'itemReadied', figure: 0, name: 'A', item: 1, ref: 'dagger' }]);
    expect(fight.carried(0)).toEqual(['dagger:ready']);
    fight.attack(0, [...MISS, ...NEXT_TURN]);
    // Next turn A strikes with it, and has no dagger left to draw.
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['hthAttack', 'breakFree']);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    fight.attack(1, [3, 4, 4, 1]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, weapon: 'dagger', adjDX: 14, hit: true });
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 1, dice: [1], rolled: 3, hits: 3 });
  });

  it('S-31: a failed draw leaves the dagger slung and the figure bare-handed', () => {
    const fight = grappled({ st: 14, dx: 10, weapons: ['broadsword', 'dagger'] }, { st: 16, dx: 8, weapons: ['broadsword'] }, [1]);
    fight.move(0, 'drawDagger');
    fight.move(1, 'hthAttack');
    fight.act({ type: 'drawDagger' }, [5, 5, 5]);
    expect(fight.events('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'drawDagger', dice: [5, 5, 5], adjDX: 10, success: false }]);
    expect(fight.events('itemReadied')).toEqual([]);
    expect(fight.carried(0)).toEqual(['dagger:slung']);
    // The draw was A's action: it may not strike as well.
    expect(fight.acting()).toBe(1);
    fight.attack(0, [...MISS, ...NEXT_TURN]);
    fight.initiative(true);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    fight.attack(1, [3, 4, 4, 6]);
    // Bare hands, ST 14: 1d-1.
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, weapon: null });
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 1, dice: [6], rolled: 5 });
  });

  it('S-32/S-106: breaking free rolls 4 dice against adjusted DX; success stands the figure in the named open hex, and the foe left alone lies down and stands up next turn', () => {
    const fight = grappled(ARMED, ARMED, [1]);
    fight.move(0, 'breakFree');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    // Open hexes next to (7,0) inside the arena: (6,1), (6,0), (7,-1).
    expect(fight.legal()).toEqual([
      { type: 'breakFree', player: 0, direction: 2 },
      { type: 'breakFree', player: 0, direction: 3 },
      { type: 'breakFree', player: 0, direction: 4 },
      { type: 'pass', player: 0 },
    ]);
    fight.refuse({ type: 'breakFree', direction: 0 }, 'ILLEGAL_ACTION');
    // 12 on 4 dice at adjDX 12 succeeds. B, alone on the ground, loses its action: the turn ends.
    fight.act({ type: 'breakFree', direction: 4 }, [3, 3, 3, 3, ...NEXT_TURN]);
    expect(fight.logged('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'breakFree', dice: [3, 3, 3, 3], adjDX: 12, success: true }]);
    expect(fight.logged('disengaged')).toEqual([{ type: 'disengaged', arenaRadius: 7, figure: 0, name: 'A', from: WALL_B, to: h(7, -1) }]);
    expect(fight.fig(0)).toMatchObject({ at: h(7, -1), posture: 'standing' });
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'down' });
    expect(fight.logged('attacked')).toEqual([]);
    // Turn 3: B may only stand up, and does at its action.
    fight.initiative(true);
    fight.hold(0);
    expect(fight.options(1)).toEqual(['standUp', 'crawl']);
    fight.move(1, 'standUp', [], undefined, NEXT_TURN);
    expect(fight.logged('stoodUp')).toEqual([{ type: 'stoodUp', figure: 1, name: 'B' }]);
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'standing' });
  });

  it('S-32: breaking free gets no +4: 13 on 4 dice at adjusted DX 12 fails, and the figure stays in HTH', () => {
    const fight = grappled(ARMED, ARMED, [1]);
    fight.move(0, 'breakFree');
    fight.move(1, 'hthAttack');
    fight.act({ type: 'breakFree', direction: 3 }, [3, 3, 3, 4]);
    expect(fight.events('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'breakFree', dice: [3, 3, 3, 4], adjDX: 12, success: false }]);
    expect(fight.events('disengaged')).toEqual([]);
    expect(fight.fig(0)).toMatchObject({ at: WALL_B, posture: 'hth' });
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'hth' });
    // B still fights on: it may strike A.
    expect(fight.acting()).toBe(1);
    expect(fight.targets()).toEqual([0]);
  });
});

describe('S-93 / FT-18 after hand-to-hand', () => {
  it('S-93: a figure knocked down in HTH loses its action, stays in HTH, and does nothing the next turn', () => {
    const fight = grappled({ st: 12, dx: 12, weapons: ['dagger'] }, { st: 12, dx: 12, weapons: ['broadsword'] }, [1]);
    // Turn 2: A (first on initiative) stabs B for 1d+2 = 8 before B acts.
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    fight.attack(1, [3, 3, 3, 6, ...NEXT_TURN]);
    expect(fight.logged('damaged').at(-1)).toMatchObject({ figure: 1, hits: 8, st: 4 });
    expect(fight.logged('knockedDown')).toEqual([{ type: 'knockedDown', figure: 1, name: 'B' }]);
    expect(fight.fig(1)).toMatchObject({ at: WALL_B, posture: 'hth', condition: 'fighting' });
    expect(fight.logged('attacked').filter((e) => e.figure === 1)).toEqual([]);

    // Turn 3: B takes an option but does nothing: A's miss ends the turn.
    fight.initiative(true);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    fight.attack(1, [...MISS, ...NEXT_TURN]);
    expect(fight.turn).toBe(4);
    expect(fight.logged('attacked').filter((e) => e.figure === 1)).toEqual([]);

    // Turn 4: B acts again.
    fight.initiative(true);
    fight.move(0, 'hthAttack');
    fight.move(1, 'hthAttack');
    fight.attack(1, MISS);
    expect(fight.acting()).toBe(1);
    expect(fight.targets()).toEqual([0]);
  });

  for (const [outcome, roll] of [
    ['unconscious', 1],
    ['dead', 2],
  ] as const) {
    it(`FT-18: a foe ${outcome} in HTH leaves the survivor down beside the body; it stands up the following turn`, () => {
      // B starts at ST 3 (hits 9). C, far off, keeps side 1 in the fight.
      const fight = grappled({ st: 12, dx: 12, weapons: ['dagger'] }, { st: 12, dx: 12 }, [1], [{ name: 'C', st: 13, dx: 11 }], {
        1: { at: WALL_B, facing: 3, hits: 9 },
        2: { at: h(-6, 0), facing: 0 },
      });
      fight.move(0, 'hthAttack');
      fight.move(1, 'hthAttack');
      fight.hold(2);
      expect(fight.acting()).toBe(0);
      fight.attack(1, [3, 3, 3, roll, ...NEXT_TURN]); // the dagger does 1d+2: 3 or 4 hits
      expect(fight.fig(1)).toMatchObject({ condition: outcome, posture: 'down', at: WALL_B });
      expect(fight.fig(0)).toMatchObject({ condition: 'fighting', posture: 'down', at: WALL_B });
      // Turn 3: A may only stand up; it rises at its action, in the hex with the body.
      fight.initiative(true);
      expect(fight.options(0)).toEqual(['standUp', 'crawl']);
      fight.move(0, 'standUp');
      fight.hold(2, NEXT_TURN);
      expect(fight.logged('stoodUp')).toEqual([{ type: 'stoodUp', figure: 0, name: 'A' }]);
      expect(fight.fig(0)).toMatchObject({ posture: 'standing', at: WALL_B });
      expect(fight.fig(1)).toMatchObject({ condition: outcome, at: WALL_B });
      // Turn 4: A walks off the body's hex; the body stays.
      fight.initiative(true);
      fight.move(0, 'move', [3]);
      expect(fight.fig(0).at).toEqual(h(6, 0));
      expect(fight.fig(1).at).toEqual(WALL_B);
    });
  }
});

describe('FT-18: a defender pulled into hand-to-hand', () => {
  it('FT-18/S-101: a defender grappled before its action loses that action', () => {
    // A (DX 12, MA 10) grapples B (chainmail: MA 6, adjDX 8), who chose to attack but acts later.
    const fight = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12 }], [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword'], armor: 'chainmail' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'grapple');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    // The defender's die: 1, both go down into hand-to-hand; B's turn to strike never comes.
    fight.act({ type: 'grapple', target: 1 }, [1, 6, 1]);
    expect(fight.logged('grappled').map((e) => e.result)).toEqual(['hth']);
    expect(fight.logged('attacked')).toEqual([]);
    expect(fight.state.turn.number).toBe(2);
  });
});
