/**
 * `execute`: writes an order into the seat's plan (MG-8); the fifth sends the plan, and when every
 * seat has sent one the turn is resolved (rules/resolve.ts).
 */
import type { Rng } from '../../../core/rng.js';
import type { MagikaAction, MagikaState } from '../types.js';
import { actionRefusal, orderOf, planners, PLAN_LENGTH } from './plan.js';
import { resolveTurn } from './resolve.js';

/** Runs one action on `state` in place (the caller has checked that its player may act). */
export function execute(state: MagikaState, action: MagikaAction, rng: Rng): void {
  const seat = action.player;
  const refusal = actionRefusal(state, action);
  if (refusal !== null) throw refusal;
  const plan = state.plans[seat]!;
  const order = orderOf(action);
  plan.push(order);
  state.events.push({ type: 'ordered', audience: [seat], player: seat, phase: action.phase, order });
  if (plan.length < PLAN_LENGTH) return;
  state.events.push({ type: 'planSent', audience: null, player: seat });
  if (planners(state).length === 0) resolveTurn(state, rng);
}
