/**
 * Issue 22, items 3 and 7: option (f) with a drop, and the one last shot of an archer on the
 * ground (GM screen l.209 and l.219; FT-19, FT-41).
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

describe('issue 22: option (f) drops and fires in one turn (l.209)', () => {
  it('l.209: a standing archer moves 1 hex, drops prone and fires that turn, a crossbow at +1', () => {
    const fight = apart({ weapons: ['light-crossbow'] });
    fight.move(0, 'dropProne', [0]);
    expect(fight.fig(0).posture).toBe('prone');
    fight.hold(1);
    // Five hexes: no range penalty; prone crossbow +1: 13. 2+2+2 hits, 2d: 1+1.
    fight.act({ type: 'fire', target: 1 }, [2, 2, 2, 1, 1, ...NEXT_TURN]);
    const shot = fight.logged('shot').at(-1) as { adjDX: number };
    expect(shot.adjDX).toBe(13);
    expect(fight.fig(1).hits).toBe(2);
  });

  it('l.209: kneeling without moving, then firing, works too; a drop of more than 1 hex is (d) and fires nothing', () => {
    const kneel = apart({ weapons: ['small-bow'] });
    kneel.move(0, 'dropKneeling');
    kneel.hold(1);
    expect(kneel.fig(0).posture).toBe('kneeling');
    expect(kneel.legal().filter((a) => a.type === 'fire')).toEqual([{ type: 'fire', player: 0, target: 1 }]);

    const far = apart({ weapons: ['small-bow'] });
    far.move(0, 'dropKneeling', [0, 0]);
    expect(far.fig(0).posture).toBe('kneeling');
    // Two hexes is more than (f) allows: option (d), no action; the turn ends with B's move.
    far.hold(1, NEXT_TURN);
    expect(far.state.turn.number).toBe(2);
    expect(far.logged('shot')).toEqual([]);
  });
});

describe('issue 22: an engaged archer on the ground gets one last shot (l.219)', () => {
  it('l.219: kneeling and engaged, it shoots once (not twice at a bow\'s fast DX), then may only stand up or crawl while engaged', () => {
    // DX 15 is the small bow's fast DX: two shots a turn under (f), but a last shot is one.
    const fight = apart({ st: 9, dx: 15, weapons: ['small-bow'] });
    // Two hexes: a plain drop (d), no shot this turn; A kneels at (-1,0).
    fight.move(0, 'dropKneeling', [0, 0]);
    // B runs up to A and faces it: A is engaged.
    fight.move(1, 'move', [3, 3, 3], 3, NEXT_TURN);
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl', 'fire']);
    fight.move(0, 'fire');
    fight.hold(1);
    // The last shot: 2+2+2 hits, small bow 1d-1: 1 → 0 hits; the one shot ends the turn.
    fight.act({ type: 'fire', target: 1 }, [2, 2, 2, 1, ...NEXT_TURN]);
    expect(fight.logged('shot')).toHaveLength(1);
    fight.initiative(true);
    expect(fight.fig(0).posture).toBe('kneeling');
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
  });
});
