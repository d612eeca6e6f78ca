/**
 * A close-up of the cavern around where the seat's next move starts: two rings, drawn large
 * enough to read each hex's name and terrain, with the six hexes a move order can go to and what
 * that move costs by Figure 5 (the whole cavern beside it shows the full recon, MG-47). The same
 * layers as the whole cavern.
 */
import { columnOf, distance, hexLabel, rowOf, type MagikaOwnMage } from 'rulebooks/magika';
import { svg } from '../../ui/dom.js';
import { CAVE } from './palette.js';
import { layout } from './geometry.js';
import { artifacts, bearing, hexes, moveTargets, planEnd, planPath, sightOf, tokens } from './layers.js';
import type { MapInput } from './cavern.js';

const RADIUS = 2;
const SIZE = 22;

export function drawCloseUp({ view, menu, act }: MapInput, me: MagikaOwnMage): SVGSVGElement {
  const centre = planEnd(me);
  const w = Math.sqrt(3) * SIZE;
  const width = (2 * RADIUS + 1) * w + 8;
  const height = 2 * RADIUS * 1.5 * SIZE + 2 * SIZE + 8;
  // Place a1 so that the centre hex lands in the middle of the drawing.
  const at = layout(SIZE, width / 2 - w * (columnOf(centre) - (rowOf(centre) + 1) / 2), height / 2 - 1.5 * SIZE * (rowOf(centre) - 1), (hex) => distance(hex, centre) <= RADIUS);
  const sight = sightOf(view);
  const root = svg('svg', { viewBox: `0 0 ${width.toFixed(0)} ${height.toFixed(0)}`, class: 'mg-closeup', 'aria-label': `The cavern around ${hexLabel(centre)}` });
  root.append(svg('rect', { x: 0, y: 0, width, height, rx: 6, fill: CAVE }));
  root.append(hexes(view, sight, at, true), artifacts(view, at), planPath(me, at), tokens(view, sight, at));
  if (view.report !== null && view.report.racial !== null && at.shows(me.hex)) root.append(bearing(me, view.report.racial, at));
  root.append(moveTargets(view, me, menu, act, at, true));
  return root;
}
