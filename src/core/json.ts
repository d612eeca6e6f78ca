/**
 * Helpers for the plain-JSON data every state, action, event and view is made of (DESIGN §3).
 * They are written for speed on that data only: no Map, Set, Date, class instance or undefined.
 */

/** A JSON value. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** A fast deep copy of plain JSON data (the default `clone` of every game). */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = deepClone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const copy = deepClone((value as Record<string, unknown>)[key]);
    // An own `__proto__` key (JSON.parse makes one) must stay a key: assigning it would set the
    // copy's prototype instead.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/**
 * A deep copy of plain JSON data that keeps every frozen object or array as it is: nobody can
 * write into it, so sharing it is safe and cheaper than copying it. What the library freezes it
 * freezes deeply (a state's config, `reduce`'s results), which this relies on.
 */
export function copyUnfrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyUnfrozen(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const copy = copyUnfrozen((value as Record<string, unknown>)[key]);
    // As in deepClone: an own `__proto__` key stays a key.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/** Structural equality of plain JSON data. Key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const key of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * Where `value` stops being JSON-safe (undefined, a function, NaN, a class instance...), as a path
 * such as `$.players[2].hand`, or `undefined` if it is plain JSON data throughout.
 */
export function findNonJson(value: unknown, path = '$'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object') return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNonJson(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return path;
  for (const key of Object.keys(value)) {
    const found = findNonJson((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Freezes `value` and everything inside it, and returns it. Tests freeze inputs to prove that the
 * pure path never writes to them.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
