import type { Player } from '../../../core/game.js';
import type { PsiWarsCardRef, PsiWarsPlayerState, PsiWarsState } from '../types.js';

/**
 * PW-19: the game ends the moment a lab reaches 0, even in the middle of a battle.
 * The only way a lab loses hit points: an unblocked attack (rulebook 6.5.3) or drawing from an
 * empty deck (PW-8). At zero the lab is destroyed and its owner loses (6.5.6).
 */
export function damageLab(state: PsiWarsState, player: Player, damage: number, by: readonly PsiWarsCardRef[]): void {
  if (damage <= 0 || state.winner !== null) return;
  const me = state.players[player] as PsiWarsPlayerState;
  me.hitPoints = Math.max(0, me.hitPoints - damage);
  state.events.push({ type: 'labDamaged', player, damage, hitPoints: me.hitPoints, by: [...by] });
  if (me.hitPoints === 0) {
    state.winner = player === 0 ? 1 : 0;
    state.battle = null;
    state.events.push({ type: 'gameEnded', winner: state.winner });
  }
}
