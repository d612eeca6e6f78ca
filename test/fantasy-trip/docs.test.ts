/**
 * docs/rules/fantasy-trip.md must not drift from the code: its content tables (section 6) are
 * exactly what the content packs and the spell table render, every ruling id (FT-n) cited in the
 * game's source or in the page itself is defined there, once, with a choice, a reason, a status
 * and a screen section, and every file its map (section 5) names exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { citedRulings as citedRulingsIn, definedRulings as definedRulingsIn, pastedBetween } from '../helpers/rules-doc.js';
import { bareHandDamage } from '../../src/games/fantasy-trip/content/bare-hands.js';
import { formatDamage } from '../../src/games/fantasy-trip/content/damage.js';
import { contentPack } from '../../src/games/fantasy-trip/content/editions.js';
import type { ContentPack } from '../../src/games/fantasy-trip/content/schema.js';
import { FANTASY_TRIP_SPELLS } from '../../src/games/fantasy-trip/content/spells.js';
import { parseConfig, standardFighter } from '../../src/games/fantasy-trip/parse-config.js';
import { FANTASY_TRIP_OPTIONS } from '../../src/games/fantasy-trip/types.js';

const doc = readFileSync(new URL('../../docs/rules/fantasy-trip.md', import.meta.url), 'utf8');
const typesSource = readFileSync(new URL('../../src/games/fantasy-trip/types.ts', import.meta.url), 'utf8');
const indexSource = readFileSync(new URL('../../src/games/fantasy-trip/index.ts', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const sourceDir = fileURLToPath(new URL('../../src/games/fantasy-trip/', import.meta.url));
const testDir = fileURLToPath(new URL('../', import.meta.url));

const BEGIN = '<!-- content-tables:begin -->';
const END = '<!-- content-tables:end -->';

/** A signed number as the doc writes it: a real minus sign. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : `${n}`;
}

/**
 * The ruling a config breaks with this build against a standard fighter, or null when it is
 * accepted. Only a `RuleError` counts as a refusal.
 */
function refusal(build: Record<string, unknown>): string | null {
  try {
    parseConfig({ players: 2, sides: [[build], [standardFighter('B')]] });
    return null;
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return error.rule ?? '(no rule)';
  }
}

/**
 * Whether a config may carry the weapon: `yes` when a fighter of ST 16 may carry it alone; `wizards
 * only` when only a figure that knows a spell may (FT-34); else `no`, with the ruling that refuses it.
 */
function inConfigs(id: string): string {
  const build = (spells: string[]) => ({ name: 'A', st: 16, dx: 8, iq: 8, weapons: [id], armor: null, shield: null, spells });
  const fighter = refusal(build([]));
  if (fighter === null) return 'yes';
  return refusal(build(['blur'])) === null ? `wizards only (${fighter})` : `no (${fighter})`;
}

/** A wizard of IQ 16 (ST 8, DX 8) that knows only `spell`: it may know every spell of the table by IQ. */
function wizardKnowing(spell: string): Record<string, unknown> {
  return { name: 'W', st: 8, dx: 8, iq: 16, weapons: [], armor: null, shield: null, spells: [spell] };
}

/** The content tables of section 6, rendered from the data. */
function contentTables(): string {
  const legacy = contentPack('legacy');
  const classic = contentPack('classic');
  const out: string[] = [];
  out.push('#### Weapons (both editions)', '');
  out.push('| Weapon | Id | Class | Damage | Min ST | Hands | Thrown | Jab | In configs |', '|---|---|---|---|---|---|---|---|---|');
  for (const w of Object.values(legacy.weapons)) {
    const cells = [w.name, `\`${w.id}\``, w.class, formatDamage(w.damage), w.minST === 0 ? '—' : `${w.minST}`, w.twoHanded ? '2' : '1', w.throwable ? 'yes' : '', w.jabs ? 'yes' : '', inConfigs(w.id)];
    out.push(`| ${cells.join(' | ')} |`);
  }
  out.push('', '#### Body armour: hits stopped / DX / MA', '');
  out.push('| Armour | Id | Legacy | Classic |', '|---|---|---|---|');
  const armorIds = [...new Set([...Object.keys(legacy.armors), ...Object.keys(classic.armors)])];
  for (const id of armorIds) {
    const cell = (pack: ContentPack): string => {
      const a = pack.armors[id];
      return a === undefined ? '—' : `${a.stops} / ${signed(a.dx)} / ${a.ma}${a.reconstructed ? ' (reconstructed)' : ''}`;
    };
    const name = (legacy.armors[id] ?? classic.armors[id])!.name;
    out.push(`| ${name} | \`${id}\` | ${cell(legacy)} | ${cell(classic)} |`);
  }
  out.push('', '#### Shields: hits stopped / DX', '');
  out.push('| Shield | Id | Legacy | Classic |', '|---|---|---|---|');
  const shieldIds = [...new Set([...Object.keys(legacy.shields), ...Object.keys(classic.shields)])];
  for (const id of shieldIds) {
    const cell = (pack: ContentPack): string => {
      const s = pack.shields[id];
      return s === undefined ? '—' : `${s.stops} / ${signed(s.dx)}${s.reconstructed ? ' (reconstructed)' : ''}`;
    };
    const name = (legacy.shields[id] ?? classic.shields[id])!.name;
    out.push(`| ${name} | \`${id}\` | ${cell(legacy)} | ${cell(classic)} |`);
  }
  out.push('', '#### Life, death and criticals', '');
  out.push('| Rule | Legacy | Classic |', '|---|---|---|');
  const both = (label: string, f: (pack: ContentPack) => string): void => {
    out.push(`| ${label} | ${f(legacy)} | ${f(classic)} |`);
  };
  both('Unconscious at ST', (p) => `${signed(p.unconsciousAt)}`);
  both('Dead at ST', (p) => `${signed(p.deadBelow - 1)} or less`);
  both('Pole weapon charge bonus (FT-12)', (p) => (p.poleCharge === 'extraDie' ? 'one more damage die' : 'damage ×2'));
  both('4 and 5 on four dice (FT-17)', (p) => (p.fourDiceCriticals ? 'automatic hits, ×3 and ×2' : 'ordinary totals'));
  out.push('', '#### Reactions to injury: hits in one turn, after armour (both editions)', '');
  out.push('| Basic ST | −2 DX next action (FT-13) | Knocked down (FT-14) |', '|---|---|---|');
  legacy.injury.forEach((row, i) => {
    const next = legacy.injury[i + 1];
    const range = next === undefined ? `${row.minBasicST} or more` : row.minBasicST === 0 ? `under ${next.minBasicST}` : `${row.minBasicST}–${next.minBasicST - 1}`;
    out.push(`| ${range} | ${row.dazed} | ${row.knockdown} |`);
  });
  out.push('', '#### Bare-hand damage by basic ST (FT-17)', '');
  out.push('| Basic ST | Damage |', '|---|---|');
  let from = 0;
  for (let st = 1; st <= 81; st++) {
    if (st <= 80 && formatDamage(bareHandDamage(st)) === formatDamage(bareHandDamage(from))) continue;
    const range = from === 0 ? `${st - 1} or less` : st - 1 === from ? `${from}` : `${from}–${st - 1}`;
    out.push(`| ${range} | ${formatDamage(bareHandDamage(from))} |`);
    from = st;
  }
  out.push('| and so on | one more die every 10 ST |');
  out.push('', '#### Spells (FT-31, FT-32)', '');
  out.push('| Spell | Id | IQ | Kind | ST to cast | Levels | Upkeep a turn | Turns |', '|---|---|---|---|---|---|---|---|');
  for (const s of FANTASY_TRIP_SPELLS) {
    const cells = [s.name, `\`${s.id}\``, `${s.iq}`, s.kind, s.maxPower > 1 ? `${s.cost} a level` : `${s.cost}`, `${s.maxPower}`, s.upkeep === 0 ? '—' : `${s.upkeep}`, s.turns === null ? '—' : `${s.turns}`];
    out.push(`| ${cells.join(' | ')} |`);
  }
  return out.join('\n');
}


/** Numbers as the page writes them in words. */
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four', 'twenty-five', 'twenty-six', 'twenty-seven', 'twenty-eight', 'twenty-nine', 'thirty'];

/** The page's text from `heading` to the next heading of the same or a higher level, lines joined by spaces. */
function section(heading: string): string {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = heading.indexOf(' ');
  const rest = doc.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The first cells of a section's table rows, each split into the backquoted names it holds. */
function firstColumnNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] as string));
}

/** The `type` tags of a union in types.ts, from its declaration to the next top-level declaration. */
function unionTags(name: string): string[] {
  const start = typesSource.indexOf(`export type ${name} =`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  const rest = typesSource.slice(start + 1);
  const end = rest.search(/\nexport /);
  return [...rest.slice(0, end < 0 ? undefined : end).matchAll(/readonly type: '(\w+)'/g)].map((m) => m[1] as string);
}

/** The module's doc comment (the first block comment of index.ts), lines joined by spaces. */
const moduleComment = (): string => (indexSource.match(/\/\*\*[\s\S]*?\*\//)?.[0] ?? '').replace(/\s*\n\s*\*\s?/g, ' ');
const flat = (text: string): string => text.replace(/\s+/g, ' ');

const pastedTables = (): string => pastedBetween(doc, BEGIN, END);
const citedRulings = (): Map<number, string[]> => citedRulingsIn(sourceDir, 'FT');
const definedRulings = (): { id: number; body: string }[] => definedRulingsIn(doc, 'FT');

/** The rows of the map of section 5, as cells. */
function mapRows(): string[][] {
  const start = doc.indexOf('## 5. Map of the screen to code and tests');
  const end = doc.indexOf('\n## 6.', start);
  expect(start).toBeGreaterThan(0);
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Screen section'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('docs/rules/fantasy-trip.md', () => {
  it('pastes exactly the content tables the packs render', () => {
    expect(pastedTables().trim()).toBe(contentTables().trim());
  });

  it('renders shared tables once: weapons and injury thresholds are the same in both editions', () => {
    expect(contentPack('classic').weapons).toBe(contentPack('legacy').weapons);
    expect(contentPack('classic').injury).toEqual(contentPack('legacy').injury);
  });

  it('plays every spell of the table: a config may give a wizard any of them (FT-32)', () => {
    for (const spell of FANTASY_TRIP_SPELLS) expect(refusal(wizardKnowing(spell.id)), spell.id).toBe(null);
  });

  it('defines each ruling once, with a choice, a reason, a status and a screen section', () => {
    const defined = definedRulings();
    expect(defined.length).toBeGreaterThan(0);
    const ids = defined.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids, 'rulings in rising order').toEqual([...ids].sort((a, b) => a - b));
    for (const { id, body } of defined) {
      for (const field of ['**Choice.**', '**Why.**', '**Status.**', '**Section.**']) {
        expect(body, `FT-${id} ${field}`).toContain(field);
      }
      expect(body, `FT-${id} status`).toMatch(/\*\*Status\.\*\* (sourced|interpretation|reconstructed|library design)/);
    }
  });

  it('defines every ruling id cited in src/games/fantasy-trip', () => {
    const cited = citedRulings();
    expect(cited.size).toBeGreaterThan(0);
    const defined = new Set(definedRulings().map((r) => r.id));
    const missing = [...cited].filter(([id]) => !defined.has(id)).map(([id, files]) => `FT-${id} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('refers only to rulings it defines', () => {
    const defined = new Set(definedRulings().map((r) => r.id));
    const dangling = [...new Set([...doc.matchAll(/\bFT-(\d+)\b/g)].map((m) => Number(m[1])))].filter((id) => !defined.has(id));
    expect(dangling).toEqual([]);
  });

  it('gives the spell count of the table wherever it counts spells: this page, the module comment, the README', () => {
    const counts = (text: string): number[] => [...flat(text).matchAll(/\b(\d+) (?:of Wizard's )?spells\b/g)].map((m) => Number(m[1]));
    const readmeRow = readme.split('\n').find((line) => line.startsWith('| The Fantasy Trip |')) ?? '';
    for (const [where, text] of [['page', doc], ['index.ts', moduleComment()], ['README', readmeRow]] as const) {
      const found = counts(text);
      expect(found.length, where).toBeGreaterThan(0);
      for (const n of found) expect(n, where).toBe(FANTASY_TRIP_SPELLS.length);
    }
  });

  it('counts and lists the options as FANTASY_TRIP_OPTIONS has them (section 2.3, parseAction)', () => {
    const word = WORDS[FANTASY_TRIP_OPTIONS.length];
    const stated = [...flat(doc).matchAll(/\b([a-z-]+) names of `FANTASY_TRIP_OPTIONS`/g)].map((m) => m[1]);
    expect(stated.length).toBeGreaterThan(0);
    for (const w of stated) expect(w).toBe(word);
    for (const m of moduleComment().matchAll(/one of (\d+) options/g)) expect(Number(m[1])).toBe(FANTASY_TRIP_OPTIONS.length);
    expect(new Set(firstColumnNames(section('### 2.3 Options')))).toEqual(new Set(FANTASY_TRIP_OPTIONS));
  });

  it('lists every action type in section 2.13, and counts them where parseAction is described', () => {
    const tags = unionTags('FantasyTripAction');
    expect(tags.length).toBeGreaterThan(10);
    expect(firstColumnNames(section('### 2.13 How decisions are offered')).sort()).toEqual([...tags].sort());
    expect(flat(doc)).toContain(`accepts the ${WORDS[tags.length]} action types`);
  });

  it('describes every event type in section 7.1, and no other', () => {
    const tags = unionTags('FantasyTripEvent');
    expect(tags.length).toBeGreaterThan(10);
    expect(firstColumnNames(section('### 7.1 Events')).sort()).toEqual([...tags].sort());
  });

  it('maps the screen to files that exist', () => {
    const rows = mapRows();
    expect(rows.length).toBeGreaterThan(10);
    for (const [section, , , code, tests] of rows) {
      for (const path of [...(code ?? '').matchAll(/`([\w./-]+\.ts)`/g)].map((m) => m[1] as string)) {
        expect(existsSync(join(sourceDir, path)), `${section}: src/games/fantasy-trip/${path}`).toBe(true);
      }
      for (const path of [...(tests ?? '').matchAll(/`([\w./-]+\.ts)`/g)].map((m) => m[1] as string)) {
        expect(existsSync(join(testDir, path)), `${section}: test/${path}`).toBe(true);
      }
    }
  });
});
