// Killing the real bin while it writes: a run stopped by SIGTERM (a scheduler's time limit, a
// cancelled job) or Ctrl-C removes its temporary files, and even SIGKILL, which no process can
// answer, leaves nothing under a final name: only a temporary `*.partial` file that merge refuses.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { exportFiles } from '../../src/cli/export.js';
import { isOneLineError, run } from './helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'rulebooks-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** More games than any of these runs can finish before it is killed. */
const ENDLESS = '1000000';

const children: ChildProcess[] = [];
// A test that fails before its kill must not leave an endless run behind.
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the real bin from source, as `node --import tsx src/cli/main.ts ...`. */
function start(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  return child;
}

/** How the child ended: its exit code, or the signal that ended it. */
function ended(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
}

/**
 * Waits until a file of `dir` whose name ends in `.partial` holds at least `bytes` bytes: the run
 * is then writing for sure. Polls the directory; the test's own timeout bounds the wait, and a
 * child that exits first fails the wait at once.
 */
async function writing(dir: string, child: ChildProcess, bytes: number): Promise<string> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the child ended before it wrote anything (exit ${child.exitCode})`);
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.partial')) : [];
    const big = names.find((name) => {
      try {
        return statSync(join(dir, name)).size >= bytes;
      } catch {
        return false;
      }
    });
    if (big !== undefined) return big;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a killed simulate', () => {
  it('leaves no file at all after SIGTERM, with workers', async () => {
    const dir = mkdtempSync(join(scratch, 'sim-term-'));
    const child = start(['simulate', 'psi-wars', '--games', ENDLESS, '--workers', '2', '--out', join(dir, 'shard.out'), '--jsonl', join(dir, 'rows.jsonl')]);
    const exit = ended(child);
    // The rows file gets its first lines only once games are done: wait for it, not the header.
    await writing(dir, child, 2000);
    child.kill('SIGTERM');
    const { signal, code } = await exit;
    expect(signal ?? code).toBe('SIGTERM');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves no file at all after SIGINT, on the main thread', async () => {
    const dir = mkdtempSync(join(scratch, 'sim-int-'));
    const child = start(['simulate', 'psi-wars', '--games', ENDLESS, '--workers', '1', '--out', join(dir, 'shard.out')]);
    const exit = ended(child);
    await writing(dir, child, 2000);
    child.kill('SIGINT');
    const { signal, code } = await exit;
    expect(signal ?? code).toBe('SIGINT');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves only a temporary file after SIGKILL, which merge refuses by name', async () => {
    const dir = mkdtempSync(join(scratch, 'sim-kill-'));
    const child = start(['simulate', 'psi-wars', '--games', ENDLESS, '--workers', '1', '--out', join(dir, 'shard.out'), '--jsonl', join(dir, 'rows.jsonl')]);
    const exit = ended(child);
    await writing(dir, child, 2000);
    child.kill('SIGKILL');
    expect((await exit).signal).toBe('SIGKILL');
    const names = readdirSync(dir);
    expect(names).not.toContain('shard.out');
    expect(names).not.toContain('rows.jsonl');
    const partial = names.find((name) => name.startsWith('shard.out.'));
    expect(partial).toMatch(/^shard\.out\.[0-9a-f]{12}\.partial$/);
    const merged = await run(['merge', join(dir, partial!)]);
    expect(isOneLineError(merged), merged.stderr).toBe(true);
    expect(merged.stderr).toContain(`${join(dir, partial!)} is the temporary file of a run that did not finish`);
  });
});

describe('a killed play --save', () => {
  it('removes its temporary record on SIGTERM, even in the middle of a long bot game', async () => {
    const dir = mkdtempSync(join(scratch, 'play-term-'));
    // Searching bots take a minute a game: the signal arrives between two of their moves.
    const child = start(['play', 'magical-athlete', '--bot', 'mcts:300', '--save', join(dir, 'record.json')]);
    const exit = ended(child);
    await writing(dir, child, 0);
    child.kill('SIGTERM');
    const { signal, code } = await exit;
    expect(signal ?? code).toBe('SIGTERM');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('a killed export', () => {
  const names = Object.values(exportFiles('psi-wars'));

  it('leaves no file after SIGTERM, and an older dataset in place untouched', async () => {
    const dir = mkdtempSync(join(scratch, 'export-term-'));
    for (const name of names) writeFileSync(join(dir, name), `old ${name}\n`);
    const child = start(['export', 'psi-wars', '--games', ENDLESS, '--out', dir]);
    const exit = ended(child);
    await writing(dir, child, 2000);
    child.kill('SIGTERM');
    const { signal, code } = await exit;
    expect(signal ?? code).toBe('SIGTERM');
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    for (const name of names) expect(readFileSync(join(dir, name), 'utf8')).toBe(`old ${name}\n`);
  });

  it('leaves nothing under a final name after SIGKILL', async () => {
    const dir = mkdtempSync(join(scratch, 'export-kill-'));
    const child = start(['export', 'psi-wars', '--games', ENDLESS, '--out', dir]);
    const exit = ended(child);
    await writing(dir, child, 2000);
    child.kill('SIGKILL');
    expect((await exit).signal).toBe('SIGKILL');
    const left = readdirSync(dir);
    for (const name of names) expect(left).not.toContain(name);
    for (const name of left) expect(name).toMatch(/\.[0-9a-f]{12}\.partial$/);
  });
});
