/**
 * Statistics for `rulebooks simulate fantasy-trip`: how fights ended (a side won, or a draw at the
 * turn limit, or every side fell), each seat's outright wins with 95% Wilson intervals, the fights'
 * length in turns, and the ST the winners had left: what a build comparison needs.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { NumberList } from '../../core/number-list.js';
import { meanAndStandardError, wilsonInterval, type SimulationTally } from '../../core/stats.js';
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
    const tally = fantasyTripStats.tally();
    for (const game of perGame) tally.add(game);
    return tally.finish();
  },
  /**
   * The same report built one game at a time (`rulebooks simulate` and `merge` stream through it):
   * counts and sums, plus each fight's length and each winner's ST (8 bytes each), which the
   * standard errors' second pass reads again.
   */
  tally(): SimulationTally {
    let games = 0;
    /** The first fight's seat count: the seats the report lists. */
    let seats: number | undefined;
    const turns = new NumberList();
    const winnerST = new NumberList();
    let turnsSum = 0;
    let stSum = 0;
    /** Outright wins by winning seat (a Map: the seat comes from data). */
    const winsBySeat = new Map<number, number>();
    return {
      add(value: Json): void {
        const game = value as { winner: number | null; turns: number; st: number; seats: number };
        if (games === 0) seats = game.seats ?? 0;
        games += 1;
        turnsSum += game.turns;
        turns.push(game.turns);
        if (game.winner !== null) {
          stSum += game.st;
          winnerST.push(game.st);
          winsBySeat.set(game.winner, (winsBySeat.get(game.winner) ?? 0) + 1);
        }
      },
      finish() {
        const decided = winnerST.length;
        const draws = games - decided;
        const meanTurns = games === 0 ? 0 : turnsSum / games;
        const meanWinnerST = decided === 0 ? 0 : stSum / decided;
        const meanTurnsError = meanAndStandardError(turns.values()).standardError;
        const meanWinnerSTError = meanAndStandardError(winnerST.values()).standardError;
        const se = (x: number): string => `s.e. ${Number.isNaN(x) ? '-' : x.toFixed(2)}`;
        // Outright wins per seat (a draw is no seat's win), with 95% Wilson intervals: the figure
        // build comparisons argue about.
        const wins = Array.from({ length: seats ?? 0 }, (_, seat) => winsBySeat.get(seat) ?? 0);
        const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
        const winLines = wins.map((w, seat) => {
          const [low, high] = wilsonInterval(w, games);
          return `Seat ${seat} wins outright: ${w} of ${games}, ${pct(w / games)} (95% interval ${pct(low)}–${pct(high)})`;
        });
        return {
          lines: [...winLines, `Draws (turn limit reached, or no side left standing): ${draws} of ${games}`, `Mean fight length: ${meanTurns.toFixed(1)} turns (${se(meanTurnsError)})`, `Winners' mean ST left: ${meanWinnerST.toFixed(1)} (${se(meanWinnerSTError)})`],
          data: { draws, meanTurns, meanWinnerST, wins, intervals: wins.map((w) => [...wilsonInterval(w, games)]), meanTurnsError, meanWinnerSTError },
        };
      },
    };
  },
};
