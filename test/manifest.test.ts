/**
 * The game manifest (src/games/manifest.ts) is the one place a game is registered (DESIGN §11).
 * What can import it derives from it; what cannot (package.json, typedoc.json, the conformance
 * registrations) is checked against it here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { defaultRegistry } from '../src/cli/registry.js';
import { libraryEntries, toolEntries } from '../tsup.config.js';

const root = new URL('../', import.meta.url);
const readJson = (file: string): Record<string, unknown> =>
  // typedoc.json allows comments; strip whole-line ones before parsing.
  JSON.parse(readFileSync(new URL(file, root), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;

describe('the game manifest', () => {
  it('lists each game once, with ids that are folder and subpath names', () => {
    const ids = GAME_MANIFEST.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('matches the exports of each game module', async () => {
    for (const entry of GAME_MANIFEST) {
      const module = (await import(`../src/games/${entry.id}/index.ts`)) as Record<string, { id?: string; title?: string }>;
      const game = module[entry.exportName];
      expect(game?.id, `${entry.id} exports ${entry.exportName}`).toBe(entry.id);
      expect(game?.title).toBe(entry.title);
      if (entry.statsExportName !== undefined) expect(module[entry.statsExportName]).toBeDefined();
      if (entry.botsExportName !== undefined) expect(module[entry.botsExportName]).toBeDefined();
    }
  });

  it('package.json exports each game, and nothing else but the core and the non-game entries', () => {
    const exports = readJson('package.json').exports as Record<string, unknown>;
    const expected = ['.', ...GAME_MANIFEST.map((game) => `./${game.id}`), ...toolEntries.map((name) => `./${name}`), './package.json'];
    expect(Object.keys(exports).sort()).toEqual(expected.sort());
    for (const game of GAME_MANIFEST) {
      const base = `./dist/games/${game.id}/index`;
      expect(exports[`./${game.id}`]).toEqual({
        import: { types: `${base}.d.ts`, default: `${base}.js` },
        require: { types: `${base}.d.cts`, default: `${base}.cjs` },
      });
    }
    for (const name of toolEntries) {
      const base = `./dist/${name}/index`;
      expect(exports[`./${name}`]).toEqual({
        import: { types: `${base}.d.ts`, default: `${base}.js` },
        require: { types: `${base}.d.cts`, default: `${base}.cjs` },
      });
    }
  });

  it('the build, the docs and the CLI cover each game', () => {
    const tools = toolEntries.map((name) => `src/${name}/index.ts`);
    expect(Object.values(libraryEntries).sort()).toEqual(['src/index.ts', ...GAME_MANIFEST.map((g) => `src/games/${g.id}/index.ts`), ...tools].sort());
    expect(readJson('typedoc.json').entryPoints).toEqual(['src/index.ts', ...GAME_MANIFEST.map((g) => `src/games/${g.id}/index.ts`), ...tools]);
    expect(defaultRegistry.map((entry) => entry.id)).toEqual(GAME_MANIFEST.map((g) => g.id));
  });

  it('each game has its rules document and registers the conformance suite', () => {
    for (const game of GAME_MANIFEST) {
      expect(existsSync(new URL(`docs/rules/${game.id}.md`, root)), `docs/rules/${game.id}.md`).toBe(true);
      const file = new URL(`test/conformance/${game.id}.test.ts`, root);
      expect(existsSync(file), `test/conformance/${game.id}.test.ts`).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('describeConformance(');
    }
  });
});
