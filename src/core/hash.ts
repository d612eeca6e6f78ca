/**
 * Fingerprints of plain JSON data, for records (DESIGN §2: `result.stateHash`). They detect a
 * record that no longer replays to the game it was written from (an edited action, a different
 * rules build); they are not a signature, since anyone can recompute one.
 */

/** JSON with object keys in sorted order, so equal data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const keys = Object.keys(value).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`;
  }
  return `${out}}`;
}

/** 32-bit FNV-1a over the UTF-16 code units of `text`, from `basis`. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/**
 * A 64-bit fingerprint (16 hex digits) of a state or any JSON value, independent of key order:
 * two FNV-1a passes with different offsets over its canonical JSON.
 */
export function hashState(value: unknown): string {
  const text = canonicalJson(value);
  return hex8(fnv1a(text, 0x811c9dc5)) + hex8(fnv1a(text, 0x01234567));
}

/** A short (32-bit, 8 hex digits) fingerprint, for the per-action checkpoints of a record. */
export function shortHash(value: unknown): string {
  return hex8(fnv1a(canonicalJson(value), 0x811c9dc5));
}

// A structural hash, for the checkpoint of each action (issue 21): built from its parts' hashes,
// members of an object combined by a sum, so key order does not matter and, unlike
// `canonicalJson`, nothing is sorted or written out: a few times faster on the small values (an
// action and its events) hashed once per action on every replay path.

/** The murmur3 finaliser: spreads every bit of `h` over the whole word. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

const float = new Float64Array(1);
const words = new Uint32Array(float.buffer);

// Tags keep values of different kinds apart (the string "1" from the number 1, [] from {}).
const NULL = 0x6c8e9cf5;
const TRUE = 0x2b7e1516;
const FALSE = 0x3c6ef372;

function structuralHash(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return fmix(fnv1a(value, 0x811c9dc5) ^ value.length ^ 0x1b873593);
    case 'number':
      // As JSON writes them: -0 as 0, NaN and the infinities as null.
      if ((value | 0) === value) return fmix(Math.imul(value, 0x9e3779b1) ^ 0x5bd1e995);
      if (!Number.isFinite(value)) return NULL;
      float[0] = value;
      return fmix(fmix((words[0] as number) ^ 0x68e31da4) + (words[1] as number));
    case 'boolean':
      return value ? TRUE : FALSE;
    case 'object':
      if (value === null) return NULL;
      break;
    default:
      return NULL;
  }
  if (Array.isArray(value)) {
    let h = fmix(value.length ^ 0x7a3b9c1d);
    for (let i = 0; i < value.length; i++) h = fmix(Math.imul(h, 0x01000193) + structuralHash(value[i]));
    return h;
  }
  let sum = 0;
  let count = 0;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    // As JSON does, a member that is undefined (or a function) is left out.
    if (child === undefined || typeof child === 'function') continue;
    count += 1;
    sum = (sum + fmix(Math.imul(fnv1a(key, 0x811c9dc5), 0x9e3779b1) ^ structuralHash(child))) | 0;
  }
  return fmix(sum ^ Math.imul(count, 0x27d4eb2f) ^ 0x4f1bbcdc);
}

/**
 * A 32-bit fingerprint (8 hex digits) of plain JSON data built from its parts, independent of key
 * order (a value and its JSON round trip agree), and faster than {@link shortHash} since nothing is
 * written out: what chains the checkpoints of a record.
 */
export function structuralShortHash(value: unknown): string {
  return hex8(structuralHash(value) >>> 0);
}

/**
 * {@link hashState} of a list built one item at a time: `start`, then `add` per item, then `end`
 * gives `hashState(items)` without writing the whole list out again for each new item (a match's
 * `actionsHash`, kept as it plays).
 */
export interface ListHash {
  /** The first FNV-1a pass over the text so far (offset 0x811c9dc5). */
  readonly a: number;
  /** The second pass (offset 0x01234567). */
  readonly b: number;
  /** Items added. */
  readonly count: number;
}

/** The running {@link ListHash} of an empty list. */
export function listHashStart(): ListHash {
  return { a: fnv1a('[', 0x811c9dc5), b: fnv1a('[', 0x01234567), count: 0 };
}

/** The running {@link ListHash} once `item` is appended. */
export function listHashAdd(list: ListHash, item: unknown): ListHash {
  const text = (list.count === 0 ? '' : ',') + canonicalJson(item);
  return { a: fnv1a(text, list.a), b: fnv1a(text, list.b), count: list.count + 1 };
}

/** `hashState` of the list whose running hash is `list`. */
export function listHashEnd(list: ListHash): string {
  return hex8(fnv1a(']', list.a)) + hex8(fnv1a(']', list.b));
}
