/**
 * Medusa (MA-41): whenever another character comes to share her space (never on the start space)
 * she may petrify it: it loses its next turn. She works when others land on her and when she is
 * the one who lands (even carried by the Pirate), deciding victim by victim.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const PETRIFY = (player: number, ...targets: string[]) => ({ ability: 'medusa', player, targets, answers: 'useOrDecline' }) as const;

describe('Medusa (MA-41)', () => {
  it('MA-41: a racer landing on her space may be petrified', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    expect(t.prompt).toEqual(PETRIFY(0, 'assassin'));
    t.use('assassin');
    expect(t.events('turnLostNext')).toEqual([{ type: 'turnLostNext', character: 'assassin', by: 'medusa', reason: 'petrified' }]);
    expect(t.state.race?.racers[1]?.loseNextTurn).toBe('petrified');
  });

  it('MA-41, MA-25: a petrified racer loses exactly its next turn: no roll, no move', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3, 1, 1, 1, 4] });
    t.use('assassin');
    // Spy 1, Thief 1, Medusa 1; the Assassin's turn is lost; the Spy rolls 4.
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'assassin', reason: 'petrified' }]);
    expect(t.events('turnStarted').map((e) => e.character)).toEqual(['assassin', 'spy', 'thief', 'medusa', 'assassin', 'spy', 'thief']);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['assassin', 'spy', 'thief', 'medusa', 'spy']);
    expect(t.positions()).toEqual([6, 5, 5, 1]);
    expect(t.state.race?.racers[1]?.loseNextTurn, 'the spell is spent').toBeNull();
  });

  it('MA-41 (optional, not a Duty): declining petrifies nobody', () => {
    expect(CHARACTERS.medusa.duty).toBe(false);
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    t.decline();
    expect(t.events('turnLostNext')).toEqual([]);
    expect(t.state.race?.racers[1]?.loseNextTurn).toBeNull();
  });

  it('MA-41: landing on racers herself, she decides on each of them, one at a time', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3] });
    expect(t.prompt).toEqual(PETRIFY(0, 'assassin', 'spy'));
    t.use('spy');
    expect(t.prompt).toEqual(PETRIFY(0, 'assassin'));
    t.decline();
    expect(t.events('turnLostNext').map((e) => e.character)).toEqual(['spy']);
    expect(t.state.race?.racers.map((r) => r.loseNextTurn)).toEqual([null, null, 'petrified', null]);
  });

  it('MA-41: landing on racers herself, she may petrify them all', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3] });
    t.use('assassin');
    t.use('spy');
    expect(t.prompt).toBeNull();
    expect(t.events('turnLostNext').map((e) => e.character)).toEqual(['assassin', 'spy']);
    // Both of their turns, which come next, are lost; the Thief is the next to roll.
    expect(t.events('turnLost').map((e) => e.character)).toEqual(['assassin', 'spy']);
    expect(t.events('rolled').map((e) => e.character)).toEqual(['medusa']);
  });

  it('MA-41 — FAQ Medusa: her ability is not effective on the start space (a racer kicked back onto the start beside her)', () => {
    // The Centaur overtakes the Assassin and kicks him from 1 back to the start, where Medusa waits.
    const t = raceTest({ racers: ['centaur', 'assassin', 'medusa', 'spy'], positions: [0, 1, 0, 0], dice: [3] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.state.race?.racers[1]?.loseNextTurn).toBeNull();
  });

  it('MA-41 — FAQ Medusa: at the start of the race nobody is petrified although everyone shares her space', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], first: 1, dice: [2, 3, 4, 5] });
    expect(t.prompt).toBeNull();
    expect(t.events('turnLostNext')).toEqual([]);
    expect(t.positions()).toEqual([5, 2, 3, 4]);
  });

  it('MA-41 / MA-22: a finished Medusa petrifies nobody', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [30, 2, 5, 0], finished: ['medusa'], first: 1, dice: [3] });
    expect(t.prompt).toBeNull();
  });

  it('MA-41, MA-39 — FAQ Medusa/Gladiator: sharing a space, she can petrify the Gladiator and he can still challenge her', () => {
    const t = raceTest({ racers: ['medusa', 'gladiator', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3, 2, 5] });
    expect(t.prompt).toEqual(PETRIFY(0, 'gladiator'));
    t.use('gladiator');
    expect(t.prompt, t.commentary()).toEqual({ ability: 'gladiator', player: 1, targets: ['medusa'], answers: 'useOrDecline' });
    t.use('medusa');
    expect(t.events('challenge')).toEqual([{ type: 'challenge', gladiator: 'gladiator', target: 'medusa', loser: 'gladiator' }]);
    // The petrified Gladiator then loses his turn.
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'gladiator', reason: 'petrified' }]);
    expect(moves(t)).toEqual(['medusa 2>5 roll', 'gladiator 5>3 challenge']);
  });

  it('MA-41, MA-46 — FAQ Medusa/Pirate: the Pirate can kidnap Medusa, and she can then petrify him', () => {
    const t = raceTest({ racers: ['pirate', 'medusa', 'spy', 'thief'], positions: [8, 3, 0, 0] });
    expect(t.prompt).toEqual({ ability: 'pirate', player: 0, targets: ['medusa', 'spy', 'thief'], answers: 'useOrRoll' });
    t.use('medusa');
    expect(t.prompt, t.commentary()).toEqual(PETRIFY(1, 'pirate'));
    t.use('pirate');
    expect(moves(t)).toEqual(['medusa 3>8 kidnap']);
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('petrified');
  });

  it('MA-41 × MA-45: the Philosopher cancels a petrification', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'philosopher'], positions: [5, 2, 0, 9], first: 1, dice: [3] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 3, targets: ['medusa'], answers: 'useOrDecline' });
    t.use('medusa');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'medusa', by: 'philosopher' }]);
    expect(t.state.race?.racers[1]?.loseNextTurn).toBeNull();
    expect(t.positions()).toEqual([5, 5, 0, 7]);
  });

  it('MA-41 / MA-25: a racer already asleep is not offered (the statuses do not stack)', () => {
    // The Assassin overtakes the Witch and is put to sleep; later Medusa lands on him.
    const t = raceTest({ racers: ['medusa', 'assassin', 'witch', 'spy'], positions: [8, 7, 10, 0], first: 1, dice: [4, 6, 1, 3] });
    expect(t.prompt).toEqual({ ability: 'witch', player: 2, targets: ['assassin'], answers: 'useOrDecline' });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['assassin 7>11 roll', 'witch 10>9 spell', 'witch 9>15 roll', 'spy 0>1 roll', 'medusa 8>11 roll']);
    expect(t.events('turnLostNext')).toEqual([{ type: 'turnLostNext', character: 'assassin', by: 'witch', reason: 'asleep' }]);
    expect(t.events('turnLost')).toEqual([{ type: 'turnLost', player: 1, character: 'assassin', reason: 'asleep' }]);
  });

  it('MA-41: a racer landing on her space is the one she is offered — not racers who already stood there', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'thief'], positions: [5, 2, 5, 0], first: 1, dice: [3] });
    expect(t.prompt).toEqual(PETRIFY(0, 'assassin'));
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.events('turnLostNext').map((e) => e.character)).toEqual(['assassin']);
  });

  it('MA-41, MA-23, MA-53 — the Troll acts first: a racer landing on Medusa and the Troll is pushed off before she can petrify it', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'troll', 'spy'], positions: [5, 2, 5, 0], first: 1, dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['assassin 2>5 roll', 'assassin 5>4 push']);
    expect(t.events('turnLostNext')).toEqual([]);
  });
  it('MA-41 × MA-45: one cancelled petrification leaves her the decision on the other racers on her space', () => {
    const t = raceTest({ racers: ['medusa', 'assassin', 'spy', 'philosopher'], positions: [2, 5, 5, 9], dice: [3] });
    t.use('assassin');
    t.use('medusa'); // the Philosopher cancels
    expect(t.prompt, t.commentary()).toEqual(PETRIFY(0, 'spy'));
    t.use('spy');
    t.decline(); // the Philosopher lets this one be
    expect(t.state.race?.racers.map((r) => r.loseNextTurn)).toEqual([null, null, 'petrified', null]);
  });
});
