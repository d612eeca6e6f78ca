/**
 * Issue 22, item 12: rulings the audit found contradicting the books, changed to follow them
 * (FT-18, FT-33), each with the GM screen's line in the ruling and a scripted-dice test.
 */
import { describe, expect, it } from 'vitest';
import { Fight, h, type Build } from './harness.js';
import { AUTO, castAt, field, readyToCast, T_AT, W_AT } from './wizard-helpers.js';

const NEXT_TURN = [6, 1];
/** 16 on 3 dice: misses whatever the DX, and drops nothing (S-41). */
const MISS = [6, 6, 4];

/** A grapples B (B's back to the wall) on turn 1 with the defender's die 1; turn 2 waits on side 0's move. */
function grappled(a: Partial<Build>, b: Partial<Build>): Fight {
  const fight = new Fight({
    sides: [[{ name: 'A', ...a }], [{ name: 'B', ...b }]],
    initiative: [6, 1],
    place: { 0: { at: h(6, 0), facing: 0 }, 1: { at: h(7, 0), facing: 3 } },
  });
  fight.initiative(true);
  fight.move(0, 'grapple');
  fight.hold(1);
  fight.act({ type: 'grapple', target: 1 }, [1, ...NEXT_TURN]);
  expect(fight.turn).toBe(2);
  fight.initiative(true);
  return fight;
}

describe('FT-18: drawing a dagger in hand-to-hand is a plain 3/DX roll', () => {
  it('screen (u) "Requires successful 3/DX roll": no +4, so 11 fails at DX 10', () => {
    const fight = grappled({ st: 14, dx: 10, weapons: ['broadsword', 'dagger'] }, { st: 16, dx: 8, weapons: ['broadsword'] });
    fight.move(0, 'drawDagger');
    fight.move(1, 'hthAttack');
    expect(fight.acting()).toBe(0);
    fight.act({ type: 'drawDagger' }, [4, 4, 3]);
    expect(fight.events('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'drawDagger', dice: [4, 4, 3], adjDX: 10, success: false }]);
    expect(fight.carried(0)).toEqual(['dagger:slung']);
    fight.attack(0, [...MISS, ...NEXT_TURN]);
  });

  it('a roll at the plain DX draws the dagger', () => {
    const fight = grappled({ st: 14, dx: 10, weapons: ['broadsword', 'dagger'] }, { st: 16, dx: 8, weapons: ['broadsword'] });
    fight.move(0, 'drawDagger');
    fight.move(1, 'hthAttack');
    fight.act({ type: 'drawDagger' }, [4, 3, 3]);
    expect(fight.events('hthRoll')).toEqual([{ type: 'hthRoll', figure: 0, name: 'A', attempt: 'drawDagger', dice: [4, 3, 3], adjDX: 10, success: true }]);
    expect(fight.carried(0)).toEqual(['dagger:ready']);
  });
});

describe('FT-33: a wizard holding a weapon other than the staff casts at −4', () => {
  /** IQ 8 wizard, DX 12, ST 12; its target T has DX 11 and acts after it. */
  const WIZ: Partial<Build> = { st: 12, dx: 12, iq: 8, spells: ['magic-fist', 'blur'] };
  const TARGET: Partial<Build> = { st: 13, dx: 11 };

  it.each([
    ['dagger', 8],
    ['broadsword', 8],
    ['staff', 12],
  ] as const)('screen "Wizard with metal weapon/armor not silver -4 to spells": with a %s in hand it casts at adjDX %i', (weapon, adjDX) => {
    const f = readyToCast({ ...WIZ, weapons: [weapon] }, TARGET);
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(adjDX);
  });

  it('metal armour and a weapon together are the screen\'s one line, one −4 (chainmail −3 DX, then −4)', () => {
    const f = readyToCast({ ...WIZ, armor: 'chainmail', weapons: ['dagger'] }, TARGET);
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(12 - 3 - 4);
  });

  it('metal armour alone is the same −4 (chainmail, staff in hand)', () => {
    const f = readyToCast({ ...WIZ, armor: 'chainmail', weapons: ['staff'] }, TARGET);
    f.act(castAt('blur', 0), [...AUTO, ...NEXT_TURN]);
    expect(f.logged('spellCast')[0]!.adjDX).toBe(12 - 3 - 4);
  });

  it('a ready shield still takes the cast option away (R-04); a weapon does not', () => {
    const shield = field([{ name: 'W', ...WIZ, weapons: ['dagger'], shield: 'small-shield' }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(shield.options(0)).not.toContain('cast');
    const sword = field([{ name: 'W', ...WIZ, weapons: ['broadsword'] }], [{ name: 'T', ...TARGET }], { 0: W_AT, 1: T_AT });
    expect(sword.options(0)).toContain('cast');
  });
});
