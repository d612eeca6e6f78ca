import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepClone, deepEqual, deepFreeze, findNonJson } from '../../src/index.js';

/** Every fast-check run is seeded, so a failure reproduces. */
const SEED = 20261124;

describe('JSON helpers', () => {
  it('deepClone copies and deepEqual agrees with JSON equality', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = deepClone(value);
        expect(deepEqual(copy, value)).toBe(true);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
      }),
      { seed: SEED },
    );
  });

  it('deepEqual ignores key order and spots differences', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(deepEqual([1, [2]], [1, [3]])).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });

  it('findNonJson names the first non-JSON path', () => {
    expect(findNonJson({ a: [1, 'x', null, { b: true }] })).toBeUndefined();
    expect(findNonJson({ a: [1, undefined] })).toBe('$.a[1]');
    expect(findNonJson({ a: { b: Number.NaN } })).toBe('$.a.b');
    expect(findNonJson({ m: new Map() })).toBe('$.m');
    expect(findNonJson({ f: () => 1 })).toBe('$.f');
  });

  it('deepFreeze freezes nested data', () => {
    const value = deepFreeze({ a: { b: [1, 2] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(() => {
      (value.a.b as number[]).push(3);
    }).toThrow(TypeError);
  });
});

describe('deepClone and untrusted keys', () => {
  it('keeps an own __proto__ key a key instead of making it the prototype', () => {
    const parsed = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const copy = deepClone(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['a', '__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
