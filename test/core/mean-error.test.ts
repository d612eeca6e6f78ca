import { describe, expect, it } from 'vitest';
import { meanAndStandardError, standardErrorFromSums } from '../../src/index.js';

describe('meanAndStandardError', () => {
  it('gives the mean and the sample standard deviation over √n', () => {
    // [2, 4, 4, 6]: mean 4, squared deviations 8, sample variance 8/3, standard error √(8/3/4).
    const { mean, standardError } = meanAndStandardError([2, 4, 4, 6]);
    expect(mean).toBe(4);
    expect(standardError).toBeCloseTo(Math.sqrt(8 / 3 / 4), 14);
    expect(meanAndStandardError([7, 7, 7]).standardError).toBe(0);
  });

  it('keeps the mean a plain in-order sum over n, and is NaN where it cannot tell', () => {
    const values = [0.1, 0.2, 0.3, 1e-17, 5];
    let sum = 0;
    for (const value of values) sum += value;
    expect(meanAndStandardError(values).mean).toBe(sum / values.length);
    expect(meanAndStandardError([3])).toEqual({ mean: 3, standardError: NaN });
    expect(meanAndStandardError([])).toEqual({ mean: NaN, standardError: NaN });
  });

  it('resists cancellation for large values close together', () => {
    const values = [1e9 + 1, 1e9 + 2, 1e9 + 3];
    expect(meanAndStandardError(values).standardError).toBeCloseTo(Math.sqrt(1 / 3), 9);
  });
});

describe('standardErrorFromSums', () => {
  it('agrees with meanAndStandardError on whole numbers, NaN below two values', () => {
    const values = [1, 3, 3, 2, 4, 1];
    const sum = values.reduce((a, b) => a + b, 0);
    const squares = values.reduce((a, b) => a + b * b, 0);
    expect(standardErrorFromSums(values.length, sum, squares)).toBeCloseTo(meanAndStandardError(values).standardError, 14);
    expect(standardErrorFromSums(1, 5, 25)).toBeNaN();
    expect(standardErrorFromSums(3, 6, 12)).toBe(0);
  });
});
