/**
 * Statistics for `rulebooks simulate fantasy-trip`: how fights ended (a side won, or a draw at the
 * turn limit, or every side fell), each seat's outright wins with 95% Wilson intervals, the fights'
 * length in turns, and the ST the winners had left: what a build comparison needs.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { meanAndStandardError, wilsonInterval } from '../../core/stats.js';
import type { FantasyTripState } from './types.js';

/** The simulation plugin the CLI loads as `fantasyTripStats` (a core `SimulationStats` for Fantasy Trip states). */
export const fantasyTripStats = {
  /** One finished fight: `winner` (a seat, or null for a draw), `turns` played, `st`, the winner's ST left (0 on a draw), and `seats`. */
  perGame(finalState: FantasyTripState, outcome: Outcome): Json {
    const survivors = finalState.survivors ?? [];
    const winner = survivors.length === 1 ? (survivors[0] as number) : null;
    return { winner, turns: finalState.turn.number, st: winner === null ? 0 : (outcome.scores[winner] ?? 0), seats: finalState.config.players };
  },
  /** Adds the fights up: draws, mean length in turns, and the winners' mean ST left (means with their standard errors). */
  summarize(perGame: Json[]): {
    /** Report lines: draws, mean turns, winners' mean ST left. */
    lines: string[];
    /** `{ draws, meanTurns, meanWinnerST, wins, intervals, meanTurnsError, meanWinnerSTError }` (an error is NaN, null in JSON, below two values). */
    data: Json;
  } {
    const games = perGame as { winner: number | null; turns: number; st: number; seats: number }[];
    const decided = games.filter((g) => g.winner !== null);
    const draws = games.length - decided.length;
    const meanTurns = games.length === 0 ? 0 : games.reduce((sum, g) => sum + g.turns, 0) / games.length;
    const meanWinnerST = decided.length === 0 ? 0 : decided.reduce((sum, g) => sum + g.st, 0) / decided.length;
    const meanTurnsError = meanAndStandardError(games.map((g) => g.turns)).standardError;
    const meanWinnerSTError = meanAndStandardError(decided.map((g) => g.st)).standardError;
    const se = (x: number): string => `s.e. ${Number.isNaN(x) ? '-' : x.toFixed(2)}`;
    // Outright wins per seat (a draw is no seat's win), with 95% Wilson intervals: the figure
    // build comparisons argue about.
    const seats = games[0]?.seats ?? 0;
    const wins = Array.from({ length: seats }, (_, seat) => decided.filter((g) => g.winner === seat).length);
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const winLines = wins.map((w, seat) => {
      const [low, high] = wilsonInterval(w, games.length);
      return `Seat ${seat} wins outright: ${w} of ${games.length}, ${pct(w / games.length)} (95% interval ${pct(low)}–${pct(high)})`;
    });
    return {
      lines: [...winLines, `Draws (turn limit reached, or no side left standing): ${draws} of ${games.length}`, `Mean fight length: ${meanTurns.toFixed(1)} turns (${se(meanTurnsError)})`, `Winners' mean ST left: ${meanWinnerST.toFixed(1)} (${se(meanWinnerSTError)})`],
      data: { draws, meanTurns, meanWinnerST, wins, intervals: wins.map((w) => [...wilsonInterval(w, games.length)]), meanTurnsError, meanWinnerSTError },
    };
  },
};
