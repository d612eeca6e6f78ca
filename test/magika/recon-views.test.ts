/**
 * Reconnaissance, turn reports and views (XIII Reconnaissance L316-337, XIX Turn Reports L583-597;
 * MG-47…MG-51, MG-60; DESIGN §6):
 * - the ring table (RC-2): what rings 3, 2, 1 and 0 show of an ordinary mage, of the Ebon Mage,
 *   and of artifacts lying on the ground;
 * - strength and serenity levels at every boundary, for every race's maximum (RC-3, MG-47);
 * - teammates' merged recon maps and item lists, cloak knowledge, alignment attunement, the racial
 *   bearing and the Standings (RC-4, AR-3, AR-4, L349, MG-49, MG-51), and the history kept in a
 *   seat's knowledge (MG-48);
 * - hidden information: a seat's view and legal actions do not change with what it cannot see
 *   (checked against in-range controls that do change it), event filtering, `sampleHidden`, and
 *   the full disclosure once the game is over.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { magika, type MagikaMageConfig, type MagikaOrder, type MagikaSeenMage, type MagikaState } from '../../src/games/magika/index.js';
import { artifactIndex } from '../../src/games/magika/content/artifacts.js';
import { serenityLevel, strengthLevel } from '../../src/games/magika/rules/recon.js';
import { scoreAll } from '../../src/games/magika/rules/vp.js';
import { at, cloakOf, contest, flatMap, mage, placeArtifact, placeCloak, playTurn, put, refreshReports, setScrolls } from './harness.js';

const move = (direction: 'NE' | 'NW' | 'E' | 'W' | 'SE' | 'SW'): MagikaOrder => ({ type: 'move', direction });

/** The recon cell of `label` in seat's current report, or undefined when the hex is out of sight. */
function cell(state: MagikaState, seat: number, label: string) {
  return state.reports[seat]!.sight.find((c) => c.hex === at(label));
}

/** What seat's report shows of mage `other`, wherever it stands, or undefined when it is not listed. */
function seenOf(state: MagikaState, seat: number, other: number): MagikaSeenMage | undefined {
  for (const c of state.reports[seat]!.sight) for (const m of c.mages) if (m.seat === other) return m;
  return undefined;
}

const NOTHING = { team: null, race: null, alignment: null, artifacts: null, items: null, scrolls: null, strength: null, serenity: null } as const;

// ---------------------------------------------------------------------------------------------
// 1. The ring table

describe('The ring table: an ordinary mage (RC-2, L322-328, MG-47)', () => {
  /**
   * Viewer: a Good human at p8. Subject: an Evil goblin wearing blue and carrying a red cloak,
   * two scrolls, the Scepter (alignment), the Pendant (racial) and the Candle (ability): 7 items.
   * Endurance 20 of 110 is Weak; Arcania 95 of 95 is Intense.
   */
  function ringScene(label: string): MagikaState {
    const state = contest([mage('Vera', 'human', 'good'), mage('Grusk', 'goblin', 'evil'), mage('Far', 'halfling', 'neutral')]);
    put(state, 0, 'p8');
    put(state, 1, label, { endurance: 20, arcania: 95 });
    put(state, 2, 'z20');
    setScrolls(state, 1, ['SpAid', 'Chaos']);
    placeCloak(state, cloakOf('blue'), 1, true);
    placeCloak(state, cloakOf('red'), 1);
    placeArtifact(state, 'scepter', 1);
    placeArtifact(state, 'pendant', 1);
    placeArtifact(state, 'candle', 1);
    refreshReports(state);
    return state;
  }

  it('ring 3: the mage is not listed; the hex shows only that it is occupied (L322-323)', () => {
    const state = ringScene('p11');
    expect(cell(state, 0, 'p11')).toMatchObject({ ring: 3, occupied: true, mages: [] });
    expect(seenOf(state, 0, 1)).toBeUndefined();
    // An empty ring-3 hex is not occupied.
    expect(cell(state, 0, 'p5')).toMatchObject({ ring: 3, occupied: false, mages: [] });
  });

  it('ring 2: the seat (name and letter) and the colour of cloak worn, nothing more (L323-324)', () => {
    const state = ringScene('p10');
    expect(cell(state, 0, 'p10')).toMatchObject({ ring: 2, occupied: true });
    expect(seenOf(state, 0, 1)).toEqual({ ...NOTHING, seat: 1, ring: 2, team: 'blue' });
  });

  it('ring 1: adds the race and the alignment artifacts carried, not the others (L325-326)', () => {
    const state = ringScene('p9');
    expect(seenOf(state, 0, 1)).toEqual({ ...NOTHING, seat: 1, ring: 1, team: 'blue', race: 'goblin', artifacts: ['scepter'] });
  });

  it('ring 0: adds the alignment, every artifact, the number of items, strength and serenity; never the scrolls (L327-329)', () => {
    const state = ringScene('p8');
    expect(seenOf(state, 0, 1)).toEqual({
      seat: 1,
      ring: 0,
      team: 'blue',
      race: 'goblin',
      alignment: 'evil',
      artifacts: ['scepter', 'pendant', 'candle'],
      items: 7,
      scrolls: null,
      strength: 'weak',
      serenity: 'intense',
    });
    // The seat itself is never among the mages of its own hex.
    expect(cell(state, 0, 'p8')!.mages.map((m) => m.seat)).toEqual([1]);
  });

  it('a mage four hexes away is out of sight altogether (L319-321)', () => {
    const state = ringScene('p12');
    expect(cell(state, 0, 'p12')).toBeUndefined();
    expect(seenOf(state, 0, 1)).toBeUndefined();
  });

  it('a Black mage shows team "black" from ring 2', () => {
    const state = ringScene('p10');
    state.mages[1]!.donned = null;
    refreshReports(state);
    expect(seenOf(state, 0, 1)).toEqual({ ...NOTHING, seat: 1, ring: 2, team: 'black' });
  });

  it('the view carries the same report as the state', () => {
    const state = ringScene('p9');
    expect(magika.view(state, 0).report).toEqual(state.reports[0]);
    expect(magika.view(state, 0).report!.sight.find((c) => c.hex === at('p9'))!.mages[0]).toMatchObject({ race: 'goblin' });
  });
});

describe('The ring table: the Ebon Mage (RC-2, L323-327, MG-52)', () => {
  /** Viewer: a Good human at p8. The Ebon Mage: a Neutral human, Endurance 50/100 (Healthy), Arcania 80/100 (Intense), two scrolls, the Crown and the Helm. */
  function ebonScene(label: string): MagikaState {
    const state = contest([mage('Vera', 'human', 'good'), mage('Far', 'dwarf', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'p8');
    put(state, 1, 'z20');
    put(state, 2, label, { endurance: 50, arcania: 80 });
    setScrolls(state, 2, ['TelPt', 'KnArt']);
    placeArtifact(state, 'crown', 2);
    placeArtifact(state, 'helm', 2);
    refreshReports(state);
    return state;
  }

  it('ring 3: the Ebon Mage is listed, by identity only (L323)', () => {
    const state = ebonScene('p11');
    expect(cell(state, 0, 'p11')).toMatchObject({ ring: 3, occupied: true });
    expect(seenOf(state, 0, 2)).toEqual({ ...NOTHING, seat: 2, ring: 3 });
  });

  it('ring 2: adds his race, every artifact he carries and his number of items (L324-325)', () => {
    const state = ebonScene('p10');
    expect(seenOf(state, 0, 2)).toEqual({ ...NOTHING, seat: 2, ring: 2, team: 'black', race: 'human', artifacts: ['crown', 'helm'], items: 4 });
  });

  it("ring 1: adds his alignment, his scrolls' spells, strength and serenity (L326-327)", () => {
    const state = ebonScene('p9');
    expect(seenOf(state, 0, 2)).toEqual({
      seat: 2,
      ring: 1,
      team: 'black',
      race: 'human',
      alignment: 'neutral',
      artifacts: ['crown', 'helm'],
      items: 4,
      scrolls: ['TelPt', 'KnArt'],
      strength: 'healthy',
      serenity: 'intense',
    });
  });

  it('ring 0 shows him as ring 1 does: nothing of him is hidden any nearer', () => {
    const state = ebonScene('p8');
    expect(seenOf(state, 0, 2)).toMatchObject({ ring: 0, alignment: 'neutral', scrolls: ['TelPt', 'KnArt'], items: 4, strength: 'healthy', serenity: 'intense' });
  });

  it('at ring 3 a hex holding the Ebon Mage and a novice lists the Ebon Mage alone (the others\' number is not given, L323)', () => {
    const state = ebonScene('p11');
    put(state, 1, 'p11');
    refreshReports(state);
    expect(cell(state, 0, 'p11')!.mages.map((m) => m.seat)).toEqual([2]);
    expect(cell(state, 0, 'p11')!.occupied).toBe(true);
  });

  it('four hexes away even the Ebon Mage is out of sight', () => {
    const state = ebonScene('p12');
    expect(seenOf(state, 0, 2)).toBeUndefined();
  });
});

describe('Artifacts lying on the ground (RC-2, MG-47)', () => {
  function groundScene(): MagikaState {
    const state = contest([mage('Vera', 'human', 'good'), mage('Far', 'dwarf', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z20');
    placeArtifact(state, 'orb', 's8'); // alignment, ring 3
    placeArtifact(state, 'cross', 'p5'); // racial, ring 3
    placeArtifact(state, 'lamp', 'p10'); // racial, ring 2
    placeArtifact(state, 'tome', 'n8'); // ability, ring 2
    placeArtifact(state, 'helm', 'o8'); // ability, ring 1
    placeArtifact(state, 'rod', 'p8'); // ability, ring 0
    placeArtifact(state, 'scepter', 't8'); // alignment, ring 4
    refreshReports(state);
    return state;
  }

  it('alignment artifacts are seen from ring 3, racial ones from ring 2, ability ones from ring 1 (L322-326)', () => {
    const state = groundScene();
    expect(cell(state, 0, 's8')).toMatchObject({ ring: 3, artifacts: ['orb'] });
    expect(cell(state, 0, 'p5')).toMatchObject({ ring: 3, artifacts: [] });
    expect(cell(state, 0, 'p10')).toMatchObject({ ring: 2, artifacts: ['lamp'] });
    expect(cell(state, 0, 'n8')).toMatchObject({ ring: 2, artifacts: [] });
    expect(cell(state, 0, 'o8')).toMatchObject({ ring: 1, artifacts: ['helm'] });
    expect(cell(state, 0, 'p8')).toMatchObject({ ring: 0, artifacts: ['rod'] });
    expect(cell(state, 0, 't8')).toBeUndefined();
  });

  it('what was seen lying there goes into the seat\'s knowledge, with the hex and turn (MG-48)', () => {
    const state = groundScene();
    const known = state.knowledge[0]!.artifacts;
    expect(known[artifactIndex('lamp')]).toEqual({ turn: 0, hex: at('p10'), holder: null });
    expect(known[artifactIndex('orb')]).toEqual({ turn: 0, hex: at('s8'), holder: null });
    expect(known[artifactIndex('rod')]).toEqual({ turn: 0, hex: at('p8'), holder: null });
  });

  it('cloaks lying in the hex are never shown (MG-4)', () => {
    const state = groundScene();
    placeCloak(state, cloakOf('green'), 'p8');
    refreshReports(state);
    expect(JSON.stringify(state.reports[0]!.sight)).not.toMatch(/green|cloak/);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Strength and serenity levels

describe('Strength and serenity levels at every boundary (RC-3, L329-333, MG-47)', () => {
  // For each maximum: the last Weak/Sapped value (just under max/3), the first Healthy/Fair (max/3 or
  // just over), the last Healthy/Fair (just under 2max/3) and the first Robust/Intense.
  const table = [
    { max: 90, lastLow: 29, firstMid: 30, lastMid: 59, firstHigh: 60 },
    { max: 95, lastLow: 31, firstMid: 32, lastMid: 63, firstHigh: 64 },
    { max: 100, lastLow: 33, firstMid: 34, lastMid: 66, firstHigh: 67 },
    { max: 105, lastLow: 34, firstMid: 35, lastMid: 69, firstHigh: 70 },
    { max: 110, lastLow: 36, firstMid: 37, lastMid: 73, firstHigh: 74 },
  ];

  for (const { max, lastLow, firstMid, lastMid, firstHigh } of table) {
    it(`strength with a maximum of ${max}: 0 unconscious, 1–9 exhausted, 10–${lastLow} weak, ${firstMid}–${lastMid} healthy, ${firstHigh}–${max} robust`, () => {
      const expected: [number, string][] = [
        [0, 'unconscious'],
        [1, 'exhausted'],
        [9, 'exhausted'],
        [10, 'weak'],
        [lastLow, 'weak'],
        [firstMid, 'healthy'],
        [lastMid, 'healthy'],
        [firstHigh, 'robust'],
        [max, 'robust'],
      ];
      expect(expected.map(([e]) => [e, strengthLevel(e, max)])).toEqual(expected);
    });

    it(`serenity with a maximum of ${max}: 0–9 spent, 10–${lastLow} sapped, ${firstMid}–${lastMid} fair, ${firstHigh}–${max} intense`, () => {
      const expected: [number, string][] = [
        [0, 'spent'],
        [9, 'spent'],
        [10, 'sapped'],
        [lastLow, 'sapped'],
        [firstMid, 'fair'],
        [lastMid, 'fair'],
        [firstHigh, 'intense'],
        [max, 'intense'],
      ];
      expect(expected.map(([a]) => [a, serenityLevel(a, max)])).toEqual(expected);
    });
  }

  it('every value of every maximum falls in the band MG-47 gives it (t = max/3, T = 2max/3)', () => {
    for (const max of [90, 95, 100, 105, 110]) {
      for (let v = 0; v <= max; v++) {
        const s = v === 0 ? 'unconscious' : v < 10 ? 'exhausted' : v * 3 < max ? 'weak' : v * 3 < 2 * max ? 'healthy' : 'robust';
        const r = v < 10 ? 'spent' : v * 3 < max ? 'sapped' : v * 3 < 2 * max ? 'fair' : 'intense';
        expect([max, v, strengthLevel(v, max), serenityLevel(v, max)]).toEqual([max, v, s, r]);
      }
    }
  });

  it('the report shows the level of a mage at ring 0 from its own race maximum: an Elf at 31/95 is weak, a Dwarf at 35/110 is weak, a Human at 34/100 healthy', () => {
    const state = contest([mage('Vera', 'human', 'good'), mage('Elda', 'elf', 'good'), mage('Dain', 'dwarf', 'good'), mage('Hugh', 'human', 'evil')]);
    put(state, 0, 'p8');
    put(state, 1, 'p8', { endurance: 31, arcania: 35 });
    put(state, 2, 'p8', { endurance: 35, arcania: 64 });
    put(state, 3, 'o8', { endurance: 34 });
    refreshReports(state);
    expect(seenOf(state, 0, 1)).toMatchObject({ ring: 0, strength: 'weak', serenity: 'fair' });
    expect(seenOf(state, 0, 2)).toMatchObject({ ring: 0, strength: 'weak', serenity: 'intense' });
    // At ring 1 levels are not shown for an ordinary mage.
    expect(seenOf(state, 0, 3)).toMatchObject({ ring: 1, strength: null, serenity: null });
    // Moved onto the viewer's hex, the human shows its level.
    put(state, 2, 'z20');
    put(state, 3, 'p8');
    refreshReports(state);
    expect(seenOf(state, 0, 3)).toMatchObject({ ring: 0, strength: 'healthy', serenity: 'fair' });
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Teammates, cloak knowledge, attunement, racial bearing, Standings, knowledge

/**
 * Seats 0 and 1 wear red, five hexes apart (p8 and p13). Seat 2, an Evil goblin holding the
 * Scepter and the Helm, stands next to seat 1 (p14), out of seat 0's own sight. Seat 3 wears blue
 * and carries a spare red cloak (far away, z5); seat 4 carries only a green cloak (z20).
 */
function teamScene(): MagikaState {
  const state = contest([
    mage('Vera', 'human', 'good'),
    mage('Rook', 'dwarf', 'neutral'),
    mage('Grusk', 'goblin', 'evil'),
    mage('Blue', 'elf', 'evil'),
    mage('Green', 'halfling', 'good'),
  ]);
  put(state, 0, 'p8');
  put(state, 1, 'p13');
  put(state, 2, 'p14');
  put(state, 3, 'z5');
  put(state, 4, 'z20');
  placeCloak(state, cloakOf('red', 0), 0, true);
  placeCloak(state, cloakOf('red', 1), 1, true);
  placeCloak(state, cloakOf('yellow', 0), 1);
  placeCloak(state, cloakOf('blue', 0), 3, true);
  placeCloak(state, cloakOf('red', 2), 3);
  placeCloak(state, cloakOf('green', 0), 4);
  setScrolls(state, 1, ['SrchX', 'Heals']);
  placeArtifact(state, 'orb', 1);
  placeArtifact(state, 'scepter', 2);
  placeArtifact(state, 'helm', 2);
  refreshReports(state);
  return state;
}

describe('Teammates and cloak knowledge (RC-4, L333-337)', () => {
  it("the report merges the teammate's recon map, each hex at the nearest ring of the two", () => {
    const state = teamScene();
    // p11: ring 3 from seat 0, ring 2 from seat 1. p10: ring 2 from seat 0, ring 3 from seat 1.
    expect(cell(state, 0, 'p11')!.ring).toBe(2);
    expect(cell(state, 0, 'p10')!.ring).toBe(2);
    // p14 and p16 are beyond seat 0's own sight: rings 1 and 3 from seat 1.
    expect(cell(state, 0, 'p14')!.ring).toBe(1);
    expect(cell(state, 0, 'p16')!.ring).toBe(3);
    // Each hex appears once.
    const hexes = state.reports[0]!.sight.map((c) => c.hex);
    expect(new Set(hexes).size).toBe(hexes.length);
    // The mage beside seat 1 is seen as ring 1 shows it: race and alignment artifacts carried.
    expect(seenOf(state, 0, 2)).toEqual({ ...NOTHING, seat: 2, ring: 1, team: 'black', race: 'goblin', artifacts: ['scepter'] });
  });

  it('without the team, the same hexes are out of sight', () => {
    const state = teamScene();
    state.mages[1]!.donned = null;
    refreshReports(state);
    expect(cell(state, 0, 'p14')).toBeUndefined();
    expect(cell(state, 0, 'p11')!.ring).toBe(3);
    expect(seenOf(state, 0, 2)).toBeUndefined();
  });

  it("the report lists each teammate's hex, race, alignment, scrolls, cloaks and artifacts (L334-335)", () => {
    const state = teamScene();
    expect(state.reports[0]!.allies).toEqual([{ seat: 1, hex: at('p13'), race: 'dwarf', alignment: 'neutral', scrolls: ['SrchX', 'Heals'], cloaks: ['red', 'yellow'], artifacts: ['orb'] }]);
    // The teammate is reported as an ally, not as a mage of the recon map.
    expect(seenOf(state, 0, 1)).toBeUndefined();
    // And the knowledge keeps the teammate's race, alignment and place.
    expect(state.knowledge[0]!.races[1]).toBe('dwarf');
    expect(state.knowledge[0]!.alignments[1]).toBe('neutral');
    expect(state.knowledge[0]!.sightings[1]).toMatchObject({ turn: 0, hex: at('p13') });
  });

  it("every mage carrying a cloak of the seat's colour, donned or not, is listed with its hex and team; no other (L335-337)", () => {
    const state = teamScene();
    expect(state.reports[0]!.cloakmates).toEqual([
      { seat: 1, hex: at('p13'), team: 'red' },
      { seat: 3, hex: at('z5'), team: 'blue' },
    ]);
    // The blue mage knows where the red-cloaked ones are not (it carries red but wears blue).
    expect(state.reports[3]!.cloakmates).toEqual([]);
    // Its knowledge records the far carrier's place and team.
    expect(state.knowledge[0]!.sightings[3]).toMatchObject({ turn: 0, hex: at('z5'), seen: { team: 'blue' } });
  });

  it('a Black mage has no teammates and no cloak knowledge', () => {
    const state = teamScene();
    expect(state.reports[4]!.allies).toEqual([]);
    expect(state.reports[4]!.cloakmates).toEqual([]);
    expect(state.reports[2]!.cloakmates).toEqual([]);
  });
});

describe('Alignment attunement (AR-3, L264-265) and the Ebon Mage (L349)', () => {
  function attuneScene(): MagikaState {
    const state = contest([mage('Good', 'human', 'good'), mage('Neut', 'dwarf', 'neutral'), mage('Evil', 'goblin', 'evil'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'p8');
    put(state, 1, 'z2');
    put(state, 2, 'z24');
    put(state, 3, 'y13');
    placeArtifact(state, 'crown', 'c2');
    placeArtifact(state, 'orb', 2); // carried by the Evil mage at z24
    placeArtifact(state, 'scepter', 'k9');
    refreshReports(state);
    return state;
  }

  it('a Good mage always knows where the Crown is, and only the Crown', () => {
    const state = attuneScene();
    expect(state.reports[0]!.attuned).toEqual([{ artifact: 'crown', hex: at('c2') }]);
    expect(state.knowledge[0]!.artifacts[artifactIndex('crown')]).toMatchObject({ turn: 0, hex: at('c2') });
  });

  it("a Neutral mage knows where the Orb is, even when carried: its holder's hex", () => {
    const state = attuneScene();
    expect(state.reports[1]!.attuned).toEqual([{ artifact: 'orb', hex: at('z24') }]);
    expect(state.reports[2]!.attuned).toEqual([{ artifact: 'scepter', hex: at('k9') }]);
  });

  it('the Ebon Mage knows where all three are (L349), and has no racial bearing', () => {
    const state = attuneScene();
    expect(state.reports[3]!.attuned).toEqual([
      { artifact: 'crown', hex: at('c2') },
      { artifact: 'orb', hex: at('z24') },
      { artifact: 'scepter', hex: at('k9') },
    ]);
    expect(state.reports[3]!.racial).toBeNull();
  });

  it('the attunement follows the artifact after it moves', () => {
    const state = attuneScene();
    placeArtifact(state, 'crown', 1);
    refreshReports(state);
    expect(state.reports[0]!.attuned).toEqual([{ artifact: 'crown', hex: at('z2') }]);
  });
});

describe('Racial direction (AR-4, L272-273, MG-49)', () => {
  // From p8 (row 16, column 8); the human's racial artifact is the Cross.
  const cases: [string, string][] = [
    ['p11', 'E'],
    ['p5', 'W'],
    ['o8', 'NE'],
    ['o7', 'NW'],
    ['n7', 'N'],
    ['f1', 'N'],
    ['r9', 'S'],
    ['q9', 'SE'],
    ['q8', 'SW'],
    ['z1', 'SW'],
    ['p8', 'here'],
  ];
  for (const [label, bearing] of cases) {
    it(`the Cross lying at ${label} is reported as ${bearing} from p8`, () => {
      const state = contest([mage('Hugh', 'human', 'good'), mage('Other', 'dwarf', 'good')]);
      put(state, 0, 'p8');
      put(state, 1, 'z20');
      placeArtifact(state, 'cross', label);
      refreshReports(state);
      expect(state.reports[0]!.racial).toBe(bearing);
    });
  }

  it("a racial artifact carried is reported toward its holder's hex, and 'here' when the mage holds it", () => {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Other', 'dwarf', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'p11');
    placeArtifact(state, 'cross', 1);
    refreshReports(state);
    expect(state.reports[0]!.racial).toBe('E');
    placeArtifact(state, 'cross', 0);
    refreshReports(state);
    expect(state.reports[0]!.racial).toBe('here');
  });

  it("each race senses its own artifact: a Dwarf the Lamp, not the Cross", () => {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Dain', 'dwarf', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'p8');
    placeArtifact(state, 'cross', 'p11');
    placeArtifact(state, 'lamp', 'p5');
    refreshReports(state);
    expect(state.reports[0]!.racial).toBe('E');
    expect(state.reports[1]!.racial).toBe('W');
  });
});

describe('Standings (RC-6, L593-595, MG-51)', () => {
  /**
   * Seat 0, a Good human at p8 (row 16): Endurance 100, Arcania 10, Skill 70, aptitude 90, holding the Helm.
   * Seat 1, an Evil goblin at k5 (row 11): 50, 60, 65, aptitude −90 (90 for Evil).
   * Seat 2, a Neutral dwarf at t5 (row 20): 90, 40, 75, aptitude −10 (80 for Neutral).
   */
  function standingsScene(): MagikaState {
    const state = contest([mage('Vera', 'human', 'good'), mage('Grusk', 'goblin', 'evil'), mage('Dain', 'dwarf', 'neutral')]);
    put(state, 0, 'p8', { endurance: 100, arcania: 10, skill: 70, aptitude: 90 });
    put(state, 1, 'k5', { endurance: 50, arcania: 60, skill: 65, aptitude: -90 });
    put(state, 2, 't5', { endurance: 90, arcania: 40, skill: 75, aptitude: -10 });
    placeArtifact(state, 'helm', 0);
    refreshReports(state);
    return state;
  }

  it("the least and greatest of the others' Endurance, Arcania, Skill and aptitude for their own alignment, the seat left out", () => {
    const state = standingsScene();
    expect(state.reports[0]!.standings.min).toEqual([50, 40, 65, 80]);
    expect(state.reports[0]!.standings.max).toEqual([90, 60, 75, 90]);
  });

  it('the VP if the game ended now, in quarters: 8 position + 6 + 0 + 3 + 6 individual + 4 for the Helm = 27', () => {
    const state = standingsScene();
    expect(state.reports[0]!.standings.quarters).toBe(27);
    // And it follows the state: the Crown (its own alignment's) adds 3 + 3 points.
    placeArtifact(state, 'crown', 0);
    refreshReports(state);
    expect(state.reports[0]!.standings.quarters).toBe(27 + 24);
    expect(state.reports[0]!.standings.quarters).toBe(scoreAll(state)[0]!.total);
  });

  it('the Standings are stored with the report, not recomputed by the view (MG-51)', () => {
    const state = standingsScene();
    state.mages[1]!.endurance = 5;
    expect(magika.view(state, 0).report!.standings.min[0]).toBe(50);
    refreshReports(state);
    expect(magika.view(state, 0).report!.standings.min[0]).toBe(5);
  });
});

describe('Knowledge: the history map and last sightings (RC-5, MG-48)', () => {
  function walkAway(): MagikaState {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Grusk', 'goblin', 'evil'), mage('Far', 'dwarf', 'good')], { map: flatMap(3, { p11: 7 }) });
    put(state, 0, 'p8');
    put(state, 1, 'p8');
    put(state, 2, 'z20');
    refreshReports(state);
    // Four moves north-west: o7, n6, m5, l4, four rows from p8 and p11.
    playTurn(state, { 0: [move('NW'), move('NW'), move('NW'), move('NW')] });
    return state;
  }

  it('the terrain of a hex seen stays in the history map after the mage has moved away', () => {
    const state = walkAway();
    expect(state.mages[0]!.hex).toBe(at('l4'));
    expect(cell(state, 0, 'p11')).toBeUndefined();
    expect(state.knowledge[0]!.terrain[at('p11')]).toBe(7);
    // A change out of sight is not learned: the map keeps the value last seen.
    state.terrain[at('p11')] = 9;
    refreshReports(state);
    expect(state.knowledge[0]!.terrain[at('p11')]).toBe(7);
    // Back in sight, it is.
    put(state, 0, 'p9');
    refreshReports(state);
    expect(state.knowledge[0]!.terrain[at('p11')]).toBe(9);
  });

  it('the last sighting keeps the turn and hex, and the race and alignment seen persist', () => {
    const state = walkAway();
    expect(state.reports[0]!.turn).toBe(1);
    expect(seenOf(state, 0, 1)).toBeUndefined();
    expect(state.knowledge[0]!.sightings[1]).toMatchObject({ turn: 0, hex: at('p8'), seen: { ring: 0, race: 'goblin', alignment: 'evil' } });
    expect(state.knowledge[0]!.races[1]).toBe('goblin');
    expect(state.knowledge[0]!.alignments[1]).toBe('evil');
    // Never seen: unknown.
    expect(state.knowledge[0]!.races[2]).toBeNull();
    expect(state.knowledge[0]!.sightings[2]).toBeNull();
    // The view shows the same knowledge.
    expect(magika.view(state, 0).knowledge).toEqual(state.knowledge[0]);
  });

  it('a mage seen again from farther away keeps the race and alignment learned before', () => {
    const state = walkAway();
    put(state, 1, 'k4'); // ring 1 from l4: race, not alignment
    refreshReports(state);
    expect(seenOf(state, 0, 1)).toMatchObject({ ring: 1, alignment: null });
    expect(state.knowledge[0]!.sightings[1]).toMatchObject({ turn: 1, hex: at('k4') });
    expect(state.knowledge[0]!.alignments[1]).toBe('evil');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Hidden information

/**
 * The base of the hidden-information pairs: a Good human viewer at p8 (row 16); an Evil elf at p10
 * (ring 2); a Good dwarf far away at z10; the Ebon Mage far away at z20 (rows 26: farther from the
 * Goal than the viewer wherever they stand in that row, so the viewer's position score is the same).
 */
function hiddenBase(): MagikaState {
  const mages: MagikaMageConfig[] = [mage('Vera', 'human', 'good'), mage('Elda', 'elf', 'evil'), mage('Dain', 'dwarf', 'good'), mage('Ebon', 'human', 'neutral')];
  const state = contest(mages, { ebon: true, maxTurns: 3 });
  put(state, 0, 'p8');
  put(state, 1, 'p10');
  put(state, 2, 'z10');
  put(state, 3, 'z20');
  placeArtifact(state, 'rod', 0);
  setScrolls(state, 0, ['SpAid', 'Heals']);
  return state;
}

/** Two states made from the base, changed by `a` and `b`, with fresh reports. */
function pair(a: (s: MagikaState) => void, b: (s: MagikaState) => void): [MagikaState, MagikaState] {
  const sa = hiddenBase();
  const sb = hiddenBase();
  a(sa);
  b(sb);
  refreshReports(sa);
  refreshReports(sb);
  return [sa, sb];
}

function sameForSeat0(sa: MagikaState, sb: MagikaState): void {
  expect(magika.view(sa, 0)).toEqual(magika.view(sb, 0));
  expect(magika.legalActions(sa, 0)).toEqual(magika.legalActions(sb, 0));
}

describe('Hidden information: what a seat cannot see does not change its view (DESIGN §6, MG-48, MG-50)', () => {
  it('an out-of-range mage holding the Helm or the Tome', () => {
    const [sa, sb] = pair(
      (s) => placeArtifact(s, 'helm', 2),
      (s) => placeArtifact(s, 'tome', 2),
    );
    sameForSeat0(sa, sb);
  });

  it('control: the same difference on a mage at ring 0 changes the view', () => {
    const [sa, sb] = pair(
      (s) => {
        put(s, 2, 'p8');
        placeArtifact(s, 'helm', 2);
      },
      (s) => {
        put(s, 2, 'p8');
        placeArtifact(s, 'tome', 2);
      },
    );
    expect(magika.view(sa, 0)).not.toEqual(magika.view(sb, 0));
  });

  it("the out-of-range Ebon Mage carrying one scroll or another; control: at ring 1 his spells show", () => {
    const [sa, sb] = pair(
      (s) => setScrolls(s, 3, ['TelPt', 'Chaos']),
      (s) => setScrolls(s, 3, ['TelPt', 'FogMp']),
    );
    sameForSeat0(sa, sb);
    const [ca, cb] = pair(
      (s) => {
        put(s, 3, 'o8');
        setScrolls(s, 3, ['TelPt', 'Chaos']);
      },
      (s) => {
        put(s, 3, 'o8');
        setScrolls(s, 3, ['TelPt', 'FogMp']);
      },
    );
    expect(magika.view(ca, 0)).not.toEqual(magika.view(cb, 0));
  });

  it('an out-of-range mage standing at z10 or at z3; control: a mage at p10 or p11 is seen differently', () => {
    const [sa, sb] = pair(
      (s) => put(s, 2, 'z10'),
      (s) => put(s, 2, 'z3'),
    );
    sameForSeat0(sa, sb);
    const [ca, cb] = pair(
      (s) => put(s, 1, 'p10'),
      (s) => put(s, 1, 'p11'),
    );
    expect(magika.view(ca, 0)).not.toEqual(magika.view(cb, 0));
  });

  it("an out-of-range mage's Endurance and Arcania, as long as the others' least and greatest stay the same", () => {
    // Seat 1 and the Ebon Mage fix the least and greatest; the dwarf's values move between them and
    // stay on the same side of the viewer's own (Endurance 100, Arcania 50), since the Standings'
    // VP compare them with the viewer's (L593-595 lets that much through).
    const set = (e: number, a: number) => (s: MagikaState) => {
      put(s, 1, 'p10', { endurance: 40, arcania: 20 });
      put(s, 3, 'z20', { endurance: 100, arcania: 90 });
      put(s, 2, 'z10', { endurance: e, arcania: a });
    };
    const [sa, sb] = pair(set(50, 30), set(90, 45));
    sameForSeat0(sa, sb);
  });

  it('a cloak lying in the seat\'s own hex or far away (cloaks on the ground are never shown, MG-4)', () => {
    const [sa, sb] = pair(
      (s) => placeCloak(s, cloakOf('violet'), 'p8'),
      (s) => placeCloak(s, cloakOf('violet'), 'h2'),
    );
    sameForSeat0(sa, sb);
  });

  it("another seat's orders written so far are never shown, nor its legal actions' effect on the seat's", () => {
    const sa = hiddenBase();
    const sb = hiddenBase();
    refreshReports(sa);
    refreshReports(sb);
    magika.apply(sa, { type: 'move', direction: 'NE', player: 2, phase: 1 }, createRng(1));
    magika.apply(sb, { type: 'search', player: 2, phase: 1 }, createRng(1));
    sameForSeat0(sa, sb);
    // The writer itself sees its own order.
    expect(magika.view(sa, 2).me!.plan).toEqual([{ type: 'move', direction: 'NE' }]);
    expect(magika.view(sa, 2)).not.toEqual(magika.view(sb, 2));
  });

  it("another seat's orders stay hidden after the turn is resolved: z10 E then W, or W then E, end alike", () => {
    const run = (first: 'E' | 'W', second: 'E' | 'W'): MagikaState => {
      const s = hiddenBase();
      refreshReports(s);
      playTurn(s, { 2: [move(first), move(second)], 3: [move('E')] });
      return s;
    };
    const sa = run('E', 'W');
    const sb = run('W', 'E');
    expect(sa.mages[2]!.hex).toBe(at('z10'));
    expect(sb.mages[2]!.hex).toBe(at('z10'));
    sameForSeat0(sa, sb);
    expect(magika.view(sa, 0).events.some((e) => 'player' in e && e.player === 2 && e.type !== 'planSent')).toBe(false);
  });

  it('control: an in-range mage moving east or west changes the view after the next report', () => {
    const run = (d: 'E' | 'W'): MagikaState => {
      const s = hiddenBase();
      refreshReports(s);
      playTurn(s, { 1: [move(d)], 3: [move('E')] });
      return s;
    };
    const sa = run('E');
    const sb = run('W');
    expect(seenOf(sa, 0, 1)).toBeUndefined(); // p11: ring 3, not listed
    expect(seenOf(sb, 0, 1)).toMatchObject({ ring: 1, race: 'elf' }); // p9
    expect(magika.view(sa, 0)).not.toEqual(magika.view(sb, 0));
  });

  it("the Ebon Mage's tasks are shown to him alone while the game lasts", () => {
    const state = hiddenBase();
    refreshReports(state);
    expect(magika.view(state, 3).tasks).toEqual(state.ebonTasks);
    expect(state.ebonTasks).toHaveLength(10);
    expect(magika.view(state, 0).tasks).toBeNull();
    expect(magika.view(state, 'spectator').tasks).toBeNull();
  });
});

describe('Events in a view (MG-50)', () => {
  function playedTurn(): MagikaState {
    const state = hiddenBase();
    refreshReports(state);
    playTurn(state, { 0: [move('NE')], 1: [move('NW')], 3: [move('E')] });
    return state;
  }

  it('a seat sees only the events whose audience includes it', () => {
    const state = playedTurn();
    for (const seat of [0, 1, 2, 3]) {
      const events = magika.view(state, seat).events;
      for (const e of events) expect(e.audience === null || e.audience.includes(seat)).toBe(true);
      expect(events).toEqual(state.events.filter((e) => e.audience === null || e.audience.includes(seat)));
      // Its own report is among them, and no other seat's.
      expect(events.filter((e) => e.type === 'reported').map((e) => (e as { player: number }).player)).toEqual([seat]);
    }
    // Seat 0 sees its own move and not seat 1's.
    const moved = magika.view(state, 0).events.filter((e) => e.type === 'moved').map((e) => (e as { player: number }).player);
    expect(moved).toEqual([0]);
  });

  it('a spectator sees only public events, and no own mage, report or knowledge', () => {
    const state = playedTurn();
    const v = magika.view(state, 'spectator');
    expect(v.events.length).toBeGreaterThan(0);
    expect(v.events.every((e) => e.audience === null)).toBe(true);
    expect(v.events).toEqual(state.events.filter((e) => e.audience === null));
    expect(v.events.map((e) => e.type)).toContain('phaseStarted');
    expect(v.events.map((e) => e.type)).not.toContain('reported');
    expect(v.me).toBeNull();
    expect(v.report).toBeNull();
    expect(v.knowledge).toBeNull();
    expect(v.final).toBeNull();
  });
});

describe('sampleHidden (DESIGN §2, §6, §8)', () => {
  function scene(): MagikaState {
    const state = hiddenBase();
    put(state, 1, 'p8'); // ring 0: race, alignment, artifacts seen
    placeArtifact(state, 'scepter', 1);
    placeCloak(state, cloakOf('orange'), 0, true);
    placeArtifact(state, 'tome', 2);
    refreshReports(state);
    // Seat 0 and seat 2 have written part of their plans.
    magika.apply(state, { type: 'search', player: 0, phase: 1 }, createRng(1));
    magika.apply(state, { type: 'move', direction: 'NE', player: 2, phase: 1 }, createRng(1));
    return state;
  }

  it("keeps the seat's view and legal actions", () => {
    const state = scene();
    for (const seed of [1, 2, 3]) {
      const world = magika.sampleHidden(state, 0, createRng(seed));
      expect(magika.view(world, 0)).toEqual(magika.view(state, 0));
      expect(magika.legalActions(world, 0)).toEqual(magika.legalActions(state, 0));
    }
  });

  it('keeps the view and legal actions of every seat: cloaked, with teammates and cloakmates, Black, or the Ebon Mage', () => {
    const team = teamScene();
    const base = scene();
    for (const [state, seats] of [
      [team, [0, 1, 2, 3, 4]],
      [base, [0, 1, 2, 3]],
    ] as const) {
      for (const seat of seats) {
        const world = magika.sampleHidden(state, seat, createRng(seat + 10));
        expect(magika.view(world, seat)).toEqual(magika.view(state, seat));
        expect(magika.legalActions(world, seat)).toEqual(magika.legalActions(state, seat));
        expect(() => magika.parseState(JSON.parse(JSON.stringify(world)))).not.toThrow();
      }
    }
  });

  it("keeps a teammate's place, cloaks, scrolls and artifacts as the report lists them", () => {
    const state = teamScene();
    const world = magika.sampleHidden(state, 0, createRng(4));
    expect(world.mages[1]!.hex).toBe(at('p13'));
    expect(world.mages[1]!.scrolls.map((sc) => sc.spell)).toEqual(['SrchX', 'Heals']);
    expect(world.cloaks.filter((c) => c.holder === 1).map((c) => c.color).sort()).toEqual(['red', 'yellow']);
    expect(world.artifacts[artifactIndex('orb')]).toEqual({ hex: null, holder: 1 });
    // The far cloakmate stands where the report puts it, wearing blue and carrying red.
    expect(world.mages[3]!.hex).toBe(at('z5'));
    expect(world.cloaks.filter((c) => c.holder === 3).map((c) => c.color).sort()).toEqual(['blue', 'red']);
  });

  it('the seat\'s views stay equal after it writes its next order in both worlds (DESIGN §8)', () => {
    const state = scene();
    const world = magika.sampleHidden(state, 0, createRng(21));
    const order = { type: 'meditate', player: 0, phase: 2 } as const;
    magika.apply(state, order, createRng(1));
    magika.apply(world, order, createRng(1));
    expect(magika.view(world, 0)).toEqual(magika.view(state, 0));
    expect(magika.view(state, 0).events.map((e) => e.type)).toEqual(['ordered']);
  });

  it('gives a world parseState accepts', () => {
    const state = scene();
    for (const seed of [1, 2, 3]) {
      const world = magika.sampleHidden(state, 0, createRng(seed));
      expect(() => magika.parseState(JSON.parse(JSON.stringify(world)))).not.toThrow();
    }
  });

  it("keeps what the seat has seen: its own mage and items, the mage at ring 0 with its race, alignment and Scepter", () => {
    const state = scene();
    const world = magika.sampleHidden(state, 0, createRng(9));
    expect(world.mages[0]).toEqual(state.mages[0]);
    expect(world.plans[0]).toEqual(state.plans[0]);
    expect(world.artifacts[artifactIndex('rod')]).toEqual({ hex: null, holder: 0 });
    expect(world.cloaks.filter((c) => c.holder === 0)).toEqual(state.cloaks.filter((c) => c.holder === 0));
    expect(world.mages[1]!.hex).toBe(at('p8'));
    expect(world.config.mages[1]).toMatchObject({ race: 'elf', alignment: 'evil' });
    expect(world.artifacts[artifactIndex('scepter')]).toEqual({ hex: null, holder: 1 });
    // Nobody the seat does not see stands within its sight.
    const sight = new Set(state.reports[0]!.sight.map((c) => c.hex));
    expect(sight.has(world.mages[2]!.hex)).toBe(false);
    expect(sight.has(world.mages[3]!.hex)).toBe(false);
  });

  // The racial bearing is part of what the seat has been told (AR-4, MG-49): a world the seat cannot
  // tell from the real one keeps its racial artifact in that direction (MG-59).
  it('keeps the racial artifact in the direction the report gives (AR-4, MG-49)', () => {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Far', 'dwarf', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z20');
    placeArtifact(state, 'cross', 'p2');
    refreshReports(state);
    expect(state.reports[0]!.racial).toBe('W');
    const bearings: string[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const world = magika.sampleHidden(state, 0, createRng(seed));
      refreshReports(world);
      bearings.push(world.reports[0]!.racial!);
    }
    expect(bearings).toEqual(new Array(8).fill('W'));
  });

  // MG-59 draws statistics within the levels the report shows and the Standings' extremes. With one
  // other mage, the Standings give its Endurance exactly (105 here, so it can only be a Dwarf or a
  // Goblin; its Spell Skill 65 likewise), and the race drawn must allow them.
  it("keeps the Standings' least and greatest values: a lone other mage keeps the Endurance they show (MG-51, MG-59)", () => {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Grusk', 'goblin', 'evil')]);
    put(state, 0, 'p8');
    put(state, 1, 'z20', { endurance: 105 });
    refreshReports(state);
    expect(state.reports[0]!.standings.min[0]).toBe(105);
    expect(state.reports[0]!.standings.max[0]).toBe(105);
    const endurances: number[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const world = magika.sampleHidden(state, 0, createRng(seed));
      endurances.push(world.mages[1]!.endurance);
      refreshReports(world);
      expect(world.reports[0]!.standings.min).toEqual(state.reports[0]!.standings.min);
      expect(world.reports[0]!.standings.max).toEqual(state.reports[0]!.standings.max);
    }
    expect(endurances).toEqual(new Array(8).fill(105));
  });

  it('two states the seat cannot tell apart give the same world for the same seed', () => {
    const [sa, sb] = pair(
      (s) => {
        put(s, 2, 'z10');
        placeArtifact(s, 'helm', 2);
        setScrolls(s, 3, ['TelPt', 'Chaos']);
      },
      (s) => {
        put(s, 2, 'z3');
        placeArtifact(s, 'tome', 2);
        setScrolls(s, 3, ['TelPt', 'FogMp']);
      },
    );
    magika.apply(sa, { type: 'move', direction: 'NE', player: 2, phase: 1 }, createRng(1));
    magika.apply(sb, { type: 'rest', player: 2, phase: 1 }, createRng(1));
    sameForSeat0(sa, sb);
    expect(magika.sampleHidden(sa, 0, createRng(42))).toEqual(magika.sampleHidden(sb, 0, createRng(42)));
    // And the draw does depend on the seed (so the equality above is not trivial).
    expect(magika.sampleHidden(sa, 0, createRng(42))).not.toEqual(magika.sampleHidden(sa, 0, createRng(43)));
  });

  it('the world plays to the end with random legal actions', () => {
    const state = scene();
    for (const seed of [5, 6]) {
      const world = magika.sampleHidden(state, 0, createRng(seed));
      const rng = createRng(100 + seed);
      let steps = 0;
      while (!magika.isOver(world) && steps < 2000) {
        const actors = magika.actors(world);
        const seat = actors[rng.int(0, actors.length - 1)]!;
        const actions = magika.legalActions(world, seat);
        magika.apply(world, actions[rng.int(0, actions.length - 1)]!, rng);
        steps++;
      }
      expect(magika.isOver(world)).toBe(true);
      expect(world.end!.scores).toHaveLength(4);
    }
  });

  it('leaves the state it was given unchanged', () => {
    const state = scene();
    const before = JSON.parse(JSON.stringify(state));
    magika.sampleHidden(state, 0, createRng(3));
    expect(JSON.parse(JSON.stringify(state))).toEqual(before);
  });
});

describe('Once the game is over, everything is shown (L395-396; DESIGN §6)', () => {
  it("every viewer sees every mage in full and the Ebon Mage's tasks", () => {
    const state = contest([mage('Vera', 'human', 'good'), mage('Dain', 'dwarf', 'neutral'), mage('Ebon', 'human', 'neutral')], { ebon: true, maxTurns: 1 });
    put(state, 0, 'p8');
    put(state, 1, 'z10');
    put(state, 2, 'z20');
    placeArtifact(state, 'helm', 1);
    refreshReports(state);
    expect(magika.view(state, 0).final).toBeNull();
    playTurn(state, { 2: [move('E')] });
    expect(state.end).not.toBeNull();
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const v = magika.view(state, viewer);
      expect(v.over).toBe(true);
      expect(v.final!.tasks).toEqual(state.ebonTasks);
      expect(v.final!.tasks).toHaveLength(10);
      expect(v.tasks).toEqual(state.ebonTasks);
      expect(v.final!.end).toEqual(state.end);
      expect(v.final!.mages.map((m) => [m.seat, m.hex, m.endurance, m.arcania, m.race, m.alignment, m.artifacts])).toEqual(
        state.mages.map((m, s) => [s, m.hex, m.endurance, m.arcania, state.config.mages[s]!.race, state.config.mages[s]!.alignment, s === 1 ? ['helm'] : []]),
      );
      expect(v.final!.mages[2]!.scrolls.map((sc) => sc.spell)).toEqual(state.mages[2]!.scrolls.map((sc) => sc.spell));
    }
  });
});
