/**
 * How the step server puts numbers on the wire (protocol v1, docs/protocol/serve-v1.schema.json):
 * a tensor as the base64 of its float32 bytes, little-endian, and a mask as the base64 of one byte
 * per action. Both are read straight from the typed array's memory, never number by number through
 * JSON, which is what makes batched stepping with tensors cheap.
 */
import { endianness } from 'node:os';

/** True where the machine stores floats little-endian already (every platform Node ships for today). */
export const LITTLE_ENDIAN = endianness() === 'LE';

/** The base64 of `tensor`'s float32 values, little-endian, as the protocol sends tensors. */
export function tensorBase64(tensor: Float32Array): string {
  return numbersBase64(tensor, tensor.length);
}

/**
 * The base64 of the first `length` values of `values` (float32 or int32), little-endian: how the
 * protocol sends every run of numbers (tensors, sparse indices and values, the vector ops' legal ids
 * and offsets). Read straight from the array's memory on a little-endian host.
 */
export function numbersBase64(values: Float32Array | Int32Array, length: number): string {
  const byteLength = length * 4;
  if (LITTLE_ENDIAN) return Buffer.from(values.buffer, values.byteOffset, byteLength).toString('base64');
  // A big-endian host swaps each value into the protocol's byte order.
  const bytes = Buffer.alloc(byteLength);
  const float = values instanceof Float32Array;
  for (let i = 0; i < length; i++) {
    if (float) bytes.writeFloatLE(values[i] as number, i * 4);
    else bytes.writeInt32LE(values[i] as number, i * 4);
  }
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

/** The int32 values of a protocol run of indices or ids (the inverse of {@link numbersBase64} on an Int32Array). */
export function decodeInt32(text: string): Int32Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt32LE(i * 4);
  return out;
}

/** The bytes of a protocol mask (the inverse of {@link maskBase64}). */
export function decodeMask(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * Growing runs of int32 and float32 numbers, reused from request to request: the sparse form of
 * tensors (flat index and value of every entry that is not 0) and the vector ops' legal ids.
 */
export class NumberRuns {
  /** The indices (or ids) written so far: the first {@link length} entries of `index`. */
  index = new Int32Array(256);
  /** The values, beside the indices (sparse tensors only). */
  value = new Float32Array(256);
  /** How many entries are written. */
  length = 0;

  /** Forgets what was written (the memory stays, for the next request). */
  clear(): void {
    this.length = 0;
  }

  /** Appends one index (and value). */
  push(index: number, value = 0): void {
    if (this.length === this.index.length) this.grow();
    this.index[this.length] = index;
    this.value[this.length] = value;
    this.length += 1;
  }

  /** Appends the entries of `tensor` that are not 0, their indices offset by `base`. */
  pushSparse(tensor: Float32Array, base: number): void {
    const n = tensor.length;
    while (this.length + n > this.index.length) this.grow();
    const index = this.index;
    const value = this.value;
    // Measured: scanning was a tenth of a Psi Wars step through the server. Four numbers at a time
    // by their bits (an OR of four int32s is 0 only when all four are +0) skip the zero runs of a
    // one-hot tensor with one branch; a -0 passes that test and is dropped by the float test after.
    const bits = new Int32Array(tensor.buffer, tensor.byteOffset, n);
    const whole = n - (n % 4);
    let k = this.length;
    for (let at = 0; at < whole; at += 4) {
      if (((bits[at] as number) | (bits[at + 1] as number) | (bits[at + 2] as number) | (bits[at + 3] as number)) === 0) continue;
      for (let i = at; i < at + 4; i++) {
        const v = tensor[i] as number;
        if (v !== 0) {
          index[k] = base + i;
          value[k] = v;
          k += 1;
        }
      }
    }
    for (let i = whole; i < n; i++) {
      const v = tensor[i] as number;
      if (v !== 0) {
        index[k] = base + i;
        value[k] = v;
        k += 1;
      }
    }
    this.length = k;
  }

  /** The indices written, as the protocol sends them. */
  indexBase64(): string {
    return numbersBase64(this.index, this.length);
  }

  /** The values written, as the protocol sends them. */
  valueBase64(): string {
    return numbersBase64(this.value, this.length);
  }

  private grow(): void {
    const index = new Int32Array(this.index.length * 2);
    index.set(this.index);
    const value = new Float32Array(this.value.length * 2);
    value.set(this.value);
    this.index = index;
    this.value = value;
  }
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
