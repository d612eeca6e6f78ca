/**
 * What each spell does (FT-37, spec §1.13 and §2.7): the missile spells' damage, armour, shields and
 * Magic Fist's knockdown save; the thrown spells (Blur, Stone and Iron Flesh, Clumsiness, Slow and
 * Speed Movement, Stop, Trip, Drop and Break Weapon, Sleep, Freeze, Remove Thrown Spell, Shock
 * Shield); the special spells (Dazzle, Blast); one of each spell on a figure; the strong creatures
 * some spells cannot touch.
 *
 * The usual layout: the wizard W (figure 0) at (0,0) facing 0, its target T (figure 1) three hexes
 * ahead at (3,0) facing 3. W has the higher DX and acts first; AUTO (a 5) casts whatever the DX.
 * Dice lists are the casting dice, then damage, save or duration dice, then NEXT_TURN when the
 * action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { adjustedDX } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, castSpecial, casts, field, only, quietTurn, readyToCast, stepsAllowed, T_AT, W_AT, onlyFakes } from './wizard-helpers.js';

const TARGET: Partial<Build> = { st: 14, dx: 10 };

/** W against T: see readyToCast. */
const ready = (w: Partial<Build>, t: Partial<Build> = TARGET, tAt: Placement = T_AT, tOption?: 'shiftAttack' | 'charge' | 'fire'): Fight => readyToCast(w, t, tAt, tOption);

const MISSILE_WIZ = { st: 8, dx: 10, iq: 14, spells: ['magic-fist', 'fireball', 'lightning'] };

describe('FT-33 missile spells: damage, armour, shields', () => {
  /** T in plate (stops 5, adjDX 5): acts after W, never knocked down by these hits. */
  const PLATED = { st: 14, dx: 10, armor: 'plate' };

  it.each([
    ['magic-fist', 1, [6], 4],
    ['magic-fist', 2, [1, 1], 2],
    ['magic-fist', 3, [2, 2, 1], 3],
    ['fireball', 1, [6], 5],
    ['fireball', 2, [1, 1], 2],
    ['fireball', 3, [3, 4, 2], 6],
    ['lightning', 1, [1], 1],
    ['lightning', 2, [3, 4], 7],
    ['lightning', 3, [1, 1, 1], 3],
  ] as const)('spec §2.7: %s at %i level(s) rolling %o does %i hits before armour', (spell, power, dice, raw) => {
    const f = ready(MISSILE_WIZ, PLATED);
    // Magic Fist never reaches 6 here: no save is rolled.
    f.act(castAt(spell, 1, power), [...AUTO, ...dice, ...NEXT_TURN]);
    const damaged = only(f, 'damaged');
    expect(damaged.dice).toEqual(dice);
    expect(damaged.rolled).toBe(raw);
    expect(damaged.stopped).toBe(Math.min(raw, 5));
    expect(f.fig(1).hits).toBe(Math.max(0, raw - 5));
  });

  it('S-82/FT-33: a shield stops a missile spell only when its bearer faces the caster', () => {
    const shielded = { st: 14, dx: 10, armor: 'chainmail', shield: 'large-shield' };
    const facing = ready(MISSILE_WIZ, shielded, { at: h(3, 0), facing: 3 });
    facing.act(castAt('lightning', 1, 1), [...AUTO, 6, ...NEXT_TURN]);
    expect(only(facing, 'damaged')).toMatchObject({ rolled: 6, stopped: 5, hits: 1 });
    const away = ready(MISSILE_WIZ, shielded, { at: h(3, 0), facing: 0 });
    away.act(castAt('lightning', 1, 1), [...AUTO, 6, ...NEXT_TURN]);
    expect(only(away, 'damaged')).toMatchObject({ rolled: 6, stopped: 3, hits: 3 });
  });

  it('spec §1.13: Magic Fist doing 6 or more before armour makes the target roll 3 dice against the higher of ST and DX', () => {
    // T: ST 9, DX 15, chainmail (stops 3). 2d−4 on two 5s = 6 hits before armour, 3 through.
    const nimble = { st: 9, dx: 15, armor: 'chainmail' };
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['magic-fist'] }, nimble);
    // 14 is above ST 9 but not above DX 15: it stays up.
    f.act(castAt('magic-fist', 1, 2), [...AUTO, 5, 5, 6, 5, 3, ...NEXT_TURN]);
    expect(only(f, 'saved')).toMatchObject({ figure: 1, against: 'magic-fist', dice: [6, 5, 3], success: true });
    expect(f.fig(1).posture).toBe('standing');
    expect(f.fig(1).hits).toBe(3);
  });

  it('spec §1.13: a failed Magic Fist save knocks the target down', () => {
    const nimble = { st: 9, dx: 15, armor: 'chainmail' };
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['magic-fist'] }, nimble);
    f.act(castAt('magic-fist', 1, 2), [...AUTO, 5, 5, 6, 5, 5, ...NEXT_TURN]);
    expect(only(f, 'saved')).toMatchObject({ success: false });
    expect(f.fig(1).posture).toBe('down');
    expect(f.logged('knockedDown').map((e) => e.figure)).toEqual([1]);
  });

  it('spec §1.13: Magic Fist doing 5 before armour asks for no save (no dice)', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['magic-fist'] }, { st: 9, dx: 15, armor: 'chainmail' });
    f.act(castAt('magic-fist', 1, 2), [...AUTO, 5, 4, ...NEXT_TURN]);
    expect(f.logged('saved')).toEqual([]);
    expect(f.fig(1).hits).toBe(2);
  });

  it('spec §1.13: Fireball doing 6 or more asks for no save', () => {
    const f = ready(MISSILE_WIZ, { st: 14, dx: 10, armor: 'plate' });
    f.act(castAt('fireball', 1, 2), [...AUTO, 6, 6, ...NEXT_TURN]);
    expect(only(f, 'damaged').rolled).toBe(10);
    expect(f.logged('saved')).toEqual([]);
  });
});

describe('FT-37 protective spells', () => {
  it('S-58/FT-37: Blur stays until let go, puts −4 on attacks at the subject, and a second Blur on it is not offered', () => {
    // W blurs itself; E, engaged, attacks W at −4.
    const f = field([{ name: 'W', st: 12, dx: 12, iq: 8, spells: ['blur'] }], [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castAt('blur', 0), AUTO);
    expect(f.fig(0).effects).toEqual([{ spell: 'blur', caster: 0, power: 1, until: null, attribute: null, secret: null }]);
    expect(f.acting()).toBe(1);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 4);
    f.initiative(true);
    expect(f.phase).toBe('renew');
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    expect(castKeys(f)).toEqual(['blur:1:1']);
  });

  it.each([
    ['stone-flesh', { st: 8, dx: 11, iq: 13 }, { st: 14, dx: 10 }, 4],
    ['iron-flesh', { st: 8, dx: 9, iq: 15 }, { st: 16, dx: 8 }, 6],
  ] as const)('spec §1.13/FT-37: %s stops that many more hits of every blow', (spell, wiz, enemy, stops) => {
    const f = field([{ name: 'W', ...wiz, spells: [spell] }], [{ name: 'E', ...enemy, weapons: ['broadsword'] }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castAt(spell, 0), AUTO);
    // 2d on 4 and 4 = 8.
    f.attack(0, [2, 2, 2, 4, 4]);
    expect(only(f, 'damaged')).toMatchObject({ rolled: 8, stopped: stops, hits: 8 - stops });
    // E put hits on W and took none: it may push W back; it declines.
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
  });
});

describe('FT-37 Clumsiness', () => {
  const CLUMSY = { st: 11, dx: 12, iq: 9, spells: ['clumsiness'] };

  it('S-69/FT-37: Clumsiness is −2 DX a level on the victim\'s attacks', () => {
    const f = ready(CLUMSY, { st: 13, dx: 11, weapons: ['broadsword'] }, { at: h(1, 0), facing: 3 }, 'shiftAttack');
    f.act(castAt('clumsiness', 1, 2), AUTO);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 4);
  });

  it('S-69/R-29: Clumsiness lasts 3 turns, the casting turn being the first', () => {
    const f = ready(CLUMSY);
    f.act(castAt('clumsiness', 1, 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellTookHold')).toMatchObject({ figure: 1, spell: 'clumsiness', power: 1, until: 3 });
    expect(f.fig(1).effects).toEqual([{ spell: 'clumsiness', caster: 0, power: 1, until: 3, attribute: null, secret: null }]);
    f.initiative(true);
    expect(adjustedDX(f.state, f.fig(1))).toBe(10 - 2);
    quietTurn(f, [0, 1]); // turn 2 → 3
    expect(f.turn).toBe(3);
    expect(adjustedDX(f.state, f.fig(1))).toBe(10 - 2);
    f.hold(0);
    f.hold(1, NEXT_TURN); // turn 3 ends, turn 4 starts: the spell ends
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'clumsiness' });
    expect(f.turn).toBe(4);
    expect(adjustedDX(f.state, f.fig(1))).toBe(10);
  });
});

describe('FT-37 movement spells', () => {
  it('FT-37: Slow Movement halves MA for 4 turns', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['slow-movement'] });
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([{ spell: 'slow-movement', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(5);
  });

  it('FT-37: Speed Movement doubles MA', () => {
    const f = ready({ st: 10, dx: 12, iq: 10, spells: ['speed-movement'] });
    f.act(castAt('speed-movement', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([{ spell: 'speed-movement', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(20);
  });

  it('FT-37: Stop makes MA 0: no steps even for a one-hex option', () => {
    const f = ready({ st: 8, dx: 11, iq: 13, spells: ['stop'] });
    f.act(castAt('stop', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([{ spell: 'stop', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(f.steps()).toEqual([]);
    f.end(undefined, NEXT_TURN);
    expect(f.turn).toBe(3);
  });

  it('FT-37: Slow Movement ends at the start of the fifth turn: MA is whole again', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['slow-movement'] });
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    quietTurn(f, [0, 1]);
    quietTurn(f, [0, 1]);
    expect(f.turn).toBe(4);
    expect(f.fig(1).effects).toHaveLength(1);
    f.hold(0);
    f.hold(1, NEXT_TURN);
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'slow-movement' });
    f.initiative(true);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(10);
  });
});

describe('FT-37 Trip, Drop Weapon, Break Weapon', () => {
  it('FT-37: Trip knocks the victim down; not having acted, it loses its action', () => {
    // T, a bowman, would shoot W after W's cast.
    const f = ready({ st: 10, dx: 12, iq: 10, spells: ['trip'] }, { st: 14, dx: 10, weapons: ['small-bow'] }, T_AT, 'fire');
    f.act(castAt('trip', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).posture).toBe('down');
    expect(f.logged('shot')).toEqual([]);
    expect(f.fig(0).fatigue).toBe(2);
    f.initiative(true);
    f.hold(0);
    expect(f.options(1)).toEqual(['standUp', 'crawl']);
  });

  it('FT-37: Drop Weapon puts the ready weapon on the ground in the victim\'s hex (1 ST)', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['drop-weapon'] }, { st: 14, dx: 10, weapons: ['broadsword'] });
    f.act(castAt('drop-weapon', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'itemDropped')).toMatchObject({ figure: 1, ref: 'broadsword' });
    expect(f.item(0)).toMatchObject({ holder: null, state: 'ground', at: h(3, 0) });
    expect(f.fig(0).fatigue).toBe(1);
  });

  it('FT-37/FT-56: Break Weapon cracks the ready weapon (3 ST): it stays in hand at half damage; cast again, it breaks', () => {
    const f = ready({ st: 8, dx: 12, iq: 12, spells: ['break-weapon'] }, { st: 14, dx: 10, weapons: ['broadsword', 'dagger'] });
    f.act(castAt('break-weapon', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'itemCracked')).toMatchObject({ figure: 1, ref: 'broadsword' });
    expect(f.carried(1)).toEqual(['broadsword:ready', 'dagger:slung']);
    expect(f.item(0)).toMatchObject({ state: 'ready', cracked: true });
    expect(f.fig(0).fatigue).toBe(3);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('break-weapon', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'itemBroken')).toMatchObject({ figure: 1, ref: 'broadsword' });
    expect(f.carried(1)).toEqual(['dagger:slung']);
    expect(f.item(0).state).toBe('broken');
    expect(f.fig(0).fatigue).toBe(6);
  });

  it('FT-37: Drop Weapon on a figure with nothing in hand has no effect, and still costs its ST', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['drop-weapon'] });
    f.act(castAt('drop-weapon', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellResisted')).toMatchObject({ figure: 1, spell: 'drop-weapon' });
    expect(f.fig(0).fatigue).toBe(1);
  });
});

describe('FT-37 Sleep and Freeze', () => {
  const SLEEPER = { st: 9, dx: 12, iq: 11, spells: ['sleep'] };

  it('FT-37: a sleeper does not move or act, and the spell ends after its last turn', () => {
    const f = ready(SLEEPER, { st: 14, dx: 10, weapons: ['small-bow'] }, T_AT, 'fire');
    f.act(castAt('sleep', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('shot')).toEqual([]);
    expect(f.fig(1).effects).toEqual([{ spell: 'sleep', caster: 0, power: 1, until: 3, attribute: null, secret: null }]);
    expect(f.fig(0).fatigue).toBe(3);
    f.initiative(true);
    // Side 1 has nobody to move: once W holds, the turn goes on to actions and ends.
    expect(f.options(0).length).toBeGreaterThan(0);
    f.hold(0, NEXT_TURN);
    expect(f.turn).toBe(3);
    expect(f.logged('optionChosen').filter((e) => e.figure === 1).map((e) => e.option)).toEqual(['fire']);
    f.initiative(true);
    f.hold(0, NEXT_TURN); // turn 3 ends; turn 4 starts and Sleep ends
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'sleep' });
    f.initiative(true);
    f.hold(0);
    expect(f.options(1)).toContain('fire');
  });

  it('FT-37: a sleeper is struck as from the rear (+4), and wakes when it takes a hit', () => {
    // F comes at T's side (+2 when awake); T sleeps: +4.
    const f = field(
      [
        { name: 'W', ...SLEEPER },
        { name: 'F', st: 13, dx: 11, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: W_AT, 1: { at: h(3, 1), facing: 4 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.prepareAttack(1);
    f.hold(2);
    f.act(castAt('sleep', 2), AUTO);
    expect(f.acting()).toBe(1);
    f.attack(2, [6, 5, 4, 1, 1]);
    expect(only(f, 'attacked')).toMatchObject({ adjDX: 15, hit: true });
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 2, spell: 'sleep' });
    expect(f.fig(2).effects).toEqual([]);
    expect(f.fig(2).hits).toBe(2);
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
    expect(f.turn).toBe(2);
  });

  it('FT-37: a shot at a sleeper is as from the rear too: +4, and its shield does not stop it', () => {
    // A, an archer beside W, shoots T (large shield, facing A) once T sleeps. Small bow 1d−1.
    const f = field(
      [
        { name: 'W', ...SLEEPER },
        { name: 'A', st: 13, dx: 11, weapons: ['small-bow'] },
      ],
      [{ name: 'T', st: 14, dx: 10, shield: 'large-shield' }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'fire');
    f.hold(2);
    f.act(castAt('sleep', 2), AUTO);
    expect(f.acting()).toBe(1);
    f.act({ type: 'fire', target: 2 }, [3, 3, 3, 6, ...NEXT_TURN]);
    expect(only(f, 'shot').adjDX).toBe(11 + 4);
    expect(f.logged('damaged').at(-1)).toMatchObject({ figure: 2, rolled: 5, stopped: 0, hits: 5 });
  });

  it('FT-37: a sleeper\'s shield does not stop a blow: it is struck as from the rear', () => {
    // F stands in T's front; T (large shield) sleeps. Broadsword 2d on 3 and 3.
    const f = field(
      [
        { name: 'W', ...SLEEPER },
        { name: 'F', st: 13, dx: 11, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 14, dx: 10, shield: 'large-shield' }],
      { 0: W_AT, 1: { at: h(2, 0), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.hold(2);
    f.act(castAt('sleep', 2), AUTO);
    f.attack(2, [3, 3, 3, 3, 3]);
    expect(only(f, 'attacked').adjDX).toBe(11 + 4);
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, rolled: 6, stopped: 0, hits: 6 });
  });

  it('FT-37: Freeze holds the victim for 2d turns (rolled on casting), the casting turn the first', () => {
    const f = ready({ st: 8, dx: 12, iq: 12, spells: ['freeze'] });
    f.act(castAt('freeze', 1), [...AUTO, 2, 1, ...NEXT_TURN]);
    expect(only(f, 'spellTookHold')).toMatchObject({ figure: 1, spell: 'freeze', power: 3, until: 3 });
    expect(f.fig(1).effects).toEqual([{ spell: 'freeze', caster: 0, power: 3, until: 3, attribute: null, secret: null }]);
    expect(f.fig(0).fatigue).toBe(4);
    f.initiative(true);
    f.hold(0, NEXT_TURN); // turn 2: T frozen, does not move
    f.initiative(true);
    f.hold(0, NEXT_TURN); // turn 3 likewise; turn 4 starts: Freeze ends
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'freeze' });
    f.initiative(true);
    f.hold(0);
    expect(f.options(1)).toContain('move');
  });
});

describe('FT-37 spells against strong creatures (summoned by side 1)', () => {
  /** Every spell W needs here: IQ 12, DX 12, ST 8. */
  const W = { st: 8, dx: 12, iq: 12, spells: ['sleep', 'trip', 'drop-weapon', 'clumsiness', 'freeze'] };
  const SUMMONER = {
    bear: { st: 11, dx: 10, iq: 11, spells: ['summon-bear'] },
    gargoyle: { st: 9, dx: 10, iq: 13, spells: ['summon-gargoyle'] },
  } as const;

  /**
   * Turn 1: S (figure 1, at (5,0)) summons a `creature` (figure 2) at (3,0). Turn 2: side 1 keeps
   * it; W casts (h), S and the creature hold. W acts next.
   */
  function against(creature: 'bear' | 'gargoyle', hits = 0): Fight {
    const f = field([{ name: 'W', ...W }], [{ name: 'S', ...SUMMONER[creature] }], { 0: { ...W_AT, hits }, 1: { at: h(5, 0), facing: 3 } });
    f.hold(0);
    f.move(1, 'cast');
    f.act(castOn(`summon-${creature}`, h(3, 0), creature), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(2)).toMatchObject({ creature, side: 1, condition: 'fighting' });
    f.initiative(true);
    expect(f.phase).toBe('renew');
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    return f;
  }

  it('FT-37: Drop Weapon costs 2 ST against basic ST 20 or more (a gargoyle), 1 against less', () => {
    const f = against('gargoyle');
    f.act(castAt('drop-weapon', 2), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast').cost).toBe(2);
    expect(f.fig(0).fatigue).toBe(2);
  });

  it('FT-35/FT-37: with 1 ST left, Drop Weapon is offered at a fighter but not at the gargoyle (2 ST there)', () => {
    const f = against('gargoyle', 7);
    const keys = castKeys(f);
    expect(keys).toContain('drop-weapon:1:1');
    expect(keys).not.toContain('drop-weapon:1:2');
    expect(keys).toContain('clumsiness:1:2');
    f.refuse(castAt('drop-weapon', 2), 'ILLEGAL_ACTION');
  });

  it('FT-37: Trip costs 4 ST against basic ST 30 or more (a bear) and knocks it down; 2 against a gargoyle', () => {
    const bear = against('bear');
    bear.act(castAt('trip', 2), [...AUTO, ...NEXT_TURN]);
    expect(bear.fig(0).fatigue).toBe(4);
    expect(bear.fig(2).posture).toBe('down');
    const gargoyle = against('gargoyle');
    gargoyle.act(castAt('trip', 2), [...AUTO, ...NEXT_TURN]);
    expect(gargoyle.fig(0).fatigue).toBe(2);
  });

  it('FT-37: Sleep has no effect on basic ST 20 or more, and costs its ST', () => {
    const f = against('gargoyle');
    f.act(castAt('sleep', 2), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellResisted')).toMatchObject({ figure: 2, spell: 'sleep' });
    expect(f.fig(2).effects).toEqual([]);
    expect(f.fig(0).fatigue).toBe(3);
  });

  it('FT-37: Freeze has no effect on ST 30 or more (no duration dice); it holds a gargoyle', () => {
    const bear = against('bear');
    bear.act(castAt('freeze', 2), [...AUTO, ...NEXT_TURN]);
    expect(only(bear, 'spellResisted')).toMatchObject({ figure: 2, spell: 'freeze' });
    expect(bear.fig(2).effects).toEqual([]);
    const gargoyle = against('gargoyle');
    gargoyle.act(castAt('freeze', 2), [...AUTO, 3, 3, ...NEXT_TURN]);
    expect(gargoyle.fig(2).effects).toEqual([{ spell: 'freeze', caster: 0, power: 6, until: 2 + 6 - 1, attribute: null, secret: null }]);
  });

  it('spec §1.13: Clumsiness lasts only the casting turn against ST 30 or more; 3 turns against a gargoyle', () => {
    const bear = against('bear');
    bear.act(castAt('clumsiness', 2, 1), [...AUTO, ...NEXT_TURN]);
    // Cast on turn 2, gone when turn 3 starts.
    expect(bear.logged('spellTookHold').at(-1)).toMatchObject({ figure: 2, spell: 'clumsiness', until: 2 });
    expect(bear.last.some((e) => e.type === 'spellEnded' && e.figure === 2)).toBe(true);
    expect(bear.fig(2).effects).toEqual([]);
    const gargoyle = against('gargoyle');
    gargoyle.act(castAt('clumsiness', 2, 1), [...AUTO, ...NEXT_TURN]);
    expect(gargoyle.fig(2).effects).toEqual([{ spell: 'clumsiness', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
  });
});

describe('FT-37 Dazzle and Blast', () => {
  it('spec §1.13: Dazzle puts every other figure within 5 megahexes, friend or foe, at −3 DX for 3 turns', () => {
    // Megahex distances from W at (0,0): A (0,2) 1, T (3,0) 1, U (11,0) 5, V (13,0) 6.
    const f = field(
      [
        { name: 'W', st: 10, dx: 12, iq: 10, spells: ['dazzle'] },
        { name: 'A', st: 13, dx: 11 },
      ],
      [
        { name: 'T', st: 14, dx: 10 },
        { name: 'U', st: 15, dx: 9 },
        { name: 'V', st: 16, dx: 8 },
      ],
      { 0: W_AT, 1: { at: h(0, 2), facing: 0 }, 2: T_AT, 3: { at: h(11, 0), facing: 3 }, 4: { at: h(13, 0), facing: 3 } },
      { arenaRadius: 14 },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    f.hold(4);
    expect(f.acting()).toBe(0);
    f.act(castSpecial('dazzle'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).fatigue).toBe(3);
    expect(f.state.figures.map((x) => x.effects.map((e) => `${e.spell}:${e.until}`))).toEqual([[], ['dazzle:3'], ['dazzle:3'], ['dazzle:3'], []]);
    expect(adjustedDX(f.state, f.fig(2))).toBe(10 - 3);
    expect(adjustedDX(f.state, f.fig(0))).toBe(12);
  });

  it('FT-37: one Dazzle at a time: a second one on a dazzled figure only renews its turns (−3, not −6)', () => {
    const f = ready({ st: 10, dx: 12, iq: 10, spells: ['dazzle'] });
    f.act(castSpecial('dazzle'), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castSpecial('dazzle'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([{ spell: 'dazzle', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
    expect(adjustedDX(f.state, f.fig(1))).toBe(10 - 3);
  });

  it('spec §2.7: Blast does 1d to every other figure in or next to the caster\'s hex, armour counting, friend or foe', () => {
    // A (friend) and E (chainmail) next to W; G two hexes off.
    const f = field(
      [
        { name: 'W', st: 8, dx: 12, iq: 12, spells: ['blast'] },
        { name: 'A', st: 13, dx: 11 },
      ],
      [
        { name: 'E', st: 14, dx: 10, armor: 'chainmail' },
        { name: 'G', st: 15, dx: 9 },
      ],
      { 0: W_AT, 1: { at: h(-1, 0), facing: 3 }, 2: { at: h(0, 1), facing: 1 }, 3: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    expect(f.acting()).toBe(0);
    f.act(castSpecial('blast'), [...AUTO, 4, 5, ...NEXT_TURN]);
    expect(f.logged('damaged').map((e) => [e.figure, e.rolled, e.stopped, e.hits])).toEqual([
      [1, 4, 0, 4],
      [2, 5, 3, 2],
    ]);
    expect(f.fig(3).hits).toBe(0);
    expect(f.fig(0).hits).toBe(0);
    expect(f.fig(0).fatigue).toBe(2);
  });
});

describe('FT-37 Shock Shield', () => {
  it('S-07/FT-37: at the end of the turn a Shock Shield does 1d, armour counting, to every other figure in its subject\'s hex', () => {
    // W's back is to the arena's wall: E may grapple it. E in leather (stops 2).
    const f = field(
      [{ name: 'W', st: 10, dx: 12, iq: 10, spells: ['shock-shield'] }],
      [
        { name: 'E', st: 13, dx: 11, armor: 'leather' },
        { name: 'N', st: 14, dx: 10 },
      ],
      { 0: { at: h(7, 0), facing: 3 }, 1: { at: h(6, 0), facing: 0 }, 2: { at: h(6, 1), facing: 5 } },
    );
    f.move(0, 'cast');
    f.move(1, 'grapple');
    f.hold(2);
    f.act(castAt('shock-shield', 0), AUTO);
    expect(f.fig(0).effects).toEqual([{ spell: 'shock-shield', caster: 0, power: 1, until: null, attribute: null, secret: null }]);
    expect(f.fig(0).fatigue).toBe(2);
    expect(f.acting()).toBe(1);
    // The grapple (defender's die 1) puts both in W's hex; at the turn's end the shield does 5 to E (3 through leather), nothing to N next door.
    f.act({ type: 'grapple', target: 0 }, [1, 5, ...NEXT_TURN]);
    expect(f.fig(1)).toMatchObject({ posture: 'hth', at: h(7, 0) });
    expect(f.logged('damaged').map((e) => [e.figure, e.rolled, e.stopped, e.hits])).toEqual([[1, 5, 2, 3]]);
    expect(f.fig(2).hits).toBe(0);
  });
});

describe('FT-37 Remove Thrown Spell and one of each spell', () => {
  const W1 = { st: 11, dx: 13, iq: 8, spells: ['blur', 'slow-movement'] };
  const W2 = { st: 12, dx: 12, iq: 8, spells: ['slow-movement', 'blur'] };
  /** Knows Blur too, so it can declare (h) before any thrown spell is on T. */
  const W3 = { st: 8, dx: 10, iq: 14, spells: ['remove-thrown-spell', 'blur'] };

  function trio(): Fight {
    const f = field(
      [
        { name: 'W1', ...W1 },
        { name: 'W2', ...W2 },
        { name: 'W3', ...W3 },
      ],
      [{ name: 'T', st: 15, dx: 9 }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: { at: h(0, -1), facing: 0 }, 3: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.move(2, 'cast');
    f.hold(3);
    return f;
  }

  it('FT-37: Remove Thrown Spell ends the latest thrown spell on its subject', () => {
    const f = trio();
    f.act(castAt('blur', 3), AUTO);
    // One of each spell: W2 is not offered a second Blur on T.
    expect(castKeys(f)).not.toContain('blur:1:3');
    expect(castKeys(f)).toContain('slow-movement:1:3');
    f.act(castAt('slow-movement', 3), AUTO);
    expect(f.fig(3).effects.map((e) => e.spell)).toEqual(['blur', 'slow-movement']);
    // Remove Thrown Spell only where there is a thrown spell: on T.
    expect(castKeys(f).filter((k) => k.startsWith('remove'))).toEqual(['remove-thrown-spell:1:3']);
    f.act(castAt('remove-thrown-spell', 3), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellEnded').map((e) => e.spell)).toEqual(['slow-movement']);
    expect(f.fig(3).effects.map((e) => e.spell)).toEqual(['blur']);
    expect(f.fig(2).fatigue).toBe(2);
  });

  it('FT-37: Remove Thrown Spell is not offered where no figure in reach carries a thrown spell', () => {
    const f = field([{ name: 'W3', ...W3, spells: ['remove-thrown-spell'] }], [{ name: 'T', st: 15, dx: 9 }], { 0: W_AT, 1: T_AT });
    onlyFakes(f, 0);
  });

  it('FT-56: Slow Movement may be cast again on a slowed figure, lasting 4 turns longer, not slower; Drop Weapon may be cast again', () => {
    const f = ready({ st: 12, dx: 12, iq: 8, spells: ['slow-movement', 'drop-weapon'] }, { st: 14, dx: 10, weapons: ['broadsword', 'dagger'] });
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    expect(castKeys(f)).toEqual(['drop-weapon:1:0', 'drop-weapon:1:1', 'slow-movement:1:0', 'slow-movement:1:1']);
    const before = f.fig(1).effects.find((e) => e.spell === 'slow-movement')!.until!;
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    const slowed = f.fig(1).effects.filter((e) => e.spell === 'slow-movement');
    expect(slowed).toHaveLength(1);
    expect(slowed[0]!.until).toBe(before + 4);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('drop-weapon', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    expect(casts(f).some((a) => a.spell === 'drop-weapon' && a.target === 1)).toBe(true);
  });
});
