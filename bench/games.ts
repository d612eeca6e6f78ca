/**
 * The games `npm run bench` measures: every workload of every game in the manifest
 * (src/games/manifest.ts), plus the Sprint test fixture as a small baseline. A new game is
 * measured as soon as it is in the manifest.
 */
import type { AnyGame } from '../src/core/game.js';
import { GAME_MANIFEST } from '../src/games/manifest.js';
import { sprint } from '../test/fixtures/sprint.js';
import { gameModule } from './source.js';

/** One game to measure, at one player count. */
export interface BenchGame {
  /** What `--game` matches: the game's id, with `-<n>p` for its second and later workloads. */
  readonly id: string;
  /** Shown in the table; defaults to `id`. */
  readonly label?: string;
  readonly game: AnyGame;
  readonly players: number;
  /** A config to measure instead of `game.defaultConfig(players)`. */
  readonly config?: unknown;
}

async function fromManifest(): Promise<BenchGame[]> {
  const out: BenchGame[] = [];
  for (const entry of GAME_MANIFEST) {
    const module = await gameModule(entry.id);
    const game = module[entry.exportName] as AnyGame;
    entry.bench.forEach((workload, index) => {
      const id = index === 0 ? entry.id : `${entry.id}-${workload.players}p`;
      const label = index === 0 ? entry.id : `${entry.id} (${workload.players}p)`;
      out.push({ id, label, game, players: workload.players, ...(workload.config === undefined ? {} : { config: workload.config }) });
    });
  }
  return out;
}

export const BENCH_GAMES: readonly BenchGame[] = [
  ...(await fromManifest()),
  { id: 'sprint', label: 'sprint (fixture)', game: sprint, players: 4 },
];
