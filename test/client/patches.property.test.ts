/**
 * Property: random JSON documents and random edits, patches made by immer's produceWithPatches (as
 * a host makes them) and sent through JSON, applied by the store, give exactly the edited
 * document; and the store shares structure exactly where immer's own result does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enablePatches, produceWithPatches, type Draft } from 'immer';
import { createSeatStore, type SeatUpdate } from '../../src/client/index.js';

enablePatches();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Keys immer refuses to patch (`constructor`, `__proto__`) are left out: a host cannot send them
// as patches either, only in a full update.
const key = fc.constantFrom('a', 'b', 'c', 'hand', 'seats', '0', 'x y', 'é');
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -50, max: 50 }),
  // JSON has no -0: the transport would turn it into 0.
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x)),
  fc.string({ maxLength: 4 }),
);
const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 4 }),
  ),
}));

/** One edit: where to go (child choices, taken modulo the sizes met) and what to do there. */
interface Edit {
  readonly route: readonly number[];
  readonly kind: 'set' | 'delete' | 'insert' | 'push' | 'pop' | 'replaceView' | 'actors' | 'events';
  readonly key: string;
  readonly value: Json;
}
const edit: fc.Arbitrary<Edit> = fc.record({
  route: fc.array(fc.nat(7), { maxLength: 4 }),
  kind: fc.constantFrom('set', 'set', 'delete', 'insert', 'push', 'pop', 'replaceView', 'actors', 'events'),
  key,
  value: json,
});

function applyEdit(draft: Draft<SeatUpdate>, { route, kind, key: name, value: generated }: Edit): void {
  // A copy: immer freezes what it is given, and fast-check reuses its values while shrinking.
  const value = structuredClone(generated);
  if (kind === 'replaceView') return void (draft.view = value as never);
  if (kind === 'actors') return void (draft.actors = route.map((n) => n % 3));
  if (kind === 'events') return void (draft.events = [{ type: name }] as never);
  const root = draft as unknown as { view: Json };
  // Walk down while the route lasts and the way goes on through containers.
  let holder: Record<string, Json> | Json[] = root as Record<string, Json>;
  let at: string | number = 'view';
  for (const choice of route) {
    const here: Json | undefined = (holder as Record<string, Json>)[at as string];
    if (here === null || typeof here !== 'object') break;
    const keys: (string | number)[] = Array.isArray(here) ? here.map((_, i) => i) : Object.keys(here);
    if (keys.length === 0) break;
    holder = here;
    at = keys[choice % keys.length]!;
  }
  const target = (holder as Record<string, Json>)[at as string];
  if (Array.isArray(target)) {
    const index = route.length === 0 ? 0 : route[route.length - 1]! % (target.length + 1);
    if (kind === 'set' && index < target.length) target[index] = value;
    else if (kind === 'delete' && index < target.length) target.splice(index, 1);
    else if (kind === 'insert') target.splice(index, 0, value);
    else if (kind === 'push') target.push(value);
    else if (kind === 'pop') target.pop();
  } else if (target !== null && typeof target === 'object') {
    if (kind === 'delete' || kind === 'pop') delete target[name];
    else target[name] = value;
  } else {
    // A leaf (or a leaf view): replace it where it stands.
    (holder as Record<string, Json>)[at as string] = value;
  }
}

/**
 * Wherever immer's next document shares an object with its previous one and no patch reaches into
 * it, the store's next snapshot shares it with the store's previous snapshot. (A patch's value is
 * a copy, so what a patch carries is new on the receiving side even where immer's own result
 * reused it, e.g. the elements of an array after a splice.)
 */
function expectSameSharing(
  storePrev: unknown,
  storeNext: unknown,
  prev: unknown,
  next: unknown,
  patched: readonly (readonly (string | number)[])[],
  path: readonly (string | number)[] = [],
): number {
  if (next === null || typeof next !== 'object' || prev === null || typeof prev !== 'object') return 0;
  const reached = patched.some((p) => p.length <= path.length && p.every((k, i) => String(k) === String(path[i])));
  if (reached) return 0;
  if (next === prev) {
    expect(storeNext, path.join('.')).toBe(storePrev);
    return 1;
  }
  if (Array.isArray(next) !== Array.isArray(prev)) return 0;
  let checked = 0;
  for (const k of Object.keys(next)) {
    if (!Object.prototype.hasOwnProperty.call(prev, k)) continue;
    checked += expectSameSharing(
      (storePrev as Record<string, unknown>)[k],
      (storeNext as Record<string, unknown>)[k],
      (prev as Record<string, unknown>)[k],
      (next as Record<string, unknown>)[k],
      patched,
      [...path, k],
    );
  }
  return checked;
}

describe('createSeatStore: patches made by immer', () => {
  it('applied in order, give the edited documents and share what no patch reaches', () => {
    // How many identity checks ran in all, so that the property cannot pass by checking nothing.
    let shared = 0;
    fc.assert(
      fc.property(json, fc.array(fc.array(edit, { maxLength: 4 }), { minLength: 1, maxLength: 6 }), (view, steps) => {
        const resyncs: number[] = [];
        const store = createSeatStore({ send: () => {}, onResync: () => resyncs.push(1) });
        let doc: SeatUpdate = { viewer: 'spectator', version: 0, view, actors: [], menu: [], events: [] };
        expect(store.receive(JSON.parse(JSON.stringify({ type: 'update', version: 0, update: doc })))).toBe(true);
        for (const edits of steps) {
          const [next, patch] = produceWithPatches(doc, (draft) => {
            for (const one of edits) applyEdit(draft, one);
            draft.version = doc.version + 1;
          });
          const before = store.getSnapshot().update;
          const applied = store.receive(JSON.parse(JSON.stringify({ type: 'update', version: next.version, patch })));
          expect(applied).toBe(true);
          const after = store.getSnapshot().update;
          expect(after).toEqual(next);
          shared += expectSameSharing(before, after, doc, next, patch.map((p) => p.path));
          doc = next;
        }
        // The same update in full (a resync) changes nothing, not even the snapshot's identity.
        const last = store.getSnapshot();
        expect(store.receive(JSON.parse(JSON.stringify({ type: 'update', version: doc.version, update: doc })))).toBe(false);
        expect(store.getSnapshot()).toBe(last);
        expect(resyncs).toEqual([]);
        expect(store.getSnapshot().syncing).toBe(false);
      }),
      { seed: 2511, numRuns: 400 },
    );
    expect(shared).toBeGreaterThan(400);
  });
});
