// The search bot on the command line: `--bot mcts` and `--bot mcts:N` for every game, seeded like
// the other bots, so that play and simulate replay and agree on any number of workers.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MCTS_ITERATIONS } from '../../src/index.js';
import { MAX_MCTS_ITERATIONS, MCTS_ITERATIONS_BY_GAME, chooseBots, mctsBudget, mctsIterations, withRandomBot } from '../../src/cli/bots.js';
import { defaultRegistry } from '../../src/cli/registry.js';
import { GAME_MANIFEST } from '../../src/games/manifest.js';
import { sprint } from '../fixtures/sprint.js';
import { isOneLineError, run } from './helpers.js';

describe('mcts bot names', () => {
  it('reads mcts:N as N iterations, and nothing else', () => {
    expect(mctsBudget('mcts:1')).toBe(1);
    expect(mctsBudget('mcts:2000')).toBe(2000);
    expect(mctsBudget(`mcts:${MAX_MCTS_ITERATIONS}`)).toBe(MAX_MCTS_ITERATIONS);
    for (const name of ['mcts', 'mcts:', 'mcts:0', 'mcts:07', 'mcts:-3', 'mcts:2.5', 'mcts:1e3', `mcts:${MAX_MCTS_ITERATIONS + 1}`, 'MCTS:5', 'mcts:5 ']) {
      expect(mctsBudget(name), name).toBeUndefined();
    }
  });

  it('has a default budget for every shipped game, and the core default for any other', () => {
    expect(Object.keys(MCTS_ITERATIONS_BY_GAME).sort()).toEqual(GAME_MANIFEST.map((entry) => entry.id).sort());
    expect(mctsIterations(sprint)).toBe(DEFAULT_MCTS_ITERATIONS);
  });

  it('accepts mcts and mcts:N per seat, next to the game\'s own names', () => {
    const bots = withRandomBot(undefined);
    expect(Object.keys(bots)).toEqual(['random', 'mcts']);
    expect(chooseBots(sprint, bots, { bots: 'mcts:30,random,mcts' }, 3)).toEqual(['mcts:30', 'random', 'mcts']);
  });
});

describe('--bot mcts on the command line', () => {
  it('plays a game with every seat searching, the same way twice', async () => {
    const argv = ['play', 'sprint', '--seed', '3', '--bots', 'mcts:20,mcts'];
    const first = await run(argv);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 2 players, seed 3; bots: mcts:20, mcts');
    expect(first.stdout).toMatch(/\nResult after \d+ actions:\n/);
    expect((await run(argv)).stdout).toBe(first.stdout);
  });

  it('simulates with search bots alike on one worker and on two', async () => {
    const argv = ['simulate', 'psi-wars', '--games', '2', '--seed', '4', '--config', '{"labHitPoints":20}', '--bots', 'mcts:4,random'];
    const one = await run([...argv, '--workers', '1', '--json'], { registry: [...defaultRegistry] });
    const two = await run([...argv, '--workers', '2', '--json'], { registry: [...defaultRegistry] });
    expect(one.code, one.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout)).toMatchObject({ game: 'psi-wars', bots: ['mcts:4', 'random'] });
  });

  it('refuses a bad budget in one line, naming the bots there are', async () => {
    const result = await run(['play', 'sprint', '--bot', 'mcts:0']);
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain('has no bot "mcts:0" (available: random, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)');
  });
});

describe('mcts:N:BOT (playouts by a game bot)', () => {
  it('parses the budget and the playout bot; refuses an unknown playout bot or a search bot', async () => {
    const { mctsWithRollout } = await import('../../src/cli/bots.js');
    expect(mctsWithRollout('mcts:200:greedy')).toEqual({ iterations: 200, rollout: 'greedy' });
    for (const name of ['mcts:200', 'mcts:0:greedy', 'mcts:200:', 'mcts::greedy', 'mcts:200:Greedy']) expect(mctsWithRollout(name), name).toBeUndefined();
  });

  it('simulates Psi Wars with greedy playouts, the same games twice for one seed, and refuses mcts:N:nobody', async () => {
    const { psiWars, psiWarsBots } = await import('../../src/games/psi-wars/index.js');
    const bots = withRandomBot(psiWarsBots);
    expect(chooseBots(psiWars, bots, { bot: 'mcts:5:greedy' }, 2)).toEqual(['mcts:5:greedy', 'mcts:5:greedy']);
    expect(() => chooseBots(psiWars, bots, { bot: 'mcts:5:nobody' }, 2)).toThrow(/no bot "mcts:5:nobody"/);
    expect(() => chooseBots(psiWars, bots, { bot: 'mcts:5:mcts' }, 2)).toThrow(/no bot "mcts:5:mcts"/);
    const argv = ['simulate', 'psi-wars', '--games', '2', '--bots', 'mcts:5:greedy,random', '--workers', '1', '--json'];
    const one = await run(argv, { registry: [...defaultRegistry] });
    const two = await run(argv, { registry: [...defaultRegistry] });
    expect(one.code, one.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout)).toMatchObject({ game: 'psi-wars', bots: ['mcts:5:greedy', 'random'] });
  });
});

describe('play --analyze', () => {
  it('prints each search decision and plays the same game as without it', async () => {
    const args = ['play', 'psi-wars', '--seed', '4', '--bots', 'mcts:20,greedy'];
    const plain = await run(args, { registry: [...defaultRegistry] });
    const analyzed = await run([...args, '--analyze'], { registry: [...defaultRegistry] });
    expect(analyzed.code).toBe(0);
    const lines = analyzed.stdout.split('\n');
    const searches = lines.filter((line) => line.startsWith('  [search, player 0: '));
    expect(searches.length).toBeGreaterThan(5);
    // A searched decision reports its 20 iterations; a forced one, none.
    expect(searches.some((line) => line.includes(': 20 iterations in '))).toBe(true);
    expect(searches.every((line) => / (20|0) iterations in [0-9.]+ ms: /.test(line))).toBe(true);
    // Only the search bot's decisions; and without those lines, the same log and result.
    expect(lines.some((line) => line.startsWith('  [search, player 1'))).toBe(false);
    expect(lines.filter((line) => !line.startsWith('  [search, ')).join('\n')).toBe(plain.stdout);
  });
});
