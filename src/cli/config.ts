import type { AnyGame } from '../index.js';
import { CliError, isRuleErrorLike, messageOf } from './errors.js';

/**
 * The validated default config of `game` for `players` seats. The game's own `parseConfig`
 * decides what is acceptable, and its message is what the user sees.
 */
export function configFor(game: AnyGame, players: number): unknown {
  try {
    return game.parseConfig(game.defaultConfig(players));
  } catch (error) {
    if (isRuleErrorLike(error)) throw new CliError(`--players ${players}: ${messageOf(error)}`);
    // A game whose defaultConfig trips over an impossible seat count without a RuleError.
    if (players < game.minPlayers || players > game.maxPlayers) {
      throw new CliError(`--players ${players}: ${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players`);
    }
    throw error;
  }
}
