import { describe, expect, it } from 'vitest';
import {
  RuleError,
  createMatch,
  createRng,
  loadMatch,
  playout,
  randomBot,
  replay,
  replayStart,
  type MatchRecord,
} from '../../src/index.js';
import { sprint, type SprintAction } from '../fixtures/sprint.js';

function bidAll(match: ReturnType<typeof createMatch<typeof sprint>>, amounts: (1 | 2 | 3)[]): void {
  amounts.forEach((amount, player) => match.play({ type: 'bid', player, amount }));
}

describe('createMatch', () => {
  it('validates its config', () => {
    expect(() => createMatch(sprint, { config: { players: 9 }, seed: 1 })).toThrow(RuleError);
  });

  it('plays actions, keeps the log, and lists actors and legal actions', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    expect(match.log.map((e) => e.type)).toEqual(['dealt', 'dealt']);
    expect(match.actors()).toEqual([0, 1]);
    bidAll(match, [1, 3]);
    expect(match.actors()).toEqual([1]);
    expect(match.log.at(-1)).toEqual({ type: 'bidsRevealed', bids: [1, 3], first: 1 });
    expect(match.legalActions(0)).toEqual([]);
    expect(match.legalActions(1)[0]).toEqual({ type: 'roll', player: 1 });
    match.play({ type: 'roll', player: 1 });
    expect(match.log.at(-1)?.type).toBe('rolled');
    expect(match.view(0).hand).toHaveLength(2);
    expect(match.view('spectator').hand).toBeNull();
  });

  it('refuses a bad action with a RuleError and changes nothing', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 5 });
    bidAll(match, [2, 1]);
    const before = { state: match.state, log: [...match.log], actions: [...match.actions] };
    const attempts: [SprintAction, string][] = [
      [{ type: 'roll', player: 1 }, 'NOT_YOUR_TURN'],
      [{ type: 'bid', player: 0, amount: 2 }, 'ILLEGAL_ACTION'],
      [{ type: 'play', player: 0, card: 99 }, 'ILLEGAL_ACTION'],
    ];
    for (const [action, code] of attempts) {
      expect(() => match.play(action)).toThrow(expect.objectContaining({ code }));
    }
    expect(match.state).toBe(before.state);
    expect(match.log).toEqual(before.log);
    expect(match.actions).toEqual(before.actions);
  });

  it('undo restores state, log and rng, so the same action rolls the same die', () => {
    // Taking back a roll is for analysis only (a fair match refuses: test/core/match-undo.test.ts).
    const match = createMatch(sprint, { config: { players: 2 }, seed: 8, undo: 'any' });
    bidAll(match, [3, 1]);
    const before = match.state;
    const logLength = match.log.length;
    match.play({ type: 'roll', player: 0 });
    const rolled = match.log.at(-1);
    expect(match.undo()).toBe(true);
    expect(match.state).toBe(before);
    expect(match.log).toHaveLength(logLength);
    match.play({ type: 'roll', player: 0 });
    expect(match.log.at(-1)).toEqual(rolled);
    expect(match.undo()).toBe(true);
    expect(match.undo()).toBe(true);
    expect(match.undo()).toBe(true);
    expect(match.undo()).toBe(false);
    expect(match.actions).toEqual([]);
  });

  it('toRecord and loadMatch round-trip through JSON to the same state and log', () => {
    const match = createMatch(sprint, { config: { players: 3 }, seed: 21 });
    const bot = randomBot(sprint, 4);
    while (!match.isOver()) {
      const player = match.actors()[0] as number;
      match.play(bot.choose(match.state, player));
    }
    expect(match.outcome()?.ranking.flat().sort()).toEqual([0, 1, 2]);
    const record = JSON.parse(JSON.stringify(match.toRecord())) as MatchRecord;
    const loaded = loadMatch(sprint, record);
    expect(loaded.state).toEqual(match.state);
    expect(loaded.log).toEqual(match.log);
    expect(loaded.toRecord()).toEqual(record);
  });
});

describe('replay', () => {
  const match = createMatch(sprint, { config: { players: 2 }, seed: 3 });
  bidAll(match, [1, 1]);
  match.play({ type: 'roll', player: 0 });
  const record = match.toRecord();

  it('yields each action with the state after it', () => {
    const steps = [...replay(sprint, record)];
    expect(steps.map((step) => step.action)).toEqual(record.actions);
    expect(steps.map((step) => step.index)).toEqual([0, 1, 2]);
    expect(steps.at(-1)?.state).toEqual(match.state);
    expect(replayStart(sprint, record).events.map((e) => e.type)).toEqual(['dealt', 'dealt']);
  });

  it('refuses a record of another game or rules version, or a corrupt one', () => {
    const refusals: [unknown, RegExp][] = [
      [{ ...record, game: 'psi-wars' }, /of game "psi-wars", not "sprint"/],
      [{ ...record, rulesVersion: '0' }, /rules version 0/],
      [{ ...record, seed: 'x' }, /integer seed/],
      [{ ...record, actions: [{ type: 'fly', player: 0 }] }, /action #0 \(0-based\) is refused/],
      [{ ...record, actions: [{ type: 'roll', player: 0 }] }, /action #0 \(0-based\) is refused/],
      [{ ...record, config: { players: 1 } }, /config is refused/],
      ['not a record', /a record is an object/],
    ];
    for (const [bad, message] of refusals) {
      expect(() => [...replay(sprint, bad)]).toThrow(expect.objectContaining({ code: 'BAD_STATE', message: expect.stringMatching(message) }));
    }
    expect(() => loadMatch(sprint, { ...record, game: 'other' })).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
});

describe('playout and randomBot', () => {
  it('plays a whole game on the fast path, determined by the seed', () => {
    const a = playout(sprint, { players: 3 }, 17);
    const b = playout(sprint, { players: 3 }, 17);
    expect(a.state).toEqual(b.state);
    expect(a.steps).toBeGreaterThan(3);
    expect(a.outcome.scores).toHaveLength(3);
    const others = [18, 19, 20, 21].map((seed) => JSON.stringify(playout(sprint, { players: 3 }, seed).state));
    expect(others.some((s) => s !== JSON.stringify(a.state))).toBe(true);
  });

  it('matches the pure path step for step', () => {
    const seen: unknown[] = [];
    const fast = playout(sprint, { players: 2 }, 99, { onStep: (action) => seen.push(action) });
    const match = createMatch(sprint, { config: { players: 2 }, seed: 99 });
    for (const action of seen) match.play(action as SprintAction);
    expect(match.state).toEqual(fast.state);
  });

  it('randomBot picks only legal actions, reproducibly', () => {
    const state = sprint.setup({ players: 2 }, createRng(1));
    const one = randomBot(sprint, 5);
    const two = randomBot(sprint, 5);
    for (let i = 0; i < 20; i++) {
      const a = one.choose(state, 0);
      expect(sprint.legalActions(state, 0)).toContainEqual(a);
      expect(two.choose(state, 0)).toEqual(a);
    }
    expect(() => one.choose(state, 5)).toThrow(/no legal action/);
  });

  it('guards against games that never end', () => {
    expect(() => playout(sprint, { players: 2 }, 1, { maxSteps: 2 })).toThrow(/no end after 2 actions/);
  });
});
