/**
 * What a game function returns never shares a mutable object with anything the caller or the
 * library still holds (issue 21, item 5): writing into a view, a sampled world, an outcome, a list
 * of actors or of legal actions changes neither the state it came from nor a later answer.
 * Checked for all five games, on states the caller owns (unfrozen: setup, clone, apply) and on
 * states `reduce` returned (frozen, which views may share because nobody can write to them).
 */
import { describe, expect, it } from 'vitest';
import { createRng, deepEqual, type AnyGame, type Player } from '../../src/index.js';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { gridTraveler } from '../../src/games/grid-traveler/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { magika } from '../../src/games/magika/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';

const GAMES: readonly AnyGame[] = [magicalAthlete, psiWars, magika, fantasyTrip, gridTraveler];

/** Writes into every object and array of `value` that is not frozen. */
function scribble(value: unknown, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const key of Object.keys(value)) scribble((value as Record<string, unknown>)[key], seen);
  if (Object.isFrozen(value)) return;
  if (Array.isArray(value)) {
    value.push('scribbled');
    if (value.length > 1) value[0] = 'scribbled';
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (typeof record[key] !== 'object') record[key] = 'scribbled';
  record.scribbled = true;
}

/** Every object and array inside `value`. */
function objectsOf(value: unknown, out = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !out.has(value)) {
    out.add(value);
    for (const key of Object.keys(value)) objectsOf((value as Record<string, unknown>)[key], out);
  }
  return out;
}

const json = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Asks `ask` twice: scribbles over the first answer, then checks that the state (and a plain
 * copy of it, which reads what `reduce` keeps behind a frozen state) and the second answer are
 * as before.
 */
function expectNoAliasing(game: AnyGame, state: unknown, label: string, ask: (state: unknown) => unknown): void {
  const before = json(game.clone(state));
  const answer = json(ask(state));
  scribble(ask(state));
  expect(deepEqual(json(state), before), `${label}: writing into the answer changed the state`).toBe(true);
  expect(deepEqual(json(game.clone(state)), before), `${label}: writing into the answer changed what the game holds`).toBe(true);
  expect(deepEqual(json(ask(state)), answer), `${label}: writing into the answer changed the next answer`).toBe(true);
}

function checkAll(game: AnyGame, state: unknown, where: string): void {
  const players = game.minPlayers;
  const rng = (): ReturnType<typeof createRng> => createRng(11);
  for (let viewer = 0; viewer < players; viewer++) {
    expectNoAliasing(game, state, `${where}: view(${viewer})`, (s) => game.view(s, viewer));
    expectNoAliasing(game, state, `${where}: sampleHidden(${viewer})`, (s) => game.sampleHidden(s, viewer, rng()));
  }
  expectNoAliasing(game, state, `${where}: view(spectator)`, (s) => game.view(s, 'spectator'));
  expectNoAliasing(game, state, `${where}: actors`, (s) => game.actors(s));
  for (let player = 0; player < players; player++) {
    expectNoAliasing(game, state, `${where}: legalActions(${player})`, (s) => game.legalActions(s, player));
  }
  expectNoAliasing(game, state, `${where}: outcome`, (s) => game.outcome(s));
}

describe('answers never alias the state (issue 21, item 5)', () => {
  for (const game of GAMES) {
    it(`${game.id}: on states the caller owns (setup, clone, apply)`, () => {
      const rng = createRng(21);
      const chooser = createRng(22);
      const state = game.clone(game.setup(game.defaultConfig(game.minPlayers), rng));
      checkAll(game, game.setup(game.defaultConfig(game.minPlayers), createRng(21)), 'after setup');
      for (let step = 0; !game.isOver(state) && step < 4000; step++) {
        if (step % 40 === 0) checkAll(game, state, `apply step ${step}`);
        const seat = (game.actors(state) as Player[])[0] as Player;
        const legal = game.legalActions(state, seat);
        game.apply(state, legal[chooser.int(0, legal.length - 1)], rng);
      }
      checkAll(game, state, 'at the end');
    });

    it(`${game.id}: on states reduce returned (frozen)`, () => {
      const rng = createRng(31);
      const chooser = createRng(32);
      let state = game.setup(game.defaultConfig(game.minPlayers), rng);
      for (let step = 0; !game.isOver(state) && step < 4000; step++) {
        if (step % 40 === 1) {
          expect(Object.isFrozen(state)).toBe(true);
          checkAll(game, state, `reduce step ${step}`);
        }
        const seat = (game.actors(state) as Player[])[0] as Player;
        const legal = game.legalActions(state, seat);
        state = game.reduce(state, legal[chooser.int(0, legal.length - 1)], rng);
      }
      checkAll(game, state, 'at the end');
    });
  }

  for (const game of GAMES) {
    it(`${game.id}: views of a frozen state still share its unchanged parts`, () => {
      // Sharing frozen parts is allowed and useful (identity-memoised UI components): the fix must
      // not turn every view of a reduce result into a deep copy.
      const rng = createRng(41);
      const chooser = createRng(42);
      let state = game.setup(game.defaultConfig(game.minPlayers), rng);
      for (let step = 0; step < 10; step++) {
        const legal = game.legalActions(state, (game.actors(state) as Player[])[0] as Player);
        state = game.reduce(state, legal[chooser.int(0, legal.length - 1)], rng);
      }
      const first = objectsOf(game.view(state, 0));
      const shared = [...objectsOf(game.view(state, 0))].filter((object) => first.has(object));
      expect(shared.length).toBeGreaterThan(0);
      expect(shared.every((object) => Object.isFrozen(object))).toBe(true);
    });
  }
});
