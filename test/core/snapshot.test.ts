import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { SNAPSHOT_LIMITS, snapshotInput } from '../../src/core/snapshot.js';
import { showValue } from '../../src/core/show-value.js';

const refused = (input: unknown, pattern: RegExp): RuleError => {
  let caught: unknown;
  try {
    snapshotInput(input, 'MALFORMED_ACTION', 'an action');
  } catch (error) {
    caught = error;
  }
  expect(caught, 'a RuleError').toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('MALFORMED_ACTION');
  expect((caught as RuleError).message).toMatch(pattern);
  return caught as RuleError;
};

describe('snapshotInput', () => {
  it('copies plain JSON data into fresh objects and arrays', () => {
    const input = { type: 'move', player: 1, path: [{ q: 1, r: -1 }, { q: 0, r: 0 }], note: null, ok: true };
    const copy = snapshotInput(input, 'MALFORMED_ACTION', 'an action') as typeof input;
    expect(copy).toEqual(input);
    expect(copy).not.toBe(input);
    expect(copy.path).not.toBe(input.path);
    expect(copy.path[0]).not.toBe(input.path[0]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(snapshotInput('text', 'BAD_STATE', 'x')).toBe('text');
    expect(snapshotInput(undefined, 'BAD_STATE', 'x')).toBeUndefined();
  });

  it('accepts null-prototype objects (Object.create(null)) and copies them as plain objects', () => {
    const input = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    const copy = snapshotInput(input, 'BAD_CONFIG', 'a config') as Record<string, unknown>;
    expect(copy).toEqual({ a: 1 });
  });

  it('drops object fields whose value is undefined, as JSON does', () => {
    expect(snapshotInput({ a: 1, b: undefined }, 'BAD_CONFIG', 'a config')).toStrictEqual({ a: 1 });
  });

  it('reads each property exactly once, so a getter that changes its answer is seen once', () => {
    let reads = 0;
    const input = {
      type: 'move',
      get player() {
        reads++;
        return reads === 1 ? 0 : 1;
      },
    };
    const copy = snapshotInput(input, 'MALFORMED_ACTION', 'an action') as { player: number };
    expect(reads).toBe(1);
    expect(copy.player).toBe(0);
    expect(copy.player).toBe(0);
    expect(reads).toBe(1);
  });

  it('reads each property of a Proxy once and keeps a plain copy', () => {
    const reads = new Map<string | symbol, number>();
    const proxy = new Proxy(
      { type: 'move', player: 0, to: [1, 2] },
      {
        get(target, key, receiver) {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    const copy = snapshotInput(proxy, 'MALFORMED_ACTION', 'an action');
    expect(copy).toEqual({ type: 'move', player: 0, to: [1, 2] });
    expect(reads.get('type')).toBe(1);
    expect(reads.get('player')).toBe(1);
    expect(reads.get('to')).toBe(1);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('keeps an own __proto__ key as a key, never as the prototype', () => {
    const input = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as unknown;
    const copy = snapshotInput(input, 'BAD_STATE', 'a state') as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['a', '__proto__']);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses BigInt, symbols and functions, naming where they are', () => {
    refused({ player: 1n }, /\$\.player: .*BigInt/);
    refused({ a: [Symbol('x')] }, /\$\.a\[0\]: .*symbol/);
    refused({ f: () => 1 }, /\$\.f: .*function/);
    refused(10n, /\$: .*BigInt/);
  });

  it('refuses undefined and holes in arrays, and numbers JSON cannot hold', () => {
    refused({ a: [1, undefined] }, /\$\.a\[1\]/);
    // eslint-disable-next-line no-sparse-arrays
    refused({ a: [1, , 3] }, /\$\.a\[1\]/);
    refused({ a: NaN }, /\$\.a: .*finite/);
    refused({ a: Infinity }, /\$\.a: .*finite/);
    refused([-Infinity], /\$\[0\]: .*finite/);
  });

  it('refuses class instances, boxed values, Maps and Dates', () => {
    class Move {
      type = 'move';
    }
    refused(new Move(), /plain object/);
    refused({ at: new Date(0) }, /\$\.at: .*plain object/);
    refused({ m: new Map() }, /\$\.m: .*plain object/);
    refused({ n: new Number(1) }, /\$\.n: .*plain object/);
  });

  it('refuses circular references but copies a shared (acyclic) one twice', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    refused(loop, /\$\.self: .*refers to itself/);
    const list: unknown[] = [];
    list.push({ inner: list });
    refused(list, /\$\[0\]\.inner/);
    const shared = { x: 1 };
    const copy = snapshotInput({ a: shared, b: shared }, 'BAD_STATE', 'a state') as { a: object; b: object };
    expect(copy).toEqual({ a: { x: 1 }, b: { x: 1 } });
    expect(copy.a).not.toBe(copy.b);
  });

  it('refuses absurd depth and size without overflowing the stack', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    refused(deep, /deeper than/);
    // A value that doubles at every level: tiny as a graph, enormous as JSON.
    let wide: unknown = 0;
    for (let i = 0; i < 40; i++) wide = [wide, wide];
    refused(wide, /more than/);
    refused({ list: new Array(SNAPSHOT_LIMITS.nodes + 1).fill(0) }, /more than/);
  });

  it('turns anything a getter or a Proxy trap throws into the caller\u2019s RuleError', () => {
    refused({ get a(): never { throw new Error('boom'); } }, /\$\.a: .*boom/);
    refused(new Proxy({}, { ownKeys: () => { throw new TypeError('no keys'); } }), /no keys/);
    refused(new Proxy({}, { getPrototypeOf: () => { throw 'a string'; } }), /a string/);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    refused(revocable.proxy, /\$: /);
    refused({ a: revocable.proxy }, /\$\.a: /);
    // Even a thrown value that cannot be turned into text.
    refused({ get a(): never { throw Object.create(null); } }, /\$\.a: /);
    refused({ get a(): never { throw new Proxy({}, { get: () => { throw new Error('x'); }, getPrototypeOf: () => { throw new Error('y'); } }); } }, /\$\.a: /);
  });

  it('reads a Proxy of an array by length and index, once each', () => {
    let lengthReads = 0;
    const proxy = new Proxy([1, 2, 3], {
      get(target, key, receiver) {
        if (key === 'length') lengthReads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(snapshotInput(proxy, 'BAD_STATE', 'a state')).toEqual([1, 2, 3]);
    expect(lengthReads).toBe(1);
  });

  it('uses the code and the name of the thing read in its message', () => {
    let caught: unknown;
    try {
      snapshotInput({ a: 1n }, 'BAD_CONFIG', 'a Psi Wars config');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).code).toBe('BAD_CONFIG');
    expect((caught as RuleError).message).toMatch(/^a Psi Wars config is refused at \$\.a: /);
  });
});

describe('showValue', () => {
  it('shows any value as short text and never throws', () => {
    const loop: Record<string, unknown> = {};
    loop.loop = loop;
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const cases: [unknown, RegExp][] = [
      ['abc', /^"abc"$/],
      [3, /^3$/],
      [-0, /^0$/],
      [null, /^null$/],
      [undefined, /^undefined$/],
      [10n, /^10n$/],
      [Symbol('s'), /symbol/],
      [() => 1, /function/],
      [loop, /object/],
      [[1, 2], /^\[1,2\]$/],
      [{ a: 1 }, /^\{"a":1\}$/],
      [Object.create(null), /^\{\}$/],
      [revocable.proxy, /object/],
      ['x'.repeat(500), /\.\.\."$/],
    ];
    for (const [value, pattern] of cases) expect(showValue(value)).toMatch(pattern);
    expect(showValue({ long: 'y'.repeat(500) }).length).toBeLessThan(100);
  });
});
