/**
 * Centaur (MA-33): for each character he overtakes in a turn he may kick it 1 space back.
 * Overtaking (rulebook): he starts the turn behind it and ends the turn ahead of it, by any means,
 * including the overtaken character being sent back behind him by some other action.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const kickOffer = (target: string, player = 0) => ({ ability: 'centaur', player, targets: [target], answers: 'useOrDecline' });

describe('Centaur (MA-33)', () => {
  it('MA-33, MA-24 — rulebook overtaking example: starting behind and ending ahead offers a kick of 1 space', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [2, 4, 0, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toEqual(kickOffer('assassin'));
    expect(t.events('overtook')).toEqual([{ type: 'overtook', character: 'centaur', overtaken: 'assassin' }]);
    t.use('assassin');
    expect(moves(t)).toEqual(['centaur 2>5 roll', 'assassin 4>3 kick']);
    expect(t.positions()).toEqual([5, 3, 0, 0]);
  });

  it('MA-33 (optional, not a Duty): declining the kick leaves the overtaken racer in place', () => {
    expect(CHARACTERS.centaur.duty).toBe(false);
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [2, 4, 0, 0], dice: [3] });
    t.decline();
    expect(moves(t)).toEqual(['centaur 2>5 roll']);
    expect(t.positions()).toEqual([5, 4, 0, 0]);
  });

  it('MA-33, MA-24: ending the turn on the same space is not overtaking', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.prompt).toBeNull();
    expect(t.events('overtook')).toEqual([]);
  });

  it('MA-33, MA-24: starting the turn on the same space is not being behind, so no kick', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [3, 3, 0, 0], dice: [2] });
    expect(t.prompt).toBeNull();
    expect(t.events('overtook')).toEqual([]);
    // Likewise from the start space, where everybody stands together.
    const start = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], dice: [4] });
    expect(start.prompt).toBeNull();
    expect(start.events('overtook')).toEqual([]);
  });

  it('MA-33, MA-24: a racer that was already behind him is not overtaken', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], dice: [3] });
    expect(t.prompt).toBeNull();
  });

  it('MA-33 — FAQ Centaur: he decides for each overtaken character separately; each decision is one use', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [1, 3, 4, 0], dice: [5] });
    expect(t.prompt).toEqual(kickOffer('assassin'));
    t.use('assassin');
    expect(t.prompt).toEqual(kickOffer('spy'));
    t.decline();
    expect(moves(t)).toEqual(['centaur 1>6 roll', 'assassin 3>2 kick']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 0, character: 'centaur', target: 'assassin' }]);
    expect(t.positions()).toEqual([6, 2, 4, 0]);
  });

  it('FAQ Centaur × MA-45: each kick is a use of its own, so the Philosopher may cancel one and not the other', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'philosopher'], positions: [1, 3, 4, 10], dice: [5] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 3, targets: ['centaur'], answers: 'useOrDecline' });
    t.use('centaur');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'centaur', by: 'philosopher' }]);
    expect(t.prompt, 'the kick on the Spy is still his to decide').toEqual(kickOffer('spy'));
    t.use('spy');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 3, targets: ['centaur'], answers: 'useOrDecline' });
    t.decline();
    expect(moves(t)).toEqual(['centaur 1>6 roll', 'philosopher 10>8 compensation', 'spy 4>3 kick']);
    expect(t.positions()).toEqual([6, 3, 3, 8]);
  });

  it('MA-33, MA-24, MA-39 — rulebook overtaking note: the racer he started behind, sent back behind him by another action, can be kicked', () => {
    // The Centaur lands on the Gladiator's space (not ahead of him); the Gladiator challenges and
    // loses (1 against 4), falling back to 3: now the Centaur has overtaken him.
    const t = raceTest({ racers: ['centaur', 'gladiator', 'assassin', 'spy'], positions: [3, 5, 0, 0], dice: [2, 1, 4] });
    expect(t.prompt).toEqual({ ability: 'gladiator', player: 1, targets: ['centaur'], answers: 'useOrDecline' });
    t.use('centaur');
    expect(t.prompt, t.commentary()).toEqual(kickOffer('gladiator'));
    t.use('gladiator');
    expect(moves(t)).toEqual(['centaur 3>5 roll', 'gladiator 5>3 challenge', 'gladiator 3>2 kick']);
    expect(t.positions()).toEqual([5, 2, 0, 0]);
  });

  it('MA-33, MA-24, MA-42 — "by any means": swapped forward by the Merchant on his turn, the Centaur may kick everyone he passed', () => {
    const t = raceTest({ racers: ['merchant', 'centaur', 'assassin', 'spy'], positions: [10, 2, 5, 0] });
    t.use('centaur');
    expect(t.prompt, t.commentary()).toEqual(kickOffer('merchant', 1));
    t.use('merchant');
    expect(t.prompt).toEqual(kickOffer('assassin', 1));
    t.use('assassin');
    expect(moves(t)).toEqual(['merchant 10>2 swap', 'centaur 2>10 swap', 'merchant 2>1 kick', 'assassin 5>4 kick']);
    expect(t.positions()).toEqual([1, 10, 4, 0]);
  });

  it('MA-33, MA-23, MA-53: the kicked racer lands like any other move (here on the Troll, who pushes it on)', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'troll', 'spy'], positions: [2, 6, 5, 0], dice: [5] });
    // He overtakes the Assassin and the Troll: two decisions.
    expect(t.prompt).toEqual(kickOffer('assassin'));
    t.use('assassin');
    expect(t.prompt).toEqual(kickOffer('troll'));
    t.decline();
    expect(moves(t)).toEqual(['centaur 2>7 roll', 'assassin 6>5 kick', 'assassin 5>4 push']);
  });

  it('MA-33 / MA-22: a Centaur who finishes on that turn kicks nobody', () => {
    const t = raceTest({ racers: ['centaur', 'assassin', 'spy', 'thief'], positions: [26, 28, 0, 0], dice: [5] });
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'centaur', place: 1 }]);
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([30, 28, 0, 0]);
  });

  it('MA-33, MA-24, MA-54 — overtaking the Witch: his kick is offered first, then her spell on him', () => {
    const t = raceTest({ racers: ['centaur', 'witch', 'spy', 'thief'], positions: [2, 4, 0, 0], dice: [4] });
    expect(t.prompt).toEqual(kickOffer('witch'));
    t.use('witch');
    expect(t.prompt, t.commentary()).toEqual({ ability: 'witch', player: 1, targets: ['centaur'], answers: 'useOrDecline' });
    t.use('centaur');
    expect(moves(t)).toEqual(['centaur 2>6 roll', 'witch 4>3 kick', 'witch 3>2 spell']);
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('asleep');
  });
});
