/**
 * The playground's Vite config. The page imports the library by its public names ('rulebooks',
 * 'rulebooks/psi-wars', 'rulebooks/client', ...), as an application would; here they resolve to the
 * sources of this repository, so the playground needs no build of the package first.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { GAME_MANIFEST } from '../../src/games/manifest.js';

const src = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    // Longest names first: 'rulebooks/client' must not be read as 'rulebooks' + '/client'.
    alias: [
      ...GAME_MANIFEST.map((game) => ({ find: `rulebooks/${game.id}`, replacement: src(`games/${game.id}/index.ts`) })),
      { find: 'rulebooks/client', replacement: src('client/index.ts') },
      { find: 'rulebooks/host', replacement: src('host/index.ts') },
      { find: /^rulebooks$/, replacement: src('index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Small enough to read in the browser's developer tools, as an example should be.
    minify: true,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each game's page loads (bench/playground.ts sums them).
    manifest: true,
  },
});
