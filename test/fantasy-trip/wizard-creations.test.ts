/**
 * Creations, the renew step, hidden information and created terrain (FT-35, FT-36, FT-38, FT-39):
 * summoned creatures, images and illusions, what happens to them when hit, touching, killed, not
 * kept or orphaned; disbelief; what other seats see of them (views, events, sampleHidden); and
 * fire, shadow and walls.
 *
 * The usual layout: the wizard W (figure 0) at (0,0) facing 0, the enemy T (figure 1) at (2,0)
 * facing 3, a broadsword in hand; the first creation is figure 2, usually put at (1,1), next to T
 * and in its front. W (DX 12) acts before T (DX 11). Dice lists are the action's dice, then
 * NEXT_TURN when the action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../src/index.js';
import { hexDistance, hexesWithin, type Hex } from '../../src/core/hex.js';
import { fantasyTrip, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { adjustedDX, stNow } from '../../src/games/fantasy-trip/rules/figures.js';
import { Fight, SEED, h, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castOn, casts, field, only } from './wizard-helpers.js';

const W_AT: Placement = { at: h(0, 0), facing: 0 };
const T_AT: Placement = { at: h(2, 0), facing: 3 };
/** Summons a wolf (2 ST), makes an image (1) or an illusion (2), throws a Magic Fist or Blur. */
const WIZ: Partial<Build> = { st: 9, dx: 12, iq: 11, spells: ['summon-wolf', 'image', 'illusion', 'magic-fist', 'blur'] };
const T: Partial<Build> = { st: 13, dx: 11, iq: 8, weapons: ['broadsword'] };
const NEXT_TO_T = h(1, 1);
const key = (x: Hex): string => `${x.q},${x.r}`;

/**
 * Turn 1: W casts (h), T takes `tOption` (a charge, with no steps, lets it strike a creation that
 * appears next to it) or holds; W makes `spell` looking like `looks` at `at`. T acts next if it charged.
 */
function create(spell: string, looks: string, at: Hex = NEXT_TO_T, tOption: 'charge' | 'hold' = 'hold', w: Partial<Build> = WIZ, t: Partial<Build> = T): Fight {
  const f = field([{ name: 'W', ...w }], [{ name: 'T', ...t }], { 0: W_AT, 1: T_AT });
  f.move(0, 'cast');
  if (tOption === 'charge') f.move(1, 'charge');
  else f.hold(1);
  expect(f.acting()).toBe(0);
  f.act(castOn(spell, at, looks), tOption === 'charge' ? AUTO : [...AUTO, ...NEXT_TURN]);
  expect(f.fig(2).creation?.caster).toBe(0);
  return f;
}

/** Starts the next turn: side 0 moves first, and it keeps (or lets go of) every offer at the renew step. */
function nextTurn(f: Fight, keep = true): void {
  f.initiative(true);
  while (f.phase === 'renew') f.act({ type: 'renew', keep });
}

describe('FT-36 creations appear', () => {
  it('FT-36: Summon Wolf puts a wolf of the creature table on the caster\'s side, in an empty hex within 2 hexes', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    const hexes = casts(f).filter((a) => a.spell === 'summon-wolf');
    const expected = hexesWithin(h(0, 0), 2).filter((x) => !(x.q === 0 && x.r === 0) && !(x.q === 2 && x.r === 0));
    expect(hexes.map((a) => key(a.at!)).sort()).toEqual(expected.map(key).sort());
    expect(hexes.every((a) => a.looks === 'wolf' && a.power === 1 && a.target === null)).toBe(true);
    // An image or illusion may look like any summoned creature.
    expect(new Set(casts(f).filter((a) => a.spell === 'image').map((a) => a.looks))).toEqual(new Set(['wolf', 'myrmidon', 'bear', 'gargoyle']));
    f.refuse(castOn('summon-wolf', h(2, 0), 'wolf'), 'ILLEGAL_ACTION');
    f.refuse(castOn('summon-wolf', h(3, 0), 'wolf'), 'ILLEGAL_ACTION');
    f.refuse(castOn('summon-wolf', NEXT_TO_T, 'bear'), 'ILLEGAL_ACTION');
    f.act(castOn('summon-wolf', NEXT_TO_T, 'wolf'), [...AUTO, ...NEXT_TURN]);
    const wolf = f.fig(2);
    expect(wolf).toMatchObject({ id: 2, side: 0, st: 10, dx: 14, iq: 6, ma: 12, at: NEXT_TO_T, facing: 0, creature: 'wolf', hits: 0, condition: 'fighting' });
    expect(wolf.creation).toMatchObject({ kind: 'summoned', caster: 0, paid: 2, renewals: 0, since: 1, shown: false });
    expect(f.logged('created')).toEqual([{ type: 'created', arenaRadius: 7, figure: 2, name: expect.any(String), looks: 'wolf', at: NEXT_TO_T, caster: 0 }]);
    expect(f.fig(0).fatigue).toBe(2);
  });

  it('FT-36: a creation that appears mid-turn has its action for the turn used up and is not in the action order', () => {
    const f = create('summon-wolf', 'wolf', NEXT_TO_T, 'charge');
    expect(f.fig(2).acted).toBe(true);
    expect(f.state.turn.queue).toEqual([0, 1]);
    expect(f.acting()).toBe(1);
  });

  it('FT-36: a creation does not act on the turn it appears, and acts the next turn', () => {
    const f = create('summon-wolf', 'wolf');
    // The action order of turn 1 was fixed before the wolf came.
    expect(f.logged('actionOrder')[0]!.queue).toEqual([0, 1]);
    expect(f.logged('attacked')).toEqual([]);
    nextTurn(f);
    f.hold(0);
    expect(f.options(2)).toContain('shiftAttack');
    f.move(2, 'shiftAttack');
    f.hold(1);
    expect(f.acting()).toBe(2);
    // Bite 1d+1.
    f.attack(1, [3, 3, 3, 2]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, hits: 3 });
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
  });

  it.each([
    ['killed', [6, 6, 6]],
    ['knocked unconscious', [6, 6, 5]],
  ] as const)('FT-36: a creation %s is gone: it vanishes and leaves no body', (_, damage) => {
    // E, an enemy wizard, throws a 3-level Magic Fist at the new wolf.
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'E', st: 13, dx: 11, iq: 8, spells: ['magic-fist'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(castOn('summon-wolf', NEXT_TO_T, 'wolf'), AUTO);
    expect(f.acting()).toBe(1);
    // 3d−6 through the wolf's fur (1): 11 hits (ST −1) or 10 (ST 0).
    f.act(castAt('magic-fist', 2, 3), [...AUTO, ...damage, ...NEXT_TURN]);
    expect(f.logged('vanished')).toEqual([{ type: 'vanished', figure: 2, name: f.fig(2).name, kind: 'summoned', why: 'killed' }]);
    expect(f.logged('died')).toEqual([]);
    expect(f.logged('unconscious')).toEqual([]);
    expect(f.fig(2).condition).toBe('gone');
    // Its hex is free again.
    nextTurn(f);
    f.begin(0, 'move');
    f.step(1);
    f.step(0); // (1,1), where the wolf stood
    expect(f.fig(0).at).toEqual(NEXT_TO_T);
  });

  it.each([
    ['an image it hit', 'image'],
    ['a wolf it killed', 'summon-wolf'],
  ])('FT-36/S-06: a striker is offered no force retreat on %s (the figure is gone)', (_, spell) => {
    // The creation is no longer on the arena: the turn must end, not wait on a push of a figure
    // that is not there (2d on 6 and 6: 11 through the wolf's fur, ST −1).
    const f = create(spell, 'wolf', NEXT_TO_T, 'charge');
    f.attack(2, [3, 3, 3, 6, 6, ...NEXT_TURN]);
    expect(f.fig(2).condition).toBe('gone');
    expect(f.turn).toBe(2);
    expect(f.phase).toBe('initiative');
  });

  it('R-29/FT-36: when its caster falls, a creation vanishes at once', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castOn('summon-wolf', h(-1, 0), 'wolf'), AUTO);
    expect(f.acting()).toBe(1);
    // 2d on 6 and 6: W (ST 9, 2 spent) is dead; the wolf goes with it, and side 0 has nobody left.
    f.attack(0, [3, 3, 3, 6, 6]);
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('vanished')).toBeGreaterThan(types.indexOf('died'));
    expect(only(f, 'vanished')).toMatchObject({ figure: 2, why: 'casterFell' });
    expect(f.fig(2).condition).toBe('gone');
    expect(f.state.survivors).toEqual([1]);
  });
});

describe('FT-35 the renew step', () => {
  it('S-03/FT-35: after the initiative choice, phase renew offers each creation to its caster\'s seat; keeping a summoned creature costs 1 ST', () => {
    const f = create('summon-wolf', 'wolf');
    expect(f.phase).toBe('initiative');
    expect(f.state.turn.renewals).toEqual([]);
    f.initiative(true);
    expect(f.phase).toBe('renew');
    expect(f.state.turn.renewals).toEqual([{ figure: 2, spell: null, secret: false }]);
    expect(f.actor()).toBe(0);
    expect(f.legal()).toEqual([
      { type: 'renew', player: 0, keep: true },
      { type: 'renew', player: 0, keep: false },
    ]);
    f.act({ type: 'renew', keep: true });
    expect(only(f, 'renewed')).toMatchObject({ figure: 2, spell: null, keep: true });
    expect(f.fig(0).fatigue).toBe(3);
    expect(f.fig(2).creation).toMatchObject({ paid: 3, renewals: 1 });
    expect(f.phase).toBe('movement');
  });

  it('FT-35: letting a creation go removes it (vanished, notRenewed) and costs nothing', () => {
    const f = create('summon-wolf', 'wolf');
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(only(f, 'vanished')).toMatchObject({ figure: 2, kind: 'summoned', why: 'notRenewed' });
    expect(f.fig(2).condition).toBe('gone');
    expect(f.fig(0).fatigue).toBe(2);
  });

  it.each(['image', 'illusion'])('FT-35: keeping an %s costs nothing', (spell) => {
    const f = create(spell, 'bear');
    const before = f.fig(0).fatigue;
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).fatigue).toBe(before);
    expect(f.fig(2).condition).toBe('fighting');
  });

  it('FT-35: a continuing spell is offered to its caster\'s seat, even on an enemy: keeping costs 1 ST, letting go ends it', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('blur', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 1, spell: 'blur', secret: false }]);
    expect(f.actor()).toBe(0);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).fatigue).toBe(2);
    f.hold(0);
    f.hold(1, NEXT_TURN);
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 1, spell: 'blur' });
    expect(f.fig(1).effects).toEqual([]);
    expect(f.fig(0).fatigue).toBe(2);
  });

  it('R-29/FT-35: a continuing spell whose caster has fallen is not offered: it ends at the next renew step', () => {
    // W (ST 1 left) blurs T with its last ST and falls; A keeps side 0 in the fight.
    const f = new Fight({
      sides: [[{ name: 'W', ...WIZ }, { name: 'A', st: 13, dx: 11 }], [{ name: 'T', st: 14, dx: 10 }]],
      initiative: [6, 1],
      place: { 0: { ...W_AT, hits: 8 }, 1: { at: h(0, 2), facing: 0 }, 2: T_AT },
    });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.act(castAt('blur', 2), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).condition).toBe('unconscious');
    expect(f.fig(2).effects.map((e) => e.spell)).toEqual(['blur']);
    f.initiative(true);
    expect(only(f, 'spellEnded')).toMatchObject({ figure: 2, spell: 'blur' });
    expect(f.fig(2).effects).toEqual([]);
    expect(f.phase).toBe('movement');
  });

  it('FT-35: offers come in figure order: the spells on a figure, then a creation', () => {
    const f = create('summon-wolf', 'wolf', h(-1, 0));
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(2);
    f.hold(1);
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([
      { figure: 0, spell: 'blur', secret: false },
      { figure: 2, spell: null, secret: false },
    ]);
  });

  it('FT-35/R-29: keeping to ST 0 is allowed: the caster then falls unconscious, and the wolf it summoned stays to the end of that turn', () => {
    // W: ST 9 with 6 hits: 3 left; the wolf costs 2, keeping it the last 1.
    const f = new Fight({ sides: [[{ name: 'W', ...WIZ }], [{ name: 'T', ...T }]], initiative: [6, 1], place: { 0: { ...W_AT, hits: 6 }, 1: T_AT } });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('summon-wolf', h(-1, 0), 'wolf'), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    expect(f.legal().map((a) => (a.type === 'renew' ? a.keep : null))).toEqual([true, false]);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).condition).toBe('unconscious');
    // A summoned creature outlives its maker to the end of the turn (R-29, FT-36).
    expect(f.fig(2).condition).toBe('fighting');
    expect(f.logged('vanished')).toEqual([]);
    f.hold(2);
    f.hold(1);
    // At the turn's end it goes, and with it side 0's last fighter: the fight is over.
    expect(f.fig(2).condition).toBe('gone');
    expect(f.logged('vanished').at(-1)).toMatchObject({ figure: 2, why: 'casterFell' });
    expect(f.phase).toBe('over');
  });

  it('FT-35: keep is not offered, and is refused, when it would take the caster\'s ST below 0 (guard checked on an edited copy: play cannot reach it)', () => {
    // A fighting wizard always has ST 1 or more and every upkeep is 1, so the guard is checked
    // directly: the same renew step with the caster's ST now edited to 0.
    const f = create('summon-wolf', 'wolf');
    f.initiative(true);
    const edited = structuredClone(f.state) as FantasyTripState;
    edited.figures[0]!.fatigue = edited.figures[0]!.st;
    expect(fantasyTrip.legalActions(edited, 0)).toEqual([{ type: 'renew', player: 0, keep: false }]);
    expect(() => fantasyTrip.reduce(edited, { type: 'renew', player: 0, keep: true }, scriptedRng([]))).toThrow(/ST below 0/);
  });
});

describe('FT-38 images and illusions', () => {
  it('S-44/FT-38: an image that is hit vanishes without taking damage, and shows everyone what it was', () => {
    const f = create('image', 'myrmidon', NEXT_TO_T, 'charge');
    // The damage dice are rolled (T cannot know), but nothing is damaged; nothing is left to push back, and the turn ends.
    const hit = f.act({ type: 'attack', target: 2 }, [3, 3, 3, 6, 6, ...NEXT_TURN]);
    expect(hit.filter((e) => e.type === 'damaged')).toEqual([]);
    expect(only(f, 'vanished')).toMatchObject({ figure: 2, kind: 'image', why: 'hit' });
    expect(f.fig(2)).toMatchObject({ condition: 'gone', hits: 0 });
    expect(fantasyTrip.view(f.state, 1).figures[2]!.creation!.kind).toBe('image');
    expect(fantasyTrip.view(f.state, 1).events.find((e) => e.type === 'vanished')).toMatchObject({ kind: 'image' });
  });

  it('S-44/FT-38: an image that strikes home vanishes (touched) and does no damage', () => {
    const f = create('image', 'wolf');
    nextTurn(f);
    f.hold(0);
    f.move(2, 'shiftAttack');
    f.hold(1);
    expect(f.acting()).toBe(2);
    // No damage dice: the image does no harm.
    f.attack(1, [3, 3, 3, ...NEXT_TURN]);
    expect(f.logged('vanished')).toEqual([{ type: 'vanished', figure: 2, name: f.fig(2).name, kind: 'image', why: 'touched' }]);
    expect(f.logged('damaged')).toEqual([]);
    expect(f.fig(1).hits).toBe(0);
  });

  it('S-44/FT-38: an image that grapples a foe touches it: it vanishes (touched), no die rolled, no hand-to-hand', () => {
    // The image (looking like a bear) comes at T's rear and grapples.
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', st: 13, dx: 11 }], { 0: W_AT, 1: { at: h(2, 0), facing: 0 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('image', h(1, 0), 'bear'), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    f.move(2, 'charge');
    f.hold(1);
    expect(f.acting()).toBe(2);
    f.act({ type: 'grapple', target: 1 }, NEXT_TURN);
    expect(f.logged('vanished')).toEqual([{ type: 'vanished', figure: 2, name: f.fig(2).name, kind: 'image', why: 'touched' }]);
    expect(f.fig(1)).toMatchObject({ posture: 'standing', at: h(2, 0) });
  });

  it('S-44/FT-38: a figure that grapples an image touches it: the image vanishes, and the grappler stays standing where it was', () => {
    // The image looks like a bear (MA 8): T (MA 10) may grapple it.
    const f = create('image', 'bear', NEXT_TO_T, 'charge');
    expect(f.legal()).toContainEqual({ type: 'grapple', player: 1, target: 2 });
    f.act({ type: 'grapple', target: 2 }, NEXT_TURN);
    expect(only(f, 'vanished')).toMatchObject({ figure: 2, kind: 'image' });
    expect(f.fig(2).condition).toBe('gone');
    expect(f.fig(1)).toMatchObject({ posture: 'standing', at: h(2, 0) });
  });

  it('FT-38: an image that misses stays', () => {
    const f = create('image', 'wolf');
    nextTurn(f);
    f.hold(0);
    f.move(2, 'shiftAttack');
    f.hold(1);
    f.attack(1, [6, 6, 4, ...NEXT_TURN]);
    expect(f.fig(2).condition).toBe('fighting');
  });

  it('FT-38: an illusion takes damage like the creature it shows, and does damage like it', () => {
    const f = create('illusion', 'wolf', NEXT_TO_T, 'charge');
    // 2d on 2 and 2 = 4, the "fur" stops 1: 3 hits (too few to daze it).
    f.attack(2, [3, 3, 3, 2, 2]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, rolled: 4, stopped: 1, hits: 3 });
    expect(f.fig(2)).toMatchObject({ condition: 'fighting', hits: 3 });
    expect(f.phase).toBe('retreat');
    f.retreat(null, NEXT_TURN);
    nextTurn(f);
    f.hold(0);
    f.move(2, 'shiftAttack');
    f.hold(1);
    f.attack(1, [3, 3, 3, 2]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 3, hits: 3 });
    expect(f.fig(1).hits).toBe(3);
  });
});

describe('FT-38 disbelief', () => {
  /** T, IQ 10, may doubt; the creation stands at (-1,0), away from T. */
  const DOUBTER = { st: 12, dx: 10, iq: 10, weapons: ['broadsword'] };

  function doubt(spell: string, looks: string): Fight {
    const f = create(spell, looks, h(-1, 0), 'hold', WIZ, DOUBTER);
    nextTurn(f);
    return f;
  }

  it('FT-38: disbelieve is open only while another side has a created figure in the fight', () => {
    const before = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...DOUBTER }], { 0: W_AT, 1: T_AT });
    expect(before.options(0)).not.toContain('disbelieve');
    before.hold(0);
    expect(before.options(1)).not.toContain('disbelieve');
    const f = doubt('image', 'wolf');
    expect(f.options(0)).not.toContain('disbelieve');
    f.hold(0);
    f.hold(2);
    expect(f.options(1)).toContain('disbelieve');
  });

  it('FT-38: a disbeliever moves at most 1 hex, and may doubt only another side\'s created figures', () => {
    const f = doubt('image', 'wolf');
    f.hold(0);
    f.hold(2);
    f.begin(1, 'disbelieve');
    f.step(1);
    expect(f.steps()).toEqual([]);
    f.end();
    expect(f.acting()).toBe(1);
    expect(f.legal()).toEqual([
      { type: 'disbelieve', player: 1, target: 2 },
      { type: 'pass', player: 1 },
    ]);
    f.refuse({ type: 'disbelieve', target: 0 }, 'ILLEGAL_ACTION');
  });

  it.each(['image', 'illusion'])('FT-38: 3 dice at most the doubter\'s IQ dispel an %s (vanished, disbelieved)', (spell) => {
    const f = doubt(spell, 'wolf');
    f.hold(0);
    f.hold(2);
    f.move(1, 'disbelieve');
    f.act({ type: 'disbelieve', target: 2 }, [4, 3, 3, ...NEXT_TURN]);
    expect(only(f, 'disbelief')).toMatchObject({ figure: 1, target: 2, dice: [4, 3, 3], vanished: true });
    expect(f.logged('vanished').at(-1)).toMatchObject({ figure: 2, kind: spell, why: 'disbelieved' });
    expect(f.fig(2).condition).toBe('gone');
    expect(f.fig(2).creation!.shown).toBe(true);
  });

  it('FT-38: a roll above IQ dispels nothing', () => {
    const f = doubt('illusion', 'wolf');
    f.hold(0);
    f.hold(2);
    f.move(1, 'disbelieve');
    f.act({ type: 'disbelieve', target: 2 }, [4, 4, 3, ...NEXT_TURN]);
    expect(only(f, 'disbelief')).toMatchObject({ vanished: false });
    expect(f.fig(2).condition).toBe('fighting');
  });

  it('FT-38: a summoned creature is never dispelled, and the dice are rolled all the same', () => {
    const f = doubt('summon-wolf', 'wolf');
    f.hold(0);
    f.hold(2);
    f.move(1, 'disbelieve');
    f.act({ type: 'disbelieve', target: 2 }, [1, 1, 1, ...NEXT_TURN]);
    expect(only(f, 'disbelief')).toMatchObject({ dice: [1, 1, 1], vanished: false });
    expect(f.fig(2).condition).toBe('fighting');
    expect(f.fig(2).creation!.shown).toBe(false);
  });
});

describe('FT-38 hidden information', () => {
  it('FT-38: another seat sees a creation\'s kind as unknown and its cost as null until it shows; its own seat sees both', () => {
    const f = create('summon-wolf', 'wolf');
    const mine = fantasyTrip.view(f.state, 0).figures[2]!.creation!;
    const theirs = fantasyTrip.view(f.state, 1).figures[2]!.creation!;
    const spectator = fantasyTrip.view(f.state, 'spectator').figures[2]!.creation!;
    expect(mine).toMatchObject({ kind: 'summoned', paid: 2 });
    expect(theirs).toMatchObject({ kind: 'unknown', paid: null, caster: 0, renewals: 0, since: 1, shown: false });
    expect(spectator).toMatchObject({ kind: 'unknown', paid: null });
  });

  it('FT-38: fatigue is null for every figure of another side', () => {
    const f = create('summon-wolf', 'wolf');
    expect(fantasyTrip.view(f.state, 0).figures.map((x) => x.fatigue)).toEqual([2, null, 0]);
    expect(fantasyTrip.view(f.state, 1).figures.map((x) => x.fatigue)).toEqual([null, 0, null]);
  });

  it('FT-38: a creation spell\'s spellCast shows no spell and no cost to another seat; a thrown spell\'s shows both', () => {
    const field1 = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    field1.move(0, 'cast');
    field1.hold(1);
    field1.act(castOn('illusion', NEXT_TO_T, 'wolf'), [...AUTO, ...NEXT_TURN]);
    const cast = (viewer: 0 | 1) => fantasyTrip.view(field1.state, viewer).events.find((e) => e.type === 'spellCast');
    expect(cast(0)).toMatchObject({ spell: 'illusion', cost: 2, looks: 'wolf' });
    expect(cast(1)).toMatchObject({ spell: null, cost: null, looks: 'wolf', kind: 'creation' });
    const thrown = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    thrown.move(0, 'cast');
    thrown.hold(1);
    thrown.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(fantasyTrip.view(thrown.state, 1).events.find((e) => e.type === 'spellCast')).toMatchObject({ spell: 'blur', cost: 1 });
  });

  it('FT-38: a damaged creation\'s ST is null to other seats, shown to its own; a fighter\'s is public', () => {
    // T strikes the wolf (turn 1), then in turn 2 the wolf bites T.
    const f = create('summon-wolf', 'wolf', NEXT_TO_T, 'charge');
    f.attack(2, [3, 3, 3, 2, 2]);
    const wolfHit = (viewer: 0 | 1) => fantasyTrip.view(f.state, viewer).events.find((e) => e.type === 'damaged');
    expect(wolfHit(0)).toMatchObject({ figure: 2, hits: 3, st: 7 });
    expect(wolfHit(1)).toMatchObject({ figure: 2, hits: 3, st: null });
    f.retreat(null, NEXT_TURN);
    nextTurn(f);
    f.hold(0);
    f.move(2, 'shiftAttack');
    f.hold(1);
    f.attack(1, [3, 3, 3, 2]);
    const tHit = (viewer: 0 | 1) => fantasyTrip.view(f.state, viewer).events.find((e) => e.type === 'damaged');
    expect(tHit(0)).toMatchObject({ figure: 1, st: 10 });
    expect(tHit(1)).toMatchObject({ figure: 1, st: 10 });
  });

  it('FT-38: a wizard\'s damage report hides its ST from other seats', () => {
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.act(castAt('blur', 0), AUTO);
    // 6 against DX 11 − 4 (Blur); 2d on 2 and 2.
    f.attack(0, [2, 2, 2, 2, 2]);
    const hit = (viewer: 0 | 1 | 'spectator') => fantasyTrip.view(f.state, viewer).events.find((e) => e.type === 'damaged');
    expect(hit(0)).toMatchObject({ figure: 0, hits: 4, st: 9 - 1 - 4 });
    expect(hit(1)).toMatchObject({ figure: 0, hits: 4, st: null });
    expect(hit('spectator')).toMatchObject({ st: null });
  });

  it('FT-38: disbelief dice are shown only to the creation\'s side (not even to the doubter\'s)', () => {
    const f = create('image', 'wolf', h(-1, 0), 'hold', WIZ, { st: 12, dx: 10, iq: 10 });
    nextTurn(f);
    f.hold(0);
    f.hold(2);
    f.move(1, 'disbelieve');
    f.act({ type: 'disbelieve', target: 2 }, [4, 4, 3, ...NEXT_TURN]);
    const seen = (viewer: 0 | 1 | 'spectator') => fantasyTrip.view(f.state, viewer).events.find((e) => e.type === 'disbelief');
    expect(seen(0)).toMatchObject({ dice: [4, 4, 3], vanished: false });
    expect(seen(1)).toMatchObject({ dice: null, vanished: false });
    expect(seen('spectator')).toMatchObject({ dice: null });
  });

  it('FT-38: a creation let go vanishes without showing its kind to other seats', () => {
    const f = create('image', 'bear');
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    const gone = (viewer: 0 | 1) => fantasyTrip.view(f.state, viewer).events.find((e) => e.type === 'vanished');
    expect(gone(0)).toMatchObject({ kind: 'image', why: 'notRenewed' });
    expect(gone(1)).toMatchObject({ kind: null, why: 'notRenewed' });
    expect(fantasyTrip.view(f.state, 1).figures[2]!.creation!.kind).toBe('unknown');
  });

  it('FT-38: sampleHidden gives a state with the same view, redrawing an unshown creation as real or fake', () => {
    const f = create('summon-wolf', 'wolf');
    nextTurn(f); // kept once: 3 ST paid
    const real = fantasyTrip.view(f.state, 1);
    const kinds = new Set<string>();
    for (let i = 0; i < 64; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + i));
      expect(fantasyTrip.view(sample, 1)).toEqual(real);
      const creation = sample.figures[2]!.creation!;
      kinds.add(creation.kind);
      // What the caster spent follows the kind drawn: 2 + 1 for a wolf, 1 for an image, 2 for an illusion.
      const paid = { summoned: 3, image: 1, illusion: 2 }[creation.kind];
      expect(creation.paid).toBe(paid);
      expect(sample.figures[0]!.fatigue).toBe(paid);
    }
    expect(kinds.has('summoned')).toBe(true);
    expect(kinds.has('image') || kinds.has('illusion')).toBe(true);
    // The owner's own sample is the real state.
    expect(fantasyTrip.sampleHidden(f.state, 0, createRng(SEED))).toEqual(f.state);
  });

  it('FT-38/S-90: sampleHidden keeps a wizard weak (ST 3 or less, −3 DX) exactly when it is: that shows in the order and its rolls', () => {
    // W (ST 9) with 3 hits summons a wolf (2 ST) and keeps it once (1 ST): ST 9 − 3 − 3 = 3, weak.
    // Drawn as an image (1 ST paid) or an illusion (2), it would have ST 5 or 4 and strike at full DX.
    const f = field([{ name: 'W', ...WIZ }], [{ name: 'T', ...T }], { 0: { ...W_AT, hits: 3 }, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('summon-wolf', NEXT_TO_T, 'wolf'), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    expect(stNow(f.fig(0))).toBe(3);
    for (let i = 0; i < 64; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + i));
      expect(fantasyTrip.view(sample, 1)).toEqual(fantasyTrip.view(f.state, 1));
      expect(sample.figures[2]!.creation!.kind).toBe('summoned');
      expect(stNow(sample.figures[0]!)).toBe(3);
    }
  });

  it('FT-38: sampleHidden never redraws as an image a creation that took a hit and stayed', () => {
    // An image hit would have vanished: this illusion, hit for 3, can only be a wolf or an illusion.
    const f = create('illusion', 'wolf', NEXT_TO_T, 'charge');
    f.attack(2, [3, 3, 3, 2, 2]);
    f.retreat(null, NEXT_TURN);
    const kinds = new Set<string>();
    for (let i = 0; i < 64; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + i));
      expect(fantasyTrip.view(sample, 1)).toEqual(fantasyTrip.view(f.state, 1));
      kinds.add(sample.figures[2]!.creation!.kind);
    }
    expect([...kinds].sort()).toEqual(['illusion', 'summoned']);
  });

  it('S-44/FT-38: an image may not defend; a creation that defends shows every side it is no image', () => {
    const image = create('image', 'myrmidon');
    nextTurn(image);
    image.hold(0);
    expect(image.options(2)).not.toContain('shiftDefend');
    image.refuse({ type: 'begin', figure: 2, option: 'shiftDefend' }, 'ILLEGAL_ACTION');

    const illusion = create('illusion', 'myrmidon');
    nextTurn(illusion);
    illusion.hold(0);
    expect(illusion.options(2)).toContain('shiftDefend');
    illusion.move(2, 'shiftDefend');
    // W and the myrmidon tie on DX 12: a die each (6, 1), then the next turn's initiative.
    illusion.hold(1, [6, 1, ...NEXT_TURN]);
    expect(illusion.fig(2).creation).toMatchObject({ kind: 'illusion', shown: false, notImage: true });
    const kinds = new Set<string>();
    for (let i = 0; i < 32; i++) kinds.add(fantasyTrip.sampleHidden(illusion.state, 1, createRng(SEED + i)).figures[2]!.creation!.kind);
    expect(kinds.has('image')).toBe(false);
    expect(kinds.size).toBeGreaterThan(0);
  });

  it('FT-38: sampleHidden never redraws a creation that has shown what it is', () => {
    const f = create('image', 'myrmidon', NEXT_TO_T, 'charge');
    f.attack(2, [3, 3, 3, 6, 6, ...NEXT_TURN]);
    for (let i = 0; i < 16; i++) expect(fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + i)).figures[2]!.creation!.kind).toBe('image');
  });
});

describe('FT-39 fire', () => {
  const FIRE_WIZ = { st: 9, dx: 12, iq: 11, spells: ['fire', 'shadow', 'create-wall'] };

  it('FT-39: fire goes on any hex within 2 but the caster\'s own and created ones, occupied or not', () => {
    const f = field([{ name: 'W', ...FIRE_WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    const hexes = casts(f).filter((a) => a.spell === 'fire').map((a) => key(a.at!));
    expect(hexes.sort()).toEqual(hexesWithin(h(0, 0), 2).filter((x) => hexDistance(x, h(0, 0)) > 0).map(key).sort());
    f.act(castOn('fire', h(1, 0)), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'terrainCreated')).toEqual({ type: 'terrainCreated', arenaRadius: 7, at: h(1, 0), kind: 'fire', caster: 0 });
    nextTurn(f);
    f.move(0, 'cast');
    f.hold(1);
    expect(casts(f).some((a) => a.spell === 'fire' && key(a.at!) === '1,0')).toBe(false);
  });

  it.each([
    [null, 2, 0],
    ['leather', 0, 2],
  ] as const)('FT-39: a figure in a hex when fire appears takes 2 hits less armour (armour %s: %i hits)', (armor, hits, stopped) => {
    const f = field([{ name: 'W', ...FIRE_WIZ }], [{ name: 'T', ...T, armor }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('damaged')).toHaveLength(1);
    expect(f.logged('damaged')[0]).toMatchObject({ figure: 1, dice: [], rolled: 2, stopped, hits });
    expect(f.fig(1).hits).toBe(hits);
  });

  /** Turn 1: W puts fire at (2,0), T waits at (3,0); turn 2 starts, W holds, T is to move. */
  function fireAhead(): Fight {
    const f = field([{ name: 'W', ...FIRE_WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: { at: h(3, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    return f;
  }

  it('FT-39: stepping into fire does 2 hits; ending the move there 2 more', () => {
    const f = fireAhead();
    f.begin(1, 'move');
    f.step(3);
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 2, hits: 2 });
    f.end(3, NEXT_TURN);
    expect(f.fig(1).hits).toBe(4);
  });

  it('FT-39: passing through fire does 2 hits only', () => {
    const f = fireAhead();
    f.begin(1, 'move');
    f.step(3);
    f.step(1); // out to (2,1)
    f.end(3, NEXT_TURN);
    expect(f.fig(1).hits).toBe(2);
  });

  it('FT-39: ending a move in fire without stepping in does 4 hits; standing in fire is −2 DX', () => {
    const f = field([{ name: 'W', ...FIRE_WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).hits).toBe(2);
    expect(adjustedDX(f.state, f.fig(1))).toBe(11 - 2);
    nextTurn(f);
    f.hold(0);
    f.hold(1, NEXT_TURN);
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 4, hits: 4 });
    expect(f.fig(1).hits).toBe(6);
  });

  it('FT-39: a figure pushed back into fire (force retreat) takes its 2 hits', () => {
    // F strikes T; W's fire burns at (2,1), one of the hexes T may be pushed into.
    const f = field(
      [
        { name: 'W', ...FIRE_WIZ },
        { name: 'F', st: 13, dx: 11, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: { at: h(0, 1), facing: 0 }, 1: { at: h(1, 0), facing: 0 }, 2: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.hold(2);
    f.act(castOn('fire', h(2, 1)), AUTO);
    f.attack(2, [3, 3, 3, 2, 2]);
    expect(f.fig(2).hits).toBe(4);
    expect(f.phase).toBe('retreat');
    f.retreat(h(2, 1));
    expect(only(f, 'damaged')).toMatchObject({ figure: 2, dice: [], rolled: 2, hits: 2 });
    expect(f.fig(2).hits).toBe(6);
    f.advance(false, NEXT_TURN);
  });

  it('FT-39: a figure that disengages into fire takes its 2 hits (stepping into fire)', () => {
    // The disengage step (S-24) is a step into the fire hex.
    const f = field([{ name: 'W', ...FIRE_WIZ }], [{ name: 'T', ...T }], { 0: W_AT, 1: { at: h(1, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('fire', h(2, 0)), [...AUTO, ...NEXT_TURN]);
    nextTurn(f);
    f.hold(0);
    f.move(1, 'disengage');
    expect(f.acting()).toBe(1);
    f.act({ type: 'disengage', direction: 0 }, NEXT_TURN);
    expect(f.fig(1).at).toEqual(h(2, 0));
    expect(f.fig(1).hits).toBe(2);
  });
});

describe('FT-39 shadow', () => {
  /** Makes shadows: ST 9, DX 13, IQ 10. */
  const SHADE = { st: 9, dx: 13, iq: 10, spells: ['shadow'] };
  const CASTER = { st: 12, dx: 12, iq: 8, spells: ['magic-fist', 'blur'] };

  /** S (figure 0, at (2,-1)) casts Shadow at `shadow`; C (figure 1, at (0,0) facing 0) casts next; T (figure 2) at `tAt`. */
  function shaded(shadow: Hex, tAt: Hex): Fight {
    const f = field(
      [
        { name: 'S', ...SHADE },
        { name: 'C', ...CASTER },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: { at: h(2, -1), facing: 0 }, 1: W_AT, 2: { at: tAt, facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castOn('shadow', shadow), AUTO);
    expect(only(f, 'terrainCreated')).toMatchObject({ kind: 'shadow' });
    expect(f.acting()).toBe(1);
    return f;
  }

  it('S-59/FT-39: a spell at a figure standing in shadow is at −4', () => {
    const f = shaded(h(3, 0), h(3, 0));
    f.act(castAt('magic-fist', 2), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[1]!.adjDX).toBe(12 - 4);
  });

  it('S-62/FT-39: a missile spell through a shadow hex is at −6', () => {
    const f = shaded(h(2, 0), h(4, 0));
    f.act(castAt('magic-fist', 2), [...AUTO, 1, ...NEXT_TURN]);
    expect(f.logged('spellCast')[1]!.adjDX).toBe(12 - 6);
  });

  it('S-62/FT-39: casting from a shadow hex is at −6 (on itself, no −4 more)', () => {
    const f = shaded(h(0, 0), h(3, 0));
    f.act(castAt('blur', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[1]!.adjDX).toBe(12 - 6);
  });

  it.each([
    ['at a figure in shadow', h(3, 0), 11 - 4],
    ['from a shadow hex', h(2, 0), 11 - 6],
  ] as const)('S-59/S-62/FT-39: a blow %s is at its shadow penalty', (_, shadow, adjDX) => {
    // F at (2,0) in T's front strikes T at (3,0).
    const f = field(
      [
        { name: 'S', ...SHADE },
        { name: 'F', st: 13, dx: 11, weapons: ['broadsword'] },
      ],
      [{ name: 'T', st: 14, dx: 10 }],
      { 0: { at: h(2, -1), facing: 0 }, 1: { at: h(2, 0), facing: 0 }, 2: { at: h(3, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'shiftAttack');
    f.hold(2);
    f.act(castOn('shadow', shadow), AUTO);
    f.attack(2, [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'attacked').adjDX).toBe(adjDX);
  });
});

describe('FT-39 walls', () => {
  const WALLER = { st: 9, dx: 12, iq: 11, spells: ['create-wall', 'magic-fist'] };

  it('FT-39: a wall goes only on an empty hex, and then blocks movement and lines of fire', () => {
    const f = field([{ name: 'W', ...WALLER }], [{ name: 'T', ...T }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    expect(casts(f).some((a) => a.spell === 'magic-fist' && a.target === 1)).toBe(true);
    const walls = casts(f).filter((a) => a.spell === 'create-wall').map((a) => key(a.at!));
    expect(walls).not.toContain('2,0');
    expect(walls).not.toContain('0,0');
    expect(walls).toHaveLength(17);
    f.refuse(castOn('create-wall', h(2, 0)), 'ILLEGAL_ACTION');
    f.act(castOn('create-wall', h(1, 0)), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'terrainCreated')).toMatchObject({ at: h(1, 0), kind: 'wall' });
    expect(f.fig(0).fatigue).toBe(2);
    nextTurn(f);
    f.move(0, 'cast');
    f.begin(1, 'move');
    // T cannot step west into the wall.
    expect(f.steps()).not.toContain(3);
    f.end();
    expect(f.acting()).toBe(0);
    expect(casts(f).some((a) => a.spell === 'magic-fist')).toBe(false);
    f.refuse(castAt('magic-fist', 1), 'ILLEGAL_ACTION');
  });
});
