/**
 * Ranger (MA-49, reconstructed): after his turn roll he may advance 1 extra space on an odd roll or
 * 2 on an even roll (FAQ "Ranger": "he can advance 1 or 2 spaces based on his roll").
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Ranger', () => {
  it('MA-49: offered right after his turn roll, before he moves, without a target', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], dice: [3] });
    expect(t.prompt).toEqual({ ability: 'ranger', player: 0, targets: [], answers: 'useOrDecline' });
    expect(t.events('rolled').map((e) => [e.character, e.value, e.reason])).toEqual([['ranger', 3, 'turn']]);
    expect(t.events('moved')).toEqual([]);
  });

  it('FAQ Ranger: he can advance 1 or 2 spaces based on his roll — an odd roll gives 1 more, in one move', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], dice: [3] });
    t.use();
    expect(t.events('moved')).toEqual([{ type: 'moved', player: 0, character: 'ranger', from: 0, to: 4, cause: 'roll', leapt: 0 }]);
  });

  it('FAQ Ranger: he can advance 1 or 2 spaces based on his roll — an even roll gives 2 more', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], dice: [4] });
    t.use();
    expect(t.events('moved')).toEqual([{ type: 'moved', player: 0, character: 'ranger', from: 0, to: 6, cause: 'roll', leapt: 0 }]);
  });

  it.each([
    [1, 2],
    [2, 4],
    [3, 4],
    [4, 6],
    [5, 6],
    [6, 8],
  ])('MA-49: a roll of %i with the bonus takes him %i spaces', (roll, total) => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], positions: [5, 0, 0, 0], dice: [roll] });
    t.use();
    expect(t.position('ranger')).toBe(5 + total);
  });

  it('MA-49: declining moves him only his roll', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], dice: [4] });
    t.decline();
    expect(t.position('ranger')).toBe(4);
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-49: only his own turn rolls are offered the bonus', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], dice: [1, 2, 3, 4] });
    t.decline();
    // The other three roll with no question; the Ranger is asked again on his next turn.
    expect(t.positions()).toEqual([1, 2, 3, 4]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-49: the bonus is part of his move, so passing the Witch only thanks to it still overtakes her', () => {
    const t = raceTest({ racers: ['ranger', 'witch', 'spy', 'thief'], positions: [0, 3, 0, 0], dice: [3] });
    t.use();
    expect(t.events('overtook').map((e) => [e.character, e.overtaken])).toEqual([['ranger', 'witch']]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['ranger'], answers: 'useOrDecline' });
  });

  it('MA-49: the bonus can carry him to the goal', () => {
    const t = raceTest({ racers: ['ranger', 'spy', 'assassin', 'thief'], positions: [26, 0, 0, 0], dice: [3] });
    t.use();
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'ranger', place: 1 }]);
  });

  it('MA-49 with MA-45: the Philosopher may cancel the bonus (the Ranger moves only his roll)', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 9, 0, 0], dice: [6] });
    t.use();
    t.use('ranger');
    expect(t.positions()).toEqual([6, 7, 0, 0]);
  });
});
