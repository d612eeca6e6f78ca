/**
 * The cavern (MG-1, MAP-1…MAP-5) and its terrain maps (MG-2, MAP-6): the triangle of 26 rows, its
 * labels, neighbours and distances, the starting spaces of row y, the rings of 6, 12 and 18 hexes
 * recon counts on (L319-321), the checked-in default map and the seeded generator.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { MAGIKA_DIRECTIONS, MAGIKA_GOAL, HEX_COUNT, ROWS, START_SPACES, columnOf, distance, hexAt, hexLabel, inCavern, isHex, isNorthward, isSouthward, neighbour, neighbours, parseHexLabel, ring, rowOf } from '../../src/games/magika/rules/map.js';
import { DEFAULT_MAP } from '../../src/games/magika/content/maps/default.js';
import { RIVER_ROWS, generateTerrain, startsDry, type TerrainMap } from '../../src/games/magika/rules/terrain-map.js';

const at = (label: string): number => {
  const hex = parseHexLabel(label);
  if (hex === undefined) throw new Error(`no hex ${label}`);
  return hex;
};

describe('MG-1: the triangle of 26 rows', () => {
  it('has 351 hexes, row r holding r of them, ids running row by row from a1', () => {
    expect(HEX_COUNT).toBe(351);
    expect(ROWS).toBe(26);
    const perRow = new Map<number, number>();
    for (let id = 0; id < HEX_COUNT; id++) {
      perRow.set(rowOf(id), (perRow.get(rowOf(id)) ?? 0) + 1);
      expect(hexAt(rowOf(id), columnOf(id))).toBe(id);
    }
    for (let r = 1; r <= 26; r++) expect(perRow.get(r)).toBe(r);
    expect([hexAt(1, 1), hexAt(2, 1), hexAt(2, 2), hexAt(26, 26)]).toEqual([0, 1, 2, 350]);
    expect(MAGIKA_GOAL).toBe(hexAt(1, 1));
  });

  it('names hexes as the rulebook does, a1 to z26, and reads the names back', () => {
    expect([hexLabel(0), hexLabel(hexAt(25, 2)), hexLabel(350)]).toEqual(['a1', 'y2', 'z26']);
    for (let id = 0; id < HEX_COUNT; id++) expect(parseHexLabel(hexLabel(id))).toBe(id);
    expect(parseHexLabel('Y24')).toBe(hexAt(25, 24));
    for (const bad of ['a2', 'b3', 'z27', 'y0', 'aa1', '', 'a01', 'constructor', '__proto__', '1a']) expect(parseHexLabel(bad), bad).toBeUndefined();
  });

  it('refuses positions off the triangle', () => {
    expect([inCavern(1, 1), inCavern(1, 2), inCavern(0, 0), inCavern(27, 1), inCavern(5, 0), inCavern(2.5, 1)]).toEqual([true, false, false, false, false, false]);
    expect(() => hexAt(3, 4)).toThrow(RangeError);
    expect([isHex(0), isHex(350), isHex(351), isHex(-1), isHex(1.5), isHex('3')]).toEqual([true, true, false, false, false, false]);
  });

  it('steps NW (r−1, c−1), NE (r−1, c), W, E, SW (r+1, c), SE (r+1, c+1), and nowhere off the edge', () => {
    const m5 = at('m5');
    expect(Object.fromEntries(MAGIKA_DIRECTIONS.map((d) => [d, hexLabel(neighbour(m5, d)!)]))).toEqual({ NE: 'l5', NW: 'l4', E: 'm6', W: 'm4', SE: 'n6', SW: 'n5' });
    expect(MAGIKA_DIRECTIONS.map((d) => neighbour(MAGIKA_GOAL, d)).map((h) => (h === undefined ? null : hexLabel(h)))).toEqual([null, null, null, null, 'b2', 'b1']);
    expect(neighbours(at('z1')).map(hexLabel)).toEqual(['y1', 'z2']);
    expect(neighbours(at('z26')).map(hexLabel)).toEqual(['y25', 'z25']);
    // Every step is one hex of distance, and each direction undoes its opposite.
    const opposite = { NE: 'SW', NW: 'SE', E: 'W', W: 'E', SE: 'NW', SW: 'NE' } as const;
    for (let id = 0; id < HEX_COUNT; id++) {
      for (const d of MAGIKA_DIRECTIONS) {
        const next = neighbour(id, d);
        if (next === undefined) continue;
        expect(distance(id, next)).toBe(1);
        expect(neighbour(next, opposite[d])).toBe(id);
      }
    }
  });

  it('measures distance as max(|Δr|, |Δc|, |Δr − Δc|), so a hex of row r is r − 1 from the Goal Square', () => {
    for (let id = 0; id < HEX_COUNT; id++) expect(distance(id, MAGIKA_GOAL)).toBe(rowOf(id) - 1);
    const rng = createRng(7);
    for (let i = 0; i < 500; i++) {
      const a = rng.int(0, HEX_COUNT - 1);
      const b = rng.int(0, HEX_COUNT - 1);
      const dr = rowOf(b) - rowOf(a);
      const dc = columnOf(b) - columnOf(a);
      expect(distance(a, b)).toBe(Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc)));
    }
  });

  it('has rings of 6, 12 and 18 hexes around a hex far from the edges (L319-321)', () => {
    const centre = at('p8');
    expect([1, 2, 3].map((r) => ring(centre, r).length)).toEqual([6, 12, 18]);
    // At the edge, rings are cut short.
    expect(ring(MAGIKA_GOAL, 1).length).toBe(2);
  });

  it('starts the twelve novices on the even hexes of row y, y2 to y24 (L84-85)', () => {
    expect(START_SPACES.map(hexLabel)).toEqual(['y2', 'y4', 'y6', 'y8', 'y10', 'y12', 'y14', 'y16', 'y18', 'y20', 'y22', 'y24']);
    // Two apart, every one of them 24 rows from the goal.
    for (let i = 1; i < START_SPACES.length; i++) expect(distance(START_SPACES[i - 1]!, START_SPACES[i]!)).toBe(2);
  });

  it('names northward, lateral and southward directions as Figure 3 and L220-223 group them', () => {
    expect(MAGIKA_DIRECTIONS.filter(isNorthward)).toEqual(['NE', 'NW']);
    expect(MAGIKA_DIRECTIONS.filter(isSouthward)).toEqual(['SE', 'SW']);
  });
});

/** The properties MG-2 gives every map: ocean row, coast row with dry starts, volcanic goal, terrain numbers in range, harder toward the goal. */
function expectCavernShape(map: TerrainMap): void {
  expect(map).toHaveLength(HEX_COUNT);
  for (let id = 0; id < HEX_COUNT; id++) {
    const t = map[id]!;
    expect(t >= 1 && t <= 10 && Number.isInteger(t)).toBe(true);
    if (rowOf(id) === 26) expect(t).toBe(1);
    else if (rowOf(id) === 25) expect([1, 2]).toContain(t);
    else expect(t === 1 || (t >= 2 && t <= 10)).toBe(true);
  }
  expect(map[MAGIKA_GOAL]).toBe(10);
  expect(startsDry(map)).toBe(true);
  // Harder toward the goal: the mean terrain number of rows b–h is above that of rows i–p, which is above q–x.
  const mean = (from: number, to: number): number => {
    const values = map.filter((t, id) => rowOf(id) >= from && rowOf(id) <= to && t !== 1);
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  expect(mean(2, 8)).toBeGreaterThan(mean(9, 16));
  expect(mean(9, 16)).toBeGreaterThan(mean(17, 24));
}

/** The water hexes above row y: each must be part of a river, a chain of T1 hexes reaching down to row y. */
function expectRiversRunNorth(map: TerrainMap): void {
  const water = (id: number): boolean => map[id] === 1;
  for (let id = 0; id < HEX_COUNT; id++) {
    if (!water(id) || rowOf(id) >= 25) continue;
    // Every river hex above row y has a river hex south of it (SE or SW) it came from.
    const below = [neighbour(id, 'SE'), neighbour(id, 'SW')].filter((h): h is number => h !== undefined && water(h));
    expect(below.length, hexLabel(id)).toBeGreaterThan(0);
    // No river climbs past its 15 rows above row y.
    expect(25 - rowOf(id)).toBeLessThanOrEqual(RIVER_ROWS[1]);
  }
}

describe('MG-2: terrain maps', () => {
  it('the default map has the cavern the rulebook describes: ocean row, coast, rivers north, harder toward the goal', () => {
    expectCavernShape(DEFAULT_MAP);
    expectRiversRunNorth(DEFAULT_MAP);
    // Three rivers rise in row y, on odd hexes only.
    const sources = Array.from({ length: 25 }, (_, i) => hexAt(25, i + 1)).filter((id) => DEFAULT_MAP[id] === 1);
    expect(sources.length).toBeGreaterThanOrEqual(1);
    expect(sources.length).toBeLessThanOrEqual(3);
    for (const s of sources) expect(columnOf(s) % 2).toBe(1);
    expect(Object.isFrozen(DEFAULT_MAP)).toBe(true);
  });

  it('the generator draws the same map from the same seed, different maps from others, each of the same shape', () => {
    expect(generateTerrain(createRng(11))).toEqual(generateTerrain(createRng(11)));
    expect(generateTerrain(createRng(11))).not.toEqual(generateTerrain(createRng(12)));
    for (let seed = 1; seed <= 40; seed++) {
      const map = generateTerrain(createRng(seed));
      expectCavernShape(map);
      expectRiversRunNorth(map);
    }
  });

  it('the generator puts every interior hex within 2 of its row\'s expected terrain number, kept within 2..10', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const map = generateTerrain(createRng(seed));
      for (let id = 1; id < HEX_COUNT; id++) {
        const row = rowOf(id);
        if (row >= 25 || map[id] === 1) continue;
        const expected = 2 + (8 * (24 - row)) / 23;
        expect(Math.abs(map[id]! - Math.min(10, Math.max(2, expected)))).toBeLessThanOrEqual(2.5);
      }
    }
  });
});
