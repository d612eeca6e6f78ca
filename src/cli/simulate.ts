import { availableParallelism } from 'node:os';
import { inRange, onePositional, parseArgs } from './args.js';
import { botModuleUrls, loadBotModules } from '../simulate/bot-module.js';
import { chooseBots } from './bots.js';
import { chooseConfig } from './config.js';
import type { CommandContext } from './context.js';
import { CliError } from './errors.js';
import { loadEntry } from './load-entry.js';
import { createProgress } from './progress.js';
import { findEntry } from './registry.js';
import { packageVersion, ResultFiles, type RunParameters } from './simulate-files.js';
import { runSimulation } from './simulate-pool.js';
import { parseShard, shardSlice } from './simulate-shard.js';
import { printSummary, type SimulationSummary } from './simulate-summary.js';
import { SummaryTally } from './simulate-tally.js';

const FLAGS = {
  games: 'int',
  seed: 'int',
  players: 'int',
  config: 'string',
  bot: 'string',
  bots: 'string',
  workers: 'int',
  json: 'switch',
  jsonl: 'string',
  shard: 'string',
  out: 'string',
  'rotate-seats': 'switch',
} as const;

/** More threads than this only adds start-up cost on any machine this is likely to run on. */
const MAX_WORKERS = 64;

/**
 * `rulebooks simulate <game> --games N [--seed S] [--players P] [--config JSON] [--bot NAME |
 * --bots A,B,...] [--rotate-seats] [--workers W] [--json] [--jsonl FILE] [--shard i/N] [--out FILE]`:
 * plays N seeded games on the fast path (game i uses seed S+i) with the chosen bots (random by
 * default; a path names a bot module; `--rotate-seats` moves every bot one seat down per game and
 * adds each bot's pooled results) and
 * prints wins with 95% intervals, mean scores with standard errors, game lengths and the game's own
 * statistics. `--jsonl` also writes one row per game; `--shard i/N` plays only slice i of N of the
 * seeds, and `--out` writes what `rulebooks merge` needs to rebuild the whole run's report. Results
 * are the same for any W.
 */
export async function simulateCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('simulate', args, FLAGS);
  const entry = findEntry(registry, onePositional('simulate', positionals, 'a game id'));
  if (flags.games === undefined) throw new CliError('simulate needs --games N (how many games to play)');
  const games = inRange('games', flags.games, 1);
  const firstSeed = flags.seed ?? 1;
  if (firstSeed > Number.MAX_SAFE_INTEGER - (games - 1)) throw new CliError(`--seed ${firstSeed} is too large for ${games} games`);
  const shard = flags.shard === undefined ? { index: 0, count: 1 } : parseShard(flags.shard, games);
  const { start, end } = shardSlice(games, shard);
  const sliceGames = end - start;
  const workers = Math.min(sliceGames, inRange('workers', flags.workers ?? Math.min(availableParallelism(), sliceGames), 1, MAX_WORKERS));

  const entryLoaded = await loadEntry(entry);
  const { game } = entryLoaded;
  const { players, config } = chooseConfig(game, flags);
  const bots = chooseBots(game, entryLoaded.bots, flags, players);
  // Users' bot modules are loaded here first, so a bad one is reported before any file or thread
  // is started; workers load them again from the same URLs.
  const loaded = { ...entryLoaded, botModules: await loadBotModules(bots) };
  const botModules = botModuleUrls(bots);
  // Rotating seats: game i of the whole run is played by the bots moved i seats down.
  const rotate = flags['rotate-seats'] === true;
  const run: RunParameters = {
    rulebooks: await packageVersion(),
    game: game.id,
    rulesVersion: game.rulesVersion,
    players,
    bots,
    config,
    firstSeed,
    games,
    ...(rotate ? { rotateSeats: true as const } : {}),
  };
  const sliceSeed = firstSeed + start;

  const files = await ResultFiles.open(flags, run, { ...shard, firstSeed: sliceSeed, games: sliceGames });
  let summary: SimulationSummary;
  const tally = new SummaryTally(players, loaded.stats, rotate ? { bots, firstIndex: start } : undefined);
  try {
    const label = shard.count > 1 ? `simulating ${game.id} (shard ${shard.index}/${shard.count})` : `simulating ${game.id}`;
    const progress = createProgress(io.stderr, label, sliceGames);
    try {
      // Each result is written and added up as soon as every game before it is in, then dropped.
      await runSimulation(
        { input: { entry, config, baseSeed: sliceSeed, bots, botModules, ...(rotate ? { rotateFrom: start } : {}) }, games: sliceGames, workers, onProgress: (done) => progress.update(done) },
        loaded,
        (index, result) => {
          tally.add(result);
          return files.add(sliceSeed + index, result);
        },
      );
    } finally {
      progress.finish();
    }
    summary = tally.finish({
      game: game.id,
      title: game.title,
      rulesVersion: game.rulesVersion,
      players,
      bots,
      config,
      firstSeed: sliceSeed,
      ...(shard.count > 1 ? { shard: { ...shard, runFirstSeed: firstSeed, runGames: games } } : {}),
    });
    await files.commit();
  } catch (error) {
    tally.discard();
    await files.discard();
    throw error;
  }
  printSummary(io.stdout, summary, flags.json === true);
  return 0;
}
