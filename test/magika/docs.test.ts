/**
 * docs/rules/magika.md must not drift from the code: every ruling id (MG-n) cited in the game's
 * source or tests is defined there, once, with a choice, a reason, a status and a section; every
 * file its map (section 5) names exists; and its tables of Figures 1, 2, 5, 6 and 7 are what the
 * content holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedRulings, definedRulings } from '../helpers/rules-doc.js';
import { RACIAL_PREFERENCE } from '../../src/games/magika/content/artifacts.js';
import { RACES } from '../../src/games/magika/content/races.js';
import { MAGIKA_SPELLS, type SpellDuration } from '../../src/games/magika/content/spells.js';
import { TERRAINS } from '../../src/games/magika/content/terrain.js';
import { movePercent } from '../../src/games/magika/content/movement.js';

const doc = readFileSync(new URL('../../docs/rules/magika.md', import.meta.url), 'utf8');
const root = fileURLToPath(new URL('../../', import.meta.url));
const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

describe('docs/rules/magika.md', () => {
  it('defines every ruling cited in the source, the tests and the page, once, each with choice, reason, status and section', () => {
    const defined = definedRulings(doc, 'MG');
    const ids = defined.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cited = new Set([...citedRulings(`${root}src/games/magika/`, 'MG').keys(), ...citedRulings(`${root}test/magika/`, 'MG').keys()]);
    for (const match of doc.matchAll(/\bMG-(\d+)\b/g)) cited.add(Number(match[1]));
    for (const id of cited) expect(ids, `MG-${id} is cited but not defined`).toContain(id);
    for (const { id, body } of defined) {
      for (const part of ['**Choice.**', '**Why.**', '**Status.**', '**Section.**']) expect(body, `MG-${id} has ${part}`).toContain(part);
    }
  });

  it('names only files that exist in its map of the rulebook to code and tests', () => {
    const map = doc.slice(doc.indexOf('## 5. Map'), doc.indexOf('## 6. The tables'));
    const files = [...map.matchAll(/`((?:src|test)\/[^`]+)`/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(existsSync(`${root}${file}`), file).toBe(true);
  });

  it('prints Figure 2, Figure 1 and Figure 5 as the content holds them', () => {
    for (const t of TERRAINS) {
      const factor = t.goblinEndurance === t.endurance ? `${t.endurance}` : `${t.endurance} (${t.goblinEndurance} for goblins)`;
      expect(doc).toContain(`| ${t.number} | ${t.name} | ${factor} | ${t.rest} | ${t.search} |`);
    }
    for (const r of RACES) expect(doc).toContain(`| ${r.name} | ${r.alignments.length === 3 ? 'any' : r.alignments.map(capital).join(' or ')} | ${r.maxEndurance} | ${r.maxArcania} | ${r.spellSkill}% | ${r.moves} |`);
    const cell = (row: 'human' | 'elf' | 'other', nth: number, phase: number): string => `${movePercent(row, nth, phase) ?? '—'}`;
    expect(doc).toContain(`| 3rd | human | ${[1, 2, 3, 4, 5].map((p) => cell('human', 3, p)).join(' | ')} |`);
    expect(doc).toContain(`| 4th | others | ${[1, 2, 3, 4, 5].map((p) => cell('other', 4, p)).join(' | ')} |`);
    expect(doc).toContain(`| 5th | elf | ${[1, 2, 3, 4, 5].map((p) => cell('elf', 5, p)).join(' | ')} |`);
  });

  it('prints Figure 6 and Figure 7 as the content holds them', () => {
    const races = (['cross', 'ankh', 'lamp', 'pendant', 'medallion'] as const).map((a) => RACIAL_PREFERENCE[a]);
    for (let rank = 0; rank < 5; rank++) expect(doc).toContain(`| ${rank + 1} | ${races.map((column) => capital(column[rank]!)).join(' | ')} |`);
    const d = (x: SpellDuration): string => (x.unit === 'game' ? 'game' : `${x.count}${x.unit === 'phase' ? 'p' : 't'}`);
    for (const s of MAGIKA_SPELLS) {
      const major = d(s.major.duration) === d(s.major.blackDuration) ? d(s.major.duration) : `${d(s.major.duration)} / ${d(s.major.blackDuration)}`;
      expect(doc).toContain(`| ${s.activation} | ${s.id} | ${s.name} | ${capital(s.alignment)} | ${s.minor.cost}, ${d(s.minor.duration)} | ${s.major.cost}, ${major} |`);
    }
  });
});
