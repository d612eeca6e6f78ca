import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsRegistry, isOneLineError, moreRegistry, run, statsRegistry } from './helpers.js';

/** A small run with a statistics plugin; 31 games cut in 3 gives uneven shards (11, 10, 10). */
const RUN = ['simulate', 'sprint', '--games', '31', '--seed', '5', '--players', '3', '--workers', '1'];

let dir = '';
const at = (name: string): string => join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rulebooks-merge-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI on the stats fixture and insists that it succeeded. */
async function ok(argv: string[], registry = statsRegistry): Promise<string> {
  const result = await run(argv, { registry });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('simulate --shard and rulebooks merge', () => {
  it('merges 3 shards into exactly the output of one unsharded run', async () => {
    const single = await ok([...RUN, '--out', at('single.out'), '--jsonl', at('single.jsonl')]);
    const singleJson = await ok([...RUN, '--json']);
    for (const i of [0, 1, 2]) await ok([...RUN, '--shard', `${i}/3`, '--out', at(`shard-${i}.out`), '--jsonl', at(`rows-${i}.jsonl`)]);
    // Given in any order, as a shell glob may list them.
    const shards = [2, 0, 1].map((i) => at(`shard-${i}.out`));

    const merged = await ok(['merge', ...shards, '--out', at('merged.out'), '--jsonl', at('merged.jsonl')]);
    const mergedJson = await ok(['merge', '--json', ...shards]);
    expect(merged).toBe(single);
    expect(mergedJson).toBe(singleJson);
    expect(await readFile(at('merged.out'), 'utf8')).toBe(await readFile(at('single.out'), 'utf8'));
    const rows = await readFile(at('single.jsonl'), 'utf8');
    expect(await readFile(at('merged.jsonl'), 'utf8')).toBe(rows);
    // The shards' own rows, concatenated in shard order, are the single run's rows too.
    const parts = await Promise.all([0, 1, 2].map((i) => readFile(at(`rows-${i}.jsonl`), 'utf8')));
    expect(parts.join('')).toBe(rows);
    expect(parts.map((part) => part.trimEnd().split('\n').length)).toEqual([11, 10, 10]);
    // A merged file merges again, alone, to the same report.
    expect(await ok(['merge', at('merged.out')])).toBe(single);
    // Files are written under a temporary name and renamed when complete: none is left over.
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it("reports a shard's own slice of the seeds in its header", async () => {
    const text = await ok([...RUN, '--shard', '1/3']);
    expect(text.split('\n')[0]).toBe(
      'Sprint (test fixture) (rules 1): 10 games, 3 players, seeds 16..25 (shard 1/3 of seeds 5..35); bots: random; config: {"players":3}',
    );
    const json = JSON.parse(await ok([...RUN, '--shard', '1/3', '--json']));
    expect(json).toMatchObject({ games: 10, firstSeed: 16, lastSeed: 25, shard: { index: 1, count: 3, runFirstSeed: 5, runGames: 31 } });
  });
});

describe('rulebooks merge refuses what is not one whole run', () => {
  const TEN = ['simulate', 'sprint', '--games', '10', '--workers', '1'];

  beforeAll(async () => {
    for (const [name, shard] of [['a0', '0/2'], ['a1', '1/2'], ['b0', '0/3'], ['b1', '1/3'], ['b2', '2/3']] as const) {
      await ok([...TEN, '--shard', shard, '--out', at(`${name}.out`)]);
    }
    await ok([...TEN, '--shard', '1/2', '--players', '3', '--out', at('players3.out')]);
    await ok([...TEN, '--shard', '1/2', '--bot', 'cards', '--out', at('cards.out')], botsRegistry);
    await ok(['simulate', 'relay', '--games', '10', '--workers', '1', '--shard', '1/2', '--out', at('relay.out')], moreRegistry);
    const a1 = await readFile(at('a1.out'), 'utf8');
    await writeFile(at('config.out'), a1.replace('"config":{"players":2}', '"config":{"players":2,"speed":9}'));
    await writeFile(at('cut.out'), a1.split('\n').slice(0, -2).join('\n') + '\n');
    const a0 = await readFile(at('a0.out'), 'utf8');
    await writeFile(at('old0.out'), a0.replace('"rulesVersion":"1"', '"rulesVersion":"0"'));
    await writeFile(at('old1.out'), a1.replace('"rulesVersion":"1"', '"rulesVersion":"0"'));
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    await writeFile(at('future0.out'), a0.replace(`"rulebooks":"${version}"`, '"rulebooks":"99.0.0"'));
    await writeFile(at('future1.out'), a1.replace(`"rulebooks":"${version}"`, '"rulebooks":"99.0.0"'));
    await ok([...TEN, '--jsonl', at('rows.jsonl')]);
  });

  it.each([
    [[], 'merge needs the shard files written by "simulate --out"'],
    [['a0.out', 'relay.out'], 'are shards of different runs: game "sprint" against "relay"'],
    [['a0.out', 'players3.out'], 'are shards of different runs: players 2 against 3'],
    [['a0.out', 'cards.out'], 'are shards of different runs: bots ["random","random"] against ["cards","cards"]'],
    [['a0.out', 'config.out'], 'are shards of different runs: config {"players":2} against {"players":2,"speed":9}'],
    [['a0.out'], 'no shard holds seeds 6..10 of the run\'s seeds 1..10'],
    [['b0.out', 'b2.out'], 'no shard holds seeds 5..7 of the run\'s seeds 1..10'],
    [['a0.out', 'b1.out', 'b2.out'], 'overlap: both hold seed 5'],
    [['a0.out', 'a0.out', 'a1.out'], 'a0.out is given twice'],
    [['rows.jsonl'], 'rows.jsonl is not a shard file of "rulebooks simulate --out"'],
    [['missing.out'], 'cannot read '],
    [['a0.out', 'future1.out'], 'are shards of different runs: rulebooks'],
    [['future0.out', 'future1.out'], 'the shards were played by rulebooks 99.0.0, this is '],
    [['old0.out', 'old1.out'], 'the shards were played under rules version 0 of sprint, but this rulebooks has version 1'],
    // moreRegistry's sprint has no statistics plugin, but these shards were played with one.
    [['a0.out', 'a1.out'], 'the shards hold per-game statistics, but sprint has no statistics plugin here'],
  ])('refuses %j in one line, exit 2', async (names, message) => {
    const result = await run(['merge', ...names.map(at)], { registry: moreRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('refuses a shard file cut short, once its games run out', async () => {
    // Games are read one at a time, so the file is found short at its end: nothing is written.
    const result = await run(['merge', at('a0.out'), at('cut.out'), '--jsonl', at('cut-rows.jsonl')], { registry: statsRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('cut.out holds 4 games where its first line promises 5 (a file cut short?)');
    expect((await readdir(dir)).filter((name) => name.startsWith('cut-rows'))).toEqual([]);
  });

  it('refuses the shards of a game whose plugin is missing here, naming the first game', async () => {
    const result = await run(['merge', at('a0.out'), at('a1.out')], { registry: moreRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(`(${at('a0.out')}, game of seed 1)`);
  });
});

describe('rulebooks merge refuses rows no game can end with', () => {
  // A whole run of 4 games, 3 seats, in one shard file; each case replaces the outcome of the game
  // on line 3 (seed 2) with one that cannot be.
  const FOUR = ['simulate', 'sprint', '--games', '4', '--players', '3', '--workers', '1'];
  let lines: string[] = [];

  beforeAll(async () => {
    await ok([...FOUR, '--out', at('four.out')], moreRegistry);
    lines = (await readFile(at('four.out'), 'utf8')).trimEnd().split('\n');
  });

  it.each([
    ['an empty ranking', { ranking: [], scores: [1, 2, 3] }, 'its ranking is empty'],
    ['an empty group', { ranking: [[0], [], [1, 2]], scores: [1, 2, 3] }, 'group 1 of its ranking is empty'],
    ['a seat twice', { ranking: [[0], [1], [0]], scores: [1, 2, 3] }, 'seat 0 appears twice in its ranking'],
    ['a seat out of range', { ranking: [[0], [1], [3]], scores: [1, 2, 3] }, 'its ranking names seat 3 of a 3-seat game'],
    ['a seat that is no whole number', { ranking: [[0], [1], [1.5]], scores: [1, 2, 3] }, 'its ranking names seat 1.5 of a 3-seat game'],
    ['a seat left out', { ranking: [[0], [2]], scores: [1, 2, 3] }, 'its ranking leaves out seat 1'],
    ['too few scores', { ranking: [[0], [1], [2]], scores: [1, 2] }, 'it has 2 scores for 3 seats'],
    ['too many scores', { ranking: [[0], [1], [2]], scores: [1, 2, 3, 4] }, 'it has 4 scores for 3 seats'],
    ['a score that is not a number', { ranking: [[0], [1], [2]], scores: [1, '2', 3] }, 'score 1 is not a finite number'],
    ['an infinite score', { ranking: [[0], [1], [2]], scores: [1, 1e999, 3] }, 'score 1 is not a finite number'],
    ['no ranking', { scores: [1, 2, 3] }, 'it has no ranking'],
  ])('refuses %s, naming the file and the line', async (_, outcome, reason) => {
    const row = JSON.parse(lines[2]!) as Record<string, unknown>;
    // 1e999 cannot be written by JSON.stringify: put it in as text.
    const text = JSON.stringify({ ...row, outcome }).replace('null', '1e999');
    const file = at(`bad-${reason.replace(/\W+/g, '-')}.out`);
    await writeFile(file, [...lines.slice(0, 2), text, ...lines.slice(3)].join('\n') + '\n');
    const result = await run(['merge', file, '--out', at('never.out')], { registry: moreRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(`${file} line 3: the game of seed 2 has an impossible outcome: ${reason}`);
    expect(result.stdout).toBe('');
    expect((await readdir(dir)).filter((name) => name.startsWith('never.out'))).toEqual([]);
  });

  it('refuses a negative or fractional length', async () => {
    for (const length of [-1, 2.5]) {
      const row = JSON.parse(lines[2]!) as Record<string, unknown>;
      const file = at(`bad-length-${length}.out`);
      await writeFile(file, [...lines.slice(0, 2), JSON.stringify({ ...row, length }), ...lines.slice(3)].join('\n') + '\n');
      const result = await run(['merge', file], { registry: moreRegistry });
      expect(isOneLineError(result), result.stderr).toBe(true);
      expect(result.stderr).toContain(`${file} line 3: the game of seed 2 has an impossible length: ${length}`);
    }
  });

  it('still merges the untouched file', async () => {
    const file = at('good.out');
    await writeFile(file, lines.join('\n') + '\n');
    expect(await ok(['merge', file], moreRegistry)).toBe(await ok(FOUR, moreRegistry));
  });
});
