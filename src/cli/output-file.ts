/**
 * Files the command writes (`simulate --jsonl/--out`, `merge --jsonl/--out`, `export`'s dataset,
 * `play --save`). The rules, documented in docs/guides/scaling-out.md:
 *
 * - Every path is checked before any game is played: its directory must exist and be a directory,
 *   and the path must not be a directory, so a long run never fails at its end for a typo.
 * - A regular file is written under a temporary name beside it (`NAME.<12 hex digits>.partial`)
 *   and renamed into place once complete, so no reader, and no kill, ever sees a half-written file
 *   under the final name. A device or a pipe (`/dev/stdout`) is written directly.
 * - A symbolic link is written through: its target gets the new content (created if missing) and
 *   the link stays, as a shell's `>` does. A hard link is not followed that way: the name given
 *   gets a new file and the other names keep the old content.
 * - Two outputs of one command that are the same file (the same path spelled two ways, a link to
 *   the other, a hard link) are refused: one would silently overwrite the other.
 */
import { randomBytes } from 'node:crypto';
import { lstat, open, readlink, realpath, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CliError, messageOf } from './errors.js';
import { releaseTemporary, trackTemporary } from './temp-files.js';

/** The end of every temporary file name: `NAME.<12 hex digits>.partial`. */
export const TEMPORARY_SUFFIX = /\.[0-9a-f]{12}\.partial$/;

/** Where one output goes, worked out before anything is played. */
export interface OutputTarget {
  /** How messages name it: `--jsonl`, `--out`, `--save`. */
  readonly label: string;
  /** The path as given. */
  readonly path: string;
  /** The path once symbolic links are followed: the file that gets the content. */
  readonly destination: string;
  /** True for a device or a pipe, which is written directly rather than renamed into place. */
  readonly special: boolean;
  /** The destination's directory resolved to its real path, plus its name: one spelling per file. */
  readonly resolved: string;
  /** `device:inode` of the destination when it exists, which hard links share. */
  readonly inode: string | undefined;
}

/** Short reasons for the errors a path check meets; others keep the system's message. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined ? REASONS[code] : undefined) ?? messageOf(error);
}

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/**
 * Checks that `path` can be written and works out where its content goes (see the rules above).
 * Throws a CliError (exit 2) naming `label` and the path, and why.
 */
export async function planOutput(label: string, path: string): Promise<OutputTarget> {
  const refuse = (reason: string): CliError => new CliError(`${label}: cannot write ${path}: ${reason}`);
  let destination = path;
  for (let hops = 0; ; hops++) {
    let isLink: boolean;
    try {
      isLink = (await lstat(destination)).isSymbolicLink();
    } catch (error) {
      if (codeOf(error) === 'ENOENT') break;
      if (codeOf(error) === 'ENOTDIR') throw refuse(`${dirname(destination)} is not a directory`);
      throw refuse(reasonOf(error));
    }
    if (!isLink) break;
    if (hops >= 40) throw refuse(REASONS.ELOOP as string);
    destination = resolve(dirname(destination), await readlink(destination));
  }
  const directory = dirname(destination);
  let realDirectory: string;
  try {
    if (!(await stat(directory)).isDirectory()) throw refuse(`${directory} is not a directory`);
    realDirectory = await realpath(directory);
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (codeOf(error) === 'ENOENT') throw refuse(`the directory ${directory} does not exist`);
    if (codeOf(error) === 'ENOTDIR') throw refuse(`${directory} is not a directory`);
    throw refuse(reasonOf(error));
  }
  const info = await stat(destination).catch(() => undefined);
  if (info?.isDirectory() === true) throw refuse('it is a directory');
  return {
    label,
    path,
    destination,
    special: info !== undefined && !info.isFile(),
    resolved: join(realDirectory, basename(destination)),
    inode: info === undefined ? undefined : `${info.dev}:${info.ino}`,
  };
}

/** Refuses two of `targets` that are one file: same real path, or same inode (a hard link). */
export function refuseSameFile(targets: readonly OutputTarget[]): void {
  targets.forEach((a, i) => {
    for (const b of targets.slice(i + 1)) {
      if (a.resolved === b.resolved || (a.inode !== undefined && a.inode === b.inode)) {
        throw new CliError(`${a.label} ${a.path} and ${b.label} ${b.path} are the same file: one would overwrite the other`);
      }
    }
  });
}

/** Text queued before a write: a few large writes rather than one per line. */
const FLUSH_AT = 1 << 16;

/**
 * One output being written. Lines are queued and written in large pieces; {@link commit} renames
 * the complete file into place, {@link discard} removes what was written.
 */
export class OutputFile {
  private queue: string[] = [];
  private queued = 0;
  private done = false;

  private constructor(
    readonly target: OutputTarget,
    private readonly handle: FileHandle,
    /** The temporary file written, or undefined for a device or a pipe. */
    readonly temporary: string | undefined,
  ) {}

  /** Opens `target` for writing: its temporary file, or the device itself. */
  static async open(target: OutputTarget): Promise<OutputFile> {
    // Random rather than the process id: pods on a shared volume may all run as the same pid.
    const temporary = target.special ? undefined : `${target.destination}.${randomBytes(6).toString('hex')}.partial`;
    // Tracked before it exists: the file appears when the open's system call returns, but the code
    // after the await runs later, and a SIGTERM in between would otherwise leave it behind.
    if (temporary !== undefined) trackTemporary(temporary);
    try {
      // 'wx': never reuse a file that is there, even a stray temporary one.
      const handle = await open(temporary ?? target.destination, temporary === undefined ? 'w' : 'wx');
      return new OutputFile(target, handle, temporary);
    } catch (error) {
      if (temporary !== undefined) releaseTemporary(temporary);
      throw new CliError(`${target.label}: cannot write ${target.path}: ${reasonOf(error)}`);
    }
  }

  /** Queues `text`; writes the queue once it is long (await the promise when one is returned). */
  add(text: string): Promise<void> | undefined {
    this.queue.push(text);
    this.queued += text.length;
    return this.queued >= FLUSH_AT ? this.flush() : undefined;
  }

  /** Writes everything queued. */
  async flush(): Promise<void> {
    if (this.queue.length === 0) return;
    const text = this.queue.join('');
    this.queue = [];
    this.queued = 0;
    try {
      await this.handle.write(text);
    } catch (error) {
      throw new CliError(`cannot write ${this.target.path}: ${reasonOf(error)}`, 1);
    }
  }

  /** Writes what is queued, closes the file and gives it its final name. */
  async commit(): Promise<void> {
    if (this.done) return;
    await this.flush();
    this.done = true;
    try {
      await this.handle.close();
      if (this.temporary !== undefined) await rename(this.temporary, this.target.destination);
    } catch (error) {
      await this.removeTemporary();
      throw new CliError(`cannot write ${this.target.path}: ${reasonOf(error)}`, 1);
    }
    if (this.temporary !== undefined) releaseTemporary(this.temporary);
  }

  /** Closes the file and removes what was written; the final name is left as it was. */
  async discard(): Promise<void> {
    if (this.done) return;
    this.done = true;
    await this.handle.close().catch(() => {});
    await this.removeTemporary();
  }

  private async removeTemporary(): Promise<void> {
    if (this.temporary === undefined) return;
    await unlink(this.temporary).catch(() => {});
    releaseTemporary(this.temporary);
  }
}

/**
 * Opens every target, or none: if one cannot be opened, those already open are removed. Call it
 * after {@link refuseSameFile}.
 */
export async function openAll(targets: readonly OutputTarget[]): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  try {
    for (const target of targets) files.push(await OutputFile.open(target));
    return files;
  } catch (error) {
    await discardAll(files);
    throw error;
  }
}

/** Renames every file into place, one after another, once all of them are complete. */
export async function commitAll(files: readonly OutputFile[]): Promise<void> {
  for (const file of files) await file.flush();
  try {
    for (const file of files) await file.commit();
  } catch (error) {
    await discardAll(files);
    throw error;
  }
}

/** Removes what every file wrote. */
export async function discardAll(files: readonly OutputFile[]): Promise<void> {
  for (const file of files) await file.discard();
}
