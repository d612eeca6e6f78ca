/**
 * Secret protections, fakes and Reveal Magic (FT-49), and Avert and Megahex Avert (FT-48).
 *
 * FT-49's usual layout: the wizard W (figure 0, side 0, DX 8) at (0,0) facing 0 puts a protection
 * on itself in the open, in secret or as a fake; E (figure 1, side 1, DX 11, broadsword) waits at
 * (3,0) facing 3 and, in turn 2, charges to (1,0) and strikes W. Seat 1 is "the other seat": its
 * views and legal actions must never tell a real secret from a fake.
 *
 * FT-48's usual layout: the averter A (figure 0, side 0) at (0,0) facing 0, the averted V
 * (figure 1, side 1) at (2,0) facing 3. Dice lists are the action's dice, then NEXT_TURN when the
 * action ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { fantasyTrip, type FantasyTripEffect, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { spellById } from '../../src/games/fantasy-trip/content/spells.js';
import { Fight, SEED, h, type Act, type Build, type Placement } from './harness.js';
import { AUTO, NEXT_TURN, T_AT, W_AT, allCasts, castAt, castSpecial, casts, field, only } from './wizard-helpers.js';

type Way = 'secret' | 'fake';

/** A protection cast at figure `target`, in the open (null), in secret or as a fake (FT-49). */
function protect(spell: string, target: number, way: Way | null): Act {
  return { type: 'cast', spell, power: 1, target, at: null, looks: way };
}

/** The dice a secret cast that works rolls, then `after`; a fake rolls none. */
function castDice(way: Way, after: readonly number[] = []): number[] {
  return way === 'fake' ? [...after] : [...AUTO, ...after];
}

/** An open effect, as the state and every view hold it. */
function open(spell: string, caster: number): FantasyTripEffect {
  return { spell, caster, power: 1, until: null, attribute: null, secret: null };
}

/** A secret effect, as the state (and its own side's view) hold it. */
function hidden(spell: string, caster: number, fake: boolean, paid: number, notReal: readonly string[] = []): FantasyTripEffect {
  return { spell, caster, power: 1, until: null, attribute: null, secret: { fake, paid, notReal } };
}

/** Another side's secret, as a seat that does not own it sees it. */
const UNKNOWN = { spell: null, caster: 0, power: 1, until: null, attribute: null, secret: 'unknown' } as const;

/** W: knows four of the five protections (Iron Flesh needs IQ 15); ST 10, DX 8, IQ 14. */
const SEER: Build = { name: 'W', st: 10, dx: 8, iq: 14, spells: ['stone-flesh', 'spell-shield', 'shock-shield', 'reverse-missiles'] };
/** E: a swordsman, DX 11, MA 10. */
const SWORD: Build = { name: 'E', st: 13, dx: 11, iq: 8, weapons: ['broadsword'] };
/** What each protection costs to cast (FT-31): W knows all but Iron Flesh, which it may only fake (FT-49). */
const COST: Readonly<Record<string, number>> = { 'stone-flesh': 2, 'spell-shield': 3, 'shock-shield': 2, 'reverse-missiles': 2, 'iron-flesh': 3 };

/** Turn 1: W casts `spell` on itself `way`; E holds. Turn 2 waits on the initiative choice. */
function guarded(way: Way, spell = 'stone-flesh'): Fight {
  const f = field([SEER], [SWORD], { 0: W_AT, 1: T_AT });
  f.move(0, 'cast');
  f.hold(1);
  expect(f.acting()).toBe(0);
  f.act(protect(spell, 0, way), castDice(way, NEXT_TURN));
  expect(f.turn).toBe(2);
  return f;
}

/** Turn 2 of {@link guarded}: W keeps its secret and holds; E charges to (1,0), next to W, and is to strike. */
function charged(f: Fight): void {
  f.initiative(true);
  expect(f.phase).toBe('renew');
  f.act({ type: 'renew', keep: true });
  f.hold(0);
  f.begin(1, 'charge');
  f.step(3);
  f.step(3);
  f.end(3);
  expect(f.acting()).toBe(1);
}

const seen = (state: FantasyTripState, viewer: 0 | 1 | 'spectator') => fantasyTrip.view(state, viewer);

describe('FT-49 casting in secret or as a fake', () => {
  it('FT-49: the five protections are offered three ways (open, secret, fake) on the caster\'s own side, only in the open on another side, and other spells only in the open', () => {
    const SAGE: Build = { name: 'W', st: 9, dx: 8, iq: 15, spells: ['stone-flesh', 'iron-flesh', 'spell-shield', 'shock-shield', 'reverse-missiles', 'blur'] };
    const f = field([SAGE, { name: 'F', st: 13, dx: 11 }], [{ name: 'E', st: 14, dx: 10 }], { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    const got = allCasts(f)
      .map((a) => `${a.spell}:${a.power}:${a.target}:${a.looks}`)
      .sort();
    const expected: string[] = [];
    for (const spell of ['stone-flesh', 'iron-flesh', 'spell-shield', 'shock-shield', 'reverse-missiles']) {
      for (const target of [0, 1]) for (const way of ['null', 'secret', 'fake']) expected.push(`${spell}:1:${target}:${way}`);
      expected.push(`${spell}:1:2:null`);
    }
    for (const target of [0, 1, 2]) expected.push(`blur:1:${target}:null`);
    expect(got).toEqual(expected.sort());
    f.refuse(protect('stone-flesh', 2, 'secret'), 'ILLEGAL_ACTION');
    f.refuse(protect('iron-flesh', 2, 'fake'), 'ILLEGAL_ACTION');
    f.refuse(protect('blur', 0, 'secret'), 'ILLEGAL_ACTION');
    f.refuse(protect('blur', 1, 'fake'), 'ILLEGAL_ACTION');
  });

  it('FT-49: no secret or fake at a friend under another\'s Spell Shield (it would stop the cast in public); a wizard under its own shield may still cast them on itself', () => {
    // Turn 1: W puts an open Spell Shield on its friend F and on... nothing else; turn 2 W casts again.
    const f = field([SEER, { name: 'F', st: 13, dx: 11 }], [SWORD], { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.act(protect('spell-shield', 1, null), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(1).effects).toEqual([open('spell-shield', 0)]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    const ways = (target: number) =>
      allCasts(f)
        .filter((a) => a.spell === 'stone-flesh' && a.target === target)
        .map((a) => a.looks);
    expect(ways(1)).toEqual([null]);
    // The real ways of each spell it knows first, then the fakes (FT-49).
    expect(ways(0)).toEqual([null, 'secret', 'fake']);
    f.refuse(protect('stone-flesh', 1, 'secret'), 'ILLEGAL_ACTION');
    f.refuse(protect('stone-flesh', 1, 'fake'), 'ILLEGAL_ACTION');
    // The open cast at F is stopped by the shield in public, as any other side's would be (FT-44).
    f.act(protect('stone-flesh', 1, null), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellResisted')).toMatchObject({ figure: 1, spell: 'stone-flesh' });
  });

  it('FT-49: a secret cast by a friend is not public, so it rules nothing out for the other sides\' sampled worlds', () => {
    // Turn 1: W casts a secret Spell Shield on itself; turn 2 its friend V casts a secret Stone Flesh
    // on W. W's first secret keeps an empty notReal: nobody else saw a spell land on W unstopped.
    const VOICE: Build = { name: 'V', st: 9, dx: 9, iq: 14, spells: ['stone-flesh'] };
    const f = field([SEER, VOICE], [SWORD], { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.act(protect('spell-shield', 0, 'fake'), [...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.hold(0);
    f.move(1, 'cast');
    f.hold(2);
    f.act(protect('stone-flesh', 0, 'secret'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).effects).toEqual([hidden('spell-shield', 0, true, 4), hidden('stone-flesh', 1, false, 2)]);
  });

  it('FT-49: a secret Stone Flesh is rolled and paid as an open one; its secretCast is whole for its side and blank for the others, and no spellTookHold is said', () => {
    const f = guarded('secret');
    const full = { type: 'secretCast', figure: 0, name: 'W', target: 0, targetName: 'W', spell: 'stone-flesh', fake: false, dice: [1, 1, 3], adjDX: 8, success: true, cost: 2 };
    expect(f.logged('secretCast')).toEqual([full]);
    expect(f.logged('spellTookHold')).toEqual([]);
    expect(f.logged('spellCast')).toEqual([]);
    expect(f.fig(0).effects).toEqual([hidden('stone-flesh', 0, false, 2)]);
    expect(f.fig(0).fatigue).toBe(2);
    const cast = (viewer: 0 | 1 | 'spectator') => seen(f.state, viewer).events.find((e) => e.type === 'secretCast');
    const blank = { ...full, spell: null, fake: null, dice: null, adjDX: null, success: null, cost: null };
    expect(cast(0)).toEqual(full);
    expect(cast(1)).toEqual(blank);
    expect(cast('spectator')).toEqual(blank);
    expect(seen(f.state, 0).figures[0]!.effects).toEqual([hidden('stone-flesh', 0, false, 2)]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([UNKNOWN]);
    expect(seen(f.state, 'spectator').figures[0]!.effects).toEqual([UNKNOWN]);
  });

  it('FT-49: a secret cast that fails costs 1 and leaves a fake in its place, which its side may keep up for nothing', () => {
    const f = field([SEER], [SWORD], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    // 6 + 6 + 4 = 16 fails whatever the DX.
    f.act(protect('stone-flesh', 0, 'secret'), [6, 6, 4, ...NEXT_TURN]);
    expect(only(f, 'secretCast')).toMatchObject({ spell: 'stone-flesh', fake: false, dice: [6, 6, 4], success: false, cost: 1 });
    expect(f.fig(0).effects).toEqual([hidden('stone-flesh', 0, true, 2)]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([UNKNOWN]);
    expect(f.fig(0).fatigue).toBe(1);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: true }]);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).fatigue).toBe(1);
    expect(f.phase).toBe('movement');
  });

  it.each([null, 'secret'] as const)('FT-49/FT-33: a %s Stone Flesh at a friend that took Shift and Defend with a parrying weapon is rolled on 4 dice, as an open one', (way) => {
    // F (DX 11, broadsword) defends against E, next to it; W (DX 8) acts last, 1 hex from F: DX 7.
    const f = field([SEER, { name: 'F', st: 13, dx: 11, weapons: ['broadsword'] }], [{ name: 'E', st: 14, dx: 10 }], {
      0: W_AT,
      1: { at: h(1, 0), facing: 0 },
      2: { at: h(2, 0), facing: 3 },
    });
    f.move(0, 'cast');
    f.move(1, 'shiftDefend');
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(protect('stone-flesh', 1, way), [1, 1, 2, 2, ...NEXT_TURN]);
    const event = way === null ? only(f, 'spellCast') : only(f, 'secretCast');
    expect(event).toMatchObject({ spell: 'stone-flesh', dice: [1, 1, 2, 2], adjDX: 7, success: true, cost: 2 });
    expect(f.fig(1).effects).toEqual([way === null ? open('stone-flesh', 0) : hidden('stone-flesh', 0, false, 2)]);
  });

  it.each([
    ['stone-flesh', 2],
    ['spell-shield', 3],
    ['shock-shield', 2],
  ] as const)('FT-49: a fake %s rolls no dice, always takes hold, and costs nothing (a real one costs %i)', (spell, cost) => {
    // The scripted rng holds only the next turn's initiative dice: the fake must not ask for more.
    const f = guarded('fake', spell);
    expect(f.logged('secretCast')).toEqual([{ type: 'secretCast', figure: 0, name: 'W', target: 0, targetName: 'W', spell, fake: true, dice: [], adjDX: 8, success: true, cost: 0 }]);
    expect(f.logged('spellTookHold')).toEqual([]);
    // `paid` counts what the real one would have cost, so a sampled world can redraw it.
    expect(f.fig(0).effects).toEqual([hidden(spell, 0, true, cost)]);
    expect(f.fig(0).fatigue).toBe(0);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([UNKNOWN]);
    expect(seen(f.state, 1).events.find((e) => e.type === 'secretCast')).toMatchObject({ spell: null, fake: null, dice: null, adjDX: null, success: null, cost: null });
  });

  it('FT-49: a fake Stone Flesh stops no hits and stays hidden', () => {
    const f = guarded('fake');
    charged(f);
    // 9 to hit against DX 11; 2d on 3 and 3.
    f.attack(0, [3, 3, 3, 3, 3]);
    expect(only(f, 'damaged')).toMatchObject({ figure: 0, dice: [3, 3], rolled: 6, stopped: 0, hits: 6 });
    expect(f.events('secretShown')).toEqual([]);
    expect(f.fig(0).hits).toBe(6);
    // The blow showed every side that it is no real Flesh spell (FT-49): a fake it may still be.
    expect(f.fig(0).effects).toEqual([hidden('stone-flesh', 0, true, 3, ['stone-flesh', 'iron-flesh'])]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([UNKNOWN]);
  });

  it('FT-49: a real secret Stone Flesh stops 4 and shows itself (secretShown before the damage); then every view shows it open', () => {
    const f = guarded('secret');
    charged(f);
    f.attack(0, [3, 3, 3, 3, 3]);
    expect(only(f, 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'W', spell: 'stone-flesh', fake: false });
    expect(only(f, 'damaged')).toMatchObject({ figure: 0, dice: [3, 3], rolled: 6, stopped: 4, hits: 2 });
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('secretShown')).toBeLessThan(types.indexOf('damaged'));
    expect(f.fig(0).hits).toBe(2);
    expect(f.fig(0).effects).toEqual([open('stone-flesh', 0)]);
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(seen(f.state, viewer).figures[0]!.effects).toEqual([open('stone-flesh', 0)]);
      expect(seen(f.state, viewer).events.find((e) => e.type === 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'W', spell: 'stone-flesh', fake: false });
    }
  });
});

describe('FT-49 two worlds the other seat cannot tell apart', () => {
  it('FT-49: a real secret Stone Flesh and a fake one give the other seat the same views and the same legal actions at every step until it shows', () => {
    const real = guarded('secret');
    const fake = guarded('fake');
    const same = (): void => {
      expect(seen(real.state, 1)).toEqual(seen(fake.state, 1));
      expect(seen(real.state, 'spectator')).toEqual(seen(fake.state, 'spectator'));
      expect(fantasyTrip.legalActions(real.state, 1)).toEqual(fantasyTrip.legalActions(fake.state, 1));
      expect(fantasyTrip.actors(real.state)).toEqual(fantasyTrip.actors(fake.state));
    };
    // The owner's seat does see the difference.
    expect(seen(real.state, 0)).not.toEqual(seen(fake.state, 0));
    same();
    const both = (play: (f: Fight) => void): void => {
      play(real);
      play(fake);
      same();
    };
    both((f) => f.initiative(true));
    expect(real.phase).toBe('renew');
    both((f) => f.act({ type: 'renew', keep: true }));
    both((f) => f.hold(0));
    both((f) => f.begin(1, 'charge'));
    expect(real.actor()).toBe(1);
    expect(fantasyTrip.legalActions(real.state, 1).length).toBeGreaterThan(1);
    both((f) => f.step(3));
    both((f) => f.step(3));
    both((f) => f.end(3));
    expect(real.acting()).toBe(1);
    expect(fantasyTrip.legalActions(real.state, 1)).toContainEqual({ type: 'attack', player: 1, target: 0 });
    // The blow tells them apart: the real one stops 4 and shows itself.
    real.attack(0, [3, 3, 3, 3, 3]);
    fake.attack(0, [3, 3, 3, 3, 3]);
    expect(seen(real.state, 1)).not.toEqual(seen(fake.state, 1));
  });

  it('FT-49: sampleHidden redraws another side\'s secret (which protection its caster knows, real or fake) with the same view, moving the caster\'s fatigue and the renewal offer; the owner\'s sample is the real state', () => {
    const f = guarded('secret');
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: true }]);
    const view = seen(f.state, 1);
    const spells = new Set<string>();
    const fakes = new Set<boolean>();
    for (let i = 0; i < 64; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + i));
      expect(() => fantasyTrip.parseState(JSON.parse(JSON.stringify(sample)))).not.toThrow();
      expect(seen(sample, 1)).toEqual(view);
      const effects = sample.figures[0]!.effects;
      expect(effects).toHaveLength(1);
      const effect = effects[0]!;
      const paid = COST[effect.spell]!;
      expect(effect).toEqual(hidden(effect.spell, 0, effect.secret!.fake, paid));
      // Real fatigue 2, less the real Stone Flesh, plus the drawn spell unless it is a fake, which costs nothing.
      expect(sample.figures[0]!.fatigue).toBe(effect.secret!.fake ? 0 : paid);
      // Iron Flesh, which W does not know, only as a fake.
      if (effect.spell === 'iron-flesh') expect(effect.secret!.fake).toBe(true);
      expect(sample.turn.renewals).toEqual([{ figure: 0, spell: effect.spell, secret: true }]);
      spells.add(effect.spell);
      fakes.add(effect.secret!.fake);
    }
    expect([...spells].sort()).toEqual(['iron-flesh', 'reverse-missiles', 'shock-shield', 'spell-shield', 'stone-flesh']);
    expect([...fakes].sort()).toEqual([false, true]);
    expect(fantasyTrip.sampleHidden(f.state, 0, createRng(SEED))).toEqual(f.state);
  });

  it('FT-49: sampleHidden keeps the renewals paid: after one keep, each redrawn secret has cost + 1 paid', () => {
    const f = guarded('fake');
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    // Keeping up a fake costs nothing; `paid` counts what the real one would have.
    expect(f.fig(0).effects).toEqual([hidden('stone-flesh', 0, true, 3)]);
    expect(f.fig(0).fatigue).toBe(0);
    const view = seen(f.state, 1);
    const spells = new Set<string>();
    for (let i = 0; i < 32; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + 100 + i));
      expect(seen(sample, 1)).toEqual(view);
      const effect = sample.figures[0]!.effects[0]!;
      const paid = COST[effect.spell]! + spellById(effect.spell)!.upkeep;
      expect(effect.secret).toEqual({ fake: effect.secret!.fake, paid, notReal: [] });
      expect(sample.figures[0]!.fatigue).toBe(effect.secret!.fake ? 0 : paid);
      spells.add(effect.spell);
    }
    expect(spells.size).toBeGreaterThan(1);
    expect(fantasyTrip.sampleHidden(f.state, 0, createRng(SEED))).toEqual(f.state);
  });
  it('FT-49: after a blow the fake stopped nothing of, sampleHidden never draws a real Stone Flesh there (it would have shown itself)', () => {
    const f = guarded('fake');
    charged(f);
    f.attack(0, [3, 3, 3, 3, 3]);
    const view = seen(f.state, 1);
    const ways = new Set<string>();
    for (let i = 0; i < 48; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + 300 + i));
      expect(seen(sample, 1)).toEqual(view);
      const effect = sample.figures[0]!.effects[0]!;
      ways.add(`${effect.spell}:${effect.secret!.fake ? 'fake' : 'real'}`);
    }
    expect(ways.has('stone-flesh:real')).toBe(false);
    expect(ways.has('stone-flesh:fake')).toBe(true);
  });

  it('FT-49: sampleHidden never redraws a secret as a protection the figure already has in the open', () => {
    // Turn 1: W puts an open Spell Shield on itself; turn 2 (kept) a secret Stone Flesh.
    const f = field([SEER], [SWORD], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(protect('spell-shield', 0, null), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(1);
    f.act(protect('stone-flesh', 0, 'secret'), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    expect(f.fig(0).fatigue).toBe(6);
    expect(f.state.turn.renewals).toEqual([
      { figure: 0, spell: 'spell-shield', secret: false },
      { figure: 0, spell: 'stone-flesh', secret: true },
    ]);
    const view = seen(f.state, 1);
    const spells = new Set<string>();
    for (let i = 0; i < 48; i++) {
      const sample = fantasyTrip.sampleHidden(f.state, 1, createRng(SEED + 200 + i));
      expect(seen(sample, 1)).toEqual(view);
      const [shield, effect] = sample.figures[0]!.effects;
      expect(shield).toEqual(open('spell-shield', 0));
      const paid = COST[effect!.spell]!;
      expect(effect).toEqual(hidden(effect!.spell, 0, effect!.secret!.fake, paid));
      expect(sample.figures[0]!.fatigue).toBe(6 - 2 + (effect!.secret!.fake ? 0 : paid));
      expect(sample.turn.renewals).toEqual([
        { figure: 0, spell: 'spell-shield', secret: false },
        { figure: 0, spell: effect!.spell, secret: true },
      ]);
      spells.add(effect!.spell);
    }
    expect([...spells].sort()).toEqual(['iron-flesh', 'reverse-missiles', 'shock-shield', 'stone-flesh']);
  });
});

describe('FT-49 renewing secrets', () => {
  it.each(['secret', 'fake'] as const)('FT-49: a %s protection is offered at the renew step; the other seat sees the offer and the renewed event with spell null; keeping adds the upkeep to paid', (way) => {
    const f = guarded(way);
    f.initiative(true);
    expect(f.phase).toBe('renew');
    expect(f.state.turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: true }]);
    expect(seen(f.state, 0).turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: true }]);
    expect(seen(f.state, 1).turn.renewals).toEqual([{ figure: 0, spell: null, secret: true }]);
    expect(seen(f.state, 'spectator').turn.renewals).toEqual([{ figure: 0, spell: null, secret: true }]);
    expect(f.actor()).toBe(0);
    expect(f.legal()).toEqual([
      { type: 'renew', player: 0, keep: true },
      { type: 'renew', player: 0, keep: false },
    ]);
    f.act({ type: 'renew', keep: true });
    const renewed = { type: 'renewed', figure: 0, name: 'W', spell: 'stone-flesh', keep: true, secret: true };
    expect(only(f, 'renewed')).toEqual(renewed);
    expect(seen(f.state, 0).events.find((e) => e.type === 'renewed')).toEqual(renewed);
    expect(seen(f.state, 1).events.find((e) => e.type === 'renewed')).toEqual({ ...renewed, spell: null });
    expect(f.fig(0).effects).toEqual([hidden('stone-flesh', 0, way === 'fake', 3)]);
    // A fake is kept up for nothing (FT-49).
    expect(f.fig(0).fatigue).toBe(way === 'fake' ? 0 : 3);
    expect(f.phase).toBe('movement');
  });

  it.each(['secret', 'fake'] as const)('FT-49: a %s protection let go ends unseen: secretEnded, its spell null to the other seat', (way) => {
    const f = guarded(way);
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(only(f, 'renewed')).toEqual({ type: 'renewed', figure: 0, name: 'W', spell: 'stone-flesh', keep: false, secret: true });
    const ended = { type: 'secretEnded', figure: 0, name: 'W', spell: 'stone-flesh' };
    expect(only(f, 'secretEnded')).toEqual(ended);
    expect(f.events('spellEnded')).toEqual([]);
    expect(seen(f.state, 0).events.find((e) => e.type === 'secretEnded')).toEqual(ended);
    expect(seen(f.state, 1).events.find((e) => e.type === 'secretEnded')).toEqual({ ...ended, spell: null });
    expect(seen(f.state, 1).events.find((e) => e.type === 'renewed')).toMatchObject({ spell: null, keep: false, secret: true });
    expect(f.fig(0).effects).toEqual([]);
    expect(f.fig(0).fatigue).toBe(way === 'fake' ? 0 : 2);
  });
});

describe('FT-49 a secret shows itself when it works', () => {
  it.each(['secret', 'fake'] as const)('FT-49: a %s Shock Shield at the end of the turn: a real one shows itself and strikes, a fake rolls nothing', (way) => {
    // As the FT-37 Shock Shield test: E grapples W, whose back is to the rim; N stands by.
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
    f.act(protect('shock-shield', 0, way), castDice(way));
    expect(f.fig(0).effects).toEqual([hidden('shock-shield', 0, way === 'fake', 2)]);
    // The grapple (defender's die 1) puts E in W's hex; the post-turn die (5) only for a real shield.
    f.act({ type: 'grapple', target: 0 }, way === 'fake' ? [1, ...NEXT_TURN] : [1, 5, ...NEXT_TURN]);
    expect(f.fig(1)).toMatchObject({ posture: 'hth', at: h(7, 0) });
    if (way === 'fake') {
      expect(f.events('secretShown')).toEqual([]);
      expect(f.events('damaged')).toEqual([]);
      expect(f.fig(0).effects).toEqual([hidden('shock-shield', 0, true, 2, ['shock-shield'])]);
      return;
    }
    expect(only(f, 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'W', spell: 'shock-shield', fake: false });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, dice: [5], rolled: 5, stopped: 2, hits: 3 });
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('secretShown')).toBeLessThan(types.indexOf('damaged'));
    expect(f.fig(0).effects).toEqual([open('shock-shield', 0)]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([open('shock-shield', 0)]);
  });

  it.each(['secret', 'fake'] as const)('FT-49: an arrow at a %s Reverse Missiles: a real one shows itself and turns it back on the archer, a fake lets it strike', (way) => {
    const f = field([{ name: 'W', st: 9, dx: 12, iq: 11, spells: ['reverse-missiles'] }], [{ name: 'A', st: 12, dx: 12, iq: 8, armor: 'leather', weapons: ['small-bow'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'fire');
    f.act(protect('reverse-missiles', 0, way), castDice(way));
    expect(f.acting()).toBe(1);
    // 9 to hit; 1d−1 on a 6 = 5.
    f.act({ type: 'fire', target: 0 }, [3, 3, 3, 6, ...NEXT_TURN]);
    if (way === 'fake') {
      expect(f.events('secretShown')).toEqual([]);
      expect(f.events('missileReversed')).toEqual([]);
      expect(only(f, 'damaged')).toMatchObject({ figure: 0, rolled: 5, stopped: 0, hits: 5 });
      expect(f.fig(0).effects).toEqual([hidden('reverse-missiles', 0, true, 2, ['reverse-missiles', 'stone-flesh', 'iron-flesh'])]);
      return;
    }
    expect(only(f, 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'W', spell: 'reverse-missiles', fake: false });
    expect(only(f, 'missileReversed')).toEqual({ type: 'missileReversed', figure: 0, name: 'W', shooter: 1, shooterName: 'A' });
    expect(only(f, 'damaged')).toMatchObject({ figure: 1, rolled: 5, stopped: 2, hits: 3 });
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('secretShown')).toBeLessThan(types.indexOf('missileReversed'));
    expect(f.fig(0).hits).toBe(0);
    expect(f.fig(0).effects).toEqual([open('reverse-missiles', 0)]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([open('reverse-missiles', 0)]);
  });

  it.each(['secret', 'fake'] as const)('FT-49: Slow Movement at a %s Spell Shield: a real one shows itself and stops it (the caster still pays), a fake lets it through', (way) => {
    const f = field(
      [{ name: 'P', st: 8, dx: 10, iq: 14, spells: ['spell-shield', 'blur'] }],
      [{ name: 'E', st: 8, dx: 10, iq: 14, spells: ['slow-movement'] }],
      { 0: W_AT, 1: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(protect('spell-shield', 0, way), castDice(way));
    expect(f.fig(0).fatigue).toBe(way === 'fake' ? 0 : 3);
    expect(f.acting()).toBe(1);
    f.act(castAt('slow-movement', 0), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 1, spell: 'slow-movement', success: true, cost: 2 });
    expect(f.fig(1).fatigue).toBe(2);
    if (way === 'fake') {
      expect(f.events('secretShown')).toEqual([]);
      expect(f.events('spellResisted')).toEqual([]);
      expect(only(f, 'spellTookHold')).toMatchObject({ figure: 0, spell: 'slow-movement' });
      expect(f.fig(0).effects).toEqual([hidden('spell-shield', 0, true, 3, ['spell-shield']), { spell: 'slow-movement', caster: 1, power: 1, until: 4, attribute: null, secret: null }]);
      return;
    }
    expect(only(f, 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'P', spell: 'spell-shield', fake: false });
    expect(only(f, 'spellResisted')).toEqual({ type: 'spellResisted', figure: 0, name: 'P', spell: 'slow-movement' });
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('secretShown')).toBeLessThan(types.indexOf('spellResisted'));
    expect(f.events('spellTookHold')).toEqual([]);
    expect(f.fig(0).effects).toEqual([open('spell-shield', 0)]);
    expect(seen(f.state, 1).figures[0]!.effects).toEqual([open('spell-shield', 0)]);
  });

  it('FT-49: Reveal Magic shows every secret in the caster\'s reach: a real one becomes open, a fake is shown as a fake and ends; one out of reach stays hidden', () => {
    // W3 (DX 10) at (5,0), behind R, makes a real secret Stone Flesh on itself; W2 (DX 9) a fake
    // one; W (DX 8) a real one; R (DX 8, side 1) acts last and casts Reveal Magic.
    const f = field(
      [SEER, { name: 'W2', st: 10, dx: 9, iq: 13, spells: ['stone-flesh'] }, { name: 'W3', st: 9, dx: 10, iq: 13, spells: ['stone-flesh'] }],
      [{ name: 'R', st: 15, dx: 8, iq: 9, spells: ['reveal-magic'] }],
      { 0: W_AT, 1: { at: h(0, 1), facing: 0 }, 2: { at: h(5, 0), facing: 3 }, 3: T_AT },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.move(2, 'cast');
    f.move(3, 'cast');
    expect(f.acting()).toBe(2);
    f.act(protect('stone-flesh', 2, 'secret'), AUTO);
    expect(f.acting()).toBe(1);
    f.act(protect('stone-flesh', 1, 'fake'), []);
    expect(f.acting()).toBe(0);
    f.act(protect('stone-flesh', 0, 'secret'), AUTO);
    expect(f.acting()).toBe(3);
    expect(seen(f.state, 1).figures.map((x) => x.effects)).toEqual([[UNKNOWN], [{ ...UNKNOWN, caster: 1 }], [{ ...UNKNOWN, caster: 2 }], []]);
    f.act(castSpecial('reveal-magic'), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 3, spell: 'reveal-magic', success: true, cost: 1 });
    const shown = [
      { type: 'secretShown', figure: 0, name: 'W', spell: 'stone-flesh', fake: false },
      { type: 'secretShown', figure: 1, name: 'W2', spell: 'stone-flesh', fake: true },
    ];
    expect(f.events('secretShown')).toEqual(shown);
    expect(f.events('secretEnded')).toEqual([]);
    expect(f.fig(0).effects).toEqual([open('stone-flesh', 0)]);
    expect(f.fig(1).effects).toEqual([]);
    expect(f.fig(2).effects).toEqual([hidden('stone-flesh', 2, false, 2)]);
    expect(f.fig(3).fatigue).toBe(1);
    for (const viewer of [1, 'spectator'] as const) {
      expect(seen(f.state, viewer).figures.map((x) => x.effects)).toEqual([[open('stone-flesh', 0)], [], [{ ...UNKNOWN, caster: 2 }], []]);
      expect(seen(f.state, viewer).events.filter((e) => e.type === 'secretShown')).toEqual(shown);
    }
    expect(seen(f.state, 0).figures.map((x) => x.effects)).toEqual([[open('stone-flesh', 0)], [], [hidden('stone-flesh', 2, false, 2)], []]);
    // The renew step offers the open Stone Flesh and the hidden one.
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([
      { figure: 0, spell: 'stone-flesh', secret: false },
      { figure: 2, spell: 'stone-flesh', secret: true },
    ]);
    expect(seen(f.state, 1).turn.renewals).toEqual([
      { figure: 0, spell: 'stone-flesh', secret: false },
      { figure: 2, spell: null, secret: true },
    ]);
  });

  it('FT-49: Remove Thrown Spell takes a secret off unseen: secretEnded, its spell null even to the remover\'s seat', () => {
    const f = field([SEER], [{ name: 'E', st: 8, dx: 10, iq: 14, spells: ['remove-thrown-spell', 'blur'] }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.hold(1);
    f.act(protect('stone-flesh', 0, 'secret'), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.hold(0);
    f.move(1, 'cast');
    expect(f.acting()).toBe(1);
    f.act(castAt('remove-thrown-spell', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.events('secretShown')).toEqual([]);
    const ended = { type: 'secretEnded', figure: 0, name: 'W', spell: 'stone-flesh' };
    expect(only(f, 'secretEnded')).toEqual(ended);
    expect(f.events('spellEnded')).toEqual([]);
    expect(f.fig(0).effects).toEqual([]);
    expect(seen(f.state, 0).events.find((e) => e.type === 'secretEnded')).toEqual(ended);
    expect(seen(f.state, 1).events.find((e) => e.type === 'secretEnded')).toEqual({ ...ended, spell: null });
  });

  it('FT-49: a secret whose caster has fallen ends at the renew step, unseen (secretEnded, spell null to the other seat)', () => {
    // W (ST 10, 8 hits taken) spends its last 2 ST on a secret Stone Flesh on B, and collapses.
    const f = new Fight({
      sides: [[SEER, { name: 'B', st: 13, dx: 11 }], [{ name: 'E', st: 14, dx: 10 }]],
      initiative: [6, 1],
      place: { 0: { ...W_AT, hits: 8 }, 1: { at: h(0, 1), facing: 0 }, 2: T_AT },
    });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(protect('stone-flesh', 1, 'secret'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).condition).toBe('unconscious');
    expect(f.fig(1).effects).toEqual([hidden('stone-flesh', 0, false, 2)]);
    f.initiative(true);
    const ended = { type: 'secretEnded', figure: 1, name: 'B', spell: 'stone-flesh' };
    expect(only(f, 'secretEnded')).toEqual(ended);
    expect(seen(f.state, 1).events.find((e) => e.type === 'secretEnded')).toEqual({ ...ended, spell: null });
    expect(f.state.turn.renewals).toEqual([]);
    expect(f.fig(1).effects).toEqual([]);
    expect(f.phase).toBe('movement');
  });

  it.each(['secret', 'fake'] as const)('FT-49: another side\'s open Stone Flesh on a figure with a %s one: a real one shows itself and the cast does nothing; a fake gives way', (way) => {
    const MAGE = { st: 10, dx: 9, iq: 13, spells: ['stone-flesh'] };
    const f = field([{ name: 'W', ...MAGE }], [{ name: 'O', ...MAGE }], { 0: W_AT, 1: T_AT });
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.act(protect('stone-flesh', 0, way), castDice(way));
    expect(f.acting()).toBe(1);
    // O's choices do not depend on W's secret: an open Stone Flesh at W is on offer either way.
    expect(allCasts(f).filter((a) => a.spell === 'stone-flesh').map((a) => `${a.target}:${a.looks}`).sort()).toEqual(['0:null', '1:fake', '1:null', '1:secret']);
    f.act(castAt('stone-flesh', 0), [...AUTO, ...NEXT_TURN]);
    expect(only(f, 'spellCast')).toMatchObject({ figure: 1, spell: 'stone-flesh', target: 0, success: true, cost: 2 });
    expect(f.fig(1).fatigue).toBe(2);
    if (way === 'secret') {
      expect(only(f, 'secretShown')).toEqual({ type: 'secretShown', figure: 0, name: 'W', spell: 'stone-flesh', fake: false });
      expect(only(f, 'spellResisted')).toEqual({ type: 'spellResisted', figure: 0, name: 'W', spell: 'stone-flesh' });
      expect(f.events('spellTookHold')).toEqual([]);
      expect(f.fig(0).effects).toEqual([open('stone-flesh', 0)]);
      return;
    }
    const ended = { type: 'secretEnded', figure: 0, name: 'W', spell: 'stone-flesh' };
    expect(only(f, 'secretEnded')).toEqual(ended);
    expect(only(f, 'spellTookHold')).toEqual({ type: 'spellTookHold', figure: 0, name: 'W', spell: 'stone-flesh', power: 1, until: null });
    const types = f.last.map((e) => e.type);
    expect(types.indexOf('secretEnded')).toBeLessThan(types.indexOf('spellTookHold'));
    expect(f.events('spellResisted')).toEqual([]);
    expect(f.fig(0).effects).toEqual([open('stone-flesh', 1)]);
    expect(seen(f.state, 1).events.find((e) => e.type === 'secretEnded')).toEqual({ ...ended, spell: null });
    // O keeps it up now, not W.
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: false }]);
    expect(f.actor()).toBe(1);
  });
});

describe('FT-48 Avert', () => {
  const AVERTER: Build = { name: 'A', st: 11, dx: 12, iq: 9, spells: ['avert'] };
  const V: Build = { name: 'V', st: 12, dx: 12, iq: 8 };

  /** Turn 1: A casts Avert at V; turn 2: A keeps it and holds; V is to begin its move. */
  function averted(aAt: Placement = W_AT, vAt: Placement = { at: h(2, 0), facing: 3 }, v: Build = V): Fight {
    const f = field([AVERTER], [v], { 0: aAt, 1: vAt });
    f.move(0, 'cast');
    f.hold(1);
    expect(f.acting()).toBe(0);
    // Avert goes on another figure only, and only in the open.
    expect(casts(f).map((a) => `${a.spell}:${a.target}:${a.looks}`)).toEqual(['avert:1:null']);
    f.refuse(castAt('avert', 0), 'ILLEGAL_ACTION');
    f.act(castAt('avert', 1), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellTookHold')).toEqual([{ type: 'spellTookHold', figure: 1, name: 'V', spell: 'avert', power: 1, until: null }]);
    expect(f.fig(1).effects).toEqual([open('avert', 0)]);
    expect(f.fig(0).fatigue).toBe(2);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 1, spell: 'avert', secret: false }]);
    expect(f.actor()).toBe(0);
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).fatigue).toBe(3);
    f.hold(0);
    return f;
  }

  const ends = (f: Fight) => f.legal().filter((a) => a.type === 'end');

  it('FT-48: an averted figure may not end its move until it is 2 hexes farther from the averter; an end before is ILLEGAL_ACTION naming FT-48, and then it ends with no roll', () => {
    const f = averted();
    f.begin(1, 'move');
    expect(ends(f)).toEqual([]);
    expect(f.steps().length).toBeGreaterThan(0);
    expect(f.refuse({ type: 'end', facing: 3 }, 'ILLEGAL_ACTION').rule).toBe('FT-48');
    f.step(0); // (3,0): 1 farther
    expect(ends(f)).toEqual([]);
    expect(f.refuse({ type: 'end', facing: 0 }, 'ILLEGAL_ACTION').rule).toBe('FT-48');
    f.step(0); // (4,0): 2 farther
    expect(ends(f).map((a) => (a as { facing: number }).facing)).toEqual([0, 1, 2, 3, 4, 5]);
    f.end(3, NEXT_TURN);
    expect(f.fig(1)).toMatchObject({ at: h(4, 0), posture: 'standing' });
    expect(f.logged('saved')).toEqual([]);
  });

  it('FT-48: moving sideways does not count: only the distance from the averter does', () => {
    const f = averted();
    f.begin(1, 'move');
    f.step(4); // (2,-1): still 2 from A
    expect(ends(f)).toEqual([]);
    f.step(0); // (3,-1): 3
    expect(ends(f)).toEqual([]);
    f.step(0); // (4,-1): 4
    expect(ends(f)).toHaveLength(6);
    f.end(3, NEXT_TURN);
    expect(f.logged('saved')).toEqual([]);
  });

  it('FT-48: each wizard averting a figure counts on its own: 2 farther from one is not enough', () => {
    // A1 (0,0) casts Avert at V (2,0); A2 at (2,2), facing V, casts Megahex Avert on V's megahex.
    const f = field(
      [AVERTER, { name: 'A2', st: 9, dx: 8, iq: 15, spells: ['megahex-avert'] }],
      [V],
      { 0: W_AT, 1: { at: h(2, 2), facing: 4 }, 2: { at: h(2, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.move(1, 'cast');
    f.hold(2);
    f.act(castAt('avert', 2), AUTO);
    expect(f.acting()).toBe(1);
    f.act(castAt('megahex-avert', 2), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(2).effects).toEqual([open('avert', 0), open('megahex-avert', 1)]);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([
      { figure: 2, spell: 'avert', secret: false },
      { figure: 2, spell: 'megahex-avert', secret: false },
    ]);
    f.act({ type: 'renew', keep: true });
    f.act({ type: 'renew', keep: true });
    f.hold(0);
    f.hold(1);
    f.begin(2, 'move');
    f.step(0);
    f.step(0); // (4,0): 2 farther from A1, no farther from A2
    expect(ends(f)).toEqual([]);
    expect(f.refuse({ type: 'end', facing: 0 }, 'ILLEGAL_ACTION').rule).toBe('FT-48');
    f.step(4); // (4,-1): 3 from A2
    expect(ends(f)).toEqual([]);
    f.step(4); // (4,-2): 4 from each
    expect(ends(f)).toHaveLength(6);
    f.end(0, NEXT_TURN);
    expect(f.logged('saved')).toEqual([]);
  });

  it.each([
    ['at most its adjusted DX: it stays up', [4, 4, 4], true],
    ['above its adjusted DX: it falls', [5, 4, 4], false],
  ] as const)('FT-48: blocked by the rim, it may end short at once and rolls 3 dice, %s', (_, dice, kept) => {
    // A at (5,0) facing 0, V at (7,0) on the rim of radius 7: no step leads farther from A.
    const f = averted({ at: h(5, 0), facing: 0 }, { at: h(7, 0), facing: 3 });
    f.begin(1, 'move');
    expect(f.steps().length).toBeGreaterThan(0);
    expect(ends(f)).toHaveLength(6);
    f.end(3, [...dice, ...NEXT_TURN]);
    expect(f.logged('saved')).toEqual([{ type: 'saved', figure: 1, name: 'V', against: 'avert', dice: [...dice], success: kept }]);
    expect(f.fig(1).posture).toBe(kept ? 'standing' : 'down');
    expect(f.fig(1).at).toEqual(h(7, 0));
  });

  it('FT-48: its option\'s movement used up (cast: 1 hex), it may end 1 farther, and rolls', () => {
    const f = averted(W_AT, { at: h(2, 0), facing: 3 }, { ...V, spells: ['blur'] });
    f.begin(1, 'cast');
    expect(ends(f)).toEqual([]);
    f.refuse({ type: 'end', facing: 3 }, 'ILLEGAL_ACTION');
    f.step(0);
    expect(f.steps()).toEqual([]);
    expect(ends(f)).toHaveLength(6);
    // Down, V cannot cast at its action: the turn ends.
    f.end(3, [6, 6, 1, ...NEXT_TURN]);
    expect(only(f, 'saved')).toEqual({ type: 'saved', figure: 1, name: 'V', against: 'avert', dice: [6, 6, 1], success: false });
    expect(f.fig(1).posture).toBe('down');
  });

  it('FT-48: let go at the renew step, Avert ends and the figure moves freely', () => {
    const f = field([AVERTER], [V], { 0: W_AT, 1: { at: h(2, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castAt('avert', 1), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(only(f, 'renewed')).toEqual({ type: 'renewed', figure: 1, name: 'V', spell: 'avert', keep: false, secret: false });
    expect(only(f, 'spellEnded')).toEqual({ type: 'spellEnded', figure: 1, name: 'V', spell: 'avert' });
    expect(f.fig(1).effects).toEqual([]);
    expect(f.fig(0).fatigue).toBe(2);
    f.hold(0);
    f.begin(1, 'move');
    expect(ends(f)).toHaveLength(6);
    f.end(3, NEXT_TURN);
    expect(f.logged('saved')).toEqual([]);
  });

  it('FT-48: when its caster falls, Avert binds no more, and it ends at the next renew step with no offer', () => {
    // A (ST 11, 9 hits taken) spends its last 2 ST on the Avert and collapses; B keeps side 0 in the fight.
    const f = new Fight({
      sides: [[AVERTER, { name: 'B', st: 13, dx: 11 }], [V]],
      initiative: [6, 1],
      place: { 0: { ...W_AT, hits: 9 }, 1: { at: h(0, 4), facing: 0 }, 2: { at: h(2, 0), facing: 3 } },
    });
    f.initiative(true);
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    f.act(castAt('avert', 2), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).condition).toBe('unconscious');
    expect(f.fig(2).effects).toEqual([open('avert', 0)]);
    const types = f.logged('spellTookHold').map((e) => e.spell);
    expect(types).toEqual(['avert']);
    f.initiative(true);
    expect(only(f, 'spellEnded')).toEqual({ type: 'spellEnded', figure: 2, name: 'V', spell: 'avert' });
    expect(f.state.turn.renewals).toEqual([]);
    expect(f.phase).toBe('movement');
    expect(f.fig(2).effects).toEqual([]);
    // V is free: it may end its move where it began, with no roll.
    f.hold(1);
    f.begin(2, 'move');
    expect(f.legal().filter((a) => a.type === 'end')).toHaveLength(6);
    f.end(3, NEXT_TURN);
    expect(f.logged('saved')).toEqual([]);
  });
});

describe('FT-48 Megahex Avert', () => {
  /** M (figure 0) at (2,0), next to T; F (1, M's friend) at (2,1); T (2) at (3,0), U (3) at (4,0), X (4) at (5,0). */
  function megahex(): Fight {
    const f = field(
      [
        { name: 'M', st: 9, dx: 8, iq: 15, spells: ['megahex-avert'] },
        { name: 'F', st: 13, dx: 11 },
      ],
      [
        { name: 'T', st: 14, dx: 10 },
        { name: 'U', st: 15, dx: 9 },
        { name: 'X', st: 16, dx: 8 },
      ],
      { 0: { at: h(2, 0), facing: 0 }, 1: { at: h(2, 1), facing: 0 }, 2: { at: h(3, 0), facing: 3 }, 3: { at: h(4, 0), facing: 3 }, 4: { at: h(5, 0), facing: 3 } },
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    f.hold(3);
    f.hold(4);
    expect(f.acting()).toBe(0);
    f.act(castAt('megahex-avert', 2), [...AUTO, ...NEXT_TURN]);
    return f;
  }

  it('FT-48: Megahex Avert goes on every figure within 1 hex of the target, friend or foe, but the caster, for 3 ST', () => {
    const f = megahex();
    expect(f.logged('spellTookHold').map((e) => [e.figure, e.spell, e.until])).toEqual([
      [1, 'megahex-avert', null],
      [2, 'megahex-avert', null],
      [3, 'megahex-avert', null],
    ]);
    expect(f.state.figures.map((x) => x.effects)).toEqual([[], [open('megahex-avert', 0)], [open('megahex-avert', 0)], [open('megahex-avert', 0)], []]);
    expect(f.fig(0).fatigue).toBe(3);
  });

  it('FT-48: it is offered once at the renew step, on the first fighting figure it holds; kept, it costs 1 and stays on all', () => {
    const f = megahex();
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 1, spell: 'megahex-avert', secret: false }]);
    expect(f.actor()).toBe(0);
    f.act({ type: 'renew', keep: true });
    expect(only(f, 'renewed')).toEqual({ type: 'renewed', figure: 1, name: 'F', spell: 'megahex-avert', keep: true, secret: false });
    expect(f.phase).toBe('movement');
    expect(f.fig(0).fatigue).toBe(4);
    expect(f.state.figures.map((x) => x.effects.length)).toEqual([0, 1, 1, 1, 0]);
    // Each is averted by M: F, engaged, takes an option with no movement; it may end at once, and rolls.
    f.hold(0);
    f.begin(1, 'pickUp');
    expect(f.legal().filter((a) => a.type === 'end')).toHaveLength(6);
    f.end(undefined, [3, 3, 3]);
    expect(only(f, 'saved')).toEqual({ type: 'saved', figure: 1, name: 'F', against: 'avert', dice: [3, 3, 3], success: true });
  });

  it('FT-48: let go, it leaves every figure it held', () => {
    const f = megahex();
    f.initiative(true);
    f.act({ type: 'renew', keep: false });
    expect(only(f, 'renewed')).toMatchObject({ figure: 1, spell: 'megahex-avert', keep: false });
    expect(f.events('spellEnded')).toEqual([
      { type: 'spellEnded', figure: 1, name: 'F', spell: 'megahex-avert' },
      { type: 'spellEnded', figure: 2, name: 'T', spell: 'megahex-avert' },
      { type: 'spellEnded', figure: 3, name: 'U', spell: 'megahex-avert' },
    ]);
    expect(f.state.figures.map((x) => x.effects)).toEqual([[], [], [], [], []]);
    expect(f.fig(0).fatigue).toBe(3);
    expect(f.phase).toBe('movement');
  });
});
