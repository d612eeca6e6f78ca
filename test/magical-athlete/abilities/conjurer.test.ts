/**
 * Conjurer (MA-34): once per turn he may reroll his turn roll; the first roll then counts as never
 * made (FAQ "Conjurer"), so the Bard and the Ghoul get nothing from it.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);
const REROLL = { ability: 'conjurer', player: 0, targets: [], answers: 'useOrDecline' } as const;

describe('Conjurer (MA-34)', () => {
  it('MA-34: after his turn roll, before moving, he is asked whether to roll again', () => {
    const t = raceTest({ racers: ['conjurer', 'assassin', 'spy', 'thief'], dice: [2] });
    expect(t.prompt).toEqual(REROLL);
    expect(rolls(t)).toEqual(['conjurer 2 turn']);
    expect(moves(t)).toEqual([]);
  });

  it('MA-34: rerolling cancels the first roll and he moves by the second only', () => {
    const t = raceTest({ racers: ['conjurer', 'assassin', 'spy', 'thief'], dice: [2, 5] });
    t.use();
    expect(t.events('rollCancelled')).toEqual([{ type: 'rollCancelled', character: 'conjurer', value: 2 }]);
    expect(rolls(t)).toEqual(['conjurer 2 turn', 'conjurer 5 reroll']);
    expect(moves(t)).toEqual(['conjurer 0>5 roll']);
    expect(t.prompt, 'no second reroll').toBeNull();
  });

  it('MA-34 (optional, not a Duty): declining keeps the first roll', () => {
    expect(CHARACTERS.conjurer.duty).toBe(false);
    const t = raceTest({ racers: ['conjurer', 'assassin', 'spy', 'thief'], dice: [2, 4] });
    t.decline();
    expect(t.events('rollCancelled')).toEqual([]);
    expect(moves(t)).toEqual(['conjurer 0>2 roll', 'assassin 0>4 roll']);
  });

  it('MA-34: once per turn — the reroll is final, but his next turn offers it again', () => {
    const t = raceTest({ racers: ['conjurer', 'assassin', 'spy', 'thief'], dice: [2, 1, 3, 3, 3, 4] });
    t.use();
    expect(t.prompt, t.commentary()).toEqual(REROLL);
    expect(rolls(t)).toEqual(['conjurer 2 turn', 'conjurer 1 reroll', 'assassin 3 turn', 'spy 3 turn', 'thief 3 turn', 'conjurer 4 turn']);
    expect(t.positions()).toEqual([1, 3, 3, 3]);
  });

  it('MA-34, MA-32 — FAQ Conjurer: the cancelled roll gives the Bard nothing', () => {
    const t = raceTest({ racers: ['conjurer', 'bard', 'spy', 'thief'], dice: [6, 3] });
    t.use();
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['conjurer 0>3 roll']);
  });

  it('MA-34, MA-38 — FAQ Conjurer: the cancelled roll gives the Ghoul nothing', () => {
    const t = raceTest({ racers: ['conjurer', 'ghoul', 'spy', 'thief'], dice: [1, 4] });
    t.use();
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['conjurer 0>4 roll']);
  });

  it('MA-34, MA-38 — FAQ Conjurer: only the roll that stands counts — a second roll of 1 can be devoured', () => {
    const t = raceTest({ racers: ['conjurer', 'ghoul', 'spy', 'thief'], dice: [4, 1] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'ghoul', player: 1, targets: ['conjurer'], answers: 'useOrDecline' });
    t.use('conjurer');
    expect(moves(t)).toEqual(['ghoul 0>1 devour']);
  });

  it('MA-34, MA-32 — FAQ Conjurer: a first 6 that he keeps does give the Bard her step', () => {
    const t = raceTest({ racers: ['conjurer', 'bard', 'spy', 'thief'], dice: [6] });
    t.decline();
    expect(t.prompt).toEqual({ ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' });
  });

  it('MA-34 × MA-45: the Philosopher cancels the reroll; the first roll stands and no second die is thrown', () => {
    const t = raceTest({ racers: ['conjurer', 'philosopher', 'bard', 'thief'], positions: [0, 7, 0, 0], dice: [6] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 1, targets: ['conjurer'], answers: 'useOrDecline' });
    t.use('conjurer');
    expect(t.events('rollCancelled')).toEqual([]);
    // The 6 stands, so the Bard hears it.
    expect(t.prompt, t.commentary()).toEqual({ ability: 'bard', player: 2, targets: [], answers: 'useOrDecline' });
    t.decline();
    expect(rolls(t)).toEqual(['conjurer 6 turn']);
    expect(moves(t)).toEqual(['philosopher 7>5 compensation', 'conjurer 0>6 roll']);
  });

  it('MA-34, MA-25: a petrified Conjurer neither rolls nor is asked (MA-41)', () => {
    const t = raceTest({ racers: ['medusa', 'conjurer', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 4] });
    t.use('conjurer');
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'conjurer', reason: 'petrified' }]);
    expect(rolls(t)).toEqual(['medusa 3 turn', 'spy 4 turn']);
  });
});
