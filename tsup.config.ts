import { defineConfig } from 'tsup';

/**
 * One library entry per public subpath (ESM + CJS + types), and the CLI as a separate ESM-only
 * build with its worker. Add a game here and in package.json `exports` when it lands.
 */
export const libraryEntries = {
  index: 'src/index.ts',
};

export default defineConfig([
  {
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    treeshake: true,
  },
  {
    entry: { 'cli/main': 'src/cli/main.ts', 'cli/simulate-worker': 'src/cli/simulate-worker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    target: 'node20',
    splitting: true,
    banner: ({ format }) => (format === 'esm' ? { js: '' } : {}),
  },
]);
