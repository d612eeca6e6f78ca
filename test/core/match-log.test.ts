/**
 * A match's logs and record grow with the game, not with its square (issue 21, item 9):
 * `logFor(viewer, since)` returns what is new and computes each state's filtered events once per
 * viewer; checkpoints and the actions hash are kept as the match plays. Counted, never timed.
 */
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  createRng,
  deriveSeed,
  hashState,
  randomBot,
  type AnyGame,
  type Match,
  type Viewer,
} from '../../src/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { checkpointStart, nextCheckpoint } from '../../src/core/record.js';

/** `game` with its `view` counted. */
function counted<G extends AnyGame>(game: G): { game: G; views: () => number } {
  let views = 0;
  const wrapped = {
    ...game,
    view(state: unknown, viewer: Viewer) {
      views += 1;
      return game.view(state, viewer);
    },
  } as G;
  return { game: wrapped, views: () => views };
}

function playRandom(match: Match<AnyGame>, seed: number, count: number): void {
  const bot = randomBot(match.game, seed);
  for (let n = 0; n < count && !match.isOver(); n++) {
    const seat = match.actors()[0]!;
    match.play(bot.choose(match.state, seat));
  }
}

/** What `viewer` saw of actions `since` on (with setup's events when `since` is undefined), from scratch. */
function seenFromScratch(game: AnyGame, match: Match<AnyGame>, viewer: Viewer, since?: number): unknown[] {
  const rng = createRng(match.seed);
  let state = game.setup(match.config, rng);
  const seen: unknown[] = since === undefined ? [...game.view(state, viewer).events] : [];
  match.actions.forEach((action, index) => {
    state = game.reduce(state, action, rng);
    if (index >= (since ?? 0)) seen.push(...game.view(state, viewer).events);
  });
  return seen;
}

describe.each([
  ['Psi Wars', psiWars, 2],
  ['Magical Athlete', magicalAthlete, 4],
] as [string, AnyGame, number][])('%s: logFor(viewer, since)', (_name, game, players) => {
  it('is the whole story without since, and what the viewer saw of actions since on with it', () => {
    const match = createMatch(game, { config: game.defaultConfig(players), seed: 12 });
    playRandom(match, 12, 80);
    const n = match.actions.length;
    for (const viewer of [0, players - 1, 'spectator'] as Viewer[]) {
      expect(match.logFor(viewer)).toEqual(seenFromScratch(game, match, viewer));
      const setup = game.view(createMatch(game, { config: game.defaultConfig(players), seed: 12 }).state, viewer).events;
      expect([...setup, ...match.logFor(viewer, 0)]).toEqual(match.logFor(viewer));
      for (const since of [0, 1, Math.floor(n / 3), n - 1]) expect(match.logFor(viewer, since)).toEqual(seenFromScratch(game, match, viewer, since));
      expect(match.logFor(viewer, n)).toEqual([]);
    }
    // A UI that fetches what is new after each action tells the same story as one full fetch.
    const ui = createMatch(game, { config: game.defaultConfig(players), seed: 12 });
    const story = [...ui.logFor(0)];
    for (const action of match.actions) {
      const seen = ui.actions.length;
      ui.play(action);
      story.push(...ui.logFor(0, seen));
    }
    expect(story).toEqual(match.logFor(0));
  });

  it('computes each state\'s view once per viewer: a repeat costs none, a new action one', () => {
    const { game: watched, views } = counted(game);
    const match = createMatch(watched, { config: game.defaultConfig(players), seed: 5 });
    playRandom(match, 5, 60);
    const states = match.actions.length + 1;
    let before = views();
    match.logFor(1);
    expect(views() - before).toBe(states);
    before = views();
    match.logFor(1);
    match.logFor(1, 3);
    expect(views() - before).toBe(0);
    playRandom(match, 6, 1);
    before = views();
    expect(match.logFor(1, match.actions.length - 1)).toEqual(game.view(match.state, 1).events);
    expect(views() - before).toBe(1);
  });

  it('follows undo: the states taken back take their cached events with them', () => {
    const match = createMatch(game, { config: game.defaultConfig(players), seed: 9, undo: 'any' });
    playRandom(match, 9, 40);
    match.logFor(0);
    match.logFor('spectator');
    for (let i = 0; i < 10; i++) match.undo();
    expect(match.logFor(0)).toEqual(seenFromScratch(game, match, 0));
    playRandom(match, 99, 15); // another line of play from there
    for (const viewer of [0, 'spectator'] as Viewer[]) expect(match.logFor(viewer)).toEqual(seenFromScratch(game, match, viewer));
  });
});

describe('logFor', () => {
  it('hands out frozen events, so no caller can change what the next call returns', () => {
    const match = createMatch(psiWars, { config: psiWars.defaultConfig(2), seed: 3 });
    playRandom(match, 3, 10);
    const first = match.logFor(0);
    expect(Object.isFrozen(first[0])).toBe(true);
    (first as unknown[]).length = 0;
    expect(match.logFor(0).length).toBeGreaterThan(0);
  });

  it('refuses a since that is not a count of actions played', () => {
    const match = createMatch(psiWars, { config: psiWars.defaultConfig(2), seed: 3 });
    playRandom(match, 3, 5);
    for (const since of [-1, 6, 2.5, Number.NaN, '2', null]) {
      expect(() => match.logFor(0, since as number)).toThrow(expect.objectContaining({ code: 'BAD_STATE', message: expect.stringContaining('since') }));
    }
  });
});

describe('toRecord', () => {
  it('writes the checkpoints and actions hash a full recomputation gives, after undo and a new line too', () => {
    const match = createMatch(magicalAthlete, { config: { players: 4 }, seed: 2, undo: 'any' });
    const bots = Array.from({ length: 4 }, (_, seat) => randomBot(magicalAthlete, deriveSeed(2, seat)));
    const steps: { action: unknown; events: unknown }[] = [];
    for (let n = 0; !match.isOver(); n++) {
      const seat = match.actors()[0]!;
      match.play(bots[seat]!.choose(match.state, seat));
      // Undo now and then, and play on from there.
      if (n % 25 === 24) {
        match.undo();
        match.undo();
        steps.length -= 1;
        continue;
      }
      steps.push(JSON.parse(JSON.stringify({ action: match.actions.at(-1), events: match.state.events })));
    }
    const record = match.toRecord();
    // The chain from the state after setup, recomputed from plain copies.
    let previous = checkpointStart(JSON.parse(JSON.stringify(createMatch(magicalAthlete, { config: { players: 4 }, seed: 2 }).state)));
    const chain = steps.map(({ action, events }) => (previous = nextCheckpoint(previous, action, events)));
    expect(record.result?.checkpoints).toEqual(chain);
    expect(record.result?.actionsHash).toBe(hashState(match.actions));
    expect(record.result?.stateHash).toBe(hashState(match.state));
    // The same actions played by a fresh match give the very same record.
    const fresh = createMatch(magicalAthlete, { config: { players: 4 }, seed: 2 });
    for (const action of match.actions) fresh.play(action);
    expect(fresh.toRecord()).toEqual(record);
  });
});
