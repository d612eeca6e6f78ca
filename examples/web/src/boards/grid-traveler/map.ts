/**
 * The star map: tiles, the Star and the planets and regions with their orbit rings (shaded tiles,
 * the only ways on and off a ring, GT-S14), GRID points and their lines of sight (GT-S32), every
 * cruiser where the view puts it, the fights in progress, and the places the viewer may go.
 */
import type { GridBody, GridTravelerView } from 'rulebooks/grid-traveler';
import { clickable, svg, tooltip } from '../../ui/dom.js';
import { GRID_TRAVELER_DIRECTIONS, material, placeName, seatColour, seatName, seatNumbers, stepFrom, xyOf } from './content.js';
import type { Places } from './places.js';

/** Pixels a tile. */
export const TILE = 32;

const PLANET_COLOURS = ['#5aa9e6', '#e07a5f', '#81b29a', '#f2cc8f', '#c77dff', '#ef476f', '#06d6a0', '#ffd166'];

/** Where the map is drawn, and how to act. */
export interface MapFrame {
  readonly x: number;
  readonly y: number;
  readonly view: GridTravelerView;
  /** The seats to act now. */
  readonly actors: readonly number[];
  readonly places: Places;
  readonly act: (index: number) => void;
}

export function drawMap(frame: MapFrame): SVGGElement {
  const { view } = frame;
  const board = view.config.board;
  const width = board.width * TILE;
  const height = board.height * TILE;
  const g = svg('g', { class: 'gt-map', transform: `translate(${frame.x} ${frame.y})` });
  g.append(defs());
  g.append(svg('rect', { x: 0, y: 0, width, height, rx: 10, fill: 'url(#gt-space)' }));
  g.append(starfield(width, height));
  g.append(gridLines(board.width, board.height));
  g.append(sightLines(view));
  view.config.board.bodies.forEach((body, b) => g.append(drawBody(frame, body, b)));
  g.append(gridPoints(frame));
  g.append(fights(view));
  g.append(cruisers(frame));
  // Last, so a cruiser on a tile the viewer may go to never hides the way there.
  g.append(targets(frame));
  return g;
}

const centre = (v: number): number => v * TILE + TILE / 2;

function defs(): SVGDefsElement {
  return svg(
    'defs',
    {},
    svg('radialGradient', { id: 'gt-space', cx: '50%', cy: '50%', r: '75%' }, svg('stop', { offset: '0%', 'stop-color': '#1c2550' }), svg('stop', { offset: '100%', 'stop-color': '#070a18' })),
    svg(
      'radialGradient',
      { id: 'gt-star' },
      svg('stop', { offset: '0%', 'stop-color': '#fffbe6' }),
      svg('stop', { offset: '35%', 'stop-color': '#ffd23f' }),
      svg('stop', { offset: '70%', 'stop-color': '#ff8c1a', 'stop-opacity': 0.7 }),
      svg('stop', { offset: '100%', 'stop-color': '#ff5e00', 'stop-opacity': 0 }),
    ),
    svg('radialGradient', { id: 'gt-shine', cx: '35%', cy: '30%', r: '70%' }, svg('stop', { offset: '0%', 'stop-color': '#fff', 'stop-opacity': 0.55 }), svg('stop', { offset: '100%', 'stop-color': '#000', 'stop-opacity': 0.35 })),
    svg('pattern', { id: 'gt-hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, svg('rect', { width: 3, height: 6, fill: 'rgba(255,255,255,0.22)' })),
    svg('marker', { id: 'gt-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, svg('path', { d: 'M0 0 L10 5 L0 10 Z', fill: '#fff' })),
    svg('filter', { id: 'gt-glow', x: '-50%', y: '-50%', width: '200%', height: '200%' }, svg('feGaussianBlur', { stdDeviation: 3 })),
  );
}

/** A fixed scatter of faint stars: the same on every draw, so the map does not flicker. */
function starfield(width: number, height: number): SVGGElement {
  const g = svg('g', { 'aria-hidden': 'true' });
  let seed = 7;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < 140; i++) g.append(svg('circle', { cx: (next() * width).toFixed(1), cy: (next() * height).toFixed(1), r: (0.4 + next() * 0.9).toFixed(2), fill: '#fff', opacity: (0.15 + next() * 0.5).toFixed(2) }));
  return g;
}

function gridLines(columns: number, rows: number): SVGGElement {
  const g = svg('g', { stroke: 'rgba(150,170,255,0.07)', 'stroke-width': 1, 'aria-hidden': 'true' });
  for (let x = 1; x < columns; x++) g.append(svg('line', { x1: x * TILE, y1: 0, x2: x * TILE, y2: rows * TILE }));
  for (let y = 1; y < rows; y++) g.append(svg('line', { x1: 0, y1: y * TILE, x2: columns * TILE, y2: y * TILE }));
  return g;
}

function sightLines(view: GridTravelerView): SVGGElement {
  const points = view.config.board.gridPoints;
  const g = svg('g', { stroke: 'rgba(110,220,255,0.22)', 'stroke-width': 1.2, 'stroke-dasharray': '3 5', 'aria-hidden': 'true' });
  for (const [a, b] of view.config.board.sightLines) {
    const p = points[a];
    const q = points[b];
    if (p !== undefined && q !== undefined) g.append(svg('line', { x1: centre(p.x), y1: centre(p.y), x2: centre(q.x), y2: centre(q.y) }));
  }
  return g;
}

/** A body, its ring of eight tiles and its shaded entries, its name and the cubes it has left. */
function drawBody(frame: MapFrame, body: GridBody, b: number): SVGGElement {
  const { view, places } = frame;
  const cx = centre(body.x);
  const cy = centre(body.y);
  const colour = body.kind === 'star' ? '#ffb300' : body.kind === 'region' ? '#9aa7c7' : (PLANET_COLOURS[(b - 1) % PLANET_COLOURS.length] as string);
  const g = svg('g', { class: `gt-body gt-${body.kind}` });
  // The ring: the eight tiles round the body, walked clockwise (GT-7); shaded ones are hatched.
  g.append(svg('circle', { cx, cy, r: TILE * 1.08, fill: 'none', stroke: colour, 'stroke-opacity': 0.45, 'stroke-width': 1.5, 'stroke-dasharray': '2 3' }));
  for (const direction of GRID_TRAVELER_DIRECTIONS) {
    const tile = stepFrom(view.config.board, body.y * view.config.board.width + body.x, direction);
    if (tile < 0) continue;
    const [x, y] = xyOf(view.config.board, tile);
    const shaded = body.shaded.includes(direction);
    g.append(
      svg(
        'rect',
        { x: x * TILE + 2, y: y * TILE + 2, width: TILE - 4, height: TILE - 4, rx: 4, fill: shaded ? 'url(#gt-hatch)' : 'rgba(255,255,255,0.025)', stroke: colour, 'stroke-opacity': shaded ? 0.8 : 0.18 },
        tooltip(`${body.name}'s ring${shaded ? ': a shaded tile, the way on and off the ring' : ''}`),
      ),
    );
  }
  const supply = b < view.supply.length ? (view.supply[b] ?? 0) : 0;
  const found = countMaterials(body.materials);
  const about =
    body.kind === 'star'
      ? `${body.name}: every cruiser starts here and launches round it.`
      : `${body.name} (${body.kind}): ${supply} cube${supply === 1 ? '' : 's'} left, one for each material card still to scan. It began with ${found}.${body.kind === 'planet' ? ' Magick combat may be fought on its ring.' : ''}`;
  let shape: SVGElement;
  if (body.kind === 'star') {
    g.append(svg('circle', { cx, cy, r: TILE * 0.95, fill: 'url(#gt-star)', filter: 'url(#gt-glow)' }));
    shape = svg('circle', { cx, cy, r: TILE * 0.62, fill: 'url(#gt-star)' }, tooltip(about));
  } else if (body.kind === 'region') {
    const cloud = svg('g', {}, tooltip(about));
    for (const [dx, dy, r] of [
      [-6, -3, 9],
      [5, -5, 8],
      [6, 5, 9],
      [-5, 6, 7],
      [0, 0, 10],
    ] as const)
      cloud.append(svg('circle', { cx: cx + dx, cy: cy + dy, r, fill: b % 2 === 1 ? '#a35bd6' : '#8d99ae', opacity: 0.45 }));
    shape = cloud;
  } else {
    shape = svg('g', {}, svg('circle', { cx, cy, r: TILE * 0.42, fill: colour }), svg('circle', { cx, cy, r: TILE * 0.42, fill: 'url(#gt-shine)' }), tooltip(about));
  }
  const scan = places.one(`body:${b}`);
  if (scan !== undefined) {
    g.append(svg('circle', { cx, cy, r: TILE * 0.5, class: 'gt-target', fill: 'none' }));
    clickable(shape, scan.index, scan.label, () => frame.act(scan.index));
  }
  g.append(shape);
  const labelY = cy + TILE * (body.y >= view.config.board.height - 2 ? -1.75 : 1.85);
  g.append(svg('text', { x: cx, y: labelY, class: 'gt-body-name', 'text-anchor': 'middle' }, body.name.replace(/^the /, 'The ')));
  if (body.kind !== 'star') {
    // One small cube per cube left in its supply (GT-S04).
    const cubes = svg('g', { 'aria-hidden': 'true' });
    for (let i = 0; i < supply; i++) cubes.append(svg('rect', { x: cx - supply * 3.5 + i * 7 + 1, y: labelY + 4, width: 5, height: 5, fill: '#f4f1de', opacity: 0.85 }));
    g.append(cubes);
  }
  return g;
}

function countMaterials(ids: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const parts = [...counts].map(([id, n]) => `${material(id).name}${n > 1 ? ` ×${n}` : ''}`);
  return parts.length === 0 ? 'no materials' : parts.join(', ');
}

function gridPoints(frame: MapFrame): SVGGElement {
  const board = frame.view.config.board;
  const g = svg('g', { class: 'gt-points' });
  for (const point of board.gridPoints) {
    const cx = centre(point.x);
    const cy = centre(point.y);
    const seen = board.sightLines.filter(([a, b]) => board.gridPoints[a] === point || board.gridPoints[b] === point).map(([a, b]) => board.gridPoints[board.gridPoints[a] === point ? b : a]?.name);
    g.append(
      svg(
        'g',
        {},
        svg('path', { d: `M${cx} ${cy - 10} L${cx + 10} ${cy} L${cx} ${cy + 10} L${cx - 10} ${cy} Z`, fill: 'rgba(64,224,255,0.18)', stroke: '#40e0ff', 'stroke-width': 1.5 }),
        svg('circle', { cx, cy, r: 2.5, fill: '#40e0ff' }),
        svg('text', { x: cx + 11, y: cy - 8, class: 'gt-point-name' }, point.name),
        tooltip(`GRID point ${point.name}: a jump leads from here to ${seen.join(', ')} (a Maneuver roll, GT-6)`),
      ),
    );
  }
  return g;
}

/** Where each seat's cruiser is drawn: its tile, spread out when several share one. */
function cruiserSpots(view: GridTravelerView): Map<number, [number, number]> {
  const board = view.config.board;
  const byTile = new Map<number, number[]>();
  for (const seat of view.seats) byTile.set(seat.position.tile, [...(byTile.get(seat.position.tile) ?? []), seat.seat]);
  const spots = new Map<number, [number, number]>();
  for (const [tile, seats] of byTile) {
    const [x, y] = xyOf(board, tile);
    seats.forEach((seat, i) => {
      // Side by side (then round a circle): labels sit under the glyphs, so none goes below another.
      const angle = Math.PI + (i / seats.length) * Math.PI * 2;
      const onStar = board.bodies[0] !== undefined && tile === board.bodies[0].y * board.width + board.bodies[0].x;
      // The Star's tile holds every cruiser not yet launched: a wider circle round it.
      const spread = seats.length === 1 ? 0 : onStar ? (seats.length <= 2 ? 17 : 27) : 9;
      spots.set(seat, [centre(x) + Math.cos(angle) * spread, centre(y) + Math.sin(angle) * spread]);
    });
  }
  return spots;
}

function cruisers(frame: MapFrame): SVGGElement {
  const { view, places } = frame;
  const spots = cruiserSpots(view);
  const g = svg('g', { class: 'gt-cruisers' });
  for (const seat of view.seats) {
    const [cx, cy] = spots.get(seat.seat) ?? [0, 0];
    const colour = seatColour(seat.seat);
    const { cruiser, persona } = seatNumbers(view, seat);
    const turn = view.turn;
    const acting = frame.actors.includes(seat.seat);
    const heading = turn?.seat === seat.seat && turn.heading !== null ? GRID_TRAVELER_DIRECTIONS.indexOf(turn.heading) * 45 : 0;
    const where = seat.launched ? placeName(view.config.board, seat.position.tile) : 'the Star, not yet launched';
    const orbit = seat.position.orbit === null ? '' : `; in orbit of ${view.config.board.bodies[seat.position.orbit.body]?.name ?? 'a body'}, ${seat.position.orbit.steps % 8} of 8 ring steps`;
    const label = `${seatName(seat.seat)}${view.viewer === seat.seat ? ' (you)' : ''}: ${persona?.name ?? seat.persona} in the ${cruiser?.name ?? seat.cruiser}, at ${where}${orbit}`;
    const ship = svg('g', { class: `gt-cruiser${seat.out !== null ? ' gt-out' : ''}`, transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)})` });
    // An invisible disc under the glyph: the whole spot takes the click, not just the arrow's paint.
    ship.append(svg('circle', { r: 12, fill: 'transparent' }));
    if (acting) ship.append(svg('circle', { r: 13, class: 'gt-acting', stroke: colour }));
    if (seat.out !== null) {
      ship.append(svg('path', { d: 'M-6 -6 L6 6 M6 -6 L-6 6', stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round' }));
    } else {
      ship.append(
        svg('path', {
          d: 'M0 -10 L7 7 L0 3 L-7 7 Z',
          transform: `rotate(${heading})`,
          fill: colour,
          stroke: view.viewer === seat.seat ? '#fff' : '#0b1024',
          'stroke-width': view.viewer === seat.seat ? 2 : 1.2,
          'stroke-linejoin': 'round',
        }),
      );
    }
    ship.append(svg('text', { x: 0, y: 21, class: 'gt-cruiser-label', fill: colour, 'text-anchor': 'middle' }, `P${seat.seat}`));
    if (turn !== null && turn.seat === seat.seat && turn.stage === 'moving') ship.append(svg('g', {}, svg('circle', { cx: 11, cy: -11, r: 7, fill: '#fff' }), svg('text', { x: 11, y: -7.5, class: 'gt-moves', 'text-anchor': 'middle' }, turn.moves)));
    ship.append(tooltip(label));
    // A click on another cruiser fires at it or starts a ship fight; a click on one's own travels or stops.
    const item = places.one(seat.seat === view.viewer ? 'self' : `cruiser:${seat.seat}`);
    if (item !== undefined) clickable(ship, item.index, item.label, () => frame.act(item.index));
    g.append(ship);
    const magick = places.one(`magick:${seat.seat}`);
    if (magick !== undefined) {
      const badge = svg('g', { transform: `translate(${(cx - 13).toFixed(1)} ${(cy - 13).toFixed(1)})`, class: 'gt-magick-badge' }, svg('circle', { r: 7, fill: '#b14aed', stroke: '#fff' }), svg('text', { y: 3.5, 'text-anchor': 'middle' }, '✦'));
      clickable(badge, magick.index, magick.label, () => frame.act(magick.index));
      g.append(badge);
    }
  }
  return g;
}

/** Fights (GT-10): a red line joins the members; a retreat is an arrow to where it runs. */
function fights(view: GridTravelerView): SVGGElement {
  const spots = cruiserSpots(view);
  const g = svg('g', { class: 'gt-fights' });
  view.combats.forEach((combat) => {
    const members = combat.members.map((seat) => spots.get(seat)).filter((spot): spot is [number, number] => spot !== undefined);
    const colour = combat.kind === 'ship' ? '#ff4d4d' : '#d27bff';
    const about = `${combat.kind === 'ship' ? 'Ship fight' : `Magick fight at ${view.config.board.bodies[combat.body ?? -1]?.name ?? 'a planet'}`}: ${combat.members.map(seatName).join(', ')}`;
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        const [ax, ay] = members[i]!;
        const [bx, by] = members[j]!;
        g.append(svg('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: colour, 'stroke-width': 2.5, 'stroke-dasharray': '5 3' }));
      }
    const mx = members.reduce((sum, [x]) => sum + x, 0) / Math.max(1, members.length);
    const my = members.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, members.length);
    g.append(svg('g', {}, svg('circle', { cx: mx, cy: my - 22, r: 10, fill: colour, opacity: 0.9 }), svg('text', { x: mx, y: my - 18, class: 'gt-fight-icon', 'text-anchor': 'middle' }, combat.kind === 'ship' ? '⚔' : '✦'), tooltip(about)));
    if (combat.retreat !== null) {
      const from = spots.get(combat.retreat.seat);
      const [tx, ty] = xyOf(view.config.board, combat.retreat.to);
      if (from !== undefined) g.append(svg('line', { x1: from[0], y1: from[1], x2: centre(tx), y2: centre(ty), stroke: seatColour(combat.retreat.seat), 'stroke-width': 2, 'marker-end': 'url(#gt-arrow)', 'stroke-dasharray': '2 3' }, tooltip(`${seatName(combat.retreat.seat)} retreats toward ${placeName(view.config.board, combat.retreat.to)}`)));
    }
  });
  return g;
}

/** The tiles the viewer may move, jump or retreat to: a lit square to click. */
function targets(frame: MapFrame): SVGGElement {
  const { view, places } = frame;
  const g = svg('g', { class: 'gt-targets' });
  for (const key of places.keys('tile:')) {
    const item = places.one(key);
    if (item === undefined) continue;
    const tile = Number(key.slice(5));
    const [x, y] = xyOf(view.config.board, tile);
    const arrow = item.action.type === 'move' ? arrowFor(item.action.direction) : item.action.type === 'jump' ? '⤳' : '↩';
    // A tile a cruiser sits on gets its button in a corner, leaving the cruiser in sight.
    const occupied = view.seats.some((seat) => seat.position.tile === tile);
    const target = occupied
      ? svg(
          'g',
          { class: 'gt-target-tile' },
          svg('rect', { x: x * TILE + 2, y: y * TILE + 2, width: TILE - 4, height: TILE - 4, rx: 5, class: 'gt-target-outline' }),
          svg('rect', { x: x * TILE + TILE - 15, y: y * TILE - 3, width: 18, height: 18, rx: 9, class: 'gt-target gt-corner' }),
          svg('text', { x: x * TILE + TILE - 6, y: y * TILE + 10.5, 'text-anchor': 'middle', class: 'gt-target-arrow gt-small-arrow' }, arrow),
        )
      : svg(
          'g',
          { class: 'gt-target-tile' },
          svg('rect', { x: x * TILE + 3, y: y * TILE + 3, width: TILE - 6, height: TILE - 6, rx: 5, class: 'gt-target' }),
          svg('text', { x: centre(x), y: centre(y) + 4.5, 'text-anchor': 'middle', class: 'gt-target-arrow' }, arrow),
        );
    clickable(target, item.index, item.label, () => frame.act(item.index));
    g.append(target);
  }
  return g;
}

const ARROWS: Readonly<Record<string, string>> = { N: '↑', NE: '↗', E: '→', SE: '↘', S: '↓', SW: '↙', W: '←', NW: '↖' };
const arrowFor = (direction: string): string => ARROWS[direction] ?? '•';

