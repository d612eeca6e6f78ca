/** Assertions shared by the games' `evaluate` tests. */
import { expect } from 'vitest';

/**
 * One finite value in [0, 1] per seat; with `sum`, adding up as rank rewards do (half the seats,
 * for evaluations built from each seat's chance of finishing ahead of each other seat).
 */
export function expectSeatValues(values: readonly number[], players: number, sum?: number): void {
  expect(values).toHaveLength(players);
  for (const value of values) {
    expect(Number.isFinite(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  }
  if (sum !== undefined) expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(sum, 9);
}
