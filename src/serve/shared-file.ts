/**
 * A file the step server writes a vector's dense observation tensors into (`vreset` with
 * `observe: "shared"`), for the client to map into its memory: the numbers then cross from one
 * process to the other as one copy into the page cache, with no scan for zeros, no base64 and no
 * JSON. The server makes the file itself, under a new random name (in `/dev/shm` where there is
 * one, a memory-backed file system, else the system's temp folder), created exclusively and
 * readable by its owner only; a client never names a path the server writes. Removed by `vclose`,
 * when the server ends, and on SIGINT, SIGTERM or SIGHUP (src/cli/temp-files.ts).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, ftruncateSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseTemporary, trackTemporary } from '../cli/temp-files.js';
import { LITTLE_ENDIAN } from './encode.js';
import { ServeError } from './errors.js';

/** Where the folders go: memory-backed `/dev/shm` on Linux, else the temp folder. */
function baseFolder(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** One vector's file: `bytes` long, rewritten whole by each frame. */
export class SharedFile {
  /** The file's absolute path, which the frames name. */
  readonly path: string;
  /** Its length in bytes. */
  readonly bytes: number;
  private fd: number | undefined;
  /** Whether this object made the file (and so may remove it). */
  private made = false;

  constructor(name: string, bytes: number) {
    this.path = join(baseFolder(), `rulebooks-serve-${process.pid}-${randomBytes(8).toString('hex')}-${name}`);
    this.bytes = bytes;
    try {
      // Created here or not at all ('wx'), owner-only: the observations are each seat's secrets.
      this.fd = openSync(this.path, 'wx+', 0o600);
      this.made = true;
      trackTemporary(this.path);
      ftruncateSync(this.fd, bytes);
    } catch (error) {
      this.remove();
      throw unwritable(this.path, error);
    }
  }

  /** Writes `values` (the whole frame) at the start of the file. */
  write(values: Float32Array): void {
    if (this.fd === undefined) throw new Error(`the shared file ${this.path} is closed`);
    let view = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
    if (!LITTLE_ENDIAN) {
      // The protocol's numbers are little-endian: a big-endian host swaps a copy.
      const swapped = new DataView(new ArrayBuffer(values.byteLength));
      values.forEach((value, i) => swapped.setFloat32(i * 4, value, true));
      view = new Uint8Array(swapped.buffer);
    }
    try {
      let at = 0;
      while (at < view.length) at += writeSync(this.fd, view, at, view.length - at, at);
    } catch (error) {
      throw unwritable(this.path, error);
    }
  }

  /** Closes and removes the file (again: nothing). */
  remove(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (!this.made) return;
    this.made = false;
    unlinkSync(this.path);
    releaseTemporary(this.path);
  }
}

/**
 * The refusal of a request whose shared file cannot be made or written: the machine's limit, not a
 * bug (a small `/dev/shm`, as containers often have, fills up), so it says what to do instead.
 */
function unwritable(path: string, error: unknown): ServeError {
  const code = (error as { code?: unknown }).code;
  return new ServeError('BAD_REQUEST', `the shared observation file ${path} could not be written (${typeof code === 'string' ? code : String(error)}): its folder may be full; use observe "tensor" or "sparse", or fewer games`);
}
