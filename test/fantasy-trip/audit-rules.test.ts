/**
 * Rules the audit of issue 22 found played wrong (items 9, 5, 4, 6, 8), each with scripted dice.
 * Side 0 wins every initiative roll (6 against 1) and moves first; a turn-ending action is given
 * the next turn's initiative dice last.
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build } from './harness.js';
import { AUTO, castAt, castOn, field } from './wizard-helpers.js';
import { readyChoices } from '../../src/games/fantasy-trip/rules/choices.js';

const NEXT_TURN = [6, 1];

describe('issue 22 item 9: Defend needs a weapon ready to parry, against blows and throws alike (S-43)', () => {
  it('a defender whose bow was ruined parrying a blow is thrown at on 3 dice, as it is struck on 3', () => {
    // A (0) strikes B (2) first (DX 14), C (1) throws its dagger at B's back from 3 hexes.
    const fight = new Fight({
      sides: [
        [
          { name: 'A', st: 10, dx: 14, weapons: ['club'] },
          { name: 'C', st: 12, dx: 12, weapons: ['dagger'] },
        ],
        [{ name: 'B', st: 13, dx: 11, weapons: ['small-bow'] }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(4, 0), facing: 3 }, 2: { at: h(1, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, 'shiftAttack');
    fight.move(1, 'charge');
    fight.move(2, 'shiftDefend');
    expect(fight.acting()).toBe(0);
    // 4 dice against the defender; 20 misses, and the bow that parried is ruined (S-43).
    fight.attack(2, [6, 6, 6, 2]);
    expect(fight.events('attacked')[0]).toMatchObject({ dice: [6, 6, 6, 2], hit: false });
    expect(fight.events('itemBroken')).toHaveLength(1);
    expect(fight.acting()).toBe(1);
    // Nothing left to parry with: the throw rolls 3 dice (9 hits), then the dagger's 1d−1.
    fight.act({ type: 'throw', target: 2 }, [3, 3, 3, 4, ...NEXT_TURN]);
    expect(fight.logged('shot')[0]).toMatchObject({ dice: [3, 3, 3], hit: true });
  });
});

describe('issue 22 item 5: 8 hits in a turn knock a figure down whatever its posture (screen, INJURY)', () => {
  /**
   * B (figure 0, side 0) takes `posture` in its hex; A (figure 1) charges one hex and strikes it
   * with a club: 3 on 3 dice, triple damage, the club's die a 3: 9 hits (B, ST 13, stays awake).
   */
  function felled(posture: 'dropProne' | 'dropKneeling', b: Partial<Build> = { st: 13, dx: 11 }): Fight {
    const fight = new Fight({
      sides: [[{ name: 'B', ...b }], [{ name: 'A', st: 12, dx: 12, weapons: ['club'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 3 } },
    });
    fight.initiative(true);
    fight.move(0, posture);
    fight.move(1, 'charge', [3]);
    expect(fight.acting()).toBe(1);
    fight.attack(0, [1, 1, 1, 3]);
    expect(fight.logged('damaged')[0]).toMatchObject({ hits: 9 });
    // A struck and took no hits: it may push B back (S-06); it declines, and the turn ends.
    expect(fight.phase).toBe('retreat');
    fight.retreat(null, NEXT_TURN);
    expect(fight.phase).toBe('initiative');
    fight.initiative(true);
    return fight;
  }

  for (const posture of ['dropProne', 'dropKneeling'] as const) {
    it(`a figure that took ${posture} by choice falls down at 8 hits and is knocked down for the next turn`, () => {
      const fight = felled(posture);
      expect(fight.logged('knockedDown').map((e) => e.figure)).toEqual([0]);
      expect(fight.fig(0).posture).toBe('down');
      // Next turn it may only stay down, stand up or crawl (l.282): no (f), no charge, no dodge.
      expect(fight.options(0)).not.toContain('fire');
      expect(fight.options(0)).not.toContain('dodge');
      expect(fight.options(0)).toContain('standUp');
    });
  }

  it('a figure already down from last turn is knocked down afresh: no rising at its action, and held down the next turn', () => {
    // B, a dwarf of ST 18, survives both blows: 9 hits in turn 1, 8 in turn 2.
    const fight = felled('dropProne', { race: 'dwarf', st: 18, dx: 6 });
    expect(fight.fig(0).posture).toBe('down');
    fight.move(0, 'standUp');
    fight.prepareAttack(1);
    expect(fight.acting()).toBe(1);
    // 4 on 3 dice: double damage; the club's die a 4: 8 hits.
    fight.attack(0, [1, 1, 2, 4]);
    expect(fight.events('damaged')[0]).toMatchObject({ hits: 8 });
    expect(fight.events('knockedDown').map((e) => e.figure)).toEqual([0]);
    fight.retreat(null, NEXT_TURN);
    expect(fight.logged('stoodUp')).toEqual([]);
    expect(fight.fig(0).posture).toBe('down');
    expect(fight.fig(0).downSince).toBe(2);
  });
});

describe('issue 22 item 4: an image cannot kill a helpless figure (S-44, FT-36, FT-38)', () => {
  it('an image that tries to finish an unconscious foe touches it: it vanishes, and the foe lives', () => {
    // W (0) makes an image of a wolf (3) next to T (1), who lies unconscious; U (2) keeps side 1 in the fight.
    const f = field(
      [{ name: 'W', st: 9, dx: 12, iq: 11, spells: ['image'] }],
      [
        { name: 'T', st: 13, dx: 11, weapons: ['broadsword'] },
        { name: 'U', st: 12, dx: 12 },
      ],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 3, hits: 13, out: 'unconscious' }, 2: { at: h(-5, 0), facing: 0 } },
    );
    f.move(0, 'cast');
    f.hold(2);
    f.act(castOn('image', h(1, 1), 'wolf'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(3).creation?.kind).toBe('image');
    f.initiative(true);
    while (f.phase === 'renew') f.act({ type: 'renew', keep: true });
    f.hold(0);
    f.prepareAttack(3);
    f.hold(2);
    expect(f.acting()).toBe(3);
    // The finish is on offer whatever the creation really is (its kind stays hidden, FT-38).
    expect(f.legal()).toContainEqual({ type: 'finish', player: 0, target: 1 });
    f.act({ type: 'finish', target: 1 }, NEXT_TURN);
    expect(f.logged('vanished')).toEqual([{ type: 'vanished', figure: 3, name: f.fig(3).name, kind: 'image', why: 'touched' }]);
    expect(f.logged('damaged')).toEqual([]);
    expect(f.fig(1).condition).toBe('unconscious');
    expect(f.fig(1).hits).toBe(13);
  });
});

describe('issue 22 item 6: a blow in hand-to-hand counts the target\'s defences too (screen l.158: all adjustments are cumulative)', () => {
  it('a Blurred foe in hand-to-hand is struck at −4, on top of the +4 of hand-to-hand', () => {
    // B (1), back to the arena's wall, Blurs itself before A (0) grapples it into hand-to-hand.
    const f = new Fight({
      sides: [[{ name: 'A', st: 13, dx: 11 }], [{ name: 'B', st: 9, dx: 12, iq: 11, spells: ['blur'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(6, 0), facing: 0 }, 1: { at: h(7, 0), facing: 3 } },
    });
    f.initiative(true);
    f.move(0, 'grapple');
    f.move(1, 'cast');
    expect(f.acting()).toBe(1);
    f.act(castAt('blur', 1), AUTO);
    f.act({ type: 'grapple', target: 1 }, [1, ...NEXT_TURN]);
    expect(f.fig(0).posture).toBe('hth');
    f.initiative(true);
    while (f.phase === 'renew') f.act({ type: 'renew', keep: true });
    expect(f.fig(1).effects.map((e) => e.spell)).toContain('blur');
    f.move(0, 'hthAttack');
    f.move(1, 'hthAttack');
    expect(f.acting()).toBe(1);
    f.pass();
    // DX 11, +4 in hand-to-hand (S-102), −4 at a Blurred target (S-57): 11. 16 misses.
    f.attack(1, [6, 6, 4, ...NEXT_TURN]);
    expect(f.logged('attacked')[0]).toMatchObject({ figure: 0, target: 1, adjDX: 11, hit: false });
  });
});

describe('issue 22 item 8: a created figure never picks up or readies a weapon (FT-36: it has no items)', () => {
  it.each([
    ['image', 'myrmidon'],
    ['summon-myrmidon', 'myrmidon'],
  ] as const)('%s: next to a dropped broadsword, it is offered nothing to pick up', (spell, looks) => {
    // W (0) makes the myrmidon (2) next to T (1); T strikes at it and rolls 17: its broadsword drops.
    const f = field(
      [{ name: 'W', st: 9, dx: 12, iq: 11, spells: ['image', 'summon-myrmidon'] }],
      [{ name: 'T', st: 13, dx: 11, weapons: ['broadsword'] }],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'charge');
    f.act(castOn(spell, h(1, 1), looks), AUTO);
    expect(f.acting()).toBe(1);
    f.attack(2, [6, 6, 5, ...NEXT_TURN]);
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(2, 0) });
    f.initiative(true);
    while (f.phase === 'renew') f.act({ type: 'renew', keep: true });
    f.hold(0);
    // Engaged by T, it may take (q) as any figure may (the options never tell an image), but the
    // sword in T's hex is not among its choices, so the option gives it nothing to do.
    expect(f.options(2)).toContain('pickUp');
    f.begin(2, 'pickUp');
    expect(readyChoices(f.state, f.fig(2))).toEqual([]);
  });
});
