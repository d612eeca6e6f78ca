/**
 * Witch (MA-54, sourced): when a character overtakes her she may step 1 space back to put it to
 * sleep: it loses its next turn. Not from the start space (FAQ "Witch"); one decision per overtaker.
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Witch', () => {
  it('MA-54: asked once the overtaking move is over, with the overtaker as target', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'assassin', 'thief'], positions: [3, 5, 0, 0], dice: [4] });
    expect(t.events('overtook')).toEqual([{ type: 'overtook', character: 'spy', overtaken: 'witch' }]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
  });

  it('MA-54: the spell costs her 1 space and the overtaker loses its next turn, then plays normally', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'assassin', 'thief'], positions: [3, 5, 0, 0], dice: [4, 1, 1, 1, 1, 1, 1, 3] });
    t.use('spy');
    expect(t.events('turnLostNext')).toEqual([{ type: 'turnLostNext', character: 'spy', by: 'witch', reason: 'asleep' }]);
    expect(t.events('moved').slice(0, 2).map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['spy', 3, 7, 'roll'],
      ['witch', 5, 4, 'spell'],
    ]);
    // Witch, Assassin and Thief roll 1 each, the Spy sleeps; they roll 1 each again, then the Spy rolls 3.
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 0, character: 'spy', reason: 'asleep' }]);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['spy', 'witch', 'assassin', 'thief', 'witch', 'assassin', 'thief', 'spy']);
    expect(t.positions()).toEqual([10, 6, 2, 2]);
    expect(t.state.race?.racers[0]?.loseNextTurn).toBeNull();
  });

  it('MA-54: declining costs nothing and the overtaker keeps its turn', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'assassin', 'thief'], positions: [3, 5, 0, 0], dice: [4, 1, 1, 1, 2] });
    t.decline();
    expect(t.events('turnLost')).toEqual([]);
    expect(t.positions()).toEqual([9, 6, 1, 1]);
  });

  it('FAQ Witch: she must move backward for her spell, so at the start of the race she cannot use it (nobody overtakes on the first moves)', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'assassin', 'thief'], dice: [4] });
    expect(t.events('overtook')).toEqual([]);
    expect(t.prompt).toBeNull();
  });

  it('FAQ Witch: standing on the start space she cannot step back, so she is not asked', () => {
    // The Necromancer drags her from 2 to the start; the Spy (on 1) has overtaken her.
    const t = raceTest({ racers: ['necromancer', 'witch', 'spy', 'thief'], positions: [5, 2, 1, 0] });
    t.use('witch');
    expect(t.events('overtook')).toEqual([{ type: 'overtook', character: 'spy', overtaken: 'witch' }]);
    expect(t.prompt).toBeNull();
    expect(t.events('turnLostNext')).toEqual([]);
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Witch: once a spell has taken her back to the start space she is not asked about the next overtaker', () => {
    // The Priest blesses Spy and Thief (tied last on 0) to 4, past the Witch on 1.
    const t = raceTest({ racers: ['priest', 'witch', 'spy', 'thief'], positions: [10, 1, 0, 0] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.position('witch')).toBe(0);
    expect(t.prompt).toBeNull();
    expect(t.state.race?.racers.map((r) => r.loseNextTurn)).toEqual([null, null, 'asleep', null]);
  });

  it('MA-54: from space 1 she can still step back (onto the start space)', () => {
    const t = raceTest({ racers: ['necromancer', 'witch', 'spy', 'thief'], positions: [5, 4, 2, 0] });
    t.use('witch');
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.positions()).toEqual([5, 0, 2, 0]);
  });

  it('FAQ Witch: she decides on each overtaker separately — each decision is one use', () => {
    // The Priest blesses Spy and Thief (tied last on 2) to 6, past the Witch on 4.
    const t = raceTest({ racers: ['priest', 'witch', 'spy', 'thief'], positions: [10, 4, 2, 2] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['thief'], answers: 'useOrDecline' });
    t.decline();
    expect(t.positions()).toEqual([10, 3, 6, 6]);
    expect(t.state.race?.racers.map((r) => r.loseNextTurn)).toEqual([null, null, 'asleep', null]);
  });

  it('FAQ Witch: using it on both overtakers is two uses, each costing her a space', () => {
    const t = raceTest({ racers: ['priest', 'witch', 'spy', 'thief'], positions: [10, 4, 2, 2] });
    t.use();
    t.use('spy');
    t.use('thief');
    expect(t.events('abilityUsed').filter((e) => e.character === 'witch').map((e) => e.target)).toEqual(['spy', 'thief']);
    expect(t.positions()).toEqual([10, 2, 6, 6]);
    expect(t.state.race?.racers.map((r) => r.loseNextTurn)).toEqual([null, null, 'asleep', 'asleep']);
  });

  it('FAQ Witch: almost any overtaking triggers her — also a move made on another racer\'s turn', () => {
    // On the Pirate's turn the kidnapped Thief passes her.
    const t = raceTest({ racers: ['pirate', 'witch', 'spy', 'thief'], positions: [9, 5, 12, 1] });
    t.use('thief');
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['thief'], answers: 'useOrDecline' });
  });

  it('MA-54 with MA-22: an overtaker that finishes the race is out of her reach', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'assassin', 'thief'], positions: [27, 28, 0, 0], dice: [5] });
    expect(t.events('finished').map((e) => e.character)).toEqual(['spy']);
    expect(t.prompt).toBeNull();
  });

  it('MA-54: a racer already asleep is not asked about again when it overtakes her once more', () => {
    // Spy passes her and is put to sleep; the Witch runs ahead; the Pirate kidnaps the sleeping Spy past her.
    const t = raceTest({ racers: ['spy', 'witch', 'pirate', 'thief'], positions: [3, 5, 12, 0], dice: [4, 6] });
    t.use('spy');
    expect(t.positions()).toEqual([7, 10, 12, 0]);
    t.use('spy'); // the Pirate kidnaps the Spy to 12
    expect(t.events('overtook').filter((e) => e.overtaken === 'witch').map((e) => e.character)).toEqual(['spy', 'spy']);
    expect(t.prompt).toBeNull();
    expect(t.outOfDice).toBe(true);
  });

  it('MA-54 with MA-45: the Philosopher may cancel the spell — the Witch stays and the overtaker keeps its turn', () => {
    const t = raceTest({ racers: ['spy', 'witch', 'philosopher', 'thief'], positions: [3, 5, 9, 0], dice: [4] });
    t.use('spy');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['witch'], answers: 'useOrDecline' });
    t.use('witch');
    expect(t.positions()).toEqual([7, 5, 7, 0]);
    expect(t.state.race?.racers[0]?.loseNextTurn).toBeNull();
  });
});
