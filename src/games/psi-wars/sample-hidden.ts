/**
 * `sampleHidden` (DESIGN §2, §6): a state the real one could be, for all `viewer` knows. In Psi Wars
 * a seat cannot see (view.ts):
 * - the order of either deck, its own included;
 * - which cards of the opponent's deck list are in the opponent's hand and which in its deck,
 *   except the hand cards it was shown (the creation oracle's find, PW-33).
 * So the opponent's unshown hand cards and deck are redrawn together (sizes kept, shown cards kept
 * in place), and the viewer's own deck is reshuffled. Card instances keep their card: instance
 * numbers move between hidden places, never between cards. The opponent's `drew` events of this
 * state are rewritten to name the cards that now sit where they were drawn (they are redacted in
 * the viewer's view, so it does not change).
 *
 * Hidden cards are gathered in ascending instance order before shuffling, so the world drawn
 * depends only on what the viewer sees and on `rng`: two states the viewer cannot tell apart give
 * the same world for the same seed, and a seeded bot built on this acts alike in both.
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/deck.js';
import { cloneState } from './clone.js';
import { nameOf } from './rules/cards.js';
import type { PsiWarsCardRef, PsiWarsState } from './types.js';

const ascending = (a: number, b: number): number => a - b;

/** A copy of `state` with everything hidden from `viewer` redrawn with `rng`. */
export function sampleHidden(state: PsiWarsState, viewer: Player, rng: Rng): PsiWarsState {
  const next = cloneState(state);
  next.players.forEach((p, seat) => {
    if (seat === viewer) {
      p.deck = shuffleInPlace(p.deck.sort(ascending), rng);
      return;
    }
    const shown = new Set(p.shown);
    const pool = shuffleInPlace([...p.deck, ...p.hand.filter((card) => !shown.has(card))].sort(ascending), rng);
    p.hand = p.hand.map((card) => (shown.has(card) ? card : (pool.pop() as PsiWarsCardRef)));
    p.deck = pool;
  });
  // The opponent's draws of this state are its last cards in hand, in order (rulebook 6.1, 6.5).
  const opponent = viewer === 0 ? 1 : 0;
  const draws = next.events.filter((event) => event.type === 'drew' && event.player === opponent).length;
  const hand = next.players[opponent]?.hand ?? [];
  let k = hand.length - draws;
  next.events = next.events.map((event) => {
    if (event.type !== 'drew' || event.player !== opponent) return event;
    const card = hand[k++];
    return card === undefined ? event : { ...event, card, name: nameOf(next, card) };
  });
  return next;
}
