/**
 * Merchant (MA-42): instead of his turn he may swap positions with another running character.
 * "Instead of your turn" (rulebook): the die is not rolled. Both moves happen at once; arrivals
 * are checked after both, and a swap can overtake (FAQ "Merchant").
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS, magicalAthlete } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const rolls = (t: RaceTest): string[] => t.events('rolled').map((e) => `${e.character} ${e.value} ${e.reason}`);
const SWAP = (...targets: string[]) => ({ ability: 'merchant', player: 0, targets, answers: 'useOrRoll' }) as const;

describe('Merchant (MA-42)', () => {
  it('MA-42: his turn opens with a choice: swap with a racer on another space, or roll', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 8, 3, 0] });
    expect(t.prompt).toEqual(SWAP('assassin', 'thief'));
    expect(t.events('rolled')).toEqual([]);
  });

  it('MA-42: the answers are a swap per target or a roll; there is no plain decline', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 8, 3, 0] });
    expect(magicalAthlete.legalActions(t.state, 0)).toEqual([
      { type: 'use', player: 0, ability: 'merchant', target: 'assassin' },
      { type: 'use', player: 0, ability: 'merchant', target: 'thief' },
      { type: 'roll', player: 0 },
    ]);
  });

  it('MA-42, MA-26: at the start of the race everybody shares his space, so there is nothing to swap and he just rolls', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], dice: [3] });
    expect(t.events('abilityUsed')).toEqual([]);
    expect(rolls(t)).toEqual(['merchant 3 turn']);
    expect(moves(t)).toEqual(['merchant 0>3 roll']);
  });

  it('MA-42 "instead of your turn": the swap moves both racers and no die is rolled for him', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 8, 3, 0], dice: [2] });
    t.use('assassin');
    expect(moves(t), t.commentary()).toEqual(['merchant 3>8 swap', 'assassin 8>3 swap', 'assassin 3>5 roll']);
    // The only scripted die went to the Assassin, whose turn is next.
    expect(rolls(t)).toEqual(['assassin 2 turn']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'merchant', target: 'assassin' }]);
  });

  it('MA-42: he may also swap backwards with a racer behind him', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [9, 4, 0, 0] });
    t.use('assassin');
    expect(t.positions()).toEqual([4, 9, 0, 0]);
  });

  it('MA-42 (optional, not a Duty): rolling instead plays a normal turn', () => {
    expect(CHARACTERS.merchant.duty).toBe(false);
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 8, 3, 0], dice: [4] });
    t.roll();
    expect(moves(t)).toEqual(['merchant 3>7 roll']);
    expect(t.events('abilityUsed')).toEqual([]);
  });

  it('MA-42 / MA-22: finished racers cannot be swapped with', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'spy', 'thief'], positions: [3, 30, 8, 0], finished: ['assassin'] });
    expect(t.prompt).toEqual(SWAP('spy', 'thief'));
  });

  it('MA-42: a swap that lands him on the Troll has the Troll push him back (arrivals are checked after both moves)', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'troll', 'thief'], positions: [2, 8, 8, 0] });
    t.use('assassin');
    expect(moves(t), t.commentary()).toEqual(['merchant 2>8 swap', 'assassin 8>2 swap', 'merchant 8>7 push']);
    expect(t.positions()).toEqual([7, 2, 8, 0]);
  });

  it('MA-42, MA-54, MA-24 — FAQ Merchant/Witch: swapping forward past the Witch is overtaking her: she may cast her spell on the Merchant', () => {
    const t = raceTest({ racers: ['merchant', 'witch', 'spy', 'thief'], positions: [2, 5, 8, 0] });
    t.use('spy');
    expect(t.prompt, t.commentary()).toEqual({ ability: 'witch', player: 1, targets: ['merchant'], answers: 'useOrDecline' });
    t.use('merchant');
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('asleep');
    expect(moves(t)).toEqual(['merchant 2>8 swap', 'spy 8>2 swap', 'witch 5>4 spell']);
  });

  it('MA-42, MA-54, MA-24 — FAQ Merchant/Witch: the other character of the swap, carried past the Witch, overtakes her too', () => {
    const t = raceTest({ racers: ['merchant', 'witch', 'spy', 'thief'], positions: [8, 5, 2, 0] });
    t.use('spy');
    expect(t.prompt, t.commentary()).toEqual({ ability: 'witch', player: 1, targets: ['spy'], answers: 'useOrDecline' });
    t.use('spy');
    expect(t.state.race?.racers[2]?.loseNextTurn).toBe('asleep');
  });

  it('MA-42, MA-25: an asleep or petrified Merchant loses his turn and is not asked (MA-41)', () => {
    const t = raceTest({ racers: ['medusa', 'merchant', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 4] });
    t.use('merchant');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'merchant', reason: 'petrified' }]);
    expect(rolls(t)).toEqual(['medusa 3 turn', 'spy 4 turn']);
  });

  it('MA-42 × MA-45: the Philosopher cancels the swap; the Merchant then plays a normal turn', () => {
    const t = raceTest({ racers: ['merchant', 'assassin', 'philosopher', 'spy'], positions: [2, 10, 6, 0], dice: [3] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['merchant'], answers: 'useOrDecline' });
    t.use('merchant');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'merchant', by: 'philosopher' }]);
    expect(moves(t)).toEqual(['philosopher 6>4 compensation', 'merchant 2>5 roll']);
    expect(t.positions()).toEqual([5, 10, 4, 0]);
  });

  it('MA-42 / MA-23: both landings of a swap are checked, his first', () => {
    // He swaps into Medusa's space while the Assassin is swapped onto the Druid's.
    const t = raceTest({ racers: ['merchant', 'assassin', 'medusa', 'druid'], positions: [2, 8, 8, 2] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toEqual({ ability: 'medusa', player: 2, targets: ['merchant'], answers: 'useOrDecline' });
    t.use('merchant');
    expect(t.prompt).toEqual({ ability: 'druid', player: 3, targets: [], answers: 'useOrDecline' });
    t.decline();
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('petrified');
    expect(t.positions()).toEqual([8, 2, 8, 2]);
  });
});
