/**
 * Hidden-information perturbation for the conformance suite: both deck orders, and the opponent's
 * hand (swapped with cards from the opponent's deck), are secret from `viewer`.
 */
import type { Viewer } from '../../src/index.js';
import type { PsiWarsState } from '../../src/games/psi-wars/index.js';

export function perturbPsiWars(state: PsiWarsState, viewer: Viewer, pick: (n: number) => number): PsiWarsState {
  const next = structuredClone(state) as PsiWarsState;
  next.players.forEach((p, seat) => {
    if (seat !== viewer) {
      for (let i = 0; i < p.hand.length && p.deck.length > 0; i++) {
        const j = pick(p.deck.length);
        const held = p.hand[i]!;
        p.hand[i] = p.deck[j]!;
        p.deck[j] = held;
      }
    }
    for (let i = p.deck.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [p.deck[i], p.deck[j]] = [p.deck[j]!, p.deck[i]!];
    }
  });
  return next;
}
