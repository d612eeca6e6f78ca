/**
 * The games' statistics reports as they were computed before the plugins streamed (issue 21): each
 * `summarize` below is the plugin's code of that time, copied unchanged but for type names, holding
 * every game's value in one array and taking standard errors with `meanAndStandardError` over whole
 * columns. The streamed tallies must give exactly, byte for byte, what these give.
 */
import type { Json } from '../../src/index.js';
import { meanAndStandardError, standardErrorFromSums, wilsonInterval } from '../../src/index.js';
import { CHARACTER_IDS, CHARACTERS } from '../../src/games/magical-athlete/content/characters.js';
import { MAGIKA_SPELLS } from '../../src/games/magika/content/spells.js';

type Report = { lines: string[]; data: Json };

/** A character's tally (Magical Athlete). */
type Row = [number, number, number, number, number, number, number];

interface GridRow {
  reason: string;
  rounds: number;
  winners: number[];
  seats: { cruiser: string; necronian: string; out: string | null }[];
}

interface MagikaRow {
  reason: string;
  turns: number;
  winners: number[];
  mages: { race: string; alignment: string; ebon: boolean; vp: number }[];
  cast: number[];
  worked: number[];
}

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

function roundOrNull(x: number): number | null {
  return Number.isNaN(x) ? null : round(x);
}

const magicalAthlete = {
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
    const totals: Record<string, Row> = {};
    for (const game of perGame) {
      for (const [id, r] of Object.entries(game as Record<string, Row>)) {
        const t = (totals[id] ??= [0, 0, 0, 0, 0, 0, 0]);
        for (let k = 0; k < 7; k++) t[k] = (t[k] as number) + (r[k] as number);
      }
    }
    const data = CHARACTER_IDS.map((id) => {
      const [races, wins, placeSum, drafted, priceSum, placeSquares, priceSquares] = totals[id] ?? [0, 0, 0, 0, 0, 0, 0];
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
  },};

const psiWars = {
  summarize(perGame: Json[]): {
    /** A table of wins by deck and seat (95% Wilson intervals), then the mean game length (± its standard error). */
    lines: string[];
    /** `{ byDeck: { [deckAndSeat]: { games, wins } }, meanTurns, meanTurnsError }` (the error is NaN, null in JSON, below two games). */
    data: Json;
  } {
    const byDeck: Record<string, { games: number; wins: number }> = {};
    let turns = 0;
    for (const game of perGame as { decks: string[]; winner: number; turns: number }[]) {
      turns += game.turns;
      game.decks.forEach((deck, seat) => {
        const row = (byDeck[`${deck} (seat ${seat})`] ??= { games: 0, wins: 0 });
        row.games += 1;
        if (game.winner === seat) row.wins += 1;
      });
    }
    const meanTurns = perGame.length === 0 ? 0 : turns / perGame.length;
    const meanTurnsError = meanAndStandardError((perGame as { turns: number }[]).map((game) => game.turns)).standardError;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const lines = [
      'Wins by deck and seat:',
      ...Object.entries(byDeck).map(([deck, row]) => {
        const [low, high] = wilsonInterval(row.wins, row.games);
        return `  ${deck.padEnd(34)} ${String(row.wins).padStart(6)} / ${row.games}  (${((100 * row.wins) / Math.max(1, row.games)).toFixed(1)}%, 95% interval ${pct(low)}–${pct(high)})`;
      }),
      `Mean game length: ${meanTurns.toFixed(1)} turns (s.e. ${Number.isNaN(meanTurnsError) ? '-' : meanTurnsError.toFixed(2)})`,
    ];
    return { lines, data: { byDeck, meanTurns, meanTurnsError } };
  },};

const fantasyTrip = {
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
  },};

const magika = {
  summarize(perGame: Json[]): {
    /** Report lines. */
    lines: string[];
    /**
     * `{ endings, meanTurns, meanTurnsError, byRace, byAlignment, spells }`; each race and alignment
     * also has `vpError`, the standard error of its mean VP (an error is NaN, null in JSON, below two values).
     */
    data: Json;
  } {
    const games = perGame as unknown as MagikaRow[];
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
    const spells = MAGIKA_SPELLS.map((spell, i) => {
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
  },};

const gridTraveler = {
  summarize(perGame: Json[]): {
    /** Report lines. */
    lines: string[];
    /** `{ endings, meanRounds, meanRoundsError, out, byCruiser, byNecronian }` (the error is NaN, null in JSON, below two games). */
    data: Json;
  } {
    const games = perGame as unknown as GridRow[];
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
  },};

/** The reference `summarize` of each game, by game id. */
export const referenceSummarize: Record<string, (perGame: Json[]) => Report> = {
  'magical-athlete': (perGame) => magicalAthlete.summarize(perGame),
  'psi-wars': (perGame) => psiWars.summarize(perGame),
  'fantasy-trip': (perGame) => fantasyTrip.summarize(perGame),
  'magika': (perGame) => magika.summarize(perGame),
  'grid-traveler': (perGame) => gridTraveler.summarize(perGame),
};
