import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { MAX_ROUNDS, perturbSprint, sprint } from '../fixtures/sprint.js';

describeConformance({
  game: sprint,
  playerCounts: [2, 3, 4],
  maxSteps: 4 + 4 * MAX_ROUNDS,
  runs: 30,
  perturbHidden: perturbSprint,
  invariants(state) {
    // Twelve cards, always somewhere exactly once.
    const cards = [...state.deck, ...state.hands.flat()];
    expect(cards.length).toBeLessThanOrEqual(12);
    for (const score of state.scores) expect(score).toBeGreaterThanOrEqual(0);
  },
});
