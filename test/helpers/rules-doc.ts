/**
 * Reading a game's rules document (docs/rules/<game>.md) in tests: the generated tables pasted
 * between two markers, the rulings it defines, and the ruling ids its source cites.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The text between `begin` and `end`, which must each appear exactly once in `doc`. */
export function pastedBetween(doc: string, begin: string, end: string): string {
  expect(doc.split(begin)).toHaveLength(2);
  expect(doc.split(end)).toHaveLength(2);
  const start = doc.indexOf(begin) + begin.length;
  const stop = doc.indexOf(end);
  expect(stop).toBeGreaterThan(start);
  return doc.slice(start, stop);
}

/** Every .ts file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Ruling numbers with `prefix` (`'PW'`) cited anywhere below `sourceDir`, with the files citing each. */
export function citedRulings(sourceDir: string, prefix: string): Map<number, string[]> {
  const cited = new Map<number, string[]>();
  const pattern = new RegExp(`\\b${prefix}-(\\d+)\\b`, 'g');
  for (const file of sourceFiles(sourceDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const id = Number(match[1]);
      cited.set(id, [...(cited.get(id) ?? []), file.slice(sourceDir.length)]);
    }
  }
  return cited;
}

/** Each ruling `#### <prefix>-n — title` defined in `doc`: its number and the text of its entry. */
export function definedRulings(doc: string, prefix: string): { id: number; body: string }[] {
  const headings = [...doc.matchAll(new RegExp(`^#### ${prefix}-(\\d+) — .+$`, 'gm'))];
  return headings.map((heading) => {
    const from = (heading.index ?? 0) + heading[0].length;
    const next = doc.slice(from).search(/^#{1,4} /m);
    const to = next < 0 ? doc.length : from + next;
    return { id: Number(heading[1]), body: doc.slice(from, to) };
  });
}
