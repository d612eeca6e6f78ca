/**
 * Necromancer (MA-43, reconstructed): instead of his turn he may move another racer 3 spaces back.
 * FAQ "Necromancer": dragging the Witch back so that someone overtakes her triggers her spell.
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Necromancer', () => {
  it('MA-43: offered instead of his turn, targeting every other running racer off the start space', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 10, 4, 0] });
    expect(t.prompt).toEqual({ ability: 'necromancer', player: 0, targets: ['assassin', 'spy'], answers: 'useOrRoll' });
    expect(t.events('rolled')).toEqual([]);
  });

  it('MA-43: using it drags the target exactly 3 spaces back; the Necromancer stays and rolls no die', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 10, 4, 0], dice: [2] });
    t.use('assassin');
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'necromancer', target: 'assassin' }]);
    const moves = t.events('moved').map((e) => [e.character, e.from, e.to, e.cause]);
    // The Necromancer's turn is only the curse; the next die is the Assassin's.
    expect(moves).toEqual([
      ['assassin', 10, 7, 'curse'],
      ['assassin', 7, 9, 'roll'],
    ]);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['assassin']);
    expect(t.positions()).toEqual([5, 9, 4, 0]);
  });

  it('MA-43: choosing to roll gives him a normal turn and drags nobody', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 10, 4, 0], dice: [3] });
    t.roll();
    expect(t.positions()).toEqual([8, 10, 4, 0]);
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-43: not offered while every other racer is on the start space; he simply rolls', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], dice: [4] });
    expect(t.events('abilityUsed')).toEqual([]);
    expect(t.events('rolled').map((e) => [e.character, e.value])).toEqual([['necromancer', 4]]);
    expect(t.positions()).toEqual([4, 0, 0, 0]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-43: a racer fewer than 3 spaces from the start is dragged back only to the start space', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 2, 9, 0] });
    t.use('assassin');
    expect(t.events('moved')[0]).toMatchObject({ character: 'assassin', from: 2, to: 0, cause: 'curse' });
  });

  it('MA-43 with MA-22: a finished racer is no longer a target', () => {
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 30, 9, 3], finished: ['assassin'] });
    expect(t.prompt?.targets).toEqual(['spy', 'thief']);
    expect(() => t.use('assassin')).toThrow();
  });

  it('MA-43 on a later turn: offered again at each of his turns', () => {
    // Round 1: he rolls 1; the others roll; round 2 he is asked again.
    const t = raceTest({ racers: ['necromancer', 'assassin', 'spy', 'thief'], positions: [5, 10, 4, 1], dice: [1, 1, 1, 1] });
    t.roll();
    expect(t.prompt).toMatchObject({ ability: 'necromancer', player: 0, answers: 'useOrRoll' });
    expect(t.positions()).toEqual([6, 11, 5, 2]);
  });

  it('FAQ Necromancer: dragging the Witch back so that characters overtake her triggers her spell, one decision per overtaker', () => {
    // Witch 6 is dragged to 3: the Necromancer (4) and the Spy (5) are now ahead of her although
    // they started the turn behind her; the Thief (1) is still behind.
    const t = raceTest({ racers: ['necromancer', 'witch', 'spy', 'thief'], positions: [4, 6, 5, 1], dice: [1, 1, 1] });
    t.use('witch');
    expect(t.position('witch')).toBe(3);
    expect(t.events('overtook').map((e) => [e.character, e.overtaken])).toEqual([
      ['necromancer', 'witch'],
      ['spy', 'witch'],
    ]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['necromancer'], answers: 'useOrDecline' });
    t.use('necromancer');
    expect(t.position('witch')).toBe(2);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.decline();
    // Witch, Spy and Thief roll 1 each; then the Necromancer sleeps through his turn.
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 0, character: 'necromancer', reason: 'asleep' }]);
    expect(t.positions()).toEqual([4, 3, 6, 2]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-45: the Philosopher may cancel the drag by stepping 2 back; the Necromancer then takes his normal turn', () => {
    const t = raceTest({ racers: ['necromancer', 'philosopher', 'spy', 'thief'], positions: [5, 6, 10, 0], dice: [3] });
    t.use('spy');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 1, targets: ['necromancer'], answers: 'useOrDecline' });
    t.use('necromancer');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'necromancer', by: 'philosopher' }]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['philosopher', 6, 4, 'compensation'],
      ['necromancer', 5, 8, 'roll'],
    ]);
    expect(t.position('spy')).toBe(10);
  });

  it('MA-45: if the Philosopher lets it pass, the drag happens', () => {
    const t = raceTest({ racers: ['necromancer', 'philosopher', 'spy', 'thief'], positions: [5, 6, 10, 0] });
    t.use('spy');
    t.decline();
    expect(t.positions()).toEqual([5, 6, 7, 0]);
    expect(t.events('abilityCancelled')).toEqual([]);
  });
});
