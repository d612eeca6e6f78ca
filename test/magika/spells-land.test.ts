/**
 * Spells on the land and spells that move mages, each cast at both levels with scripted dice:
 * - Elemental Blockage, Attack and Disruption (L523-534, MG-39): the hexes a terrain number picks
 *   within the caster's reach (3, or 4 under Recon Aid), fixed when cast; how long they last
 *   (`until`); Blockage and Disruption shutting northward moves and opening southward ones (MG-16);
 *   Attack and Disruption costing the hex's endurance factor at the end of each phase, with
 *   Elemental Protection and a Dwarf's resistance (MG-34, MG-35); no hex in reach, no effect (MG-32).
 * - Elemental Arrangement (L500-505, MG-39): the caster's hex (major: every like hex in reach)
 *   changed for the rest of the turn, for movement, rest, searching and attunement; the land's own
 *   terrain back next turn; 1..10 only; Elemental Protection paying the cheaper factor (MG-35).
 * - Teleport (L493-497, MG-38): the jumps, what is checked (only the landing), the cost (none, and no
 *   Figure 5 move), Figure 3's magical initiative ahead of physical moves, the Goal Square, the Ebon
 *   Mage's drops and plan (XIV rules 6 and 10), and Confusion on a jump (MG-37).
 * - Chaos (L555-560, MG-40): new terrain for good, mages thrown south, artifacts dropped, a Dwarf
 *   resisting, at both levels.
 * - The history map and hidden information around a Chaos a seat did not see (MG-48, MG-59).
 *
 * Dice: `ok` is an ability check that succeeds, `noGain` a skill roll that teaches nothing; every
 * test checks the script was used up exactly.
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedPosition, scriptedRng, ScriptedRngError } from '../../src/core/rng.js';
import { magika, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { artifactIndex } from '../../src/games/magika/content/artifacts.js';
import type { TerrainNumber } from '../../src/games/magika/content/terrain.js';
import { resolveCasts } from '../../src/games/magika/rules/casting.js';
import { act, at, cloakOf, contest, eventsOf, flatMap, mage, placeArtifact, placeCloak, playTurn, put, refreshReports, setScrolls } from './harness.js';

// ---------------------------------------------------------------------------------------------
// Helpers

type Events = MagikaState['events'];

const ok = 1;
const noGain = 100;
const REST = { type: 'rest' } as const;
const move = (direction: 'NE' | 'NW' | 'E' | 'W' | 'SE' | 'SW'): MagikaOrder => ({ type: 'move', direction });
const cast = (scroll: number, level: 'minor' | 'major', target: string | null = null): MagikaOrder => ({ type: 'cast', scroll, level, target });
const BLOCKED = 'an elemental blockage holds it from moving north (L523-526)';
const NO_SOUTH = 'a novice may not move south here (VIII)';
const FULL_MOVE = 'the hex is full (VIII Occupation)';
const OFF_JUMP = 'the jump would leave the cavern';
const FULL_JUMP = 'the hex it would land in is full (VIII Occupation)';

/** Plays a turn with exactly these dice, and checks every one was used. */
function play(state: MagikaState, plans: Record<number, readonly (MagikaOrder | undefined)[]>, dice: readonly number[] = []): Events {
  const rng = scriptedRng(dice);
  const events = playTurn(state, plans, rng);
  expect(scriptedPosition(rng), `dice used of [${dice.join(', ')}]`).toBe(dice.length);
  return events;
}

/** The events of one phase of the turn just played (from its phaseStarted to the next). */
function phaseEvents(events: Events, phase: number): Events {
  const start = events.findIndex((e) => e.type === 'phaseStarted' && e.phase === phase);
  const next = events.findIndex((e, i) => i > start && e.type === 'phaseStarted');
  return events.slice(start, next < 0 ? undefined : next);
}

const of = <T extends { player: number }>(list: T[], seat: number): T[] => list.filter((e) => e.player === seat);
const hexOf = (state: MagikaState, seat: number): number => state.mages[seat]!.hex;

// The cavern's geometry, worked out here from MG-1 rather than read from the engine.
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Every hex's label, in hex-id order (row by row, west to east). */
const ALL: string[] = [];
for (let r = 1; r <= 26; r++) for (let c = 1; c <= r; c++) ALL.push(`${LETTERS[r - 1]}${c}`);
const rowCol = (label: string): [number, number] => [LETTERS.indexOf(label[0]!) + 1, Number(label.slice(1))];
/** Steps between two hexes: max(|Δr|, |Δc|, |Δr − Δc|) (MG-1). */
function steps(a: string, b: string): number {
  const [ra, ca] = rowCol(a);
  const [rb, cb] = rowCol(b);
  return Math.max(Math.abs(rb - ra), Math.abs(cb - ca), Math.abs(rb - ra - (cb - ca)));
}
/** The labels within `r` steps of `label`, in hex-id order. */
const within = (label: string, r: number): string[] => ALL.filter((h) => steps(label, h) <= r);
/** Where Chaos may throw a mage from `label` (MG-40): its row and three south, not a1, not `label`, nor the full hexes given. */
function chaosOptions(label: string, full: readonly string[] = []): string[] {
  const [row] = rowCol(label);
  return ALL.filter((h) => {
    const [r] = rowCol(h);
    return r >= row && r <= Math.min(26, row + 3) && h !== 'a1' && h !== label && !full.includes(h);
  });
}
/** The landing draw that throws a mage from `from` to `to`. */
function landingDraw(from: string, to: string, full: readonly string[] = []): number {
  const k = chaosOptions(from, full).indexOf(to);
  if (k < 0) throw new Error(`${to} is no landing from ${from}`);
  return k;
}
/** A terrain draw for each of `n` hexes, 1..10, varied. */
const draws = (n: number, seed = 0): TerrainNumber[] => Array.from({ length: n }, (_, i) => (((i * 7 + seed) % 10) + 1) as TerrainNumber);

/** A caster with Arcania to spare (its Spell Skill is its race's unless given). */
function caster(state: MagikaState, seat: number, label: string, stats: Parameters<typeof put>[3] = {}): void {
  put(state, seat, label, { arcania: 100, maxArcania: 100, ...stats });
}

// ---------------------------------------------------------------------------------------------
// 1. Elemental Blockage, Attack and Disruption

describe('Elemental Blockage, Attack and Disruption: the hexes they strike and how long (MG-39, MG-36)', () => {
  const MAP = (): TerrainNumber[] => flatMap(3, { p8: 5, o8: 5, p11: 5, s8: 5, p12: 5, t8: 5, o9: 4 });

  it('the terrain named picks every hex of it within 3 of the caster when cast; a minor effect lasts its own phase, a major one to the end of the turn', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Far', 'human', 'good')], { map: MAP() });
    caster(state, 0, 'p8');
    put(state, 1, 'z1');
    setScrolls(state, 0, ['ElBlo', 'ElAtt', 'ElDrp', 'ElBlo']);
    state.turn = 2;
    // p8 (0), o8 (1), p11 and s8 (3) are hills; p12 and t8 are 4 away; o9 is forest.
    const hexes = ['o8', 'p8', 'p11', 's8'].map(at);
    const rng = scriptedRng([ok, noGain, ok, noGain, ok, noGain, ok, noGain]);
    resolveCasts(state, [{ seat: 0, order: { type: 'cast', scroll: 0, level: 'minor', target: 'T5' } }], 3, rng);
    resolveCasts(state, [{ seat: 0, order: { type: 'cast', scroll: 1, level: 'major', target: 'T5' } }], 3, rng);
    resolveCasts(state, [{ seat: 0, order: { type: 'cast', scroll: 2, level: 'minor', target: 'T5' } }], 4, rng);
    resolveCasts(state, [{ seat: 0, order: { type: 'cast', scroll: 3, level: 'major', target: 'T4' } }], 5, rng);
    expect(scriptedPosition(rng)).toBe(8);
    const base = { caster: 0, subject: null, was: [], scroll: null };
    expect(state.effects).toEqual([
      // Turn 2, phase 3 is phase 8 of the game; the turn ends with phase 10.
      { spell: 'ElBlo', level: 'minor', ...base, hexes, until: 8 },
      { spell: 'ElAtt', level: 'major', ...base, hexes, until: 10 },
      { spell: 'ElDrp', level: 'minor', ...base, hexes, until: 9 },
      { spell: 'ElBlo', level: 'major', ...base, hexes: [at('o9')], until: 10 },
    ]);
  });

  it('under Recon Aid the reach is 4: a hex 4 away is held (MG-33, MG-44)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Near', 'human', 'good'), mage('Far', 'human', 'good')], { map: MAP() });
    caster(state, 0, 'p8');
    put(state, 1, 'p12');
    put(state, 2, 't8');
    setScrolls(state, 0, ['RcAid', 'ElBlo']);
    // Phase 1 Recon Aid, phase 2 the Blockage; the two hexes 4 away are held from phase 2 on.
    const events = play(state, { 0: [cast(0, 'minor'), cast(1, 'major', 'T5')], 1: [REST, REST, move('NE')], 2: [REST, REST, move('NW')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'orderFailed').map((e) => [e.player, e.why])).toEqual([
      [1, BLOCKED],
      [2, BLOCKED],
    ]);
    expect([hexOf(state, 1), hexOf(state, 2)]).toEqual([at('p12'), at('t8')]);
  });

  it('without Recon Aid the same hexes 4 away are not held', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Near', 'human', 'good'), mage('Far', 'human', 'good')], { map: MAP() });
    caster(state, 0, 'p8');
    put(state, 1, 'p12');
    put(state, 2, 't8');
    setScrolls(state, 0, ['ElBlo']);
    const events = play(state, { 0: [cast(0, 'major', 'T5')], 1: [move('NE')], 2: [move('NW')] }, [ok, noGain]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
    expect([hexOf(state, 1), hexOf(state, 2)]).toEqual([at('o12'), at('s7')]);
  });

  it('the set is fixed when cast: a hex arranged into the terrain later is not held, a held hex arranged out of it still is', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Ash', 'human', 'neutral'), mage('Bo', 'human', 'neutral'), mage('Far', 'human', 'good')], { map: flatMap(3, { o8: 5 }) });
    caster(state, 0, 'p8');
    caster(state, 1, 'q9', { arcania: 60 });
    caster(state, 2, 'o8', { arcania: 50 });
    put(state, 3, 'z1');
    setScrolls(state, 0, ['ElBlo']);
    setScrolls(state, 1, ['ElArr']);
    setScrolls(state, 2, ['ElArr']);
    // Phase 1: the Blockage of the hills (o8 only). Phase 2: q9 plains → hills, o8 hills → forest.
    const events = play(
      state,
      { 0: [cast(0, 'major', 'T5')], 1: [REST, cast(0, 'minor', '+2'), move('NE')], 2: [REST, cast(0, 'minor', '-1'), move('NE')] },
      [ok, noGain, ok, noGain, ok, noGain],
    );
    expect(hexOf(state, 1)).toBe(at('p9'));
    expect(hexOf(state, 2)).toBe(at('o8'));
    expect(phaseEvents(events, 3).filter((e) => e.type === 'orderFailed')).toEqual([expect.objectContaining({ player: 2, order: 'move', why: BLOCKED, rests: true })]);
  });

  it('in one phase an arrangement goes before the Blockage (Figure 7: 16 before 17), so the Blockage takes the arranged hex', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Ash', 'human', 'neutral'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8');
    caster(state, 1, 'q9');
    put(state, 2, 'z1');
    setScrolls(state, 0, ['ElBlo']);
    setScrolls(state, 1, ['ElArr']);
    const events = play(state, { 0: [cast(0, 'major', 'T5')], 1: [cast(0, 'minor', '+2'), move('NE')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.spell, e.result])).toEqual([
      [1, 'ElArr', 'success'],
      [0, 'ElBlo', 'success'],
    ]);
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 1, why: BLOCKED })]);
    expect(hexOf(state, 1)).toBe(at('q9'));
  });

  it('a terrain with no hex in reach is no possible effect: paid and read, no roll, no aptitude change, nothing learned (MG-32)', () => {
    const state = contest([mage('A', 'human', 'evil'), mage('B', 'human', 'evil'), mage('C', 'human', 'evil'), mage('Far', 'human', 'good')], { map: flatMap(3, { x20: 9 }) });
    caster(state, 0, 'p8');
    caster(state, 1, 'p8');
    caster(state, 2, 'p9');
    put(state, 3, 'z1');
    setScrolls(state, 0, ['ElDrp']);
    setScrolls(state, 1, ['ElAtt']);
    setScrolls(state, 2, ['ElBlo']);
    // Glacial x20 is far away; no desert, forest or glacial within 3 of any caster.
    const events = play(state, { 0: [cast(0, 'major', 'T7')], 1: [cast(0, 'minor', 'T9')], 2: [cast(0, 'major', 'T4')] }, []);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.spell, e.level, e.result, e.roll, e.cost])).toEqual([
      [0, 'ElDrp', 'major', 'noEffect', null, 30],
      [1, 'ElAtt', 'minor', 'noEffect', null, 8],
      [2, 'ElBlo', 'major', 'noEffect', null, 12],
    ]);
    expect(eventsOf(events, 'learned')).toEqual([]);
    expect(eventsOf(events, 'scrollLost').map((e) => [e.player, e.why])).toEqual([
      [0, 'read'],
      [1, 'read'],
      [2, 'read'],
    ]);
    expect(state.mages.slice(0, 3).map((m) => [m.arcania, m.aptitude, m.scrolls.length])).toEqual([
      [70, -90, 0],
      [92, -90, 0],
      [88, -90, 0],
    ]);
  });

  it('only terrains 4 to 9 may be named (L525, L528, L534)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8');
    setScrolls(state, 0, ['ElBlo', 'ElAtt', 'ElDrp']);
    for (const scroll of [0, 1, 2]) {
      for (const level of ['minor', 'major'] as const) {
        for (const target of ['T4', 'T9']) expect(magika.isLegal(state, act(state, 0, cast(scroll, level, target)))).toBe(true);
        for (const target of ['T3', 'T10', 'T1', null]) expect(magika.isLegal(state, act(state, 0, cast(scroll, level, target)))).toBe(false);
      }
    }
  });
});

describe('Elemental Blockage and Disruption on movement (L523-534, MG-16, MG-39)', () => {
  it('a minor Blockage cast in phase 1 holds northward moves out of its hexes in phase 1 only: the move fails and the mage rests', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Held', 'human', 'good'), mage('Side', 'halfling', 'good')], { map: flatMap(3, { p8: 5 }) });
    caster(state, 0, 'p10');
    put(state, 1, 'p8', { endurance: 60 });
    put(state, 2, 'p8');
    setScrolls(state, 0, ['ElBlo']);
    const events = play(state, { 0: [cast(0, 'minor', 'T5')], 1: [move('NE'), move('NE')], 2: [move('W')] }, [ok, noGain]);
    const p1 = phaseEvents(events, 1);
    expect(eventsOf(p1, 'orderFailed')).toEqual([expect.objectContaining({ player: 1, order: 'move', why: BLOCKED, rests: true })]);
    expect(of(eventsOf(p1, 'rested'), 1)).toEqual([expect.objectContaining({ gain: 6, endurance: 66 })]);
    // A lateral move out of the hex is not held.
    expect(of(eventsOf(p1, 'moved'), 2)).toEqual([expect.objectContaining({ from: at('p8'), to: at('p7') })]);
    // Phase 2: the Blockage is over; the move is the turn's first, on phase 2, 100% of the hills' 10.
    expect(of(eventsOf(phaseEvents(events, 2), 'moved'), 1)).toEqual([expect.objectContaining({ from: at('p8'), to: at('o8'), nth: 1, cost: 10 })]);
  });

  it('a major Blockage holds them the whole turn, and is gone the next', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Held', 'human', 'good')], { map: flatMap(3, { p8: 5 }) });
    caster(state, 0, 'p10');
    put(state, 1, 'p8');
    setScrolls(state, 0, ['ElBlo']);
    const N5 = [move('NE'), move('NW'), move('NE'), move('NW'), move('NE')];
    const events = play(state, { 0: [cast(0, 'major', 'T5')], 1: N5 }, [ok, noGain]);
    expect(of(eventsOf(events, 'orderFailed'), 1).map((e) => e.why)).toEqual([BLOCKED, BLOCKED, BLOCKED, BLOCKED, BLOCKED]);
    expect(hexOf(state, 1)).toBe(at('p8'));
    const next = play(state, { 1: [move('NE')] });
    expect(eventsOf(next, 'moved')).toEqual([expect.objectContaining({ player: 1, to: at('o8') })]);
  });

  it('a skill bonus makes a minor Blockage last two phases (MG-30)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Held', 'human', 'good')], { map: flatMap(3, { p8: 5 }) });
    caster(state, 0, 'p10', { skill: 120 });
    put(state, 1, 'p8');
    setScrolls(state, 0, ['ElBlo']);
    // The check, then the bonus roll (no more than 120 − 100), then the skill roll.
    const events = play(state, { 0: [cast(0, 'minor', 'T5')], 1: [move('NE'), move('NE'), move('NE')] }, [ok, 20, noGain]);
    expect(eventsOf(events, 'cast')[0]).toMatchObject({ result: 'success', bonus: true, need: 120 });
    expect(eventsOf(events, 'orderFailed').map((e) => e.why)).toEqual([BLOCKED, BLOCKED]);
    expect(eventsOf(phaseEvents(events, 3), 'moved')).toEqual([expect.objectContaining({ player: 1, to: at('o8') })]);
  });

  it('southward moves out of a held hex are open; out of a hex under Attack alone they are not (L224-225, MG-16)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Held', 'human', 'good'), mage('Hit', 'human', 'good'), mage('Vox', 'human', 'evil')], { map: flatMap(3, { p8: 5, p12: 4 }) });
    caster(state, 0, 'p10');
    put(state, 1, 'p8');
    put(state, 2, 'p12');
    caster(state, 3, 'p10');
    setScrolls(state, 0, ['ElBlo']);
    setScrolls(state, 3, ['ElAtt']);
    // Attack (15) goes before Blockage (17); the forest p12 costs its mage 6 at the end of phase 1.
    const events = play(state, { 0: [cast(0, 'minor', 'T5')], 1: [move('SE')], 2: [move('SE')], 3: [cast(0, 'minor', 'T4')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'moved')).toEqual([expect.objectContaining({ player: 1, direction: 'SE', from: at('p8'), to: at('q9') })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 2, why: NO_SOUTH })]);
    expect(hexOf(state, 2)).toBe(at('p12'));
  });

  it('a mage under Elemental Protection is not held, and so gets no southward exception (MG-35)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Free', 'human', 'good'), mage('Also', 'human', 'good')], { map: flatMap(3, { p8: 5 }) });
    caster(state, 0, 'p10');
    caster(state, 1, 'p8', { arcania: 60 });
    caster(state, 2, 'p8', { arcania: 50 });
    setScrolls(state, 0, ['ElBlo']);
    setScrolls(state, 1, ['ProEl']);
    setScrolls(state, 2, ['ProEl']);
    // Phase 1: both protect themselves (6) before the Blockage (17).
    const events = play(state, { 0: [cast(0, 'major', 'T5')], 1: [cast(0, 'minor'), move('NE')], 2: [cast(0, 'minor'), move('SE')] }, [ok, noGain, ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.spell])).toEqual([
      [1, 'ProEl'],
      [2, 'ProEl'],
      [0, 'ElBlo'],
    ]);
    expect(hexOf(state, 1)).toBe(at('o8'));
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 2, why: NO_SOUTH })]);
    expect(hexOf(state, 2)).toBe(at('p8'));
  });

  it('a Teleport northward out of a held hex is not a physical move, and goes (L524)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Jump', 'human', 'neutral')], { map: flatMap(3, { p8: 5 }) });
    caster(state, 0, 'p10');
    caster(state, 1, 'p8');
    setScrolls(state, 0, ['ElBlo']);
    setScrolls(state, 1, ['TelPt']);
    const events = play(state, { 0: [cast(0, 'major', 'T5')], 1: [REST, cast(0, 'minor', 'NE1')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'teleported')).toEqual([expect.objectContaining({ player: 1, from: at('p8'), to: at('o8') })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([]);
  });

  it('a major Disruption holds and strikes all turn: every northward move fails, every phase costs the swamp\'s 24', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Held', 'human', 'good')], { map: flatMap(3, { p8: 6 }) });
    caster(state, 0, 'p10');
    put(state, 1, 'p8');
    setScrolls(state, 0, ['ElDrp']);
    const events = play(state, { 0: [cast(0, 'major', 'T6')], 1: [move('NE'), move('NE'), move('NW'), move('NE'), move('NW')] }, [ok, noGain]);
    expect(of(eventsOf(events, 'orderFailed'), 1).map((e) => e.why)).toEqual([BLOCKED, BLOCKED, BLOCKED, BLOCKED, BLOCKED]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.spell, e.outcome])).toEqual(Array.from({ length: 5 }, () => [1, 'ElDrp', 'affected']));
    // Each phase: rest (+5 in swamp, to 100 at most), then −24: 76, 57, 38, 19, 0 — unconscious in phase 5.
    expect(of(eventsOf(events, 'rested'), 1).filter((e) => !e.bonus).map((e) => e.endurance)).toEqual([100, 81, 62, 43, 24]);
    expect(eventsOf(phaseEvents(events, 5), 'unconscious')).toEqual([expect.objectContaining({ player: 1 })]);
    expect(hexOf(state, 1)).toBe(at('p8'));
  });

  it('a minor Disruption cast in phase 1 holds and strikes in phase 1 only (a goblin pays 12 in swamp)', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Grub', 'goblin', 'evil')], { map: flatMap(3, { p8: 6 }) });
    caster(state, 0, 'p10');
    put(state, 1, 'p8', { endurance: 50 });
    setScrolls(state, 0, ['ElDrp']);
    const events = play(state, { 0: [cast(0, 'minor', 'T6')], 1: [move('NE'), move('NE')] }, [ok, noGain]);
    expect(eventsOf(phaseEvents(events, 1), 'orderFailed')).toEqual([expect.objectContaining({ player: 1, why: BLOCKED })]);
    expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ player: 1, spell: 'ElDrp', outcome: 'affected' })]);
    // 50 + 5 (rest) − 12; phase 2's move costs 100% of the goblin's 12; then three rests on plains.
    expect(eventsOf(phaseEvents(events, 2), 'moved')).toEqual([expect.objectContaining({ player: 1, cost: 12, to: at('o8') })]);
    expect(state.mages[1]!.endurance).toBe(50 + 5 - 12 - 12 + 3 * 8);
  });
});

describe('Elemental Attack and Disruption: the endurance factor at the end of each phase (L526-534, MG-34, MG-35, MG-39)', () => {
  it('a major Attack strikes at the end of every phase of the turn: a goblin in swamp pays 12, a human 24, down to 0 and unconscious', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Grub', 'goblin', 'evil'), mage('Hugh', 'human', 'good')], { map: flatMap(3, { p8: 6, p9: 6 }) });
    caster(state, 0, 'p11');
    put(state, 1, 'p8', { endurance: 100 });
    put(state, 2, 'p9', { endurance: 100 });
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [cast(0, 'major', 'T6')] }, [ok, noGain]);
    expect(of(eventsOf(events, 'struck'), 1)).toHaveLength(5);
    expect(of(eventsOf(events, 'struck'), 2)).toHaveLength(5);
    // Goblin: rest +5 then −12 each phase (105→93, 98→86, 91→79, 84→72, 77→65), then the bonus of 25.
    expect(state.mages[1]!.endurance).toBe(90);
    // Human: 100→76, 81→57, 62→38, 43→19, 24→0 — unconscious — then the bonus of 25.
    expect(eventsOf(events, 'unconscious')).toEqual([expect.objectContaining({ player: 2 })]);
    expect(state.mages[2]!.endurance).toBe(25);
    // The caster on plains is untouched.
    expect(of(eventsOf(events, 'struck'), 0)).toEqual([]);
  });

  it('a minor Attack cast in phase 1 strikes at the end of phase 1 only', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Hugh', 'human', 'good')], { map: flatMap(3, { p9: 6 }) });
    caster(state, 0, 'p11');
    put(state, 1, 'p9', { endurance: 60 });
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [cast(0, 'minor', 'T6')] }, [ok, noGain]);
    expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ audience: [1], player: 1, spell: 'ElAtt', outcome: 'affected' })]);
    expect(eventsOf(phaseEvents(events, 1), 'struck')).toHaveLength(1);
    // 60 + 5 − 24, four rests of 5, the bonus of 25.
    expect(state.mages[1]!.endurance).toBe(60 + 5 - 24 + 20 + 25);
  });

  it('a major Attack cast in phase 3 strikes in phases 3, 4 and 5 and not before', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Hugh', 'human', 'good')], { map: flatMap(3, { p9: 6 }) });
    caster(state, 0, 'p11');
    put(state, 1, 'p9');
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [REST, REST, cast(0, 'major', 'T6')] }, [ok, noGain]);
    expect([1, 2, 3, 4, 5].map((phase) => eventsOf(phaseEvents(events, phase), 'struck').length)).toEqual([0, 0, 1, 1, 1]);
  });

  it('a mage that steps into the hexes is struck for the phase it ends there; one that steps out is not', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Out', 'human', 'good'), mage('In', 'human', 'good')], { map: flatMap(3, { p9: 6 }) });
    caster(state, 0, 'p11');
    put(state, 1, 'p9');
    put(state, 2, 'q9', { endurance: 90 });
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [cast(0, 'major', 'T6')], 1: [move('NE')], 2: [REST, move('NE')] }, [ok, noGain]);
    expect(of(eventsOf(events, 'struck'), 1)).toEqual([]);
    // Seat 2 enters the swamp in phase 2: struck in phases 2 to 5.
    expect(eventsOf(phaseEvents(events, 1), 'struck')).toEqual([]);
    expect(of(eventsOf(events, 'struck'), 2)).toHaveLength(4);
  });

  it('Elemental Protection stops it (protected, no roll); a Dwarf resists on 15 or less and not on 16', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Prot', 'dwarf', 'good'), mage('Lucky', 'dwarf', 'neutral'), mage('Unlucky', 'dwarf', 'good')], {
      map: flatMap(3, { p8: 6, p9: 6, p10: 6 }),
    });
    caster(state, 0, 'q11');
    caster(state, 1, 'p8', { endurance: 80 });
    put(state, 2, 'p9', { endurance: 80 });
    put(state, 3, 'p10', { endurance: 80 });
    setScrolls(state, 0, ['ElAtt']);
    setScrolls(state, 1, ['ProEl']);
    // Cast step: ProEl (6), ElAtt (15); end of phase 1: seat 1 protected, seat 2 rolls 15, seat 3 rolls 16.
    const events = play(state, { 0: [cast(0, 'minor', 'T6')], 1: [cast(0, 'minor')] }, [ok, noGain, ok, noGain, 15, 16]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.spell, e.outcome])).toEqual([
      [1, 'ElAtt', 'protected'],
      [2, 'ElAtt', 'resisted'],
      [3, 'ElAtt', 'affected'],
    ]);
    // Seat 1 cast in phase 1, rested four times; seat 2 rested five (bonus, to its 110 cap); seat 3 lost the dwarf's 24.
    expect(state.mages.slice(1).map((m) => m.endurance)).toEqual([100, 110, 80 + 5 - 24 + 20 + 25]);
  });

  it('the caster standing in its own hexes is struck and rolls no resistance (MG-34)', () => {
    const state = contest([mage('Dorn', 'dwarf', 'neutral'), mage('Far', 'human', 'good')], { map: flatMap(3, { p8: 6 }) });
    caster(state, 0, 'p8', { endurance: 80 });
    put(state, 1, 'z1');
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [cast(0, 'minor', 'T6')] }, [ok, noGain]);
    expect(eventsOf(events, 'struck')).toEqual([expect.objectContaining({ player: 0, spell: 'ElAtt', outcome: 'affected' })]);
    expect(state.mages[0]!.endurance).toBe(80 - 24 + 4 * 5);
  });

  it('the victim is told who cast it when the caster stood within 2 hexes (MG-50)', () => {
    // The damage of Elemental Attack and Disruption is an attack on the mages there (MG-34), and
    // MG-50 has the victim hear of the caster when it stood within 2 hexes, as for any other attack.
    const state = contest([mage('Vex', 'human', 'evil'), mage('Near', 'human', 'good'), mage('Far', 'human', 'good')], { map: flatMap(3, { p10: 6, p8: 6 }) });
    caster(state, 0, 'q11');
    put(state, 1, 'p10');
    put(state, 2, 'p8');
    setScrolls(state, 0, ['ElAtt']);
    const events = play(state, { 0: [cast(0, 'minor', 'T6')] }, [ok, noGain]);
    // p10 is 1 from q11, p8 is 3.
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.caster])).toEqual([
      [1, 0],
      [2, null],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Elemental Arrangement

describe('Elemental Arrangement (L500-505, MG-35, MG-39)', () => {
  it('minor: the caster\'s hex changes for the rest of the turn — a move out of it costs the new factor, for everyone — and the land\'s own terrain is back next turn', () => {
    const state = contest([mage('Ash', 'human', 'neutral'), mage('Bo', 'human', 'good'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8', { endurance: 90 });
    put(state, 1, 'p8', { endurance: 80 });
    put(state, 2, 'z1');
    setScrolls(state, 0, ['ElArr']);
    const events = play(state, { 0: [cast(0, 'minor', '+3'), move('NE')], 1: [REST, move('NW')] }, [ok, noGain]);
    // Plains (4) become swamp (24): the first move of the turn, on phase 2, pays 100% of 24.
    expect(eventsOf(events, 'moved').map((e) => [e.player, e.from, e.cost])).toEqual([
      [0, at('p8'), 24],
      [1, at('p8'), 24],
    ]);
    // The turn's reports still show the swamp; the neighbours are untouched.
    const cell = (label: string) => state.reports[0]!.sight.find((c) => c.hex === at(label))!;
    expect([cell('p8').terrain, cell('p9').terrain, cell('q8').terrain]).toEqual([6, 3, 3]);
    expect(state.turn).toBe(2);
    expect(state.terrain[at('p8')]).toBe(3);
    expect(state.effects).toEqual([]);
  });

  it('rest, the search chance and the attunement bonus use the new terrain (L502-503)', () => {
    // An Elf is attuned to forest: plains +1 is forest (rest 7, search 40%, factor 6).
    const state = contest([mage('Elda', 'elf', 'good'), mage('Far', 'human', 'good')]);
    put(state, 0, 'p8', { endurance: 50, arcania: 50 });
    put(state, 1, 'z1');
    setScrolls(state, 0, ['ElArr']);
    const events = play(state, { 0: [cast(0, 'minor', '+1'), { type: 'meditate' }, { type: 'search' }, REST, REST] }, [ok, noGain, 99, 6]);
    // Meditation: 15% of (75 + 20), rounded half up in whole numbers: 14 (11 without the bonus).
    expect(eventsOf(events, 'meditated')).toEqual([expect.objectContaining({ player: 0, gain: 14, arcania: 50 - 8 + 14 })]);
    // Search: 40% (plains' is 35), its cost drawn from 0 to the forest's 6.
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ player: 0, roll: 99, need: 40, found: 'nothing', cost: 6 })]);
    // Rest: 7 a phase (plains' is 8).
    expect(of(eventsOf(events, 'rested'), 0).map((e) => e.gain)).toEqual([7, 7]);
  });

  it('major: every hex within reach of the caster\'s terrain changes too; other terrains and hexes farther away do not; all come back next turn', () => {
    const map = flatMap(3, { o8: 4, p9: 4, s8: 7 });
    const state = contest([mage('Ash', 'human', 'neutral'), mage('Look', 'human', 'good')], { map: [...map] });
    caster(state, 0, 'p8');
    put(state, 1, 'p14');
    setScrolls(state, 0, ['ElArr']);
    play(state, { 0: [cast(0, 'major', '-2')] }, [ok, noGain]);
    // The reports of the turn: every plains hex within 3 of p8 is a river (1), the rest as it was.
    for (const cell of state.reports[0]!.sight) {
      const label = ALL[cell.hex]!;
      const before = map[cell.hex]!;
      expect([label, cell.terrain]).toEqual([label, before === 3 && steps('p8', label) <= 3 ? 1 : before]);
    }
    // Seen from p14: p11 (3 from p8) changed, p12 (4 from p8) did not.
    const seen = (label: string) => state.reports[1]!.sight.find((c) => c.hex === at(label))!.terrain;
    expect([seen('p11'), seen('p12'), seen('q12')]).toEqual([1, 3, 3]);
    expect(state.terrain).toEqual(map);
  });

  it('a change beyond terrain 1 to 10 is no possible effect; to exactly 10 or 1 it works (MG-32)', () => {
    const state = contest([mage('Up', 'human', 'neutral'), mage('Down', 'human', 'neutral'), mage('Top', 'human', 'neutral'), mage('Low', 'human', 'neutral')], {
      map: flatMap(3, { p8: 9, k2: 2, p12: 8 }),
    });
    caster(state, 0, 'p8', { arcania: 90 });
    caster(state, 1, 'k2', { arcania: 80 });
    caster(state, 2, 'p12', { arcania: 70 });
    caster(state, 3, 'z5', { arcania: 60 });
    for (const seat of [0, 1, 2, 3]) setScrolls(state, seat, ['ElArr']);
    const events = play(state, { 0: [cast(0, 'minor', '+2')], 1: [cast(0, 'major', '-2')], 2: [cast(0, 'minor', '+2')], 3: [cast(0, 'major', '-3')] }, [ok, noGain]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.result])).toEqual([
      [0, 'noEffect'],
      [1, 'noEffect'],
      [2, 'success'],
      [3, 'noEffect'],
    ]);
    const cell = (seat: number, label: string) => state.reports[seat]!.sight.find((c) => c.hex === at(label))!.terrain;
    expect([cell(0, 'p8'), cell(1, 'k2'), cell(2, 'p12')]).toEqual([9, 2, 10]);
  });

  it('minor −3 from plains is no effect, −2 makes a river the turn long (1 is in range)', () => {
    const state = contest([mage('Ash', 'human', 'neutral'), mage('Bo', 'human', 'neutral')]);
    caster(state, 0, 'p8', { arcania: 90 });
    caster(state, 1, 'p12', { arcania: 80 });
    setScrolls(state, 0, ['ElArr']);
    setScrolls(state, 1, ['ElArr']);
    const events = play(state, { 0: [cast(0, 'minor', '-2')], 1: [cast(0, 'minor', '-3')] }, [ok, noGain]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.result])).toEqual([
      [0, 'success'],
      [1, 'noEffect'],
    ]);
    expect(state.reports[0]!.sight.find((c) => c.hex === at('p8'))!.terrain).toBe(1);
  });

  it('an arrangement to water opens the southward move into that hex, for the turn only (MG-16)', () => {
    const state = contest([mage('Ash', 'human', 'neutral'), mage('Wade', 'human', 'good'), mage('Late', 'human', 'good')]);
    caster(state, 0, 'p8');
    put(state, 1, 'o7');
    put(state, 2, 'o8');
    setScrolls(state, 0, ['ElArr']);
    // Phase 2: the caster leaves the river (40 at 100%), the other steps SE into it.
    const events = play(state, { 0: [cast(0, 'minor', '-2'), move('NE')], 1: [REST, move('SE')] }, [ok, noGain]);
    expect(eventsOf(events, 'moved').map((e) => [e.player, e.to, e.cost])).toEqual([
      [0, at('o8'), 40],
      [1, at('p8'), 4],
    ]);
    // Next turn the plains are back: the same kind of step is refused.
    expect(state.terrain[at('p8')]).toBe(3);
    const next = play(state, { 2: [move('SW')] });
    expect(eventsOf(next, 'orderFailed')).toEqual([expect.objectContaining({ player: 2, why: NO_SOUTH })]);
  });

  it('under Elemental Protection a mage pays the cheaper of the arranged and the land\'s own factor to move (MG-35)', () => {
    const state = contest([mage('Prot', 'human', 'good'), mage('Bare', 'human', 'good'), mage('Down', 'human', 'good')], { map: flatMap(3, { p12: 8 }) });
    caster(state, 0, 'p8', { arcania: 80 });
    put(state, 1, 'p8');
    caster(state, 2, 'p12', { arcania: 70 });
    setScrolls(state, 0, ['ProEl', 'ElArr']);
    setScrolls(state, 2, ['ProEl', 'ElArr']);
    // Phase 1 protections, phase 2 arrangements: p8 plains → swamp (+3), p12 mountain → hills (−3).
    const events = play(
      state,
      { 0: [cast(0, 'minor'), cast(1, 'minor', '+3'), move('NE')], 1: [REST, REST, move('NW')], 2: [cast(0, 'minor'), cast(1, 'minor', '-3'), move('NE')] },
      [ok, noGain, ok, noGain, ok, noGain, ok, noGain],
    );
    // The first move of the turn on phase 3 is 50%: the protected mage pays 50% of 4 (its land's),
    // the other 50% of 24; leaving the hills made of a mountain, the protected mage pays 50% of 10.
    expect(eventsOf(events, 'moved').map((e) => [e.player, e.cost])).toEqual([
      [0, 2],
      [1, 12],
      [2, 5],
    ]);
  });

  it('under Elemental Protection the search cost is drawn from the cheaper factor too (MG-35)', () => {
    const setup = (): MagikaState => {
      const state = contest([mage('Prot', 'human', 'good'), mage('Far', 'human', 'good')]);
      caster(state, 0, 'p8');
      put(state, 1, 'z1');
      setScrolls(state, 0, ['ProEl', 'ElArr']);
      return state;
    };
    const plan = { 0: [cast(0, 'minor'), cast(1, 'minor', '+3'), { type: 'search' } as const] };
    // The search fails (roll 99 against the swamp's 60%) and its cost is drawn from 0 to 4, not 24.
    const state = setup();
    const events = play(state, plan, [ok, noGain, ok, noGain, 99, 4]);
    expect(eventsOf(events, 'searched')).toEqual([expect.objectContaining({ need: 60, cost: 4 })]);
    expect(() => playTurn(setup(), plan, scriptedRng([ok, noGain, ok, noGain, 99, 5]))).toThrow(ScriptedRngError);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Teleport

describe('Teleport: the jumps (L493-497, MG-38)', () => {
  it('minor: one hex any way, south included, for no Endurance, and the turn\'s first physical move is still priced as the first', () => {
    const state = contest([mage('Jump', 'human', 'neutral'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8', { endurance: 50 });
    put(state, 1, 'z1');
    setScrolls(state, 0, ['TelPt']);
    const events = play(state, { 0: [cast(0, 'minor', 'SE1'), move('NE')] }, [ok, noGain]);
    expect(eventsOf(phaseEvents(events, 1), 'teleported')).toEqual([{ type: 'teleported', audience: [0], player: 0, from: at('p8'), to: at('q9') }]);
    // Move 1 on phase 2: 100% of the plains' 4 (as a second move it would be 150%).
    expect(eventsOf(events, 'moved')).toEqual([expect.objectContaining({ player: 0, from: at('q9'), to: at('p9'), nth: 1, cost: 4 })]);
    expect(state.mages[0]!.endurance).toBe(50 - 4 + 3 * 8);
  });

  it('minor: each of the six directions', () => {
    const dirs = ['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const;
    const state = contest(dirs.map((d) => mage(d, 'human', 'neutral')));
    const from = ['k5', 'k10', 'p3', 'p12', 'u5', 'u15'];
    const to = ['j5', 'j9', 'p4', 'p11', 'v6', 'v15'];
    dirs.forEach((_, seat) => {
      caster(state, seat, from[seat]!, { arcania: 100 - seat });
      setScrolls(state, seat, ['TelPt']);
    });
    const plans = Object.fromEntries(dirs.map((d, seat) => [seat, [cast(0, 'minor', `${d}1`)]]));
    const events = play(state, plans, dirs.flatMap(() => [ok, noGain]));
    expect(eventsOf(events, 'teleported').map((e) => [e.player, e.to])).toEqual(to.map((label, seat) => [seat, at(label)]));
  });

  it('major: up to three in a line; N2 is NE then NW, S2 is SW then SE', () => {
    const targets = ['NE3', 'N2', 'S2', 'W3', 'SE2', 'SW3'];
    const from = ['k5', 'p8', 'p12', 'k10', 'u10', 'u3'];
    const to = ['h5', 'n7', 'r13', 'k7', 'w12', 'x3'];
    const state = contest(targets.map((t) => mage(t, 'human', 'neutral')));
    targets.forEach((_, seat) => {
      caster(state, seat, from[seat]!, { arcania: 100 - seat });
      setScrolls(state, seat, ['TelPt']);
    });
    const plans = Object.fromEntries(targets.map((t, seat) => [seat, [cast(0, 'major', t)]]));
    const events = play(state, plans, targets.flatMap(() => [ok, noGain]));
    expect(eventsOf(events, 'teleported').map((e) => [e.player, e.from, e.to])).toEqual(to.map((label, seat) => [seat, at(from[seat]!), at(label)]));
    expect(state.mages.map((m) => m.endurance)).toEqual(state.mages.map((m) => m.maxEndurance));
    expect(state.mages.map((m) => m.arcania)).toEqual(targets.map((_, seat) => 100 - seat - 16));
  });

  it('what a jump may name: one hex at the minor level; 1 to 3 in a direction, or N2 and S2, at the major level', () => {
    const state = contest([mage('Jump', 'human', 'neutral'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8');
    setScrolls(state, 0, ['TelPt']);
    const legal = (level: 'minor' | 'major', target: string): boolean => magika.isLegal(state, act(state, 0, cast(0, level, target)));
    expect(['NE1', 'NW1', 'E1', 'W1', 'SE1', 'SW1'].map((t) => legal('minor', t))).toEqual([true, true, true, true, true, true]);
    expect(['NE2', 'N2', 'S2', 'E3'].map((t) => legal('minor', t))).toEqual([false, false, false, false]);
    expect(['NE3', 'SW2', 'W1', 'N2', 'S2'].map((t) => legal('major', t))).toEqual([true, true, true, true, true]);
    expect(['N1', 'N3', 'S1', 'S3', 'NE4', 'NE0'].map((t) => legal('major', t))).toEqual([false, false, false, false, false, false]);
  });

  it('a jump off the cavern fails without a rest: the mage stays, the scroll is read and paid for (orderFailed cast, rests false)', () => {
    const state = contest([mage('Edge', 'human', 'neutral'), mage('Low', 'human', 'neutral')]);
    caster(state, 0, 'p16', { arcania: 90 });
    caster(state, 1, 'z5', { arcania: 80 });
    setScrolls(state, 0, ['TelPt']);
    setScrolls(state, 1, ['TelPt']);
    const events = play(state, { 0: [cast(0, 'minor', 'NE1')], 1: [cast(0, 'major', 'SW1')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'cast').map((e) => [e.player, e.result])).toEqual([
      [0, 'success'],
      [1, 'success'],
    ]);
    // The major jump is tried first (Figure 3).
    expect(eventsOf(events, 'orderFailed')).toEqual([
      { type: 'orderFailed', audience: [1], player: 1, order: 'cast', why: OFF_JUMP, rests: false },
      { type: 'orderFailed', audience: [0], player: 0, order: 'cast', why: OFF_JUMP, rests: false },
    ]);
    expect(eventsOf(phaseEvents(events, 1), 'rested')).toEqual([]);
    expect([hexOf(state, 0), hexOf(state, 1)]).toEqual([at('p16'), at('z5')]);
    expect([0, 1].map((seat) => of(eventsOf(events, 'rested'), seat).length)).toEqual([4, 4]);
    expect(state.mages.map((m) => [m.arcania, m.scrolls.length])).toEqual([
      [84, 0],
      [64, 0],
    ]);
  });

  it('only the landing is checked: a full hex stops a jump into it, not a jump over it (MG-38)', () => {
    // o8 holds two Black Good humans: a third Black Good human may not join them (MG-17).
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good'), mage('Into', 'human', 'good'), mage('Over', 'human', 'good')]);
    put(state, 0, 'o8');
    put(state, 1, 'o8');
    caster(state, 2, 'p9', { arcania: 90 });
    caster(state, 3, 'o6', { arcania: 80 });
    setScrolls(state, 2, ['TelPt']);
    setScrolls(state, 3, ['TelPt']);
    const events = play(state, { 2: [cast(0, 'minor', 'NW1')], 3: [cast(0, 'major', 'E3')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 2, order: 'cast', why: FULL_JUMP, rests: false })]);
    expect(eventsOf(events, 'teleported')).toEqual([expect.objectContaining({ player: 3, from: at('o6'), to: at('o9') })]);
    expect(hexOf(state, 2)).toBe(at('p9'));
  });
});

describe('Teleport: magical movement initiative (Figure 3, L234-239, MG-18, MG-38)', () => {
  it('a jump goes before every physical move of the phase: the jumper takes the last place in a hex before a walker', () => {
    const state = contest([mage('There', 'human', 'good'), mage('Walk', 'human', 'good'), mage('Jump', 'human', 'good')]);
    put(state, 0, 'o8');
    put(state, 1, 'p8');
    caster(state, 2, 'p9');
    setScrolls(state, 2, ['TelPt']);
    const events = play(state, { 1: [move('NE')], 2: [cast(0, 'minor', 'NW1')] }, [ok, noGain]);
    expect(hexOf(state, 2)).toBe(at('o8'));
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 1, order: 'move', why: FULL_MOVE, rests: true })]);
    expect(hexOf(state, 1)).toBe(at('p8'));
  });

  it('a major jump goes before a minor one, whatever their Arcania and skill', () => {
    const state = contest([mage('There', 'human', 'good'), mage('Minor', 'human', 'good'), mage('Major', 'human', 'good')]);
    put(state, 0, 'o8');
    caster(state, 1, 'p9', { arcania: 100, skill: 90 });
    caster(state, 2, 'q10', { arcania: 60 });
    setScrolls(state, 1, ['TelPt']);
    setScrolls(state, 2, ['TelPt']);
    const events = play(state, { 1: [cast(0, 'minor', 'NW1')], 2: [cast(0, 'major', 'NW2')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'teleported')).toEqual([expect.objectContaining({ player: 2, to: at('o8') })]);
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 1, order: 'cast', why: FULL_JUMP, rests: false })]);
  });

  it('among jumps of one level the Ebon Mage goes first, whatever his Arcania', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    caster(state, 0, 'p8');
    put(state, 1, 'z1');
    put(state, 2, 'p12', { arcania: 30 });
    setScrolls(state, 0, ['TelPt']);
    state.mages[2]!.scrolls = state.mages[2]!.scrolls.filter((s) => s.permanent);
    expect(state.mages[2]!.scrolls).toEqual([expect.objectContaining({ id: 0, spell: 'TelPt', permanent: true })]);
    // Cast step: the Ebon Mage first (no skill roll for him), then the novice.
    const events = play(state, { 0: [cast(0, 'minor', 'NE1')], 2: [cast(0, 'minor', 'NE1')] }, [ok, ok, noGain]);
    expect(eventsOf(events, 'teleported').map((e) => e.player)).toEqual([2, 0]);
  });

  it('then the higher Arcania before casting, then the higher Spell Skill, then the harder terrain left', () => {
    const run = (stats: [Parameters<typeof put>[3], Parameters<typeof put>[3]], map: TerrainNumber[], dice: number[]): number[] => {
      const state = contest([mage('A', 'human', 'neutral'), mage('B', 'human', 'neutral')], { map });
      caster(state, 0, 'p8', stats[0]);
      caster(state, 1, 'p12', stats[1]);
      setScrolls(state, 0, ['TelPt']);
      setScrolls(state, 1, ['TelPt']);
      const events = play(state, { 0: [cast(0, 'minor', 'NE1')], 1: [cast(0, 'minor', 'NE1')] }, dice);
      return eventsOf(events, 'teleported').map((e) => e.player);
    };
    // Seat 1 has more Arcania (it also casts first).
    expect(run([{ arcania: 40 }, { arcania: 60 }], flatMap(3), [ok, noGain, ok, noGain])).toEqual([1, 0]);
    // Equal Arcania; seat 1 the higher skill.
    expect(run([{ skill: 60 }, { skill: 80 }], flatMap(3), [ok, noGain, ok, noGain])).toEqual([1, 0]);
    // Equal Arcania and skill: the two casts, four hexes apart, do not contend and keep seat order
    // with no draw (MG-9), but seat 1 leaves hills and jumps first.
    expect(run([{}, {}], flatMap(3, { p12: 5 }), [ok, noGain, ok, noGain])).toEqual([1, 0]);
  });

  it('jumps tied to the end are drawn only when they land in one hex; otherwise seat order', () => {
    const state = contest([mage('A', 'human', 'neutral'), mage('B', 'human', 'neutral')]);
    caster(state, 0, 'p8');
    caster(state, 1, 'p12');
    setScrolls(state, 0, ['TelPt']);
    setScrolls(state, 1, ['TelPt']);
    // The casts share no mage or hex, so the Cast step draws nothing (MG-9); the jumps, to o8 and
    // o12, are not drawn either.
    const events = play(state, { 0: [cast(0, 'minor', 'NE1')], 1: [cast(0, 'minor', 'NE1')] }, [ok, noGain, ok, noGain]);
    expect(eventsOf(events, 'tieBroken')).toEqual([]);
    expect(eventsOf(events, 'teleported').map((e) => e.player)).toEqual([0, 1]);
  });

  it('a draw decides between tied jumps to one hex with one place left; the loser stays without a rest', () => {
    const state = contest([mage('There', 'human', 'good'), mage('West', 'human', 'good'), mage('East', 'human', 'good')]);
    put(state, 0, 'o8');
    caster(state, 1, 'p8');
    caster(state, 2, 'p9');
    setScrolls(state, 1, ['TelPt']);
    setScrolls(state, 2, ['TelPt']);
    // The casts, from two hexes, do not contend (no draw); the Move step draws among the two
    // jumps to o8: seat 2 first.
    const events = play(state, { 1: [cast(0, 'minor', 'NE1')], 2: [cast(0, 'minor', 'NW1')] }, [ok, noGain, ok, noGain, 1, 0]);
    expect(eventsOf(events, 'tieBroken').map((e) => [e.step, e.order])).toEqual([['move', [2, 1]]]);
    expect(hexOf(state, 2)).toBe(at('o8'));
    expect(hexOf(state, 1)).toBe(at('p8'));
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 1, order: 'cast', why: FULL_JUMP, rests: false })]);
  });
});

describe('Teleport: the Goal Square and the Ebon Mage (MG-19, MG-38, MG-52; XIV rules 6 and 10)', () => {
  it('a novice jumping onto a1 ends the game (reason goal)', () => {
    const state = contest([mage('Win', 'human', 'neutral'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'b1');
    put(state, 1, 'z1');
    setScrolls(state, 0, ['TelPt']);
    const events = play(state, { 0: [cast(0, 'minor', 'NE1')] }, [ok, noGain]);
    expect(hexOf(state, 0)).toBe(at('a1'));
    expect(state.end).toMatchObject({ reason: 'goal', goal: 0, turn: 1, phase: 1 });
    expect(eventsOf(events, 'gameEnded')).toEqual([expect.objectContaining({ reason: 'goal' })]);
  });

  it('a jumper and a walker entering a1 in one phase: the jump came first, so the jumper is the one who reached it', () => {
    const state = contest([mage('Walk', 'human', 'good'), mage('Jump', 'human', 'neutral')]);
    put(state, 0, 'b2');
    caster(state, 1, 'b1');
    setScrolls(state, 1, ['TelPt']);
    const events = play(state, { 0: [move('NW')], 1: [cast(0, 'minor', 'NE1')] }, [ok, noGain]);
    expect([hexOf(state, 0), hexOf(state, 1)]).toEqual([at('a1'), at('a1')]);
    expect(eventsOf(events, 'goalReached')).toEqual([expect.objectContaining({ player: 1 })]);
    expect(state.end).toMatchObject({ reason: 'goal', goal: 1 });
  });

  it('the Ebon Mage jumping onto a1 ends nothing', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'z3');
    put(state, 2, 'b2');
    state.mages[2]!.scrolls = state.mages[2]!.scrolls.filter((s) => s.permanent);
    play(state, { 2: [cast(0, 'minor', 'NW1')] }, [ok]);
    expect(hexOf(state, 2)).toBe(at('a1'));
    expect(state.end).toBeNull();
    expect(state.turn).toBe(2);
  });

  it('the Ebon Mage drops each item on a d100 of 10 or less as he jumps — not his unending Teleport; a dropped scroll is gone, the rest lie where he left', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'z3');
    put(state, 2, 'p8');
    const ebon = state.mages[2]!;
    ebon.scrolls = [{ id: 0, spell: 'TelPt', permanent: true, keepUntil: 0, readOn: 0 }, { id: 1, spell: 'Heals', permanent: false, keepUntil: 0, readOn: 0 }];
    ebon.nextScroll = 2;
    placeCloak(state, cloakOf('red'), 2);
    placeArtifact(state, 'helm', 2);
    // The check (his skill is 100), then a d100 for the Heals scroll (10: dropped), the cloak (11:
    // kept) and the Helm (1: dropped). No skill roll for him.
    const events = play(state, { 2: [cast(0, 'minor', 'NE1')] }, [ok, 10, 11, 1]);
    expect(hexOf(state, 2)).toBe(at('o8'));
    expect(ebon.scrolls).toEqual([expect.objectContaining({ id: 0, spell: 'TelPt', permanent: true })]);
    expect(eventsOf(events, 'scrollLost')).toEqual([expect.objectContaining({ player: 2, spell: 'Heals', why: 'dropped' })]);
    expect(state.cloaks.find((c) => c.id === cloakOf('red'))!.holder).toBe(2);
    expect(state.artifacts[artifactIndex('helm')]).toEqual({ holder: null, hex: at('p8') });
    expect(eventsOf(events, 'dropped').map((e) => e.player)).toEqual([2, 2]);
  });

  it('his unending Teleport read twice in one turn is destroyed (L479-481, MG-31)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'z3');
    put(state, 2, 'p8');
    state.mages[2]!.scrolls = state.mages[2]!.scrolls.filter((s) => s.permanent);
    const events = play(state, { 2: [cast(0, 'minor', 'NE1'), cast(0, 'minor', 'NE1')] }, [ok, ok]);
    expect(eventsOf(events, 'teleported').map((e) => e.to)).toEqual([at('o8'), at('n8')]);
    expect(eventsOf(phaseEvents(events, 1), 'scrollLost')).toEqual([]);
    expect(eventsOf(phaseEvents(events, 2), 'scrollLost')).toEqual([expect.objectContaining({ player: 2, spell: 'TelPt', why: 'read' })]);
    expect(state.mages[2]!.scrolls).toEqual([]);
  });

  it('a Teleport stands for the Ebon Mage\'s move of the turn (XIV rule 10)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 2, 'p8');
    state.mages[2]!.scrolls = [{ id: 0, spell: 'TelPt', permanent: true, keepUntil: 0, readOn: 0 }, { id: 1, spell: 'Heals', permanent: false, keepUntil: 0, readOn: 0 }];
    state.mages[2]!.nextScroll = 2;
    for (let k = 0; k < 4; k++) magika.apply(state, act(state, 2, REST), scriptedRng([]));
    // Phase 5 must move him: a rest or another scroll is refused, a move or the Teleport is not.
    expect(magika.isLegal(state, act(state, 2, REST))).toBe(false);
    expect(magika.isLegal(state, act(state, 2, cast(1, 'minor')))).toBe(false);
    expect(magika.isLegal(state, act(state, 2, move('SW')))).toBe(true);
    expect(magika.isLegal(state, act(state, 2, cast(0, 'minor', 'SW1')))).toBe(true);
    // A plan whose first order is a Teleport may rest the other four.
    const other = contest([mage('Nov', 'human', 'good'), mage('Far', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(other, 2, 'p8');
    other.mages[2]!.scrolls = other.mages[2]!.scrolls.filter((s) => s.permanent);
    magika.apply(other, act(other, 2, cast(0, 'major', 'N2')), scriptedRng([]));
    for (let k = 0; k < 3; k++) magika.apply(other, act(other, 2, REST), scriptedRng([]));
    expect(magika.isLegal(other, act(other, 2, REST))).toBe(true);
  });
});

describe('Confusion on a jump or a move (L454-457, L224-225, MG-37)', () => {
  /** Seat 0 jumps (or moves) from p8 under a Confusion cast at it by seat 1 in the same phase. */
  function confused(order: MagikaOrder, dice: number[]): MagikaState {
    const state = contest([mage('Lost', 'human', 'neutral'), mage('Trick', 'human', 'good')]);
    caster(state, 0, 'p8');
    caster(state, 1, 'p10');
    setScrolls(state, 0, ['TelPt']);
    setScrolls(state, 1, ['Confs']);
    // Confusion (10) goes before Teleport (25) in the Cast step; the new way is drawn at the Move step.
    const events = play(state, { 0: [order], 1: [cast(0, 'minor', 'A')] }, dice);
    expect(of(eventsOf(events, 'struck'), 0).map((e) => [e.spell, e.outcome])).toEqual([
      ['Confs', 'affected'],
      ['Confs', 'affected'],
    ]);
    return state;
  }

  it('N2 goes another of the seven ways (NE … SW, S), two hexes: the last draw is S2', () => {
    expect(hexOf(confused(cast(0, 'major', 'N2'), [ok, noGain, ok, noGain, 6]), 0)).toBe(at('r9'));
  });

  it('S2 drawn first among the seven is NE2', () => {
    expect(hexOf(confused(cast(0, 'major', 'S2'), [ok, noGain, ok, noGain, 0]), 0)).toBe(at('n8'));
  });

  it('NE3 goes another of the five other directions, three hexes: the last draw is SW3', () => {
    expect(hexOf(confused(cast(0, 'major', 'NE3'), [ok, noGain, ok, noGain, 4]), 0)).toBe(at('s8'));
  });

  it('a minor NE1 drawn first among the five is NW1', () => {
    expect(hexOf(confused(cast(0, 'minor', 'NE1'), [ok, noGain, ok, noGain, 0]), 0)).toBe(at('o7'));
  });

  it('a confused physical move may go south onto dry land', () => {
    const state = contest([mage('Lost', 'human', 'neutral'), mage('Trick', 'human', 'good')]);
    put(state, 0, 'p8');
    caster(state, 1, 'p10');
    setScrolls(state, 1, ['Confs']);
    // NE's five others: NW, E, W, SE, SW; the draw 3 is SE.
    const events = play(state, { 0: [move('NE')], 1: [cast(0, 'minor', 'A')] }, [ok, noGain, 3]);
    expect(eventsOf(events, 'moved')).toEqual([expect.objectContaining({ player: 0, direction: 'SE', to: at('q9') })]);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Chaos

describe('Chaos (L555-560, MG-40)', () => {
  it('minor: every hex within reach gets a terrain drawn in hex-id order; each mage there, caster included, is thrown in seat order and drops artifacts on 50 or less; a Dwarf may resist', () => {
    const state = contest([mage('Thrown', 'human', 'good'), mage('Vex', 'human', 'evil'), mage('Dorn', 'dwarf', 'good'), mage('Far', 'human', 'good')]);
    put(state, 0, 't11');
    caster(state, 1, 't10');
    put(state, 2, 'u10');
    put(state, 3, 'z1');
    setScrolls(state, 1, ['Chaos']);
    placeArtifact(state, 'helm', 0);
    placeArtifact(state, 'tome', 0);
    placeArtifact(state, 'candle', 2);
    const area = within('t10', 3);
    expect(area).toHaveLength(37);
    const terrain = draws(area.length);
    // Seat 0 to w20 (Helm dropped on 50, Tome kept on 51); seat 1 to t1; seat 2 resists on 15.
    const dice = [ok, ...terrain, landingDraw('t11', 'w20'), 50, 51, landingDraw('t10', 't1'), 15, noGain];
    const events = play(state, { 1: [cast(0, 'minor')] }, dice);
    ALL.forEach((label, hex) => {
      const k = area.indexOf(label);
      expect([label, state.terrain[hex]]).toEqual([label, k >= 0 ? terrain[k] : 3]);
    });
    expect(eventsOf(events, 'teleported')).toEqual([
      { type: 'teleported', audience: [0], player: 0, from: at('t11'), to: at('w20') },
      { type: 'teleported', audience: [1], player: 1, from: at('t10'), to: at('t1') },
    ]);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.spell, e.outcome])).toEqual([
      [0, 'Chaos', 'affected'],
      [1, 'Chaos', 'affected'],
      [2, 'Chaos', 'resisted'],
    ]);
    expect(state.artifacts[artifactIndex('helm')]).toEqual({ holder: null, hex: at('w20') });
    expect(state.artifacts[artifactIndex('tome')]).toEqual({ holder: 0, hex: null });
    expect([hexOf(state, 2), state.artifacts[artifactIndex('candle')]!.holder]).toEqual([at('u10'), 2]);
    expect(hexOf(state, 3)).toBe(at('z1'));
    expect(eventsOf(events, 'dropped')).toEqual([expect.objectContaining({ player: 0, what: 'the Helm of Strength' })]);
    // For good: the same two turns later.
    const after = [...state.terrain];
    play(state, {});
    play(state, {});
    expect(state.turn).toBe(4);
    expect(state.terrain).toEqual(after);
  });

  it('nothing stops it: a mage under Elemental Protection is thrown all the same (MG-35)', () => {
    const state = contest([mage('Prot', 'human', 'good'), mage('Vex', 'human', 'evil')]);
    caster(state, 0, 't11');
    caster(state, 1, 't10');
    setScrolls(state, 0, ['ProEl']);
    setScrolls(state, 1, ['Chaos']);
    const area = within('t10', 3);
    // ProEl (6) first, then Chaos (36): seat 0 thrown to u1, seat 1 to t1.
    const dice = [ok, noGain, ok, ...draws(area.length), landingDraw('t11', 'u1'), landingDraw('t10', 't1'), noGain];
    const events = play(state, { 0: [cast(0, 'minor')], 1: [cast(0, 'minor')] }, dice);
    expect(eventsOf(events, 'struck').map((e) => [e.player, e.outcome])).toEqual([
      [0, 'affected'],
      [1, 'affected'],
    ]);
    expect([hexOf(state, 0), hexOf(state, 1)]).toEqual([at('u1'), at('t1')]);
  });

  it('minor under Recon Aid reaches 4 hexes', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Far', 'human', 'good')]);
    caster(state, 0, 'p8');
    put(state, 1, 'z1');
    setScrolls(state, 0, ['RcAid', 'Chaos']);
    const area = within('p8', 4);
    const terrain = draws(area.length, 3);
    play(state, { 0: [cast(0, 'minor'), cast(1, 'minor')] }, [ok, noGain, ok, ...terrain, landingDraw('p8', 'p1'), noGain]);
    expect(area.map((label) => state.terrain[at(label)])).toEqual(terrain);
    expect(state.terrain[at('p13')]).toBe(3);
  });

  it('major: every mage is thrown in seat order, each landing drawn only among the hexes it may enter', () => {
    // Six Black mages; all but the caster Good humans, so no three of them may share a hex (MG-17).
    const state = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good'), mage('C', 'human', 'good'), mage('D', 'human', 'good'), mage('Vex', 'human', 'evil'), mage('E', 'human', 'good')]);
    for (const [seat, label] of [[0, 'o1'], [1, 'o1'], [2, 'o2'], [3, 'o2'], [5, 'n3']] as const) put(state, seat, label);
    caster(state, 4, 'z20');
    setScrolls(state, 4, ['Chaos']);
    const dice = [ok, ...draws(351, 1)];
    // From o1 (o2 full): the first option is o3; then o3 again. From o2 (o1 free now, o3 full): the
    // second option is o4, twice. The caster z20 → z1. From n3 (o3 and o4 full): o5 is the 16th.
    const throws = [
      ['o1', 'o3', ['o2']],
      ['o1', 'o3', ['o2']],
      ['o2', 'o4', ['o3']],
      ['o2', 'o4', ['o3']],
      ['z20', 'z1', []],
      ['n3', 'o5', ['o3', 'o4']],
    ] as const;
    for (const [from, to, full] of throws) dice.push(landingDraw(from, to, full));
    expect(dice.slice(-6)).toEqual([0, 0, 1, 1, 0, 15]);
    // Cost 50: a skill roll of 100 is no higher than twice the cost, and teaches.
    dice.push(100);
    const events = play(state, { 4: [cast(0, 'major')] }, dice);
    expect(eventsOf(events, 'teleported').map((e) => [e.player, ALL[e.from], ALL[e.to]])).toEqual(throws.map(([from, to], seat) => [seat, from, to]));
    expect(state.mages[4]!.skill).toBe(75);
  });

  it('major: every hex of the cavern gets a new terrain, every mage is thrown, a Dwarf that fails to resist too; for good', () => {
    const state = contest([mage('Vex', 'human', 'evil'), mage('Low', 'human', 'good'), mage('Dorn', 'dwarf', 'good')]);
    caster(state, 0, 'p8', { arcania: 60 });
    put(state, 1, 'z5');
    put(state, 2, 'b1');
    setScrolls(state, 0, ['Chaos']);
    const terrain = draws(351, 5);
    // p8 → p1 (first of rows p–s but p8); z5 → z26 (the 25th of row z but z5); b1 resists not (16) → e5 (13th).
    const dice = [ok, ...terrain, 0, 24, 16, 12, noGain];
    expect(chaosOptions('z5')).toHaveLength(25);
    expect(chaosOptions('b1')).toHaveLength(13);
    const events = play(state, { 0: [cast(0, 'major')] }, dice);
    expect(state.terrain).toEqual(terrain);
    expect(eventsOf(events, 'teleported').map((e) => [e.player, e.to])).toEqual([
      [0, at('p1')],
      [1, at('z26')],
      [2, at('e5')],
    ]);
    expect(state.mages[0]!.arcania).toBe(10);
    play(state, {});
    play(state, {});
    expect(state.terrain).toEqual(terrain);
  });

  it('Chaos over an arranged hex is for good: the arrangement does not bring the old terrain back (MG-39, MG-40)', () => {
    const state = contest([mage('Ash', 'human', 'neutral'), mage('Vex', 'human', 'evil')]);
    caster(state, 0, 't10');
    caster(state, 1, 't11');
    setScrolls(state, 0, ['ElArr']);
    setScrolls(state, 1, ['Chaos']);
    const area = within('t11', 3);
    const terrain = draws(area.length, 2);
    expect(terrain[area.indexOf('t10')]).not.toBe(3);
    expect(terrain[area.indexOf('t10')]).not.toBe(5);
    // ElArr (16) then Chaos (36); seat 0 then seat 1 thrown.
    const dice = [ok, noGain, ok, ...terrain, landingDraw('t10', 'w1'), landingDraw('t11', 'w2'), noGain];
    play(state, { 0: [cast(0, 'minor', '+2')], 1: [cast(0, 'minor')] }, dice);
    expect(state.turn).toBe(2);
    expect(state.terrain[at('t10')]).toBe(terrain[area.indexOf('t10')]);
    expect(area.map((label) => state.terrain[at(label)])).toEqual(terrain);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The history map and hidden information

describe('Chaos out of sight: the history map and hidden information (MG-48, MG-50, MG-59)', () => {
  /** A viewer and a Chaos caster at t10, far apart; the caster at full Endurance, so resting changes nothing. */
  function base(viewer: string): MagikaState {
    const state = contest([mage('Vera', 'human', 'good'), mage('Vex', 'human', 'evil')]);
    put(state, 0, viewer);
    caster(state, 1, 't10');
    setScrolls(state, 1, ['Chaos']);
    refreshReports(state);
    return state;
  }
  const area = within('t10', 3);
  const terrain = draws(area.length, 4).map((t) => (t === 3 ? 9 : t)) as TerrainNumber[];
  const worked = [ok, ...terrain, landingDraw('t10', 'w23'), noGain];
  const failed = [99, noGain];

  it('terrain changed out of a seat\'s sight stays as last seen in its knowledge until it sees it again', () => {
    const state = base('t13');
    expect(state.knowledge[0]!.terrain[at('t10')]).toBe(3);
    put(state, 0, 'e3');
    refreshReports(state);
    const before = [...state.knowledge[0]!.terrain];
    play(state, { 1: [cast(0, 'minor')] }, worked);
    expect(state.terrain[at('t10')]).toBe(terrain[area.indexOf('t10')]);
    // Nothing of the area changed in the history map: the seen hexes still say plains.
    expect(state.knowledge[0]!.terrain).toEqual(before);
    expect(magika.view(state, 0).knowledge!.terrain[at('t10')]).toBe(3);
    // Seen again from t13: every hex of the area within 3 of t13 now has its new terrain.
    put(state, 0, 't13');
    refreshReports(state);
    const seen = area.filter((label) => steps('t13', label) <= 3);
    expect(seen).toContain('t10');
    expect(seen.map((label) => state.knowledge[0]!.terrain[at(label)])).toEqual(seen.map((label) => terrain[area.indexOf(label)]));
  });

  it('a seat that could not see it has the same view and orders whether or not the Chaos happened', () => {
    const a = base('e3');
    const b = base('e3');
    play(a, { 1: [cast(0, 'minor')] }, worked);
    play(b, { 1: [cast(0, 'minor')] }, failed);
    expect(a.terrain).not.toEqual(b.terrain);
    expect(a.reports[0]).toEqual(b.reports[0]);
    expect(magika.view(a, 0)).toEqual(magika.view(b, 0));
    expect(magika.legalActions(a, 0)).toEqual(magika.legalActions(b, 0));
    // The worlds it may imagine are the same too (MG-59).
    expect(magika.sampleHidden!(a, 0, createRng(7))).toEqual(magika.sampleHidden!(b, 0, createRng(7)));
    // The caster itself can tell.
    expect(magika.view(a, 1)).not.toEqual(magika.view(b, 1));
  });

  it('control: a seat in sight of the area sees the difference', () => {
    const a = base('t14');
    const b = base('t14');
    play(a, { 1: [cast(0, 'minor')] }, worked);
    play(b, { 1: [cast(0, 'minor')] }, failed);
    expect(magika.view(a, 0).knowledge).not.toEqual(magika.view(b, 0).knowledge);
  });
});
