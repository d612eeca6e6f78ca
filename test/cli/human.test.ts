import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { isOneLineError, run } from './helpers.js';

/** Enough answers to finish any 2-player Sprint game: 1 is always legal (bid 1, then roll). */
const plenty = (first: string[]): string => [...first, ...Array.from({ length: 40 }, () => '1')].join('\n') + '\n';

describe('rulebooks play --human', () => {
  it('shows the view and numbered legal actions, and plays the chosen one', async () => {
    const result = await run(['play', 'sprint', '--human', '1'], { input: plenty(['3']) });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const out = result.stdout;
    expect(out.split('\n')[0]).toBe('Sprint (test fixture) (rules 1): 2 players, seed 1; you are player 1');
    expect(out).toContain('Your turn, player 1. You see:');
    // The view as the game summarises it for that seat, indented, then labelled choices.
    const state = sprint.setup({ players: 2 }, createRng(1));
    expect(out).toContain('You see:\n  Phase bid; you are player 1; player 0 is active.\n');
    const labels = sprint.legalActions(state, 1).map((action, i) => `  ${i + 1}) ${sprint.describeAction(state, action)}`);
    expect(out).toContain(`Your choices:\n${labels.join('\n')}\n`);
    expect(out).not.toContain('{"type":"bid"');
    // Our bid of 3 is revealed with the other player's.
    expect(out).toMatch(/Bids are \d\/3; player \d starts\./);
    expect(out).toContain('Result after ');
  });

  it('shows only what the seat may see: its own deal, not the other player\'s', async () => {
    const result = await run(['play', 'sprint', '--human', '1'], { input: plenty([]) });
    expect(result.stdout).toContain('Player 1 is dealt 2 cards.');
    expect(result.stdout).not.toContain('Player 0 is dealt 2 cards.');
    const bots = await run(['play', 'sprint']);
    expect(bots.stdout).toContain('Player 0 is dealt 2 cards.');
  });

  it('asks again after an entry that is not one of the numbers', async () => {
    const result = await run(['play', 'sprint', '--human', '0'], { input: plenty(['banana', '0', '4', ' 2 ']) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"banana" is not one of the choices: type a number from 1 to 3.\nChoose 1-3: 0\n"0" is not one of the choices');
    expect(result.stdout).toContain('"4" is not one of the choices: type a number from 1 to 3.');
    expect(result.stdout).toMatch(/Bids are 2\/\d; player \d starts\./);
  });

  it('replays the same game for the same answers', async () => {
    const answers = plenty(['2', '2', '3', '1']);
    const first = await run(['play', 'sprint', '--human', '0', '--seed', '9'], { input: answers });
    const again = await run(['play', 'sprint', '--human', '0', '--seed', '9'], { input: answers });
    expect(again.stdout).toBe(first.stdout);
  });

  it('stops with exit 2 and one clear line when input ends', async () => {
    const result = await run(['play', 'sprint', '--human', '0'], { input: '1\n' });
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toBe('rulebooks: input ended before player 0 chose an action; the game is abandoned\n');
  });

  it('stops at once on empty input', async () => {
    const result = await run(['play', 'sprint', '--human', '1', '--players', '3'], { input: '' });
    expect(isOneLineError(result)).toBe(true);
    expect(result.stdout).toContain('Your turn, player 1. You see:');
  });
});
