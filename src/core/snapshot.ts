/**
 * The first thing done to untrusted input (an action, a config, a saved state): a plain JSON copy,
 * read once (issue 21, DESIGN §3). A getter or a Proxy can answer one thing when a value is
 * checked and another when it is used; a game that validated one reading and ran another once
 * wrote `Object.prototype.yellow` from a DITFOI action whose `component` turned into `"__proto__"`
 * after the check. So every public function of a game parses a snapshot, and works from then on
 * only on what the parser built from it, never on the caller's object.
 */
import { RuleError, type RuleErrorCode } from './errors.js';
import { showValue } from './show-value.js';

/**
 * How much a snapshot reads before refusing: far beyond any real state (the largest, a Magika
 * state, is about 10 levels deep and 16,000 values), small enough that a hostile input cannot
 * overflow the stack or run the process out of memory.
 */
export const SNAPSHOT_LIMITS = {
  /** Nesting depth of objects and arrays. */
  depth: 100,
  /** Values in all (every object, array, string, number...; an input shared twice counts twice). */
  nodes: 1_000_000,
} as const;

/** A refusal found while reading; where it was found is the reader's current path. */
class Unreadable extends Error {}

/** `instanceof` that survives a thrown Proxy whose `getPrototypeOf` trap throws too. */
function isUnreadable(thrown: unknown): thrown is Unreadable {
  try {
    return thrown instanceof Unreadable;
  } catch {
    return false;
  }
}

/** A short description of anything a getter, a Proxy trap or a parser threw; never throws itself. */
export function thrownText(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `it threw ${thrown.name}: ${String(thrown.message)}`;
  } catch {
    // A Proxy thrown as the error can throw again from `instanceof` or its own getters.
  }
  return `it threw ${showValue(thrown)}`;
}

/** `$.players[2].hand`, or `$["odd key"]` for a key that is not an identifier. */
function pathText(path: readonly (string | number)[]): string {
  let out = '$';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  return out;
}

/**
 * A plain copy of `input` made of `null`, booleans, finite numbers, strings, arrays and objects
 * with `Object.prototype`, reading every property exactly once:
 * - objects: their own enumerable string keys (as `Object.keys` lists them), each read once;
 *   a field whose value is `undefined` is left out, as JSON leaves it out. An own `__proto__`
 *   key (JSON.parse makes one) stays an ordinary key of the copy, never its prototype, and the
 *   game's parser refuses it as an unknown field.
 * - arrays: `length` read once, then each index once. An `undefined` item or a hole is refused.
 * - refused: BigInt, symbols, functions, NaN and ±Infinity, objects whose prototype is not
 *   `Object.prototype` or `null` (class instances, Map, Date, boxed numbers), circular references,
 *   and input deeper or larger than {@link SNAPSHOT_LIMITS}.
 * - anything a getter or a Proxy trap throws (or a revoked Proxy) is caught.
 *
 * Every refusal is a {@link RuleError} with `code`, saying where: `a Psi Wars action is refused
 * at $.units[1]: a BigInt (10n) is not JSON data`. `input` itself may be `undefined` (returned as
 * is, for the parser to refuse in its own words).
 */
export function snapshotInput(input: unknown, code: RuleErrorCode, what: string): unknown {
  if (input === undefined) return undefined;
  // A string, number, boolean or null needs no walk (and no reader).
  if (input === null || (typeof input !== 'object' && typeof input !== 'function' && typeof input !== 'bigint' && typeof input !== 'symbol' && typeof input !== 'number')) return input;
  const reader: Reader = { path: [], open: [], nodes: 0 };
  try {
    return read(reader, input);
  } catch (error) {
    // `reader.path` still holds where the reader was: nothing pops it on the way out of a throw.
    const where = pathText(reader.path);
    if (isUnreadable(error)) throw new RuleError(code, `${what} is refused at ${where}: ${error.message}`);
    // A getter or a Proxy trap threw, or a revoked Proxy refused to be read.
    throw new RuleError(code, `${what} is refused at ${where}: it cannot be read: ${thrownText(error)}`);
  }
}

/**
 * Where a snapshot is: the keys from the root down to the value being read (kept up to date as it
 * descends, and turned into text only for a refusal, so that the snapshot of a small action,
 * which `reduce` takes on every call, costs a few allocations), the objects open on that way
 * (few, so a list beats a Set), and how many values were read.
 */
interface Reader {
  readonly path: (string | number)[];
  readonly open: object[];
  nodes: number;
}

function read(reader: Reader, value: unknown): unknown {
  if (++reader.nodes > SNAPSHOT_LIMITS.nodes) throw new Unreadable(`the input holds more than ${SNAPSHOT_LIMITS.nodes.toLocaleString('en')} values`);
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new Unreadable(`${String(value)} is not a finite number`);
      return value;
    case 'bigint':
      throw new Unreadable(`a BigInt (${showValue(value)}) is not JSON data`);
    case 'symbol':
      throw new Unreadable('a symbol is not JSON data');
    case 'function':
      throw new Unreadable('a function is not JSON data');
    case 'undefined':
      throw new Unreadable('undefined is not JSON data');
  }
  if (value === null) return null;
  const object = value as object;
  const open = reader.open;
  if (open.length >= SNAPSHOT_LIMITS.depth) throw new Unreadable(`the input is nested deeper than ${SNAPSHOT_LIMITS.depth} levels`);
  if (open.includes(object)) throw new Unreadable('the value refers to itself (a circular reference)');
  open.push(object);
  const out = Array.isArray(object) ? readArray(reader, object as readonly unknown[]) : readObject(reader, object);
  open.pop();
  return out;
}

function readArray(reader: Reader, array: readonly unknown[]): unknown[] {
  const length = array.length;
  if (length > SNAPSHOT_LIMITS.nodes) throw new Unreadable(`the input holds more than ${SNAPSHOT_LIMITS.nodes.toLocaleString('en')} values`);
  const out = new Array<unknown>(length);
  const path = reader.path;
  for (let i = 0; i < length; i++) {
    path.push(i);
    const item = array[i];
    if (item === undefined) throw new Unreadable('a list item is undefined or missing (JSON has no undefined)');
    out[i] = read(reader, item);
    path.pop();
  }
  return out;
}

function readObject(reader: Reader, object: object): Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(object);
  if (proto !== Object.prototype && proto !== null) {
    throw new Unreadable('expected a plain object or list, got a class instance (Map, Date, a boxed value...)');
  }
  const out: Record<string, unknown> = {};
  const path = reader.path;
  for (const key of Object.keys(object)) {
    path.push(key);
    const field = (object as Record<string, unknown>)[key];
    if (field !== undefined) {
      const copy = read(reader, field);
      // Assigning `__proto__` would set the copy's prototype: keep it as a plain key instead.
      if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
      else out[key] = copy;
    }
    path.pop();
  }
  return out;
}
