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
