/**
 * `simulate --rotate-seats` (and the library's `rotateSeats`): game i is played by the bots moved i
 * seats down; rows name each game's own seating; each bot's results are pooled; the same on any
 * number of workers, and 3 merged shards give exactly the single run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wilsonInterval, type Outcome } from '../../src/index.js';
import { seatingOf } from '../../src/cli/simulate-run.js';
import { summaryJson, type SimulationSummary } from '../../src/cli/simulate-summary.js';
import { simulate } from '../../src/simulate/index.js';
import { sprint } from '../fixtures/sprint.js';
import { botsRegistry, isOneLineError, run, runOk, useTempDir } from './helpers.js';

const RUN = ['simulate', 'sprint', '--games', '31', '--seed', '5', '--players', '3', '--bots', 'first,random,cards', '--rotate-seats'];

const temp = useTempDir('rulebooks-rotate-');
const at = (name: string): string => join(temp.path, name);
const ok = runOk;

describe('seatingOf', () => {
  it('moves every bot one seat down per game, back where it started after n games', () => {
    expect([0, 1, 2, 3].map((g) => seatingOf(['a', 'b', 'c'], g))).toEqual([
      ['a', 'b', 'c'],
      ['c', 'a', 'b'],
      ['b', 'c', 'a'],
      ['a', 'b', 'c'],
    ]);
  });
});

describe('simulate --rotate-seats', () => {
  it('rotates the bots game by game, pools them, and merges 3 shards into the single run', async () => {
    const single = await ok([...RUN, '--workers', '1', '--jsonl', at('single.jsonl'), '--out', at('single.out')]);
    expect(await ok([...RUN, '--workers', '2'])).toBe(single);
    expect(single.split('\n')[0]).toContain('bots: first, random, cards (seats rotated: one seat down per game)');
    const json = JSON.parse(await ok([...RUN, '--workers', '1', '--json'])) as SimulationSummary;

    const rows = (await readFile(at('single.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { seed: number; bots: string[]; outcome: Outcome });
    expect(rows.map((row) => row.bots)).toEqual(rows.map((_, i) => seatingOf(['first', 'random', 'cards'], i)));
    const wins = new Map<string, number>();
    for (const row of rows) row.bots.forEach((bot, seat) => wins.set(bot, (wins.get(bot) ?? 0) + ((row.outcome.ranking[0] ?? []).includes(seat) ? 1 : 0)));
    expect(json.rotateSeats).toBe(true);
    expect(json.botResults).toEqual(
      ['first', 'random', 'cards'].map((bot) => ({
        bot,
        seatGames: 31,
        wins: wins.get(bot),
        winRate: (wins.get(bot) as number) / 31,
        winRateInterval: wilsonInterval(wins.get(bot) as number, 31),
      })),
    );

    for (const i of [0, 1, 2]) await ok([...RUN, '--shard', `${i}/3`, '--workers', i === 1 ? '2' : '1', '--out', at(`shard-${i}.out`)]);
    const shards = [0, 1, 2].map((i) => at(`shard-${i}.out`));
    expect(await ok(['merge', ...shards, '--jsonl', at('merged.jsonl')])).toBe(single);
    expect(await readFile(at('merged.jsonl'), 'utf8')).toBe(await readFile(at('single.jsonl'), 'utf8'));
    expect(JSON.parse(await ok(['merge', '--json', ...shards]))).toEqual(json);

    // The library gives the same report.
    const fromLibrary = await simulate(sprint, {
      games: 31,
      seed: 5,
      players: 3,
      bots: ['first', 'random', 'cards'],
      rotateSeats: true,
      module: { url: botsRegistry[0]?.module as string, exportName: 'sprint', botsExportName: 'sprintBots' },
      workers: 2,
    });
    expect(summaryJson(fromLibrary)).toEqual(json);
  });

  it('is not merged with shards of the same run without rotation', async () => {
    const plain = RUN.filter((arg) => arg !== '--rotate-seats');
    await ok([...RUN, '--shard', '0/2', '--workers', '1', '--out', at('r0.out')]);
    await ok([...plain, '--shard', '1/2', '--workers', '1', '--out', at('p1.out')]);
    const result = await run(['merge', at('r0.out'), at('p1.out')], { registry: botsRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('are shards of different runs: rotateSeats true against absent');
  });

  it('leaves a run without it as it was: no rotateSeats, no botResults', async () => {
    const json = JSON.parse(await ok(['simulate', 'sprint', '--games', '4', '--bots', 'first,random', '--json'])) as Record<string, unknown>;
    expect('rotateSeats' in json || 'botResults' in json).toBe(false);
  });
});
