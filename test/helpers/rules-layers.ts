/**
 * The import graph of a game's `rules/` folder, for the layer tests (issues 22 and 24): which
 * files import which, its circles, and the layer order a rules record lists between
 * `<!-- rules-layers:begin -->` and `<!-- rules-layers:end -->`. The walk is written here, not
 * borrowed from a tool outside the repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { pastedBetween } from './rules-doc.js';

/**
 * Runtime imports and re-exports of a sibling file (`from './x.js'`, over several lines too).
 * `import type` and `export type` are left out: they vanish at build time, so they tie nothing.
 */
const SIBLING = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]\.\/([\w.-]+)\.js['"]/gm;

/** Each file's runtime imports of the other files of its folder, by file name. */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = [...text.matchAll(SIBLING)].map((m) => `${m[1]}.ts`).filter((target) => sources.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of the graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
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

/** The `.ts` files of a folder (a path ending in `/`) and their text. */
export function folderSources(dir: string): Map<string, string> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts')).sort();
  return new Map(files.map((name) => [name, readFileSync(dir + name, 'utf8')]));
}

/** The files of a record's documented layers, bottom first, in the order listed. */
export function documentedOrder(doc: string): string[] {
  const block = pastedBetween(doc, '<!-- rules-layers:begin -->', '<!-- rules-layers:end -->');
  return [...block.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1] as string);
}

/** Imports that reach up the documented order: `a.ts imports b.ts` where b is listed after a. */
export function upwardImports(order: readonly string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  return order.flatMap((file, i) => (graph.get(file) ?? []).filter((target) => order.indexOf(target) > i).map((target) => `${file} imports ${target}`));
}

/**
 * The documented layers of a rules folder, as the lists in `doc` name them: every rules file is
 * listed once, and each imports only files listed before it. Returns the files missing from (or
 * extra in) the docs and the upward imports, both empty when the docs and the code agree.
 */
export function layerMismatches(doc: string, rulesDir: string): { readonly listed: string[]; readonly files: string[]; readonly upward: string[] } {
  const order = documentedOrder(doc);
  const sources = folderSources(rulesDir);
  return { listed: [...order].sort(), files: [...sources.keys()], upward: upwardImports(order, importGraph(sources)) };
}
