/**
 * Philosopher (MA-45, reconstructed): when another racer uses an optional ability, he may cancel
 * that use by moving himself 2 spaces back as compensation. Not Duty abilities, the Prophet, the
 * Assassin or the Spy.
 */
import { describe, expect, it } from 'vitest';
import { type Rng } from '../../../src/index.js';
import {
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteState,
} from '../../../src/games/magical-athlete/index.js';
import { ABILITIES } from '../../../src/games/magical-athlete/abilities/index.js';
import { raceTest } from '../harness.js';
import { dealtGame as dealt } from '../dealt-game.js';

const dealtGame = (hands: readonly (readonly CharacterId[])[]): { state: MagicalAthleteState; rng: Rng } => dealt(hands, { seed: 7 });

describe('Philosopher', () => {
  it('MA-45: asked right after another racer accepts an optional ability, with that racer as target', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 5, 7, 1], dice: [4] });
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 1, targets: ['ranger'], answers: 'useOrDecline' });
  });

  it('MA-45: cancelling moves him 2 spaces back and the ability does nothing (the Ranger moves only his roll)', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 5, 7, 1], dice: [4] });
    t.use();
    t.use('ranger');
    expect(t.events('abilityUsed').map((e) => [e.character, e.target])).toEqual([
      ['ranger', null],
      ['philosopher', 'ranger'],
    ]);
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'ranger', by: 'philosopher' }]);
    expect(t.events('moved').map((e) => [e.character, e.from, e.to, e.cause])).toEqual([
      ['philosopher', 5, 3, 'compensation'],
      ['ranger', 0, 4, 'roll'],
    ]);
  });

  it('MA-45: declining lets the ability work', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 5, 7, 1], dice: [4] });
    t.use();
    t.decline();
    expect(t.positions()).toEqual([6, 5, 7, 1]);
    expect(t.events('abilityCancelled')).toEqual([]);
  });

  it('MA-45: a cancelled instead-of-turn ability leaves its user a normal turn (the Priest rolls)', () => {
    const t = raceTest({ racers: ['priest', 'philosopher', 'spy', 'thief'], positions: [3, 5, 7, 1], dice: [2] });
    t.use();
    t.use('priest');
    expect(t.positions()).toEqual([5, 3, 7, 1]);
    expect(t.events('rolled').map((e) => [e.character, e.value])).toEqual([['priest', 2]]);
  });

  it('MA-45: never asked while nobody uses an optional ability', () => {
    const t = raceTest({ racers: ['philosopher', 'spy', 'assassin', 'thief'], positions: [5, 0, 0, 0], dice: [1, 2, 3, 4] });
    expect(t.events('rolled')).toHaveLength(4);
    expect(t.positions()).toEqual([6, 2, 3, 4]);
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Philosopher: his ability needs compensation, so he can use it only while he is in the race (a finished Philosopher is not asked)', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 30, 7, 1], finished: ['philosopher'], dice: [4] });
    t.use();
    expect(t.prompt).toBeNull();
    expect(t.position('ranger')).toBe(6);
  });

  it('FAQ Philosopher: compensation — with fewer than 2 spaces behind him he cannot pay and is not asked', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 1, 7, 1], dice: [4] });
    t.use();
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([6, 1, 7, 1]);
  });

  it('FAQ Philosopher: compensation — on exactly space 2 he can pay and steps back to the start', () => {
    const t = raceTest({ racers: ['ranger', 'philosopher', 'spy', 'thief'], positions: [0, 2, 7, 1], dice: [4] });
    t.use();
    t.use('ranger');
    expect(t.positions()).toEqual([4, 0, 7, 1]);
  });

  it('FAQ Philosopher: he cannot cancel the Prophet\'s ability', () => {
    expect(ABILITIES.prophet.cancellable).toBe(false);
    // Standing on 6, he could pay; still he is not asked after the prophecy.
    const t = raceTest({ racers: ['prophet', 'philosopher', 'spy', 'thief'], positions: [0, 6, 0, 0], dice: [2] });
    expect(t.prompt).toMatchObject({ ability: 'prophet', answers: 'prophesy' });
    t.act({ type: 'prophesy', character: 'spy' });
    expect(t.events('prophecyMade')).toEqual([{ type: 'prophecyMade', player: 0, character: 'spy' }]);
    expect(t.events('abilityCancelled')).toEqual([]);
    expect(t.state.race?.prophecy).toBe(2);
    expect(t.positions()).toEqual([2, 6, 0, 0]);
  });

  it('FAQ Philosopher: Duty abilities cannot be cancelled (the Troll shoves the Spy with no question asked)', () => {
    expect(ABILITIES.troll.cancellable).toBe(false);
    const t = raceTest({ racers: ['spy', 'philosopher', 'troll', 'thief'], positions: [2, 6, 5, 0], dice: [3] });
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 2, character: 'troll', target: 'spy' }]);
    expect(t.events('abilityCancelled')).toEqual([]);
    expect(t.positions()).toEqual([4, 6, 5, 0]);
    // Nobody was asked: the Philosopher's turn came and needed a die.
    expect(t.outOfDice).toBe(true);
  });

  it('FAQ Philosopher: he cannot cancel an assassination (it happens after the draft, outside any race)', () => {
    expect(ABILITIES.assassin.cancellable).toBe(false);
    const { state, rng } = dealtGame([
      ['assassin', 'amazon', 'bard', 'centaur', 'conjurer'],
      ['philosopher', 'cupid', 'demon', 'druid', 'ghoul'],
      ['gladiator', 'martialArtist', 'medusa', 'merchant', 'necromancer'],
      ['ninja', 'pirate', 'priest', 'prophet', 'ranger'],
    ]);
    expect(state.phase).toBe('assassin');
    expect(magicalAthlete.actors(state)).toEqual([0]);
    magicalAthlete.apply(state, { type: 'assassinate', player: 0, target: 'cupid' }, rng);
    // Straight on to choosing racers: nobody, the Philosopher's owner included, gets a say.
    expect(state.phase).toBe('selection');
    expect(state.removed).toEqual(['cupid']);
    expect(state.events.map((e) => e.type)).toEqual(['assassinated', 'replacementDrawn', 'raceCalled']);
    expect(magicalAthlete.legalActions(state, 1).map((a) => a.type)).toEqual(['pick', 'pick', 'pick', 'pick', 'pick']);
  });

  it('FAQ Philosopher: no infinite loop — every cancellation costs 2 spaces, so he must stop once he cannot pay', () => {
    // He cancels the Ranger's bonus (4 -> 2) and the Witch's spell (2 -> 0); on the start space he
    // can pay no more, so the Ninja's shadow goes through unasked.
    const t = raceTest({ racers: ['ranger', 'philosopher', 'witch', 'ninja'], positions: [2, 4, 4, 10], dice: [3, 2] });
    t.decline(); // no shadow on the Ranger
    t.use(); // Ranger bonus...
    t.use('ranger'); // ...cancelled
    expect(t.position('philosopher')).toBe(2);
    expect(t.position('ranger')).toBe(5);
    expect(t.prompt).toEqual({ ability: 'witch', player: 2, targets: ['ranger'], answers: 'useOrDecline' });
    t.use('ranger'); // spell...
    t.use('witch'); // ...cancelled
    expect(t.position('philosopher')).toBe(0);
    expect(t.position('witch')).toBe(4);
    expect(t.state.race?.racers[0]?.loseNextTurn).toBeNull();
    expect(t.prompt).toEqual({ ability: 'ninja', player: 3, targets: ['philosopher'], answers: 'useOrDecline' });
    t.use('philosopher');
    // Not asked: the Philosopher rolls 2 and the Ninja shadows him.
    expect(t.events('abilityCancelled')).toHaveLength(2);
    expect(t.positions()).toEqual([5, 2, 4, 12]);
  });
});
