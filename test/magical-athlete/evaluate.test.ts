/**
 * `evaluate` (DESIGN §13, issue 27): each seat's expected reward from points, the race in progress
 * and the races to come; the outcome's rewards once the game is over; and only what a seat sees
 * when asked for a seat (the Prophet's secret prediction, MA-48).
 */
import { describe, expect, it } from 'vitest';
import { createRng, rankRewards, type Player } from '../../src/index.js';
import { magicalAthlete, type MagicalAthleteAction, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';
import { raceTest } from './harness.js';

const evaluate = magicalAthlete.evaluate!;

/** Plays a seeded random game, handing every state to `visit`; returns the final state. */
function randomGame(seed: number, players: 4 | 5, visit: (state: MagicalAthleteState, step: number) => boolean | void): MagicalAthleteState {
  const rng = createRng(seed);
  const chooser = createRng(seed + 1);
  const state = magicalAthlete.setup({ players }, rng);
  for (let step = 0; ; step++) {
    if (visit(state, step) === true) return state;
    const actors = magicalAthlete.actors(state);
    if (actors.length === 0) return state;
    const player = actors[chooser.int(0, actors.length - 1)] as Player;
    const legal = magicalAthlete.legalActions(state, player);
    magicalAthlete.apply(state, legal[chooser.int(0, legal.length - 1)] as MagicalAthleteAction, rng);
  }
}

/** A copy of the first state of a seeded game in the race phase of race `number`, read back through parseState. */
function aRace(seed: number, number: number): MagicalAthleteState {
  const state = randomGame(seed, 4, (s) => s.phase === 'race' && s.race?.number === number);
  expect(state.race?.number).toBe(number);
  return JSON.parse(JSON.stringify(state)) as MagicalAthleteState;
}

const expectRewards = (values: readonly number[], seats: number): void => {
  expect(values).toHaveLength(seats);
  for (const v of values) {
    expect(Number.isFinite(v)).toBe(true);
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(1);
  }
};

describe('Magical Athlete evaluate', () => {
  it('ranks a seat far ahead on points and in the last race above the others', () => {
    // The last race of four players (5), seat 2 on 20 points against 4 and 27 spaces along.
    const { state } = raceTest({ racers: ['centaur', 'druid', 'ranger', 'troll'], race: 5, chips: [4, 4, 20, 4], positions: [1, 1, 27, 1] });
    const values = evaluate(state);
    expectRewards(values, 4);
    for (let seat = 0; seat < 4; seat++) if (seat !== 2) expect(values[2]).toBeGreaterThan(values[seat] as number);
    expect(values[2]).toBeGreaterThan(0.95);
  });

  it('counts the race in progress: the leader on the track stands better, points being equal', () => {
    const state = aRace(9, 1);
    state.race!.racers.forEach((r) => (r.position = r.player === 1 ? 24 : 2));
    const values = evaluate(magicalAthlete.parseState(state));
    for (let seat = 0; seat < 4; seat++) if (seat !== 1) expect(values[1]).toBeGreaterThan(values[seat] as number);
  });

  it('gives every seat an even standing before any point is won', () => {
    const start = magicalAthlete.setup({ players: 5 }, createRng(3));
    expect(evaluate(start)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
  });

  it('stays in [0, 1], one number per seat, the same twice, all through random games', () => {
    for (const players of [4, 5] as const) {
      randomGame(players * 11, players, (state, step) => {
        if (step % 7 !== 0) return;
        const values = evaluate(state);
        expectRewards(values, players);
        expect(evaluate(state)).toEqual(values);
      });
    }
  });

  it("is the outcome's rewards once the game is over", () => {
    const final = randomGame(21, 4, () => undefined);
    expect(magicalAthlete.isOver(final)).toBe(true);
    const rewards = rankRewards(magicalAthlete.outcome(final)!);
    expect(evaluate(final)).toEqual(rewards);
    for (let seat = 0; seat < 4; seat++) expect(evaluate(final, seat)).toEqual(rewards);
  });

  it('gives a seat the same numbers in every world it cannot tell from the real one', () => {
    let checked = 0;
    randomGame(33, 4, (state, step) => {
      if (step % 5 !== 0) return;
      for (let viewer = 0; viewer < 4; viewer++) {
        const own = evaluate(state, viewer);
        for (const seed of [1, 2]) {
          const world = magicalAthlete.sampleHidden(state, viewer, createRng(seed * 1000 + step));
          expect(evaluate(world, viewer), `seat ${viewer} at step ${step}`).toEqual(own);
        }
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(20);
  });

  it("reads the Prophet's secret prediction for its owner only (MA-48)", () => {
    // Seat 3 races the Prophet and has predicted a racer; nobody has finished yet.
    const racers = ['centaur', 'druid', 'ranger', 'prophet'] as const;
    const world = (named: number): MagicalAthleteState => {
      const t = raceTest({ racers, positions: [20, 5, 5, 5], first: 1, race: 3, prophecy: racers[named] });
      expect(t.state.race!.finishers).toEqual([]);
      return t.state;
    };
    const onLeader = world(0);
    const onOther = world(1);
    for (const viewer of [0, 1, 2]) expect(evaluate(onLeader, viewer)).toEqual(evaluate(onOther, viewer));
    // Its owner knows what it predicted: a prediction on the leader is worth more to her.
    expect(evaluate(onLeader, 3)[3]).toBeGreaterThan(evaluate(onOther, 3)[3] as number);
  });

  it('refuses a viewer the game does not have', () => {
    const start = magicalAthlete.setup({ players: 4 }, createRng(1));
    expect(() => evaluate(start, 4)).toThrow(/not a viewer/);
  });
});
