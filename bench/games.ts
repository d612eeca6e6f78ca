/**
 * The games `npm run bench` measures: every workload of every game in the manifest
 * (src/games/manifest.ts), plus the Sprint test fixture as a small baseline. A new game is
 * measured as soon as it is in the manifest.
 */
import type { Bot } from '../src/core/bots.js';
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
  /** The bot every seat plays, made per seat and game (a factory of the game's own bots); random choices without it. */
  readonly bot?: { readonly name: string; readonly make: (game: AnyGame, seed: number) => Bot<AnyGame> };
}

async function fromManifest(): Promise<BenchGame[]> {
  const out: BenchGame[] = [];
  for (const entry of GAME_MANIFEST) {
    const module = await gameModule(entry.id);
    const game = module[entry.exportName] as AnyGame;
    const bots = entry.botsExportName === undefined ? {} : (module[entry.botsExportName] as Record<string, (game: AnyGame, seed: number) => Bot<AnyGame>>);
    entry.bench.forEach((workload, index) => {
      const id = index === 0 ? entry.id : `${entry.id}-${workload.players}p`;
      const label = (index === 0 ? entry.id : `${entry.id} (${workload.players}p)`) + (workload.bot === undefined ? '' : `, ${workload.bot} bots`);
      const make = workload.bot === undefined ? undefined : bots[workload.bot];
      if (workload.bot !== undefined && make === undefined) throw new Error(`bench: ${entry.id} has no bot called ${workload.bot}`);
      out.push({
        id,
        label,
        game,
        players: workload.players,
        ...(workload.config === undefined ? {} : { config: workload.config }),
        ...(make === undefined ? {} : { bot: { name: workload.bot!, make } }),
      });
    });
  }
  return out;
}

export const BENCH_GAMES: readonly BenchGame[] = [
  ...(await fromManifest()),
  { id: 'sprint', label: 'sprint (fixture)', game: sprint, players: 4 },
];
