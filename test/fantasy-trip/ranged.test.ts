/**
 * Missile and thrown weapons (FT-19; S-06, S-12, S-15, S-21, S-22, S-23, S-43, S-75, S-76, R-10,
 * the options (f) fire and (l) one last shot, throws from a charge or a shift-and-attack,
 * who can be shot at (front arc, clear line, not in hand-to-hand), the roll (range, side and rear,
 * dodge and defend), damage, rate of fire and reloading, and what is left afterwards.
 *
 * The usual layout: the shooter A (figure 0) at (0,0) facing 0, its target B (figure 1) three hexes
 * straight ahead at (3,0), in the same megahex ring (no range penalty for a missile, −3 for a
 * throw). B's facing decides where the shot comes from: 3 front, 1 or 5 side, 0 rear. Side 0 wins
 * every initiative roll (6 against 1) and moves first. Dice lists are the action's dice (to-hit,
 * then damage), then the next turn's initiative dice when the action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/index.js';
import type { HexDirection } from '../../src/core/hex.js';
import type { FantasyTripOption } from '../../src/games/fantasy-trip/index.js';
import { loadedMissile, reloadMissiles, shoot } from '../../src/games/fantasy-trip/rules/ranged.js';
import { Fight, h, type Build, type Placement } from './harness.js';

const NEXT_TURN = [6, 1];
/** 16 on 3 dice: misses whatever the DX, drops nothing (S-41). */
const MISS = [6, 6, 4];
/** 20 on 4 dice: misses whatever the DX, drops nothing (S-42). */
const MISS4 = [6, 6, 6, 2];
/** 9 on 3 dice: an ordinary hit at adjDX 9 or more. */
const HIT = [3, 3, 3];

/** Small bow (1d−1), one shot a turn: DX 12 is below its fast DX 15. */
const ARCHER = { st: 12, dx: 12, weapons: ['small-bow'] };
/** Small bow at its fast DX: ST 9, DX 15 (the only bow a 24-point human can shoot fast). */
const FAST_ARCHER = { st: 9, dx: 15, weapons: ['small-bow'] };
const THROWER = { st: 12, dx: 12, weapons: ['dagger'] };
const LIGHT_XBOW = { st: 12, dx: 12, weapons: ['light-crossbow'] };
const HEAVY_XBOW = { st: 15, dx: 9, weapons: ['heavy-crossbow'] };
/** No weapon: its `move` (hold) gives it nothing to do at its action. */
const TARGET = { st: 13, dx: 11 };
/** A broadsword to defend with (S-43), or to strike with. */
const SWORD = { st: 13, dx: 11, weapons: ['broadsword'] };
/** Always has an action: `ready` its slung dagger (acts after a DX 12 shooter). */
const BUSY = { st: 13, dx: 11, weapons: ['broadsword', 'dagger'] };

const A_AT: Placement = { at: h(0, 0), facing: 0 };

/** A fight of two sides, figures placed, side 0 moving first: side 0's first figure moves next. */
function field(side0: readonly Build[], side1: readonly Build[], place: Record<number, Placement>, arenaRadius?: number): Fight {
  const fight = new Fight({ sides: [side0, side1], initiative: [6, 1], place, ...(arenaRadius === undefined ? {} : { arenaRadius }) });
  fight.initiative(true);
  return fight;
}

/**
 * A (figure 0, at (0,0) facing 0) against B (figure 1) placed at `b`. A takes `aOption` without
 * moving; B holds, or takes `bOption` without moving. A acts next.
 */
function duel(a: Partial<Build>, b: Partial<Build>, bAt: Placement, aOption: FantasyTripOption, bOption?: FantasyTripOption): Fight {
  const fight = field([{ name: 'A', ...a }], [{ name: 'B', ...b }], { 0: A_AT, 1: bAt });
  fight.move(0, aOption);
  if (bOption === undefined) fight.hold(1);
  else fight.move(1, bOption);
  expect(fight.acting()).toBe(0);
  return fight;
}

/** Figures the acting figure may shoot at now. */
function shots(fight: Fight): number[] {
  return fight.legal().flatMap((a) => (a.type === 'fire' ? [a.target] : []));
}

/** Figures the acting figure may throw at now. */
function throws(fight: Fight): number[] {
  return fight.legal().flatMap((a) => (a.type === 'throw' ? [a.target] : []));
}

function fire(fight: Fight, target: number, dice: readonly number[]): void {
  fight.act({ type: 'fire', target }, dice);
}

function hurl(fight: Fight, target: number, dice: readonly number[]): void {
  fight.act({ type: 'throw', target }, dice);
}

describe('FT-19 options (f) fire and (l) one last shot', () => {
  it('S-15/FT-19: a figure not engaged with a loaded missile weapon ready may take (f), moving at most 1 hex; it has no (l)', () => {
    const fight = field([{ name: 'A', ...ARCHER }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    expect(fight.options(0)).toContain('fire');
    expect(fight.options(0)).not.toContain('lastShot');
    fight.begin(0, 'fire');
    expect(fight.steps().length).toBeGreaterThan(0);
    fight.step(5);
    expect(fight.steps()).toEqual([]);
    fight.end(0);
    fight.hold(1);
    expect(fight.acting()).toBe(0);
    expect(shots(fight)).toEqual([1]);
  });

  it('S-22/FT-19: an engaged figure with a loaded missile weapon ready may take (l), standing still; it has no (f)', () => {
    const fight = field([{ name: 'A', ...ARCHER }], [{ name: 'B', ...SWORD }], { 0: A_AT, 1: { at: h(1, 0), facing: 3 } });
    expect(fight.options(0)).toContain('lastShot');
    expect(fight.options(0)).not.toContain('fire');
    fight.begin(0, 'lastShot');
    expect(fight.steps()).toEqual([]);
    fight.end();
    fight.move(1, 'shiftDefend');
    expect(fight.acting()).toBe(0);
    expect(shots(fight)).toEqual([1]);
  });

  it('S-15/S-22: a slung missile weapon, or none, gives neither (f) nor (l)', () => {
    const slung = { st: 12, dx: 12, weapons: ['dagger', 'small-bow'] };
    const free = field([{ name: 'A', ...slung }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    expect(free.options(0)).not.toContain('fire');
    expect(free.options(0)).not.toContain('lastShot');
    const engaged = field([{ name: 'A', ...slung }], [{ name: 'B', ...SWORD }], { 0: A_AT, 1: { at: h(1, 0), facing: 3 } });
    expect(engaged.options(0)).not.toContain('fire');
    expect(engaged.options(0)).not.toContain('lastShot');
    const sword = field([{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    expect(sword.options(0)).not.toContain('fire');
  });

  it('S-23: an engaged figure cannot pick up (q) a missile weapon lying beside it', () => {
    // Turn 1: A, engaged, fumbles its one last shot (17): the bow drops at its feet.
    const fight = duel(ARCHER, SWORD, { at: h(1, 0), facing: 3 }, 'lastShot', 'shiftDefend');
    fire(fight, 1, [6, 6, 5, ...NEXT_TURN]);
    expect(fight.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(0, 0) });
    // Turn 2: still engaged, A takes (q); B will strike at its own action.
    fight.initiative(true);
    fight.move(0, 'pickUp');
    fight.move(1, 'shiftAttack');
    // "An engaged figure can never ready or reload a missile weapon": the bow is not offered
    // (then A has nothing to do, and B acts).
    expect(fight.acting() === 0 ? fight.legal().filter((a) => a.type === 'pickUp') : []).toEqual([]);
  });

  it('S-23/S-22: a figure engaged by the time it acts cannot ready its slung bow', () => {
    // A (dagger ready, bow slung) takes (e) while free; B then charges into its front hex.
    const fight = field([{ name: 'A', st: 12, dx: 12, weapons: ['dagger', 'small-bow'] }], [{ name: 'B', ...SWORD }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    fight.move(0, 'ready');
    fight.move(1, 'charge', [3, 3]);
    expect(fight.fig(1).at).toEqual(h(1, 0));
    // A is engaged now: readying the bow would also give it a "last shot" it never had ready
    // before it was engaged. Nothing else is slung, so A has nothing to do, and B acts.
    expect(fight.acting() === 0 ? fight.legal().filter((a) => a.type === 'pickUp') : []).toEqual([]);
  });

  it('S-22: one last shot is one: a figure still engaged the next turn gets no other', () => {
    const fight = duel(ARCHER, SWORD, { at: h(1, 0), facing: 3 }, 'lastShot', 'shiftDefend');
    fire(fight, 1, [...MISS, ...NEXT_TURN]);
    fight.initiative(true);
    expect(fight.options(0)).not.toContain('lastShot');
  });
});

describe('FT-19 targets', () => {
  it('FT-19: only foes in the 120° front arc: the hexes on its edges are in, the next ones out', () => {
    const fight = field(
      [{ name: 'A', ...ARCHER }],
      [
        { name: 'B', st: 13, dx: 11 },
        { name: 'C', st: 14, dx: 10 },
        { name: 'D', st: 15, dx: 9 },
        { name: 'E', st: 16, dx: 8 },
      ],
      {
        0: A_AT,
        1: { at: h(3, -3), facing: 3 }, // on the left edge of the arc (direction 5, three hexes)
        2: { at: h(2, -3), facing: 3 }, // one hex round the ring from B: outside
        3: { at: h(0, 3), facing: 3 }, // on the right edge (direction 1, three hexes)
        4: { at: h(-1, 3), facing: 3 }, // one hex round the ring from D: outside
      },
    );
    fight.move(0, 'fire');
    for (const id of [1, 2, 3, 4]) fight.hold(id);
    expect(fight.acting()).toBe(0);
    expect(shots(fight).sort()).toEqual([1, 3]);
    fight.refuse({ type: 'fire', target: 2 }, 'ILLEGAL_ACTION');
    fight.refuse({ type: 'fire', target: 4 }, 'ILLEGAL_ACTION');
  });

  it('S-75/FT-42: a figure standing on the line is rolled past: at most the DX to hit it misses it', () => {
    // F, A's friend, stands at (1,0) facing away; B at (3,0) straight ahead behind it; C at (2,-2).
    const friend = () => {
      const f = field(
        [{ name: 'A', ...ARCHER }, { name: 'F', st: 14, dx: 10 }],
        [{ name: 'B', ...TARGET }, { name: 'C', st: 15, dx: 9 }],
        { 0: A_AT, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(3, 0), facing: 3 }, 3: { at: h(2, -2), facing: 3 } },
      );
      f.move(0, 'fire');
      f.hold(1);
      f.hold(2);
      f.hold(3);
      expect(f.acting()).toBe(0);
      return f;
    };
    const past = friend();
    expect(past.legal().filter((a) => a.type === 'fire').map((a) => (a as { target: number }).target)).toEqual([2, 3]);
    // Past F (DX 12 + 4, F's rear toward A): 9 misses it; then the shot at B: 16 misses.
    fire(past, 2, [3, 3, 3, 6, 6, 4, ...NEXT_TURN]);
    expect(past.logged('rolledToMiss')).toEqual([{ type: 'rolledToMiss', figure: 0, name: 'A', past: 1, pastName: 'F', dice: [3, 3, 3], adjDX: 16, hit: false, multiplier: 1 }]);
    expect(past.logged('shot').at(-1)).toMatchObject({ target: 2, hit: false });

    // 15 or more always hits the figure in the way, 15–16 at double damage: small bow 1d−1, 4 → 3 × 2.
    const struck = friend();
    fire(struck, 2, [5, 5, 5, 4, ...NEXT_TURN]);
    expect(struck.logged('rolledToMiss').at(-1)).toMatchObject({ past: 1, hit: true, multiplier: 2 });
    expect(struck.fig(1).hits).toBe(6);
    expect(struck.fig(2).hits).toBe(0);
    expect(struck.logged('shot')).toEqual([]);
  });

  it('FT-42: a body on the line is no figure in the way: nothing to roll past', () => {
    for (const [hits, out] of [[12, 'unconscious'], [13, 'dead']] as const) {
      const fallen = field(
        [{ name: 'A', ...ARCHER }],
        [{ name: 'B', ...TARGET }, { name: 'C', st: 15, dx: 9 }, { name: 'X' }],
        { 0: A_AT, 1: { at: h(3, 0), facing: 3 }, 2: { at: h(2, -2), facing: 3 }, 3: { at: h(2, 0), facing: 3, hits, out } },
      );
      fallen.move(0, 'fire');
      fallen.hold(1);
      fallen.hold(2);
      expect(fallen.acting()).toBe(0);
      expect(shots(fallen), out).toEqual([1, 2]);
      fire(fallen, 1, [6, 6, 4, ...NEXT_TURN]);
      expect(fallen.logged('rolledToMiss'), out).toEqual([]);
    }
  });

  it('S-105/FT-43: a foe in a hand-to-hand pile may be shot at; a hit strikes a figure of the pile drawn at random', () => {
    // A (bare-handed, MA 10) grapples B (leather, MA 8) in turn 1; S shoots into the pile in turn 2.
    const fight = field(
      [{ name: 'A', st: 11, dx: 13 }, { name: 'S', st: 13, dx: 11, weapons: ['small-bow'] }],
      [{ name: 'B', st: 12, dx: 12, armor: 'leather', weapons: ['broadsword'] }, { name: 'C', st: 15, dx: 9 }],
      { 0: A_AT, 1: { at: h(4, 0), facing: 3 }, 2: { at: h(1, 0), facing: 3 }, 3: { at: h(1, 2), facing: 3 } },
    );
    fight.move(0, 'grapple');
    fight.hold(1);
    fight.hold(2);
    fight.hold(3);
    fight.act({ type: 'grapple', target: 2 }, [1, ...NEXT_TURN]);
    expect(fight.fig(2).posture).toBe('hth');
    expect(fight.fig(0).at).toEqual(h(1, 0));
    fight.initiative(true);
    fight.move(0, 'hthAttack');
    fight.move(1, 'fire');
    fight.move(2, 'hthAttack');
    fight.hold(3);
    fight.pass(); // A
    expect(fight.acting()).toBe(1);
    expect(shots(fight)).toEqual([2, 3]);
    // The shot at B hits (6 against DX 11 + 4, B down in the pile); the draw among A and B (ids 0, 2)
    // (0, the first) picks A, S's own friend: small bow 1d−1, a 5 → 4, A wears nothing.
    fight.act({ type: 'fire', target: 2 }, [2, 2, 2, 0, 5]);
    expect(fight.logged('pileHit')).toEqual([{ type: 'pileHit', figure: 1, name: 'S', target: 0, targetName: 'A' }]);
    expect(fight.fig(0).hits).toBe(4);
    expect(fight.fig(2).hits).toBe(0);
  });

  it('S-75/R-10/FT-19: a throwable weapon in hand may be thrown from a charge at foes 2 hexes off or more, beside the melee attacks', () => {
    const fight = field(
      [{ name: 'A', st: 12, dx: 12, weapons: ['javelin'] }],
      [
        { name: 'B', st: 13, dx: 11 },
        { name: 'C', st: 14, dx: 10 },
        { name: 'D', st: 15, dx: 9 },
      ],
      { 0: A_AT, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(2, -2), facing: 3 }, 3: { at: h(0, 3), facing: 3 } },
    );
    fight.move(0, 'charge');
    fight.hold(1);
    fight.hold(2);
    fight.hold(3);
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([1]);
    expect(throws(fight).sort()).toEqual([2, 3]);
    expect(shots(fight)).toEqual([]);
    fight.refuse({ type: 'throw', target: 1 }, 'ILLEGAL_ACTION');
  });

  it('S-75/R-10/FT-19: an engaged figure may throw from a shift-and-attack (j)', () => {
    const fight = field(
      [{ name: 'A', st: 12, dx: 12, weapons: ['dagger'] }],
      [{ name: 'B', ...SWORD }, { name: 'C', st: 14, dx: 10 }],
      { 0: A_AT, 1: { at: h(1, 0), facing: 3 }, 2: { at: h(2, -2), facing: 3 } },
    );
    fight.move(0, 'shiftAttack');
    fight.move(1, 'shiftDefend');
    fight.hold(2);
    expect(fight.acting()).toBe(0);
    expect(fight.targets()).toEqual([1]);
    expect(throws(fight)).toEqual([2]);
  });

  it('FT-19: a weapon that cannot be thrown gives no throw; a bow gives no throw and no blow from a charge', () => {
    const place: Record<number, Placement> = { 0: A_AT, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(2, -2), facing: 3 } };
    const sword = field([{ name: 'A', st: 12, dx: 12, weapons: ['broadsword'] }], [{ name: 'B', ...TARGET }, { name: 'C', st: 14, dx: 10 }], place);
    sword.move(0, 'charge');
    sword.hold(1);
    sword.hold(2);
    expect(sword.targets()).toEqual([1]);
    expect(throws(sword)).toEqual([]);
    const bow = field([{ name: 'A', ...ARCHER }], [{ name: 'B', ...TARGET }, { name: 'C', st: 14, dx: 10 }], place);
    bow.move(0, 'charge');
    bow.hold(1);
    bow.hold(2);
    // B's back is to A, so A may still grapple it; nothing else.
    expect(bow.legal().filter((a) => a.type !== 'grapple' && a.type !== 'pass')).toEqual([]);
  });
});

describe('FT-19 the roll', () => {
  it('S-75: a throw loses 1 DX per hex to the target', () => {
    for (const [q, adjDX] of [[2, 10], [3, 9], [4, 8]] as const) {
      const fight = duel(THROWER, TARGET, { at: h(q, 0), facing: 3 }, 'charge');
      hurl(fight, 1, [...MISS, ...NEXT_TURN]);
      expect(fight.logged('shot')[0], `${q} hexes`).toMatchObject({ figure: 0, target: 1, mode: 'thrown', weapon: 'dagger', adjDX, dice: MISS, hit: false });
    }
  });

  it('S-76/R-11: a missile loses nothing under 3 megahexes, 1 at 3–4, 2 at 5–6, whatever the hexes', () => {
    // A on the megahex centre (-4,-2) facing 0. Megahex centres lie on the lattice u = (2,1),
    // v = (-1,3); A's is -2u. Targets in the megahexes of 0u, 1u, 2u, 3u and 4u are 2, 3, 4, 5
    // and 6 megahexes off. (0,1) lies in 0u's megahex, (1,1) in 1u's, (5,3) in 3u's.
    const cases: readonly [number, number, number, number][] = [
      // q, r, hexes away, adjDX
      [0, 0, 6, 12],
      [0, 1, 7, 12],
      [1, 1, 8, 11],
      [2, 1, 9, 11],
      [4, 2, 12, 11],
      [5, 3, 14, 10],
      [6, 3, 15, 10],
      [8, 4, 18, 10],
    ];
    for (const [q, r, hexes, adjDX] of cases) {
      const fight = field([{ name: 'A', ...ARCHER }], [{ name: 'B', ...TARGET }], { 0: { at: h(-4, -2), facing: 0 }, 1: { at: h(q, r), facing: 3 } }, 12);
      fight.move(0, 'fire');
      fight.hold(1);
      fire(fight, 1, [...MISS, ...NEXT_TURN]);
      expect(fight.logged('shot')[0], `(${q},${r}), ${hexes} hexes`).toMatchObject({ mode: 'missile', weapon: 'small-bow', adjDX });
    }
  });

  it('S-52/FT-19: a shot from the target\'s side gets +2, from its rear +4', () => {
    const cases: readonly [HexDirection, number][] = [
      [3, 12],
      [2, 12],
      [4, 12],
      [1, 14],
      [5, 14],
      [0, 16],
    ];
    for (const [facing, adjDX] of cases) {
      const fight = duel(ARCHER, TARGET, { at: h(3, 0), facing }, 'fire');
      fire(fight, 1, [...MISS, ...NEXT_TURN]);
      expect(fight.logged('shot')[0], `facing ${facing}`).toMatchObject({ adjDX });
    }
  });

  it('S-52/FT-19: a throw from the target\'s rear gets +4 (less 1 per hex)', () => {
    const fight = duel(THROWER, TARGET, { at: h(3, 0), facing: 0 }, 'charge');
    hurl(fight, 1, [...MISS, ...NEXT_TURN]);
    expect(fight.logged('shot')[0]).toMatchObject({ adjDX: 13 });
  });

  it('S-39/FT-19: a shot at a figure that is down gets +4, whatever way it faces', () => {
    // Turn 1: H's heavy crossbow puts 8 hits on B (ST 16): B falls. Turn 2: A shoots B, still down.
    const fight = field(
      [{ name: 'A', ...ARCHER }, { name: 'H', ...HEAVY_XBOW }],
      [{ name: 'B', st: 16, dx: 8 }],
      { 0: A_AT, 1: { at: h(0, 2), facing: 0 }, 2: { at: h(3, 0), facing: 3 } },
    );
    fight.hold(0);
    fight.move(1, 'fire');
    fight.hold(2);
    expect(fight.acting()).toBe(1);
    fire(fight, 2, [...HIT, 3, 3, 2, ...NEXT_TURN]);
    expect(fight.fig(2).posture).toBe('down');
    fight.initiative(true);
    fight.move(0, 'fire');
    fight.hold(1);
    fight.hold(2); // stand up
    expect(fight.acting()).toBe(0);
    fire(fight, 2, [...MISS, ...NEXT_TURN]);
    expect(fight.logged('shot').at(-1)).toMatchObject({ figure: 0, target: 2, adjDX: 16 });
  });

  it('S-12: shots and throws at a dodging figure roll 4 dice', () => {
    const shot = duel(ARCHER, TARGET, { at: h(3, 0), facing: 3 }, 'fire', 'dodge');
    fire(shot, 1, [...MISS4, ...NEXT_TURN]);
    expect(shot.logged('shot')[0]).toMatchObject({ dice: MISS4, hit: false, fumble: 'none' });
    const thrown = duel(THROWER, TARGET, { at: h(3, 0), facing: 3 }, 'charge', 'dodge');
    hurl(thrown, 1, [...MISS4, ...NEXT_TURN]);
    expect(thrown.logged('shot')[0]).toMatchObject({ dice: MISS4, hit: false, fumble: 'none' });
  });

  it('S-21/S-43: a throw at a defending figure rolls 4 dice, a missile shot only 3', () => {
    // B (broadsword) at (3,0) is engaged by A's friend E behind it, and takes (k).
    function defended(a: Partial<Build>, aOption: FantasyTripOption): Fight {
      const fight = field([{ name: 'A', ...a }, { name: 'E', st: 14, dx: 10 }], [{ name: 'B', ...SWORD }], {
        0: A_AT,
        1: { at: h(4, 0), facing: 3 },
        2: { at: h(3, 0), facing: 3 },
      });
      fight.move(0, aOption);
      fight.hold(1);
      fight.move(2, 'shiftDefend');
      expect(fight.acting()).toBe(0);
      return fight;
    }
    const thrown = defended(THROWER, 'charge');
    // The missed throw flies on to A's friend E behind B, and is rolled past it (FT-47): 3 misses.
    hurl(thrown, 2, [...MISS4, 1, 1, 1, ...NEXT_TURN]);
    expect(thrown.logged('shot')[0]).toMatchObject({ dice: MISS4, adjDX: 9 });
    expect(thrown.logged('rolledToMiss')).toMatchObject([{ past: 1, dice: [1, 1, 1], hit: false }]);
    const shot = defended(ARCHER, 'fire');
    fire(shot, 2, [...MISS, ...NEXT_TURN]);
    expect(shot.logged('shot')[0]).toMatchObject({ dice: MISS, adjDX: 12 });
  });

  it('S-82/FT-19: damage goes through armour, and through a shield only when the shot comes from the front', () => {
    const armoured = { st: 12, dx: 12, armor: 'leather', shield: 'small-shield' };
    // Light crossbow 2d: 4 + 4 = 8. Leather stops 2, the small shield 1 more from the front.
    const front = duel(LIGHT_XBOW, armoured, { at: h(3, 0), facing: 3 }, 'fire');
    fire(front, 1, [...HIT, 4, 4, ...NEXT_TURN]);
    expect(front.logged('shot')[0]).toMatchObject({ adjDX: 12, hit: true, multiplier: 1 });
    expect(front.logged('damaged')[0]).toMatchObject({ figure: 1, dice: [4, 4], rolled: 8, stopped: 3, hits: 5, st: 7 });
    const side = duel(LIGHT_XBOW, armoured, { at: h(3, 0), facing: 1 }, 'fire');
    fire(side, 1, [...HIT, 4, 4, ...NEXT_TURN]);
    expect(side.logged('shot')[0]).toMatchObject({ adjDX: 14, hit: true });
    expect(side.logged('damaged')[0]).toMatchObject({ rolled: 8, stopped: 2, hits: 6 });
  });

  it('S-41/FT-19: a thrown weapon does its damage, tripled on a 3', () => {
    const fight = duel({ st: 12, dx: 12, weapons: ['javelin'] }, { st: 12, dx: 12, armor: 'cloth' }, { at: h(3, 0), facing: 3 }, 'charge');
    hurl(fight, 1, [1, 1, 1, 3, ...NEXT_TURN]); // javelin 1d−1: (3 − 1) × 3 = 6, cloth stops 1
    expect(fight.logged('shot')[0]).toMatchObject({ hit: true, multiplier: 3 });
    expect(fight.logged('damaged')[0]).toMatchObject({ dice: [3], rolled: 6, stopped: 1, hits: 5 });
  });
});

describe('FT-19 rate of fire', () => {
  it('FT-19: a small bow at its fast DX 15 shoots twice before the next figure acts', () => {
    const fight = duel(FAST_ARCHER, BUSY, { at: h(3, 0), facing: 3 }, 'fire', 'ready');
    fire(fight, 1, MISS);
    expect(fight.acting()).toBe(0);
    expect(shots(fight)).toEqual([1]);
    fire(fight, 1, MISS);
    expect(fight.logged('shot')).toHaveLength(2);
    expect(fight.acting()).toBe(1);
  });

  it('FT-19/FT-13: a fast bow shooting with the wound penalty shoots once (the first shot clearing the penalty earns no second)', () => {
    // Turn 1: B throws its dagger at A (ST 9) for 5 hits. Turn 2: A shoots at adjDX 15 − 2 = 13.
    const fight = field([{ name: 'A', ...FAST_ARCHER }], [{ name: 'B', st: 12, dx: 12, weapons: ['dagger', 'broadsword'] }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    fight.hold(0);
    fight.move(1, 'charge');
    hurl(fight, 0, [...HIT, 6, ...NEXT_TURN]);
    expect(fight.logged('damaged')[0]).toMatchObject({ figure: 0, hits: 5 });
    fight.initiative(true);
    fight.move(0, 'fire');
    fight.move(1, 'ready'); // B readies its slung broadsword after A's action
    expect(fight.acting()).toBe(0);
    fire(fight, 1, MISS);
    expect(fight.logged('shot').at(-1)).toMatchObject({ figure: 0, adjDX: 13 });
    expect(fight.acting()).toBe(1);
  });

  it('FT-19: below its fast DX, armour counted, a bow shoots once', () => {
    for (const a of [ARCHER, { ...FAST_ARCHER, armor: 'cloth' }]) {
      const fight = duel(a, BUSY, { at: h(3, 0), facing: 3 }, 'fire', 'ready');
      fire(fight, 1, MISS);
      expect(fight.logged('shot')).toHaveLength(1);
      expect(fight.logged('shot')[0]!.adjDX).toBeLessThan(15);
      expect(fight.acting()).toBe(1);
    }
  });

  it('FT-19: a light crossbow below DX 14 shoots every other turn', () => {
    const fight = duel(LIGHT_XBOW, TARGET, { at: h(3, 0), facing: 3 }, 'fire');
    fire(fight, 1, [...MISS, ...NEXT_TURN]);
    fight.initiative(true); // turn 2: reloading
    expect(fight.options(0)).not.toContain('fire');
    fight.hold(0);
    fight.hold(1, NEXT_TURN);
    fight.initiative(true); // turn 3: loaded
    expect(fight.options(0)).toContain('fire');
    fight.move(0, 'fire');
    fight.hold(1);
    fire(fight, 1, [...MISS, ...NEXT_TURN]);
    fight.initiative(true); // turn 4: reloading
    expect(fight.turn).toBe(4);
    expect(fight.options(0)).not.toContain('fire');
  });

  it('FT-19: a heavy crossbow below DX 16 shoots every third turn', () => {
    const fight = field([{ name: 'H', ...HEAVY_XBOW }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    fight.move(0, 'fire');
    fight.hold(1);
    fire(fight, 1, [...MISS, ...NEXT_TURN]);
    for (const turn of [2, 3]) {
      fight.initiative(true);
      expect(fight.options(0), `turn ${turn}`).not.toContain('fire');
      fight.hold(0);
      fight.hold(1, NEXT_TURN);
    }
    fight.initiative(true);
    expect(fight.turn).toBe(4);
    expect(fight.options(0)).toContain('fire');
  });

  it('FT-19: at adjDX 14 a light crossbow shoots every turn, at 16 a heavy one every other turn (rule functions)', () => {
    // No 24-point human reaches these DX with these crossbows (ST 12 leaves DX 12, ST 15 DX 9), so
    // the shot and the turn-end reload are played on a copy of the state with DX raised.
    function turnsToReload(build: Partial<Build>, dx: number): number {
      const fight = field([{ name: 'A', ...build }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
      const state = structuredClone(fight.state);
      const shooter = state.figures[0]!;
      Object.assign(shooter, { dx });
      shoot(state, shooter, state.figures[1]!, 'missile', scriptedRng(MISS));
      let turns = 0;
      while (loadedMissile(state, shooter) === undefined && turns < 10) {
        reloadMissiles(state);
        turns += 1;
      }
      return turns;
    }
    expect(turnsToReload(LIGHT_XBOW, 12)).toBe(2);
    expect(turnsToReload(LIGHT_XBOW, 14)).toBe(1);
    expect(turnsToReload(HEAVY_XBOW, 9)).toBe(3);
    expect(turnsToReload(HEAVY_XBOW, 16)).toBe(2);
  });

  it('S-23/FT-19: a crossbow does not reload while its holder is engaged', () => {
    const fight = duel(LIGHT_XBOW, SWORD, { at: h(3, 0), facing: 3 }, 'fire');
    fire(fight, 1, [...MISS, ...NEXT_TURN]);
    // Turn 2: B walks up into A's front hex; A is engaged at the turn's end.
    fight.initiative(true);
    fight.hold(0);
    fight.move(1, 'move', [3, 3], undefined, NEXT_TURN);
    expect(fight.fig(1).at).toEqual(h(1, 0));
    // Turn 3: free, A would be loaded again; engaged, it is not, so it has no last shot.
    fight.initiative(true);
    expect(fight.options(0)).not.toContain('lastShot');
    expect(fight.options(0)).not.toContain('fire');
    expect(fight.item(0).reload).toBeGreaterThan(0);
    fight.move(0, 'disengage');
    fight.move(1, 'shiftDefend');
    fight.disengage(3, NEXT_TURN);
    // Turn 4: it reloaded at the end of turn 3, free.
    fight.initiative(true);
    expect(fight.options(0)).toContain('fire');
  });
});

describe('FT-19 afterwards', () => {
  it('FT-19/R-10/FT-47: a thrown weapon lands in the target\'s hex when it hits, flies on to the arena\'s edge when it misses, and the thrower is left bare-handed', () => {
    const javelin = { st: 12, dx: 12, weapons: ['javelin', 'dagger'] };
    for (const [dice, hit] of [[[...HIT, 4], true], [MISS, false]] as const) {
      const fight = duel(javelin, TARGET, { at: h(3, 0), facing: 3 }, 'charge');
      hurl(fight, 1, [...dice, ...NEXT_TURN]);
      expect(fight.logged('shot')[0]).toMatchObject({ mode: 'thrown', weapon: 'javelin', adjDX: 9, hit });
      if (hit) expect(fight.logged('damaged')[0]).toMatchObject({ figure: 1, rolled: 3, hits: 3 });
      // A miss flies on along the line (+q) with nobody else on it, to the rim of the radius-7 arena.
      expect(fight.item(0)).toMatchObject({ ref: 'javelin', holder: null, state: 'ground', at: hit ? h(3, 0) : h(7, 0) });
      // Nothing comes to hand by itself: the dagger stays slung, into the next turn.
      expect(fight.turn).toBe(2);
      expect(fight.carried(0)).toEqual(['dagger:slung']);
      expect(fight.logged('itemReadied')).toEqual([]);
    }
  });

  it('S-41/FT-16: a fumbled shot drops (17) or breaks (18) the missile weapon at the shooter\'s feet', () => {
    for (const [dice, state, event] of [[[6, 6, 5], 'ground', 'itemDropped'], [[6, 6, 6], 'broken', 'itemBroken']] as const) {
      const fight = duel(FAST_ARCHER, TARGET, { at: h(3, 0), facing: 3 }, 'fire');
      // At its fast DX, but with nothing left in hand there is no second shot.
      fire(fight, 1, [...dice, ...NEXT_TURN]);
      expect(fight.logged('shot')).toHaveLength(1);
      expect(fight.logged('shot')[0]).toMatchObject({ hit: false, fumble: state === 'ground' ? 'drop' : 'break' });
      expect(fight.logged(event)).toMatchObject([{ figure: 0, item: 0, ref: 'small-bow' }]);
      expect(fight.item(0)).toMatchObject({ holder: null, state, at: h(0, 0) });
      expect(fight.carried(0)).toEqual([]);
      fight.initiative(true);
      expect(fight.options(0)).not.toContain('fire');
    }
  });

  it('FT-19: a heavy crossbow dropped on a fumble is not loaded again by being picked up', () => {
    const fight = field([{ name: 'H', ...HEAVY_XBOW }], [{ name: 'B', ...TARGET }], { 0: A_AT, 1: { at: h(3, 0), facing: 3 } });
    fight.move(0, 'fire');
    fight.hold(1);
    fire(fight, 1, [6, 6, 5, ...NEXT_TURN]); // shot and dropped in turn 1
    fight.initiative(true);
    fight.move(0, 'ready');
    fight.hold(1);
    fight.pickUp(0, NEXT_TURN); // back in hand in turn 2
    fight.initiative(true);
    // Shot in turn 1, a heavy crossbow below DX 16 shoots again in turn 4 at the earliest.
    expect(fight.turn).toBe(3);
    expect(fight.options(0)).not.toContain('fire');
  });

  it('S-06: a shot earns no force retreat, at an adjacent foe from its rear or as a last shot', () => {
    // (f) at B's back: +4, 3 hits, A unhurt.
    const rear = duel(ARCHER, TARGET, { at: h(1, 0), facing: 0 }, 'fire');
    fire(rear, 1, [...HIT, 4, ...NEXT_TURN]);
    expect(rear.logged('shot')[0]).toMatchObject({ adjDX: 16, hit: true });
    expect(rear.logged('damaged')[0]).toMatchObject({ figure: 1, hits: 3 });
    expect(rear.turn).toBe(2);
    expect(rear.logged('retreated')).toEqual([]);
    // (l) at the defending B in front: 3 dice (defending does not stop missiles), 3 hits, A unhurt.
    const last = duel(ARCHER, SWORD, { at: h(1, 0), facing: 3 }, 'lastShot', 'shiftDefend');
    fire(last, 1, [...HIT, 4, ...NEXT_TURN]);
    expect(last.logged('shot')[0]).toMatchObject({ adjDX: 12, hit: true, dice: HIT });
    expect(last.logged('damaged')[0]).toMatchObject({ figure: 1, hits: 3 });
    expect(last.turn).toBe(2);
    expect(last.logged('retreated')).toEqual([]);
  });

  it('S-06: a throw earns no force retreat', () => {
    const fight = duel(THROWER, TARGET, { at: h(2, 0), facing: 3 }, 'charge');
    hurl(fight, 1, [...HIT, 4, ...NEXT_TURN]);
    expect(fight.logged('damaged')[0]).toMatchObject({ figure: 1, hits: 3 });
    expect(fight.turn).toBe(2);
    expect(fight.logged('retreated')).toEqual([]);
  });

  it('S-22: one last shot fires once, even with a bow at its fast DX', () => {
    const fight = duel(FAST_ARCHER, SWORD, { at: h(1, 0), facing: 3 }, 'lastShot', 'shiftAttack');
    fire(fight, 1, MISS);
    expect(fight.logged('shot')).toHaveLength(1);
    expect(fight.acting()).toBe(1);
  });
});

describe('S-43: parrying with a missile weapon', () => {
  it('S-43/FT-19: a figure that defends with its bow parries (4 dice against it) and the bow is ruined', () => {
    // A's broadsword against B, who stands engaged with a small bow and chose Shift and Defend.
    const fight = field([{ name: 'A', ...SWORD }], [{ name: 'B', ...ARCHER }], { 0: A_AT, 1: { at: h(1, 0), facing: 3 } });
    fight.move(0, 'shiftAttack');
    expect(fight.options(1)).toContain('shiftDefend');
    fight.move(1, 'shiftDefend');
    fight.attack(1, [...MISS4, ...NEXT_TURN]);
    expect(fight.logged('attacked').map((e) => e.dice.length)).toEqual([4]);
    expect(fight.logged('itemBroken')).toEqual([{ type: 'itemBroken', figure: 1, name: 'B', item: 1, ref: 'small-bow' }]);
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'broken' });
  });
});
