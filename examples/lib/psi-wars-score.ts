// How good a Psi Wars state is for one seat, for the rollouts of examples/lib/fair-bot.ts.
import type { Player } from '../../src/index.js';
import type { PsiWarsState } from '../../src/games/psi-wars/index.js';

/** Lab hit points decide the game (rulebook 6.5.3); units in play are worth a little. */
export function psiWarsScore(state: PsiWarsState, seat: Player): number {
  if (state.winner !== null) return state.winner === seat ? 1000 : -1000;
  const me = state.players[seat]!;
  const them = state.players[seat === 0 ? 1 : 0]!;
  return me.hitPoints - them.hitPoints + 0.5 * (me.units.length - them.units.length);
}
