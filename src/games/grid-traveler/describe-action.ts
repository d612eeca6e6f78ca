/**
 * Labels for legal actions, for menus, `--human` and logs: `Move NE (4 left)`, `Jump to G3
 * (Maneuver 6)`, `Fire at Player 2`, `Cast Fireball I at Player 1`, `Offer Iron for a Magick card
 * to Player 3`. A label names only cards the acting player holds or was offered, which it knows.
 */
import { placeName } from './rules/board.js';
import { contentOf } from './rules/content.js';
import { effective } from './rules/numbers.js';
import { componentName, designName, kindLabel, who } from './describe.js';
import type { GridTravelerAction, GridTravelerState } from './types.js';

/** A short label for an action legal in `state`. */
export function describeAction(state: GridTravelerState, action: GridTravelerAction): string {
  const board = state.config.board;
  const me = state.seats[action.player];
  const card = (id: number): string => {
    const c = state.cards[id];
    return c === undefined ? `card ${id}` : designName(c.kind, c.name, contentOf(state.config));
  };
  switch (action.type) {
    case 'repair':
      return `Repair ${componentName(action.component)} (take a cube off)`;
    case 'weaken':
      return `Play WEAKEN on ${who(action.target)}`;
    case 'draw': {
      const extra = [action.ditfoi ? 'a DITFOI card' : null, action.whisper ? 'a Whisper card' : null].filter((d) => d !== null);
      return extra.length === 0 ? 'Draw a Magick card' : `Draw a Magick card and ${extra.join(' and ')}`;
    }
    case 'travel':
      return me === undefined || me.launched ? `Travel (D8 + Speed ${me === undefined ? 0 : effective(state, me, 'speed')})` : 'Launch round the Star (D8)';
    case 'stay': {
      const orbit = me?.position.orbit ?? null;
      return orbit === null ? 'Stay put' : `Stay in orbit of ${board.bodies[orbit.body]?.name ?? `body ${orbit.body}`}`;
    }
    case 'move': {
      const left = state.turn === null ? null : state.turn.moves - 1;
      return `Move ${action.direction}${left === null ? '' : ` (${left} left)`}`;
    }
    case 'jump':
      return `Jump to ${board.gridPoints[action.to]?.name ?? `GRID point ${action.to}`} (Maneuver ${me === undefined ? 0 : effective(state, me, 'maneuver')})`;
    case 'stop': {
      const left = state.turn?.moves ?? 0;
      return left > 0 ? `Stop here (forfeit ${left})` : 'Stop here';
    }
    case 'scan': {
      const orbit = me?.position.orbit ?? null;
      const body = orbit === null ? 'here' : (board.bodies[orbit.body]?.name ?? `body ${orbit.body}`);
      return `Scan ${body} (Sensors ${me === undefined ? 0 : effective(state, me, 'sensors')})`;
    }
    case 'fight': {
      const joining = state.combats.some((c) => c.members.includes(action.target));
      return `${joining ? 'Join the fight against' : 'Attack'} ${who(action.target)} (${action.kind === 'ship' ? 'ship combat' : 'Magick combat'})`;
    }
    case 'offerTrade':
      return `Offer ${card(action.give)} for ${kindLabel(action.want)} to ${who(action.to)}`;
    case 'acceptTrade': {
      const offered = state.turn?.trade?.give;
      return `Accept: give ${card(action.give)}${offered === undefined ? '' : ` for ${card(offered)}`}`;
    }
    case 'declineTrade':
      return 'Decline the offer';
    case 'endTurn':
      return 'End the turn';
    case 'attack':
      return `Fire at ${who(action.target)}`;
    case 'ditfoi':
      return `Play ${card(action.card)} on ${who(action.target)}'s ${componentName(action.component)}`;
    case 'retreat':
      return `Retreat to ${placeName(board, action.to)}`;
    case 'holdFire':
      return 'Hold fire';
    case 'pursue': {
      const fleeing = state.combats.find((c) => c.retreat !== null && c.members.includes(action.player))?.retreat?.seat;
      const whom = fleeing === undefined ? 'the retreating cruiser' : who(fleeing);
      return action.pursue ? `Pursue ${whom}` : `Let ${whom} go`;
    }
    case 'cast':
      return `Cast ${card(action.card)} at ${who(action.target)}`;
    case 'playWhisper':
      return `Play the Whisper ${card(action.card)}`;
    case 'block':
      return action.card === null ? 'Do not block' : `Block with ${card(action.card)}`;
    case 'pass':
      return 'Pass';
  }
}
