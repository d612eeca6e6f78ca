/**
 * How the step server puts numbers on the wire (protocol v1, docs/protocol/serve-v1.schema.json):
 * a tensor as the base64 of its float32 bytes, little-endian, and a mask as the base64 of one byte
 * per action. Both are read straight from the typed array's memory, never number by number through
 * JSON, which is what makes batched stepping with tensors cheap.
 */
import { endianness } from 'node:os';

/** True where the machine stores floats little-endian already (every platform Node ships for today). */
const LITTLE_ENDIAN = endianness() === 'LE';

/** The base64 of `tensor`'s float32 values, little-endian, as the protocol sends tensors. */
export function tensorBase64(tensor: Float32Array): string {
  if (LITTLE_ENDIAN) return Buffer.from(tensor.buffer, tensor.byteOffset, tensor.byteLength).toString('base64');
  // A big-endian host swaps each value into the protocol's byte order.
  const bytes = Buffer.alloc(tensor.byteLength);
  for (let i = 0; i < tensor.length; i++) bytes.writeFloatLE(tensor[i] as number, i * 4);
  return bytes.toString('base64');
}

/** The base64 of `mask`'s bytes (1 legal, 0 not), as the protocol sends legal-action masks. */
export function maskBase64(mask: Uint8Array): string {
  return Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength).toString('base64');
}

/** The float32 values of a protocol tensor (the inverse of {@link tensorBase64}), for tests and clients in JS. */
export function decodeTensor(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Float32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

/** The bytes of a protocol mask (the inverse of {@link maskBase64}). */
export function decodeMask(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * A string known to need no JSON escaping (base64), written into a response as it is. Measured:
 * `JSON.stringify` scans a 30 kB string at about 0.2 ms, more than a whole step of most games, so
 * tensors and masks skip it. `toJSON` keeps a plain `JSON.stringify` of a response correct.
 */
export class PlainText {
  /** The text: only characters JSON takes unescaped inside a string (base64's do). */
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** The text, for a plain `JSON.stringify`. */
  toJSON(): string {
    return this.text;
  }
}

/**
 * `value` as JSON, the same text `JSON.stringify` gives, except that a {@link PlainText} in the top
 * `depth` levels is copied in without being scanned. Below that depth, values go to
 * `JSON.stringify` whole (a view, an action, a config).
 */
export function toJson(value: unknown, depth: number): string {
  if (value instanceof PlainText) return `"${value.text}"`;
  if (depth <= 0 || value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + toJson(value[i], depth - 1);
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function') continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${toJson(item, depth - 1)}`;
    first = false;
  }
  return `${out}}`;
}
