/**
 * Casting, and the spells a mage casts on itself or its team (VII CAST, XVI-XVIII; MG-28…MG-33,
 * MG-36, MG-43…MG-45, MG-58), with scripted dice:
 * - the casting pipeline: the ability check at its boundary and every modifier to it, Stutter and
 *   Anti-Magic on the caster, the skill gain, the aptitude shifts, the aptitude gates at their exact
 *   boundaries (when the order is written and when it is resolved), Arcania spent by an earlier
 *   cast, "no possible effect", and the bonus of a Spell Skill above 100;
 * - every self spell at both levels: whom it reaches, how long it lasts (`until`), and what it
 *   changes in play (rest, meditation, Heals, Cloak Aid, Recon Aid, Invisibility, Fog Map, the
 *   information spells, Prolonged Spell);
 * - hidden information: the information and visibility spells change only the views they should.
 *
 * Dice per cast, in order: the ability check d100 (none under Stutter or Anti-Magic, none for a
 * cast with no possible effect), the bonus d100 when it worked with a skill above 100, the effect's
 * own draws (none for these spells), then the skill d100 (none for the Ebon Mage).
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { createRng, scriptedPosition, scriptedRng, type Rng } from '../../src/core/rng.js';
import { magika, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import type { SpellCode } from '../../src/games/magika/content/spells.js';
import { distance } from '../../src/games/magika/rules/map.js';
import { withinRecon } from '../../src/games/magika/rules/recon.js';
import { act, at, cloakOf, contest, eventsOf, mage, placeArtifact, placeCloak, playTurn, put, refreshReports, setScrolls } from './harness.js';

type Level = 'minor' | 'major';
type Events = MagikaState['events'];

const REST: MagikaOrder = { type: 'rest' };
const MEDITATE: MagikaOrder = { type: 'meditate' };
const SEARCH: MagikaOrder = { type: 'search' };
const EAST: MagikaOrder = { type: 'move', direction: 'E' };
const cast = (scroll: number, level: Level = 'minor', target: string | null = null): MagikaOrder => ({ type: 'cast', scroll, level, target });
const don = (cloak: number): MagikaOrder => ({ type: 'don', cloak });

/** Plays a turn with exactly these dice, checking that every one was drawn (and nothing more). */
function playExactly(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: number[]): Events {
  const rng = scriptedRng(dice);
  const events = playTurn(state, plans, rng);
  expect(scriptedPosition(rng)).toBe(dice.length);
  return events;
}

/** A state saved and read back (DESIGN §8): `parseState` must accept every state play reaches. */
const reloaded = (state: MagikaState): MagikaState => magika.parseState(JSON.parse(JSON.stringify(state)));

/** Plays a turn with exactly these dice; the state it leaves must survive saving and reading back. */
function play(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: number[] = []): Events {
  const events = playExactly(state, plans, dice);
  expect(reloaded(state)).toEqual(state);
  return events;
}

/** A scripted rng that calls `look` just before it hands out die number `index` (counted from 0). */
function watched(dice: number[], index: number, look: () => void): Rng & { readonly drawn: () => number } {
  const inner = scriptedRng(dice);
  let n = 0;
  return {
    int(min: number, max: number): number {
      if (n === index) look();
      n += 1;
      return inner.int(min, max);
    },
    clone: () => inner.clone(),
    getState: () => inner.getState(),
    drawn: () => n,
  };
}

/** The events of one phase of a resolved turn. */
function inPhase(events: Events, phase: number): Events {
  let now = 0;
  return events.filter((e) => {
    if (e.type === 'phaseStarted') now = e.phase;
    return now === phase && e.type !== 'phaseStarted';
  });
}

/** The spells in effect on a seat, as its own view shows them. */
const effectsOf = (state: MagikaState, seat: number) => magika.view(state, seat).me!.effects;

/** The effects now in the state, reduced to what a test compares. */
const effectList = (state: MagikaState) => state.effects.map((e) => ({ spell: e.spell, level: e.level, subject: e.subject, until: e.until }));

/** Seat 0: a Good human at p8 with 50 Arcania, skill 70 and aptitude 90; seat 1: an Evil human far away at z1. */
function duo(scrolls: SpellCode[], stats: Parameters<typeof put>[3] = {}): MagikaState {
  const state = contest([mage('Gwen', 'human', 'good'), mage('Mort', 'human', 'evil')]);
  put(state, 0, 'p8', { endurance: 100, arcania: 50, skill: 70, aptitude: 90, ...stats });
  put(state, 1, 'z1');
  setScrolls(state, 0, scrolls);
  setScrolls(state, 1, []);
  return state;
}

/** The rule a RuleError names when `seat` writes `order` next, or null when the order is accepted. */
function refusalRule(state: MagikaState, seat: number, order: MagikaOrder): string | null {
  try {
    magika.reduce(state, act(state, seat, order), createRng(1));
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).rule ?? '';
  }
}

/** Whether `seat`'s legal actions offer a cast of scroll `scroll`. */
const offersCast = (state: MagikaState, seat: number, scroll: number): boolean => magika.legalActions(state, seat).some((a) => a.type === 'cast' && a.scroll === scroll);

// ---------------------------------------------------------------------------------------------

describe('The ability check (L407-409, MG-29)', () => {
  it('a d100 equal to the Spell Skill succeeds, one more fails; either way it is paid for and read', () => {
    for (const [roll, works] of [
      [70, true],
      [71, false],
    ] as const) {
      const state = duo(['ProEl']);
      const events = play(state, { 0: [cast(0)] }, [roll, 100]);
      expect(eventsOf(events, 'cast')).toEqual([expect.objectContaining({ player: 0, spell: 'ProEl', level: 'minor', cost: 4, roll, need: 70, result: works ? 'success' : 'failure', bonus: false })]);
      expect(state.effects.filter((e) => e.spell === 'ProEl')).toHaveLength(works ? 1 : 0);
      expect(state.mages[0]!.arcania).toBe(46);
      expect(state.mages[0]!.scrolls).toEqual([]);
      expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ player: 0, spell: 'ProEl', why: 'read' })]);
    }
  });

  // [what, what the caster holds, its scroll, the Spell Skill the check needs]
  const modifiers: [string, ('tome' | 'crown' | 'orb')[], SpellCode, number][] = [
    ['the Tome of Magic adds 20 (L277-278)', ['tome'], 'ProEl', 90],
    ["the caster's own alignment artifact adds 20 to its alignment's spells (MG-25)", ['crown'], 'ProEl', 90],
    ["the caster's own alignment artifact adds nothing to other spells (MG-25)", ['crown'], 'KnArt', 70],
    ["another alignment's artifact: nothing for that alignment's spells (MG-25)", ['orb'], 'KnArt', 70],
    ["another alignment's artifact: −10 for the caster's own alignment (MG-25)", ['orb'], 'ProEl', 60],
    ["another alignment's artifact: −20 for the third alignment (MG-25)", ['orb'], 'SrchX', 50],
    ['the Tome and the own artifact add up', ['tome', 'crown'], 'ProEl', 110],
  ];
  for (const [what, held, spell, need] of modifiers) {
    it(`${what}: the check needs ${need}${need < 100 ? `, and ${need + 1} fails` : ''}`, () => {
      for (const roll of need < 100 ? [need, need + 1] : [100]) {
        const state = duo([spell]);
        // Search eXpired needs its victim in sight.
        put(state, 1, 'p10');
        for (const id of held) placeArtifact(state, id, 0);
        const target = spell === 'SrchX' ? 'B' : null;
        // Above 100 a success draws the bonus die (MG-30); 100 gives no bonus.
        const dice = need > 100 ? [roll, 100, 100] : [roll, 100];
        const events = play(state, { 0: [cast(0, 'minor', target)] }, dice);
        expect(eventsOf(events, 'cast')[0]).toMatchObject({ roll, need, result: roll <= need ? 'success' : 'failure', bonus: false });
      }
    });
  }

  it('Spell Aid adds 25 (L519-521): a Spell Aid read in phase 1 lifts the check of phase 2 to 95', () => {
    for (const [roll, works] of [
      [95, true],
      [96, false],
    ] as const) {
      const state = duo(['SpAid', 'ProEl']);
      const events = play(state, { 0: [cast(0), cast(1)] }, [1, 100, roll, 100]);
      expect(eventsOf(events, 'cast').map((c) => [c.spell, c.need, c.result])).toEqual([
        ['SpAid', 70, 'success'],
        ['ProEl', 95, works ? 'success' : 'failure'],
      ]);
    }
  });

  it('Curse Spell takes 25 (L538-540), from its place in Figure 7: a Curse read earlier in the same phase lowers a Heals to 45', () => {
    for (const [roll, works] of [
      [45, true],
      [46, false],
    ] as const) {
      const state = duo(['Heals'], { endurance: 50 });
      put(state, 1, 'p10', { arcania: 50, skill: 70, aptitude: -90 });
      setScrolls(state, 1, ['CurSp']);
      // Curse Spell (7th) goes before Heals (33rd): the curser's check and skill roll, then the healer's.
      const events = play(state, { 0: [cast(0)], 1: [cast(0, 'minor', 'A')] }, [1, 100, roll, 100]);
      expect(eventsOf(events, 'cast').map((c) => [c.player, c.spell, c.need, c.result])).toEqual([
        [1, 'CurSp', 70, 'success'],
        [0, 'Heals', 45, works ? 'success' : 'failure'],
      ]);
      // Healed to 100, or 50 and four phases of rest on the plains.
      expect(state.mages[0]!.endurance).toBe(works ? 100 : 50 + 4 * 8);
    }
  });
});

describe('Stutter and Anti-Magic on the caster (L466-467, L551-554, MG-29)', () => {
  for (const [spell, alignment] of [
    ['Stutt', 'good'],
    ['AntMa', 'evil'],
  ] as const) {
    it(`under ${spell} a cast fails with no check rolled, yet is paid for, read, moves aptitude and may teach`, () => {
      const state = contest([mage('Gwen', 'human', 'good'), mage('Foe', 'human', alignment)]);
      put(state, 0, 'p8', { endurance: 50, arcania: 50, skill: 70, aptitude: 90 });
      put(state, 1, 'p10', { arcania: 50, skill: 70, aptitude: alignment === 'good' ? 90 : -90 });
      setScrolls(state, 0, ['Heals']);
      setScrolls(state, 1, [spell]);
      // The foe's spell first (its check and skill roll); then the Heals: no check, only the skill roll (16 = 2 × 8 teaches).
      const events = play(state, { 0: [cast(0)], 1: [cast(0, 'minor', 'A')] }, [1, 100, 16]);
      expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ player: 0, spell, outcome: 'affected' })]);
      expect(eventsOf(events, 'cast').find((c) => c.player === 0)).toMatchObject({ spell: 'Heals', roll: null, need: 70, result: 'failure', cost: 8 });
      expect(eventsOf(events, 'learned').find((l) => l.player === 0)).toMatchObject({ roll: 16, aptitude: 98, skill: 75 });
      const m = state.mages[0]!;
      expect([m.arcania, m.aptitude, m.skill, m.scrolls.length]).toEqual([42, 98, 75, 0]);
      expect(eventsOf(events, 'scrollLost')).toContainEqual(expect.objectContaining({ player: 0, spell: 'Heals', why: 'read' }));
      // Not healed: 50 and the rests of phases 2 to 5. A cast that failed its check is no failed order: no rest in phase 1.
      expect(m.endurance).toBe(50 + 4 * 8);
      expect(eventsOf(inPhase(events, 1), 'rested').filter((e) => e.player === 0)).toEqual([]);
    });
  }
});

describe('Learning (L409-411, MG-29)', () => {
  it('a skill d100 no higher than twice the cost raises the Spell Skill by 5, even when the spell failed; one more does not', () => {
    for (const [gain, skill] of [
      [8, 75],
      [9, 70],
    ] as const) {
      const state = duo(['ProEl']);
      const events = play(state, { 0: [cast(0)] }, [100, gain]);
      expect(eventsOf(events, 'cast')[0]).toMatchObject({ result: 'failure' });
      expect(eventsOf(events, 'learned')).toEqual([expect.objectContaining({ player: 0, roll: gain, skill, aptitude: 94 })]);
      expect(state.mages[0]!.skill).toBe(skill);
    }
  });

  it('the Ebon Mage never learns, and no skill die is drawn for him (MG-29)', () => {
    const state = contest([mage('Ann', 'human', 'good'), mage('Bob', 'human', 'good'), mage('Ebon', 'human', 'good')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'z3');
    put(state, 2, 'p8', { arcania: 50, skill: 100, aptitude: 90 });
    setScrolls(state, 2, ['ProEl']);
    // His check only; his last order is his move of the turn (XIV rule 10).
    const events = play(state, { 2: [cast(0), EAST] }, [100]);
    expect(eventsOf(events, 'cast')).toEqual([expect.objectContaining({ player: 2, roll: 100, need: 100, result: 'success', bonus: false })]);
    expect(eventsOf(events, 'learned')).toEqual([expect.objectContaining({ player: 2, roll: null, skill: 100, aptitude: 94 })]);
  });
});

describe('Aptitude shifts (L415-418, MG-28)', () => {
  it('a Good spell adds its cost, up to +100', () => {
    for (const [from, level, to] of [
      [50, 'major', 60],
      [95, 'minor', 99],
      [98, 'minor', 100],
      [-60, 'minor', -56],
    ] as const) {
      const state = duo(['ProEl'], { aptitude: from });
      play(state, { 0: [cast(0, level)] }, [100, 100]);
      expect(state.mages[0]!.aptitude).toBe(to);
    }
  });

  it('an Evil spell takes its cost away, down to −100', () => {
    // A Good mage at 40 may cast Evil spells too (35 or more).
    for (const [alignment, from, to] of [
      ['evil', -50, -54],
      ['evil', -98, -100],
      ['good', 40, 36],
    ] as const) {
      const state = contest([mage('Caster', 'human', alignment), mage('Gwen', 'human', 'good')]);
      put(state, 0, 'p8', { arcania: 50, aptitude: from });
      put(state, 1, 'p10');
      setScrolls(state, 0, ['SrchX']);
      play(state, { 0: [cast(0, 'minor', 'B')] }, [100, 100]);
      expect(state.mages[0]!.aptitude).toBe(to);
    }
  });

  it('a Neutral spell moves it half its cost, rounded up, toward 0 and never past it: Knowledge of Artifacts (4) by 2, Fog Map major (35) by 18', () => {
    const cases: [string, Level, number, number, 'neutral' | 'good'][] = [
      ['KnArt', 'minor', 5, 3, 'neutral'],
      ['KnArt', 'minor', -5, -3, 'neutral'],
      ['KnArt', 'minor', 1, 0, 'neutral'],
      ['KnArt', 'minor', -1, 0, 'neutral'],
      ['KnArt', 'minor', 0, 0, 'neutral'],
      ['FogMp', 'major', 30, 12, 'neutral'],
      ['FogMp', 'major', -20, -2, 'neutral'],
      ['FogMp', 'major', -10, 0, 'neutral'],
      ['FogMp', 'major', 17, 0, 'neutral'],
      ['FogMp', 'major', 90, 72, 'good'],
    ];
    for (const [spell, level, from, to, alignment] of cases) {
      const state = contest([mage('Nell', 'human', alignment), mage('Other', 'human', 'good')]);
      put(state, 0, 'p8', { arcania: 50, aptitude: from });
      put(state, 1, 'z1');
      setScrolls(state, 0, [spell as SpellCode]);
      play(state, { 0: [cast(0, level)] }, [100, 100]);
      expect([spell, from, state.mages[0]!.aptitude]).toEqual([spell, from, to]);
    }
  });
});

describe('The aptitude gates (L418-426, MG-28)', () => {
  // Each mage holds a Good (ProEl), a Neutral (KnArt) and an Evil (SrchX) spell; which may it write?
  const ORDERS = [cast(0), cast(1), cast(2, 'minor', 'B')];
  function gated(alignment: 'good' | 'neutral' | 'evil', aptitude: number, rod = false): MagikaState {
    const state = contest([mage('Caster', 'human', alignment), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 50, aptitude });
    put(state, 1, 'p10');
    setScrolls(state, 0, ['ProEl', 'KnArt', 'SrchX']);
    if (rod) placeArtifact(state, 'rod', 0);
    return state;
  }
  // [alignment, aptitude, [Good, Neutral, Evil] allowed]
  const cases: ['good' | 'neutral' | 'evil', number, [boolean, boolean, boolean]][] = [
    ['good', 35, [true, true, true]],
    ['good', 34, [true, true, false]],
    ['good', 0, [true, true, false]],
    ['good', -1, [true, false, false]],
    ['good', -100, [true, false, false]],
    ['evil', -35, [true, true, true]],
    ['evil', -34, [false, true, true]],
    ['evil', 0, [false, true, true]],
    ['evil', 1, [false, false, true]],
    ['evil', 100, [false, false, true]],
    ['neutral', 25, [true, true, true]],
    ['neutral', 26, [false, true, true]],
    ['neutral', 35, [false, true, true]],
    ['neutral', 36, [false, true, false]],
    ['neutral', -25, [true, true, true]],
    ['neutral', -26, [true, true, false]],
    ['neutral', -35, [true, true, false]],
    ['neutral', -36, [false, true, false]],
  ];
  for (const [alignment, aptitude, allowed] of cases) {
    it(`${alignment === 'evil' ? 'an' : 'a'} ${alignment} mage at ${aptitude} casts ${['Good', 'Neutral', 'Evil'].filter((_, i) => allowed[i]).join(', ') || 'nothing'}; the rest may be written but fail when read, unpaid (MG-8, MG-28)`, () => {
      const state = gated(alignment, aptitude);
      // Orders are judged when carried out (L160-162, L173): every one may be written.
      expect([0, 1, 2].map((scroll) => offersCast(state, 0, scroll))).toEqual([true, true, true]);
      expect(ORDERS.map((order) => refusalRule(state, 0, order))).toEqual([null, null, null]);
      const cast = ORDERS.map((order, i) => {
        const world = gated(alignment, aptitude);
        const events = playExactly(world, { 0: [order] }, allowed[i] ? [1, 100] : []);
        return eventsOf(events, 'cast').length === 1 && !eventsOf(events, 'orderFailed').some((e) => e.player === 0) && world.mages[0]!.arcania < 50;
      });
      expect(cast).toEqual(allowed);
    });
  }

  it('the Rod of Obedience lifts every gate (L278-279)', () => {
    for (const [alignment, aptitude] of [
      ['good', -100],
      ['evil', 100],
      ['neutral', 36],
      ['neutral', -36],
    ] as const) {
      const state = gated(alignment, aptitude, true);
      expect([0, 1, 2].map((scroll) => offersCast(state, 0, scroll))).toEqual([true, true, true]);
      expect(ORDERS.map((order) => refusalRule(state, 0, order))).toEqual([null, null, null]);
    }
  });

  it('with the Rod a Good mage at −50 casts an Evil spell when it resolves; the Rod then pulls it a point a phase (L278-279)', () => {
    const state = gated('good', -50, true);
    const events = play(state, { 0: [cast(2, 'minor', 'B')] }, [1, 100]);
    expect(eventsOf(events, 'cast')[0]).toMatchObject({ spell: 'SrchX', result: 'success' });
    expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ player: 1, spell: 'SrchX', outcome: 'affected' })]);
    // −50 − 4, then +1 after each of the five phases.
    expect(state.mages[0]!.aptitude).toBe(-49);
  });

  it('an earlier cast of the turn that moves aptitude past a gate makes a later one fail unread: nothing paid, the scroll kept, the mage rests (MG-28, MG-58)', () => {
    // [alignment, aptitude, first spell (moves past the gate), second spell (now barred)]
    const cases: ['good' | 'neutral' | 'evil', number, SpellCode, SpellCode, string, number][] = [
      ['good', 38, 'SrchX', 'CurSp', 'B', 34],
      ['neutral', 24, 'ProEl', 'ProKn', '', 28],
      ['evil', -36, 'ProEl', 'ProKn', '', -32],
    ];
    for (const [alignment, aptitude, first, second, target, after] of cases) {
      const state = contest([mage('Caster', 'human', alignment), mage('Other', 'human', 'good')]);
      put(state, 0, 'p8', { endurance: 100, arcania: 50, aptitude });
      put(state, 1, 'p10');
      setScrolls(state, 0, [first, second]);
      const t = target === '' ? null : target;
      const events = play(state, { 0: [cast(0, 'minor', t), cast(1, 'minor', t)] }, [100, 100]);
      // Both written at plan time; only the first is read.
      expect(eventsOf(events, 'cast').map((c) => c.spell)).toEqual([first]);
      // The first cost 4; the second nothing.
      expect(state.mages[0]!.aptitude).toBe(after);
      expect(state.mages[0]!.arcania).toBe(46);
      expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual([second]);
      const phase2 = inPhase(events, 2);
      expect(eventsOf(phase2, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'cast', rests: true })]);
      expect(eventsOf(phase2, 'rested').filter((e) => e.player === 0)).toHaveLength(1);
    }
  });

  it('a cast whose Arcania an earlier cast of the turn spent fails unread and the mage rests (MG-28, MG-58)', () => {
    const state = duo(['ProEl', 'ProKn'], { arcania: 12 });
    const events = play(state, { 0: [cast(0, 'major'), cast(1)] }, [100, 100]);
    expect(eventsOf(events, 'cast').map((c) => c.spell)).toEqual(['ProEl']);
    expect(eventsOf(inPhase(events, 2), 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'cast', why: 'it needs 6 Arcania', rests: true })]);
    expect(eventsOf(inPhase(events, 2), 'rested').filter((e) => e.player === 0)).toHaveLength(1);
    expect(state.mages[0]!.arcania).toBe(2);
    expect(state.mages[0]!.aptitude).toBe(100);
    expect(state.mages[0]!.scrolls.map((s) => s.spell)).toEqual(['ProKn']);
  });
});

describe('"No possible effect" (L412-414, MG-32)', () => {
  it('Heals at full Endurance: paid for and read, but no check, no aptitude change, no skill roll', () => {
    const state = duo(['Heals']);
    const events = play(state, { 0: [cast(0)] }, []);
    expect(eventsOf(events, 'cast')).toEqual([expect.objectContaining({ spell: 'Heals', roll: null, result: 'noEffect', cost: 8 })]);
    expect(eventsOf(events, 'learned')).toEqual([]);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ spell: 'Heals', why: 'read' })]);
    const m = state.mages[0]!;
    expect([m.arcania, m.aptitude, m.skill, m.scrolls.length, m.endurance]).toEqual([42, 90, 70, 0, 100]);
    // It counts as a Good spell read (the Ebon Mage's tasks, MG-53).
    expect(m.casts).toEqual([1, 0, 0]);
  });

  it('Prolonged Spell naming a scroll read earlier in the turn, and the minor Cloak Aid on a Black mage, have no possible effect', () => {
    const state = duo(['ProEl', 'ProSp', 'CkAid'], { arcania: 100, aptitude: 50 });
    const events = play(state, { 0: [cast(0), cast(1, 'minor', 'scroll-0'), cast(2)] }, [100, 100]);
    expect(eventsOf(events, 'cast').map((c) => [c.spell, c.roll, c.result])).toEqual([
      ['ProEl', 100, 'failure'],
      ['ProSp', null, 'noEffect'],
      ['CkAid', null, 'noEffect'],
    ]);
    expect(state.mages[0]!.arcania).toBe(100 - 4 - 10 - 8);
    // Only the Elemental Protection moved aptitude.
    expect(state.mages[0]!.aptitude).toBe(54);
    expect(state.mages[0]!.scrolls).toEqual([]);
  });
});

describe('A Spell Skill above 100 (L99-101, MG-30)', () => {
  /** A Good human of skill 90 holding the Tome: 110. */
  const adept = (scrolls: SpellCode[], stats: Parameters<typeof put>[3] = {}): MagikaState => {
    const state = duo(scrolls, { skill: 90, arcania: 100, ...stats });
    placeArtifact(state, 'tome', 0);
    return state;
  };

  it('a success draws a d100: no higher than the excess (10) gives the bonus, and a 10-phase spell lasts 15', () => {
    for (const [bonus, until] of [
      [10, 15],
      [11, 10],
    ] as const) {
      const state = adept(['ProEl']);
      const events = play(state, { 0: [cast(0)] }, [50, bonus, 100]);
      expect(eventsOf(events, 'cast')[0]).toMatchObject({ need: 110, roll: 50, bonus: bonus === 10 });
      expect(effectsOf(state, 0)).toEqual([{ spell: 'ProEl', level: 'minor', until }]);
    }
  });

  it('turns are counted half again too, rounded up: a Black 4-turn Spell Aid lasts 6, a 1-turn Knowledge of Artifacts 2', () => {
    const state = adept(['SpAid', 'KnArt']);
    play(state, { 0: [cast(0, 'major'), cast(1)] }, [50, 1, 100, 50, 1, 100]);
    expect(effectsOf(state, 0)).toEqual([
      { spell: 'SpAid', level: 'major', until: 30 },
      { spell: 'KnArt', level: 'minor', until: 10 },
    ]);
    // Still there for the second turn's report.
    play(state, {}, []);
    expect(state.reports[0]!.intel.artifacts.map((a) => a.artifact)).toEqual(['crown', 'orb', 'scepter']);
  });

  it('the minor Heals restores three quarters of the maximum, rounded down, instead of half (MG-30, MG-45)', () => {
    for (const [bonus, endurance] of [
      [10, 10 + 71],
      [11, 10 + 47],
    ] as const) {
      const state = contest([mage('Elda', 'elf', 'good'), mage('Other', 'human', 'good')]);
      put(state, 0, 'p8', { endurance: 10, arcania: 50, skill: 90, aptitude: 50 });
      put(state, 1, 'z1');
      placeArtifact(state, 'tome', 0);
      setScrolls(state, 0, ['Heals']);
      // Meditating changes no Endurance; the Heals is read in phase 5.
      play(state, { 0: [MEDITATE, MEDITATE, MEDITATE, MEDITATE, cast(0)] }, [50, bonus, 100]);
      expect(state.mages[0]!.endurance).toBe(endurance);
    }
  });

  it('the minor Prolonged Spell keeps its scroll for 5 turns instead of 3', () => {
    const state = adept(['ProSp', 'ProEl'], { aptitude: 50 });
    play(state, { 0: [cast(0, 'minor', 'scroll-1')] }, [50, 10, 100]);
    expect(magika.view(state, 0).me!.scrolls).toEqual([{ id: 1, spell: 'ProEl', permanent: false, keepUntil: 5, readOn: 0 }]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Whom each self spell reaches, and for how long (SP-3, L439-441, MG-33, MG-36)', () => {
  /**
   * Seat 0, a Neutral human at aptitude 0 in p8 (it may cast Good and Neutral spells), cloaked red
   * or Black; seat 1 wears red far away in z1; seat 2 stands next to seat 0 in blue; seat 3 is Black.
   */
  function team(cloaked: boolean, spell: SpellCode): MagikaState {
    const state = contest([mage('Caster', 'human', 'neutral'), mage('Mate', 'human', 'good'), mage('Near', 'human', 'good'), mage('Lone', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 100, aptitude: 0 });
    put(state, 1, 'z1');
    put(state, 2, 'p9');
    put(state, 3, 'z26');
    if (cloaked) placeCloak(state, cloakOf('red', 0), 0, true);
    placeCloak(state, cloakOf('red', 1), 1, true);
    placeCloak(state, cloakOf('blue', 0), 2, true);
    for (const seat of [0, 1, 2, 3]) setScrolls(state, seat, seat === 0 ? [spell] : []);
    return state;
  }

  // Read in phase 3 of turn 1: 10 phases last to phase 2 of turn 3 (12); 1 turn to 5; 3 turns to 15; 4 turns to 20.
  // [spell, minor, major cloaked (team or caster), major Black]
  const TABLE: [SpellCode, number, { team: boolean; until: number }, number][] = [
    ['SpAid', 12, { team: true, until: 12 }, 20],
    ['ProAu', 12, { team: true, until: 12 }, 20],
    ['ProSh', 12, { team: true, until: 12 }, 20],
    ['ProIt', 12, { team: true, until: 12 }, 20],
    ['ProKn', 12, { team: true, until: 12 }, 20],
    ['ProEl', 12, { team: true, until: 12 }, 20],
    ['InvSp', 5, { team: true, until: 5 }, 15],
    ['KnoSS', 5, { team: true, until: 5 }, 15],
    ['IntRp', 5, { team: true, until: 5 }, 15],
    ['RcAid', 5, { team: false, until: 15 }, 15],
    ['KnArt', 5, { team: false, until: 15 }, 15],
    ['BoEnd', 15, { team: false, until: 15 }, 15],
    ['BoArc', 15, { team: false, until: 15 }, 15],
  ];

  /** Casts `spell` at `level` in phase 3 and returns the effects in place just after it worked (before its skill roll). */
  function castAndLook(cloaked: boolean, spell: SpellCode, level: Level) {
    const state = team(cloaked, spell);
    let seen: ReturnType<typeof effectList> = [];
    const rng = watched([1, 100], 1, () => (seen = effectList(state)));
    playTurn(state, { 0: [REST, REST, cast(0, level)] }, rng);
    expect(rng.drawn()).toBe(2);
    return { state, seen };
  }

  for (const [spell, minor, major, black] of TABLE) {
    it(`${spell}: the minor on the caster (until ${minor}); the major on ${major.team ? "a cloaked caster's whole team, far or near" : 'the caster alone'} (until ${major.until}), on a Black caster alone (until ${black})`, () => {
      const m = castAndLook(true, spell, 'minor');
      expect(m.seen).toEqual([{ spell, level: 'minor', subject: 0, until: minor }]);
      const x = castAndLook(true, spell, 'major');
      expect(x.seen).toEqual((major.team ? [0, 1] : [0]).map((subject) => ({ spell, level: 'major', subject, until: major.until })));
      const b = castAndLook(false, spell, 'major');
      expect(b.seen).toEqual([{ spell, level: 'major', subject: 0, until: black }]);
      // What lasts beyond the turn shows in the views of those it is on, and of no one else.
      for (const [run, level] of [
        [m, 'minor'],
        [x, 'major'],
        [b, 'major'],
      ] as const) {
        for (const seat of [0, 1, 2, 3]) {
          const on = run.seen.find((e) => e.subject === seat);
          expect(effectsOf(run.state, seat)).toEqual(on !== undefined && on.until > 5 ? [{ spell, level, until: on.until }] : []);
        }
      }
    });
  }

  it('the major Cloak Aid is on the caster alone, for 3 turns, cloaked or not', () => {
    expect(castAndLook(true, 'CkAid', 'major').seen).toEqual([{ spell: 'CkAid', level: 'major', subject: 0, until: 15 }]);
    expect(castAndLook(false, 'CkAid', 'major').seen).toEqual([{ spell: 'CkAid', level: 'major', subject: 0, until: 15 }]);
  });

  it('a team spell reaches teammates from its place in the Cast step: a Spell Aid on the team helps a teammate casting in the same phase (MG-36)', () => {
    const state = team(true, 'SpAid');
    put(state, 1, 'z1', { arcania: 50, skill: 70, aptitude: 90 });
    setScrolls(state, 1, ['ProEl']);
    const events = play(state, { 0: [cast(0, 'major')], 1: [cast(0)] }, [1, 100, 1, 100]);
    expect(eventsOf(events, 'cast').map((c) => [c.player, c.spell, c.need])).toEqual([
      [0, 'SpAid', 70],
      [1, 'ProEl', 95],
    ]);
  });
});

describe('When effects end (L433-437, MG-36)', () => {
  it('a 10-phase spell read in phase 3 of turn 1 lasts through phase 2 of turn 3 (until 12), and not into phase 3', () => {
    const state = duo(['SpAid', 'ProEl', 'ProKn'], { arcania: 100 });
    play(state, { 0: [REST, REST, cast(0)] }, [1, 100]);
    expect(effectsOf(state, 0)).toEqual([{ spell: 'SpAid', level: 'minor', until: 12 }]);
    play(state, {}, []);
    expect(effectsOf(state, 0)).toEqual([{ spell: 'SpAid', level: 'minor', until: 12 }]);
    const events = play(state, { 0: [REST, cast(1), cast(2)] }, [1, 100, 1, 100]);
    expect(eventsOf(events, 'cast').map((c) => [c.spell, c.need])).toEqual([
      ['ProEl', 95],
      ['ProKn', 70],
    ]);
    expect(effectsOf(state, 0).map((e) => e.spell)).toEqual(['ProEl', 'ProKn']);
  });

  it("a Black mage's major Spell Aid read in phase 1 lasts 4 turns, to the end of turn 4 (until 20); a cloaked mage's 10 phases (until 10)", () => {
    const black = duo(['SpAid'], { arcania: 100 });
    play(black, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(effectsOf(black, 0)).toEqual([{ spell: 'SpAid', level: 'major', until: 20 }]);
    for (let turn = 2; turn <= 3; turn++) play(black, {}, []);
    expect(effectsOf(black, 0)).toEqual([{ spell: 'SpAid', level: 'major', until: 20 }]);
    play(black, {}, []);
    expect(effectsOf(black, 0)).toEqual([]);

    const cloaked = duo(['SpAid'], { arcania: 100 });
    placeCloak(cloaked, cloakOf('green'), 0, true);
    play(cloaked, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(effectsOf(cloaked, 0)).toEqual([{ spell: 'SpAid', level: 'major', until: 10 }]);
    play(cloaked, {}, []);
    expect(effectsOf(cloaked, 0)).toEqual([]);
  });

  it('a 1-turn spell read in phase 5 ends with that turn: in its report, gone from the next', () => {
    const state = duo(['KnArt']);
    play(state, { 0: [REST, REST, REST, REST, cast(0)] }, [1, 100]);
    expect(state.reports[0]!.intel.artifacts).toHaveLength(3);
    expect(effectsOf(state, 0)).toEqual([]);
    play(state, {}, []);
    expect(state.reports[0]!.intel.artifacts).toEqual([]);
  });

  it('"a big difference between a 10 phase and a 2 turn spell": read in the same phase 3, the 2-turn one ends with turn 2 (until 10), the 10-phase one in phase 2 of turn 3 (until 12)', () => {
    // Seat 1 reads Knowledge of Artifacts with a bonus (MG-30): 1 turn becomes 2.
    const state = contest([mage('Gwen', 'human', 'good'), mage('Sage', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 50, skill: 70, aptitude: 90 });
    put(state, 1, 'z1', { arcania: 50, skill: 90, aptitude: 90 });
    placeArtifact(state, 'tome', 1);
    setScrolls(state, 0, ['SpAid']);
    setScrolls(state, 1, ['KnArt']);
    play(state, { 0: [REST, REST, cast(0)], 1: [REST, REST, cast(0)] }, [1, 100, 1, 1, 100]);
    expect(effectsOf(state, 0)).toEqual([{ spell: 'SpAid', level: 'minor', until: 12 }]);
    expect(effectsOf(state, 1)).toEqual([{ spell: 'KnArt', level: 'minor', until: 10 }]);
    play(state, {}, []);
    expect(effectsOf(state, 0)).toEqual([{ spell: 'SpAid', level: 'minor', until: 12 }]);
    expect(effectsOf(state, 1)).toEqual([]);
  });

  it('turn spells end with phase 5 whatever phase they were read in; phase spells count from their phase', () => {
    for (const [phase, phases] of [
      [1, 10],
      [5, 14],
    ] as const) {
      const state = contest([mage('Gwen', 'human', 'good'), mage('Hale', 'human', 'good')]);
      put(state, 0, 'p8', { arcania: 50, aptitude: 50 });
      put(state, 1, 'z1', { arcania: 50, aptitude: 50 });
      setScrolls(state, 0, ['ProEl']);
      setScrolls(state, 1, ['BoEnd']);
      const plan = (order: MagikaOrder) => [REST, REST, REST, REST, REST].map((o, i) => (i === phase - 1 ? order : o));
      play(state, { 0: plan(cast(0)), 1: plan(cast(0)) }, [1, 100, 1, 100]);
      expect([effectsOf(state, 0), effectsOf(state, 1)]).toEqual([[{ spell: 'ProEl', level: 'minor', until: phases }], [{ spell: 'BoEnd', level: 'minor', until: 15 }]]);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('Boost Endurance and Boost Arcania (L471-477, MG-13, MG-45)', () => {
  it('Boost Endurance doubles rest for 3 turns; with the Helm it is still double, not four times', () => {
    const state = contest([mage('Gwen', 'human', 'good'), mage('Hale', 'human', 'good')]);
    put(state, 0, 'p8', { endurance: 20, arcania: 50, aptitude: 50 });
    put(state, 1, 'p10', { endurance: 20, arcania: 60, aptitude: 50 });
    placeArtifact(state, 'helm', 1);
    setScrolls(state, 0, ['BoEnd']);
    setScrolls(state, 1, ['BoEnd']);
    // Seat 1 has more Arcania, so its cast goes first; no draw.
    const events = play(state, { 0: [cast(0)], 1: [cast(0)] }, [1, 100, 1, 100]);
    for (const seat of [0, 1]) expect(eventsOf(events, 'rested').filter((e) => e.player === seat).map((e) => e.gain)).toEqual([16, 16, 16, 16]);
    expect([state.mages[0]!.endurance, state.mages[1]!.endurance]).toEqual([84, 84]);
    // Turn 3 still doubles; turn 4 not.
    play(state, {}, []);
    state.mages[0]!.endurance = 20;
    const third = play(state, {}, []);
    expect(eventsOf(third, 'rested').filter((e) => e.player === 0 && !e.bonus).map((e) => e.gain)).toEqual([16, 16, 16, 16, 16]);
    state.mages[0]!.endurance = 20;
    const fourth = play(state, {}, []);
    expect(eventsOf(fourth, 'rested').filter((e) => e.player === 0 && !e.bonus).map((e) => e.gain)).toEqual([8, 8, 8, 8, 8]);
  });

  it('the major Boost Endurance also raises the maximum by 10, for good', () => {
    const state = duo(['BoEnd'], { endurance: 20, aptitude: 50 });
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(state.mages[0]!.maxEndurance).toBe(110);
    expect(effectsOf(state, 0)).toEqual([{ spell: 'BoEnd', level: 'major', until: 15 }]);
    for (let turn = 2; turn <= 5; turn++) play(state, {}, []);
    expect(effectsOf(state, 0)).toEqual([]);
    expect(state.mages[0]!.maxEndurance).toBe(110);
    expect(state.mages[0]!.endurance).toBe(110);
  });

  it('Boost Arcania doubles meditation for 3 turns (11 to 22 for a skill of 70); with the Candle still double', () => {
    const state = contest([mage('Gwen', 'human', 'good'), mage('Cara', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 20, aptitude: 50 });
    put(state, 1, 'p10', { arcania: 21, aptitude: 50 });
    placeArtifact(state, 'candle', 1);
    setScrolls(state, 0, ['BoArc']);
    setScrolls(state, 1, ['BoArc']);
    const events = play(state, { 0: [cast(0), MEDITATE, MEDITATE, MEDITATE, MEDITATE], 1: [cast(0), MEDITATE, MEDITATE, MEDITATE, MEDITATE] }, [1, 100, 1, 100]);
    for (const seat of [0, 1]) expect(eventsOf(events, 'meditated').filter((e) => e.player === seat).map((e) => e.gain)).toEqual([22, 22, 22, 22]);
    expect([state.mages[0]!.arcania, state.mages[1]!.arcania]).toEqual([10 + 88, 11 + 88]);
  });

  it('the major Boost Arcania also raises the maximum by 10, for good', () => {
    const state = duo(['BoArc'], { arcania: 90, aptitude: 50 });
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(state.mages[0]!.maxArcania).toBe(110);
    for (let turn = 2; turn <= 4; turn++) play(state, {}, []);
    expect(effectsOf(state, 0)).toEqual([]);
    expect(state.mages[0]!.maxArcania).toBe(110);
    // From 60, five meditations of 11 reach the new maximum of 110 (the last gives 6).
    const events = play(state, { 0: [MEDITATE, MEDITATE, MEDITATE, MEDITATE, MEDITATE] }, []);
    expect(eventsOf(events, 'meditated').map((e) => e.gain)).toEqual([11, 11, 11, 11, 6]);
    expect(state.mages[0]!.arcania).toBe(110);
  });
});

describe('Heals (L469-471, MG-45)', () => {
  function elf(endurance: number): MagikaState {
    const state = contest([mage('Elda', 'elf', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8', { endurance, arcania: 50, aptitude: 50 });
    put(state, 1, 'z1');
    setScrolls(state, 0, ['Heals']);
    return state;
  }

  it('the minor restores half the maximum, rounded down (47 of 95), up to the maximum', () => {
    for (const [from, to] of [
      [20, 67],
      [60, 95],
    ] as const) {
      const state = elf(from);
      play(state, { 0: [MEDITATE, MEDITATE, MEDITATE, MEDITATE, cast(0)] }, [1, 100]);
      expect(state.mages[0]!.endurance).toBe(to);
    }
  });

  it('the major restores all of it', () => {
    const state = elf(12);
    play(state, { 0: [MEDITATE, MEDITATE, MEDITATE, MEDITATE, cast(0, 'major')] }, [1, 100]);
    expect(state.mages[0]!.endurance).toBe(95);
    // Four meditations of 11 (skill 75), less the 24 it cost.
    expect(state.mages[0]!.arcania).toBe(50 + 44 - 24);
  });
});

describe('Cloak Aid (L505-510)', () => {
  it('the minor takes off the cloak worn: the mage is Black, keeps the cloak, pays nothing more, and may don it again', () => {
    const state = duo(['CkAid'], { aptitude: 50 });
    placeCloak(state, cloakOf('red'), 0, true);
    const events = play(state, { 0: [cast(0)] }, [1, 100]);
    expect(eventsOf(events, 'cast')[0]).toMatchObject({ result: 'success' });
    const me = magika.view(state, 0).me!;
    expect([me.team, me.cloaks, me.forcedBlack, me.endurance, me.arcania]).toEqual(['black', [{ id: cloakOf('red'), color: 'red', donned: false }], false, 100, 42]);
    play(state, { 0: [don(cloakOf('red'))] }, []);
    expect(magika.view(state, 0).me!.team).toBe('red');
  });

  /** Seat 0 (Good) wears red and carries blue; blue is worn by a Good and an Evil mage, so a Good third does not fit. */
  function recloak(): MagikaState {
    const state = contest([mage('Gwen', 'human', 'good'), mage('Bea', 'human', 'good'), mage('Eve', 'human', 'evil')]);
    put(state, 0, 'p8', { arcania: 100, aptitude: 50 });
    put(state, 1, 'z1');
    put(state, 2, 'z3');
    setScrolls(state, 0, ['CkAid']);
    placeCloak(state, cloakOf('red'), 0, true);
    placeCloak(state, cloakOf('blue', 0), 0);
    placeCloak(state, cloakOf('blue', 1), 1, true);
    placeCloak(state, cloakOf('blue', 2), 2, true);
    return state;
  }

  it('without it a failed re-cloak costs 50 and 50, every cloak, and makes the mage Black for good (L298-300)', () => {
    const state = recloak();
    play(state, { 0: [don(cloakOf('blue', 0))] }, []);
    const me = magika.view(state, 0).me!;
    expect([me.team, me.cloaks, me.forcedBlack, me.arcania]).toEqual(['black', [], true, 50]);
  });

  it('the major makes a re-cloak that would fail a rest instead, with no penalty', () => {
    const state = recloak();
    const events = play(state, { 0: [cast(0, 'major'), don(cloakOf('blue', 0))] }, [1, 100]);
    expect(eventsOf(inPhase(events, 2), 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'don', rests: true })]);
    expect(eventsOf(inPhase(events, 2), 'rested').filter((e) => e.player === 0)).toHaveLength(1);
    const me = magika.view(state, 0).me!;
    expect([me.team, me.cloaks.map((c) => c.color), me.forcedBlack, me.endurance, me.arcania]).toEqual(['red', ['red', 'blue'], false, 100, 70]);
  });

  it('the major lets a mage forced Black pick a cloak up and don it', () => {
    for (const aided of [false, true]) {
      const state = duo(['CkAid'], { arcania: 100, aptitude: 50 });
      state.mages[0]!.forcedBlack = true;
      placeCloak(state, cloakOf('green'), 'p8');
      // Without the spell the search cannot take the cloak, so it looks for a scroll (100: none) and costs 0.
      const events = aided ? playExactly(state, { 0: [cast(0, 'major'), SEARCH] }, [1, 100, 0]) : play(state, { 0: [REST, SEARCH] }, [100, 0]);
      expect(eventsOf(events, 'pickedUp')).toEqual(aided ? [expect.objectContaining({ player: 0, what: 'a green cloak' })] : []);
      if (!aided) continue;
      playExactly(state, { 0: [don(cloakOf('green'))] }, []);
      expect(magika.view(state, 0).me!.team).toBe('green');
      // Joining a team ends the forced status (MG-23), and the state saves and reads back.
      expect(state.mages[0]!.forcedBlack).toBe(false);
      expect(() => reloaded(state)).not.toThrow();
    }
  });
});

describe('Recon Aid (L512-514, MG-44)', () => {
  function scene(): MagikaState {
    const state = contest([mage('Nell', 'human', 'neutral'), mage('Elda', 'elf', 'good'), mage('Dorn', 'dwarf', 'good'), mage('Hugh', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 60, aptitude: 0 });
    put(state, 1, 'p10');
    put(state, 2, 'p9');
    put(state, 3, 'p12');
    for (const seat of [0, 1, 2, 3]) setScrolls(state, seat, []);
    setScrolls(state, 0, ['RcAid', 'CurSp']);
    return state;
  }
  const sightOf = (state: MagikaState, label: string) => state.reports[0]!.sight.find((c) => c.hex === at(label));

  it('the report sees to ring 4 and every ring a step better: a mage 2 hexes off is seen as from ring 1, one next door as from ring 0', () => {
    const plain = scene();
    play(plain, {}, []);
    expect(sightOf(plain, 'p10')!.mages[0]).toMatchObject({ seat: 1, ring: 2, race: null });
    expect(sightOf(plain, 'p9')!.mages[0]).toMatchObject({ seat: 2, ring: 1, race: 'dwarf', alignment: null });
    expect(sightOf(plain, 'p12')).toBeUndefined();
    expect(Math.max(...plain.reports[0]!.sight.map((c) => distance(at('p8'), c.hex)))).toBe(3);

    const aided = scene();
    play(aided, { 0: [cast(0)] }, [1, 100]);
    expect(sightOf(aided, 'p10')!.mages[0]).toMatchObject({ seat: 1, ring: 1, race: 'elf', alignment: null });
    expect(sightOf(aided, 'p9')!.mages[0]).toMatchObject({ seat: 2, ring: 0, race: 'dwarf', alignment: 'good' });
    expect(sightOf(aided, 'p12')).toMatchObject({ ring: 3, occupied: true, mages: [] });
    expect(Math.max(...aided.reports[0]!.sight.map((c) => distance(at('p8'), c.hex)))).toBe(4);
    expect(aided.reports[0]!.sight.every((c) => c.ring === Math.max(0, distance(at('p8'), c.hex) - 1))).toBe(true);
    // It lasts the turn: the next report is plain again.
    play(aided, {}, []);
    expect(sightOf(aided, 'p12')).toBeUndefined();
  });

  it('its caster reaches a mage 4 hexes off with a minor spell, which otherwise has no possible effect (MG-33)', () => {
    const plain = scene();
    const missed = play(plain, { 0: [REST, cast(1, 'minor', 'D')] }, []);
    expect(eventsOf(missed, 'cast')[0]).toMatchObject({ spell: 'CurSp', result: 'noEffect' });
    const aided = scene();
    const events = play(aided, { 0: [cast(0), cast(1, 'minor', 'D')] }, [1, 100, 1, 100]);
    expect(eventsOf(events, 'cast')[1]).toMatchObject({ spell: 'CurSp', result: 'success' });
    expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ player: 3, spell: 'CurSp', outcome: 'affected' })]);
  });
});

describe('Invisibility (L510-512, MG-44)', () => {
  /** Seat 0 (red) casts at p8; seat 1 watches from p10; seat 2, seat 0's teammate, stands at p12 (or far off). */
  function scene(mateNear: boolean): MagikaState {
    const state = contest([mage('Nell', 'human', 'neutral'), mage('Mort', 'human', 'evil'), mage('Mate', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 60, aptitude: 0 });
    put(state, 1, 'p10', { arcania: 50, aptitude: -90 });
    put(state, 2, mateNear ? 'p12' : 'z1');
    setScrolls(state, 0, ['InvSp']);
    setScrolls(state, 1, ['CurSp']);
    setScrolls(state, 2, []);
    placeCloak(state, cloakOf('red', 0), 0, true);
    placeCloak(state, cloakOf('red', 1), 2, true);
    return state;
  }
  const cell = (state: MagikaState, seat: number, label: string) => state.reports[seat]!.sight.find((c) => c.hex === at(label));

  it("the minor takes the caster off others' reports (its hex not even occupied) for the turn; its teammate still lists it", () => {
    const state = scene(false);
    play(state, { 0: [cast(0)] }, [1, 100]);
    expect(cell(state, 1, 'p8')).toMatchObject({ occupied: false, mages: [] });
    expect(state.reports[2]!.allies).toEqual([expect.objectContaining({ seat: 0, hex: at('p8') })]);
    play(state, {}, []);
    expect(cell(state, 1, 'p8')).toMatchObject({ occupied: true, mages: [expect.objectContaining({ seat: 0, ring: 2 })] });
  });

  it('an invisible mage cannot be aimed at: a minor spell at it has no possible effect (MG-32, MG-33)', () => {
    const state = scene(false);
    const events = play(state, { 0: [cast(0)], 1: [REST, cast(0, 'minor', 'A')] }, [1, 100]);
    expect(eventsOf(events, 'cast').map((c) => [c.player, c.spell, c.result])).toEqual([
      [0, 'InvSp', 'success'],
      [1, 'CurSp', 'noEffect'],
    ]);
    expect(state.effects.filter((e) => e.spell === 'CurSp')).toEqual([]);
  });

  it('the major hides the whole team', () => {
    const state = scene(true);
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(cell(state, 1, 'p8')).toMatchObject({ occupied: false, mages: [] });
    expect(cell(state, 1, 'p12')).toMatchObject({ occupied: false, mages: [] });
    expect(state.reports[0]!.allies.map((a) => a.seat)).toEqual([2]);
    expect(state.reports[2]!.allies.map((a) => a.seat)).toEqual([0]);
  });
});

describe('Fog Map (L515-519, MG-44)', () => {
  function scene(): MagikaState {
    const state = contest([mage('Nell', 'human', 'neutral'), mage('Near', 'human', 'good'), mage('Edge', 'human', 'good'), mage('Far', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 60, aptitude: 0 });
    put(state, 1, 'p11');
    put(state, 2, 'p14');
    put(state, 3, 'z1');
    setScrolls(state, 0, ['FogMp']);
    return state;
  }
  const hexes = (state: MagikaState, seat: number) => state.reports[seat]!.sight.map((c) => c.hex);

  it("the minor blanks every hex within the caster's reach on every report, but the hex a mage stands in, for the turn", () => {
    const state = scene();
    play(state, { 0: [cast(0)] }, [1, 100]);
    const fogged = (hex: number) => distance(at('p8'), hex) <= 3;
    expect(hexes(state, 0)).toEqual([at('p8')]);
    expect(hexes(state, 1)).toContain(at('p11'));
    expect(hexes(state, 1)).toContain(at('p12'));
    expect(hexes(state, 1).filter((h) => h !== at('p11')).some(fogged)).toBe(false);
    expect(hexes(state, 2)).not.toContain(at('p11'));
    expect(hexes(state, 2)).toContain(at('p12'));
    expect(hexes(state, 3)).toEqual([...withinRecon(at('z1'))]);
    play(state, {}, []);
    expect(hexes(state, 0)).toContain(at('p11'));
    expect(hexes(state, 1)).toContain(at('p8'));
  });

  it('the major blanks every hex of the cavern: each report keeps only the hex its mage stands in', () => {
    const state = scene();
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    expect([0, 1, 2, 3].map((seat) => hexes(state, seat))).toEqual([[at('p8')], [at('p11')], [at('p14')], [at('z1')]]);
  });
});

describe('The information spells in the report (L483-500, MG-43)', () => {
  /** Seat 0 (Neutral) at p8; seat 1 at p10 carrying things; seat 2 at p12 (4 off); seat 3 at p9 under Knowledge Protection. */
  function scene(spell: SpellCode): MagikaState {
    const state = contest([mage('Nell', 'human', 'neutral'), mage('Bea', 'human', 'good'), mage('Cid', 'human', 'good'), mage('Guard', 'human', 'good')]);
    put(state, 0, 'p8', { arcania: 60, aptitude: 0 });
    put(state, 1, 'p10');
    put(state, 2, 'p12');
    put(state, 3, 'p9');
    setScrolls(state, 0, [spell]);
    setScrolls(state, 1, ['AtEnd', 'Heals']);
    setScrolls(state, 2, ['TelPt']);
    setScrolls(state, 3, ['Confs']);
    placeCloak(state, cloakOf('blue'), 1);
    placeArtifact(state, 'helm', 1);
    placeArtifact(state, 'scepter', 3);
    state.effects.push({ spell: 'ProEl', level: 'minor', caster: 1, subject: 1, hexes: [], was: [], scroll: null, until: 10 });
    state.effects.push({ spell: 'ProKn', level: 'minor', caster: 3, subject: 3, hexes: [], was: [], scroll: null, until: 10 });
    return state;
  }

  it('the minor Knowledge of Artifacts locates the three alignment artifacts, but not one held by a mage under Knowledge Protection', () => {
    const state = scene('KnArt');
    play(state, { 0: [cast(0)] }, [1, 100]);
    expect(state.reports[0]!.intel).toEqual({
      artifacts: [
        { artifact: 'crown', hex: at('f1') },
        { artifact: 'orb', hex: at('f2') },
      ],
      mages: [],
    });
    expect(state.reports[1]!.intel).toEqual({ artifacts: [], mages: [] });
  });

  it('the major locates all twelve (but the guarded one), for 3 turns', () => {
    const state = scene('KnArt');
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    const expected = ['crown', 'orb', 'cross', 'ankh', 'lamp', 'pendant', 'medallion', 'helm', 'candle', 'tome', 'rod'];
    expect(state.reports[0]!.intel.artifacts.map((a) => a.artifact)).toEqual(expected);
    expect(state.reports[0]!.intel.artifacts.find((a) => a.artifact === 'helm')!.hex).toBe(at('p10'));
    // Turn 2 too (Knowledge Protection lasts through phase 10), and turn 3, when the Scepter shows; not turn 4.
    play(state, {}, []);
    expect(state.reports[0]!.intel.artifacts).toHaveLength(11);
    play(state, {}, []);
    expect(state.reports[0]!.intel.artifacts).toHaveLength(12);
    play(state, {}, []);
    expect(state.reports[0]!.intel.artifacts).toEqual([]);
  });

  it('Intelligence Report tells what each mage within 3 carries, but not of one 4 off or one under Knowledge Protection', () => {
    const state = scene('IntRp');
    play(state, { 0: [cast(0)] }, [1, 100]);
    expect(state.reports[0]!.intel).toEqual({ artifacts: [], mages: [{ seat: 1, scrolls: ['AtEnd', 'Heals'], cloaks: ['blue'], artifacts: ['helm'], effects: null }] });
  });

  it('Know Spell Status tells the scrolls of each mage within 3 and the spells in effect on it', () => {
    const state = scene('KnoSS');
    play(state, { 0: [cast(0)] }, [1, 100]);
    expect(state.reports[0]!.intel).toEqual({ artifacts: [], mages: [{ seat: 1, scrolls: ['AtEnd', 'Heals'], cloaks: null, artifacts: null, effects: ['ProEl'] }] });
    play(state, {}, []);
    expect(state.reports[0]!.intel.mages).toEqual([]);
  });

  it('the major Intelligence Report gives a teammate far off its own report of the mages near it', () => {
    const state = scene('IntRp');
    // Seat 2 wears the caster's colour at z1; seat 3, unguarded, stands next to it at z2.
    put(state, 2, 'z1');
    put(state, 3, 'z2');
    placeCloak(state, cloakOf('red', 0), 0, true);
    placeCloak(state, cloakOf('red', 1), 2, true);
    state.effects = state.effects.filter((e) => e.spell !== 'ProKn');
    play(state, { 0: [cast(0, 'major')] }, [1, 100]);
    expect(state.reports[2]!.intel.mages).toEqual([{ seat: 3, scrolls: ['Confs'], cloaks: [], artifacts: ['scepter'], effects: null }]);
    expect(state.reports[0]!.intel.mages.map((m) => m.seat)).toEqual([1]);
  });
});

describe('Prolonged Spell (L477-481, MG-31)', () => {
  function scene(): MagikaState {
    return duo(['ProSp', 'ProEl'], { arcania: 100, aptitude: 0 });
  }
  const held = (state: MagikaState) => magika.view(state, 0).me!.scrolls.map((s) => s.spell);

  it('the minor keeps another scroll through its readings this turn and the next two, then it goes', () => {
    const state = scene();
    play(state, { 0: [cast(0, 'minor', 'scroll-1'), cast(1)] }, [1, 100, 100, 100]);
    expect(magika.view(state, 0).me!.scrolls).toEqual([{ id: 1, spell: 'ProEl', permanent: false, keepUntil: 3, readOn: 1 }]);
    for (let turn = 2; turn <= 3; turn++) {
      play(state, { 0: [cast(1)] }, [100, 100]);
      expect(held(state)).toEqual(['ProEl']);
    }
    const events = play(state, { 0: [cast(1)] }, [100, 100]);
    expect(held(state)).toEqual([]);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ spell: 'ProEl', why: 'read' })]);
  });

  it('a kept scroll read twice in one turn is destroyed', () => {
    const state = scene();
    const events = play(state, { 0: [cast(0, 'minor', 'scroll-1'), cast(1), cast(1)] }, [1, 100, 100, 100, 100, 100]);
    expect(held(state)).toEqual([]);
    expect(eventsOf(inPhase(events, 3), 'scrollLost')).toEqual([expect.objectContaining({ spell: 'ProEl', why: 'read' })]);
    expect(eventsOf(inPhase(events, 2), 'scrollLost')).toEqual([]);
  });

  it('the major keeps it for good, read once a turn; a second reading in one turn still destroys it', () => {
    const state = scene();
    play(state, { 0: [cast(0, 'major', 'scroll-1'), cast(1)] }, [1, 100, 100, 100]);
    expect(magika.view(state, 0).me!.scrolls).toEqual([{ id: 1, spell: 'ProEl', permanent: true, keepUntil: 0, readOn: 1 }]);
    for (let turn = 2; turn <= 5; turn++) {
      play(state, { 0: [cast(1)] }, [100, 100]);
      expect(held(state)).toEqual(['ProEl']);
    }
    play(state, { 0: [cast(1), cast(1)] }, [100, 100, 100, 100]);
    expect(held(state)).toEqual([]);
  });

  it('a Prolonged Spell that fails its check keeps nothing', () => {
    const state = scene();
    play(state, { 0: [cast(0, 'minor', 'scroll-1'), cast(1)] }, [100, 100, 100, 100]);
    expect(held(state)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Hidden information: information and visibility spells show only where they should (MG-43, MG-44, MG-50)', () => {
  /**
   * Two worlds after one turn: in one, seat 0 (Neutral, aptitude 5, at p8) reads `spell` in phase 1;
   * in the other it holds no scroll and rests, having started with the Arcania and aptitude the
   * cast would leave it (so that every statistic others could learn is the same). Seat 1 stands 2
   * hexes off at p10, carrying things; seat 2 is far off at z1.
   */
  function worlds(spell: SpellCode, cost: number): [MagikaState, MagikaState] {
    const make = (casting: boolean): MagikaState => {
      const state = contest([mage('Nell', 'human', 'neutral'), mage('Bea', 'human', 'good'), mage('Far', 'human', 'evil')]);
      const aptitude = casting ? 5 : Math.max(0, 5 - Math.ceil(cost / 2));
      put(state, 0, 'p8', { endurance: 100, arcania: casting ? 60 : 60 - cost, skill: 70, aptitude });
      put(state, 1, 'p10');
      put(state, 2, 'z1');
      setScrolls(state, 0, casting ? [spell] : []);
      setScrolls(state, 1, ['AtEnd']);
      placeArtifact(state, 'helm', 1);
      refreshReports(state);
      play(state, casting ? { 0: [cast(0)] } : {}, casting ? [1, 100] : []);
      return state;
    };
    return [make(true), make(false)];
  }

  // [spell, cost, seats whose view must not change, a seat whose view does]
  const CASES: [SpellCode, number, number[], number][] = [
    ['KnArt', 4, [1, 2], 0],
    ['IntRp', 4, [1, 2], 0],
    ['KnoSS', 6, [1, 2], 0],
    ['RcAid', 8, [1, 2], 0],
    ['InvSp', 8, [2], 1],
    ['FogMp', 10, [2], 1],
  ];
  for (const [spell, cost, blind, told] of CASES) {
    it(`${spell}: seat ${told}'s view changes; seat${blind.length > 1 ? 's' : ''} ${blind.join(' and ')} cannot tell it was cast`, () => {
      const [spelled, rested] = worlds(spell, cost);
      // Seat 0 ends with the same statistics either way.
      expect(spelled.mages[0]).toMatchObject({ arcania: rested.mages[0]!.arcania, aptitude: rested.mages[0]!.aptitude, skill: rested.mages[0]!.skill, endurance: rested.mages[0]!.endurance });
      for (const seat of blind) expect(magika.view(spelled, seat)).toEqual(magika.view(rested, seat));
      expect(magika.view(spelled, told).report).not.toEqual(magika.view(rested, told).report);
    });
  }

  it('a mage far off reading the same spell in the same phase is not revealed to the caster: no draw between casts that do not contend (MG-9, MG-50)', () => {
    // An rng that always gives the highest value: every check of 100 succeeds at skill 100, no skill roll teaches.
    const highest: Rng = { int: (_min, max) => max, clone: () => highest, getState: () => [] };
    const make = (both: boolean): MagikaState => {
      const state = contest([mage('Nell', 'human', 'neutral'), mage('Ned', 'human', 'neutral')]);
      put(state, 0, 'p8', { arcania: 50, skill: 100, aptitude: 0 });
      put(state, 1, 'z1', { arcania: both ? 50 : 46, skill: 100, aptitude: 0 });
      setScrolls(state, 0, ['KnArt']);
      setScrolls(state, 1, both ? ['KnArt'] : []);
      refreshReports(state);
      playTurn(state, both ? { 0: [cast(0)], 1: [cast(0)] } : { 0: [cast(0)] }, highest);
      return state;
    };
    const [both, alone] = [make(true), make(false)];
    expect(both.mages[1]).toMatchObject({ arcania: alone.mages[1]!.arcania, skill: alone.mages[1]!.skill, aptitude: alone.mages[1]!.aptitude });
    // The two casts of Knowledge of Artifacts, ten rows apart (p8 and z1), share no mage or hex, so
    // they do not contend and no tie is drawn (MG-9): neither caster learns the other read the spell.
    expect(eventsOf([...magika.view(both, 0).events], 'tieBroken')).toEqual([]);
    expect(magika.view(both, 0)).toEqual(magika.view(alone, 0));
  });
});
