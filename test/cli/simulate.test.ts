import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meanAndStandardError, playout, wilsonInterval } from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { sprintStats } from './fixtures/sprint-with-stats.js';
import { isOneLineError, moreRegistry, run, statsRegistry } from './helpers.js';

const GAMES = 24;

describe('rulebooks simulate', () => {
  it('prints an aligned table of seats and the game lengths', async () => {
    const result = await run(['simulate', 'sprint', '--games', String(GAMES), '--players', '3', '--workers', '1']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `Sprint (test fixture) (rules 1): ${GAMES} games, 3 players, seeds 1..${GAMES}; bots: random; config: {"players":3}`,
    );
    expect(lines[2]).toBe('seat  wins  shared  win rate  95% interval  mean score  s.e.');
    for (const row of lines.slice(3, 6)) {
      expect(row).toHaveLength(lines[2]!.length);
      expect(row).toMatch(/^\s+\d\s+\d+\s+\d+\s+\d+\.\d%\s+\d+\.\d%–\d+\.\d%\s+\d+\.\d\d\s+\d+\.\d\d$/);
    }
    expect(lines[7]).toMatch(/^game length \(actions\): mean \d+\.\d \(s\.e\. \d+\.\d\d\), min \d+, max \d+$/);
  });

  it('--json reports wins, rates, scores and lengths that match playouts seeded S+i', async () => {
    const result = await run(['simulate', 'sprint', '--games', '10', '--seed', '40', '--json', '--workers', '1']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const summary = JSON.parse(result.stdout);
    const games = Array.from({ length: 10 }, (_, i) => playout(sprint, sprint.defaultConfig(2), 40 + i));
    const wins = [0, 1].map((seat) => games.filter((game) => game.outcome.ranking[0]!.includes(seat)).length);
    const shared = [0, 1].map(
      (seat) => games.filter((game) => game.outcome.ranking[0]!.length > 1 && game.outcome.ranking[0]!.includes(seat)).length,
    );
    const steps = games.map((game) => game.steps);
    expect(summary).toMatchObject({
      game: 'sprint',
      games: 10,
      players: 2,
      config: { players: 2 },
      firstSeed: 40,
      lastSeed: 49,
      length: { mean: steps.reduce((a, b) => a + b, 0) / 10, meanError: meanAndStandardError(steps).standardError, min: Math.min(...steps), max: Math.max(...steps) },
      stats: null,
    });
    for (const seat of [0, 1]) {
      const scores = games.map((game) => game.outcome.scores[seat]!);
      expect(summary.seats[seat]).toEqual({
        seat,
        wins: wins[seat],
        sharedWins: shared[seat],
        winRate: wins[seat]! / 10,
        winRateInterval: [...wilsonInterval(wins[seat]!, 10)],
        meanScore: scores.reduce((sum, score) => sum + score, 0) / 10,
        meanScoreError: meanAndStandardError(scores).standardError,
      });
    }
  });

  it('gives identical output on 1 and 2 worker threads', async () => {
    const argv = ['simulate', 'sprint', '--games', String(GAMES), '--players', '4', '--seed', '7'];
    const one = await run([...argv, '--workers', '1']);
    const two = await run([...argv, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
  });

  it('runs the stats plugin in the workers and summarizes in game order', async () => {
    const argv = ['simulate', 'sprint', '--games', '12', '--json'];
    const one = await run([...argv, '--workers', '1'], { registry: statsRegistry });
    const two = await run([...argv, '--workers', '2'], { registry: statsRegistry });
    expect(two.stdout).toBe(one.stdout);
    const firstTops = [1, 2, 3, 4, 5].map((seed) => Math.max(...playout(sprint, sprint.defaultConfig(2), seed).outcome.scores));
    // --json carries the plugin's data; its text lines belong to the table only.
    expect(JSON.parse(one.stdout).stats).toEqual({ best: expect.any(Number), firstTops });
    const text = await run(['simulate', 'sprint', '--games', '12', '--workers', '1'], { registry: statsRegistry });
    expect(text.stdout).toContain(`\nfirst tops: ${firstTops.join(' ')}\n`);
  });

  it('draws a progress bar only when stderr is a terminal', async () => {
    const quiet = await run(['simulate', 'sprint', '--games', '5', '--workers', '1']);
    expect(quiet.stderr).toBe('');
    const tty = await run(['simulate', 'sprint', '--games', '5', '--workers', '1'], { stderrIsTTY: true });
    expect(tty.stdout).toBe(quiet.stdout);
    expect(tty.stderr).toContain('\rsimulating sprint [');
    expect(tty.stderr).toContain('100% 5/5');
    // The bar is wiped at the end, leaving the line clean.
    expect(tty.stderr.endsWith('\r\x1b[2K')).toBe(true);
  });

  it('reports a game that throws with its seed, exit 1', async () => {
    const result = await run(['simulate', 'broken', '--games', '3', '--workers', '1'], { registry: moreRegistry });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe('rulebooks: internal error: game 0 (seed 1) failed: boom');
  });

  it('reports a game that throws in a worker thread too', async () => {
    const result = await run(['simulate', 'broken', '--games', '4', '--workers', '2'], { registry: moreRegistry });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(/^rulebooks: internal error: game \d \(seed \d\) failed: boom$/);
  });

  it.each([
    [['simulate', 'sprint'], 'simulate needs --games N'],
    [['simulate', 'sprint', '--games', 'x'], '--games needs a whole number, got "x"'],
    [['simulate', 'sprint', '--games', '0'], '--games must be at least 1, got 0'],
    [['simulate', 'sprint', '--games', '2', '--workers', '0'], '--workers must be from 1 to 64'],
    [['simulate', 'sprint', '--games', '2', '--players', '9'], '--players 9: Sprint is for 2 to 4 players'],
    [['simulate', 'sprint', '--games', '2', '--json=yes'], '--json takes no value'],
    [['simulate', 'nosuchgame', '--games', '2'], 'unknown game "nosuchgame"'],
    [['simulate', 'sprint', '--games', '2', '--seed', '9007199254740991'], 'too large'],
  ])('refuses %j in one line, exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});

describe('simulate --json and --jsonl', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rulebooks-simulate-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('--json prints one JSON object and nothing else, without the text report', async () => {
    const result = await run(['simulate', 'sprint', '--games', '6', '--json', '--workers', '1'], { registry: statsRegistry });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const summary = JSON.parse(result.stdout);
    expect(result.stdout).toBe(`${JSON.stringify(summary, null, 2)}\n`);
    const text = await run(['simulate', 'sprint', '--games', '6', '--workers', '1'], { registry: statsRegistry });
    // No line of the text report (the seat table, the plugin's lines) is repeated in the JSON.
    for (const line of text.stdout.split('\n').filter((l) => l.length > 0)) expect(result.stdout).not.toContain(line);
  });

  it('--jsonl writes one row per game in seed order, the same on 1 and 2 workers', async () => {
    const argv = ['simulate', 'sprint', '--games', '12', '--seed', '7', '--players', '3'];
    const a = join(dir, 'one.jsonl');
    const b = join(dir, 'two.jsonl');
    const one = await run([...argv, '--workers', '1', '--jsonl', a], { registry: statsRegistry });
    const two = await run([...argv, '--workers', '2', '--jsonl', b], { registry: statsRegistry });
    const plain = await run([...argv, '--workers', '1'], { registry: statsRegistry });
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    expect(one.stdout).toBe(plain.stdout);
    const text = await readFile(a, 'utf8');
    expect(await readFile(b, 'utf8')).toBe(text);
    expect(text.endsWith('\n')).toBe(true);
    const rows = text.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      const seed = 7 + i;
      const { state, outcome, steps } = playout(sprint, sprint.defaultConfig(3), seed);
      expect(Object.keys(row)).toEqual(['game', 'rulesVersion', 'seed', 'config', 'players', 'bots', 'outcome', 'length', 'stats']);
      expect(row).toEqual({
        game: 'sprint',
        rulesVersion: '1',
        seed,
        config: { players: 3 },
        players: 3,
        bots: ['random', 'random', 'random'],
        outcome: { ranking: outcome.ranking, scores: outcome.scores },
        length: steps,
        stats: sprintStats.perGame(state, outcome),
      });
    });
  });

  it('leaves "stats" out of the rows of a game without a statistics plugin', async () => {
    const path = join(dir, 'plain.jsonl');
    expect((await run(['simulate', 'sprint', '--games', '2', '--workers', '1', '--jsonl', path])).code).toBe(0);
    const rows = (await readFile(path, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((row) => 'stats' in row)).toEqual([false, false]);
  });

  it('leaves no file behind, not even a partial one, when a game fails', async () => {
    const sub = await mkdtemp(join(dir, 'failed-'));
    const result = await run(['simulate', 'broken', '--games', '3', '--workers', '1', '--jsonl', join(sub, 'rows.jsonl'), '--out', join(sub, 'shard.out')], {
      registry: moreRegistry,
    });
    expect(result.code).toBe(1);
    expect(await readdir(sub)).toEqual([]);
  });

  it('refuses a --jsonl or --out path it cannot write, before playing, exit 2', async () => {
    for (const flag of ['--jsonl', '--out']) {
      const result = await run(['simulate', 'sprint', '--games', '2', flag, join(dir, 'no-such-dir', 'x.jsonl')]);
      expect(isOneLineError(result), result.stderr).toBe(true);
      expect(result.stderr).toContain(`${flag}: cannot write `);
    }
  });
});
