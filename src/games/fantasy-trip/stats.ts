/**
 * Statistics for `rulebooks simulate fantasy-trip`: how fights ended (a side won, or a draw at the
 * turn limit), their length in turns, and the ST the winners had left. The CLI's own table gives
 * each seat's wins with 95% intervals; this adds what a build comparison needs beside it.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import type { FantasyTripState } from './types.js';

/** The simulation plugin the CLI loads as `fantasyTripStats` (a core `SimulationStats` for Fantasy Trip states). */
export const fantasyTripStats = {
  /** One finished fight: `winner` (a seat, or null for a draw), `turns` played, and `st`, the winner's ST left (0 on a draw). */
  perGame(finalState: FantasyTripState, outcome: Outcome): Json {
    const survivors = finalState.survivors ?? [];
    const winner = survivors.length === 1 ? (survivors[0] as number) : null;
    return { winner, turns: finalState.turn.number, st: winner === null ? 0 : (outcome.scores[winner] ?? 0) };
  },
  /** Adds the fights up: draws, mean length in turns, and the winners' mean ST left. */
  summarize(perGame: Json[]): {
    /** Report lines: draws, mean turns, winners' mean ST left. */
    lines: string[];
    /** `{ draws, meanTurns, meanWinnerST }`. */
    data: Json;
  } {
    const games = perGame as { winner: number | null; turns: number; st: number }[];
    const decided = games.filter((g) => g.winner !== null);
    const draws = games.length - decided.length;
    const meanTurns = games.length === 0 ? 0 : games.reduce((sum, g) => sum + g.turns, 0) / games.length;
    const meanWinnerST = decided.length === 0 ? 0 : decided.reduce((sum, g) => sum + g.st, 0) / decided.length;
    return {
      lines: [`Draws at the turn limit: ${draws} of ${games.length}`, `Mean fight length: ${meanTurns.toFixed(1)} turns`, `Winners' mean ST left: ${meanWinnerST.toFixed(1)}`],
      data: { draws, meanTurns, meanWinnerST },
    };
  },
};
