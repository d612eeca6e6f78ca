// The pure path shares what an action did not change (DESIGN §3, issue "Speed"): a UI that memoises
// on object identity re-renders only the racer who moved.
import { describe, expect, it } from 'vitest';
import { createRng, deepEqual, deepFreeze } from '../../src/index.js';
import { magicalAthlete, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

describe('reduce keeps unchanged parts of a Magical Athlete state by reference', () => {
  it('a move of one racer leaves every other racer, and the players, the very same objects', () => {
    let oneRacerMoves = 0;
    // Seeded games until enough single-racer moves were seen (each game has dozens).
    for (let seed = 1; seed <= 30 && oneRacerMoves < 100; seed++) {
      const rng = createRng(seed);
      const chooser = createRng(seed + 1000);
      let state = deepFreeze(magicalAthlete.setup(magicalAthlete.defaultConfig(4), rng)) as MagicalAthleteState;
      while (!magicalAthlete.isOver(state)) {
        const seat = magicalAthlete.actors(state)[0] as number;
        const legal = magicalAthlete.legalActions(state, seat);
        const next = magicalAthlete.reduce(state, legal[chooser.int(0, legal.length - 1)]!, rng);
        const before = state.race?.racers ?? [];
        const after = next.race?.racers ?? [];
        if (state.race !== null && next.race !== null && before.length === after.length) {
          const changed = after.filter((racer, i) => !deepEqual(racer, before[i]));
          if (changed.length === 1) {
            oneRacerMoves += 1;
            after.forEach((racer, i) => {
              if (racer !== changed[0]) expect(racer).toBe(before[i]);
            });
            if (deepEqual(next.players, state.players)) expect(next.players).toBe(state.players);
          }
        }
        expect(Object.isFrozen(next)).toBe(true);
        state = next;
      }
    }
    expect(oneRacerMoves).toBeGreaterThanOrEqual(100);
  });
});
