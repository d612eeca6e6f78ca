/**
 * Druid (MA-37): whenever she and another character come to share a space she may advance 1;
 * bonuses chain within a turn. The Troll's Duty acts first on his space (FAQ "Druid"), and a bonus
 * that would bring back positions already seen this turn is not offered (MA-21: she must stop).
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const BONUS = (player = 0) => ({ ability: 'druid', player, targets: [], answers: 'useOrDecline' }) as const;

describe('Druid (MA-37)', () => {
  it("MA-37: landing on another racer's space offers her 1 space", () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.prompt).toEqual(BONUS());
    t.use();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>6 bonus']);
    expect(t.positions()).toEqual([6, 5, 0, 0]);
  });

  it('MA-37 (optional, not a Duty): declining leaves her on the shared space', () => {
    expect(CHARACTERS.druid.duty).toBe(false);
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    t.decline();
    expect(moves(t)).toEqual(['druid 2>5 roll']);
    expect(t.positions()).toEqual([5, 5, 0, 0]);
  });

  it("MA-37: another racer landing on her space offers it too, on that racer's turn", () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    expect(t.prompt).toEqual(BONUS());
    t.use();
    expect(moves(t)).toEqual(['assassin 2>5 roll', 'druid 5>6 bonus']);
  });

  it('MA-37: bonuses chain within a turn, one decision per landing', () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [2, 5, 6, 0], dice: [3] });
    t.use();
    expect(t.prompt, 'she now shares with the Spy').toEqual(BONUS());
    t.use();
    expect(t.prompt).toBeNull();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>6 bonus', 'druid 6>7 bonus']);
    expect(t.events('abilityUsed')).toHaveLength(2);
  });

  it('MA-37: one landing among several racers is one bonus', () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [2, 5, 5, 0], dice: [3] });
    t.use();
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([6, 5, 5, 0]);
  });

  it('MA-37: not on the start space (a racer kicked back onto the start beside her)', () => {
    // The Centaur overtakes the Assassin and kicks him from 1 back to the start, where the Druid waits.
    const t = raceTest({ racers: ['centaur', 'assassin', 'druid', 'spy'], positions: [0, 1, 0, 0], dice: [3] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.positions()).toEqual([3, 0, 0, 0]);
  });

  it('MA-37 / MA-22: a finished Druid gets nothing', () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [30, 2, 5, 0], finished: ['druid'], first: 1, dice: [3] });
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([30, 5, 5, 0]);
  });

  it('MA-37: a bonus that reaches the goal finishes her', () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'spy', 'thief'], positions: [27, 29, 0, 0], dice: [2] });
    t.use();
    expect(moves(t)).toEqual(['druid 27>29 roll', 'druid 29>30 bonus']);
    expect(t.events('finished')).toEqual([{ type: 'finished', player: 0, character: 'druid', place: 1 }]);
  });

  it('MA-37, MA-53 — FAQ Druid/Troll: landing on the Troll, his Duty has priority: she is pushed back before any bonus', () => {
    const t = raceTest({ racers: ['druid', 'troll', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>4 push']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 1, character: 'troll', target: 'druid' }]);
  });

  it('MA-37, MA-53 — FAQ Druid/Troll: when the Troll lands on her, she is pushed back and gets no bonus on his space', () => {
    const t = raceTest({ racers: ['druid', 'troll', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['troll 2>5 roll', 'druid 5>4 push']);
  });

  it('MA-37, MA-53, MA-21 — FAQ Druid/Troll: pushed by the Troll onto another racer, a bonus would only bounce her back onto him, so none is offered', () => {
    const t = raceTest({ racers: ['druid', 'troll', 'assassin', 'thief'], positions: [2, 5, 4, 0], dice: [3] });
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>4 push']);
    expect(t.positions()).toEqual([4, 5, 4, 0]);
  });

  it('MA-37, MA-54 — FAQ Druid/Witch: several bonuses in one turn that overtake the Witch trigger her spell', () => {
    // The roll (2 to 5) stops short of the Witch; the two bonuses carry the Druid past her.
    const t = raceTest({ racers: ['druid', 'assassin', 'witch', 'spy'], positions: [2, 5, 6, 0], dice: [3] });
    t.use();
    expect(t.prompt).toEqual(BONUS());
    t.use();
    expect(t.prompt, t.commentary()).toEqual({ ability: 'witch', player: 2, targets: ['druid'], answers: 'useOrDecline' });
    t.use('druid');
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('asleep');
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>6 bonus', 'druid 6>7 bonus', 'witch 6>5 spell']);
  });

  it('MA-37, MA-21, MA-53 — FAQ Druid: an endless loop (bonus onto the Troll, pushed back onto the same racer) makes the Druid stop', () => {
    const t = raceTest({ racers: ['druid', 'assassin', 'troll', 'spy'], positions: [2, 5, 6, 0], dice: [3] });
    expect(t.prompt).toEqual(BONUS());
    t.use();
    // Back on the Assassin's space: another bonus would only repeat the same positions.
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'druid 5>6 bonus', 'druid 6>5 push']);
    expect(t.positions()).toEqual([5, 5, 6, 0]);
  });

  // FAQ Druid/Philosopher (MA-37, MA-45): his cancellation leaves her sharing the space, so her
  // ability applies again — the loop the FAQ describes. The two players settle it: she lets the
  // cancellation stand (they agree), or she insists and the Druid has priority; he must stop.
  const dilemma = () => {
    // The Druid lands on the Spy's space; the Philosopher, on 10, can pay for a cancellation.
    const t = raceTest({ racers: ['druid', 'philosopher', 'spy', 'thief'], positions: [2, 10, 5, 0], dice: [3] });
    expect(t.prompt).toEqual(BONUS());
    t.use();
    return t;
  };

  it('MA-37, MA-45 — FAQ Druid/Philosopher: the Philosopher may cancel her bonus; still sharing the space, she is asked again', () => {
    const t = dilemma();
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 1, targets: ['druid'], answers: 'useOrDecline' });
    t.use('druid');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'druid', by: 'philosopher' }]);
    expect(moves(t)).toEqual(['druid 2>5 roll', 'philosopher 10>8 compensation']);
    expect(t.prompt, t.commentary()).toEqual(BONUS());
  });

  it('MA-37, MA-45 — FAQ Druid/Philosopher: if she insists, the discussion has failed: the Druid has priority and he must stop (not asked again)', () => {
    const t = dilemma();
    t.use('druid');
    t.use();
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['druid 2>5 roll', 'philosopher 10>8 compensation', 'druid 5>6 bonus']);
    expect(t.events('abilityCancelled')).toHaveLength(1);
    // Nothing else to decide: the Philosopher's turn comes and needs a die.
    expect(t.outOfDice).toBe(true);
  });

  it('MA-37, MA-45 — FAQ Druid/Philosopher: if she lets the cancellation stand, they have agreed: she stays, he has paid', () => {
    const t = dilemma();
    t.use('druid');
    t.decline();
    expect(t.positions()).toEqual([5, 8, 5, 0]);
    expect(t.outOfDice).toBe(true);
  });

  it('MA-37, MA-45: the Philosopher may also just let her bonus pass', () => {
    const t = dilemma();
    t.decline();
    expect(t.positions()).toEqual([6, 10, 5, 0]);
  });

  it('MA-37, MA-45: when his compensation takes him off her space and leaves her alone, there is nothing left to insist on', () => {
    const t = raceTest({ racers: ['druid', 'philosopher', 'spy', 'thief'], positions: [2, 5, 0, 0], dice: [3] });
    t.use();
    t.use('druid');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(t.positions()).toEqual([5, 3, 0, 0]);
  });

  it('MA-37, MA-41, MA-25 — petrified by Medusa landing on her, she still takes her bonus for that landing (reactive abilities keep working)', () => {
    const t = raceTest({ racers: ['druid', 'medusa', 'spy', 'thief'], positions: [5, 2, 0, 0], first: 1, dice: [3] });
    expect(t.prompt).toEqual({ ability: 'medusa', player: 1, targets: ['druid'], answers: 'useOrDecline' });
    t.use('druid');
    expect(t.prompt, t.commentary()).toEqual(BONUS());
    t.use();
    expect(t.state.race?.racers[0]?.loseNextTurn).toBe('petrified');
    expect(moves(t)).toEqual(['medusa 2>5 roll', 'druid 5>6 bonus']);
  });
});
