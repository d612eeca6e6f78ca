/**
 * Bard (MA-32): whenever another character rolls a 6 (a turn roll or a Gladiator challenge roll),
 * she may advance 1 space. Her offer resolves before the roller moves (depth first, MA-20).
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);
const BARD_PROMPT = { ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' } as const;

describe('Bard (MA-32)', () => {
  it("MA-32: another racer's 6 offers her 1 space, before the roller moves", () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], dice: [6] });
    expect(t.prompt).toEqual(BARD_PROMPT);
    expect(moves(t), 'nobody has moved yet').toEqual([]);
    t.use();
    expect(moves(t), t.commentary()).toEqual(['bard 0>1 bonus', 'assassin 0>6 roll']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 1, character: 'bard', target: null }]);
    expect(t.positions()).toEqual([6, 1, 0, 0]);
  });

  it('MA-32 (optional, not a Duty): declining leaves her where she is', () => {
    expect(CHARACTERS.bard.duty).toBe(false);
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], dice: [6] });
    t.decline();
    expect(moves(t)).toEqual(['assassin 0>6 roll']);
    expect(t.positions()).toEqual([6, 0, 0, 0]);
  });

  it('MA-32: rolls of 1 to 5 offer her nothing', () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], positions: [0, 10, 0, 0], dice: [5, 1, 3, 4, 2] });
    expect(t.prompt).toBeNull();
    expect(t.events('abilityUsed')).toEqual([]);
    expect(t.positions()).toEqual([7, 11, 3, 4]);
  });

  it('MA-32: her own 6 gives her no bonus', () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], first: 1, dice: [6] });
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['bard 0>6 roll']);
  });

  it('MA-32: she hears every 6 in the race, one offer each', () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], dice: [6, 2, 6] });
    t.use();
    t.use(); // her move of 2 comes in between; the Spy's 6 is the second offer
    expect(moves(t)).toEqual(['bard 0>1 bonus', 'assassin 0>6 roll', 'bard 1>3 roll', 'bard 3>4 bonus', 'spy 0>6 roll']);
  });

  it('MA-32 / MA-22: a finished Bard hears nothing', () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'spy', 'thief'], positions: [0, 30, 0, 0], finished: ['bard'], dice: [6, 2] });
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([6, 30, 2, 0]);
  });

  it("MA-32, MA-39 — FAQ Bard: a Gladiator's challenge roll of 6 (his own) may trigger the Bard", () => {
    // The Gladiator lands on the Assassin and challenges: Gladiator 6, Assassin 2.
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 6, 2] });
    t.use('assassin');
    expect(rolls(t)).toEqual(['gladiator 3 turn', 'gladiator 6 challenge', 'assassin 2 challenge']);
    expect(t.prompt, t.commentary()).toEqual(BARD_PROMPT);
    t.use();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'assassin 5>3 challenge', 'bard 0>1 bonus']);
  });

  it("MA-32, MA-39 — FAQ Bard: the challenged racer's challenge roll of 6 may trigger the Bard too", () => {
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 1, 6] });
    t.use('assassin');
    expect(t.prompt).toEqual(BARD_PROMPT);
    t.use();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'gladiator 5>3 challenge', 'bard 0>1 bonus']);
  });

  it('MA-32, MA-39 — FAQ Bard: two challenge 6s (a tie) are two separate offers', () => {
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 6, 6] });
    t.use('assassin');
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'assassin', loser: null }]);
    expect(t.prompt).toEqual(BARD_PROMPT);
    t.use();
    expect(t.prompt).toEqual(BARD_PROMPT);
    t.decline();
    expect(t.positions()).toEqual([5, 1, 5, 0]);
  });

  it('MA-32, MA-39 — FAQ Bard: when she is the one challenged, her own challenge 6 gives her nothing', () => {
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 5, 0, 0], dice: [3, 4, 6] });
    expect(t.prompt).toEqual({ ability: 'gladiator', player: 0, targets: ['bard'], answers: 'useOrDecline' });
    t.use('bard');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'gladiator 5>3 challenge']);
  });

  it('MA-32, MA-34 — FAQ Conjurer: the roll the Conjurer cancels gives the Bard nothing; the roll that stands does', () => {
    const cancelled = raceTest({ racers: ['conjurer', 'bard', 'spy', 'thief'], dice: [6, 3] });
    cancelled.use();
    expect(cancelled.prompt, cancelled.commentary()).toBeNull();
    expect(cancelled.positions()).toEqual([3, 0, 0, 0]);

    const kept = raceTest({ racers: ['conjurer', 'bard', 'spy', 'thief'], dice: [6] });
    kept.decline();
    expect(kept.prompt).toEqual(BARD_PROMPT);

    const second = raceTest({ racers: ['conjurer', 'bard', 'spy', 'thief'], dice: [2, 6] });
    second.use();
    expect(second.prompt).toEqual(BARD_PROMPT);
  });

  it("MA-32, MA-36 — FAQ Demon: the Bard judges the Demon's turned die, not the face he rolled", () => {
    const turnedUp = raceTest({ racers: ['demon', 'bard', 'spy', 'thief'], dice: [1] });
    turnedUp.use();
    expect(turnedUp.prompt).toEqual(BARD_PROMPT);

    const turnedDown = raceTest({ racers: ['demon', 'bard', 'spy', 'thief'], dice: [6] });
    turnedDown.use();
    expect(turnedDown.prompt).toBeNull();
    expect(turnedDown.positions()).toEqual([1, 0, 0, 0]);
  });

  it('MA-32 × MA-45: the Philosopher cancels her step; she stays and he steps back 2', () => {
    const t = raceTest({ racers: ['assassin', 'bard', 'philosopher', 'spy'], positions: [0, 0, 5, 0], dice: [6] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['bard'], answers: 'useOrDecline' });
    t.use('bard');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'bard', by: 'philosopher' }]);
    expect(moves(t)).toEqual(['philosopher 5>3 compensation', 'assassin 0>6 roll']);
    expect(t.positions()).toEqual([6, 0, 3, 0]);
  });

  it('MA-32 / MA-22: once her first bonus carries her over the goal, she is not asked for the second', () => {
    // A tied challenge of 6 against 6 gives two offers; the Bard at 29 finishes with the first.
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 29, 5, 0], dice: [3, 6, 6] });
    t.use('assassin');
    t.use();
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 1, character: 'bard', place: 1 }]);
    expect(t.prompt, t.commentary()).toBeNull();
  });
});
