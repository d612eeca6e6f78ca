/**
 * Tampered records of real games (issue 21, item 6): every replay path checks every checkpoint as
 * it goes, so an edited checkpoint, a deleted or inserted action and a missing or extra last
 * action are all named at the first action where the replay parts from the recorded game; a
 * rulesVersion that is not a string is refused as such.
 */
import { describe, expect, it } from 'vitest';
import {
  RuleError,
  createMatch,
  deriveSeed,
  loadMatch,
  randomBot,
  replay,
  verifyRecord,
  type AnyGame,
  type MatchRecord,
} from '../../src/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

type Json = MatchRecord<unknown, { type: string; player: number }> & { result: NonNullable<MatchRecord['result']> };

/** A finished game of random bots, as JSON read back from disk. */
function finished(game: AnyGame, players: number, seed: number): Json {
  const match = createMatch(game, { config: game.defaultConfig(players), seed });
  const bots = Array.from({ length: players }, (_, seat) => randomBot(game, deriveSeed(seed, seat)));
  while (!match.isOver()) {
    const seat = match.actors()[0]!;
    match.play(bots[seat]!.choose(match.state, seat));
  }
  return JSON.parse(JSON.stringify(match.toRecord())) as Json;
}

/** The RuleError each of the three replay paths throws for `record`. */
function refusals(game: AnyGame, record: unknown): RuleError[] {
  const paths = [
    () => verifyRecord(game, record),
    () => loadMatch(game, record),
    () => {
      for (const step of replay(game, record)) void step;
    },
  ];
  return paths.map((run) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError);
      return error as RuleError;
    }
    throw new Error('the record was accepted');
  });
}

function expectNamed(game: AnyGame, record: unknown, index: number): void {
  for (const error of refusals(game, record)) {
    expect(error.code).toBe('BAD_STATE');
    expect(error.message).toContain(`action #${index} (0-based)`);
    // No other action is named: the first place the replay parts from the record.
    expect(error.message.match(/action #\d+/g)).toEqual([`action #${index}`]);
  }
}

/** Which legal action of the actor at `index` differs from the recorded one, in a replay of `record`. */
function otherActionAt(game: AnyGame, record: Json, index: number): { type: string; player: number } | undefined {
  const match = createMatch(game, { config: record.config as never, seed: record.seed });
  record.actions.slice(0, index).forEach((action) => match.play(action));
  const seat = record.actions[index]!.player;
  return match.legalActions(seat).find((action) => JSON.stringify(action) !== JSON.stringify(record.actions[index]));
}

const GAMES: [string, AnyGame, number, number][] = [
  ['Magical Athlete', magicalAthlete, 4, 7],
  ['Psi Wars', psiWars, 2, 11],
];

describe.each(GAMES)('tampered %s records', (_name, game, players, seed) => {
  const record = finished(game, players, seed);
  const n = record.actions.length;
  const middle = Math.floor(n / 2);

  it('the true record is accepted by every path', () => {
    expect(n).toBeGreaterThan(20);
    expect(verifyRecord(game, record).outcome).toEqual(record.result.outcome);
    expect(loadMatch(game, record).toRecord()).toEqual(record);
  });

  it('an edited checkpoint is named, though the game still ends as recorded', () => {
    for (const at of [0, middle, n - 1]) {
      const checkpoints = [...record.result.checkpoints];
      checkpoints[at] = checkpoints[at] === '00000000' ? '11111111' : '00000000';
      expectNamed(game, { ...record, result: { ...record.result, checkpoints } }, at);
    }
  });

  it('an action deleted in the middle is named where it was, with or without its checkpoint', () => {
    const actions = record.actions.filter((_, i) => i !== middle);
    expectNamed(game, { ...record, actions }, middle);
    const checkpoints = record.result.checkpoints.filter((_, i) => i !== middle);
    expectNamed(game, { ...record, actions, result: { ...record.result, checkpoints } }, middle);
  });

  it('an action inserted in the middle is named where it was inserted', () => {
    // A legal one (the replay accepts it and parts from the record there) and the recorded one twice.
    let at = middle;
    while (otherActionAt(game, record, at) === undefined) at += 1;
    const inserted = otherActionAt(game, record, at)!;
    const legal = [...record.actions.slice(0, at), inserted, ...record.actions.slice(at)];
    expectNamed(game, { ...record, actions: legal }, at);
    const twice = [...record.actions.slice(0, middle + 1), ...record.actions.slice(middle)];
    expectNamed(game, { ...record, actions: twice }, middle + 1);
  });

  it('a last action missing, or one too many, is named', () => {
    expectNamed(game, { ...record, actions: record.actions.slice(0, -1) }, n - 1);
    expectNamed(game, { ...record, actions: [...record.actions, record.actions[n - 1]] }, n);
  });

  it('a numeric rulesVersion is refused as not a string, showing the value and its type', () => {
    const numeric = Number(game.rulesVersion);
    expect(Number.isInteger(numeric)).toBe(true);
    for (const error of refusals(game, { ...record, rulesVersion: numeric })) {
      expect(error.code).toBe('BAD_STATE');
      expect(error.message).toContain('rulesVersion must be a string');
      expect(error.message).toContain(`got ${numeric} (a number)`);
    }
    for (const error of refusals(game, { ...record, rulesVersion: null })) expect(error.message).toContain('got null');
  });
});
