/**
 * Statistics for `rulebooks simulate grid-traveler`: how games ended and how long they took, how
 * players went out, and who won by cruiser and by Necronian mentor, with 95% Wilson intervals.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { NumberList } from '../../core/number-list.js';
import { meanAndStandardError, wilsonInterval, type SimulationTally } from '../../core/stats.js';
import type { GridTravelerState } from './types.js';

interface GameRow {
  reason: string;
  rounds: number;
  winners: number[];
  seats: { cruiser: string; necronian: string; out: string | null }[];
}

/** The simulation plugin the CLI loads as `gridTravelerStats`. */
export const gridTravelerStats = {
  /** One finished game: why it ended, its rounds, the winners, and each seat's cruiser, mentor and how it went out. */
  perGame(finalState: GridTravelerState, outcome: Outcome): Json {
    const outs = new Map<number, string>();
    for (const e of finalState.events) if (e.type === 'eliminated') outs.set(e.player, e.why);
    const row: GameRow = {
      reason: finalState.end?.reason ?? 'unfinished',
      rounds: finalState.round,
      winners: [...(outcome.ranking[0] ?? [])],
      seats: finalState.seats.map((s) => ({ cruiser: s.cruiser, necronian: s.necronian, out: s.out === null ? null : s.out.by === null ? 'own' : 'beaten' })),
    };
    return row as unknown as Json;
  },
  /** Adds the games up: endings, mean rounds, how players went out, wins by cruiser and by mentor. */
  summarize(perGame: Json[]): {
    /** Report lines. */
    lines: string[];
    /** `{ endings, meanRounds, meanRoundsError, out, byCruiser, byNecronian }` (the error is NaN, null in JSON, below two games). */
    data: Json;
  } {
    const tally = gridTravelerStats.tally();
    for (const game of perGame) tally.add(game);
    return tally.finish();
  },
  /**
   * The same report built one game at a time (`rulebooks simulate` and `merge` stream through it):
   * counts by ending, by way out, by cruiser and by mentor, plus each game's rounds (8 bytes a
   * game), which the standard error's second pass reads again.
   */
  tally(): SimulationTally {
    // Maps, not objects, while counting: names from a shard file are data and must never reach a
    // prototype (`__proto__`). Each becomes an object, in the order first seen, at the end.
    const endings = new Map<string, number>();
    const out = new Map<string, number>([
      ['beaten', 0],
      ['own', 0],
    ]);
    const groups = { cruiser: new Map<string, { seats: number; wins: number }>(), necronian: new Map<string, { seats: number; wins: number }>() };
    const rounds = new NumberList();
    let roundsSum = 0;
    return {
      add(value: Json): void {
        const g = value as unknown as GameRow;
        endings.set(g.reason, (endings.get(g.reason) ?? 0) + 1);
        for (const s of g.seats) if (s.out !== null) out.set(s.out, (out.get(s.out) ?? 0) + 1);
        roundsSum += g.rounds;
        rounds.push(g.rounds);
        for (const key of ['cruiser', 'necronian'] as const) {
          g.seats.forEach((s, seat) => {
            let entry = groups[key].get(s[key]);
            if (entry === undefined) groups[key].set(s[key], (entry = { seats: 0, wins: 0 }));
            entry.seats += 1;
            if (g.winners.includes(seat)) entry.wins += 1;
          });
        }
      },
      finish() {
        const n = rounds.length;
        const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
        const endingCounts = Object.fromEntries(endings);
        const outCounts = Object.fromEntries(out);
        const meanRounds = n === 0 ? 0 : roundsSum / n;
        const meanRoundsError = meanAndStandardError(rounds.values()).standardError;
        const lines = [
          `Endings: ${Object.entries(endingCounts).map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'}`,
          `Mean game length: ${meanRounds.toFixed(1)} rounds (s.e. ${Number.isNaN(meanRoundsError) ? '-' : meanRoundsError.toFixed(2)})`,
          `Players out: ${outCounts.beaten} beaten by another, ${outCounts.own} by their own Magick or costs`,
        ];
        const data: Record<string, Json> = { endings: endingCounts, meanRounds, meanRoundsError, out: outCounts };
        for (const key of ['cruiser', 'necronian'] as const) {
          const byName = Object.fromEntries(groups[key]);
          data[key === 'cruiser' ? 'byCruiser' : 'byNecronian'] = byName;
          for (const [name, g] of Object.entries(byName).sort(([a], [b]) => a.localeCompare(b))) {
            const [low, high] = wilsonInterval(g.wins, g.seats);
            lines.push(`${key === 'cruiser' ? 'Cruiser' : 'Necronian'} ${name}: ${g.seats} seats, first place ${pct(g.wins / g.seats)} (95% interval ${pct(low)}–${pct(high)})`);
          }
        }
        return { lines, data: data as Json };
      },
    };
  },
};
