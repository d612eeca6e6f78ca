import { describe, expect, it } from 'vitest';
import { playout } from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { isOneLineError, run } from './helpers.js';

describe('rulebooks play', () => {
  it('prints the header, every event of the log and the final ranking', async () => {
    const result = await run(['play', 'sprint', '--seed', '3', '--players', '3']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Sprint (test fixture) (rules 1): 3 players, seed 3');
    expect(lines).toContain('Player 0 is dealt 2 cards.');
    expect(lines.some((line) => line.startsWith('Bids are '))).toBe(true);
    expect(lines.some((line) => line.startsWith('The race is over: '))).toBe(true);
    const result3 = lines.slice(lines.findIndex((line) => line.startsWith('Result after ')) + 1);
    expect(result3).toHaveLength(3);
    expect(result3.every((line) => /^\s+\d\.\s+Player \d/.test(line) && /score \d+$/.test(line))).toBe(true);
  });

  it('plays the same game as a playout with the same seed (same bots, same dice)', async () => {
    const result = await run(['play', 'sprint', '--seed', '11']);
    const { outcome, steps } = playout(sprint, sprint.defaultConfig(2), 11);
    expect(result.stdout).toContain(`Result after ${steps} actions:`);
    for (const [seat, score] of outcome.scores.entries()) {
      expect(result.stdout).toMatch(new RegExp(`Player ${seat}( \\(tied\\))?\\s+score ${score}\\n`));
    }
  });

  it('is deterministic per seed and depends on it', async () => {
    const first = await run(['play', 'sprint', '--seed', '5']);
    const again = await run(['play', 'sprint', '--seed=5']);
    const other = await run(['play', 'sprint', '--seed', '6']);
    expect(again.stdout).toBe(first.stdout);
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('defaults to seed 1 and the minimum number of players', async () => {
    const implicit = await run(['play', 'sprint']);
    const explicit = await run(['play', 'sprint', '--seed', '1', '--players', '2']);
    expect(implicit.stdout).toBe(explicit.stdout);
    expect(implicit.stdout.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 2 players, seed 1');
  });

  it('accepts a negative seed', async () => {
    const result = await run(['play', 'sprint', '--seed', '-4']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('seed -4');
  });

  it.each([
    [['play'], 'play needs a game id'],
    [['play', 'nosuchgame'], 'unknown game "nosuchgame" (known games: sprint)'],
    [['play', 'sprint', '--seed', 'x'], '--seed needs a whole number, got "x"'],
    [['play', 'sprint', '--seed'], '--seed needs a value'],
    [['play', 'sprint', '--seed', '1.5'], '--seed needs a whole number'],
    [['play', 'sprint', '--players', '9'], '--players 9: Sprint is for 2 to 4 players'],
    [['play', 'sprint', '--human', '2'], '--human must be from 0 to 1, got 2'],
    [['play', 'sprint', '--speed', '2'], 'unknown option --speed for "play"'],
    [['play', 'sprint', '--seed', '1', '--seed', '2'], '--seed is given twice'],
    [['play', 'sprint', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j in one line, exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});
