/**
 * Prophet (MA-48, reconstructed): when the racers are revealed her owner must secretly prophesy
 * the winner (herself allowed); if right, her player takes second place. The Philosopher cannot
 * cancel it (FAQ "Philosopher").
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, scriptedRng } from '../../../src/index.js';
import { magicalAthlete } from '../../../src/games/magical-athlete/index.js';
import { raceTest } from '../harness.js';

describe('Prophet', () => {
  it('MA-48 / rulebook "The Races": at the reveal, before the first turn, her owner is asked to prophesy any racer, herself included', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'] });
    expect(t.prompt).toEqual({ ability: 'prophet', player: 1, targets: ['spy', 'prophet', 'assassin', 'thief'], answers: 'prophesy' });
    expect(t.events('turnStarted')).toEqual([]);
    expect(magicalAthlete.legalActions(t.state, 1)).toEqual([
      { type: 'prophesy', player: 1, character: 'spy' },
      { type: 'prophesy', player: 1, character: 'prophet' },
      { type: 'prophesy', player: 1, character: 'assassin' },
      { type: 'prophesy', player: 1, character: 'thief' },
    ]);
  });

  it('MA-48: the prophecy is compulsory — declining is refused and leaves the state untouched', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'] });
    const before = magicalAthlete.clone(t.state);
    let error: unknown;
    try {
      magicalAthlete.reduce(t.state, { type: 'decline', player: 1 }, scriptedRng([]));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('ILLEGAL_ACTION');
    expect(t.state).toEqual(before);
  });

  it('MA-48: the prophecy is secret until the race ends — only her owner sees it', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], dice: [2] });
    t.act({ type: 'prophesy', character: 'assassin' });
    expect(magicalAthlete.view(t.state, 1).race?.prophecy).toBe('assassin');
    expect(magicalAthlete.view(t.state, 0).race?.prophecy).toBe('hidden');
    expect(magicalAthlete.view(t.state, 'spectator').race?.prophecy).toBe('hidden');
    expect(t.events('prophecyMade')).toEqual([{ type: 'prophecyMade', player: 1, character: 'assassin' }]);
    const seenByOthers = magicalAthlete.view(t.state, 3).events.filter((e) => e.type === 'prophecyMade');
    // The last action's events are the prophecy and the first turn; others see no name.
    expect(seenByOthers).toEqual([{ type: 'prophecyMade', player: 1, character: null }]);
  });

  it('Rulebook / MA-48: a correct prophecy makes her player the second-place winner; the real second drops to third', () => {
    // Race 2 pays 4/2. Spy finishes first, Assassin second; the Prophet was right about the Spy.
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [27, 5, 28, 0], dice: [4, 1, 3] });
    t.act({ type: 'prophesy', character: 'spy' });
    expect(t.events('finished').map((e) => [e.character, e.place])).toEqual([
      ['spy', 1],
      ['assassin', 2],
    ]);
    expect(t.events('prophecyRevealed')).toEqual([{ type: 'prophecyRevealed', player: 1, character: 'spy', correct: true }]);
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [0, 1, 2, 3], awards: [4, 2, 0, 0] }]);
    expect(t.state.players.map((p) => p.chips)).toEqual([4, 2, 0, 0]);
    expect(t.state.results[1]?.finishers).toEqual([0, 2]);
  });

  it('MA-48: the prophecy is shown when the first racer finishes, before the race goes on', () => {
    // The Spy finishes on the first roll; the Prophet, the Assassin and the Thief still run.
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [27, 5, 20, 0], dice: [4, 1, 5, 1, 1, 6] });
    t.act({ type: 'prophesy', character: 'spy' });
    const kinds = t.state.events.map((e) => e.type);
    const revealed = kinds.indexOf('prophecyRevealed');
    expect(revealed).toBe(kinds.indexOf('finished') + 1);
    expect(kinds.indexOf('rolled', revealed)).toBeGreaterThan(revealed);
    expect(t.events('finished').map((e) => e.character)).toEqual(['spy', 'assassin']);
    expect(t.events('prophecyRevealed')).toEqual([{ type: 'prophecyRevealed', player: 1, character: 'spy', correct: true }]);
  });

  it('MA-48: once a racer has finished, every seat sees the prophecy, and sampleHidden keeps it', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [5, 5, 5, 0], dice: [] });
    t.act({ type: 'prophesy', character: 'assassin' });
    const settled = magicalAthlete.clone(t.state);
    settled.race!.racers[0]!.position = 30;
    settled.race!.racers[0]!.finished = 1;
    settled.race!.finishers = [0];
    for (const seat of [0, 2, 3, 'spectator'] as const) expect(magicalAthlete.view(settled, seat).race?.prophecy).toBe('assassin');
    for (let seed = 0; seed < 20; seed++) expect(magicalAthlete.sampleHidden(settled, 0, createRng(seed)).race?.prophecy).toBe(2);
  });

  it('MA-48: a wrong prophecy changes nothing', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [27, 5, 28, 0], dice: [4, 1, 3] });
    t.act({ type: 'prophesy', character: 'assassin' });
    expect(t.events('prophecyRevealed')).toEqual([{ type: 'prophecyRevealed', player: 1, character: 'assassin', correct: false }]);
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [0, 2, 1, 3], awards: [4, 0, 2, 0] }]);
  });

  it('MA-48: a correct prophecy when she herself finished second keeps that order', () => {
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [27, 28, 5, 0], dice: [4, 3] });
    t.act({ type: 'prophesy', character: 'spy' });
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [0, 1, 2, 3], awards: [4, 2, 0, 0] }]);
  });

  it('FAQ Prophet: she can predict that she will win, but if right she automatically becomes the second-place winner', () => {
    // The Prophet finishes first and the Assassin second; her true self-prophecy gives the Assassin first.
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [20, 27, 28, 0], dice: [1, 3, 2] });
    t.act({ type: 'prophesy', character: 'prophet' });
    expect(t.events('finished').map((e) => [e.character, e.place])).toEqual([
      ['prophet', 1],
      ['assassin', 2],
    ]);
    expect(t.events('prophecyRevealed')).toEqual([{ type: 'prophecyRevealed', player: 1, character: 'prophet', correct: true }]);
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 2, ranking: [2, 1, 0, 3], awards: [0, 2, 4, 0] }]);
    // MA-11: the winner after the correction is the Assassin's player, so race 3 starts to his left.
    expect(t.state.selection?.firstPlayer).toBe(3);
  });

  it('MA-15 with MA-48: in the last race a true prophecy fixes her player\'s rank, so a points tie with her needs no continuation', () => {
    // Race 5 of 5 pays 5/3. Spy first, Assassin second; the Prophet named the Spy, so her player is
    // second with 3 points, level with the Thief's player (3 before the race). Her rank is fixed, so
    // the race stops at the second finisher without the Thief rolling again.
    const t = raceTest({ racers: ['spy', 'prophet', 'assassin', 'thief'], positions: [27, 5, 26, 20], race: 5, chips: [0, 0, 0, 3], prophecy: 'spy', dice: [3, 1, 4] });
    expect(t.outOfDice).toBe(false);
    expect(t.events('raceEnded')).toEqual([{ type: 'raceEnded', race: 5, ranking: [0, 1, 2, 3], awards: [5, 3, 0, 0] }]);
    expect(t.events('gameEnded')).toEqual([{ type: 'gameEnded', ranking: [0, 1, 3, 2], scores: [5, 3, 0, 3] }]);
  });

  it('FAQ Philosopher: the Philosopher cannot cancel the Prophet\'s ability', () => {
    const t = raceTest({ racers: ['prophet', 'philosopher', 'spy', 'thief'], positions: [0, 8, 0, 0], dice: [3] });
    t.act({ type: 'prophesy', character: 'philosopher' });
    expect(t.events('abilityCancelled')).toEqual([]);
    expect(t.state.race?.prophecy).toBe(1);
    expect(t.positions()).toEqual([3, 8, 0, 0]);
  });

  it('MA-48 / MA-52: the prophecy comes before the Thief\'s theft at the start of the race', () => {
    const t = raceTest({ racers: ['thief', 'prophet', 'assassin', 'spy'], chips: [0, 3, 3, 0] });
    expect(t.prompt?.ability).toBe('prophet');
    t.act({ type: 'prophesy', character: 'thief' });
    expect(t.prompt).toEqual({ ability: 'thief', player: 0, targets: [], answers: 'useOrDecline' });
  });

  it('MA-48: no Prophet in the race, no prophecy asked', () => {
    const t = raceTest({ racers: ['spy', 'assassin', 'thief', 'ninja'], dice: [] });
    expect(t.events('prophecyMade')).toEqual([]);
    expect(t.prompt?.ability).toBe('ninja');
  });
});
