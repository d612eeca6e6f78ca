/**
 * The card tables of the built-in decks, rendered as markdown from the card data. The rules page
 * (docs/rules/psi-wars.md, section 5) pastes this output verbatim, and a test checks that the page
 * still matches it, so the documented decks can never drift from the data.
 */
import { cardById } from './cards.js';
import { DECK_IDS, DECK_NAMES, DECKS, type DeckId } from './decks.js';
import { LIGHTS, type Card, type Cost, type PowerEffect, type Screen } from './schema.js';

const NONE = '—';

/** The colour of each Creation Unit's light on a card (rulebook 5.1–5.4). */
const LIGHT_COLOUR = { digital: 'green', neuro: 'blue', bio: 'red', material: 'magenta' } as const;

const KIND_LABEL: Readonly<Record<Card['kind'], string>> = {
  creation: 'Creation Unit',
  battle: 'Battle Unit',
  equipment: 'Equipment',
  power: 'Power',
};

/** A cost by light, in the order of the lights on the card (green, blue, red, magenta, white). */
function costCell(cost: Cost): string {
  const parts = LIGHTS.filter((light) => (cost[light] ?? 0) > 0).map((light) => `${cost[light]} ${light}`);
  return parts.length === 0 ? NONE : parts.join(' + ');
}

/** A screen as attack/defence; equipment bonuses carry a plus sign; a missing screen is a dash. */
function screenCell(screen: Screen | null, bonus: boolean): string {
  if (screen === null) return NONE;
  const sign = bonus ? '+' : '';
  return `${sign}${screen.attack}/${sign}${screen.defense}`;
}

function effectText(effect: PowerEffect): string {
  switch (effect.kind) {
    case 'trap':
      return `trap, escape on ${effect.escape}+ (PW-30)`;
    case 'mentalDisrupter':
      return 'mental disrupter: psionic screen counts 0/0 this turn (PW-31)';
    case 'emDisrupter':
      return 'electro-magnetic disrupter: cyber screen counts 0/0 this turn (PW-32)';
    case 'creationOracle':
      return 'creation oracle: a Creation Unit of a named kind from the deck (PW-33)';
    case 'equipmentHunter':
      return 'equipment hunter: destroy one opposing Equipment (PW-34)';
  }
}

function row(card: Card, copies: number): string {
  const cells: string[] = [`${card.name} (\`${card.id}\`)`, KIND_LABEL[card.kind]];
  switch (card.kind) {
    case 'creation':
      cells.push(NONE, NONE, NONE, NONE, NONE, `pays one ${card.unit} (${LIGHT_COLOUR[card.unit]}) light`);
      break;
    case 'battle':
      cells.push(
        card.class,
        costCell(card.cost),
        screenCell(card.cyber, false),
        screenCell(card.psionic, false),
        screenCell(card.physical, false),
        card.distance === null ? NONE : `${card.distance.name}: ${card.distance.kind}, strength ${card.distance.strength} (PW-11)`,
      );
      break;
    case 'equipment':
      cells.push(NONE, costCell(card.cost), screenCell(card.cyber, true), screenCell(card.psionic, true), screenCell(card.physical, true), NONE);
      break;
    case 'power':
      cells.push(NONE, costCell(card.cost), NONE, NONE, NONE, `${card.timing} power: ${effectText(card.effect)}`);
      break;
  }
  cells.push(String(copies));
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
}

/** One deck: a heading, its make-up, and one row per distinct card in deck-list order. */
function deckTable(deck: DeckId): string {
  const counts = new Map<string, number>();
  for (const id of DECKS[deck]) counts.set(id, (counts.get(id) ?? 0) + 1);
  const cards = [...counts.keys()].map((id) => {
    const card = cardById(id);
    if (card === undefined) throw new Error(`deck ${deck} names an unknown card ${id}`);
    return card;
  });
  const tally = (test: (card: Card) => boolean): number =>
    cards.reduce((sum, card) => sum + (test(card) ? (counts.get(card.id) ?? 0) : 0), 0);
  const classes = (['being', 'robot', 'cyborg'] as const)
    .map((cls) => [cls, tally((card) => card.kind === 'battle' && card.class === cls)] as const)
    .filter(([, n]) => n > 0)
    .map(([cls, n]) => `${n} ${cls}s`)
    .join(', ');
  const summary =
    `${DECKS[deck].length} cards: ${tally((card) => card.kind === 'creation')} Creation Units, ` +
    `${tally((card) => card.kind === 'battle')} Battle Units (${classes}), ` +
    `${tally((card) => card.kind === 'equipment')} Equipment, ${tally((card) => card.kind === 'power')} Powers.`;
  return [
    `#### ${DECK_NAMES[deck]} (\`${deck}\`)`,
    '',
    summary,
    '',
    '| Card | Kind | Class | Cost | Cyber | Psionic | Physical | Distance ability or power effect | Copies |',
    '|---|---|---|---|---|---|---|---|---:|',
    ...cards.map((card) => row(card, counts.get(card.id) ?? 0)),
  ].join('\n');
}

/**
 * The markdown tables of both built-in decks: every distinct card with its kind, class, cost by
 * light, cyber, psionic and physical screens (attack/defence; equipment as bonuses), distance
 * ability or power effect, and the number of copies in the deck.
 */
export function deckTables(): string {
  return DECK_IDS.map(deckTable).join('\n\n') + '\n';
}
