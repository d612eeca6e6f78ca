import { availableParallelism } from 'node:os';
import { inRange, onePositional, parseArgs } from './args.js';
import { chooseBots } from './bots.js';
import { chooseConfig } from './config.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { loadEntry } from './load-entry.js';
import { createProgress } from './progress.js';
import { findEntry } from './registry.js';
import { runSimulation } from './simulate-pool.js';
import { summarize, summaryLines } from './simulate-summary.js';

const FLAGS = {
  games: 'int',
  seed: 'int',
  players: 'int',
  config: 'string',
  bot: 'string',
  bots: 'string',
  workers: 'int',
  json: 'switch',
} as const;

/** More threads than this only adds start-up cost on any machine this is likely to run on. */
const MAX_WORKERS = 64;

/**
 * `rulebooks simulate <game> --games N [--seed S] [--players P] [--config JSON] [--bot NAME |
 * --bots A,B,...] [--workers W] [--json]`: plays N seeded games on the fast path (game i uses seed
 * S+i) with the chosen bots (random by default) and prints wins, scores, game lengths and the
 * game's own statistics. Results are the same for any W.
 */
export async function simulateCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('simulate', args, FLAGS);
  const entry = findEntry(registry, onePositional('simulate', positionals, 'a game id'));
  if (flags.games === undefined) throw new CliError('simulate needs --games N (how many games to play)');
  const games = inRange('games', flags.games, 1);
  const firstSeed = flags.seed ?? 1;
  if (firstSeed > Number.MAX_SAFE_INTEGER - (games - 1)) throw new CliError(`--seed ${firstSeed} is too large for ${games} games`);
  const workers = Math.min(games, inRange('workers', flags.workers ?? Math.min(availableParallelism(), games), 1, MAX_WORKERS));

  const loaded = await loadEntry(entry);
  const { game } = loaded;
  const { players, config } = chooseConfig(game, flags);
  const bots = chooseBots(game, loaded.bots, flags, players);

  const progress = createProgress(io.stderr, `simulating ${game.id}`, games);
  let results;
  try {
    results = await runSimulation(
      { input: { entry, config, baseSeed: firstSeed, bots }, games, workers, onProgress: (done) => progress.update(done) },
      loaded,
    );
  } finally {
    progress.finish();
  }

  const summary = summarize(
    results,
    { game: game.id, title: game.title, rulesVersion: game.rulesVersion, players, bots, config, firstSeed },
    loaded.stats,
  );
  if (flags.json) io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else writeLines(io.stdout, summaryLines(summary));
  return 0;
}
