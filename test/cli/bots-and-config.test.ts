import { describe, expect, it } from 'vitest';
import { deriveSeed, playout, randomBot, type Bot } from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { sprintBots } from './fixtures/sprint-with-bots.js';
import { botsRegistry, isOneLineError, run } from './helpers.js';

type SprintBot = Bot<typeof sprint>;
const first = (): SprintBot => sprintBots.first(sprint);
const cards = (): SprintBot => sprintBots.cards(sprint);
const random = (seed: number, seat: number): SprintBot => randomBot(sprint, deriveSeed(seed, seat));

/** `simulate --json` on the bots fixture, parsed. */
async function simulateJson(args: string[]): Promise<{ code: number; summary: any; stderr: string }> {
  const result = await run(['simulate', 'sprint', '--json', ...args], { registry: botsRegistry });
  return { code: result.code, stderr: result.stderr, summary: result.code === 0 ? JSON.parse(result.stdout) : undefined };
}

/** Mean score of each seat over games `seed..seed+games-1` played with the bots `make` gives. */
function meanScores(games: number, seed: number, players: number, make: (seed: number) => SprintBot[]): number[] {
  const sums = new Array<number>(players).fill(0);
  for (let i = 0; i < games; i++) {
    const { outcome } = playout(sprint, { players }, seed + i, { bots: make(seed + i) });
    outcome.scores.forEach((score, seat) => (sums[seat] = (sums[seat] ?? 0) + score));
  }
  return sums.map((sum) => sum / games);
}

describe('simulate --bot, --bots', () => {
  it('plays every seat with the named bot', async () => {
    const { code, summary } = await simulateJson(['--games', '8', '--seed', '3', '--bot', 'cards', '--workers', '1']);
    expect(code).toBe(0);
    expect(summary.bots).toEqual(['cards', 'cards']);
    expect(summary.seats.map((seat: { meanScore: number }) => seat.meanScore)).toEqual(meanScores(8, 3, 2, () => [cards(), cards()]));
  });

  it('takes one bot per seat, random seats seeded deriveSeed(seed, seat) as before', async () => {
    const { summary } = await simulateJson(['--games', '8', '--players', '3', '--bots', 'first,random,cards', '--workers', '1']);
    expect(summary.bots).toEqual(['first', 'random', 'cards']);
    const expected = meanScores(8, 1, 3, (seed) => [first(), random(seed, 1), cards()]);
    expect(summary.seats.map((seat: { meanScore: number }) => seat.meanScore)).toEqual(expected);
  });

  it('defaults to random bots, which is what it played before --bot existed', async () => {
    const implicit = await simulateJson(['--games', '6', '--workers', '1']);
    const explicit = await simulateJson(['--games', '6', '--workers', '1', '--bot', 'random']);
    expect(implicit.summary).toEqual(explicit.summary);
    expect(implicit.summary.bots).toEqual(['random', 'random']);
    expect(implicit.summary.seats.map((seat: { meanScore: number }) => seat.meanScore)).toEqual(
      meanScores(6, 1, 2, (seed) => [random(seed, 0), random(seed, 1)]),
    );
  });

  it('names the bots and the config in the header line', async () => {
    const result = await run(['simulate', 'sprint', '--games', '4', '--bots', 'first,random', '--workers', '1'], { registry: botsRegistry });
    expect(result.stdout.split('\n')[0]).toBe(
      'Sprint (test fixture) (rules 1): 4 games, 2 players, seeds 1..4; bots: first, random; config: {"players":2}',
    );
  });

  it('gives identical output on 1 and 2 worker threads, the workers making the same bots', async () => {
    const argv = ['simulate', 'sprint', '--games', '24', '--seed', '5', '--config', '{"players":4}', '--bots', 'cards,random,first,random'];
    const one = await run([...argv, '--workers', '1'], { registry: botsRegistry });
    const two = await run([...argv, '--workers', '2'], { registry: botsRegistry });
    expect(one.code).toBe(0);
    expect(two.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
    expect(one.stdout.split('\n')[0]).toContain('4 players');
  });
});

describe('--config', () => {
  it('lays its fields over the default config; its "players" sets the seat count', async () => {
    const { summary } = await simulateJson(['--games', '3', '--config', '{"players":3}', '--workers', '1']);
    expect(summary.players).toBe(3);
    expect(summary.config).toEqual({ players: 3 });
    expect(summary.bots).toEqual(['random', 'random', 'random']);
  });

  it('may repeat --players when they agree', async () => {
    const { code, summary } = await simulateJson(['--games', '3', '--players', '4', '--config', '{"players":4}', '--workers', '1']);
    expect(code).toBe(0);
    expect(summary.players).toBe(4);
  });

  it('is used by play, and named in its header', async () => {
    const result = await run(['play', 'sprint', '--seed', '2', '--config', '{"players":3}']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 3 players, seed 2; config: {"players":3}');
    const same = await run(['play', 'sprint', '--seed', '2', '--players', '3']);
    expect(result.stdout.split('\n').slice(1)).toEqual(same.stdout.split('\n').slice(1));
  });

  it.each([
    [['--config', '{"players":9}'], '--config "players": 9: Sprint is for 2 to 4 players'],
    [['--config', '{players:3}'], '--config is not valid JSON'],
    [['--config', '[2]'], '--config needs a JSON object'],
    [['--config', 'null'], '--config needs a JSON object'],
    [['--config', '{"players":"3"}'], '--config: "players" must be a whole number, got "3"'],
    [['--config', '{"players":3}', '--players', '2'], '--players 2 and --config "players": 3 disagree'],
    [['--config', '{"players":3'], '--config is not valid JSON'],
  ])('refuses %j in one line, exit 2 (simulate and play)', async (flags, message) => {
    for (const argv of [['simulate', 'sprint', '--games', '2', ...flags], ['play', 'sprint', ...flags]]) {
      const result = await run(argv);
      expect(isOneLineError(result), result.stderr).toBe(true);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
  });
});

describe('play --bot, --bots', () => {
  it('plays the named bots, seeded as simulate seeds them, and names them in the header', async () => {
    const result = await run(['play', 'sprint', '--seed', '9', '--bots', 'cards,random'], { registry: botsRegistry });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 2 players, seed 9; bots: cards, random');
    const { outcome, steps } = playout(sprint, { players: 2 }, 9, { bots: [cards(), random(9, 1)] });
    expect(result.stdout).toContain(`Result after ${steps} actions:`);
    for (const [seat, score] of outcome.scores.entries()) {
      expect(result.stdout).toMatch(new RegExp(`Player ${seat}( \\(tied\\))?\\s+score ${score}\\n`));
    }
  });

  it('plays the same game as simulate with one game and the same flags', async () => {
    const play = await run(['play', 'sprint', '--seed', '4', '--bot', 'first'], { registry: botsRegistry });
    const { summary } = await simulateJson(['--games', '1', '--seed', '4', '--bot', 'first']);
    expect(play.stdout).toContain(`Result after ${summary.length.mean} actions:`);
  });

  it('gives --bot to the seats a human does not take', async () => {
    const input = `${Array.from({ length: 40 }, () => '1').join('\n')}\n`;
    const result = await run(['play', 'sprint', '--human', '0', '--bot', 'cards'], { registry: botsRegistry, input });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 2 players, seed 1; you are player 0; bots: cards');
    const listed = await run(['play', 'sprint', '--human', '0', '--bots', 'human,cards'], { registry: botsRegistry, input });
    expect(listed.stdout).toBe(result.stdout);
  });
});

describe('bot names that are refused', () => {
  it.each([
    [['simulate', 'sprint', '--games', '2', '--bot', 'smart'], 'no bot "smart" (available: random, first, cards, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)'],
    [['simulate', 'sprint', '--games', '2', '--bots', 'first,smart'], '--bots: Sprint (test fixture) has no bot "smart" (available: random, first, cards, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)'],
    [['simulate', 'sprint', '--games', '2', '--bots', 'first'], '--bots needs one name per seat (2 players), got 1'],
    [['simulate', 'sprint', '--games', '2', '--bots', 'first,first,first'], '--bots needs one name per seat (2 players), got 3'],
    [['simulate', 'sprint', '--games', '2', '--bot', 'first', '--bots', 'first,first'], 'give --bot or --bots, not both'],
    [['simulate', 'sprint', '--games', '2', '--bots', 'human,first'], 'seat 0 is "human" but take a seat with --human 0'],
    [['play', 'sprint', '--bot', 'smart'], 'no bot "smart" (available: random, first, cards, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)'],
    [['play', 'sprint', '--human', '1', '--bots', 'first,cards'], 'seat 1 is yours (--human 1), so name it "human" there'],
    [['play', 'sprint', '--human', '1', '--bots', 'human,human'], 'seat 0 is "human" but you are at seat 1'],
  ])('refuses %j in one line, exit 2', async (argv, message) => {
    const result = await run(argv, { registry: botsRegistry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('offers only random and mcts for a game without bots of its own', async () => {
    const result = await run(['simulate', 'sprint', '--games', '2', '--bot', 'first']);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain('(available: random, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)');
  });

  it('reports a registry entry naming a bots export the module lacks, exit 1', async () => {
    const registry = [{ ...botsRegistry[0]!, botsExportName: 'nothingHere' }];
    const result = await run(['simulate', 'sprint', '--games', '2'], { registry });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has no bots export named "nothingHere"');
  });
});
