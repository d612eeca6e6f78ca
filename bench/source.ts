/**
 * Which build of the library the bench measures. `npm run bench` builds and passes `--dist`: the
 * built package in `dist/`, what a user's process runs (one bundle per entry point). Without it
 * (`npx tsx bench/run.ts`, and the bench's own tests) the TypeScript sources, loaded through tsx,
 * whose module wrappers cost 15–25% per action.
 */
import type * as Library from '../src/index.js';

/** `dist` or `src`. */
export const BENCH_SOURCE: 'dist' | 'src' = process.argv.includes('--dist') ? 'dist' : 'src';

// A computed specifier, so that typechecking does not need a build.
const distEntry = ['..', 'dist', 'index.js'].join('/');

/** The library's core entry point, from the chosen build. */
export const core: typeof Library = BENCH_SOURCE === 'dist' ? ((await import(distEntry)) as typeof Library) : await import('../src/index.js');

/** A game's entry module, from the chosen build. */
export async function gameModule(id: string): Promise<Record<string, unknown>> {
  const specifier = BENCH_SOURCE === 'dist' ? ['..', 'dist', 'games', id, 'index.js'].join('/') : `../src/games/${id}/index.ts`;
  return (await import(specifier)) as Record<string, unknown>;
}
