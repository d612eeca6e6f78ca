/**
 * Which part of the drawing each menu item belongs to. A part is made clickable only when exactly
 * one item lands on it, so a click never makes a choice the person did not see (a Magick card that
 * could be cast at two players stays in the menu, where both casts are listed).
 */
import type { MenuItem } from 'rulebooks/client';
import type { GridTravelerAction, GridTravelerView } from 'rulebooks/grid-traveler';
import { stepFrom } from './content.js';

/** A menu item the board can place: its index in the menu, and its label. */
export interface Placed {
  readonly index: number;
  readonly label: string;
  readonly action: GridTravelerAction;
}

/** The places menu items land on, by key; see `placeOf`. */
export class Places {
  private readonly byKey = new Map<string, Placed[]>();

  constructor(view: GridTravelerView, menu: readonly MenuItem<GridTravelerAction>[]) {
    menu.forEach((item, index) => {
      const key = placeOf(view, item.action);
      if (key === null) return;
      const list = this.byKey.get(key) ?? [];
      list.push({ index, label: item.label, action: item.action });
      this.byKey.set(key, list);
    });
  }

  /** The one item on this place, or undefined when none or several land there. */
  one(key: string): Placed | undefined {
    const list = this.byKey.get(key);
    return list !== undefined && list.length === 1 ? list[0] : undefined;
  }

  /** Every key with items, for drawing move targets and the like. */
  keys(prefix: string): string[] {
    return [...this.byKey.keys()].filter((key) => key.startsWith(prefix));
  }
}

/**
 * The place of an action on the board, as a key: `tile:<n>` (move, retreat, jump), `cruiser:<seat>`
 * (ship fight, fire, pursue), `magick:<seat>` (a Magick fight's badge), `card:<id>` (cast, block,
 * Whisper, accept a trade), `component:<seat>:<c>` (repair, DITFOI), `weaken:<seat>`, `deck:<kind>`
 * (draw), `body:<b>` (scan), `self` (travel, stop); null for what only the menu shows.
 */
function placeOf(view: GridTravelerView, action: GridTravelerAction): string | null {
  const board = view.config.board;
  const me = view.seats[action.player];
  switch (action.type) {
    case 'move':
      return me === undefined ? null : `tile:${stepFrom(board, me.position.tile, action.direction)}`;
    case 'jump': {
      const point = board.gridPoints[action.to];
      return point === undefined ? null : `tile:${point.y * board.width + point.x}`;
    }
    case 'retreat':
      return `tile:${action.to}`;
    case 'fight':
      return action.kind === 'ship' ? `cruiser:${action.target}` : `magick:${action.target}`;
    case 'attack':
      return `cruiser:${action.target}`;
    case 'pursue': {
      // "Pursue" lands on the fleeing cruiser; letting it go stays in the menu.
      const fleeing = view.combats.find((c) => c.retreat !== null && c.members.includes(action.player))?.retreat?.seat;
      return action.pursue && fleeing !== undefined ? `cruiser:${fleeing}` : null;
    }
    case 'cast':
    case 'playWhisper':
    case 'acceptTrade':
      return `card:${action.type === 'acceptTrade' ? action.give : action.card}`;
    case 'block':
      return action.card === null ? null : `card:${action.card}`;
    case 'repair':
      return `component:${action.player}:${action.component}`;
    case 'ditfoi':
      return `component:${action.target}:${action.component}`;
    case 'weaken':
      return `weaken:${action.target}`;
    case 'draw':
      // Each pile draws the Magick card and, for the DITFOI and Whisper piles, one of theirs too.
      if (action.ditfoi && action.whisper) return null;
      return `deck:${action.ditfoi ? 'ditfoi' : action.whisper ? 'whisper' : 'magick'}`;
    case 'scan':
      return me?.position.orbit === null || me === undefined ? null : `body:${me.position.orbit.body}`;
    case 'travel':
    case 'stop':
      return 'self';
    default:
      return null;
  }
}
