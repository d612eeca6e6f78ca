/**
 * The conformance suite checks a game's optional `evaluate` (evaluate.ts, DESIGN §13): a sound one
 * passes, and each broken variant of the Sprint fixture fails for its own reason.
 */
import { describe, expect, it } from 'vitest';
import { rankRewards, type Outcome, type Player } from '../../src/index.js';
import { checkRandomGame, type ConformanceDescriptor } from './suite.js';
import { TARGET, perturbSprint, sprint, type SprintState } from '../fixtures/sprint.js';

type Sprint = typeof sprint;
type Evaluate = (state: SprintState, viewer?: Player) => number[];

const withEvaluate = (evaluate: Evaluate): Sprint => ({ ...sprint, evaluate });
const descriptor = (game: Sprint): ConformanceDescriptor<Sprint> => ({ game, playerCounts: [3], maxSteps: 60, perturbHidden: perturbSprint });
const run = (evaluate: Evaluate): void => {
  for (let seed = 1; seed <= 4; seed++) checkRandomGame(descriptor(withEvaluate(evaluate)), seed, 3);
};

/** A sound evaluation: the outcome's rewards at the end, else each seat's share of the way to the target. */
const sound: Evaluate = (state) => (sprint.isOver(state) ? rankRewards(sprint.outcome(state) as Outcome) : state.scores.map((s) => Math.min(1, s / TARGET)));

describe('conformance of evaluate', () => {
  it('accepts a sound evaluation, and a game without one', () => {
    expect(() => run(sound)).not.toThrow();
    // defineGame adds no `evaluate` key for a game without one: the key is how callers tell.
    expect('evaluate' in sprint).toBe(false);
    expect(() => checkRandomGame(descriptor(sprint), 1, 3)).not.toThrow();
  });

  const broken: [string, Evaluate, RegExp][] = [
    ['numbers outside [0, 1]', (state) => state.scores.map((s) => s / 5), /lies in \[0, 1\]/],
    ['a number too few', (state) => sound(state).slice(1), /one number per seat/],
    ['a finished game worth anything but its outcome', (state) => state.scores.map(() => 0.5), /outcome's reward/],
    // A viewer's own hand is its to see; another seat's is not.
    ['a viewer that reads the other hands', (state, viewer) => (viewer === undefined ? sound(state) : state.hands.map((hand) => Math.min(1, hand.reduce((a, b) => a + b, 0) / 20))), /reads only what the seat sees/],
    ['numbers that change from call to call', (() => {
      let calls = 0;
      return (state: SprintState) => sound(state).map((v) => (calls++ % 2 === 0 ? v : v / 2));
    })(), /deterministic|outcome's reward|reads only/],
  ];
  for (const [what, evaluate, reason] of broken) {
    it(`rejects ${what}`, () => expect(() => run(evaluate)).toThrow(reason));
  }
});
