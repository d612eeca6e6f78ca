/**
 * Saved states from real games, edited into states no play reaches, are refused as BAD_STATE
 * (DESIGN §8): two seats on one cruiser, a seat without the card it asked for, a player still in
 * the game with its cruiser destroyed, a score that is not what the seat has left.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, type Player } from '../../src/index.js';
import { gridTraveler, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { DESTROYING_DAMAGE } from '../../src/games/grid-traveler/content/cruisers.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The first state of a seeded random game of 4 for which `found` holds, saved as JSON. */
function savedWhere(found: (state: GridTravelerState) => boolean, config: Record<string, unknown> = {}): Json {
  for (let seed = 1; seed <= 20; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    const state = gridTraveler.clone(gridTraveler.setup(gridTraveler.parseConfig({ ...gridTraveler.defaultConfig(4), maxRounds: 6, ...config }), rng));
    for (;;) {
      if (found(state)) return JSON.parse(JSON.stringify(state)) as Json;
      if (gridTraveler.isOver(state)) break;
      const actors = gridTraveler.actors(state);
      const player = actors[chooser.int(0, actors.length - 1)] as Player;
      const legal = gridTraveler.legalActions(state, player);
      gridTraveler.apply(state, legal[chooser.int(0, legal.length - 1)]!, rng);
    }
  }
  throw new Error('no game reached the state');
}

function refused(input: Json, words: RegExp): void {
  let caught: unknown;
  try {
    gridTraveler.parseState(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe('BAD_STATE');
  expect((caught as RuleError).message).toMatch(words);
}

const midgame = (s: GridTravelerState) => s.end === null && s.round === 3 && s.phase === 'turns';
const over = (s: GridTravelerState) => s.end !== null && s.seats.some((seat) => seat.out === null);

describe('GRID Traveler parseState refuses saved states no play reaches', () => {
  it('accepts the saved states these tests edit', () => {
    for (const saved of [savedWhere(midgame), savedWhere(over)]) expect(() => gridTraveler.parseState(saved)).not.toThrow();
  });

  for (const which of ['cruiser', 'persona', 'necronian'] as const) {
    it(`two seats with one ${which}`, () => {
      const saved = savedWhere(midgame);
      saved.seats[2][which] = saved.seats[1][which];
      // Another mentor may allow fewer nanytes (GT-3): keep the count within any.
      saved.seats[2].nanytes = 0;
      refused(saved, new RegExp(`seats 1 and 2 were both dealt the ${which} .*GT-2`));
    });
  }

  it('a seat that was not dealt the cruiser it asked for', () => {
    const asked = gridTraveler.defaultConfig(4).decks.cruisers.slice(0, 4).map((c) => ({ cruiser: c.id }));
    const saved = savedWhere(midgame, { seats: asked });
    [saved.seats[0].cruiser, saved.seats[1].cruiser] = [saved.seats[1].cruiser, saved.seats[0].cruiser];
    refused(saved, /asked for the cruiser .* and was dealt it/);
  });

  it('a player still in the game with its cruiser destroyed', () => {
    const saved = savedWhere(midgame);
    const seat = saved.seats.findIndex((s: { out: unknown }) => s.out === null);
    saved.seats[seat].damage = DESTROYING_DAMAGE;
    refused(saved, /out of the game \(GT-13\)/);
  });

  it('a final score that is not what the seat has left', () => {
    const saved = savedWhere(over);
    const seat = saved.seats.findIndex((s: { out: unknown }) => s.out === null);
    saved.end.scores[seat] += 5;
    refused(saved, /score is what it has left at the end.*GT-31/);
  });
});
