/**
 * The multiplayer entry points (`rulebooks/host`, `rulebooks/client`, `rulebooks/colyseus`) from
 * the build bench/source.ts chose: dist/ with `--dist` (what `npm run bench` measures), else the
 * sources through tsx.
 */
import type * as ClientLibrary from '../src/client/index.js';
import type * as ColyseusLibrary from '../src/colyseus/index.js';
import type * as HostLibrary from '../src/host/index.js';
import { BENCH_SOURCE } from './source.js';

// Computed specifiers, so that typechecking does not need a build.
const dist = (name: string): string => ['..', 'dist', name, 'index.js'].join('/');

/** `rulebooks/host`. */
export const hostLibrary: typeof HostLibrary = BENCH_SOURCE === 'dist' ? ((await import(dist('host'))) as typeof HostLibrary) : await import('../src/host/index.js');

/** `rulebooks/client`, loaded on demand (the server process does not need it). */
export async function clientLibrary(): Promise<typeof ClientLibrary> {
  return BENCH_SOURCE === 'dist' ? ((await import(dist('client'))) as typeof ClientLibrary) : await import('../src/client/index.js');
}

/** `rulebooks/colyseus`, loaded on demand (it imports @colyseus/core). */
export async function colyseusLibrary(): Promise<typeof ColyseusLibrary> {
  return BENCH_SOURCE === 'dist' ? ((await import(dist('colyseus'))) as typeof ColyseusLibrary) : await import('../src/colyseus/index.js');
}
