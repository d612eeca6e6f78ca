/** Saved states from seeded random games, for tests that edit them (DESIGN §8). */
import { createRng, type Player } from '../../src/index.js';
import { magicalAthlete, type MagicalAthleteState } from '../../src/games/magical-athlete/index.js';

/** A saved state, as plain JSON a test edits freely. */
export type SavedJson = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The first state of a seeded random game (4 players) for which `found` holds, saved as JSON. */
export function savedWhere(found: (state: MagicalAthleteState) => boolean, seeds = 40): SavedJson {
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    const state = magicalAthlete.clone(magicalAthlete.setup({ players: 4 }, rng));
    while (!magicalAthlete.isOver(state)) {
      if (found(state)) return JSON.parse(JSON.stringify(state)) as SavedJson;
      const player = magicalAthlete.actors(state)[0] as Player;
      const legal = magicalAthlete.legalActions(state, player);
      magicalAthlete.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
    }
  }
  throw new Error('no game reached the state');
}

/** A saved state whose pending offer is of `ability`. */
export const savedOffer = (ability: string): SavedJson => savedWhere((s) => s.race?.pending?.ability === ability);
