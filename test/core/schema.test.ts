import { describe, expect, it } from 'vitest';
import { RuleError, SchemaError, bool, int, lazy, list, nullable, object, oneOf, parseWith, refine, ensure, str, tuple, variant, type Schema } from '../../src/index.js';

const fails = (schema: Schema<unknown>, input: unknown): SchemaError => {
  try {
    schema(input, '$');
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    return error as SchemaError;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
};

describe('schema kit', () => {
  it('reads scalars in range and refuses the rest with a path', () => {
    expect(int(0, 3)(2, '$')).toBe(2);
    expect(fails(int(0, 3), 4).problem).toContain('0 to 3');
    expect(fails(int(0, 3), 1.5).path).toBe('$');
    expect(fails(bool, 'true').problem).toContain('true or false');
    expect(fails(str(3), 'abcd').problem).toContain('at most 3');
    expect(oneOf(['a', 'b'] as const)('b', '$')).toBe('b');
    expect(fails(oneOf(['a', 'b'] as const), 'constructor').problem).toContain('expected one of a, b');
    expect(nullable(int(0, 1))(null, '$')).toBeNull();
  });

  it('objects have exactly their fields; __proto__ and constructor are unknown fields', () => {
    const point = object({ x: int(0, 9), y: int(0, 9) });
    expect(point({ x: 1, y: 2 }, '$')).toEqual({ x: 1, y: 2 });
    expect(fails(point, { x: 1 }).problem).toBe('missing field "y"');
    expect(fails(point, { x: 1, y: 2, z: 3 }).problem).toBe('unknown field "z"');
    expect(fails(point, JSON.parse('{"x":1,"y":2,"__proto__":{"z":1}}')).problem).toBe('unknown field "__proto__"');
    expect(fails(point, { x: 1, y: 2, constructor: 1 }).problem).toBe('unknown field "constructor"');
    expect(fails(point, new Date()).problem).toContain('expected an object');
    const out = point({ x: 1, y: 2 }, '$');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('lists, tuples, variants, refinements and recursion report where they fail', () => {
    expect(fails(list(int(0, 1), { max: 2 }), [0, 1, 1]).problem).toContain('0 to 2 items');
    expect(fails(list(int(0, 1)), [0, 5]).path).toBe('$[1]');
    expect(tuple(int(0, 1), bool)([1, true], '$')).toEqual([1, true]);
    const shape = variant('type', { dot: { at: int(0, 5) }, line: { from: int(0, 5), to: int(0, 5) } });
    expect(shape({ type: 'dot', at: 3 }, '$')).toEqual({ type: 'dot', at: 3 });
    expect(fails(shape, { type: 'toString' }).path).toBe('$.type');
    expect(fails(shape, { type: 'line', from: 1 }).problem).toBe('missing field "to"');
    const ordered = refine(object({ lo: int(0, 9), hi: int(0, 9) }), (v, path) => ensure(v.lo <= v.hi, path, 'lo must not exceed hi'));
    expect(fails(ordered, { lo: 3, hi: 1 }).problem).toBe('lo must not exceed hi');
    interface Tree { value: number; next: Tree | null }
    const tree: Schema<Tree> = object({ value: int(0, 9), next: nullable(lazy(() => tree)) });
    expect(fails(tree, { value: 1, next: { value: 2, next: { value: 99, next: null } } }).path).toBe('$.next.next.value');
  });

  it('parseWith turns a schema failure into a RuleError with the code and rule', () => {
    try {
      parseWith(int(0, 1), 7, 'BAD_STATE', 'a test state', 'T-1');
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).code).toBe('BAD_STATE');
      expect((error as RuleError).message).toBe('a test state is refused at $: expected a whole number from 0 to 1, got 7 [T-1]');
    }
  });
});
