/**
 * Force retreats (S-06, FT-21, R-21): a figure that put hits (after armour) on an enemy with a
 * physical attack and took none itself that turn may push that enemy into an open hex next to it
 * and 2 from the striker, then advance into the vacated hex or stay; each victim once a turn.
 *
 * Layout: A (figure 0) at (0,0) facing 0 strikes B (figure 1) at (1,0) facing 3. B's neighbours 2
 * from A are (2,0), (1,1) and (2,-1).
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, sameHexes, type Build, type Placement } from './harness.js';
import type { Hex } from '../../src/core/hex.js';

const NEXT_TURN = [6, 1];
const MISS = [6, 5, 4];
const A = { st: 12, dx: 12, weapons: ['broadsword'] };
const B = { st: 13, dx: 11, weapons: ['broadsword'] };

function fight(b: Partial<Build> = B, extra: { side: 0 | 1; build: Build; at: Placement }[] = []): Fight {
  const side0 = [{ name: 'A', ...A }, ...extra.filter((e) => e.side === 0).map((e) => e.build)];
  const side1 = [{ name: 'B', ...b }, ...extra.filter((e) => e.side === 1).map((e) => e.build)];
  const place: Record<number, Placement> = { 0: { at: h(0, 0), facing: 0 }, [side0.length]: { at: h(1, 0), facing: 3 } };
  extra.filter((e) => e.side === 0).forEach((e, i) => (place[1 + i] = e.at));
  extra.filter((e) => e.side === 1).forEach((e, i) => (place[side0.length + 1 + i] = e.at));
  const f = new Fight({ sides: [side0, side1], initiative: [6, 1], place });
  f.initiative(true);
  for (let id = 0; id < f.state.figures.length; id++) {
    if (id === 0 || id === side0.length) f.prepareAttack(id);
    else f.hold(id);
  }
  return f;
}

function retreatHexes(f: Fight): Hex[] {
  return f.legal().flatMap((a) => (a.type === 'retreat' && a.to !== null ? [a.to] : []));
}

describe('FT-21 force retreat', () => {
  it('FT-21/S-06: a striker that did hits and took none pushes its victim one hex away, then advances into the hex it left', () => {
    const f = fight();
    f.attack(1, [3, 3, 3, 2, 2]); // A: 4 hits on B
    f.attack(0, MISS); // B misses
    expect(f.phase).toBe('retreat');
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    expect(sameHexes(retreatHexes(f), [h(2, 0), h(1, 1), h(2, -1)])).toBe(true);
    expect(f.legal()).toContainEqual({ type: 'retreat', player: 0, to: null });
    f.retreat(h(2, 0));
    expect(f.events('retreated')).toEqual([{ type: 'retreated', arenaRadius: 7, striker: 0, strikerName: 'A', victim: 1, victimName: 'B', from: h(1, 0), to: h(2, 0) }]);
    expect(f.fig(1).at).toEqual(h(2, 0));
    expect(f.legal()).toEqual([
      { type: 'advance', player: 0, advance: true },
      { type: 'advance', player: 0, advance: false },
    ]);
    f.advance(true, NEXT_TURN);
    expect(f.logged('advanced')).toEqual([{ type: 'advanced', arenaRadius: 7, figure: 0, name: 'A', to: h(1, 0) }]);
    expect(f.fig(0).at).toEqual(h(1, 0));
    expect(f.turn).toBe(2);
  });

  it('S-06/FT-9: a hex where only a fallen figure lies is a retreat hex; one where a figure fights is not', () => {
    // A (0) and D (1) against B (2) and C (3): C lies dead at (2,0); D stands at (1,1).
    const f = new Fight({
      sides: [
        [{ name: 'A', ...A }, { name: 'D', st: 13, dx: 11 }],
        [{ name: 'B', ...B }, { name: 'C', st: 12, dx: 12 }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 1), facing: 0 }, 2: { at: h(1, 0), facing: 3 }, 3: { at: h(2, 0), facing: 3, hits: 13, out: 'dead' } },
    });
    f.initiative(true);
    f.prepareAttack(0);
    f.hold(1);
    f.prepareAttack(2);
    f.attack(2, [3, 3, 3, 2, 2]); // A: 4 hits on B
    f.attack(0, MISS);
    expect(f.phase).toBe('retreat');
    expect(sameHexes(retreatHexes(f), [h(2, 0), h(2, -1)])).toBe(true);
    f.retreat(h(2, 0));
    expect(f.fig(2).at).toEqual(h(2, 0));
    expect(f.fig(3).at).toEqual(h(2, 0));
  });

  it('FT-21/S-06: the striker may stand still instead, and may end up disengaged', () => {
    const f = fight();
    f.attack(1, [3, 3, 3, 2, 2]);
    f.attack(0, MISS);
    f.retreat(h(2, 0));
    f.advance(false, NEXT_TURN);
    expect(f.logged('advanced')).toEqual([]);
    expect(f.fig(0).at).toEqual(h(0, 0));
    f.initiative(true);
    expect(f.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
  });

  it('FT-21: the striker may decline the push', () => {
    const f = fight();
    f.attack(1, [3, 3, 3, 2, 2]);
    f.attack(0, MISS);
    f.retreat(null, NEXT_TURN);
    expect(f.logged('retreated')).toEqual([]);
    expect(f.fig(1).at).toEqual(h(1, 0));
    expect(f.turn).toBe(2);
  });

  it('FT-21: a push must go to an open hex next to the victim and 2 from the striker; only the striker\'s side decides', () => {
    const f = fight();
    f.attack(1, [3, 3, 3, 2, 2]);
    f.attack(0, MISS);
    f.refuse({ type: 'retreat', to: h(0, 1) }, 'ILLEGAL_ACTION'); // next to the striker
    f.refuse({ type: 'retreat', to: h(3, 0) }, 'ILLEGAL_ACTION'); // two hexes from the victim
    f.refuse({ type: 'retreat', to: h(0, 0) }, 'ILLEGAL_ACTION'); // the striker's own hex
    f.refuse({ type: 'advance', advance: true }, 'ILLEGAL_ACTION'); // no push yet
    f.refuse({ type: 'retreat', player: 1, to: h(2, 0) }, 'NOT_YOUR_TURN');
  });

  it('FT-21/S-06: no retreat for a striker that took hits that turn', () => {
    const f = fight();
    f.attack(1, [3, 3, 3, 2, 2]); // A hits B
    f.attack(0, [3, 3, 3, 1, 1, ...NEXT_TURN]); // B hits A back: neither may push, the turn ends
    expect(f.fig(0).hits).toBe(2);
    expect(f.logged('retreated')).toEqual([]);
    expect(f.turn).toBe(2);
    expect(f.phase).toBe('initiative');
  });

  it('FT-21/R-21: no retreat when armour stopped every hit', () => {
    const f = fight({ st: 13, dx: 11, armor: 'plate', weapons: ['broadsword'] });
    f.attack(1, [3, 3, 3, 2, 2]); // 4 against plate's 5
    expect(f.events('damaged')[0]).toMatchObject({ hits: 0 });
    f.pass(NEXT_TURN);
    expect(f.logged('retreated')).toEqual([]);
    expect(f.turn).toBe(2);
  });

  it('FT-21/FT-9: occupied hexes are not offered; with none open there is no retreat', () => {
    const one = fight(B, [{ side: 1, build: { name: 'C', st: 14, dx: 10 }, at: { at: h(2, 0), facing: 3 } }]);
    one.attack(1, [3, 3, 3, 2, 2]);
    one.pass(); // B
    expect(one.phase).toBe('retreat');
    expect(sameHexes(retreatHexes(one), [h(1, 1), h(2, -1)])).toBe(true);

    const none = fight(B, [
      { side: 1, build: { name: 'C', st: 14, dx: 10 }, at: { at: h(2, 0), facing: 3 } },
      { side: 1, build: { name: 'D', st: 15, dx: 9 }, at: { at: h(1, 1), facing: 3 } },
      { side: 0, build: { name: 'E', st: 16, dx: 8 }, at: { at: h(2, -1), facing: 3 } },
    ]);
    none.attack(2, [3, 3, 3, 2, 2]); // B is figure 2 here (side 0 has A and E)
    none.pass(NEXT_TURN); // B passes; C, D and E have nothing to do; no push is possible
    expect(none.logged('retreated')).toEqual([]);
    expect(none.turn).toBe(2);
  });

  it('FT-21/R-21: a victim is retreated at most once a turn, by the first striker in action order', () => {
    // A (DX 13) and C (DX 12) both hit B; B strikes nobody.
    const f = new Fight({
      sides: [
        [{ name: 'A', st: 11, dx: 13, weapons: ['shortsword'] }, { name: 'C', st: 12, dx: 12, weapons: ['broadsword'] }],
        [{ name: 'B', st: 14, dx: 10 }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 1), facing: 4 }, 2: { at: h(1, 0), facing: 3 } },
    });
    f.initiative(true);
    f.prepareAttack(0);
    f.prepareAttack(1);
    f.hold(2);
    f.attack(2, [3, 3, 3, 2, 2]); // A: 3 hits
    f.attack(2, [3, 3, 3, 2, 2]); // C: 4 hits
    expect(f.phase).toBe('retreat');
    // A's push first; B is pushed to (2,0), still next to C, and C gets no second push.
    expect(sameHexes(retreatHexes(f), [h(2, 0), h(2, -1)])).toBe(true);
    f.retreat(h(2, 0));
    f.advance(false, NEXT_TURN);
    expect(f.logged('retreated')).toHaveLength(1);
    expect(f.turn).toBe(2);
  });

  it('FT-21: when the first striker has no open hex to push into, a second striker that hit the same victim may push it', () => {
    // B (victim) at (0,0) between A (1,0) and C (-1,0); B's friends D (-1,1) and E (0,-1) fill
    // every hex A could push into, while C may still push B to (1,-1) or (0,1).
    const f = new Fight({
      sides: [
        [{ name: 'A', st: 11, dx: 13, weapons: ['shortsword'] }, { name: 'C', st: 12, dx: 12, weapons: ['broadsword'] }],
        [{ name: 'B', st: 14, dx: 10 }, { name: 'D', st: 15, dx: 9 }, { name: 'E', st: 16, dx: 8 }],
      ],
      initiative: [6, 1],
      place: {
        0: { at: h(1, 0), facing: 3 },
        1: { at: h(-1, 0), facing: 0 },
        2: { at: h(0, 0), facing: 0 },
        3: { at: h(-1, 1), facing: 1 },
        4: { at: h(0, -1), facing: 4 },
      },
    });
    f.initiative(true);
    f.prepareAttack(0);
    f.prepareAttack(1);
    f.hold(2);
    f.hold(3);
    f.hold(4);
    f.attack(2, [3, 3, 3, 2, 2]); // A: 3 hits on B
    f.attack(2, [3, 3, 3, 2, 2]); // C: 4 hits on B; nobody else acts, so the retreats come next
    expect(f.phase).toBe('retreat');
    expect(f.state.turn.retreats[0]).toMatchObject({ striker: 1, victim: 2 });
    expect(sameHexes(retreatHexes(f), [h(1, -1), h(0, 1)])).toBe(true);
  });
});
