/**
 * Movement (VIII; Figures 3 and 5; MG-14…MG-19): what moves cost by phase and order, the rulebook's
 * Elf example, allowances, the southward exceptions, occupation, Figure 3's initiative and its
 * tie-breaks, a lower-initiative move into a hex a failed move left free, and the Goal Square.
 */
import { describe, expect, it } from 'vitest';
import { magika } from '../../src/games/magika/index.js';
import { at, cloakOf, contest, eventsOf, flatMap, mage, placeArtifact, placeCloak, playTurn, put } from './harness.js';

const N = { type: 'move', direction: 'NE' } as const;
const NW = { type: 'move', direction: 'NW' } as const;
const E = { type: 'move', direction: 'E' } as const;
const W = { type: 'move', direction: 'W' } as const;
const SE = { type: 'move', direction: 'SE' } as const;
const SW = { type: 'move', direction: 'SW' } as const;
const REST = { type: 'rest' } as const;

describe('Figure 5: what moves cost (MV-3, MG-14)', () => {
  it('the rulebook example: an Elf moving three times through forest on phases 3, 4 and 5 spends 3 + 6 + 12 = 21 (L248-251)', () => {
    const state = contest([mage('Elda', 'elf', 'good'), mage('Other', 'human', 'good')], { map: flatMap(4) });
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [REST, REST, N, NW, N] });
    const moves = eventsOf(events, 'moved').filter((e) => e.player === 0);
    expect(moves.map((m) => [m.nth, m.cost])).toEqual([
      [1, 3],
      [2, 6],
      [3, 12],
    ]);
    expect(state.mages[0]!.endurance).toBe(95 - 21);
  });

  it("a human's five moves in phases 1 to 5 cost 150 + 150 + 150 + 200 + 400% of the factor: 42 on plains (§8 of the analysis)", () => {
    const state = contest([mage('Hugh', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [N, NW, N, NW, N] });
    expect(eventsOf(events, 'moved').map((m) => m.cost)).toEqual([6, 6, 6, 8, 16]);
    expect(state.mages[0]!.endurance).toBe(100 - 42);
  });

  it('the two normal moves, phases 2 and 4, cost the factor of the hex left, once each (MV-1, MV-2)', () => {
    const state = contest([mage('Dain', 'dwarf', 'good'), mage('Other', 'human', 'good')], { map: flatMap(3, { p8: 8 }) });
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [REST, N, REST, N, REST] });
    // Leaving the mountain p8 (16) at 100%, then the plains o8 (4) at 100%.
    expect(eventsOf(events, 'moved').map((m) => m.cost)).toEqual([16, 4]);
  });

  it('a dwarf, goblin or halfling may not make a fifth move: it rests instead (RA-1)', () => {
    for (const race of ['dwarf', 'goblin', 'halfling'] as const) {
      const state = contest([mage('Four', race, 'neutral'), mage('Other', 'human', 'good')]);
      put(state, 0, 'p8');
      put(state, 1, 'z1');
      const events = playTurn(state, { 0: [N, NW, N, NW, N] });
      expect(eventsOf(events, 'moved')).toHaveLength(4);
      expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, order: 'move', rests: true, why: 'no moves are left this turn' })]);
      // Other rows pay 150, 150, 200, 400% for moves 1-4 in phases 1-4.
      expect(eventsOf(events, 'moved').map((m) => m.cost)).toEqual([6, 6, 8, 16]);
    }
  });

  it('the Cross of Humankind lets any race move five times at the human rates; the Ankh at the elves\' (MG-15)', () => {
    const state = contest([mage('Cross', 'dwarf', 'good'), mage('Ankh', 'goblin', 'evil')]);
    put(state, 0, 'p8');
    put(state, 1, 'p12');
    placeArtifact(state, 'cross', 0);
    placeArtifact(state, 'ankh', 1);
    const events = playTurn(state, { 0: [N, NW, N, NW, N], 1: [N, NW, N, NW, N] });
    expect(eventsOf(events, 'moved').filter((m) => m.player === 0).map((m) => m.cost)).toEqual([6, 6, 6, 8, 16]);
    expect(eventsOf(events, 'moved').filter((m) => m.player === 1).map((m) => m.cost)).toEqual([6, 6, 8, 16, 32]);
  });

  it('a goblin, or the holder of the Pendant, pays half the swamp factor, and the multipliers still apply (L130-131, L269-270)', () => {
    const state = contest([mage('Gob', 'goblin', 'evil'), mage('Pen', 'human', 'evil'), mage('Hum', 'human', 'good')], { map: flatMap(6) });
    put(state, 0, 'p8');
    put(state, 1, 'p10');
    put(state, 2, 'p12');
    placeArtifact(state, 'pendant', 1);
    const events = playTurn(state, { 0: [N], 1: [N], 2: [N] });
    expect(eventsOf(events, 'moved').map((m) => [m.player, m.cost])).toEqual([
      [0, 18],
      [1, 18],
      [2, 36],
    ]);
  });

  it('a move the mage has not the Endurance for fails, and it rests instead (MG-14, TU-7)', () => {
    const state = contest([mage('Tired', 'human', 'good'), mage('Other', 'human', 'good')], { map: flatMap(8) });
    // Phase 1's rest on the mountain gives 3: 15, short of the 16 a move out of it costs.
    put(state, 0, 'p8', { endurance: 12 });
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [REST, N] });
    expect(eventsOf(events, 'orderFailed')).toEqual([expect.objectContaining({ player: 0, why: 'it needs 16 Endurance', rests: true })]);
    expect(eventsOf(events, 'rested').filter((e) => e.player === 0 && !e.bonus)).toHaveLength(5);
    expect(state.mages[0]!.hex).toBe(at('p8'));
  });

  it('a move off the cavern fails and the mage rests (MG-14)', () => {
    const state = contest([mage('Edge', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p16');
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [N] });
    expect(eventsOf(events, 'orderFailed')[0]).toMatchObject({ player: 0, why: 'it would leave the cavern' });
    expect(state.mages[0]!.hex).toBe(at('p16'));
  });
});

describe('Southward moves (MV-6, MG-16)', () => {
  it('a novice may not move south onto dry land while a northward move is open', () => {
    const state = contest([mage('Sue', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [SE, SW] });
    expect(eventsOf(events, 'orderFailed').map((e) => e.why)).toEqual(['a novice may not move south here (VIII)', 'a novice may not move south here (VIII)']);
    expect(state.mages[0]!.hex).toBe(at('p8'));
  });

  it('a novice may move south into river or ocean, or into swamp', () => {
    const state = contest([mage('Swim', 'human', 'good'), mage('Wade', 'human', 'good')], { map: flatMap(3, { q9: 1, q10: 6 }) });
    put(state, 0, 'p8');
    put(state, 1, 'p10');
    playTurn(state, { 0: [SE], 1: [SW] });
    expect([state.mages[0]!.hex, state.mages[1]!.hex]).toEqual([at('q9'), at('q10')]);
  });

  it('the Ebon Mage moves any way he likes (XIV rule 3)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'p8');
    playTurn(state, { 1: [SE, SW, E, W, NW] });
    expect(state.mages[1]!.hex).toBe(at('q8'));
  });

  it('a novice whose northward moves are both shut may step south (MG-16)', () => {
    // c5 is the western edge, so NW is off the cavern; b1 above it holds two mages no third may join.
    const state = contest([mage('Low', 'human', 'good'), mage('A', 'human', 'good'), mage('B', 'human', 'good')]);
    put(state, 0, 'c1');
    put(state, 1, 'b1');
    put(state, 2, 'b1');
    playTurn(state, { 0: [SE] });
    expect(state.mages[0]!.hex).toBe(at('d2'));
  });

  it('lateral moves are always allowed', () => {
    const state = contest([mage('Side', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8');
    put(state, 1, 'z1');
    playTurn(state, { 0: [E, E, W] });
    expect(state.mages[0]!.hex).toBe(at('p9'));
  });
});

describe('Occupation (MV-7, MG-17)', () => {
  /** Two mages in o8 and a third moving in from p8. */
  function crowd(mages: Parameters<typeof contest>[0], options: Parameters<typeof contest>[1] = {}) {
    const state = contest(mages, options);
    put(state, 0, 'o8');
    put(state, 1, 'o8');
    put(state, 2, 'p8');
    return state;
  }
  const same = [mage('A', 'human', 'good'), mage('B', 'human', 'good'), mage('C', 'human', 'good')];

  it('any two mages may share a hex, but a third like them may not join: it rests instead', () => {
    const two = contest([mage('A', 'human', 'good'), mage('B', 'human', 'good')]);
    put(two, 0, 'o8');
    put(two, 1, 'p8');
    playTurn(two, { 1: [N] });
    expect(two.mages[1]!.hex).toBe(at('o8'));
    const state = crowd(same);
    const events = playTurn(state, { 2: [N] });
    expect(eventsOf(events, 'orderFailed')[0]).toMatchObject({ player: 2, why: 'the hex is full (VIII Occupation)', rests: true });
  });

  it('(a) a third may join when all three wear one colour', () => {
    const state = crowd(same);
    for (const seat of [0, 1, 2]) placeCloak(state, cloakOf('red', seat), seat, true);
    playTurn(state, { 2: [N] });
    expect(state.mages[2]!.hex).toBe(at('o8'));
  });

  it('(b) a third may join when one of the three is the Ebon Mage', () => {
    const state = crowd([mage('A', 'human', 'good'), mage('B', 'human', 'good'), mage('Ebon', 'human', 'good')], { ebon: true });
    playTurn(state, { 2: [N] });
    expect(state.mages[2]!.hex).toBe(at('o8'));
  });

  it('(c) a third may join when that brings the three alignment artifacts together', () => {
    const state = crowd(same);
    placeArtifact(state, 'crown', 0);
    placeArtifact(state, 'orb', 'o8');
    placeArtifact(state, 'scepter', 2);
    const events = playTurn(state, { 2: [N] });
    expect(eventsOf(events, 'moved')).toEqual([expect.objectContaining({ player: 2, to: at('o8') })]);
    // At the end of the turn the three together take everyone in the hex to the Goal Square (MG-26).
    expect(eventsOf(events, 'gathered')).toEqual([expect.objectContaining({ hex: at('o8'), taken: [0, 1, 2] })]);
  });

  it('(d) a third may join three Black mages of different races, or of different alignments', () => {
    const races = crowd([mage('A', 'human', 'good'), mage('B', 'elf', 'good'), mage('C', 'dwarf', 'good')]);
    playTurn(races, { 2: [N] });
    expect(races.mages[2]!.hex).toBe(at('o8'));
    const alignments = crowd([mage('A', 'human', 'good'), mage('B', 'human', 'neutral'), mage('C', 'human', 'evil')]);
    playTurn(alignments, { 2: [N] });
    expect(alignments.mages[2]!.hex).toBe(at('o8'));
    // Not when one of them is cloaked.
    const cloaked = crowd([mage('A', 'human', 'good'), mage('B', 'elf', 'good'), mage('C', 'dwarf', 'good')]);
    placeCloak(cloaked, cloakOf('blue'), 0, true);
    playTurn(cloaked, { 2: [N] });
    expect(cloaked.mages[2]!.hex).toBe(at('p8'));
  });

  it('never a fourth, whatever the conditions', () => {
    const state = contest([mage('A', 'human', 'good'), mage('B', 'elf', 'good'), mage('C', 'dwarf', 'good'), mage('D', 'goblin', 'evil')]);
    for (const seat of [0, 1, 2]) put(state, seat, 'o8');
    put(state, 3, 'p8');
    playTurn(state, { 3: [N] });
    expect(state.mages[3]!.hex).toBe(at('p8'));
  });
});

describe("Figure 3's initiative (MV-8, MV-9, MG-18)", () => {
  /** One mage already in o8 (an Elf), two more trying to enter; only one may (no third of three like mages). */
  function race(movers: [Parameters<typeof mage>, Parameters<typeof mage>], options: Parameters<typeof contest>[1] = {}) {
    const state = contest([mage('Host', 'human', 'good'), mage(...movers[0]), mage(...movers[1])], options);
    put(state, 0, 'o8');
    return state;
  }

  it('northward moves go before lateral ones', () => {
    const state = race([['Lat', 'human', 'good'], ['North', 'human', 'good']]);
    put(state, 1, 'o7');
    put(state, 2, 'p8');
    playTurn(state, { 1: [E], 2: [N] });
    expect([state.mages[1]!.hex, state.mages[2]!.hex]).toEqual([at('o7'), at('o8')]);
  });

  it('within a group, the Ebon Mage first ("wins any tie"), then the higher Endurance', () => {
    const ebon = race([['Nov', 'human', 'good'], ['Ebon', 'human', 'good']], { ebon: true });
    put(ebon, 1, 'p8', { endurance: 100 });
    put(ebon, 2, 'p9', { endurance: 20 });
    // Two mages: the Ebon Mage makes three allowed, so give the host a friend to fill the hex.
    playTurn(ebon, { 1: [N], 2: [NW] });
    expect(ebon.mages[2]!.hex).toBe(at('o8'));
    const strong = race([['Weak', 'human', 'good'], ['Strong', 'human', 'good']]);
    put(strong, 1, 'p8', { endurance: 40 });
    put(strong, 2, 'p9', { endurance: 90 });
    playTurn(strong, { 1: [N], 2: [NW] });
    expect([strong.mages[1]!.hex, strong.mages[2]!.hex]).toEqual([at('p8'), at('o8')]);
  });

  it('then the harder terrain left, then a teammate already in the hex, then a draw', () => {
    const terrain = race([['Plain', 'human', 'good'], ['Hill', 'human', 'good']], { map: flatMap(3, { p9: 5 }) });
    put(terrain, 1, 'p8', { endurance: 80 });
    put(terrain, 2, 'p9', { endurance: 80 });
    playTurn(terrain, { 1: [N], 2: [NW] });
    expect(terrain.mages[2]!.hex).toBe(at('o8'));

    const team = race([['Stranger', 'human', 'good'], ['Friend', 'human', 'good']]);
    put(team, 1, 'p8', { endurance: 80 });
    put(team, 2, 'p9', { endurance: 80 });
    placeCloak(team, cloakOf('green', 0), 0, true);
    placeCloak(team, cloakOf('green', 1), 2, true);
    playTurn(team, { 1: [N], 2: [NW] });
    expect(team.mages[2]!.hex).toBe(at('o8'));

    const draw = race([['One', 'human', 'good'], ['Two', 'human', 'good']]);
    put(draw, 1, 'p8', { endurance: 80 });
    put(draw, 2, 'p9', { endurance: 80 });
    // Figure 3's "12 Random": a draw among the two tied seats, [1, 2] -> index 1 first (seat 2).
    const events = playTurn(draw, { 1: [N], 2: [NW] }, [1, 0]);
    // The draw is the Game Master's: no seat is told of it (MG-9).
    expect(eventsOf(events, 'tieBroken')).toEqual([expect.objectContaining({ step: 'move', order: [2, 1], audience: [] })]);
    expect(draw.mages[2]!.hex).toBe(at('o8'));
  });

  it('a lower-initiative move may enter a hex when the move before it failed (L229-233)', () => {
    const state = race([['Lat', 'human', 'good'], ['North', 'human', 'good']], { map: flatMap(3, { p8: 9 }) });
    put(state, 1, 'o7', { endurance: 80 });
    // The northward mover goes first but has not the Endurance to leave the glacier (18).
    put(state, 2, 'p8', { endurance: 12 });
    playTurn(state, { 1: [E], 2: [N] });
    expect([state.mages[1]!.hex, state.mages[2]!.hex]).toEqual([at('o8'), at('p8')]);
  });
});

describe('Unconsciousness and exhaustion (ST-6, MG-10)', () => {
  it('a move that takes the last Endurance leaves the mage unconscious: it rests the rest of the turn', () => {
    const state = contest([mage('Spent', 'human', 'good'), mage('Other', 'human', 'good')], { map: flatMap(5) });
    // Leaving hills (10) in phase 1 costs 150%: all 15.
    put(state, 0, 'p8', { endurance: 15 });
    put(state, 1, 'z1');
    const events = playTurn(state, { 0: [N, N, N, N, N] });
    expect(eventsOf(events, 'moved').map((m) => m.cost)).toEqual([15]);
    expect(eventsOf(events, 'unconscious')).toEqual([expect.objectContaining({ player: 0 })]);
    expect(eventsOf(events, 'forcedRest').map((e) => e.why)).toEqual(['unconscious', 'unconscious', 'unconscious', 'unconscious']);
    expect(state.mages[0]!.endurance).toBe(4 * 6);
    expect(state.mages[0]!.out).toBe(false);
  });

  it('a mage exhausted at a phase\'s start rests that phase, and acts again once it has 10', () => {
    const state = contest([mage('Low', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'p8', { endurance: 4 });
    put(state, 1, 'z1');
    // Plains give 8 a rest: phase 1 is forced (4 -> 12); then 12 >= 10 and the phase-2 move is
    // made (-4: 8), so phase 3 is forced again (-> 16), and phase 4 rests as ordered.
    const events = playTurn(state, { 0: [N, N, N] });
    expect(eventsOf(events, 'forcedRest').map((e) => e.why)).toEqual(['exhausted', 'exhausted']);
    expect(eventsOf(events, 'moved').map((m) => m.cost)).toEqual([4]);
    expect(state.mages[0]!.endurance).toBe(32);
  });

  it('a mage under 10 Endurance at a phase\'s start only rests; at exactly 10 it acts (MG-10)', () => {
    const state = contest([mage('Low', 'human', 'good'), mage('Ten', 'human', 'good')], { map: flatMap(10) });
    put(state, 0, 'p8', { endurance: 9 });
    put(state, 1, 'p12', { endurance: 10 });
    const events = playTurn(state, { 0: [{ type: 'meditate' }], 1: [{ type: 'meditate' }] });
    expect(eventsOf(events, 'forcedRest').filter((e) => e.player === 0)[0]).toMatchObject({ why: 'exhausted' });
    expect(eventsOf(events, 'meditated').map((e) => e.player)).toEqual([0, 1].filter((s) => s === 1));
    expect(magika.view(state, 1).me!.status).toBe('ok');
  });
});

describe('The Goal Square (VP-0, MG-19)', () => {
  it('a novice entering a1 ends the game once that phase is done', () => {
    const state = contest([mage('Win', 'human', 'good'), mage('Other', 'human', 'good')]);
    put(state, 0, 'b1');
    put(state, 1, 'p8');
    const events = playTurn(state, { 0: [REST, N], 1: [REST, REST, N] });
    expect(eventsOf(events, 'goalReached')).toEqual([expect.objectContaining({ player: 0 })]);
    expect(state.end).toMatchObject({ reason: 'goal', turn: 1, phase: 2, goal: 0 });
    // Phase 2's rests were still carried out; phase 3's move never was.
    expect(eventsOf(events, 'moved').filter((m) => m.player === 1)).toHaveLength(0);
    expect(magika.isOver(state)).toBe(true);
    expect(magika.actors(state)).toEqual([]);
  });

  it('the Ebon Mage may enter a1 and nothing happens (EB-2)', () => {
    const state = contest([mage('Nov', 'human', 'good'), mage('Ebon', 'human', 'neutral')], { ebon: true });
    put(state, 0, 'z1');
    put(state, 1, 'b1');
    playTurn(state, { 1: [N] });
    expect(state.mages[1]!.hex).toBe(at('a1'));
    expect(state.end).toBeNull();
  });
});
