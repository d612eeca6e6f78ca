import { createMatch, type AnyGame, type Bot, type ConfigOf, type MctsAnalysis, type MctsBot, type Player } from '../index.js';
import { inRange, onePositional, parseArgs } from './args.js';
import { botsLabel, chooseBots, makeBots } from './bots.js';
import { chooseConfig, configLabel } from './config.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { describe, rankingLines, seatNamer } from './format.js';
import { loadBotModules } from '../simulate/bot-module.js';
import { loadEntry } from './load-entry.js';
import { OutputFile, planOutput } from './output-file.js';
import { askForAction, LineReader } from './prompt.js';
import { findEntry } from './registry.js';

const FLAGS = { seed: 'int', players: 'int', config: 'string', bot: 'string', bots: 'string', human: 'int', save: 'string', analyze: 'switch' } as const;

/** How many of the root's actions `--analyze` shows per decision. */
const ANALYZED_ACTIONS = 3;

/** A bot that can show its search (`mctsBot`): the CLI prints what `analyze` returns. */
function analyzer(bot: Bot<AnyGame> | undefined): MctsBot<AnyGame> | undefined {
  return bot !== undefined && typeof (bot as Partial<MctsBot<AnyGame>>).analyze === 'function' ? (bot as MctsBot<AnyGame>) : undefined;
}

/** One line per decision: the search's size and time, then its most visited actions. */
function analysisLine(seat: Player, analysis: MctsAnalysis<AnyGame>): string {
  const top = analysis.root
    .slice(0, ANALYZED_ACTIONS)
    .map((entry) => `${entry.label} (${entry.visits} visits, ${entry.meanReward === null ? 'unvisited' : `mean ${entry.meanReward.toFixed(3)}`})`);
  const more = analysis.root.length > ANALYZED_ACTIONS ? `; ${analysis.root.length - ANALYZED_ACTIONS} more` : '';
  return `  [search, player ${seat}: ${analysis.iterations} iterations in ${analysis.ms.toFixed(1)} ms: ${top.join('; ')}${more}]`;
}

/** A bound on actions per game, so that a game that never ends is reported rather than hanging. */
const MAX_ACTIONS = 1_000_000;

/**
 * The events a human at `seat` may see after the last action: those of their view, which filters
 * events the way it filters the state (DESIGN §6). Over a whole game these are `Match.logFor(seat)`.
 */
function visibleEvents(game: AnyGame, state: unknown, seat: Player): readonly unknown[] {
  return game.view(state, seat).events as readonly unknown[];
}

/**
 * `rulebooks play <game> [--seed N] [--players N] [--config JSON] [--bot NAME | --bots A,B,...]
 * [--human K] [--save FILE] [--analyze]`: bots play a whole game on the pure path (a Match, so the log is
 * kept) and the log is printed line by line, then the result. With `--human K` the person at the
 * terminal takes seat K, sees only what that seat may see (its own log, the game's summary of its
 * view) and chooses among labelled actions. `--save FILE` writes the game's record (with its
 * verified result once over), also when a human abandons the game part-way. The bots are those `simulate` uses, seeded the same way,
 * so `play --seed S` shows game S of a simulation with the same flags. `--analyze` prints each
 * search bot decision (`mcts`, `mcts:N`): iterations, time, and the most visited actions with their
 * visits and mean reward; the game played is the same as without it.
 */
export async function playCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('play', args, FLAGS);
  const entry = findEntry(registry, onePositional('play', positionals, 'a game id'));
  const loaded = await loadEntry(entry);
  const { game } = loaded;
  const seed = flags.seed ?? 1;
  const { players, config } = chooseConfig(game, flags);
  const human = flags.human === undefined ? undefined : inRange('human', flags.human, 0, players - 1);
  const botNames = chooseBots(game, loaded.bots, flags, players, human);
  const match = createMatch(game, { config: config as ConfigOf<AnyGame>, seed });
  const bots = makeBots(game, loaded.bots, botNames, seed, await loadBotModules(botNames));
  // Checked and opened before the game, so that a path that cannot be written is refused before
  // anything is played; the record goes to a temporary file renamed into place when written.
  const save = flags.save === undefined ? undefined : await OutputFile.open(await planOutput('--save', flags.save));
  const out = io.stdout;
  const print = (events: readonly unknown[]): void => writeLines(out, events.map((event) => describe(game, event)));
  const showEvents = (from: number): void =>
    print(human === undefined ? match.log.slice(from) : visibleEvents(game, match.state, human));

  // The bots and the config are named when chosen on the command line; by default they are
  // random bots and the game's default config for the seat count.
  const chosenBots = flags.bot !== undefined || flags.bots !== undefined;
  const botSeats = botNames.filter((_, seat) => seat !== human);
  writeLines(out, [
    `${game.title} (rules ${game.rulesVersion}): ${players} players, seed ${seed}` +
      (human === undefined ? '' : `; you are player ${human}`) +
      (chosenBots ? `; bots: ${botsLabel(botSeats)}` : '') +
      (flags.config !== undefined ? `; config: ${configLabel(config)}` : ''),
    '',
  ]);
  showEvents(0);

  const reader = human === undefined ? undefined : new LineReader(io.stdin);
  let played = false;
  try {
    for (let steps = 0; !match.isOver(); steps++) {
      if (steps >= MAX_ACTIONS) throw new Error(`${game.id}: no end after ${MAX_ACTIONS} actions (seed ${seed})`);
      // At a simultaneous step every actor is asked in seat order; each choice changes the actors.
      const player = Math.min(...match.actors());
      const bot = bots[player];
      // With --analyze, a search bot's decision is shown: `analyze` chooses exactly as `choose`
      // would (the same action, the same rng), so the game is the one played without the flag.
      const searcher = flags.analyze === true ? analyzer(bot) : undefined;
      let action: unknown;
      if (searcher !== undefined) {
        const analysis = searcher.analyze(match.state, player);
        writeLines(out, [analysisLine(player, analysis)]);
        action = analysis.action;
      } else {
        action = bot !== undefined ? bot.choose(match.state, player) : await askForAction(game, match.state, player, reader as LineReader, out);
      }
      const before = match.log.length;
      match.play(action);
      showEvents(before);
      // Let a signal be handled between two actions: with --save, Ctrl-C and SIGTERM run a handler
      // (it removes the temporary file), which would otherwise wait for a long bot game to end.
      if (save !== undefined) await new Promise((resolve) => setImmediate(resolve));
    }
    played = true;
  } finally {
    reader?.close();
    // Saved also when the game stops part-way (a human's input ended): the record up to there.
    if (save !== undefined) {
      try {
        save.add(`${JSON.stringify(match.toRecord(), null, 2)}\n`);
        await save.commit();
      } catch (error) {
        await save.discard();
        // A failure to save must not hide the error that stopped the game.
        if (played) throw error;
      }
    }
  }

  const outcome = match.outcome();
  if (outcome === undefined) throw new CliError(`${game.id} ended without an outcome`, 1);
  writeLines(out, ['', `Result after ${match.actions.length} actions:`, ...rankingLines(outcome, seatNamer(game, match.state)).map((line) => `  ${line}`)]);
  if (flags.save !== undefined) writeLines(io.stderr, [`rulebooks: record saved to ${flags.save}`]);
  return 0;
}
