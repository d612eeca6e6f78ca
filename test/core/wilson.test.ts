import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/index.js';

describe('wilsonInterval', () => {
  it('matches published 95% Wilson intervals', () => {
    // 0 of 10 and 5 of 10: the textbook values (0–27.75%, 23.66–76.34%).
    const [a, b] = wilsonInterval(0, 10);
    expect(a).toBe(0);
    expect(b).toBeCloseTo(0.2775, 4);
    const [c, d] = wilsonInterval(5, 10);
    expect(c).toBeCloseTo(0.2366, 4);
    expect(d).toBeCloseTo(0.7634, 4);
  });

  it('is symmetric, stays within [0, 1], and narrows as games are added', () => {
    const [lo, hi] = wilsonInterval(30, 100);
    const [lo2, hi2] = wilsonInterval(70, 100);
    expect(lo).toBeCloseTo(1 - hi2, 12);
    expect(hi).toBeCloseTo(1 - lo2, 12);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    const [wideLo, wideHi] = wilsonInterval(3, 10);
    expect(hi - lo).toBeLessThan(wideHi - wideLo);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('refuses counts that are not a proportion', () => {
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(0.5, 2)).toThrow(RangeError);
  });
});
