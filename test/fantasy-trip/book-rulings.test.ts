/**
 * Rulings brought back to the GM screen's words (issue 22): the −3 for ST 3 or less lasts the rest
 * of the combat (FT-13), a knocked-down figure may stay down or crawl as well as stand (FT-14), and
 * a figure picking a weapon up is bent over from its movement phase (FT-51). Scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { stNow } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, field, only } from './wizard-helpers.js';

const MISS = [6, 5, 4]; // 15: misses at every adjDX used here

describe('FT-13: ST 3 or less, −3 DX for the rest of the combat (S-90)', () => {
  /**
   * W (wizard, Aid) and F (ST 12, DX 10, placed with 9 hits: ST 3) against E (DX 11), next to F.
   * Turn 1: W aids F's ST by 2 levels (ST 5) before F strikes.
   */
  function aided(): Fight {
    const f = field(
      [
        { name: 'W', st: 11, dx: 12, iq: 9, spells: ['aid'] },
        { name: 'F', st: 12, dx: 10, iq: 10, weapons: ['broadsword'] },
      ],
      [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }],
      { 0: { at: h(-3, 0), facing: 0 }, 1: { at: h(2, 0), facing: 0, hits: 9 }, 2: { at: h(3, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.move(2, 'shiftAttack');
    // F is weak (ST 3): DX 10 − 3 puts it last.
    expect(f.logged('actionOrder').at(-1)?.queue).toEqual([0, 2, 1]);
    f.act({ type: 'cast', spell: 'aid', power: 2, target: 1, at: null, looks: 'st' }, AUTO);
    expect(stNow(f.fig(1))).toBe(5);
    return f;
  }

  it('an Aid lifting a weak figure above ST 3 leaves its −3 (the screen: "for the rest of the combat")', () => {
    const f = aided();
    expect(f.fig(1).weakened).toBe(true);
    f.attack(1, MISS);
    f.attack(2, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 1, adjDX: 10 - 3 });
  });

  it('the mark is public, outlives the Aid, and stays −3 in later turns', () => {
    const f = aided();
    expect(fantasyTrip.view(f.state, 1).figures[1]).toMatchObject({ weakened: true });
    f.attack(1, MISS);
    f.attack(2, [...MISS, ...NEXT_TURN]);
    // Turn 2: the Aid still holds (ST 5) and F still orders at DX 7, after E.
    f.initiative(true);
    f.hold(0);
    f.move(1, 'shiftAttack');
    f.move(2, 'shiftAttack');
    expect(f.logged('actionOrder').at(-1)?.queue).toEqual([0, 2, 1]);
  });

  it('a figure never at ST 3 or less has no mark and no −3', () => {
    const f = field([{ name: 'F', st: 12, dx: 10, iq: 10, weapons: ['broadsword'] }], [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }], {
      0: { at: h(0, 0), facing: 0, hits: 8 },
      1: { at: h(1, 0), facing: 3 },
    });
    f.move(0, 'shiftAttack');
    f.move(1, 'shiftAttack');
    f.attack(0, MISS);
    f.attack(1, [...MISS, ...NEXT_TURN]);
    expect(f.fig(0).weakened).toBe(false);
    expect(f.logged('attacked').find((e) => e.figure === 0)).toMatchObject({ adjDX: 10 });
  });

  it('parseState refuses a weakened flag that is not a boolean', () => {
    const f = aided();
    const saved = JSON.parse(JSON.stringify(f.state));
    saved.figures[1].weakened = 1;
    expect(() => fantasyTrip.parseState(saved)).toThrow(/weakened/);
  });
});

describe('FT-14: knocked down, a figure may stay down, stand up or crawl 2 hexes (GM screen l.282)', () => {
  const A: Partial<Build> = { st: 12, dx: 12, armor: 'leather', shield: 'small-shield', weapons: ['broadsword'] };
  const SWORD: Partial<Build> = { st: 12, dx: 12, weapons: ['broadsword'] };

  /** A is knocked down by B in turn 1; turn 2 starts with A's side to move. */
  function knockedDown(a: Partial<Build> = A, place: { a?: Partial<Placement> } = {}): Fight {
    const fight = new Fight({
      sides: [[{ name: 'A', ...a }], [{ name: 'B', ...SWORD }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0, ...place.a }, 1: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftAttack');
    fight.attack(0, [3, 3, 3, 6, 5]); // 11 − 3 = 8 hits: down
    expect(fight.fig(0).posture).toBe('down');
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    return fight;
  }

  it('the options are stand up, or crawl (up to 2 hexes, which may be none: staying down)', () => {
    const fight = knockedDown();
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
    fight.begin(0, 'crawl');
    // Engaged by B, it crawls as a prone figure does, keeping next to B (FT-41).
    fight.step(5);
    fight.step(0);
    expect(fight.steps()).toEqual([]);
    fight.end();
    expect(fight.fig(0)).toMatchObject({ at: h(2, -1), posture: 'down' });
  });


  it('crawling, it stays down that turn (struck at +4, its shield stopping nothing) and lies prone after it', () => {
    const fight = knockedDown();
    fight.move(0, 'crawl', [5]);
    expect(fight.fig(0).at).toEqual(h(1, -1));
    fight.move(1, 'charge');
    // B strikes A at 12 + 4 (down); the shield stops nothing, leather 2.
    fight.attack(0, [5, 5, 5, 2, 2]);
    fight.retreat(null, NEXT_TURN);
    expect(fight.logged('attacked').at(-1)).toMatchObject({ figure: 1, target: 0, adjDX: 16, hit: true });
    expect(fight.logged('damaged').at(-1)).toMatchObject({ figure: 0, rolled: 4, stopped: 2, hits: 2 });
    // Turn 3: its fall is over; it lies prone by choice now, and may stand or crawl again.
    expect(fight.fig(0)).toMatchObject({ posture: 'prone', downSince: null });
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
  });

  it('staying down (a crawl of no hexes) keeps its hex, and it is prone from the next turn', () => {
    const fight = knockedDown();
    fight.move(0, 'crawl');
    expect(fight.fig(0)).toMatchObject({ at: h(0, 0), posture: 'down' });
    fight.hold(1, NEXT_TURN);
    expect(fight.fig(0).posture).toBe('prone');
    fight.initiative(true);
    fight.move(0, 'standUp');
    fight.hold(1, NEXT_TURN);
    expect(fight.fig(0).posture).toBe('standing');
  });

  it('knocked down again while it crawls, it is held to standing up or crawling the next turn once more', () => {
    // A dwarf of ST 18 takes two falls of 8 hits and fights on.
    const fight = knockedDown({ st: 18, dx: 6, iq: 8, race: 'dwarf', armor: 'leather', shield: 'small-shield', weapons: ['broadsword'] });
    fight.move(0, 'crawl');
    fight.move(1, 'charge');
    fight.attack(0, [3, 3, 3, 5, 5]); // 10 − 2 (leather; the shield stops nothing) = 8 hits: knocked down afresh
    fight.retreat(null, NEXT_TURN);
    expect(fight.logged('knockedDown')).toHaveLength(2);
    expect(fight.fig(0)).toMatchObject({ posture: 'down', downSince: 2 });
    fight.initiative(true);
    expect(fight.options(0)).toEqual(['standUp', 'crawl']);
  });
});

describe('FT-51: picking a weapon up, a figure is bent over from its movement phase (GM screen l.224)', () => {
  /**
   * A (DX 13, shortsword) and B (DX 11, small shield, a dagger slung) face each other. Turn 1: A
   * misses, B fumbles (17) and drops its broadsword (item 1) in its hex. Turn 2: B takes `pickUp`;
   * A acts first.
   */
  function dropped(): Fight {
    const f = field(
      [{ name: 'A', st: 11, dx: 13, weapons: ['shortsword'] }],
      [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword', 'dagger'], shield: 'small-shield' }],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    );
    f.move(0, 'shiftAttack');
    f.move(1, 'shiftAttack');
    f.attack(1, MISS);
    f.attack(0, [6, 6, 5, ...NEXT_TURN]);
    expect(f.item(1)).toMatchObject({ ref: 'broadsword', holder: null, state: 'ground', at: h(1, 0) });
    f.initiative(true);
    return f;
  }

  it('a blow before its action already counts as from the rear (+4), and its shield stops nothing', () => {
    const f = dropped();
    f.move(0, 'shiftAttack');
    f.move(1, 'pickUp');
    expect(f.fig(1).stooping).toBe(true);
    expect(f.acting()).toBe(0);
    f.attack(1, [3, 3, 3, 3, 4]); // shortsword 2d−1: 6
    expect(only(f, 'attacked')).toMatchObject({ figure: 0, target: 1, adjDX: 13 + 4, hit: true });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 6, stopped: 0, hits: 6 });
  });

  it('with no weapon in reach there is nothing to bend for: option (q) then leaves the figure as it was', () => {
    const f = field([{ name: 'A', st: 11, dx: 13, weapons: ['shortsword'] }], [{ name: 'B', st: 13, dx: 11, weapons: ['broadsword'], shield: 'small-shield' }], {
      0: { at: h(0, 0), facing: 0 },
      1: { at: h(1, 0), facing: 3 },
    });
    f.move(0, 'shiftAttack');
    f.move(1, 'pickUp');
    expect(f.fig(1).stooping).toBe(false);
    f.attack(1, [3, 3, 3, 3, 4]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 0, target: 1, adjDX: 13, hit: true });
    expect(only(f, 'damaged')).toMatchObject({ stopped: 1 });
  });
});
