/**
 * The Psi Wars board: both labs facing each other (the opponent's at the top, the viewer's at the
 * bottom), each with its hit points, deck, discard pile, Creation Units, loose Equipment and Battle
 * Units; the turn's steps; the battle in progress as lines from attacking stacks to their blockers
 * (or to the lab they hit); the last contests' dice; and the viewer's hand as cards saying what
 * they do. The opponent's hand is only card backs and a count, as the view has it.
 *
 * Clicking: a card in hand places, builds, plays or discards it; a unit attacks, blocks, uses its
 * distance ability, receives Equipment or is a Power's target; loose or attached Equipment is
 * attached or hunted; the step pill ends the step; the battle buttons choose the mind attack. Each
 * drawn thing takes the first menu item that names it (by card instance); the menu holds the rest
 * (a second target, another way to pay the white light, a two-unit stack).
 */
import { DEFAULT_LAB_HIT_POINTS, type PsiWarsAction, type PsiWarsEvent, type PsiWarsView } from 'rulebooks/psi-wars';
import type { MenuItem } from 'rulebooks/client';
import type { Board, BoardInput } from './types.js';
import { clickable, svg, tooltip } from '../ui/dom.js';
import { CREATION_TILE, HAND_CARD, UNIT_CARD, cardBack, cardOf, creationTile, equipmentTag, handCard, unitCard } from './psi-wars/cards.js';

/** The steps of a turn, in order (rulebook 6.2–6.5; `PsiWarsStep`). */
const STEPS: readonly PsiWarsView['turn']['step'][] = ['creation', 'build', 'equip', 'attack', 'block', 'engage', 'discard'];

const WIDTH = 1000;
const HEIGHT = 740;
/** Left column: the labs. */
const LAB_WIDTH = 170;
const PLAY_X = 185;
const PLAY_WIDTH = WIDTH - PLAY_X - 5;

type Player = PsiWarsView['players'][number];
type Input = BoardInput<PsiWarsView, PsiWarsAction>;

/** What can be clicked: drawn things by key (`card:<instance>`, `engage:<mode>`, `done`, ...), each taking its first menu item. */
class Targets {
  private readonly byKey = new Map<string, number>();
  constructor(private readonly input: Input) {
    input.menu.forEach((item, index) => {
      for (const key of keysOf(item.action)) if (!this.byKey.has(key)) this.byKey.set(key, index);
    });
  }
  /** Makes `element` the button of the first menu item for `key`, if any. */
  wire<E extends Element>(element: E, key: string): E {
    const index = this.byKey.get(key);
    if (index === undefined) return element;
    const item = this.input.menu[index] as MenuItem<PsiWarsAction>;
    return clickable(element, index, item.label, () => this.input.act(item.action));
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
}

/** The drawn things an action can be placed on. A two-unit stack has no single thing: the menu offers it. */
function keysOf(action: PsiWarsAction): string[] {
  switch (action.type) {
    case 'place':
    case 'build':
    case 'discard':
      return [`card:${action.card}`];
    case 'power':
      return action.target === undefined ? [`card:${action.card}`] : [`card:${action.card}`, `card:${action.target}`];
    case 'equip':
      return [`card:${action.equipment}`, `card:${action.unit}`];
    case 'attack':
    case 'block':
      return action.units.length === 1 ? [`card:${action.units[0]}`] : [];
    case 'distance':
      return [`distance:${action.use}`, ...(action.use ? [`card:${action.unit}`] : [])];
    case 'engage':
      return [`engage:${action.mode}`];
    case 'done':
      return ['done'];
  }
}

export const board: Board<PsiWarsView, PsiWarsAction> = {
  render(root, input) {
    const { view } = input;
    const targets = new Targets(input);
    const me = typeof input.viewer === 'number' ? input.viewer : 0;
    const them = me === 0 ? 1 : 0;
    const canvas = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': `Psi Wars, turn ${view.turn.number}, seat ${view.turn.player}'s ${view.turn.step} step`, 'font-family': 'system-ui, sans-serif' });
    canvas.append(svg('rect', { width: WIDTH, height: HEIGHT, fill: '#f4f1ea' }));
    // Each side's table, tinted: the viewer's warm, the opponent's cool.
    canvas.append(svg('rect', { x: 0, y: 42, width: WIDTH, height: 236, fill: '#e6e9f2' }), svg('rect', { x: 0, y: 346, width: WIDTH, height: 214, fill: '#f2ebdd' }));
    const fronts = new Map<number, { x: number; y: number }>();
    const lines = svg('g', { class: 'pw-battle-lines', 'pointer-events': 'none' });

    canvas.append(stepTrack(view, input, targets));
    // The opponent: lab at the top left, units facing down towards the battle line.
    canvas.append(lab(view, them, input.viewer, 50, false));
    canvas.append(creationRow(view, view.players[them] as Player, 52, targets));
    canvas.append(unitRow(view, view.players[them] as Player, 104, targets, fronts, 'down'));
    // The viewer: units facing up, Creation Units below them, lab at the bottom left.
    canvas.append(unitRow(view, view.players[me] as Player, 366, targets, fronts, 'up'));
    canvas.append(creationRow(view, view.players[me] as Player, 518, targets));
    canvas.append(lab(view, me, input.viewer, 352, true));
    canvas.append(battleBand(view, targets));
    canvas.append(hand(view, view.players[me] as Player, me, input.viewer, targets));
    // The battle's lines go over everything but the buttons, so a stack's path reads across the band.
    drawBattle(view, lines, fronts, them, me);
    canvas.append(lines);
    if (view.winner !== null) canvas.append(banner(view.winner, input.viewer));
    root.append(canvas);
  },
};

/** The turn and its steps, as pills; the current one ends the step when clicked (if the viewer may). */
function stepTrack(view: PsiWarsView, input: Input, targets: Targets): SVGGElement {
  const group = svg('g', { class: 'pw-steps' });
  const whose = view.turn.player === input.viewer ? 'your turn' : `seat ${view.turn.player}'s turn`;
  const acting = input.actors.length === 0 ? '' : input.actors.includes(input.viewer as number) ? ' · you act' : ` · seat ${input.actors.join(', ')} acts`;
  group.append(svg('text', { x: 10, y: 25, 'font-size': 15, 'font-weight': 700, fill: '#23262e' }, `Turn ${view.turn.number} · ${whose}`), svg('text', { x: 10, y: 38, 'font-size': 9.5, fill: '#6b665c' }, acting.replace(' · ', '')));
  const x0 = 235;
  const w = 80;
  STEPS.forEach((step, i) => {
    const current = step === view.turn.step;
    const past = STEPS.indexOf(view.turn.step) > i;
    const pill = svg(
      'g',
      { transform: `translate(${x0 + i * (w + 4)} 10)` },
      tooltip(current ? `The ${step} step is under way` : `The ${step} step`),
      svg('rect', { width: w, height: 22, rx: 11, fill: current ? '#23262e' : past ? '#d9d5cb' : '#fff', stroke: '#23262e', 'stroke-width': 1 }),
      svg('text', { x: w / 2, y: 15, 'font-size': 10.5, 'text-anchor': 'middle', fill: current ? '#fff' : '#23262e', 'font-weight': current ? 700 : 400 }, step),
    );
    group.append(pill);
  });
  if (targets.has('done')) {
    const button = svg(
      'g',
      { transform: `translate(${x0 + 7 * (w + 4) + 6} 8)` },
      svg('rect', { width: 92, height: 26, rx: 5, fill: '#e0a400', stroke: '#7a5a00' }),
      svg('text', { x: 46, y: 17, 'font-size': 11, 'font-weight': 700, 'text-anchor': 'middle', fill: '#23262e' }, `End ${view.turn.step} ▸`),
    );
    group.append(targets.wire(button, 'done'));
  }
  return group;
}

/** A lab: hit points as a bar and a number, deck and discard piles, and the hand (backs for the opponent). */
function lab(view: PsiWarsView, seat: number, viewer: PsiWarsView['viewer'], y: number, mine: boolean): SVGGElement {
  const player = view.players[seat] as Player;
  const group = svg('g', { class: 'pw-lab', transform: `translate(8 ${y})` });
  const active = view.turn.player === seat;
  const hurt = view.events.some((event) => event.type === 'labDamaged' && event.player === seat);
  const scale = Math.max(DEFAULT_LAB_HIT_POINTS, player.hitPoints);
  group.append(
    tooltip(`Seat ${seat}'s lab: ${player.hitPoints} hit points left. At 0 it falls and the game is lost.`),
    svg('rect', { width: LAB_WIDTH - 8, height: mine ? 190 : 214, rx: 8, fill: '#fff', stroke: active ? '#e0a400' : '#8a877f', 'stroke-width': active ? 2.5 : 1 }),
    svg('text', { x: 10, y: 19, 'font-size': 12, 'font-weight': 700, fill: '#23262e' }, `${seat === viewer ? 'Your lab' : `Seat ${seat}'s lab`}${active ? ' ▸' : ''}`),
    svg('text', { x: 10, y: 50, 'font-size': 28, 'font-weight': 800, fill: hurt ? '#b0321f' : '#23262e' }, String(player.hitPoints)),
    svg('text', { x: 52, y: 50, 'font-size': 10, fill: '#6b665c' }, 'hit points'),
    svg('rect', { x: 10, y: 58, width: 142, height: 8, rx: 4, fill: '#e4e0d6' }),
    svg('rect', { x: 10, y: 58, width: Math.max(0, (142 * player.hitPoints) / scale), height: 8, rx: 4, fill: player.hitPoints > scale / 3 ? '#2f9e5b' : '#d2493a' }),
  );
  const topDiscard = player.discard.length === 0 ? null : cardOf(view.known[player.discard[player.discard.length - 1] as number] ?? '');
  group.append(pile(10, 78, 'Deck', player.deckSize, `${player.deckSize} cards left in the deck (order hidden)`, true));
  group.append(pile(84, 78, 'Discard', player.discard.length, topDiscard ? `${player.discard.length} discarded; on top: ${topDiscard.name}` : 'Nothing discarded yet', false));
  if (!mine) {
    // The opponent's hand: one back per card, with the count; cards both players saw face up.
    // (The bottom seat's hand has its own row below, as faces or, for a spectator, as backs.)
    const shown = new Set(player.shown.map((card) => card.card));
    const hidden = player.handSize - shown.size;
    const label = svg('text', { x: 10, y: 150, 'font-size': 10, fill: '#6b665c' }, `Hand: ${player.handSize} card${player.handSize === 1 ? '' : 's'}`);
    group.append(label);
    const fan = svg('g', { transform: 'translate(10 156)' }, tooltip(`${player.handSize} cards in hand${shown.size > 0 ? `, of which seen by both: ${player.shown.map((card) => cardOf(card.id)?.name ?? card.id).join(', ')}` : ''}`));
    const step = Math.min(14, 120 / Math.max(1, player.handSize));
    for (let i = 0; i < hidden; i++) fan.append(cardBack(i * step, 0, 24, 34));
    player.shown.forEach((card, i) => {
      const x = (hidden + i) * step;
      fan.append(svg('g', { transform: `translate(${x} 0)` }, svg('rect', { width: 24, height: 34, rx: 3, fill: '#fffdf6', stroke: '#7a5a22' }), svg('text', { x: 3, y: 20, 'font-size': 7 }, (cardOf(card.id)?.name ?? '').slice(0, 5))));
    });
    group.append(fan);
  }
  return group;
}

function pile(x: number, y: number, label: string, count: number, title: string, back: boolean): SVGGElement {
  const group = svg('g', { transform: `translate(${x} ${y})` }, tooltip(title));
  const layers = Math.min(3, count);
  for (let i = layers - 1; i >= 0; i--) {
    if (back) group.append(cardBack(i * 2, -i * 2, 30, 42));
    else group.append(svg('rect', { x: i * 2, y: -i * 2, width: 30, height: 42, rx: 4, fill: '#fffdf6', stroke: '#8a877f' }));
  }
  if (count === 0) group.append(svg('rect', { width: 30, height: 42, rx: 4, fill: 'none', stroke: '#b8b3a8', 'stroke-dasharray': '3 2' }));
  group.append(svg('text', { x: 36, y: 18, 'font-size': 16, 'font-weight': 700, fill: '#23262e' }, String(count)), svg('text', { x: 36, y: 32, 'font-size': 9, fill: '#6b665c' }, label));
  return group;
}

/** Creation Units (coloured tiles, hollow when spent) and the lab's loose Equipment. */
function creationRow(view: PsiWarsView, player: Player, y: number, targets: Targets): SVGGElement {
  const group = svg('g', { class: 'pw-creation-row' });
  const loose = player.equipment.length;
  const room = PLAY_WIDTH - loose * 124;
  const step = Math.min(CREATION_TILE.width + 6, (room - CREATION_TILE.width) / Math.max(1, player.creation.length - 1));
  player.creation.forEach((unit, i) => {
    const card = cardOf(view.known[unit.card] ?? '');
    if (card?.kind !== 'creation') return;
    group.append(targets.wire(creationTile(card.unit, unit.depleted, card.name, PLAY_X + i * step, y), `card:${unit.card}`));
  });
  player.equipment.forEach((equipment, i) => {
    const card = cardOf(view.known[equipment.card] ?? '');
    const x = WIDTH - 5 - (loose - i) * 124;
    const tag = equipmentTag(`${card?.name ?? '?'}${equipment.depleted ? ' (new)' : ''}`, x, y + 8, 118);
    tag.prepend(tooltip(`Loose Equipment: ${card?.name ?? '?'}${equipment.depleted ? ', built this turn: it can be attached from its owner’s next turn' : ', ready to attach'}`));
    group.append(targets.wire(tag, `card:${equipment.card}`));
  });
  return group;
}

/** The Battle Units of one lab, side by side, each with its Equipment strip. */
function unitRow(view: PsiWarsView, player: Player, y: number, targets: Targets, fronts: Map<number, { x: number; y: number }>, facing: 'up' | 'down'): SVGGElement {
  const group = svg('g', { class: 'pw-units' });
  if (player.units.length === 0) {
    group.append(svg('text', { x: PLAY_X + PLAY_WIDTH / 2, y: y + 64, 'font-size': 12, fill: '#8a877f', 'text-anchor': 'middle' }, 'No Battle Units yet'));
    return group;
  }
  const step = Math.min(UNIT_CARD.width + 10, (PLAY_WIDTH - UNIT_CARD.width) / Math.max(1, player.units.length - 1));
  const battle = view.battle;
  const current = battle !== null && battle.step !== 'start' ? battle.engagements[battle.index] : undefined;
  player.units.forEach((unit, i) => {
    const x = PLAY_X + i * step;
    const engaged = current !== undefined && (current.attackers.includes(unit.card) || current.blockers.includes(unit.card));
    const inBattle = battle?.engagements.some((e) => e.attackers.includes(unit.card) || e.blockers.includes(unit.card)) ?? false;
    const cardGroup = svg('g', {});
    cardGroup.append(unitCard(unit, view.known, x, y, engaged ? '#e0a400' : inBattle ? '#c98a00' : null));
    group.append(targets.wire(cardGroup, `card:${unit.card}`));
    // Battle lines meet a unit at its side facing the battle, so they never cross its stats.
    fronts.set(unit.card, { x: x + UNIT_CARD.width / 2, y: facing === 'up' ? y - 2 : y + UNIT_CARD.height + (unit.equipment === null ? 2 : 19) });
    if (unit.equipment !== null) {
      const equipment = cardOf(view.known[unit.equipment] ?? '');
      const tag = equipmentTag(equipment?.name ?? '?', x, y + UNIT_CARD.height + 3, UNIT_CARD.width);
      tag.prepend(tooltip(`${equipment?.name ?? '?'}, attached for good`));
      // The strip is its own target (an equipment hunter), so its click must not also reach the unit.
      if (targets.has(`card:${unit.equipment}`)) {
        targets.wire(tag, `card:${unit.equipment}`);
        tag.addEventListener('click', (event) => event.stopPropagation());
      }
      group.append(tag);
    }
  });
  return group;
}

/** The battle: a line per attacker to each of its blockers, or to the lab it strikes, numbered by stack (`fronts` holds each unit's front). */
function drawBattle(view: PsiWarsView, lines: SVGGElement, fronts: Map<number, { x: number; y: number }>, them: number, me: number): void {
  const battle = view.battle;
  if (battle === null) return;
  const labAt = (seat: number): { x: number; y: number } => (seat === me ? { x: 90, y: 352 } : { x: 90, y: 264 });
  battle.engagements.forEach((engagement, index) => {
    const current = battle.step !== 'start' && index === battle.index;
    const colour = current ? '#e0a400' : '#7a746a';
    for (const attacker of engagement.attackers) {
      const from = fronts.get(attacker);
      if (from === undefined) continue;
      const ends = engagement.blockers.length === 0 ? [labAt(view.turn.player === me ? them : me)] : engagement.blockers.map((b) => fronts.get(b)).filter((c) => c !== undefined);
      for (const to of ends) {
        lines.append(svg('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, stroke: colour, 'stroke-width': current ? 4 : 2.5, 'stroke-dasharray': engagement.blockers.length === 0 ? '8 5' : undefined, opacity: 0.8 }));
        const mx = (from.x + to.x) / 2;
        const my = (from.y + to.y) / 2;
        lines.append(svg('circle', { cx: mx, cy: my, r: 10, fill: colour }), svg('text', { x: mx, y: my + 4, 'font-size': 11, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle' }, String(index + 1)));
      }
    }
  });
}

/** The band between the labs: the battle's state, the last contests' dice, and the mind-attack choices. */
function battleBand(view: PsiWarsView, targets: Targets): SVGGElement {
  const group = svg('g', { class: 'pw-band', transform: 'translate(0 282)' });
  group.append(svg('rect', { x: 0, y: 0, width: WIDTH, height: 62, fill: '#23262e' }));
  const battle = view.battle;
  const headline =
    battle === null
      ? view.turn.step === 'attack'
        ? 'Battle: no stack declared yet'
        : 'No battle under way'
      : `Battle: ${battle.engagements.length} attacking stack${battle.engagements.length === 1 ? '' : 's'}${battle.step === 'start' ? '' : ` · resolving stack ${battle.index + 1} (${battle.step})`}${battle.attackerDisoriented ? ' · attackers disoriented' : ''}${battle.defenderDisoriented ? ' · blockers disoriented' : ''}`;
  group.append(svg('text', { x: 12, y: 18, 'font-size': 13, 'font-weight': 700, fill: '#f6f5f1' }, headline));
  if (battle !== null) {
    const name = (card: number): string => cardOf(view.known[card] ?? '')?.name ?? '?';
    const stacks = battle.engagements.map((e, i) => `${i + 1}: ${e.attackers.map(name).join(' + ')} → ${e.blockers.length === 0 ? (battle.step === 'start' && view.turn.step !== 'engage' ? 'not blocked yet' : 'the lab') : e.blockers.map(name).join(' + ')}`);
    group.append(svg('text', { x: 12, y: 35, 'font-size': 11, fill: '#f3c88b' }, stacks.join('   ·   ')));
  }
  const contest = view.events.filter((event): event is Extract<PsiWarsEvent, { type: 'contest' }> => event.type === 'contest').at(-1);
  if (contest !== undefined) group.append(contestLine(contest, 12, 53));
  const damage = view.events.find((event): event is Extract<PsiWarsEvent, { type: 'labDamaged' }> => event.type === 'labDamaged');
  if (damage !== undefined && contest === undefined) group.append(svg('text', { x: 12, y: 53, 'font-size': 11, fill: '#ffb3a6' }, `Seat ${damage.player}'s lab takes ${damage.damage} damage (${damage.hitPoints} left)`));
  // The choices of the engage step, as buttons, right-aligned.
  const choices: [string, string][] = [
    ['engage:cyber', 'Cyber attack'],
    ['engage:psionic', 'Psionic attack'],
    ['engage:none', 'No mind attack'],
    ['distance:true', 'Use distance ability'],
    ['distance:false', 'Hold it back'],
  ];
  let x = WIDTH - 10;
  for (const [key, label] of choices.reverse()) {
    if (!targets.has(key)) continue;
    const width = label.length * 6.6 + 18;
    x -= width + 6;
    const colour = key === 'engage:cyber' ? '#2f9e5b' : key === 'engage:psionic' ? '#3c6fd6' : '#e0a400';
    const button = svg('g', { transform: `translate(${x} 16)` }, svg('rect', { width, height: 28, rx: 5, fill: colour }), svg('text', { x: width / 2, y: 18, 'font-size': 11.5, 'font-weight': 700, 'text-anchor': 'middle', fill: '#fff' }, label));
    group.append(targets.wire(button, key));
  }
  return group;
}

/** One contest: each side's die face, strength and total, and who won. */
function contestLine(contest: Extract<PsiWarsEvent, { type: 'contest' }>, x: number, y: number): SVGGElement {
  const side = (roll: typeof contest.attacker): string => `${roll.names.join(' + ') || 'lab'} ${roll.die}+${roll.strength}=${roll.total}`;
  const text = `${contest.kind}${contest.counter ? ' (counter)' : ''}: ${side(contest.attacker)} vs ${side(contest.defender)} → ${contest.success ? 'success' : 'resisted'}`;
  return svg('g', {}, svg('rect', { x, y: y - 9, width: 11, height: 11, rx: 2, fill: '#fff' }), svg('text', { x: x + 5.5, y: y, 'font-size': 8, 'text-anchor': 'middle', 'font-weight': 700 }, String(contest.attacker.die)), svg('text', { x: x + 16, y, 'font-size': 11, fill: contest.success ? '#9be3b4' : '#f3c88b' }, text));
}

/** The viewer's hand as card faces (or, for a spectator, the seat's backs). */
function hand(view: PsiWarsView, player: Player, seat: number, viewer: PsiWarsView['viewer'], targets: Targets): SVGGElement {
  const group = svg('g', { class: 'pw-hand', transform: 'translate(0 566)' });
  const cards = player.hand;
  group.append(svg('text', { x: 10, y: 12, 'font-size': 12, 'font-weight': 700, fill: '#23262e' }, seat === viewer ? `Your hand (${player.handSize})` : `Seat ${seat}'s hand (${player.handSize})`));
  if (cards === null) {
    for (let i = 0; i < player.handSize; i++) group.append(cardBack(10 + i * 40, 20, HAND_CARD.width * 0.6, HAND_CARD.height * 0.6));
    return group;
  }
  // A big hand shrinks its cards rather than overlapping them, so every card's numbers stay readable.
  const scale = Math.min(1, (WIDTH - 20) / (cards.length * (HAND_CARD.width + 8)));
  const step = (HAND_CARD.width + 8) * scale;
  cards.forEach((card, i) => {
    const face = handCard(card.id, 0, 0);
    face.setAttribute('transform', `translate(${10 + i * step} 18) scale(${scale})`);
    const playable = targets.has(`card:${card.card}`);
    if (!playable && view.winner === null) face.setAttribute('opacity', '0.78');
    group.append(targets.wire(face, `card:${card.card}`));
  });
  return group;
}

function banner(winner: number, viewer: PsiWarsView['viewer']): SVGGElement {
  const text = winner === viewer ? 'You win: the enemy lab has fallen' : typeof viewer === 'number' ? 'Your lab has fallen' : `Seat ${winner} wins`;
  return svg('g', { transform: `translate(${WIDTH / 2 - 220} 290)` }, svg('rect', { width: 440, height: 44, rx: 8, fill: '#0b6b2f', opacity: 0.94 }), svg('text', { x: 220, y: 29, 'font-size': 20, 'font-weight': 800, fill: '#fff', 'text-anchor': 'middle' }, text));
}
