/**
 * Issue 24, "Small": the rules of GRID Traveler are laid out in layers a reader can follow (tables
 * and cards at the bottom, then lasting effects and the end, the fights going on, the flow of
 * play, harm, the actions, and what is legal on top), with no import circle: combat, eliminate,
 * flow and magick-combat used to need one another. This walks the imports of
 * src/games/grid-traveler/rules/ and checks that no two files need each other, and that each file
 * imports only files listed before it in the layer list of docs/rules/grid-traveler.md, section 5.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, folderSources, importGraph, layerMismatches } from '../helpers/rules-layers.js';

const rulesDir = fileURLToPath(new URL('../../src/games/grid-traveler/rules/', import.meta.url));
const doc = readFileSync(new URL('../../docs/rules/grid-traveler.md', import.meta.url), 'utf8');

describe('issue 24: the layers of the GRID Traveler rules', () => {
  it('no two rules files need each other (no import circle)', () => {
    const graph = importGraph(folderSources(rulesDir));
    // The walk does see the folder's imports: the actions apply on top of the turn, and the four
    // files that made a circle still import what they need from below.
    expect(graph.get('actions.ts')).toContain('turn.ts');
    expect(graph.get('combat.ts')).toContain('magick-combat.ts');
    expect(graph.get('magick-combat.ts')).toContain('eliminate.ts');
    expect(circles(graph)).toEqual([]);
  });

  it('the docs list every rules file once, and each imports only files listed before it', () => {
    const { listed, files, upward } = layerMismatches(doc, rulesDir);
    expect(listed).toEqual(files);
    expect(upward).toEqual([]);
  });
});
