/**
 * A small kit for reading untrusted JSON into typed values (DESIGN §8, totality). A `Schema<T>` is a
 * function that returns a fresh, plain `T` built from `input` or throws a {@link SchemaError}
 * naming the path of the first bad value (`$.race.stack[3].racer`); `parseWith` turns that into the
 * caller's {@link RuleError} code.
 *
 * Why not a schema library: the games need exact-key objects, integer ranges, literal unions and
 * cross-field checks with messages that name a rule; these few combinators do that in ~150 lines
 * with no runtime dependency, and every output is rebuilt key by key, so no `__proto__`,
 * `constructor` or extra key from the input survives into a state.
 */
import { RuleError, type RuleErrorCode } from './errors.js';

/** Reads `input` (found at `path`) into a `T`, or throws a {@link SchemaError}. */
export type Schema<T> = (input: unknown, path: string) => T;

/** The type a schema produces. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** A value that does not fit a schema; `path` says where (`$` is the whole input). */
export class SchemaError extends Error {
  constructor(
    /** Where the bad value is, e.g. `$.players[2].hand`. */
    readonly path: string,
    /** What is wrong with it. */
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'SchemaError';
  }
}

/** Throws a {@link SchemaError} at `path` unless `condition` holds: for cross-field checks. */
export function ensure(condition: unknown, path: string, problem: string): asserts condition {
  if (!condition) throw new SchemaError(path, problem);
}

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
};

/** An integer in `[min, max]`. */
export function int(min: number, max: number): Schema<number> {
  return (input, path) => {
    if (typeof input !== 'number' || !Number.isInteger(input) || input < min || input > max) {
      throw new SchemaError(path, `expected a whole number from ${min} to ${max}, got ${describe(input)}`);
    }
    return input;
  };
}

/** `true` or `false`. */
export const bool: Schema<boolean> = (input, path) => {
  if (typeof input !== 'boolean') throw new SchemaError(path, `expected true or false, got ${describe(input)}`);
  return input;
};

/** Any string of at most `maxLength` characters. */
export function str(maxLength = 1000): Schema<string> {
  return (input, path) => {
    if (typeof input !== 'string' || input.length > maxLength) {
      throw new SchemaError(path, `expected a string of at most ${maxLength} characters, got ${describe(input)}`);
    }
    return input;
  };
}

/** One of the given literals (strings, numbers, booleans or null), compared with `===`. */
export function oneOf<const T extends readonly (string | number | boolean | null)[]>(values: T): Schema<T[number]> {
  return (input, path) => {
    for (const value of values) if (value === input) return value;
    const shown = values.length > 12 ? `${values.slice(0, 12).map(String).join(', ')}, ...` : values.map(String).join(', ');
    throw new SchemaError(path, `expected one of ${shown}, got ${describe(input)}`);
  };
}

/** `null` or what `inner` reads. */
export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return (input, path) => (input === null ? null : inner(input, path));
}

/** Bounds on a list's length. */
export interface ListBounds {
  /** The fewest items allowed (default 0). */
  readonly min?: number;
  /** The most items allowed (default 10,000). */
  readonly max?: number;
}

/** A list of `item`s, with at most `max` (default 10,000) and at least `min` (default 0) of them. */
export function list<T>(item: Schema<T>, bounds: ListBounds = {}): Schema<T[]> {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? 10_000;
  return (input, path) => {
    if (!Array.isArray(input)) throw new SchemaError(path, `expected a list, got ${describe(input)}`);
    if (input.length < min || input.length > max) {
      throw new SchemaError(path, min === max ? `expected ${min} items, got ${input.length}` : `expected ${min} to ${max} items, got ${input.length}`);
    }
    const out = new Array<T>(input.length);
    for (let i = 0; i < input.length; i++) out[i] = item(input[i], `${path}[${i}]`);
    return out;
  };
}

/** A fixed-length list whose items have their own schemas. */
export function tuple<const T extends readonly Schema<unknown>[]>(...items: T): Schema<{ -readonly [K in keyof T]: Infer<T[K]> }> {
  return (input, path) => {
    if (!Array.isArray(input) || input.length !== items.length) {
      throw new SchemaError(path, `expected a list of ${items.length} items, got ${describe(input)}`);
    }
    return items.map((item, i) => item(input[i], `${path}[${i}]`)) as { -readonly [K in keyof T]: Infer<T[K]> };
  };
}

/** The fields of an {@link object} schema. */
export type Shape = Readonly<Record<string, Schema<unknown>>>;

/** The value an {@link object} schema produces. */
export type ObjectOf<F extends Shape> = { -readonly [K in keyof F]: Infer<F[K]> };

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/** True for a plain JSON object: not null, not a list, not a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An object with exactly these fields (each read by its schema; none missing, none extra). Field
 * names are checked as own properties, so `__proto__` or `constructor` in the input is an unknown
 * field, never an inherited one.
 */
export function object<F extends Shape>(fields: F): Schema<ObjectOf<F>> {
  const keys = Object.keys(fields);
  return (input, path) => {
    if (!isPlainObject(input)) throw new SchemaError(path, `expected an object, got ${describe(input)}`);
    for (const key of Object.keys(input)) {
      if (!hasOwn(fields, key)) throw new SchemaError(path, `unknown field ${JSON.stringify(key)}`);
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (!hasOwn(input, key)) throw new SchemaError(path, `missing field "${key}"`);
      out[key] = (fields[key] as Schema<unknown>)(input[key], `${path}.${key}`);
    }
    return out as ObjectOf<F>;
  };
}

/**
 * One of several object shapes, chosen by the string in field `tag` (a discriminated union, such
 * as an action or event union tagged by `type`).
 */
export function variant<K extends string, M extends Readonly<Record<string, Shape>>>(
  tag: K,
  shapes: M,
): Schema<{ [T in keyof M]: ObjectOf<M[T]> & { [P in K]: T } }[keyof M]> {
  const readers: Record<string, Schema<unknown>> = {};
  for (const name of Object.keys(shapes)) {
    readers[name] = object({ ...(shapes[name] as Shape), [tag]: oneOf([name] as const) });
  }
  const names = Object.keys(shapes).join(', ');
  return ((input: unknown, path: string) => {
    if (!isPlainObject(input)) throw new SchemaError(path, `expected an object, got ${describe(input)}`);
    const kind = input[tag];
    if (typeof kind !== 'string' || !hasOwn(readers, kind)) {
      throw new SchemaError(`${path}.${tag}`, `expected one of ${names}, got ${describe(kind)}`);
    }
    return (readers[kind] as Schema<unknown>)(input, path);
  }) as Schema<{ [T in keyof M]: ObjectOf<M[T]> & { [P in K]: T } }[keyof M]>;
}

/** A schema whose output is checked further (`check` throws a SchemaError via {@link ensure}). */
export function refine<T>(inner: Schema<T>, check: (value: T, path: string) => void): Schema<T> {
  return (input, path) => {
    const value = inner(input, path);
    check(value, path);
    return value;
  };
}

/** A schema defined later (for recursive shapes). */
export function lazy<T>(get: () => Schema<T>): Schema<T> {
  return (input, path) => get()(input, path);
}

/**
 * A schema that reads with a parser throwing RuleErrors (a game's `parseConfig`, say): its refusal
 * becomes a {@link SchemaError} at `path`, so a saved state's config is checked as configs are.
 */
export function fromParser<T>(parse: (input: unknown) => T): Schema<T> {
  return (input, path) => {
    try {
      return parse(input);
    } catch (error) {
      if (error instanceof RuleError) throw new SchemaError(path, error.message);
      throw error;
    }
  };
}

/**
 * Runs `schema` on untrusted `input` and turns a {@link SchemaError} into a {@link RuleError} with
 * `code`, `what` naming the thing read (`a Magical Athlete state`) and `rule` the rule it cites.
 */
export function parseWith<T>(schema: Schema<T>, input: unknown, code: RuleErrorCode, what: string, rule?: string): T {
  try {
    return schema(input, '$');
  } catch (error) {
    if (error instanceof SchemaError) throw new RuleError(code, `${what} is refused at ${error.path}: ${error.problem}`, rule);
    throw error;
  }
}
