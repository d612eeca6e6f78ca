/**
 * Issue 24, "Small": the rules of GRID Traveler are laid out in layers a reader can follow (tables
 * and cards at the bottom, then lasting effects and the end, the fights going on, the flow of
 * play, harm, the actions, and what is legal on top), with no import circle: combat, eliminate,
 * flow and magick-combat used to need one another. This walks the imports of
 * src/games/grid-traveler/rules/ and checks that no two files need each other, and that each file
 * imports only files listed before it in the layer list of docs/rules/grid-traveler.md, section 5.
 * The walk is the same as test/fantasy-trip/layers.test.ts's, written here, not borrowed from a
 * tool outside the repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pastedBetween } from '../helpers/rules-doc.js';

const rulesDir = fileURLToPath(new URL('../../src/games/grid-traveler/rules/', import.meta.url));
const doc = readFileSync(new URL('../../docs/rules/grid-traveler.md', import.meta.url), 'utf8');

/**
 * Runtime imports and re-exports of a sibling file (`from './x.js'`, over several lines too).
 * `import type` and `export type` are left out: they vanish at build time, so they tie nothing.
 */
const SIBLING = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]\.\/([\w.-]+)\.js['"]/gm;

/** Each file's runtime imports of the other files of its folder, by file name. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = [...text.matchAll(SIBLING)].map((m) => `${m[1]}.ts`).filter((target) => sources.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of the graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) out.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return out;
}

/** The rules folder's files and their text. */
function rulesSources(): Map<string, string> {
  const files = readdirSync(rulesDir).filter((name) => name.endsWith('.ts')).sort();
  return new Map(files.map((name) => [name, readFileSync(rulesDir + name, 'utf8')]));
}

/** The files of the documented layers, bottom first, in the order listed. */
function documentedOrder(): string[] {
  const block = pastedBetween(doc, '<!-- rules-layers:begin -->', '<!-- rules-layers:end -->');
  return [...block.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1] as string);
}

describe('issue 24: the layers of the GRID Traveler rules', () => {
  it('the walk finds a circle, over several lines, and ignores type-only imports', () => {
    const sources = new Map([
      ['a.ts', "import { b } from './b.js';\n"],
      ['b.ts', "import type { A } from './a.js';\nimport {\n  c,\n} from './c.js';\n"],
      ['c.ts', "export { a } from './a.js';\n"],
      ['d.ts', "import type { E } from './e.js';\n"],
      ['e.ts', "import { d } from './d.js';\n"],
    ]);
    expect(circles(importGraph(sources))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('no two rules files need each other (no import circle)', () => {
    const graph = importGraph(rulesSources());
    // The walk does see the folder's imports: the actions apply on top of the turn, and the four
    // files that made a circle still import what they need from below.
    expect(graph.get('actions.ts')).toContain('turn.ts');
    expect(graph.get('combat.ts')).toContain('magick-combat.ts');
    expect(graph.get('magick-combat.ts')).toContain('eliminate.ts');
    expect(circles(graph)).toEqual([]);
  });

  it('the docs list every rules file once, and each imports only files listed before it', () => {
    const order = documentedOrder();
    const sources = rulesSources();
    expect([...order].sort()).toEqual([...sources.keys()]);
    const graph = importGraph(sources);
    const upward = order.flatMap((file, i) => (graph.get(file) ?? []).filter((target) => order.indexOf(target) > i).map((target) => `${file} imports ${target}`));
    expect(upward).toEqual([]);
  });
});
