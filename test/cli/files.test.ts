// The files the command writes: paths refused before any game is played, two outputs that are one
// file, symbolic links written through to their target, and directories that cannot be made.
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportFiles } from '../../src/cli/export.js';
import { OutputFile, planOutput } from '../../src/cli/output-file.js';
import { liveTemporaries } from '../../src/cli/temp-files.js';
import { isOneLineError, moreRegistry, run } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'rulebooks-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fresh = (name: string): string => mkdtempSync(join(root, `${name}-`));
const SIM = ['simulate', 'sprint', '--games', '3', '--workers', '1'];

describe('two outputs that are the same file', () => {
  it('refuses --jsonl X --out X, writing nothing', async () => {
    const dir = fresh('same');
    const file = join(dir, 'x.jsonl');
    const result = await run([...SIM, '--jsonl', file, '--out', file]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(`--jsonl ${file} and --out ${file} are the same file`);
    expect(result.stdout).toBe('');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses two spellings of one path', async () => {
    const dir = fresh('spelled');
    mkdirSync(join(dir, 'sub'));
    const result = await run([...SIM, '--jsonl', join(dir, 'x.jsonl'), '--out', `${join(dir, 'sub')}/../x.jsonl`]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('are the same file');
  });

  it('refuses a symbolic link to the other output, and a hard link to it, leaving both alone', async () => {
    const dir = fresh('linked');
    const file = join(dir, 'rows.jsonl');
    writeFileSync(file, 'keep\n');
    symlinkSync(file, join(dir, 'soft.out'));
    linkSync(file, join(dir, 'hard.out'));
    for (const other of ['soft.out', 'hard.out']) {
      const result = await run([...SIM, '--jsonl', file, '--out', join(dir, other)]);
      expect(isOneLineError(result), result.stderr).toBe(true);
      expect(result.stderr).toContain('are the same file');
    }
    expect(readFileSync(file, 'utf8')).toBe('keep\n');
    expect(readdirSync(dir).sort()).toEqual(['hard.out', 'rows.jsonl', 'soft.out']);
  });

  it('refuses merge --jsonl X --out X', async () => {
    const dir = fresh('merge-same');
    const shard = join(dir, 'all.out');
    expect((await run([...SIM, '--out', shard])).code).toBe(0);
    const file = join(dir, 'x');
    const result = await run(['merge', shard, '--jsonl', file, '--out', file]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('are the same file');
  });
});

describe('--out and --jsonl on a symbolic link', () => {
  it('write through the link to its target and keep the link', async () => {
    const dir = fresh('through');
    mkdirSync(join(dir, 'runs'));
    const target = join(dir, 'runs', 'run-42.jsonl');
    writeFileSync(target, 'old\n');
    const link = join(dir, 'latest.jsonl');
    symlinkSync(join('runs', 'run-42.jsonl'), link);
    const result = await run([...SIM, '--jsonl', link]);
    expect(result.code, result.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join('runs', 'run-42.jsonl'));
    const rows = readFileSync(target, 'utf8').trimEnd().split('\n');
    expect(rows).toHaveLength(3);
    expect(JSON.parse(rows[0]!)).toMatchObject({ game: 'sprint', seed: 1 });
    // The temporary file was made beside the target, and is gone.
    expect(readdirSync(join(dir, 'runs'))).toEqual(['run-42.jsonl']);
  });

  it('create the missing target of a dangling link', async () => {
    const dir = fresh('dangling');
    const link = join(dir, 'shard.out');
    symlinkSync('made.out', link);
    const result = await run([...SIM, '--out', link]);
    expect(result.code, result.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'made.out'), 'utf8')).toContain('"format":"rulebooks-simulate-shard"');
  });
});

describe('paths refused before any game is played', () => {
  it('play --save into a missing directory, a file used as a directory, or a directory: nothing is played', async () => {
    const dir = fresh('save');
    writeFileSync(join(dir, 'file'), '');
    for (const [path, reason] of [
      [join(dir, 'no', 'such', 'record.json'), 'does not exist'],
      [join(dir, 'file', 'record.json'), 'is not a directory'],
      [dir, 'is a directory'],
    ] as const) {
      const result = await run(['play', 'sprint', '--save', path]);
      expect(isOneLineError(result), result.stderr).toBe(true);
      expect(result.stderr).toContain(`--save: cannot write ${path}`);
      expect(result.stderr).toContain(reason);
      // Refused before the game: not one line of its log was printed.
      expect(result.stdout).toBe('');
    }
  });

  it('play --save writes its record under a temporary name and renames it, through a link too', async () => {
    const dir = fresh('save-ok');
    const link = join(dir, 'latest.json');
    symlinkSync('game.json', link);
    const result = await run(['play', 'sprint', '--seed', '3', '--save', link]);
    expect(result.code, result.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8'))).toMatchObject({ game: 'sprint', seed: 3 });
    expect(readdirSync(dir).sort()).toEqual(['game.json', 'latest.json']);
  });

  it('export --out under /proc fails at once, exit 2, naming the path', async () => {
    // Node's own recursive mkdir never returns for such a path (it retries ENOENT for ever).
    const result = await run(['export', 'sprint', '--games', '1', '--out', '/proc/rulebooks-export']);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('--out /proc/rulebooks-export');
    expect(result.stderr).toContain('cannot create the directory');
  });

  it('export --out below a file is refused, naming the file', async () => {
    const dir = fresh('below-file');
    writeFileSync(join(dir, 'file'), 'keep');
    const result = await run(['export', 'sprint', '--games', '1', '--out', join(dir, 'file', 'data')]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(`${join(dir, 'file')} is not a directory`);
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('keep');
  });

  it('export writes a whole dataset, through a symbolic link to a file of it too', async () => {
    const dir = fresh('export-link');
    const names = exportFiles('sprint');
    const elsewhere = join(dir, 'elsewhere.jsonl');
    mkdirSync(join(dir, 'data'));
    symlinkSync(elsewhere, join(dir, 'data', names.games));
    const result = await run(['export', 'sprint', '--games', '2', '--out', join(dir, 'data')]);
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(join(dir, 'data')).sort()).toEqual([names.games, names.steps, names.schema].sort());
    expect(lstatSync(join(dir, 'data', names.games)).isSymbolicLink()).toBe(true);
    expect(readFileSync(elsewhere, 'utf8').trimEnd().split('\n')).toHaveLength(2);
    expect(readdirSync(dir).sort()).toEqual(['data', 'elsewhere.jsonl']);
  });

  it('export refuses a dataset two of whose files are one file', async () => {
    const dir = fresh('export-same');
    const names = exportFiles('sprint');
    symlinkSync(names.steps, join(dir, names.games));
    const result = await run(['export', 'sprint', '--games', '1', '--out', dir]);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('are the same file');
    expect(existsSync(join(dir, names.steps))).toBe(false);
  });
});

describe('temporary files and signal listeners', () => {
  it('tracks a temporary file from before it exists, so a signal during its opening removes it', async () => {
    const dir = fresh('opening');
    const target = await planOutput('--save', join(dir, 'record.json'));
    const before = liveTemporaries().length;
    const opening = OutputFile.open(target);
    // The open's system call may create the file before the code after it runs: a SIGTERM then
    // (the kill test's race) finds the name already tracked.
    const tracked = liveTemporaries().slice(before);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatch(/record\.json\.[0-9a-f]{12}\.partial$/);
    const file = await opening;
    expect(existsSync(tracked[0] as string)).toBe(true);
    await file.discard();
    expect(liveTemporaries()).not.toContain(tracked[0]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('forgets a temporary file it could not create', async () => {
    const dir = fresh('unmade');
    const target = await planOutput('--save', join(dir, 'record.json'));
    rmSync(dir, { recursive: true });
    const before = [...liveTemporaries()];
    await expect(OutputFile.open(target)).rejects.toThrow(/--save: cannot write/);
    expect(liveTemporaries()).toEqual(before);
  });

  it('are all gone once a command ends, whether it succeeded or failed', async () => {
    const before = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal));
    const dir = fresh('listeners');
    expect((await run([...SIM, '--out', join(dir, 'ok.out'), '--jsonl', join(dir, 'ok.jsonl')])).code).toBe(0);
    const failed = await run(['simulate', 'broken', '--games', '3', '--workers', '1', '--out', join(dir, 'failed.out')], { registry: moreRegistry });
    expect(failed.code).toBe(1);
    expect(liveTemporaries()).toEqual([]);
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal))).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['ok.jsonl', 'ok.out']);
  });
});
