/**
 * docs/rules/grid-traveler.md must not drift from the code: every ruling id (GT-n) cited in the
 * game's source or tests is defined there, once, with a choice, a reason, a status and a section;
 * every contradiction X1…X12 of the analysis is settled by a defined ruling; its map (section 5)
 * has a row for every rule GT-Snn of the analysis and names only files that exist; and its tables
 * (section 6) print what the content holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedRulings, definedRulings } from '../helpers/rules-doc.js';
import { STANDARD_BOARD } from '../../src/games/grid-traveler/content/board.js';
import { CRUISERS } from '../../src/games/grid-traveler/content/cruisers.js';
import { DITFOI_CARDS, DITFOI_COPIES } from '../../src/games/grid-traveler/content/ditfoi.js';
import { MAGICK_CARDS, type MagickCard, type MagickType } from '../../src/games/grid-traveler/content/magick.js';
import { MATERIALS, materialById } from '../../src/games/grid-traveler/content/materials.js';
import { BASE_NANYTES, NECRONIANS } from '../../src/games/grid-traveler/content/necronians.js';
import { BASE_HEALTH, PERSONAS } from '../../src/games/grid-traveler/content/personas.js';
import { OVERREACH_ROUNDS, WHISPERS, WHISPER_COMBAT_TURNS } from '../../src/games/grid-traveler/content/whispers.js';

const doc = readFileSync(new URL('../../docs/rules/grid-traveler.md', import.meta.url), 'utf8');
const root = fileURLToPath(new URL('../../', import.meta.url));
const spec = new URL('../../../shared/rules-notes/grid-traveler-spec.md', import.meta.url);

/**
 * The rules of the analysis's section 2 (grid-traveler-spec.md), GT-S01 … GT-S91 as it numbers
 * them. Kept here so the test runs without the analysis; checked against it when it is there.
 */
const SPEC_RULES = [
  ...[1, 2, 3, 4, 5, 6, 7],
  ...[10, 11, 12, 13, 14],
  ...[20, 21, 22, 23, 24, 25],
  ...[30, 31, 32, 33, 34],
  ...[40, 41, 42, 43],
  ...[50, 51, 52, 53],
  ...[60, 61, 62, 63, 64, 65, 66, 67, 68, 69],
  ...[70, 71, 72, 73, 74, 75, 76, 77, 78, 79],
  ...[80, 81],
  ...[90, 91],
].map((n) => `GT-S${String(n).padStart(2, '0')}`);

const section = (from: string, to: string): string => {
  const start = doc.indexOf(from);
  const stop = doc.indexOf(to);
  expect(start, `the page has "${from}"`).toBeGreaterThanOrEqual(0);
  expect(stop, `the page has "${to}" after "${from}"`).toBeGreaterThan(start);
  return doc.slice(start, stop);
};

const TYPE_NAMES: Record<MagickType, string> = {
  fireball: 'Fireball',
  plasmaBall: 'Plasma Ball',
  shields: 'Shields',
  creations: 'Creations',
  destructions: 'Destructions',
  absorb: 'Absorb',
  effects: 'Effects',
};
const COMPONENT_NAMES: Record<string, string> = {
  speed: 'Speed',
  engines: 'Engines',
  maneuver: 'Maneuver',
  shields: 'Shields',
  weapons: 'Weapons',
  sensors: 'Sensors',
  any: "any (the player's choice)",
};
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const materials = (ids: readonly string[]): string => ids.map((id) => materialById(id)!.name).join(', ');
function special(card: MagickCard): string {
  switch (card.special) {
    case null:
      return '—';
    case 'passiveShield':
      return 'passive shield (GT-15)';
    case 'regain':
      return `regain ${card.amount} Health`;
    case 'absorb':
      return 'absorb: nanytes equal to the damage dealt';
    case 'hamper':
      return 'hamper: target −2 skill for 2 rolls';
    case 'drain':
      return 'drain: target −2 nanytes';
  }
}

describe('docs/rules/grid-traveler.md', () => {
  it('defines every ruling cited in the source, the tests and the page, once, each with choice, reason, status and section', () => {
    const defined = definedRulings(doc, 'GT');
    const ids = defined.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cited = new Set([...citedRulings(`${root}src/games/grid-traveler/`, 'GT').keys(), ...citedRulings(`${root}test/grid-traveler/`, 'GT').keys()]);
    for (const match of doc.matchAll(/\bGT-(\d+)\b/g)) cited.add(Number(match[1]));
    expect(cited.size).toBeGreaterThan(20);
    for (const id of cited) expect(ids, `GT-${id} is cited but not defined`).toContain(id);
    // The contract numbers GT-1 … GT-31, each kept.
    for (let id = 1; id <= 31; id++) expect(ids, `GT-${id} is defined`).toContain(id);
    for (const { id, body } of defined) {
      for (const part of ['- **Choice.**', '- **Why.**', '- **Status.**', '- **Section.**']) expect(body, `GT-${id} has ${part}`).toContain(part);
      const status = /- \*\*Status\.\*\* (.*)/.exec(body)?.[1] ?? '';
      expect(status, `GT-${id} is sourced, reconstructed or library design`).toMatch(/sourced|reconstructed|library design/);
    }
  });

  it('settles each contradiction X1…X12 of the analysis with a defined ruling', () => {
    const table = section('## 4. Contradictions', '## 5. Map');
    const defined = new Set(definedRulings(doc, 'GT').map((r) => r.id));
    for (let x = 1; x <= 12; x++) {
      const row = table.split('\n').find((line) => line.startsWith(`| X${x} |`));
      expect(row, `X${x} has a row`).toBeDefined();
      const rulings = [...row!.matchAll(/\bGT-(\d+)\b/g)].map((m) => Number(m[1]));
      expect(rulings.length, `X${x} names a ruling`).toBeGreaterThan(0);
      for (const id of rulings) expect(defined.has(id), `X${x}: GT-${id} is defined`).toBe(true);
    }
  });

  it('has a row in its map for every rule GT-Snn of the analysis, each naming rulings, code and tests', () => {
    if (existsSync(spec)) {
      const analysis = readFileSync(spec, 'utf8');
      const rules = analysis.slice(analysis.indexOf('## 2.'), analysis.indexOf('## 3.'));
      expect([...new Set([...rules.matchAll(/\*\*(GT-S\d\d)\*\*/g)].map((m) => m[1]!))]).toEqual(SPEC_RULES);
    }
    const map = section('## 5. Map', '## 6. The tables');
    const rows = map.split('\n').filter((line) => /^\| GT-S\d\d \|/.test(line));
    expect(rows.map((row) => row.split(' | ')[0]!.slice(2))).toEqual(SPEC_RULES);
    for (const row of rows) {
      const cells = row.split(' | ');
      expect(cells[2], `${cells[0]} names a ruling`).toMatch(/\bGT-\d+\b/);
      expect(cells[3], `${cells[0]} names code`).toMatch(/`src\//);
      expect(cells[4], `${cells[0]} names a test`).toMatch(/`test\//);
    }
  });

  it('names only files that exist in its map of the rulebook to code and tests', () => {
    const map = section('## 5. Map', '## 6. The tables');
    const files = [...map.matchAll(/`((?:src|test)\/[^`]+)`/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(existsSync(`${root}${file}`), file).toBe(true);
  });

  it('prints the cruisers, personas and Necronian mentors as the content holds them', () => {
    for (const c of CRUISERS) {
      expect(doc).toContain(`| ${c.name} | \`${c.id}\` | ${c.generation} | ${c.speed} | ${c.maneuver} | ${c.weapons} | ${c.shields} | ${c.sensors} | ${c.damage} |`);
    }
    for (const p of PERSONAS) expect(doc).toContain(`| ${p.name} | \`${p.id}\` | ${signed(p.health)} | ${BASE_HEALTH + p.health} | ${signed(p.magick)} |`);
    for (const n of NECRONIANS) {
      const specialties = n.specialties.map((t) => TYPE_NAMES[t]).join(', ');
      expect(doc).toContain(`| ${n.name} | \`${n.id}\` | ${signed(n.modifier)} | ${BASE_NANYTES + n.modifier} | ${specialties} | WEAKEN |`);
    }
  });

  it('prints the Magick cards, Whispers, DITFOI cards and materials as the content holds them', () => {
    for (const c of MAGICK_CARDS) {
      const status = c.sourced ? 'sourced' : 'reconstructed';
      expect(doc).toContain(`| ${c.name} | \`${c.id}\` | ${TYPE_NAMES[c.type]} | ${c.hits} | ${c.backlash} | ${c.cost} | ${materials(c.materials)} | ${special(c)} | ${status} |`);
    }
    for (const w of WHISPERS) {
      const lasts = w.overreach ? `${OVERREACH_ROUNDS} rounds` : `${WHISPER_COMBAT_TURNS} combat turns`;
      expect(doc).toContain(`| ${w.name} | \`${w.id}\` | ${w.overreach ? 'Overreach' : 'Whisper'} | ${lasts} | ${w.text} |`);
    }
    for (const d of DITFOI_CARDS) expect(doc).toContain(`| ${COMPONENT_NAMES[d]} | \`${d}\` | ${DITFOI_COPIES} |`);
    for (const m of MATERIALS) expect(doc).toContain(`| ${m.name} | \`${m.id}\` | ${m.symbol} | ${m.sourced ? 'sourced' : 'reconstructed'} |`);
  });

  it('prints the standard board: bodies, shaded tiles, decks, GRID points and sight lines', () => {
    const board = STANDARD_BOARD;
    board.bodies.forEach((b, i) => {
      const deck = b.materials.length === 0 ? '—' : materials(b.materials);
      expect(doc).toContain(`| ${i} | ${b.name} | ${b.kind} | (${b.x}, ${b.y}) | ${b.shaded.join(', ')} | ${deck} |`);
    });
    board.gridPoints.forEach((p, i) => {
      const seen = new Set<number>();
      for (const [a, b] of board.sightLines) {
        if (a === i) seen.add(b);
        if (b === i) seen.add(a);
      }
      const names = [...seen].sort((a, b) => a - b).map((j) => board.gridPoints[j]!.name);
      expect(doc).toContain(`| ${i} | ${p.name} | (${p.x}, ${p.y}) | ${names.join(', ')} |`);
    });
    const lines = board.sightLines.map(([a, b]) => `${board.gridPoints[a]!.name}–${board.gridPoints[b]!.name}`).join(', ');
    expect(doc).toContain(`The ${board.sightLines.length} sight lines, as listed: ${lines}.`);
  });
});
