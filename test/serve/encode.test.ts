import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMask, decodeTensor, maskBase64, PlainText, tensorBase64, toJson } from '../../src/serve/encode.js';

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
});
