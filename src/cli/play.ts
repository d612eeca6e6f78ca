import { createMatch, deriveSeed, isRecord, randomBot, type AnyGame, type Bot, type Player } from '../index.js';
import { inRange, onePositional, parseArgs } from './args.js';
import { configFor } from './config.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { describe, rankingLines } from './format.js';
import { loadEntry } from './load-entry.js';
import { askForAction, LineReader } from './prompt.js';
import { findEntry } from './registry.js';

const FLAGS = { seed: 'int', players: 'int', human: 'int' } as const;

/** A bound on actions per game, so that a game that never ends is reported rather than hanging. */
const MAX_ACTIONS = 1_000_000;

/**
 * The events a human at `seat` may see after the last action: those of their view when the view
 * carries an `events` list (views filter events the way they filter state, DESIGN §6), otherwise
 * none; the view itself is shown before each of their choices.
 */
function visibleEvents(game: AnyGame, state: unknown, seat: Player): readonly unknown[] {
  const view: unknown = game.view(state, seat);
  return isRecord(view) && Array.isArray(view.events) ? view.events : [];
}

/**
 * `rulebooks play <game> [--seed N] [--players N] [--human K]`: bots play a whole game on the pure
 * path (a Match, so the log is kept) and the log is printed line by line, then the result. With
 * `--human K` the person at the terminal takes seat K and sees only what that seat may see.
 */
export async function playCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals, flags } = parseArgs('play', args, FLAGS);
  const entry = findEntry(registry, onePositional('play', positionals, 'a game id'));
  const { game } = await loadEntry(entry);
  const seed = flags.seed ?? 1;
  const players = flags.players ?? game.minPlayers;
  const config = configFor(game, players);
  const human = flags.human === undefined ? undefined : inRange('human', flags.human, 0, players - 1);

  const match = createMatch(game, { config, seed });
  const bots: (Bot<AnyGame> | undefined)[] = Array.from({ length: players }, (_, seat) =>
    seat === human ? undefined : randomBot(game, deriveSeed(seed, seat)),
  );
  const out = io.stdout;
  const print = (events: readonly unknown[]): void => writeLines(out, events.map((event) => describe(game, event)));
  const showEvents = (from: number): void =>
    print(human === undefined ? match.log.slice(from) : visibleEvents(game, match.state, human));

  writeLines(out, [
    `${game.title} (rules ${game.rulesVersion}): ${players} players, seed ${seed}` +
      (human === undefined ? '' : `; you are player ${human}`),
    '',
  ]);
  showEvents(0);

  const reader = human === undefined ? undefined : new LineReader(io.stdin);
  try {
    for (let steps = 0; !match.isOver(); steps++) {
      if (steps >= MAX_ACTIONS) throw new Error(`${game.id}: no end after ${MAX_ACTIONS} actions (seed ${seed})`);
      // At a simultaneous step every actor is asked in seat order; each choice changes the actors.
      const player = Math.min(...match.actors());
      const bot = bots[player];
      const action =
        bot !== undefined ? bot.choose(match.state, player) : await askForAction(game, match.state, player, reader as LineReader, out);
      const before = match.log.length;
      match.play(action);
      showEvents(before);
    }
  } finally {
    reader?.close();
  }

  const outcome = match.outcome();
  if (outcome === undefined) throw new CliError(`${game.id} ended without an outcome`, 1);
  writeLines(out, ['', `Result after ${match.actions.length} actions:`, ...rankingLines(outcome).map((line) => `  ${line}`)]);
  return 0;
}
