/**
 * Issue 24, the journey: retreats and pursuits move as travel does (the Star's ring is left only
 * after a whole orbit, GT-S14, GT-5), a retreat that reaches its destination uncaught is made
 * (GT-11), and the Star's ring is not one place for proximity (GT-9). Every die is scripted.
 *
 * Cruisers: seat 0 the Tri-phase Courier, seat 1 the Tri-phase Warden.
 */
import { describe, expect, it } from 'vitest';
import { gridTraveler, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { boardOf, tileAt } from '../../src/games/grid-traveler/rules/board.js';
import { afterSkillRoll, endOfRound, playWeaken } from '../../src/games/grid-traveler/rules/whispers.js';
import { atTurn, eventsOf, inFight, newGame, play, put } from './harness.js';

const STAR = 0;
const VESH = 1;

function game(): GridTravelerState {
  return newGame(2, { seats: [{ cruiser: 'triphase-courier' }, { cruiser: 'triphase-warden' }] });
}

const tile = (s: GridTravelerState, x: number, y: number): number => tileAt(s.config.board, x, y);
const retreat = (player: number, to: number): GridTravelerAction => ({ type: 'retreat', player, to });
const pursue = (player: number, yes: boolean): GridTravelerAction => ({ type: 'pursue', player, pursue: yes });
const fights = (s: GridTravelerState, seat: number): GridTravelerAction[] => gridTraveler.legalActions(s, seat).filter((a) => a.type === 'fight');

describe('issue 24, item 8: a chase moves as travel does round the Star (GT-S14, GT-5, GT-11)', () => {
  it('a retreater on the Star\'s ring before its first orbit is complete cannot fly off it', () => {
    const s = game();
    put(s, 0, 10, 9, { body: STAR, steps: 3 });
    put(s, 1, 11, 8);
    inFight(s, 'ship', [0, 1]);
    let t = play(s, retreat(0, tile(s, 6, 6)), []);
    // No pursuer: three rounds of D12, and not one tile flown, since G8 lies off the ring.
    t = play(t, pursue(1, false), [12, 12, 12]);
    expect(eventsOf(t, 'moved')).toEqual([]);
    expect(t.seats[0]!.position).toEqual({ tile: tile(s, 10, 9), orbit: { body: STAR, steps: 3 } });
  });

  it('a pursuer on the Star\'s ring before its first orbit is complete cannot leave it to give chase', () => {
    const s = game();
    put(s, 0, 12, 8);
    put(s, 1, 11, 9, { body: STAR, steps: 2 });
    inFight(s, 'ship', [0, 1]);
    let t = play(s, retreat(0, tile(s, 14, 6)), []);
    // The retreater reaches G2 (two tiles) in round 1; the pursuer's 8 carries it nowhere.
    t = play(t, pursue(1, true), [12, 8]);
    expect(eventsOf(t, 'moved').filter((m) => m.player === 1)).toEqual([]);
    expect(boardOf(t).ringOf[t.seats[1]!.position.tile]).toBe(STAR);
    expect(eventsOf(t, 'retreatEnded')[0]!.result).toBe('escaped');
  });

  it('a chase route never cuts across the Star\'s ring, which would hold the cruiser there', () => {
    const s = game();
    // From south-east of the Star to Vesh's shaded tile: ten tiles round the outside, not nine in
    // at the Star's S and out at its W.
    put(s, 0, 11, 12);
    put(s, 1, 12, 13);
    inFight(s, 'ship', [0, 1]);
    let t = play(s, retreat(0, tile(s, 4, 4)), []);
    t = play(t, pursue(1, false), [12]);
    const ringOf = boardOf(t).ringOf;
    const flown = eventsOf(t, 'moved');
    expect(flown.every((m) => ringOf[m.to] !== STAR)).toBe(true);
    expect(flown).toHaveLength(10);
    expect(t.seats[0]!.position).toEqual({ tile: tile(s, 4, 4), orbit: { body: VESH, steps: 0 } });
  });
});

describe('issue 24, item 10: GT-9 revisited, "same tile, adjacent tiles, or a planet/region orbit"', () => {
  it('two cruisers on the Star\'s ring two tiles apart are not in proximity', () => {
    const s = game();
    atTurn(s, 0, 'act');
    put(s, 0, 10, 9, { body: STAR, steps: 8 });
    put(s, 1, 10, 11, { body: STAR, steps: 8 });
    expect(fights(s, 0)).toEqual([]);
    put(s, 1, 11, 10, { body: STAR, steps: 8 });
    expect(fights(s, 0)).toEqual([{ type: 'fight', player: 0, target: 1, kind: 'ship' }]);
  });

  it('anywhere on one planet\'s ring still counts (its orbit)', () => {
    const s = game();
    atTurn(s, 0, 'act');
    put(s, 0, 4, 4, { body: VESH, steps: 0 });
    put(s, 1, 2, 2, { body: VESH, steps: 5 });
    expect(fights(s, 0).map((a) => a.type === 'fight' && a.kind)).toEqual(['ship', 'magick']);
  });
});

describe('issue 24, item 10: GT-20 revisited, WEAKEN\'s "-3 for 3 turns" counts turns, not Magick rolls', () => {
  it('the penalty is not banked by a target that casts nothing: it is gone after three rounds, each player\'s turn of the round', () => {
    const s = game();
    atTurn(s, 0, 'draw');
    playWeaken(s, 0, 1);
    expect(s.seats[1]!.effects.map((e) => [e.source, e.left])).toEqual([['weaken', 3]]);
    endOfRound(s);
    endOfRound(s);
    expect(s.seats[1]!.effects.map((e) => e.source)).toEqual(['weaken']);
    endOfRound(s);
    expect(s.seats[1]!.effects).toEqual([]);
  });

  it('a Magick roll does not use up a turn of it', () => {
    const s = game();
    atTurn(s, 0, 'draw');
    playWeaken(s, 0, 1);
    afterSkillRoll(s, 1);
    afterSkillRoll(s, 1);
    afterSkillRoll(s, 1);
    expect(s.seats[1]!.effects.map((e) => [e.source, e.left])).toEqual([['weaken', 3]]);
  });
});
