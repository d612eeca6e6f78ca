/**
 * Ninja (MA-44, sourced): at the start of another racer's turn he may shadow it, moving as it moves
 * on that turn; this replaces his own next turn.
 */
import { describe, expect, it } from 'vitest';
import { magicalAthlete } from '../../../src/games/magical-athlete/index.js';
import { raceTest } from '../harness.js';

describe('Ninja', () => {
  it('MA-44: asked at the start of another racer\'s turn, before its die is rolled', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], positions: [3, 2, 5, 0] });
    expect(t.prompt).toEqual({ ability: 'ninja', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    expect(t.events('turnStarted').map((e) => e.character)).toEqual(['spy']);
    expect(t.events('rolled')).toEqual([]);
  });

  it('MA-44: shadowing moves him as far as the target\'s turn move, and his own next turn is spent', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], positions: [3, 2, 5, 0], dice: [4] });
    t.use('spy');
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['spy', 3, 7, 'roll'],
      ['ninja', 2, 6, 'shadow'],
    ]);
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'ninja', reason: 'shadowed' }]);
    // His turn spent, he may shadow again at the Assassin's turn.
    expect(t.prompt).toEqual({ ability: 'ninja', player: 1, targets: ['assassin'], answers: 'useOrDecline' });
    expect(t.events('rolled')).toHaveLength(1);
  });

  it('MA-44: declining leaves him in place; on his own turn he is not asked and rolls normally', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], positions: [3, 2, 5, 0], dice: [4, 3] });
    t.decline();
    expect(t.positions()).toEqual([7, 5, 5, 0]);
    expect(t.events('turnLost')).toEqual([]);
    expect(t.prompt).toEqual({ ability: 'ninja', player: 1, targets: ['assassin'], answers: 'useOrDecline' });
  });

  it('MA-44: while his turn is owed to a shadow he is not offered another one', () => {
    const t = raceTest({ racers: ['spy', 'assassin', 'thief', 'ninja'], positions: [3, 4, 5, 0], dice: [2, 5, 1] });
    t.use('spy');
    // Assassin and Thief roll without the Ninja being asked; the Ninja's turn is lost; then the
    // Spy's next turn offers the shadow again.
    expect(t.events('rolled').map((e) => e.character)).toEqual(['spy', 'assassin', 'thief']);
    expect(t.events('turnLost').map((e) => [e.character, e.reason])).toEqual([['ninja', 'shadowed']]);
    expect(t.prompt).toEqual({ ability: 'ninja', player: 3, targets: ['spy'], answers: 'useOrDecline' });
    expect(t.positions()).toEqual([5, 9, 6, 2]);
  });

  it('MA-44: not offered on the turn of a racer who is asleep (it will not move)', () => {
    // The Spy overtakes the Witch and is put to sleep; at the Spy's next turn the Ninja is not asked.
    const t = raceTest({ racers: ['spy', 'witch', 'ninja', 'thief'], positions: [4, 5, 0, 0], dice: [2, 1, 1, 1] });
    t.decline(); // no shadow on the Spy
    t.use('spy'); // the Witch puts the Spy to sleep
    t.decline(); // no shadow on the Witch
    t.decline(); // no shadow on the Thief (the Ninja rolled 1 before)
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 0, character: 'spy', reason: 'asleep' }]);
    expect(t.prompt).toEqual({ ability: 'ninja', player: 2, targets: ['witch'], answers: 'useOrDecline' });
  });

  it('FAQ Ninja: he can shadow a character who uses his ability instead of his normal turn (the Amazon dashes 5, he follows 5)', () => {
    const t = raceTest({ racers: ['amazon', 'ninja', 'spy', 'thief'], positions: [3, 1, 0, 0] });
    t.use('amazon');
    expect(t.prompt).toEqual({ ability: 'amazon', player: 0, targets: [], answers: 'useOrRoll' });
    t.use();
    expect(t.positions()).toEqual([8, 6, 0, 0]);
    expect(t.events('rolled')).toEqual([]);
  });

  it('FAQ Ninja: shadowing a Priest who blesses himself (alone in last place) follows his 4 spaces', () => {
    const t = raceTest({ racers: ['priest', 'ninja', 'spy', 'thief'], positions: [0, 3, 5, 2] });
    t.use('priest');
    t.use();
    expect(t.positions()).toEqual([4, 7, 5, 2]);
  });

  it('FAQ Ninja: shadowing a Pirate who kidnaps (and so does not move himself) moves him nowhere, yet spends his turn', () => {
    const t = raceTest({ racers: ['pirate', 'ninja', 'spy', 'thief'], positions: [6, 3, 9, 2] });
    t.use('pirate');
    t.use('spy');
    expect(t.positions()).toEqual([6, 3, 6, 2]);
    expect(t.events('turnLost').map((e) => [e.character, e.reason])).toEqual([['ninja', 'shadowed']]);
  });

  it('FAQ Ninja: once shadowing he cannot stop during the target\'s turn (he follows the Ranger\'s whole move onto the Troll)', () => {
    const t = raceTest({ racers: ['ranger', 'ninja', 'troll', 'spy'], positions: [0, 2, 8, 20], dice: [4] });
    t.use('ranger');
    expect(t.prompt).toMatchObject({ ability: 'ranger', player: 0 });
    expect(magicalAthlete.legalActions(t.state, 1)).toEqual([]);
    t.use();
    // Ranger 0 -> 6 (4 + 2); the Ninja follows 6 spaces, onto the Troll at 8, who shoves him to 7.
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['ranger', 0, 6, 'roll'],
      ['ninja', 2, 8, 'shadow'],
      ['ninja', 8, 7, 'push'],
    ]);
    expect(t.positions()).toEqual([6, 7, 8, 20]);
  });

  it('FAQ Ninja: if the target finishes the race, the Ninja finishes too, one place behind it', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], positions: [27, 3, 10, 0], dice: [5] });
    t.use('spy');
    expect(t.events('finished')).toEqual([
      { type: 'finished', player: 0, character: 'spy', place: 1 },
      { type: 'finished', player: 1, character: 'ninja', place: 2 },
    ]);
    // Race 2 pays 4 and 2.
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [0, 1, 2, 3], awards: [4, 2, 0, 0] }]);
    expect(t.state.players.map((p) => p.chips)).toEqual([4, 2, 0, 0]);
  });

  it('FAQ Ninja: if the target finishes second, the race ends before the Ninja can finish', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], positions: [27, 3, 30, 0], finished: ['assassin'], dice: [5] });
    t.use('spy');
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'spy', place: 2 }]);
    expect(t.events('raceEnded')[0]?.ranking.slice(0, 2)).toEqual([2, 0]);
  });

  it('FAQ Ninja: overtaking the Witch while shadowing triggers her spell', () => {
    // The Spy starts ahead of the Witch; only the Ninja passes her (2 -> 6, Witch on 5).
    const t = raceTest({ racers: ['spy', 'ninja', 'witch', 'thief'], positions: [6, 2, 5, 0], dice: [4] });
    t.use('spy');
    expect(t.events('overtook').map((e) => [e.character, e.overtaken])).toEqual([['ninja', 'witch']]);
    expect(t.prompt).toEqual({ ability: 'witch', player: 2, targets: ['ninja'], answers: 'useOrDecline' });
    t.use('ninja');
    expect(t.events('turnLostNext')).toEqual([{ type: 'turnLostNext', character: 'ninja', by: 'witch', reason: 'asleep' }]);
    expect(t.positions()).toEqual([10, 6, 4, 0]);
  });

  it('FAQ Ninja: shadowing is possible at the start of the race (first turn, everyone on the start space)', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'assassin', 'thief'], dice: [3] });
    expect(t.prompt).toEqual({ ability: 'ninja', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.positions()).toEqual([3, 3, 0, 0]);
  });

  it('MA-45: the Philosopher may cancel the shadow; the Ninja stays put and keeps his own turn', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'philosopher', 'thief'], positions: [3, 2, 6, 0], dice: [4, 2] });
    t.use('spy');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['ninja'], answers: 'useOrDecline' });
    t.use('ninja');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'ninja', by: 'philosopher' }]);
    // Spy 3 -> 7; the Ninja does not follow, then rolls 2 on his own turn.
    expect(t.positions()).toEqual([7, 4, 4, 0]);
    expect(t.events('turnLost')).toEqual([]);
  });
  it('MA-44 × MA-25: put to sleep after shadowing, he loses one turn for both, not two', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'witch', 'thief'], positions: [6, 2, 5, 0], dice: [4, 1, 1, 1, 3] });
    t.use('spy'); // shadows the Spy: 2 -> 6, passing the Witch
    t.use('ninja'); // the Witch puts him to sleep
    expect(t.events('turnLost').map((e) => [e.character, e.reason])).toEqual([['ninja', 'asleep']]);
    t.decline(); // not shadowing the Witch
    t.decline(); // nor the Thief
    t.decline(); // nor the Spy
    expect(t.events('turnLost')).toHaveLength(1);
    expect(t.position('ninja'), t.commentary()).toBe(9);
  });

  it('MA-44 × MA-25: while his next turn is already lost he is not offered a shadow', () => {
    const t = raceTest({ racers: ['spy', 'ninja', 'witch', 'thief'], positions: [6, 2, 5, 0], dice: [4, 1] });
    t.use('spy');
    t.use('ninja'); // asleep now; his lost turn comes next and the Witch is next after him
    expect(t.prompt?.ability).toBe('ninja'); // after his lost turn, at the Witch's turn, he may shadow again
    (t.state.race!.racers[1]!).loseNextTurn = 'petrified';
    t.decline();
    expect(t.prompt, t.commentary()).toBeNull();
  });
});
