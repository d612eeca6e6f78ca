import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawFromTop, drawRandom, pickOne, shuffleInPlace, shuffled } from '../../src/core/deck.js';
import { createRng, scriptedRng } from '../../src/core/rng.js';

const sorted = (items: readonly number[]): number[] => [...items].sort((a, b) => a - b);
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('shuffleInPlace', () => {
  it('returns the same array, holding a permutation of its items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }), fc.integer(), (items, seed) => {
        const deck = [...items];
        const result = shuffleInPlace(deck, createRng(seed));
        expect(result).toBe(deck);
        expect(sorted(result)).toEqual(sorted(items));
      }),
    );
  });

  it('gives the same order for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(shuffleInPlace(range(30), createRng(seed))).toEqual(shuffleInPlace(range(30), createRng(seed)));
      }),
    );
  });

  it('gives different orders for different seeds', () => {
    const orders = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => shuffleInPlace(range(20), createRng(seed)).join(' '));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('is driven only by the rng: a scripted rng gives the order its values dictate', () => {
    // Fisher–Yates from the end: swap index 2 with 0, then index 1 with 1 (stays).
    expect(shuffleInPlace(['a', 'b', 'c'], scriptedRng([0, 1]))).toEqual(['c', 'b', 'a']);
  });

  it('makes every order of three items about equally likely', () => {
    // The seed is fixed, so this is deterministic: the bounds are ~7 standard deviations wide.
    const rng = createRng(2024);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const order = shuffleInPlace([0, 1, 2], rng).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['012', '021', '102', '120', '201', '210']);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThanOrEqual(800);
      expect(count).toBeLessThanOrEqual(1200);
    }
  });

  it('leaves empty and one-item decks alone without using the rng', () => {
    const rng = scriptedRng([]);
    expect(shuffleInPlace([], rng)).toEqual([]);
    expect(shuffleInPlace(['x'], rng)).toEqual(['x']);
  });
});

describe('shuffled', () => {
  it('returns a shuffled copy and leaves the input untouched', () => {
    const input = Object.freeze(range(15));
    const out = shuffled(input, createRng(7));
    expect(out).not.toBe(input);
    expect(input).toEqual(range(15));
    expect(sorted(out)).toEqual(range(15));
    expect(out).toEqual(shuffleInPlace(range(15), createRng(7)));
  });
});

describe('drawFromTop', () => {
  it('draws from the end of the array, top card first', () => {
    const deck = [1, 2, 3, 4, 5];
    expect(drawFromTop(deck)).toEqual([5]);
    expect(drawFromTop(deck, 3)).toEqual([4, 3, 2]);
    expect(deck).toEqual([1]);
  });

  it('draws what is left from a short deck, and nothing from an empty one', () => {
    const deck = [1, 2];
    expect(drawFromTop(deck, 5)).toEqual([2, 1]);
    expect(deck).toEqual([]);
    expect(drawFromTop(deck, 2)).toEqual([]);
    expect(drawFromTop([9], 0)).toEqual([]);
  });
});

describe('drawRandom', () => {
  it('removes and returns exactly one item', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), fc.integer(), (items, seed) => {
        const pile = [...items];
        const drawn = drawRandom(pile, createRng(seed)) as number;
        expect(pile).toHaveLength(items.length - 1);
        expect(sorted([...pile, drawn])).toEqual(sorted(items));
      }),
    );
  });

  it('takes the item at the index the rng gives', () => {
    const pile = ['a', 'b', 'c', 'd'];
    expect(drawRandom(pile, scriptedRng([2]))).toBe('c');
    expect(pile).toEqual(['a', 'b', 'd']);
  });

  it('returns undefined from an empty pile without using the rng', () => {
    expect(drawRandom([], scriptedRng([]))).toBeUndefined();
  });
});

describe('pickOne', () => {
  it('returns an item without removing it', () => {
    const items = Object.freeze(['a', 'b', 'c']);
    expect(pickOne(items, scriptedRng([1]))).toBe('b');
    expect(items).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(items).toContain(pickOne(items, createRng(seed)));
      }),
    );
  });

  it('throws on an empty list', () => {
    expect(() => pickOne([], createRng(1))).toThrow(RangeError);
  });
});
