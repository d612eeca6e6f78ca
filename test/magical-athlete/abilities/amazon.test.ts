/**
 * Amazon (MA-30): "instead of her turn, she may advance exactly 5 spaces". The rulebook's
 * "instead of your turn" means the regular turn (roll and advance) does not happen at all.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS, magicalAthlete } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

/** Every move so far as "who from>to cause". */
const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);

describe('Amazon (MA-30)', () => {
  it('MA-30: her turn opens with a choice between dashing and rolling, even on the start space', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'] });
    expect(t.prompt).toEqual({ ability: 'amazon', player: 0, targets: [], answers: 'useOrRoll' });
    expect(t.events('rolled')).toEqual([]);
    expect(t.outOfDice, 'nothing was rolled before she chose').toBe(false);
  });

  it('MA-30, MA-25: the answers are "use" or "roll"; an instead-of-turn ability has no plain decline', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'] });
    expect(magicalAthlete.legalActions(t.state, 0)).toEqual([
      { type: 'use', player: 0, ability: 'amazon' },
      { type: 'roll', player: 0 },
    ]);
    expect(magicalAthlete.legalActions(t.state, 1), 'only her player is asked').toEqual([]);
  });

  it('MA-30 "instead of your turn": the dash moves her exactly 5 and no die is rolled for her', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], dice: [4] });
    t.use();
    // The only scripted die goes to the Assassin, whose turn comes next.
    expect(rolls(t), t.commentary()).toEqual(['assassin 4 turn']);
    expect(moves(t)).toEqual(['amazon 0>5 dash', 'assassin 0>4 roll']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'amazon', target: null }]);
    expect(t.positions()).toEqual([5, 4, 0, 0]);
  });

  it('MA-30: the dash is 5 whatever the position, never the die', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], positions: [11, 0, 0, 0], dice: [1] });
    t.use();
    expect(moves(t)).toEqual(['amazon 11>16 dash', 'assassin 0>1 roll']);
  });

  it('MA-30 (optional, not a Duty): rolling instead plays her normal turn', () => {
    expect(CHARACTERS.amazon.duty).toBe(false);
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], dice: [3, 4] });
    t.roll();
    expect(rolls(t)).toEqual(['amazon 3 turn', 'assassin 4 turn']);
    expect(moves(t)).toEqual(['amazon 0>3 roll', 'assassin 0>4 roll']);
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-30: she is asked again on each of her turns', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], dice: [1, 2, 3] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'amazon', player: 0, targets: [], answers: 'useOrRoll' });
    t.use();
    expect(t.positions()).toEqual([10, 1, 2, 3]);
  });

  it('MA-30: a dash that reaches the goal finishes her race', () => {
    const t = raceTest({ racers: ['amazon', 'assassin', 'spy', 'thief'], positions: [27, 0, 0, 0], dice: [2] });
    t.use();
    expect(moves(t)).toEqual(['amazon 27>30 dash', 'assassin 0>2 roll']);
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'amazon', place: 1 }]);
  });

  it('MA-30 / MA-22: a finished Amazon takes no more turns and is never asked', () => {
    const t = raceTest({
      racers: ['amazon', 'assassin', 'spy', 'thief'],
      positions: [30, 0, 0, 0],
      finished: ['amazon'],
      dice: [2, 3, 4, 5],
    });
    expect(t.prompt).toBeNull();
    expect(t.events('turnStarted').map((e) => e.character)).toEqual(['assassin', 'spy', 'thief', 'assassin', 'spy']);
    expect(t.positions()).toEqual([30, 7, 3, 4]);
  });

  it('MA-30: the dash is a move like any other: landing on the Troll gets her pushed back (MA-53)', () => {
    const t = raceTest({ racers: ['amazon', 'troll', 'spy', 'thief'], positions: [12, 17, 0, 0] });
    t.use();
    expect(moves(t)).toEqual(['amazon 12>17 dash', 'amazon 17>16 push']);
    expect(t.positions()).toEqual([16, 17, 0, 0]);
  });

  it('MA-30, MA-24, MA-54 — rulebook "overtaking": a dash past the Witch lets her cast her spell (MA-54)', () => {
    const t = raceTest({ racers: ['amazon', 'witch', 'spy', 'thief'], positions: [3, 6, 0, 0] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'witch', player: 1, targets: ['amazon'], answers: 'useOrDecline' });
    t.use('amazon');
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('asleep');
    expect(t.positions()).toEqual([8, 5, 0, 0]);
  });

  it('MA-30, MA-25: a petrified Amazon loses her turn and is not offered the dash (MA-41)', () => {
    // Medusa lands on the Amazon and petrifies her; the Amazon's turn is next.
    const t = raceTest({ racers: ['medusa', 'amazon', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 4] });
    t.use('amazon');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'amazon', reason: 'petrified' }]);
    expect(t.positions()).toEqual([5, 5, 4, 0]);
  });

  it('MA-30 × MA-45: the Philosopher cancels the dash; she then plays a normal turn instead', () => {
    const t = raceTest({ racers: ['amazon', 'philosopher', 'spy', 'thief'], positions: [0, 4, 0, 0], dice: [3] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 1, targets: ['amazon'], answers: 'useOrDecline' });
    t.use('amazon');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'amazon', by: 'philosopher' }]);
    expect(rolls(t)).toEqual(['amazon 3 turn']);
    expect(moves(t)).toEqual(['philosopher 4>2 compensation', 'amazon 0>3 roll']);
    expect(t.positions()).toEqual([3, 2, 0, 0]);
  });

  it('MA-30 × MA-45: if the Philosopher lets it be, the dash stands', () => {
    const t = raceTest({ racers: ['amazon', 'philosopher', 'spy', 'thief'], positions: [0, 4, 0, 0] });
    t.use();
    t.decline();
    expect(moves(t)).toEqual(['amazon 0>5 dash']);
    expect(t.events('rolled')).toEqual([]);
    expect(t.positions()).toEqual([5, 4, 0, 0]);
  });
});
