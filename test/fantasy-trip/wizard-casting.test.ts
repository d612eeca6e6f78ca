/**
 * Casting (FT-31…FT-35; S-17, S-28, S-41, S-58, S-74, S-75, S-76): spells in builds, the options
 * (h) and (r), free hands, the casting roll against castDX, 3 or 4 dice, criticals and fizzles,
 * what a cast costs in ST, the ST floor, and a caster who spends its last ST.
 *
 * The usual layout: the wizard W (figure 0) at (0,0) facing 0, its target T (figure 1) three hexes
 * straight ahead at (3,0) facing 3 (in the front arc, same megahex ring: no missile range penalty,
 * −3 for a thrown spell). W has the higher DX and acts first. Dice lists are the casting dice, then
 * any damage or save dice, then the next turn's initiative dice (NEXT_TURN) when the cast ends the
 * turn.
 */
import { describe, expect, it } from 'vitest';
import { Fight, buildConfig, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, casts, field, only, readyToCast, refusedBuild, T_AT, W_AT, onlyFakes } from './wizard-helpers.js';


/** IQ 8 wizard: DX 12, ST 12. */
const WIZ: Partial<Build> = { st: 12, dx: 12, iq: 8, spells: ['magic-fist', 'slow-movement', 'blur', 'drop-weapon', 'image'] };
/** A plain target, DX 11: acts after W and has nothing to do with option `move`. */
const TARGET: Partial<Build> = { st: 13, dx: 11 };

/** W against T: see readyToCast. */
const ready = (w: Partial<Build> = WIZ, t: Partial<Build> = TARGET, tAt: Placement = T_AT, tOption?: 'dodge' | 'shiftDefend'): Fight => readyToCast(w, t, tAt, tOption);

describe('FT-31 / FT-32 / FT-34 spells in builds', () => {
  it('FT-31: a figure may know as many spells as its IQ, and the config keeps them', () => {
    // IQ 10: ten spells of IQ 10 or less.
    const ten = ['blur', 'drop-weapon', 'image', 'magic-fist', 'slow-movement', 'clumsiness', 'fire', 'summon-wolf', 'dazzle', 'shadow'];
    const config = buildConfig({ sides: [[{ name: 'W', st: 10, dx: 12, iq: 10, spells: ten }], [{ name: 'T' }]] });
    expect(config.sides[0]![0]!.spells).toEqual(ten);
  });

  it('FT-31: one spell more than IQ is refused (BAD_CONFIG, FT-31)', () => {
    const eleven = ['blur', 'drop-weapon', 'image', 'magic-fist', 'slow-movement', 'clumsiness', 'fire', 'summon-wolf', 'dazzle', 'shadow', 'trip'];
    refusedBuild({ st: 10, dx: 12, iq: 10, spells: eleven }, 'FT-31');
  });

  it('FT-31: a spell above the figure\'s IQ is refused; at exactly its IQ it is accepted', () => {
    refusedBuild({ st: 10, dx: 12, iq: 10, spells: ['sleep'] }, 'FT-31');
    expect(buildConfig({ sides: [[{ name: 'W', st: 9, dx: 12, iq: 11, spells: ['sleep'] }], [{ name: 'T' }]] }).sides[0]![0]!.spells).toEqual(['sleep']);
  });

  it('FT-31: a spell listed twice is refused', () => {
    refusedBuild({ spells: ['blur', 'magic-fist', 'blur'] }, 'FT-31');
  });

  it('FT-31: an unknown spell id is refused, and one above the figure\'s IQ', () => {
    refusedBuild({ spells: ['magic-missile'] }, 'FT-31');
    refusedBuild({ st: 10, dx: 10, iq: 12, spells: ['four-hex-image'] }, 'FT-31');
  });

  it('FT-34: only a figure that knows a spell may carry the staff', () => {
    refusedBuild({ weapons: ['staff'] }, 'FT-34');
    const config = buildConfig({ sides: [[{ name: 'W', weapons: ['staff'], spells: ['blur'] }], [{ name: 'T' }]] });
    expect(config.sides[0]![0]!.weapons).toEqual(['staff']);
  });
});

describe('FT-33 options (h) and (r)', () => {
  it('S-17/FT-33: a wizard not engaged may take (h) cast, moving at most 1 hex', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(f.options(0)).toEqual(['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready', 'cast']);
    f.begin(0, 'cast');
    expect(f.steps().length).toBeGreaterThan(0);
    f.step(5);
    expect(f.steps()).toEqual([]);
    f.end(0);
    f.hold(1);
    expect(f.acting()).toBe(0);
    expect(casts(f).length).toBeGreaterThan(0);
  });

  it('S-28/FT-33: an engaged wizard may take (r) cast, shifting at most 1 hex', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET, weapons: ['broadsword'] }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    expect(f.options(0)).toContain('cast');
    f.begin(0, 'cast');
    f.step(1); // (0,1): still next to T
    expect(f.steps()).toEqual([]);
  });

  it('FT-33: a figure that knows no spell has no cast option', () => {
    const f = field([{ name: 'F', st: 12, dx: 12 }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(f.options(0)).not.toContain('cast');
  });

  it('R-04/FT-33/FT-34: a ready shield takes away the cast option; a ready weapon does not (it costs −4, FT-33), nor the staff', () => {
    const shield = field([{ name: 'W', ...WIZ, shield: 'small-shield' }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(shield.options(0)).not.toContain('cast');
    const dagger = field([{ name: 'W', ...WIZ, weapons: ['dagger'] }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(dagger.options(0)).toContain('cast');
    const staff = field([{ name: 'W', ...WIZ, weapons: ['staff', 'dagger'] }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(staff.options(0)).toContain('cast');
  });

  it('FT-33: missile spells go at enemies in the front arc with a clear line; thrown spells at the caster, a friend or an enemy in front', () => {
    const f = field(
      [{ name: 'W', ...WIZ, spells: ['magic-fist', 'slow-movement'] }, { name: 'A', st: 13, dx: 11 }],
      [
        { name: 'T', ...TARGET },
        { name: 'U', st: 14, dx: 10 },
      ],
      { 0: W_AT, 1: { at: h(2, -2), facing: 3 }, 2: T_AT, 3: { at: h(-3, 0), facing: 0 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    expect(f.acting()).toBe(0);
    // A (1) is a friend: no missile spell at it; U (3) is behind W: nothing at it.
    expect(castKeys(f)).toEqual(['magic-fist:1:2', 'magic-fist:2:2', 'magic-fist:3:2', 'slow-movement:1:0', 'slow-movement:1:1', 'slow-movement:1:2']);
    f.refuse(castAt('magic-fist', 1), 'ILLEGAL_ACTION');
    f.refuse(castAt('slow-movement', 3), 'ILLEGAL_ACTION');
    f.refuse(castAt('sleep', 2), 'ILLEGAL_ACTION');
  });

  it('FT-33: a wizard knocked down before its action cannot cast: it loses the action', () => {
    // T, a faster wizard, trips W first.
    const f = field(
      [{ name: 'W', ...WIZ }],
      [{ name: 'T', st: 9, dx: 13, iq: 10, spells: ['trip'] }],
      { 0: W_AT, 1: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    expect(f.acting()).toBe(1);
    f.act(castAt('trip', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast').map((e) => e.figure)).toEqual([1]);
    expect(f.fig(0).posture).toBe('down');
    f.initiative(true);
    expect(f.options(0)).toEqual(['standUp', 'crawl']);
  });
});

describe('FT-33 castDX', () => {
  it.each([1, 2, 3, 5])('S-75/FT-33: a thrown spell at a target %i hex(es) away is at −1 DX a hex', (d) => {
    const f = ready(WIZ, TARGET, { at: h(d, 0), facing: 3 });
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(12 - d);
  });

  it('FT-33: a thrown spell on the caster itself has no range penalty', () => {
    const f = ready();
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(12);
  });

  it.each([
    [h(3, 0), 12],
    [h(5, 0), 12],
    [h(6, 0), 11],
    [h(11, 0), 10],
  ])('S-76/FT-33: a missile spell at %o is at the megahex range penalty only (adjDX %i)', (at, adjDX) => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: { at, facing: 3 } }, { arenaRadius: 12 });
    f.move(0, 'cast');
    f.hold(1);
    // 1d−2 on a 1: never less than the 1 level put in.
    f.act(castAt('magic-fist', 1), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(adjDX);
    expect(f.fig(1).hits).toBe(1);
  });

  it.each([
    ['cloth', 12 - 1],
    ['leather', 12 - 2],
    ['chainmail', 12 - 3 - 4],
    ['half-plate', 12 - 4 - 4],
    ['plate', 12 - 5 - 4],
    ['fine-plate', 12 - 4 - 4],
  ])('S-74/FT-33: a wizard in %s casts at adjDX %i (metal armour −4 more, leather and cloth not)', (armor, adjDX) => {
    const f = ready({ ...WIZ, armor });
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(adjDX);
  });

  it('S-58/FT-33: a spell at a Blurred figure is at −4', () => {
    // W1 (DX 13) blurs T; W2 (DX 12) then casts Magic Fist at it.
    const f = field(
      [
        { name: 'W1', st: 11, dx: 13, iq: 8, spells: ['blur'] },
        { name: 'W2', st: 12, dx: 12, iq: 8, spells: ['magic-fist'] },
      ],
      [{ name: 'T', ...TARGET }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('blur', 2), AUTO);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(13 - 3);
    expect(f.acting()).toBe(1);
    f.act(castAt('magic-fist', 2), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[1]!.adjDX).toBe(12 - 4);
  });

  it('S-58/FT-33: a Blurred wizard casting on itself is not at −4 (the penalty is for spells at another figure)', () => {
    const f = ready();
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('slow-movement', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[1]!.adjDX).toBe(12);
  });
});

describe('FT-33 three or four dice', () => {
  it('S-12/FT-33: a missile spell at a dodging figure rolls 4 dice', () => {
    const f = ready(WIZ, TARGET, T_AT, 'dodge');
    f.act(castAt('magic-fist', 1), [2, 2, 2, 2, 6, ...NEXT_TURN]);
    const cast = f.logged('spellCast')[0]!;
    expect(cast.dice).toEqual([2, 2, 2, 2]);
    expect(cast.success).toBe(true);
    expect(f.fig(1).hits).toBe(4);
  });

  it('S-12/FT-33: a thrown spell at a dodging figure still rolls 3 dice', () => {
    const f = ready(WIZ, TARGET, T_AT, 'dodge');
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.dice).toHaveLength(3);
  });

  it('S-42/FT-33: 20 on 4 dice misses a dodger whatever the DX, and the missile spell still costs its full ST', () => {
    const f = ready(WIZ, TARGET, T_AT, 'dodge');
    f.act(castAt('magic-fist', 1, 2), [5, 5, 5, 5, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.success).toBe(false);
    expect(f.fig(0).fatigue).toBe(2);
    expect(f.fig(1).hits).toBe(0);
  });

  it('S-43/FT-33: a thrown spell at a figure defending with a parrying weapon rolls 4 dice; a missile spell 3', () => {
    const defender = { ...TARGET, weapons: ['broadsword'] };
    const thrown = ready(WIZ, defender, { at: h(1, 0), facing: 3 }, 'shiftDefend');
    thrown.act(castAt('slow-movement', 1), [2, 2, 2, 2, ...NEXT_TURN]);
    expect(thrown.logged('spellCast')[0]!.dice).toHaveLength(4);
    expect(thrown.logged('spellCast')[0]!.success).toBe(true);
    const missile = ready(WIZ, defender, { at: h(1, 0), facing: 3 }, 'shiftDefend');
    missile.act(castAt('magic-fist', 1), [...AUTO, 1, ...NEXT_TURN]);
    expect(missile.logged('spellCast')[0]!.dice).toHaveLength(3);
  });
});

describe('S-41 / FT-33 criticals and fizzles', () => {
  /** T in plate (stops 5): hits of up to 12 leave it standing. */
  const PLATED = { st: 13, dx: 11, armor: 'plate' };

  it('S-41: 3 succeeds with triple effect: Magic Fist does three times its damage', () => {
    const f = ready(WIZ, PLATED);
    // 1d−2 on a 6 = 4, ×3 = 12 before armour; 7 through plate; 6+ before armour: a save, made on 3.
    f.act(castAt('magic-fist', 1), [1, 1, 1, 6, 1, 1, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.multiplier).toBe(3);
    const damaged = f.logged('damaged')[0]!;
    expect([damaged.rolled, damaged.stopped, damaged.hits]).toEqual([12, 5, 7]);
  });

  it('S-41: 4 succeeds with double effect', () => {
    const f = ready(WIZ, PLATED);
    f.act(castAt('magic-fist', 1), [1, 1, 2, 6, 1, 1, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.multiplier).toBe(2);
    expect(f.logged('damaged')[0]!.rolled).toBe(8);
  });

  it('S-41: 5 always succeeds, even at adjusted DX 3; 6 then fails', () => {
    const plate = { ...WIZ, armor: 'plate' };
    const five = ready(plate);
    five.act(castAt('blur', 0), [1, 1, 3, ...NEXT_TURN]);
    expect(five.logged('spellCast')[0]).toMatchObject({ adjDX: 3, success: true });
    const six = ready(plate);
    six.act(castAt('blur', 0), [1, 2, 3, ...NEXT_TURN]);
    expect(six.logged('spellCast')[0]).toMatchObject({ adjDX: 3, success: false });
  });

  it('S-41: 16 always fails, even at adjusted DX 16, for the 1 ST of an ordinary failure; 15 works there', () => {
    const sharp = { st: 8, dx: 16, iq: 8, spells: ['blur'] };
    const sixteen = ready(sharp);
    sixteen.act(castAt('blur', 0), [6, 6, 4, ...NEXT_TURN]);
    expect(sixteen.logged('spellCast')[0]).toMatchObject({ adjDX: 16, success: false, cost: 1 });
    expect(sixteen.fig(0).effects).toEqual([]);
    const fifteen = ready(sharp);
    fifteen.act(castAt('blur', 0), [6, 5, 4, ...NEXT_TURN]);
    expect(fifteen.logged('spellCast')[0]!.success).toBe(true);
  });

  it('S-41: 17 fails and costs the full ST (Slow Movement: 2, not 1)', () => {
    const f = ready();
    f.act(castAt('slow-movement', 1), [6, 6, 5, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]).toMatchObject({ success: false, cost: 2 });
    expect(f.fig(0).fatigue).toBe(2);
    expect(f.fig(1).effects).toEqual([]);
    expect(f.fig(0).posture).toBe('standing');
  });

  it('S-41: 18 fails, costs the full ST and knocks the caster down', () => {
    const f = ready();
    f.act(castAt('slow-movement', 1), [6, 6, 6, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]).toMatchObject({ success: false, cost: 2 });
    expect(f.fig(0).fatigue).toBe(2);
    expect(f.fig(0).posture).toBe('down');
    expect(f.logged('knockedDown').map((e) => e.figure)).toEqual([0]);
  });
});

describe('FT-35 what a cast costs', () => {
  it('FT-35: a thrown spell that works costs its full ST; an ordinary failure costs 1', () => {
    const works = ready();
    works.act(castAt('slow-movement', 1), [3, 3, 3, ...NEXT_TURN]); // 9 ≤ 12 − 3
    expect(works.logged('spellCast')[0]).toMatchObject({ adjDX: 9, success: true, cost: 2 });
    expect(works.fig(0).fatigue).toBe(2);
    const fails = ready();
    fails.act(castAt('slow-movement', 1), [4, 3, 3, ...NEXT_TURN]); // 10 > 9
    expect(fails.logged('spellCast')[0]).toMatchObject({ success: false, cost: 1 });
    expect(fails.fig(0).fatigue).toBe(1);
  });

  it('FT-35: a missile spell costs 1 ST a level, whether it works or fails', () => {
    const works = ready();
    works.act(castAt('magic-fist', 1, 3), [...AUTO, 1, 1, 1, ...NEXT_TURN]);
    expect(works.fig(0).fatigue).toBe(3);
    expect(works.fig(1).hits).toBe(3); // 3d−6 on 1s: never less than the 3 levels
    const fails = ready();
    fails.act(castAt('magic-fist', 1, 3), [5, 5, 4, ...NEXT_TURN]); // 14 > 12
    expect(fails.logged('spellCast')[0]).toMatchObject({ success: false, cost: 3 });
    expect(fails.fig(0).fatigue).toBe(3);
    expect(fails.fig(1).hits).toBe(0);
  });

  it('FT-35: Clumsiness costs 1 ST a level when it works, 1 when it fails', () => {
    const clumsy = { st: 11, dx: 12, iq: 9, spells: ['clumsiness'] };
    const works = ready(clumsy);
    works.act(castAt('clumsiness', 1, 3), [...AUTO, ...NEXT_TURN]);
    expect(works.fig(0).fatigue).toBe(3);
    expect(works.fig(1).effects).toEqual([{ spell: 'clumsiness', caster: 0, power: 3, until: 3, attribute: null, secret: null }]);
    const fails = ready(clumsy);
    fails.act(castAt('clumsiness', 1, 3), [4, 3, 3, ...NEXT_TURN]);
    expect(fails.fig(0).fatigue).toBe(1);
  });

  it('FT-35: a wizard cannot cast what would take its ST below 0: not offered, and refused', () => {
    // ST 12 with 11 hits: ST 1 now. Magic Fist at 1 level and Image (1 ST) fit; 2 levels and Slow Movement (2) do not.
    const f = ready();
    const low = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 11 }, 1: T_AT } });
    low.initiative(true);
    low.move(0, 'cast');
    low.hold(1);
    const offered = casts(low);
    expect(offered.filter((a) => a.spell === 'magic-fist').map((a) => a.power)).toEqual([1]);
    expect(offered.some((a) => a.spell === 'slow-movement')).toBe(false);
    expect(offered.some((a) => a.spell === 'blur')).toBe(true);
    expect(offered.some((a) => a.spell === 'image')).toBe(true);
    low.refuse(castAt('slow-movement', 1), 'ILLEGAL_ACTION');
    low.refuse(castAt('magic-fist', 1, 2), 'ILLEGAL_ACTION');
    // With full ST all of them are on offer.
    expect(casts(f).some((a) => a.spell === 'slow-movement')).toBe(true);
    expect(casts(f).filter((a) => a.spell === 'magic-fist').map((a) => a.power)).toEqual([1, 2, 3]);
  });

  it('FT-33: a wizard that can pay for no spell has only fakes to cast (FT-49)', () => {
    const f = new Fight({
      sides: [[{ name: 'W', st: 12, dx: 12, iq: 8, spells: ['slow-movement'] }], [{ name: 'T', ...TARGET }]],
      initiative: [6, 1],
      place: { 0: { ...W_AT, hits: 11 }, 1: T_AT },
    });
    f.initiative(true);
    onlyFakes(f, 0);
  });

  it('R-29/FT-35: spending its last ST, the wizard falls unconscious after the spell took effect', () => {
    const f = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 11 }, 1: T_AT } });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    // Side 0 has nobody left fighting: the fight ends with the turn, no initiative is rolled.
    f.act(castAt('magic-fist', 1), [...AUTO, 6]);
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('damaged')).toBeGreaterThan(types.indexOf('spellCast'));
    expect(types.indexOf('unconscious')).toBeGreaterThan(types.indexOf('damaged'));
    expect(f.fig(1).hits).toBe(4);
    expect(f.fig(0).condition).toBe('unconscious');
    expect(f.fig(0).fatigue).toBe(1);
    expect(f.phase).toBe('over');
    expect(f.state.survivors).toEqual([1]);
  });

  it.each([
    ['legacy', 'fighting'],
    ['classic', 'unconscious'],
  ] as const)('FT-35/FT-1: spending down to ST 1 leaves a %s wizard %s (the edition\'s unconscious threshold)', (edition, condition) => {
    const f = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 10 }, 1: T_AT }, edition });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('blur', 0), edition === 'legacy' ? [...AUTO, ...NEXT_TURN] : AUTO);
    expect(f.fig(0).condition).toBe(condition);
    expect(f.fig(0).st - f.fig(0).hits - f.fig(0).fatigue).toBe(1);
  });

  it('R-29/FT-36: a wizard that spends its last ST on a creation falls, and the creation vanishes at once', () => {
    const f = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 11 }, 1: T_AT } });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('image', h(1, 0), 'wolf'), [...AUTO]);
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('created')).toBeGreaterThan(-1);
    expect(types.indexOf('unconscious')).toBeGreaterThan(types.indexOf('created'));
    expect(only(f, 'vanished')).toMatchObject({ figure: 2, why: 'casterFell' });
    expect(types.indexOf('vanished')).toBeGreaterThan(types.indexOf('unconscious'));
    expect(f.fig(2).condition).toBe('gone');
  });

  it('FT-35: ST spent stays spent: the next turn the wizard can afford less', () => {
    // ST 12 with 8 hits: ST 4. Slow Movement costs 2, leaving 2: Magic Fist at 3 levels is then out of reach.
    const f = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...TARGET }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 8 }, 1: T_AT } });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    expect(casts(f).filter((a) => a.spell === 'magic-fist').map((a) => a.power)).toEqual([1, 2, 3]);
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    expect(f.fig(0).fatigue).toBe(2);
    expect(casts(f).filter((a) => a.spell === 'magic-fist').map((a) => a.power)).toEqual([1, 2]);
  });
});
