/**
 * Lasting effects (GT-S12, GT-S74, GT-S78; GT-16, GT-20, GT-28) with scripted dice: an Overreach
 * played on its drawer at once and run down over 5 rounds, each Overreach's effect, Whispers run
 * down by combat turns and discarded with their fight, and WEAKEN in a regular turn with its
 * count of Magick rolls and its cooldown. The Whispers played in a fight (Focus, Ward, Surge,
 * Insight) and Hubris on a roll are in magick-combat.test.ts.
 *
 * Seat 0 is a Pilot taught by Ignar flying a Tri-phase Courier (Speed 4, Sensors 6); seat 1 a
 * Scholar taught by Aegis (nanytes 13); seat 2 a Mercenary taught by Plasmatar.
 */
import { describe, expect, it } from 'vitest';
import { gridTraveler, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { knows } from '../../src/games/grid-traveler/rules/cards.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { effective, skillLevel } from '../../src/games/grid-traveler/rules/numbers.js';
import { endOfCombatTurn, endOfRound, playWeaken, putWhisperInPlay, startOfTurn, weakenTargets } from '../../src/games/grid-traveler/rules/whispers.js';
import { atTurn, eventsOf, give, inFight, newGame, play, put } from './harness.js';

const SEATS = [
  { persona: 'pilot', necronian: 'ignar', cruiser: 'triphase-courier' },
  { persona: 'scholar', necronian: 'aegis', cruiser: 'triphase-warden' },
  { persona: 'mercenary', necronian: 'plasmatar', cruiser: 'shortwave-wisp' },
];

/** A game of `players` with the seats above, its setup events cleared. */
function game(players = 2): GridTravelerState {
  const state = newGame(players, { seats: SEATS.slice(0, players) });
  state.events = [];
  return state;
}

/** Puts the Whisper card of this design that lies deepest in the deck on top of it; its id. */
function onTop(state: GridTravelerState, whisper: string): number {
  const at = state.decks.whisper.findIndex((id) => state.cards[id]!.name === whisper);
  const [id] = state.decks.whisper.splice(at, 1);
  state.decks.whisper.push(id!);
  return id!;
}

/** Puts a Whisper card of this design into play on `seat` with `left` to run; its id. */
function whisperOn(state: GridTravelerState, seat: number, whisper: string, left: number): number {
  const id = give(state, seat, 'whisper', whisper);
  putWhisperInPlay(state, seat, id, left);
  return id;
}

const drawWhisper = (player: number) => ({ type: 'draw', player, ditfoi: false, whisper: true }) as const;

describe('Overreach (GT-S12, GT-16, GT-28)', () => {
  it('GT-S12, GT-16: a drawn Overreach is played face up on its drawer at once, for 5 rounds, then discarded', () => {
    const state = game();
    atTurn(state, 0, 'draw');
    const drift = onTop(state, 'drift');
    let next = play(state, drawWhisper(0), []);
    expect(next.seats[0]!.hand.whisper).toEqual([]);
    expect(next.seats[0]!.effects).toEqual([{ source: 'drift', card: drift, left: 5, used: false }]);
    expect(eventsOf(next, 'whispered')).toEqual([{ type: 'whispered', audience: null, player: 0, card: drift, whisper: 'drift' }]);
    expect(knows(next, 1, drift)).toBe(true);
    expect(next.turn!.stage).toBe('travel');
    for (let round = 1; round <= 4; round++) endOfRound(next);
    expect(next.seats[0]!.effects).toEqual([{ source: 'drift', card: drift, left: 1, used: false }]);
    next.events = [];
    endOfRound(next);
    expect(next.seats[0]!.effects).toEqual([]);
    expect(next.discards.whisper).toEqual([drift]);
    expect(eventsOf(next, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 0, source: 'drift' }]);
  });

  it('GT-S12: a Whisper that is not an Overreach is kept in the hand, hidden from the others', () => {
    const state = game();
    atTurn(state, 0, 'draw');
    const focus = onTop(state, 'focus');
    const next = play(state, drawWhisper(0), []);
    expect(next.seats[0]!.hand.whisper).toEqual([focus]);
    expect(next.seats[0]!.effects).toEqual([]);
    expect(eventsOf(next, 'whispered')).toEqual([]);
    expect(knows(next, 1, focus)).toBe(false);
  });

  it("GT-16: the round's end runs an Overreach down in play; the last round's end discards it", () => {
    const state = game();
    const last = state.order[state.order.length - 1]!;
    atTurn(state, last, 'act');
    const ghosts = whisperOn(state, 0, 'sensorGhosts', 1);
    const round = state.round;
    const next = play(state, { type: 'endTurn', player: last }, []);
    expect(next.round).toBe(round + 1);
    expect(next.seats[0]!.effects).toEqual([]);
    expect(next.discards.whisper).toEqual([ghosts]);
    expect(eventsOf(next, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 0, source: 'sensorGhosts' }]);
  });

  it('GT-28: Nanyte Bleed takes a nanyte at the start of each of its holder’s turns, after the turn’s recovery', () => {
    const state = game();
    const [first, second] = state.order as [number, number];
    atTurn(state, first, 'act');
    whisperOn(state, second, 'nanyteBleed', 5);
    const me = state.seats[second]!;
    me.nanytes = 5;
    const next = play(state, { type: 'endTurn', player: first }, []);
    expect(next.turn!.seat).toBe(second);
    expect(eventsOf(next, 'recovered')[0]).toMatchObject({ player: second, nanytes: 1 });
    expect(eventsOf(next, 'spent')).toEqual([{ type: 'spent', audience: null, player: second, health: 0, nanytes: -1, why: 'bleed' }]);
    expect(next.seats[second]!.nanytes).toBe(5);
  });

  it('GT-28: Nanyte Bleed takes nothing from a holder with no nanytes, and two do not add up', () => {
    const state = game();
    whisperOn(state, 0, 'nanyteBleed', 5);
    state.seats[0]!.nanytes = 0;
    state.events = [];
    startOfTurn(state, 0);
    expect(state.seats[0]!.nanytes).toBe(0);
    expect(state.events).toEqual([]);
    whisperOn(state, 0, 'nanyteBleed', 5);
    state.seats[0]!.nanytes = 4;
    startOfTurn(state, 0);
    expect(state.seats[0]!.nanytes).toBe(3);
  });

  it('GT-28: Sensor Ghosts make the scan 2 harder', () => {
    const state = game();
    atTurn(state, 0, 'act');
    put(state, 0, 4, 4, { body: 1, steps: 8 });
    expect(effective(state, state.seats[0]!, 'sensors')).toBe(6);
    whisperOn(state, 0, 'sensorGhosts', 5);
    expect(effective(state, state.seats[0]!, 'sensors')).toBe(4);
    const next = play(state, { type: 'scan', player: 0 }, [5]);
    expect(eventsOf(next, 'rolled')).toEqual([{ type: 'rolled', audience: null, player: 0, die: 12, value: 5, why: 'scan', target: 4 }]);
    expect(eventsOf(next, 'scanned')[0]!.found).toBe(false);
  });

  it('GT-28: Drift makes the travel count 2 shorter', () => {
    const state = game();
    atTurn(state, 0, 'travel');
    put(state, 0, 12, 4);
    whisperOn(state, 0, 'drift', 5);
    const next = play(state, { type: 'travel', player: 0 }, [5]);
    // D8 5 + Speed 4 − 2.
    expect(next.turn!.moves).toBe(7);
  });

  it('GT-28: Hubris makes every Magick skill 2 lower', () => {
    const state = game();
    const before = skillLevel(state, state.seats[1]!, 'shields');
    whisperOn(state, 1, 'hubris', 5);
    expect(skillLevel(state, state.seats[1]!, 'shields')).toBe(before - 2);
    expect(before).toBe(9);
  });
});

describe('Whispers played in a fight (GT-S74, GT-16)', () => {
  it('GT-16: the end of a combat turn runs played Whispers down and resets Insight; Overreach and WEAKEN are left alone', () => {
    const state = game();
    const combat = inFight(state, 'magick', [0, 1], 1);
    const focus = whisperOn(state, 0, 'focus', 3);
    const insight = whisperOn(state, 1, 'insight', 1);
    whisperOn(state, 0, 'drift', 5);
    playWeaken(state, 1, 0);
    state.seats[1]!.effects[0]!.used = true;
    state.events = [];
    endOfCombatTurn(state, combat);
    expect(state.seats[0]!.effects).toEqual([
      { source: 'focus', card: focus, left: 2, used: false },
      { source: 'drift', card: expect.any(Number) as number, left: 5, used: false },
      { source: 'weaken', card: null, left: 3, used: false },
    ]);
    expect(state.seats[1]!.effects).toEqual([]);
    expect(state.discards.whisper).toEqual([insight]);
    expect(eventsOf(state, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 1, source: 'insight' }]);
  });

  it('GT-16: the round’s end leaves played Whispers alone', () => {
    const state = game();
    whisperOn(state, 0, 'ward', 3);
    endOfRound(state);
    expect(state.seats[0]!.effects[0]).toMatchObject({ source: 'ward', left: 3 });
  });

  it('GT-16: when a fight ends, the Whispers played in it are discarded', () => {
    const state = game(3);
    for (const seat of [0, 1]) put(state, seat, 4, 4, { body: 1, steps: 8 });
    for (const material of ['water', 'iron', 'carbon']) give(state, 0, 'material', material);
    const fireball = give(state, 0, 'magick', 'fireball-1');
    const combat = inFight(state, 'magick', [0, 1], 1);
    revealCapable(state, combat, 0);
    revealCapable(state, combat, 1);
    const focus = whisperOn(state, 0, 'focus', 3);
    state.seats[1]!.health = 2;
    const attacked = play(state, { type: 'cast', player: 0, card: fireball, target: 1 }, [1]);
    const reshuffle = new Array<number>(attacked.decks.magick.length - 1).fill(0);
    const next = play(attacked, { type: 'block', player: 1, card: null }, reshuffle);
    expect(next.combats).toEqual([]);
    expect(eventsOf(next, 'fightEnded')).toEqual([{ type: 'fightEnded', audience: null, members: [0] }]);
    expect(next.seats[0]!.effects).toEqual([]);
    expect(next.discards.whisper).toContain(focus);
    expect(eventsOf(next, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 0, source: 'focus' }]);
  });
});

describe('WEAKEN in a regular turn (GT-S78, GT-20)', () => {
  it('GT-20: played before drawing, at any other player still in: −3 nanytes, and the draws follow', () => {
    const state = game(3);
    atTurn(state, 0, 'draw');
    state.seats[2]!.out = { round: 1, by: null };
    expect(weakenTargets(state, 0)).toEqual([1]);
    expect(gridTraveler.legalActions(state, 0).filter((a) => a.type === 'weaken')).toEqual([{ type: 'weaken', player: 0, target: 1 }]);
    const next = play(state, { type: 'weaken', player: 0, target: 1 }, []);
    expect(eventsOf(next, 'weakened')).toEqual([{ type: 'weakened', audience: null, player: 0, target: 1, nanytes: 3 }]);
    expect(eventsOf(next, 'spent')).toEqual([{ type: 'spent', audience: null, player: 1, health: 0, nanytes: -3, why: 'weaken' }]);
    expect(next.seats[1]!.nanytes).toBe(10);
    expect(next.seats[1]!.health).toBe(12);
    expect(next.seats[1]!.effects).toEqual([{ source: 'weaken', card: null, left: 3, used: false }]);
    expect(next.turn!.stage).toBe('draw');
    expect(gridTraveler.legalActions(next, 0).every((a) => a.type === 'draw')).toBe(true);
  });

  it('GT-20: WEAKEN cools down for 5 rounds', () => {
    const state = game();
    atTurn(state, 0, 'draw');
    playWeaken(state, 0, 1);
    expect(state.seats[0]!.weakenFrom).toBe(state.round + 5);
    state.round += 4;
    expect(weakenTargets(state, 0)).toEqual([]);
    expect(gridTraveler.legalActions(state, 0).some((a) => a.type === 'weaken')).toBe(false);
    state.round += 1;
    expect(weakenTargets(state, 0)).toEqual([1]);
  });

  it('GT-20: the nanytes lost stop at 0; Health is not touched', () => {
    const state = game();
    state.seats[1]!.nanytes = 2;
    playWeaken(state, 0, 1);
    expect(state.seats[1]).toMatchObject({ nanytes: 0, health: 12 });
    expect(eventsOf(state, 'weakened')[0]!.nanytes).toBe(2);
  });

  it('GT-20: −3 to every Magick skill for 3 rounds, the one it is played in included (issue 24); a second WEAKEN starts the count again', () => {
    const state = game();
    playWeaken(state, 0, 1);
    expect(skillLevel(state, state.seats[1]!, 'shields')).toBe(6);
    expect(skillLevel(state, state.seats[1]!, 'fireball')).toBe(3);
    endOfRound(state);
    endOfRound(state);
    playWeaken(state, 0, 1);
    expect(state.seats[1]!.effects).toEqual([{ source: 'weaken', card: null, left: 3, used: false }]);
    endOfRound(state);
    endOfRound(state);
    expect(skillLevel(state, state.seats[1]!, 'shields')).toBe(6);
    state.events = [];
    endOfRound(state);
    expect(skillLevel(state, state.seats[1]!, 'shields')).toBe(9);
    expect(state.seats[1]!.effects).toEqual([]);
    expect(eventsOf(state, 'effectEnded')).toEqual([{ type: 'effectEnded', audience: null, player: 1, source: 'weaken' }]);
  });
});
