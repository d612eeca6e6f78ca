/**
 * Demon (MA-36): after his turn roll he may turn the die to its opposite face (1↔6, 2↔5, 3↔4);
 * only the new face counts, for his move and for every other ability (FAQ "Demon").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);
const TURN_DIE = { ability: 'demon', player: 0, targets: [], answers: 'useOrDecline' } as const;

describe('Demon (MA-36)', () => {
  it('MA-36: after his turn roll, before moving, he is asked whether to turn the die', () => {
    const t = raceTest({ racers: ['demon', 'assassin', 'spy', 'thief'], dice: [2] });
    expect(t.prompt).toEqual(TURN_DIE);
    expect(moves(t)).toEqual([]);
  });

  it('MA-36: turning the die moves him by the opposite face, without a new roll', () => {
    const t = raceTest({ racers: ['demon', 'assassin', 'spy', 'thief'], dice: [2, 3] });
    t.use();
    expect(t.events('dieTurned')).toEqual([{ type: 'dieTurned', character: 'demon', from: 2, to: 5 }]);
    expect(rolls(t)).toEqual(['demon 2 turn', 'assassin 3 turn']);
    expect(moves(t)).toEqual(['demon 0>5 roll', 'assassin 0>3 roll']);
  });

  it('MA-36: every face turns to its opposite (1↔6, 2↔5, 3↔4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 20 }), (face, from) => {
        const t = raceTest({ racers: ['demon', 'assassin', 'spy', 'thief'], positions: [from, 25, 25, 25], dice: [face] });
        t.use();
        expect(t.events('dieTurned')).toEqual([{ type: 'dieTurned', character: 'demon', from: face, to: 7 - face }]);
        expect(t.position('demon')).toBe(from + 7 - face);
      }),
      { seed: 36, numRuns: 60 },
    );
  });

  it('MA-36 (optional, not a Duty): declining keeps the rolled face', () => {
    expect(CHARACTERS.demon.duty).toBe(false);
    const t = raceTest({ racers: ['demon', 'assassin', 'spy', 'thief'], dice: [2] });
    t.decline();
    expect(t.events('dieTurned')).toEqual([]);
    expect(moves(t)).toEqual(['demon 0>2 roll']);
  });

  it('MA-36: he is asked on each of his turns, whatever he rolled', () => {
    const t = raceTest({ racers: ['demon', 'assassin', 'spy', 'thief'], dice: [4, 1, 1, 1, 6] });
    t.decline();
    expect(t.prompt).toEqual(TURN_DIE);
    t.use();
    expect(t.positions()).toEqual([5, 1, 1, 1]);
  });

  it('MA-36, MA-32, MA-38 — FAQ Demon: only the turned face counts — a rolled 1 turned to 6 wakes the Bard, not the Ghoul', () => {
    const t = raceTest({ racers: ['demon', 'bard', 'ghoul', 'spy'], dice: [1] });
    t.use();
    expect(t.prompt, t.commentary()).toEqual({ ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' });
    t.decline();
    expect(t.prompt, 'the Ghoul is never asked').toBeNull();
    expect(moves(t)).toEqual(['demon 0>6 roll']);
  });

  it('MA-36, MA-32, MA-38 — FAQ Demon: only the turned face counts — a rolled 6 turned to 1 can be devoured, the Bard gets nothing', () => {
    const t = raceTest({ racers: ['demon', 'bard', 'ghoul', 'spy'], dice: [6] });
    t.use();
    expect(t.prompt, t.commentary()).toEqual({ ability: 'ghoul', player: 2, targets: ['demon'], answers: 'useOrDecline' });
    t.use('demon');
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['ghoul 0>1 devour']);
    expect(t.positions()).toEqual([0, 0, 1, 0]);
  });

  it('MA-36, MA-32 — FAQ Demon: a face he keeps counts as rolled (a kept 6 wakes the Bard)', () => {
    const t = raceTest({ racers: ['demon', 'bard', 'ghoul', 'spy'], dice: [6] });
    t.decline();
    expect(t.prompt).toEqual({ ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' });
  });

  it('MA-36 × MA-45: the Philosopher cancels the turning; the rolled face stands for everyone', () => {
    const t = raceTest({ racers: ['demon', 'bard', 'philosopher', 'spy'], positions: [0, 0, 9, 0], dice: [6] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['demon'], answers: 'useOrDecline' });
    t.use('demon');
    expect(t.events('dieTurned')).toEqual([]);
    // The 6 stands: the Bard hears it and the Demon moves 6.
    expect(t.prompt, t.commentary()).toEqual({ ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' });
    t.decline();
    expect(moves(t)).toEqual(['philosopher 9>7 compensation', 'demon 0>6 roll']);
  });
});
