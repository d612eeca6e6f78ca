/**
 * Labels for legal actions (`describeAction`), for menus, `rulebooks play --human` and logs: cards
 * by name, stacks by their units, never raw instance numbers.
 */
import type { CreationUnit } from './content/schema.js';
import { nameOf } from './rules/cards.js';
import type { PsiWarsAction, PsiWarsState } from './types.js';

const names = (state: PsiWarsState, cards: readonly number[]): string => cards.map((card) => nameOf(state, card)).join(' and ');
const whiteLight = (any: readonly CreationUnit[]): string => (any.length === 0 ? '' : `, paying the white light with ${any.join(' and ')}`);

/** A short label for `action`, legal in `state`. */
export function describeAction(state: PsiWarsState, action: PsiWarsAction): string {
  switch (action.type) {
    case 'place':
      return `Place ${nameOf(state, action.card)}`;
    case 'build':
      return `Build ${nameOf(state, action.card)}${whiteLight(action.any)}`;
    case 'power': {
      const aim = action.target !== undefined ? ` on ${nameOf(state, action.target)}` : action.unit !== undefined ? ` for a ${action.unit} unit` : '';
      return `Play ${nameOf(state, action.card)}${aim}${whiteLight(action.any)}`;
    }
    case 'equip':
      return `Equip ${nameOf(state, action.unit)} with ${nameOf(state, action.equipment)}`;
    case 'attack':
      return `Attack with ${names(state, action.units)}`;
    case 'block': {
      const attackers = state.battle?.engagements[action.engagement]?.attackers ?? [];
      return `Block ${attackers.length === 0 ? `stack ${action.engagement + 1}` : names(state, attackers)} with ${names(state, action.units)}`;
    }
    case 'distance':
      return `${action.use ? 'Use' : 'Hold back'} ${nameOf(state, action.unit)}'s distance ability`;
    case 'engage':
      return action.mode === 'none' ? 'Make no mind attack' : `Make a ${action.mode} attack`;
    case 'discard':
      return `Discard ${nameOf(state, action.card)}`;
    case 'done':
      return `End the ${state.turn.step} step`;
  }
}
