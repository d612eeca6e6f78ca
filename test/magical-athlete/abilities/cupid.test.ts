/**
 * Cupid (MA-35): whenever a move leaves a male and a female character on the same space (never on
 * the start space), Cupid, wherever he is, may advance 5 spaces. The sexes are the rulebook's.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS, CHARACTER_IDS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const FLIGHT = (player: number) => ({ ability: 'cupid', player, targets: [], answers: 'useOrDecline' }) as const;

describe('Cupid (MA-35)', () => {
  it('MA-35 — FAQ Cupid: only Amazon, Bard, Druid, Medusa, Prophet, Siren and Witch are female; all others, Cupid included, are male', () => {
    const female = CHARACTER_IDS.filter((id) => CHARACTERS[id].sex === 'female');
    expect(female).toEqual(['amazon', 'bard', 'druid', 'medusa', 'prophet', 'siren', 'witch']);
    expect(CHARACTERS.cupid.sex).toBe('male');
    expect(CHARACTER_IDS.filter((id) => CHARACTERS[id].sex === 'male')).toHaveLength(18);
  });

  it("MA-35: a male landing on a female's space offers Cupid 5 spaces, wherever he is", () => {
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'spy'], positions: [0, 5, 3, 0], dice: [5] });
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(2));
    t.use();
    expect(moves(t)).toEqual(['assassin 0>5 roll', 'cupid 3>8 bonus']);
  });

  it("MA-35: a female landing on a male's space works the same way", () => {
    const t = raceTest({ racers: ['bard', 'assassin', 'cupid', 'spy'], positions: [1, 4, 10, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(2));
    t.use();
    expect(t.positions()).toEqual([4, 4, 15, 0]);
  });

  it("MA-35 — FAQ Cupid: Cupid himself is male, so his own landing on a female's space is a couple", () => {
    const t = raceTest({ racers: ['cupid', 'witch', 'spy', 'thief'], positions: [2, 6, 0, 0], dice: [4] });
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(0));
    t.use();
    expect(moves(t)).toEqual(['cupid 2>6 roll', 'cupid 6>11 bonus']);
  });

  it('MA-35 — FAQ Cupid: the Prophet, the Siren and the Medusa are female: each makes a couple with a male', () => {
    for (const female of ['prophet', 'siren', 'medusa'] as const) {
      const t = raceTest({ racers: ['assassin', female, 'cupid', 'spy'], positions: [0, 4, 10, 0], dice: [4], prophecy: 'spy' });
      if (female === 'medusa') t.decline(); // she acts first on her space (MA-23)
      expect(t.prompt, `${female}\n${t.commentary()}`).toEqual(FLIGHT(2));
    }
  });

  it('MA-35 (optional, not a Duty): declining leaves Cupid where he is', () => {
    expect(CHARACTERS.cupid.duty).toBe(false);
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'spy'], positions: [0, 5, 3, 0], dice: [5] });
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(2));
    t.decline();
    expect(t.positions()).toEqual([5, 5, 3, 0]);
  });

  it('MA-35 — FAQ Cupid: two females sharing a space, or two males, make no couple', () => {
    const women = raceTest({ racers: ['bard', 'witch', 'cupid', 'spy'], positions: [1, 4, 10, 0], dice: [3] });
    expect(women.prompt, women.commentary()).toBeNull();
    expect(women.positions()).toEqual([4, 4, 10, 0]);
    const men = raceTest({ racers: ['assassin', 'spy', 'cupid', 'thief'], positions: [1, 4, 10, 0], dice: [3] });
    expect(men.prompt).toBeNull();
    expect(men.positions()).toEqual([4, 4, 10, 0]);
  });

  it('MA-35: never on the start space (a male kicked back onto the start with a female there)', () => {
    // The Centaur overtakes the Assassin and kicks him from 1 back to the start, where the Bard stands.
    const t = raceTest({ racers: ['centaur', 'assassin', 'bard', 'cupid'], positions: [0, 1, 0, 5], dice: [3] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.positions()).toEqual([3, 0, 0, 5]);
  });

  it('MA-35 / MA-22: a finished Cupid is not offered anything', () => {
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'spy'], positions: [0, 5, 30, 0], finished: ['cupid'], dice: [5] });
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([5, 5, 30, 0]);
  });

  it('MA-35 × MA-45: the Philosopher can cancel the flight', () => {
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'philosopher'], positions: [0, 5, 3, 9], dice: [5] });
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(2));
    t.use();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 3, targets: ['cupid'], answers: 'useOrDecline' });
    t.use('cupid');
    expect(t.positions()).toEqual([5, 5, 3, 7]);
  });

  it('MA-35, MA-23 — he acts after the other shared-space abilities, and only while the couple is still there', () => {
    // The Druid (female) lands on the Assassin (male): she is asked first; if she leaves, no couple is left.
    const leaves = raceTest({ racers: ['druid', 'assassin', 'cupid', 'spy'], positions: [2, 5, 10, 0], dice: [3] });
    expect(leaves.prompt).toEqual({ ability: 'druid', player: 0, targets: [], answers: 'useOrDecline' });
    leaves.use();
    expect(leaves.prompt, leaves.commentary()).toBeNull();
    expect(leaves.positions()).toEqual([6, 5, 10, 0]);
    // If she stays, Cupid is asked.
    const stays = raceTest({ racers: ['druid', 'assassin', 'cupid', 'spy'], positions: [2, 5, 10, 0], dice: [3] });
    stays.decline();
    expect(stays.prompt).toEqual(FLIGHT(2));
  });

  it('MA-35, MA-53 — a male landing on a female on the Troll\'s space is pushed off at once: no couple', () => {
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'troll'], positions: [2, 5, 10, 5], dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.positions()).toEqual([4, 5, 10, 5]);
  });

  it('MA-35: his flight is a move like any other — landing on a female with it, he may fly again', () => {
    const t = raceTest({ racers: ['assassin', 'witch', 'cupid', 'bard'], positions: [0, 5, 3, 8], dice: [5] });
    t.use();
    expect(t.prompt, t.commentary()).toEqual(FLIGHT(2));
    t.use();
    expect(moves(t)).toEqual(['assassin 0>5 roll', 'cupid 3>8 bonus', 'cupid 8>13 bonus']);
  });
});
