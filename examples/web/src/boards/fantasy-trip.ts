/**
 * The Fantasy Trip's board: the hex arena as SVG, drawn from one seat's view. Figures show their
 * side's colour, their facing (a wedge toward the hex edge they face, and their three front edges
 * marked), how they stand, and a bar of the ST they have left; weapons lying on the ground and
 * created hexes (fire, shadow, walls, slippery floor) are drawn where they are. The hexes a menu
 * item moves a figure into are lit and clickable, so are the moving figure's six ways to stop and
 * face, and the figures a blow, shot or grapple can be aimed at. A column beside the arena says
 * whose turn it is and gives each figure's card.
 *
 * It reads the view only: another side's fatigue, the true nature of its creations and its secret
 * protections are not in the view (FT-38, FT-49), and the board has no other source.
 */
import { hexDirectionTo, hexKey, type Hex } from 'rulebooks';
import type { MenuItem } from 'rulebooks/client';
import type { FantasyTripAction, FantasyTripFigureView, FantasyTripTerrainKind, FantasyTripView } from 'rulebooks/fantasy-trip';
import type { Board, BoardInput } from './types.js';
import { clickable, html, svg, tooltip } from '../ui/dom.js';
import { SIZE, arenaHexes, bodyOf, centre, edge, heading, hexName, hexPoints, round, rowName, type Point } from './fantasy-trip/geometry.js';
import { OPTION_WORDS, fightsFor, gearOf, initials, itemName, knownSpells, marksOf, numbersOf, sideColour, sideName, spellsOn, stance, stKnown, stLeft, tooltipOf, whatItIs } from './fantasy-trip/facts.js';
import { placeMenu, type Placed, type Places } from './fantasy-trip/places.js';
import './fantasy-trip/fantasy-trip.css';

const TERRAIN: Readonly<Record<FantasyTripTerrainKind, { fill: string; words: string }>> = {
  fire: { fill: '#f08a3c', words: 'Fire: burns who passes or stands here' },
  shadow: { fill: '#4a4458', words: 'Shadow: blinds who is in it and hides who is behind it' },
  wall: { fill: '#8d8a83', words: 'Wall: nothing passes' },
  slippery: { fill: '#a9d6ea', words: 'Slippery floor: who comes in or stays may fall' },
};

const PHASE_WORDS: Readonly<Record<FantasyTripView['turn']['phase'], string>> = {
  initiative: 'Initiative',
  renew: 'Renewing spells',
  movement: 'Movement',
  actions: 'Actions',
  retreat: 'Force retreats',
  over: 'The fight is over',
};

export const board: Board<FantasyTripView, FantasyTripAction> = {
  render(root, input) {
    const { view } = input;
    const places = placeMenu(view, input.menu as readonly MenuItem<FantasyTripAction>[]);
    const engaged = engagements(view);
    root.append(
      html(
        'div',
        { class: 'ft-board' },
        html('div', { class: 'ft-arena-wrap' }, arena(input, places, engaged)),
        html('div', { class: 'ft-side' }, turnLine(view, places), zoomButton(root, input), legend(), ...view.figures.filter((f) => f.condition !== 'gone').map((f) => card(input, f, engaged, places))),
      ),
    );
  },
};

/** Who engages whom (S-38, FT-8): a standing enemy engages a figure in one of its three front hexes. */
interface Engagement {
  readonly by: FantasyTripFigureView;
  readonly of: FantasyTripFigureView;
  /** The direction from `by` to `of`. */
  readonly direction: number;
}

/**
 * The engagements the map shows. Drawn for one-hex figures, where the front hexes are the three
 * neighbours the figure faces; the rules settle the rest (a giant needs two engagers, FT-57), and
 * the options each figure is offered say what the rules decided.
 */
function engagements(view: FantasyTripView): Engagement[] {
  const up = view.figures.filter((f) => f.condition === 'fighting' && (f.posture === 'standing' || f.posture === 'kneeling') && f.hexes === 1);
  const out: Engagement[] = [];
  for (const by of up) {
    for (const of of view.figures) {
      if (of === by || of.condition !== 'fighting' || of.hexes !== 1 || fightsFor(view, of) === fightsFor(view, by)) continue;
      const direction = hexDirectionTo(by.at, of.at);
      if (direction === undefined) continue;
      const turn = (((direction - by.facing) % 6) + 6) % 6;
      if (turn === 0 || turn === 1 || turn === 5) out.push({ by, of, direction });
    }
  }
  return out;
}

function arena(input: BoardInput<FantasyTripView, FantasyTripAction>, places: Places, engaged: readonly Engagement[]): SVGSVGElement {
  const { view } = input;
  const radius = view.config.arenaRadius;
  const frame = frameOf(view, places, radius);
  // Room on the left for the row letters and on top for the column numbers.
  const left = 26;
  const top = 18;
  const root = svg('svg', {
    class: 'ft-arena',
    viewBox: `${round(frame.x - left)} ${round(frame.y - top)} ${round(frame.w + left)} ${round(frame.h + top)}`,
    // A group, not an image: the hexes and figures in it are buttons a screen reader must reach.
    role: 'group',
    'aria-label': `The arena, radius ${radius}, turn ${view.turn.number}${frame.whole ? '' : ', the part where the figures are'}`,
  });

  // The floor: every hex, named in its tooltip as the menu names it.
  const floor = svg('g', { class: 'ft-floor' });
  for (const h of arenaHexes(radius)) floor.append(svg('polygon', { points: hexPoints(h), class: 'ft-hex' }, tooltip(`Hex ${hexName(h, radius)}`)));
  root.append(floor);
  // Created hexes.
  for (const t of view.terrain) {
    const maker = view.figures[t.caster]?.name ?? 'a wizard';
    root.append(svg('polygon', { points: hexPoints(t.at, 0.96), class: `ft-terrain ft-${t.kind}`, fill: TERRAIN[t.kind].fill }, tooltip(`${TERRAIN[t.kind].words} (made by ${maker}) · ${hexName(t.at, radius)}`)));
  }

  // Weapons and shields on the ground, several to a hex fanned out.
  const onGround = new Map<string, number>();
  for (const item of view.items) {
    if (item.holder !== null || item.at === null) continue;
    const key = hexKey(item.at);
    const n = onGround.get(key) ?? 0;
    onGround.set(key, n + 1);
    const c = centre(item.at);
    const at = { x: c.x + SIZE * (0.32 - 0.22 * n), y: c.y + SIZE * 0.38 };
    const words = `${itemName(input.view, item)} on the ground${item.state === 'broken' ? ', broken' : item.cracked ? ', cracked' : ''} · ${hexName(item.at, radius)}`;
    root.append(item.kind === 'shield' ? shieldIcon(at, item.state === 'broken', words) : swordIcon(at, item.state === 'broken', words));
  }

  // Multi-hex bodies first, then bodies on the floor, then figures still fighting over them.
  const drawn = view.figures.filter((f) => f.condition !== 'gone').sort((a, b) => (a.condition === 'fighting' ? 1 : 0) - (b.condition === 'fighting' ? 1 : 0));
  const layer = svg('g', { class: 'ft-figures' });
  for (const figure of drawn) {
    const by = engaged.filter((e) => e.of === figure).map((e) => e.by.name);
    layer.append(token(input, figure, places, by));
  }
  root.append(layer);

  // Who engages whom: the engager's front edge toward its foe, in the engager's colour.
  for (const e of engaged) {
    const [a, b] = edge(e.by.at, e.direction, 0.97);
    root.append(svg('line', { x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y), class: 'ft-engage', stroke: sideColour(fightsFor(view, e.by)) }));
  }

  // What the last action did: hits taken float over the figure.
  for (const event of view.events) {
    if (event.type !== 'damaged' || event.hits <= 0) continue;
    const figure = view.figures[event.figure];
    if (figure === undefined || figure.condition === 'gone') continue;
    const c = centre(figure.at);
    root.append(svg('text', { x: round(c.x + SIZE * 0.55), y: round(c.y - SIZE * 0.55), class: 'ft-damage', 'aria-hidden': 'true' }, `−${event.hits}`));
  }

  root.append(rulers(frame, left, top, radius));

  // The menu on the map: hexes to move into, ways to face, on top of everything so a click lands.
  for (const { at, items } of places.hexes.values()) root.append(...moveHex(input, at, items));
  const mover = places.actor === null ? undefined : view.figures[places.actor];
  if (mover !== undefined) for (const [facing, placed] of places.facings) root.append(facingChip(input, mover.at, facing, placed));
  return root;
}

/** The part of the arena drawn, in SVG units: the whole of it, or a close-up around the fight. */
interface Frame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly whole: boolean;
}

/** Whether the board shows the whole arena rather than the close-up (the reader's choice, kept between draws). */
let wholeArena = false;

/**
 * The close-up: every figure, weapon on the ground, created hex and clickable hex, with three hexes
 * around them, at least nine hexes across, in the arena's own proportions. A fight usually fills a
 * corner of the arena, and its figures read better big; when it spreads out, the whole arena shows.
 */
function frameOf(view: FantasyTripView, places: Places, radius: number): Frame {
  const fullW = 2 * (SIZE * Math.sqrt(3) * (radius + 0.5) + 4);
  const fullH = 2 * (SIZE * (1.5 * radius + 1) + 4);
  const whole: Frame = { x: -fullW / 2, y: -fullH / 2, w: fullW, h: fullH, whole: true };
  if (wholeArena) return whole;
  const hexes: Hex[] = [
    ...view.figures.filter((f) => f.condition !== 'gone').flatMap((f) => bodyOf(f.at, f.facing, f.hexes)),
    ...view.items.flatMap((item) => (item.holder === null && item.at !== null ? [item.at] : [])),
    ...view.terrain.map((t) => t.at),
    ...[...places.hexes.values()].map((entry) => entry.at),
  ];
  if (hexes.length === 0) return whole;
  const points = hexes.map(centre);
  const padX = SIZE * Math.sqrt(3) * 3;
  const padY = SIZE * 1.5 * 3;
  let x0 = Math.min(...points.map((p) => p.x)) - padX;
  let x1 = Math.max(...points.map((p) => p.x)) + padX;
  let y0 = Math.min(...points.map((p) => p.y)) - padY;
  let y1 = Math.max(...points.map((p) => p.y)) + padY;
  const grow = (a: number, b: number, least: number): [number, number] => (b - a >= least ? [a, b] : [(a + b - least) / 2, (a + b + least) / 2]);
  [x0, x1] = grow(x0, x1, SIZE * Math.sqrt(3) * 9);
  [y0, y1] = grow(y0, y1, SIZE * 1.5 * 9);
  // The arena's proportions, so the board keeps its size from one draw to the next.
  const aspect = fullW / fullH;
  if ((x1 - x0) / (y1 - y0) < aspect) [x0, x1] = grow(x0, x1, (y1 - y0) * aspect);
  else [y0, y1] = grow(y0, y1, (x1 - x0) / aspect);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w >= fullW * 0.8 || h >= fullH * 0.8) return whole;
  const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));
  return { x: clamp(x0, whole.x, whole.x + fullW - w), y: clamp(y0, whole.y, whole.y + fullH - h), w, h, whole: false };
}

/** Row letters down the left and column numbers along the top of the frame, so "H15" can be found. */
function rulers(frame: Frame, left: number, top: number, radius: number): SVGGElement {
  const g = svg('g', { class: 'ft-rows', 'aria-hidden': 'true' });
  // Bands in the board's colour under the labels, over hexes cut by the frame's edge.
  g.append(svg('rect', { x: round(frame.x - left), y: round(frame.y - top), width: round(left), height: round(frame.h + top), class: 'ft-band' }));
  g.append(svg('rect', { x: round(frame.x - left), y: round(frame.y - top), width: round(frame.w + left), height: round(top), class: 'ft-band' }));
  for (let r = -radius; r <= radius; r++) {
    const first = centre({ q: Math.max(-radius, -radius - r), r });
    if (first.y < frame.y + 6 || first.y > frame.y + frame.h - 6) continue;
    g.append(svg('text', { x: round(Math.max(frame.x - left / 2, first.x - SIZE * 1.25)), y: round(first.y + 4) }, rowName(r, radius)));
  }
  for (let column = 1; column <= 4 * radius + 1; column++) {
    const x = (SIZE * Math.sqrt(3) * (column - 2 * radius - 1)) / 2;
    if (x < frame.x + 6 || x > frame.x + frame.w - 6) continue;
    g.append(svg('text', { x: round(x), y: round(frame.y - 5), class: column % 2 === 0 ? 'ft-even' : undefined }, String(column)));
  }
  return g;
}

/** A figure's token: its body, front edges, facing wedge, disc, initials, ST bar and marks. */
function token(input: BoardInput<FantasyTripView, FantasyTripAction>, figure: FantasyTripFigureView, places: Places, engagedBy: readonly string[]): SVGGElement {
  const { view } = input;
  const side = fightsFor(view, figure);
  const colour = sideColour(side);
  const out = figure.condition !== 'fighting';
  const c = centre(figure.at);
  const g = svg('g', { class: `ft-figure${out ? ' ft-out' : ''}`, 'data-figure': figure.id }, tooltip(tooltipOf(view, figure, engagedBy)));
  // A figure of several hexes lies behind its head (FT-57).
  if (figure.hexes > 1) for (const h of bodyOf(figure.at, figure.facing, figure.hexes)) g.append(svg('polygon', { points: hexPoints(h, 0.92), fill: colour, class: 'ft-body' }));
  if (!out) {
    // The three front hexes' edges (FT-8), then a wedge at the edge it faces.
    for (const d of [figure.facing - 1, figure.facing, figure.facing + 1]) {
      const [a, b] = edge(figure.at, d, 0.9);
      g.append(svg('line', { x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y), stroke: colour, class: 'ft-front' }));
    }
    const ahead = heading(figure.facing);
    const across = heading(figure.facing + 1.5);
    const at = (along: number, side: number): string => `${round(c.x + ahead.x * SIZE * along + across.x * SIZE * side)},${round(c.y + ahead.y * SIZE * along + across.y * SIZE * side)}`;
    g.append(svg('polygon', { points: `${at(0.9, 0)} ${at(0.4, 0.27)} ${at(0.4, -0.27)}`, fill: colour, class: 'ft-wedge' }));
  }
  if (places.actor === figure.id) g.append(svg('circle', { cx: round(c.x), cy: round(c.y), r: round(SIZE * 0.72), class: 'ft-actor' }));
  // Lying (knocked down, prone, or out of the fight) draws the disc flat, across its facing.
  const lying = out || figure.posture === 'down' || figure.posture === 'prone';
  const fill = figure.condition === 'dead' ? '#5b5752' : out ? '#a9a49a' : colour;
  g.append(
    lying
      ? svg('ellipse', { cx: round(c.x), cy: round(c.y), rx: round(SIZE * 0.5), ry: round(SIZE * 0.3), fill, class: 'ft-disc', transform: `rotate(${60 * figure.facing + 90} ${round(c.x)} ${round(c.y)})` })
      : svg('circle', { cx: round(c.x), cy: round(c.y), r: round(SIZE * 0.5), fill, class: 'ft-disc' }),
  );
  if (figure.creation !== null) g.append(svg('circle', { cx: round(c.x), cy: round(c.y), r: round(SIZE * 0.42), class: 'ft-created' }));
  g.append(svg('text', { x: round(c.x), y: round(c.y + 4.5), class: 'ft-initials' }, initials(figure.name)));
  // ST left, as a ring round the disc, filling clockwise from the top: green, amber under half,
  // red at 3 or less; dashed where another side's wizard may have spent ST the seat cannot see.
  const left = stLeft(figure);
  const share = Math.max(0, Math.min(1, left / figure.st));
  const ring = { cx: round(c.x), cy: round(c.y), r: round(SIZE * 0.56), transform: `rotate(-90 ${round(c.x)} ${round(c.y)})`, pathLength: 100 };
  g.append(svg('circle', { ...ring, class: 'ft-gauge-back' }));
  if (share > 0) g.append(svg('circle', { ...ring, 'stroke-dasharray': `${round(share * 100)} 100`, class: `ft-gauge${left <= 3 ? ' ft-low' : share < 0.5 ? ' ft-half' : ''}${stKnown(figure) ? '' : ' ft-guess'}` }));
  const badge = badgeOf(figure);
  if (badge !== null) {
    // At the top of the hex, clear of the chips on its edges.
    g.append(svg('circle', { cx: round(c.x), cy: round(c.y - SIZE * 0.62), r: 6.5, class: `ft-badge ft-badge-${badge.kind}` }));
    g.append(svg('text', { x: round(c.x), y: round(c.y - SIZE * 0.62 + 3), class: 'ft-badge-text' }, badge.text));
  }
  if (figure.dazed) g.append(svg('text', { x: round(c.x + SIZE * 0.46), y: round(c.y + SIZE * 0.3), class: 'ft-dazed' }, '✶'));
  const target = places.targets.get(figure.id);
  if (target !== undefined) {
    g.append(svg('circle', { cx: round(c.x), cy: round(c.y), r: round(SIZE * 0.66), class: 'ft-target' }));
    clickable(g, target.index, target.label, () => input.act(target.action));
  }
  return g;
}

/** A one- or three-letter mark for how a figure stands, when it is not simply on its feet. */
function badgeOf(figure: FantasyTripFigureView): { text: string; kind: string } | null {
  if (figure.condition === 'dead') return { text: '✕', kind: 'out' };
  if (figure.condition === 'unconscious') return { text: 'z', kind: 'out' };
  switch (figure.posture) {
    case 'down':
      return { text: '↓', kind: 'down' };
    case 'prone':
      return { text: 'P', kind: 'down' };
    case 'kneeling':
      return { text: 'K', kind: 'down' };
    case 'hth':
      return { text: '⚔', kind: 'hth' };
    default:
      return null;
  }
}

/** A lit hex to move into; a second item for the same hex (a quick hop over a body) gets a chip. */
function moveHex(input: BoardInput<FantasyTripView, FantasyTripAction>, at: Hex, items: readonly Placed[]): SVGElement[] {
  const [first, ...rest] = items as [Placed, ...Placed[]];
  const c = centre(at);
  const hexShape = svg('polygon', { points: hexPoints(at, 0.9), class: 'ft-move' }, tooltip(first.label));
  const out: SVGElement[] = [clickable(hexShape, first.index, first.label, () => input.act(first.action))];
  rest.forEach((placed, i) => {
    const chip = svg('g', { class: 'ft-chip' }, tooltip(placed.label), svg('circle', { cx: round(c.x + SIZE * (0.3 - 0.3 * i)), cy: round(c.y + SIZE * 0.45), r: 7 }), svg('text', { x: round(c.x + SIZE * (0.3 - 0.3 * i)), y: round(c.y + SIZE * 0.45 + 3) }, String(i + 2)));
    out.push(clickable(chip, placed.index, placed.label, () => input.act(placed.action)));
  });
  return out;
}

/** A chip on the moving figure's hex edge: stop here, facing that way. */
function facingChip(input: BoardInput<FantasyTripView, FantasyTripAction>, at: Hex, facing: number, placed: Placed): SVGGElement {
  const c = centre(at);
  const way = heading(facing);
  const mid = { x: c.x + way.x * SIZE * 0.87, y: c.y + way.y * SIZE * 0.87 };
  const across = heading(facing + 1.5);
  // An arrow, stem and a narrow head, so its way reads at a glance (a squat triangle does not).
  const point = (along: number, side: number): string => `${round(mid.x + way.x * along + across.x * side)},${round(mid.y + way.y * along + across.y * side)}`;
  const chip = svg(
    'g',
    { class: 'ft-face' },
    tooltip(placed.label),
    svg('circle', { cx: round(mid.x), cy: round(mid.y), r: 7.5 }),
    svg('line', { x1: round(mid.x - way.x * 4.5), y1: round(mid.y - way.y * 4.5), x2: round(mid.x + way.x * 1), y2: round(mid.y + way.y * 1) }),
    svg('polygon', { points: `${point(5.5, 0)} ${point(0, 3.2)} ${point(0, -3.2)}` }),
  );
  return clickable(chip, placed.index, placed.label, () => input.act(placed.action));
}

function swordIcon(at: Point, broken: boolean, words: string): SVGGElement {
  // A blade at a slant with a crossguard; a broken one stops short.
  const length = broken ? 10 : 18;
  return svg(
    'g',
    { class: `ft-item${broken ? ' ft-broken' : ''}`, transform: `translate(${round(at.x)} ${round(at.y)}) rotate(-40)` },
    tooltip(words),
        svg('line', { x1: 0, y1: 4, x2: 0, y2: 4 - length, class: 'ft-blade' }),
    svg('line', { x1: -5, y1: 4, x2: 5, y2: 4, class: 'ft-guard' }),
    svg('line', { x1: 0, y1: 4, x2: 0, y2: 9, class: 'ft-guard' }),
  );
}

function shieldIcon(at: Point, broken: boolean, words: string): SVGGElement {
  return svg(
    'g',
    { class: `ft-item${broken ? ' ft-broken' : ''}`, transform: `translate(${round(at.x)} ${round(at.y)})` },
    tooltip(words),
    svg('circle', { r: 8, class: 'ft-shield' }),
    svg('circle', { r: 2.2, class: 'ft-boss' }),
  );
}

/** The turn line: the turn, its step, and who moves or acts now, as the view has it. */
function turnLine(view: FantasyTripView, places: Places): HTMLElement {
  const turn = view.turn;
  const actor = places.actor === null ? undefined : view.figures[places.actor];
  let now = '';
  if (view.survivors !== null) now = view.survivors.length === 1 ? `${sideName(view.survivors[0]!)} holds the arena.` : view.survivors.length === 0 ? 'Nobody is left standing.' : `A draw between ${view.survivors.map(sideName).join(' and ')}.`;
  else if (turn.phase === 'movement' && actor !== undefined) now = `${actor.name} is ${actor.option === null ? 'moving' : OPTION_WORDS[actor.option]}: ${actor.moved} of ${actor.ma} MA used.`;
  else if (turn.phase === 'movement') now = `${sideName(turn.order[turn.mover] ?? 0)} picks a figure and an option.`;
  else if (turn.phase === 'actions' && actor !== undefined) now = `${actor.name} acts (${turn.next + 1} of ${turn.queue.length}).`;
  else if (turn.phase === 'initiative' && turn.initiative !== null) now = `${sideName(turn.initiative)} won the initiative: move first or last?`;
  else if (turn.phase === 'retreat' && actor !== undefined) now = `${actor.name} may force ${view.figures[turn.retreats[0]?.victim ?? -1]?.name ?? 'its foe'} back.`;
  else if (turn.phase === 'renew') now = 'Keep up continuing spells, or let them go.';
  if (turn.asking !== null) now = `${view.figures[turn.asking.figure]?.name ?? 'A figure'} wants to grapple ${view.figures[turn.asking.target]?.name ?? 'a foe'}.`;
  const order = turn.order.length > 0 ? `Move order: ${turn.order.map(sideName).join(', ')}` : '';
  return html(
    'div',
    { class: 'ft-turn' },
    html('div', { class: 'ft-turn-head' }, `Turn ${turn.number} of ${view.config.turnLimit}`, html('span', { class: 'ft-phase' }, PHASE_WORDS[turn.phase])),
    now === '' ? null : html('div', {}, now),
    order === '' ? null : html('div', { class: 'ft-muted' }, order),
  );
}

/** Switches between the close-up and the whole arena, and draws the board again. */
function zoomButton(root: HTMLElement, input: BoardInput<FantasyTripView, FantasyTripAction>): HTMLElement {
  const button = html('button', { type: 'button', class: 'ft-zoom' }, wholeArena ? 'Close up on the fight' : 'Show the whole arena');
  button.addEventListener('click', () => {
    wholeArena = !wholeArena;
    root.replaceChildren();
    board.render(root, input);
  });
  return button;
}

function legend(): HTMLElement {
  const item = (swatch: string, words: string): HTMLElement => html('li', {}, html('span', { class: `ft-swatch ${swatch}` }), words);
  return html(
    'ul',
    { class: 'ft-legend', 'aria-label': 'Key' },
    item('ft-sw-move', 'lit hex: click to move there'),
    item('ft-sw-face', 'edge chip: stop, facing that way'),
    item('ft-sw-target', 'dashed ring: click to strike'),
    item('ft-sw-actor', 'gold ring: moving or acting now'),
    item('ft-sw-front', 'bold edges: a figure’s front hexes'),
    item('ft-sw-gauge', 'ring round a figure: its ST left'),
  );
}

/** A figure's card: colour, name, how it stands, the ST bar, numbers, gear and spells. */
function card(input: BoardInput<FantasyTripView, FantasyTripAction>, figure: FantasyTripFigureView, engaged: readonly Engagement[], places: Places): HTMLElement {
  const { view } = input;
  const left = stLeft(figure);
  const share = Math.max(0, Math.min(1, left / figure.st));
  const mine = input.viewer === figure.side;
  const by = engaged.filter((e) => e.of === figure).map((e) => e.by.name);
  const what = whatItIs(view, figure);
  const spells = spellsOn(figure);
  const marks = marksOf(view, figure);
  return html(
    'div',
    { class: `ft-card${places.actor === figure.id ? ' ft-card-actor' : ''}${figure.condition !== 'fighting' ? ' ft-card-out' : ''}`, 'data-figure': figure.id, style: `--side: ${sideColour(fightsFor(view, figure))}` },
    html('div', { class: 'ft-card-head' }, html('span', { class: 'ft-dot', title: sideName(figure.side) }), html('strong', {}, figure.name), mine ? html('span', { class: 'ft-muted' }, 'yours') : null, html('span', { class: 'ft-stance' }, stance(figure))),
    html('div', { class: 'ft-stbar', title: `ST ${stKnown(figure) ? '' : 'at most '}${left} of ${figure.st}` }, html('div', { class: `ft-stbar-fill${left <= 3 ? ' ft-low' : share < 0.5 ? ' ft-half' : ''}${stKnown(figure) ? '' : ' ft-guess'}`, style: `width: ${Math.round(share * 100)}%` })),
    html('div', { class: 'ft-numbers' }, numbersOf(figure)),
    what === null ? null : html('div', {}, what),
    html('div', { class: 'ft-gear' }, gearOf(view, figure).join(' · ') || 'bare hands'),
    figure.spells.length > 0 ? html('div', { class: 'ft-muted' }, `Knows ${knownSpells(figure).join(', ')}`) : null,
    spells.length > 0 ? html('div', {}, `Under ${spells.join(', ')}`) : null,
    marks.length > 0 ? html('div', { class: 'ft-muted' }, marks.join(' · ')) : null,
    by.length > 0 ? html('div', { class: 'ft-engaged' }, `Engaged by ${by.join(', ')}`) : null,
  );
}
