/**
 * Config input types (issue 22): a figure given as `{ name, st, dx }` type-checks as
 * `parseConfig` accepts it, and the race ids are exported. `tsc` checks this file in the
 * typecheck; the runtime part checks the types and the parser agree.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/index.js';
import { FANTASY_TRIP_RACE_IDS, fantasyTrip, type FantasyTripConfigInput, type FantasyTripFigureInput, type FantasyTripRaceId } from '../../src/games/fantasy-trip/index.js';

describe('Fantasy Trip config input types (issue 22)', () => {
  it('types a config with short figures as parseConfig reads it', () => {
    const ana: FantasyTripFigureInput = { name: 'Ana', st: 12, dx: 12 };
    const dwarf: FantasyTripRaceId = 'dwarf';
    const input: FantasyTripConfigInput = {
      players: 2,
      arenaRadius: 5,
      sides: [[ana], [{ name: 'Bo', st: 13, dx: 11, weapons: ['broadsword'], race: 'human' }]],
    };
    const config = fantasyTrip.parseConfig(input);
    expect(config.sides[0]![0]).toMatchObject({ name: 'Ana', st: 12, dx: 12, iq: 8, weapons: [], armor: null, shield: null, spells: [], race: 'human' });
    // createMatch takes the input itself: the core's ConfigInput is partial at every depth.
    const match = createMatch(fantasyTrip, { config: input, seed: 1 });
    expect(match.state.config.arenaRadius).toBe(5);
    expect(match.state.config.sides[0]![0]!.iq).toBe(8);
    const inline = createMatch(fantasyTrip, { config: { players: 2, sides: [[{ name: 'A', st: 12, dx: 12 }], [{ name: 'B', st: 12, dx: 12 }]] }, seed: 2 });
    expect(inline.state.figures.map((f) => f.name)).toEqual(['A', 'B']);
    // @ts-expect-error the player count is still typed by the game
    expect(() => createMatch(fantasyTrip, { config: { players: 'two' }, seed: 1 })).toThrow();
    expect(FANTASY_TRIP_RACE_IDS).toContain(dwarf);
    // @ts-expect-error a figure needs a name
    const nameless: FantasyTripFigureInput = { st: 12, dx: 12 };
    // @ts-expect-error races are the listed ids
    const wrongRace: FantasyTripFigureInput = { name: 'X', st: 12, dx: 12, race: 'troll' };
    expect([nameless, wrongRace]).toHaveLength(2);
  });
});
