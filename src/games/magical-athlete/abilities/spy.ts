/**
 * Spy (reconstructed, MA-51): once a game, while the Spy is in his owner's hand (not yet raced),
 * that player may wait and choose a racer after seeing everyone else's choice; he then picks any
 * card of his hand, the Spy included. The Philosopher cannot cancel it.
 */
import type { Player } from '../../../core/game.js';
import type { MagicalAthleteState } from '../types.js';

export function canSpy(state: MagicalAthleteState, player: Player): boolean {
  const selection = state.selection;
  return (
    selection !== null &&
    !state.spyUsed &&
    selection.spyWaiting === null &&
    selection.picks[player] === null &&
    (state.players[player]?.hand.includes('spy') ?? false)
  );
}
