/**
 * The five games, each loaded on demand with its board, so that a page carries the code of the
 * game it shows and no other (each is its own chunk in the build).
 */
import type { AnyGame, Bot } from 'rulebooks';
import type { Board } from './boards/types.js';

export interface LoadedGame {
  readonly game: AnyGame;
  readonly board: Board;
  /** The game's own bots by name; the first is the default opponent (`?bot=random` for the random bot). */
  readonly bots: Readonly<Record<string, (game: AnyGame, seed: number) => Bot<AnyGame>>>;
}

type Loader = () => Promise<LoadedGame>;

/**
 * Waits for a game module and its board (each `import()` is written out below with its literal
 * path, which is how Vite knows to make each game a chunk of its own) and picks the exports.
 */
async function loaded(module: Promise<object>, board: Promise<{ board: unknown }>, gameExport: string, botsExport: string): Promise<LoadedGame> {
  const [exports, drawn] = await Promise.all([module, board]);
  const named = exports as Record<string, unknown>;
  return {
    game: named[gameExport] as AnyGame,
    board: drawn.board as Board,
    bots: named[botsExport] as Record<string, (game: AnyGame, seed: number) => Bot<AnyGame>>,
  };
}

export const GAMES: Readonly<Record<string, { readonly title: string; readonly load: Loader }>> = {
  'magical-athlete': {
    title: 'Magical Athlete',
    load: () => loaded(import('rulebooks/magical-athlete'), import('./boards/magical-athlete.js'), 'magicalAthlete', 'magicalAthleteBots'),
  },
  'psi-wars': {
    title: 'Psi Wars',
    load: () => loaded(import('rulebooks/psi-wars'), import('./boards/psi-wars.js'), 'psiWars', 'psiWarsBots'),
  },
  'fantasy-trip': {
    title: 'The Fantasy Trip',
    load: () => loaded(import('rulebooks/fantasy-trip'), import('./boards/fantasy-trip.js'), 'fantasyTrip', 'fantasyTripBots'),
  },
  magika: {
    title: 'Magika',
    load: () => loaded(import('rulebooks/magika'), import('./boards/magika.js'), 'magika', 'magikaBots'),
  },
  'grid-traveler': {
    title: 'GRID Traveler',
    load: () => loaded(import('rulebooks/grid-traveler'), import('./boards/grid-traveler.js'), 'gridTraveler', 'gridTravelerBots'),
  },
};
