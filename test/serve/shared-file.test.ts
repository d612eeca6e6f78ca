import { closeSync, existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liveTemporaries } from '../../src/cli/temp-files.js';
import { SharedFile } from '../../src/serve/shared-file.js';

describe('a vector\'s shared observation file', () => {
  it('is made owner-only under a random name, holds each frame, and is removed once', () => {
    const file = new SharedFile('v7.f32', 12);
    expect(file.path).toMatch(/rulebooks-serve-\d+-[0-9a-f]{16}-v7\.f32$/);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(file.path).size).toBe(12);
    expect(liveTemporaries()).toContain(file.path);
    file.write(new Float32Array([1.5, 0, -2]));
    const bytes = readFileSync(file.path);
    expect([0, 4, 8].map((at) => bytes.readFloatLE(at))).toEqual([1.5, 0, -2]);
    // Two files never share a name.
    const other = new SharedFile('v7.f32', 4);
    expect(other.path).not.toBe(file.path);
    other.remove();
    file.remove();
    file.remove();
    expect(existsSync(file.path)).toBe(false);
    expect(liveTemporaries()).not.toContain(file.path);
    expect(() => file.write(new Float32Array(3))).toThrow(/is closed/);
  });

  it('refuses a frame it cannot write with BAD_REQUEST, saying what to do instead', () => {
    const file = new SharedFile('v8.f32', 8);
    // The file's descriptor closed behind its back: the write fails as a full folder would.
    closeSync((file as unknown as { fd: number }).fd);
    expect(() => file.write(new Float32Array(2))).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: expect.stringMatching(/could not be written \(EBADF\): its folder may be full; use observe "tensor" or "sparse"/) }));
    (file as unknown as { fd: number | undefined }).fd = undefined;
    file.remove();
    expect(existsSync(file.path)).toBe(false);
  });
});
