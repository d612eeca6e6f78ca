/**
 * The heuristic bot: it plays whole 13-seat contests with legal orders only, and they end the way
 * contests of people do, at the Goal Square within the turn limit; it reads only what its seat may
 * see (the same choice in two worlds the seat cannot tell apart); and the simulation statistics
 * add contests up.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { magikaHeuristicBot, magika, magikaStats } from '../../src/games/magika/index.js';

function contestOf(seed: number) {
  const rng = createRng(seed);
  const state = magika.clone(magika.setup(magika.defaultConfig(13), rng));
  const bots = Array.from({ length: 13 }, (_, seat) => magikaHeuristicBot(magika, seed * 100 + seat));
  let actions = 0;
  while (!magika.isOver(state)) {
    const seat = magika.actors(state)[0]!;
    const action = bots[seat]!.choose(state, seat);
    expect(magika.isLegal(state, action)).toBe(true);
    magika.apply(state, action, rng);
    actions++;
  }
  return { state, actions };
}

describe('the heuristic bot', () => {
  it('plays 13-seat contests to a novice on the Goal Square well within the turn limit', () => {
    for (const seed of [1, 2, 3]) {
      const { state, actions } = contestOf(seed);
      expect(state.end!.reason === 'goal' || state.end!.reason === 'gathered' || state.end!.reason === 'globe').toBe(true);
      expect(state.turn).toBeLessThanOrEqual(25);
      expect(actions).toBe(13 * 5 * state.turn);
      // Climbing: every novice ended north of the starting row.
      expect(state.mages.slice(0, 12).every((m) => m.hex < 300)).toBe(true);
    }
  });

  it('chooses the same order in two worlds its seat cannot tell apart', () => {
    const rng = createRng(5);
    const state = magika.clone(magika.setup(magika.defaultConfig(13), rng));
    const writers = Array.from({ length: 13 }, (_, seat) => magikaHeuristicBot(magika, seat));
    // Two turns in, so that there is something hidden to draw.
    while (state.turn < 3) {
      const seat = magika.actors(state)[0]!;
      magika.apply(state, writers[seat]!.choose(state, seat), rng);
    }
    for (let seat = 0; seat < 13; seat++) {
      const world = magika.sampleHidden(state, seat, createRng(seat + 11));
      expect(magikaHeuristicBot(magika, 77).choose(world, seat)).toEqual(magikaHeuristicBot(magika, 77).choose(state, seat));
    }
  });

  it('gives simulate statistics by race, alignment and for the Ebon Mage', () => {
    const rows = [1, 2].map((seed) => {
      const { state } = contestOf(seed);
      return magikaStats.perGame(state, magika.outcome(state)!);
    });
    const { lines, data } = magikaStats.summarize(rows);
    expect(lines[0]).toMatch(/^Endings: /);
    expect(lines.some((line) => line.startsWith('Race elf: 4 mages'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Alignment neutral: 8 mages'))).toBe(true);
    expect(lines.some((line) => line.startsWith('The Ebon Mage: first place'))).toBe(true);
    expect((data as { meanTurns: number }).meanTurns).toBeGreaterThan(5);
  });
});
