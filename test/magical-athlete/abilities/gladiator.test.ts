/**
 * Gladiator (MA-39): whenever he and another character come to share a space he may challenge
 * it, once per opponent per turn: each rolls a die (the Gladiator first) and the lower roll moves
 * 2 spaces back; a tie does nothing. Challenge rolls are not turn rolls (FAQ "Ghoul") but the
 * Bard hears them (FAQ "Bard"). He can never challenge the Troll, and can challenge Medusa.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);
const CHALLENGE = (...targets: string[]) => ({ ability: 'gladiator', player: 0, targets, answers: 'useOrDecline' }) as const;

describe('Gladiator (MA-39)', () => {
  it("MA-39: landing on a racer's space offers him a challenge of it", () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.prompt).toEqual(CHALLENGE('assassin'));
  });

  it('MA-39: the Gladiator rolls first; the lower roll moves 2 back', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 5, 2] });
    t.use('assassin');
    expect(rolls(t)).toEqual(['gladiator 3 turn', 'gladiator 5 challenge', 'assassin 2 challenge']);
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'assassin', loser: 'assassin' }]);
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'assassin 5>3 challenge']);
  });

  it('MA-39: the Gladiator can lose his own challenge', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 2, 5] });
    t.use('assassin');
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'assassin', loser: 'gladiator' }]);
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'gladiator 5>3 challenge']);
  });

  it('MA-39: a tie moves nobody', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 4, 4] });
    t.use('assassin');
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'assassin', loser: null }]);
    expect(t.positions()).toEqual([5, 5, 0, 0]);
  });

  it('MA-39 (optional, not a Duty): declining rolls no dice', () => {
    expect(CHARACTERS.gladiator.duty).toBe(false);
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 6] });
    t.decline();
    expect(t.events('challenge')).toEqual([]);
    expect(rolls(t)).toEqual(['gladiator 3 turn', 'assassin 6 turn']);
  });

  it("MA-39: a racer landing on the Gladiator's space can be challenged too", () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3, 6, 1] });
    expect(t.prompt).toEqual(CHALLENGE('assassin'));
    t.use('assassin');
    expect(moves(t)).toEqual(['assassin 2>5 roll', 'assassin 5>3 challenge']);
  });

  it('MA-39: landing among several racers, he picks whom to challenge', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3, 4, 1] });
    expect(t.prompt).toEqual(CHALLENGE('assassin', 'spy'));
    t.use('spy');
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'spy', loser: 'spy' }]);
    expect(t.positions()).toEqual([5, 5, 3, 0]);
  });

  it('MA-39: the loser falling back 2 from space 1 stops on the start', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [0, 1, 0, 0], dice: [1, 6, 2] });
    t.use('assassin');
    expect(moves(t)).toEqual(['gladiator 0>1 roll', 'assassin 1>0 challenge']);
  });

  it('MA-39: once per opponent per turn — meeting the same racer again that turn offers nothing', () => {
    // The Druid lands on the Gladiator (tie), takes her bonus onto the Troll and is pushed back
    // onto the Gladiator's space: no second challenge of the Druid this turn.
    const t = raceTest({ racers: ['druid', 'gladiator', 'troll', 'spy'], positions: [2, 5, 6, 0], dice: [3, 4, 4] });
    expect(t.prompt).toEqual({ ability: 'gladiator', player: 1, targets: ['druid'], answers: 'useOrDecline' });
    t.use('druid');
    expect(t.prompt).toEqual({ ability: 'druid', player: 0, targets: [], answers: 'useOrDecline' });
    t.use();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>6 bonus', 'druid 6>5 push']);
    expect(t.prompt?.ability, t.commentary()).not.toBe('gladiator');
    expect(t.events('challenge')).toHaveLength(1);
  });

  it('MA-39: not on the start space (a racer kicked back onto the start beside him)', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'gladiator', 'spy'], positions: [0, 1, 0, 0], dice: [3] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.positions()).toEqual([3, 0, 0, 0]);
  });

  it('MA-39 / MA-22: a finished Gladiator challenges nobody', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [30, 2, 5, 0], finished: ['gladiator'], first: 1, dice: [3] });
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([30, 5, 5, 0]);
  });

  it("MA-39, MA-53 — FAQ Gladiator/Troll: landing on the Troll's space he is pushed off at once, so he cannot challenge the Troll", () => {
    const t = raceTest({ racers: ['gladiator', 'troll', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'gladiator 5>4 push']);
  });

  it('MA-39, MA-53 — FAQ Gladiator/Troll: when the Troll lands on him he is pushed off too: no challenge', () => {
    const t = raceTest({ racers: ['gladiator', 'troll', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['troll 2>5 roll', 'gladiator 5>4 push']);
  });

  it('MA-39, MA-53 — FAQ Gladiator/Troll: pushed onto another racer, he may challenge that racer but never the Troll', () => {
    const t = raceTest({ racers: ['gladiator', 'troll', 'assassin', 'thief'], positions: [2, 5, 4, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toEqual(CHALLENGE('assassin'));
  });

  it('MA-39, MA-41 — FAQ Gladiator/Medusa: he can challenge Medusa even though she petrifies him first', () => {
    const t = raceTest({ racers: ['gladiator', 'medusa', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 5, 2] });
    expect(t.prompt).toEqual({ ability: 'medusa', player: 1, targets: ['gladiator'], answers: 'useOrDecline' });
    t.use('gladiator');
    expect(t.prompt, t.commentary()).toEqual(CHALLENGE('medusa'));
    t.use('medusa');
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('petrified');
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'medusa 5>3 challenge']);
  });

  it("MA-39, MA-32 — FAQ Bard/Gladiator: a 6 rolled in his challenge may trigger the Bard's ability", () => {
    const t = raceTest({ racers: ['gladiator', 'bard', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 6, 3] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'bard', player: 1, targets: [], answers: 'useOrDecline' });
  });

  it('MA-39, MA-38 — FAQ Ghoul/Gladiator: a 1 rolled in his challenge is not a turn roll and gives the Ghoul nothing', () => {
    const t = raceTest({ racers: ['gladiator', 'ghoul', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 1, 1] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'assassin', loser: null }]);
  });

  it('MA-39 × MA-45: the Philosopher cancels the challenge before any die is rolled', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'philosopher', 'spy'], positions: [2, 5, 8, 0], dice: [3] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['gladiator'], answers: 'useOrDecline' });
    t.use('gladiator');
    expect(t.events('challenge')).toEqual([]);
    expect(rolls(t)).toEqual(['gladiator 3 turn']);
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'philosopher 8>6 compensation']);
  });

  it('MA-39: landing among several racers, he challenges one of them only, once per landing', () => {
    const t = raceTest({ racers: ['gladiator', 'assassin', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3, 6, 1] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.events('challenge')).toHaveLength(1);
    expect(t.positions()).toEqual([5, 3, 5, 0]);
  });
});
