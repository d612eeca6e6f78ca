/**
 * The action phase (S-05, FT-6, S-24): figures act in order of adjusted DX, ties to the side with
 * initiative and then by dice re-rolled until distinct; disengaging; passing.
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Build } from './harness.js';

const NEXT_TURN = [6, 1];

/** Figures far apart (nobody engaged), placed on a row at r = 0, 2, 4, ... of column -3 (side 0) and 3 (side 1). */
function apart(side0: Build[], side1: Build[], initiative: number[] = [6, 1]): Fight {
  const place: Record<number, { at: { q: number; r: number }; facing: 0 | 3 }> = {};
  side0.forEach((_, i) => (place[i] = { at: h(-3, -3 + 2 * i), facing: 0 }));
  side1.forEach((_, i) => (place[side0.length + i] = { at: h(3, -3 + 2 * i), facing: 3 }));
  return new Fight({ sides: [side0, side1], initiative, place });
}

/** Everyone stays put; `dice` go to the last move, which closes the movement phase (tie dice, then the next turn's initiative). */
function holdAll(fight: Fight, dice: readonly number[]): void {
  const order = fight.state.turn.order;
  const ids = order.flatMap((side) => fight.state.figures.filter((f) => f.side === side).map((f) => f.id));
  ids.forEach((id, i) => fight.hold(id, i === ids.length - 1 ? dice : []));
}

describe('S-05 action order', () => {
  it('S-05: figures act highest adjusted DX first, armour and shield counted', () => {
    // A: DX 12 in leather = 10; B: DX 11 = 11. B acts first though A's side has initiative.
    const fight = apart([{ name: 'A', armor: 'leather' }], [{ name: 'B', st: 13, dx: 11 }]);
    fight.initiative(true);
    holdAll(fight, NEXT_TURN);
    expect(fight.logged('actionOrder')).toEqual([{ type: 'actionOrder', queue: [1, 0], tieRolls: [] }]);
  });

  it('S-05/FT-6: equal adjusted DX on different sides: the initiative side acts first, no die rolled', () => {
    const won0 = apart([{ name: 'A' }], [{ name: 'B' }], [6, 1]);
    won0.initiative(true);
    holdAll(won0, NEXT_TURN);
    expect(won0.logged('actionOrder')).toEqual([{ type: 'actionOrder', queue: [0, 1], tieRolls: [] }]);

    const won1 = apart([{ name: 'A' }], [{ name: 'B' }], [1, 6]);
    won1.initiative(false); // side 1 moves last, but still acts first on the tie
    holdAll(won1, NEXT_TURN);
    expect(won1.logged('actionOrder')).toEqual([{ type: 'actionOrder', queue: [1, 0], tieRolls: [] }]);
  });

  it('S-05/FT-6: equal adjusted DX on one side: a die each, the higher acting first', () => {
    const fight = apart([{ name: 'A' }, { name: 'C' }], [{ name: 'B', st: 13, dx: 11 }]);
    fight.initiative(true);
    holdAll(fight, [2, 5, ...NEXT_TURN]);
    expect(fight.logged('actionOrder')).toEqual([
      { type: 'actionOrder', queue: [1, 0, 2], tieRolls: [{ figure: 0, die: 2 }, { figure: 1, die: 5 }] },
    ]);
  });

  it('FT-6: equal tie dice are re-rolled until they differ', () => {
    const fight = apart([{ name: 'A' }, { name: 'C' }], [{ name: 'B', st: 13, dx: 11 }]);
    fight.initiative(true);
    holdAll(fight, [4, 4, 3, 1, ...NEXT_TURN]);
    const [order] = fight.logged('actionOrder');
    expect(order?.queue).toEqual([0, 1, 2]);
    expect(order?.tieRolls).toEqual([
      { figure: 0, die: 4 },
      { figure: 1, die: 4 },
      { figure: 0, die: 3 },
      { figure: 1, die: 1 },
    ]);
  });

  it('FT-6: two separate ties left after the first roll are each re-rolled until distinct', () => {
    // Four figures of side 0 at DX 12. First roll 3, 3, 5, 5: both pairs are still tied.
    // Re-rolls of 1 then 2 within each pair put the second of each pair first: 3, 2 (the 5s), 1, 0.
    const fight = apart([{ name: 'A' }, { name: 'C' }, { name: 'D' }, { name: 'E' }], [{ name: 'B', st: 13, dx: 11 }]);
    fight.initiative(true);
    holdAll(fight, [3, 3, 5, 5, 1, 2, 1, 2, ...NEXT_TURN]);
    expect(fight.logged('actionOrder')[0]?.queue).toEqual([3, 2, 1, 0, 4]);
    expect(fight.logged('actionOrder')[0]?.tieRolls).toHaveLength(8);
  });

  it('S-05: ties between two sides without initiative are settled by dice', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', st: 13, dx: 11 }], [{ name: 'B' }], [{ name: 'C' }]],
      initiative: [6, 1, 2],
      arenaRadius: 7,
    });
    fight.initiative(true);
    holdAll(fight, [1, 4, 6, 2, 3]);
    expect(fight.logged('actionOrder')).toEqual([
      { type: 'actionOrder', queue: [2, 1, 0], tieRolls: [{ figure: 1, die: 1 }, { figure: 2, die: 4 }] },
    ]);
  });

  it('S-05: the order is fixed when the action phase begins, and the acting figure\'s side alone may act', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', weapons: ['broadsword'] }], [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    expect(fantasyTrip.actors(fight.state)).toEqual([0]);
    fight.refuse({ type: 'pass', player: 1 }, 'NOT_YOUR_TURN');
    expect(fight.legal()).toEqual([
      { type: 'attack', player: 0, target: 1 },
      // Shift and Attack may also hold the blow, waiting for an opening (FT-40).
      { type: 'wait', player: 0, target: 1 },
      { type: 'pass', player: 0 },
    ]);
    fight.pass();
    expect(fight.events('passed')).toEqual([{ type: 'passed', figure: 0, name: 'A' }]);
    expect(fight.acting()).toBe(1);
    fight.pass(NEXT_TURN);
    expect(fight.turn).toBe(2);
  });
});

describe('S-24 disengage', () => {
  it('S-24/FT-8: a disengaging figure moves 1 hex at its action instead of attacking, and the enemy it left cannot strike it', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', weapons: ['broadsword'] }], [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'disengage');
    fight.move(1, 'shiftAttack');
    expect(fight.acting()).toBe(0);
    const moves = fight.legal().flatMap((a) => (a.type === 'disengage' ? [a.direction] : []));
    expect(moves.sort()).toEqual([1, 2, 3, 4, 5]); // every open neighbour
    fight.refuse({ type: 'disengage', direction: 0 }, 'ILLEGAL_ACTION'); // B's hex
    fight.refuse({ type: 'attack', target: 1 }, 'ILLEGAL_ACTION');
    fight.disengage(3, NEXT_TURN); // B then has nobody in front: the turn ends
    expect(fight.logged('disengaged')).toEqual([{ type: 'disengaged', arenaRadius: 7, figure: 0, name: 'A', from: h(0, 0), to: h(-1, 0) }]);
    expect(fight.logged('attacked')).toEqual([]);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
  });
});
