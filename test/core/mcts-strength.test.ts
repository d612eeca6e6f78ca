/**
 * The search bot is stronger than random play in every game (issue 13): in a seeded series, one
 * mctsBot at a seat rotating game by game against random bots at every other seat, its rate of
 * outright wins has a 95% Wilson interval wholly above 1/2 in a two-player game, or above 1/n with
 * n players. The configs and budgets are chosen so that the series is short enough for CI and
 * still decisive; `npm run bench -- --strength` plays the longer table.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed, mctsBot, playout, randomBot, wilsonInterval, type AnyGame, type Bot } from '../../src/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { magika } from '../../src/games/magika/index.js';
import { CRUISERS, NECRONIANS, PERSONAS, STANDARD_DECKS, gridTraveler } from '../../src/games/grid-traveler/index.js';

/**
 * Two figures alike with light crossbows. Random bots draw a melee duel nine times in ten (no
 * playout would ever end); with crossbows most random duels end within the turn limit.
 */
const CROSSBOW = { st: 12, dx: 12, iq: 8, weapons: ['light-crossbow'], armor: null, shield: null, spells: [], race: 'human' };

/** Two cards of the same design under two ids, so that both seats start alike. */
const twins = <T extends { readonly id: string }>(card: T | undefined): T[] => [
  { ...card!, id: `${card!.id}-1` },
  { ...card!, id: `${card!.id}-2` },
];

/**
 * GRID Traveler's personas, cruisers and mentors differ by several points of the final score, so
 * a short game is mostly decided by the deal; here both seats are dealt the same ones.
 */
const GRID_TWINS = {
  ...STANDARD_DECKS,
  cruisers: twins(CRUISERS.find((c) => c.id === 'triphase-courier')),
  personas: twins(PERSONAS.find((p) => p.id === 'engineer')),
  necronians: twins(NECRONIANS.find((n) => n.id === 'ignar')),
};

interface Series {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly players: number;
  readonly iterations: number;
  readonly games: number;
}

const SERIES: readonly (readonly [string, Series])[] = [
  // Mostly luck between random bots: five seats (even share 1/5) and the most games.
  ['magical-athlete', { game: magicalAthlete, config: magicalAthlete.defaultConfig(5), players: 5, iterations: 20, games: 28 }],
  ['psi-wars', { game: psiWars, config: psiWars.parseConfig({ players: 2, labHitPoints: 20 }), players: 2, iterations: 10, games: 20 }],
  [
    'fantasy-trip',
    {
      game: fantasyTrip,
      config: fantasyTrip.parseConfig({ players: 2, arenaRadius: 4, turnLimit: 30, sides: [[{ name: 'A', ...CROSSBOW }], [{ name: 'B', ...CROSSBOW }]] }),
      players: 2,
      iterations: 30,
      games: 10,
    },
  ],
  // One turn: five orders each, scored by Victory Points as they stand.
  ['magika', { game: magika, config: magika.parseConfig({ players: 2, maxTurns: 1 }), players: 2, iterations: 20, games: 16 }],
  ['grid-traveler', { game: gridTraveler, config: gridTraveler.parseConfig({ players: 2, maxRounds: 6, decks: GRID_TWINS }), players: 2, iterations: 60, games: 20 }],
];

describe('mctsBot beats random bots', () => {
  it.each(SERIES)('%s', (_, { game, config, players, iterations, games }) => {
    // Game g puts the search bot at seat g mod n; every bot has its own seed, as in simulate.
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seed = 1000 + g;
      const seat = g % players;
      const bots: Bot<AnyGame>[] = Array.from({ length: players }, (_, s) =>
        s === seat ? mctsBot(game, { iterations, seed: deriveSeed(seed, s) }) : randomBot(game, deriveSeed(seed, s)),
      );
      const first = playout(game, config, seed, { bots }).outcome.ranking[0] ?? [];
      if (first.length === 1 && first[0] === seat) wins++;
    }
    const [low] = wilsonInterval(wins, games);
    // 1/2 with two players, 1/n with n: what a bot no better than the others would win.
    expect(low, `${wins} wins of ${games}`).toBeGreaterThan(1 / players);
  });
});
