/**
 * The whole cavern as the seat knows it, as SVG: its history map with fog, the mages and
 * artifacts it has seen, its own mage with its plan's path and the way its race's artifact lies,
 * the hexes its next move order can go to (buttons for those orders), and in the empty corners
 * beside the apex the terrain legend and the Globe of Life.
 */
import type { MagikaAction, MagikaView } from 'rulebooks/magika';
import { ROWS, hexAt, MAGIKA_GOAL } from 'rulebooks/magika';
import type { MenuItem } from 'rulebooks/client';
import { svg, tooltip } from '../../ui/dom.js';
import { CAVE } from './palette.js';
import { CAVERN, SIZE, VIEW_HEIGHT, VIEW_WIDTH, WIDTH } from './geometry.js';
import { drawGlobe, drawLegend } from './corners.js';
import { artifacts, bearing, defs, hexes, moveTargets, planPath, sightOf, tokens } from './layers.js';

export interface MapInput {
  readonly view: MagikaView;
  readonly menu: readonly MenuItem<MagikaAction>[];
  readonly act: (action: MagikaAction) => void;
}

export function drawCavern({ view, menu, act }: MapInput): SVGSVGElement {
  const root = svg('svg', { viewBox: `0 0 ${VIEW_WIDTH.toFixed(0)} ${VIEW_HEIGHT.toFixed(0)}`, class: 'mg-cavern', 'aria-label': 'The cavern as this seat knows it' });
  const sight = sightOf(view);
  const me = view.over ? null : view.me;
  root.append(defs(), svg('rect', { x: 0, y: 0, width: VIEW_WIDTH, height: VIEW_HEIGHT, rx: 8, fill: CAVE }));
  root.append(hexes(view, sight, CAVERN, false), rowLetters(), goal(), artifacts(view, CAVERN));
  if (me !== null) root.append(planPath(me, CAVERN));
  root.append(tokens(view, sight, CAVERN));
  if (me !== null && view.report !== null && view.report.racial !== null) root.append(bearing(me, view.report.racial, CAVERN));
  root.append(drawLegend(view), drawGlobe(view));
  if (me !== null) root.append(moveTargets(view, me, menu, act, CAVERN, false));
  return root;
}

function rowLetters(): SVGGElement {
  // Row letters down the left edge: a hex label (k7) reads as row k, 7th from the left.
  const layer = svg('g', { class: 'mg-rows', 'aria-hidden': 'true' });
  for (let row = 1; row <= ROWS; row++) {
    const { x, y } = CAVERN.centre(hexAt(row, 1));
    layer.append(svg('text', { x: x - WIDTH * 0.75, y: y + 3.5, 'text-anchor': 'middle', class: 'mg-row-letter' }, String.fromCharCode(96 + row)));
  }
  return layer;
}

function goal(): SVGGElement {
  const { x, y } = CAVERN.centre(MAGIKA_GOAL);
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? SIZE * 0.72 : SIZE * 0.3;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return svg('g', { class: 'mg-goal' }, svg('polygon', { points, fill: '#ffe17a', stroke: '#7a5a00', 'stroke-width': 1 }), tooltip('a1, the Goal Square: the first novice to reach it ends the game (VP-0).'));
}
