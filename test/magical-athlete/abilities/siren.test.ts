/**
 * Siren (MA-50, sourced): after she moves on her turn she may lure every other running racer 1
 * space toward her, all at once; racers on her space stay. FAQ "Siren": the movement is
 * simultaneous, and a Troll 1 space ahead of her is lured once and shoves her once.
 */
import { describe, expect, it } from 'vitest';
import { raceTest } from '../harness.js';

describe('Siren', () => {
  it('MA-50: offered after she moves on her turn, without a target', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [7, 2, 15, 12], dice: [3] });
    expect(t.prompt).toEqual({ ability: 'siren', player: 0, targets: [], answers: 'useOrDecline' });
    expect(t.position('siren')).toBe(10);
  });

  it('MA-50: luring moves every other racer 1 space toward her (behind: forward, ahead: back)', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [7, 2, 15, 12], dice: [3] });
    t.use();
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['siren', 7, 10, 'roll'],
      ['spy', 2, 3, 'lure'],
      ['assassin', 15, 14, 'lure'],
      ['thief', 12, 11, 'lure'],
    ]);
  });

  it('MA-50: racers already on her space stay where they are; finished racers are not lured', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [7, 10, 30, 4], finished: ['assassin'], dice: [3] });
    t.use();
    expect(t.positions()).toEqual([10, 10, 30, 5]);
  });

  it('MA-50: declining lures nobody', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [7, 2, 15, 12], dice: [3] });
    t.decline();
    expect(t.positions()).toEqual([10, 2, 15, 12]);
  });

  it('MA-50: not offered when her move takes her to the goal', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [28, 2, 15, 12], dice: [4] });
    expect(t.events('finished').map((e) => e.character)).toEqual(['siren']);
    expect(t.prompt).toBeNull();
  });

  it('MA-50: not offered on a turn she loses asleep (she does not move)', () => {
    // The Siren passes the Witch (3 -> 5), is put to sleep, and loses her next turn.
    const t = raceTest({ racers: ['siren', 'witch', 'spy', 'thief'], positions: [3, 4, 0, 0], dice: [2, 1, 1, 1] });
    t.decline(); // no lure after her first move (3 -> 5, past the Witch)
    t.use('siren'); // the Witch puts her to sleep
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 0, character: 'siren', reason: 'asleep' }]);
    expect(t.events('abilityUsed').filter((e) => e.character === 'siren')).toEqual([]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-50: only her own move triggers it (nobody is asked on the others\' turns)', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief'], positions: [7, 2, 15, 12], dice: [3, 1, 1, 1] });
    t.decline();
    expect(t.positions()).toEqual([10, 3, 16, 13]);
    expect(t.prompt).toBeNull();
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Siren: movement caused by her is simultaneous — neighbours lured the same way do not end up sharing a space', () => {
    // Spy 3 and Troll 4 are both behind her: they become 4 and 5. Moved one by one, the Spy would
    // have landed on the Troll and been shoved back.
    const t = raceTest({ racers: ['siren', 'spy', 'troll', 'thief'], positions: [7, 3, 4, 12], dice: [3] });
    t.use();
    expect(t.positions()).toEqual([10, 4, 5, 11]);
    expect(t.events('abilityUsed').map((e) => e.character)).toEqual(['siren']);
  });

  it('FAQ Siren: except for her own space, no new space becomes shared (racers from both sides meet only on her space)', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'assassin', 'thief', 'ghoul'], positions: [7, 9, 11, 5, 6], dice: [3] });
    t.use();
    expect(t.positions()).toEqual([10, 10, 10, 6, 7]);
  });

  it('FAQ Siren: a Troll 1 space ahead of her is lured once, and his Duty then shoves her back once', () => {
    const t = raceTest({ racers: ['siren', 'spy', 'troll', 'thief'], positions: [7, 2, 11, 20], dice: [3] });
    t.use();
    expect(t.events('abilityUsed').map((e) => [e.character, e.target])).toEqual([
      ['siren', null],
      ['troll', 'siren'],
    ]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['siren', 7, 10, 'roll'],
      ['spy', 2, 3, 'lure'],
      ['troll', 11, 10, 'lure'],
      ['thief', 20, 19, 'lure'],
      ['siren', 10, 9, 'push'],
    ]);
    // Nothing more happens: the Spy's turn comes and needs a die.
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Siren, MA-50, MA-23: racers lured together off the start space land together, and nobody is shoved (no new shared space)', () => {
    // Seen in play (seed 12, 5 players): the Troll and another racer lured from 0 to 1 together,
    // and the Troll shoved the other back. Only her own space can become newly shared.
    const t = raceTest({ racers: ['siren', 'troll', 'spy', 'thief'], dice: [3] });
    t.use();
    expect(t.positions()).toEqual([3, 1, 1, 1]);
    expect(t.events('abilityUsed').map((e) => e.character)).toEqual(['siren']);
    expect(t.events('moved').filter((e) => e.cause === 'push')).toEqual([]);
    // Nothing else happens: the Troll's turn comes and needs a die.
    expect(t.prompt).toBeNull();
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Siren, MA-50, MA-23: racers already sharing a space are lured together and do not newly share it (no Medusa, Druid or Cupid)', () => {
    // Medusa, the Druid and Cupid (a male beside two females) share space 5; lured to 6 together.
    const t = raceTest({ racers: ['siren', 'medusa', 'druid', 'cupid'], positions: [7, 5, 5, 5], dice: [3] });
    t.use();
    expect(t.positions()).toEqual([10, 6, 6, 6]);
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Siren, MA-50, MA-23: her own space does become shared — racers lured onto it are checked (Medusa lured onto her)', () => {
    const t = raceTest({ racers: ['siren', 'medusa', 'spy', 'thief'], positions: [7, 11, 2, 20], dice: [3] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'medusa', player: 1, targets: ['siren'], answers: 'useOrDecline' });
  });

  it('FAQ Siren, MA-50, MA-23: the Troll lured onto her space together with another racer pushes both at once, whatever the seats', () => {
    // The Troll (11) and the Spy (9) both land on her space (10). The Troll's Duty comes first and
    // pushes everyone there back together, once; the Spy's own landing then finds no one to share with.
    for (const racers of [['siren', 'troll', 'spy', 'thief'], ['siren', 'spy', 'troll', 'thief']] as const) {
      const troll = racers.indexOf('troll');
      const spy = racers.indexOf('spy');
      const positions = [7, 0, 0, 20];
      positions[troll] = 11;
      positions[spy] = 9;
      const t = raceTest({ racers, positions, dice: [3] });
      t.use();
      expect(t.events('abilityUsed').map((e) => [e.character, e.target]), racers.join()).toEqual([
        ['siren', null],
        ['troll', null],
      ]);
      expect(t.position('siren')).toBe(9);
      expect(t.position('spy')).toBe(9);
      expect(t.position('troll')).toBe(10);
      expect(t.outOfDice).toBe(true);
    }
  });

  it('MA-50 with MA-45: the Philosopher may cancel the lure', () => {
    const t = raceTest({ racers: ['siren', 'philosopher', 'spy', 'thief'], positions: [7, 14, 2, 12], dice: [3] });
    t.use();
    t.use('siren');
    expect(t.positions()).toEqual([10, 12, 2, 12]);
  });
});
