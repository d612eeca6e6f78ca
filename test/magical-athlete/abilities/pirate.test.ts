/**
 * Pirate (MA-46, reconstructed): instead of his turn he may kidnap another racer, which moves to the
 * Pirate's space. FAQ "Pirate": Medusa may still petrify him, the Troll's Duty shoves him back, and
 * a kidnapped character who thereby overtakes the Witch may be put to sleep.
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Pirate', () => {
  it('MA-46: offered instead of his turn; targets are the running racers not already on his space', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], positions: [6, 10, 6, 2] });
    expect(t.prompt).toEqual({ ability: 'pirate', player: 0, targets: ['spy', 'thief'], answers: 'useOrRoll' });
  });

  it('MA-46: kidnapping a racer ahead pulls it back to his space; he stays and rolls no die', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], positions: [6, 10, 6, 2], dice: [1] });
    t.use('spy');
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'pirate', target: 'spy' }]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['spy', 10, 6, 'kidnap'],
      ['spy', 6, 7, 'roll'],
    ]);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['spy']);
  });

  it('MA-46: kidnapping a racer behind pulls it forward to his space', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], positions: [6, 10, 6, 2] });
    t.use('thief');
    expect(t.events('moved')).toEqual([{ type: 'moved', player: 3, character: 'thief', from: 2, to: 6, cause: 'kidnap', leapt: 0 }]);
  });

  it('MA-46: choosing to roll gives a normal turn', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], positions: [6, 10, 6, 2], dice: [5] });
    t.roll();
    expect(t.positions()).toEqual([11, 10, 6, 2]);
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-46: not offered when every other racer shares his space (start of the race); he rolls', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], dice: [3] });
    expect(t.events('rolled').map((e) => [e.character, e.value])).toEqual([['pirate', 3]]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-46 with MA-22: a finished racer cannot be kidnapped', () => {
    const t = raceTest({ racers: ['pirate', 'spy', 'assassin', 'thief'], positions: [6, 30, 8, 2], finished: ['spy'] });
    expect(t.prompt?.targets).toEqual(['assassin', 'thief']);
  });

  it('FAQ Pirate: he can kidnap Medusa, but she can cast her spell on him', () => {
    const t = raceTest({ racers: ['pirate', 'medusa', 'spy', 'thief'], positions: [5, 10, 0, 1], dice: [2, 3, 3] });
    t.use('medusa');
    expect(t.position('medusa')).toBe(5);
    expect(t.prompt).toEqual({ ability: 'medusa', player: 1, targets: ['pirate'], answers: 'useOrDecline' });
    t.use('pirate');
    expect(t.events('turnLostNext')).toEqual([{ type: 'turnLostNext', character: 'pirate', by: 'medusa', reason: 'petrified' }]);
    // Medusa, Spy and Thief roll; the petrified Pirate loses his turn.
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 0, character: 'pirate', reason: 'petrified' }]);
    expect(t.positions()).toEqual([5, 7, 3, 4]);
  });

  it('FAQ Pirate: he can kidnap the Troll, whose Duty then shoves the Pirate back one space', () => {
    const t = raceTest({ racers: ['pirate', 'troll', 'spy', 'thief'], positions: [8, 12, 0, 3] });
    t.use('troll');
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['troll', 12, 8, 'kidnap'],
      ['pirate', 8, 7, 'push'],
    ]);
    expect(t.events('abilityUsed').map((e) => [e.character, e.target])).toEqual([
      ['pirate', 'troll'],
      ['troll', 'pirate'],
    ]);
  });

  it('FAQ Pirate: a character who overtakes the Witch by being kidnapped may be put to sleep', () => {
    const t = raceTest({ racers: ['pirate', 'witch', 'spy', 'thief'], positions: [10, 6, 3, 0] });
    t.use('spy');
    expect(t.events('overtook').map((e) => [e.character, e.overtaken])).toEqual([['spy', 'witch']]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.state.race?.racers[2]?.loseNextTurn).toBe('asleep');
    expect(t.positions()).toEqual([10, 5, 10, 0]);
  });

  it('MA-45: the Philosopher may cancel the kidnap; the Pirate then rolls', () => {
    const t = raceTest({ racers: ['pirate', 'philosopher', 'spy', 'thief'], positions: [6, 5, 12, 0], dice: [4] });
    t.use('spy');
    t.use('pirate');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'pirate', by: 'philosopher' }]);
    expect(t.positions()).toEqual([10, 3, 12, 0]);
  });
});
