/**
 * Setting up a contest and writing plans:
 * - Setup (SU-1…SU-6; MG-4, MG-5, MG-6, MG-52, MG-53): starting spaces for 2, 7, 12 and 13 seats,
 *   starting statistics, scrolls, where artifacts and cloaks are scattered, the Ebon Mage's tasks,
 *   the first reports, and the map choice (default, random, custom).
 * - parseConfig (MG-2, MG-6, MG-7, MG-56): every refusal names its rule; defaults fill what is missing.
 * - Plans (TU-1, TU-2; MG-8, MG-52, MG-58): who acts, the phase field, the exact list of legal orders
 *   (with isLegal agreeing), the Ebon Mage's limits, Cast refused, and the turn resolved by the last plan.
 * - parseAction (MALFORMED_ACTION) and parseState (BAD_STATE) on hand-made and hand-broken input.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/core/rng.js';
import { RuleError } from '../../src/core/errors.js';
import { magika, type MagikaAction, type MagikaConfig, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { ARTIFACTS, ARTIFACT_IDS } from '../../src/games/magika/content/artifacts.js';
import { CLOAK_COLORS } from '../../src/games/magika/content/cloaks.js';
import { EBON_TASK_IDS } from '../../src/games/magika/content/ebon-tasks.js';
import { DEFAULT_MAP } from '../../src/games/magika/content/maps/default.js';
import { SPELLS_OF } from '../../src/games/magika/content/spells.js';
import { HEX_COUNT, hexAt, hexLabel, rowOf } from '../../src/games/magika/rules/map.js';
import { generateTerrain } from '../../src/games/magika/rules/terrain-map.js';
import { act, at, cloakOf, contest, flatMap, mage, placeArtifact, placeCloak, playTurn, setScrolls } from './harness.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** Runs `fn` and returns the RuleError it throws (fails the test if it throws nothing or something else). */
function ruleErrorOf(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('expected a RuleError, but nothing was thrown');
}

/** An rng that records every draw: its range and the value given. */
function recording(inner: Rng): { rng: Rng; calls: [number, number, number][] } {
  const calls: [number, number, number][] = [];
  const rng: Rng = {
    int(min, max) {
      const value = inner.int(min, max);
      calls.push([min, max, value]);
      return value;
    },
    clone: () => inner.clone(),
    getState: () => inner.getState(),
  };
  return { rng, calls };
}

/** An rng that gives these values first (checked against the range asked), then carries on with a seeded one. */
function primed(values: readonly number[], seed: number): Rng {
  const rest = createRng(seed);
  let k = 0;
  return {
    int(min, max) {
      if (k < values.length) {
        const value = values[k++]!;
        if (value < min || value > max) throw new Error(`primed value ${k} is ${value}, outside [${min}, ${max}]`);
        return value;
      }
      return rest.int(min, max);
    },
    clone: () => {
      throw new Error('not needed');
    },
    getState: () => rest.getState(),
  };
}

const setupDefault = (players: number, seed = 1994): MagikaState => magika.setup(magika.defaultConfig(players), createRng(seed));

/** A stable key for an order or action's order part (player and phase left out). */
function orderKey(order: object): string {
  const o = order as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(o)
      .filter((k) => k !== 'player' && k !== 'phase')
      .sort()
      .map((k) => [k, o[k]]),
  );
}

const ALL_DIRECTIONS = ['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const;
const MOVES: MagikaOrder[] = ALL_DIRECTIONS.map((direction) => ({ type: 'move', direction }));
const BASIC: MagikaOrder[] = [...MOVES, { type: 'rest' }, { type: 'search' }, { type: 'meditate' }];
const REST = { type: 'rest' } as const;
const NE = { type: 'move', direction: 'NE' } as const;

// ---------------------------------------------------------------------------------------------
// Setup

/** Figure 1 (L115-136): maximum Endurance, maximum Arcania and starting Spell Skill by race. */
const FIGURE_1: Record<string, [number, number, number]> = {
  human: [100, 100, 70],
  elf: [95, 105, 75],
  dwarf: [110, 95, 65],
  goblin: [110, 95, 65],
  halfling: [90, 100, 70],
};

/** The novices' spaces MG-6 gives (index round(i·11/(n−1)) into y2, y4 … y24), worked out by hand. */
const EXPECTED_STARTS: Record<number, { novices: string[]; ebon: boolean }> = {
  2: { novices: ['y2', 'y24'], ebon: false },
  // 6 novices: i·11/5 = 0, 2.2, 4.4, 6.6, 8.8, 11 -> indexes 0, 2, 4, 7, 9, 11.
  7: { novices: ['y2', 'y6', 'y10', 'y16', 'y20', 'y24'], ebon: true },
  // 11 novices: i·1.1 -> 0, 1, 2, 3, 4, 6 (5.5 rounds up), 7, 8, 9, 10, 11.
  12: { novices: ['y2', 'y4', 'y6', 'y8', 'y10', 'y14', 'y16', 'y18', 'y20', 'y22', 'y24'], ebon: true },
  13: { novices: ['y2', 'y4', 'y6', 'y8', 'y10', 'y12', 'y14', 'y16', 'y18', 'y20', 'y22', 'y24'], ebon: true },
};

describe('Setup with the default config (SU-1…SU-6; MG-6, MG-52)', () => {
  for (const players of [2, 7, 12, 13]) {
    describe(`${players} seats`, () => {
      const { novices, ebon } = EXPECTED_STARTS[players]!;

      it('novices stand on the even spaces of row y that MG-6 spreads them over; the Ebon Mage, last seat, on y13 (SU-2, MG-6)', () => {
        const state = setupDefault(players);
        expect(state.config.ebon).toBe(ebon);
        expect(state.mages).toHaveLength(players);
        const labels = state.mages.map((m) => hexLabel(m.hex));
        expect(labels).toEqual(ebon ? [...novices, 'y13'] : novices);
        expect(state.events[0]).toMatchObject({ type: 'setupDone', players, ebon: ebon ? players - 1 : null, maxTurns: 40 });
      });

      it("every mage starts with its race's maximum Endurance, 50 Arcania, its race's Spell Skill (Ebon 100), and aptitude by alignment (SU-3, L119, L417-418)", () => {
        const state = setupDefault(players);
        state.mages.forEach((m, seat) => {
          const chosen = state.config.mages[seat]!;
          const [end, arc, skill] = FIGURE_1[chosen.race]!;
          const isEbon = ebon && seat === players - 1;
          expect([m.endurance, m.maxEndurance, m.arcania, m.maxArcania, m.skill]).toEqual([end, end, 50, arc, isEbon ? 100 : skill]);
          expect(m.aptitude).toBe(chosen.alignment === 'good' ? 90 : chosen.alignment === 'evil' ? -90 : 5 * chosen.lean);
          expect([m.donned, m.forcedBlack, m.moves, m.rests, m.out, m.demandsWon, m.gifts, m.casts]).toEqual([null, false, 0, 0, false, 0, 0, [0, 0, 0]]);
        });
      });

      it('every mage carries two starting scrolls; the Ebon Mage a permanent Prolonged Teleport besides (SU-4, SU-6, L351, L398)', () => {
        const state = setupDefault(players);
        state.mages.forEach((m, seat) => {
          const isEbon = ebon && seat === players - 1;
          expect(m.scrolls).toHaveLength(isEbon ? 3 : 2);
          expect(m.scrolls.map((s) => s.id)).toEqual(isEbon ? [0, 1, 2] : [0, 1]);
          expect(m.nextScroll).toBe(m.scrolls.length);
          if (isEbon) expect(m.scrolls[0]).toEqual({ id: 0, spell: 'TelPt', permanent: true, keepUntil: 0, readOn: 0 });
          expect(m.scrolls.slice(isEbon ? 1 : 0).every((s) => !s.permanent)).toBe(true);
        });
        const gained = state.events.filter((e) => e.type === 'scrollGained');
        expect(gained).toHaveLength(2 * players + (ebon ? 1 : 0));
        for (const e of gained) expect(e).toMatchObject({ how: 'start', audience: [(e as { player: number }).player] });
      });

      it('the 12 artifacts lie on distinct hexes, the alignment ones in rows b–l, the rest in rows b–w, none on a mage (MG-4)', () => {
        for (let seed = 1; seed <= 40; seed++) {
          const state = setupDefault(players, seed);
          const hexes = state.artifacts.map((a) => a.hex);
          expect(state.artifacts.every((a) => a.holder === null && a.hex !== null)).toBe(true);
          expect(new Set(hexes).size).toBe(12);
          ARTIFACTS.forEach((artifact, i) => {
            const row = rowOf(hexes[i]!);
            expect(row).toBeGreaterThanOrEqual(2);
            expect(row).toBeLessThanOrEqual(artifact.class === 'alignment' ? 12 : 23);
          });
          const occupied = new Set(state.mages.map((m) => m.hex));
          expect(hexes.some((h) => occupied.has(h!))).toBe(false);
        }
      });

      it('18 cloaks lie in rows d–x, three of each colour, none carried (MG-4)', () => {
        for (let seed = 1; seed <= 40; seed++) {
          const state = setupDefault(players, seed);
          expect(state.cloaks).toHaveLength(18);
          expect(state.cloaks.map((c) => c.id)).toEqual(Array.from({ length: 18 }, (_, i) => i));
          for (const color of CLOAK_COLORS) expect(state.cloaks.filter((c) => c.color === color)).toHaveLength(3);
          for (const cloak of state.cloaks) {
            expect(cloak.holder).toBeNull();
            expect(rowOf(cloak.hex!)).toBeGreaterThanOrEqual(4);
            expect(rowOf(cloak.hex!)).toBeLessThanOrEqual(24);
          }
        }
      });

      it(ebon ? 'the Ebon Mage is dealt ten distinct tasks from the list (SU-6, MG-53)' : 'without the Ebon Mage no tasks are dealt (MG-53)', () => {
        for (let seed = 1; seed <= 20; seed++) {
          const state = setupDefault(players, seed);
          if (!ebon) {
            expect(state.ebonTasks).toEqual([]);
            continue;
          }
          expect(state.ebonTasks).toHaveLength(10);
          expect(new Set(state.ebonTasks).size).toBe(10);
          for (const task of state.ebonTasks) expect(EBON_TASK_IDS).toContain(task);
        }
      });

      it('each seat gets its first report (turn 0) and knows its own race and alignment; then turn 1 starts (TU-9, MG-48)', () => {
        const state = setupDefault(players);
        expect(state.turn).toBe(1);
        expect(state.reports).toHaveLength(players);
        expect(state.plans).toEqual(state.mages.map(() => []));
        state.reports.forEach((report, seat) => {
          expect(report.turn).toBe(0);
          expect(report.sight.find((cell) => cell.hex === state.mages[seat]!.hex)).toMatchObject({ ring: 0 });
          expect(state.knowledge[seat]!.races[seat]).toBe(state.config.mages[seat]!.race);
          expect(state.knowledge[seat]!.alignments[seat]).toBe(state.config.mages[seat]!.alignment);
          // Its own hex's terrain is on its history map.
          expect(state.knowledge[seat]!.terrain[state.mages[seat]!.hex]).toBe(state.terrain[state.mages[seat]!.hex]);
        });
        const reported = state.events.filter((e) => e.type === 'reported');
        expect(reported.map((e) => [(e as { player: number }).player, e.audience])).toEqual(state.mages.map((_, s) => [s, [s]]));
        expect(state.events.at(-1)).toEqual({ type: 'turnStarted', audience: null, turn: 1 });
        expect(magika.actors(state)).toEqual(state.mages.map((_, s) => s));
      });
    });
  }

  it('the default config plays on the checked-in map (MG-2)', () => {
    expect(setupDefault(4).terrain).toEqual([...DEFAULT_MAP]);
  });

  it('a Neutral mage starts at +5 or −5 as its lean says; Good and Evil ignore the lean (L417-418, MG-7)', () => {
    const config = magika.parseConfig({
      players: 4,
      ebon: false,
      mages: [mage('Up', 'human', 'neutral', 1), mage('Down', 'halfling', 'neutral', -1), mage('Good', 'dwarf', 'good', -1), mage('Evil', 'goblin', 'evil', 1)],
    });
    const state = magika.setup(config, createRng(3));
    expect(state.mages.map((m) => m.aptitude)).toEqual([5, -5, 90, -90]);
  });

  it('the same seed gives the same setup; another seed scatters things differently', () => {
    const a = setupDefault(13, 77);
    const b = setupDefault(13, 77);
    expect(a).toEqual(b);
    const c = setupDefault(13, 78);
    expect(c.artifacts).not.toEqual(a.artifacts);
  });

  it("map 'random' draws the map from the setup rng, first of all (MG-2)", () => {
    const config = magika.parseConfig({ players: 3, map: 'random' });
    const state = magika.setup(config, createRng(2024));
    expect(state.terrain).toEqual(generateTerrain(createRng(2024)));
    expect(state.terrain).not.toEqual([...DEFAULT_MAP]);
    expect(magika.setup(config, createRng(2025)).terrain).not.toEqual(state.terrain);
  });

  it('a custom map of 351 terrain numbers is used as given (MG-2)', () => {
    const map = flatMap(5, { a1: 10, y2: 2, p8: 8, z26: 1 });
    const state = magika.setup(magika.parseConfig({ players: 2, map }), createRng(1));
    expect(state.terrain).toEqual(map);
    expect(state.terrain).toHaveLength(HEX_COUNT);
  });

  it('artifacts are drawn from rows b–l (alignment) and b–w (the rest), redrawn onto a free hex; cloaks from rows d–x (MG-4)', () => {
    // Crown b1, orb b1 again (redrawn: b2), scepter l12 (the last hex of row l), cross w23 (the
    // last of row w), then ankh…tome on hexes 100…106, the rod on b1 (taken: redrawn, 107).
    const artifactValues = [1, 1, 2, 77, 275, 100, 101, 102, 103, 104, 105, 106, 1, 107];
    // Cloaks: d1 (hex 6) and x24 (hex 299), the ends of rows d to x, then 16 more.
    const cloakValues = [6, 299, ...Array.from({ length: 16 }, (_, i) => 150 + i)];
    const { rng, calls } = recording(primed([...artifactValues, ...cloakValues], 5));
    const state = magika.setup(magika.defaultConfig(2), rng);
    expect(state.artifacts.map((a) => a.hex)).toEqual([1, 2, 77, 275, 100, 101, 102, 103, 104, 105, 106, 107]);
    expect([hexLabel(1), hexLabel(77), hexLabel(275)]).toEqual(['b1', 'l12', 'w23']);
    expect(state.cloaks.map((c) => c.hex)).toEqual(cloakValues);
    expect([hexLabel(6), hexLabel(299)]).toEqual(['d1', 'x24']);
    // The ranges asked: b1..l12 for the three alignment artifacts (4 draws with the redraw),
    // b1..w23 for the other nine (10 draws), d1..x24 for each cloak.
    const ranges = calls.map(([min, max]) => [min, max]);
    expect(ranges.slice(0, 4)).toEqual(new Array(4).fill([hexAt(2, 1), hexAt(12, 12)]));
    expect(ranges.slice(4, 14)).toEqual(new Array(10).fill([hexAt(2, 1), hexAt(23, 23)]));
    expect(ranges.slice(14, 32)).toEqual(new Array(18).fill([hexAt(4, 1), hexAt(24, 24)]));
  });

  it("a starting scroll is of the mage's own alignment on 1–50, else 25% each of the other two, cheaper spells likelier (L398-403, MG-5)", () => {
    const placement = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, ...new Array(18).fill(50)];
    const total = (alignment: 'good' | 'neutral' | 'evil'): number => SPELLS_OF[alignment].reduce((sum, s) => sum + s.findWeight, 0);
    // Seat 0 (Aldric, Good): 50 -> Good, weight 0 -> the first Good spell; 51 -> Neutral, the last weight -> the last Neutral spell.
    // Seat 1 (Briony, Evil): 75 -> Good (the first other alignment), 76 -> Neutral (the second).
    const scrolls = [50, 0, 51, total('neutral') - 1, 75, 0, 76, 0];
    const { rng, calls } = recording(primed([...placement, ...scrolls], 5));
    const state = magika.setup(magika.defaultConfig(2), rng);
    expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual([SPELLS_OF.good[0]!.id, SPELLS_OF.neutral.at(-1)!.id]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual([SPELLS_OF.good[0]!.id, SPELLS_OF.neutral[0]!.id]);
    expect(calls.slice(30).map(([min, max]) => [min, max])).toEqual([
      [1, 100],
      [0, total('good') - 1],
      [1, 100],
      [0, total('neutral') - 1],
      [1, 100],
      [0, total('good') - 1],
      [1, 100],
      [0, total('neutral') - 1],
    ]);
    // Cheaper spells weigh more: 120 over the minor cost (MG-5).
    for (const s of SPELLS_OF.good) expect(s.findWeight).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// parseConfig

describe('parseConfig (MG-6, MG-7, MG-56, MG-2)', () => {
  const good = (name: string) => mage(name, 'human', 'good');
  const refused = (input: unknown, rule: string): RuleError => {
    const error = ruleErrorOf(() => magika.parseConfig(input));
    expect(error.code).toBe('BAD_CONFIG');
    expect(error.rule).toBe(rule);
    return error;
  };

  it('refuses 1 and 14 seats, and seats that are not a whole number (MG-6)', () => {
    refused({ players: 1 }, 'MG-6');
    refused({ players: 14 }, 'MG-6');
    refused({ players: 2.5 }, 'MG-6');
    refused({ players: '3' }, 'MG-6');
    refused({}, 'MG-6');
  });

  it('refuses 13 seats without the Ebon Mage: there are at most twelve novices (P-1, MG-6)', () => {
    refused({ players: 13, ebon: false }, 'MG-6');
    expect(magika.parseConfig({ players: 12, ebon: false }).ebon).toBe(false);
    expect(magika.parseConfig({ players: 13 }).ebon).toBe(true);
  });

  it('refuses a race and alignment Figure 1 forbids: a Neutral Elf, an Evil Dwarf, a Good Goblin (L157-158, MG-7)', () => {
    refused({ players: 2, mages: [good('A'), mage('Elf', 'elf', 'neutral')] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), mage('Dwarf', 'dwarf', 'evil')] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), mage('Gob', 'goblin', 'good')] }, 'MG-7');
    // The same races with allowed alignments are fine.
    expect(magika.parseConfig({ players: 3, ebon: false, mages: [mage('Elf', 'elf', 'evil'), mage('Dwarf', 'dwarf', 'neutral'), mage('Gob', 'goblin', 'neutral')] }).mages).toHaveLength(3);
  });

  it('refuses an unknown race, a duplicate name and a bad lean (MG-7)', () => {
    refused({ players: 2, mages: [good('A'), { name: 'Orc', race: 'orc', alignment: 'evil' }] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), { name: 'Proto', race: 'constructor', alignment: 'evil' }] }, 'MG-7');
    refused({ players: 2, mages: [good('Same'), good('Same')] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), { name: 'B', race: 'human', alignment: 'neutral', lean: 0 }] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), { name: 'B', race: 'human', alignment: 'neutral', lean: 5 }] }, 'MG-7');
    refused({ players: 2, mages: [good('A'), { name: 'B', race: 'human', alignment: 'neutral', lean: '1' }] }, 'MG-7');
    refused({ players: 2, mages: [good('A')] }, 'MG-7');
  });

  it('refuses a map of the wrong length or with terrain outside 1–10 (MG-2)', () => {
    refused({ players: 2, map: flatMap(3).slice(1) }, 'MG-2');
    refused({ players: 2, map: [...flatMap(3), 3] }, 'MG-2');
    const zero: number[] = flatMap(3);
    zero[10] = 0;
    refused({ players: 2, map: zero }, 'MG-2');
    const eleven: number[] = flatMap(3);
    eleven[300] = 11;
    refused({ players: 2, map: eleven }, 'MG-2');
    refused({ players: 2, map: 'volcanic' }, 'MG-2');
  });

  it('refuses a turn limit of 0 or 201; 1 and 200 are allowed (MG-56)', () => {
    refused({ players: 2, maxTurns: 0 }, 'MG-56');
    refused({ players: 2, maxTurns: 201 }, 'MG-56');
    refused({ players: 2, maxTurns: 10.5 }, 'MG-56');
    expect(magika.parseConfig({ players: 2, maxTurns: 1 }).maxTurns).toBe(1);
    expect(magika.parseConfig({ players: 2, maxTurns: 200 }).maxTurns).toBe(200);
  });

  it('refuses unknown fields, in the config and in a mage, __proto__ and constructor included', () => {
    refused({ players: 2, seats: 2 }, 'MG-6');
    refused(JSON.parse('{"players":2,"__proto__":{"ebon":true}}'), 'MG-6');
    refused(JSON.parse('{"players":2,"constructor":1}'), 'MG-6');
    refused({ players: 2, mages: [good('A'), { ...good('B'), colour: 'red' }] }, 'MG-7');
    refused(JSON.parse('{"players":2,"mages":[{"name":"A","race":"human","alignment":"good"},{"name":"B","race":"human","alignment":"good","__proto__":{"lean":-1}}]}'), 'MG-7');
    refused(JSON.parse('{"players":2,"mages":[{"name":"A","race":"human","alignment":"good"},{"name":"B","race":"human","alignment":"good","constructor":1}]}'), 'MG-7');
    refused(null, 'MG-6');
    refused([2], 'MG-6');
  });

  it('fills in the defaults: the Ebon Mage from 3 seats, the default novices, lean +1, the default map, 40 turns (MG-6, MG-7, MG-56)', () => {
    expect(magika.parseConfig({ players: 2 })).toEqual({
      players: 2,
      ebon: false,
      mages: [
        { name: 'Aldric', race: 'human', alignment: 'good', lean: 1 },
        { name: 'Briony', race: 'elf', alignment: 'evil', lean: 1 },
      ],
      map: 'default',
      maxTurns: 40,
    } satisfies MagikaConfig);
    const three = magika.parseConfig({ players: 3 });
    expect(three.ebon).toBe(true);
    expect(three.mages.map((m) => m.name)).toEqual(['Aldric', 'Briony', 'The Ebon Mage']);
    expect(three.mages[2]).toEqual({ name: 'The Ebon Mage', race: 'human', alignment: 'neutral', lean: 1 });
    expect(magika.parseConfig({ players: 2, mages: [{ name: 'A', race: 'dwarf', alignment: 'neutral' }, good('B')] }).mages[0]!.lean).toBe(1);
    for (const n of [2, 3, 7, 12, 13]) expect(magika.parseConfig({ players: n })).toEqual(magika.defaultConfig(n));
    expect(magika.defaultConfig(13).mages.filter((m) => m.name !== 'The Ebon Mage').map((m) => m.name[0]).join('')).toBe('ABCDEFGHIJKL');
  });
});

// ---------------------------------------------------------------------------------------------
// Plans

/**
 * Three novices and the Ebon Mage (seat 3). Seat 0, a Good human, carries two scrolls, a donned
 * red cloak, a blue cloak, the Cross and the Helm; seat 2, a Neutral dwarf, carries nothing; the
 * Ebon Mage carries one scroll, a green cloak and the Orb.
 */
function planningState(): MagikaState {
  const state = contest([mage('Good', 'human', 'good'), mage('Evil', 'elf', 'evil'), mage('Neutral', 'dwarf', 'neutral'), mage('Ebon', 'human', 'neutral')], { ebon: true });
  setScrolls(state, 0, ['TelPt', 'Heals']);
  placeCloak(state, cloakOf('red'), 0, true);
  placeCloak(state, cloakOf('blue'), 0);
  placeArtifact(state, 'cross', 0);
  placeArtifact(state, 'helm', 0);
  setScrolls(state, 1, ['Heals']);
  setScrolls(state, 2, []);
  setScrolls(state, 3, ['TelPt']);
  placeCloak(state, cloakOf('green'), 3);
  placeArtifact(state, 'orb', 3);
  return state;
}

/** The Teleport orders of a scroll (MG-38): six jumps of one at the minor level; at the major, one to three any way, or N2, S2. */
const TELEPORTS = (scroll: number): MagikaOrder[] => [
  ...(['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const).map((d) => ({ type: 'cast', scroll, level: 'minor', target: `${d}1` }) as const),
  ...(['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const).flatMap((d) => [1, 2, 3].map((n) => ({ type: 'cast', scroll, level: 'major', target: `${d}${n}` }) as const)),
  { type: 'cast', scroll, level: 'major', target: 'N2' },
  { type: 'cast', scroll, level: 'major', target: 'S2' },
];

/** Every order worth trying: legal or not, well formed. */
function candidateOrders(): MagikaOrder[] {
  const items = ['all', 'scroll-0', 'scroll-1', 'scroll-2', 'scroll-3', ...Array.from({ length: 19 }, (_, i) => `cloak-${i}`), ...ARTIFACT_IDS, 'bogus'];
  const out: MagikaOrder[] = [...BASIC];
  for (const item of items) out.push({ type: 'drop', item });
  for (const item of items) for (let recipient = -1; recipient <= 5; recipient++) out.push({ type: 'give', item, recipient });
  for (const artifact of ARTIFACT_IDS) out.push({ type: 'demand', artifact });
  for (let cloak = 0; cloak <= 19; cloak++) out.push({ type: 'don', cloak });
  for (let scroll = 0; scroll <= 2; scroll++) for (const level of ['minor', 'major'] as const) out.push({ type: 'cast', scroll, level, target: null });
  return out;
}

/** The legal list of `seat` as order keys, checked for duplicates and for the seat and phase fields. */
function legalKeys(state: MagikaState, seat: number): string[] {
  const actions = magika.legalActions(state, seat);
  const phase = state.plans[seat]!.length + 1;
  for (const a of actions) expect([a.player, a.phase]).toEqual([seat, phase]);
  const keys = actions.map(orderKey);
  expect(new Set(keys).size).toBe(keys.length);
  return keys.sort();
}

/** Checks that isLegal says yes to exactly the listed orders, for every candidate order. */
function expectIsLegalAgrees(state: MagikaState, seat: number): void {
  const listed = new Set(legalKeys(state, seat));
  const phase = state.plans[seat]!.length + 1;
  for (const order of candidateOrders()) {
    const action = { ...order, player: seat, phase } as MagikaAction;
    expect([orderKey(order), magika.isLegal(state, action)]).toEqual([orderKey(order), listed.has(orderKey(order))]);
    // The wrong phase is never legal.
    expect(magika.isLegal(state, { ...order, player: seat, phase: phase === 5 ? 1 : phase + 1 } as MagikaAction)).toBe(false);
  }
}

describe('Who writes orders, and for which phase (TU-1; MG-8)', () => {
  it('every seat is an actor until its fifth order sends its plan', () => {
    const state = planningState();
    expect(magika.actors(state)).toEqual([0, 1, 2, 3]);
    for (let k = 0; k < 4; k++) magika.apply(state, act(state, 0, REST), createRng(1));
    expect(magika.actors(state)).toEqual([0, 1, 2, 3]);
    expect(state.events).toEqual([{ type: 'ordered', audience: [0], player: 0, phase: 4, order: REST }]);
    magika.apply(state, act(state, 0, REST), createRng(1));
    expect(state.events.map((e) => e.type)).toEqual(['ordered', 'planSent']);
    expect(state.events[1]).toEqual({ type: 'planSent', audience: null, player: 0 });
    expect(magika.actors(state)).toEqual([1, 2, 3]);
    expect(state.plans[0]).toEqual(new Array(5).fill(REST));
  });

  it('a seat whose plan is sent, or a seat not in the game, gets NOT_YOUR_TURN', () => {
    const state = planningState();
    for (let k = 0; k < 5; k++) magika.apply(state, act(state, 0, REST), createRng(1));
    const sent = ruleErrorOf(() => magika.reduce(state, { type: 'rest', player: 0, phase: 5 }, createRng(1)));
    expect(sent.code).toBe('NOT_YOUR_TURN');
    expect(ruleErrorOf(() => magika.apply(state, { type: 'rest', player: 0, phase: 1 }, createRng(1))).code).toBe('NOT_YOUR_TURN');
    expect(ruleErrorOf(() => magika.reduce(state, { type: 'rest', player: 7, phase: 1 }, createRng(1))).code).toBe('NOT_YOUR_TURN');
    expect(magika.legalActions(state, 0)).toEqual([]);
  });

  it('the phase field must be the next phase of the seat\'s plan', () => {
    const state = planningState();
    const early = ruleErrorOf(() => magika.reduce(state, { type: 'rest', player: 1, phase: 2 }, createRng(1)));
    expect([early.code, early.rule]).toEqual(['ILLEGAL_ACTION', 'MG-8']);
    magika.apply(state, act(state, 1, REST), createRng(1));
    const again = ruleErrorOf(() => magika.reduce(state, { type: 'rest', player: 1, phase: 1 }, createRng(1)));
    expect([again.code, again.rule]).toEqual(['ILLEGAL_ACTION', 'MG-8']);
    expect(magika.isLegal(state, { type: 'rest', player: 1, phase: 2 })).toBe(true);
    expect(magika.isLegal(state, { type: 'rest', player: 1, phase: 3 })).toBe(false);
  });

  it('once the last plan is sent the turn resolves in that same action and a new turn starts (MG-8, TU-3)', () => {
    const state = planningState();
    // Everyone rests but the Ebon Mage, who must move (XIV rule 10): no die is rolled.
    for (const seat of [0, 1, 2]) for (let k = 0; k < 5; k++) magika.apply(state, act(state, seat, REST), createRng(1));
    for (let k = 0; k < 4; k++) magika.apply(state, act(state, 3, REST), createRng(1));
    expect(state.turn).toBe(1);
    const before = JSON.stringify(state);
    const next = magika.reduce(state, act(state, 3, NE), createRng(1));
    expect(JSON.stringify(state)).toBe(before);
    expect(next.turn).toBe(2);
    expect(next.plans).toEqual([[], [], [], []]);
    expect(magika.actors(next)).toEqual([0, 1, 2, 3]);
    const types = next.events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['ordered', 'planSent']);
    expect(types.filter((t) => t === 'phaseStarted')).toHaveLength(5);
    expect(next.events.filter((e) => e.type === 'reported').map((e) => (e as { report: { turn: number } }).report.turn)).toEqual([1, 1, 1, 1]);
    expect(next.events.at(-1)).toEqual({ type: 'turnStarted', audience: null, turn: 2 });
    expect(hexLabel(next.mages[3]!.hex)).toBe('x13');
    expect(next.mages.every((m) => m.moves === 0 && m.rests === 0)).toBe(true);
  });
});

describe('The legal orders (TU-2; MG-8, MG-21, MG-22, MG-24, MG-52)', () => {
  it('a Good novice with two scrolls, a donned and a carried cloak, the Cross and the Helm has exactly these 71 orders', () => {
    const state = planningState();
    const items = ['scroll-0', 'scroll-1', 'cloak-0', 'cloak-3', 'cross', 'helm'];
    const expected: MagikaOrder[] = [
      ...BASIC,
      ...items.map((item) => ({ type: 'drop', item }) as const),
      { type: 'drop', item: 'all' },
      ...items.flatMap((item) => [1, 2, 3].map((recipient) => ({ type: 'give', item, recipient }) as const)),
      // Not the Orb or the Scepter (another alignment's), nor what it holds (L281-282).
      ...(['crown', 'ankh', 'lamp', 'pendant', 'medallion', 'candle', 'tome', 'rod'] as const).map((artifact) => ({ type: 'demand', artifact }) as const),
      // Only the cloak it does not wear.
      { type: 'don', cloak: cloakOf('blue') },
      // Its Teleport (scroll 0): a hex any way, or at the major level up to three, or two north or south (MG-38).
      ...TELEPORTS(0),
      // Its Heals (scroll 1), at both levels: 8 and 24 Arcania, within its 50.
      { type: 'cast', scroll: 1, level: 'minor', target: null },
      { type: 'cast', scroll: 1, level: 'major', target: null },
    ];
    expect(expected).toHaveLength(9 + 7 + 18 + 8 + 1 + 26 + 2);
    expect(legalKeys(state, 0)).toEqual(expected.map(orderKey).sort());
    expectIsLegalAgrees(state, 0);
  });

  it('a Neutral novice with nothing has the basic orders and demands of the Orb and the nine other artifacts', () => {
    const state = planningState();
    const expected: MagikaOrder[] = [...BASIC, ...ARTIFACT_IDS.filter((a) => a !== 'crown' && a !== 'scepter').map((artifact) => ({ type: 'demand', artifact }) as const)];
    expect(legalKeys(state, 2)).toEqual(expected.map(orderKey).sort());
    expect(expected).toHaveLength(19);
    expectIsLegalAgrees(state, 2);
  });

  it("'drop all' is only for a mage carrying two items or more (MG-21)", () => {
    const state = planningState();
    // Seat 1 carries one scroll: it may drop it, not 'all'.
    const drops = magika.legalActions(state, 1).filter((a) => a.type === 'drop');
    expect(drops.map((a) => orderKey(a))).toEqual([orderKey({ type: 'drop', item: 'scroll-0' })]);
    const all = ruleErrorOf(() => magika.reduce(state, { type: 'drop', item: 'all', player: 1, phase: 1 }, createRng(1)));
    expect([all.code, all.rule]).toEqual(['ILLEGAL_ACTION', 'MG-21']);
    expectIsLegalAgrees(state, 1);
  });

  it('an order naming an item the mage does not hold, or a gift to itself, is refused when written (MG-8, MG-22)', () => {
    const state = planningState();
    const notHeld = ruleErrorOf(() => magika.reduce(state, { type: 'give', item: 'crown', recipient: 1, player: 0, phase: 1 }, createRng(1)));
    expect([notHeld.code, notHeld.rule]).toEqual(['ILLEGAL_ACTION', 'MG-8']);
    const self = ruleErrorOf(() => magika.reduce(state, { type: 'give', item: 'cross', recipient: 0, player: 0, phase: 1 }, createRng(1)));
    expect([self.code, self.rule]).toEqual(['ILLEGAL_ACTION', 'MG-22']);
    const other = ruleErrorOf(() => magika.reduce(state, { type: 'demand', artifact: 'scepter', player: 0, phase: 1 }, createRng(1)));
    expect([other.code, other.rule]).toEqual(['ILLEGAL_ACTION', 'MG-24']);
  });

  it('the Ebon Mage may demand any artifact he does not hold, never dons, and demands at most twice a turn (XIV rules 7-9, MG-52)', () => {
    const state = planningState();
    const items = ['scroll-0', `cloak-${cloakOf('green')}`, 'orb'];
    const expected: MagikaOrder[] = [
      ...BASIC,
      ...items.map((item) => ({ type: 'drop', item }) as const),
      { type: 'drop', item: 'all' },
      ...items.flatMap((item) => [0, 1, 2].map((recipient) => ({ type: 'give', item, recipient }) as const)),
      ...ARTIFACT_IDS.filter((a) => a !== 'orb').map((artifact) => ({ type: 'demand', artifact }) as const),
      ...TELEPORTS(0),
    ];
    expect(legalKeys(state, 3)).toEqual(expected.map(orderKey).sort());
    expectIsLegalAgrees(state, 3);
    const don = ruleErrorOf(() => magika.reduce(state, { type: 'don', cloak: cloakOf('green'), player: 3, phase: 1 }, createRng(1)));
    expect([don.code, don.rule]).toEqual(['ILLEGAL_ACTION', 'MG-52']);

    magika.apply(state, act(state, 3, { type: 'demand', artifact: 'crown' }), createRng(1));
    expect(magika.legalActions(state, 3).filter((a) => a.type === 'demand')).toHaveLength(11);
    magika.apply(state, act(state, 3, { type: 'demand', artifact: 'scepter' }), createRng(1));
    expect(magika.legalActions(state, 3).filter((a) => a.type === 'demand')).toEqual([]);
    const third = ruleErrorOf(() => magika.reduce(state, act(state, 3, { type: 'demand', artifact: 'rod' }), createRng(1)));
    expect([third.code, third.rule]).toEqual(['ILLEGAL_ACTION', 'MG-52']);
    // What his demands may bring him he may give or drop from the next phase on (MG-8).
    const won = (['crown', 'scepter'] as const).flatMap((item) => [{ type: 'drop', item } as const, ...[0, 1, 2].map((recipient) => ({ type: 'give', item, recipient }) as const)]);
    expect(legalKeys(state, 3)).toEqual([...expected.filter((o) => o.type !== 'demand'), ...won].map(orderKey).sort());
    expectIsLegalAgrees(state, 3);
  });

  it("the Ebon Mage's fifth order must be a move when none of the first four was (XIV rule 10, MG-52)", () => {
    const state = planningState();
    for (let k = 0; k < 4; k++) magika.apply(state, act(state, 3, { type: 'search' }), createRng(1));
    // A move, or his Teleport ("must move (or teleport) once each turn", L354).
    expect(legalKeys(state, 3)).toEqual([...MOVES, ...TELEPORTS(0)].map(orderKey).sort());
    expectIsLegalAgrees(state, 3);
    const rest = ruleErrorOf(() => magika.reduce(state, act(state, 3, REST), createRng(1)));
    expect([rest.code, rest.rule]).toEqual(['ILLEGAL_ACTION', 'MG-52']);

    // With a move among the first four, the fifth is free.
    const moved = planningState();
    for (const order of [REST, NE, REST, REST]) magika.apply(moved, act(moved, 3, order), createRng(1));
    expect(legalKeys(moved, 3)).toContain(orderKey(REST));
    expect(legalKeys(moved, 3)).toHaveLength(9 + 4 + 9 + 11 + 26);
    expectIsLegalAgrees(moved, 3);
  });

  it("a novice's fifth order is not held to a move", () => {
    const state = planningState();
    for (let k = 0; k < 4; k++) magika.apply(state, act(state, 2, REST), createRng(1));
    expect(legalKeys(state, 2)).toHaveLength(19);
  });

  it('a Cast order must name a scroll held and a target its spell takes; the Arcania and the gates are judged when it is read (MG-8, MG-28, MG-33)', () => {
    const state = planningState();
    const cast = (seat: number, scroll: number, level: 'minor' | 'major', target: string | null): RuleError =>
      ruleErrorOf(() => magika.reduce(state, { type: 'cast', scroll, level, target, player: seat, phase: 1 }, createRng(1)));
    expect(cast(0, 9, 'minor', null).rule).toBe('MG-8');
    expect(cast(0, 0, 'minor', 'NE2').rule).toBe('MG-33');
    expect(cast(0, 0, 'minor', null).rule).toBe('MG-33');
    expect(cast(0, 1, 'minor', 'A').rule).toBe('MG-33');
    // Too little Arcania, or an aptitude the gates bar, is no reason to refuse the order (L160-162, L173).
    state.mages[0]!.arcania = 7;
    expect(magika.isLegal(state, { type: 'cast', scroll: 1, level: 'major', target: null, player: 0, phase: 1 })).toBe(true);
    // An Evil elf at +10 aptitude (above 0: Evil spells only) may write Heals: it fails when read unless the gates are lifted by then.
    state.mages[1]!.aptitude = 10;
    expect(magika.isLegal(state, { type: 'cast', scroll: 0, level: 'minor', target: null, player: 1, phase: 1 })).toBe(true);
    expect(magika.legalActions(state, 1).filter((a) => a.type === 'cast')).toHaveLength(2);
    expect(state.plans[0]).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// parseAction

describe('parseAction (MALFORMED_ACTION)', () => {
  const malformed = (input: unknown): void => {
    expect(ruleErrorOf(() => magika.parseAction(input)).code).toBe('MALFORMED_ACTION');
  };

  it('gives back every well-formed action with the same fields', () => {
    const actions: MagikaAction[] = [
      { type: 'move', direction: 'SW', player: 0, phase: 1 },
      { type: 'rest', player: 12, phase: 5 },
      { type: 'search', player: 3, phase: 2 },
      { type: 'meditate', player: 4, phase: 3 },
      { type: 'drop', item: 'all', player: 1, phase: 4 },
      { type: 'drop', item: 'scroll-2', player: 1, phase: 4 },
      { type: 'give', item: 'cloak-7', recipient: 2, player: 1, phase: 1 },
      { type: 'give', item: 'crown', recipient: 0, player: 1, phase: 1 },
      { type: 'demand', artifact: 'medallion', player: 5, phase: 2 },
      { type: 'don', cloak: 17, player: 6, phase: 3 },
      { type: 'cast', scroll: 1, level: 'major', target: 'red', player: 7, phase: 4 },
      { type: 'cast', scroll: 0, level: 'minor', target: null, player: 7, phase: 5 },
    ];
    for (const action of actions) expect(magika.parseAction(JSON.parse(JSON.stringify(action)))).toEqual(action);
  });

  it('refuses missing fields and extra fields', () => {
    malformed({ type: 'move', player: 0, phase: 1 });
    malformed({ type: 'give', item: 'crown', player: 0, phase: 1 });
    malformed({ type: 'cast', scroll: 0, level: 'minor', player: 0, phase: 1 });
    malformed({ type: 'rest', phase: 1 });
    malformed({ type: 'rest', player: 0 });
    malformed({ player: 0, phase: 1 });
    malformed({ type: 'rest', player: 0, phase: 1, direction: 'NE' });
    malformed({ type: 'move', direction: 'NE', player: 0, phase: 1, hex: 'a1' });
    malformed({ type: 'demand', artifact: 'crown', recipient: 1, player: 0, phase: 1 });
  });

  it('refuses a bad direction, a bad phase or seat, an unknown order type or artifact', () => {
    malformed({ type: 'move', direction: 'N', player: 0, phase: 1 });
    malformed({ type: 'move', direction: 'ne', player: 0, phase: 1 });
    malformed({ type: 'rest', player: 0, phase: 0 });
    malformed({ type: 'rest', player: 0, phase: 6 });
    malformed({ type: 'rest', player: 0, phase: 1.5 });
    malformed({ type: 'rest', player: -1, phase: 1 });
    malformed({ type: 'rest', player: 13, phase: 1 });
    malformed({ type: 'rest', player: '0', phase: 1 });
    malformed({ type: 'attack', player: 0, phase: 1 });
    malformed({ type: 'demand', artifact: 'globe', player: 0, phase: 1 });
    malformed({ type: 'cast', scroll: 0, level: 'huge', target: null, player: 0, phase: 1 });
  });

  it('refuses input that is not an object', () => {
    for (const input of [null, undefined, 'rest', 42, [], [{ type: 'rest', player: 0, phase: 1 }], true]) malformed(input);
  });

  it('refuses __proto__ and constructor keys', () => {
    malformed(JSON.parse('{"type":"rest","player":0,"phase":1,"__proto__":{"x":1}}'));
    malformed(JSON.parse('{"type":"move","direction":"NE","player":0,"phase":1,"constructor":1}'));
    malformed(JSON.parse('{"type":"__proto__","player":0,"phase":1}'));
    malformed(JSON.parse('{"type":"constructor","player":0,"phase":1}'));
  });
});

// ---------------------------------------------------------------------------------------------
// parseState

describe('parseState (BAD_STATE)', () => {
  /** A real state mid-plan: 3 novices and the Ebon Mage (seat 3) on the default map, seat 0 two orders in. */
  function realState(): MagikaState {
    const state = magika.clone(setupDefault(4, 11));
    magika.apply(state, act(state, 0, { type: 'give', item: 'scroll-0', recipient: 1 }), createRng(1));
    magika.apply(state, act(state, 0, NE), createRng(1));
    magika.apply(state, act(state, 3, { type: 'demand', artifact: 'crown' }), createRng(1));
    return state;
  }
  const json = (state: MagikaState): MagikaState => JSON.parse(JSON.stringify(state)) as MagikaState;
  /** The real state, through JSON, with `mutate` applied. */
  const broken = (mutate: (s: MagikaState) => void): MagikaState => {
    const s = json(realState());
    mutate(s);
    return s;
  };
  const refused = (input: unknown, why: RegExp): void => {
    const error = ruleErrorOf(() => magika.parseState(input));
    expect(error.code).toBe('BAD_STATE');
    expect(error.message).toMatch(why);
  };

  it('a real state round-trips through JSON, mid-plan and after a turn', () => {
    const state = realState();
    expect(magika.parseState(json(state))).toEqual(state);
    const later = magika.clone(setupDefault(4, 11));
    playTurn(later, { 3: [NE] }, createRng(9));
    expect(later.turn).toBe(2);
    expect(magika.parseState(json(later))).toEqual(later);
  });

  it('refuses an artifact both held and lying in a hex, or neither (invariant 1)', () => {
    refused(
      broken((s) => {
        s.artifacts[0] = { hex: 5, holder: 0 };
      }),
      /artifacts\[0\].*exactly one/,
    );
    refused(
      broken((s) => {
        s.artifacts[4] = { hex: null, holder: null };
      }),
      /artifacts\[4\].*exactly one/,
    );
  });

  it('refuses a cloak carried by a seat that is not in the game', () => {
    refused(
      broken((s) => {
        s.cloaks[0] = { ...s.cloaks[0]!, hex: null, holder: 9 };
      }),
      /cloaks\[0\]\.holder.*no such seat/,
    );
  });

  it('refuses three cloaks on one mage (MG-21)', () => {
    refused(
      broken((s) => {
        for (const i of [0, 4, 8]) s.cloaks[i] = { ...s.cloaks[i]!, hex: null, holder: 1 };
      }),
      /mages\[1\].*more than two cloaks/,
    );
  });

  it('refuses a donned cloak the mage does not carry', () => {
    refused(
      broken((s) => {
        s.mages[0]!.donned = 5;
      }),
      /mages\[0\]\.donned.*not one it carries/,
    );
  });

  it('refuses four mages in one hex (VIII Occupation)', () => {
    refused(
      broken((s) => {
        for (const m of s.mages) m.hex = at('p8');
      }),
      /4 mages share hex/,
    );
  });

  it('refuses a novice on the Goal Square while the game goes on; the Ebon Mage may stand there (MG-19, EB-2)', () => {
    refused(
      broken((s) => {
        s.mages[1]!.hex = 0;
      }),
      /mages\[1\]\.hex.*Goal Square/,
    );
    const ebonThere = broken((s) => {
      s.mages[3]!.hex = 0;
    });
    expect(magika.parseState(ebonThere).mages[3]!.hex).toBe(0);
  });

  it('refuses a plan holding a Cast order the mage could not have written (MG-33)', () => {
    refused(
      broken((s) => {
        s.plans[1] = [{ type: 'cast', scroll: 0, level: 'minor', target: 'Z' }];
      }),
      /plans\[1\]\[0\]/,
    );
  });

  it('refuses a plan holding an order the mage could not have written', () => {
    refused(
      broken((s) => {
        s.plans[1] = [REST, { type: 'give', item: 'crown', recipient: 0 }];
      }),
      /plans\[1\]\[1\].*does not hold crown/,
    );
    // A third demand by the Ebon Mage, and a rest where his fifth order must be a move.
    refused(
      broken((s) => {
        s.plans[3] = [
          { type: 'demand', artifact: 'crown' },
          { type: 'demand', artifact: 'orb' },
          { type: 'demand', artifact: 'rod' },
        ];
      }),
      /plans\[3\]\[2\].*MG-52/,
    );
    refused(
      broken((s) => {
        s.plans[3] = [REST, REST, REST, REST, REST];
      }),
      /plans\[3\]\[4\].*MG-52/,
    );
  });

  it('refuses a state whose every plan is sent while the game is not over', () => {
    refused(
      broken((s) => {
        s.plans = [
          [NE, REST, REST, REST, REST],
          [REST, REST, REST, REST, REST],
          [REST, REST, REST, REST, REST],
          [REST, REST, REST, REST, NE],
        ];
      }),
      /plans.*every plan is sent/,
    );
  });

  it('refuses the Ebon Mage with a Spell Skill other than 100 (XIV rule 1)', () => {
    for (const skill of [99, 101, 70]) {
      refused(
        broken((s) => {
          s.mages[3]!.skill = skill;
        }),
        /mages\[3\]\.skill/,
      );
    }
    // A novice's skill may be anything in range.
    expect(
      magika.parseState(
        broken((s) => {
          s.mages[0]!.skill = 99;
        }),
      ).mages[0]!.skill,
    ).toBe(99);
  });
});
