/**
 * The optional aimed shots (GM screen, AIMED SHOTS, l.100–109; S-110…S-115; FT-59) and crippling
 * hits (CRIPPLING HITS, l.120–128; S-120; FT-60), one test per sentence of the two sections, with
 * scripted dice. Both are config flags, off by default.
 *
 * The usual layout, as in attacks.test.ts: A (figure 0) at (0,0) facing 0 strikes B (figure 1) at
 * (1,0) facing 3 (A in B's front). Dice lists are the to-hit dice, the damage dice, then a
 * crippling roll's 2 dice, then (when the action ends the turn) the next turn's initiative dice.
 */
import { describe, expect, it } from 'vitest';
import type { HexDirection } from '../../src/core/hex.js';
import { isRuleError, RuleError } from '../../src/index.js';
import { fantasyTrip, type FantasyTripAim, type FantasyTripOption } from '../../src/games/fantasy-trip/index.js';
import { Fight, h, type Build, type FightSpec } from './harness.js';

const NEXT_TURN = [6, 1];
/** ST 12, DX 12, a broadsword (2 dice). */
const SWORD = { st: 12, dx: 12, weapons: ['broadsword'] };
/** ST 8, DX 16, a dagger (1 die −1). */
const DAGGER = { st: 8, dx: 16, weapons: ['dagger'] };
/** ST 13, DX 11, nothing in hand: acts after A. */
const B11 = { st: 13, dx: 11 };

type Flags = Pick<FightSpec, 'aimedShots' | 'cripplingHits'>;
const AIMED: Flags = { aimedShots: true };
const CRIPPLING: Flags = { cripplingHits: true };

/**
 * A strikes B: A at (0,0) facing 0, B at (1,0) facing `facing`, side 0 moving first. A takes its
 * attacking option, B `bOption` (default: a move that leaves it no action). A acts next.
 */
function strike(a: Partial<Build>, b: Partial<Build>, flags: Flags, facing: HexDirection = 3, bOption?: FantasyTripOption): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }]],
    initiative: [6, 1],
    place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing } },
    ...flags,
  });
  fight.initiative(true);
  fight.prepareAttack(0);
  if (bOption === undefined) fight.hold(1);
  else fight.move(1, bOption);
  expect(fight.acting()).toBe(0);
  return fight;
}

/** The aims on offer with the acting figure's `type` actions at `target` (`plain` for none), sorted. */
function aimsOn(fight: Fight, type: 'attack' | 'throw' | 'fire', target: number): string[] {
  return fight
    .legal()
    .flatMap((a) => (a.type === type && a.target === target ? [a.aim ?? 'plain'] : []))
    .sort();
}

/** A's aimed blow at B. */
const aimed = (aim: FantasyTripAim, target = 1): { type: 'attack'; target: number; aim: FantasyTripAim } => ({ type: 'attack', target, aim });

describe('FT-59/FT-60 the flags (R-27)', () => {
  it('R-27: both optional rules are off by default, and on only when a config says true', () => {
    const config = fantasyTrip.parseConfig({ players: 2 });
    expect(config).toMatchObject({ aimedShots: false, cripplingHits: false });
    expect(fantasyTrip.defaultConfig(3)).toMatchObject({ aimedShots: false, cripplingHits: false });
    expect(fantasyTrip.parseConfig({ players: 2, aimedShots: true, cripplingHits: true })).toMatchObject({ aimedShots: true, cripplingHits: true });
  });

  it('R-27: a flag that is not true or false is BAD_CONFIG naming its ruling', () => {
    for (const [field, rule] of [['aimedShots', 'FT-59'], ['cripplingHits', 'FT-60']] as const) {
      for (const value of [1, 'yes', null, {}]) {
        let caught: unknown;
        try {
          fantasyTrip.parseConfig({ players: 2, [field]: value });
        } catch (error) {
          caught = error;
        }
        expect(isRuleError(caught, 'BAD_CONFIG')).toBe(true);
        expect((caught as RuleError).rule).toBe(rule);
      }
    }
  });

  it('FT-59: with aimed shots off, no legal action carries an aim, and an aimed blow is refused naming FT-59', () => {
    const fight = strike(SWORD, B11, {});
    expect(aimsOn(fight, 'attack', 1)).toEqual(['plain']);
    expect(fight.legal().every((a) => !('aim' in a))).toBe(true);
    const error = fight.refuse(aimed('head'), 'ILLEGAL_ACTION');
    expect(error.rule).toBe('FT-59');
  });

  it('FT-59: parseAction takes an aim on attack, fire and throw only, and only one of the five', () => {
    expect(fantasyTrip.parseAction({ type: 'attack', player: 0, target: 1, aim: 'leg' })).toEqual({ type: 'attack', player: 0, target: 1, aim: 'leg' });
    expect(fantasyTrip.parseAction({ type: 'fire', player: 0, target: 1 })).toEqual({ type: 'fire', player: 0, target: 1 });
    for (const bad of [
      { type: 'attack', player: 0, target: 1, aim: 'wing' },
      { type: 'throw', player: 0, target: 1, aim: null },
      { type: 'grapple', player: 0, target: 1, aim: 'head' },
      { type: 'breathe', player: 0, target: 1, aim: 'head' },
    ]) {
      expect(() => fantasyTrip.parseAction(bad)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }) as Error);
    }
  });

  it('FT-59: with aimed shots on, each blow is offered plain and at each part a broadsword may aim at (no hand)', () => {
    const fight = strike(SWORD, B11, AIMED);
    expect(aimsOn(fight, 'attack', 1)).toEqual(['head', 'leg', 'plain', 'shieldArm', 'weaponArm']);
    const head = fight.legal().find((a) => a.type === 'attack' && a.aim === 'head')!;
    expect(fantasyTrip.describeAction(fight.state, head)).toBe('A: attack B, aimed at the head (−6)');
  });
});

describe('S-110…S-115 the DX of an aimed roll', () => {
  const cases: readonly [FantasyTripAim, number][] = [
    ['head', 6],
    ['weaponArm', 4],
    ['shieldArm', 6],
    ['leg', 4],
  ];
  for (const [aim, penalty] of cases) {
    it(`S-11${aim === 'head' ? 2 : aim === 'weaponArm' ? 3 : aim === 'shieldArm' ? 4 : 5}: aimed at the ${aim}, the roll is at −${penalty} DX, declared before it`, () => {
      const fight = strike(SWORD, B11, AIMED);
      fight.act(aimed(aim), [6, 6, 4, ...NEXT_TURN]);
      expect(fight.logged('aimed')).toEqual([{ type: 'aimed', figure: 0, name: 'A', target: 1, targetName: 'B', aim, penalty }]);
      expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 12 - penalty, hit: false });
      const types = fight.log.map((e) => e.type);
      expect(types.indexOf('aimed')).toBe(types.indexOf('attacked') - 1);
    });
  }

  it('S-111: a dagger aimed at the hand is at −6 DX', () => {
    const fight = strike(DAGGER, { ...B11, armor: 'leather' }, AIMED);
    fight.act(aimed('hand'), [6, 6, 4, ...NEXT_TURN]);
    expect(fight.logged('attacked')[0]).toMatchObject({ adjDX: 10, hit: false });
  });
});

describe('S-110/S-111 a dagger, sha-ken or whip', () => {
  it('S-110: at the head, armour stops nothing (a shield still does) and the damage is doubled', () => {
    const fight = strike(DAGGER, { ...B11, armor: 'leather', shield: 'small-shield' }, AIMED);
    // 4 on the die: 1d−1 = 3, doubled 6; the shield stops 1, the leather nothing.
    fight.act(aimed('head'), [2, 3, 4, 4]);
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 1, rolled: 6, stopped: 1, hits: 5 });
    // The dagger's head hit is its damage only: no stun (the thresholds are the other weapons').
    expect(fight.events('aimedHit')).toEqual([{ type: 'aimedHit', figure: 1, name: 'B', aim: 'head', hits: 5, result: 'none' }]);
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-110: the doubling comes on top of the roll\'s own multiplier', () => {
    const fight = strike(DAGGER, B11, AIMED);
    // A 4 on 3 dice doubles; aimed at the head, doubled again: (4 − 1) × 2 × 2.
    fight.act(aimed('head'), [1, 1, 2, 4]);
    expect(fight.events('damaged')[0]).toMatchObject({ rolled: 12, hits: 12 });
  });

  it('S-111: the hand is on offer only to a dagger, at a foe with no ready shield and armour lighter than chain', () => {
    expect(aimsOn(strike(DAGGER, { ...B11, armor: 'leather' }, AIMED), 'attack', 1)).toEqual(['hand', 'head', 'leg', 'plain', 'shieldArm', 'weaponArm']);
    expect(aimsOn(strike(DAGGER, { ...B11, armor: 'cloth' }, AIMED), 'attack', 1)).toContain('hand');
    expect(aimsOn(strike(DAGGER, B11, AIMED), 'attack', 1)).toContain('hand');
    expect(aimsOn(strike(DAGGER, { ...B11, armor: 'chainmail' }, AIMED), 'attack', 1)).not.toContain('hand');
    expect(aimsOn(strike(DAGGER, { ...B11, shield: 'small-shield' }, AIMED), 'attack', 1)).not.toContain('hand');
    const fight = strike(DAGGER, { ...B11, armor: 'chainmail' }, AIMED);
    expect(fight.refuse(aimed('hand'), 'ILLEGAL_ACTION').rule).toBe('FT-59');
  });

  it('S-111: a dagger is thrown at a hand from 3 hexes away or closer, not from 4', () => {
    for (const [q, hand] of [[3, true], [4, false]] as const) {
      const fight = new Fight({
        sides: [[{ name: 'A', ...DAGGER }], [{ name: 'B', ...B11 }]],
        initiative: [6, 1],
        place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(q, 0), facing: 3 } },
        ...AIMED,
      });
      fight.initiative(true);
      fight.move(0, 'charge');
      fight.hold(1);
      expect(aimsOn(fight, 'throw', 1).includes('hand')).toBe(hand);
      expect(aimsOn(fight, 'throw', 1)).toContain('head');
    }
  });

  it('S-111: a hit in the hand does plain damage and makes the target drop what it holds', () => {
    const fight = strike(DAGGER, { ...B11, armor: 'leather', weapons: ['broadsword'] }, AIMED);
    // 5 on the die: 1d−1 = 4, leather stops 2.
    fight.act(aimed('hand'), [2, 3, 4, 5]);
    expect(fight.events('damaged')[0]).toMatchObject({ figure: 1, rolled: 4, stopped: 2, hits: 2 });
    expect(fight.events('itemDropped')).toEqual([{ type: 'itemDropped', figure: 1, name: 'B', item: 1, ref: 'broadsword' }]);
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground', at: h(1, 0) });
    expect(fight.events('aimedHit')[0]).toMatchObject({ aim: 'hand', hits: 2, result: 'dropped' });
    expect(fight.fig(1).wounds).toBeNull();
  });
});

describe('S-112 other weapons at the head', () => {
  it('S-112: 2 hits do nothing more', () => {
    const fight = strike(SWORD, B11, AIMED);
    fight.act(aimed('head'), [1, 2, 3, 1, 1]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 2, result: 'none' });
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-112: more than 2 hits: the target is at −4 DX in its next turn, and only then', () => {
    const fight = strike(SWORD, B11, AIMED);
    fight.act(aimed('head'), [1, 2, 3, 1, 2]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 3, result: 'stunned' });
    expect(fight.fig(1).wounds).toMatchObject({ stunnedTurn: 2 });
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.move(0, 'shiftDefend');
    fight.prepareAttack(1);
    fight.attack(0, [6, 6, 4, 4, ...NEXT_TURN]);
    // DX 11, −4; A defends with its sword, so 4 dice.
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, adjDX: 7 });
    // Turn 3: the stun is over.
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-112: more than 5 hits knock the target out: unconscious, its ST at the threshold', () => {
    const fight = strike(SWORD, B11, AIMED);
    fight.act(aimed('head'), [1, 2, 3, 3, 3]);
    expect(fight.fig(1).condition).toBe('unconscious');
    expect(fight.fig(1).st - fight.fig(1).hits).toBe(0);
    expect(fight.logged('aimedHit')[0]).toMatchObject({ hits: 6, result: 'knockedOut' });
    expect(fight.logged('unconscious')).toEqual([{ type: 'unconscious', figure: 1, name: 'B' }]);
  });
});

describe('S-113 the weapon arm', () => {
  const ARMED = { ...B11, weapons: ['broadsword'] };

  it('S-113: more than 2 hits: the target drops its weapon, and may ready it again', () => {
    const fight = strike(SWORD, ARMED, AIMED);
    fight.act(aimed('weaponArm'), [1, 2, 3, 1, 2]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 3, result: 'dropped' });
    expect(fight.events('itemDropped')).toEqual([{ type: 'itemDropped', figure: 1, name: 'B', item: 1, ref: 'broadsword' }]);
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-113: more than 5 hits: the arm is useless for the fight; it drops its weapon, readies none and fights bare-handed', () => {
    const fight = strike(SWORD, ARMED, AIMED);
    fight.act(aimed('weaponArm'), [1, 2, 3, 3, 3]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 6, result: 'disabled' });
    expect(fight.fig(1).wounds).toMatchObject({ weaponArm: 'disabled' });
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground' });
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.move(0, 'shiftDefend');
    // Its sword lies in its own hex: picking it up is no choice for it.
    fight.move(1, 'pickUp', [], undefined, NEXT_TURN);
    expect(fight.logged('itemReadied')).toEqual([]);
    fight.initiative(true);
    fight.move(0, 'shiftDefend');
    fight.prepareAttack(1);
    fight.attack(0, [6, 6, 4, 4, ...NEXT_TURN]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, weapon: null });
  });

  it('S-113: more than 7 hits: the arm is lost', () => {
    const fight = strike(SWORD, ARMED, AIMED);
    fight.act(aimed('weaponArm'), [1, 2, 3, 4, 4]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 8, result: 'lost' });
    expect(fight.fig(1).wounds).toMatchObject({ weaponArm: 'lost' });
  });
});

describe('S-114 the shield arm', () => {
  const SHIELDED = { ...B11, shield: 'small-shield' };

  it('S-114: more than 2 hits: the target drops its shield', () => {
    const fight = strike(SWORD, SHIELDED, AIMED);
    // 4 rolled, the shield stops 1.
    fight.act(aimed('shieldArm'), [1, 2, 3, 2, 2]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 3, result: 'dropped' });
    expect(fight.events('itemDropped')).toEqual([{ type: 'itemDropped', figure: 1, name: 'B', item: 1, ref: 'small-shield' }]);
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-114: more than 5 hits: the arm is useless for the fight (the shield is already down, so no −2 DX)', () => {
    const fight = strike(SWORD, SHIELDED, AIMED);
    fight.act(aimed('shieldArm'), [1, 2, 3, 3, 4]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 6, result: 'disabled' });
    expect(fight.fig(1).wounds).toMatchObject({ shieldArm: 'disabled' });
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground' });
  });

  it('S-114: more than 7 hits: the arm is lost', () => {
    const fight = strike(SWORD, SHIELDED, AIMED);
    fight.act(aimed('shieldArm'), [1, 2, 3, 4, 5]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 8, result: 'lost' });
    expect(fight.fig(1).wounds).toMatchObject({ shieldArm: 'lost' });
  });
});

describe('S-115 a leg', () => {
  it('S-115: more than 2 hits: lame for 3 turns: no steps, −2 DX to attack, +2 DX to be attacked, still engaging and striking', () => {
    const fight = strike(SWORD, B11, AIMED);
    fight.act(aimed('leg'), [1, 2, 3, 1, 2]);
    expect(fight.events('aimedHit')[0]).toMatchObject({ hits: 3, result: 'hobbled' });
    expect(fight.fig(1).wounds).toMatchObject({ hobbledUntil: 4, rightLeg: 'sound', leftLeg: 'sound' });
    fight.retreat(null, NEXT_TURN);
    // Turn 2: A strikes the lame B at +2; B cannot shift, but strikes back at −2.
    fight.initiative(true);
    fight.prepareAttack(0);
    fight.begin(1, 'shiftAttack');
    expect(fight.steps()).toEqual([]);
    fight.end();
    fight.attack(1, [6, 6, 4]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 0, adjDX: 14 });
    fight.attack(0, [6, 6, 4, ...NEXT_TURN]);
    expect(fight.events('attacked')[0]).toMatchObject({ figure: 1, adjDX: 9 });
    // Turns 3 and 4: still lame; turn 5: on its feet again.
    for (const turn of [3, 4, 5]) {
      expect(fight.turn).toBe(turn);
      fight.initiative(true);
      fight.hold(0);
      fight.begin(1, 'shiftAttack');
      expect(fight.steps().length > 0).toBe(turn === 5);
      fight.end(undefined);
      if (fight.acting() === 1) fight.pass(NEXT_TURN);
    }
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-115: more than 5 hits: a leg useless for the fight; more than 7: lost', () => {
    const disabled = strike(SWORD, B11, AIMED);
    disabled.act(aimed('leg'), [1, 2, 3, 3, 3]);
    expect(disabled.events('aimedHit')[0]).toMatchObject({ hits: 6, result: 'disabled' });
    expect(disabled.fig(1).wounds).toMatchObject({ rightLeg: 'disabled', leftLeg: 'sound', hobbledUntil: null });
    const lost = strike(SWORD, B11, AIMED);
    lost.act(aimed('leg'), [1, 2, 3, 4, 4]);
    expect(lost.fig(1).wounds).toMatchObject({ rightLeg: 'lost' });
  });

  it('S-115: a lame striker forces its foe back but does not follow (it takes no step)', () => {
    const fight = strike(SWORD, { ...B11, weapons: ['broadsword'] }, AIMED);
    fight.act(aimed('leg'), [1, 2, 3, 1, 2]);
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.hold(0);
    fight.prepareAttack(1);
    // B at DX 11 − 2 hits with 8, for 6.
    fight.attack(0, [2, 3, 3, 3, 3]);
    expect(fight.phase).toBe('retreat');
    const push = fight.legal().find((a) => a.type === 'retreat' && a.to !== null)!;
    fight.act(push, NEXT_TURN);
    expect(fight.logged('retreated')).toHaveLength(1);
    expect(fight.phase).toBe('initiative');
  });

  it('S-115: a figure with a useless leg stays lame: no steps next turn, and none after', () => {
    const fight = strike(SWORD, B11, AIMED);
    fight.act(aimed('leg'), [1, 2, 3, 3, 3]);
    fight.retreat(null, NEXT_TURN);
    fight.initiative(true);
    fight.hold(0);
    fight.begin(1, 'shiftAttack');
    expect(fight.steps()).toEqual([]);
  });
});

describe('S-120 crippling hits', () => {
  /** A's blow lands automatically on a 5 (2 damage dice of 1: 2 hits), then the crippling dice. */
  const AUTO = [1, 2, 2, 1, 1];

  it('S-120: with the rule off, an automatic hit rolls nothing more', () => {
    const fight = strike(SWORD, B11, {});
    fight.attack(1, AUTO);
    expect(fight.logged('rolledToCripple')).toEqual([]);
  });

  it('S-120: a hit that is not automatic rolls nothing more', () => {
    const fight = strike(SWORD, B11, CRIPPLING);
    fight.attack(1, [4, 4, 4, 1, 1]);
    expect(fight.logged('rolledToCripple')).toEqual([]);
  });

  it('S-120: 2 through 7: no crippling hit, and the roll is reported', () => {
    const fight = strike(SWORD, B11, CRIPPLING);
    fight.attack(1, [...AUTO, 3, 4]);
    expect(fight.events('rolledToCripple')).toEqual([{ type: 'rolledToCripple', figure: 0, name: 'A', target: 1, targetName: 'B', dice: [3, 4], result: 'none' }]);
    expect(fight.fig(1).wounds).toBeNull();
  });

  it('S-120: 8: the target loses the use of its right leg', () => {
    const fight = strike(SWORD, B11, CRIPPLING);
    fight.attack(1, [...AUTO, 4, 4]);
    expect(fight.events('rolledToCripple')[0]).toMatchObject({ result: 'rightLeg' });
    expect(fight.fig(1).wounds).toEqual({ weaponArm: 'sound', shieldArm: 'sound', rightLeg: 'disabled', leftLeg: 'sound', hobbledUntil: null, stunnedTurn: null });
  });

  it('S-120: 9: the left leg', () => {
    const fight = strike(SWORD, B11, CRIPPLING);
    fight.attack(1, [...AUTO, 4, 5]);
    expect(fight.events('rolledToCripple')[0]).toMatchObject({ result: 'leftLeg' });
    expect(fight.fig(1).wounds).toMatchObject({ leftLeg: 'disabled', rightLeg: 'sound' });
  });

  it('S-120: 10: the weapon arm, and the weapon falls', () => {
    const fight = strike(SWORD, { ...B11, weapons: ['broadsword'] }, CRIPPLING);
    fight.attack(1, [...AUTO, 5, 5]);
    expect(fight.events('rolledToCripple')[0]).toMatchObject({ result: 'weaponArm' });
    expect(fight.fig(1).wounds).toMatchObject({ weaponArm: 'disabled' });
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground' });
  });

  it('S-120: 11: the shield arm, and the shield falls (a two-handed weapon too)', () => {
    const fight = strike(SWORD, { ...B11, shield: 'small-shield' }, CRIPPLING);
    fight.attack(1, [1, 2, 2, 2, 2, 5, 6]);
    expect(fight.events('rolledToCripple')[0]).toMatchObject({ result: 'shieldArm' });
    expect(fight.fig(1).wounds).toMatchObject({ shieldArm: 'disabled' });
    expect(fight.item(1)).toMatchObject({ holder: null, state: 'ground' });
    const twoHanded = strike(SWORD, { st: 14, dx: 10, weapons: ['two-handed-sword'] }, CRIPPLING);
    twoHanded.attack(1, [...AUTO, 5, 6]);
    expect(twoHanded.item(1)).toMatchObject({ holder: null, state: 'ground', ref: 'two-handed-sword' });
  });

  it('S-120: 12: a blow to the head: ST to the unconscious threshold, and the target falls unconscious', () => {
    const fight = strike(SWORD, B11, CRIPPLING);
    fight.attack(1, [...AUTO, 6, 6]);
    expect(fight.logged('rolledToCripple')[0]).toMatchObject({ result: 'head' });
    expect(fight.fig(1).condition).toBe('unconscious');
    expect(fight.fig(1).st - fight.fig(1).hits).toBe(0);
  });

  it('S-120: a shot or throw that hits automatically rolls too', () => {
    const fight = new Fight({
      sides: [[{ name: 'A', ...DAGGER }], [{ name: 'B', ...B11 }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } },
      ...CRIPPLING,
    });
    fight.initiative(true);
    fight.move(0, 'charge');
    fight.hold(1);
    fight.act({ type: 'throw', target: 1 }, [1, 2, 2, 3, 4, 4, ...NEXT_TURN]);
    expect(fight.logged('rolledToCripple')[0]).toMatchObject({ figure: 0, target: 1, dice: [4, 4], result: 'rightLeg' });
  });
});

describe('FT-59 what is never aimed', () => {
  it('FT-59: hand-to-hand blows are never aimed', () => {
    // B in leather has the lower MA: A's charge may grapple it outright (FT-18); a 1 puts both down.
    const fight = new Fight({
      sides: [[{ name: 'A', ...SWORD }], [{ name: 'B', ...B11, armor: 'leather' }]],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(1, 0), facing: 3 } },
      ...AIMED,
    });
    fight.initiative(true);
    fight.move(0, 'grapple');
    fight.hold(1);
    fight.act({ type: 'grapple', target: 1 }, [1, ...NEXT_TURN]);
    expect(fight.fig(0).posture).toBe('hth');
    fight.initiative(true);
    fight.move(0, 'hthAttack');
    fight.move(1, 'breakFree');
    expect(fight.acting()).toBe(0);
    expect(aimsOn(fight, 'attack', 1)).toEqual(['plain']);
    expect(fight.refuse(aimed('head'), 'ILLEGAL_ACTION').rule).toBe('FT-59');
  });
});

describe('FT-59/FT-60 figures without a build\'s limbs', () => {
  /**
   * V (0) summons a wolf (3) next to A (2), M (1) a myrmidon (4); A then strikes at them. Turn 2's
   * renewals and tie dice as the rules ask for them.
   */
  function beasts(flags: Flags): Fight {
    const fight = new Fight({
      sides: [
        [
          { name: 'V', st: 9, dx: 14, iq: 9, spells: ['summon-wolf'] },
          { name: 'M', st: 11, dx: 11, iq: 10, spells: ['summon-myrmidon'] },
        ],
        [{ name: 'A', ...SWORD }],
      ],
      initiative: [6, 1],
      place: { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(0, 1), facing: 0 }, 2: { at: h(2, 0), facing: 3 } },
      ...flags,
    });
    fight.initiative(true);
    fight.move(0, 'cast');
    fight.move(1, 'cast');
    fight.hold(2);
    fight.act({ type: 'cast', spell: 'summon-wolf', power: 1, target: null, at: h(1, 0), looks: 'wolf' }, [1, 1, 3]);
    fight.act({ type: 'cast', spell: 'summon-myrmidon', power: 1, target: null, at: h(1, 1), looks: 'myrmidon' }, [1, 1, 3, ...NEXT_TURN]);
    expect(fight.state.figures.slice(3).map((f) => f.creature)).toEqual(['wolf', 'myrmidon']);
    fight.initiative(true);
    while (fight.phase === 'renew') fight.act({ type: 'renew', keep: true });
    fight.hold(0);
    fight.hold(1);
    fight.hold(3);
    fight.hold(4);
    fight.prepareAttack(2, [6, 1]);
    return fight;
  }

  it('FT-59: a beast may be aimed at only in the head; a myrmidon has a build\'s limbs', () => {
    const fight = beasts(AIMED);
    while (fight.acting() !== 2) fight.pass();
    expect(aimsOn(fight, 'attack', 3)).toEqual(['head', 'plain']);
    expect(aimsOn(fight, 'attack', 4)).toEqual(['head', 'leg', 'plain', 'shieldArm', 'weaponArm']);
    expect(fight.refuse(aimed('leg', 3), 'ILLEGAL_ACTION').rule).toBe('FT-59');
  });

  it('FT-60: a crippling roll of 8–11 does nothing to a beast', () => {
    const fight = beasts(CRIPPLING);
    while (fight.acting() !== 2) fight.pass();
    // An automatic hit on the wolf (its hide stops 1 of 2), then 8 for a leg it does not have.
    fight.attack(3, [1, 2, 2, 1, 1, 4, 4]);
    expect(fight.events('rolledToCripple')).toEqual([{ type: 'rolledToCripple', figure: 2, name: 'A', target: 3, targetName: "V's wolf 1", dice: [4, 4], result: 'none' }]);
    expect(fight.fig(3).wounds).toBeNull();
  });
});

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('FT-59/FT-60 saved states', () => {
  /** A saved state of the usual layout, B hit in the leg for good, edited by `edit`; parsed. */
  function parsedWith(flags: Flags, edit: (saved: Json) => void): unknown {
    const fight = strike(SWORD, { ...B11, weapons: ['broadsword'] }, { aimedShots: true });
    fight.act(aimed('leg'), [1, 2, 3, 3, 3]);
    const saved = JSON.parse(JSON.stringify(fight.state));
    saved.config = { ...saved.config, aimedShots: false, cripplingHits: false, ...flags };
    edit(saved);
    try {
      return fantasyTrip.parseState(saved);
    } catch (error) {
      return error;
    }
  }
  const refused = (result: unknown, words: RegExp): void => {
    expect(isRuleError(result, 'BAD_STATE')).toBe(true);
    expect((result as RuleError).message).toMatch(words);
  };

  it('FT-59: wounds parse back as saved, and only where the rules could have left them', () => {
    expect(isRuleError(parsedWith(AIMED, () => {}))).toBe(false);
    refused(parsedWith({}, () => {}), /FT-59, FT-60/);
    // A crippling hit disables; only an aimed one takes a limb off.
    refused(parsedWith(CRIPPLING, (s) => (s.figures[1].wounds.rightLeg = 'lost')), /FT-59/);
    refused(parsedWith(AIMED, (s) => (s.figures[1].wounds.hobbledUntil = s.turn.number + 9)), /hobbles for 3 turns/);
    refused(parsedWith(AIMED, (s) => (s.figures[1].wounds = { weaponArm: 'sound', shieldArm: 'sound', rightLeg: 'sound', leftLeg: 'sound', hobbledUntil: null, stunnedTurn: null })), /wounds null/);
    // B still holds its sword: not in a useless weapon arm.
    refused(parsedWith(AIMED, (s) => (s.figures[1].wounds.weaponArm = 'disabled')), /no weapon in a useless weapon arm/);
    refused(parsedWith(AIMED, (s) => (s.figures[1].wounds.rightLeg = 'broken')), /expected one of/);
  });
});
