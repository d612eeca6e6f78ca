/**
 * docs/rules/magika.md §7.1 names the audience of every event type the game has (MG-50; issue 23,
 * item 12): the list of event types is read from the `MagikaEvent` union in types.ts, so a new
 * event cannot go undocumented.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../docs/rules/magika.md', import.meta.url), 'utf8');
const types = readFileSync(new URL('../../src/games/magika/types.ts', import.meta.url), 'utf8');

/** The `type` tags of the MagikaEvent union, in the order types.ts declares them. */
function eventTypes(): string[] {
  const start = types.indexOf('export type MagikaEvent =');
  expect(start).toBeGreaterThan(0);
  // The union runs to the next section rule of types.ts (Views).
  const union = types.slice(start, types.indexOf('\n// ----', start));
  return [...union.matchAll(/readonly type: '([a-zA-Z]+)';/g)].map((m) => m[1]!);
}

describe('docs/rules/magika.md §7.1: who sees each event', () => {
  it('names every event type of the game in the audience list', () => {
    const section = doc.slice(doc.indexOf('### 7.1 Events'), doc.indexOf('### 7.2'));
    const listed = new Set([...section.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]!));
    const all = eventTypes();
    expect(all.length).toBeGreaterThan(30);
    for (const type of all) expect(listed.has(type), `${type} has no audience in §7.1`).toBe(true);
  });
});
