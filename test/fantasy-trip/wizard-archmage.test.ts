/**
 * The Wizard spells of FT-44, with scripted dice: the three- and seven-hex fire, shadow and walls;
 * Slippery Floor; Megahex Sleep; Aid; the Death Spell; Invisibility; Mage Sight; Flight; Reverse
 * Missiles; Spell Shield; Teleport. Screen rules: S-57 (invisible target −6), S-61 (flying target
 * −4), S-62 (shadow), S-63 (a flier shooting or throwing −4), S-64 (a flier in melee or casting −2).
 *
 * The usual layout (wizard-helpers): the wizard W (figure 0) at (0,0) facing 0, its target T
 * (figure 1) three hexes ahead at (3,0) facing 3. W acts first (higher DX, or equal DX and side 0's
 * initiative). AUTO (a 5) casts whatever the DX. Dice lists are the casting dice, then damage, save
 * or slip dice, then NEXT_TURN when the action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { hexesWithin, type Hex } from '../../src/core/hex.js';
import { iqNow } from '../../src/games/fantasy-trip/rules/creations.js';
import { adjustedDX, isFlying, stNow } from '../../src/games/fantasy-trip/rules/figures.js';
import { megahexDistance } from '../../src/games/fantasy-trip/rules/geometry.js';
import type { FantasyTripFigure } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Act } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castKeys, castOn, casts, field, only, quietTurn, readyToCast, stepsAllowed, T_AT, W_AT } from './wizard-helpers.js';

const key = (x: Hex): string => `${x.q},${x.r}`;
const keys = (xs: readonly Hex[]): string[] => xs.map(key).sort();

/** An Aid cast: `power` levels of `attribute` on figure `target`. */
const aid = (target: number, power: number, attribute: 'st' | 'dx' | 'iq'): Act => ({ type: 'cast', spell: 'aid', power, target, at: null, looks: attribute });
/** A Teleport to `at`, paying `power` ST. */
const teleport = (at: Hex, power: number): Act => ({ type: 'cast', spell: 'teleport', power, target: null, at, looks: null });

/** Starts the next turn: side 0 moves first, and every offer at the renew step is kept (or let go). */
function nextTurn(f: Fight, keep = true): void {
  f.initiative(true);
  while (f.phase === 'renew') f.act({ type: 'renew', keep });
}

/** An IQ 16 wizard (ST 8, DX 8): knows any spell. */
const ARCHMAGE = { st: 8, dx: 8, iq: 16 } as const;
/** A target that acts after ARCHMAGE (DX 8, side 1). */
const SLOW_T = { st: 16, dx: 8 } as const;
/** The megahex of (2,0): the hex and its six neighbours. */
const MEGAHEX_2_0 = [h(2, 0), h(3, 0), h(2, 1), h(1, 1), h(1, 0), h(2, -1), h(3, -1)];

describe('FT-44 three- and seven-hex creations', () => {
  it.each([
    ['three-hex-fire', 'fire', 2, [h(2, 0), h(1, 1), h(2, -1)]],
    ['three-hex-shadow', 'shadow', 2, [h(2, 0), h(1, 1), h(2, -1)]],
    ['three-hex-wall', 'wall', 4, [h(2, 0), h(1, 1), h(2, -1)]],
    ['seven-hex-fire', 'fire', 4, MEGAHEX_2_0],
    ['seven-hex-shadow', 'shadow', 3, MEGAHEX_2_0],
    ['seven-hex-wall', 'wall', 6, MEGAHEX_2_0],
  ] as const)('FT-44: %s centred on (2,0) makes %s in its hexes, one terrainCreated each, for %i ST', (spell, kind, cost, hexes) => {
    // T stands behind W, out of every area.
    const f = readyToCast({ ...ARCHMAGE, spells: [spell] }, SLOW_T, { at: h(-4, 0), facing: 0 });
    f.act(castOn(spell, h(2, 0)), [...AUTO, ...NEXT_TURN]);
    const made = f.events('terrainCreated');
    expect(made).toHaveLength(hexes.length);
    expect(keys(made.map((e) => e.at))).toEqual(keys(hexes));
    expect(made.every((e) => e.kind === kind && e.caster === 0)).toBe(true);
    expect(keys(f.state.terrain.map((t) => t.at))).toEqual(keys(hexes));
    expect(only(f, 'spellCast').cost).toBe(cost);
    expect(f.fig(0).fatigue).toBe(cost);
  });

  it.each([
    [h(1, 0), [h(1, 0), h(0, 1), h(1, -1)]],
    [h(1, 1), [h(1, 1), h(0, 2), h(2, 0)]],
    [h(-2, 1), [h(-2, 1), h(-2, 2), h(-2, 0)]],
  ])('FT-44: three hexes centred on %o are the centre and its two neighbours as far from the caster', (centre, hexes) => {
    const f = readyToCast({ ...ARCHMAGE, spells: ['three-hex-shadow'] }, SLOW_T, { at: h(4, -4), facing: 2 });
    f.act(castOn('three-hex-shadow', centre), [...AUTO, ...NEXT_TURN]);
    expect(keys(f.events('terrainCreated').map((e) => e.at))).toEqual(keys(hexes));
  });

  it('FT-44: an area leaves out hexes off the arena, the caster\'s own hex and hexes that already hold terrain', () => {
    // W on the arena's edge at (7,0): turn 1 fire at (6,0); turn 2 a 7-hex fire centred on (7,-1),
    // whose megahex holds (8,-1) and (8,-2) (off the arena), (7,0) (W) and (6,0) (fire already).
    const f = field([{ name: 'W', ...ARCHMAGE, spells: ['fire', 'seven-hex-fire'] }], [{ name: 'T', ...SLOW_T }], { 0: { at: h(7, 0), facing: 3 }, 1: { at: h(3, 0), facing: 0 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(6, 0)), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('seven-hex-fire', h(7, -1)), [...AUTO, ...NEXT_TURN]);
    expect(keys(f.events('terrainCreated').map((e) => e.at))).toEqual(keys([h(7, -1), h(6, -1), h(7, -2)]));
    expect(f.state.terrain).toHaveLength(4);
    expect(f.logged('damaged')).toEqual([]);
    expect(f.fig(0).fatigue).toBe(1 + 4);
  });

  it('FT-44: a wall leaves out hexes with a figure in them, alive or a body', () => {
    // T fights at (3,0); D lies dead at (1,1). Both are in the megahex of (2,0).
    const f = field(
      [{ name: 'W', ...ARCHMAGE, spells: ['seven-hex-wall'] }],
      [
        { name: 'T', ...SLOW_T },
        { name: 'D', st: 12, dx: 12 },
      ],
      { 0: W_AT, 1: T_AT, 2: { at: h(1, 1), facing: 0, hits: 13, out: 'dead' } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('seven-hex-wall', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    expect(keys(f.events('terrainCreated').map((e) => e.at))).toEqual(keys([h(2, 0), h(2, 1), h(1, 0), h(2, -1), h(3, -1)]));
    expect(f.fig(0).fatigue).toBe(6);
  });

  it('FT-44: fire burns each figure in its hexes for 2 as it appears, armour counting; a wall may not be centred on a figure', () => {
    // T (leather, stops 2) at (2,0), U (no armour) at (1,1): both in the three hexes of (2,0).
    const f = field(
      [{ name: 'W', ...ARCHMAGE, spells: ['three-hex-fire', 'three-hex-wall'] }],
      [
        { name: 'T', st: 15, dx: 9, armor: 'leather' },
        { name: 'U', st: 14, dx: 10 },
      ],
      { 0: W_AT, 1: { at: h(2, 0), facing: 3 }, 2: { at: h(1, 1), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.refuse(castOn('three-hex-wall', h(2, 0)), 'ILLEGAL_ACTION');
    f.act(castOn('three-hex-fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    expect(f.events('terrainCreated')).toHaveLength(3);
    expect(f.logged('damaged').map((e) => [e.figure, e.rolled, e.stopped, e.hits])).toEqual([
      [1, 2, 2, 0],
      [2, 2, 0, 2],
    ]);
  });
});

describe('FT-44 Slippery Floor', () => {
  const SLIPPER = { st: 8, dx: 11, iq: 13, spells: ['slippery-floor'] };
  /** T: adjusted DX 10, so 10 on 3 dice keeps it up and 11 does not. */
  const T = { st: 14, dx: 10 };

  it.each([
    ['three hexes off', T_AT, [h(3, 0), h(4, 0), h(3, 1), h(2, 1), h(2, 0), h(3, -1), h(4, -1)]],
    ['next to the caster (its own hex left out)', { at: h(1, 0), facing: 3 }, [h(1, 0), h(2, 0), h(1, 1), h(0, 1), h(1, -1), h(2, -1)]],
  ] as const)('FT-44: Slippery Floor at a figure %s makes its megahex slippery for 3 ST; nobody rolls yet', (_, tAt, hexes) => {
    const f = readyToCast(SLIPPER, T, tAt);
    f.act(castAt('slippery-floor', 1), [...AUTO, ...NEXT_TURN]);
    expect(keys(f.events('terrainCreated').map((e) => e.at))).toEqual(keys(hexes));
    expect(f.events('terrainCreated').every((e) => e.kind === 'slippery')).toBe(true);
    expect(f.fig(0).fatigue).toBe(3);
    expect(f.logged('saved')).toEqual([]);
  });

  /** Turn 1: W makes T's megahex slippery. Turn 2: W holds, T begins to move. */
  function onTheFloor(): Fight {
    const f = readyToCast(SLIPPER, T);
    f.act(castAt('slippery-floor', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    f.begin(1, 'move');
    return f;
  }

  it('FT-44: each step into a slippery hex rolls 3 dice against adjusted DX; 10 against DX 10 keeps the figure up; ending the move there rolls no more', () => {
    const f = onTheFloor();
    f.step(0, [3, 3, 4]); // into (4,0)
    expect(only(f, 'saved')).toEqual({ type: 'saved', figure: 1, name: 'T', against: 'slippery-floor', dice: [3, 3, 4], success: true });
    f.step(3, [1, 1, 1]); // back into (3,0)
    expect(only(f, 'saved')).toMatchObject({ figure: 1, dice: [1, 1, 1], success: true });
    f.end(3, NEXT_TURN);
    expect(f.logged('saved')).toHaveLength(2);
    expect(f.fig(1)).toMatchObject({ at: h(3, 0), posture: 'standing' });
  });

  it('FT-44: a figure that slips is knocked down and steps no farther that move', () => {
    const f = onTheFloor();
    f.step(0, [3, 3, 5]); // 11 > 10
    expect(only(f, 'saved')).toMatchObject({ figure: 1, dice: [3, 3, 5], success: false });
    expect(only(f, 'knockedDown').figure).toBe(1);
    expect(f.fig(1)).toMatchObject({ at: h(4, 0), posture: 'down', moved: 1 });
    expect(f.steps()).toEqual([]);
    f.refuse({ type: 'step', direction: 0 }, 'ILLEGAL_ACTION');
    f.end(0, NEXT_TURN);
    expect(f.fig(1).at).toEqual(h(4, 0));
    f.initiative(true);
    f.hold(0);
    expect(f.options(1)).toEqual(['standUp', 'crawl']);
  });

  it('FT-44: a figure that ends its move on a slippery hex without stepping rolls too', () => {
    const f = readyToCast(SLIPPER, T);
    f.act(castAt('slippery-floor', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0); // W's hex is not slippery: no dice
    f.hold(1, [6, 5, 1, ...NEXT_TURN]);
    expect(f.logged('saved')).toEqual([{ type: 'saved', figure: 1, name: 'T', against: 'slippery-floor', dice: [6, 5, 1], success: false }]);
    expect(f.fig(1).posture).toBe('down');
  });

  it('FT-44: a figure disengaging into a slippery hex rolls (after its roll for ending its move there without a step)', () => {
    // T next to W; its megahex is slippery, W's hex left out.
    const f = readyToCast(SLIPPER, T, { at: h(1, 0), facing: 3 });
    f.act(castAt('slippery-floor', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    f.move(1, 'disengage', [], undefined, [1, 1, 1]);
    expect(only(f, 'saved')).toMatchObject({ figure: 1, dice: [1, 1, 1], success: true });
    expect(f.acting()).toBe(1);
    f.disengage(0, [6, 6, 6, ...NEXT_TURN]);
    expect(f.fig(1)).toMatchObject({ at: h(2, 0), posture: 'down' });
    expect(f.logged('saved').map((e) => e.success)).toEqual([true, false]);
  });

  it('FT-44: a figure pushed back onto a slippery floor rolls, and so does the striker following up', () => {
    // W makes T's megahex slippery (F's hex (1,0) in it); F strikes T, pushes it to (3,0), then advances into (2,0).
    const f = field(
      [
        { name: 'W', ...SLIPPER },
        { name: 'F', st: 14, dx: 10, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 15, dx: 9 }],
      { 0: { at: h(0, 1), facing: 0 }, 1: { at: h(1, 0), facing: 0 }, 2: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.hold(2);
    f.act(castAt('slippery-floor', 2), AUTO);
    f.attack(2, [3, 3, 3, 2, 2]);
    expect(f.fig(2).hits).toBe(4);
    expect(f.phase).toBe('retreat');
    f.retreat(h(3, 0), [6, 6, 6]);
    expect(only(f, 'saved')).toMatchObject({ figure: 2, dice: [6, 6, 6], success: false });
    expect(f.fig(2).posture).toBe('down');
    f.advance(true, [1, 2, 3, ...NEXT_TURN]);
    expect(only(f, 'saved')).toMatchObject({ figure: 1, dice: [1, 2, 3], success: true });
    expect(f.fig(1)).toMatchObject({ at: h(2, 0), posture: 'standing' });
  });

  it('FT-44: a figure in flight never slips: no roll stepping in, none ending a move there', () => {
    // W1 makes T's megahex slippery; W2 puts Flight on T.
    const f = field(
      [
        { name: 'W1', ...SLIPPER },
        { name: 'W2', st: 8, dx: 10, iq: 14, spells: ['flight'] },
      ],
      [{ name: 'T', ...T }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('slippery-floor', 2), AUTO);
    f.act(castAt('flight', 2), [...AUTO, ...NEXT_TURN]);
    expect(isFlying(f.fig(2))).toBe(true);
    nextTurn(f);
    f.hold(0);
    f.hold(1);
    f.hold(2, NEXT_TURN); // ends on a slippery hex, no step: no dice
    nextTurn(f);
    f.hold(0);
    f.hold(1);
    f.begin(2, 'move');
    f.step(0); // into (4,0), slippery: no dice
    f.step(3);
    f.end(3, NEXT_TURN);
    expect(f.logged('saved')).toEqual([]);
    expect(f.fig(2).posture).toBe('standing');
  });
});

describe('FT-44 Megahex Sleep', () => {
  const SLEEPER = { ...ARCHMAGE, spells: ['megahex-sleep'] };

  it('FT-44: every fighting figure within 1 hex of the target, friend or foe, but the caster, sleeps; 8 ST leaves the IQ 16 caster at ST 0', () => {
    // W (2,0) next to T (3,0); A (friend) at (3,1) and U at (4,0) next to T; G at (5,0) two hexes off.
    const f = field(
      [
        { name: 'W', ...SLEEPER },
        { name: 'A', st: 12, dx: 9, iq: 11 },
      ],
      [
        { name: 'T', ...SLOW_T },
        { name: 'U', st: 14, dx: 9, iq: 9 },
        { name: 'G', st: 12, dx: 10, iq: 10 },
      ],
      { 0: { at: h(2, 0), facing: 0 }, 1: { at: h(3, 1), facing: 4 }, 2: { at: h(3, 0), facing: 3 }, 3: { at: h(4, 0), facing: 3 }, 4: { at: h(5, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    f.hold(4);
    expect(f.acting()).toBe(0);
    f.act(castAt('megahex-sleep', 2), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellTookHold').map((e) => [e.figure, e.spell, e.until])).toEqual([
      [1, 'sleep', 3],
      [2, 'sleep', 3],
      [3, 'sleep', 3],
    ]);
    expect(f.fig(4).effects).toEqual([]);
    expect(f.fig(0).effects).toEqual([]);
    expect(f.logged('spellResisted')).toEqual([]);
    expect(only(f, 'spellCast').cost).toBe(8);
    expect(f.fig(0)).toMatchObject({ fatigue: 8, condition: 'unconscious' });
  });

  it('FT-44: a figure of basic ST 20 or more (a gargoyle) resists; the summoner next to it sleeps', () => {
    // Turn 1: S summons a gargoyle (figure 2) at (3,0), next to it. Turn 2: W casts at the gargoyle.
    const f = field([{ name: 'W', ...SLEEPER }], [{ name: 'S', st: 9, dx: 10, iq: 13, spells: ['summon-gargoyle'] }], { 0: W_AT, 1: { at: h(4, 0), facing: 3 } });
    f.hold(0);
    f.move(1, 'cast');
    f.act(castOn('summon-gargoyle', h(3, 0), 'gargoyle'), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    // W falls at ST 0: side 0 has nobody left, the fight ends with the turn (no initiative dice).
    f.act(castAt('megahex-sleep', 2), AUTO);
    expect(only(f, 'spellResisted').figure).toBe(2);
    expect(f.fig(2).effects).toEqual([]);
    expect(f.fig(1).effects).toEqual([{ spell: 'sleep', caster: 0, power: 1, until: 4, attribute: null, secret: null }]);
  });
});

describe('FT-44 Aid', () => {
  const AIDER = { st: 11, dx: 12, iq: 9, spells: ['aid'] };

  it('FT-44: Aid is offered at 1 to 3 levels, once for each of ST, DX and IQ, at each figure in reach', () => {
    const f = readyToCast(AIDER, { st: 14, dx: 10 });
    const offered = casts(f).map((a) => `${a.target}:${a.power}:${a.looks}`);
    const expected = [0, 1].flatMap((t) => [1, 2, 3].flatMap((p) => ['st', 'dx', 'iq'].map((a) => `${t}:${p}:${a}`)));
    expect(offered).toEqual(expected);
    f.refuse(castAt('aid', 0), 'ILLEGAL_ACTION');
  });

  it('FT-44: Aid to DX raises a friend\'s attacks by its levels, for the casting turn and the next', () => {
    // W aids F (2,0), who strikes T (3,0): 13 hits only at DX 10 + 3.
    const f = field(
      [
        // DX 14: above F's aided 13, so no tie for the action order.
        { name: 'W', st: 9, dx: 14, iq: 9, spells: ['aid'] },
        { name: 'F', st: 14, dx: 10, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 15, dx: 9 }],
      { 0: W_AT, 1: { at: h(2, 0), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.hold(2);
    f.act(aid(1, 3, 'dx'), AUTO);
    expect(f.fig(1).effects).toEqual([{ spell: 'aid', caster: 0, power: 3, until: 2, attribute: 'dx', secret: null }]);
    expect(f.fig(0).fatigue).toBe(3);
    f.attack(2, [6, 6, 1, 1, 1]);
    expect(only(f, 'attacked')).toMatchObject({ adjDX: 13, hit: true });
    f.retreat(null, NEXT_TURN);
    f.initiative(true);
    expect(adjustedDX(f.state, f.fig(1))).toBe(13);
    quietTurn(f, [0, 1, 2]);
    expect(f.turn).toBe(3);
    expect(f.logged('spellEnded').map((e) => [e.figure, e.spell])).toEqual([[1, 'aid']]);
    expect(adjustedDX(f.state, f.fig(1))).toBe(10);
  });

  it.each([
    ['dx', (f: Fight, x: FantasyTripFigure) => adjustedDX(f.state, x), 15, 12],
    ['iq', (_: Fight, x: FantasyTripFigure) => iqNow(x), 12, 9],
    ['st', (_: Fight, x: FantasyTripFigure) => stNow(x), 11 - 3 + 3, 11 - 3],
  ] as const)('FT-44: Aid to %s at 3 levels on the caster adds 3 until the turn after the casting turn ends', (attribute, measure, aided, after) => {
    const f = readyToCast(AIDER, { st: 14, dx: 10 });
    f.act(aid(0, 3, attribute), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellTookHold')).toMatchObject({ figure: 0, spell: 'aid', power: 3, until: 2 });
    expect(f.fig(0).fatigue).toBe(3);
    expect(measure(f, f.fig(0))).toBe(aided);
    f.initiative(true);
    expect(measure(f, f.fig(0))).toBe(aided);
    quietTurn(f, [0, 1]);
    expect(f.logged('spellEnded').map((e) => e.spell)).toEqual(['aid']);
    expect(measure(f, f.fig(0))).toBe(after);
  });

  it('FT-44: when an Aid to ST ends, a figure left at the unconscious threshold falls', () => {
    // W: ST 11 with 9 hits (ST 2). Aid to ST at 2 levels costs 2 and lends 2: ST 2 until it ends, then 0.
    const f = field(
      [
        { name: 'W', ...AIDER },
        { name: 'F', st: 13, dx: 11 },
      ],
      [{ name: 'T', ...SLOW_T }],
      { 0: { ...W_AT, hits: 9 }, 1: { at: h(0, 2), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(aid(0, 2, 'st'), [...AUTO, ...NEXT_TURN]);
    expect(stNow(f.fig(0))).toBe(2);
    f.initiative(true);
    f.hold(0);
    f.hold(1);
    f.hold(2, NEXT_TURN); // turn 3 starts: Aid ends
    const types = f.last.map((e) => e.type);
    expect(types).toContain('spellEnded');
    expect(types.indexOf('unconscious')).toBeGreaterThan(types.indexOf('spellEnded'));
    expect(only(f, 'unconscious').figure).toBe(0);
    expect(f.fig(0).condition).toBe('unconscious');
    expect(stNow(f.fig(0))).toBe(0);
  });
});

describe('FT-44 Death Spell', () => {
  const DEATH = { ...ARCHMAGE, spells: ['death-spell'] };

  it('FT-44: it is not cast on oneself', () => {
    const f = readyToCast(DEATH, SLOW_T);
    expect(castKeys(f)).toEqual(['death-spell:1:1']);
    f.refuse(castAt('death-spell', 0), 'ILLEGAL_ACTION');
  });

  it('FT-44: a weaker victim loses its ST now + 1 as hits through no armour and dies; the caster loses as many', () => {
    // T: ST 16 with 12 hits = ST 4, in plate. W: ST 8. T loses 5 (to ST −1), W 5 (to ST 3), then W pays 1.
    const f = readyToCast(DEATH, { ...SLOW_T, armor: 'plate' }, { ...T_AT, hits: 12 });
    f.act(castAt('death-spell', 1), AUTO);
    expect(f.last.filter((e) => e.type === 'damaged' || e.type === 'died').map((e) => (e.type === 'damaged' ? [e.type, e.figure, e.rolled, e.stopped, e.hits, e.st] : [e.type, e.figure]))).toEqual([
      ['damaged', 1, 5, 0, 5, -1],
      ['died', 1],
      ['damaged', 0, 5, 0, 5, 3],
    ]);
    expect(f.fig(0)).toMatchObject({ condition: 'fighting', hits: 5, fatigue: 1 });
    expect(f.phase).toBe('over');
    expect(f.state.survivors).toEqual([0]);
  });

  it('FT-44: a caster weaker than its victim dies of it; the victim loses as many', () => {
    const f = readyToCast(DEATH, SLOW_T);
    f.act(castAt('death-spell', 1), AUTO);
    expect(f.logged('damaged').map((e) => [e.figure, e.hits])).toEqual([
      [0, 9],
      [1, 9],
    ]);
    expect(f.fig(0).condition).toBe('dead');
    expect(f.fig(1)).toMatchObject({ condition: 'fighting', hits: 9 });
    expect(f.state.survivors).toEqual([1]);
  });

  it('FT-44: on a tie in ST the caster is the weaker: it is struck first, and both lose ST now + 1', () => {
    // T: ST 16 with 8 hits = ST 8, as W.
    const f = readyToCast(DEATH, SLOW_T, { ...T_AT, hits: 8 });
    f.act(castAt('death-spell', 1), AUTO);
    expect(f.logged('damaged').map((e) => [e.figure, e.hits])).toEqual([
      [0, 9],
      [1, 9],
    ]);
    expect(f.logged('died').map((e) => e.figure)).toEqual([0, 1]);
    expect(f.state.survivors).toEqual([]);
  });
});

describe('FT-44 Invisibility', () => {
  const INVISIBLE = { st: 8, dx: 12, iq: 12, spells: ['invisibility', 'blur'] };
  const E = { st: 13, dx: 11, weapons: ['broadsword'] };

  /** W casts (h); E, engaged at (1,0), takes Shift and Attack. W acts first. */
  function engaged(): Fight {
    const f = field([{ name: 'W', ...INVISIBLE }], [{ name: 'E', ...E }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    return f;
  }

  it('FT-44/S-57: a blow at an invisible figure is at −6', () => {
    const f = engaged();
    f.act(castAt('invisibility', 0), AUTO);
    expect(f.fig(0).effects).toEqual([{ spell: 'invisibility', caster: 0, power: 1, until: null, attribute: null, secret: null }]);
    expect(f.fig(0).fatigue).toBe(3);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 6);
  });

  it('FT-44/S-57: a Blurred invisible figure is at −6, not −10', () => {
    const f = engaged();
    f.act(castAt('blur', 0), AUTO);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 4);
    nextTurn(f);
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castAt('invisibility', 0), AUTO);
    expect(f.fig(0).effects.map((e) => e.spell)).toEqual(['blur', 'invisibility']);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 6);
  });

  it('FT-44/S-57: a shot at an invisible figure is at −6', () => {
    const f = field([{ name: 'I', st: 8, dx: 12, iq: 12, spells: ['invisibility'] }], [{ name: 'A', st: 12, dx: 12, iq: 8, weapons: ['small-bow'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'fire');
    f.act(castAt('invisibility', 0), AUTO);
    // Small bow 1d−1.
    f.act({ type: 'fire', target: 0 }, [2, 2, 2, 3, ...NEXT_TURN]);
    expect(only(f, 'shot')).toMatchObject({ adjDX: 12 - 6, hit: true });
    expect(f.fig(0).hits).toBe(2);
  });

  it('FT-44/S-57: a spell at an invisible figure is at −6, unless the caster has Mage Sight', () => {
    // I makes itself invisible; M throws Magic Fist at it (−6), then puts Mage Sight on itself and throws again (no penalty).
    const f = field([{ name: 'I', st: 8, dx: 12, iq: 12, spells: ['invisibility'] }], [{ name: 'M', st: 8, dx: 12, iq: 12, spells: ['mage-sight', 'magic-fist'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(castAt('invisibility', 0), AUTO);
    f.act(castAt('magic-fist', 0), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast').map((e) => [e.figure, e.adjDX])).toEqual([
      [0, 12],
      [1, 12 - 6],
    ]);
    nextTurn(f);
    f.hold(0);
    f.move(1, 'cast');
    f.act(castAt('mage-sight', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    expect(f.logged('renewed').filter((e) => e.keep).map((e) => [e.figure, e.spell])).toEqual([
      [0, 'invisibility'],
      [0, 'invisibility'],
      [1, 'mage-sight'],
    ]);
    f.hold(0);
    f.move(1, 'cast');
    expect(f.acting()).toBe(1);
    f.act(castAt('magic-fist', 0), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast').at(-1)).toMatchObject({ figure: 1, spell: 'magic-fist', adjDX: 12 });
  });
});

describe('FT-44 Mage Sight', () => {
  /** Makes shadows: ST 9, DX 13, IQ 10. */
  const SHADE = { st: 9, dx: 13, iq: 10, spells: ['shadow'] };
  const SEER = { st: 8, dx: 12, iq: 12, spells: ['mage-sight', 'magic-fist'] };

  it.each([
    ['from a shadow hex (−6)', h(0, 0), h(3, 0), 12 - 6],
    ['at a figure in shadow (−4)', h(3, 0), h(3, 0), 12],
    ['through a shadow hex (−6)', h(2, 0), h(4, 0), 12],
  ] as const)('FT-44/S-62: with Mage Sight a missile spell %s is at no shadow penalty', (_, shadow, tAt, firstAdjDX) => {
    // Turn 1: S (2,-1) makes the shadow; C (0,0) puts Mage Sight on itself. Turn 2: C throws Magic Fist at T.
    const f = field(
      [
        { name: 'S', ...SHADE },
        { name: 'C', ...SEER },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: { at: h(2, -1), facing: 0 }, 1: W_AT, 2: { at: tAt, facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castOn('shadow', shadow), AUTO);
    f.act(castAt('mage-sight', 1), [...AUTO, ...NEXT_TURN]);
    // Cast before Mage Sight was on: only casting from the shadow is penalised (on itself).
    expect(f.logged('spellCast')[1]).toMatchObject({ figure: 1, spell: 'mage-sight', adjDX: firstAdjDX });
    nextTurn(f);
    f.hold(0);
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('magic-fist', 2), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast').at(-1)).toMatchObject({ figure: 1, spell: 'magic-fist', adjDX: 12 });
  });

  it('FT-44/S-62: a shot through shadow is at −6, and at nothing once the archer has Mage Sight', () => {
    // C (0,1) makes shadow at (1,0), between A (0,0) and T (4,0); the next turn it puts Mage Sight on A.
    const f = field(
      [
        { name: 'C', st: 8, dx: 12, iq: 12, spells: ['mage-sight', 'shadow'] },
        { name: 'A', st: 12, dx: 11, iq: 9, weapons: ['small-bow'] },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: { at: h(0, 1), facing: 0 }, 1: W_AT, 2: { at: h(4, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'fire');
    f.hold(2);
    f.act(castOn('shadow', h(1, 0)), AUTO);
    f.act({ type: 'fire', target: 2 }, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'shot').adjDX).toBe(11 - 6);
    nextTurn(f);
    f.move(0, 'cast');
    f.move(1, 'fire');
    f.hold(2);
    f.act(castAt('mage-sight', 1), AUTO);
    f.act({ type: 'fire', target: 2 }, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'shot').adjDX).toBe(11);
  });
});

describe('FT-44 Flight', () => {
  const FLYER = { st: 8, dx: 11, iq: 13, spells: ['flight', 'slow-movement'] };
  const T = { st: 14, dx: 10 };

  it('FT-44: a flier\'s MA is 12 (T\'s own is 10), halved by Slow Movement', () => {
    const f = readyToCast(FLYER, T);
    f.act(castAt('flight', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(12);
    f.end(3);
    f.act(castAt('slow-movement', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    f.begin(1, 'move');
    expect(stepsAllowed(f)).toBe(6);
    f.end(3, NEXT_TURN);
  });

  it.each([
    ['a flier steps onto it for 1 hex of movement and takes no −2', true, 1, 10],
    ['without Flight it takes 3 hexes and −2', false, 3, 8],
  ] as const)('FT-44: a body in the way: %s', (_, keep, hexes, dx) => {
    // D lies dead at (4,0), straight ahead of T.
    const f = field([{ name: 'W', ...FLYER }], [{ name: 'T', ...T }, { name: 'D', st: 12, dx: 12 }], { 0: W_AT, 1: { at: h(3, 0), facing: 0 }, 2: { at: h(4, 0), facing: 0, hits: 13, out: 'dead' } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('flight', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f, keep);
    expect(isFlying(f.fig(1))).toBe(keep);
    f.hold(0);
    f.begin(1, 'move');
    f.step(0);
    expect(only(f, 'moved')).toMatchObject({ figure: 1, to: h(4, 0), hexes });
    expect(f.fig(1).moved).toBe(hexes);
    expect(adjustedDX(f.state, f.fig(1))).toBe(dx);
    f.end(0, NEXT_TURN);
  });

  it('FT-44/S-61/S-64: a blow at a flier is at −4 and the flier casts at −2; knocked down, it is no longer in flight (+4 at it, no −4)', () => {
    const f = field([{ name: 'W', st: 8, dx: 11, iq: 13, spells: ['flight', 'blur'] }], [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castAt('flight', 0), AUTO);
    expect(isFlying(f.fig(0))).toBe(true);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 - 4);
    nextTurn(f);
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    // 18: the cast fails and knocks the caster down (S-41).
    f.act(castAt('blur', 0), [6, 6, 6]);
    expect(only(f, 'spellCast')).toMatchObject({ adjDX: 11 - 2, success: false });
    expect(f.fig(0).posture).toBe('down');
    expect(f.fig(0).effects.map((e) => e.spell)).toEqual(['flight']);
    expect(isFlying(f.fig(0))).toBe(false);
    f.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(11 + 4);
  });

  it.each([
    ['strikes in melee at −2 (S-64)', { st: 14, dx: 10, weapons: ['broadsword'] }, h(2, 0), 'shiftAttack', 'attack', 10 - 2],
    ['shoots at −4 (S-63)', { st: 14, dx: 10, weapons: ['small-bow'] }, h(0, 1), 'fire', 'fire', 10 - 4],
    ['throws at −4 (S-63), −1 a hex as well', { st: 14, dx: 10, weapons: ['dagger'] }, h(0, 1), 'charge', 'throw', 10 - 3 - 4],
  ] as const)('FT-44: a flier %s', (_, build, at, option, type, adjDX) => {
    // W puts Flight on F; F then goes at T (3,0).
    const f = field([{ name: 'W', ...FLYER }, { name: 'F', ...build }], [{ name: 'T', st: 15, dx: 9 }], { 0: W_AT, 1: { at, facing: 0 }, 2: T_AT });
    f.move(0, 'cast');
    f.move(1, option);
    f.hold(2);
    f.act(castAt('flight', 1), AUTO);
    expect(f.acting()).toBe(1);
    f.act({ type, target: 2 }, [6, 6, 4, ...NEXT_TURN]);
    const event = type === 'attack' ? only(f, 'attacked') : only(f, 'shot');
    expect(event.adjDX).toBe(adjDX);
  });
});

describe('FT-44 Reverse Missiles', () => {
  const REVERSER = { st: 9, dx: 12, iq: 11, spells: ['reverse-missiles'] };

  it('FT-44: a missile spell that hits the subject strikes its caster with the same roll, the caster\'s armour counting', () => {
    // M (leather: stops 2, DX 10) throws a 2-level Fireball at W: 2d−2 on 4 and 5 = 7.
    const f = field([{ name: 'W', ...REVERSER }], [{ name: 'M', st: 8, dx: 12, iq: 12, armor: 'leather', spells: ['fireball'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(castAt('reverse-missiles', 0), AUTO);
    expect(f.fig(0).fatigue).toBe(2);
    f.act(castAt('fireball', 0, 2), [...AUTO, 4, 5, ...NEXT_TURN]);
    expect(only(f, 'missileReversed')).toEqual({ type: 'missileReversed', figure: 0, name: 'W', shooter: 1, shooterName: 'M' });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, dice: [4, 5], rolled: 7, stopped: 2, hits: 5 });
    expect(f.fig(0).hits).toBe(0);
    expect(f.fig(1)).toMatchObject({ hits: 5, fatigue: 2 });
  });

  it.each([
    ['an arrow (small bow) is turned back on the archer, its leather counting', 'small-bow', 'fire', 'fire', [3, 3, 3, 6], 1, 3],
    ['a thrown dagger is not a missile: it strikes the subject', 'dagger', 'charge', 'throw', [2, 2, 2, 6], 0, 5],
  ] as const)('FT-44: %s', (_, weapon, option, type, dice, struck, hits) => {
    // A (leather: DX 10) at (3,0): 1d−1 on a 6 = 5.
    const f = field([{ name: 'W', ...REVERSER }], [{ name: 'A', st: 12, dx: 12, iq: 8, armor: 'leather', weapons: [weapon] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, option);
    f.act(castAt('reverse-missiles', 0), AUTO);
    f.act({ type, target: 0 }, [...dice, ...NEXT_TURN]);
    expect(f.events('missileReversed')).toHaveLength(struck === 1 ? 1 : 0);
    expect(only(f, 'damaged')).toMatchObject({ figure: struck, rolled: 5, stopped: struck === 1 ? 2 : 0, hits });
    expect(f.fig(struck).hits).toBe(hits);
    expect(f.fig(1 - struck).hits).toBe(0);
  });
});

describe('FT-44 Spell Shield', () => {
  const SHIELDER = { st: 8, dx: 10, iq: 14, spells: ['spell-shield', 'blur'] };
  const ENEMY = { st: 8, dx: 10, iq: 14, spells: ['slow-movement', 'remove-thrown-spell'] };

  /** Turn 1: P (figure 0) puts Spell Shield on itself; E (figure 1) throws Slow Movement at it. */
  function shielded(): Fight {
    const f = field([{ name: 'P', ...SHIELDER }], [{ name: 'E', ...ENEMY }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(castAt('spell-shield', 0), AUTO);
    f.act(castAt('slow-movement', 0), [...AUTO, ...NEXT_TURN]);
    return f;
  }

  it('FT-44: a thrown spell another figure casts at the subject has no effect and still costs the caster; the subject\'s own spell on itself works', () => {
    const f = shielded();
    expect(only(f, 'spellCast')).toMatchObject({ figure: 1, spell: 'slow-movement', success: true, cost: 2 });
    expect(only(f, 'spellResisted')).toMatchObject({ figure: 0, spell: 'slow-movement' });
    expect(f.fig(1).fatigue).toBe(2);
    expect(f.fig(0).effects.map((e) => e.spell)).toEqual(['spell-shield']);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.events('spellResisted')).toEqual([]);
    expect(f.fig(0).effects.map((e) => e.spell)).toEqual(['spell-shield', 'blur']);
  });

  it('FT-44: Remove Thrown Spell is not stopped: it takes the Spell Shield off', () => {
    const f = shielded();
    nextTurn(f);
    f.hold(0);
    f.move(1, 'cast');
    f.act(castAt('remove-thrown-spell', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.events('spellResisted')).toEqual([]);
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 0, spell: 'spell-shield' });
    expect(f.fig(0).effects).toEqual([]);
  });

  it('FT-44: Megahex Sleep spares a figure under Spell Shield; its neighbour sleeps', () => {
    // Turn 1: P (4,0) shields itself. Turn 2: W casts Megahex Sleep at T (3,0), next to P.
    const f = field(
      [{ name: 'W', ...ARCHMAGE, spells: ['megahex-sleep'] }],
      [
        { name: 'P', st: 8, dx: 10, iq: 14, spells: ['spell-shield'] },
        { name: 'T', ...SLOW_T },
      ],
      { 0: W_AT, 1: { at: h(4, 0), facing: 3 }, 2: T_AT },
    );
    f.hold(0);
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('spell-shield', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    // W falls at ST 0 and side 0 is out: the fight ends with the turn.
    f.act(castAt('megahex-sleep', 2), AUTO);
    expect(only(f, 'spellResisted').figure).toBe(1);
    expect(f.fig(1).effects.map((e) => e.spell)).toEqual(['spell-shield']);
    expect(f.fig(2).effects.map((e) => e.spell)).toEqual(['sleep']);
  });

  it('FT-44: the Death Spell at a shielded figure does nothing, for its 1 ST', () => {
    const f = field([{ name: 'W', ...ARCHMAGE, spells: ['death-spell'] }], [{ name: 'P', st: 8, dx: 10, iq: 14, spells: ['spell-shield'] }], { 0: W_AT, 1: T_AT });
    f.hold(0);
    f.move(1, 'cast');
    f.act(castAt('spell-shield', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    expect(f.acting()).toBe(0);
    f.act(castAt('death-spell', 1), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellResisted')).toMatchObject({ figure: 1, spell: 'death-spell' });
    expect(f.logged('damaged')).toEqual([]);
    expect(f.fig(0).fatigue).toBe(1);
  });
});

describe('FT-44 Teleport', () => {
  const JUMPER = { st: 8, dx: 9, iq: 15 };

  /** W (teleport and `more`) at (0,0), T at (3,0), on an arena of radius `radius`; W to act. */
  function ready(more: readonly string[] = [], radius = 7): Fight {
    const f = field([{ name: 'W', ...JUMPER, spells: ['teleport', ...more] }], [{ name: 'T', ...SLOW_T }], { 0: W_AT, 1: T_AT }, { arenaRadius: radius });
    f.move(0, 'cast');
    f.hold(1);
    expect(f.acting()).toBe(0);
    return f;
  }

  it('FT-44: Teleport goes to any empty hex within 3 megahexes, for 1 ST a megahex (1 at least)', () => {
    const f = ready([], 10);
    const offered = new Map(casts(f).filter((a) => a.spell === 'teleport').map((a) => [key(a.at!), a.power]));
    expect(offered.get('1,0')).toBe(1); // own megahex
    expect(offered.get('2,0')).toBe(1);
    expect(offered.get('5,0')).toBe(2);
    expect(offered.get('6,0')).toBe(3);
    expect(offered.get('8,0')).toBe(3);
    expect(offered.has('9,0')).toBe(false); // 4 megahexes
    expect(offered.has('0,0')).toBe(false); // its own hex
    expect(offered.has('3,0')).toBe(false); // T's
    const expected = hexesWithin(h(0, 0), 10).filter((x) => megahexDistance(h(0, 0), x) <= 3 && key(x) !== '0,0' && key(x) !== '3,0');
    expect([...offered.keys()].sort()).toEqual(keys(expected));
    expect([...offered.entries()].every(([k, p]) => p === Math.max(1, megahexDistance(h(0, 0), expected.find((x) => key(x) === k)!)))).toBe(true);
  });

  it('FT-44: the caster is at once in the hex it chose, paying its megahexes in ST', () => {
    const f = ready();
    f.refuse(teleport(h(6, 0), 2), 'ILLEGAL_ACTION');
    f.act(teleport(h(6, 0), 3), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'teleported')).toEqual({ type: 'teleported', arenaRadius: 7, figure: 0, name: 'W', from: h(0, 0), to: h(6, 0) });
    expect(only(f, 'spellCast').cost).toBe(3);
    expect(f.fig(0)).toMatchObject({ at: h(6, 0), fatigue: 3 });
  });

  it('FT-44: teleporting into fire burns for 2', () => {
    const f = ready(['fire']);
    f.act(castOn('fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    f.act(teleport(h(2, 0), 1), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).at).toEqual(h(2, 0));
    expect(only(f, 'damaged')).toMatchObject({ figure: 0, rolled: 2, stopped: 0, hits: 2 });
    expect(f.fig(0).fatigue).toBe(2);
  });

  it('FT-44: teleporting onto a slippery floor makes the caster roll to keep its feet', () => {
    const f = ready(['slippery-floor']);
    f.act(castAt('slippery-floor', 1), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1, [1, 1, 1]); // T stays on the floor: it rolls, and keeps its feet
    f.act(teleport(h(2, 0), 1), [...AUTO, 6, 6, 6, ...NEXT_TURN]);
    expect(only(f, 'saved')).toMatchObject({ figure: 0, against: 'slippery-floor', dice: [6, 6, 6], success: false });
    expect(f.fig(0)).toMatchObject({ at: h(2, 0), posture: 'down' });
  });
});
