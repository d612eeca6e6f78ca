/** Short labels for legal actions (`describeAction`), for menus and `--human`. */
import type { FantasyTripAction, FantasyTripAim, FantasyTripState } from './types.js';
import { AIM_NAMES, DIRECTION_NAMES, OPTION_NAMES, hexLabel } from './describe.js';
import { AIM_PENALTY } from './content/aims.js';
import { HEX_DIRECTIONS, hexAdd, type Hex, type HexDirection } from '../../core/hex.js';
import { spellById } from './content/spells.js';
import { creatureById } from './content/creatures.js';

/** The aim of a blow, shot or throw, as a label adds it (FT-59): ", aimed at the head (−6)", or nothing. */
const aimed = (aim: FantasyTripAim | undefined): string => (aim === undefined ? '' : `, aimed at the ${AIM_NAMES[aim]} (−${AIM_PENALTY[aim]})`);

export function describeAction(state: FantasyTripState, action: FantasyTripAction): string {
  const name = (id: number): string => state.figures[id]?.name ?? 'a figure';
  const actorId = (): number | undefined => (state.turn.phase === 'movement' ? state.turn.moving : state.turn.queue[state.turn.next]) ?? undefined;
  const actor = (): string => {
    const id = actorId();
    return id === undefined ? 'the figure' : name(id);
  };
  // Hexes and directions as the text map of describeView shows them (never raw numbers).
  const label = (h: Hex): string => hexLabel(h, state.config.arenaRadius);
  // The hex a step in `direction` leads to from the moving figure's (head) hex.
  const toward = (direction: HexDirection): string => {
    const id = actorId();
    const from = id === undefined ? undefined : state.figures[id]?.at;
    return from === undefined ? DIRECTION_NAMES[direction] : `${DIRECTION_NAMES[direction]} to ${label(hexAdd(from, HEX_DIRECTIONS[direction]))}`;
  };
  const here = (): string => {
    const id = actorId();
    const at = id === undefined ? undefined : state.figures[id]?.at;
    return at === undefined ? '' : ` at ${label(at)}`;
  };
  switch (action.type) {
    case 'initiative':
      return action.moveFirst ? 'Move first' : 'Move last';
    case 'begin':
      return `${name(action.figure)} ${OPTION_NAMES[action.option]}`;
    case 'step':
      return `${actor()}: step ${toward(action.direction)}`;
    case 'end':
      return `${actor()}: stop${here()}, facing ${DIRECTION_NAMES[action.facing]}`;
    case 'attack':
      return `${actor()}: attack ${name(action.target)}${aimed(action.aim)}`;
    case 'disengage':
      return `${actor()}: step back ${toward(action.direction)}`;
    case 'pickUp':
      return `${actor()}: ready the ${state.items[action.item]?.ref ?? 'weapon'}`;
    case 'pass':
      return `${actor()}: hold`;
    case 'grapple':
      return `${actor()}: grapple ${name(action.target)}`;
    case 'fire':
      return `${actor()}: shoot at ${name(action.target)}${aimed(action.aim)}`;
    case 'throw':
      return `${actor()}: throw at ${name(action.target)}${aimed(action.aim)}`;
    case 'breathe':
      return `${actor()}: breathe fire at ${name(action.target)}`;
    case 'drawDagger':
      return `${actor()}: draw the dagger`;
    case 'breakFree':
      return `${actor()}: break free ${toward(action.direction)}`;
    case 'retreat':
      return action.to === null ? 'Do not force a retreat' : `Force the enemy back to ${label(action.to)}`;
    case 'advance':
      return action.advance ? 'Follow up into the vacated hex' : 'Stand still';
    case 'cast': {
      const spell = spellById(action.spell)?.name ?? action.spell;
      const power = action.power > 1 ? ` (${action.power} ST)` : '';
      const looks =
        action.looks === null
          ? ''
          : action.looks === 'secret'
            ? ' in secret'
            : action.looks === 'fake'
              ? ' (a fake)'
              : action.spell === 'aid'
                ? ` to ${action.looks.toUpperCase()}`
                : ` as a ${creatureById(action.looks)?.name.toLowerCase() ?? action.looks}`;
      const where = action.target !== null ? ` on ${name(action.target)}` : action.at !== null ? ` at ${label(action.at)}` : '';
      return `${actor()}: cast ${spell}${power}${looks}${where}`;
    }
    case 'hop':
      return `${actor()}: cross the body ${toward(action.direction)} the quick way (1 hex, a roll against DX)`;
    case 'finish':
      return `${actor()}: kill the helpless ${name(action.target)}`;
    case 'agree':
      return action.accept ? 'Agree to hand-to-hand' : 'Refuse hand-to-hand';
    case 'escape':
      return `${actor()}: try to free ${name(action.target)} from the rope`;
    case 'wait':
      return `${actor()}: wait for an opening on ${name(action.target)}`;
    case 'disbelieve':
      return `${actor()}: disbelieve ${name(action.target)}`;
    case 'renew': {
      const offer = state.turn.renewals[0];
      const what = offer === undefined ? 'it' : offer.spell === null ? name(offer.figure) : `${spellById(offer.spell)?.name ?? offer.spell} on ${name(offer.figure)}`;
      return `${action.keep ? 'Keep up' : 'Let go of'} ${what}`;
    }
  }
}
