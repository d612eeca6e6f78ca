/**
 * Martial Artist (MA-40): while moving on his turn he may leap over each space occupied by another
 * character without counting it. He decides space by space, and each leap is one use (FAQ).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause} leapt ${e.leapt}`);
const LEAP = { ability: 'martialArtist', player: 0, targets: [], answers: 'useOrDecline' } as const;

describe('Martial Artist (MA-40)', () => {
  it('MA-40: an occupied space within his move offers a leap, before he moves', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 0, 0], dice: [2] });
    expect(t.prompt).toEqual(LEAP);
    expect(t.events('moved')).toEqual([]);
  });

  it('MA-40: a leapt space is not counted', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 0, 0], dice: [2] });
    t.use();
    expect(moves(t)).toEqual(['martialArtist 2>5 roll leapt 1']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'martialArtist', target: null }]);
  });

  it('MA-40 (optional, not a Duty): declining counts the occupied space as a step', () => {
    expect(CHARACTERS.martialArtist.duty).toBe(false);
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 0, 0], dice: [2] });
    t.decline();
    expect(moves(t)).toEqual(['martialArtist 2>4 roll leapt 0']);
  });

  it('MA-40: an occupied last step can be leapt too (he lands one further) or taken (he shares it)', () => {
    const leap = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 0, 0], dice: [1] });
    expect(leap.prompt).toEqual(LEAP);
    leap.use();
    expect(leap.positions()).toEqual([4, 3, 0, 0]);
    const stay = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 0, 0], dice: [1] });
    stay.decline();
    expect(stay.positions()).toEqual([3, 3, 0, 0]);
  });

  it('MA-40 — FAQ Martial Artist: he decides space by space, and each space he skips is one use', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 4, 6], dice: [3] });
    t.use(); // over 3
    expect(t.prompt).toEqual(LEAP);
    t.decline(); // 4 counts
    expect(t.prompt).toEqual(LEAP);
    t.use(); // over 6
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['martialArtist 2>7 roll leapt 2']);
    expect(t.events('abilityUsed')).toHaveLength(2);
  });

  it('MA-40: several racers on one space are one leap', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 3, 3, 0], dice: [1] });
    t.use();
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['martialArtist 2>4 roll leapt 1']);
  });

  it('MA-40: racers on the start space or behind him offer nothing', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [0, 0, 0, 0], dice: [3] });
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['martialArtist 0>3 roll leapt 0']);
    const behind = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [5, 4, 2, 9], dice: [3] });
    expect(behind.prompt).toBeNull();
    expect(behind.positions()).toEqual([8, 4, 2, 9]);
  });

  it('MA-40: leaps count toward nothing, so a 1 can carry him over two racers to the goal', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [27, 28, 29, 0], dice: [1] });
    t.use();
    t.use();
    expect(moves(t)).toEqual(['martialArtist 27>30 roll leapt 2']);
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'martialArtist', place: 1 }]);
  });

  it("MA-40: only on his own turn move — another racer's roll never offers him a leap", () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [2, 1, 3, 0], first: 1, dice: [4] });
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['assassin 1>5 roll leapt 0']);
  });

  it('MA-40: his final position is his start plus the die plus the spaces he leapt (any decisions)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 29 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        (from, die, others, decisions) => {
          const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'thief'], positions: [from, ...others], dice: [die] });
          // The model: walk the move space by space.
          const occupied = new Set(others.filter((p) => p > 0));
          let at = from;
          let remaining = die;
          let leapt = 0;
          let asked = 0;
          while (remaining > 0) {
            const next = at + 1;
            if (occupied.has(next)) {
              expect(t.prompt).toEqual(LEAP);
              if (decisions[asked++] === true) {
                t.use();
                leapt++;
              } else {
                t.decline();
                remaining--;
              }
            } else {
              remaining--;
            }
            at = next;
          }
          expect(t.prompt).toBeNull();
          expect(t.events('moved')).toEqual([{ type: 'moved', player: 0, character: 'martialArtist', from, to: at, cause: 'roll', leapt }]);
          expect(at).toBe(from + die + leapt);
        },
      ),
      { seed: 40, numRuns: 150 },
    );
  });

  it('FAQ Martial Artist × MA-45: each leap is a use of its own: the Philosopher cancels one (that space counts) and not the next', () => {
    const t = raceTest({ racers: ['martialArtist', 'assassin', 'spy', 'philosopher'], positions: [2, 3, 4, 10], dice: [2] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 3, targets: ['martialArtist'], answers: 'useOrDecline' });
    t.use('martialArtist');
    expect(t.prompt, 'the next occupied space is still his decision').toEqual(LEAP);
    t.use();
    t.decline(); // the Philosopher lets this leap stand
    expect(moves(t)).toEqual(['philosopher 10>8 compensation leapt 0', 'martialArtist 2>5 roll leapt 1']);
    expect(t.positions()).toEqual([5, 3, 4, 8]);
  });

  it('MA-40, MA-38 — a 1 devoured by the Ghoul is no move at all: no leap is offered', () => {
    const t = raceTest({ racers: ['martialArtist', 'ghoul', 'spy', 'thief'], positions: [2, 0, 3, 0], dice: [1] });
    expect(t.prompt).toEqual({ ability: 'ghoul', player: 1, targets: ['martialArtist'], answers: 'useOrDecline' });
    t.use('martialArtist');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['ghoul 0>1 devour leapt 0']);
  });
});
