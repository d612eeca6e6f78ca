/** Labels for legal actions, for menus and `--human` (`Phase 2: move NE to w4`). */
import { artifactById } from './content/artifacts.js';
import { spellByCode } from './content/spells.js';
import { describeItem, parseItemRef } from './rules/items.js';
import { neighbour, hexLabel } from './rules/map.js';
import type { MagikaAction, MagikaState } from './types.js';
import { letterOf } from './view.js';

/** A short label for an action legal in `state`. */
export function describeAction(state: MagikaState, action: MagikaAction): string {
  const seat = action.player;
  const who = (other: number): string => `${letterOf(other)} (${state.config.mages[other]?.name ?? '?'})`;
  const item = (name: string): string => {
    const ref = parseItemRef(name);
    return ref === undefined ? name : describeItem(state, seat, ref);
  };
  const what = ((): string => {
    switch (action.type) {
      case 'move': {
        const to = neighbour(state.mages[seat]!.hex, action.direction);
        return `move ${action.direction}${to === undefined ? ' (off the cavern from here)' : ` (from ${hexLabel(state.mages[seat]!.hex)}, ${hexLabel(to)} if not moved before)`}`;
      }
      case 'rest':
        return 'rest';
      case 'search':
        return 'search';
      case 'meditate':
        return 'meditate';
      case 'drop':
        return action.item === 'all' ? 'drop everything but a donned cloak' : `drop ${item(action.item)}`;
      case 'give':
        return `give ${item(action.item)} to ${who(action.recipient)}`;
      case 'demand':
        return `demand the ${artifactById(action.artifact)?.name ?? action.artifact}`;
      case 'don':
        return `don ${item(`cloak-${action.cloak}`)}`;
      case 'cast': {
        const spell = state.mages[seat]!.scrolls.find((s) => s.id === action.scroll)?.spell;
        const name = spell === undefined ? `scroll-${action.scroll}` : spellByCode(spell)!.name;
        const target = action.target === null ? '' : action.target.length === 1 ? ` at ${who(action.target.charCodeAt(0) - 65)}` : ` (${action.target})`;
        return `cast ${name}${action.level === 'major' ? ' at the major level' : ''}${target}`;
      }
    }
  })();
  return `Phase ${action.phase}: ${what}`;
}
