/**
 * Spells cast at other mages and at their items (XVIII, L523-554 and L488-493; Figure 7; MG-29,
 * MG-32…MG-37, MG-41, MG-42, MG-45, MG-46, MG-50, MG-58): Curse Spell, Stutter, Paralyze,
 * Confusion, Anti-Magic, Attack Arcania and Endurance, Search eXpired, Drop Artifact, Fumble Item,
 * Steal Item, Burn Item and Scatter Artifact, each at both levels.
 *
 * - whom a spell reaches: a minor spell a mage in sight (3 hexes, 4 under Recon Aid, not invisible),
 *   a major spell every wearer of a colour; otherwise "no possible effect" (paid, read, nothing
 *   else, no dice);
 * - what each does, at both levels;
 * - the protections (MG-35) and magic resistance (MG-34) with their boundaries;
 * - Figure 7's order of activation inside one Cast step, and action initiative for two casts of
 *   one spell;
 * - who hears of a spell: the caster's identity within 2 hexes only, events to the seats concerned.
 *
 * Every turn is played with scripted dice, all of which must be used. Per cast the dice are: the
 * ability check (none under Stutter or Anti-Magic, none for a cast of no possible effect), the bonus
 * roll when the Spell Skill is above 100, the effect's own draws (a resistance roll per victim that
 * has some resistance, then item picks or destinations), and the skill-gain roll (none for a cast
 * of no possible effect). `OK` (1) passes any check; `NO_GAIN` (100) teaches nothing.
 */
import { describe, expect, it } from 'vitest';
import { scriptedPosition, scriptedRng } from '../../src/core/rng.js';
import { ARTIFACT_IDS, magika, raceById, type Alignment, type ArtifactId, type MagikaOrder, type MagikaState, type RaceId, type SpellCode } from '../../src/games/magika/index.js';
import { act, at, cloakOf, contest, eventsOf, mage, placeArtifact, placeCloak, playTurn, put, setScrolls } from './harness.js';

// ---------------------------------------------------------------------------------------------
// Helpers

const OK = 1;
const NO_GAIN = 100;

const REST = { type: 'rest' } as const;
const MED = { type: 'meditate' } as const;
const SEARCH = { type: 'search' } as const;
const N = { type: 'move', direction: 'NE' } as const;

const cast = (scroll: number, level: 'minor' | 'major', target: string | null): MagikaOrder => ({ type: 'cast', scroll, level, target });

const NAMES = ['Ana', 'Bex', 'Cal', 'Dov', 'Eda'];

interface SeatSpec {
  /** Where the mage stands. */
  readonly at: string;
  readonly race?: RaceId;
  readonly alignment?: Alignment;
  readonly stats?: Parameters<typeof put>[3];
}

/**
 * A contest of these mages (seat 0 a Neutral human by default, the others Good humans), every one
 * with full Endurance, 100 Arcania, Spell Skill 70, no scrolls and no cloak. Aptitude: Good 90,
 * Evil −90, Neutral +10 (so that a cast's shift shows).
 */
function arena(...seats: SeatSpec[]): MagikaState {
  const alignmentOf = (i: number): Alignment => seats[i]!.alignment ?? (i === 0 ? 'neutral' : 'good');
  const state = contest(seats.map((s, i) => mage(NAMES[i]!, s.race ?? 'human', alignmentOf(i))));
  seats.forEach((s, i) => {
    const race = raceById(s.race ?? 'human')!;
    const alignment = alignmentOf(i);
    put(state, i, s.at, {
      endurance: race.maxEndurance,
      maxEndurance: race.maxEndurance,
      arcania: 100,
      maxArcania: 100,
      skill: 70,
      aptitude: alignment === 'good' ? 90 : alignment === 'evil' ? -90 : 10,
      ...s.stats,
    });
    setScrolls(state, i, []);
    state.mages[i]!.donned = null;
  });
  return state;
}

/** Plays a turn with exactly these dice: every one must be drawn. */
function play(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: number[]): MagikaState['events'] {
  const rng = scriptedRng(dice);
  const events = playTurn(state, plans, rng);
  expect(scriptedPosition(rng), 'every scripted die is drawn').toBe(dice.length);
  return events;
}

/** Puts a spell in effect on a mage by hand, to the end of turn 1 unless told otherwise. */
function enchant(state: MagikaState, seat: number, spell: SpellCode, until = 5): void {
  state.effects.push({ spell, level: 'minor', caster: seat, subject: seat, hexes: [], was: [], scroll: null, until });
}

/** Dons a cloak of this colour on a seat. */
function wear(state: MagikaState, seat: number, color: Parameters<typeof cloakOf>[0], k = 0): void {
  placeCloak(state, cloakOf(color, k), seat, true);
}

const castsBy = (events: MagikaState['events'], seat: number) => eventsOf(events, 'cast').filter((e) => e.player === seat);
const struckOn = (events: MagikaState['events'], seat: number) => eventsOf(events, 'struck').filter((e) => e.player === seat);
const ofSeat = <E extends { player: number }>(list: E[], seat: number): E[] => list.filter((e) => e.player === seat);
const holderOf = (state: MagikaState, id: ArtifactId): number | null => state.artifacts[ARTIFACT_IDS.indexOf(id)]!.holder;
const lyingAt = (state: MagikaState, id: ArtifactId): number | null => state.artifacts[ARTIFACT_IDS.indexOf(id)]!.hex;
const cloakPlace = (state: MagikaState, id: number) => state.cloaks.find((c) => c.id === id)!;

/** Minor cost and major cost (Figure 7, with MG-27's readings). */
const COST: Record<string, [number, number]> = {
  CurSp: [6, 16],
  Stutt: [6, 16],
  Plyze: [8, 26],
  Confs: [4, 12],
  AntMa: [10, 30],
  AtArc: [8, 24],
  AtEnd: [8, 22],
  SrchX: [4, 12],
  DrArt: [8, 24],
  FumIt: [6, 16],
  StlIt: [8, 28],
  BrnIt: [6, 14],
  ScArt: [6, 14],
};

/** The spells whose minor level names a mage by its letter (Figure 7's "#/C" and "#"). */
const AT_A_MAGE: SpellCode[] = ['CurSp', 'Stutt', 'Plyze', 'Confs', 'AntMa', 'AtArc', 'AtEnd', 'SrchX', 'FumIt', 'StlIt', 'BrnIt'];
/** The spells whose major level names a colour ("#/C"). */
const AT_A_COLOUR: SpellCode[] = ['CurSp', 'Stutt', 'Plyze', 'Confs', 'AntMa', 'AtArc', 'AtEnd', 'SrchX', 'FumIt', 'BrnIt'];

/**
 * Checks a cast of no possible effect (MG-32): paid for and read, `noEffect` with no roll, no
 * aptitude change, no skill roll, nobody struck. The caster is seat 0, aptitude 10, Arcania 100.
 */
function expectNoEffect(state: MagikaState, events: MagikaState['events'], spell: SpellCode, cost: number): void {
  expect(castsBy(events, 0)).toEqual([expect.objectContaining({ spell, result: 'noEffect', roll: null, cost, audience: [0] })]);
  expect(state.mages[0]!.arcania).toBe(100 - cost);
  expect(state.mages[0]!.scrolls).toEqual([]);
  expect(ofSeat(eventsOf(events, 'scrollLost'), 0)).toEqual([expect.objectContaining({ spell, why: 'read' })]);
  expect(state.mages[0]!.aptitude).toBe(10);
  expect(ofSeat(eventsOf(events, 'learned'), 0)).toEqual([]);
  expect(eventsOf(events, 'struck')).toEqual([]);
}

describe('Whom a spell reaches (MG-33) and "no possible effect" (MG-32)', () => {
  /** B, with something to lose, at `where`; A at p8 holds `spell`. */
  function target(spell: SpellCode, where: string): MagikaState {
    const state = arena({ at: 'p8' }, { at: where, stats: { endurance: 60, arcania: 60 } });
    setScrolls(state, 0, [spell]);
    setScrolls(state, 1, ['CurSp']);
    placeArtifact(state, 'cross', 1);
    placeCloak(state, cloakOf('green'), 1);
    return state;
  }

  for (const spell of AT_A_MAGE) {
    it(`${spell} (minor) at a mage 4 hexes away has no possible effect: paid, read, no aptitude change, no dice (L412-414)`, () => {
      const state = target(spell, 'p12');
      const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, MED, MED, MED, MED] }, []);
      expectNoEffect(state, events, spell, COST[spell]![0]);
      expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['CurSp']);
      expect(holderOf(state, 'cross')).toBe(1);
      expect(state.mages[1]!.endurance).toBe(60);
    });

    it(`${spell} (minor) at an invisible mage 2 hexes away has no possible effect (MG-44)`, () => {
      const state = target(spell, 'p10');
      enchant(state, 1, 'InvSp');
      const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, MED, MED, MED, MED] }, []);
      expectNoEffect(state, events, spell, COST[spell]![0]);
      expect(holderOf(state, 'cross')).toBe(1);
    });
  }

  for (const spell of AT_A_COLOUR) {
    it(`${spell} (major) at a colour nobody wears is cast all the same: the caster cannot see that nobody wears it (MG-32, MG-61); it reaches nobody`, () => {
      const state = target(spell, 'p10');
      wear(state, 1, 'blue');
      placeCloak(state, cloakOf('red'), 1);
      const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [MED, MED, MED, MED, MED] }, [OK, NO_GAIN]);
      expect(castsBy(events, 0)).toEqual([expect.objectContaining({ spell, result: 'success', roll: OK, cost: COST[spell]![1] })]);
      expect(eventsOf(events, 'struck')).toEqual([]);
      expect(holderOf(state, 'cross')).toBe(1);
    });
  }

  it('Steal Item names a mage at the major level too: out of sight it has no possible effect, and a colour is no target (Figure 7 "#")', () => {
    const state = target('StlIt', 'p12');
    expect(magika.isLegal(state, act(state, 0, cast(0, 'major', 'red')))).toBe(false);
    const events = play(state, { 0: [cast(0, 'major', 'B')] }, []);
    expectNoEffect(state, events, 'StlIt', 28);
    expect(holderOf(state, 'cross')).toBe(1);
  });

  it('a mage exactly 3 hexes away is in reach: the minor Attack Endurance strikes it', () => {
    const state = target('AtEnd', 'p11');
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, MED, MED, MED, MED] }, [OK, NO_GAIN]);
    expect(castsBy(events, 0)[0]).toMatchObject({ result: 'success', roll: OK, need: 70 });
    expect(state.mages[1]!.endurance).toBe(35);
  });

  it('under Recon Aid the reach is 4 hexes, not 5 (MG-44)', () => {
    for (const [where, reached] of [
      ['p12', true],
      ['p13', false],
    ] as const) {
      const state = target('AtEnd', where);
      setScrolls(state, 0, ['RcAid', 'AtEnd']);
      const events = play(state, { 0: [cast(0, 'minor', null), cast(1, 'minor', 'B')], 1: [MED, MED, MED, MED, MED] }, reached ? [OK, NO_GAIN, OK, NO_GAIN] : [OK, NO_GAIN]);
      expect(castsBy(events, 0).map((e) => e.result)).toEqual(reached ? ['success', 'success'] : ['success', 'noEffect']);
      expect(state.mages[1]!.endurance).toBe(reached ? 35 : 60);
    }
  });

  it('a major spell at a colour reaches every wearer wherever it stands, and nobody who only carries the colour', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { endurance: 60 } }, { at: 'z1', stats: { endurance: 60 } }, { at: 'p11', stats: { endurance: 60 } });
    setScrolls(state, 0, ['AtEnd']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    const meditate = [MED, MED, MED, MED, MED];
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: meditate, 2: meditate, 3: meditate }, [OK, NO_GAIN]);
    expect(state.mages.map((m) => m.endurance)).toEqual([100, 35, 35, 60]);
    expect(eventsOf(events, 'struck').map((e) => e.player)).toEqual([1, 2]);
  });
});

// ---------------------------------------------------------------------------------------------
// What each spell does

describe('Curse Spell (L539-541): −25 to the Spell Skill for the rest of the turn', () => {
  it('minor: the victim checks at 45 instead of 70 later in the same phase and the next phase, and at 70 again next turn', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['CurSp']);
    setScrolls(state, 1, ['AtArc', 'ProEl', 'ProEl']);
    // Phase 1: the curse (#7) comes before B's Attack Arcania (#12); B rolls 45, just enough.
    // Phase 2: B rolls 46 for Elemental Protection and misses.
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', 'A'), cast(1, 'minor', null)] }, [OK, NO_GAIN, 45, NO_GAIN, 46, NO_GAIN]);
    expect(struckOn(events, 1)).toEqual([expect.objectContaining({ spell: 'CurSp', outcome: 'affected', caster: 0, audience: [1] })]);
    expect(castsBy(events, 1).map((e) => [e.spell, e.need, e.roll, e.result])).toEqual([
      ['AtArc', 45, 45, 'success'],
      ['ProEl', 45, 46, 'failure'],
    ]);
    expect(state.mages[0]!.arcania).toBe(100 - 6 - 25);
    const next = play(state, { 1: [cast(2, 'minor', null)] }, [46, NO_GAIN]);
    expect(castsBy(next, 1)[0]).toMatchObject({ need: 70, roll: 46, result: 'success' });
  });

  it('major: every wearer of the colour checks at −25 that turn; a mage carrying the colour unworn does not', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' });
    setScrolls(state, 0, ['CurSp']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    setScrolls(state, 1, ['ProEl']);
    setScrolls(state, 2, ['ProKn']);
    setScrolls(state, 3, ['ProSh']);
    // Phase 2's casts go ProSh (#3), ProKn (#5), ProEl (#6).
    const events = play(
      state,
      { 0: [cast(0, 'major', 'red')], 1: [REST, cast(0, 'minor', null)], 2: [REST, cast(0, 'minor', null)], 3: [REST, cast(0, 'minor', null)] },
      [OK, NO_GAIN, OK, NO_GAIN, OK, NO_GAIN, OK, NO_GAIN],
    );
    expect([1, 2, 3].map((seat) => castsBy(events, seat)[0]!.need)).toEqual([45, 45, 70]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.caster])).toEqual([
      [1, 0],
      [2, null],
    ]);
  });
});

describe('Stutter (L466-467; MG-29): every cast of the victim fails for certain that turn', () => {
  it('minor: the victim\'s casts that turn fail with no roll, yet are paid, read, move aptitude and may teach; next turn it casts again', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['Stutt']);
    setScrolls(state, 1, ['AtArc', 'ProEl', 'ProEl']);
    // B's two casts draw only their skill rolls.
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', 'A'), REST, cast(1, 'minor', null)] }, [OK, NO_GAIN, NO_GAIN, NO_GAIN]);
    expect(castsBy(events, 1).map((e) => [e.spell, e.roll, e.result])).toEqual([
      ['AtArc', null, 'failure'],
      ['ProEl', null, 'failure'],
    ]);
    expect(state.mages[1]!.arcania).toBe(100 - 8 - 4);
    expect(state.mages[1]!.aptitude).toBe(90 - 8 + 4);
    expect(ofSeat(eventsOf(events, 'learned'), 1).map((e) => e.roll)).toEqual([NO_GAIN, NO_GAIN]);
    expect(state.mages[1]!.scrolls.map((s) => s.id)).toEqual([2]);
    expect(state.mages[0]!.arcania).toBe(100 - 6);
    const next = play(state, { 1: [cast(2, 'minor', null)] }, [OK, NO_GAIN]);
    expect(castsBy(next, 1)[0]).toMatchObject({ roll: OK, result: 'success' });
  });

  it('major: every wearer of the colour stutters; a mage carrying the colour unworn casts normally', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' });
    setScrolls(state, 0, ['Stutt']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    setScrolls(state, 1, ['ProEl']);
    setScrolls(state, 2, ['ProKn']);
    setScrolls(state, 3, ['ProSh']);
    const events = play(
      state,
      { 0: [cast(0, 'major', 'red')], 1: [REST, cast(0, 'minor', null)], 2: [REST, cast(0, 'minor', null)], 3: [REST, cast(0, 'minor', null)] },
      [OK, NO_GAIN, OK, NO_GAIN, NO_GAIN, NO_GAIN],
    );
    expect([1, 2, 3].map((seat) => castsBy(events, seat)[0]!.result)).toEqual(['failure', 'failure', 'success']);
    expect([1, 2].map((seat) => castsBy(events, seat)[0]!.roll)).toEqual([null, null]);
  });
});

describe('Paralyze Mage (L545-547; MG-46): no physical action for the rest of the turn, and no rest instead', () => {
  it('minor: a move in the same phase, then a search, a don, a drop and a gift are all prevented, and none is a rest', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { endurance: 60 } }, { at: 'p10' });
    setScrolls(state, 0, ['Plyze']);
    setScrolls(state, 1, ['ProEl']);
    placeArtifact(state, 'cross', 1);
    placeCloak(state, cloakOf('green'), 1);
    const events = play(
      state,
      { 0: [cast(0, 'minor', 'B')], 1: [N, SEARCH, { type: 'don', cloak: cloakOf('green') }, { type: 'drop', item: 'cross' }, { type: 'give', item: 'scroll-0', recipient: 2 }] },
      [OK, NO_GAIN],
    );
    expect(eventsOf(events, 'prevented')).toEqual(['move', 'search', 'don', 'drop', 'give'].map((order) => ({ type: 'prevented', audience: [1], player: 1, order, by: 'Plyze' })));
    expect(ofSeat(eventsOf(events, 'rested'), 1)).toEqual([]);
    expect(ofSeat(eventsOf(events, 'orderFailed'), 1)).toEqual([]);
    const b = state.mages[1]!;
    expect([b.hex, b.endurance, b.donned, holderOf(state, 'cross'), b.scrolls.length, state.mages[2]!.scrolls.length]).toEqual([at('p10'), 60, null, 1, 1, 0]);
  });

  it('minor: meditating and casting go on under paralysis', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { arcania: 50 } });
    setScrolls(state, 0, ['Plyze']);
    setScrolls(state, 1, ['ProEl']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, cast(0, 'minor', null)] }, [OK, NO_GAIN, OK, NO_GAIN]);
    expect(ofSeat(eventsOf(events, 'meditated'), 1)).toHaveLength(1);
    expect(castsBy(events, 1)[0]).toMatchObject({ result: 'success' });
    expect(eventsOf(events, 'prevented')).toEqual([]);
  });

  it('minor: a prevented phase loses the bonus for five rests; next turn the mage moves again', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { endurance: 50 } });
    setScrolls(state, 0, ['Plyze']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [REST, REST, N, REST, REST] }, [OK, NO_GAIN]);
    const rests = ofSeat(eventsOf(events, 'rested'), 1);
    expect(rests.map((e) => e.bonus)).toEqual([false, false, false, false]);
    expect(state.mages[1]!.endurance).toBe(50 + 4 * 8);
    const next = play(state, { 1: [N] }, []);
    expect(ofSeat(eventsOf(next, 'moved'), 1)).toHaveLength(1);
  });

  it('major: every wearer of the colour is paralysed; a mage carrying the colour unworn still moves', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' });
    setScrolls(state, 0, ['Plyze']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [REST, N], 2: [REST, N], 3: [REST, N] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'prevented').map((e) => [e.player, e.order])).toEqual([
      [1, 'move'],
      [2, 'move'],
    ]);
    expect(eventsOf(events, 'moved').map((e) => e.player)).toEqual([3]);
    expect(castsBy(events, 0)[0]!.cost).toBe(26);
  });
});

describe('Confusion (L454-457; MG-37): a move that phase goes one of the five other ways, drawn', () => {
  const redirected = [
    [0, 'NW', 'o9'],
    [1, 'E', 'p11'],
    [2, 'W', 'p9'],
    [3, 'SE', 'q11'],
    [4, 'SW', 'q10'],
  ] as const;
  for (const [draw, direction, lands] of redirected) {
    it(`minor: a move NE drawn ${draw} among NW, E, W, SE, SW goes ${direction} (south too); the next phase's move is the mage's own`, () => {
      const state = arena({ at: 'p8' }, { at: 'p10' });
      setScrolls(state, 0, ['Confs']);
      const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [N, N] }, [OK, NO_GAIN, draw]);
      const moves = ofSeat(eventsOf(events, 'moved'), 1);
      expect(moves.map((m) => m.direction)).toEqual([direction, 'NE']);
      expect(moves[0]!.to).toBe(at(lands));
    });
  }

  it('minor: a confused mage that does not move draws nothing', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['Confs']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [REST, N] }, [OK, NO_GAIN]);
    expect(ofSeat(eventsOf(events, 'moved'), 1).map((m) => m.direction)).toEqual(['NE']);
  });

  it('major: every wearer\'s move that phase is redirected, each by its own draw in seat order; an unworn cloak spares its carrier', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 't5' }, { at: 'p12' });
    setScrolls(state, 0, ['Confs']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [N], 2: [N], 3: [N] }, [OK, NO_GAIN, 3, 0]);
    const moved = Object.fromEntries(eventsOf(events, 'moved').map((m) => [m.player, m.direction]));
    expect(moved).toEqual({ 1: 'SE', 2: 'NW', 3: 'NE' });
  });
});

describe('Anti-Magic (L551-554; MG-29, MG-46): no meditation or demand, and every cast fails, for the rest of the turn', () => {
  it('minor: meditation (same phase) and a demand are prevented without a rest; a cast fails unrolled but is paid and read; moving goes on', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { arcania: 50 } });
    setScrolls(state, 0, ['AntMa']);
    setScrolls(state, 1, ['ProEl']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, { type: 'demand', artifact: 'cross' }, cast(0, 'minor', null), REST, N] }, [OK, NO_GAIN, NO_GAIN]);
    expect(eventsOf(events, 'prevented')).toEqual(['meditate', 'demand'].map((order) => ({ type: 'prevented', audience: [1], player: 1, order, by: 'AntMa' })));
    expect(ofSeat(eventsOf(events, 'meditated'), 1)).toEqual([]);
    expect(ofSeat(eventsOf(events, 'orderFailed'), 1)).toEqual([]);
    expect(ofSeat(eventsOf(events, 'rested'), 1)).toHaveLength(1);
    expect(castsBy(events, 1)).toEqual([expect.objectContaining({ roll: null, result: 'failure', cost: 4 })]);
    expect(state.mages[1]!.arcania).toBe(46);
    expect(state.mages[1]!.scrolls).toEqual([]);
    expect(ofSeat(eventsOf(events, 'moved'), 1)).toHaveLength(1);
  });

  it('major: every wearer of the colour is stopped from meditating; a mage carrying the colour unworn meditates', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { arcania: 50 } }, { at: 'z1', stats: { arcania: 50 } }, { at: 'p11', stats: { arcania: 50 } });
    setScrolls(state, 0, ['AntMa']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [MED], 2: [MED], 3: [MED] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'prevented').map((e) => e.player)).toEqual([1, 2]);
    expect(eventsOf(events, 'meditated').map((e) => e.player)).toEqual([3]);
    expect(state.mages[0]!.arcania).toBe(70);
  });
});

describe('Attack Arcania and Attack Endurance (L541-545; MG-30, MG-45)', () => {
  for (const [spell, field, plan] of [
    ['AtArc', 'arcania', [REST, REST, REST, REST, REST]],
    ['AtEnd', 'endurance', [MED, MED, MED, MED, MED]],
  ] as const) {
    it(`${spell} minor: 25 lost, and not below 0`, () => {
      for (const [before, after] of [
        [60, 35],
        [20, 0],
      ]) {
        const state = arena({ at: 'p8' }, { at: 'p10', stats: { [field]: before } });
        setScrolls(state, 0, [spell]);
        const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: plan }, [OK, NO_GAIN]);
        // Brought to 0 Endurance, B rests out the turn: its first rest (8 on plains) starts from 0.
        if (field === 'endurance' && after === 0) expect(ofSeat(eventsOf(events, 'rested'), 1)[0]).toMatchObject({ gain: 8, endurance: 8 });
        else expect(state.mages[1]![field]).toBe(after);
      }
    });

    it(`${spell} minor: with Spell Skill 110 a bonus roll of 10 or less takes 37 instead (MG-30)`, () => {
      for (const [bonusRoll, lost] of [
        [10, 37],
        [11, 25],
      ] as const) {
        const state = arena({ at: 'p8', stats: { skill: 110 } }, { at: 'p10', stats: { [field]: 60 } });
        setScrolls(state, 0, [spell]);
        const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: plan }, [OK, bonusRoll, NO_GAIN]);
        expect(castsBy(events, 0)[0]).toMatchObject({ need: 110, bonus: bonusRoll === 10 });
        expect(state.mages[1]![field]).toBe(60 - lost);
      }
    });

    it(`${spell} major: every wearer of the colour loses 25, not below 0`, () => {
      const state = arena({ at: 'p8' }, { at: 'p10', stats: { [field]: 60 } }, { at: 'z1', stats: { [field]: 10 } }, { at: 'p11', stats: { [field]: 60 } });
      setScrolls(state, 0, [spell]);
      wear(state, 1, 'red', 0);
      wear(state, 2, 'red', 1);
      placeCloak(state, cloakOf('red', 2), 3);
      const events = play(state, { 0: [cast(0, 'major', 'red')], 1: plan, 2: plan, 3: plan }, [OK, NO_GAIN]);
      expect([1, 3].map((seat) => state.mages[seat]![field])).toEqual([35, 60]);
      // C, at 10, drops to 0 (and for Endurance rests out the turn from 0).
      if (field === 'endurance') expect(ofSeat(eventsOf(events, 'rested'), 2)[0]).toMatchObject({ gain: 8, endurance: 8 });
      else expect(state.mages[2]!.arcania).toBe(0);
      expect(castsBy(events, 0)[0]!.cost).toBe(COST[spell]![1]);
    });
  }

  it('AtEnd: a mage left with 0 Endurance falls unconscious and rests the rest of the turn', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { endurance: 20 } });
    setScrolls(state, 0, ['AtEnd']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, N, N, N, N] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'unconscious')).toEqual([{ type: 'unconscious', audience: [1], player: 1 }]);
    expect(ofSeat(eventsOf(events, 'forcedRest'), 1).map((e) => e.why)).toEqual(['unconscious', 'unconscious', 'unconscious', 'unconscious']);
    expect(ofSeat(eventsOf(events, 'moved'), 1)).toEqual([]);
    expect(ofSeat(eventsOf(events, 'meditated'), 1)).toEqual([]);
  });

  it('AtEnd major: a wearer brought to 0 falls unconscious too', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', stats: { endurance: 60 } }, { at: 'z1', stats: { endurance: 25 } });
    setScrolls(state, 0, ['AtEnd']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [MED], 2: [MED, N] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'unconscious').map((e) => e.player)).toEqual([2]);
    expect(ofSeat(eventsOf(events, 'moved'), 2)).toEqual([]);
  });
});

describe('Search eXpired (L535-537): searches find no scroll that turn, but still pick things up', () => {
  it('minor: a search with nothing lying there draws no d100 and finds nothing; one where an item lies picks it up; next turn searches roll again', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'p10' });
    setScrolls(state, 0, ['SrchX']);
    placeArtifact(state, 'ankh', 2);
    // Phase 1: the Search eXpired, B's search (its Endurance cost, 2), C drops the Ankh after it.
    // Phase 2: B's search picks the Ankh up (cost 3).
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [SEARCH, SEARCH], 2: [{ type: 'drop', item: 'ankh' }] }, [OK, NO_GAIN, 2, 3]);
    expect(ofSeat(eventsOf(events, 'searched'), 1).map((e) => [e.roll, e.found, e.cost])).toEqual([
      [null, 'nothing', 2],
      [null, 'items', 3],
    ]);
    expect(holderOf(state, 'ankh')).toBe(1);
    const next = play(state, { 1: [SEARCH] }, [100, 1]);
    expect(ofSeat(eventsOf(next, 'searched'), 1)[0]).toMatchObject({ roll: 100, found: 'nothing' });
  });

  it('major: every wearer\'s search finds nothing without a roll; a mage carrying the colour unworn rolls', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' });
    setScrolls(state, 0, ['SrchX']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    placeCloak(state, cloakOf('red', 2), 3);
    // Searches go hex by hex: p10 (B), p11 (D: its d100, then its cost), z1 (C).
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: [REST, SEARCH], 2: [REST, SEARCH], 3: [REST, SEARCH] }, [OK, NO_GAIN, 0, 100, 0, 0]);
    expect(eventsOf(events, 'searched').map((e) => [e.player, e.roll])).toEqual([
      [1, null],
      [3, 100],
      [2, null],
    ]);
  });
});

describe('Drop Artifact (L488-490; MG-33, MG-42): the others drop every artifact; the caster nothing', () => {
  it('minor: the others in the caster\'s hex drop all their artifacts there; a mage next door and the caster keep theirs', () => {
    const state = arena({ at: 'p8' }, { at: 'p8' }, { at: 'p9' });
    setScrolls(state, 0, ['DrArt']);
    placeArtifact(state, 'medallion', 0);
    placeArtifact(state, 'cross', 1);
    placeArtifact(state, 'ankh', 1);
    placeArtifact(state, 'pendant', 2);
    const events = play(state, { 0: [cast(0, 'minor', null)] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'dropped')).toEqual([
      { type: 'dropped', audience: [1], player: 1, what: 'the Cross of Humankind' },
      { type: 'dropped', audience: [1], player: 1, what: 'the Ankh of Elvenkind' },
    ]);
    expect([lyingAt(state, 'cross'), lyingAt(state, 'ankh')]).toEqual([at('p8'), at('p8')]);
    expect([holderOf(state, 'medallion'), holderOf(state, 'pendant')]).toEqual([0, 2]);
    expect(eventsOf(events, 'struck').map((e) => e.player)).toEqual([1]);
  });

  it('minor: with nobody in the hex carrying an artifact it has no possible effect, whatever lies next door', () => {
    const state = arena({ at: 'p8' }, { at: 'p8' }, { at: 'p9' });
    setScrolls(state, 0, ['DrArt']);
    placeArtifact(state, 'medallion', 0);
    placeArtifact(state, 'pendant', 2);
    const events = play(state, { 0: [cast(0, 'minor', null)] }, []);
    expectNoEffect(state, events, 'DrArt', 8);
    expect(holderOf(state, 'pendant')).toBe(2);
  });

  it('major: every other mage within 3 hexes drops its artifacts where it stands; one 4 hexes off and the caster keep theirs', () => {
    const state = arena({ at: 'p8' }, { at: 'p8' }, { at: 'p11' }, { at: 'p12' });
    setScrolls(state, 0, ['DrArt']);
    placeArtifact(state, 'medallion', 0);
    placeArtifact(state, 'cross', 1);
    placeArtifact(state, 'pendant', 2);
    placeArtifact(state, 'ankh', 3);
    const events = play(state, { 0: [cast(0, 'major', null)] }, [OK, NO_GAIN]);
    expect([lyingAt(state, 'cross'), lyingAt(state, 'pendant')]).toEqual([at('p8'), at('p11')]);
    expect([holderOf(state, 'medallion'), holderOf(state, 'ankh')]).toEqual([0, 3]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.caster])).toEqual([
      [1, 0],
      [2, null],
    ]);
    expect(state.mages[0]!.arcania).toBe(100 - 24);
  });

  it('major: under Recon Aid the caster\'s reach is 4 hexes, and a mage 4 off drops its artifacts too', () => {
    const state = arena({ at: 'p8' }, { at: 'p12' }, { at: 'p13' });
    setScrolls(state, 0, ['DrArt']);
    enchant(state, 0, 'RcAid');
    placeArtifact(state, 'ankh', 1);
    placeArtifact(state, 'pendant', 2);
    play(state, { 0: [cast(0, 'major', null)] }, [OK, NO_GAIN]);
    expect([lyingAt(state, 'ankh'), holderOf(state, 'pendant')]).toEqual([at('p12'), 2]);
  });
});

describe('Fumble Item (L468-469; MG-42): one random item dropped, never a worn cloak', () => {
  /** B holds scroll-0 (CurSp), scroll-1 (Stutt), a blue cloak worn, a blue cloak spare and the Cross: four loose items. */
  function fumbler(): MagikaState {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['FumIt']);
    setScrolls(state, 1, ['CurSp', 'Stutt']);
    wear(state, 1, 'blue', 0);
    placeCloak(state, cloakOf('blue', 1), 1);
    placeArtifact(state, 'cross', 1);
    return state;
  }

  it('minor: a scroll drawn disintegrates', () => {
    const state = fumbler();
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 1, NO_GAIN]);
    expect(ofSeat(eventsOf(events, 'scrollLost'), 1)).toEqual([{ type: 'scrollLost', audience: [1], player: 1, spell: 'Stutt', why: 'dropped' }]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['CurSp']);
    expect([cloakPlace(state, cloakOf('blue', 1)).holder, holderOf(state, 'cross')]).toEqual([1, 1]);
  });

  it('minor: a spare cloak drawn lies in the victim\'s hex', () => {
    const state = fumbler();
    play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 2, NO_GAIN]);
    expect(cloakPlace(state, cloakOf('blue', 1))).toMatchObject({ holder: null, hex: at('p10') });
    expect(state.mages[1]!.donned).toBe(cloakOf('blue', 0));
    expect(state.mages[1]!.scrolls).toHaveLength(2);
  });

  it('minor: an artifact drawn lies in the victim\'s hex (the worn cloak is not among the four drawn from)', () => {
    const state = fumbler();
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 3, NO_GAIN]);
    expect(eventsOf(events, 'dropped')).toEqual([{ type: 'dropped', audience: [1], player: 1, what: 'the Cross of Humankind' }]);
    expect(lyingAt(state, 'cross')).toBe(at('p10'));
    expect(cloakPlace(state, cloakOf('blue', 0)).holder).toBe(1);
  });

  it('minor: a victim holding nothing but its worn cloak drops nothing; only of a teammate does the caster see it, as no possible effect (MG-32, MG-61)', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['FumIt']);
    wear(state, 1, 'blue');
    // 2 hexes off, what B carries is out of A's sight: the cast goes ahead and finds nothing to drop.
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, NO_GAIN]);
    expect(castsBy(events, 0)).toEqual([expect.objectContaining({ result: 'success', roll: OK })]);
    expect(eventsOf(events, 'dropped')).toEqual([]);
    expect(state.mages[1]!.donned).toBe(cloakOf('blue'));
    const team = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(team, 0, ['FumIt']);
    wear(team, 0, 'blue', 1);
    wear(team, 1, 'blue');
    expectNoEffect(team, play(team, { 0: [cast(0, 'minor', 'B')] }, []), 'FumIt', 6);
  });

  it('major: each wearer of the colour drops one random item of its own; other teams keep everything', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' });
    setScrolls(state, 0, ['FumIt']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    wear(state, 3, 'blue', 0);
    setScrolls(state, 1, ['CurSp']);
    placeArtifact(state, 'cross', 2);
    placeArtifact(state, 'pendant', 2);
    placeArtifact(state, 'ankh', 3);
    // B draws among 1 item (0), C among 2 (1: the Pendant).
    play(state, { 0: [cast(0, 'major', 'red')] }, [OK, 0, 1, NO_GAIN]);
    expect(state.mages[1]!.scrolls).toEqual([]);
    expect([lyingAt(state, 'pendant'), holderOf(state, 'cross'), holderOf(state, 'ankh')]).toEqual([at('z1'), 2, 3]);
    expect([state.mages[1]!.donned, state.mages[2]!.donned]).toEqual([cloakOf('red', 0), cloakOf('red', 1)]);
  });
});

describe('Steal Item (L548-551; MG-42): one random item, or all the thief can carry; never a worn cloak', () => {
  /** A holds StlIt (scroll-0) and ProEl (scroll-1); B holds scroll-0 CurSp, scroll-1 AtEnd, a worn blue cloak, a spare green one and the Cross. */
  function theft(): MagikaState {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'p9' });
    setScrolls(state, 0, ['StlIt', 'ProEl']);
    setScrolls(state, 1, ['CurSp', 'AtEnd']);
    wear(state, 1, 'blue', 0);
    placeCloak(state, cloakOf('green'), 1);
    placeArtifact(state, 'cross', 1);
    return state;
  }

  it('minor: a stolen scroll takes the thief\'s next number; thief and victim (only) see the theft', () => {
    const state = theft();
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 1, NO_GAIN]);
    expect(eventsOf(events, 'stolen')).toEqual([{ type: 'stolen', audience: [0, 1], player: 0, victim: 1, what: 'a scroll of Attack Endurance' }]);
    expect(state.mages[0]!.scrolls.map((s) => [s.id, s.spell])).toEqual([
      [1, 'ProEl'],
      [2, 'AtEnd'],
    ]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['CurSp']);
  });

  it('minor: a spare cloak or an artifact may be drawn instead; the worn cloak never is', () => {
    for (const [draw, check] of [
      [2, (s: MagikaState) => expect(cloakPlace(s, cloakOf('green'))).toMatchObject({ holder: 0, hex: null })],
      [3, (s: MagikaState) => expect(holderOf(s, 'cross')).toBe(0)],
    ] as const) {
      const state = theft();
      play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, draw, NO_GAIN]);
      check(state);
      expect(state.mages[1]!.donned).toBe(cloakOf('blue'));
      expect(state.mages[0]!.donned).toBeNull();
    }
  });

  it('minor: a thief with six scrolls and two cloaks takes no 7th scroll nor 3rd cloak: the only item it may take is drawn from one', () => {
    const state = theft();
    setScrolls(state, 0, ['StlIt', 'ProEl', 'ProSh', 'ProKn', 'ProAu', 'ProIt']);
    // The Steal Item scroll kept for good, so that the thief holds six before and after reading it.
    state.mages[0]!.scrolls[0] = { ...state.mages[0]!.scrolls[0]!, permanent: true };
    placeCloak(state, cloakOf('yellow', 0), 0);
    placeCloak(state, cloakOf('yellow', 1), 0);
    play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 0, NO_GAIN]);
    expect(holderOf(state, 'cross')).toBe(0);
    expect(state.mages[1]!.scrolls).toHaveLength(2);
    expect(cloakPlace(state, cloakOf('green')).holder).toBe(1);
    expect(state.mages[0]!.scrolls).toHaveLength(6);
  });

  it('a stolen scroll that Prolonged Spell keeps stays kept in the thief\'s hands (MG-31)', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['StlIt']);
    setScrolls(state, 1, ['CurSp', 'Stutt']);
    state.mages[1]!.scrolls[0] = { ...state.mages[1]!.scrolls[0]!, permanent: true };
    state.mages[1]!.scrolls[1] = { ...state.mages[1]!.scrolls[1]!, keepUntil: 3 };
    play(state, { 0: [cast(0, 'major', 'B')] }, [OK, NO_GAIN]);
    expect(state.mages[0]!.scrolls.map((s) => [s.id, s.spell, s.permanent, s.keepUntil])).toEqual([
      [1, 'CurSp', true, 0],
      [2, 'Stutt', false, 3],
    ]);
  });

  it('minor: the thief\'s own Steal Item scroll is read as the spell is cast, so a thief with six scrolls, that one included, may take a sixth', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['StlIt', 'ProEl', 'ProSh', 'ProKn', 'ProAu', 'ProIt']);
    setScrolls(state, 1, ['CurSp']);
    const rng = scriptedRng([OK, 0, NO_GAIN]);
    const events = playTurn(state, { 0: [cast(0, 'minor', 'B')] }, rng);
    // The Arcania is paid and the scroll read before the check and the effect (casting.ts, step 2;
    // MG-31). Once Steal Item's scroll is gone the thief holds five, so a sixth is allowed (MG-42).
    expect(castsBy(events, 0)[0]!.result).toBe('success');
    expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual(['ProEl', 'ProSh', 'ProKn', 'ProAu', 'ProIt', 'CurSp']);
    expect(state.mages[1]!.scrolls).toEqual([]);
    expect(scriptedPosition(rng)).toBe(3);
  });

  it('minor: with nothing the thief could take it steals nothing; only of a teammate does the thief see it, as no possible effect (MG-32, MG-61)', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['StlIt']);
    wear(state, 1, 'blue');
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, NO_GAIN]);
    expect(castsBy(events, 0)).toEqual([expect.objectContaining({ result: 'success', roll: OK })]);
    expect(eventsOf(events, 'stolen')).toEqual([]);
    const team = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(team, 0, ['StlIt']);
    wear(team, 0, 'blue', 1);
    wear(team, 1, 'blue');
    expectNoEffect(team, play(team, { 0: [cast(0, 'minor', 'B')] }, []), 'StlIt', 8);
  });

  it('major: everything the thief can carry — scrolls up to six, cloaks up to two, every artifact — but the worn cloak, without draws', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['StlIt', 'ProEl', 'ProSh', 'ProKn']);
    // The Steal Item scroll kept for good: the thief holds four scrolls before and after reading it.
    state.mages[0]!.scrolls[0] = { ...state.mages[0]!.scrolls[0]!, permanent: true };
    placeCloak(state, cloakOf('yellow'), 0);
    setScrolls(state, 1, ['CurSp', 'Stutt', 'Plyze']);
    wear(state, 1, 'blue');
    placeCloak(state, cloakOf('green'), 1);
    placeCloak(state, cloakOf('orange'), 1);
    placeArtifact(state, 'cross', 1);
    placeArtifact(state, 'ankh', 1);
    const events = play(state, { 0: [cast(0, 'major', 'B')] }, [OK, NO_GAIN]);
    expect(eventsOf(events, 'stolen').map((e) => e.what)).toEqual(['a scroll of Curse Spell', 'a scroll of Stutter', 'a green cloak', 'the Cross of Humankind', 'the Ankh of Elvenkind']);
    expect(state.mages[0]!.scrolls.map((s) => [s.id, s.spell])).toEqual([
      [0, 'StlIt'],
      [1, 'ProEl'],
      [2, 'ProSh'],
      [3, 'ProKn'],
      [4, 'CurSp'],
      [5, 'Stutt'],
    ]);
    expect(state.mages[1]!.scrolls.map((s) => s.spell)).toEqual(['Plyze']);
    expect(state.cloaks.filter((c) => c.holder === 1).map((c) => c.id)).toEqual([cloakOf('blue'), cloakOf('orange')]);
    expect(state.mages[1]!.donned).toBe(cloakOf('blue'));
    expect([holderOf(state, 'cross'), holderOf(state, 'ankh')]).toEqual([0, 0]);
  });
});

describe('Burn Item (L537-539; MG-42): one random scroll burns', () => {
  it('minor: one scroll of the victim, drawn, burns; only the victim hears of it', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['BrnIt']);
    setScrolls(state, 1, ['CurSp', 'Stutt', 'Plyze']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 1, NO_GAIN]);
    expect(ofSeat(eventsOf(events, 'scrollLost'), 1)).toEqual([{ type: 'scrollLost', audience: [1], player: 1, spell: 'Stutt', why: 'burned' }]);
    expect(state.mages[1]!.scrolls.map((s) => [s.id, s.spell])).toEqual([
      [0, 'CurSp'],
      [2, 'Plyze'],
    ]);
  });

  it('minor: a victim with no scroll (only other items) has nothing to burn; only of a teammate does the caster see it, as no possible effect (MG-32, MG-61)', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(state, 0, ['BrnIt']);
    placeArtifact(state, 'cross', 1);
    // Burn Item at a mage 2 hexes off does not probe its inventory: it is cast whether or not it has a scroll.
    const events = play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, NO_GAIN]);
    expect(castsBy(events, 0)).toEqual([expect.objectContaining({ result: 'success', roll: OK })]);
    expect(eventsOf(events, 'scrollLost').filter((e) => e.why === 'burned')).toEqual([]);
    const team = arena({ at: 'p8' }, { at: 'p10' });
    setScrolls(team, 0, ['BrnIt']);
    placeArtifact(team, 'cross', 1);
    wear(team, 0, 'blue', 1);
    wear(team, 1, 'blue');
    expectNoEffect(team, play(team, { 0: [cast(0, 'minor', 'B')] }, []), 'BrnIt', 6);
  });

  it('major: one scroll of each wearer of the colour burns; another team keeps its scrolls', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'z1' }, { at: 'p11' }, { at: 'p12' });
    setScrolls(state, 0, ['BrnIt']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    wear(state, 3, 'red', 2);
    wear(state, 4, 'blue', 0);
    setScrolls(state, 1, ['CurSp', 'Stutt']);
    setScrolls(state, 2, ['Plyze']);
    setScrolls(state, 4, ['AtEnd']);
    const events = play(state, { 0: [cast(0, 'major', 'red')] }, [OK, 1, 0, NO_GAIN]);
    expect(eventsOf(events, 'scrollLost').filter((e) => e.why === 'burned').map((e) => [e.player, e.spell])).toEqual([
      [1, 'Stutt'],
      [2, 'Plyze'],
    ]);
    expect(state.mages.map((m) => m.scrolls.length)).toEqual([0, 1, 0, 0, 1]);
    expect(castsBy(events, 0)[0]!.cost).toBe(14);
  });
});

describe('Scatter Artifact (L490-493; MG-41): an unheld artifact to a random hex where no mage stands, never a1', () => {
  // A stands at p8 (hex 127) and B at b1 (hex 1): the free hexes are every hex but a1, b1 and p8, 348 of them.
  function scatter(): MagikaState {
    const state = arena({ at: 'p8' }, { at: 'b1' });
    setScrolls(state, 0, ['ScArt']);
    placeArtifact(state, 'cross', 'p10');
    return state;
  }

  for (const [draw, lands] of [
    [0, 'b2'],
    [124, 'p7'],
    [125, 'p9'],
    [347, 'z26'],
  ] as const) {
    it(`minor: the named artifact lying within reach goes to free hex number ${draw}: ${lands}`, () => {
      const state = scatter();
      const events = play(state, { 0: [cast(0, 'minor', 'cross')] }, [OK, draw, NO_GAIN]);
      expect(castsBy(events, 0)[0]).toMatchObject({ result: 'success', cost: 6 });
      expect(lyingAt(state, 'cross')).toBe(at(lands));
      expect(holderOf(state, 'cross')).toBeNull();
    });
  }

  it('minor: an artifact the caster holds cannot be scattered: no possible effect', () => {
    const held = scatter();
    placeArtifact(held, 'cross', 0);
    expectNoEffect(held, play(held, { 0: [cast(0, 'minor', 'cross')] }, []), 'ScArt', 6);
    expect(holderOf(held, 'cross')).toBe(0);
  });

  it('minor: the text sets no range: an artifact lying 4 hexes off, or across the cavern, is scattered (MG-41)', () => {
    for (const lies of ['p12', 'z26']) {
      const state = scatter();
      placeArtifact(state, 'cross', lies);
      play(state, { 0: [cast(0, 'minor', 'cross')] }, [OK, 0, NO_GAIN]);
      expect(lyingAt(state, 'cross')).toBe(at('b2'));
    }
  });

  it('major: every artifact nobody holds goes, each by its own draw in the artifacts\' order; a held one stays', () => {
    const state = scatter();
    placeArtifact(state, 'cross', 1);
    const unheld = ARTIFACT_IDS.filter((id) => id !== 'cross');
    const draws = unheld.map((_, k) => k);
    const events = play(state, { 0: [cast(0, 'major', null)] }, [OK, ...draws, NO_GAIN]);
    // Free hexes 0..10 are hexes 2..12 (b2, c1…e3): a1 and b1 are left out.
    expect(unheld.map((id) => lyingAt(state, id))).toEqual(draws.map((k) => k + 2));
    expect(holderOf(state, 'cross')).toBe(1);
    expect(castsBy(events, 0)[0]!.cost).toBe(14);
  });
});

// ---------------------------------------------------------------------------------------------
// Protections and resistance

/**
 * One minor attack by A (seat 0, p8) on B (seat 1): what B is given and plans, the effect's own
 * draws when it lands, the dice B's own later actions draw, and how to tell that it landed.
 */
interface Attack {
  readonly spell: SpellCode;
  /** The protection that stops it (MG-35), or null. */
  readonly guard: SpellCode | null;
  readonly victimAt?: string;
  readonly prepare?: (state: MagikaState) => void;
  readonly plan?: MagikaOrder[];
  /** The effect's draws after any resistance roll, when it lands. */
  readonly picks?: number[];
  /** Dice drawn by B's own actions after the cast, depending on whether the attack landed. */
  readonly after?: (landed: boolean) => number[];
  readonly landed: (state: MagikaState, events: MagikaState['events']) => boolean;
}

const ATTACKS: Attack[] = [
  {
    spell: 'CurSp',
    guard: 'ProSh',
    prepare: (s) => setScrolls(s, 1, ['ProEl']),
    plan: [REST, cast(0, 'minor', null)],
    after: () => [OK, NO_GAIN],
    landed: (_, ev) => castsBy(ev, 1)[0]!.need === 45,
  },
  {
    spell: 'Stutt',
    guard: 'ProSh',
    prepare: (s) => setScrolls(s, 1, ['ProEl']),
    plan: [REST, cast(0, 'minor', null)],
    after: (landed) => (landed ? [NO_GAIN] : [OK, NO_GAIN]),
    landed: (_, ev) => castsBy(ev, 1)[0]!.roll === null,
  },
  { spell: 'Plyze', guard: 'ProSh', plan: [REST, N], landed: (_, ev) => eventsOf(ev, 'prevented').length > 0 },
  { spell: 'Confs', guard: 'ProSh', plan: [N], after: (landed) => (landed ? [0] : []), landed: (_, ev) => ofSeat(eventsOf(ev, 'moved'), 1)[0]!.direction !== 'NE' },
  { spell: 'AntMa', guard: 'ProAu', plan: [MED], landed: (_, ev) => eventsOf(ev, 'prevented').length > 0 },
  { spell: 'AtArc', guard: 'ProAu', prepare: (s) => (s.mages[1]!.arcania = 60), landed: (s) => s.mages[1]!.arcania === 35 },
  { spell: 'AtEnd', guard: 'ProAu', prepare: (s) => (s.mages[1]!.endurance = 60), plan: [MED, MED, MED, MED, MED], landed: (s) => s.mages[1]!.endurance === 35 },
  { spell: 'DrArt', guard: 'ProIt', victimAt: 'p8', prepare: (s) => placeArtifact(s, 'cross', 1), landed: (s) => holderOf(s, 'cross') === null },
  { spell: 'FumIt', guard: 'ProIt', prepare: (s) => placeArtifact(s, 'cross', 1), picks: [0], landed: (s) => holderOf(s, 'cross') === null },
  { spell: 'StlIt', guard: 'ProIt', prepare: (s) => placeArtifact(s, 'cross', 1), picks: [0], landed: (s) => holderOf(s, 'cross') === 0 },
  { spell: 'BrnIt', guard: 'ProIt', prepare: (s) => setScrolls(s, 1, ['CurSp']), picks: [0], landed: (s) => s.mages[1]!.scrolls.length === 0 },
  { spell: 'SrchX', guard: null, plan: [SEARCH], after: (landed) => (landed ? [0] : [100, 0]), landed: (_, ev) => ofSeat(eventsOf(ev, 'searched'), 1)[0]!.roll === null },
];

const PROTECTIONS: SpellCode[] = ['ProAu', 'ProSh', 'ProIt', 'ProKn', 'ProEl'];

/** Plays one attack: B (a Good `race`) under `guards`; `resist` the resistance rolls scripted; `lands` whether the test expects it to land. */
function runAttack(c: Attack, options: { race?: RaceId; guards?: SpellCode[]; resist?: number[]; lands: boolean; lamp?: boolean }) {
  const state = arena({ at: 'p8' }, { at: c.victimAt ?? 'p10', race: options.race ?? 'human' });
  setScrolls(state, 0, [c.spell]);
  c.prepare?.(state);
  if (options.lamp === true) placeArtifact(state, 'lamp', 1);
  for (const guard of options.guards ?? []) enchant(state, 1, guard);
  const dice = [OK, ...(options.resist ?? []), ...(options.lands ? (c.picks ?? []) : []), NO_GAIN, ...(c.after?.(options.lands) ?? [])];
  const events = play(state, { 0: [cast(0, 'minor', c.spell === 'DrArt' ? null : 'B')], 1: c.plan ?? [] }, dice);
  return { state, events, landed: c.landed(state, events), struck: struckOn(events, 1) };
}

describe('Protections (MG-35): each attack is stopped by its own protection, and by no other', () => {
  for (const c of ATTACKS) {
    it(`${c.spell}: unprotected, it strikes`, () => {
      const r = runAttack(c, { lands: true });
      expect(r.struck[0]).toMatchObject({ spell: c.spell, outcome: 'affected', caster: 0, audience: [1] });
      // A confused mage hears of the Confusion again when its move goes astray.
      expect(r.struck).toHaveLength(c.spell === 'Confs' ? 2 : 1);
      expect(r.landed).toBe(true);
    });

    if (c.guard !== null) {
      const guard = c.guard;
      it(`${c.spell}: ${guard} stops it ('protected'), though the cast succeeded and was paid for`, () => {
        const r = runAttack(c, { guards: [guard], lands: false });
        expect(r.struck).toEqual([expect.objectContaining({ spell: c.spell, outcome: 'protected', audience: [1] })]);
        expect(r.landed).toBe(false);
        expect(castsBy(r.events, 0)[0]).toMatchObject({ result: 'success', cost: COST[c.spell]![0] });
      });

      it(`${c.spell}: the other four protections do not stop it`, () => {
        const r = runAttack(c, { guards: PROTECTIONS.filter((p) => p !== guard), lands: true });
        expect(r.struck[0]).toMatchObject({ spell: c.spell, outcome: 'affected' });
        expect(r.landed).toBe(true);
      });
    } else {
      it(`${c.spell}: nothing stops it, not even all five protections at once`, () => {
        const r = runAttack(c, { guards: PROTECTIONS, lands: true });
        expect(r.struck).toEqual([expect.objectContaining({ outcome: 'affected' })]);
        expect(r.landed).toBe(true);
      });
    }
  }
});

describe('Magic resistance (MG-34): a d100 for each victim that has some', () => {
  const atEnd = ATTACKS.find((c) => c.spell === 'AtEnd')!;

  for (const [who, race, lamp, edge] of [
    ['a Dwarf', 'dwarf', false, 15],
    ['the holder of the Lamp', 'human', true, 10],
    ['a Dwarf holding the Lamp', 'dwarf', true, 25],
  ] as const) {
    it(`${who} resists on ${edge} or less, not on ${edge + 1}`, () => {
      const resisted = runAttack(atEnd, { race, lamp, resist: [edge], lands: false });
      expect(resisted.struck).toEqual([expect.objectContaining({ outcome: 'resisted' })]);
      expect(resisted.landed).toBe(false);
      const hit = runAttack(atEnd, { race, lamp, resist: [edge + 1], lands: true });
      expect(hit.struck).toEqual([expect.objectContaining({ outcome: 'affected' })]);
      expect(hit.landed).toBe(true);
    });
  }

  it('a victim with no resistance draws no resistance roll', () => {
    // The dice are exactly the check and the skill roll: a resistance roll would exhaust them.
    const r = runAttack(atEnd, { lands: true });
    expect(r.landed).toBe(true);
  });

  for (const c of ATTACKS) {
    it(`${c.spell}: a Dwarf may resist it`, () => {
      const r = runAttack(c, { race: 'dwarf', resist: [15], lands: false });
      expect(r.struck).toEqual([expect.objectContaining({ spell: c.spell, outcome: 'resisted' })]);
      expect(r.landed).toBe(false);
    });
  }

  it('a protected Dwarf is stopped by the protection first and draws no resistance roll', () => {
    const r = runAttack(atEnd, { race: 'dwarf', guards: ['ProAu'], lands: false });
    expect(r.struck).toEqual([expect.objectContaining({ outcome: 'protected' })]);
  });

  it('the caster never resists its own spell: a Dwarf casting at its own colour is struck without a roll', () => {
    const state = arena({ at: 'p8', race: 'dwarf', stats: { endurance: 60 } }, { at: 'p10', race: 'dwarf', stats: { endurance: 60 } });
    setScrolls(state, 0, ['AtEnd']);
    wear(state, 0, 'red', 0);
    wear(state, 1, 'red', 1);
    // Only B rolls (16: not resisted).
    const events = play(state, { 0: [cast(0, 'major', 'red'), MED, MED, MED, MED], 1: [MED, MED, MED, MED, MED] }, [OK, 16, NO_GAIN]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.outcome])).toEqual([
      [0, 'affected'],
      [1, 'affected'],
    ]);
    expect(state.mages.map((m) => m.endurance)).toEqual([35, 35]);
  });

  it('major: each wearer rolls for itself, in seat order, and only those with resistance roll', () => {
    const state = arena({ at: 'p8' }, { at: 'p10', race: 'dwarf', stats: { endurance: 60 } }, { at: 'z1', stats: { endurance: 60 } }, { at: 'p11', race: 'dwarf', stats: { endurance: 60 } });
    setScrolls(state, 0, ['AtEnd']);
    wear(state, 1, 'red', 0);
    wear(state, 2, 'red', 1);
    wear(state, 3, 'red', 2);
    const meditate = [MED, MED, MED, MED, MED];
    const events = play(state, { 0: [cast(0, 'major', 'red')], 1: meditate, 2: meditate, 3: meditate }, [OK, 15, 16, NO_GAIN]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.outcome])).toEqual([
      [1, 'resisted'],
      [2, 'affected'],
      [3, 'affected'],
    ]);
    expect([1, 2, 3].map((seat) => state.mages[seat]!.endurance)).toEqual([60, 35, 35]);
  });
});

// ---------------------------------------------------------------------------------------------
// Figure 7's order inside one Cast step

describe('Figure 7: the order of activation within a phase (L443-446; MG-35, MG-58)', () => {
  for (const [protector, attacker] of [
    [1, 0],
    [0, 1],
  ] as const) {
    it(`Protective Aura (#2) cast in the same phase as an Attack Endurance (#13) on its caster stops it (protector seat ${protector}, attacker seat ${attacker})`, () => {
      const seats: SeatSpec[] = [];
      seats[attacker] = { at: 'p8', alignment: 'evil' };
      seats[protector] = { at: 'p10', stats: { endurance: 60 } };
      const state = arena(...seats);
      setScrolls(state, attacker, ['AtEnd']);
      setScrolls(state, protector, ['ProAu']);
      const letter = protector === 0 ? 'A' : 'B';
      const events = play(state, { [attacker]: [cast(0, 'minor', letter)], [protector]: [cast(0, 'minor', null), MED, MED, MED, MED] }, [OK, NO_GAIN, OK, NO_GAIN]);
      expect(eventsOf(events, 'cast').map((e) => [e.player, e.spell])).toEqual([
        [protector, 'ProAu'],
        [attacker, 'AtEnd'],
      ]);
      expect(struckOn(events, protector)).toEqual([expect.objectContaining({ spell: 'AtEnd', outcome: 'protected' })]);
      expect(state.mages[protector]!.endurance).toBe(60);
    });
  }

  it('Protective Shield (#3) and Item Protection (#4) cast in the phase stop a Paralyze (#9) and a Steal Item (#20) of the same phase', () => {
    const state = arena({ at: 'p8', alignment: 'evil' }, { at: 'p10' }, { at: 'p11', alignment: 'evil' });
    setScrolls(state, 0, ['Plyze']);
    setScrolls(state, 2, ['StlIt']);
    setScrolls(state, 1, ['ProSh', 'ProIt']);
    placeArtifact(state, 'cross', 1);
    // B's protections are cast in phases 1 and 2; the attacks come in the same phases.
    const events = play(
      state,
      { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', null), cast(1, 'minor', null), N], 2: [REST, cast(0, 'minor', 'B')] },
      [OK, NO_GAIN, OK, NO_GAIN, OK, NO_GAIN, OK, NO_GAIN],
    );
    expect(struckOn(events, 1).map((e) => [e.spell, e.outcome])).toEqual([
      ['Plyze', 'protected'],
      ['StlIt', 'protected'],
    ]);
    expect(holderOf(state, 'cross')).toBe(1);
    expect(ofSeat(eventsOf(events, 'moved'), 1)).toHaveLength(1);
  });

  it('an Anti-Magic (#11) makes its victim\'s Attack Arcania (#12) of the same phase fail, unrolled but paid', () => {
    const state = arena({ at: 'p8', alignment: 'evil' }, { at: 'p10', alignment: 'evil' });
    setScrolls(state, 0, ['AntMa']);
    setScrolls(state, 1, ['AtArc']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', 'A')] }, [OK, NO_GAIN, NO_GAIN]);
    expect(castsBy(events, 1)).toEqual([expect.objectContaining({ spell: 'AtArc', roll: null, result: 'failure' })]);
    expect(state.mages[1]!.arcania).toBe(92);
    expect(state.mages[0]!.arcania).toBe(90);
  });

  it('an Anti-Magic (#11) makes its victim\'s Teleport (#25) of the same phase fail: the mage stays put', () => {
    const state = arena({ at: 'p8', alignment: 'evil' }, { at: 'p10' });
    setScrolls(state, 0, ['AntMa']);
    setScrolls(state, 1, ['TelPt']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', 'NE1')] }, [OK, NO_GAIN, NO_GAIN]);
    expect(castsBy(events, 1)).toEqual([expect.objectContaining({ spell: 'TelPt', roll: null, result: 'failure' })]);
    expect(eventsOf(events, 'teleported')).toEqual([]);
    expect(state.mages[1]!.hex).toBe(at('p10'));
  });

  it('an Anti-Magic does not undo its victim\'s Spell Aid (#1) of the same phase, which went first; the next phase\'s cast fails', () => {
    const state = arena({ at: 'p8', alignment: 'evil' }, { at: 'p10', alignment: 'neutral' });
    setScrolls(state, 0, ['AntMa']);
    setScrolls(state, 1, ['SpAid', 'ProEl']);
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [cast(0, 'minor', null), cast(1, 'minor', null)] }, [OK, NO_GAIN, OK, NO_GAIN, NO_GAIN]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.spell, e.result])).toEqual([
      [1, 'SpAid', 'success'],
      [0, 'AntMa', 'success'],
      [1, 'ProEl', 'failure'],
    ]);
    expect(magika.view(state, 1).me!.effects.map((e) => e.spell)).toEqual(['SpAid']);
  });
});

describe('Two casts of one spell in a phase go by action initiative (MG-9, MG-58)', () => {
  /**
   * A (seat 0) and B (seat 1) both cast Steal Item at C, who holds only the Cross: the first takes
   * it, the second finds nothing to take. C stands 2 hexes from each, too far for either to see
   * what it carries, so the second cast is rolled all the same (MG-32, MG-61): dice for the first
   * cast (check, item, skill) and for the second (check, skill).
   */
  function rivals(a: { arcania: number; skill: number }, b: { arcania: number; skill: number }): MagikaState {
    const state = arena({ at: 'p8', alignment: 'evil', stats: a }, { at: 'p12', alignment: 'evil', stats: b }, { at: 'p10' });
    setScrolls(state, 0, ['StlIt']);
    setScrolls(state, 1, ['StlIt']);
    placeArtifact(state, 'cross', 2);
    return state;
  }
  const both = { 0: [cast(0, 'minor', 'C')], 1: [cast(0, 'minor', 'C')] };

  it('the higher Arcania goes first, whatever the seats', () => {
    for (const [a, b, thief] of [
      [60, 50, 0],
      [50, 60, 1],
    ] as const) {
      const state = rivals({ arcania: a, skill: 70 }, { arcania: b, skill: 70 });
      const events = play(state, both, [OK, 0, NO_GAIN, OK, NO_GAIN]);
      expect(holderOf(state, 'cross')).toBe(thief);
      expect(castsBy(events, 1 - thief)[0]!.result).toBe('success');
      expect(eventsOf(events, 'stolen').map((e) => e.player)).toEqual([thief]);
      expect(eventsOf(events, 'tieBroken')).toEqual([]);
    }
  });

  it('with equal Arcania the higher Spell Skill goes first', () => {
    const state = rivals({ arcania: 60, skill: 70 }, { arcania: 60, skill: 75 });
    play(state, both, [OK, 0, NO_GAIN, OK, NO_GAIN]);
    expect(holderOf(state, 'cross')).toBe(1);
  });

  it('a full tie is broken by a draw, which no seat is told of (MG-9)', () => {
    const state = rivals({ arcania: 60, skill: 70 }, { arcania: 60, skill: 70 });
    // The draw picks seat 1 first (1 of [0, 1]), then the last one left (0 of [0]).
    const events = play(state, both, [1, 0, OK, 0, NO_GAIN, OK, NO_GAIN]);
    expect(eventsOf(events, 'tieBroken')).toEqual([{ type: 'tieBroken', audience: [], step: 'cast', order: [1, 0] }]);
    expect(holderOf(state, 'cross')).toBe(1);
  });

  it('casts of different spells never draw: they go by Figure 7', () => {
    const state = arena({ at: 'p8', alignment: 'evil' }, { at: 'p12', alignment: 'evil' }, { at: 'p10' });
    setScrolls(state, 0, ['BrnIt']);
    setScrolls(state, 1, ['FumIt']);
    setScrolls(state, 2, ['CurSp']);
    // Fumble Item (#19) before Burn Item (#21): the only item, the scroll, is fumbled away; the burn,
    // which cannot see that from 2 hexes off, is cast and finds nothing to burn (MG-61).
    const events = play(state, { 0: [cast(0, 'minor', 'C')], 1: [cast(0, 'minor', 'C')] }, [OK, 0, NO_GAIN, OK, NO_GAIN]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.result])).toEqual([
      [1, 'success'],
      [0, 'success'],
    ]);
    expect(eventsOf(events, 'scrollLost').filter((e) => e.why === 'burned')).toEqual([]);
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Who hears of it

describe('Who hears of a spell (MG-50)', () => {
  it('the victim learns the caster only when it stood within 2 hexes', () => {
    for (const [where, caster] of [
      ['p10', 0],
      ['p11', null],
    ] as const) {
      const state = arena({ at: 'p8' }, { at: where, stats: { endurance: 60 } });
      setScrolls(state, 0, ['AtEnd']);
      const events = play(state, { 0: [cast(0, 'minor', 'B')], 1: [MED, MED, MED, MED, MED] }, [OK, NO_GAIN]);
      expect(struckOn(events, 1)).toEqual([{ type: 'struck', audience: [1], player: 1, spell: 'AtEnd', caster, outcome: 'affected' }]);
    }
  });

  it('a bystander sees none of a cast on another: the caster sees its cast, the victim what struck it', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'p9' });
    setScrolls(state, 0, ['StlIt']);
    setScrolls(state, 1, ['CurSp']);
    play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 0, NO_GAIN]);
    const seen = (seat: number) => magika.view(state, seat).events.map((e) => e.type).filter((t) => ['cast', 'learned', 'struck', 'stolen', 'scrollGained', 'scrollLost'].includes(t));
    expect(seen(0)).toEqual(['scrollLost', 'cast', 'stolen', 'scrollGained', 'learned']);
    expect(seen(1)).toEqual(['struck', 'stolen']);
    expect(seen(2)).toEqual([]);
  });

  it('two casts of one spell at one victim contend: a draw orders them, told to no seat (MG-9)', () => {
    const state = arena({ at: 'p8' }, { at: 'p10' }, { at: 'p12' });
    setScrolls(state, 0, ['StlIt']);
    setScrolls(state, 2, ['StlIt']);
    placeArtifact(state, 'cross', 1);
    // The draw puts seat 2 first; it takes the Cross, and seat 0's cast then finds nothing to take.
    const events = play(state, { 0: [cast(0, 'minor', 'B')], 2: [cast(0, 'minor', 'B')] }, [1, 0, OK, 0, NO_GAIN, OK, NO_GAIN]);
    expect(eventsOf(events, 'tieBroken')).toEqual([{ type: 'tieBroken', audience: [], step: 'cast', order: [2, 0] }]);
    expect(holderOf(state, 'cross')).toBe(2);
    expect(castsBy(events, 0).map((e) => e.result)).toEqual(['success']);
    expect(eventsOf([...magika.view(state, 1).events], 'tieBroken')).toEqual([]);
  });

  it('a thief 3 hexes off is not named to its victim by any event the victim sees', () => {
    const state = arena({ at: 'p8' }, { at: 'p11' });
    setScrolls(state, 0, ['StlIt']);
    placeArtifact(state, 'cross', 1);
    play(state, { 0: [cast(0, 'minor', 'B')] }, [OK, 0, NO_GAIN]);
    expect(holderOf(state, 'cross')).toBe(0);
    const victimSees = [...magika.view(state, 1).events];
    expect(eventsOf(victimSees, 'struck')).toEqual([expect.objectContaining({ caster: null })]);
    // The victim learns the caster's identity only within 2 hexes (MG-50): its copy names no thief.
    expect(eventsOf(victimSees, 'stolen')).toEqual([expect.objectContaining({ player: null, victim: 1 })]);
    expect(eventsOf([...magika.view(state, 0).events], 'stolen')).toEqual([expect.objectContaining({ player: 0, victim: 1 })]);
  });
});
