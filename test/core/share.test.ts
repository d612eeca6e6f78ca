import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepClone, deepEqual, deepFreeze } from '../../src/index.js';
import { shareUnchanged } from '../../src/core/share.js';

const isDeepFrozen = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));

describe('shareUnchanged', () => {
  it('returns the old state when nothing changed', () => {
    const before = deepFreeze({ a: [1, { b: 2 }], c: 'x' });
    expect(shareUnchanged(before, deepClone(before))).toBe(before);
  });

  it('keeps unchanged subtrees by reference and freezes the new ones', () => {
    const before = deepFreeze({ racers: [{ at: 1 }, { at: 2 }, { at: 3 }], log: [] as number[] });
    const next = deepClone(before) as { racers: { at: number }[]; log: number[] };
    next.racers[1]!.at = 5;
    next.log.push(7);
    const out = shareUnchanged(before, next);
    expect(out).not.toBe(before);
    expect(out.racers[0]).toBe(before.racers[0]);
    expect(out.racers[2]).toBe(before.racers[2]);
    expect(out.racers[1]).toEqual({ at: 5 });
    expect(out.log).toEqual([7]);
    expect(isDeepFrozen(out)).toBe(true);
  });

  it('notices removed and added keys, and changed lengths', () => {
    const before = deepFreeze({ a: 1, b: 2, list: [1, 2] });
    expect(shareUnchanged(before, { a: 1, list: [1, 2] } as typeof before)).toEqual({ a: 1, list: [1, 2] });
    expect(shareUnchanged(before, { a: 1, b: 2, c: 3, list: [1, 2] } as typeof before)).not.toBe(before);
    expect(shareUnchanged(before, { a: 1, b: 2, list: [1] }).list).toEqual([1]);
    expect(shareUnchanged(before, { a: 1, b: null, list: [1, 2] } as unknown as typeof before).b).toBeNull();
  });

  it('never shares from an unfrozen input, so the output is always deeply frozen', () => {
    const before = { a: { b: 1 }, c: { d: 2 } };
    const next = deepClone(before);
    next.c.d = 3;
    const out = shareUnchanged(before, next);
    expect(out.a).not.toBe(before.a);
    expect(isDeepFrozen(out)).toBe(true);
    expect(Object.isFrozen(before)).toBe(false);
  });

  it('leaves the new state as it was: plain, unfrozen, unchanged (reduce keeps it as a twin)', () => {
    const before = deepFreeze({ racers: [{ at: 1 }, { at: 2 }], log: [1] });
    const next = deepClone(before) as { racers: { at: number }[]; log: number[] };
    next.racers[0]!.at = 4;
    const snapshot = JSON.stringify(next);
    const out = shareUnchanged(before, next);
    expect(JSON.stringify(next)).toBe(snapshot);
    expect(Object.isFrozen(next) || Object.isFrozen(next.racers) || Object.isFrozen(next.racers[0])).toBe(false);
    expect(out).not.toBe(next);
    expect(out.racers[0]).not.toBe(next.racers[0]);
    expect(out.racers[1]).toBe(before.racers[1]);
  });

  it('keeps an own __proto__ key a key in the copy', () => {
    const before = deepFreeze(JSON.parse('{"a":{"__proto__":{"x":1},"y":1}}') as { a: Record<string, unknown> });
    const next = deepClone(before);
    next.a.y = 2;
    const out = shareUnchanged(before, next);
    expect(Object.getPrototypeOf(out.a)).toBe(Object.prototype);
    expect(Object.keys(out.a)).toEqual(['__proto__', 'y']);
    expect(out.a.y).toBe(2);
  });

  it('equals the new state and shares exactly the equal subtrees, for random edits', () => {
    const json = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.integer({ min: 0, max: 3 }), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = deepFreeze(deepClone({ root: a, other: b }));
        const next = deepClone({ root: a, other: b }) as { root: unknown; other: unknown };
        next.other = deepClone(a);
        const out = shareUnchanged(before, next);
        expect(deepEqual(out, { root: a, other: a })).toBe(true);
        expect(out.root).toBe(before.root);
        if (deepEqual(a, b)) expect(out).toBe(before);
        expect(isDeepFrozen(out)).toBe(true);
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});

describe('reduce and the caller\'s own objects', () => {
  it('never freezes an unfrozen input behind its owner\'s back; the config is frozen from setup on', async () => {
    const { magicalAthlete } = await import('../../src/games/magical-athlete/index.js');
    const { createRng } = await import('../../src/index.js');
    const rng = createRng(2);
    const state = magicalAthlete.setup(magicalAthlete.defaultConfig(4), rng);
    expect(Object.isFrozen(state.config)).toBe(true);
    expect(Object.isFrozen(state.players)).toBe(false);
    const seat = magicalAthlete.actors(state)[0]!;
    const next = magicalAthlete.reduce(state, magicalAthlete.legalActions(state, seat)[0]!, rng);
    expect(isDeepFrozen(next)).toBe(true);
    // The caller's state is still theirs to change.
    expect(Object.isFrozen(state)).toBe(false);
    expect(Object.isFrozen(state.players)).toBe(false);
    expect(Object.isFrozen(state.players[0])).toBe(false);
  });

  it('answers questions about the last result from its plain twin, and stays right for older states', async () => {
    const { magicalAthlete } = await import('../../src/games/magical-athlete/index.js');
    const { createRng } = await import('../../src/index.js');
    const rng = createRng(3);
    const history = [magicalAthlete.setup(magicalAthlete.defaultConfig(4), rng)];
    for (let i = 0; i < 40; i++) {
      const state = history[history.length - 1]!;
      const seat = magicalAthlete.actors(state)[0]!;
      const legal = magicalAthlete.legalActions(state, seat);
      history.push(magicalAthlete.reduce(state, legal[i % legal.length]!, rng));
    }
    // Going back in history (an undo) reads the frozen states themselves, and branching from an
    // old state gives the same result as from a fresh copy of it.
    for (const state of [history[10]!, history[39]!, history[40]!, history[5]!]) {
      const copy = magicalAthlete.clone(state);
      const seat = magicalAthlete.actors(state)[0]!;
      expect(magicalAthlete.actors(copy)).toEqual(magicalAthlete.actors(state));
      expect(magicalAthlete.legalActions(copy, seat)).toEqual(magicalAthlete.legalActions(state, seat));
      const action = magicalAthlete.legalActions(state, seat).at(-1)!;
      const fromFrozen = magicalAthlete.reduce(state, action, createRng(9));
      magicalAthlete.apply(copy, action, createRng(9));
      expect(fromFrozen).toEqual(copy);
    }
  });
});
