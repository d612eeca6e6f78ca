import { defineConfig } from 'vitest/config';

/**
 * The browser tests (`npm run test:browser`): the playground built by Vite, served on 127.0.0.1,
 * driven by playwright-core in Debian's Chromium. Apart from `npm test`, which has no browser.
 */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One Chromium at a time: two cores, and each page runs a game.
    fileParallelism: false,
  },
});
