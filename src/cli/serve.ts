import { readFile } from 'node:fs/promises';
import { MAX_LINE_BYTES, ServeHandler } from '../serve/protocol.js';
import { parseArgs } from './args.js';
import type { CommandContext } from './context.js';
import { CliError } from './errors.js';
import type { CliOutput } from './io.js';

/** The package version, read as `rulebooks --version` reads it (two levels up from src/cli and dist/cli). */
async function libraryVersion(): Promise<string> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version);
}

const NEWLINE = 0x0a;

/**
 * Splits a byte stream into lines without copying more than it must: a line inside one chunk is
 * decoded straight from it, and only a line that spans chunks is joined. A line longer than
 * `MAX_LINE_BYTES` is never held whole: its bytes are dropped as they come and it counts as one
 * over-long line.
 */
class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skipping = false;

  /** Calls `line` with each complete line of `chunk` (without its newline) or `null` for an over-long one. */
  push(chunk: Buffer, line: (text: string | null) => void): void {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end < 0) break;
      if (this.skipping) {
        this.skipping = false;
        line(null);
      } else if (this.pending.length === 0) {
        if (end - start > MAX_LINE_BYTES) line(null);
        else line(chunk.toString('utf8', start, end));
      } else {
        const bytes = this.pendingBytes + (end - start);
        if (bytes > MAX_LINE_BYTES) line(null);
        else line(Buffer.concat([...this.pending, chunk.subarray(start, end)], bytes).toString('utf8'));
        this.pending = [];
        this.pendingBytes = 0;
      }
      start = end + 1;
    }
    if (start >= chunk.length || this.skipping) return;
    const rest = chunk.length - start;
    if (this.pendingBytes + rest > MAX_LINE_BYTES) {
      // Past the limit before its end: forget what came so far and skip to the next newline.
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = true;
      return;
    }
    // A copy: the stream may reuse the chunk's memory.
    this.pending.push(Buffer.from(chunk.subarray(start)));
    this.pendingBytes += rest;
  }

  /** The last line when the input does not end with a newline (`null` if over-long), or undefined. */
  end(): string | null | undefined {
    if (this.skipping) return null;
    if (this.pendingBytes === 0) return undefined;
    return Buffer.concat(this.pending, this.pendingBytes).toString('utf8');
  }
}

/** Writes `text`, then waits for the stream to drain when it says its buffer is full. */
async function writeOut(out: CliOutput, text: string): Promise<void> {
  if (text === '') return;
  const flushed = out.write(text);
  const stream = out as CliOutput & { once?: (event: string, listener: () => void) => unknown };
  if (flushed === false && typeof stream.once === 'function') await new Promise<void>((resolve) => stream.once?.('drain', resolve));
}

/**
 * `rulebooks serve --stdio`: the step server (protocol v1, docs/protocol/serve-v1.schema.json). One
 * JSON request per line on stdin, one response line per request on stdout, in order; nothing else
 * goes to stdout. The responses to the lines of one chunk of input go out in one write, so a client
 * that sends several requests before reading pays one write for them. Exits 0 when stdin ends.
 */
export async function serveCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('serve', args, { stdio: 'switch' } as const);
  if (positionals.length > 0) throw new CliError(`serve takes no arguments, got "${positionals.join(' ')}"`);
  if (flags.stdio !== true) throw new CliError('serve needs --stdio (JSON lines over stdin and stdout, the only transport so far)');
  const handler = new ServeHandler({
    registry,
    library: await libraryVersion(),
    onInternalError: (error) => io.stderr.write(`rulebooks serve: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
  });
  const splitter = new LineSplitter();
  const answer = async (lines: (string | null)[]): Promise<void> => {
    let out = '';
    for (const line of lines) {
      // Blank lines (a trailing `\r`, an empty line between requests) are not requests.
      if (line !== null && line.trim() === '') continue;
      const response = line === null ? handler.tooLong() : handler.handleLine(line);
      out += typeof response === 'string' ? response : await response;
    }
    await writeOut(io.stdout, out);
  };
  for await (const chunk of io.stdin as AsyncIterable<Buffer | string>) {
    const lines: (string | null)[] = [];
    splitter.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk, (line) => lines.push(line));
    await answer(lines);
  }
  const last = splitter.end();
  if (last !== undefined) await answer([last]);
  // Vectors' shared files go now; a signal or an exit before this removes them too (temp-files.ts).
  handler.dispose();
  return 0;
}
