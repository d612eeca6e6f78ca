import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { DECK_SIZE, cardLocations, psiWars } from '../../src/games/psi-wars/index.js';
import { perturbPsiWars } from '../psi-wars/perturb.js';

import { MATCHUPS } from '../psi-wars/matchups.js';

describeConformance({
  game: psiWars,
  playerCounts: [2],
  maxSteps: 5_000,
  runs: 16,
  actionsCheckedPerStep: 3,
  config: (_players, seed) => ({ players: 2, labHitPoints: 20 + (Math.abs(seed) % 21), decks: MATCHUPS[Math.abs(seed) % 4] }),
  perturbHidden: perturbPsiWars,
  invariants(state) {
    // Each player's 52 cards are always somewhere, exactly once.
    const places = cardLocations(state).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: 2 * DECK_SIZE }, (_, i) => i));
    for (const [seat, p] of state.players.entries()) {
      expect(p.hitPoints).toBeGreaterThanOrEqual(0);
      expect(p.hitPoints).toBeLessThanOrEqual(state.config.labHitPoints);
      for (const card of [...p.deck, ...p.hand, ...p.discard]) expect(Math.floor(card / DECK_SIZE)).toBe(seat);
    }
    // No stack exceeds two battle units (and so two equipment).
    for (const e of state.battle?.engagements ?? []) {
      expect(e.attackers.length).toBeGreaterThanOrEqual(1);
      expect(e.attackers.length).toBeLessThanOrEqual(2);
      expect(e.blockers.length).toBeLessThanOrEqual(2);
    }
  },
});
