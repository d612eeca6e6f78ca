/**
 * Statistics for `rulebooks simulate magika`: how contests ended and how long they took; who won
 * by race and by alignment, with 95% Wilson intervals, and the mean Victory Points of each; and
 * each spell's casts and how often it worked, with 95% intervals.
 */
import { SPELLS } from './content/spells.js';
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { meanAndStandardError, wilsonInterval } from '../../core/stats.js';
import type { MagikaState } from './types.js';

interface GameRow {
  reason: string;
  turns: number;
  winners: number[];
  mages: { race: string; alignment: string; ebon: boolean; vp: number }[];
  cast: number[];
  worked: number[];
}

/** The simulation plugin the CLI loads as `magikaStats` (a core `SimulationStats` for Magika states). */
export const magikaStats = {
  /** One finished contest: why it ended, its length, the winning seats and every mage's race, alignment and VP. */
  perGame(finalState: MagikaState, outcome: Outcome): Json {
    const { config } = finalState;
    const row: GameRow = {
      reason: finalState.end?.reason ?? 'unfinished',
      turns: finalState.turn,
      winners: [...(outcome.ranking[0] ?? [])],
      mages: config.mages.map((m, seat) => ({ race: m.race, alignment: m.alignment, ebon: config.ebon && seat === config.players - 1, vp: outcome.scores[seat] ?? 0 })),
      cast: [...finalState.tally.cast],
      worked: [...finalState.tally.worked],
    };
    return row as unknown as Json;
  },
  /** Adds the contests up: endings, mean length, wins and mean VP by race and by alignment. */
  summarize(perGame: Json[]): {
    /** Report lines. */
    lines: string[];
    /**
     * `{ endings, meanTurns, meanTurnsError, byRace, byAlignment, spells }`; each race and alignment
     * also has `vpError`, the standard error of its mean VP (an error is NaN, null in JSON, below two values).
     */
    data: Json;
  } {
    const games = perGame as unknown as GameRow[];
    const n = games.length;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const endings: Record<string, number> = {};
    for (const g of games) endings[g.reason] = (endings[g.reason] ?? 0) + 1;
    const meanTurns = n === 0 ? 0 : games.reduce((sum, g) => sum + g.turns, 0) / n;
    const meanTurnsError = meanAndStandardError(games.map((g) => g.turns)).standardError;
    const se = (x: number): string => `s.e. ${Number.isNaN(x) ? '-' : x.toFixed(2)}`;
    const group = (key: 'race' | 'alignment'): Record<string, { mages: number; wins: number; vp: number; vpError: number }> => {
      const out: Record<string, { mages: number; wins: number; vp: number; vpError: number }> = {};
      const vps: Record<string, number[]> = {};
      for (const g of games) {
        g.mages.forEach((m, seat) => {
          if (m.ebon) return;
          const entry = (out[m[key]] ??= { mages: 0, wins: 0, vp: 0, vpError: NaN });
          entry.mages += 1;
          entry.vp += m.vp;
          (vps[m[key]] ??= []).push(m.vp);
          if (g.winners.includes(seat)) entry.wins += 1;
        });
      }
      for (const [name, entry] of Object.entries(out)) entry.vpError = meanAndStandardError(vps[name] ?? []).standardError;
      return out;
    };
    const lines = [`Endings: ${Object.entries(endings).map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'}`, `Mean contest length: ${meanTurns.toFixed(1)} turns (${se(meanTurnsError)})`];
    const data: Record<string, Json> = { endings, meanTurns, meanTurnsError };
    for (const key of ['race', 'alignment'] as const) {
      const groups = group(key);
      data[key === 'race' ? 'byRace' : 'byAlignment'] = groups as unknown as Json;
      for (const [name, g] of Object.entries(groups)) {
        const [low, high] = wilsonInterval(g.wins, g.mages);
        lines.push(`${key === 'race' ? 'Race' : 'Alignment'} ${name}: ${g.mages} mages, first place ${pct(g.mages === 0 ? 0 : g.wins / g.mages)} (95% interval ${pct(low)}–${pct(high)}), mean VP ${(g.mages === 0 ? 0 : g.vp / g.mages).toFixed(1)} (${se(g.vpError)})`);
      }
    }
    const ebon = games.flatMap((g) => g.mages.map((m, seat) => ({ m, won: g.winners.includes(seat) })).filter(({ m }) => m.ebon));
    if (ebon.length > 0) {
      const wins = ebon.filter((e) => e.won).length;
      const [low, high] = wilsonInterval(wins, ebon.length);
      lines.push(`The Ebon Mage: first place ${pct(wins / ebon.length)} (95% interval ${pct(low)}–${pct(high)}), mean VP ${(ebon.reduce((s, e) => s + e.m.vp, 0) / ebon.length).toFixed(1)} (${se(meanAndStandardError(ebon.map((e) => e.m.vp)).standardError)})`);
    }
    // Spells: casts per contest, and how often a cast worked (not failed, not without effect).
    const spells = SPELLS.map((spell, i) => {
      const cast = games.reduce((sum, g) => sum + (g.cast[i] ?? 0), 0);
      const worked = games.reduce((sum, g) => sum + (g.worked[i] ?? 0), 0);
      return { spell: spell.id, cast, worked, interval: [...wilsonInterval(worked, cast)] };
    });
    const total = spells.reduce((sum, x) => sum + x.cast, 0);
    const castError = meanAndStandardError(games.map((g) => g.cast.reduce((sum, c) => sum + c, 0))).standardError;
    lines.push(`Spells cast: ${total} (${(n === 0 ? 0 : total / n).toFixed(1)} a contest, ${se(castError)}), ${spells.filter((x) => x.cast > 0).length} of 36 spells`);
    for (const x of spells.filter((y) => y.cast > 0)) {
      lines.push(`  ${x.spell.padEnd(5)} ${String(x.cast).padStart(6)} cast, worked ${pct(x.worked / x.cast)} (95% interval ${pct(x.interval[0]!)}–${pct(x.interval[1]!)})`);
    }
    data.spells = spells as unknown as Json;
    return { lines, data: data as Json };
  },
};
