import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the real bin from source as a child process, as `node --import tsx src/cli/main.ts ...`. */
function bin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the rulebooks bin', () => {
  it('starts with a node shebang', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../../src/cli/main.ts', import.meta.url), 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs `games` and exits 0', async () => {
    const result = await bin(['games']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.length).toBeGreaterThan(0);
  });

  it('refuses an unknown game with exit 2 and one line on stderr', async () => {
    const result = await bin(['play', 'nosuchgame']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^rulebooks: unknown game "nosuchgame" [^\n]*\n$/);
  });
});
