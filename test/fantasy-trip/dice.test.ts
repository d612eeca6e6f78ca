/**
 * The to-hit and casting classifiers (S-40…S-42, R-17, R-29) checked against every outcome of 3d6
 * (216) and 4d6 (1296), with the hit counts worked out by hand from the dice distributions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyAttack, classifySpell, sumDamage, type AttackRoll } from '../../src/games/fantasy-trip/rules/dice.js';

/** Every fast-check run is seeded, so a failure reproduces. */
const SEED = 20260117;

/** Every ordered outcome of `n` dice, as totals (6^n of them). */
function outcomes(n: number): number[] {
  let totals = [0];
  for (let i = 0; i < n; i++) totals = totals.flatMap((t) => [1, 2, 3, 4, 5, 6].map((face) => t + face));
  return totals;
}

const THREE = outcomes(3);
const FOUR = outcomes(4);

// How many of the 216 (3d6) and 1296 (4d6) outcomes make each total, written out by hand.
const WAYS_3D6: Readonly<Record<number, number>> = {
  3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27,
  11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6, 17: 3, 18: 1,
};
const WAYS_4D6: Readonly<Record<number, number>> = {
  4: 1, 5: 4, 6: 10, 7: 20, 8: 35, 9: 56, 10: 80, 11: 104, 12: 125, 13: 140, 14: 146,
  15: 140, 16: 125, 17: 104, 18: 80, 19: 56, 20: 35, 21: 20, 22: 10, 23: 4, 24: 1,
};

/**
 * Expected hits out of 216 on 3 dice, for adjDX 0..24. By hand: the 10 outcomes totalling 3–5
 * always hit; totals 6..15 hit up to adjDX; 16–18 (10 outcomes) never do. So adjDX ≤ 5 gives 10,
 * then add 10, 15, 21, 25, 27, 27, 25, 21, 15, 10 for totals 6..15, capped at 206 from adjDX 15.
 */
const HITS_3D6 = [
  10, 10, 10, 10, 10, 10, // adjDX 0..5
  20, 35, 56, 81, 108, 135, 160, 181, 196, 206, // adjDX 6..15
  206, 206, 206, 206, 206, 206, 206, 206, 206, // adjDX 16..24
];

/**
 * Expected hits out of 1296 on 4 dice with Legacy criticals, adjDX 0..24: totals 4–5 (5 outcomes)
 * always hit, 6..19 hit up to adjDX, 20+ (70 outcomes) never; capped at 1226 from adjDX 19.
 */
const HITS_4D6_LEGACY = [
  5, 5, 5, 5, 5, 5, // adjDX 0..5
  15, 35, 70, 126, 206, 310, 435, 575, 721, 861, 986, 1090, 1170, 1226, // adjDX 6..19
  1226, 1226, 1226, 1226, 1226, // adjDX 20..24
];

/** Classic: totals 4 and 5 are ordinary, so adjDX 0..3 never hit, 4 hits on a 4 only, 5 on 4–5. */
const HITS_4D6_CLASSIC = [0, 0, 0, 0, 1, ...HITS_4D6_LEGACY.slice(5)];

function count(totals: readonly number[], keep: (total: number) => boolean): number {
  return totals.filter(keep).length;
}

describe('the dice distributions used below', () => {
  it('match enumeration', () => {
    for (const [total, ways] of Object.entries(WAYS_3D6)) expect(count(THREE, (t) => t === Number(total))).toBe(ways);
    for (const [total, ways] of Object.entries(WAYS_4D6)) expect(count(FOUR, (t) => t === Number(total))).toBe(ways);
    expect(THREE).toHaveLength(216);
    expect(FOUR).toHaveLength(1296);
  });

  it('give the hand-listed counts by the closed form (automatic hits + ordinary totals up to adjDX)', () => {
    const ways3 = (t: number) => WAYS_3D6[t] ?? 0;
    const ways4 = (t: number) => WAYS_4D6[t] ?? 0;
    for (let adjDX = 0; adjDX <= 24; adjDX++) {
      let hits3 = ways3(3) + ways3(4) + ways3(5);
      for (let t = 6; t <= Math.min(adjDX, 15); t++) hits3 += ways3(t);
      expect(hits3).toBe(HITS_3D6[adjDX]);
      let hits4 = ways4(4) + ways4(5);
      for (let t = 6; t <= Math.min(adjDX, 19); t++) hits4 += ways4(t);
      expect(hits4).toBe(HITS_4D6_LEGACY[adjDX]);
      let classic = 0;
      for (let t = 4; t <= Math.min(adjDX, 19); t++) classic += ways4(t);
      expect(classic).toBe(HITS_4D6_CLASSIC[adjDX]);
    }
  });
});

describe('classifyAttack on 3 dice (S-41)', () => {
  it('hits exactly the hand-counted number of the 216 outcomes for every adjDX 0..24', () => {
    for (let adjDX = 0; adjDX <= 24; adjDX++) {
      expect(count(THREE, (t) => classifyAttack(t, 3, adjDX, true).hit)).toBe(HITS_3D6[adjDX]);
      // The four-dice flag has no say on 3 dice.
      expect(count(THREE, (t) => classifyAttack(t, 3, adjDX, false).hit)).toBe(HITS_3D6[adjDX]);
    }
    // The headline probabilities.
    expect(count(THREE, (t) => classifyAttack(t, 3, 10, true).hit) / 216).toBe(108 / 216);
    expect(count(THREE, (t) => classifyAttack(t, 3, 12, true).hit) / 216).toBe(160 / 216);
    expect(count(THREE, (t) => classifyAttack(t, 3, 0, true).hit) / 216).toBe(10 / 216);
    expect(count(THREE, (t) => classifyAttack(t, 3, 30, true).hit) / 216).toBe(206 / 216);
  });

  it('reads each special total of the screen', () => {
    const at = (total: number, adjDX: number): AttackRoll => classifyAttack(total, 3, adjDX, true);
    for (const adjDX of [-5, 0, 10, 30]) {
      expect(at(3, adjDX)).toEqual({ hit: true, multiplier: 3, fumble: 'none', automatic: true });
      expect(at(4, adjDX)).toEqual({ hit: true, multiplier: 2, fumble: 'none', automatic: true });
      expect(at(5, adjDX)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: true });
      expect(at(16, adjDX)).toEqual({ hit: false, multiplier: 1, fumble: 'none', automatic: true });
      expect(at(17, adjDX)).toEqual({ hit: false, multiplier: 1, fumble: 'drop', automatic: true });
      expect(at(18, adjDX)).toEqual({ hit: false, multiplier: 1, fumble: 'break', automatic: true });
    }
    expect(at(6, 6)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: false });
    expect(at(7, 6)).toEqual({ hit: false, multiplier: 1, fumble: 'none', automatic: false });
    expect(at(15, 15)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: false });
    expect(at(15, 14).hit).toBe(false);
  });

  it('has the exact odds of each special result', () => {
    const results = THREE.map((t) => classifyAttack(t, 3, 11, true));
    expect(results.filter((r) => r.multiplier === 3)).toHaveLength(1);
    expect(results.filter((r) => r.multiplier === 2)).toHaveLength(3);
    expect(results.filter((r) => r.fumble === 'drop')).toHaveLength(3);
    expect(results.filter((r) => r.fumble === 'break')).toHaveLength(1);
    expect(results.filter((r) => r.automatic)).toHaveLength(20);
  });
});

describe('classifyAttack on 4 dice (S-42, R-17)', () => {
  it('hits exactly the hand-counted number of the 1296 outcomes, with and without criticals', () => {
    for (let adjDX = 0; adjDX <= 24; adjDX++) {
      expect(count(FOUR, (t) => classifyAttack(t, 4, adjDX, true).hit)).toBe(HITS_4D6_LEGACY[adjDX]);
      expect(count(FOUR, (t) => classifyAttack(t, 4, adjDX, false).hit)).toBe(HITS_4D6_CLASSIC[adjDX]);
    }
    // Dodging or defending against an adjDX 12 attacker: 435/1296 instead of 160/216.
    expect(count(FOUR, (t) => classifyAttack(t, 4, 12, true).hit) / 1296).toBe(435 / 1296);
  });

  it('reads each special total', () => {
    for (const adjDX of [-5, 0, 12, 30]) {
      expect(classifyAttack(4, 4, adjDX, true)).toEqual({ hit: true, multiplier: 3, fumble: 'none', automatic: true });
      expect(classifyAttack(5, 4, adjDX, true)).toEqual({ hit: true, multiplier: 2, fumble: 'none', automatic: true });
      for (const crits of [true, false]) {
        expect(classifyAttack(20, 4, adjDX, crits)).toEqual({ hit: false, multiplier: 1, fumble: 'none', automatic: true });
        for (const total of [21, 22]) {
          expect(classifyAttack(total, 4, adjDX, crits)).toEqual({ hit: false, multiplier: 1, fumble: 'drop', automatic: true });
        }
        for (const total of [23, 24]) {
          expect(classifyAttack(total, 4, adjDX, crits)).toEqual({ hit: false, multiplier: 1, fumble: 'break', automatic: true });
        }
      }
    }
    // Without criticals 4 and 5 are ordinary totals.
    expect(classifyAttack(4, 4, 3, false)).toEqual({ hit: false, multiplier: 1, fumble: 'none', automatic: false });
    expect(classifyAttack(4, 4, 4, false)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: false });
    expect(classifyAttack(5, 4, 4, false).hit).toBe(false);
    expect(classifyAttack(5, 4, 5, false)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: false });
    // 3-dice specials mean nothing on 4 dice: 16 to 19 are ordinary.
    for (const total of [16, 17, 18, 19]) {
      expect(classifyAttack(total, 4, total, true)).toEqual({ hit: true, multiplier: 1, fumble: 'none', automatic: false });
      expect(classifyAttack(total, 4, total - 1, true)).toEqual({ hit: false, multiplier: 1, fumble: 'none', automatic: false });
    }
  });

  it('has the exact odds of each special result', () => {
    const results = FOUR.map((t) => classifyAttack(t, 4, 12, true));
    expect(results.filter((r) => r.multiplier === 3)).toHaveLength(1);
    expect(results.filter((r) => r.multiplier === 2)).toHaveLength(4);
    expect(results.filter((r) => r.automatic && !r.hit && r.fumble === 'none')).toHaveLength(35);
    expect(results.filter((r) => r.fumble === 'drop')).toHaveLength(30);
    expect(results.filter((r) => r.fumble === 'break')).toHaveLength(5);
  });
});

describe('classifyAttack in general', () => {
  it('never hits at a lower adjDX and misses at a higher one (monotone in DX)', () => {
    fc.assert(
      fc.property(fc.constantFrom<3 | 4>(3, 4), fc.integer({ min: -10, max: 30 }), fc.boolean(), fc.nat(100), (dice, adjDX, crits, pick) => {
        const totals = dice === 3 ? THREE : FOUR;
        const total = totals[pick % totals.length]!;
        const low = classifyAttack(total, dice, adjDX, crits);
        const high = classifyAttack(total, dice, adjDX + 1, crits);
        if (low.hit) expect(high).toEqual(low);
        expect(low.multiplier === 1 || low.hit).toBe(true);
        expect(low.fumble === 'none' || !low.hit).toBe(true);
      }),
      { seed: SEED },
    );
  });

  it('refuses totals the dice cannot make and dice counts other than 3 or 4', () => {
    for (const total of [2, 19, 0, -1, 10.5, Number.NaN]) expect(() => classifyAttack(total, 3, 10, true)).toThrow(RangeError);
    for (const total of [3, 25]) expect(() => classifyAttack(total, 4, 10, true)).toThrow(RangeError);
    expect(() => classifyAttack(10, 2 as 3, 10, true)).toThrow(RangeError);
  });

  it('returns frozen results', () => {
    for (const t of FOUR) expect(Object.isFrozen(classifyAttack(t, 4, 10, true))).toBe(true);
  });
});

describe('classifySpell (S-41, R-29)', () => {
  it('succeeds exactly as often as a 3-dice attack at the same adjDX', () => {
    for (let adjDX = 0; adjDX <= 24; adjDX++) {
      expect(count(THREE, (t) => classifySpell(t, adjDX).success)).toBe(HITS_3D6[adjDX]);
    }
  });

  it('reads each special total', () => {
    for (const adjDX of [-5, 0, 10, 30]) {
      expect(classifySpell(3, adjDX)).toEqual({ success: true, multiplier: 3, fizzle: 'none' });
      expect(classifySpell(4, adjDX)).toEqual({ success: true, multiplier: 2, fizzle: 'none' });
      expect(classifySpell(5, adjDX)).toEqual({ success: true, multiplier: 1, fizzle: 'none' });
      expect(classifySpell(16, adjDX)).toEqual({ success: false, multiplier: 1, fizzle: 'none' });
      expect(classifySpell(17, adjDX)).toEqual({ success: false, multiplier: 1, fizzle: 'fullCost' });
      expect(classifySpell(18, adjDX)).toEqual({ success: false, multiplier: 1, fizzle: 'knockdown' });
    }
    expect(classifySpell(11, 11)).toEqual({ success: true, multiplier: 1, fizzle: 'none' });
    expect(classifySpell(12, 11)).toEqual({ success: false, multiplier: 1, fizzle: 'none' });
    const results = THREE.map((t) => classifySpell(t, 12));
    expect(results.filter((r) => r.fizzle === 'fullCost')).toHaveLength(3);
    expect(results.filter((r) => r.fizzle === 'knockdown')).toHaveLength(1);
    expect(() => classifySpell(19, 10)).toThrow(RangeError);
    expect(() => classifySpell(2, 10)).toThrow(RangeError);
  });
});

describe('sumDamage (S-82)', () => {
  it('adds the dice and the modifier, never below 0', () => {
    expect(sumDamage([3, 4], { dice: 2, add: -1 })).toBe(6);
    expect(sumDamage([6], { dice: 1, add: 2 })).toBe(8);
    expect(sumDamage([1], { dice: 1, add: -4 })).toBe(0);
    expect(sumDamage([4], { dice: 1, add: -4 })).toBe(0);
    expect(sumDamage([5], { dice: 1, add: -4 })).toBe(1);
    expect(sumDamage([], { dice: 0, add: 3 })).toBe(3);
  });

  it('is the dice total plus the modifier, floored at 0, for any dice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 }), fc.integer({ min: -10, max: 10 }), (rolls, add) => {
        const expected = Math.max(0, rolls.reduce((s, d) => s + d, 0) + add);
        expect(sumDamage(rolls, { dice: rolls.length, add })).toBe(expected);
      }),
      { seed: SEED },
    );
  });

  it('refuses a wrong number of dice or a face that is not 1..6', () => {
    expect(() => sumDamage([3], { dice: 2, add: 0 })).toThrow(RangeError);
    expect(() => sumDamage([0, 3], { dice: 2, add: 0 })).toThrow(RangeError);
    expect(() => sumDamage([7], { dice: 1, add: 0 })).toThrow(RangeError);
    expect(() => sumDamage([2.5], { dice: 1, add: 0 })).toThrow(RangeError);
  });
});
