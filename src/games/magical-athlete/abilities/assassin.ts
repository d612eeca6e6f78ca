/**
 * Assassin (reconstructed, MA-31): once, right after the draft, his owner may remove any drafted
 * character from the game, the Assassin himself included. The victim's owner draws a random
 * replacement from the five cards set aside before the draft, secretly. The Philosopher cannot
 * cancel it (he is not racing yet).
 */
import { inconsistentState } from '../../../core/errors.js';
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import { drawRandom } from '../../../core/deck.js';
import type { CharacterId, MagicalAthleteState } from '../types.js';

/** The Assassin's owner, if one player holds him. */
export function assassinOwner(state: MagicalAthleteState): Player | null {
  const seat = state.players.findIndex((p) => p.hand.includes('assassin'));
  return seat >= 0 ? seat : null;
}

/** Every drafted character the Assassin may remove. */
export function assassinTargets(state: MagicalAthleteState): CharacterId[] {
  return state.players.flatMap((p) => p.hand);
}

export function assassinate(state: MagicalAthleteState, player: Player, target: CharacterId, rng: Rng): void {
  const owner = state.players.findIndex((p) => p.hand.includes(target));
  const victim = state.players[owner];
  if (victim === undefined) throw inconsistentState(`assassinate: nobody holds ${target}`);
  victim.hand.splice(victim.hand.indexOf(target), 1);
  state.removed.push(target);
  state.events.push({ type: 'assassinated', player, target, owner });
  const replacement = drawRandom(state.setAside, rng);
  if (replacement !== undefined) {
    victim.hand.push(replacement);
    victim.secret = replacement;
    state.events.push({ type: 'replacementDrawn', player: owner, character: replacement });
  }
}
