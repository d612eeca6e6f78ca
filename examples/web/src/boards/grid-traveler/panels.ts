/**
 * Everything beside the map: each player's mat (Health, nanytes, components and their cubes,
 * Damage, how many cards of each kind it holds, lasting effects), the decks and discards, the
 * fights and a pending trade, and the viewer's own hand as cards. Other players' hands are counts
 * only: their faces are not in the view (GT-30).
 */
import type { Component, GridCardView, GridSeatView, GridTravelerView } from 'rulebooks/grid-traveler';
import { DESTROYING_DAMAGE, DISABLING_CUBES } from 'rulebooks/grid-traveler';
import { clickable, svg, tooltip } from '../../ui/dom.js';
import {
  COMPONENTS,
  COMPONENT_NAMES,
  COMPONENT_SHORT,
  KIND_NAMES,
  MAGICK_TYPE_COLOURS,
  MAGICK_TYPE_NAMES,
  cardName,
  componentValue,
  ditfoiText,
  magickDesign,
  material,
  placeName,
  seatColour,
  seatName,
  seatNumbers,
  skillLevel,
  specialText,
  whisper,
} from './content.js';
import type { Places } from './places.js';
import { wrap } from '../../ui/text.js';

export interface PanelFrame {
  readonly view: GridTravelerView;
  /** The seats to act now. */
  readonly actors: readonly number[];
  readonly places: Places;
  readonly act: (index: number) => void;
}

/** Makes `element` act for the one item on `key`, if there is one; returns whether it did. */
function hook(frame: PanelFrame, element: SVGElement, key: string): boolean {
  const item = frame.places.one(key);
  if (item === undefined) return false;
  clickable(element, item.index, item.label, () => frame.act(item.index));
  return true;
}


function textBlock(x: number, y: number, lines: readonly string[], lineHeight: number, attributes: Record<string, string | number>): SVGTextElement {
  const text = svg('text', { x, y, ...attributes });
  lines.forEach((line, i) => text.append(svg('tspan', { x, dy: i === 0 ? 0 : lineHeight }, line)));
  return text;
}

/** Letters on the small card backs of a mat, one per kind. */
const BACK_LETTERS = { magick: 'Mg', material: 'Mt', whisper: 'W', ditfoi: 'D' } as const;

export const SEAT_PANEL_HEIGHT = 132;

/** One player's mat. */
export function seatPanel(frame: PanelFrame, seat: GridSeatView, x: number, y: number, width: number): SVGGElement {
  const { view } = frame;
  const { persona, mentor, cruiser, maxHealth, maxNanytes } = seatNumbers(view, seat);
  const colour = seatColour(seat.seat);
  const you = view.viewer === seat.seat;
  const acting = frame.actors.includes(seat.seat);
  const g = svg('g', { class: `gt-seat${seat.out !== null ? ' gt-out' : ''}`, transform: `translate(${x} ${y})` });
  g.append(svg('rect', { width, height: SEAT_PANEL_HEIGHT - 8, rx: 8, class: 'gt-panel', stroke: acting ? colour : '#d7d4cc', 'stroke-width': acting ? 2.5 : 1 }));
  g.append(svg('rect', { width: 6, height: SEAT_PANEL_HEIGHT - 8, rx: 3, fill: colour }));
  g.append(svg('path', { d: 'M0 -8 L5.6 5.6 L0 2.4 L-5.6 5.6 Z', transform: 'translate(20 17) rotate(90)', fill: colour, stroke: '#23262e', 'stroke-width': 1 }));
  g.append(svg('text', { x: 32, y: 21, class: 'gt-seat-name' }, `${seatName(seat.seat)}${you ? ' (you)' : ''}`));
  const status = seat.out !== null ? `out in round ${seat.out.round}` : acting ? 'to act' : !seat.launched ? 'not launched' : '';

  const where = seat.launched ? placeName(view.config.board, seat.position.tile) : 'on the Star';
  const who = `${persona?.name ?? seat.persona} · ${cruiser?.name ?? seat.cruiser} · mentor ${mentor?.name ?? seat.necronian}`;
  // A long persona ("Priestess of the Most High Goddess") is squeezed to the panel, not cut.
  const room = width - 42;
  g.append(
    svg(
      'text',
      { x: 32, y: 37, class: 'gt-seat-who', textLength: who.length * 5.6 > room ? room : undefined, lengthAdjust: 'spacingAndGlyphs' },
      who,
      tooltip(`${persona?.name ?? seat.persona}: Health +${persona?.health ?? 0}, Magick +${persona?.magick ?? 0}. Mentor ${mentor?.name ?? seat.necronian}: nanytes +${mentor?.modifier ?? 0}, specialties ${(mentor?.specialties ?? []).map((t) => MAGICK_TYPE_NAMES[t] ?? t).join(' and ')}. Now at ${where}.`),
    ),
  );
  // The Help card WEAKEN, aimed at this player (GT-20): a chip to click, apart from the effect chips.
  const weaken = svg('g', { transform: `translate(${width - 96} 7)` }, svg('rect', { width: 86, height: 17, rx: 8.5, class: 'gt-chip-weaken' }), svg('text', { x: 43, y: 12.5, 'text-anchor': 'middle', class: 'gt-chip-text' }, '⚡ Play WEAKEN'));
  // The chip takes the status's place in the header when there is one.
  if (hook(frame, weaken, `weaken:${seat.seat}`)) g.append(weaken);
  else g.append(svg('text', { x: width - 10, y: 20, class: 'gt-seat-status', 'text-anchor': 'end' }, status));

  g.append(bar(14, 46, 178, 'Health', seat.health, maxHealth, '#e0525b'));
  g.append(bar(204, 46, width - 214, 'Nanytes', seat.nanytes, maxNanytes, '#3fb6c6'));

  // The mat: six components with their numbers and cubes, then Damage (GT-S66, GT-12).
  const boxWidth = (width - 24 - 6 * 4) / 7;
  COMPONENTS.forEach((component, i) => g.append(componentBox(frame, seat, component, 14 + i * (boxWidth + 4), 66, boxWidth)));
  g.append(damageBox(frame, seat, 14 + 6 * (boxWidth + 4), 66, boxWidth));

  // Cards held, by kind: faces only for the viewer's own hand, which is drawn below the map.
  (['magick', 'material', 'whisper', 'ditfoi'] as const).forEach((kind, i) => {
    const n = seat.handSizes[kind];
    const cx = 14 + i * 50;
    g.append(
      svg(
        'g',
        { transform: `translate(${cx} 104)` },
        svg('rect', { width: 14, height: 18, rx: 2, class: `gt-back gt-back-${kind}` }),
        svg('text', { x: 7, y: 12.5, 'text-anchor': 'middle', class: 'gt-back-letter' }, BACK_LETTERS[kind]),
        svg('text', { x: 18, y: 13, class: 'gt-count' }, `${n}`),
        tooltip(`${n} ${KIND_NAMES[kind]} card${n === 1 ? '' : 's'} in hand`),
      ),
    );
  });
  let ex = 214;
  for (const effect of seat.effects) {
    const name = effect.source === 'weaken' ? 'WEAKEN' : effect.source === 'hamper' ? 'Hampered' : whisper(effect.source).name;
    const text = `${name} ${effect.left}`;
    const w = text.length * 6.2 + 12;
    if (ex + w > width - 6) break;
    const about = effect.source === 'weaken' ? `WEAKEN: Magick skills lowered for ${effect.left} more Magick actions` : effect.source === 'hamper' ? `Hampered: skills −2 for ${effect.left} more Magick actions` : `${whisper(effect.source).name}: ${whisper(effect.source).text} (${effect.left} left)`;
    g.append(svg('g', { transform: `translate(${ex} 104)` }, svg('rect', { width: w, height: 18, rx: 9, class: 'gt-chip-effect' }), svg('text', { x: w / 2, y: 13, 'text-anchor': 'middle', class: 'gt-chip-text' }, text), tooltip(about)));
    ex += w + 4;
  }
  return g;
}

function bar(x: number, y: number, width: number, label: string, value: number, max: number, colour: string): SVGGElement {
  const filled = Math.max(0, Math.min(1, max === 0 ? 0 : value / max));
  return svg(
    'g',
    { transform: `translate(${x} ${y})` },
    svg('text', { x: 0, y: 11, class: 'gt-bar-label' }, label),
    svg('rect', { x: 54, y: 1, width: width - 54, height: 12, rx: 6, fill: '#ece9e1' }),
    svg('rect', { x: 54, y: 1, width: (width - 54) * filled, height: 12, rx: 6, fill: colour }),
    svg('text', { x: 54 + (width - 54) / 2, y: 11, 'text-anchor': 'middle', class: 'gt-bar-value' }, `${value}/${max}`),
    tooltip(`${label}: ${value} of ${max}`),
  );
}

function cubes(g: SVGGElement, x: number, y: number, red: number, yellow: number): void {
  for (let i = 0; i < red + yellow; i++) g.append(svg('rect', { x: x + i * 7, y, width: 5.5, height: 5.5, fill: i < red ? '#d62828' : '#f7b801', stroke: '#5a4a2a', 'stroke-width': 0.5 }));
}

function componentBox(frame: PanelFrame, seat: GridSeatView, component: Component, x: number, y: number, width: number): SVGGElement {
  const track = seat.tracks[component];
  const value = componentValue(frame.view, seat, component);
  const disabled = track.yellow > 0 || track.red + track.yellow >= DISABLING_CUBES;
  const g = svg('g', { transform: `translate(${x} ${y})`, class: `gt-component${disabled ? ' gt-disabled' : ''}` });
  g.append(svg('rect', { width, height: 34, rx: 4, class: 'gt-box' }));
  g.append(svg('text', { x: width / 2, y: 11, 'text-anchor': 'middle', class: 'gt-box-label' }, COMPONENT_SHORT[component]));
  g.append(svg('text', { x: width / 2, y: 25, 'text-anchor': 'middle', class: 'gt-box-value' }, value === null ? '—' : value));
  cubes(g, 3, 27.5, track.red, track.yellow);
  const about = `${COMPONENT_NAMES[component]}${value === null ? '' : ` ${value}`}: ${track.red} red and ${track.yellow} yellow cube${track.red + track.yellow === 1 ? '' : 's'}${disabled ? ', unusable' : ''}`;
  g.append(tooltip(about));
  hook(frame, g, `component:${seat.seat}:${component}`);
  return g;
}

function damageBox(frame: PanelFrame, seat: GridSeatView, x: number, y: number, width: number): SVGGElement {
  const g = svg('g', { transform: `translate(${x} ${y})`, class: 'gt-component' });
  g.append(svg('rect', { width, height: 34, rx: 4, class: 'gt-box gt-damage' }));
  g.append(svg('text', { x: width / 2, y: 11, 'text-anchor': 'middle', class: 'gt-box-label' }, 'DMG'));
  g.append(svg('text', { x: width / 2, y: 25, 'text-anchor': 'middle', class: 'gt-box-value' }, `${seat.damage}/${DESTROYING_DAMAGE}`));
  g.append(tooltip(`Damage: ${seat.damage} of ${DESTROYING_DAMAGE} cubes; at ${DESTROYING_DAMAGE} the cruiser is destroyed`));
  hook(frame, g, `component:${seat.seat}:damage`);
  return g;
}

/** The draw piles (clickable to draw), the discards and the cube discard. */
export function piles(frame: PanelFrame, x: number, y: number): SVGGElement {
  const { view } = frame;
  const g = svg('g', { transform: `translate(${x} ${y})` });
  g.append(svg('text', { x: 0, y: 12, class: 'gt-heading' }, 'Decks and discards'));
  const pile = (px: number, kind: 'magick' | 'ditfoi' | 'whisper', count: number, label: string): void => {
    const p = svg('g', { transform: `translate(${px} 20)` });
    for (let i = Math.min(3, count) - 1; i >= 0; i--) p.append(svg('rect', { x: i * 2, y: -i * 2, width: 44, height: 58, rx: 4, class: `gt-back gt-back-${kind}` }));
    if (count === 0) p.append(svg('rect', { width: 44, height: 58, rx: 4, class: 'gt-empty' }));
    p.append(svg('text', { x: 22, y: 36, 'text-anchor': 'middle', class: count === 0 ? 'gt-pile-count gt-pile-empty' : 'gt-pile-count' }, count));
    p.append(svg('text', { x: 22, y: 72, 'text-anchor': 'middle', class: 'gt-pile-label' }, label));
    p.append(tooltip(`${label} deck: ${count} card${count === 1 ? '' : 's'}`));
    hook(frame, p, `deck:${kind}`);
    g.append(p);
  };
  pile(0, 'magick', view.decks.magick, 'Magick');
  pile(58, 'ditfoi', view.decks.ditfoi, 'DITFOI');
  pile(116, 'whisper', view.decks.whisper, 'Whisper');
  // The discards are face up: their top cards are named.
  const top = (list: readonly GridCardView[]): string => (list.length === 0 ? 'empty' : cardName(view, list[list.length - 1]!));
  const lines = [
    `Magick discard: ${view.discards.magick.length} (top ${top(view.discards.magick)})`,
    `Whisper discard: ${view.discards.whisper.length} (top ${top(view.discards.whisper)})`,
    `DITFOI out of the game: ${view.discards.removed.length}`,
    `Cubes in the discard: ${view.cubeDiscard}`,
  ];
  g.append(textBlock(182, 34, lines, 15, { class: 'gt-small' }));
  return g;
}

/** The fights in progress and a pending trade, in words beside the map's lines. */
export function happenings(view: GridTravelerView, actors: readonly number[], x: number, y: number, width: number): { g: SVGGElement; height: number } {
  const g = svg('g', { transform: `translate(${x} ${y})` });
  const lines: { text: string; colour: string }[] = [];
  view.combats.forEach((combat) => {
    const kind = combat.kind === 'ship' ? 'Ship fight' : `Magick fight at ${view.config.board.bodies[combat.body ?? -1]?.name ?? 'a planet'}`;
    const next = actors.filter((seat) => combat.members.includes(seat));
    let text = `${combat.kind === 'ship' ? '⚔' : '✦'} ${kind}: ${combat.members.map(seatName).join(' vs ')}, combat turn ${combat.turns + 1}${next.length > 0 ? `, ${next.map(seatName).join(', ')} to act` : ''}`;
    if (combat.retreat !== null) text += `; ${seatName(combat.retreat.seat)} retreats`;
    if (combat.attack !== null) text += `; ${seatName(combat.attack.seat)} casts at ${seatName(combat.attack.target)}`;
    lines.push({ text, colour: combat.kind === 'ship' ? '#b3261e' : '#7b2cbf' });
    // In a Magick fight every capable card is laid face up (GT-14): name them.
    combat.revealed.forEach((ids, seat) => {
      if (ids.length === 0) return;
      const names = ids.map((id) => view.faceUp.find((card) => card.id === id)).filter((card): card is GridCardView => card !== undefined).map((card) => cardName(view, card));
      if (names.length > 0) lines.push({ text: `   ${seatName(seat)} laid out: ${names.join(', ')}`, colour: '#555' });
    });
  });
  const trade = view.turn?.trade ?? null;
  if (trade !== null) lines.push({ text: `⇄ ${seatName(trade.from)} offers ${trade.give === null ? 'a card' : cardName(view, trade.give)} to ${seatName(trade.to)} for a ${KIND_NAMES[trade.want]} card`, colour: '#0b6b2f' });
  if (lines.length === 0) lines.push({ text: 'No fights in progress.', colour: '#8a877f' });
  g.append(svg('text', { x: 0, y: 12, class: 'gt-heading' }, 'Fights and trades'));
  let ly = 30;
  for (const line of lines) {
    for (const part of wrap(line.text, Math.floor(width / 6.4))) {
      g.append(svg('text', { x: 0, y: ly, class: 'gt-small', fill: line.colour }, part));
      ly += 15;
    }
  }
  return { g, height: ly };
}

export const LEGEND_HEIGHT = 112;

/** What the map's marks mean, for a first look. */
export function legend(x: number, y: number): SVGGElement {
  const g = svg('g', { transform: `translate(${x} ${y})`, class: 'gt-legend' });
  g.append(svg('text', { x: 0, y: 12, class: 'gt-heading' }, 'On the map'));
  const rows: [SVGElement, string][] = [
    [svg('rect', { x: 0, y: -9, width: 12, height: 12, rx: 2, fill: '#3a3f66', stroke: '#c9c5bb' }), 'a ring tile; hatched ones lead on and off the ring'],
    [svg('path', { d: 'M6 -10 L12 -4 L6 2 L0 -4 Z', fill: 'rgba(64,224,255,0.25)', stroke: '#1aa6c4' }), 'a GRID point: jumps go along the dashed lines'],
    [svg('rect', { x: 0, y: -9, width: 12, height: 12, rx: 3, fill: 'rgba(255,214,64,0.5)', stroke: '#e0a400' }), 'where you may move, jump or retreat: click it'],
    [svg('line', { x1: 0, y1: -4, x2: 12, y2: -4, stroke: '#ff4d4d', 'stroke-width': 2.5, 'stroke-dasharray': '4 2' }), 'a ship fight (purple: a Magick fight)'],
    [svg('rect', { x: 3, y: -7, width: 6, height: 6, fill: '#8d8a80' }), 'a cube left on a body: one per material to scan'],
  ];
  rows.forEach(([mark, text], i) => {
    const row = svg('g', { transform: `translate(0 ${32 + i * 17})` });
    row.append(mark, svg('text', { x: 20, y: 0, class: 'gt-small' }, text));
    g.append(row);
  });
  return g;
}

const CARD_HEIGHT = 156;
const ROW_GAP = 10;

/**
 * The viewer's hand as cards, with what each does; those it can play now are clickable. Returns the
 * drawing and its height: a long hand goes on two rows (then shrinks) rather than off the board.
 */
export function hand(frame: PanelFrame, seat: GridSeatView, x: number, y: number, width: number): { g: SVGGElement; height: number } {
  const g = svg('g', { transform: `translate(${x} ${y})` });
  const cards = seat.hand;
  const total = cards === null ? 0 : cards.magick.length + cards.material.length + cards.whisper.length + cards.ditfoi.length;
  g.append(svg('text', { x: 0, y: 14, class: 'gt-heading' }, `Your hand (${total} card${total === 1 ? '' : 's'})`));
  if (cards === null || total === 0) {
    g.append(svg('text', { x: 0, y: 40, class: 'gt-small' }, 'No cards yet: each turn draws a Magick card.'));
    return { g, height: 60 };
  }
  const held = new Set(cards.material.map((card) => card.name));
  const drawn: { element: SVGGElement; width: number }[] = [
    ...cards.magick.map((card) => ({ element: magickCard(frame, seat, card, held), width: 104 })),
    ...[...cards.material, ...cards.whisper, ...cards.ditfoi].map((card) => ({ element: smallCard(frame, card), width: 72 })),
  ];
  const natural = drawn.reduce((sum, card) => sum + card.width + 8, -8);
  // One row shrunk a little reads better than two; a hand that would shrink a lot takes two rows.
  const rows = natural > width / 0.8 ? 2 : 1;
  // Two rows split where the wider of them is narrowest.
  const span = (list: readonly { width: number }[]): number => list.reduce((sum, card) => sum + card.width + 8, -8);
  let split = drawn.length;
  if (rows === 2) {
    let best = Infinity;
    for (let k = 1; k < drawn.length; k++) {
      const widest = Math.max(span(drawn.slice(0, k)), span(drawn.slice(k)));
      if (widest < best) [best, split] = [widest, k];
    }
  }
  const lines = [drawn.slice(0, split), drawn.slice(split)].filter((line) => line.length > 0);
  const widest = Math.max(...lines.map(span));
  const scale = Math.min(1, width / widest);
  const area = svg('g', { transform: `translate(0 24) scale(${scale.toFixed(3)})` });
  lines.forEach((line, r) => {
    let cx = 0;
    for (const card of line) {
      card.element.setAttribute('transform', `translate(${cx} ${r * (CARD_HEIGHT + ROW_GAP)})`);
      area.append(card.element);
      cx += card.width + 8;
    }
  });
  g.append(area);
  return { g, height: 24 + scale * (lines.length * CARD_HEIGHT + (lines.length - 1) * ROW_GAP) + 12 };
}

function magickCard(frame: PanelFrame, seat: GridSeatView, card: GridCardView, held: ReadonlySet<string>): SVGGElement {
  const { view } = frame;
  const design = magickDesign(view, card.name);
  const colour = MAGICK_TYPE_COLOURS[design?.type ?? ''] ?? '#666';
  const faceUp = view.faceUp.some((c) => c.id === card.id);
  const g = svg('g', { class: 'gt-card' });
  const face = svg('rect', { width: 104, height: 156, rx: 7, class: 'gt-card-face' });
  g.append(face);
  g.append(svg('path', { d: 'M0 7 a7 7 0 0 1 7 -7 h90 a7 7 0 0 1 7 7 v17 h-104 Z', fill: colour }));
  g.append(svg('text', { x: 8, y: 16, class: 'gt-card-type' }, (design === undefined ? 'Magick' : MAGICK_TYPE_NAMES[design.type]).toUpperCase()));
  g.append(svg('text', { x: 52, y: 43, 'text-anchor': 'middle', class: 'gt-card-name' }, design?.name ?? card.name));
  if (design !== undefined) {
    g.append(svg('circle', { cx: 52, cy: 68, r: 14, fill: colour, opacity: 0.15 }));
    g.append(svg('text', { x: 52, y: 75, 'text-anchor': 'middle', class: 'gt-card-hits', fill: colour }, design.hits));
    // The roll to beat (a D12 at most the skill, GT-S75) and whether every material is in hand.
    const skill = skillLevel(view, seat, design.type);
    const capable = design.materials.every((id) => held.has(id));
    g.append(svg('text', { x: 52, y: 107, 'text-anchor': 'middle', class: 'gt-card-stat' }, `roll D12 ≤ ${skill}`, tooltip(`Your ${MAGICK_TYPE_NAMES[design.type] ?? design.type} skill: a roll of ${skill} or less succeeds`)));
    if (capable) {
      face.classList.add('gt-capable-face');
      g.append(svg('g', {}, svg('circle', { cx: 92, cy: 12, r: 7, fill: '#fff' }), svg('text', { x: 92, y: 16, 'text-anchor': 'middle', class: 'gt-capable' }, '✓'), tooltip('Capable: you hold every material it needs, so it may be cast and may block')));
    }
    g.append(svg('text', { x: 52, y: 95, 'text-anchor': 'middle', class: 'gt-card-stat' }, `cost ${design.cost} · backlash ${design.backlash}`));
    // The materials it needs to be capable (GT-S71): lit when the hand holds one.
    const start = 52 - (design.materials.length * 24 - 4) / 2;
    design.materials.forEach((id, i) => {
      const have = held.has(id);
      g.append(
        svg(
          'g',
          { transform: `translate(${start + i * 24} 113)` },
          svg('rect', { width: 20, height: 20, rx: 4, class: have ? 'gt-mat gt-mat-held' : 'gt-mat' }),
          svg('text', { x: 10, y: 14, 'text-anchor': 'middle', class: 'gt-mat-symbol' }, material(id).symbol),
          tooltip(`${material(id).name}${have ? ' (in your hand)' : ' (needed)'}`),
        ),
      );
    });
    const special = specialText(design);
    if (special !== '') g.append(svg('text', { x: 52, y: 148, 'text-anchor': 'middle', class: 'gt-card-special' }, `${design.special === 'passiveShield' ? 'Passive shield' : design.special === 'regain' ? `Regain ${design.amount ?? 0}` : design.special === 'absorb' ? 'Absorb' : design.special === 'hamper' ? 'Hamper' : 'Drain'} ★`));
    g.append(
      tooltip(
        `${design.name} (${MAGICK_TYPE_NAMES[design.type] ?? design.type}): ${design.hits} damage on a hit, and the block value; costs ${design.cost} nanytes a use; ${design.backlash} Health lost on a failed roll. Needs ${design.materials.map((id) => material(id).name).join(', ')}. ${special}${faceUp ? ' Laid face up.' : ''}`,
      ),
    );
  }
  if (faceUp) g.append(svg('text', { x: 78, y: 16, 'text-anchor': 'end', class: 'gt-card-type' }, '◉', tooltip('Laid face up in a Magick fight: everyone sees it')));
  hook(frame, g, `card:${card.id}`);
  return g;
}

function smallCard(frame: PanelFrame, card: GridCardView): SVGGElement {
  const { view } = frame;
  const g = svg('g', { class: `gt-card gt-card-${card.kind}` });
  g.append(svg('rect', { width: 72, height: 156, rx: 7, class: 'gt-card-face' }));
  g.append(svg('path', { d: 'M0 7 a7 7 0 0 1 7 -7 h58 a7 7 0 0 1 7 7 v17 h-72 Z', class: `gt-band-${card.kind}` }));
  g.append(svg('text', { x: 8, y: 16, class: 'gt-card-type' }, KIND_NAMES[card.kind].toUpperCase()));
  let about: string;
  if (card.kind === 'material') {
    const m = material(card.name);
    g.append(svg('text', { x: 36, y: 82, 'text-anchor': 'middle', class: 'gt-element' }, m.symbol));
    g.append(svg('text', { x: 36, y: 110, 'text-anchor': 'middle', class: 'gt-card-name' }, m.name));
    about = `${m.name} (${m.symbol}): a material; Magick cards that need it become capable while you hold it.`;
  } else if (card.kind === 'whisper') {
    const w = whisper(card.name);
    g.append(svg('text', { x: 36, y: 46, 'text-anchor': 'middle', class: 'gt-card-name' }, w.name));
    if (w.overreach) g.append(svg('text', { x: 36, y: 62, 'text-anchor': 'middle', class: 'gt-card-stat' }, 'Overreach'));
    g.append(textBlock(8, 80, wrap(w.text, 12), 12, { class: 'gt-card-text' }));
    about = `${w.name}${w.overreach ? ' (Overreach: it takes effect on whoever draws it)' : ''}: ${w.text}.`;
  } else {
    const target = card.name === 'any' ? 'Any' : (COMPONENT_NAMES[card.name as Component] ?? card.name);
    g.append(svg('text', { x: 36, y: 52, 'text-anchor': 'middle', class: 'gt-card-name' }, target));
    g.append(textBlock(8, 74, wrap(`3 yellow cubes on ${card.name === 'any' ? 'a component of your choice' : 'it'}, in ship combat`, 12), 12, { class: 'gt-card-text' }));
    about = `${cardName(view, card)}: ${ditfoiText(card.name)}`;
  }
  g.append(tooltip(about));
  hook(frame, g, `card:${card.id}`);
  return g;
}
