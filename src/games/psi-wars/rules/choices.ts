/**
 * Exactly what the player who must act may do now (DESIGN §5: compound decisions are split into
 * small steps, so every list is short and exact).
 */
import type { Player } from '../../../core/game.js';
import { deepEqual } from '../../../core/json.js';
import type { PsiWarsAction, PsiWarsPlayerState, PsiWarsState, PsiWarsStep } from '../types.js';
import { HAND_LIMIT, defOf, opponent } from './cards.js';
import { available, paymentChoices } from './payment.js';
import { powerTargets } from './powers.js';
import { MAX_STACK, battleDecision, canFight, committed } from './battle.js';


/** Who acts now: nobody once the game is over. */
export function actingPlayer(state: PsiWarsState): Player | null {
  if (state.winner !== null) return null;
  const step = state.turn.step;
  if (step === 'block') return opponent(state.turn.player);
  if (step === 'engage') return battleDecision(state)?.player ?? null;
  return state.turn.player;
}

const byRef = (a: number, b: number): number => a - b;

/** Stacks of one or two of `cards` (in the order given: ascending, the canonical order). */
function stacks<T>(cards: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < cards.length; i++) {
    out.push([cards[i] as T]);
    if (MAX_STACK > 1) for (let j = i + 1; j < cards.length; j++) out.push([cards[i] as T, cards[j] as T]);
  }
  return out;
}

function powerActions(state: PsiWarsState, player: Player, timing: 'build' | 'battle', out: PsiWarsAction[], limit: number, only: number | null): void {
  const me = state.players[player] as PsiWarsPlayerState;
  const counts = available(state, me);
  for (const card of me.hand) {
    if (out.length >= limit) return;
    if (only !== null && card !== only) continue;
    const def = defOf(state, card);
    if (def.kind !== 'power' || def.timing !== timing) continue;
    const payments = paymentChoices(def.cost, counts);
    if (payments.length === 0) continue;
    const targets = powerTargets(state, player, def);
    for (const any of payments) {
      if ('units' in targets) for (const unit of targets.units) out.push({ type: 'power', player, card, any, unit });
      else for (const target of targets.cards) out.push({ type: 'power', player, card, any, target });
    }
  }
}

/**
 * The legal actions of the current step for `player`, without `done`. With a `limit` the listing
 * may stop once it has that many: `stepHasChoices` only needs to know there is one, and it runs
 * after every action on the fast path. With `only`, cards from the hand other than that one are
 * passed over, so `isLegal` lists just the ways to play one card (its payments and targets).
 */
export function stepActions(state: PsiWarsState, player: Player, step: PsiWarsStep = state.turn.step, limit = Infinity, only: number | null = null): PsiWarsAction[] {
  const out: PsiWarsAction[] = [];
  const me = state.players[player] as PsiWarsPlayerState;
  switch (step) {
    case 'creation':
      if (!state.turn.placed) {
        for (const card of me.hand) if (defOf(state, card).kind === 'creation') out.push({ type: 'place', player, card });
      }
      return out;
    case 'build': {
      const counts = available(state, me);
      for (const card of me.hand) {
        if (out.length >= limit) return out;
        if (only !== null && card !== only) continue;
        const def = defOf(state, card);
        if (def.kind !== 'battle' && def.kind !== 'equipment') continue;
        for (const any of paymentChoices(def.cost, counts)) out.push({ type: 'build', player, card, any });
      }
      powerActions(state, player, 'build', out, limit, only);
      return out;
    }
    case 'equip':
      for (const equipment of me.equipment) {
        if (equipment.depleted) continue;
        for (const unit of me.units) if (unit.equipment === null) out.push({ type: 'equip', player, equipment: equipment.card, unit: unit.card });
      }
      return out;
    case 'attack': {
      const busy = committed(state.battle, player);
      const ready = me.units.filter((u) => canFight(u) && !busy.has(u.card)).map((u) => u.card).sort(byRef);
      for (const units of stacks(ready)) out.push({ type: 'attack', player, units });
      powerActions(state, player, 'battle', out, limit, only);
      return out;
    }
    case 'block': {
      const battle = state.battle;
      if (battle === null) return out;
      const busy = committed(battle, player);
      const ready = me.units.filter((u) => canFight(u) && !busy.has(u.card)).map((u) => u.card).sort(byRef);
      const options = stacks(ready);
      battle.engagements.forEach((e, engagement) => {
        if (e.blockers.length > 0) return;
        for (const units of options) out.push({ type: 'block', player, engagement, units });
      });
      powerActions(state, player, 'battle', out, limit, only);
      return out;
    }
    case 'engage': {
      const decision = battleDecision(state);
      if (decision === null || decision.player !== player) return out;
      if (decision.kind === 'distance') {
        out.push({ type: 'distance', player, unit: decision.unit, use: true }, { type: 'distance', player, unit: decision.unit, use: false });
      } else {
        for (const mode of decision.modes) out.push({ type: 'engage', player, mode });
        out.push({ type: 'engage', player, mode: 'none' });
      }
      return out;
    }
    case 'discard':
      if (me.hand.length > HAND_LIMIT) for (const card of me.hand) out.push({ type: 'discard', player, card });
      return out;
  }
}

/**
 * Whether `step` is offered to the player who acts in it, or passes by itself (PW-7). Decided from
 * public facts only (PW-35): a step whose choices could come from the hand is offered whenever the
 * hand is not empty, because skipping it only when the hand holds nothing playable would tell the
 * opponent what the hand holds. Steps decided by the lab alone (equip) or by the hand's size
 * (discard) are skipped exactly when nothing can be done.
 */
export function stepHasChoices(state: PsiWarsState, step: PsiWarsStep): boolean {
  const player = step === 'block' ? opponent(state.turn.player) : state.turn.player;
  const handHasCards = (state.players[player] as PsiWarsPlayerState).hand.length > 0;
  switch (step) {
    case 'creation':
      return !state.turn.placed && handHasCards;
    case 'build':
      return handHasCards;
    case 'attack':
    case 'block':
      return handHasCards || stepActions(state, player, step, 1).length > 0;
    default:
      return stepActions(state, player, step, 1).length > 0;
  }
}

/** Every legal action of `player` now: the step's actions, plus `done` where a step can be ended by choice. */
export function legalActions(state: PsiWarsState, player: Player): PsiWarsAction[] {
  if (actingPlayer(state) !== player) return [];
  const out = stepActions(state, player);
  const step = state.turn.step;
  if (step !== 'engage' && step !== 'discard') out.push({ type: 'done', player });
  return out;
}

/**
 * Whether `action` is one of `legalActions(state, action.player)`, without listing them all: a
 * card played from the hand is checked against the ways to play that card alone (the listing's
 * costly part is every card's payments and targets). The conformance suite checks that this
 * agrees with membership in the full list.
 */
export function isLegal(state: PsiWarsState, action: PsiWarsAction): boolean {
  if (actingPlayer(state) !== action.player) return false;
  const step = state.turn.step;
  if (action.type === 'done') return step !== 'engage' && step !== 'discard';
  const only = action.type === 'build' || action.type === 'power' ? action.card : null;
  return stepActions(state, action.player, step, Infinity, only).some((candidate) => deepEqual(candidate, action));
}
