import { parseArgs } from './args.js';
import { writeLines, type CommandContext } from './context.js';
import { CliError } from './errors.js';
import { table } from './format.js';

/** `rulebooks games`: the id and title of every registered game. */
export async function gamesCommand({ args, io, registry }: CommandContext): Promise<number> {
  const { positionals } = parseArgs('games', args, {});
  if (positionals.length > 0) throw new CliError(`unexpected argument "${positionals[0]}" for "games"`);
  if (registry.length === 0) {
    writeLines(io.stdout, ['No games are registered yet.']);
    return 0;
  }
  writeLines(io.stdout, table(registry.map((entry) => [entry.id, entry.title]), ['left', 'left']));
  return 0;
}
