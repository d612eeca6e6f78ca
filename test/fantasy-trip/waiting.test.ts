/**
 * Waiting for an opening (S-56, FT-40): a figure that took Shift and Attack may hold its blow
 * against a foe in front of it; attacking that foe the next turn it is at +1 DX, or +2 after two or
 * more turns of waiting in a row. Striking ends the wait; so does the foe leaving its front hexes.
 *
 * A (figure 0, DX 12, broadsword) at (0,0) facing 0 and B (figure 1, DX 11, no weapon) at (1,0)
 * facing 3 engage each other; A acts first, B has no action (it "picks up" with nothing near).
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type EventOf } from './harness.js';

const NEXT_TURN = [6, 1];

function duel(): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'B', st: 13, dx: 11 }]],
    initiative: [6, 1],
    place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
  });
  fight.initiative(true);
  return fight;
}

/** One turn in which A takes Shift and Attack and waits on B. */
function waitTurn(fight: Fight): void {
  fight.prepareAttack(0);
  fight.hold(1);
  expect(fight.acting()).toBe(0);
  fight.act({ type: 'wait', target: 1 }, NEXT_TURN);
  fight.initiative(true);
}

const attackDX = (fight: Fight): number => (fight.last.find((e) => e.type === 'attacked') as EventOf<'attacked'>).adjDX;

describe('FT-40 waiting for an opening', () => {
  it('S-56: one turn of waiting gives +1 DX against that foe', () => {
    const fight = duel();
    waitTurn(fight);
    expect(fight.fig(0).waiting).toEqual({ target: 1, turns: 1, last: 1 });
    fight.prepareAttack(0);
    fight.hold(1);
    // To hit 13 (12 + 1): 4+4+5 = 13 hits; broadsword 2d: 3+3 = 6. A force retreat is then offered.
    fight.attack(1, [4, 4, 5, 3, 3]);
    expect(attackDX(fight)).toBe(13);
    expect(fight.fig(1).hits).toBe(6);
    // Striking ends the wait.
    expect(fight.fig(0).waiting).toBeNull();
  });

  it('S-56: two or more turns of waiting give +2 DX, never more', () => {
    const fight = duel();
    waitTurn(fight);
    waitTurn(fight);
    waitTurn(fight);
    expect(fight.fig(0).waiting?.turns).toBe(3);
    fight.prepareAttack(0);
    fight.hold(1);
    fight.attack(1, [6, 6, 6, ...NEXT_TURN]);
    expect(attackDX(fight)).toBe(14);
  });

  it('FT-40: a turn without waiting breaks the run: the bonus counts only waits in a row, the turn before the blow', () => {
    const fight = duel();
    waitTurn(fight);
    // Turn 2: A holds instead of waiting.
    fight.prepareAttack(0);
    fight.hold(1);
    fight.pass(NEXT_TURN);
    fight.initiative(true);
    fight.prepareAttack(0);
    fight.hold(1);
    fight.attack(1, [6, 6, 6, ...NEXT_TURN]);
    expect(attackDX(fight)).toBe(12);
  });

  it('FT-40: only Shift and Attack may wait, and only on a foe next to it in front', () => {
    const fight = duel();
    fight.prepareAttack(0);
    fight.hold(1);
    expect(fight.legal().filter((a) => a.type === 'wait')).toEqual([{ type: 'wait', player: 0, target: 1 }]);
    fight.refuse({ type: 'wait', target: 0 }, 'ILLEGAL_ACTION');
    // Defending (k) holds no blow to wait with.
    const other = duel();
    other.begin(0, 'shiftDefend');
    other.end();
    other.begin(1, 'shiftAttack');
    other.end();
    expect(other.acting()).toBe(1);
    expect(other.legal().some((a) => a.type === 'wait')).toBe(true);
    other.pass(NEXT_TURN);
    expect(other.fig(0).waiting).toBeNull();
  });

  it('S-56: the wait lapses when the foe leaves the front hexes', () => {
    const fight = duel();
    waitTurn(fight);
    expect(fight.fig(0).waiting).not.toBeNull();
    // Turn 2: A holds; B disengages one hex away, out of A's front.
    fight.hold(0);
    fight.move(1, 'disengage');
    expect(fight.acting()).toBe(1);
    fight.disengage(0, NEXT_TURN);
    expect(fight.fig(1).at).toEqual(h(2, 0));
    expect(fight.fig(0).waiting).toBeNull();
  });
});
