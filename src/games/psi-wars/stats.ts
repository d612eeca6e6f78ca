/**
 * Statistics for `rulebooks simulate psi-wars`: wins by deck (so a matchup's balance can be read
 * off whichever seat each deck sat in), game length in turns, and how games ended.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { NumberList } from '../../core/number-list.js';
import { meanAndStandardError, wilsonInterval, type SimulationTally } from '../../core/stats.js';
import { deckName } from './content/deck-specs.js';
import type { PsiWarsState } from './types.js';

/** The simulation plugin the CLI loads as `psiWarsStats` (a core `SimulationStats` for Psi Wars states). */
export const psiWarsStats = {
  /**
   * One finished game as JSON: `decks` (the two decks' display names, seat 0 first), `winner`
   * (the winning seat), `turns` (turns played, both players' counted) and `winnerHitPoints` (the
   * hit points the winner's lab had left).
   */
  perGame(finalState: PsiWarsState, outcome: Outcome): Json {
    const winner = outcome.ranking[0]?.[0] ?? 0;
    return {
      decks: finalState.config.decks.map(deckName),
      winner,
      turns: finalState.turn.number,
      winnerHitPoints: finalState.players[winner]?.hitPoints ?? 0,
    };
  },
  /**
   * Adds the games up: wins and games for each deck in each seat (keyed `"<deck name> (seat n)"`,
   * so all custom decks share the name `custom deck`) and the mean game length in turns.
   */
  summarize(perGame: Json[]): {
    /** A table of wins by deck and seat (95% Wilson intervals), then the mean game length (± its standard error). */
    lines: string[];
    /** `{ byDeck: { [deckAndSeat]: { games, wins } }, meanTurns, meanTurnsError }` (the error is NaN, null in JSON, below two games). */
    data: Json;
  } {
    const tally = psiWarsStats.tally();
    for (const game of perGame) tally.add(game);
    return tally.finish();
  },
  /**
   * The same report built one game at a time (`rulebooks simulate` and `merge` stream through it):
   * counts per deck and seat, and each game's length in turns (8 bytes a game), which the standard
   * error's second pass reads again.
   */
  tally(): SimulationTally {
    // A Map, not an object: a deck name from a shard file is data and must never reach a prototype.
    const byDeck = new Map<string, { games: number; wins: number }>();
    let turns = 0;
    const lengths = new NumberList();
    return {
      add(value: Json): void {
        const game = value as { decks: string[]; winner: number; turns: number };
        turns += game.turns;
        lengths.push(game.turns);
        game.decks.forEach((deck, seat) => {
          const key = `${deck} (seat ${seat})`;
          let row = byDeck.get(key);
          if (row === undefined) byDeck.set(key, (row = { games: 0, wins: 0 }));
          row.games += 1;
          if (game.winner === seat) row.wins += 1;
        });
      },
      finish() {
        const games = lengths.length;
        const meanTurns = games === 0 ? 0 : turns / games;
        const meanTurnsError = meanAndStandardError(lengths.values()).standardError;
        const decks = Object.fromEntries(byDeck);
        const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
        const lines = [
          'Wins by deck and seat:',
          ...Object.entries(decks).map(([deck, row]) => {
            const [low, high] = wilsonInterval(row.wins, row.games);
            return `  ${deck.padEnd(34)} ${String(row.wins).padStart(6)} / ${row.games}  (${((100 * row.wins) / Math.max(1, row.games)).toFixed(1)}%, 95% interval ${pct(low)}–${pct(high)})`;
          }),
          `Mean game length: ${meanTurns.toFixed(1)} turns (s.e. ${Number.isNaN(meanTurnsError) ? '-' : meanTurnsError.toFixed(2)})`,
        ];
        return { lines, data: { byDeck: decks, meanTurns, meanTurnsError } };
      },
    };
  },
};
