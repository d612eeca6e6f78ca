/**
 * immer is a run-time dependency of `rulebooks/client` only: the core, the games and the host must
 * not import it, so their bundles stay free of it (the reducers use the library's own share pass).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('immer stays in rulebooks/client', () => {
  it('is imported (other than for types) by no source outside src/client', () => {
    const importers = sources(src)
      .filter((file) => /^\s*import\s+(?!type\b)[^;]*from\s+['"]immer['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file).split('\\').join('/'));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith('client/'))).toEqual([]);
  });

  it('is a dependency of the package, not only a dev dependency', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect(pkg.dependencies?.immer).toBeDefined();
    expect(pkg.devDependencies?.immer).toBeUndefined();
  });
});
