/**
 * Troll (MA-53, sourced), Duty: every character that shares his space (not at the start) is pushed 1
 * space back — all of them when he lands among them, the newcomer when one lands on him.
 */
import { describe, expect, it } from 'vitest';
import { magicalAthlete } from '../../../src/games/magical-athlete/index.js';
import { ABILITIES } from '../../../src/games/magical-athlete/abilities/index.js';
import { raceTest } from '../harness.js';

describe('Troll', () => {
  it('MA-53: a racer landing on the Troll is shoved 1 space back, without any question (Duty)', () => {
    const t = raceTest({ racers: ['spy', 'troll', 'assassin', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 1, character: 'troll', target: 'spy' }]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['spy', 2, 5, 'roll'],
      ['spy', 5, 4, 'push'],
    ]);
    // Nobody was asked anything: the Troll's own turn came and needed a die.
    expect(t.outOfDice).toBe(true);
    expect(magicalAthlete.legalActions(t.state, 1)).toEqual([]);
  });

  it('MA-53: when the Troll lands among racers, all of them are shoved back 1 space', () => {
    const t = raceTest({ racers: ['troll', 'spy', 'assassin', 'thief'], positions: [2, 5, 5, 0], dice: [3] });
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'troll', target: null }]);
    expect(t.positions()).toEqual([5, 4, 4, 0]);
  });

  it('MA-53, MA-23: racers he pushes together land together — they do not newly share their new space (no Medusa)', () => {
    // Medusa and the Spy share 5; the Troll lands there and pushes both to 4 at once.
    const t = raceTest({ racers: ['troll', 'medusa', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3] });
    expect(t.positions()).toEqual([5, 4, 4, 0]);
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.outOfDice).toBe(true);
  });

  it('MA-53, MA-23: pushed together onto a racer they were not with, their landings are checked (Medusa petrifies the newcomer)', () => {
    const t = raceTest({ racers: ['troll', 'spy', 'thief', 'medusa'], positions: [2, 5, 5, 4], dice: [3] });
    expect(t.positions()).toEqual([5, 4, 4, 4]);
    expect(t.prompt).toEqual({ ability: 'medusa', player: 3, targets: ['spy'], answers: 'useOrDecline' });
  });

  it('MA-53: the Troll himself never moves because of his ability', () => {
    const t = raceTest({ racers: ['spy', 'troll', 'assassin', 'thief'], positions: [2, 5, 4, 0], dice: [3] });
    // Spy: 2 -> 5 -> 4 (now sharing with the Assassin, which is not the Troll's business).
    expect(t.positions()).toEqual([4, 5, 4, 0]);
    expect(t.events('moved').filter((e) => e.character === 'troll')).toEqual([]);
  });

  it('FAQ Troll: his ability is not valid at the start of the race (everyone stands on the start space together)', () => {
    const t = raceTest({ racers: ['troll', 'spy', 'assassin', 'thief'], dice: [2] });
    // The Troll leaves the start; nobody was pushed on or from the start space.
    expect(t.events('abilityUsed')).toEqual([]);
    expect(t.positions()).toEqual([2, 0, 0, 0]);
  });

  it('FAQ Troll: a racer sent back to the start space where the Troll still stands is not pushed', () => {
    const t = raceTest({ racers: ['necromancer', 'troll', 'spy', 'thief'], positions: [5, 0, 2, 7] });
    t.use('spy');
    expect(t.position('spy')).toBe(0);
    expect(t.events('abilityUsed').map((e) => e.character)).toEqual(['necromancer']);
  });

  it('MA-53: a racer landing on the Troll on space 1 is shoved back onto the start space', () => {
    const t = raceTest({ racers: ['spy', 'troll', 'assassin', 'thief'], positions: [0, 1, 5, 5], dice: [1] });
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['spy', 0, 1, 'roll'],
      ['spy', 1, 0, 'push'],
    ]);
  });

  it('FAQ Philosopher: the Troll\'s Duty cannot be cancelled by the Philosopher', () => {
    expect(ABILITIES.troll.cancellable).toBe(false);
    const t = raceTest({ racers: ['troll', 'philosopher', 'spy', 'thief'], positions: [3, 9, 6, 0], dice: [3] });
    expect(t.events('abilityCancelled')).toEqual([]);
    expect(t.positions()).toEqual([6, 9, 5, 0]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-53 with MA-54: a racer shoved back by the Troll but still past the Witch has overtaken her', () => {
    // Spy 3 passes the Witch on 5 and lands on the Troll at 7; shoved to 6 it is still ahead of her.
    const t = raceTest({ racers: ['spy', 'troll', 'witch', 'thief'], positions: [3, 7, 5, 0], dice: [4] });
    expect(t.position('spy')).toBe(6);
    expect(t.prompt).toEqual({ ability: 'witch', player: 2, targets: ['spy'], answers: 'useOrDecline' });
  });

  it('MA-53: shoved back level with the Witch, the racer has not overtaken her', () => {
    const t = raceTest({ racers: ['spy', 'troll', 'witch', 'thief'], positions: [3, 6, 5, 0], dice: [3] });
    expect(t.position('spy')).toBe(5);
    expect(t.events('overtook')).toEqual([]);
    expect(t.prompt).toBeNull();
  });
});
