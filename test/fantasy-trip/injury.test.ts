/**
 * Reactions to injury (S-90…S-93, FT-13, FT-14, FT-15): the −2 DX wound penalty for the next
 * turn, knockdown at 8 hits and its aftermath, −3 DX at ST 3 or less, unconsciousness and death.
 *
 * Layout: A (figure 0) at (0,0) facing 0 and B (figure 1) at (1,0) facing 3, engaged with each
 * other. Side 0 wins every initiative roll (6 against 1) and moves first.
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Build, type Placement } from './harness.js';
import { HEX_DIRECTIONS, hexAdd, hexDistance, hexEquals, type HexDirection } from '../../src/core/hex.js';

const NEXT_TURN = [6, 1];
const MISS = [6, 5, 4]; // 15: misses at every adjDX used here

function faceOff(a: Partial<Build>, b: Partial<Build>, place: { a?: Partial<Placement>; b?: Partial<Placement> } = {}): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }]],
    initiative: [6, 1],
    place: { 0: { at: h(0, 0), facing: 0, ...place.a }, 1: { at: h(1, 0), facing: 3, ...place.b } },
  });
  fight.initiative(true);
  return fight;
}

const SWORD = { st: 12, dx: 12, weapons: ['broadsword'] };

describe('FT-13 wound penalty', () => {
  it('FT-13/S-92: 5 hits in a turn give -2 DX on the next turn\'s action, and only that turn', () => {
    const fight = faceOff(SWORD, SWORD);
    // Turn 1: A and B tie on DX 12, A's side has initiative: A acts first.
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.attack(1, MISS);
    fight.attack(0, [3, 3, 3, 3, 2]); // 5 hits
    expect(fight.fig(0).hitsThisTurn).toBe(5);
    fight.retreat(null, NEXT_TURN); // B may push A: it declines

    // Turn 2: A is at adjDX 10, so B (12) now acts first.
    expect(fight.turn).toBe(2);
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    fight.attack(0, MISS);
    fight.attack(1, [...MISS, ...NEXT_TURN]);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 0, adjDX: 10 });

    // Turn 3: the penalty is gone.
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.attack(1, MISS);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 0, adjDX: 12 });
  });

  it('FT-13/S-92: 4 hits in a turn give no penalty', () => {
    const fight = faceOff(SWORD, SWORD);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(1, MISS);
    fight.attack(0, [3, 3, 3, 2, 2]); // 4 hits
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([0, 1]);
    fight.attack(1, MISS);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 0, adjDX: 12 });
  });

  it('FT-13/S-92: hits from several blows in one turn add up to the 5', () => {
    for (const [second, dazed] of [
      [[1, 2], true], // 2 + 3 = 5
      [[1, 1], false], // 2 + 2 = 4
    ] as const) {
      const fight = new Fight({
        sides: [[{ name: 'A', st: 14, dx: 10, weapons: ['club'] }], [{ name: 'B', ...SWORD }, { name: 'C', st: 13, dx: 11, weapons: ['broadsword'] }]],
        initiative: [6, 1],
        place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(0, 1), facing: 4 } },
      });
      fight.initiative(true);
      fight.move(0, 'shiftDefend');
      fight.move(1, 'shiftAttack');
      fight.move(2, 'shiftAttack');
      fight.attack(0, [3, 3, 3, 3, 1, 1]); // B: 12 on 4 dice, 2 hits
      fight.attack(0, [2, 3, 3, 3, ...second]); // C: 11 on 4 dice
      expect(fight.fig(0).hitsThisTurn).toBe(dazed ? 5 : 4);
      // B pushes A away and stays; the turn ends.
      fight.retreat(h(-1, 0));
      fight.advance(false, NEXT_TURN);
      expect(fight.turn).toBe(2);
      expect(fight.fig(0).dazed).toBe(dazed);
    }
  });

  it('FT-13/S-90: ST 3 or less gives -3 DX; ST 4 does not', () => {
    const weak = faceOff(SWORD, { st: 13, dx: 11 }, { a: { hits: 9 } }); // ST 3
    weak.move(0, 'shiftAttack');
    weak.hold(1); // B (DX 11) acts first with nothing to do
    weak.attack(1, [...MISS, ...NEXT_TURN]);
    expect(weak.logged('attacked')[0]).toMatchObject({ figure: 0, adjDX: 9 });

    const hurt = faceOff(SWORD, { st: 13, dx: 11 }, { a: { hits: 8 } }); // ST 4
    hurt.move(0, 'shiftAttack');
    hurt.hold(1);
    hurt.attack(1, [...MISS, ...NEXT_TURN]);
    expect(hurt.logged('attacked')[0]).toMatchObject({ figure: 0, adjDX: 12 });
  });
});

describe('FT-14 knockdown', () => {
  // A (DX 12 in leather and a small shield: adjDX 10) is knocked down by B (adjDX 12).
  const A = { st: 12, dx: 12, armor: 'leather', shield: 'small-shield', weapons: ['broadsword'] };

  it('FT-14/S-93: 8 hits in one blow knock a figure down at once, and it loses its action', () => {
    const fight = faceOff(A, SWORD);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(1);
    fight.attack(0, [3, 3, 3, 6, 5]); // 11 - 3 = 8 hits
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 0, rolled: 11, stopped: 3, hits: 8, st: 4 });
    expect(fight.events('knockedDown')).toEqual([{ type: 'knockedDown', figure: 0, name: 'A' }]);
    expect(fight.fig(0).posture).toBe('down');
    // A never gets to act: the turn goes straight to the force retreat B earned.
    expect(fight.phase).toBe('retreat');
    expect(fight.logged('attacked').filter((e) => e.figure === 0)).toEqual([]);
  });

  it('FT-14/S-93: 7 hits do not knock a figure down', () => {
    const fight = faceOff(A, SWORD);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 5, 5]); // 10 - 3 = 7 hits
    expect(fight.events('knockedDown')).toEqual([]);
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([1]);
  });

  it('FT-14/S-93: 8 hits summed over two blows in one turn knock a figure down', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', st: 14, dx: 10, weapons: ['club'] }], [{ name: 'B', ...SWORD }, { name: 'C', st: 13, dx: 11, weapons: ['broadsword'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(0, 1), facing: 4 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.move(2, 'shiftAttack');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 2, 0]);
    fight.attack(0, [3, 3, 3, 2, 2]); // 4
    expect(fight.events('knockedDown')).toEqual([]);
    fight.attack(0, [3, 3, 3, 1, 3]); // 4 more: 8 this turn
    expect(fight.events('knockedDown')).toEqual([{ type: 'knockedDown', figure: 0, name: 'A' }]);
    expect(fight.phase).toBe('retreat'); // A lost its action
  });

  it('FT-14/S-93/S-39: next turn the fallen figure may only stand up or crawl; standing, it orders as DX 0, is struck at +4 without its shield, and rises at its action', () => {
    const fight = faceOff(A, SWORD);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 6, 5]); // knocked down
    fight.retreat(null, NEXT_TURN);

    // Turn 2.
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
    fight.refuse({ type: 'begin', figure: 0, option: 'shiftAttack' }, 'ILLEGAL_ACTION');
    fight.move(0, 'standUp');
    // A is down: it engages nobody, so B is free.
    expect(fight.options(1)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    fight.move(1, 'charge');
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 0]);
    // B strikes A, who faces it, at 12 + 4; leather stops 2, the shield nothing.
    fight.attack(0, [5, 5, 5, 1, 1, ...NEXT_TURN]);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 1, target: 0, adjDX: 16, hit: true });
    expect(fight.logged('damaged').at(-1)).toMatchObject({ figure: 0, rolled: 2, stopped: 2, hits: 0 });
    // A rose at its action, without attacking.
    expect(fight.logged('stoodUp')).toEqual([{ type: 'stoodUp', figure: 0, name: 'A' }]);
    expect(fight.logged('attacked').filter((e) => e.figure === 0)).toEqual([]);
    expect(fight.fig(0).posture).toBe('standing');

    // Turn 3: A fights again, at its full adjDX 10 (the 8 hits were two turns ago).
    expect(fight.turn).toBe(3);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['shiftAttack', 'shiftDefend', 'disengage', 'ready', 'pickUp', 'grapple']);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, MISS);
    fight.attack(1, [...MISS, ...NEXT_TURN]);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 0, adjDX: 10 });
  });

  it('FT-14/S-93: a figure knocked down after it acted keeps its attack, and must stand next turn', () => {
    const fight = faceOff({ st: 11, dx: 13, weapons: ['shortsword'] }, SWORD);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(1, MISS); // A (13) acts first
    fight.attack(0, [3, 3, 3, 4, 4]); // B knocks A down: 8 hits
    expect(fight.events('knockedDown')).toHaveLength(1);
    expect(fight.logged('attacked').map((e) => e.figure)).toEqual([0, 1]);
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
  });
});

describe('FT-15 unconscious and dead', () => {
  // A at ST 2 (placed with 10 hits) with a broadsword and small shield; B (adjDX 13) acts first.
  const A = { st: 12, dx: 12, weapons: ['broadsword'], shield: 'small-shield' };
  const B = { st: 11, dx: 13, weapons: ['shortsword'] };

  it('FT-15/S-91: ST 0 is unconscious: out of the fight, down, its ready weapon and shield dropped in its hex', () => {
    const fight = faceOff(A, B, { a: { hits: 10 } });
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 2, 2]); // 2d-1 = 3, less the shield's 1: 2 hits
    expect(fight.events('damaged')[0]).toMatchObject({ hits: 2, st: 0 });
    expect(fight.events('unconscious')).toEqual([{ type: 'unconscious', figure: 0, name: 'A' }]);
    expect(fight.fig(0)).toMatchObject({ condition: 'unconscious', posture: 'down' });
    expect(fight.item(0)).toMatchObject({ ref: 'broadsword', holder: null, state: 'ground', at: h(0, 0) });
    expect(fight.item(1)).toMatchObject({ ref: 'small-shield', holder: null, state: 'ground', at: h(0, 0) });
    expect(fight.logged('attacked').filter((e) => e.figure === 0)).toEqual([]);
  });

  it('FT-15/S-91: ST below 0 is dead', () => {
    const fight = faceOff(A, B, { a: { hits: 10 } });
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 2, 3]); // 4 - 1 = 3 hits: ST -1
    expect(fight.events('died')).toEqual([{ type: 'died', figure: 0, name: 'A' }]);
    expect(fight.events('unconscious')).toEqual([]);
    expect(fight.fig(0)).toMatchObject({ condition: 'dead', posture: 'down' });
  });

  it('FT-15/FT-9: an unconscious figure never moves or acts again; its body may be stepped onto for 3 hexes of a move', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...A }, { name: 'D', st: 12, dx: 12 }], [{ name: 'B', ...B }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0, hits: 10 }, 1: { at: h(-5, 0), facing: 0 }, 2: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.move(2, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 2, 2]); // A unconscious
    expect(fight.phase).toBe('retreat');
    fight.retreat(null, NEXT_TURN);

    // Turn 2: side 0 moves only D; A is not in the action order; B cannot step into A's hex.
    fight.initiative(true);
    expect(fight.legal().every((a) => a.type === 'begin' && a.figure === 1)).toBe(true);
    fight.refuse({ type: 'begin', figure: 0, option: 'standUp' }, 'ILLEGAL_ACTION');
    fight.hold(1);
    expect(fight.options(2)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    fight.begin(2, 'move');
    expect(fight.steps()).toContain(3);
    fight.step(3);
    expect(fight.fig(2).at).toEqual(h(0, 0));
    expect(fight.fig(2).moved).toBe(3);
    expect(fight.last.find((e) => e.type === 'moved')).toMatchObject({ hexes: 3 });
    fight.end(undefined, NEXT_TURN);
    // Standing on a body: −2 DX (S-65): B's 13 becomes 11, behind D's 12.
    expect(fight.logged('actionOrder').at(-1)?.queue).toEqual([1, 2]);
  });

  it('FT-9: a dead figure\'s body costs 3 hexes of a move to step onto; a figure with fewer left cannot', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...A }, { name: 'D', st: 14, dx: 10 }], [{ name: 'B', ...B }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0, hits: 10 }, 1: { at: h(-5, 0), facing: 0 }, 2: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.hold(1);
    fight.move(2, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 6, 6, ...NEXT_TURN]); // 11 - 1: A dead; nobody to push, the turn ends
    expect(fight.fig(0).condition).toBe('dead');
    fight.initiative(true);
    fight.hold(1);
    // Charging (half MA: 5 for MA 10), B steps to a hex next to the body, back, and there again:
    // 3 hexes used, 2 left, not enough for the body's 3.
    const d = ([0, 1, 2, 3, 4, 5] as const).find((k) => hexDistance(hexAdd(h(1, 0), HEX_DIRECTIONS[k]), h(0, 0)) === 1)!;
    fight.begin(2, 'charge');
    fight.step(d);
    fight.step(((d + 3) % 6) as HexDirection);
    fight.step(d);
    expect(fight.fig(2).moved).toBe(3);
    expect(hexDistance(fight.fig(2).at, h(0, 0))).toBe(1);
    const towardBody = ([0, 1, 2, 3, 4, 5] as const).find((k) => hexEquals(hexAdd(fight.fig(2).at, HEX_DIRECTIONS[k]), h(0, 0)))!;
    expect(fight.steps()).not.toContain(towardBody);
    expect(fight.steps().length).toBeGreaterThan(0);
  });
});

describe('FT-20 end of the fight', () => {
  const A = { st: 12, dx: 12, weapons: ['broadsword'], shield: 'small-shield' };
  const B = { st: 11, dx: 13, weapons: ['shortsword'] };

  it('FT-20: when one side alone still fights, the fight ends at the end of that turn; it ranks first, scored by ST now', () => {
    const fight = faceOff(A, B, { a: { hits: 10 } });
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 2, 2]); // A unconscious
    expect(fantasyTrip.isOver(fight.state)).toBe(false);
    fight.retreat(null); // no initiative dice: no next turn
    expect(fight.events('fightEnded')).toEqual([{ type: 'fightEnded', survivors: [1], draw: false }]);
    expect(fight.phase).toBe('over');
    expect(fantasyTrip.isOver(fight.state)).toBe(true);
    expect(fantasyTrip.outcome(fight.state)).toEqual({ ranking: [[1], [0]], scores: [0, 11] });
    expect(fantasyTrip.actors(fight.state)).toEqual([]);
    expect(fantasyTrip.legalActions(fight.state, 0)).toEqual([]);
    expect(fantasyTrip.legalActions(fight.state, 1)).toEqual([]);
    fight.refuse({ type: 'pass', player: 1 }, 'GAME_OVER');
  });

  it('FT-20: at the turn limit the fight is a draw among the sides still fighting', () => {
    const fight = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'B', st: 13, dx: 11 }]],
      initiative: [6, 1],
      turnLimit: 2,
      place: { 0: { at: h(-3, 0), facing: 0, hits: 2 }, 1: { at: h(3, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.hold(0);
    fight.hold(1, NEXT_TURN);
    fight.initiative(false);
    fight.hold(1);
    fight.hold(0); // the end of turn 2: no more dice
    expect(fight.events('fightEnded')).toEqual([{ type: 'fightEnded', survivors: [0, 1], draw: true }]);
    expect(fantasyTrip.outcome(fight.state)).toEqual({ ranking: [[0, 1]], scores: [10, 13] });
  });
});
