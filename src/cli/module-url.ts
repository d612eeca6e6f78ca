/**
 * Locating sibling modules at run time. From source (tsx, vitest) files end in `.ts`; once built by
 * tsup they end in `.js`. A module that names another one by URL keeps its own extension, so the
 * same code works in both places.
 */
import { pathToFileURL } from 'node:url';

/**
 * The URL of the calling module, given its `import.meta.url`. In the CommonJS build of
 * `rulebooks/simulate`, `import.meta` is empty (undefined here), and the bundled file's own
 * `__filename` says where it is instead; everywhere else the argument is the answer.
 */
export function selfUrl(metaUrl: string | undefined): string {
  return metaUrl ?? pathToFileURL(__filename).href;
}

/** The extension of the module at `base` (an `import.meta.url`): `.ts` from source, `.js` built. */
export function moduleExtension(base: string): '.ts' | '.js' {
  return new URL(base).pathname.endsWith('.ts') ? '.ts' : '.js';
}

/**
 * The absolute file URL of the module `relative` (written without extension) next to `base`,
 * with `base`'s own extension. Pass your own `import.meta.url` as `base`: a bundler may move a
 * shared helper elsewhere, but never the caller's `import.meta`.
 */
export function siblingModuleUrl(base: string, relative: string): string {
  return new URL(`${relative}${moduleExtension(base)}`, base).href;
}
