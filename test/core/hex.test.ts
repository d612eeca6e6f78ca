import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  hex,
  hexAdd,
  hexDirectionTo,
  hexDistance,
  hexEquals,
  hexKey,
  hexLine,
  hexNeighbor,
  hexNeighbors,
  hexRing,
  hexRotate,
  hexRound,
  hexScale,
  hexSubtract,
  hexesWithin,
  parseHexKey,
  type Hex,
} from '../../src/core/hex.js';
import { isRuleError } from '../../src/core/errors.js';

/** Every fast-check run is seeded, so a failure reproduces. */
const SEED = 20261124;

const coordinate = fc.integer({ min: -200, max: 200 });
const anyHex = fc.record({ q: coordinate, r: coordinate });
const radius = fc.integer({ min: 0, max: 12 });
const origin = hex(0, 0);

const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);

describe('hex arithmetic', () => {
  it('adds, subtracts and scales as vectors', () => {
    expect(hexAdd(hex(1, -2), hex(3, 4))).toEqual({ q: 4, r: 2 });
    expect(hexSubtract(hex(1, -2), hex(3, 4))).toEqual({ q: -2, r: -6 });
    expect(hexScale(hex(2, -1), 3)).toEqual({ q: 6, r: -3 });
    expect(hexEquals(hex(2, -1), { q: 2, r: -1 })).toBe(true);
    expect(hexEquals(hex(2, -1), hex(-1, 2))).toBe(false);
  });

  it('never produces -0', () => {
    const results = [hex(-0, -0), hexScale(hex(0, 3), -1), hexScale(hex(-2, 5), 0), hexRotate(hex(0, 0), 1), hexRound(-0.2, 0.1)];
    for (const h of results) {
      expect(Object.is(h.q, -0) || Object.is(h.r, -0)).toBe(false);
    }
  });
});

describe('directions and neighbours', () => {
  it('lists the six unit steps clockwise from +q, opposite directions three apart', () => {
    expect(HEX_DIRECTIONS).toEqual([
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
    ]);
    HEX_DIRECTIONS.forEach((step, d) => {
      expect(hexAdd(step, HEX_DIRECTIONS[(d + 3) % 6] as Hex)).toEqual({ q: 0, r: 0 });
    });
    expect(Object.isFrozen(HEX_DIRECTIONS) && HEX_DIRECTIONS.every((d) => Object.isFrozen(d))).toBe(true);
  });

  it('takes the direction of hexNeighbor modulo 6', () => {
    expect(hexNeighbor(hex(2, 3), 0)).toEqual({ q: 3, r: 3 });
    expect(hexNeighbor(hex(2, 3), 4)).toEqual({ q: 2, r: 2 });
    expect(hexNeighbor(hex(2, 3), -1)).toEqual(hexNeighbor(hex(2, 3), 5));
    expect(hexNeighbor(hex(2, 3), 7)).toEqual(hexNeighbor(hex(2, 3), 1));
  });

  it('gives six distinct neighbours at distance 1, in direction order', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const around = hexNeighbors(h);
        expect(around).toHaveLength(6);
        expect(new Set(keys(around)).size).toBe(6);
        around.forEach((n, d) => {
          expect(hexDistance(h, n)).toBe(1);
          expect(n).toEqual(hexNeighbor(h, d));
          expect(hexDirectionTo(h, n)).toBe(d);
          expect(hexDirectionTo(n, h)).toBe((d + 3) % 6);
        });
      }),
      { seed: SEED },
    );
  });

  it('has no direction between hexes that are not neighbours', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        fc.pre(hexDistance(a, b) !== 1);
        expect(hexDirectionTo(a, b)).toBeUndefined();
      }),
      { seed: SEED },
    );
  });
});

describe('hexDistance', () => {
  it('matches hand-checked values', () => {
    expect(hexDistance(origin, hex(3, 0))).toBe(3);
    expect(hexDistance(origin, hex(2, -5))).toBe(5);
    expect(hexDistance(hex(-1, 2), hex(2, -1))).toBe(3);
    expect(hexDistance(hex(1, 1), hex(-2, -2))).toBe(6);
  });

  it('is a metric', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        const ab = hexDistance(a, b);
        expect(Number.isInteger(ab) && ab >= 0).toBe(true);
        expect(ab).toBe(hexDistance(b, a));
        expect(ab === 0).toBe(hexEquals(a, b));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c));
      }),
      { seed: SEED },
    );
  });

  it('is invariant under translation and rotation', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, fc.integer({ min: -12, max: 12 }), (a, b, t, n) => {
        const d = hexDistance(a, b);
        expect(hexDistance(hexAdd(a, t), hexAdd(b, t))).toBe(d);
        expect(hexDistance(hexRotate(a, n), hexRotate(b, n))).toBe(d);
      }),
      { seed: SEED },
    );
  });
});

describe('rings and ranges', () => {
  it('starts a ring at the direction-0 corner and goes clockwise', () => {
    expect(hexRing(hex(5, 5), 0)).toEqual([{ q: 5, r: 5 }]);
    expect(hexRing(origin, 1)).toEqual([...HEX_DIRECTIONS]);
    expect(keys(hexRing(origin, 2))).toEqual([
      '2,0', '1,1', '0,2', '-1,2', '-2,2', '-2,1', '-2,0', '-1,-1', '0,-2', '1,-2', '2,-2', '2,-1',
    ]);
  });

  it('has 6 * radius distinct hexes, all at exactly radius, each next to the one before', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 1, max: 12 }), (center, k) => {
        const ring = hexRing(center, k);
        expect(ring).toHaveLength(6 * k);
        expect(new Set(keys(ring)).size).toBe(6 * k);
        ring.forEach((h, i) => {
          expect(hexDistance(center, h)).toBe(k);
          expect(hexDistance(h, ring[(i + 1) % ring.length] as Hex)).toBe(1);
        });
        for (let d = 0; d < 6; d++) {
          expect(ring[d * k]).toEqual(hexAdd(center, hexScale(HEX_DIRECTIONS[d] as Hex, k)));
        }
      }),
      { seed: SEED },
    );
  });

  it('lists 3r(r+1)+1 distinct hexes within radius, as a spiral of rings', () => {
    fc.assert(
      fc.property(anyHex, radius, (center, k) => {
        const area = hexesWithin(center, k);
        expect(area).toHaveLength(3 * k * (k + 1) + 1);
        expect(new Set(keys(area)).size).toBe(area.length);
        const spiral = [center];
        for (let j = 1; j <= k; j++) spiral.push(...hexRing(center, j));
        expect(area).toEqual(spiral);
        for (const h of area) expect(hexDistance(center, h)).toBeLessThanOrEqual(k);
      }),
      { seed: SEED },
    );
  });

  it('refuses negative or fractional radii', () => {
    expect(() => hexRing(origin, -1)).toThrow(RangeError);
    expect(() => hexesWithin(origin, 1.5)).toThrow(RangeError);
  });
});

describe('hexRound', () => {
  it('rounds fractional cube points to the nearest hex', () => {
    expect(hexRound(0.2, 0.1)).toEqual({ q: 0, r: 0 });
    expect(hexRound(0.9, -0.1)).toEqual({ q: 1, r: 0 });
    // q and r alone would round to (1, 1), which is two steps away; s corrects it.
    expect(hexRound(0.6, 0.45, -1.05)).toEqual({ q: 1, r: 0 });
    expect(hexRound(-2.1, 1.2)).toEqual({ q: -2, r: 1 });
  });

  it('is the identity on grid points and stays on the grid', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        expect(hexRound(h.q, h.r)).toEqual(h);
      }),
      { seed: SEED },
    );
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const h = hexRound(q, r);
        expect(Number.isInteger(h.q) && Number.isInteger(h.r)).toBe(true);
        // It is the nearest hex centre: no neighbour of it is closer to the point. In the cube plane,
        // the squared Euclidean distance is proportional to the sum of squared cube differences.
        const far = (c: Hex) => (c.q - q) ** 2 + (c.r - r) ** 2 + (c.q + c.r - q - r) ** 2;
        for (const n of hexNeighbors(h)) expect(far(h)).toBeLessThanOrEqual(far(n) + 1e-9);
      }),
      { seed: SEED },
    );
  });
});

describe('hexLine', () => {
  it('matches hand-checked lines', () => {
    expect(hexLine(hex(1, 1), hex(1, 1))).toEqual([{ q: 1, r: 1 }]);
    expect(keys(hexLine(origin, hex(3, 0)))).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(keys(hexLine(origin, hex(0, -2)))).toEqual(['0,0', '0,-1', '0,-2']);
    // Samples at (1, -1/3) and (2, -2/3) fall inside (1, 0) and (2, -1): no tie to break.
    expect(keys(hexLine(origin, hex(3, -1)))).toEqual(['0,0', '1,0', '2,-1', '3,-1']);
  });

  it('breaks an edge-running tie deterministically, and the other way with side = -1', () => {
    // From (0,0) to (1,1) the line runs along the edge between (1,0) and (0,1).
    expect(keys(hexLine(origin, hex(1, 1)))).toEqual(['0,0', '0,1', '1,1']);
    expect(keys(hexLine(origin, hex(1, 1), -1))).toEqual(['0,0', '1,0', '1,1']);
    expect(keys(hexLine(hex(1, 1), origin))).toEqual(['1,1', '0,1', '0,0']);
  });

  it('has distance + 1 hexes from a to b, each next to the one before', () => {
    fc.assert(
      fc.property(anyHex, anyHex, fc.constantFrom(1 as const, -1 as const), (a, b, side) => {
        const line = hexLine(a, b, side);
        const n = hexDistance(a, b);
        expect(line).toHaveLength(n + 1);
        expect(line[0]).toEqual(a);
        expect(line[n]).toEqual(b);
        for (let i = 1; i <= n; i++) expect(hexDistance(line[i - 1] as Hex, line[i] as Hex)).toBe(1);
        // A straight line gets one step closer to b with every hex.
        line.forEach((h, i) => expect(hexDistance(h, b)).toBe(n - i));
      }),
      { seed: SEED },
    );
  });

  it('is symmetric: the line from b to a is the line from a to b reversed', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const back = hexLine(b, a);
        expect(back[0]).toEqual(b);
        expect(back[back.length - 1]).toEqual(a);
        expect(back).toEqual(hexLine(a, b).reverse());
      }),
      { seed: SEED },
    );
  });

  it('does not depend on where the line is drawn', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, t) => {
        const moved = hexLine(hexAdd(a, t), hexAdd(b, t)).map((h) => hexSubtract(h, t));
        expect(moved).toEqual(hexLine(a, b));
      }),
      { seed: SEED },
    );
  });
});

describe('keys', () => {
  it('formats and parses "q,r"', () => {
    expect(hexKey(hex(3, -2))).toBe('3,-2');
    expect(hexKey({ q: -0, r: 0 })).toBe('0,0');
    expect(parseHexKey('-7,12')).toEqual({ q: -7, r: 12 });
  });

  it('round-trips every hex', () => {
    fc.assert(
      fc.property(fc.record({ q: fc.maxSafeInteger().map((n) => n % 1e9), r: fc.integer() }), (h) => {
        const parsed = parseHexKey(hexKey(h));
        expect(parsed).toEqual(h);
        expect(hexKey(parsed)).toBe(hexKey(h));
      }),
      { seed: SEED },
    );
  });

  it('refuses keys that are not canonical, with a RuleError of the requested code', () => {
    for (const bad of ['', '1', '1,2,3', ' 1,2', '1, 2', '+1,2', '01,2', '-0,0', '1.5,2', 'a,b', '1e3,0']) {
      expect(() => parseHexKey(bad)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
    try {
      parseHexKey('x', 'BAD_CONFIG');
      expect.unreachable();
    } catch (error) {
      expect(isRuleError(error, 'BAD_CONFIG')).toBe(true);
    }
  });
});

describe('hexRotate', () => {
  it('turns direction d into direction d + steps', () => {
    HEX_DIRECTIONS.forEach((step, d) => {
      expect(hexRotate(step, 1)).toEqual(HEX_DIRECTIONS[(d + 1) % 6]);
      expect(hexRotate(step, -1)).toEqual(HEX_DIRECTIONS[(d + 5) % 6]);
    });
    expect(hexRotate(hex(2, -1), 2)).toEqual({ q: -1, r: 2 });
  });

  it('is the identity after six steps, composes, and keeps the distance from the origin', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (h, m, n) => {
        expect(hexRotate(h, 6)).toEqual(h);
        expect(hexRotate(h, n + 6)).toEqual(hexRotate(h, n));
        expect(hexRotate(hexRotate(h, m), n)).toEqual(hexRotate(h, m + n));
        expect(hexDistance(origin, hexRotate(h, n))).toBe(hexDistance(origin, h));
      }),
      { seed: SEED },
    );
  });
});
