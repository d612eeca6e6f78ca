import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { inRange, onePositional, parseArgs } from './args.js';
import { botsLabel, chooseBots } from './bots.js';
import { chooseConfig } from './config.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError, messageOf } from './errors.js';
import { exportGame, VIEW_MODES, type ExportPlan, type ViewMode } from './export-rows.js';
import { EXPORT_SCHEMA } from './export-schema.js';
import { loadEntry } from './load-entry.js';
import { commitAll, discardAll, openAll, planOutput, refuseSameFile, type OutputFile } from './output-file.js';
import { createProgress } from './progress.js';
import { findEntry } from './registry.js';
import { BotError, isBotError, loadBotModules } from '../simulate/bot-module.js';
import { SimulationFailure } from './simulate-pool.js';
import { seedOf } from './simulate-run.js';

const FLAGS = {
  games: 'int',
  out: 'string',
  seed: 'int',
  players: 'int',
  config: 'string',
  bot: 'string',
  bots: 'string',
  view: 'string',
} as const;

/** The name of the schema file written beside the data. */
export const SCHEMA_FILE = 'schema.json';

/** The files an export of `gameId` writes in its directory, by role. */
export function exportFiles(gameId: string): { readonly steps: string; readonly games: string; readonly schema: string } {
  return { steps: `${gameId}-steps.jsonl`, games: `${gameId}-games.jsonl`, schema: SCHEMA_FILE };
}

function isViewMode(text: string): text is ViewMode {
  return (VIEW_MODES as readonly string[]).includes(text);
}

/**
 * Makes `dir` if it is missing, one directory at a time from the deepest one that exists. Node's
 * own `mkdir(dir, { recursive: true })` never returns for a path such as `/proc/x`, where making
 * the directory fails with ENOENT although its parent exists (it retries for ever), so it is not
 * used. A path that exists but is not a directory is a usage error: the export would otherwise
 * fail later, or worse, write next to a file the user meant to keep.
 */
async function prepareDirectory(dir: string): Promise<void> {
  const refuse = (reason: string): CliError => new CliError(`--out ${dir}: ${reason}`);
  const missing: string[] = [];
  for (let current = resolve(dir); ; ) {
    let info;
    try {
      info = await stat(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw refuse(messageOf(error));
      missing.push(current);
      const parent = dirname(current);
      if (parent === current) break;
      current = parent;
      continue;
    }
    if (info.isDirectory()) break;
    if (missing.length === 0) throw new CliError(`--out ${dir} exists and is not a directory`);
    throw refuse(`${current} is not a directory`);
  }
  for (const path of missing.reverse()) {
    try {
      await mkdir(path);
    } catch (error) {
      // Made meanwhile by someone else (two exports into one new directory): fine if a directory.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && (await stat(path).catch(() => undefined))?.isDirectory() === true) continue;
      throw refuse(`cannot create the directory ${path}: ${messageOf(error)}`);
    }
  }
}

/** A byte count as people read it: `812 B`, `41.3 kB`, `5.2 MB` (powers of 1000). */
function bytesLabel(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`;
  if (bytes < 1e9) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e9).toFixed(2)} GB`;
}

/**
 * `rulebooks export <game> --games N --out DIR [--seed S] [--players P] [--config JSON] [--bot
 * NAME | --bots A,B,...] [--view full|key]`: plays the N games `simulate` would play with the
 * same flags (game i seeded S+i, the same bots) and writes, in DIR, one JSON line per decision to
 * `<game>-steps.jsonl`, one per game to `<game>-games.jsonl`, and the rows' JSON Schema to
 * `schema.json` (docs/guides/datasets.md). Files of the same names are replaced, all three at the
 * end, once complete. Games are played one after another in this thread and each is written as
 * soon as it ends, so memory holds one game, and the files are byte-identical for the same flags.
 */
export async function exportCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('export', args, FLAGS);
  const entry = findEntry(registry, onePositional('export', positionals, 'a game id'));
  if (flags.games === undefined) throw new CliError('export needs --games N (how many games to play)');
  if (flags.out === undefined) throw new CliError('export needs --out DIR (the directory to write to)');
  const games = inRange('games', flags.games, 1);
  const baseSeed = flags.seed ?? 1;
  if (baseSeed > Number.MAX_SAFE_INTEGER - (games - 1)) throw new CliError(`--seed ${baseSeed} is too large for ${games} games`);
  const view = flags.view ?? 'full';
  if (!isViewMode(view)) throw new CliError(`--view must be ${VIEW_MODES.join(' or ')}, got "${view}"`);

  const entryLoaded = await loadEntry(entry);
  const { game } = entryLoaded;
  const { players, config } = chooseConfig(game, flags);
  const bots = chooseBots(game, entryLoaded.bots, flags, players);
  // Users' bot modules are loaded (and checked) before the output directory is touched.
  const loaded = { ...entryLoaded, botModules: await loadBotModules(bots) };
  const plan: ExportPlan = { config, players, baseSeed, bots, view };

  const dir = flags.out;
  await prepareDirectory(dir);
  const names = exportFiles(game.id);
  // Checked and opened before the first game; written under temporary names and renamed into
  // place together once every game is in, so a failed or killed export never leaves a file cut
  // short under a final name (an older dataset there stays as it was).
  const targets = [
    await planOutput('--out', join(dir, names.steps)),
    await planOutput('--out', join(dir, names.games)),
    await planOutput('--out', join(dir, names.schema)),
  ];
  refuseSameFile(targets);
  const files = await openAll(targets);
  const [stepsFile, gamesFile, schemaFile] = files as [OutputFile, OutputFile, OutputFile];
  const progress = createProgress(io.stderr, `exporting ${game.id}`, games);
  let steps = 0;
  let bytes = 0;
  try {
    schemaFile.add(`${JSON.stringify(EXPORT_SCHEMA, null, 2)}\n`);
    for (let index = 0; index < games; index++) {
      let exported;
      try {
        exported = exportGame(loaded, plan, index);
      } catch (error) {
        // A user's bot that fails is their mistake, reported in one line (exit 2) as simulate does.
        if (isBotError(error)) throw new BotError(error.code, `game ${index} (seed ${seedOf(baseSeed, index)}): ${error.message}`);
        // The same report as a failed simulated game: a bug in the game, with the seed to reproduce it.
        throw new SimulationFailure({
          index,
          seed: seedOf(baseSeed, index),
          message: messageOf(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      }
      await stepsFile.add(exported.stepLines);
      await gamesFile.add(exported.gameLine);
      steps += exported.steps;
      bytes += Buffer.byteLength(exported.stepLines, 'utf8');
      progress.update(index + 1);
      // Between two games, let a signal (Ctrl-C, SIGTERM) be handled: it removes the temporary files.
      await new Promise((resolve) => setImmediate(resolve));
    }
    progress.finish();
    await commitAll(files);
  } catch (error) {
    progress.finish();
    await discardAll(files);
    throw error;
  }

  const lastSeed = seedOf(baseSeed, games - 1);
  writeLines(io.stdout, [
    `${game.title}: ${games} games, ${players} players, seeds ${baseSeed}..${lastSeed}; bots: ${botsLabel(bots)}; view: ${view}`,
    `${join(dir, names.steps)}: ${steps} steps, ${bytesLabel(bytes)} (${bytesLabel(Math.round(bytes / Math.max(1, steps)))} per step)`,
    `${join(dir, names.games)}: ${games} games`,
    `${join(dir, names.schema)}: the JSON Schema of both`,
  ]);
  return 0;
}
