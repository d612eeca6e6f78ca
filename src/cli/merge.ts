import { parseArgs } from './args.js';
import type { CommandContext } from './context.js';
import { CliError } from './errors.js';
import { truncate } from './format.js';
import { loadEntry } from './load-entry.js';
import { findEntry } from './registry.js';
import { readShardHeader, shardResults, type ShardInput } from './shard-reader.js';
import { packageVersion, ResultFiles, type RunParameters } from './simulate-files.js';
import { printSummary, type SimulationSummary } from './simulate-summary.js';
import { SummaryTally } from './simulate-tally.js';

const FLAGS = { json: 'switch', jsonl: 'string', out: 'string' } as const;

/** The run parameters every shard must share, in the order a mismatch is reported. */
const SHARED: readonly (keyof RunParameters)[] = ['rulebooks', 'game', 'rulesVersion', 'players', 'bots', 'config', 'firstSeed', 'games', 'rotateSeats'];

/**
 * `rulebooks merge [--json] [--jsonl FILE] [--out FILE] <shard files...>`: reads the `--out` files
 * of the shards of one `simulate` run and prints the report that run would have printed unsharded,
 * byte for byte: the games are taken in seed order and summarized exactly as `simulate` does.
 * `--jsonl` and `--out` write the whole run's rows and shard file, also as the unsharded run would.
 * Shards of different runs, and shards that leave seeds out or cover some twice, are refused from
 * their first lines alone; then the games are read and added up one at a time, so that memory does
 * not grow with the size of the run, and a line that is not a possible game stops the merge.
 */
export async function mergeCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals: paths, flags } = parseArgs('merge', args, FLAGS);
  if (paths.length === 0) throw new CliError('merge needs the shard files written by "simulate --out" (see rulebooks --help)');
  const shards: ShardInput[] = [];
  for (const path of paths) shards.push(await readShardHeader(path));
  const run = checkSameRun(shards);
  const ordered = checkCoverage(shards, run);
  // The report is rebuilt here, with this version's statistics code: it must be the one that played.
  const version = await packageVersion();
  if (run.rulebooks !== version) {
    throw new CliError(`the shards were played by rulebooks ${run.rulebooks}, this is ${version}: merge them with the version that played them`);
  }

  const entry = findEntry(registry, run.game);
  const loaded = await loadEntry(entry);
  const { game } = loaded;
  if (game.rulesVersion !== run.rulesVersion) {
    throw new CliError(`the shards were played under rules version ${run.rulesVersion} of ${run.game}, but this rulebooks has version ${game.rulesVersion}`);
  }

  const files = await ResultFiles.open(flags, run, { index: 0, count: 1, firstSeed: run.firstSeed, games: run.games });
  let summary: SimulationSummary;
  const tally = new SummaryTally(run.players, loaded.stats, run.rotateSeats === true ? { bots: run.bots, firstIndex: 0 } : undefined);
  try {
    let seed = run.firstSeed;
    for (const shard of ordered) {
      for await (const result of shardResults(shard)) {
        // A plugin present on one side only means the shards come from another build of the game.
        if (loaded.stats === undefined && result.stats !== undefined) {
          throw new CliError(`the shards hold per-game statistics, but ${run.game} has no statistics plugin here (${shard.path}, game of seed ${seed})`);
        }
        if (loaded.stats !== undefined && result.stats === undefined) {
          throw new CliError(`${shard.path}: the game of seed ${seed} lacks the per-game statistics ${run.game}'s plugin needs`);
        }
        tally.add(result);
        await files.add(seed, result);
        seed += 1;
      }
    }
    summary = tally.finish({ game: game.id, title: game.title, rulesVersion: game.rulesVersion, players: run.players, bots: run.bots, config: run.config, firstSeed: run.firstSeed });
    await files.commit();
  } catch (error) {
    tally.discard();
    await files.discard();
    throw error;
  }
  printSummary(io.stdout, summary, flags.json === true);
  return 0;
}

/** The parameters of the run all `shards` belong to, or a CliError naming two that differ and how. */
export function checkSameRun(shards: readonly ShardInput[]): RunParameters {
  const [first, ...rest] = shards as [ShardInput, ...ShardInput[]];
  for (const shard of rest) {
    for (const key of SHARED) {
      // A field one header lacks (rotateSeats, set only by --rotate-seats) reads as "absent".
      const a = JSON.stringify(first.header[key]) ?? 'absent';
      const b = JSON.stringify(shard.header[key]) ?? 'absent';
      if (a !== b) {
        throw new CliError(`${first.path} and ${shard.path} are shards of different runs: ${key} ${truncate(a, 80)} against ${truncate(b, 80)}`);
      }
    }
  }
  const { rulebooks, game, rulesVersion, players, bots, config, firstSeed, games, rotateSeats } = first.header;
  return { rulebooks, game, rulesVersion, players, bots, config, firstSeed, games, ...(rotateSeats === true ? { rotateSeats } : {}) };
}

/** The seeds `from..to` as a message fragment. */
function seeds(from: number, to: number): string {
  return from === to ? `seed ${from}` : `seeds ${from}..${to}`;
}

/**
 * The shards in seed order, once it is checked that together they cover the run's seeds exactly
 * once: a CliError names the first seeds no shard holds, or two shards that hold the same seeds.
 * Only the seeds count, not the shards' `i/N`, so a slice rerun as smaller shards merges too.
 */
export function checkCoverage(shards: readonly ShardInput[], run: RunParameters): ShardInput[] {
  const ordered = [...shards].filter((shard) => shard.header.shard.games > 0).sort((a, b) => a.header.shard.firstSeed - b.header.shard.firstSeed);
  const lastSeed = run.firstSeed + run.games - 1;
  let next = run.firstSeed;
  let previous: ShardInput | undefined;
  for (const shard of ordered) {
    const from = shard.header.shard.firstSeed;
    const to = from + shard.header.shard.games - 1;
    if (from < run.firstSeed || to > lastSeed) {
      throw new CliError(`${shard.path} holds ${seeds(from, to)}, outside the run's seeds ${run.firstSeed}..${lastSeed}`);
    }
    if (from > next) throw new CliError(`no shard holds ${seeds(next, from - 1)} of the run's seeds ${run.firstSeed}..${lastSeed}`);
    if (from < next && previous?.path === shard.path) throw new CliError(`${shard.path} is given twice`);
    if (from < next) {
      throw new CliError(`${previous?.path ?? ''} and ${shard.path} overlap: both hold ${seeds(from, Math.min(to, next - 1))}`);
    }
    next = to + 1;
    previous = shard;
  }
  if (next <= lastSeed) throw new CliError(`no shard holds ${seeds(next, lastSeed)} of the run's seeds ${run.firstSeed}..${lastSeed}`);
  return ordered;
}
