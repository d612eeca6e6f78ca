import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/usage.js';
import { botsRegistry, isOneLineError, moreRegistry, run } from './helpers.js';

describe('rulebooks games, help and dispatch', () => {
  it('lists the id, title, player counts and bots of every game, aligned', async () => {
    const result = await run(['games'], { registry: [...moreRegistry, { ...botsRegistry[0]!, id: 'sprint', title: 'Sprint+bots' }] });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      [
        'sprint  Sprint       2-4 players  bots: random, mcts',
        'relay   Relay        2-4 players  bots: random, mcts',
        'broken  Broken       2-4 players  bots: random, mcts',
        'sprint  Sprint+bots  2-4 players  bots: random, first, cards, mcts',
        '',
      ].join('\n'),
    );
  });

  it('says so when no game is registered', async () => {
    const result = await run(['games'], { registry: [] });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('No games are registered yet.\n');
  });

  it('prints usage on stdout for --help and exits 0', async () => {
    for (const argv of [['--help'], ['-h'], ['play', '--help']]) {
      const result = await run(argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(USAGE);
      expect(result.stderr).toBe('');
    }
  });

  it('prints usage on stderr with no arguments and exits 2', async () => {
    const result = await run([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(USAGE);
  });

  it('refuses an unknown command in one line', async () => {
    const result = await run(['dance']);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain('unknown command "dance"');
  });

  it('prints the package version', async () => {
    const result = await run(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});
