/**
 * Per-character statistics for `rulebooks simulate magical-athlete`: races run, wins, mean finishing
 * place (rank in the race ranking) and mean draft price. `perGame` runs in a worker on each
 * finished game; `tally` (and `summarize` through it) adds the games up in game order, so the result
 * is the same for any number of workers.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { standardErrorFromSums, wilsonInterval, type SimulationTally } from '../../core/stats.js';
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from './content/characters.js';
import type { MagicalAthleteState } from './types.js';

/** A character's tally; the last two (sums of squares) give the means' standard errors. */
type Row = [number, number, number, number, number, number, number];

/** The simulation plugin the CLI loads as `magicalAthleteStats`. */
export const magicalAthleteStats = {
  /**
   * Tallies one finished game, keyed by character id: `[races, wins, sum of places, times drafted,
   * sum of draft prices, sum of squared places, sum of squared prices]`. A place is the player's rank in the race ranking (after the Prophet's
   * correction, MA-48), so a win is rank 1; Assassin replacements are not counted as drafted.
   */
  perGame(finalState: MagicalAthleteState, _outcome: Outcome): Json {
    const rows: Record<string, Row> = {};
    const row = (id: CharacterId): Row => (rows[id] ??= [0, 0, 0, 0, 0, 0, 0]);
    for (const result of finalState.results) {
      for (const { player, character } of result.racers) {
        const r = row(character);
        const place = result.ranking.indexOf(player) + 1;
        r[0] += 1;
        r[1] += place === 1 ? 1 : 0;
        r[2] += place;
        r[5] += place * place;
      }
    }
    for (const { character, price } of finalState.draft.purchases) {
      const r = row(character);
      r[3] += 1;
      r[4] += price;
      r[6] += price * price;
    }
    return rows;
  },
  /** Adds up every game's tally (in game order) into a printed table and one record per character. */
  summarize(perGame: Json[]): {
    /**
     * `Per character:`, a header, then one row per character, highest win rate first, with the win
     * rate's 95% Wilson interval and the means' standard errors (`-` below two values).
     */
    lines: string[];
    /**
     * One record per character in `CHARACTER_IDS` order: `character`, `races`, `wins`, `winRate`
     * (0 to 1), `winInterval` (its 95% Wilson interval), `meanPlace`, `meanPlaceError` (its standard
     * error), `drafted`, `meanPrice` (chips) and `meanPriceError`. A mean is null (and `winRate` 0)
     * without data, a standard error null below two values; ratios are rounded to 4 decimals.
     */
    data: Json;
  } {
    const tally = magicalAthleteStats.tally();
    for (const game of perGame) tally.add(game);
    return tally.finish();
  },
  /**
   * The same report built one game at a time (`rulebooks simulate` and `merge` stream through it):
   * only the running totals per character are kept, so memory does not grow with the games.
   */
  tally(): SimulationTally {
    // A Map, not an object: a key from a shard file is data and must never reach a prototype
    // (`totals.__proto__` would be Object.prototype itself).
    const totals = new Map<string, Row>();
    return {
      add(game: Json): void {
        for (const [id, r] of Object.entries(game as Record<string, Row>)) {
          let t = totals.get(id);
          if (t === undefined) totals.set(id, (t = [0, 0, 0, 0, 0, 0, 0]));
          for (let k = 0; k < 7; k++) t[k] = (t[k] as number) + (r[k] as number);
        }
      },
      finish: () => report(totals),
    };
  },
};

/** The table and records of {@link magicalAthleteStats} from the totals of every game. */
function report(totals: ReadonlyMap<string, Row>): { lines: string[]; data: Json } {
  const data = CHARACTER_IDS.map((id) => {
    const [races, wins, placeSum, drafted, priceSum, placeSquares, priceSquares] = totals.get(id) ?? [0, 0, 0, 0, 0, 0, 0];
    return {
      character: id,
      races,
      wins,
      winRate: races === 0 ? 0 : round(wins / races),
      winInterval: wilsonInterval(wins, races).map(round),
      meanPlace: races === 0 ? null : round(placeSum / races),
      meanPlaceError: roundOrNull(standardErrorFromSums(races, placeSum, placeSquares)),
      drafted,
      meanPrice: drafted === 0 ? null : round(priceSum / drafted),
      meanPriceError: roundOrNull(standardErrorFromSums(drafted, priceSum, priceSquares)),
    };
  });
  const header = 'character        races   wins  win%  95% interval  mean place  s.e.  drafted  mean price  s.e.';
  const lines = [
    'Per character:',
    header,
    ...[...data]
      .sort((a, b) => b.winRate - a.winRate)
      .map((d) =>
        [
          CHARACTERS[d.character].name.padEnd(15),
          String(d.races).padStart(6),
          String(d.wins).padStart(6),
          (d.winRate * 100).toFixed(1).padStart(5),
          `${(d.winInterval[0]! * 100).toFixed(1)}–${(d.winInterval[1]! * 100).toFixed(1)}`.padStart(13),
          (d.meanPlace === null ? '-' : d.meanPlace.toFixed(2)).padStart(11),
          (d.meanPlaceError === null ? '-' : d.meanPlaceError.toFixed(2)).padStart(5),
          String(d.drafted).padStart(8),
          (d.meanPrice === null ? '-' : d.meanPrice.toFixed(2)).padStart(11),
          (d.meanPriceError === null ? '-' : d.meanPriceError.toFixed(2)).padStart(5),
        ].join(' '),
      ),
  ];
  return { lines, data };
}

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** A standard error rounded like the ratios, or null where there are too few values for one. */
function roundOrNull(x: number): number | null {
  return Number.isNaN(x) ? null : round(x);
}
