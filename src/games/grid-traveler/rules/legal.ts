/**
 * Who acts and what they may do (DESIGN §2): in a fight's combat turn its acting member (or the
 * member asked about a pursuit, or the target of a Magick attack); otherwise the player whose
 * regular turn it is (or the one answering its trade offer). Every list depends only on what the
 * acting seat can see: its own hand and public facts (GT-30).
 */
import type { Player } from '../../../core/game.js';
import type { GridTravelerAction, GridTravelerState } from '../types.js';
import { currentCombat } from './fights.js';
import { magickActions } from './magick-combat.js';
import { shipActions } from './ship-combat.js';
import { answers } from './trade.js';
import { travelActions } from './travel.js';
import { actStageActions, drawStageActions, repairable } from './turn.js';

/** The seats that may act now: one, or none when the game is over. */
export function actors(state: GridTravelerState): readonly Player[] {
  if (state.end !== null) return [];
  const combat = currentCombat(state);
  if (combat !== null) {
    if (combat.retreat !== null && combat.retreat.asking.length > 0) return [combat.retreat.asking[0]!];
    if (combat.attack !== null) return [combat.attack.target];
    const member = combat.members[combat.next];
    return member === undefined ? [] : [member];
  }
  const turn = state.turn;
  if (turn === null) return [];
  return [turn.stage === 'tradeReply' ? turn.trade!.to : turn.seat];
}

/** The legal actions of `player` now (empty unless it is an actor). */
export function legalActions(state: GridTravelerState, player: Player): GridTravelerAction[] {
  if (!actors(state).includes(player)) return [];
  const combat = currentCombat(state);
  if (combat !== null) return combat.kind === 'ship' ? shipActions(state, player) : magickActions(state, player);
  const turn = state.turn!;
  switch (turn.stage) {
    case 'repair':
      return repairable(state, player).map((component) => ({ type: 'repair' as const, player, component }));
    case 'draw':
      return drawStageActions(state, player);
    case 'travel':
    case 'moving':
      return travelActions(state, player);
    case 'act':
      return actStageActions(state, player);
    case 'tradeReply':
      return answers(state, player);
  }
}
