/**
 * Arena geometry: facing (S-35, S-36), the megahex tiling and missile range (S-76, R-11), and the
 * hexagonal arena. The tiling is checked against an independent construction from the lattice
 * vectors, and megahex distance against a breadth-first search over touching megahexes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, hexAdd, hexDistance, hexKey, hexNeighbors, hexRotate, hexScale, hexesWithin, type Hex, type HexDirection } from '../../src/core/hex.js';
import {
  arenaHexes,
  attackAngle,
  frontHexes,
  isFrontHex,
  inArena,
  megahexDistance,
  megahexOf,
  missileRangePenalty,
  rearHex,
  sideHexes,
} from '../../src/games/fantasy-trip/rules/geometry.js';

/** Every fast-check run is seeded, so a failure reproduces. */
const SEED = 20260118;

const coordinate = fc.integer({ min: -60, max: 60 });
const anyHex = fc.record({ q: coordinate, r: coordinate });
const anyFacing = fc.constantFrom<HexDirection>(0, 1, 2, 3, 4, 5);
const origin = hex(0, 0);
const U = hex(2, 1);
const V = hex(-1, 3);

const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);
const lattice = (i: number, j: number): Hex => hexAdd(hexScale(U, i), hexScale(V, j));

describe('facing (S-35)', () => {
  it('names the front, side and rear hexes of a figure facing +q', () => {
    // Direction 0 is +q; clockwise order puts direction 5 (+q−r) before it and 1 (+r) after.
    expect(frontHexes(origin, 0)).toEqual([hex(1, -1), hex(1, 0), hex(0, 1)]);
    expect(sideHexes(origin, 0)).toEqual([hex(0, -1), hex(-1, 1)]);
    expect(rearHex(origin, 0)).toEqual(hex(-1, 0));
    expect(frontHexes(hex(4, -2), 3)).toEqual([hex(3, -1), hex(3, -2), hex(4, -3)]);
    expect(rearHex(hex(4, -2), 3)).toEqual(hex(5, -2));
  });

  it('splits the six neighbours into 3 front, 2 side and 1 rear, and attackAngle agrees', () => {
    fc.assert(
      fc.property(anyHex, anyFacing, (at, facing) => {
        const front = frontHexes(at, facing);
        const side = sideHexes(at, facing);
        const rear = rearHex(at, facing);
        expect(new Set(keys([...front, ...side, rear]))).toEqual(new Set(keys(hexNeighbors(at))));
        expect(front[1]).toEqual(hexNeighbors(at)[facing]);
        for (const h of front) expect(attackAngle(h, at, facing)).toBe('front');
        for (const h of side) expect(attackAngle(h, at, facing)).toBe('side');
        expect(attackAngle(rear, at, facing)).toBe('rear');
      }),
      { seed: SEED },
    );
  });

  it('gives no angle to a figure that is not adjacent, or in the same hex', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyFacing, (attacker, target, facing) => {
        fc.pre(hexDistance(attacker, target) !== 1);
        expect(attackAngle(attacker, target, facing)).toBeNull();
      }),
      { seed: SEED },
    );
    expect(attackAngle(hex(2, 2), hex(2, 2), 0)).toBeNull();
    expect(attackAngle(hex(2, 0), origin, 0)).toBeNull();
  });

  it('does not change when attacker, target and facing all turn together', () => {
    fc.assert(
      fc.property(anyFacing, anyFacing, fc.integer({ min: 0, max: 5 }), (facing, from, turn) => {
        const attacker = hexNeighbors(origin)[from]!;
        const turned = ((facing + turn) % 6) as HexDirection;
        expect(attackAngle(hexRotate(attacker, turn), origin, turned)).toBe(attackAngle(attacker, origin, facing));
      }),
      { seed: SEED },
    );
  });

  it('sees a figure in my front hex as seeing me in its rear when it faces away', () => {
    // Two figures in a row, both facing +q: the back one is behind the front one (rear), and the
    // front one is in the back one's front hex.
    expect(attackAngle(origin, hex(1, 0), 0)).toBe('rear');
    expect(attackAngle(hex(1, 0), origin, 0)).toBe('front');
  });
});

describe('the megahex tiling (R-03)', () => {
  // Independent construction: the clusters around lattice points i·u + j·v.
  const owner = new Map<string, string[]>();
  for (let i = -25; i <= 25; i++) {
    for (let j = -25; j <= 25; j++) {
      const centre = lattice(i, j);
      for (const h of hexesWithin(centre, 1)) {
        const list = owner.get(hexKey(h)) ?? [];
        list.push(hexKey(centre));
        owner.set(hexKey(h), list);
      }
    }
  }
  const region = hexesWithin(origin, 40);

  it('covers every hex of a radius-40 region exactly once (no gap, no overlap)', () => {
    for (const h of region) expect(owner.get(hexKey(h))).toHaveLength(1);
  });

  it('has megahexOf agree with the construction, within one step of every hex', () => {
    for (const h of region) {
      const centre = megahexOf(h);
      expect([hexKey(centre)]).toEqual(owner.get(hexKey(h)));
      expect(hexDistance(h, centre)).toBeLessThanOrEqual(1);
      expect(megahexOf(centre)).toEqual(centre);
    }
    expect(megahexOf(origin)).toEqual(origin);
    expect(megahexOf(hex(1, 0))).toEqual(origin);
    expect(megahexOf(U)).toEqual(U);
    expect(megahexOf(hex(3, 1))).toEqual(U);
    expect(megahexOf(hex(-1, 4))).toEqual(V);
  });

  it('gives every megahex exactly seven hexes', () => {
    const sizes = new Map<string, number>();
    for (const h of region) sizes.set(hexKey(megahexOf(h)), (sizes.get(hexKey(megahexOf(h))) ?? 0) + 1);
    for (const centre of hexesWithin(origin, 35)) {
      if (hexKey(megahexOf(centre)) === hexKey(centre)) expect(sizes.get(hexKey(centre))).toBe(7);
    }
  });

  it('is unchanged by a sixth of a turn about the origin and by lattice translations', () => {
    expect(hexRotate(U, 1)).toEqual(V);
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 5 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (h, turn, i, j) => {
        expect(megahexOf(hexRotate(h, turn))).toEqual(hexRotate(megahexOf(h), turn));
        const shift = lattice(i, j);
        expect(megahexOf(hexAdd(h, shift))).toEqual(hexAdd(megahexOf(h), shift));
      }),
      { seed: SEED },
    );
  });

  it('has each megahex touch exactly six others, at ±u, ±v and ±(u − v)', () => {
    const touching = new Set<string>();
    for (const h of hexesWithin(origin, 1)) {
      for (const n of hexNeighbors(h)) {
        const centre = megahexOf(n);
        if (hexKey(centre) !== hexKey(origin)) touching.add(hexKey(centre));
      }
    }
    const expected = [lattice(1, 0), lattice(-1, 0), lattice(0, 1), lattice(0, -1), lattice(1, -1), lattice(-1, 1)];
    expect(touching).toEqual(new Set(keys(expected)));
  });
});

describe('megahex distance', () => {
  it('equals the breadth-first step count over touching megahexes', () => {
    // BFS from the origin's megahex over megahexes that share an edge, within a radius-30 region.
    const region = hexesWithin(origin, 30);
    const inRegion = new Set(keys(region));
    const steps = new Map<string, number>([[hexKey(origin), 0]]);
    let frontier: Hex[] = [origin];
    while (frontier.length > 0) {
      const next: Hex[] = [];
      for (const centre of frontier) {
        for (const h of hexesWithin(centre, 1)) {
          for (const n of hexNeighbors(h)) {
            if (!inRegion.has(hexKey(n))) continue;
            const c = megahexOf(n);
            if (!steps.has(hexKey(c))) {
              steps.set(hexKey(c), steps.get(hexKey(centre))! + 1);
              next.push(c);
            }
          }
        }
      }
      frontier = next;
    }
    for (const h of hexesWithin(origin, 20)) {
      expect(megahexDistance(origin, h)).toBe(steps.get(hexKey(megahexOf(h))));
    }
  });

  it('is a metric on megahexes, 0 exactly within one megahex, never more than the hex distance', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        const d = megahexDistance(a, b);
        expect(d).toBe(megahexDistance(b, a));
        expect(d === 0).toBe(hexKey(megahexOf(a)) === hexKey(megahexOf(b)));
        expect(d).toBeLessThanOrEqual(megahexDistance(a, c) + megahexDistance(c, b));
        // A hex step never leaves the megahex or its touching ones; centres are 3 hexes apart.
        expect(d).toBeLessThanOrEqual(hexDistance(a, b));
        expect(hexDistance(a, b)).toBeLessThanOrEqual(3 * d + 2);
        expect(Number.isInteger(d) && !Object.is(d, -0)).toBe(true);
      }),
      { seed: SEED },
    );
  });

  it('counts megahexes along each lattice direction', () => {
    for (let n = 0; n <= 10; n++) {
      expect(megahexDistance(origin, lattice(n, 0))).toBe(n);
      expect(megahexDistance(origin, lattice(0, -n))).toBe(n);
      expect(megahexDistance(origin, lattice(n, -n))).toBe(n);
      // u + v is two steps (u, then v), not one.
      expect(megahexDistance(origin, lattice(n, n))).toBe(2 * n);
    }
  });
});

describe('missile range penalty (S-76, R-11)', () => {
  it('follows the screen: under 3 MH none, 3–4 MH −1, 5–6 MH −2, and so on', () => {
    const expected = [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5];
    expected.forEach((penalty, d) => {
      expect(missileRangePenalty(origin, lattice(d, 0))).toBe(penalty);
      expect(missileRangePenalty(hex(1, 0), hexAdd(lattice(0, d), hex(0, -1)))).toBe(penalty);
    });
  });

  it('is 0 up to 2 megahexes, then grows by one every 2 megahexes', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const d = megahexDistance(a, b);
        const penalty = missileRangePenalty(a, b);
        expect(penalty).toBe(missileRangePenalty(b, a));
        if (d <= 2) expect(penalty).toBe(0);
        else expect([2 * penalty + 1, 2 * penalty + 2]).toContain(d);
      }),
      { seed: SEED },
    );
  });
});

describe('the hexagonal arena', () => {
  it('holds 3r(r+1)+1 distinct hexes, centre first, exactly those inArena', () => {
    for (let radius = 0; radius <= 8; radius++) {
      const hexes = arenaHexes(radius);
      expect(hexes).toHaveLength(3 * radius * (radius + 1) + 1);
      expect(new Set(keys(hexes)).size).toBe(hexes.length);
      expect(hexes[0]).toEqual(origin);
      const inside = new Set(keys(hexes));
      for (const h of hexesWithin(origin, radius + 2)) expect(inArena(h, radius)).toBe(inside.has(hexKey(h)));
    }
  });

  it('refuses a radius that is not a non-negative integer', () => {
    expect(() => arenaHexes(-1)).toThrow(RangeError);
    expect(() => arenaHexes(1.5)).toThrow(RangeError);
  });

  it('agrees with hex distance from the centre', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 80 }), (h, radius) => {
        expect(inArena(h, radius)).toBe(hexDistance(h, origin) <= radius);
      }),
      { seed: SEED },
    );
  });
});

describe('isFrontHex', () => {
  it('agrees with frontHexes for every hex within 2 of a figure and every facing', () => {
    const at = { q: 1, r: -2 };
    for (const facing of [0, 1, 2, 3, 4, 5] as const) {
      const fronts = frontHexes(at, facing);
      for (const hex of hexesWithin(at, 2)) {
        expect(isFrontHex(at, facing, hex), `facing ${facing}, hex ${hex.q},${hex.r}`).toBe(fronts.some((f) => f.q === hex.q && f.r === hex.r));
      }
    }
  });
});
