/**
 * Labels for legal actions (`describeAction`), for menus, `rulebooks play --human` and logs: what
 * the action does, naming characters and prices in chips, never raw numbers.
 */
import { CHARACTERS, type CharacterId } from './content/characters.js';
import type { MagicalAthleteAction, MagicalAthleteState } from './types.js';

const name = (id: CharacterId): string => `the ${CHARACTERS[id].name}`;
const chips = (n: number): string => (n === 0 ? 'free' : `for ${n} chip${n === 1 ? '' : 's'}`);

/** The pending ability, named by its card ("the Siren's ability"). */
function abilityPhrase(ability: CharacterId): string {
  return `${name(ability)}'s ability`;
}

/** A short label for `action`, legal in `state`. */
export function describeAction(state: MagicalAthleteState, action: MagicalAthleteAction): string {
  switch (action.type) {
    case 'buy': {
      const card = state.draft.slots[action.slot];
      return card === null || card === undefined ? `Buy the card on space ${action.slot}` : `Buy ${name(card)} ${chips(action.slot)}`;
    }
    case 'pass':
      return 'Buy nothing this turn';
    case 'assassinate':
      return `Assassinate ${name(action.target)}`;
    case 'pick':
      return `Race ${name(action.character)}`;
    case 'spy':
      return 'Use the Spy: pick after everyone else';
    case 'prophesy':
      return `Prophesy that ${name(action.character)} wins`;
    case 'roll':
      return 'Roll for a normal turn instead';
    case 'use':
      return action.target === undefined ? `Use ${abilityPhrase(action.ability)}` : `Use ${abilityPhrase(action.ability)} on ${name(action.target)}`;
    case 'decline': {
      if (state.phase === 'assassin') return 'Do not use the Assassin';
      const pending = state.race?.pending;
      return pending ? `Decline ${abilityPhrase(pending.ability)}` : 'Decline';
    }
  }
}
