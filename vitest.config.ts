import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The browser tests need a built playground and Chromium: `npm run test:browser` runs them.
    exclude: ['test/browser/**', 'node_modules/**'],
    // Conformance and CLI tests play many whole games: give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker process runs many test files in turn instead of a fresh module graph per file:
    // no test depends on a fresh module (the rules keep no state between calls), and with ~115
    // files the imports cost about a third of the suite's wall time (144 s against 102 s, measured).
    isolate: false,
  },
});
