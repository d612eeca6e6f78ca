/**
 * Issue 22, "Structure": the rules of The Fantasy Trip are laid out in layers a reader can follow
 * (the board and figures at the bottom, then dice and damage, the options' actions, the options and
 * choices, and the turn on top), with no import circle. This walks the imports of
 * src/games/fantasy-trip/rules/ and checks that no two files need each other, and that each file
 * imports only files listed before it in the layer list of docs/rules/fantasy-trip.md, section 5.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, folderSources, importGraph, layerMismatches } from '../helpers/rules-layers.js';

const rulesDir = fileURLToPath(new URL('../../src/games/fantasy-trip/rules/', import.meta.url));
const doc = readFileSync(new URL('../../docs/rules/fantasy-trip.md', import.meta.url), 'utf8');

describe('issue 22: the layers of the Fantasy Trip rules', () => {
  it('no two rules files need each other (no import circle)', () => {
    const graph = importGraph(folderSources(rulesDir));
    // The walk does see the folder's imports: the actions apply on top of the turn.
    expect(graph.get('actions.ts')).toContain('turn.ts');
    expect(circles(graph)).toEqual([]);
  });

  it('the docs list every rules file once, and each imports only files listed before it', () => {
    const { listed, files, upward } = layerMismatches(doc, rulesDir);
    expect(listed).toEqual(files);
    expect(upward).toEqual([]);
  });
});
