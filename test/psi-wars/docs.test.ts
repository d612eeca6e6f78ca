/**
 * docs/rules/psi-wars.md must not drift from the code: its deck tables are exactly what
 * `deckTables()` renders from the card data, and every ruling id (PW-n) cited in the game's source
 * is defined there, once, with a status and a rulebook section.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedRulings as citedRulingsIn, definedRulings as definedRulingsIn, pastedBetween } from '../helpers/rules-doc.js';
import { deckTables } from '../../src/games/psi-wars/content/deck-table.js';
import { DECKS, DECK_NAMES } from '../../src/games/psi-wars/content/decks.js';
import { CARD_BY_ID } from '../../src/games/psi-wars/content/cards.js';

const doc = readFileSync(new URL('../../docs/rules/psi-wars.md', import.meta.url), 'utf8');
const sourceDir = fileURLToPath(new URL('../../src/games/psi-wars/', import.meta.url));

const BEGIN = '<!-- deck-tables:begin -->';
const END = '<!-- deck-tables:end -->';

const pastedTables = (): string => pastedBetween(doc, BEGIN, END);
const citedRulings = (): Map<number, string[]> => citedRulingsIn(sourceDir, 'PW');
const definedRulings = (): { id: number; body: string }[] => definedRulingsIn(doc, 'PW');

describe('docs/rules/psi-wars.md', () => {
  it('pastes exactly the tables deckTables() renders', () => {
    expect(pastedTables().trim()).toBe(deckTables().trim());
  });

  it('deckTables() lists every distinct card of both decks, with its copies adding up to 52', () => {
    const tables = deckTables();
    for (const [deck, ids] of Object.entries(DECKS) as [keyof typeof DECKS, readonly string[]][]) {
      const section = tables.slice(tables.indexOf(`#### ${DECK_NAMES[deck]}`));
      const rows = section.split('\n\n#### ')[0]?.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Card |')) ?? [];
      expect(rows).toHaveLength(new Set(ids).size);
      const copies = rows.reduce((sum, line) => sum + Number(line.split('|').at(-2)?.trim()), 0);
      expect(copies).toBe(ids.length);
      for (const id of new Set(ids)) {
        expect(section, id).toContain(`${CARD_BY_ID[id]?.name} (\`${id}\`)`);
      }
    }
  });

  it('defines each ruling once, with a choice, a reason, a status and a rulebook section', () => {
    const defined = definedRulings();
    expect(defined.length).toBeGreaterThan(0);
    const ids = defined.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, body } of defined) {
      for (const field of ['**Choice.**', '**Why.**', '**Status.**', '**Section.**']) {
        expect(body, `PW-${id} ${field}`).toContain(field);
      }
      expect(body, `PW-${id} status`).toMatch(/\*\*Status\.\*\* (interpretation|reconstructed|library design)/);
    }
  });

  it('defines every ruling id cited in src/games/psi-wars', () => {
    const cited = citedRulings();
    expect(cited.size).toBeGreaterThan(0);
    const defined = new Set(definedRulings().map((r) => r.id));
    const missing = [...cited].filter(([id]) => !defined.has(id)).map(([id, files]) => `PW-${id} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});
