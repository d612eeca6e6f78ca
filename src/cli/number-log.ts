/**
 * A list of numbers written once and read back once, in order, in memory that does not grow with
 * its length. A standard error is computed in two passes (the mean first, then the squared
 * deviations from it, as the core's `meanAndStandardError` does, to avoid cancellation); the
 * second pass needs every value again, in order, so that the sums, rounding included, are exactly
 * those of one array. Holding them would cost memory in proportion to the games: past one block
 * of {@link NumberLog.BLOCK} numbers they go to a temporary file instead (8 bytes each, in the
 * system's temporary directory, `TMPDIR`), which is removed from the directory as soon as it is
 * opened, so nothing is ever left behind, not even by SIGKILL.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError, messageOf } from './errors.js';
import { releaseTemporary, trackTemporary } from './temp-files.js';

export class NumberLog {
  /** Numbers held in memory at most (64 KiB of them). */
  static readonly BLOCK = 8192;

  private readonly block = new Float64Array(NumberLog.BLOCK);
  private used = 0;
  private spilledBlocks = 0;
  private fd: number | undefined;
  /** Set while the file still has a name (where the system refuses to unlink an open file). */
  private named: string | undefined;

  /** Numbers given so far. */
  get length(): number {
    return this.spilledBlocks * NumberLog.BLOCK + this.used;
  }

  /** Numbers held in memory now: never more than one block. */
  get inMemory(): number {
    return this.used;
  }

  push(value: number): void {
    if (this.used === NumberLog.BLOCK) this.spill();
    this.block[this.used++] = value;
  }

  /** Calls `visit` with every number, in the order given. May be called more than once. */
  forEach(visit: (value: number) => void): void {
    if (this.spilledBlocks > 0) {
      const buffer = new Float64Array(NumberLog.BLOCK);
      const bytes = new Uint8Array(buffer.buffer);
      for (let block = 0; block < this.spilledBlocks; block++) {
        let read = 0;
        while (read < bytes.length) {
          const got = this.io(() => readSync(this.fd as number, bytes, read, bytes.length - read, block * bytes.length + read));
          if (got === 0) throw new CliError(`the temporary file of the statistics in ${tmpdir()} was cut short`, 1);
          read += got;
        }
        for (const value of buffer) visit(value);
      }
    }
    for (let i = 0; i < this.used; i++) visit(this.block[i] as number);
  }

  /** Lets go of the temporary file, if there is one. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (this.named !== undefined) {
      try {
        unlinkSync(this.named);
      } catch {
        // Gone already.
      }
      releaseTemporary(this.named);
      this.named = undefined;
    }
  }

  private spill(): void {
    if (this.fd === undefined) {
      const path = join(tmpdir(), `rulebooks-stats-${randomBytes(6).toString('hex')}.f64`);
      this.fd = this.io(() => openSync(path, 'wx+', 0o600));
      try {
        // On POSIX systems the open file lives on without a name, and vanishes with the process.
        unlinkSync(path);
      } catch {
        this.named = path;
        trackTemporary(path);
      }
    }
    const bytes = new Uint8Array(this.block.buffer);
    let written = 0;
    while (written < bytes.length) {
      written += this.io(() => writeSync(this.fd as number, bytes, written, bytes.length - written, this.spilledBlocks * bytes.length + written));
    }
    this.spilledBlocks += 1;
    this.used = 0;
  }

  private io<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      throw new CliError(`cannot keep the statistics' numbers in ${tmpdir()} (set TMPDIR to another directory): ${messageOf(error)}`, 1);
    }
  }
}
