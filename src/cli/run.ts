import { readFile } from 'node:fs/promises';
import { compareCommand } from './compare.js';
import type { CommandContext } from './context.js';
import { CliError, reportError } from './errors.js';
import { exportCommand } from './export.js';
import { gamesCommand } from './games.js';
import { mergeCommand } from './merge.js';
import type { CliIo } from './io.js';
import { playCommand } from './play.js';
import { defaultRegistry, type GameEntry } from './registry.js';
import { replayCommand } from './replay.js';
import { serveCommand } from './serve.js';
import { simulateCommand } from './simulate.js';
import { USAGE } from './usage.js';

const COMMANDS: Record<string, (context: CommandContext) => Promise<number>> = {
  games: gamesCommand,
  play: playCommand,
  simulate: simulateCommand,
  compare: compareCommand,
  merge: mergeCommand,
  replay: replayCommand,
  export: exportCommand,
  serve: serveCommand,
};

async function version(): Promise<string> {
  // Two levels up from both src/cli/run.ts and the built dist/cli/main.js.
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version);
}

/**
 * Runs the `rulebooks` command with `argv` (the words after `rulebooks`) and returns its exit code.
 * Everything goes through `io`, so tests can run it with in-memory streams and their own registry.
 * User errors are one `rulebooks: ...` line on stderr and exit code 2.
 */
export async function runCli(argv: readonly string[], io: CliIo, registry: readonly GameEntry[] = defaultRegistry): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined) {
      io.stderr.write(USAGE);
      return 2;
    }
    if (command === '--help' || command === '-h' || command === 'help' || args.includes('--help') || args.includes('-h')) {
      io.stdout.write(USAGE);
      return 0;
    }
    if (command === '--version') {
      io.stdout.write(`${await version()}\n`);
      return 0;
    }
    const run = Object.prototype.hasOwnProperty.call(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (run === undefined) throw new CliError(`unknown command "${command}" (see rulebooks --help)`);
    return await run({ args, io, registry });
  } catch (error) {
    return reportError(io.stderr, error);
  }
}
