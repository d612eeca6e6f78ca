/**
 * The games `npm run bench` measures. Adding a game is one line, for example
 * `{ id: 'magical-athlete', game: magicalAthlete, players: 4 },`.
 */
import type { AnyGame } from '../src/core/game.js';
import { magicalAthlete } from '../src/games/magical-athlete/index.js';
import { psiWars } from '../src/games/psi-wars/index.js';
import { sprint } from '../test/fixtures/sprint.js';

/** One game to measure, at one player count. */
export interface BenchGame {
  /** What `--game` matches; normally the game's own id. */
  readonly id: string;
  /** Shown in the table; defaults to `id`. */
  readonly label?: string;
  readonly game: AnyGame;
  readonly players: number;
  /** A config to measure instead of `game.defaultConfig(players)`. */
  readonly config?: unknown;
}

export const BENCH_GAMES: readonly BenchGame[] = [
  { id: 'magical-athlete', game: magicalAthlete, players: 4 },
  { id: 'magical-athlete-5p', label: 'magical-athlete (5p)', game: magicalAthlete, players: 5 },
  { id: 'psi-wars', game: psiWars, players: 2 },
  { id: 'sprint', label: 'sprint (fixture)', game: sprint, players: 4 },
];
