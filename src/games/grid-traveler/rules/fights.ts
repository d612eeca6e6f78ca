/**
 * The fights going on (GT-10, GT-17): which one takes its combat turn, which one a seat is in, and
 * taking a member out of one. The lowest layer of combat: the round's flow, elimination and both
 * kinds of combat read it, and it reads nothing of theirs.
 */
import type { Player } from '../../../core/game.js';
import type { GridCombat, GridTravelerState } from '../types.js';

/** The fight whose combat turn it is, or null (GT-17). */
export function currentCombat(state: GridTravelerState): GridCombat | null {
  if (state.end !== null) return null;
  if (state.immediate !== null) return state.combats[state.immediate] ?? null;
  return state.phase === 'combat' ? (state.combats[state.combatIndex] ?? null) : null;
}

/** The fight `seat` is in, or null. */
export const fightOf = (state: GridTravelerState, seat: Player): GridCombat | null => state.combats.find((c) => c.members.includes(seat)) ?? null;

/** Whether `seat` is a member of a fight. */
export const fighting = (state: GridTravelerState, seat: Player): boolean => fightOf(state, seat) !== null;

/** Takes `seat` out of a fight (an escape or an elimination), keeping `next` on the right member. */
export function leaveFight(state: GridTravelerState, combat: GridCombat, seat: Player): void {
  const at = combat.members.indexOf(seat);
  if (at < 0 || state.combats.indexOf(combat) < 0) return;
  combat.members.splice(at, 1);
  if (at <= combat.next) combat.next--;
  combat.revealed[seat] = [];
  if (combat.attack !== null && (combat.attack.seat === seat || combat.attack.target === seat)) combat.attack = null;
  if (combat.retreat !== null) {
    if (combat.retreat.seat === seat) combat.retreat = null;
    else {
      combat.retreat.asking = combat.retreat.asking.filter((s) => s !== seat);
      combat.retreat.pursuers = combat.retreat.pursuers.filter((s) => s !== seat);
    }
  }
}
