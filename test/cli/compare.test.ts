/**
 * `rulebooks compare`: each seed in every seating, pooled per bot, and the paired difference; the
 * same for any number of workers, and exactly what the simulate runs of its seatings give.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { meanAndStandardError, rankRewards, wilsonInterval, type Outcome } from '../../src/index.js';
import type { ComparisonSummary } from '../../src/cli/compare.js';
import { botsRegistry, isOneLineError, run, runOk, useTempDir } from './helpers.js';

const MY_BOT = `./${relative(process.cwd(), fileURLToPath(new URL('../fixtures/my-bot.mjs', import.meta.url)))}`;

const temp = useTempDir('rulebooks-compare-');
const ok = runOk;

describe('rulebooks compare', () => {
  it('pools every seating of each seed, as the simulate runs of those seatings do', async () => {
    const argv = ['compare', 'sprint', '--bots', `${MY_BOT},first`, '--games', '15', '--seed', '3'];
    const text = await ok([...argv, '--json', '--workers', '1']);
    expect(await ok([...argv, '--json', '--workers', '2'])).toBe(text);
    const summary = JSON.parse(text) as ComparisonSummary;
    expect(summary).toMatchObject({ seeds: 15, games: 30, players: 2, bots: [MY_BOT, 'first'] });

    // Seating 0 is the bots as given; seating 1 moves each one seat down.
    const rows: { outcome: Outcome }[][] = [];
    for (const [i, seating] of [`${MY_BOT},first`, `first,${MY_BOT}`].entries()) {
      await ok(['simulate', 'sprint', '--bots', seating, '--games', '15', '--seed', '3', '--workers', '1', '--jsonl', join(temp.path, `s${i}.jsonl`)]);
      rows.push((await readFile(join(temp.path, `s${i}.jsonl`), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { outcome: Outcome }));
    }
    const [s0, s1] = rows as [{ outcome: Outcome }[], { outcome: Outcome }[]];
    const won = (outcome: Outcome, seat: number): number => ((outcome.ranking[0] ?? []).includes(seat) ? 1 : 0);
    const mineWins = s0.reduce((n, row) => n + won(row.outcome, 0), 0) + s1.reduce((n, row) => n + won(row.outcome, 1), 0);
    const firstWins = s0.reduce((n, row) => n + won(row.outcome, 1), 0) + s1.reduce((n, row) => n + won(row.outcome, 0), 0);
    expect(summary.results.map((result) => [result.bot, result.seatGames, result.wins])).toEqual([
      [MY_BOT, 30, mineWins],
      ['first', 30, firstWins],
    ]);
    expect(summary.results[0]?.winRateInterval).toEqual(wilsonInterval(mineWins, 30));

    const perSeed = s0.map((row, i) => {
      const a = rankRewards(row.outcome);
      const b = rankRewards((s1[i] as { outcome: Outcome }).outcome);
      return ((a[0] as number) - (a[1] as number) + ((b[1] as number) - (b[0] as number))) / 2;
    });
    const { mean, standardError } = meanAndStandardError(perSeed);
    expect(summary.difference.a).toBe(MY_BOT);
    expect(summary.difference.mean).toBeCloseTo(mean, 12);
    expect(summary.difference.interval?.[0]).toBeCloseTo(mean - 1.96 * standardError, 12);
  });

  it('prints a table and the paired difference', async () => {
    const text = await ok(['compare', 'sprint', '--bots', 'first,random', '--games', '8', '--workers', '1']);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Sprint \(test fixture\) \(rules 1\): 8 seeds × 2 seatings = 16 games, seeds 1\.\.8; bots by seat: first, random, rotated/);
    expect(lines[2]).toMatch(/^bot\s+seat-games\s+wins\s+win rate\s+95% interval\s+mean reward$/);
    expect(text).toMatch(/^first − random, mean reward paired by seed: [+-]\d\.\d{3} \(95% interval [+-]\d\.\d{3} to [+-]\d\.\d{3}\)$/m);
  });

  it.each([
    [['compare', 'sprint', '--games', '4'], 'compare needs --bots A,B,...'],
    [['compare', 'sprint', '--bots', 'first,random'], 'compare needs --games N'],
    [['compare', 'sprint', '--bots', 'first,first', '--games', '4'], 'compare needs at least two different bots'],
    [['compare', 'sprint', '--bots', 'first,nobody', '--games', '4'], 'has no bot "nobody"'],
  ])('refuses %j in one line', async (argv, message) => {
    const result = await run(argv, { registry: botsRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
  });
});
