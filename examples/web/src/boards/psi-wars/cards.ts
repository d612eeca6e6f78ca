/**
 * Psi Wars cards as SVG: a card in hand (name, cost as coloured lights, what it does), a Battle
 * Unit in a lab (screens with Equipment and disrupters counted), a Creation Unit tile and a card
 * back. Everything written on a card comes from the card library (`CARD_BY_ID`), never from the
 * state: the board only ever names a card the viewer's view names.
 */
import { CARD_BY_ID, type Card, type CreationUnit } from 'rulebooks/psi-wars';
import type { BattleUnitCard, Cost, EquipmentCard, PowerCard, PsiWarsBattleUnit, Screen } from 'rulebooks/psi-wars';
import { svg, tooltip } from '../../ui/dom.js';
import { wrap } from '../../ui/text.js';

/** The colour of each light (rulebook 5.1–5.5): the four Creation Units and the white light. */
export const LIGHT_COLOURS: Readonly<Record<CreationUnit | 'any', string>> = {
  digital: '#2f9e5b',
  neuro: '#3c6fd6',
  bio: '#d2493a',
  material: '#be3a9c',
  any: '#ffffff',
};

/** The colour of each screen: green cyber (4.1), blue psionic (4.2), red physical (4.3). */
export const SCREEN_COLOURS = { cyber: '#2f9e5b', psionic: '#3c6fd6', physical: '#d2493a' } as const;

const KIND_COLOURS: Readonly<Record<Card['kind'], string>> = {
  creation: '#6b6f7a',
  battle: '#2c3350',
  equipment: '#7a5a22',
  power: '#5b2a6e',
};

const CLASS_COLOURS: Readonly<Record<BattleUnitCard['class'], string>> = {
  being: '#8a3b2a',
  robot: '#35506b',
  cyborg: '#563a78',
};

const UNIT_NAMES: Readonly<Record<CreationUnit, string>> = {
  digital: 'Digital',
  neuro: 'Neuro',
  bio: 'Bio',
  material: 'Material',
};

export function cardOf(id: string): Card | undefined {
  return CARD_BY_ID[id];
}


/** A block of wrapped text lines starting at (x, y). */
export function textBlock(lines: readonly string[], x: number, y: number, size: number, attributes: Record<string, string | number> = {}): SVGTextElement {
  const text = svg('text', { x, y, 'font-size': size, ...attributes });
  lines.forEach((line, i) => text.append(svg('tspan', { x, dy: i === 0 ? 0 : size * 1.2 }, line)));
  return text;
}

/** What a Power does, in one sentence (PW-30 to PW-34). */
export function powerText(card: PowerCard): string {
  switch (card.effect.kind) {
    case 'trap':
      return `Trap an opposing Battle Unit: it cannot attack or block until it rolls ${card.effect.escape}+ at the end of its build step.`;
    case 'mentalDisrupter':
      return "An opposing unit's psionic screen counts as 0/0 until the end of the turn.";
    case 'emDisrupter':
      return "An opposing unit's cyber screen counts as 0/0, Equipment included, until the end of the turn.";
    case 'creationOracle':
      return 'Take a Creation Unit of your choice from your deck into your hand; both players see it.';
    case 'equipmentHunter':
      return 'Destroy one opposing Equipment, attached or not.';
  }
}

const screenText = (s: Screen): string => `${s.attack}/${s.defense}`;
const bonusText = (s: Screen): string => `+${s.attack}/+${s.defense}`;

/** A card described in words: the tooltip of every drawing of it. */
export function cardText(card: Card): string {
  switch (card.kind) {
    case 'creation':
      return `${card.name}: Creation Unit. Placed in your lab, it pays the ${UNIT_NAMES[card.unit].toLowerCase()} light (or the white light) once per turn.`;
    case 'battle': {
      const screens = [card.cyber && `cyber ${screenText(card.cyber)}`, card.psionic && `psionic ${screenText(card.psionic)}`, `physical ${screenText(card.physical)}`].filter(Boolean).join(', ');
      const distance = card.distance === null ? '' : ` Distance ability ${card.distance.name}: ${card.distance.kind === 'jam' ? 'jam the opposing stack' : 'snipe its weakest unit'} at strength ${card.distance.strength}.`;
      return `${card.name}: ${card.class} Battle Unit, cost ${costText(card.cost)}. Screens (attack/defence): ${screens}.${distance}`;
    }
    case 'equipment': {
      const bonuses = (['cyber', 'psionic', 'physical'] as const).flatMap((screen) => (card[screen] === null ? [] : [`${bonusText(card[screen] as Screen)} ${screen}`])).join(', ');
      return `${card.name}: Equipment, cost ${costText(card.cost)}. Attached to a Battle Unit: ${bonuses}.`;
    }
    case 'power':
      return `${card.name}: ${card.timing} Power, cost ${costText(card.cost)}. ${powerText(card)}`;
  }
}

function costText(cost: Cost): string {
  const parts = (Object.keys(LIGHT_COLOURS) as (CreationUnit | 'any')[]).flatMap((light) => {
    const n = cost[light] ?? 0;
    return n === 0 ? [] : [`${n} ${light === 'any' ? 'white' : light}`];
  });
  return parts.length === 0 ? 'free' : parts.join(' + ');
}

/** The cost as a row of coloured lights, one circle per Creation Unit needed. */
export function costPips(cost: Cost, x: number, y: number): SVGGElement {
  const group = svg('g', { class: 'pw-cost' });
  let i = 0;
  for (const light of Object.keys(LIGHT_COLOURS) as (CreationUnit | 'any')[]) {
    for (let n = 0; n < (cost[light] ?? 0); n++) {
      group.append(svg('circle', { cx: x + i * 11, cy: y, r: 4.5, fill: LIGHT_COLOURS[light], stroke: '#1c1c1c', 'stroke-width': 0.8 }));
      i++;
    }
  }
  return group;
}

/** One screen row: a coloured label and its attack/defence (or `—` when the card lacks it). */
function screenRow(label: string, colour: string, value: string, x: number, y: number, width: number, struck = false): SVGGElement {
  return svg(
    'g',
    {},
    svg('rect', { x, y: y - 9, width, height: 12, rx: 2, fill: colour, opacity: 0.14 }),
    svg('rect', { x, y: y - 9, width: 3, height: 12, fill: colour }),
    svg('text', { x: x + 6, y, 'font-size': 9, fill: '#333' }, label),
    svg('text', { x: x + width - 4, y, 'font-size': 10, 'font-weight': 700, 'text-anchor': 'end', fill: colour, 'text-decoration': struck ? 'line-through' : undefined }, value),
  );
}

export const HAND_CARD = { width: 112, height: 156 } as const;

/** A card face in hand, at (x, y): name, cost, kind, and what it does. */
export function handCard(id: string, x: number, y: number): SVGGElement {
  const card = cardOf(id);
  const group = svg('g', { class: 'pw-card', transform: `translate(${x} ${y})` });
  const { width, height } = HAND_CARD;
  if (card === undefined) {
    group.append(svg('rect', { width, height, rx: 7, fill: '#eee', stroke: '#999' }), svg('text', { x: 8, y: 20, 'font-size': 10 }, id));
    return group;
  }
  const band = card.kind === 'battle' ? CLASS_COLOURS[card.class] : card.kind === 'creation' ? LIGHT_COLOURS[card.unit] : KIND_COLOURS[card.kind];
  group.append(
    tooltip(cardText(card)),
    svg('rect', { width, height, rx: 7, fill: '#fffdf6', stroke: '#3a3a3a', 'stroke-width': 1.2 }),
    svg('path', { d: `M0 7 a7 7 0 0 1 7 -7 h${width - 14} a7 7 0 0 1 7 7 v27 h-${width} z`, fill: band }),
  );
  const nameLines = wrap(card.name, 16);
  group.append(textBlock(nameLines, 7, nameLines.length > 1 ? 13 : 21, 10.5, { fill: '#fff', 'font-weight': 700 }));
  const kindLabel = card.kind === 'battle' ? `${card.class} unit` : card.kind === 'creation' ? 'Creation Unit' : card.kind === 'power' ? `${card.timing} power` : 'Equipment';
  group.append(svg('text', { x: 7, y: 48, 'font-size': 8.5, fill: '#6b665c', 'font-style': 'italic' }, kindLabel));
  if (card.kind !== 'creation') group.append(costPips(card.cost, 11, 59));
  if (card.kind === 'creation') {
    group.append(
      svg('circle', { cx: width / 2, cy: 90, r: 27, fill: LIGHT_COLOURS[card.unit], opacity: 0.85 }),
      svg('text', { x: width / 2, y: 93, 'font-size': 9.5, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle' }, UNIT_NAMES[card.unit]),
      textBlock(wrap(`Pays the ${UNIT_NAMES[card.unit].toLowerCase()} or the white light.`, 22), 7, 134, 8.5, { fill: '#333' }),
    );
  } else if (card.kind === 'battle') {
    drawScreens(group, card, null, 7, 78, width - 14);
    if (card.distance !== null) group.append(textBlock(wrap(`${card.distance.name}: ${card.distance.kind} ${card.distance.strength}`, 22), 7, 128, 8.5, { fill: '#563a78', 'font-weight': 600 }));
  } else if (card.kind === 'equipment') {
    let row = 0;
    for (const screen of ['cyber', 'psionic', 'physical'] as const) {
      const bonus = card[screen];
      if (bonus === null) continue;
      group.append(screenRow(screen, SCREEN_COLOURS[screen], bonusText(bonus), 7, 80 + row * 15, width - 14));
      row++;
    }
    group.append(textBlock(wrap('Attach it to a unit in the equip step.', 22), 7, 134, 8.5, { fill: '#555' }));
  } else {
    group.append(textBlock(wrap(powerText(card), 22), 7, 78, 8.5, { fill: '#333' }));
  }
  return group;
}

/** A face-down card at (x, y), of the given size. */
export function cardBack(x: number, y: number, width: number, height: number): SVGGElement {
  return svg(
    'g',
    { transform: `translate(${x} ${y})` },
    svg('rect', { width, height, rx: 5, fill: '#2b2f4a', stroke: '#dcd6c4', 'stroke-width': 1.2 }),
    svg('rect', { x: 4, y: 4, width: width - 8, height: height - 8, rx: 3, fill: 'none', stroke: '#7d86c9', 'stroke-width': 0.8 }),
    svg('circle', { cx: width / 2, cy: height / 2, r: Math.min(width, height) / 5, fill: 'none', stroke: '#b9a3ff', 'stroke-width': 1.2 }),
  );
}

const add = (a: Screen | null, b: Screen | null): Screen | null => (a === null ? null : b === null ? a : { attack: a.attack + b.attack, defense: a.defense + b.defense });

/** The three screen rows of a unit: with Equipment added and disrupted screens at 0/0 when in play. */
function drawScreens(group: SVGGElement, card: BattleUnitCard, unit: { equipment: EquipmentCard | null; cyberJammed: boolean; psionicJammed: boolean } | null, x: number, y: number, width: number): void {
  const rows: [string, 'cyber' | 'psionic' | 'physical', Screen | null, boolean][] = [
    ['cyber', 'cyber', add(card.cyber, unit?.equipment?.cyber ?? null), unit?.cyberJammed ?? false],
    ['psionic', 'psionic', add(card.psionic, unit?.equipment?.psionic ?? null), unit?.psionicJammed ?? false],
    ['physical', 'physical', add(card.physical, unit?.equipment?.physical ?? null), false],
  ];
  rows.forEach(([label, screen, value, jammed], i) => {
    const shown = value === null ? '—' : jammed ? '0/0' : screenText(value);
    group.append(screenRow(label, SCREEN_COLOURS[screen], shown, x, y + i * 15, width));
  });
}

export const UNIT_CARD = { width: 112, height: 118 } as const;

/** A Battle Unit in a lab: name, class, screens as they count now, Equipment, trap and depletion. */
export function unitCard(unit: PsiWarsBattleUnit, known: Readonly<Record<number, string>>, x: number, y: number, highlight: string | null): SVGGElement {
  const id = known[unit.card] ?? '';
  const card = cardOf(id);
  const group = svg('g', { class: 'pw-unit', transform: `translate(${x} ${y})` });
  const { width, height } = UNIT_CARD;
  if (card === undefined || card.kind !== 'battle') {
    group.append(svg('rect', { width, height, rx: 6, fill: '#eee', stroke: '#999' }));
    return group;
  }
  const equipmentCard = unit.equipment === null ? null : cardOf(known[unit.equipment] ?? '');
  const equipment = equipmentCard?.kind === 'equipment' ? equipmentCard : null;
  const trap = unit.trappedBy === null ? null : cardOf(known[unit.trappedBy] ?? '');
  const notes = [
    cardText(card),
    equipment && `Carries ${equipment.name} (counted in the screens shown).`,
    trap && `Trapped by ${trap.name}: cannot attack or block.`,
    unit.cyberJammed && 'Cyber screen disrupted: 0/0 this turn.',
    unit.psionicJammed && 'Psionic screen disrupted: 0/0 this turn.',
    unit.depleted && 'Depleted: cannot attack or block until its owner’s next turn.',
  ].filter(Boolean);
  group.append(
    tooltip(notes.join('\n')),
    svg('rect', { width, height, rx: 6, fill: unit.depleted ? '#ece9e1' : '#fffdf6', stroke: highlight ?? (trap ? '#b0321f' : '#3a3a3a'), 'stroke-width': highlight || trap ? 2.4 : 1.2, 'stroke-dasharray': trap ? '5 3' : undefined }),
    svg('path', { d: `M0 6 a6 6 0 0 1 6 -6 h${width - 12} a6 6 0 0 1 6 6 v14 h-${width} z`, fill: CLASS_COLOURS[card.class], opacity: unit.depleted ? 0.6 : 1 }),
    svg('text', { x: 6, y: 14, 'font-size': 10, 'font-weight': 700, fill: '#fff' }, card.name),
    svg('text', { x: 6, y: 31, 'font-size': 8.5, fill: '#6b665c', 'font-style': 'italic' }, card.class + (unit.depleted ? ' · depleted' : '')),
  );
  drawScreens(group, card, { equipment, cyberJammed: unit.cyberJammed, psionicJammed: unit.psionicJammed }, 6, 46, width - 12);
  if (card.distance !== null) group.append(svg('text', { x: 6, y: 92, 'font-size': 8.5, fill: '#563a78', 'font-weight': 600 }, `${card.distance.name} (${card.distance.kind} ${card.distance.strength})`));
  if (trap) group.append(svg('text', { x: width / 2, y: -4, 'font-size': 9, 'font-weight': 700, fill: '#b0321f', 'text-anchor': 'middle' }, `trapped: ${trap.name}`));
  return group;
}

/** The strip under a unit naming its Equipment (clickable on its own for an equipment hunter). */
export function equipmentTag(name: string, x: number, y: number, width: number): SVGGElement {
  return svg(
    'g',
    { class: 'pw-equipment', transform: `translate(${x} ${y})` },
    svg('rect', { width, height: 14, rx: 3, fill: '#f3e6c8', stroke: '#7a5a22', 'stroke-width': 0.8 }),
    svg('text', { x: 5, y: 10, 'font-size': 8.5, fill: '#5a4010' }, `⚙ ${name}`),
  );
}

export const CREATION_TILE = { width: 58, height: 30 } as const;

/** A Creation Unit in a lab: its light's colour, hollow once spent this turn. */
export function creationTile(unit: CreationUnit, depleted: boolean, name: string, x: number, y: number): SVGGElement {
  const colour = LIGHT_COLOURS[unit];
  return svg(
    'g',
    { class: 'pw-creation', transform: `translate(${x} ${y})` },
    tooltip(`${name}: pays the ${unit} light${depleted ? ' (spent until its owner’s next turn)' : ' (ready)'}`),
    svg('rect', { width: CREATION_TILE.width, height: CREATION_TILE.height, rx: 15, fill: depleted ? '#fff' : colour, stroke: colour, 'stroke-width': 2 }),
    svg('text', { x: CREATION_TILE.width / 2, y: 19, 'font-size': 9.5, 'font-weight': 700, 'text-anchor': 'middle', fill: depleted ? colour : '#fff' }, UNIT_NAMES[unit]),
  );
}
