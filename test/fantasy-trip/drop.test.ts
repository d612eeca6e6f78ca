/**
 * Option (d) Drop, prone and kneeling figures, and crawling (S-13, S-15, S-16, S-50; FT-41).
 *
 * A (figure 0) at (-3,0) facing 0 and B (figure 1) at (3,0) facing 3, six hexes apart, side 0
 * moving first. Dice lists end with the next turn's initiative dice when an action ends a turn.
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build } from './harness.js';

const NEXT_TURN = [6, 1];

function apart(a: Partial<Build> = {}, b: Partial<Build> = {}): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'], ...a }], [{ name: 'B', st: 12, dx: 12, weapons: ['broadsword'], ...b }]],
    initiative: [6, 1],
    place: { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } },
  });
  fight.initiative(true);
  return fight;
}

describe('FT-41 drop, prone and kneeling', () => {
  it('S-13: (d) moves up to half MA and ends prone or kneeling; a dropped figure engages nobody', () => {
    const fight = apart();
    expect(fight.options(0)).toContain('dropProne');
    expect(fight.options(0)).toContain('dropKneeling');
    fight.begin(0, 'dropProne');
    fight.step(0);
    fight.step(0);
    fight.step(0);
    fight.step(0);
    fight.step(0);
    // Half of MA 10 is 5: no sixth step.
    expect(fight.steps()).toEqual([]);
    fight.end(0);
    expect(fight.fig(0).posture).toBe('prone');
    expect(fight.last).toContainEqual({ type: 'postureChanged', figure: 0, name: 'A', posture: 'prone' });
    // A now lies right in front of B (2,0) next to (3,0): B is not engaged by a prone figure.
    expect(fight.options(1)).toContain('move');
  });

  it('S-16: a figure down by choice may stand up (it rises at its action, taking the turn) or crawl 2 hexes', () => {
    const fight = apart();
    fight.move(0, 'dropKneeling');
    fight.hold(1, NEXT_TURN);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
    fight.begin(0, 'crawl');
    fight.step(0);
    fight.step(0);
    expect(fight.steps()).toEqual([]);
    fight.end(0);
    expect(fight.fig(0).posture).toBe('kneeling');
    expect(fight.fig(0).at).toEqual(h(-1, 0));
    fight.hold(1, NEXT_TURN);
    fight.initiative(true);
    fight.move(0, 'standUp');
    fight.hold(1, NEXT_TURN);
    expect(fight.fig(0).posture).toBe('standing');
    expect(fight.logged('stoodUp')).toContainEqual({ type: 'stoodUp', figure: 0, name: 'A' });
  });

  it('FT-41: a prone figure is struck as from the rear, its shield stopping nothing; a kneeling one keeps its facing and shield', () => {
    for (const posture of ['dropProne', 'dropKneeling'] as const) {
      const fight = new Fight({
        sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'B', st: 12, dx: 12, weapons: ['broadsword'], shield: 'small-shield' }]],
        initiative: [1, 6],
        place: { 0: { at: h(-2, 0), facing: 0 }, 1: { at: h(0, 0), facing: 3 } },
      });
      // Side 1 (B) won initiative and moves first: B drops in place.
      fight.initiative(true);
      fight.move(1, posture);
      // A charges one hex to (-1,0), in B's front.
      fight.move(0, 'charge', [0], 0);
      expect(fight.acting()).toBe(0);
      // To hit: 12 + 4 (rear) = 16 against a prone B; 12 against a kneeling one. 2d broadsword: 3+3.
      fight.attack(1, [4, 4, 4, 3, 3]);
      const attacked = fight.last.find((e) => e.type === 'attacked') as { adjDX: number };
      const damaged = fight.last.find((e) => e.type === 'damaged') as { stopped: number } | undefined;
      if (posture === 'dropProne') {
        expect(attacked.adjDX).toBe(16);
        expect(damaged?.stopped).toBe(0);
      } else {
        expect(attacked.adjDX).toBe(12);
        expect(damaged?.stopped).toBe(1);
      }
    }
  });

  it('S-15/S-50: a prone figure may fire a loaded missile weapon without moving, a crossbow at +1', () => {
    const fight = apart({ weapons: ['light-crossbow'] });
    // Two hexes first, so the drop is (d) and not (f) with a shot this turn (issue 22, l.209).
    fight.move(0, 'dropProne', [0, 0]);
    fight.hold(1, NEXT_TURN);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl', 'fire']);
    fight.begin(0, 'fire');
    expect(fight.steps()).toEqual([]);
    fight.end(0);
    fight.hold(1);
    // Four hexes: 2 megahexes or less away, no range penalty; prone crossbow +1: 13.
    fight.act({ type: 'fire', target: 1 }, [6, 6, 6, ...NEXT_TURN]);
    const shot = fight.logged('shot').at(-1) as { adjDX: number };
    expect(shot.adjDX).toBe(13);
  });
});
