/**
 * Control Animal and Control Person (FT-50), bending over and cover behind a body (FT-51: S-39,
 * S-77), races (FT-52), and three regressions: an ST Aid ending below the death line (FT-44),
 * sampleHidden with an Aided enemy wizard (FT-38/FT-44), and a figure that dropped prone and fell
 * on the way (FT-41). All with scripted dice.
 *
 * The usual Control layout: the wizard W (figure 0, side 0) at (0,0) facing 0; T (figure 1, side 1,
 * a broadsword, IQ 8) next to it at (1,0) facing W; T's friend S (figure 2, a wizard) at (1,-1)
 * facing T, so that T, once controlled, has S in a front hex and S has T in one. W (DX 11) acts
 * before T (DX 10) and S (DX 9). Side 0 wins every initiative (6 against 1) and moves first; dice
 * lists are the action's dice (casting, then the subject's save), then NEXT_TURN when the action
 * ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { fantasyTrip, type FantasyTripAction, type FantasyTripOption } from '../../src/games/fantasy-trip/index.js';
import { canCast } from '../../src/games/fantasy-trip/rules/spells.js';
import { engagers, isControlled, sideOf, stNow } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, SEED, buildConfig, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, casts, field, only, refusedBuild } from './wizard-helpers.js';

/** 16 on 3 dice: misses whatever the DX, drops nothing. */
const MISS = [6, 6, 4];

// ---- helpers ----

/** The figures `seat` may begin a move with now (legalActions `begin`), sorted. */
function beginners(f: Fight, seat: number): number[] {
  const ids = fantasyTrip.legalActions(f.state, seat).flatMap((a) => (a.type === 'begin' ? [a.figure] : []));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The options figure `id` may begin with now, for the seat that moves it (the acting seat). */
function optionsNow(f: Fight, id: number): FantasyTripOption[] {
  return f.legal().flatMap((a) => (a.type === 'begin' && a.figure === id ? [a.option] : []));
}

/** `hold` for a figure moved by the acting seat, whichever side it belongs to. */
function holdNow(f: Fight, id: number, dice: readonly number[] = []): void {
  const options = optionsNow(f, id);
  const option = (['move', 'pickUp', 'standUp'] as const).find((o) => options.includes(o));
  if (option === undefined) throw new Error(`figure ${id} has no holding option in ${options.join(', ')}`);
  f.move(id, option, [], undefined, dice);
}

/** The targets of the acting figure's casts of `spell`, sorted. */
function castTargets(f: Fight, spell: string): number[] {
  return [...new Set(casts(f).filter((a) => a.spell === spell).map((a) => a.target as number))].sort((a, b) => a - b);
}

const ids = (figures: readonly { id: number }[]): number[] => figures.map((x) => x.id).sort((a, b) => a - b);

// ---- FT-50 fixtures ----

/** Knows both Control spells (IQ 13) and Magic Fist: ST 8, DX 11. */
const CONTROLLER: Partial<Build> = { st: 8, dx: 11, iq: 13, spells: ['control-person', 'control-animal', 'magic-fist'] };
/** IQ 8: a save of 8 resists, 9 does not. DX 10. */
const T_BUILD: Partial<Build> = { st: 14, dx: 10, iq: 8, weapons: ['broadsword'] };
/** T's friend, a wizard with Control Person and Magic Fist: DX 9. */
const S_BUILD: Partial<Build> = { st: 10, dx: 9, iq: 13, spells: ['control-person', 'magic-fist'] };
const W_PLACE: Placement = { at: h(0, 0), facing: 0 };
const T_PLACE: Placement = { at: h(1, 0), facing: 3 };
const S_PLACE: Placement = { at: h(1, -1), facing: 1 };

/** Turn 1: W casts (r), T and S hold; W throws Control Person at T, T rolling `save`; the turn ends. */
function controlT(save: readonly number[], w: Partial<Build> = CONTROLLER): Fight {
  const f = field([{ name: 'W', ...w }], [{ name: 'T', ...T_BUILD }, { name: 'S', ...S_BUILD }], { 0: W_PLACE, 1: T_PLACE, 2: S_PLACE });
  f.move(0, 'cast');
  f.hold(1);
  f.hold(2);
  expect(f.acting()).toBe(0);
  f.act(castAt('control-person', 1), [...AUTO, ...save, ...NEXT_TURN]);
  expect(f.turn).toBe(2);
  return f;
}

describe('FT-50 Control Animal and Control Person: who may be taken', () => {
  it('FT-50: Control Person is offered at builds and the myrmidon of another side, Control Animal at its wolf and bear; never at one\'s own side or a gargoyle', () => {
    // Side 0: V (0) summons a wolf of its own; W (1) knows both Control spells and acts last.
    // Side 1: T (2) and four summoners S1..S4 (3..6): a wolf, a myrmidon, a bear and a gargoyle.
    // Creations in action order: V's wolf 7, S1's wolf 8, the myrmidon 9, the bear 10, the gargoyle 11.
    const f = field(
      [
        { name: 'V', st: 9, dx: 14, iq: 9, spells: ['summon-wolf'] },
        { name: 'W', st: 11, dx: 8, iq: 13, spells: ['control-person', 'control-animal'] },
      ],
      [
        { name: 'T', st: 15, dx: 9, iq: 8 },
        { name: 'S1', st: 10, dx: 13, iq: 9, spells: ['summon-wolf'] },
        { name: 'S2', st: 10, dx: 12, iq: 10, spells: ['summon-myrmidon'] },
        { name: 'S3', st: 10, dx: 11, iq: 11, spells: ['summon-bear'] },
        { name: 'S4', st: 9, dx: 10, iq: 13, spells: ['summon-gargoyle'] },
      ],
      {
        0: { at: h(0, -1), facing: 0 },
        1: { at: h(0, 0), facing: 0 },
        2: { at: h(5, 0), facing: 3 },
        3: { at: h(5, -2), facing: 3 },
        4: { at: h(5, -1), facing: 3 },
        5: { at: h(5, 1), facing: 3 },
        6: { at: h(5, 2), facing: 3 },
      },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    for (const id of [3, 4, 5, 6]) f.move(id, 'cast');
    f.act(castOn('summon-wolf', h(1, -1), 'wolf'), AUTO);
    f.act(castOn('summon-wolf', h(4, -2), 'wolf'), AUTO);
    f.act(castOn('summon-myrmidon', h(4, -1), 'myrmidon'), AUTO);
    f.act(castOn('summon-bear', h(4, 1), 'bear'), AUTO);
    f.act(castOn('summon-gargoyle', h(4, 2), 'gargoyle'), AUTO);
    expect(f.state.figures.slice(7).map((x) => [x.id, x.side, x.creature])).toEqual([
      [7, 0, 'wolf'],
      [8, 1, 'wolf'],
      [9, 1, 'myrmidon'],
      [10, 1, 'bear'],
      [11, 1, 'gargoyle'],
    ]);
    expect(f.acting()).toBe(1);
    expect(castKeys(f).filter((k) => k.startsWith('control-'))).toEqual(
      ['control-animal:1:8', 'control-animal:1:10', 'control-person:1:2', 'control-person:1:3', 'control-person:1:4', 'control-person:1:5', 'control-person:1:6', 'control-person:1:9'].sort(),
    );
    // A wolf rolls 3 dice against its IQ 6: 7 does not resist. W pays 2 ST.
    f.act(castAt('control-animal', 8), [...AUTO, 2, 2, 3, ...NEXT_TURN]);
    expect(only(f, 'saved')).toMatchObject({ type: 'saved', figure: 8, against: 'control-animal', dice: [2, 2, 3], success: false });
    expect(f.fig(8).effects).toEqual([{ spell: 'control-animal', caster: 1, power: 1, until: null, attribute: null, secret: null }]);
    expect(sideOf(f.state, f.fig(8))).toBe(0);
    expect(f.fig(1).fatigue).toBe(2);
  });

  it('FT-50: a figure already controlled is offered to nobody: not to its own side\'s wizard, not again to its controller', () => {
    const f = controlT([3, 3, 3]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.move(2, 'cast');
    expect(f.acting()).toBe(0);
    expect(castTargets(f, 'control-person')).toEqual([2]);
    f.pass();
    expect(f.acting()).toBe(1);
    f.attack(2, MISS);
    expect(f.acting()).toBe(2);
    // S may take W (a build of another side), not its friend T, controlled already.
    expect(castTargets(f, 'control-person')).toEqual([0]);
    f.refuse(castAt('control-person', 1), 'ILLEGAL_ACTION');
    f.pass(NEXT_TURN);
  });
});

describe('FT-50 the save', () => {
  it('FT-50: the subject rolls 3 dice against its IQ: 8 against IQ 8 resists, nothing takes hold, and the cast still costs 3 ST', () => {
    const f = controlT([2, 3, 3]);
    expect(f.logged('saved')).toEqual([{ type: 'saved', figure: 1, name: 'T', against: 'control-person', dice: [2, 3, 3], success: true }]);
    expect(f.logged('spellCast')).toMatchObject([{ figure: 0, spell: 'control-person', target: 1, success: true, cost: 3 }]);
    expect(f.logged('spellTookHold')).toEqual([]);
    expect(f.fig(1).effects).toEqual([]);
    expect(sideOf(f.state, f.fig(1))).toBe(1);
    expect(isControlled(f.state, f.fig(1))).toBe(false);
    expect(f.fig(0).fatigue).toBe(3);
    f.initiative(true);
    expect(f.phase).toBe('movement');
    expect(beginners(f, 0)).toEqual([0]);
  });

  it('FT-50: 9 against IQ 8: the subject is controlled, the caster named, and the upkeep is offered to the caster\'s seat', () => {
    const f = controlT([3, 3, 3]);
    expect(f.logged('saved')).toEqual([{ type: 'saved', figure: 1, name: 'T', against: 'control-person', dice: [3, 3, 3], success: false }]);
    expect(f.logged('spellTookHold')).toEqual([{ type: 'spellTookHold', figure: 1, name: 'T', spell: 'control-person', power: 1, until: null }]);
    expect(f.fig(1).effects).toEqual([{ spell: 'control-person', caster: 0, power: 1, until: null, attribute: null, secret: null }]);
    expect(sideOf(f.state, f.fig(1))).toBe(0);
    expect(isControlled(f.state, f.fig(1))).toBe(true);
    expect(f.fig(1).side).toBe(1);
    expect(f.fig(0).fatigue).toBe(3);
    f.initiative(true);
    expect(f.phase).toBe('renew');
    expect(f.state.turn.renewals).toEqual([{ figure: 1, spell: 'control-person', secret: false }]);
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    f.act({ type: 'renew', keep: true });
    expect(only(f, 'renewed')).toEqual({ type: 'renewed', figure: 1, name: 'T', spell: 'control-person', keep: true, secret: false });
    expect(f.fig(0).fatigue).toBe(4);
    expect(sideOf(f.state, f.fig(1))).toBe(0);
  });
});

describe('FT-50 while controlled', () => {
  /** controlT with a 9, then turn 2's renew step kept. */
  function controlled(): Fight {
    const f = controlT([3, 3, 3]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    return f;
  }

  it('FT-50: the controller\'s seat moves it: its begin actions are side 0\'s, not side 1\'s', () => {
    const f = controlled();
    expect(f.phase).toBe('movement');
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    expect(beginners(f, 0)).toEqual([0, 1]);
    expect(fantasyTrip.legalActions(f.state, 1)).toEqual([]);
    // Engaged by its old friend S, it has the engaged options.
    expect(optionsNow(f, 1)).toEqual(['shiftAttack', 'shiftDefend', 'disengage', 'ready', 'pickUp', 'grapple']);
    f.refuse({ type: 'begin', figure: 1, option: 'shiftAttack', player: 1 }, 'NOT_YOUR_TURN');
    f.move(1, 'shiftAttack');
    holdNow(f, 0);
    expect(fantasyTrip.actors(f.state)).toEqual([1]);
    expect(beginners(f, 1)).toEqual([2]);
  });

  it('FT-50: it engages its old friends and they it; its blows go at them, not at the controller\'s side', () => {
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'T', ...T_BUILD }, { name: 'S', ...S_BUILD }], { 0: W_PLACE, 1: T_PLACE, 2: S_PLACE });
    // Before: W engages T and S; T and S engage W.
    expect(ids(engagers(f.state, f.fig(1)))).toEqual([0]);
    expect(ids(engagers(f.state, f.fig(2)))).toEqual([0]);
    expect(ids(engagers(f.state, f.fig(0)))).toEqual([1, 2]);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.act(castAt('control-person', 1), [...AUTO, 3, 3, 3, ...NEXT_TURN]);
    // After: S engages T, T and W both engage S; only S engages W.
    expect(ids(engagers(f.state, f.fig(1)))).toEqual([2]);
    expect(ids(engagers(f.state, f.fig(2)))).toEqual([0, 1]);
    expect(ids(engagers(f.state, f.fig(0)))).toEqual([2]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(1, 'shiftAttack');
    holdNow(f, 0);
    f.hold(2);
    // W has nothing to do; T acts, for seat 0: W stands in its front too, but only S is a foe.
    expect(f.acting()).toBe(1);
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    expect(f.targets()).toEqual([2]);
    f.refuse({ type: 'attack', target: 0 }, 'ILLEGAL_ACTION');
    f.attack(2, [...MISS, ...NEXT_TURN]);
    // S at (1,-1) faces T: the blow comes from S's front.
    expect(only(f, 'attacked')).toMatchObject({ figure: 1, target: 2, adjDX: 10, hit: false });
  });

  it('FT-50: taken before its action in the same turn, it acts in its usual place for the controller, its blow going at its old friend', () => {
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'T', ...T_BUILD }, { name: 'S', ...S_BUILD }], { 0: W_PLACE, 1: T_PLACE, 2: S_PLACE });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack'); // side 1 means to strike W
    f.hold(2);
    expect(f.state.turn.queue).toEqual([0, 1, 2]);
    f.act(castAt('control-person', 1), [...AUTO, 3, 3, 3]);
    expect(f.acting()).toBe(1);
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    expect(f.targets()).toEqual([2]);
    f.attack(2, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 1, target: 2, hit: false });
  });

  /** Turn 2 of `controlled`: W casts (r), T defends, S casts (r); W acts first. */
  function castingTurn(): Fight {
    const f = controlled();
    f.move(0, 'cast');
    f.move(1, 'shiftDefend');
    f.move(2, 'cast');
    expect(f.acting()).toBe(0);
    return f;
  }

  it('FT-50: missile spells follow the sides: the controller may not throw one at the figure it controls, only at its foe S', () => {
    const f = castingTurn();
    expect(castTargets(f, 'magic-fist')).toEqual([2]);
    f.refuse(castAt('magic-fist', 1), 'ILLEGAL_ACTION');
  });

  it('FT-50: missile spells follow the sides: the controlled figure\'s old friend may throw one at it, and at W', () => {
    const f = castingTurn();
    f.pass();
    expect(f.acting()).toBe(2);
    expect(castTargets(f, 'magic-fist')).toEqual([0, 1]);
    f.pass(NEXT_TURN);
  });

  it('FT-50: a controlled wizard casts nothing: no (h) or (r) for its controller, though its hands are free and it knows spells', () => {
    // M (figure 1) knows Magic Fist and Blur; G (figure 2) keeps side 1 in the fight.
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'M', st: 10, dx: 10, iq: 12, spells: ['magic-fist', 'blur'] }, { name: 'G', st: 15, dx: 9 }], {
      0: W_PLACE,
      1: { at: h(2, 0), facing: 3 },
      2: { at: h(5, 2), facing: 3 },
    });
    expect(canCast(f.state, f.fig(1))).toBe(true);
    f.move(0, 'cast');
    expect(f.options(1)).toContain('cast');
    f.hold(1);
    f.hold(2);
    // M's IQ 12: 13 does not resist.
    f.act(castAt('control-person', 1), [...AUTO, 4, 4, 5, ...NEXT_TURN]);
    expect(sideOf(f.state, f.fig(1))).toBe(0);
    expect(canCast(f.state, f.fig(1))).toBe(false);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    expect(optionsNow(f, 1)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready']);
    f.refuse({ type: 'begin', figure: 1, option: 'cast' }, 'ILLEGAL_ACTION');
  });

  it('FT-50: a wizard that chose (h) and is controlled before its action is offered no cast at it, only to pass', () => {
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'M', st: 10, dx: 10, iq: 12, spells: ['magic-fist', 'blur'] }, { name: 'G', st: 15, dx: 9 }], {
      0: W_PLACE,
      1: { at: h(2, 0), facing: 3 },
      2: { at: h(5, 2), facing: 3 },
    });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('control-person', 1), [...AUTO, 4, 4, 5]);
    expect(sideOf(f.state, f.fig(1))).toBe(0);
    expect(f.acting()).toBe(1);
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    expect(f.legal()).toEqual([{ type: 'pass', player: 0 }]);
    f.refuse({ type: 'cast', spell: 'magic-fist', power: 1, target: 0, at: null, looks: null }, 'ILLEGAL_ACTION');
    f.pass(NEXT_TURN);
    expect(f.logged('spellCast').map((e) => e.figure)).toEqual([0]);
  });

  it('FT-50: what it hides stays its side\'s: its fatigue is hidden from the controller, and the renewals of its own spells are its side\'s', () => {
    // M (DX 12) blurs itself first (1 ST), then W takes it; G keeps side 1 in the fight.
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'M', st: 8, dx: 12, iq: 12, spells: ['blur', 'magic-fist'] }, { name: 'G', st: 15, dx: 9 }], {
      0: W_PLACE,
      1: { at: h(2, 0), facing: 3 },
      2: { at: h(5, 2), facing: 3 },
    });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    expect(f.acting()).toBe(1);
    f.act(castAt('blur', 1), AUTO);
    f.act(castAt('control-person', 1), [...AUTO, 4, 4, 5, ...NEXT_TURN]);
    expect(sideOf(f.state, f.fig(1))).toBe(0);
    expect(fantasyTrip.view(f.state, 0).figures[1]!.fatigue).toBeNull();
    expect(fantasyTrip.view(f.state, 1).figures[1]!.fatigue).toBe(1);
    expect(fantasyTrip.view(f.state, 0).figures[0]!.fatigue).toBe(3);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([
      { figure: 1, spell: 'blur', secret: false },
      { figure: 1, spell: 'control-person', secret: false },
    ]);
    // Blur is M's own spell: its own seat keeps it. Control is W's.
    expect(fantasyTrip.actors(f.state)).toEqual([1]);
    f.act({ type: 'renew', keep: true });
    expect(fantasyTrip.actors(f.state)).toEqual([0]);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(1).fatigue).toBe(2);
    expect(f.fig(0).fatigue).toBe(4);
    expect(fantasyTrip.view(f.state, 0).figures[1]!.fatigue).toBeNull();
    expect(fantasyTrip.view(f.state, 1).figures[1]!.fatigue).toBe(2);
  });
});

describe('FT-50 the end of control', () => {
  it('FT-50: a side whose only fighting figure is controlled is out: the fight ends with the turn, the controller\'s side surviving', () => {
    const f = field([{ name: 'W', ...CONTROLLER }], [{ name: 'T', ...T_BUILD }], { 0: W_PLACE, 1: { at: h(3, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    // No initiative dice: the fight is over.
    f.act(castAt('control-person', 1), [...AUTO, 3, 3, 3]);
    expect(f.phase).toBe('over');
    expect(f.state.survivors).toEqual([0]);
    expect(only(f, 'fightEnded')).toEqual({ type: 'fightEnded', survivors: [0], draw: false });
    expect(f.fig(1).condition).toBe('fighting');
  });

  it('FT-50: let go at the renew step, the figure fights for its own side again', () => {
    const f = controlT([3, 3, 3]);
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(f.last.filter((e) => e.type === 'renewed' || e.type === 'spellEnded')).toEqual([
      { type: 'renewed', figure: 1, name: 'T', spell: 'control-person', keep: false, secret: false },
      { type: 'spellEnded', figure: 1, name: 'T', spell: 'control-person' },
    ]);
    expect(f.fig(1).effects).toEqual([]);
    expect(sideOf(f.state, f.fig(1))).toBe(1);
    expect(f.fig(0).fatigue).toBe(3);
    expect(beginners(f, 0)).toEqual([0]);
    holdNow(f, 0);
    expect(beginners(f, 1)).toEqual([1, 2]);
    // T, W's foe again, engages W.
    expect(ids(engagers(f.state, f.fig(0)))).toEqual([1, 2]);
  });

  it('FT-50: its caster fallen (paying the upkeep with its last ST), the control ends at the next renew step, unoffered', () => {
    // W (ST 8, 4 hits) pays 3 and is left at ST 1; F keeps side 0 in the fight.
    const f = field(
      [
        { name: 'W', ...CONTROLLER },
        { name: 'F', st: 12, dx: 12 },
      ],
      [
        { name: 'T', ...T_BUILD },
        { name: 'S', ...S_BUILD },
      ],
      { 0: { ...W_PLACE, hits: 4 }, 1: { at: h(-3, 0), facing: 0 }, 2: T_PLACE, 3: S_PLACE },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    f.act(castAt('control-person', 2), [...AUTO, 3, 3, 3, ...NEXT_TURN]);
    expect(stNow(f.fig(0))).toBe(1);
    f.initiative(true);
    expect(f.legal()).toEqual([
      { type: 'renew', player: 0, keep: true },
      { type: 'renew', player: 0, keep: false },
    ]);
    f.act({ type: 'renew', keep: true });
    expect(only(f, 'unconscious').figure).toBe(0);
    // For the rest of this turn the spell is still on T (FT-35: it ends at the renew step).
    expect(sideOf(f.state, f.fig(2))).toBe(0);
    expect(beginners(f, 0)).toEqual([1, 2]);
    holdNow(f, 1);
    holdNow(f, 2);
    f.hold(3, NEXT_TURN);
    f.initiative(true);
    expect(only(f, 'spellEnded')).toEqual({ type: 'spellEnded', figure: 2, name: 'T', spell: 'control-person' });
    expect(f.events('renewed')).toEqual([]);
    expect(f.phase).toBe('movement');
    expect(f.fig(2).effects).toEqual([]);
    expect(sideOf(f.state, f.fig(2))).toBe(1);
    expect(beginners(f, 0)).toEqual([1]);
  });
});

// ---- FT-51 ----

describe('FT-51 bending over (S-39)', () => {
  /**
   * A (figure 0, DX 11) and B (figure 1, DX 12, small shield, a dagger slung) face each other.
   * Turn 1: B fumbles (17) and drops its broadsword (item 1) in its hex; A strikes B from the front
   * and misses (its adjDX recorded). Turn 2: B takes `option` and readies `item`; A strikes.
   */
  function bent(option: 'pickUp' | 'ready', item: number): Fight {
    const f = field(
      [{ name: 'A', st: 13, dx: 11, weapons: ['broadsword'] }],
      [{ name: 'B', st: 12, dx: 12, weapons: ['broadsword', 'dagger'], shield: 'small-shield' }],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
    );
    f.move(0, 'shiftAttack');
    f.move(1, 'shiftAttack');
    expect(f.acting()).toBe(1);
    f.attack(0, [6, 6, 5]);
    expect(f.item(1)).toMatchObject({ ref: 'broadsword', holder: null, state: 'ground', at: h(1, 0) });
    f.attack(1, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11);
    expect(f.fig(1).stooping).toBe(false);
    f.initiative(true);
    f.move(0, 'shiftAttack');
    f.move(1, option);
    expect(f.acting()).toBe(1);
    f.pickUp(item);
    return f;
  }

  it('S-39/FT-51: a figure that picks its weapon up from the ground is struck from its front as from the rear (+4), and its shield stops nothing', () => {
    const f = bent('pickUp', 1);
    expect(f.fig(1).stooping).toBe(true);
    expect(f.carried(1)).toEqual(['broadsword:ready', 'dagger:slung', 'small-shield:ready']);
    // Broadsword 2d: 3 + 4 = 7, nothing stopped.
    f.attack(1, [3, 3, 3, 3, 4]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 0, target: 1, adjDX: 11 + 4, hit: true });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 7, stopped: 0, hits: 7 });
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
    // Bending over ends with the turn.
    expect(f.turn).toBe(3);
    expect(f.fig(1).stooping).toBe(false);
  });

  it('S-39/FT-51: readying a slung weapon is not bending over: struck from the front at plain DX, the shield stopping 1', () => {
    const f = bent('ready', 2);
    expect(f.fig(1).stooping).toBe(false);
    expect(f.carried(1)).toEqual(['dagger:ready', 'small-shield:ready']);
    f.attack(1, [3, 3, 3, 3, 4]);
    expect(only(f, 'attacked')).toMatchObject({ figure: 0, target: 1, adjDX: 11, hit: true });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 7, stopped: 1, hits: 6 });
    f.retreat(null, NEXT_TURN);
    expect(f.fig(1).stooping).toBe(false);
  });

  it('S-39/FT-51: a shot at a figure picking up its bow (e) counts as from the rear (+4)', () => {
    // Turn 1: B (DX 12) fumbles its shot (17), its bow (item 1) drops at (3,0); A shoots B from the front.
    const f = field([{ name: 'A', st: 13, dx: 11, weapons: ['small-bow'] }], [{ name: 'B', st: 12, dx: 12, weapons: ['small-bow'] }], {
      0: { at: h(0, 0), facing: 0 },
      1: { at: h(3, 0), facing: 3 },
    });
    f.move(0, 'fire');
    f.move(1, 'fire');
    f.act({ type: 'fire', target: 0 }, [6, 6, 5]);
    expect(f.item(1)).toMatchObject({ holder: null, state: 'ground', at: h(3, 0) });
    f.act({ type: 'fire', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'shot').adjDX).toBe(11);
    // Turn 2: B, not engaged, readies the bow from the ground (e); A shoots it again.
    f.initiative(true);
    f.move(0, 'fire');
    f.move(1, 'ready');
    f.pickUp(1);
    expect(f.fig(1).stooping).toBe(true);
    f.act({ type: 'fire', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ figure: 0, target: 1, adjDX: 11 + 4 });
    expect(f.fig(1).stooping).toBe(false);
  });
});

describe('FT-51 cover behind a body (S-77)', () => {
  type Posture = 'dropProne' | 'dropKneeling' | 'stand';
  /**
   * A (figure 0, DX 12) at (0,0) facing 0 shoots, throws or casts at B (figure 1) three hexes ahead
   * at (3,0) facing 3, who drops prone, kneels or stands in turn 1; X (figure 2) lies dead at `body`.
   */
  function cover(a: Partial<Build>, aOption: FantasyTripOption, posture: Posture, body: { q: number; r: number } | null): Fight {
    const side1: Build[] = [{ name: 'B', st: 13, dx: 11 }];
    const place: Record<number, Placement> = { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } };
    if (body !== null) {
      side1.push({ name: 'X' });
      place[2] = { at: body, facing: 3, hits: 13, out: 'dead' };
    }
    const f = field([{ name: 'A', ...a }], side1, place);
    f.move(0, aOption);
    if (posture === 'stand') f.hold(1);
    else f.move(1, posture);
    expect(f.fig(1).posture).toBe(posture === 'dropProne' ? 'prone' : posture === 'dropKneeling' ? 'kneeling' : 'standing');
    expect(f.acting()).toBe(0);
    return f;
  }

  const BOW = { st: 12, dx: 12, weapons: ['small-bow'] };
  const DAGGER = { st: 12, dx: 12, weapons: ['dagger'] };

  it.each([
    ['prone, a body next to it toward the shooter: +4 (prone) −4', 'dropProne', h(2, 0), 12],
    ['prone, no body', 'dropProne', null, 16],
    ['kneeling (facing the shot), a body next to it: −4', 'dropKneeling', h(2, 0), 8],
    ['kneeling, no body', 'dropKneeling', null, 12],
    ['standing, a body next to it: no cover', 'stand', h(2, 0), 12],
    ['prone, the body on the line but next to the shooter: no cover', 'dropProne', h(1, 0), 16],
    ['prone, the body next to it but behind it: no cover', 'dropProne', h(4, 0), 16],
  ] as const)('S-77/FT-51: a bow shot at a target %s (%s, body at %o): adjDX %i', (_, posture, body, adjDX) => {
    const f = cover(BOW, 'fire', posture, body);
    f.act({ type: 'fire', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(f.logged('rolledToMiss')).toEqual([]);
    expect(only(f, 'shot')).toMatchObject({ figure: 0, target: 1, mode: 'missile', adjDX });
  });

  it.each([
    ['prone behind a body', 'dropProne', h(2, 0), 12 - 3 + 4 - 4],
    ['prone, no body', 'dropProne', null, 12 - 3 + 4],
    ['kneeling behind a body', 'dropKneeling', h(2, 0), 12 - 3 - 4],
    ['standing, a body next to it', 'stand', h(2, 0), 12 - 3],
  ] as const)('S-77/FT-51: a thrown dagger at a target %s (%s, body at %o): adjDX %i', (_, posture, body, adjDX) => {
    const f = cover(DAGGER, 'charge', posture, body);
    f.act({ type: 'throw', target: 1 }, [...MISS, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ figure: 0, target: 1, mode: 'thrown', adjDX });
  });

  it.each([
    ['kneeling behind a body', 'dropKneeling', h(2, 0), 12 - 4],
    ['kneeling, no body', 'dropKneeling', null, 12],
    ['standing, a body next to it', 'stand', h(2, 0), 12],
  ] as const)('S-77/FT-51: a Magic Fist at a target %s (%s, body at %o): castDX %i', (_, posture, body, adjDX) => {
    const f = cover({ st: 12, dx: 12, iq: 8, spells: ['magic-fist'] }, 'cast', posture, body);
    // 16 fails whatever the DX: a missile spell costs its 1 ST all the same.
    f.act(castAt('magic-fist', 1), [...MISS, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 0, spell: 'magic-fist', target: 1, adjDX, success: false });
  });
});

// ---- FT-52 ----

function acceptedBuild(build: Partial<Build>) {
  return buildConfig({ sides: [[{ name: 'R', ...build }], [{ name: 'T' }]] }).sides[0]![0]!;
}

describe('FT-52 races in builds', () => {
  it('FT-52: a build that names no race is a human', () => {
    const config = fantasyTrip.parseConfig({ players: 2, sides: [[{ name: 'A', st: 12, dx: 12, iq: 8 }], [{ name: 'B', st: 12, dx: 12, iq: 8 }]] });
    expect(config.sides.map((side) => side[0]!.race)).toEqual(['human', 'human']);
  });

  it.each([
    ['human', 8, 16, 8],
    ['elf', 6, 18, 8],
    ['dwarf', 10, 14, 8],
    ['halfling', 4, 18, 8],
    ['orc', 8, 16, 8],
    ['goblin', 6, 16, 10],
    ['hobgoblin', 7, 14, 7],
  ] as const)('FT-52: race %s at its least ST and IQ, %i / %i / %i, is accepted', (race, st, dx, iq) => {
    expect(acceptedBuild({ race, st, dx, iq })).toMatchObject({ race, st, dx, iq });
  });

  it.each([
    ['a human with ST 7', { race: 'human', st: 7, dx: 17, iq: 8 }, 'FT-3'],
    ['a human of 33 points', { race: 'human', st: 12, dx: 13, iq: 8 }, 'FT-3'],
    ['a human of 31 points (race left out)', { st: 12, dx: 11, iq: 8 }, 'FT-3'],
    ['an elf with DX 9', { race: 'elf', st: 15, dx: 9, iq: 8 }, 'FT-52'],
    ['an elf with ST 5', { race: 'elf', st: 5, dx: 19, iq: 8 }, 'FT-52'],
    ['an elf of 31 points', { race: 'elf', st: 6, dx: 17, iq: 8 }, 'FT-52'],
    ['a dwarf with ST 9', { race: 'dwarf', st: 9, dx: 15, iq: 8 }, 'FT-52'],
    ['a dwarf with DX 5', { race: 'dwarf', st: 19, dx: 5, iq: 8 }, 'FT-52'],
    ['a halfling with ST 3', { race: 'halfling', st: 3, dx: 19, iq: 8 }, 'FT-52'],
    ['a halfling with DX 11', { race: 'halfling', st: 11, dx: 11, iq: 8 }, 'FT-52'],
    ['a halfling of 32 points', { race: 'halfling', st: 6, dx: 18, iq: 8 }, 'FT-52'],
    ['an orc with ST 7', { race: 'orc', st: 7, dx: 17, iq: 8 }, 'FT-52'],
    ['a goblin with IQ 9', { race: 'goblin', st: 8, dx: 15, iq: 9 }, 'FT-52'],
    ['a goblin with ST 5', { race: 'goblin', st: 5, dx: 17, iq: 10 }, 'FT-52'],
    ['a hobgoblin with IQ 6', { race: 'hobgoblin', st: 8, dx: 14, iq: 6 }, 'FT-52'],
    ['a hobgoblin of 29 points', { race: 'hobgoblin', st: 8, dx: 14, iq: 7 }, 'FT-52'],
    ['a hobgoblin of 32 points', { race: 'hobgoblin', st: 12, dx: 13, iq: 7 }, 'FT-52'],
  ] as const)('FT-52: %s is refused: %o (BAD_CONFIG, %s)', (_, build, rule) => {
    refusedBuild(build, rule);
  });

  it('FT-52: an unknown race is refused (BAD_CONFIG, FT-52)', () => {
    refusedBuild({ race: 'troll' as never, st: 12, dx: 12, iq: 8 }, 'FT-52');
    refusedBuild({ race: 'Elf' as never, st: 12, dx: 12, iq: 8 }, 'FT-52');
    refusedBuild({ race: 'toString' as never, st: 12, dx: 12, iq: 8 }, 'FT-52');
  });

  it('FT-52: a weapon\'s minimum ST holds whatever the race: a halfling of ST 4 cannot carry a broadsword (FT-3)', () => {
    refusedBuild({ race: 'halfling', st: 4, dx: 18, iq: 8, weapons: ['broadsword'] }, 'FT-3');
    expect(acceptedBuild({ race: 'halfling', st: 4, dx: 18, iq: 8, weapons: ['dagger'] }).weapons).toEqual(['dagger']);
  });
});

describe('FT-52 races in the arena', () => {
  it.each([
    [null, 12, 10],
    ['cloth', 12, 10],
    ['leather', 10, 8],
    ['chainmail', 6, 6],
    ['plate', 6, 6],
  ] as const)('FT-52: in armour %s an elf has MA %i (a human %i)', (armor, elfMA, humanMA) => {
    const f = new Fight({
      sides: [[{ name: 'E', race: 'elf', st: 10, dx: 14, iq: 8, armor }], [{ name: 'H', race: 'human', st: 12, dx: 12, iq: 8, armor }]],
      initiative: [6, 1],
    });
    expect(f.fig(0).ma).toBe(elfMA);
    expect(f.fig(1).ma).toBe(humanMA);
  });

  /** R (figure 0) at (0,0) facing 0 against B at (3,0) facing 3 (front, 3 hexes: −3 for a throw, nothing for a bow). */
  function ranged(r: Partial<Build>, option: FantasyTripOption, type: 'fire' | 'throw'): number {
    const f = field([{ name: 'R', ...r }], [{ name: 'B', st: 14, dx: 10 }], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    f.move(0, option);
    f.hold(1);
    expect(f.acting()).toBe(0);
    f.act({ type, target: 1 } as FantasyTripAction, [...MISS, ...NEXT_TURN]);
    return only(f, 'shot').adjDX;
  }

  it('FT-52: a halfling throws at +2 DX: a dagger at 3 hexes is at 13 for a DX 14 halfling, 11 for a DX 14 human', () => {
    expect(ranged({ race: 'halfling', st: 8, dx: 14, iq: 8, weapons: ['dagger'] }, 'charge', 'throw')).toBe(14 - 3 + 2);
    expect(ranged({ race: 'human', st: 10, dx: 14, iq: 8, weapons: ['dagger'] }, 'charge', 'throw')).toBe(14 - 3);
  });

  it('FT-52: a halfling\'s bow shot is not helped: DX 13 shoots at 13, as a human does', () => {
    expect(ranged({ race: 'halfling', st: 9, dx: 13, iq: 8, weapons: ['small-bow'] }, 'fire', 'fire')).toBe(13);
    expect(ranged({ race: 'human', st: 11, dx: 13, iq: 8, weapons: ['small-bow'] }, 'fire', 'fire')).toBe(13);
  });
});

// ---- regressions ----

describe('regressions', () => {
  it('FT-44: an ST Aid ending with the figure\'s ST below the death line without it: the figure dies, not just falls unconscious', () => {
    // F (ST 12, 11 hits: ST 1) is aided 2 levels (ST 3); E's broadsword takes 2 (ST 1, −1 without the Aid).
    const f = field(
      [
        { name: 'W', st: 11, dx: 12, iq: 9, spells: ['aid'] },
        { name: 'F', st: 12, dx: 10, iq: 10 },
      ],
      [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(2, 0), facing: 0, hits: 11 }, 2: { at: h(3, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.move(2, 'shiftAttack');
    expect(f.acting()).toBe(0);
    f.act({ type: 'cast', spell: 'aid', power: 2, target: 1, at: null, looks: 'st' }, AUTO);
    expect(stNow(f.fig(1))).toBe(3);
    f.attack(1, [3, 3, 3, 1, 1]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, hits: 2, st: 1 });
    expect(f.fig(1).condition).toBe('fighting');
    f.retreat(null, NEXT_TURN);
    f.initiative(true);
    f.hold(0);
    f.hold(1);
    f.hold(2, NEXT_TURN); // turn 3 starts: the Aid (until turn 2) ends
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('died')).toBeGreaterThan(types.indexOf('spellEnded'));
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'aid' });
    expect(only(f, 'died').figure).toBe(1);
    expect(f.events('unconscious')).toEqual([]);
    expect(f.fig(1)).toMatchObject({ condition: 'dead', posture: 'down' });
    expect(stNow(f.fig(1))).toBe(-1);
  });

  it('FT-38/FT-44: sampleHidden on a state with an Aided enemy wizard gives worlds parseState accepts, the creation redrawn', () => {
    // S (side 1; ST 8, 5 hits) aids its own ST by 3 in turn 1 (ST 3 with the Aid, 0 without),
    // then summons a wolf in turn 2 (ST 1 with the Aid, −2 without). P (side 0, DX 8 in plate: 3)
    // takes (h) in turn 2 and acts after S (DX 8, −3 at ST 3: 5): the sample is taken before P's
    // action, while the Aid still holds.
    const f = field(
      [{ name: 'P', st: 16, dx: 8, iq: 8, armor: 'plate', spells: ['blur'] }],
      [{ name: 'S', st: 8, dx: 8, iq: 16, spells: ['aid', 'summon-wolf', 'image', 'illusion'] }],
      { 0: { at: h(-4, 0), facing: 0 }, 1: { at: h(0, 0), facing: 0, hits: 5 } },
    );
    f.hold(0);
    f.move(1, 'cast');
    f.act({ type: 'cast', spell: 'aid', power: 3, target: 1, at: null, looks: 'st' }, [...AUTO, ...NEXT_TURN]);
    expect(stNow(f.fig(1))).toBe(3);
    f.initiative(true);
    f.move(0, 'cast');
    f.move(1, 'cast');
    expect(f.acting()).toBe(1);
    f.act(castOn('summon-wolf', h(1, 0), 'wolf'), AUTO);
    expect(f.acting()).toBe(0);
    expect(f.fig(1)).toMatchObject({ fatigue: 5, condition: 'fighting' });
    expect(stNow(f.fig(1))).toBe(1);
    const real = fantasyTrip.view(f.state, 0);
    const kinds = new Set<string>();
    for (let i = 0; i < 48; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 0, createRng(SEED + i));
      expect(() => fantasyTrip.parseState(JSON.parse(JSON.stringify(sample)))).not.toThrow();
      expect(fantasyTrip.view(sample, 0)).toEqual(real);
      const kind = sample.figures[2]!.creation!.kind;
      kinds.add(kind);
      // 3 for the Aid, then 2 for a wolf or an illusion, 1 for an image.
      expect(sample.figures[1]!.fatigue).toBe(kind === 'image' ? 4 : 5);
      expect(sample.figures[1]!.condition).toBe('fighting');
    }
    expect([...kinds].sort()).toEqual(['illusion', 'image', 'summoned']);
  });

  /** W makes fire at (1,0) in turn 1; in turn 2 T (at (2,0), `hits` taken) drops prone, stepping into it. */
  function intoFire(hits: number): Fight {
    const f = field([{ name: 'W', st: 10, dx: 12, iq: 10, spells: ['fire'] }], [{ name: 'T', st: 13, dx: 11 }], {
      0: { at: h(0, 0), facing: 0 },
      1: { at: h(2, 0), facing: 3, hits },
    });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(1, 0)), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'dropProne');
    f.step(3);
    return f;
  }

  it('FT-41: a figure that chose to drop prone and is killed stepping into fire stays down, not prone', () => {
    const f = intoFire(12); // ST 1: the fire's 2 kill it
    expect(only(f, 'died').figure).toBe(1);
    expect(f.fig(1)).toMatchObject({ condition: 'dead', posture: 'down', at: h(1, 0) });
    expect(f.steps()).toEqual([]);
    f.end(3); // side 1 is out: the fight ends, no dice
    expect(f.logged('postureChanged')).toEqual([]);
    expect(f.fig(1)).toMatchObject({ condition: 'dead', posture: 'down' });
    expect(f.phase).toBe('over');
  });

  it('FT-41: a figure that chose to drop prone and is knocked out stepping into fire stays down, not prone', () => {
    const f = intoFire(11); // ST 2: the fire's 2 leave it at 0
    expect(only(f, 'unconscious').figure).toBe(1);
    expect(f.fig(1)).toMatchObject({ condition: 'unconscious', posture: 'down' });
    f.end(3);
    expect(f.logged('postureChanged')).toEqual([]);
    expect(f.fig(1).posture).toBe('down');
    expect(f.fig(1).condition).not.toBe('fighting');
  });
});
