/**
 * Per-character statistics for `rulebooks simulate magical-athlete`: races run, wins, mean finishing
 * place (rank in the race ranking) and mean draft price. `perGame` runs in a worker on each
 * finished game; `summarize` adds the games up in game order, so the result is the same for any
 * number of workers.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from './content/characters.js';
import type { MagicalAthleteState } from './types.js';

type Row = [number, number, number, number, number];

/** The simulation plugin the CLI loads as `magicalAthleteStats`. */
export const magicalAthleteStats = {
  /**
   * Tallies one finished game, keyed by character id: `[races, wins, sum of places, times drafted,
   * sum of draft prices]`. A place is the player's rank in the race ranking (after the Prophet's
   * correction, MA-48), so a win is rank 1; Assassin replacements are not counted as drafted.
   */
  perGame(finalState: MagicalAthleteState, _outcome: Outcome): Json {
    const rows: Record<string, Row> = {};
    const row = (id: CharacterId): Row => (rows[id] ??= [0, 0, 0, 0, 0]);
    for (const result of finalState.results) {
      for (const { player, character } of result.racers) {
        const r = row(character);
        const place = result.ranking.indexOf(player) + 1;
        r[0] += 1;
        r[1] += place === 1 ? 1 : 0;
        r[2] += place;
      }
    }
    for (const { character, price } of finalState.draft.purchases) {
      const r = row(character);
      r[3] += 1;
      r[4] += price;
    }
    return rows;
  },
  /** Adds up every game's tally (in game order) into a printed table and one record per character. */
  summarize(perGame: Json[]): {
    /** `Per character:`, a header, then one row per character, highest win rate first. */
    lines: string[];
    /**
     * One record per character in `CHARACTER_IDS` order: `character`, `races`, `wins`, `winRate`
     * (0 to 1), `meanPlace`, `drafted` and `meanPrice` (chips). A mean is null (and `winRate` 0)
     * without data; ratios are rounded to 4 decimals.
     */
    data: Json;
  } {
    const totals: Record<string, Row> = {};
    for (const game of perGame) {
      for (const [id, r] of Object.entries(game as Record<string, Row>)) {
        const t = (totals[id] ??= [0, 0, 0, 0, 0]);
        for (let k = 0; k < 5; k++) t[k] = (t[k] as number) + (r[k] as number);
      }
    }
    const data = CHARACTER_IDS.map((id) => {
      const [races, wins, placeSum, drafted, priceSum] = totals[id] ?? [0, 0, 0, 0, 0];
      return {
        character: id,
        races,
        wins,
        winRate: races === 0 ? 0 : round(wins / races),
        meanPlace: races === 0 ? null : round(placeSum / races),
        drafted,
        meanPrice: drafted === 0 ? null : round(priceSum / drafted),
      };
    });
    const header = 'character        races   wins  win%  mean place  drafted  mean price';
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
            (d.meanPlace === null ? '-' : d.meanPlace.toFixed(2)).padStart(11),
            String(d.drafted).padStart(8),
            (d.meanPrice === null ? '-' : d.meanPrice.toFixed(2)).padStart(11),
          ].join(' '),
        ),
    ];
    return { lines, data };
  },
};

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
