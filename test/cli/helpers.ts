import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import type { GameEntry } from '../../src/cli/registry.js';

const here = (path: string): string => new URL(path, import.meta.url).href;

export const sprintEntry: GameEntry = {
  id: 'sprint',
  title: 'Sprint',
  module: here('../fixtures/sprint.ts'),
  exportName: 'sprint',
};

/** The registry the brief asks for: just the fixture. */
export const registry: GameEntry[] = [sprintEntry];

export const statsRegistry: GameEntry[] = [
  { ...sprintEntry, module: here('./fixtures/sprint-with-stats.ts'), statsExportName: 'sprintStats' },
];

/** Sprint with a statistics plugin that streams (`tally`) and gives what `statsRegistry`'s gives. */
export const tallyRegistry: GameEntry[] = [
  { ...sprintEntry, module: here('./fixtures/sprint-with-tally.ts'), statsExportName: 'sprintTallyStats' },
];

/** Sprint with bots of its own (`first`, `cards`) besides `random`. */
export const botsRegistry: GameEntry[] = [
  { ...sprintEntry, module: here('./fixtures/sprint-with-bots.ts'), botsExportName: 'sprintBots' },
];

export const moreRegistry: GameEntry[] = [
  sprintEntry,
  { id: 'relay', title: 'Relay', module: here('./fixtures/other-games.ts'), exportName: 'relay' },
  { id: 'broken', title: 'Broken', module: here('./fixtures/other-games.ts'), exportName: 'broken' },
];

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function collect(stream: PassThrough): () => string {
  const chunks: string[] = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => chunks.push(chunk));
  return () => chunks.join('');
}

/**
 * Runs the CLI with in-memory streams. `input` is what stdin will hold; stdin then ends, so a
 * prompt past the script sees end of input.
 */
export async function run(
  argv: string[],
  options: { input?: string; registry?: GameEntry[]; stderrIsTTY?: boolean } = {},
): Promise<RunResult> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: options.stderrIsTTY ?? false });
  const out = collect(stdout);
  const err = collect(stderr);
  stdin.end(options.input ?? '');
  const code = await runCli(argv, { stdin, stdout, stderr }, options.registry ?? registry);
  stdout.end();
  stderr.end();
  // Let the 'data' listeners see everything written.
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: out(), stderr: err() };
}

/** Asserts the shape of every user error: exit 2 and exactly one `rulebooks:` line on stderr. */
export function isOneLineError(result: RunResult): boolean {
  return result.code === 2 && /^rulebooks: [^\n]+\n$/.test(result.stderr);
}

/** Runs the CLI with the bots fixtures, expecting success and a quiet stderr; returns stdout. */
export async function runOk(argv: string[]): Promise<string> {
  const result = await run(argv, { registry: botsRegistry });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
  return result.stdout;
}

/** A temporary folder for the calling test file, made before its tests and removed after them. */
export function useTempDir(prefix: string): { readonly path: string } {
  const held = { path: '' };
  beforeAll(async () => {
    held.path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(held.path, { recursive: true, force: true });
  });
  return held;
}
