/**
 * The Psi Wars card library and built-in decks (PW-20 onward): ids, the shape of each class of
 * Battle Unit (rulebook 3.2), cost and screen ranges, and the make-up of each 52-card deck.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, CARD_BY_ID, cardById } from '../../src/games/psi-wars/content/cards.js';
import { DECKS, DECK_NAMES } from '../../src/games/psi-wars/content/decks.js';
import {
  CREATION_UNITS,
  costSize,
  type BattleUnitCard,
  type Card,
  type PowerKind,
  type Screen,
} from '../../src/games/psi-wars/content/schema.js';

const POWER_KINDS: readonly PowerKind[] = ['trap', 'mentalDisrupter', 'emDisrupter', 'creationOracle', 'equipmentHunter'];
const CREATION_IDS = {
  digital: 'digital-splicing',
  neuro: 'neurogenesis',
  bio: 'bio-acceleration',
  material: 'material-animation',
} as const;

const battleUnits = CARDS.filter((card): card is BattleUnitCard => card.kind === 'battle');
const ofClass = (cls: BattleUnitCard['class']) => battleUnits.filter((card) => card.class === cls);
const deckEntries = Object.entries(DECKS) as [keyof typeof DECKS, readonly string[]][];

function deckCards(ids: readonly string[]): Card[] {
  return ids.map((id) => {
    const card = cardById(id);
    if (card === undefined) throw new Error(`unknown card ${id}`);
    return card;
  });
}

function screensOf(card: Card): Screen[] {
  if (card.kind === 'creation' || card.kind === 'power') return [];
  return [card.cyber, card.psionic, card.physical].filter((s): s is Screen => s !== null);
}

describe('card library', () => {
  it('has unique kebab-case ids, all reachable by id', () => {
    const ids = CARDS.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of CARDS) {
      expect(card.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(CARD_BY_ID[card.id]).toBe(card);
      expect(cardById(card.id)).toBe(card);
      expect(card.name.length).toBeGreaterThan(0);
    }
    expect(cardById('no-such-card')).toBeUndefined();
    expect(cardById('toString')).toBeUndefined();
  });

  it('has the four Creation Units under their fixed ids', () => {
    for (const unit of CREATION_UNITS) {
      expect(cardById(CREATION_IDS[unit])).toMatchObject({ kind: 'creation', unit });
    }
    expect(CARDS.filter((card) => card.kind === 'creation')).toHaveLength(4);
  });

  it('keeps robots free of psionics', () => {
    expect(ofClass('robot').length).toBeGreaterThan(0);
    for (const card of ofClass('robot')) {
      expect(card.psionic, card.id).toBeNull();
      expect(card.cyber, card.id).not.toBeNull();
    }
  });

  it('keeps beings free of cyber parts (at least 70% of them), with some lacking psionics too', () => {
    const beings = ofClass('being');
    expect(beings.length).toBeGreaterThan(0);
    const pure = beings.filter((card) => card.cyber === null);
    expect(pure.length / beings.length).toBeGreaterThanOrEqual(0.7);
    expect(beings.filter((card) => card.psionic === null).length).toBeGreaterThanOrEqual(2);
    expect(beings.filter((card) => card.psionic !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('gives cyborgs all three screens and a distance ability, and nobody else a distance ability', () => {
    expect(ofClass('cyborg').length).toBeGreaterThan(0);
    for (const card of battleUnits) {
      if (card.class === 'cyborg') {
        expect(card.cyber, card.id).not.toBeNull();
        expect(card.psionic, card.id).not.toBeNull();
        expect(card.distance, card.id).not.toBeNull();
        expect(['jam', 'snipe']).toContain(card.distance?.kind);
        expect(card.distance?.strength).toBeGreaterThanOrEqual(1);
        expect(card.distance?.strength).toBeLessThanOrEqual(4);
        expect(card.distance?.name.length).toBeGreaterThan(0);
      } else {
        expect(card.distance, card.id).toBeNull();
      }
    }
  });

  it('keeps every cost within 1–5 (equipment and powers 1–3) with non-negative whole lights', () => {
    for (const card of CARDS) {
      if (card.kind === 'creation') continue;
      const size = costSize(card.cost);
      expect(size, card.id).toBeGreaterThanOrEqual(1);
      expect(size, card.id).toBeLessThanOrEqual(card.kind === 'battle' ? 5 : 3);
      for (const n of Object.values(card.cost)) {
        expect(Number.isInteger(n) && n >= 0, card.id).toBe(true);
      }
    }
  });

  it('keeps every screen within 0–6 and gives equipment at least one bonus', () => {
    for (const card of CARDS) {
      for (const s of screensOf(card)) {
        for (const n of [s.attack, s.defense]) {
          expect(Number.isInteger(n) && n >= 0 && n <= 6, card.id).toBe(true);
        }
      }
      if (card.kind === 'equipment') expect(screensOf(card).length, card.id).toBeGreaterThan(0);
    }
  });

  it('times powers by effect: disrupters and traps in battle, oracle and hunter in the build phase', () => {
    for (const card of CARDS) {
      if (card.kind !== 'power') continue;
      const build = card.effect.kind === 'creationOracle' || card.effect.kind === 'equipmentHunter';
      expect(card.timing, card.id).toBe(build ? 'build' : 'battle');
    }
    const escapes = CARDS.flatMap((card) => (card.kind === 'power' && card.effect.kind === 'trap' ? [card.effect.escape] : []));
    expect(escapes).toContain(4);
    expect(escapes).toContain(5);
  });
});

describe('built-in decks', () => {
  it('are the creature and robot decks, with titles', () => {
    expect(Object.keys(DECKS).sort()).toEqual(['creature', 'robot']);
    expect(DECK_NAMES).toEqual({ creature: 'Creature Commander', robot: 'Robot Commander' });
  });

  it.each(deckEntries)('%s: 52 cards, all in the library', (_name, ids) => {
    expect(ids).toHaveLength(52);
    for (const id of ids) expect(cardById(id), id).toBeDefined();
  });

  it.each(deckEntries)('%s: every Creation Unit, 18–20 in all', (_name, ids) => {
    for (const unit of CREATION_UNITS) expect(ids, unit).toContain(CREATION_IDS[unit]);
    const creation = deckCards(ids).filter((card) => card.kind === 'creation').length;
    expect(creation).toBeGreaterThanOrEqual(18);
    expect(creation).toBeLessThanOrEqual(20);
  });

  it.each(deckEntries)('%s: all five power kinds', (_name, ids) => {
    const kinds = new Set(deckCards(ids).flatMap((card) => (card.kind === 'power' ? [card.effect.kind] : [])));
    for (const kind of POWER_KINDS) expect(kinds, kind).toContain(kind);
  });

  it.each(deckEntries)('%s: about 20 battle units, 6 equipment, 6 powers', (_name, ids) => {
    const cards = deckCards(ids);
    const count = (kind: Card['kind']) => cards.filter((card) => card.kind === kind).length;
    expect(count('battle')).toBeGreaterThanOrEqual(18);
    expect(count('battle')).toBeLessThanOrEqual(22);
    expect(count('equipment')).toBeGreaterThanOrEqual(5);
    expect(count('equipment')).toBeLessThanOrEqual(7);
    expect(count('power')).toBeGreaterThanOrEqual(5);
    expect(count('power')).toBeLessThanOrEqual(7);
  });

  it('lean to their style: beings and bio/neuro for creatures, robots and digital/material for robots', () => {
    const units = (ids: readonly string[], cls: BattleUnitCard['class']) =>
      deckCards(ids).filter((card) => card.kind === 'battle' && card.class === cls).length;
    const creation = (ids: readonly string[], unit: keyof typeof CREATION_IDS) =>
      ids.filter((id) => id === CREATION_IDS[unit]).length;
    expect(units(DECKS.creature, 'being')).toBeGreaterThan(units(DECKS.creature, 'cyborg'));
    expect(units(DECKS.creature, 'robot')).toBe(0);
    expect(units(DECKS.robot, 'robot')).toBeGreaterThan(units(DECKS.robot, 'cyborg'));
    expect(units(DECKS.robot, 'being')).toBe(0);
    expect(creation(DECKS.creature, 'bio') + creation(DECKS.creature, 'neuro')).toBeGreaterThan(
      creation(DECKS.creature, 'digital') + creation(DECKS.creature, 'material'),
    );
    expect(creation(DECKS.robot, 'digital') + creation(DECKS.robot, 'material')).toBeGreaterThan(
      creation(DECKS.robot, 'bio') + creation(DECKS.robot, 'neuro'),
    );
  });
});
