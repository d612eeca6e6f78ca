import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedRngError, createRng, rngFromState, scriptedPosition, scriptedRng, RuleError } from '../../src/index.js';

describe('createRng', () => {
  it('yields integers inside [min, max], both ends reachable', () => {
    const rng = createRng(42);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const value = rng.int(1, 6);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is reproducible from the same seed and differs between seeds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        const xs = Array.from({ length: 20 }, () => a.int(0, 1_000_000));
        const ys = Array.from({ length: 20 }, () => b.int(0, 1_000_000));
        expect(xs).toEqual(ys);
        const c = createRng(seed + 1);
        expect(Array.from({ length: 20 }, () => c.int(0, 1_000_000))).not.toEqual(xs);
      }),
    );
  });

  it('keeps seeds above 2^32 distinct', () => {
    const low = createRng(5);
    const high = createRng(5 + 2 ** 32);
    expect(Array.from({ length: 8 }, () => low.int(0, 1e9))).not.toEqual(Array.from({ length: 8 }, () => high.int(0, 1e9)));
  });

  it('uses every bit of a seed: no two safe integers share a generator (a host seed is not searchable in 2^32)', () => {
    // Before, seeds were folded to 32 bits: 2^32 and 2654435761 gave the same game.
    const draws = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 8 }, () => rng.int(0, 1e9));
    };
    expect(draws(2 ** 32)).not.toEqual(draws(2654435761));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 21 - 1 }), fc.integer({ min: 1, max: 2 ** 21 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (low, high, other) => {
        const seed = high * 2 ** 32 + low;
        fc.pre(seed !== other);
        expect(createRng(seed).getState()).not.toEqual(createRng(other).getState());
      }),
      { seed: 25, numRuns: 300 },
    );
  });

  it('keeps the seeding of every seed below 2^32, so records made with them replay', () => {
    for (const seed of [0, 1, 42, 2 ** 31, 2 ** 32 - 1]) expect(createRng(seed).getState()).toEqual(rngFromState([-1, ~(seed | 0), seed | 0, 0]).getState());
    // Negative seeds (deriveSeed makes them) fold as they always did.
    for (const seed of [-1, -77, -(2 ** 31), -(2 ** 40)]) {
      const folded = ((seed | 0) ^ (Math.floor(seed / 2 ** 32) * 0x9e3779b1)) | 0;
      expect(createRng(seed).getState()).toEqual(rngFromState([-1, ~folded, folded, 0]).getState());
    }
  });

  it('clone forks an independent copy that continues identically', () => {
    const rng = createRng(9);
    rng.int(0, 10);
    const fork = rng.clone();
    const a = Array.from({ length: 10 }, () => rng.int(0, 99));
    const b = Array.from({ length: 10 }, () => fork.int(0, 99));
    expect(b).toEqual(a);
  });

  it('getState and rngFromState round-trip through JSON', () => {
    const rng = createRng(123);
    rng.int(0, 5);
    const restored = rngFromState(JSON.parse(JSON.stringify(rng.getState())));
    expect(Array.from({ length: 10 }, () => restored.int(0, 99))).toEqual(Array.from({ length: 10 }, () => rng.int(0, 99)));
  });

  it('refuses bad seeds, states and ranges', () => {
    expect(() => createRng(1.5)).toThrow(RuleError);
    expect(() => createRng(Number.NaN)).toThrow(RuleError);
    expect(() => rngFromState([1, 2])).toThrow(RuleError);
    expect(() => createRng(1).int(6, 1)).toThrow(RangeError);
    expect(() => createRng(1).int(0.5, 2)).toThrow(RangeError);
  });
});

describe('scriptedRng', () => {
  it('yields the scripted values in order and reports its position', () => {
    const rng = scriptedRng([3, 1, 6]);
    expect(rng.int(1, 6)).toBe(3);
    expect(scriptedPosition(rng)).toBe(1);
    expect(rng.int(1, 6)).toBe(1);
    expect(rng.int(1, 6)).toBe(6);
    expect(scriptedPosition(rng)).toBe(3);
  });

  it('throws when exhausted', () => {
    const rng = scriptedRng([2]);
    rng.int(1, 6);
    expect(() => rng.int(1, 6)).toThrow(ScriptedRngError);
    expect(() => rng.int(1, 6)).toThrow(/exhausted/);
  });

  it('throws when a value is outside the requested range', () => {
    expect(() => scriptedRng([7]).int(1, 6)).toThrow(ScriptedRngError);
    expect(() => scriptedRng([0]).int(1, 6)).toThrow(/outside the requested range \[1, 6\]/);
  });

  it('clones at the current position without sharing it', () => {
    const rng = scriptedRng([1, 2, 3]);
    rng.int(1, 6);
    const fork = rng.clone();
    expect(fork.int(1, 6)).toBe(2);
    expect(rng.int(1, 6)).toBe(2);
    expect(rng.getState()).toEqual([2]);
  });

  it('does not see later changes to the array it was given', () => {
    const values = [4, 5];
    const rng = scriptedRng(values);
    values[0] = 1;
    expect(rng.int(1, 6)).toBe(4);
  });
});
