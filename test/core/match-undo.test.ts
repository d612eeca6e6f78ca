/**
 * Undo hides the future (issue 21, item 10): a fair match (the default) refuses to take back an
 * action that drew on chance or showed some seat a hidden fact, with UNDO_REFUSED; `undo: 'any'`
 * takes back anything; `history()` says which actions are which.
 */
import { describe, expect, it } from 'vitest';
import {
  RuleError,
  createMatch,
  deriveSeed,
  loadMatch,
  randomBot,
  type AnyGame,
  type Match,
  type UndoPolicy,
} from '../../src/index.js';
import { sprint } from '../fixtures/sprint.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { magika } from '../../src/games/magika/index.js';

/** The actions random bots play in a game of `game` with `seed` (the bots seeded as the CLI seeds them). */
function botActions(game: AnyGame, players: number, seed: number, limit: number): { type: string; player: number }[] {
  const match = createMatch(game, { config: game.defaultConfig(players), seed });
  const bots = Array.from({ length: players }, (_, seat) => randomBot(game, deriveSeed(seed, seat)));
  while (!match.isOver() && match.actions.length < limit) {
    const seat = match.actors()[0]!;
    match.play(bots[seat]!.choose(match.state, seat));
  }
  return [...match.actions];
}

/** A match of `game` with the first `count` of `actions` played. */
function playedUpTo<G extends AnyGame>(game: G, players: number, seed: number, actions: readonly unknown[], count: number, undo?: UndoPolicy): Match<G> {
  const match = createMatch(game, { config: game.defaultConfig(players), seed, ...(undo === undefined ? {} : { undo }) });
  for (const action of actions.slice(0, count)) match.play(action as never);
  return match;
}

/** Everything a refused undo must leave as it was. */
function snapshot(match: Match<AnyGame>): unknown {
  return { state: match.state, log: [...match.log], actions: [...match.actions], record: JSON.stringify(match.toRecord()), seen: match.logFor(0) };
}

function refusedUndo(match: Match<AnyGame>): RuleError {
  const before = snapshot(match);
  expect(match.canUndo()).toBe(false);
  let caught: unknown;
  try {
    match.undo();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('UNDO_REFUSED');
  expect(snapshot(match)).toEqual(before);
  return caught as RuleError;
}

/** Takes back the last action, then plays it again: the match must be as it was. */
function undoAndReplay(match: Match<AnyGame>): void {
  const state = match.state;
  const record = JSON.stringify(match.toRecord());
  const last = match.actions.at(-1)!;
  expect(match.canUndo()).toBe(true);
  expect(match.undo()).toBe(true);
  match.play(last);
  expect(match.state).toEqual(state);
  expect(JSON.stringify(match.toRecord())).toBe(record);
}

describe('undo policy', () => {
  it('is fair by default, any on request, and anything else is BAD_CONFIG', () => {
    expect(createMatch(sprint, { config: { players: 2 }, seed: 1 }).undoPolicy).toBe('fair');
    expect(createMatch(sprint, { config: { players: 2 }, seed: 1, undo: 'any' }).undoPolicy).toBe('any');
    expect(() => createMatch(sprint, { config: { players: 2 }, seed: 1, undo: 'all' as UndoPolicy })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
  });

  it('Sprint: a secret bid can be taken back; the bid that reveals all of them, and a roll, cannot', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 8 });
    expect(match.canUndo()).toBe(false);
    expect(match.undo()).toBe(false);
    match.play({ type: 'bid', player: 0, amount: 3 });
    undoAndReplay(match);
    match.play({ type: 'bid', player: 1, amount: 1 });
    const revealed = refusedUndo(match);
    expect(revealed.message).toContain('action #1 (0-based)');
    expect(revealed.message).toContain('player 1');
    match.play({ type: 'roll', player: 0 });
    expect(refusedUndo(match).message).toMatch(/action #2 \(0-based\).*chance/);
    expect(match.history()).toEqual([
      { index: 0, action: { type: 'bid', player: 0, amount: 3 }, chance: false, reveals: false },
      { index: 1, action: { type: 'bid', player: 1, amount: 1 }, chance: false, reveals: true },
      { index: 2, action: { type: 'roll', player: 0 }, chance: true, reveals: false },
    ]);
    expect(match.history(2)).toEqual(match.history().slice(2));
    expect(match.history(3)).toEqual([]);
    for (const since of [-1, 4, 1.5, '1']) expect(() => match.history(since as number)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });

  it('with undo: any, every action is taken back, rng included', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 8, undo: 'any' });
    match.play({ type: 'bid', player: 0, amount: 3 });
    match.play({ type: 'bid', player: 1, amount: 1 });
    match.play({ type: 'roll', player: 0 });
    const rolled = match.log.at(-1);
    expect(match.canUndo()).toBe(true);
    expect(match.undo()).toBe(true);
    match.play({ type: 'roll', player: 0 });
    expect(match.log.at(-1)).toEqual(rolled);
    while (match.undo());
    expect(match.actions).toEqual([]);
  });

  it('loadMatch is fair by default too, and any on request', () => {
    const match = createMatch(sprint, { config: { players: 2 }, seed: 8 });
    match.play({ type: 'bid', player: 0, amount: 3 });
    match.play({ type: 'bid', player: 1, amount: 1 });
    const record = match.toRecord();
    const fair = loadMatch(sprint, record);
    expect(fair.undoPolicy).toBe('fair');
    expect(fair.history()).toEqual(match.history());
    refusedUndo(fair);
    expect(loadMatch(sprint, record, { undo: 'any' }).undo()).toBe(true);
  });
});

describe('Magical Athlete', () => {
  // Seed 7: the last secret pick reveals all of them and the race starts without a roll.
  const actions = botActions(magicalAthlete, 4, 7, 60);
  const firstPick = actions.findIndex((action) => action.type === 'pick');
  const revealing = playedUpTo(magicalAthlete, 4, 7, actions, 60, 'any').history().find((step) => step.action.type === 'pick' && step.reveals)!.index;
  const firstRoll = actions.findIndex((action, i) => i > revealing && action.type === 'roll');

  it('a secret pick that reveals nothing can be taken back', () => {
    expect(firstPick).toBeLessThan(revealing);
    const match = playedUpTo(magicalAthlete, 4, 7, actions, firstPick + 1);
    expect(match.history(firstPick)).toEqual([{ index: firstPick, action: actions[firstPick], chance: false, reveals: false }]);
    undoAndReplay(match);
  });

  it('the pick that reveals all picks cannot: its player would pick again knowing the others', () => {
    const match = playedUpTo(magicalAthlete, 4, 7, actions, revealing + 1);
    expect(match.log.some((event) => event.type === 'revealed')).toBe(true);
    const [step] = match.history(revealing);
    expect(step).toMatchObject({ chance: false, reveals: true });
    const error = refusedUndo(match);
    expect(error.message).toContain(`action #${revealing} (0-based)`);
    expect(error.message).toContain(`player ${actions[revealing]!.player}`);
  });

  it('a move roll cannot be taken back', () => {
    expect(firstRoll).toBeGreaterThan(revealing);
    const match = playedUpTo(magicalAthlete, 4, 7, actions, firstRoll + 1);
    expect(match.state.events.some((event) => event.type === 'rolled')).toBe(true);
    expect(match.history(firstRoll)[0]).toMatchObject({ chance: true });
    expect(refusedUndo(match).message).toContain('chance');
  });
});

describe('Psi Wars', () => {
  const actions = botActions(psiWars, 2, 2, 40);
  const all = playedUpTo(psiWars, 2, 2, actions, 40, 'any').history();

  it('the end of a turn, after which the next player draws, cannot be taken back', () => {
    // The draw needs no rng (the deck was shuffled at setup): what it shows the drawer is found by
    // sampling the worlds the actor could not tell apart, where the deck order differs.
    const at = all.find((step) => step.reveals && step.action.type === 'done')!.index;
    const match = playedUpTo(psiWars, 2, 2, actions, at + 1);
    const drawer = 1 - actions[at]!.player;
    expect(match.state.events).toContainEqual(expect.objectContaining({ type: 'drew', player: drawer }));
    expect(match.history(at)[0]).toMatchObject({ chance: false, reveals: true });
    expect(refusedUndo(match).message).toContain(`player ${drawer}`);
  });

  it('a card placed from the hand can be taken back: it shows only what its player knew', () => {
    const at = all.find((step) => step.action.type === 'place')!.index;
    expect(all[at]).toMatchObject({ chance: false, reveals: false });
    undoAndReplay(playedUpTo(psiWars, 2, 2, actions, at + 1));
  });
});

describe('Magika', () => {
  // Thirteen mages write five secret orders each; the last order of the turn resolves it.
  const actions = botActions(magika, 13, 2, 65);

  it('a secret order can be taken back; the last order of the turn, which resolves it, cannot', () => {
    const order = playedUpTo(magika, 13, 2, actions, 7);
    expect(order.history(6)[0]).toMatchObject({ chance: false, reveals: false });
    undoAndReplay(order);
    const last = playedUpTo(magika, 13, 2, actions, 65);
    expect(last.state.events.some((event) => event.type === 'reported')).toBe(true);
    expect(last.history(64)[0]).toMatchObject({ reveals: true });
    refusedUndo(last);
  });
});
