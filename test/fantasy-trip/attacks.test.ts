/**
 * Attacks (S-36, S-37, S-40…S-43, S-52, S-81, S-82): targets in front, +0/+2/+4 by the target's
 * facing, the 3-dice and 4-dice specials, damage through armour and shield, bare hands.
 *
 * The usual layout: A (figure 0) at (0,0) facing 0, B (figure 1) at (1,0). B's facing decides
 * where A strikes from: facing 3 (or 2, 4) puts A in B's front, 1 or 5 in B's side, 0 in its rear.
 * Dice lists are the to-hit dice, then the damage dice, then (when the action ends the turn) the
 * next turn's initiative dice.
 */
import { describe, expect, it } from 'vitest';
import type { HexDirection } from '../../src/core/hex.js';
import type { FantasyTripOption } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Build } from './harness.js';

const NEXT_TURN = [6, 1];

/**
 * A strikes B: A at (0,0) facing 0, B at (1,0) facing `facing`, side 0 moving first. A takes its
 * attacking option, B `bOption` (default: a move that leaves it no action). A acts next.
 */
function strike(a: Partial<Build>, b: Partial<Build>, facing: HexDirection, bOption?: FantasyTripOption): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }]],
    initiative: [6, 1],
    place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing } },
  });
  fight.initiative(true);
  fight.prepareAttack(0);
  if (bOption === undefined) fight.hold(1);
  else fight.move(1, bOption);
  expect(fight.acting()).toBe(0);
  return fight;
}

const A12 = { st: 12, dx: 12, weapons: ['broadsword'] };
const B11 = { st: 13, dx: 11 };

describe('S-37 targets', () => {
  it('S-37: a figure may attack only enemies standing in its front hexes', () => {
    const fight = new Fight({
      sides: [
        [{ name: 'A', ...A12 }, { name: 'D', st: 13, dx: 11 }],
        [{ name: 'B', ...B11 }, { name: 'C', st: 14, dx: 10 }],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(0, 0), facing: 0 },
        1: { at: h(0, 1), facing: 0 }, // friend D in A's front
        2: { at: h(1, 0), facing: 3 }, // enemy B in A's front
        3: { at: h(0, -1), facing: 1 }, // enemy C in A's side hex
      },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.hold(2);
    fight.hold(3);
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([2]);
    fight.refuse({ type: 'attack', target: 3 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'attack', target: 1 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'attack', player: 1, target: 0 }, 'NOT_YOUR_TURN');
  });

  it('S-21/S-24: shift and defend, and disengage, give no attack', () => {
    for (const option of ['shiftDefend', 'disengage'] as const) {
      const fight = new Fight({
        sides: [[{ name: 'A', ...A12 }], [{ name: 'B', ...B11 }]],
        initiative: [6, 1],
        place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
      });
      fight.initiative(true);
      fight.move(0, option);
      fight.move(1, 'shiftAttack');
      if (option === 'shiftDefend') {
        // A has nothing to do at its action: the turn goes straight on to B.
        expect(fight.acting()).toBe(1);
        expect(fight.logged('passed')).toEqual([]);
      } else {
        expect(fight.acting()).toBe(0);
        expect(fight.legal().some((a) => a.type === 'attack')).toBe(false);
        expect(fight.legal().some((a) => a.type === 'disengage')).toBe(true);
      }
    }
  });
});

describe('S-36/S-52 facing: front +0, side +2, rear +4', () => {
  const cases: readonly [HexDirection, string, number][] = [
    [3, 'front', 12],
    [2, 'front', 12],
    [4, 'front', 12],
    [1, 'side', 14],
    [5, 'side', 14],
    [0, 'rear', 16],
  ];
  for (const [facing, angle, adjDX] of cases) {
    it(`S-52: striking a target facing ${facing} from its ${angle} is at adjDX ${adjDX}`, () => {
      const fight = strike(A12, B11, facing);
      // 15 hits only from the rear (then 2 damage dice); elsewhere it misses and the turn ends.
      fight.attack(1, adjDX >= 15 ? [5, 5, 5, 1, 1] : [5, 5, 5, ...NEXT_TURN]);
      const [event] = fight.logged('attacked');
      expect(event).toMatchObject({ figure: 0, target: 1, adjDX, dice: [5, 5, 5], hit: adjDX >= 15 });
    });
  }

  it('S-40: 3d6 at or under adjDX hits, one over misses (front 12, side 14)', () => {
    const front = strike(A12, B11, 3);
    front.attack(1, [4, 4, 4, 1, 1]);
    expect(front.events('attacked')[0]).toMatchObject({ hit: true, adjDX: 12 });
    const frontMiss = strike(A12, B11, 3);
    frontMiss.attack(1, [4, 4, 5, ...NEXT_TURN]);
    expect(frontMiss.logged('attacked')[0]).toMatchObject({ hit: false, adjDX: 12, multiplier: 1, fumble: 'none' });
    expect(frontMiss.logged('damaged')).toEqual([]);

    const side = strike(A12, B11, 1);
    side.attack(1, [4, 5, 5, 1, 1]);
    expect(side.events('attacked')[0]).toMatchObject({ hit: true, adjDX: 14 });
    const sideMiss = strike(A12, B11, 1);
    sideMiss.attack(1, [5, 5, 5, ...NEXT_TURN]);
    expect(sideMiss.logged('attacked')[0]).toMatchObject({ hit: false, adjDX: 14 });
  });

  it('S-73: the attacker\'s armour and ready shield lower its DX (leather -2, large shield -1)', () => {
    const fight = strike({ ...A12, armor: 'leather', shield: 'large-shield' }, { st: 16, dx: 8 }, 3);
    fight.attack(1, [6, 5, 4, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 9, hit: false });
  });
});

describe('S-41 three-dice specials', () => {
  // A at adjDX 3: DX 8 in plate (-5), with a club (1d).
  const WEAK = { st: 16, dx: 8, armor: 'plate', weapons: ['club'] };
  // A at adjDX 20: DX 16, striking B's rear (+4), with a dagger (1d-1).
  const DEFT = { st: 8, dx: 16, weapons: ['dagger'] };

  it('S-41: a 3 hits whatever the DX, for triple damage', () => {
    const fight = strike(WEAK, {}, 3);
    fight.attack(1, [1, 1, 1, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ adjDX: 3, hit: true, multiplier: 3, fumble: 'none', weapon: 'club' });
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 1, dice: [2], rolled: 6, stopped: 0, hits: 6, st: 6 });
  });

  it('S-41: a 4 hits whatever the DX, for double damage', () => {
    const fight = strike(WEAK, {}, 3);
    fight.attack(1, [1, 2, 1, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ adjDX: 3, hit: true, multiplier: 2 });
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 4, hits: 4 });
  });

  it('S-41: a 5 hits whatever the DX, for normal damage', () => {
    const fight = strike(WEAK, {}, 3);
    fight.attack(1, [2, 2, 1, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ adjDX: 3, hit: true, multiplier: 1 });
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 2, hits: 2 });
  });

  it('S-40: a 6 against adjDX 3 misses (no damage dice are rolled)', () => {
    const fight = strike(WEAK, {}, 3);
    fight.attack(1, [1, 2, 3, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 3, hit: false, multiplier: 1, fumble: 'none' });
  });

  it('S-41: a 16 misses whatever the DX', () => {
    const fight = strike(DEFT, {}, 0, 'ready');
    fight.attack(1, [5, 5, 6, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 20, hit: false, fumble: 'none' });
    expect(fight.carried(0)).toEqual(['dagger:ready']);
  });

  it('S-41/FT-16: a 17 misses and drops the weapon in the attacker\'s hex', () => {
    const fight = strike(DEFT, {}, 0, 'ready');
    fight.attack(1, [6, 6, 5, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 20, hit: false, fumble: 'drop' });
    expect(fight.logged('itemDropped')).toEqual([{ type: 'itemDropped', figure: 0, name: 'A', item: 0, ref: 'dagger' }]);
    expect(fight.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(0, 0) });
  });

  it('S-41/FT-16: an 18 misses and breaks the weapon', () => {
    const fight = strike(DEFT, {}, 0, 'ready');
    fight.attack(1, [6, 6, 6, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ hit: false, fumble: 'break' });
    expect(fight.logged('itemBroken')).toEqual([{ type: 'itemBroken', figure: 0, name: 'A', item: 0, ref: 'dagger' }]);
    expect(fight.item(0)).toMatchObject({ holder: null, state: 'broken' });
  });

  it('S-40: a 15 hits at adjDX 20', () => {
    const fight = strike(DEFT, {}, 0, 'ready');
    fight.attack(1, [5, 5, 5, 3]);
    expect(fight.events('attacked')[0]).toMatchObject({ adjDX: 20, hit: true, multiplier: 1 });
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 2, hits: 2 });
  });
});

describe('S-42 four dice against a defender', () => {
  const WEAK = { st: 16, dx: 8, armor: 'plate', weapons: ['club'] };
  const DEFT = { st: 8, dx: 16, weapons: ['dagger'] };

  it('S-21/S-42: attacking a figure that shifts and defends rolls 4 dice; 4 hits for triple damage', () => {
    const fight = strike(WEAK, { weapons: ['club'] }, 3, 'shiftDefend');
    fight.attack(1, [1, 1, 1, 1, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ dice: [1, 1, 1, 1], adjDX: 3, hit: true, multiplier: 3 });
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 6, hits: 6 });
  });

  it('S-42: on 4 dice a 5 hits for double damage', () => {
    const fight = strike(WEAK, { weapons: ['club'] }, 3, 'shiftDefend');
    fight.attack(1, [1, 1, 2, 1, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ hit: true, multiplier: 2 });
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 4 });
  });

  it('S-42: on 4 dice a 6 against adjDX 3 misses', () => {
    const fight = strike(WEAK, { weapons: ['club'] }, 3, 'shiftDefend');
    fight.attack(1, [1, 1, 2, 2, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ dice: [1, 1, 2, 2], hit: false });
  });

  it('S-40/S-42: on 4 dice an ordinary total hits at or under adjDX (16 of 16 hits, 17 misses)', () => {
    const hit = strike(DEFT, { weapons: ['club'] }, 3, 'shiftDefend');
    hit.attack(1, [4, 4, 4, 4, 3]);
    expect(hit.events('attacked')[0]).toMatchObject({ adjDX: 16, hit: true, multiplier: 1 });
    const miss = strike(DEFT, { weapons: ['club'] }, 3, 'shiftDefend');
    miss.attack(1, [5, 4, 4, 4, ...NEXT_TURN]);
    expect(miss.logged('attacked')[0]).toMatchObject({ adjDX: 16, hit: false, fumble: 'none' });
  });

  const high: readonly [readonly number[], boolean, string][] = [
    [[5, 5, 5, 4], true, 'none'],
    [[5, 5, 5, 5], false, 'none'],
    [[6, 5, 5, 5], false, 'drop'],
    [[6, 6, 5, 5], false, 'drop'],
    [[6, 6, 6, 5], false, 'break'],
    [[6, 6, 6, 6], false, 'break'],
  ];
  for (const [dice, hit, fumble] of high) {
    const total = dice.reduce((s, d) => s + d, 0);
    it(`S-42: on 4 dice at adjDX 20 a ${total} ${hit ? 'hits' : fumble === 'none' ? 'misses' : `misses and ${fumble}s the weapon`}`, () => {
      // B defends with its back to A: A strikes from the rear, adjDX 16 + 4.
      const fight = strike(DEFT, { weapons: ['club'] }, 0, 'shiftDefend');
      fight.attack(1, [...dice, ...(hit ? [3] : NEXT_TURN)]);
      expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 20, hit, fumble });
      if (fumble !== 'none') expect(fight.item(0).state).toBe(fumble === 'drop' ? 'ground' : 'broken');
    });
  }

  it('S-21/R-23: a defender is attacked on 4 dice by every attacker that turn', () => {
    const fight = new Fight({
      sides: [
        [{ name: 'A', ...A12 }, { name: 'C', st: 13, dx: 11, weapons: ['broadsword'] }],
        [{ name: 'B', st: 14, dx: 10, weapons: ['club'] }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 1), facing: 4 }, 2: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.prepareAttack(0);
    fight.prepareAttack(1);
    fight.move(2, 'shiftDefend');
    fight.attack(2, [6, 5, 4, 3]);
    fight.attack(2, [6, 5, 4, 3, ...NEXT_TURN]);
    expect(fight.logged('attacked').map((e) => e.dice.length)).toEqual([4, 4]);
  });

  it('S-43: dodging adds no die against a melee attack (3 dice)', () => {
    // B wins initiative and moves first: disengaged, it dodges; A then charges into its front.
    const fight = new Fight({
      sides: [[{ name: 'A', ...A12 }], [{ name: 'B', ...B11 }]],
      initiative: [1, 6],
      place: { 0: { at: h(-1, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(1, 'dodge');
    fight.move(0, 'charge', [0]);
    expect(fight.acting()).toBe(0);
    fight.attack(1, [4, 4, 4, 1, 1]);
    expect(fight.events('attacked')[0]).toMatchObject({ dice: [4, 4, 4], hit: true });
  });

  it('S-43: a figure with no weapon ready has nothing to parry with and cannot defend', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', weapons: [] }], [{ name: 'B', ...A12 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    expect(fight.options(0)).not.toContain('shiftDefend');
    expect(fight.options(0)).toContain('shiftAttack');
  });
});

describe('S-80…S-82 damage', () => {
  const B_LEATHER = { st: 12, dx: 12, armor: 'leather', shield: 'small-shield' };

  it('S-82: armour and a ready shield both stop hits from the front (leather 2 + small shield 1)', () => {
    const fight = strike(A12, B_LEATHER, 3);
    fight.attack(1, [3, 3, 3, 4, 4]);
    expect(fight.events('attacked')[0]).toMatchObject({ weapon: 'broadsword', hit: true });
    expect(fight.events('damaged')).toEqual([{ type: 'damaged', figure: 1, name: 'B', dice: [4, 4], rolled: 8, stopped: 3, hits: 5, st: 7 }]);
  });

  for (const [facing, angle] of [
    [1, 'side'],
    [5, 'side'],
    [0, 'rear'],
  ] as const) {
    it(`S-82: a shield does not stop a blow from the ${angle} (facing ${facing}): armour only`, () => {
      const fight = strike(A12, B_LEATHER, facing);
      fight.attack(1, [3, 3, 3, 4, 4]);
      expect(fight.events('damaged')[0]).toMatchObject({ rolled: 8, stopped: 2, hits: 6, st: 6 });
    });
  }

  it('S-82: chainmail and a large shield stop 3 + 2', () => {
    const fight = strike(A12, { st: 12, dx: 12, armor: 'chainmail', shield: 'large-shield' }, 3);
    fight.attack(1, [3, 3, 3, 4, 4]);
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 8, stopped: 5, hits: 3, st: 9 });
  });

  it('S-82: damage never goes below 0, before or after armour', () => {
    const low = strike({ st: 12, dx: 12, weapons: ['dagger'] }, { st: 12, dx: 12, armor: 'plate' }, 3);
    low.attack(1, [3, 3, 3, 1, ...NEXT_TURN]); // 1d-1 rolls 1: 0
    expect(low.logged('damaged')[0]).toMatchObject({ dice: [1], rolled: 0, stopped: 0, hits: 0, st: 12 });
    const stopped = strike({ st: 12, dx: 12, weapons: ['dagger'] }, { st: 12, dx: 12, armor: 'plate' }, 3);
    stopped.attack(1, [3, 3, 3, 4, ...NEXT_TURN]); // 3 against plate's 5
    expect(stopped.logged('damaged')[0]).toMatchObject({ rolled: 3, stopped: 3, hits: 0, st: 12 });
    expect(stopped.fig(1).hits).toBe(0);
  });

  it('S-41/R-17: a critical multiplies the damage roll before armour', () => {
    const fight = strike(A12, B_LEATHER, 3);
    fight.attack(1, [1, 1, 1, 2, 3]);
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [2, 3], rolled: 15, stopped: 3, hits: 12, st: 0 });
  });

  it('S-81: with no weapon ready a figure strikes bare-handed by basic ST: ST 12 does 1d-2', () => {
    const fight = strike({ st: 12, dx: 12 }, { st: 12, dx: 12 }, 3);
    fight.attack(1, [3, 3, 3, 6]);
    expect(fight.events('attacked')[0]).toMatchObject({ weapon: null, hit: true });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [6], rolled: 4, hits: 4 });
  });

  it('S-81: bare hands at ST 8 do 1d-4 (never below 0), at ST 16 1d', () => {
    const weak = strike({ st: 8, dx: 16 }, { st: 12, dx: 12 }, 3);
    weak.attack(1, [3, 3, 3, 6]);
    expect(weak.events('damaged')[0]).toMatchObject({ dice: [6], rolled: 2, hits: 2 });
    const weaker = strike({ st: 8, dx: 16 }, { st: 12, dx: 12 }, 3);
    weaker.attack(1, [3, 3, 3, 2, ...NEXT_TURN]);
    expect(weaker.logged('damaged')[0]).toMatchObject({ dice: [2], rolled: 0, hits: 0 });
    const strong = new Fight({
      sides: [[{ name: 'A', st: 16, dx: 8 }], [{ name: 'B', st: 12, dx: 12 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    strong.initiative(true);
    strong.move(0, 'shiftAttack');
    strong.hold(1); // B acts first (DX 12) with nothing to do
    expect(strong.acting()).toBe(0);
    strong.attack(1, [2, 2, 2, 6]);
    expect(strong.events('damaged')[0]).toMatchObject({ dice: [6], rolled: 6, hits: 6 });
  });

  it('S-81: slung weapons do not count: only the ready weapon strikes', () => {
    const fight = strike({ st: 12, dx: 12, weapons: ['dagger', 'broadsword'] }, {}, 3);
    fight.attack(1, [3, 3, 3, 6]);
    expect(fight.events('attacked')[0]).toMatchObject({ weapon: 'dagger' });
    expect(fight.events('damaged')[0]).toMatchObject({ dice: [6], rolled: 5 });
  });
});
