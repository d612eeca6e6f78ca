import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMatch, createRng, deriveSeed, randomBot } from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { isOneLineError, moreRegistry, run } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'rulebooks-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/**
 * A match of Sprint played by bots, `limit` actions at most. Made with `undo: 'any'`: a test takes
 * actions back to find other legal ones, which a fair undo refuses past a roll (issue 21).
 */
function botMatch(seed: number, players: number, limit = Infinity) {
  const match = createMatch(sprint, { config: { players }, seed, undo: 'any' });
  const bots = Array.from({ length: players }, (_, seat) => randomBot(sprint, deriveSeed(seed, seat)));
  while (!match.isOver() && match.actions.length < limit) {
    const player = match.actors()[0]!;
    match.play(bots[player]!.choose(match.state, player));
  }
  return match;
}

describe('rulebooks replay', () => {
  it('prints setup and every action with its events, in the log order, then the result', async () => {
    const match = botMatch(21, 3);
    const file = write('full.json', match.toRecord());
    const result = await run(['replay', file]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Replay of Sprint (test fixture) (rules 1), seed 21, ${match.actions.length} actions (numbered from 0)`);
    expect(lines[1]).toBe('Config: {"players":3}');
    expect(lines[3]).toBe('Setup:');
    const actionLines = lines.filter((line) => line.startsWith('Action '));
    // Each action is labelled by the game, in the state it was played in.
    const states = [sprint.setup({ players: 3 }, createRng(21))];
    const rng = createRng(21);
    sprint.setup({ players: 3 }, rng);
    for (const action of match.actions) states.push(sprint.reduce(states.at(-1)!, action, rng));
    expect(actionLines).toEqual(match.actions.map((action, i) => `Action #${i}: ${sprint.describeAction(states[i]!, action)}`));
    const resultAt = lines.indexOf('Result:');
    const eventLines = lines.slice(4, resultAt).filter((line) => line.startsWith('  ')).map((line) => line.slice(2));
    expect(eventLines).toEqual(match.log.map((event) => sprint.describeEvent(event)));
    const outcome = match.outcome()!;
    const winner = outcome.ranking[0]![0]!;
    expect(lines[resultAt + 1]).toMatch(new RegExp(`^\\s+1\\.\\s+Player ${winner}\\b.*score ${outcome.scores[winner]}$`));
    expect(lines.at(-1)).toBe('Verified: the replay reaches the recorded result and final state.');
  });

  it('refuses a record whose last action was swapped for another legal one, naming it', async () => {
    for (let seed = 1; seed < 40; seed++) {
      const match = botMatch(seed, 2);
      const record = match.toRecord();
      const last = record.actions.length - 1;
      match.undo();
      const other = match.legalActions(record.actions[last]!.player).find((a) => JSON.stringify(a) !== JSON.stringify(record.actions[last]));
      if (other === undefined) continue;
      const file = write('tampered.json', { ...record, actions: [...record.actions.slice(0, last), other] });
      const result = await run(['replay', file]);
      expect(isOneLineError(result)).toBe(true);
      expect(result.stderr).toContain(`action #${last} (0-based)`);
      expect(result.stdout).toBe('');
      return;
    }
    throw new Error('no seed with an alternative last action');
  });

  it('play --save writes a record that replay verifies', async () => {
    const file = join(dir, 'saved.json');
    const played = await run(['play', 'sprint', '--seed', '6', '--save', file]);
    expect(played.code).toBe(0);
    expect(played.stderr).toBe(`rulebooks: record saved to ${file}\n`);
    const replayed = await run(['replay', file]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain('Verified: the replay reaches the recorded result and final state.');
  });

  it('play --save names a file it cannot write', async () => {
    const result = await run(['play', 'sprint', '--save', join(dir, 'no', 'such', 'dir.json')]);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain('--save: cannot write ');
    // Refused before the game is played: not one line of its log.
    expect(result.stdout).toBe('');
  });

  it('says when a record stops before the end', async () => {
    const file = write('partial.json', botMatch(4, 2, 3).toRecord());
    const result = await run(['replay', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/The record stops before the end of the game \(to act: player \d\)\.\n$/);
  });

  it('refuses a record of another game', async () => {
    const file = write('sprint.json', botMatch(2, 2).toRecord());
    const result = await run(['replay', file, '--game', 'relay'], { registry: moreRegistry });
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toBe(`rulebooks: ${file}: this record is of game "sprint", not "relay"\n`);
    expect(result.stdout).toBe('');
  });

  it('refuses a record of a game it does not know', async () => {
    const file = write('psi.json', { ...botMatch(2, 2).toRecord(), game: 'psi-wars' });
    const result = await run(['replay', file]);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain('unknown game "psi-wars"');
  });

  it('refuses a record whose action is illegal, printing nothing of it', async () => {
    const record = botMatch(2, 2).toRecord();
    const file = write('cheat.json', { ...record, result: undefined, actions: [...record.actions.slice(0, 2), { type: 'roll', player: 0 }, { type: 'roll', player: 0 }] });
    const result = await run(['replay', file]);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toMatch(/^rulebooks: .*cheat\.json: the record's action #\d+ \(0-based\) is refused: /);
    expect(result.stdout).toBe('');
  });

  it.each([
    ['missing file', () => join(dir, 'nope.json'), 'no such file'],
    ['directory', () => dir, 'it is a directory'],
    ['not JSON', () => write('bad.json', '{ "game": '), 'is not valid JSON'],
    ['not a record', () => write('list.json', [1, 2]), 'is not a game record'],
    ['old rules', () => write('old.json', { ...botMatch(1, 2).toRecord(), rulesVersion: '0' }), 'rules version 0'],
    ['bad config', () => write('cfg.json', { ...botMatch(1, 2).toRecord(), config: { players: 7 } }), "the record's config is refused"],
  ])('refuses a %s in one line, exit 2', async (_what, file, message) => {
    const result = await run(['replay', file()]);
    expect(isOneLineError(result)).toBe(true);
    expect(result.stderr).toContain(message);
  });

  it('needs exactly one file', async () => {
    expect(isOneLineError(await run(['replay']))).toBe(true);
    expect(isOneLineError(await run(['replay', 'a.json', 'b.json']))).toBe(true);
  });
});
