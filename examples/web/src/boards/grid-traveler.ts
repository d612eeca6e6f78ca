/**
 * The GRID Traveler board: the star map as one seat sees it (GT-30). The map shows the Star, the
 * planets and regions on their rings, the GRID points and their lines of sight, every cruiser in
 * its seat's colour, and the fights in progress. Beside it are each player's mat, the decks, and
 * the fights and trades in words. Below it is the viewer's own hand. Other players' hands are
 * counts, because their faces are not in the view.
 *
 * Clickable: the tiles the viewer may move, jump or retreat to; other cruisers (attack, fire,
 * pursue) and the ✦ badge beside them (Magick combat); the viewer's own cruiser (launch, travel,
 * stop); the orbited body (scan); the draw piles; a target's components (DITFOI) and the viewer's
 * own (repair); a WEAKEN chip; and the cards in hand (cast, block, play a Whisper, accept a trade).
 */
import type { MenuItem } from 'rulebooks/client';
import type { GridTravelerAction, GridTravelerView } from 'rulebooks/grid-traveler';
import type { Board } from './types.js';
import { svg } from '../ui/dom.js';
import { seatColour, seatName } from './grid-traveler/content.js';
import { TILE, drawMap } from './grid-traveler/map.js';
import { LEGEND_HEIGHT, SEAT_PANEL_HEIGHT, hand, happenings, legend, piles, seatPanel } from './grid-traveler/panels.js';
import { Places } from './grid-traveler/places.js';
import './grid-traveler/grid-traveler.css';

const MARGIN = 12;
const TOP = 44;
const SIDE_WIDTH = 408;

export const board: Board<GridTravelerView, GridTravelerAction> = {
  render(root, { view, actors, menu, act }) {
    const items = menu as readonly MenuItem<GridTravelerAction>[];
    const places = new Places(view, items);
    const actIndex = (index: number): void => {
      const item = items[index];
      if (item !== undefined) act(item.action);
    };
    const mapWidth = view.config.board.width * TILE;
    const mapHeight = view.config.board.height * TILE;
    const side = MARGIN + mapWidth + 16;
    const width = side + SIDE_WIDTH + MARGIN;

    const frame = { view, actors, places, act: actIndex };
    const parts: SVGElement[] = [];
    parts.push(headline(view, actors, width));
    parts.push(drawMap({ ...frame, x: MARGIN, y: TOP }));
    let y = TOP;
    for (const seat of view.seats) {
      parts.push(seatPanel(frame, seat, side, y, SIDE_WIDTH));
      y += SEAT_PANEL_HEIGHT;
    }
    parts.push(piles(frame, side, y + 4));
    y += 104;
    const news = happenings(view, actors, side, y, SIDE_WIDTH);
    parts.push(news.g);
    y += news.height + 12;
    // The legend sits at the foot of the column, level with the map's bottom when there is room.
    const legendTop = Math.max(y, TOP + mapHeight - LEGEND_HEIGHT);
    parts.push(legend(side, legendTop));
    const mine = view.viewer === 'spectator' ? undefined : view.seats[view.viewer];
    const handTop = Math.max(TOP + mapHeight, legendTop + LEGEND_HEIGHT) + 14;
    const drawn = mine === undefined ? undefined : hand(frame, mine, MARGIN, handTop, width - 2 * MARGIN);
    if (drawn !== undefined) parts.push(drawn.g);
    const height = handTop + (drawn?.height ?? 0);
    root.append(svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'gt-board', role: 'group', 'aria-label': `GRID Traveler star map, round ${view.round}` }, ...parts));
  },
};

/** The round, whose turn or which fight, and what stage it is at. */
function headline(view: GridTravelerView, actors: readonly number[], width: number): SVGGElement {
  const turn = view.turn;
  // Members of a fight take no regular turns (GT-17): an actor in a fight acts in that fight.
  const fighting = view.combats.find((combat) => actors.some((seat) => combat.members.includes(seat)));
  let now: string;
  if (view.end !== null) {
    const best = Math.max(...view.end.scores);
    now = `Game over (${view.end.reason === 'lastStanding' ? 'last cruiser standing' : 'round limit'}): ${view.end.scores.map((s, seat) => `${seatName(seat)} ${s}${s === best ? ' ★' : ''}`).join(', ')}`;
  } else if (fighting !== undefined) {
    // A fight takes its combat turn: in the combat phase, or at once when it began in a turn (GT-17).
    const who = actors.map((seat) => `${seatName(seat)}${seat === view.viewer ? ' (you)' : ''}`).join(', ');
    now = `${fighting.kind === 'ship' ? 'Ship fight' : 'Magick fight'} (${fighting.members.map(seatName).join(' vs ')}): ${who} to act`;
  } else if (turn !== null) {
    const stage = STAGES[turn.stage] ?? turn.stage;
    now = `${seatName(turn.seat)}${turn.seat === view.viewer ? ' (you)' : ''}: ${stage}${turn.stage === 'moving' ? `, ${turn.moves} tile${turn.moves === 1 ? '' : 's'} left` : ''}`;
  } else now = 'Between turns';
  const g = svg('g', {});
  g.append(svg('text', { x: MARGIN, y: 28, class: 'gt-round' }, `Round ${view.round} of ${view.config.maxRounds}`));
  g.append(svg('text', { x: MARGIN + 150, y: 28, class: 'gt-now', fill: actors[0] === undefined ? '#23262e' : seatColour(actors[0]) }, '●'));
  g.append(svg('text', { x: MARGIN + 166, y: 28, class: 'gt-now' }, now));
  g.append(svg('text', { x: width - MARGIN, y: 28, class: 'gt-viewer', 'text-anchor': 'end' }, view.viewer === 'spectator' ? 'Spectating: public facts only' : `Seen by ${seatName(view.viewer)}`));
  return g;
}

const STAGES: Readonly<Record<string, string>> = {
  repair: 'repairing a component',
  draw: 'drawing cards',
  travel: 'travel or stay',
  moving: 'moving',
  act: 'scan, fight, trade or end the turn',
  tradeReply: 'waiting for an answer to a trade',
};
