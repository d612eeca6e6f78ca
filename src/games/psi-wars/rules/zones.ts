/** Moving cards between zones, keeping every card in exactly one place. */
import type { PsiWarsCardRef, PsiWarsPlayerState, PsiWarsState } from '../types.js';
import { nameOf, ownerOf } from './cards.js';

export function removeFrom(list: PsiWarsCardRef[], card: PsiWarsCardRef): boolean {
  const at = list.indexOf(card);
  if (at < 0) return false;
  list.splice(at, 1);
  return true;
}

/** Puts a card on its owner's discard pile. */
export function discardCard(state: PsiWarsState, card: PsiWarsCardRef): void {
  (state.players[ownerOf(card)] as PsiWarsPlayerState).discard.push(card);
}

/**
 * Destroys a battle unit: it, its equipment and any trap holding it go to their owners' discard
 * piles (rulebook 6.5.5.4).
 */
export function destroyUnit(state: PsiWarsState, card: PsiWarsCardRef): void {
  const owner = ownerOf(card);
  const player = state.players[owner] as PsiWarsPlayerState;
  const at = player.units.findIndex((u) => u.card === card);
  if (at < 0) return;
  const [unit] = player.units.splice(at, 1);
  if (unit === undefined) return;
  discardCard(state, card);
  if (unit.equipment !== null) discardCard(state, unit.equipment);
  if (unit.trappedBy !== null) discardCard(state, unit.trappedBy);
  state.events.push({ type: 'destroyed', player: owner, card, name: nameOf(state, card) });
}
