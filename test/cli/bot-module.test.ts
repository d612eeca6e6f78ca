/**
 * A user's bot module (DESIGN §12) named by its path wherever the CLI takes a bot: play, simulate
 * (on workers and in shards that merge), export; and every way such a bot can fail reported in one
 * line with exit 2, never a stack trace.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOneLineError, run, statsRegistry } from './helpers.js';

/** A path as a user types it: relative to the working directory, starting with `./`. */
const fixture = (name: string): string => `./${relative(process.cwd(), fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)))}`;
const MY_BOT = fixture('my-bot.mjs');
const broken = (name: string): string => fixture(`bot-modules/${name}.mjs`);

/** 31 games of the stats fixture, the user's bot at seat 0: cut in 3, the shards are uneven. */
const RUN = ['simulate', 'sprint', '--games', '31', '--seed', '5', '--players', '3', '--bots', `${MY_BOT},random,${MY_BOT}`];

let dir = '';
const at = (name: string): string => join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rulebooks-bot-module-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function ok(argv: string[]): Promise<string> {
  const result = await run(argv, { registry: statsRegistry });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('--bot ./my-bot.mjs', () => {
  it('plays a game, the same one every time, unlike random bots', async () => {
    const first = await ok(['play', 'sprint', '--seed', '3', '--bot', MY_BOT]);
    expect(first).toMatch(/^Result after \d+ actions:$/m);
    expect(first.split('\n')[0]).toContain(`bots: ${MY_BOT}`);
    expect(await ok(['play', 'sprint', '--seed', '3', '--bot', MY_BOT])).toBe(first);
    const random = await ok(['play', 'sprint', '--seed', '3', '--bot', 'random']);
    expect(random.split('\n').slice(1)).not.toEqual(first.split('\n').slice(1));
  });

  it('takes a file: URL as well as a path', async () => {
    const url = pathToFileURL(fileURLToPath(new URL('../fixtures/my-bot.mjs', import.meta.url))).href;
    const byUrl = await ok(['simulate', 'sprint', '--games', '5', '--bot', url, '--workers', '1', '--json']);
    const byPath = await ok(['simulate', 'sprint', '--games', '5', '--bot', MY_BOT, '--workers', '1', '--json']);
    const seats = (text: string): unknown => (JSON.parse(text) as { seats: unknown }).seats;
    expect(seats(byUrl)).toEqual(seats(byPath));
  });

  it('simulates the same on 2 workers as on 1, and 3 merged shards (one on workers) equal one run', async () => {
    const single = await ok([...RUN, '--workers', '1', '--out', at('single.out'), '--jsonl', at('single.jsonl')]);
    expect(await ok([...RUN, '--workers', '2'])).toBe(single);
    const singleJson = await ok([...RUN, '--workers', '1', '--json']);
    expect((JSON.parse(singleJson) as { bots: string[] }).bots).toEqual([MY_BOT, 'random', MY_BOT]);
    for (const i of [0, 1, 2]) {
      await ok([...RUN, '--shard', `${i}/3`, '--workers', i === 1 ? '2' : '1', '--out', at(`shard-${i}.out`)]);
    }
    const shards = [0, 1, 2].map((i) => at(`shard-${i}.out`));
    expect(await ok(['merge', ...shards, '--jsonl', at('merged.jsonl')])).toBe(single);
    expect(await ok(['merge', '--json', ...shards])).toBe(singleJson);
    expect(await readFile(at('merged.jsonl'), 'utf8')).toBe(await readFile(at('single.jsonl'), 'utf8'));
  });

  it('exports the games simulate plays', async () => {
    await ok(['export', 'sprint', '--games', '4', '--bot', MY_BOT, '--out', at('export')]);
    const games = (await readFile(at('export/sprint-games.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { bots: string[]; length: number });
    expect(games.map((game) => game.bots)).toEqual(Array.from({ length: 4 }, () => [MY_BOT, MY_BOT]));
    const rows = (await ok(['simulate', 'sprint', '--games', '4', '--bot', MY_BOT, '--workers', '1', '--json']));
    expect(games.reduce((sum, game) => sum + game.length, 0) / 4).toBe((JSON.parse(rows) as { length: { mean: number } }).length.mean);
  });
});

describe('a bot module that fails is reported in one line, exit 2', () => {
  const missing = fixture('bot-modules/missing.mjs');
  it.each([
    [missing, `bot module ${missing}: no such file`],
    [broken('no-default'), 'has no default export: export default a function (game, { seed, seat })'],
    [broken('not-a-function'), 'its default export is an object, not a function'],
    [broken('factory-throws'), 'its factory threw: no bot today'],
    [broken('throws'), 'threw: my bot gave up'],
    [broken('illegal'), 'chose an action that is not legal for seat 0: {"player":0,"type":"no-such-move"}'],
  ])('%s', async (path, message) => {
    const commands = [
      ['play', 'sprint', '--bots', `${path},random`],
      ['simulate', 'sprint', '--games', '6', '--bots', `${path},random`, '--workers', '1'],
      ['simulate', 'sprint', '--games', '6', '--bots', `${path},random`, '--workers', '2', '--out', at('never.out')],
      ['export', 'sprint', '--games', '2', '--bots', `${path},random`, '--out', at('never-export')],
    ];
    for (const argv of commands) {
      const result = await run(argv, { registry: statsRegistry });
      expect(isOneLineError(result), `${argv.join(' ')}: ${result.stderr}`).toBe(true);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    // Nothing is left under a final name by a run that failed.
    await expect(readFile(at('never.out'))).rejects.toThrow();
  });

  it('names the game and seed of a simulated game a bot failed in', async () => {
    const result = await run(['simulate', 'sprint', '--games', '6', '--seed', '9', '--bots', `${broken('throws')},random`, '--workers', '2'], { registry: statsRegistry });
    expect(result.stderr).toMatch(/^rulebooks: game 0 \(seed 9\): bot .*throws\.mjs \(seat 0\) threw: my bot gave up\n$/);
  });

  it('reports the first failing game in game order whatever the number of workers, though a later one failed first', async () => {
    const args = (workers: number): string[] => ['simulate', 'sprint', '--games', '6', '--seed', '9', '--bots', `${broken('throws-late-first')},random`, '--workers', String(workers)];
    const one = await run(args(1), { registry: statsRegistry });
    expect(one.stderr).toMatch(/^rulebooks: game 0 \(seed 9\): bot .*throws-late-first\.mjs \(seat 0\) threw: failed late \(seed 920564995\)\n$/);
    const two = await run(args(2), { registry: statsRegistry });
    expect(two.stderr).toBe(one.stderr);
    expect(two.code).toBe(one.code);
  });

  it('suggests a bot module when a name is unknown', async () => {
    const result = await run(['play', 'sprint', '--bot', 'mine'], { registry: statsRegistry });
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain("or a bot module's path such as ./my-bot.mjs");
  });
});
