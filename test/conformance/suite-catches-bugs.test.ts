/**
 * The conformance suite must be able to fail: each broken variant of the fixture below breaks one
 * property, and `checkRandomGame` has to reject it.
 */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/index.js';
import { checkRandomGame, type ConformanceDescriptor } from './suite.js';
import { perturbSprint, sprint, type SprintState } from '../fixtures/sprint.js';

type Sprint = typeof sprint;

function variant(overrides: Partial<Sprint>): Sprint {
  return { ...sprint, ...overrides };
}

function descriptor(game: Sprint): ConformanceDescriptor<Sprint> {
  return { game, playerCounts: [3], maxSteps: 60, perturbHidden: perturbSprint };
}

const breakages: [string, Sprint][] = [
  ['a view that shows every hand', variant({ view: (state, viewer) => ({ ...sprint.view(state, viewer), hand: state.hands.flat() }) })],
  [
    'a reduce that mutates its input',
    variant({
      reduce: (state: SprintState, action, rng: Rng) => {
        const next = sprint.reduce(state, action, rng);
        (state as { turnsTaken: number }).turnsTaken += 0.5;
        return next;
      },
    }),
  ],
  [
    'an apply that disagrees with reduce',
    variant({
      apply: (state, action, rng) => {
        sprint.apply(state, action, rng);
        state.scores[0] = (state.scores[0] ?? 0) + 1;
      },
    }),
  ],
  ['a game that never ends', variant({ isOver: () => false, actors: (state) => (state.phase === 'over' ? [0] : sprint.actors(state)) })],
  ['legal actions the rules refuse', variant({ legalActions: (state, player) => [...sprint.legalActions(state, player), { type: 'play', player, card: 99 }] })],
  ['a non-deterministic reduce', (() => {
    let calls = 0;
    return variant({ reduce: (state, action, rng) => (calls++ % 7 === 3 ? sprint.reduce(state, action, rng.clone()) : sprint.reduce(state, action, rng)) });
  })()],
  ['a state that is not JSON', variant({ setup: (config, rng) => ({ ...sprint.setup(config, rng), extra: undefined }) as SprintState })],
];

describe('the conformance suite catches broken games', () => {
  it('accepts the intact fixture', () => {
    expect(() => checkRandomGame(descriptor(sprint), 11, 3)).not.toThrow();
  });
  for (const [name, broken] of breakages) {
    it(`rejects ${name}`, () => {
      expect(() => {
        for (let seed = 1; seed <= 5; seed++) checkRandomGame(descriptor(broken), seed, 3);
      }).toThrow();
    });
  }
});
