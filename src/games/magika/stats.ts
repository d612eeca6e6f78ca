/**
 * Statistics for `rulebooks simulate magika`: how contests ended and how long they took; who won
 * by race and by alignment, with 95% Wilson intervals, and the mean Victory Points of each; and
 * each spell's casts and how often it worked, with 95% intervals.
 */
import { MAGIKA_SPELLS } from './content/spells.js';
import type { Outcome } from '../../core/game.js';
import type { Json } from '../../core/json.js';
import { NumberList } from '../../core/number-list.js';
import { meanAndStandardError, wilsonInterval, type SimulationTally } from '../../core/stats.js';
import type { MagikaState } from './types.js';

interface GameRow {
  reason: string;
  turns: number;
  winners: number[];
  mages: { race: string; alignment: string; ebon: boolean; vp: number }[];
  cast: number[];
  worked: number[];
  /** The Ebon Mage's tasks drawn, and those met (MG-53); empty without him. Not summarized: for `--jsonl` studies. */
  tasksDrawn?: string[];
  tasksMet?: string[];
}

/** A race's or an alignment's counts as the report shows them, and every VP behind its mean. */
interface Group {
  entry: { mages: number; wins: number; vp: number; vpError: number };
  vps: NumberList;
}

/** The simulation plugin the CLI loads as `magikaStats` (a core `SimulationStats` for Magika states). */
export const magikaStats = {
  /**
   * One finished contest: why it ended, its length, the winning seats, every mage's race, alignment
   * and VP, the spells cast, and the Ebon Mage's tasks drawn and met.
   */
  perGame(finalState: MagikaState, outcome: Outcome): Json {
    const { config } = finalState;
    const row: GameRow = {
      reason: finalState.end?.reason ?? 'unfinished',
      turns: finalState.turn,
      winners: [...(outcome.ranking[0] ?? [])],
      mages: config.mages.map((m, seat) => ({ race: m.race, alignment: m.alignment, ebon: config.ebon && seat === config.players - 1, vp: outcome.scores[seat] ?? 0 })),
      cast: [...finalState.tally.cast],
      worked: [...finalState.tally.worked],
      tasksDrawn: [...finalState.ebonTasks],
      tasksMet: [...(finalState.end?.tasksMet ?? [])],
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
    const tally = magikaStats.tally();
    for (const game of perGame) tally.add(game);
    return tally.finish();
  },
  /**
   * The same report built one game at a time (`rulebooks simulate` and `merge` stream through it):
   * counts and sums, plus the numbers the standard errors' second pass reads again (8 bytes each):
   * each contest's length and spells cast, and each mage's VP under its race, its alignment, or as
   * the Ebon Mage.
   */
  tally(): SimulationTally {
    // Maps, not objects, while counting: names from a shard file are data and must never reach a
    // prototype (`__proto__`). Each becomes an object, in the order first seen, at the end.
    const endings = new Map<string, number>();
    const groups = { race: new Map<string, Group>(), alignment: new Map<string, Group>() };
    const turns = new NumberList();
    let turnsSum = 0;
    const ebonVp = new NumberList();
    let ebonWins = 0;
    let ebonVpSum = 0;
    const cast = new Array<number>(MAGIKA_SPELLS.length).fill(0);
    const worked = new Array<number>(MAGIKA_SPELLS.length).fill(0);
    const castPerContest = new NumberList();
    return {
      add(value: Json): void {
        const g = value as unknown as GameRow;
        endings.set(g.reason, (endings.get(g.reason) ?? 0) + 1);
        turnsSum += g.turns;
        turns.push(g.turns);
        for (const key of ['race', 'alignment'] as const) {
          g.mages.forEach((m, seat) => {
            if (m.ebon) return;
            let group = groups[key].get(m[key]);
            if (group === undefined) groups[key].set(m[key], (group = { entry: { mages: 0, wins: 0, vp: 0, vpError: NaN }, vps: new NumberList() }));
            group.entry.mages += 1;
            group.entry.vp += m.vp;
            group.vps.push(m.vp);
            if (g.winners.includes(seat)) group.entry.wins += 1;
          });
        }
        g.mages.forEach((m, seat) => {
          if (!m.ebon) return;
          if (g.winners.includes(seat)) ebonWins += 1;
          ebonVpSum += m.vp;
          ebonVp.push(m.vp);
        });
        for (let i = 0; i < MAGIKA_SPELLS.length; i++) {
          cast[i] = (cast[i] as number) + (g.cast[i] ?? 0);
          worked[i] = (worked[i] as number) + (g.worked[i] ?? 0);
        }
        castPerContest.push(g.cast.reduce((sum, c) => sum + c, 0));
      },
      finish() {
        const n = turns.length;
        const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
        const endingCounts = Object.fromEntries(endings);
        const meanTurns = n === 0 ? 0 : turnsSum / n;
        const meanTurnsError = meanAndStandardError(turns.values()).standardError;
        const se = (x: number): string => `s.e. ${Number.isNaN(x) ? '-' : x.toFixed(2)}`;
        const lines = [`Endings: ${Object.entries(endingCounts).map(([reason, count]) => `${reason} ${count}`).join(', ') || 'none'}`, `Mean contest length: ${meanTurns.toFixed(1)} turns (${se(meanTurnsError)})`];
        const data: Record<string, Json> = { endings: endingCounts, meanTurns, meanTurnsError };
        for (const key of ['race', 'alignment'] as const) {
          for (const { entry, vps } of groups[key].values()) entry.vpError = meanAndStandardError(vps.values()).standardError;
          const byName = Object.fromEntries([...groups[key]].map(([name, { entry }]) => [name, entry]));
          data[key === 'race' ? 'byRace' : 'byAlignment'] = byName;
          for (const [name, g] of Object.entries(byName)) {
            const [low, high] = wilsonInterval(g.wins, g.mages);
            lines.push(`${key === 'race' ? 'Race' : 'Alignment'} ${name}: ${g.mages} mages, first place ${pct(g.mages === 0 ? 0 : g.wins / g.mages)} (95% interval ${pct(low)}–${pct(high)}), mean VP ${(g.mages === 0 ? 0 : g.vp / g.mages).toFixed(1)} (${se(g.vpError)})`);
          }
        }
        const ebon = ebonVp.length;
        if (ebon > 0) {
          const [low, high] = wilsonInterval(ebonWins, ebon);
          lines.push(`The Ebon Mage: first place ${pct(ebonWins / ebon)} (95% interval ${pct(low)}–${pct(high)}), mean VP ${(ebonVpSum / ebon).toFixed(1)} (${se(meanAndStandardError(ebonVp.values()).standardError)})`);
        }
        // Spells: casts per contest, and how often a cast worked (not failed, not without effect).
        const spells = MAGIKA_SPELLS.map((spell, i) => ({ spell: spell.id, cast: cast[i] as number, worked: worked[i] as number, interval: [...wilsonInterval(worked[i] as number, cast[i] as number)] }));
        const total = spells.reduce((sum, x) => sum + x.cast, 0);
        const castError = meanAndStandardError(castPerContest.values()).standardError;
        lines.push(`Spells cast: ${total} (${(n === 0 ? 0 : total / n).toFixed(1)} a contest, ${se(castError)}), ${spells.filter((x) => x.cast > 0).length} of 36 spells`);
        for (const x of spells.filter((y) => y.cast > 0)) {
          lines.push(`  ${x.spell.padEnd(5)} ${String(x.cast).padStart(6)} cast, worked ${pct(x.worked / x.cast)} (95% interval ${pct(x.interval[0]!)}–${pct(x.interval[1]!)})`);
        }
        data.spells = spells as unknown as Json;
        return { lines, data: data as Json };
      },
    };
  },
};
