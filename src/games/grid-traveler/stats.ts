/**
 * Statistics for `rulebooks simulate grid-traveler`: how games ended and how long they took, how
 * players went out, and who won by cruiser and by Necronian mentor, with 95% Wilson intervals.
 */
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { meanAndStandardError, wilsonInterval } from '../../core/stats.js';
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
    const games = perGame as unknown as GameRow[];
    const n = games.length;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const endings: Record<string, number> = {};
    const out: Record<string, number> = { beaten: 0, own: 0 };
    for (const g of games) {
      endings[g.reason] = (endings[g.reason] ?? 0) + 1;
      for (const s of g.seats) if (s.out !== null) out[s.out] = (out[s.out] ?? 0) + 1;
    }
    const meanRounds = n === 0 ? 0 : games.reduce((sum, g) => sum + g.rounds, 0) / n;
    const meanRoundsError = meanAndStandardError(games.map((g) => g.rounds)).standardError;
    const lines = [
      `Endings: ${Object.entries(endings).map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'}`,
      `Mean game length: ${meanRounds.toFixed(1)} rounds (s.e. ${Number.isNaN(meanRoundsError) ? '-' : meanRoundsError.toFixed(2)})`,
      `Players out: ${out.beaten} beaten by another, ${out.own} by their own Magick or costs`,
    ];
    const data: Record<string, Json> = { endings, meanRounds, meanRoundsError, out };
    for (const key of ['cruiser', 'necronian'] as const) {
      const groups: Record<string, { seats: number; wins: number }> = {};
      for (const g of games) {
        g.seats.forEach((s, seat) => {
          const entry = (groups[s[key]] ??= { seats: 0, wins: 0 });
          entry.seats += 1;
          if (g.winners.includes(seat)) entry.wins += 1;
        });
      }
      data[key === 'cruiser' ? 'byCruiser' : 'byNecronian'] = groups as unknown as Json;
      for (const [name, g] of Object.entries(groups).sort(([a], [b]) => a.localeCompare(b))) {
        const [low, high] = wilsonInterval(g.wins, g.seats);
        lines.push(`${key === 'cruiser' ? 'Cruiser' : 'Necronian'} ${name}: ${g.seats} seats, first place ${pct(g.wins / g.seats)} (95% interval ${pct(low)}–${pct(high)})`);
      }
    }
    return { lines, data: data as Json };
  },
};
