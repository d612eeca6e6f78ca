/** The fingerprints a match keeps as it plays, for its record's actionsHash and checkpoints (issue 21). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashState } from '../../src/index.js';
import { listHashAdd, listHashEnd, listHashStart, structuralShortHash } from '../../src/core/hash.js';

describe('running list hash', () => {
  it('equals hashState of the whole list at every length', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 12 }), (items) => {
        let running = listHashStart();
        expect(listHashEnd(running)).toBe(hashState([]));
        items.forEach((item, i) => {
          running = listHashAdd(running, item);
          expect(listHashEnd(running)).toBe(hashState(items.slice(0, i + 1)));
        });
      }),
      { seed: 21, numRuns: 200 },
    );
  });
});

describe('structuralShortHash (what chains the checkpoints)', () => {
  it('is 8 hex digits, independent of key order, and equal for a value and its JSON round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const hash = structuralShortHash(value);
        expect(hash).toMatch(/^[0-9a-f]{8}$/);
        expect(structuralShortHash(JSON.parse(JSON.stringify(value)))).toBe(hash);
      }),
      { seed: 21, numRuns: 300 },
    );
    expect(structuralShortHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(structuralShortHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(structuralShortHash({ a: 1, b: undefined })).toBe(structuralShortHash({ a: 1 }));
    expect(structuralShortHash([-0, Number.NaN])).toBe(structuralShortHash([0, null]));
  });

  it('tells apart values that differ in kind, place or order', () => {
    const distinct: unknown[] = [null, 0, 1, '1', true, false, [], {}, [1, 2], [2, 1], { a: 1, b: 2 }, { a: 2, b: 1 }, { a: null }, [[]], [{}], { a: [1] }, { a: 1 }, 0.5, 2 ** 40, 'a', 'b', ['a', 'b'], ['ab']];
    expect(new Set(distinct.map((value) => structuralShortHash(value))).size).toBe(distinct.length);
  });
});
