/**
 * The melee extras: killing a helpless foe (FT-54), crossing a body the quick way (FT-55), what
 * happens while a foe is asked to agree to hand-to-hand (FT-53, beside hth.test.ts), a pile whose
 * last foe falls (FT-43: the friends left roll clear), and missile spells into a pile (FT-43).
 *
 * Side 0 wins every initiative roll (6 against 1) and moves first. Bodies are placed with the
 * harness (`out`, with hits that match: in Legacy ST 0 is unconscious, below 0 dead). Dice lists
 * are the action's dice, then NEXT_TURN, the next turn's initiative dice, when the action ends the
 * turn.
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip, type FantasyTripAction } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, field, only } from './wizard-helpers.js';

/** 16 on 3 dice: misses whatever the DX (S-41). */
const MISS = [6, 6, 4];

/** The hop actions on offer to the moving figure now. */
function hops(f: Fight): number[] {
  return f.legal().flatMap((a) => (a.type === 'hop' ? [a.direction] : []));
}

/** The finish actions on offer to the acting figure now. */
function finishes(f: Fight): number[] {
  return f.legal().flatMap((a) => (a.type === 'finish' ? [a.target] : []));
}

/** Starts the next turn: side 0 moves first, keeping (or letting go of) every spell offered for renewal. */
function nextTurn(f: Fight, keep = true): void {
  f.initiative(true);
  while (f.phase === 'renew') f.act({ type: 'renew', keep });
}

// ---------------------------------------------------------------------------------------------
// FT-54 killing a helpless figure
// ---------------------------------------------------------------------------------------------

describe('FT-54 killing a helpless figure', () => {
  /** A: broadsword in hand, dagger slung (items 0 and 1). */
  const KILLER = { st: 12, dx: 12, weapons: ['broadsword', 'dagger'] };
  /** C acts after A (DX 11) and always has an action: (e) readying its slung dagger. */
  const LATER = { st: 13, dx: 11, weapons: ['broadsword', 'dagger'] };

  /**
   * A (0) at (0,0) facing 0; F (1), A's friend, unconscious at (-1,0); B (2), a foe, unconscious at
   * (1,0) next to A; E (3), a foe, unconscious at (0,-2), two hexes off; C (4), a foe still
   * fighting, far off at (-5,3). A takes `option`; C takes (e) and acts after A.
   */
  function helpless(option: 'charge' | 'ready'): Fight {
    const f = new Fight({
      sides: [
        [{ name: 'A', ...KILLER }, { name: 'F' }],
        [{ name: 'B' }, { name: 'E' }, { name: 'C', ...LATER }],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(0, 0), facing: 0 },
        1: { at: h(-1, 0), facing: 0, hits: 12, out: 'unconscious' },
        2: { at: h(1, 0), facing: 3, hits: 12, out: 'unconscious' },
        3: { at: h(0, -2), facing: 3, hits: 12, out: 'unconscious' },
        4: { at: h(-5, 3), facing: 0 },
      },
    });
    f.initiative(true);
    // Nobody standing engages A: its options are those of a free figure.
    expect(f.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    f.move(0, option);
    f.move(4, 'ready');
    expect(f.acting()).toBe(0);
    return f;
  }

  it('FT-54: a charging figure is offered `finish` at the unconscious foe next to it only: not at an unconscious friend, nor a foe two hexes off', () => {
    const f = helpless('charge');
    expect(f.legal()).toEqual([
      { type: 'finish', player: 0, target: 2 },
      { type: 'pass', player: 0 },
    ]);
    f.refuse({ type: 'finish', target: 1 }, 'ILLEGAL_ACTION'); // a friend
    f.refuse({ type: 'finish', target: 3 }, 'ILLEGAL_ACTION'); // two hexes away
    f.refuse({ type: 'finish', target: 4 }, 'ILLEGAL_ACTION'); // fighting, and far
  });

  it('FT-54: finishing emits finished, damaged (ST now + 1 hits, no dice) and died; the foe is dead; no die is rolled', () => {
    const f = helpless('charge');
    expect(f.fig(2)).toMatchObject({ condition: 'unconscious', posture: 'down', hits: 12 });
    f.act({ type: 'finish', target: 2 }, []);
    expect(f.last).toEqual([
      { type: 'finished', figure: 0, name: 'A', target: 2, targetName: 'B' },
      // B stood at ST 0: 1 hit takes it to −1, just past the death line.
      { type: 'damaged', figure: 2, name: 'B', dice: [], rolled: 1, stopped: 0, hits: 1, st: -1 },
      { type: 'died', figure: 2, name: 'B' },
    ]);
    expect(f.fig(2)).toMatchObject({ condition: 'dead', posture: 'down', hits: 13, at: h(1, 0) });
    // The kill was A's whole action: C acts next; nothing else changed.
    expect(f.fig(0)).toMatchObject({ acted: true, at: h(0, 0), hits: 0 });
    expect(f.acting()).toBe(4);
    expect(f.fig(1).condition).toBe('unconscious');
    expect(f.fig(3).condition).toBe('unconscious');
    expect(f.logged('attacked')).toEqual([]);
  });

  it('FT-54: a figure with a non-attacking option (e) is not offered `finish`, and a finish from it is refused', () => {
    const f = helpless('ready');
    // Its only action is readying its slung dagger (item 1).
    expect(f.legal()).toEqual([
      { type: 'pickUp', player: 0, item: 1 },
      { type: 'pass', player: 0 },
    ]);
    const error = f.refuse({ type: 'finish', target: 2 }, 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-54');
  });

  it('FT-54: an engaged figure taking (j) shift and attack may finish the unconscious foe beside it; `finish` at the fighting foe is refused naming FT-54, the state unchanged', () => {
    // A (0) at (0,0) facing 0, engaged by G (1) at (1,0) facing 3; B (2) unconscious at (1,-1), next to both.
    const f = new Fight({
      sides: [[{ name: 'A', ...KILLER }], [{ name: 'G', ...LATER }, { name: 'B' }]],
      initiative: [6, 1],
      place: {
        0: { at: h(0, 0), facing: 0 },
        1: { at: h(1, 0), facing: 3 },
        2: { at: h(1, -1), facing: 3, hits: 12, out: 'unconscious' },
      },
    });
    f.initiative(true);
    expect(f.options(0)).toContain('shiftAttack');
    expect(f.options(0)).not.toContain('charge');
    f.move(0, 'shiftAttack');
    f.move(1, 'shiftAttack');
    expect(f.acting()).toBe(0);
    expect(f.legal()).toEqual([
      { type: 'attack', player: 0, target: 1 },
      { type: 'wait', player: 0, target: 1 },
      { type: 'finish', player: 0, target: 2 },
      { type: 'pass', player: 0 },
    ]);
    const error = f.refuse({ type: 'finish', target: 1 }, 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-54');
    expect(f.fig(1)).toMatchObject({ condition: 'fighting', hits: 0 });
    f.act({ type: 'finish', target: 2 }, []);
    expect(f.last.map((e) => e.type)).toEqual(['finished', 'damaged', 'died']);
    expect(f.fig(2).condition).toBe('dead');
    // G still strikes at its own action.
    expect(f.acting()).toBe(1);
    expect(f.targets()).toEqual([0]);
  });

  it('FT-54: in the classic tables (unconscious at ST 1) the finishing blow takes the foe to ST 0', () => {
    const f = new Fight({
      edition: 'classic',
      sides: [[{ name: 'A' }], [{ name: 'B' }, { name: 'C', st: 13, dx: 11, weapons: ['dagger'] }]],
      initiative: [6, 1],
      place: {
        0: { at: h(0, 0), facing: 0 },
        1: { at: h(1, 0), facing: 3, hits: 11, out: 'unconscious' },
        2: { at: h(-5, 3), facing: 0 },
      },
    });
    f.initiative(true);
    f.move(0, 'charge');
    f.move(2, 'charge');
    expect(f.acting()).toBe(0);
    expect(finishes(f)).toEqual([1]);
    f.act({ type: 'finish', target: 1 }, []);
    expect(f.events('damaged')).toEqual([{ type: 'damaged', figure: 1, name: 'B', dice: [], rolled: 1, stopped: 0, hits: 1, st: 0 }]);
    expect(f.events('died')).toEqual([{ type: 'died', figure: 1, name: 'B' }]);
    expect(f.fig(1).condition).toBe('dead');
  });
});

// ---------------------------------------------------------------------------------------------
// FT-55 crossing a body the quick way
// ---------------------------------------------------------------------------------------------

describe('FT-55 crossing a body the quick way', () => {
  /** T keeps side 1 in the fight, far off and facing away. */
  const FAR_T: Placement = { at: h(-5, 5), facing: 2 };
  /** A dead body: ST 12 with 13 hits (Legacy: dead below 0). */
  const dead = (at: ReturnType<typeof h>): Placement => ({ at, facing: 0, hits: 13, out: 'dead' });

  /** A (0, MA 10) at `aAt` facing 0; T (1) far off; bodies (2, 3, …) at `bodies`. A begins `option`. */
  function crossing(option: 'move' | 'charge', aAt = h(0, 0), bodies = [h(1, 0)]): Fight {
    const place: Record<number, Placement> = { 0: { at: aAt, facing: 0 }, 1: FAR_T };
    bodies.forEach((at, i) => (place[2 + i] = dead(at)));
    const f = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'T', st: 13, dx: 11 }, ...bodies.map((_, i) => ({ name: `D${i}` }))]],
      initiative: [6, 1],
      place,
    });
    f.initiative(true);
    f.begin(0, option);
    return f;
  }

  it('FT-55: a moving figure next to a body is offered `hop` that way only, beside the careful step onto it', () => {
    const f = crossing('move');
    expect(f.steps()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hops(f)).toEqual([0]);
    expect(f.legal().filter((a) => a.type === 'hop')).toEqual([{ type: 'hop', player: 0, direction: 0 }]);
    // Not into an empty hex.
    const error = f.refuse({ type: 'hop', direction: 1 }, 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-55');
  });

  it('FT-55/R-09: a hop costs 1 hex of the move, where the careful step onto the same body costs 3', () => {
    const careful = crossing('move');
    careful.step(0);
    expect(careful.last).toEqual([{ type: 'moved', arenaRadius: 7, figure: 0, name: 'A', from: h(0, 0), to: h(1, 0), hexes: 3 }]);
    expect(careful.fig(0).moved).toBe(3);

    const quick = crossing('move');
    quick.act({ type: 'hop', direction: 0 }, [4, 3, 3]);
    expect(quick.events('moved')).toEqual([{ type: 'moved', arenaRadius: 7, figure: 0, name: 'A', from: h(0, 0), to: h(1, 0), hexes: 1 }]);
    expect(quick.fig(0)).toMatchObject({ moved: 1, at: h(1, 0), facing: 0 });
  });

  it('FT-55/R-09: a roll at most the adjusted DX (on the body: DX 12 − 2) keeps the figure up, and it may step on', () => {
    const f = crossing('move');
    f.act({ type: 'hop', direction: 0 }, [4, 3, 3]);
    expect(f.last).toEqual([
      { type: 'moved', arenaRadius: 7, figure: 0, name: 'A', from: h(0, 0), to: h(1, 0), hexes: 1 },
      { type: 'crossed', figure: 0, name: 'A', dice: [4, 3, 3], adjDX: 10, success: true },
    ]);
    expect(f.fig(0)).toMatchObject({ posture: 'standing', condition: 'fighting', moved: 1 });
    expect(f.steps()).toEqual([0, 1, 2, 3, 4, 5]);
    f.step(0);
    expect(f.fig(0)).toMatchObject({ at: h(2, 0), moved: 2 });
  });

  it('FT-55/R-09: a roll over the adjusted DX knocks the figure down on the body: its move has no more steps or hops', () => {
    const f = crossing('move', h(0, 0), [h(1, 0), h(2, 0)]);
    f.act({ type: 'hop', direction: 0 }, [4, 4, 3]);
    expect(f.last).toEqual([
      { type: 'moved', arenaRadius: 7, figure: 0, name: 'A', from: h(0, 0), to: h(1, 0), hexes: 1 },
      { type: 'crossed', figure: 0, name: 'A', dice: [4, 4, 3], adjDX: 10, success: false },
      { type: 'knockedDown', figure: 0, name: 'A' },
    ]);
    expect(f.fig(0)).toMatchObject({ posture: 'down', at: h(1, 0), moved: 1 });
    // Another body lies straight ahead at (2,0), yet neither a step nor a hop is offered: only ending the move.
    expect(f.legal().map((a) => a.type)).toEqual(['end', 'end', 'end', 'end', 'end', 'end']);
    f.refuse({ type: 'hop', direction: 0 }, 'ILLEGAL_ACTION');
    f.refuse({ type: 'step', direction: 3 }, 'ILLEGAL_ACTION');
  });

  it('FT-55: with 1 hex of a charge left a hop is offered where the careful step (3) is not; with none left, neither', () => {
    // A charges (cap 5) from (-3,0): four steps to (1,0), the body at (2,0) straight ahead.
    const f = crossing('charge', h(-3, 0), [h(2, 0)]);
    for (let i = 0; i < 4; i++) f.step(0);
    expect(f.fig(0)).toMatchObject({ at: h(1, 0), moved: 4 });
    expect(f.steps()).toEqual([1, 2, 3, 4, 5]);
    expect(hops(f)).toEqual([0]);
    // The last hex goes to (2,-1), still next to the body (direction 1): no move left, no hop.
    f.step(5);
    expect(f.fig(0)).toMatchObject({ at: h(2, -1), moved: 5 });
    expect(f.steps()).toEqual([]);
    expect(hops(f)).toEqual([]);
    f.refuse({ type: 'hop', direction: 1 }, 'ILLEGAL_ACTION');
  });

  it('FT-55/FT-8: an engaged figure\'s one-hex shift may hop onto a body that keeps it next to its foe (not one that does not), where the careful step may not', () => {
    // A (0) at (0,0) facing 0, engaged by G (1) at (1,0) facing 3. Bodies at (1,-1) (next to G) and (-1,0) (not).
    const f = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'G', st: 13, dx: 11, weapons: ['broadsword'] }, { name: 'D0' }, { name: 'D1' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 }, 2: dead(h(1, -1)), 3: dead(h(-1, 0)) },
    });
    f.initiative(true);
    f.begin(0, 'shiftAttack');
    // The only empty hex next to A and G is (0,1); (1,-1) is a body, too dear to step onto with a shift.
    expect(f.steps()).toEqual([1]);
    expect(hops(f)).toEqual([5]);
    f.refuse({ type: 'hop', direction: 3 }, 'ILLEGAL_ACTION');
    f.act({ type: 'hop', direction: 5 }, [3, 3, 3]);
    expect(only(f, 'crossed')).toEqual({ type: 'crossed', figure: 0, name: 'A', dice: [3, 3, 3], adjDX: 10, success: true });
    expect(f.fig(0)).toMatchObject({ at: h(1, -1), moved: 1, facing: 5 });
    // The shift is spent.
    expect(f.steps()).toEqual([]);
    expect(hops(f)).toEqual([]);
  });

  it('FT-55/R-09: a crawling figure (FT-41) is offered no hop onto a body, and cannot step onto one (3 > its 2 hexes)', () => {
    // Turn 1: A drops prone where it stands. Turn 2: A crawls (cap 2); D lies dead at (1,0).
    const f = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'T', st: 13, dx: 11 }, { name: 'D' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: FAR_T, 2: dead(h(1, 0)) },
    });
    f.initiative(true);
    f.move(0, 'dropProne');
    f.hold(1, NEXT_TURN);
    f.initiative(true);
    expect(f.options(0)).toEqual(['standUp', 'crawl']);
    f.begin(0, 'crawl');
    expect(f.steps()).toEqual([1, 2, 3, 4, 5]);
    // Hopping is for a figure on its feet (FT-55).
    expect(hops(f)).toEqual([]);
    f.refuse({ type: 'hop', direction: 0 }, 'ILLEGAL_ACTION');
  });

  it('FT-55/FT-44: a flier is never offered a hop: it passes over a body for 1 hex anyway', () => {
    const FLYER = { st: 8, dx: 11, iq: 13, spells: ['flight'] };
    // D lies dead at (4,0), straight ahead of T at (3,0); W puts Flight on T.
    const run = (keep: boolean): Fight => {
      const f = field([{ name: 'W', ...FLYER }], [{ name: 'T', st: 14, dx: 10 }, { name: 'D' }], {
        0: { at: h(0, 0), facing: 0 },
        1: { at: h(3, 0), facing: 0 },
        2: dead(h(4, 0)),
      });
      f.move(0, 'cast');
      f.hold(1);
      f.act(castAt('flight', 1), [...AUTO, ...NEXT_TURN]);
      nextTurn(f, keep);
      f.hold(0);
      f.begin(1, 'move');
      return f;
    };
    const flying = run(true);
    expect(flying.steps()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hops(flying)).toEqual([]);
    flying.refuse({ type: 'hop', direction: 0 }, 'ILLEGAL_ACTION');
    // Control: Flight let go, T on foot is offered the hop.
    const walking = run(false);
    expect(hops(walking)).toEqual([0]);
  });

  it('FT-55: with no body anywhere, no hop is ever offered', () => {
    const f = new Fight({
      sides: [[{ name: 'A' }], [{ name: 'T', st: 13, dx: 11 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: FAR_T },
    });
    f.initiative(true);
    f.begin(0, 'move');
    const seen: FantasyTripAction['type'][] = [];
    for (const d of [0, 0, 1, 2, 3, 3, 4, 5, 0] as const) {
      seen.push(...f.legal().map((a) => a.type));
      expect(hops(f)).toEqual([]);
      f.step(d);
    }
    expect(seen).not.toContain('hop');
    f.refuse({ type: 'hop', direction: 0 }, 'ILLEGAL_ACTION');
  });
});

// ---------------------------------------------------------------------------------------------
// FT-53 a foe being asked
// ---------------------------------------------------------------------------------------------

describe('FT-53 while a foe is asked to agree', () => {
  /** A (0) at (0,0) facing 0 and C (1, broadsword, DX 11) at (1,0) facing 3: same MA, C faces A. A grapples; C will strike. */
  function asked(): Fight {
    const f = new Fight({
      sides: [[{ name: 'A', st: 12, dx: 12 }], [{ name: 'C', st: 13, dx: 11, weapons: ['broadsword'] }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    });
    f.initiative(true);
    f.move(0, 'grapple');
    f.move(1, 'shiftAttack');
    expect(f.acting()).toBe(0);
    f.act({ type: 'grapple', target: 1 }, []);
    return f;
  }

  it('FT-53: while turn.asking is set, the foe\'s seat alone acts and may only answer; the grappler\'s seat is refused NOT_YOUR_TURN', () => {
    const f = asked();
    expect(f.state.turn.asking).toEqual({ figure: 0, target: 1 });
    expect(fantasyTrip.actors(f.state)).toEqual([1]);
    expect(fantasyTrip.legalActions(f.state, 0)).toEqual([]);
    expect(fantasyTrip.legalActions(f.state, 1)).toEqual([
      { type: 'agree', player: 1, accept: true },
      { type: 'agree', player: 1, accept: false },
    ]);
    for (const action of [
      { type: 'attack', target: 1, player: 0 },
      { type: 'grapple', target: 1, player: 0 },
      { type: 'pass', player: 0 },
      { type: 'agree', accept: true, player: 0 },
    ] as const) {
      f.refuse(action, 'NOT_YOUR_TURN');
    }
    // The foe's seat may do nothing but answer: C striking now, or passing for A, is refused.
    f.refuse({ type: 'attack', target: 0, player: 1 }, 'ILLEGAL_ACTION');
    f.refuse({ type: 'pass', player: 1 }, 'ILLEGAL_ACTION');
    expect(f.state.turn.asking).toEqual({ figure: 0, target: 1 });
  });

  it('FT-53: once refused, the asking is over: A\'s action is spent and C strikes at its own action', () => {
    const f = asked();
    f.act({ type: 'agree', accept: false }, []);
    expect(f.last.filter((e) => e.type === 'grappled')).toEqual([{ type: 'grappled', figure: 0, name: 'A', target: 1, targetName: 'C', dice: [], result: 'refused' }]);
    expect(f.state.turn.asking).toBeNull();
    expect(fantasyTrip.actors(f.state)).toEqual([1]);
    expect(f.acting()).toBe(1);
    expect(f.fig(0)).toMatchObject({ acted: true, posture: 'standing', at: h(0, 0) });
    expect(f.targets()).toEqual([0]);
    // No one is asking now: an answer is refused, naming FT-53.
    const error = f.refuse({ type: 'agree', accept: true }, 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-53');
    f.attack(0, [...MISS, ...NEXT_TURN]);
    expect(f.turn).toBe(2);
  });

  it('FT-53/FT-38: an image asked that agrees vanishes (touched): no hand-to-hand, the asker stays standing where it was', () => {
    // W (0) makes an image looking like a wolf (MA 12) at (1,1), next to T (1) at (2,0), in T's front and facing 0.
    const WIZ: Partial<Build> = { st: 9, dx: 12, iq: 11, spells: ['image'] };
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', st: 13, dx: 11, weapons: ['broadsword'] }], {
      0: { at: h(0, 0), facing: 0 },
      1: { at: h(2, 0), facing: 3 },
    });
    f.move(0, 'cast');
    f.move(1, 'charge');
    f.act(castOn('image', h(1, 1), 'wolf'), AUTO);
    expect(f.fig(2).creation?.kind).toBe('image');
    expect(f.acting()).toBe(1);
    // The wolf's MA (12) is above T's (10), it faces T and has room behind it: it can only be asked.
    expect(f.legal()).toEqual([
      { type: 'attack', player: 1, target: 2 },
      { type: 'grapple', player: 1, target: 2 },
      { type: 'pass', player: 1 },
    ]);
    f.act({ type: 'grapple', target: 2 }, []);
    expect(only(f, 'hthAsked')).toEqual({ type: 'hthAsked', figure: 1, name: 'T', target: 2, targetName: f.fig(2).name });
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    f.act({ type: 'agree', accept: true }, NEXT_TURN);
    expect(f.logged('grappled')).toEqual([{ type: 'grappled', figure: 1, name: 'T', target: 2, targetName: f.fig(2).name, dice: [], result: 'agreed' }]);
    expect(f.logged('vanished')).toEqual([{ type: 'vanished', figure: 2, name: f.fig(2).name, kind: 'image', why: 'touched' }]);
    expect(f.fig(2).condition).toBe('gone');
    expect(f.fig(1)).toMatchObject({ posture: 'standing', at: h(2, 0), condition: 'fighting' });
    expect(f.carried(1)).toEqual(['broadsword:ready']);
    expect(f.logged('itemDropped')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// FT-43 piles: friends left when the last foe falls; missile spells into a pile
// ---------------------------------------------------------------------------------------------

describe('FT-43 a pile whose last foe falls', () => {
  it.each([
    ['unconscious', 2, 0],
    ['dead', 3, -1],
  ] as const)('FT-43: two friends left in a pile when its foe falls %s do not share a hex: the first by id keeps it, the other rolls clear to the nearest empty hex, lying down', (outcome, die, st) => {
    // J (0, joiner) at (2,-1) and G (1, grappler, dagger) at (0,0) on side 0; B (2, leather: MA 8)
    // at (1,0) facing 3 with 10 hits (ST 2), and C (3) at (2,0) facing 3 on side 1.
    const f = new Fight({
      sides: [
        [
          { name: 'J', st: 14, dx: 10 },
          { name: 'G', st: 12, dx: 12, weapons: ['dagger'] },
        ],
        [
          { name: 'B', st: 12, dx: 12, armor: 'leather' },
          { name: 'C', st: 13, dx: 11 },
        ],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(2, -1), facing: 3 },
        1: { at: h(0, 0), facing: 0 },
        2: { at: h(1, 0), facing: 3, hits: 10 },
        3: { at: h(2, 0), facing: 3 },
      },
    });
    f.initiative(true);
    // Turn 1: G (DX 12) grapples B into hand-to-hand; J (DX 10) joins the pile after it.
    f.move(0, f.options(0).includes('grapple') ? 'grapple' : 'charge');
    f.move(1, 'grapple');
    f.hold(2);
    f.hold(3);
    expect(f.acting()).toBe(1);
    f.act({ type: 'grapple', target: 2 }, [1]);
    expect(f.acting()).toBe(0);
    f.act({ type: 'grapple', target: 2 }, NEXT_TURN);
    expect(f.logged('grappled').map((e) => [e.figure, e.target, e.result])).toEqual([
      [1, 2, 'hth'],
      [0, 2, 'joined'],
    ]);
    expect([0, 1, 2].map((id) => [f.fig(id).at, f.fig(id).posture])).toEqual([
      [h(1, 0), 'hth'],
      [h(1, 0), 'hth'],
      [h(1, 0), 'hth'],
    ]);

    // Turn 2: G stabs B (dagger 1d+2 in HTH, leather stops 2).
    f.initiative(true);
    f.move(0, 'hthAttack');
    f.move(1, 'hthAttack');
    f.move(2, 'hthAttack');
    f.hold(3);
    expect(f.acting()).toBe(1);
    f.attack(2, [3, 3, 3, die, ...NEXT_TURN]);
    expect(f.fig(2)).toMatchObject({ condition: outcome, posture: 'down', at: h(1, 0), hits: 10 + die });
    expect(f.logged('damaged').at(-1)).toMatchObject({ figure: 2, st });
    // J, first by id, keeps (1,0); G rolls clear: (2,0) (direction 0) holds C, so (1,1) (direction 1).
    expect(f.logged('disengaged')).toEqual([{ type: 'disengaged', arenaRadius: 7, figure: 1, name: 'G', from: h(1, 0), to: h(1, 1) }]);
    expect(f.fig(0)).toMatchObject({ at: h(1, 0), posture: 'down', condition: 'fighting' });
    expect(f.fig(1)).toMatchObject({ at: h(1, 1), posture: 'down', condition: 'fighting' });
    expect(f.fig(3)).toMatchObject({ at: h(2, 0), posture: 'standing' });
    // Turn 3: both lie down and may only stand up or crawl.
    expect(f.turn).toBe(3);
    f.initiative(true);
    expect(f.options(0)).toEqual(['standUp', 'crawl']);
    expect(f.options(1)).toEqual(['standUp', 'crawl']);
  });
});

describe('FT-43 three friends left in a pile', () => {
  it('FT-43: three friends left when the pile\'s foe falls: the first by id keeps the hex, the others roll clear in id order, each to the nearest hex still empty', () => {
    // Side 0: J1 (0) at (2,-1), J2 (1) at (1,1), G (2, dagger) at (0,0). Side 1: B (3, leather, ST 2) at (1,0), C (4) at (2,0).
    const f = new Fight({
      sides: [
        [
          { name: 'J1', st: 14, dx: 10 },
          { name: 'J2', st: 13, dx: 11 },
          { name: 'G', st: 12, dx: 12, weapons: ['dagger'] },
        ],
        [
          { name: 'B', st: 12, dx: 12, armor: 'leather' },
          { name: 'C', st: 13, dx: 11 },
        ],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(2, -1), facing: 3 },
        1: { at: h(1, 1), facing: 4 },
        2: { at: h(0, 0), facing: 0 },
        3: { at: h(1, 0), facing: 3, hits: 10 },
        4: { at: h(2, 0), facing: 3 },
      },
    });
    f.initiative(true);
    for (const id of [0, 1]) f.move(id, f.options(id).includes('grapple') ? 'grapple' : 'charge');
    f.move(2, 'grapple');
    f.hold(3);
    f.hold(4);
    // G (12) grapples; J2 (11) and J1 (10) join.
    expect(f.acting()).toBe(2);
    f.act({ type: 'grapple', target: 3 }, [1]);
    expect(f.acting()).toBe(1);
    f.act({ type: 'grapple', target: 3 }, []);
    expect(f.acting()).toBe(0);
    f.act({ type: 'grapple', target: 3 }, NEXT_TURN);
    expect(f.logged('grappled').map((e) => [e.figure, e.result])).toEqual([
      [2, 'hth'],
      [1, 'joined'],
      [0, 'joined'],
    ]);
    // Turn 2: G stabs B unconscious (1d+2 on a 2 = 4, leather stops 2: ST 0).
    f.initiative(true);
    for (const id of [0, 1, 2, 3]) f.move(id, 'hthAttack');
    f.hold(4);
    expect(f.acting()).toBe(2);
    f.attack(3, [3, 3, 3, 2, ...NEXT_TURN]);
    expect(f.fig(3).condition).toBe('unconscious');
    // Around (1,0): (2,0) holds C; J2 takes (1,1), then G the next empty one, (0,1).
    expect(f.logged('disengaged')).toEqual([
      { type: 'disengaged', arenaRadius: 7, figure: 1, name: 'J2', from: h(1, 0), to: h(1, 1) },
      { type: 'disengaged', arenaRadius: 7, figure: 2, name: 'G', from: h(1, 0), to: h(0, 1) },
    ]);
    expect([0, 1, 2].map((id) => [f.fig(id).at, f.fig(id).posture])).toEqual([
      [h(1, 0), 'down'],
      [h(1, 1), 'down'],
      [h(0, 1), 'down'],
    ]);
  });
});

describe('FT-43 missile spells into a pile', () => {
  /**
   * W (0, Magic Fist and Blur) at (0,0) facing 0 and A (1) at (2,0) on side 0; B (2, leather: MA 8)
   * at (3,0) facing 3 and C (3) at (4,-1) facing 3 on side 1. Turn 1: A grapples B, C (not engaged)
   * charges in place and joins the pile; W, acting after them, may cast at B or C in the pile.
   */
  function pileOfThree(): Fight {
    const f = field(
      [
        { name: 'W', st: 10, dx: 10, iq: 12, spells: ['magic-fist', 'blur'] },
        { name: 'A', st: 12, dx: 12 },
      ],
      [
        { name: 'B', st: 12, dx: 12, armor: 'leather' },
        { name: 'C', st: 13, dx: 11 },
      ],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 0 }, 2: { at: h(3, 0), facing: 3 }, 3: { at: h(4, -1), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'grapple');
    f.hold(2);
    f.move(3, 'charge');
    // Order: A (12), C (11), W (10, side 0), B (10).
    expect(f.acting()).toBe(1);
    f.act({ type: 'grapple', target: 2 }, [1]);
    expect(f.acting()).toBe(3);
    f.act({ type: 'grapple', target: 1 }, []);
    expect(f.logged('grappled').map((e) => e.result)).toEqual(['hth', 'joined']);
    expect([1, 2, 3].map((id) => f.fig(id).posture)).toEqual(['hth', 'hth', 'hth']);
    expect(f.acting()).toBe(0);
    return f;
  }

  it('FT-43/FT-33: a wizard may aim a missile spell at a foe in a hand-to-hand pile; a thrown spell may not go into it', () => {
    const f = pileOfThree();
    // Magic Fist at B or C, 1 to 3 levels; Blur only on W itself (A, B and C are all in the pile).
    expect(castKeys(f)).toEqual(['blur:1:0', 'magic-fist:1:2', 'magic-fist:1:3', 'magic-fist:2:2', 'magic-fist:2:3', 'magic-fist:3:2', 'magic-fist:3:3']);
    f.refuse(castAt('magic-fist', 1), 'ILLEGAL_ACTION'); // a friend
    f.refuse(castAt('blur', 2), 'ILLEGAL_ACTION');
  });

  it.each([
    [0, 1, 'A', 4, true],
    [1, 2, 'B', 2, false],
    [2, 3, 'C', 4, true],
  ] as const)('FT-43: Magic Fist at B in a pile of three strikes the member drawn by one rng.int over the pile (draw %i: figure %i)', (draw, struck, name, hits, other) => {
    const f = pileOfThree();
    // The roll is against B, aimed at; then one draw in 0..2 over A, B, C (ids 1, 2, 3); then 1d−2 on a 6.
    f.act(castAt('magic-fist', 2), [...AUTO, draw, 6, ...NEXT_TURN]);
    expect(f.logged('spellCast')).toEqual([
      { type: 'spellCast', arenaRadius: 7, figure: 0, name: 'W', spell: 'magic-fist', kind: 'missile', power: 1, target: 2, at: null, looks: null, dice: [...AUTO], adjDX: 10, success: true, multiplier: 1, cost: 1 },
    ]);
    expect(f.logged('pileHit')).toEqual(other ? [{ type: 'pileHit', figure: 0, name: 'W', target: struck, targetName: name }] : []);
    // Leather (B) stops 2 of the 4.
    expect(f.logged('damaged')).toEqual([{ type: 'damaged', figure: struck, name, dice: [6], rolled: 4, stopped: 4 - hits, hits, st: f.fig(struck).st - hits }]);
    expect([1, 2, 3].map((id) => f.fig(id).hits)).toEqual([1, 2, 3].map((id) => (id === struck ? hits : 0)));
    expect(f.fig(0).fatigue).toBe(1);
  });
});
