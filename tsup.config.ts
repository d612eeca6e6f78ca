import { defineConfig, type Options } from 'tsup';
import { GAME_MANIFEST } from './src/games/manifest.js';

/**
 * One library entry per public subpath (ESM + CJS + types): the core, and one per game of the
 * manifest (src/games/manifest.ts). The output paths mirror `src/`, so that the CLI registry's
 * sibling path `../games/<game>/index.js` also resolves from `dist/cli/`.
 */
export const libraryEntries: Record<string, string> = {
  index: 'src/index.ts',
  ...Object.fromEntries(GAME_MANIFEST.map((game) => [`games/${game.id}/index`, `src/games/${game.id}/index.ts`])),
};

/**
 * The subpaths that are not games (DESIGN §12), each built to `dist/<name>/index.*` and exported as
 * `./<name>`: test/manifest.test.ts checks package.json and typedoc.json against this list.
 */
export const toolEntries: readonly string[] = ['host', 'client', 'colyseus', 'simulate'];
for (const name of toolEntries) libraryEntries[`${name}/index`] = `src/${name}/index.ts`;

/**
 * The CLI imports the core as `../index.js` (from `src/cli/`, and from `src/simulate/`, whose bot
 * modules and worker it shares). Built, `dist/cli/../index.js` is the
 * library's own ESM entry, so it is left as an import instead of being bundled a second time: the
 * CLI and the games it loads then share one copy of the core (one `RuleError` class, for one).
 */
const coreAsExternal: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'rulebooks-core-external',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/](cli|simulate)$/.test(args.resolveDir) ? { path: '../index.js', external: true } : undefined,
    );
  },
};

// `npm run build` empties dist/ first (the `prebuild` script); `clean` is not used here because
// the two builds below run in parallel and one would clean away the other's output.
// No sourcemaps: the output is unminified and readable, and the maps would more than double the
// size of the package for little gain to anyone debugging through it.
export default defineConfig([
  {
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    target: 'node20',
    // Shared code (the core) goes to common chunks in both formats, so `rulebooks` and
    // `rulebooks/<game>` loaded together use the same classes: `instanceof RuleError` holds for a
    // game's errors. (tsup splits CJS output only when asked.)
    splitting: true,
    treeshake: true,
    // rulebooks/simulate finds its worker and the games beside itself by `import.meta.url`. In
    // CommonJS output that is empty, and src/cli/module-url.ts's selfUrl falls back on the file's
    // own `__filename`. (tsup's `shims` would not do: with splitting, its shim lands in a shared
    // chunk and answers with the chunk's path.) So esbuild's notice about it is expected.
    esbuildOptions(options) {
      options.logOverride = { ...options.logOverride, 'empty-import-meta': 'silent' };
    },
  },
  {
    // rulebooks/simulate starts the same worker as the CLI, from beside its own entry: ESM only,
    // like the CLI, since a worker file is started by URL and never required.
    entry: { 'cli/main': 'src/cli/main.ts', 'cli/simulate-worker': 'src/cli/simulate-worker.ts', 'simulate/simulate-worker': 'src/cli/simulate-worker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    target: 'node20',
    splitting: true,
    esbuildPlugins: [coreAsExternal],
    // Chunks shared by main and the worker stay in dist/cli/, where `../index.js` is the core.
    esbuildOptions(options) {
      options.chunkNames = 'cli/[name]-[hash]';
    },
  },
]);
