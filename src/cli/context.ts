import type { GameEntry } from './registry.js';
import type { CliIo } from './io.js';

/** What every command gets: its arguments (after the command word), the streams and the games. */
export interface CommandContext {
  readonly args: readonly string[];
  readonly io: CliIo;
  readonly registry: readonly GameEntry[];
}

/** Writes `lines` to `out`, each ending with a newline, in one write. */
export function writeLines(out: { write(chunk: string): unknown }, lines: readonly string[]): void {
  if (lines.length > 0) out.write(`${lines.join('\n')}\n`);
}
