/**
 * The Magical Athlete board: the 30-space track as a stadium loop with the racers on it (each a
 * token in its seat's colour and a name tag), the start and the goal; in the infield, what the
 * game is doing now (the draft board with its prices, the secret choice of racers, or the race with
 * its open question); below, one panel per seat with its chips (draft money, then points), its
 * hand of characters and the races it has run.
 *
 * What the view hides stays hidden: another seat's replacement card and a pick made in secret are
 * drawn face down, a secret prophecy as a question mark.
 *
 * Clicking: a character on the draft board buys it; a card in your hand picks it to race; a drafted
 * card in any hand is the Assassin's target; a racer on the track is a prophecy or an ability's
 * target; the buttons in the infield pass, decline, roll, use an untargeted ability or the Spy.
 */
import { CHARACTERS, type CharacterId, type MagicalAthleteAction, type MagicalAthleteView } from 'rulebooks/magical-athlete';
import type { MenuItem } from 'rulebooks/client';
import type { Board, BoardInput } from './types.js';
import { clickable, svg, tooltip } from '../ui/dom.js';
import { GOAL, finishLine, lanePath, spaceAt, type Stadium } from './magical-athlete/track.js';
import { wrap } from '../ui/text.js';

const WIDTH = 1000;
const HEIGHT = 740;
const STADIUM: Stadium = { cx: 500, cy: 218, half: 300, radius: 150 };
const SPACE_R = 21;
/** Seat colours, also used for racer tokens and name tags. */
const SEAT_COLOURS = ['#d2493a', '#2f6fd0', '#2f9e5b', '#b0369a', '#d88a00'];
/** Card bands by when the ability acts, so a hand reads at a glance. */
const TIMING_COLOURS: Record<string, string> = {
  afterDraft: '#3b3b3b',
  raceSelection: '#3b3b3b',
  raceStart: '#6a4c93',
  insteadOfTurn: '#b5562b',
  ownRoll: '#2c7a7b',
  anyRoll: '#2c7a7b',
  ownMove: '#2f6fd0',
  sharedSpace: '#8a3b5c',
  otherTurn: '#555b6e',
  overtaking: '#4f7a28',
  cancelAbility: '#555b6e',
};
const TIMING_LABELS: Record<string, string> = {
  afterDraft: 'after the draft',
  raceSelection: 'choosing racers',
  raceStart: 'race start',
  insteadOfTurn: 'instead of a turn',
  ownRoll: 'own roll',
  anyRoll: 'any roll',
  ownMove: 'own move',
  sharedSpace: 'shared space',
  otherTurn: "another's turn",
  overtaking: 'overtaking',
  cancelAbility: 'cancels abilities',
};

type Input = BoardInput<MagicalAthleteView, MagicalAthleteAction>;

const nameOf = (id: CharacterId): string => CHARACTERS[id]?.name ?? id;
const abilityOf = (id: CharacterId): string => `${nameOf(id)} (${TIMING_LABELS[CHARACTERS[id].timing] ?? ''}): ${CHARACTERS[id].ability}`;
const seatName = (seat: number, viewer: MagicalAthleteView['viewer']): string => (seat === viewer ? `Seat ${seat} · you` : `Seat ${seat}`);

/** What can be clicked: drawn things by key (`slot:2`, `hand:troll`, `racer:witch`, `use`, ...), each taking its first menu item. */
class Targets {
  private readonly byKey = new Map<string, number>();
  constructor(private readonly input: Input) {
    input.menu.forEach((item, index) => {
      const key = keyOf(item.action);
      if (!this.byKey.has(key)) this.byKey.set(key, index);
    });
  }
  wire<E extends Element>(element: E, key: string): E {
    const index = this.byKey.get(key);
    if (index === undefined) return element;
    const item = this.input.menu[index] as MenuItem<MagicalAthleteAction>;
    return clickable(element, index, item.label, () => this.input.act(item.action));
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
  label(key: string): string | undefined {
    const index = this.byKey.get(key);
    return index === undefined ? undefined : this.input.menu[index]?.label;
  }
}

/** The drawn thing each action is placed on. */
function keyOf(action: MagicalAthleteAction): string {
  switch (action.type) {
    case 'buy':
      return `slot:${action.slot}`;
    case 'assassinate':
      return `hand:${action.target}`;
    case 'pick':
      return `hand:${action.character}`;
    case 'prophesy':
      return `racer:${action.character}`;
    case 'use':
      return action.target === undefined ? 'use' : `racer:${action.target}`;
    case 'pass':
    case 'spy':
    case 'roll':
    case 'decline':
      return action.type;
  }
}

export const board: Board<MagicalAthleteView, MagicalAthleteAction> = {
  render(root, input) {
    const { view } = input;
    const targets = new Targets(input);
    const canvas = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': `Magical Athlete: ${headline(view)}`, 'font-family': 'system-ui, sans-serif' });
    canvas.append(svg('rect', { width: WIDTH, height: HEIGHT, fill: '#eef3e6' }));
    canvas.append(header(view));
    canvas.append(track(view, input.viewer, targets));
    canvas.append(infield(view, input, targets));
    canvas.append(panels(view, input.viewer, targets));
    root.append(canvas);
  },
};

function headline(view: MagicalAthleteView): string {
  switch (view.phase) {
    case 'draft':
      return `the draft, seat ${view.draft?.active ?? '?'} to buy`;
    case 'assassin':
      return 'the Assassin strikes after the draft';
    case 'selection':
      return `choosing racers for race ${view.results.length + 1}`;
    case 'race':
      return `race ${view.race?.number ?? ''}, turn ${view.race?.turns ?? 0}`;
    case 'over':
      return 'the game is over';
  }
}

function header(view: MagicalAthleteView): SVGGElement {
  const title = headline(view);
  return svg(
    'g',
    {},
    svg('text', { x: 12, y: 24, 'font-size': 16, 'font-weight': 700, fill: '#23262e' }, title[0]?.toUpperCase() + title.slice(1)),
    svg('text', { x: WIDTH - 12, y: 24, 'font-size': 11, fill: '#5c6150', 'text-anchor': 'end' }, `Draft deck ${view.deckSize} · set aside ${view.setAsideSize}${view.removed.length > 0 ? ` · removed: ${view.removed.map(nameOf).join(', ')}` : ''}${view.spyUsed ? ' · Spy used' : ''}`),
  );
}

/** The loop of spaces, the start and goal, and the racers (token on the space, name tag towards the infield). */
function track(view: MagicalAthleteView, viewer: MagicalAthleteView['viewer'], targets: Targets): SVGGElement {
  const group = svg('g', { class: 'ma-track' });
  group.append(svg('path', { d: lanePath(STADIUM), fill: 'none', stroke: '#c9a46a', 'stroke-width': 54, 'stroke-linejoin': 'round' }));
  group.append(svg('path', { d: lanePath(STADIUM), fill: 'none', stroke: '#fff', 'stroke-width': 1.5, 'stroke-dasharray': '4 6', opacity: 0.7 }));
  // The finish line: a checkered bar across the lane between the goal and the start.
  const line = finishLine(STADIUM);
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 2; j++) group.append(svg('rect', { x: line.x - 6 + j * 6, y: line.y - 27 + i * 9, width: 6, height: 9, fill: (i + j) % 2 === 0 ? '#111' : '#fff' }));
  const racers = view.race?.racers ?? [];
  const occupied = new Set(racers.map((r) => r.position));
  for (let space = 0; space <= GOAL; space++) {
    const p = spaceAt(STADIUM, space);
    const special = space === 0 || space === GOAL;
    group.append(
      svg(
        'g',
        {},
        tooltip(space === 0 ? 'Start' : space === GOAL ? 'Goal (space 30)' : `Space ${space}`),
        svg('circle', { cx: p.x, cy: p.y, r: SPACE_R, fill: special ? '#23262e' : occupied.has(space) ? '#fff8e4' : '#f7efdc', stroke: '#8a6a35', 'stroke-width': 1.2 }),
        svg('text', { x: p.x, y: p.y - 9, 'font-size': special ? 8 : 8.5, 'text-anchor': 'middle', fill: special ? '#fff' : '#8a6a35', 'font-weight': 700 }, space === 0 ? 'START' : space === GOAL ? 'GOAL' : String(space)),
      ),
    );
  }
  if (view.race === null) return group;
  const prompt = view.prompt;
  const bySpace = new Map<number, number[]>();
  racers.forEach((racer, index) => bySpace.set(racer.position, [...(bySpace.get(racer.position) ?? []), index]));
  const leaders = svg('g', { 'pointer-events': 'none' });
  const tags = svg('g', {});
  const tokens = svg('g', { 'pointer-events': 'none' });
  for (const [space, here] of bySpace) {
    const p = spaceAt(STADIUM, space);
    here.forEach((index, j) => {
      const racer = racers[index]!;
      const colour = SEAT_COLOURS[racer.player % SEAT_COLOURS.length]!;
      // Tokens sit inside the space; a crowd fans out along the lane.
      const offset = here.length === 1 ? 0 : (j - (here.length - 1) / 2) * 9;
      const tx = p.x - p.ny * offset;
      const ty = p.y + 5 + p.nx * offset;
      const active = view.race?.active === index && racer.finished === null;
      tokens.append(svg('circle', { cx: tx, cy: ty, r: 7.5, fill: colour, stroke: active ? '#ffd54a' : '#fff', 'stroke-width': active ? 3 : 1.5 }));
      // Name tags stand towards the infield, two abreast for a crowd; odd spaces one row further
      // in than even ones, so neighbouring spaces' tags never collide.
      const row = here.length === 1 ? 0 : Math.floor(j / 2);
      const side = here.length === 1 || (j === here.length - 1 && j % 2 === 0) ? 0 : j % 2 === 0 ? -1 : 1;
      const depth = 38 + 17 * (2 * row + (space % 2));
      const lx = p.x + p.nx * depth - p.ny * side * 46;
      const ly = p.y + p.ny * depth + p.nx * side * 46;
      const label = nameOf(racer.character) + (racer.finished !== null ? ` · ${ordinal(racer.finished)}` : '') + (racer.loseNextTurn !== null ? ` · ${racer.loseNextTurn}` : '');
      const width = label.length * 5.6 + 12;
      const isTarget = targets.has(`racer:${racer.character}`);
      const isUser = prompt !== null && prompt.user === index;
      const tag = svg(
        'g',
        { class: 'ma-racer' },
        tooltip(`${seatName(racer.player, viewer)} races the ${abilityOf(racer.character)} On space ${racer.position}.`),
        svg('rect', { x: lx - width / 2, y: ly - 8, width, height: 16, rx: 8, fill: isUser ? '#ffd54a' : '#fff', stroke: colour, 'stroke-width': isTarget ? 3 : 1.6 }),
        svg('text', { x: lx, y: ly + 3.5, 'font-size': 10, 'font-weight': 700, 'text-anchor': 'middle', fill: '#23262e' }, label),
      );
      // The leader line stays outside the clickable tag, so the tag's centre is on the tag itself.
      leaders.append(svg('line', { x1: tx, y1: ty, x2: lx, y2: ly, stroke: colour, 'stroke-width': 1.2 }));
      tags.append(targets.wire(tag, `racer:${racer.character}`));
    });
  }
  group.append(leaders, tokens, tags);
  return group;
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** A character card: name band coloured by timing, the ability in a few lines. */
function characterCard(id: CharacterId, x: number, y: number, width: number, height: number, lines: number): SVGGElement {
  const character = CHARACTERS[id];
  const group = svg('g', { class: 'ma-card', transform: `translate(${x} ${y})` }, tooltip(abilityOf(id)));
  group.append(
    svg('rect', { width, height, rx: 6, fill: '#fffdf6', stroke: '#3a3a3a', 'stroke-width': 1.1 }),
    svg('path', { d: `M0 6 a6 6 0 0 1 6 -6 h${width - 12} a6 6 0 0 1 6 6 v14 h-${width} z`, fill: TIMING_COLOURS[character.timing] ?? '#555' }),
    svg('text', { x: 6, y: 14, 'font-size': 10.5, 'font-weight': 700, fill: '#fff' }, character.name),
  );
  // A wide card names its timing in the band; a narrow one on a line of its own.
  const wide = width >= 150;
  if (wide) group.append(svg('text', { x: width - 6, y: 14, 'font-size': 8, fill: '#fff', 'font-style': 'italic', 'text-anchor': 'end' }, TIMING_LABELS[character.timing] ?? ''));
  if (lines > 0) {
    if (!wide) group.append(svg('text', { x: 6, y: 31, 'font-size': 8, fill: '#6b665c', 'font-style': 'italic' }, TIMING_LABELS[character.timing] ?? ''));
    const wrapped = wrap(character.ability, Math.floor(width / (wide ? 4.4 : 4.9)));
    const text = svg('text', { x: 6, y: wide ? 32 : 43, 'font-size': 8, fill: '#333' });
    wrapped.slice(0, lines).forEach((line, i) => text.append(svg('tspan', { x: 6, dy: i === 0 ? 0 : 9.6 }, i === lines - 1 && wrapped.length > lines ? `${line}…` : line)));
    group.append(text);
  }
  return group;
}

function faceDown(x: number, y: number, width: number, height: number, title: string): SVGGElement {
  return svg(
    'g',
    { transform: `translate(${x} ${y})` },
    tooltip(title),
    svg('rect', { width, height, rx: 5, fill: '#3d4a2a', stroke: '#d8cfa8', 'stroke-width': 1.2 }),
    svg('text', { x: width / 2, y: height / 2 + 5, 'font-size': 14, 'font-weight': 800, 'text-anchor': 'middle', fill: '#d8cfa8' }, '?'),
  );
}


/** A button drawn on the board for one menu item (pass, decline, roll, use, spy). */
function button(targets: Targets, key: string, x: number, y: number, colour = '#23262e'): SVGGElement | null {
  const label = targets.label(key);
  if (label === undefined) return null;
  const width = Math.min(330, label.length * 6.3 + 20);
  const group = svg('g', { transform: `translate(${x - width / 2} ${y})` }, svg('rect', { width, height: 26, rx: 13, fill: colour }), svg('text', { x: width / 2, y: 17, 'font-size': 11, 'font-weight': 700, 'text-anchor': 'middle', fill: '#fff' }, label));
  return targets.wire(group, key);
}

/** The infield: what the phase is about, with its choices. */
function infield(view: MagicalAthleteView, input: Input, targets: Targets): SVGGElement {
  const group = svg('g', { class: 'ma-infield' });
  const cx = STADIUM.cx;
  const buttons = (y: number, keys: string[]): void => {
    const drawn = keys.map((key) => button(targets, key, 0, 0, key === 'use' ? '#2f7a3b' : key === 'decline' ? '#8a3b2a' : '#23262e')).filter((b): b is SVGGElement => b !== null);
    const gap = 240;
    drawn.forEach((b, i) => {
      b.setAttribute('transform', `translate(${cx + (i - (drawn.length - 1) / 2) * gap - Number(b.querySelector('rect')?.getAttribute('width') ?? 0) / 2} ${y})`);
      group.append(b);
    });
  };
  if (view.phase === 'draft' && view.draft !== null) {
    const draft = view.draft;
    group.append(svg('text', { x: cx, y: 128, 'font-size': 12, 'font-weight': 700, 'text-anchor': 'middle', fill: '#3d4a2a' }, `Draft board · seat ${draft.active} buys${draft.active === input.viewer ? ' (you)' : ''}`));
    const w = 100;
    const h = 112;
    draft.slots.forEach((slot, price) => {
      const x = cx - 2.5 * (w + 8) + price * (w + 8) + 4;
      const y = 138;
      const cell = svg('g', {});
      if (slot === null) cell.append(svg('rect', { x, y, width: w, height: h, rx: 6, fill: 'none', stroke: '#9aa58a', 'stroke-dasharray': '4 3' }));
      else cell.append(characterCard(slot, x, y, w, h, 6));
      cell.append(svg('circle', { cx: x + w - 12, cy: y + h - 12, r: 10, fill: '#e0b32f', stroke: '#7a5a00' }), svg('text', { x: x + w - 12, y: y + h - 8, 'font-size': 11, 'font-weight': 800, 'text-anchor': 'middle', fill: '#3d2a00' }, String(price)));
      group.append(slot === null ? cell : targets.wire(cell, `slot:${price}`));
    });
    buttons(262, ['pass']);
  } else if (view.phase === 'assassin') {
    group.append(svg('text', { x: cx, y: 170, 'font-size': 13, 'font-weight': 700, 'text-anchor': 'middle', fill: '#3d4a2a' }, 'The Assassin may remove any drafted character'), svg('text', { x: cx, y: 190, 'font-size': 11, 'text-anchor': 'middle', fill: '#5c6150' }, "Its owner draws a secret replacement from the set-aside cards. Click a card in a seat's hand."));
    buttons(210, ['decline']);
  } else if (view.phase === 'selection' && view.picks !== null) {
    group.append(svg('text', { x: cx, y: 140, 'font-size': 12, 'font-weight': 700, 'text-anchor': 'middle', fill: '#3d4a2a' }, `Race ${view.results.length + 1}: each seat picks a racer in secret`));
    const picks = view.picks;
    const w = 96;
    picks.forEach((pick, seat) => {
      const x = cx - (picks.length / 2) * (w + 8) + seat * (w + 8) + 4;
      const y = 152;
      group.append(svg('text', { x: x + w / 2, y: y + 8, 'font-size': 10, 'font-weight': 700, 'text-anchor': 'middle', fill: SEAT_COLOURS[seat] ?? '#333' }, seatName(seat, input.viewer)));
      if (pick === null) group.append(svg('rect', { x, y: y + 14, width: w, height: 60, rx: 6, fill: 'none', stroke: '#9aa58a', 'stroke-dasharray': '4 3' }), svg('text', { x: x + w / 2, y: y + 48, 'font-size': 9.5, 'text-anchor': 'middle', fill: '#5c6150' }, view.spyWaiting === seat ? 'Spy: picks last' : 'choosing…'));
      else if (pick === 'hidden') group.append(faceDown(x, y + 14, w, 60, `Seat ${seat} has picked, in secret`));
      else group.append(characterCard(pick, x, y + 14, w, 60, 2));
    });
    buttons(246, ['spy']);
  } else if (view.race !== null) {
    const race = view.race;
    const active = race.active === null ? null : race.racers[race.active];
    const rolled = [...view.events].reverse().find((e) => e.type === 'rolled');
    const status = `${active ? `The ${nameOf(active.character)}'s turn` : 'The race is about to start'}${rolled !== undefined && rolled.type === 'rolled' ? ` · ${nameOf(rolled.character)} rolled ${rolled.value}${rolled.reason === 'turn' ? '' : ` (${rolled.reason})`}` : ''}`;
    group.append(svg('text', { x: cx, y: 186, 'font-size': 12.5, 'font-weight': 700, 'text-anchor': 'middle', fill: '#3d4a2a' }, status));
    if (rolled !== undefined && rolled.type === 'rolled') group.append(die(cx - status.length * 3.9 - 32, 171, rolled.value));
    const finishers = race.finishers.map((index) => race.racers[index]).filter((r) => r !== undefined);
    const prophecy = race.prophecy === null ? '' : race.prophecy === 'hidden' ? ' · prophecy: secret' : ` · prophecy: the ${nameOf(race.prophecy)}`;
    group.append(svg('text', { x: cx, y: 204, 'font-size': 10.5, 'text-anchor': 'middle', fill: '#5c6150' }, `${finishers.length === 0 ? 'Nobody has reached the goal yet' : `At the goal: ${finishers.map((r) => `${ordinal(r.finished ?? 0)} ${nameOf(r.character)}`).join(', ')}`}${prophecy}`));
    const prompt = view.prompt;
    if (prompt !== null) {
      const who = prompt.player === input.viewer ? 'You decide' : `Seat ${prompt.player} decides`;
      const ask = prompt.answers === 'prophesy' ? 'who will win' : `whether to use the ${nameOf(prompt.ability)}'s ability${prompt.targets.length > 0 ? ` on the ${prompt.targets.map(nameOf).join(' or the ')}` : ''}`;
      const hint = prompt.player === input.viewer && (prompt.answers === 'prophesy' || prompt.targets.length > 0) ? ' (click a racer with a bold tag)' : '';
      const text = wrap(`${who} ${ask}${hint}`, 80);
      const block = svg('text', { x: cx, y: 226, 'font-size': 11, 'font-weight': 600, 'text-anchor': 'middle', fill: '#23262e' });
      text.slice(0, 2).forEach((line, i) => block.append(svg('tspan', { x: cx, dy: i === 0 ? 0 : 13 }, line)));
      group.append(svg('g', {}, tooltip(abilityOf(prompt.ability)), block));
      buttons(text.length > 1 ? 252 : 240, ['use', 'roll', 'decline']);
    }
  } else if (view.phase === 'over') {
    const order = view.players.map((p, seat) => ({ seat, chips: p.chips })).sort((a, b) => b.chips - a.chips);
    group.append(svg('text', { x: cx, y: 160, 'font-size': 16, 'font-weight': 800, 'text-anchor': 'middle', fill: '#0b6b2f' }, `Seat ${order[0]?.seat} wins with ${order[0]?.chips} points`));
    group.append(svg('text', { x: cx, y: 186, 'font-size': 11, 'text-anchor': 'middle', fill: '#3d4a2a' }, order.map((o) => `${seatName(o.seat, input.viewer)}: ${o.chips}`).join('   ·   ')));
  }
  return group;
}

function die(x: number, y: number, value: number): SVGGElement {
  const pips: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [[-1, -1], [1, 1]],
    3: [[-1, -1], [0, 0], [1, 1]],
    4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
    6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  const group = svg('g', { transform: `translate(${x} ${y})` }, tooltip(`Rolled ${value}`), svg('rect', { width: 22, height: 22, rx: 4, fill: '#fff', stroke: '#23262e' }));
  for (const [dx, dy] of pips[value] ?? []) group.append(svg('circle', { cx: 11 + dx * 6, cy: 11 + dy * 6, r: 2, fill: '#23262e' }));
  return group;
}

/** One panel per seat: chips or points, hand, races run. */
function panels(view: MagicalAthleteView, viewer: MagicalAthleteView['viewer'], targets: Targets): SVGGElement {
  const group = svg('g', { class: 'ma-panels', transform: 'translate(0 404)' });
  const n = view.players.length;
  const gap = 8;
  const w = (WIDTH - 10 - gap * (n - 1)) / n;
  const drafting = view.phase === 'draft';
  view.players.forEach((player, seat) => {
    const x = 5 + seat * (w + gap);
    const colour = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
    const mine = seat === viewer;
    const panel = svg('g', { transform: `translate(${x} 0)` });
    panel.append(
      svg('rect', { width: w, height: 330, rx: 8, fill: mine ? '#fffdf4' : '#fff', stroke: colour, 'stroke-width': mine ? 2.5 : 1.2 }),
      svg('path', { d: `M0 8 a8 8 0 0 1 8 -8 h${w - 16} a8 8 0 0 1 8 8 v18 h-${w} z`, fill: colour }),
      svg('text', { x: 10, y: 18, 'font-size': 12, 'font-weight': 700, fill: '#fff' }, seatName(seat, viewer)),
    );
    // Chips: a small stack of coins and the number (draft money, then points: MA-7).
    const coins = svg('g', { transform: 'translate(14 44)' }, tooltip(drafting ? `${player.chips} chips to spend in the draft` : `${player.chips} points`));
    for (let i = Math.min(5, Math.max(1, player.chips)) - 1; i >= 0; i--) coins.append(svg('ellipse', { cx: 0, cy: 4 - i * 3, rx: 9, ry: 4, fill: player.chips === 0 ? '#ddd' : drafting ? '#e0b32f' : '#5aa55a', stroke: '#6b5200', 'stroke-width': 0.7 }));
    coins.append(svg('text', { x: 16, y: 6, 'font-size': 17, 'font-weight': 800, fill: '#23262e' }, String(player.chips)), svg('text', { x: 16 + String(player.chips).length * 10 + 4, y: 6, 'font-size': 10, fill: '#5c6150' }, drafting ? 'chips' : 'points'));
    panel.append(coins);
    panel.append(svg('text', { x: 10, y: 72, 'font-size': 9.5, 'font-weight': 700, fill: '#5c6150' }, `Hand (${player.hand.length})`));
    // Cards share the room: with few in hand, each shows its ability too.
    const pitch = Math.min(62, Math.floor(176 / Math.max(1, player.hand.length)));
    const height = pitch - 4;
    const lines = height >= 40 ? Math.floor((height - 36) / 9.6) + 1 : 0;
    player.hand.forEach((card, i) => {
      const y = 78 + i * pitch;
      if (card === 'hidden') {
        panel.append(faceDown(8, y, w - 16, height, `Seat ${seat}'s replacement for the assassinated character: only its owner knows it`));
        return;
      }
      const drawn = characterCard(card, 8, y, w - 16, height, lines);
      panel.append(targets.wire(drawn, `hand:${card}`));
    });
    // The races this seat ran, with its place and award from the results.
    const runs = svg('g', { transform: 'translate(10 264)' });
    runs.append(svg('text', { x: 0, y: 0, 'font-size': 9.5, 'font-weight': 700, fill: '#5c6150' }, 'Raced'));
    // The character on the track now for this seat, above the races already run.
    const racing = view.race?.racers.find((r) => r.player === seat);
    const done = view.results.length;
    if (racing !== undefined && view.race !== null && view.race.number > done)
      runs.append(svg('text', { x: 0, y: 13 + done * 12, 'font-size': 9.5, 'font-weight': 700, fill: colour }, `${view.race.number}. ${nameOf(racing.character)} · racing, space ${racing.position}`));
    view.results.forEach((result, k) => {
      const character = result.racers.find((r) => r.player === seat)?.character;
      const rank = result.ranking.indexOf(seat);
      const award = result.awards[seat] ?? 0;
      runs.append(svg('text', { x: 0, y: 13 + k * 12, 'font-size': 9.5, fill: award > 0 ? '#0b6b2f' : '#5c6150', 'font-weight': award > 0 ? 700 : 400 }, `${result.number}. ${character ? nameOf(character) : '—'} · ${rank < 0 ? '—' : ordinal(rank + 1)}${award > 0 ? ` · +${award}` : ''}`));
    });
    panel.append(runs);
    group.append(panel);
  });
  return group;
}
