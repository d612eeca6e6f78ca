/**
 * Which menu items the arena can place, and where: a hex to step, disengage, break free or be
 * pushed into; a facing to stop with; a figure to strike, shoot, grapple or finish. Everything
 * else (options, initiative, renewals, spells) stays in the menu, where its label says it best.
 */
import { hexKey, type Hex } from 'rulebooks';
import type { MenuItem } from 'rulebooks/client';
import type { FantasyTripAction, FantasyTripView } from 'rulebooks/fantasy-trip';
import { neighbour } from './geometry.js';

/** One menu item the board draws: its index in the menu (for `data-action`) and its label. */
export interface Placed {
  readonly index: number;
  readonly label: string;
  readonly action: FantasyTripAction;
}

export interface Places {
  /** The figure moving or acting now, or null between figures. */
  readonly actor: number | null;
  /** Hexes a menu item moves a figure into, by hex key: the first item for the hex, and any others. */
  readonly hexes: ReadonlyMap<string, { readonly at: Hex; readonly items: readonly Placed[] }>;
  /** The moving figure's stop-and-face items, by the facing they end with. */
  readonly facings: ReadonlyMap<number, Placed>;
  /** Figures a menu item aims at, by figure id: the item a click on the figure plays. */
  readonly targets: ReadonlyMap<number, Placed>;
}

/**
 * What a click on an enemy does when several items aim at it: a plain blow first, then a shot, a
 * throw, a breath, a grapple, the killing stroke, a disbelief. Aimed variants and spells stay in
 * the menu (their labels carry the choice a click could not).
 */
const TARGET_ORDER: readonly FantasyTripAction['type'][] = ['attack', 'fire', 'throw', 'breathe', 'grapple', 'finish', 'disbelieve'];

/** The figure moving (movement), acting (actions) or pushing (retreat) now. */
export function actorOf(view: FantasyTripView): number | null {
  const turn = view.turn;
  if (turn.phase === 'movement') return turn.moving;
  if (turn.phase === 'actions') return turn.queue[turn.next] ?? null;
  if (turn.phase === 'retreat') return turn.retreats[0]?.striker ?? null;
  return null;
}

export function placeMenu(view: FantasyTripView, menu: readonly MenuItem<FantasyTripAction>[]): Places {
  const actor = actorOf(view);
  const from = actor === null ? undefined : view.figures[actor]?.at;
  const hexes = new Map<string, { at: Hex; items: Placed[] }>();
  const facings = new Map<number, Placed>();
  const candidates = new Map<number, Placed[]>();
  const addHex = (at: Hex, placed: Placed): void => {
    const key = hexKey(at);
    const entry = hexes.get(key) ?? { at, items: [] };
    entry.items.push(placed);
    hexes.set(key, entry);
  };
  menu.forEach((item, index) => {
    const action = item.action;
    const placed: Placed = { index, label: item.label, action };
    switch (action.type) {
      case 'step':
      case 'hop':
      case 'disengage':
      case 'breakFree':
        if (from !== undefined) addHex(neighbour(from, action.direction), placed);
        break;
      case 'retreat':
        if (action.to !== null) addHex(action.to, placed);
        break;
      case 'advance': {
        // Following up moves the striker into the hex its victim left.
        const vacated = view.turn.retreats[0]?.vacated;
        if (action.advance && vacated !== null && vacated !== undefined) addHex(vacated, placed);
        break;
      }
      case 'end':
        facings.set(action.facing, placed);
        break;
      case 'attack':
      case 'fire':
      case 'throw':
        if (action.aim === undefined) candidates.set(action.target, [...(candidates.get(action.target) ?? []), placed]);
        break;
      case 'breathe':
      case 'grapple':
      case 'finish':
      case 'disbelieve':
        candidates.set(action.target, [...(candidates.get(action.target) ?? []), placed]);
        break;
      default:
        break;
    }
  });
  const targets = new Map<number, Placed>();
  for (const [figure, items] of candidates) {
    const figureView = view.figures[figure];
    // A figure standing in a hex the board already offers to move into is left to the menu, so
    // one spot never answers two clicks.
    if (figureView === undefined || hexes.has(hexKey(figureView.at))) continue;
    const best = [...items].sort((a, b) => TARGET_ORDER.indexOf(a.action.type) - TARGET_ORDER.indexOf(b.action.type))[0];
    if (best !== undefined) targets.set(figure, best);
  }
  return { actor, hexes, facings, targets };
}
