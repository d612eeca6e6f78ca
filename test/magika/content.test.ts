/**
 * The rulebook's tables as content, cell by cell: Figure 1 (race characteristics, L133-136 and the
 * text of L115-133), Figure 2 (terrain statistics, L207-212) and Figure 5 (movement endurance,
 * L246-248), with the rulebook's worked example of an Elf's three moves (L248-251).
 */
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, RACES, RACE_IDS, START_ARCANIA, raceById } from '../../src/games/magika/content/races.js';
import { TERRAINS, isWater, terrainById, terrainOf } from '../../src/games/magika/content/terrain.js';
import { moveCost, movePercent } from '../../src/games/magika/content/movement.js';
import { aptitudeFor } from '../../src/games/magika/content/alignments.js';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('Figure 2: terrain statistics', () => {
  it('has every row and cell of the rulebook', () => {
    const rows = TERRAINS.map((t) => [t.number, t.name, t.endurance, t.goblinEndurance, t.rest, t.search]);
    expect(rows).toEqual([
      [1, 'River, Ocean', 40, 40, 10, 100],
      [2, 'Coastal', 2, 2, 9, 30],
      [3, 'Plains', 4, 4, 8, 35],
      [4, 'Forest', 6, 6, 7, 40],
      [5, 'Hills', 10, 10, 6, 55],
      // "24 (12)": goblins take half the factor in swamps (L130-131).
      [6, 'Swamp', 24, 12, 5, 60],
      [7, 'Desert', 14, 14, 4, 65],
      [8, 'Mountain', 16, 16, 3, 80],
      [9, 'Glacial', 18, 18, 2, 85],
      [10, 'Volcanic', 20, 20, 1, 90],
    ]);
    for (const t of TERRAINS) expect(terrainOf(t.number)).toBe(t);
  });

  it('has even factors only, so half and one and a half times a factor are whole (MV-3)', () => {
    for (const t of TERRAINS) expect(t.endurance % 2 + (t.goblinEndurance % 2)).toBe(0);
  });

  it('counts river, ocean and swamp as water for the southward exception (L221)', () => {
    expect(TERRAINS.filter((t) => isWater(t.number)).map((t) => t.id)).toEqual(['water', 'swamp']);
  });

  it('finds terrains by own id only, all frozen', () => {
    for (const t of TERRAINS) expect(terrainById(t.id)).toBe(t);
    for (const key of INHERITED) expect(terrainById(key)).toBeUndefined();
    expect(Object.isFrozen(TERRAINS) && TERRAINS.every(Object.isFrozen)).toBe(true);
  });
});

describe('Figure 1: race characteristics', () => {
  it('has every cell of the rulebook', () => {
    const rows = RACES.map((r) => [r.id, r.alignments.join('/'), r.maxEndurance, r.maxArcania, r.spellSkill, r.moves, r.attuned, r.resistance, r.searchBonus, r.halfSwamp]);
    expect(rows).toEqual([
      ['human', 'good/neutral/evil', 100, 100, 70, 5, null, 0, 0, false],
      ['elf', 'good/evil', 95, 105, 75, 5, 4, 0, 0, false],
      ['dwarf', 'good/neutral', 110, 95, 65, 4, 8, 15, 0, false],
      ['goblin', 'neutral/evil', 110, 95, 65, 4, 6, 0, 0, true],
      ['halfling', 'good/neutral/evil', 90, 100, 70, 4, 5, 0, 20, false],
    ]);
    expect(RACES.map((r) => r.id)).toEqual([...RACE_IDS]);
    expect(ALIGNMENTS).toEqual(['good', 'neutral', 'evil']);
    expect(START_ARCANIA).toBe(50);
  });

  it('attunes each race to the terrain the text names: elves forest, dwarves mountains, goblins swamp, halflings hills', () => {
    expect(RACES.map((r) => (r.attuned === null ? null : terrainOf(r.attuned).id))).toEqual([null, 'forest', 'mountain', 'swamp', 'hills']);
  });

  it('pays Figure 5 by the human row for humans, the elves\' row for elves, and the other row for the rest', () => {
    expect(RACES.map((r) => r.moveRow)).toEqual(['human', 'elf', 'other', 'other', 'other']);
  });

  it('finds races by own id only, all frozen', () => {
    for (const r of RACES) expect(raceById(r.id)).toBe(r);
    for (const key of INHERITED) expect(raceById(key)).toBeUndefined();
    expect(RACES.every((r) => Object.isFrozen(r) && Object.isFrozen(r.alignments))).toBe(true);
  });
});

describe('Figure 5: movement endurance', () => {
  it('has every cell of the rulebook, as a percentage of the factor of the hex left', () => {
    const table = (row: 'human' | 'elf' | 'other'): (number | null)[][] => [1, 2, 3, 4, 5].map((k) => [1, 2, 3, 4, 5].map((phase) => movePercent(row, k, phase)));
    const shared = [
      [150, 100, 50, 50, 50],
      [null, 150, 150, 100, 50],
    ];
    expect(table('human')).toEqual([...shared, [null, null, 150, 150, 100], [null, null, null, 200, 200], [null, null, null, null, 400]]);
    expect(table('other')).toEqual([...shared, [null, null, 200, 200, 200], [null, null, null, 400, 400], [null, null, null, null, null]]);
    // Elves pay as the others for a third and fourth move, and 800% for a fifth.
    expect(table('elf')).toEqual([...shared, [null, null, 200, 200, 200], [null, null, null, 400, 400], [null, null, null, null, 800]]);
  });

  it('a move on phases 2 and 4 as the first and second costs the factor itself: the normal entitlement (L213-214)', () => {
    expect([movePercent('other', 1, 2), movePercent('other', 2, 4)]).toEqual([100, 100]);
  });

  it('works the rulebook\'s example: an Elf moving three times through forest spends 3 + 6 + 12 = 21 (L248-251)', () => {
    const forest = terrainOf(4).endurance;
    const costs = [moveCost('elf', 1, 3, forest), moveCost('elf', 2, 4, forest), moveCost('elf', 3, 5, forest)];
    expect(costs).toEqual([3, 6, 12]);
    expect(costs.reduce((a, b) => a! + b!, 0)).toBe(21);
  });

  it('gives a whole cost for every factor and cell, and none where the table is blank or past five moves', () => {
    for (const row of ['human', 'elf', 'other'] as const) {
      for (let k = 1; k <= 5; k++) {
        for (let phase = 1; phase <= 5; phase++) {
          for (const t of TERRAINS) {
            const cost = moveCost(row, k, phase, t.endurance);
            if (phase < k) expect(cost).toBeNull();
            if (cost !== null) expect(Number.isInteger(cost)).toBe(true);
          }
        }
      }
    }
    expect([movePercent('human', 6, 5), movePercent('human', 0, 1), movePercent('other', 1, 6)]).toEqual([null, null, null]);
  });
});

describe('aptitude read for an alignment', () => {
  it('an Evil mage at aptitude 0 reads +0, so a report holding it survives a JSON round trip', () => {
    expect(Object.is(aptitudeFor('evil', 0), 0)).toBe(true);
    expect(aptitudeFor('evil', 30)).toBe(-30);
    expect(aptitudeFor('good', 30)).toBe(30);
    expect(aptitudeFor('neutral', -30)).toBe(40);
  });
});
