/**
 * Secret protections (FT-38, FT-49): a failed real secret cast looks to other seats like one that
 * worked or a fake, and a fake costs nothing and is open to any wizard (Wizard: "roll the dice but
 * cast no spell at all, conserving his strength"). Layouts: secrets-scenarios.ts.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { fantasyTrip, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { castChoices } from '../../src/games/fantasy-trip/rules/spells.js';
import { h } from './harness.js';
import { NEXT_TURN, field } from './wizard-helpers.js';
import { secretStoneFlesh } from './secrets-scenarios.js';

/** What seat 1 can tell of a state: its view, the actors and its legal actions. */
function seenBy1(state: FantasyTripState): unknown {
  return { view: fantasyTrip.view(state, 1), actors: fantasyTrip.actors(state), legal: fantasyTrip.legalActions(state, 1) };
}

describe('FT-38, FT-49: a failed secret protection', () => {
  it('FT-49: a failed real secret Stone Flesh looks to the other seat exactly like one that worked, and like a fake', () => {
    const worked = secretStoneFlesh('works');
    const failed = secretStoneFlesh('fails');
    const faked = secretStoneFlesh('fake');
    expect(worked.figures[0]!.effects).toHaveLength(1);
    expect(seenBy1(failed)).toEqual(seenBy1(worked));
    expect(seenBy1(faked)).toEqual(seenBy1(worked));
    // Its own side knows: the failure left a fake, with what the real spell would have cost.
    expect(failed.figures[0]!.effects).toEqual([{ spell: 'stone-flesh', caster: 0, power: 1, until: null, attribute: null, secret: { fake: true, paid: 2, notReal: [] } }]);
    expect(failed.figures[0]!.fatigue).toBe(1);
  });

  it('FT-49: through the next renew step, both worlds stay alike to the other seat', () => {
    const step = (state: FantasyTripState, action: Parameters<typeof fantasyTrip.reduce>[1]): FantasyTripState => fantasyTrip.reduce(state, action, createRng(1));
    let worked = secretStoneFlesh('works');
    let failed = secretStoneFlesh('fails');
    for (const action of [{ type: 'initiative', player: 0, moveFirst: true }, { type: 'renew', player: 0, keep: true }] as const) {
      worked = step(worked, action);
      failed = step(failed, action);
      expect(seenBy1(failed)).toEqual(seenBy1(worked));
    }
    // The real one cost its upkeep; the failed one, now a fake, nothing more.
    expect(worked.figures[0]!.fatigue).toBe(3);
    expect(failed.figures[0]!.fatigue).toBe(1);
  });
});

describe('FT-49: fakes cost nothing and any wizard may make one', () => {
  it('FT-49: a wizard of IQ 9 who knows no protection may fake each of the five on itself and its friends, never on a foe', () => {
    const f = field(
      [{ name: 'N', st: 13, dx: 10, iq: 9, spells: ['magic-fist'] }, { name: 'F', st: 13, dx: 11 }],
      [{ name: 'E', st: 13, dx: 11 }],
      { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(0, 1), facing: 0 }, 2: { at: h(3, 0), facing: 3 } },
    );
    const fakes = castChoices(f.state, f.fig(0)).filter((a) => a.type === 'cast' && a.looks === 'fake');
    expect(fakes.map((a) => (a.type === 'cast' ? `${a.spell}:${a.target}` : '')).sort()).toEqual(
      ['spell-shield', 'stone-flesh', 'iron-flesh', 'shock-shield', 'reverse-missiles'].flatMap((s) => [`${s}:0`, `${s}:1`]).sort(),
    );
    f.move(0, 'cast');
    f.hold(1);
    f.hold(2);
    expect(f.acting()).toBe(0);
    // No dice: the scripted rng holds only the next turn's initiative.
    f.act({ type: 'cast', spell: 'iron-flesh', power: 1, target: 0, at: null, looks: 'fake' }, [...NEXT_TURN]);
    expect(f.events('secretCast')).toEqual([{ type: 'secretCast', figure: 0, name: 'N', target: 0, targetName: 'N', spell: 'iron-flesh', fake: true, dice: [], adjDX: 10, success: true, cost: 0 }]);
    expect(f.fig(0).fatigue).toBe(0);
    expect(fantasyTrip.view(f.state, 1).figures[0]!.effects).toEqual([{ spell: null, caster: 0, power: 1, until: null, attribute: null, secret: 'unknown' }]);
  });

  it('FT-49: a wizard too spent to pay for any spell may still fake one, and keep it up for nothing', () => {
    // W has 1 ST left above the unconscious threshold: Stone Flesh (2) is out of reach, a fake is not.
    const f = field([{ name: 'W', st: 10, dx: 8, iq: 14, spells: ['stone-flesh'] }], [{ name: 'E', st: 13, dx: 11 }], { 0: { at: h(0, 0), facing: 0, hits: 9 }, 1: { at: h(3, 0), facing: 3 } });
    const offered = castChoices(f.state, f.fig(0)).map((a) => (a.type === 'cast' ? `${a.spell}:${a.looks}` : ''));
    expect(offered).toContain('stone-flesh:fake');
    expect(offered.filter((k) => !k.endsWith(':fake'))).toEqual([]);
    f.move(0, 'cast');
    f.hold(1);
    f.act({ type: 'cast', spell: 'stone-flesh', power: 1, target: 0, at: null, looks: 'fake' }, [...NEXT_TURN]);
    f.initiative(true);
    expect(f.state.turn.renewals).toEqual([{ figure: 0, spell: 'stone-flesh', secret: true }]);
    expect(fantasyTrip.legalActions(f.state, 0)).toContainEqual({ type: 'renew', player: 0, keep: true });
    f.act({ type: 'renew', keep: true });
    expect(f.fig(0).fatigue).toBe(0);
    expect(f.fig(0).condition).toBe('fighting');
  });
});
