/**
 * Confusion, Destroy Creation and Dispel Illusions (FT-37, FT-38): magic against creations and the
 * minds that doubt them.
 *
 * W (figure 0, side 0) at (0,0) facing 0 makes creations; U (figure 1, side 1) at (3,0) facing 3
 * unmakes them. Creations appear at (1,1) or (1,-1), then take ids 2, 3, …
 */
import { describe, expect, it } from 'vitest';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { iqNow } from '../../src/games/fantasy-trip/rules/creations.js';
import { h, type Build } from './harness.js';
import { AUTO, NEXT_TURN, castAt, castOn, castSpecial, field } from './wizard-helpers.js';

const MAKER: Build = { name: 'W', st: 9, dx: 12, iq: 11, weapons: ['staff'], spells: ['summon-wolf', 'illusion', 'image'] };
const UNMAKER: Build = { name: 'U', st: 10, dx: 8, iq: 14, weapons: ['staff'], spells: ['destroy-creation', 'dispel-illusions', 'confusion'] };

/** Turn 1: W makes `first`; U holds. Turn 2: W makes `second` (if any); U is to act. */
function twoCreations(first: [string, string], second: [string, string] | null) {
  const f = field([MAKER], [UNMAKER], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
  f.move(0, 'cast');
  f.hold(1);
  f.act(castOn(first[0], h(1, 1), first[1]), [...AUTO, ...NEXT_TURN]);
  f.initiative(true);
  // Renew step: keep the first creation.
  f.act({ type: 'renew', keep: true });
  f.move(0, 'cast');
  f.hold(2); // the creation moves nowhere
  f.move(1, 'cast');
  if (second !== null) f.act(castOn(second[0], h(1, -1), second[1]), AUTO);
  else f.pass();
  expect(f.acting()).toBe(1);
  return f;
}

describe('FT-37 magic against creations', () => {
  it('Destroy Creation unmakes a created figure, real or not, and tells nobody what it was', () => {
    const f = twoCreations(['summon-wolf', 'wolf'], null);
    expect(f.legal().filter((a) => a.type === 'cast' && a.spell === 'destroy-creation').map((a) => (a as { target: number }).target)).toEqual([2]);
    f.act(castAt('destroy-creation', 2), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(2).condition).toBe('gone');
    const vanished = f.logged('vanished').at(-1)!;
    expect(vanished).toMatchObject({ figure: 2, why: 'destroyed' });
    // U's seat is not told the wolf was real.
    const seen = fantasyTrip.view(f.state, 1).events.find((e) => e.type === 'vanished');
    expect(seen === undefined || (seen as { kind: unknown }).kind === null).toBe(true);
    expect(f.fig(1).fatigue).toBe(1);
  });

  it('Dispel Illusions makes every illusion and image within 5 megahexes vanish, shown for what they were; a real creature stays', () => {
    const f = twoCreations(['summon-wolf', 'wolf'], ['illusion', 'bear']);
    f.act(castSpecial('dispel-illusions'), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(2).condition).toBe('fighting');
    expect(f.fig(3).condition).toBe('gone');
    expect(f.fig(3).creation).toMatchObject({ kind: 'illusion', shown: true });
    expect(fantasyTrip.view(f.state, 1).figures[3]!.creation!.kind).toBe('illusion');
    expect(f.fig(1).fatigue).toBe(5);
  });

  it('FT-38: a confused figure disbelieves against its IQ less 2 a level: 11 fails at IQ 14 − 4', () => {
    const f = field([{ ...MAKER, spells: ['illusion', 'confusion'] }], [UNMAKER], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    f.act(castOn('illusion', h(1, 1), 'wolf'), [...AUTO, ...NEXT_TURN]);
    f.initiative(true);
    f.act({ type: 'renew', keep: true });
    f.move(0, 'cast');
    f.hold(2);
    f.move(1, 'disbelieve');
    // W confuses U at 2 levels; then U rolls 5+5+1 = 11 against IQ 14 − 4 = 10: the illusion stays.
    f.act(castAt('confusion', 1, 2), AUTO);
    expect(iqNow(f.fig(1))).toBe(10);
    f.act({ type: 'disbelieve', target: 2 }, [5, 5, 1, ...NEXT_TURN]);
    expect(f.logged('disbelief').at(-1)).toMatchObject({ figure: 1, target: 2, vanished: false });
    expect(f.fig(2).condition).toBe('fighting');
  });

  it('Confusion takes 2 IQ a level for 3 turns, which disbelief rolls against', () => {
    const f = twoCreations(['summon-wolf', 'wolf'], null);
    f.act(castAt('confusion', 0, 2), [...AUTO, ...NEXT_TURN]);
    expect(f.fig(0).effects).toContainEqual({ spell: 'confusion', caster: 1, power: 2, until: 4, attribute: null, secret: null });
    expect(iqNow(f.fig(0))).toBe(11 - 4);
    expect(f.fig(1).fatigue).toBe(2);
  });
});
