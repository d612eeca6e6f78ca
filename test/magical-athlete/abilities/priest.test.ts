/**
 * Priest (MA-47, reconstructed): instead of his turn he may advance every racer in last place 4
 * spaces (all of them on a tie, himself included when he is last); it works at the start too.
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Priest', () => {
  it('MA-47: offered instead of his turn, without a target', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [5, 7, 2, 9] });
    expect(t.prompt).toEqual({ ability: 'priest', player: 0, targets: [], answers: 'useOrRoll' });
  });

  it('MA-47: blessing advances the racer in last place 4 spaces; the Priest stays and rolls no die', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [5, 7, 2, 9], dice: [1] });
    t.use();
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'priest', target: null }]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['assassin', 2, 6, 'blessing'],
      ['spy', 7, 8, 'roll'],
    ]);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['spy']);
  });

  it('MA-47: choosing to roll gives a normal turn and blesses nobody', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [5, 7, 2, 9], dice: [6] });
    t.roll();
    expect(t.positions()).toEqual([11, 7, 2, 9]);
  });

  it('FAQ Priest: he can use his ability even when he is the last place character (he advances himself)', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [1, 7, 2, 9] });
    t.use();
    expect(t.events('moved')).toEqual([{ type: 'moved', player: 0, character: 'priest', from: 1, to: 5, cause: 'blessing', leapt: 0 }]);
  });

  it('FAQ Priest: with more than one character in last place, all of them must be advanced', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [5, 3, 3, 9] });
    t.use();
    expect(t.positions()).toEqual([5, 7, 7, 9]);
    expect(t.events('moved').map((e) => e.character)).toEqual(['spy', 'assassin']);
  });

  it('FAQ Priest: a tie for last place that includes the Priest advances him together with the others', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'], positions: [3, 3, 8, 9] });
    t.use();
    expect(t.positions()).toEqual([7, 7, 8, 9]);
  });

  it('FAQ Priest: he can use his ability at the start of the race (everyone is last, everyone advances 4)', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'thief'] });
    expect(t.prompt).toEqual({ ability: 'priest', player: 0, targets: [], answers: 'useOrRoll' });
    t.use();
    expect(t.positions()).toEqual([4, 4, 4, 4]);
  });

  it('FAQ Priest, MA-23: blessed together from the start, the racers land together: the Troll among them shoves nobody', () => {
    const t = raceTest({ racers: ['priest', 'troll', 'medusa', 'spy'] });
    t.use();
    expect(t.positions()).toEqual([4, 4, 4, 4]);
    expect(t.events('abilityUsed').map((e) => e.character)).toEqual(['priest']);
    expect(t.prompt, t.commentary()).toBeNull();
  });

  it('MA-47, MA-23: blessed racers that land on an occupied space are checked there (the Troll waiting there shoves them)', () => {
    const t = raceTest({ racers: ['priest', 'spy', 'assassin', 'troll'], positions: [9, 2, 2, 6] });
    t.use();
    expect(t.positions()).toEqual([9, 5, 5, 6]);
    expect(t.events('abilityUsed').map((e) => [e.character, e.target])).toEqual([
      ['priest', null],
      ['troll', 'spy'],
      ['troll', 'assassin'],
    ]);
  });

  it('MA-27: racers blessed over the goal together finish in turn order from the Priest, not in seat order', () => {
    // The Spy and the Assassin share last place on 27; the Priest (on turn) blesses both to the goal.
    // Turn order from the Priest's seat decides who is first, wherever the seats are.
    const lineUps = [
      ['spy', 'thief', 'priest', 'assassin'], // Priest on seat 2: the Assassin (3) moves before the Spy (0)
      ['assassin', 'spy', 'thief', 'priest'], // the same table turned one seat: Assassin (0), then Spy (1)
      ['thief', 'priest', 'assassin', 'spy'], // turned again: Assassin (2), then Spy (3)
    ] as const;
    for (const racers of lineUps) {
      const positions = racers.map((c) => (c === 'priest' ? 29 : c === 'thief' ? 28 : 27));
      const t = raceTest({ racers, positions, first: racers.indexOf('priest') });
      t.use();
      expect(t.events('finished').map((e) => [e.character, e.place]), racers.join()).toEqual([
        ['assassin', 1],
        ['spy', 2],
      ]);
      const result = t.state.results[t.state.results.length - 1];
      expect(result?.ranking.slice(0, 2)).toEqual([racers.indexOf('assassin'), racers.indexOf('spy')]);
      // The next race starts left of the winner (MA-11).
      expect(t.state.selection?.firstPlayer).toBe((racers.indexOf('assassin') + 1) % 4);
    }
  });

  it('MA-27: blessed over the goal together with others, the Priest himself (on turn) finishes first', () => {
    const t = raceTest({ racers: ['spy', 'thief', 'priest', 'assassin'], positions: [27, 29, 27, 27], first: 2 });
    t.use();
    expect(t.events('finished').map((e) => [e.character, e.place])).toEqual([
      ['priest', 1],
      ['assassin', 2],
      ['spy', 3],
    ]);
  });

  it('FAQ Priest: a character who overtakes the Witch because of the blessing triggers her spell', () => {
    const t = raceTest({ racers: ['priest', 'witch', 'spy', 'thief'], positions: [10, 4, 2, 7] });
    t.use();
    expect(t.position('spy')).toBe(6);
    expect(t.events('overtook').map((e) => [e.character, e.overtaken])).toEqual([['spy', 'witch']]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.positions()).toEqual([10, 3, 6, 7]);
    expect(t.state.race?.racers[2]?.loseNextTurn).toBe('asleep');
  });

  it('MA-47 with MA-45: the Philosopher may cancel the blessing (the Priest then rolls) or let it pass', () => {
    const cancelled = raceTest({ racers: ['priest', 'philosopher', 'spy', 'thief'], positions: [6, 5, 1, 9], dice: [2] });
    cancelled.use();
    cancelled.use('priest');
    expect(cancelled.positions()).toEqual([8, 3, 1, 9]);
    const allowed = raceTest({ racers: ['priest', 'philosopher', 'spy', 'thief'], positions: [6, 5, 1, 9] });
    allowed.use();
    allowed.decline();
    expect(allowed.positions()).toEqual([6, 5, 5, 9]);
  });
});
