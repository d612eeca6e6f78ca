/**
 * Ghoul (MA-38): when another character rolls a 1 for its turn (the roll that stands, not a
 * cancelled roll nor a Gladiator challenge roll), he may devour the move: the roller does not
 * advance at all and the Ghoul advances 1 space.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/magical-athlete/index.js';
import { raceTest, type RaceTest } from '../harness.js';

const moves = (t: RaceTest): string[] => t.events('moved').map((e) => `${e.character} ${e.from}>${e.to} ${e.cause}`);
const DEVOUR = (target: string) => ({ ability: 'ghoul', player: 1, targets: [target], answers: 'useOrDecline' }) as const;

describe('Ghoul (MA-38)', () => {
  it("MA-38: another racer's turn roll of 1 offers the Ghoul that racer's move", () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], dice: [1] });
    expect(t.prompt).toEqual(DEVOUR('assassin'));
    expect(moves(t)).toEqual([]);
  });

  it('MA-38: devouring: the roller stays put and the Ghoul advances 1', () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], positions: [4, 2, 0, 0], dice: [1] });
    t.use('assassin');
    expect(moves(t), t.commentary()).toEqual(['ghoul 2>3 devour']);
    expect(t.events('abilityUsed')).toEqual([{ type: 'abilityUsed', player: 1, character: 'ghoul', target: 'assassin' }]);
    expect(t.positions()).toEqual([4, 3, 0, 0]);
  });

  it('MA-38 (optional, not a Duty): declining lets the roller move its 1', () => {
    expect(CHARACTERS.ghoul.duty).toBe(false);
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], positions: [4, 2, 0, 0], dice: [1] });
    t.decline();
    expect(moves(t)).toEqual(['assassin 4>5 roll']);
  });

  it('MA-38: rolls of 2 to 6 offer nothing, and neither does his own 1', () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], dice: [2, 1, 3, 4, 5] });
    expect(t.prompt).toBeNull();
    expect(t.events('abilityUsed')).toEqual([]);
    expect(t.positions()).toEqual([7, 1, 3, 4]);
  });

  it('MA-38: the devoured racer had its turn: play goes on to the next racer', () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], dice: [1, 2] });
    t.use('assassin');
    expect(t.events('turnStarted').map((e) => e.character)).toEqual(['assassin', 'ghoul', 'spy']);
    expect(t.positions()).toEqual([0, 3, 0, 0]);
  });

  it('MA-38 / MA-22: a finished Ghoul devours nothing', () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'spy', 'thief'], positions: [0, 30, 0, 0], finished: ['ghoul'], dice: [1] });
    expect(t.prompt).toBeNull();
    expect(t.positions()).toEqual([1, 30, 0, 0]);
  });

  it('MA-38, MA-49 — FAQ Ghoul/Ranger: if the Ranger rolls 1 and the Ghoul devours it, the Ranger does not advance at all', () => {
    const t = raceTest({ racers: ['ranger', 'ghoul', 'spy', 'thief'], positions: [6, 0, 0, 0], dice: [1] });
    expect(t.prompt).toEqual(DEVOUR('ranger'));
    t.use('ranger');
    expect(t.prompt, 'the Ranger is not asked for his extra space').toBeNull();
    expect(moves(t)).toEqual(['ghoul 0>1 devour']);
    expect(t.positions()).toEqual([6, 1, 0, 0]);
  });

  it('MA-38, MA-49 — FAQ Ghoul/Ranger: a 1 the Ghoul lets go leaves the Ranger his extra space', () => {
    const t = raceTest({ racers: ['ranger', 'ghoul', 'spy', 'thief'], positions: [6, 0, 0, 0], dice: [1] });
    t.decline();
    expect(t.prompt).toEqual({ ability: 'ranger', player: 0, targets: [], answers: 'useOrDecline' });
    t.use();
    expect(moves(t)).toEqual(['ranger 6>8 roll']);
  });

  it("MA-38, MA-39 — FAQ Ghoul/Gladiator: the Gladiator's own challenge roll of 1 is not a turn roll: no Ghoul", () => {
    const t = raceTest({ racers: ['gladiator', 'ghoul', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 1, 4] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'gladiator 5>3 challenge']);
  });

  it("MA-38, MA-39 — FAQ Ghoul/Gladiator: the challenged racer's challenge roll of 1 is not a turn roll either", () => {
    const t = raceTest({ racers: ['gladiator', 'ghoul', 'assassin', 'spy'], positions: [2, 0, 5, 0], dice: [3, 4, 1] });
    t.use('assassin');
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['gladiator 2>5 roll', 'assassin 5>3 challenge']);
  });

  it('MA-38, MA-34 — FAQ Conjurer: the 1 the Conjurer cancels gives the Ghoul nothing', () => {
    const t = raceTest({ racers: ['conjurer', 'ghoul', 'spy', 'thief'], dice: [1, 5] });
    t.use();
    expect(t.prompt, t.commentary()).toBeNull();
    expect(moves(t)).toEqual(['conjurer 0>5 roll']);
  });

  it("MA-38, MA-36 — FAQ Demon: the Ghoul judges the Demon's turned die (a 6 turned to 1 is devourable, a 1 turned to 6 is not)", () => {
    const down = raceTest({ racers: ['demon', 'ghoul', 'spy', 'thief'], dice: [6] });
    down.use();
    expect(down.prompt).toEqual(DEVOUR('demon'));
    const up = raceTest({ racers: ['demon', 'ghoul', 'spy', 'thief'], dice: [1] });
    up.use();
    expect(up.prompt).toBeNull();
    expect(up.positions()).toEqual([6, 0, 0, 0]);
  });

  it('MA-38 × MA-45: the Philosopher cancels the devouring; the roller then moves its 1', () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'philosopher', 'spy'], positions: [0, 0, 4, 0], dice: [1] });
    t.use('assassin');
    expect(t.prompt).toEqual({ ability: 'philosopher', player: 2, targets: ['ghoul'], answers: 'useOrDecline' });
    t.use('ghoul');
    expect(t.events('abilityCancelled')).toEqual([{ type: 'abilityCancelled', character: 'ghoul', by: 'philosopher' }]);
    expect(moves(t)).toEqual(['philosopher 4>2 compensation', 'assassin 0>1 roll']);
  });

  it("MA-38, MA-23, MA-53 — the Ghoul's step is a landing like any other: onto the Troll's space, he is pushed back", () => {
    const t = raceTest({ racers: ['assassin', 'ghoul', 'troll', 'thief'], positions: [0, 4, 5, 0], dice: [1] });
    t.use('assassin');
    expect(moves(t), t.commentary()).toEqual(['ghoul 4>5 devour', 'ghoul 5>4 push']);
    expect(t.positions()).toEqual([0, 4, 5, 0]);
  });
});
