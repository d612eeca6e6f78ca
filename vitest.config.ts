import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Conformance and CLI tests play many whole games: give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
