// The CLI against the games it ships: the default registry, loading the real modules from source.
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../src/cli/registry.js';
import { isOneLineError, run } from './helpers.js';

const registry = [...defaultRegistry];

describe('the shipped games on the command line', () => {
  it('lists every registered game with its bots', async () => {
    const result = await run(['games'], { registry });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(' ')[0])).toEqual(registry.map((entry) => entry.id));
    expect(lines.find((line) => line.startsWith('magical-athlete '))).toMatch(/ 4-5 players +bots: random, greedy, mcts$/);
    expect(lines.find((line) => line.startsWith('psi-wars '))).toMatch(/ 2 players +bots: random, greedy, mcts$/);
    // Every game can be played by the core's two bots.
    expect(lines.every((line) => / bots: random\b.*, mcts$/.test(line))).toBe(true);
  });

  it('simulates Psi Wars with a config and per-seat bots, the same on 1 and 2 workers', async () => {
    const argv = ['simulate', 'psi-wars', '--games', '6', '--seed', '3', '--config', '{"decks":["robot","creature"]}', '--bots', 'greedy,random'];
    const one = await run([...argv, '--workers', '1'], { registry });
    const two = await run([...argv, '--workers', '2'], { registry });
    expect(one.code, one.stderr).toBe(0);
    expect(two.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
    expect(one.stdout.split('\n')[0]).toBe(
      'Psi Wars (rules 2): 6 games, 2 players, seeds 3..8; bots: greedy, random; ' +
        'config: {"players":2,"labHitPoints":30,"decks":["robot","creature"]}',
    );
    const json = await run([...argv, '--workers', '2', '--json'], { registry });
    expect(JSON.parse(json.stdout)).toMatchObject({
      game: 'psi-wars',
      players: 2,
      bots: ['greedy', 'random'],
      config: { players: 2, labHitPoints: 30, decks: ['robot', 'creature'] },
    });
  });

  it('plays a game of Psi Wars between greedy bots', async () => {
    const result = await run(['play', 'psi-wars', '--seed', '2', '--bot', 'greedy', '--config', '{"labHitPoints":20}'], { registry });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(
      'Psi Wars (rules 2): 2 players, seed 2; bots: greedy; config: {"players":2,"labHitPoints":20,"decks":["creature","robot"]}',
    );
    expect(result.stdout).toMatch(/\nResult after \d+ actions:\n {2}1\. {2}Player [01] /);
  });

  it("names Magika's seats in the result table by the letters its log uses (issue 23)", async () => {
    const result = await run(['play', 'magika', '--seed', '1', '--players', '3', '--config', '{"maxTurns":2}'], { registry });
    expect(result.code, result.stderr).toBe(0);
    const table = result.stdout.slice(result.stdout.indexOf('Result after ')).trimEnd().split('\n').slice(1);
    expect(table).toHaveLength(3);
    expect(table.every((line) => /^\s+\d\.\s+[ABC]( \(tied\))?\s+score [\d.]+$/.test(line))).toBe(true);
    expect(result.stdout).not.toMatch(/Player \d/);
  });

  it.each([
    [['simulate', 'psi-wars', '--games', '2', '--config', '{"labHitPoints":99}'], '--config: labHitPoints must be a whole number from 20 to 40'],
    [['simulate', 'psi-wars', '--games', '2', '--config', '{"decks":["robot","elf"]}'], '--config: deck 1: unknown built-in deck "elf"'],
    [['simulate', 'psi-wars', '--games', '2', '--players', '3'], '--players 3: Psi Wars is a two-player game'],
    [['play', 'psi-wars', '--bot', 'clever'], 'Psi Wars has no bot "clever" (available: random, greedy'],
    [['play', 'magical-athlete', '--bot', 'clever'], 'Magical Athlete has no bot "clever" (available: random, greedy, mcts; mcts:N searches N iterations, with options :BOT (playouts by BOT), :prior=BOT, :w=X, :depth=D, :c=X)'],
    [['play', 'magika', '--bot', 'mcts:0'], 'Magika has no bot "mcts:0" (available: random, heuristic, mcts'],
  ])('refuses %j in one line, exit 2', async (argv, message) => {
    const result = await run(argv, { registry });
    expect(isOneLineError(result), result.stderr).toBe(true);
    expect(result.stderr).toContain(message);
  });
});
