/**
 * Runs one legal action (DESIGN §3: the rules written once, mutating a state the caller owns).
 * `defineGame` has checked that the action is among `legalActions` before this runs.
 */
import type { Rng } from '../../../core/rng.js';
import type { GridTravelerAction, GridTravelerState } from '../types.js';
import { currentCombat } from './fights.js';
import { endTurn } from './flow.js';
import { executeMagick } from './magick-combat.js';
import { executeScan } from './scan.js';
import { executeShip } from './ship-combat.js';
import { answer, offer } from './trade.js';
import { executeTravel } from './travel.js';
import { draw, fight, repair, weakenInTurn } from './turn.js';

/** Carries out `action` on `state`. */
export function execute(state: GridTravelerState, action: GridTravelerAction, rng: Rng): void {
  const combat = currentCombat(state);
  if (combat !== null) {
    if (combat.kind === 'ship') executeShip(state, action, rng);
    else executeMagick(state, action, rng);
    return;
  }
  switch (action.type) {
    case 'repair':
      return repair(state, action.player, action.component);
    case 'weaken':
      return weakenInTurn(state, action.player, action.target);
    case 'draw':
      return draw(state, action.player, action.ditfoi, action.whisper, rng);
    case 'travel':
    case 'stay':
    case 'move':
    case 'jump':
    case 'stop':
      return executeTravel(state, action, rng);
    case 'scan':
      return executeScan(state, rng);
    case 'fight':
      return fight(state, action.player, action.target, action.kind, rng);
    case 'offerTrade':
      return offer(state, action.player, action.to, action.give, action.want);
    case 'acceptTrade':
      return answer(state, action.player, action.give);
    case 'declineTrade':
      return answer(state, action.player, null);
    case 'endTurn':
      return endTurn(state, rng);
    default:
      // Combat actions outside a fight are never legal, so never reach here.
      return;
  }
}
