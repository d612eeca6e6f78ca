/**
 * `simulate` from rulebooks/simulate: the CLI's games and statistics as a function, with a user's
 * bot module on worker threads, rows streamed in seed order, and bad options refused.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRuleError, randomBot, type BotFactory } from '../../src/index.js';
import { BotError, isBotError, isBotModulePath, simulate, type SimulationRow } from '../../src/simulate/index.js';
import { summaryJson } from '../../src/cli/simulate-summary.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { sprint } from '../fixtures/sprint.js';
import { run, statsRegistry } from '../cli/helpers.js';

const MY_BOT = fileURLToPath(new URL('../fixtures/my-bot.mjs', import.meta.url));
const brokenBot = (name: string): string => fileURLToPath(new URL(`../fixtures/bot-modules/${name}.mjs`, import.meta.url));
/** Sprint is not a game of the package: workers load it from its module, as a user's game would be. */
const SPRINT_MODULE = { url: new URL('../cli/fixtures/sprint-with-stats.ts', import.meta.url).href, exportName: 'sprint', statsExportName: 'sprintStats' };

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rulebooks-simulate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('simulate', () => {
  it('gives the same summary and rows with a bot module on 2 workers as on 1', async () => {
    const options = { games: 23, seed: 4, players: 3, bots: [MY_BOT, 'random', MY_BOT], module: SPRINT_MODULE } as const;
    const rows1: SimulationRow[] = [];
    const rows2: SimulationRow[] = [];
    const progress: number[] = [];
    const one = await simulate(sprint, { ...options, workers: 1, onRow: (row) => void rows1.push(row), onProgress: (done, total) => void progress.push(done / total) });
    const two = await simulate(sprint, { ...options, workers: 2, onRow: (row) => void rows2.push(row) });
    expect(two).toEqual(one);
    expect(rows2).toEqual(rows1);
    expect(rows1.map((row) => row.seed)).toEqual(Array.from({ length: 23 }, (_, i) => 4 + i));
    expect(rows1[0]?.bots).toEqual([MY_BOT, 'random', MY_BOT]);
    expect(one.stats).not.toBeNull();
    expect(progress.at(-1)).toBe(1);
  });

  it('is what the CLI prints and writes for the same settings', async () => {
    const jsonl = join(dir, 'lib.jsonl');
    const summary = await simulate(sprint, { games: 12, seed: 2, players: 2, bots: MY_BOT, workers: 2, module: SPRINT_MODULE, jsonl });
    const cli = await run(['simulate', 'sprint', '--games', '12', '--seed', '2', '--bot', MY_BOT, '--json', '--jsonl', join(dir, 'cli.jsonl')], { registry: statsRegistry });
    expect(cli.code, cli.stderr).toBe(0);
    expect(`${JSON.stringify(summaryJson(summary), null, 2)}\n`).toBe(cli.stdout);
    expect(await readFile(jsonl, 'utf8')).toBe(await readFile(join(dir, 'cli.jsonl'), 'utf8'));
  });

  it('plays a shard of the run as --shard does', async () => {
    const whole: SimulationRow[] = [];
    await simulate(sprint, { games: 10, bots: MY_BOT, onRow: (row) => void whole.push(row) });
    const parts: SimulationRow[] = [];
    for (const index of [0, 1, 2]) {
      const part = await simulate(sprint, { games: 10, bots: MY_BOT, shard: { index, count: 3 }, onRow: (row) => void parts.push(row) });
      expect(part.shard).toMatchObject({ index, count: 3, runGames: 10 });
    }
    expect(parts).toEqual(whole);
  });

  it("plays a game of the package by id on workers, with the game's own bots", async () => {
    const options = { games: 6, bots: [MY_BOT, 'greedy'] } as const;
    const one = await simulate(psiWars, { ...options, workers: 1 });
    expect(await simulate(psiWars, { ...options, workers: 2 })).toEqual(one);
    expect(one.bots).toEqual([MY_BOT, 'greedy']);
    expect(one.stats).not.toBeNull();
  });

  it('takes a bot factory function in this thread, seeded per seat', async () => {
    const seen: { seed: number; seat: number }[] = [];
    const mine: BotFactory = function mine(game, options) {
      seen.push(options);
      return randomBot(game, options.seed);
    };
    const byFunction = await simulate(sprint, { games: 5, bots: [mine, 'random'] });
    const byName = await simulate(sprint, { games: 5, bots: ['random', 'random'] });
    // A factory that makes the random bot from the seed it is given plays exactly like `random`.
    expect(byFunction.seats).toEqual(byName.seats);
    expect(byFunction.bots).toEqual(['function:mine', 'random']);
    expect(seen.map((options) => options.seat)).toEqual([0, 0, 0, 0, 0]);
    await expect(simulate(sprint, { games: 5, bots: [mine, 'random'], workers: 2, module: SPRINT_MODULE })).rejects.toThrow(
      'a bot given as a function cannot be sent to a worker thread',
    );
  });
});

describe('simulate refuses', () => {
  it.each([
    [{ games: 0 }, 'games must be a whole number from 1'],
    [{ games: 5, workers: 0 }, 'workers must be a whole number from 1 to 64'],
    [{ games: 5, shard: { index: 3, count: 3 } }, 'shard.index must be a whole number from 0 to 2'],
    [{ games: 5, bots: 'nobody' }, 'seat 0: no bot "nobody"'],
    [{ games: 5, bots: ['random'] }, 'bots needs one bot per seat (2 players), got 1'],
    [{ games: 5, players: 9 }, 'simulate: players 9: Sprint is for 2 to 4 players'],
    [{ games: 5, jsonl: '/no/such/dir/rows.jsonl' }, 'simulate: jsonl: cannot write /no/such/dir/rows.jsonl'],
    [{ games: 5, workers: 2, module: { url: 'file:///no/such/game.js', exportName: 'sprint' } }, 'cannot load game "sprint"'],
    [{ games: 5, workers: 2 }, 'worker threads need its module'],
  ])('%j with a RuleError BAD_CONFIG', async (options, message) => {
    const error: unknown = await simulate(sprint, options).catch((caught: unknown) => caught);
    expect(isRuleError(error, 'BAD_CONFIG'), String(error)).toBe(true);
    expect((error as Error).message).toContain(message);
  });

  it.each([
    ['missing', 'BOT_MODULE', 'no such file'],
    ['not-a-function', 'BOT_MODULE', 'its default export is an object'],
    ['factory-throws', 'BOT_FACTORY', 'game 0 (seed 1): bot'],
    ['throws', 'BOT_THREW', 'threw: my bot gave up'],
    ['illegal', 'BOT_ILLEGAL_ACTION', 'chose an action that is not legal'],
  ])('a failing bot module (%s) with a BotError %s, on 1 and 2 workers', async (name, code, message) => {
    for (const workers of [1, 2]) {
      const error: unknown = await simulate(sprint, { games: 4, bots: [brokenBot(name), 'random'], workers, module: SPRINT_MODULE }).catch((caught: unknown) => caught);
      expect(isBotError(error), String(error)).toBe(true);
      expect(error).toBeInstanceOf(BotError);
      expect((error as BotError).code).toBe(code);
      expect((error as Error).message).toContain(message);
    }
  });
});

describe('isBotModulePath', () => {
  it('tells paths from bot names', () => {
    for (const path of ['./my-bot.mjs', '../b.js', '/abs/bot', 'bots/mine', 'mine.mjs', 'mine.cjs', 'mine.ts', 'C:\\bots\\b.mjs', 'file:///x/b.mjs']) {
      expect(isBotModulePath(path), path).toBe(true);
    }
    for (const name of ['random', 'greedy', 'mcts', 'mcts:200', 'mcts:200:greedy', 'human']) expect(isBotModulePath(name), name).toBe(false);
  });
});
