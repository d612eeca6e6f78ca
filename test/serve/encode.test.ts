import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeInt32, decodeMask, decodeTensor, maskBase64, NumberRuns, numbersBase64, PlainText, tensorBase64, toJson } from '../../src/serve/encode.js';

describe('serve encodings', () => {
  it('sends a tensor as the base64 of its float32 values, little-endian', () => {
    const tensor = new Float32Array([1, -0.5, 3.25, 0]);
    const bytes = Buffer.from(tensorBase64(tensor), 'base64');
    expect(bytes.length).toBe(16);
    expect([0, 4, 8, 12].map((at) => bytes.readFloatLE(at))).toEqual([1, -0.5, 3.25, 0]);
    // A view into a larger buffer sends only its own values.
    const inner = new Float32Array(new Float32Array([9, 1, 2, 9]).buffer, 4, 2);
    expect([...decodeTensor(tensorBase64(inner))]).toEqual([1, 2]);
  });

  it('sends a mask as one byte per action', () => {
    expect([...Buffer.from(maskBase64(new Uint8Array([1, 0, 0, 1, 1])), 'base64')]).toEqual([1, 0, 0, 1, 1]);
    expect([...decodeMask(maskBase64(new Uint8Array([0, 1])))]).toEqual([0, 1]);
  });

  it('writes responses exactly as JSON.stringify does, with plain text copied in', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 8 }), (value, depth) => {
        expect(toJson(value, depth)).toBe(JSON.stringify(value));
      }),
      { seed: 28, numRuns: 300 },
    );
    const response = { id: 1, ok: true, result: { results: [{ ok: true, result: { skip: undefined, observation: { tensor: new PlainText('AAA/'), size: 1 } } }] } };
    expect(toJson(response, 6)).toBe(JSON.stringify(response));
    expect(toJson(response, 6)).toContain('"tensor":"AAA/"');
  });

  it('sends a tensor sparse as the index and value of every entry that is not 0, offset by its base', () => {
    // Mostly zeros (and some -0, which is 0), in runs and alone, of every length around the groups of four.
    const entry = fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(-0) }, { weight: 3, arbitrary: fc.float({ noNaN: true, noDefaultInfinity: true }) });
    fc.assert(
      fc.property(fc.array(fc.array(entry, { maxLength: 23 }), { maxLength: 6 }), (rows) => {
        const runs = new NumberRuns();
        const expected: [number, number][] = [];
        let base = 0;
        for (const row of rows) {
          const tensor = new Float32Array(row);
          runs.pushSparse(tensor, base);
          tensor.forEach((value, i) => {
            if (value !== 0) expected.push([base + i, value]);
          });
          base += tensor.length;
        }
        const index = [...decodeInt32(runs.indexBase64())];
        const value = [...decodeTensor(runs.valueBase64())];
        expect(index.map((at, k) => [at, value[k]])).toEqual(expected);
      }),
      { seed: 2811, numRuns: 300 },
    );
    // It grows past its first memory, and a cleared run starts again.
    const runs = new NumberRuns();
    runs.pushSparse(new Float32Array(1000).fill(1), 0);
    expect(runs.length).toBe(1000);
    runs.clear();
    runs.push(7, 2);
    expect([...decodeInt32(runs.indexBase64())]).toEqual([7]);
    expect([...decodeInt32(numbersBase64(new Int32Array([5, -1, 2]), 2))]).toEqual([5, -1]);
  });
});
