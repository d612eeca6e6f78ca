/**
 * DESIGN §11: a game's public names carry its name, so that a program importing two games (a site
 * hosting all five, a study comparing them) never meets two different things under one name. The
 * check reads the exports of every entry point with the TypeScript checker, types included, and
 * allows a name in two entry points only when both are the very same declaration (the core's `Hex`
 * re-exported by The Fantasy Trip, or the host's message types re-exported by the client).
 */
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { toolEntries } from '../tsup.config.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const entries: Record<string, string> = {
  rulebooks: `${root}src/index.ts`,
  ...Object.fromEntries(GAME_MANIFEST.map((game) => [`rulebooks/${game.id}`, `${root}src/games/${game.id}/index.ts`])),
  // The tool entries (host, client, colyseus): a page importing the client store and a game, or a
  // server importing the room and the host, meets their names together too.
  ...Object.fromEntries(toolEntries.map((name) => [`rulebooks/${name}`, `${root}src/${name}/index.ts`])),
};

describe('public names', () => {
  it('no two entry points export different things under one name', () => {
    const program = ts.createProgram(Object.values(entries), {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const owners = new Map<string, { entry: string; declaration: ts.Symbol }[]>();
    for (const [entry, file] of Object.entries(entries)) {
      const source = program.getSourceFile(file);
      expect(source, file).toBeDefined();
      const moduleSymbol = checker.getSymbolAtLocation(source as ts.SourceFile) as ts.Symbol;
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const declaration = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const list = owners.get(exported.name) ?? [];
        list.push({ entry, declaration });
        owners.set(exported.name, list);
      }
    }
    const clashes = [...owners]
      .filter(([, list]) => new Set(list.map((owner) => owner.declaration)).size > 1)
      .map(([name, list]) => `${name}: ${list.map((owner) => owner.entry).join(', ')}`);
    expect(clashes).toEqual([]);
  });
});
