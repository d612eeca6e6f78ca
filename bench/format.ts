/** The text table `npm run bench` prints. */
import type { BenchResult } from './measure.js';

/** Groups thousands with commas, the same on every machine (no locale lookup). */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A rate: whole and grouped from 100 up, three significant digits below. */
export function formatRate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value >= 100) return grouped(Math.round(value));
  return value.toPrecision(3);
}

/** A speed-up such as `9.4x`. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value >= 100 ? Math.round(value) : value.toPrecision(2)}x` : String(value);
}

interface Column {
  readonly title: string;
  readonly left?: boolean;
  readonly cell: (result: BenchResult) => string;
}

const COLUMNS: readonly Column[] = [
  { title: 'game', left: true, cell: (r) => r.label },
  { title: 'players', cell: (r) => String(r.players) },
  { title: 'actions/game', cell: (r) => formatRate(r.fast.actions / r.fast.games) },
  { title: 'pure games/s', cell: (r) => formatRate(r.pure.gamesPerSecond) },
  { title: 'pure actions/s', cell: (r) => formatRate(r.pure.actionsPerSecond) },
  { title: 'fast games/s', cell: (r) => formatRate(r.fast.gamesPerSecond) },
  { title: 'fast actions/s', cell: (r) => formatRate(r.fast.actionsPerSecond) },
  { title: 'fast/pure', cell: (r) => formatRatio(r.fastOverPure) },
  { title: 'after pure a/s', cell: (r) => (r.fastAfterPure === undefined ? '-' : formatRate(r.fastAfterPure.actionsPerSecond)) },
  { title: 'after pure', cell: (r) => (r.fastAfterPure === undefined ? '-' : share(r.fastAfterPure.actionsPerSecond / r.fast.actionsPerSecond)) },
  { title: 'playout a/s', cell: (r) => (r.playout === undefined ? '-' : formatRate(r.playout.actionsPerSecond)) },
  { title: 'user/playout', cell: (r) => (r.playout === undefined ? '-' : share(r.fast.actionsPerSecond / r.playout.actionsPerSecond)) },
  { title: 'pure/fast', cell: (r) => share(r.pure.actionsPerSecond / r.fast.actionsPerSecond) },
];

/** A ratio as a percentage, e.g. `97%`. */
function share(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value * 100)}%` : String(value);
}

/** An aligned table, one row per game: text columns left-aligned, numbers right-aligned. */
export function formatTable(results: readonly BenchResult[]): string {
  const rows = [COLUMNS.map((c) => c.title), ...results.map((r) => COLUMNS.map((c) => c.cell(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => (row[i] as string).length)));
  const line = (row: readonly string[]): string =>
    row
      .map((text, i) => {
        const width = widths[i] as number;
        return COLUMNS[i]?.left ? text.padEnd(width) : text.padStart(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0] as string[]), rule, ...rows.slice(1).map(line)].join('\n');
}
