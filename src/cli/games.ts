import { parseArgs } from './args.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { table } from './format.js';
import { loadEntry } from './load-entry.js';

/**
 * `rulebooks games`: the id, title, seat counts and bots of every registered game. The bots are
 * read from the game modules themselves, so each module is loaded.
 */
export async function gamesCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals } = parseArgs('games', args, {});
  if (positionals.length > 0) throw new CliError(`unexpected argument "${positionals[0]}" for "games"`);
  if (registry.length === 0) {
    writeLines(io.stdout, ['No games are registered yet.']);
    return 0;
  }
  const rows: string[][] = [];
  for (const entry of registry) {
    const { game, bots } = await loadEntry(entry);
    const seats = game.minPlayers === game.maxPlayers ? `${game.minPlayers}` : `${game.minPlayers}-${game.maxPlayers}`;
    rows.push([entry.id, entry.title, `${seats} players`, `bots: ${Object.keys(bots).join(', ')}`]);
  }
  writeLines(io.stdout, table(rows, ['left', 'left', 'left', 'left']));
  return 0;
}
