import type { AnyGame, Outcome } from '../index.js';

/** One line for `event`, falling back to its JSON if the game cannot describe it. */
export function describe(game: AnyGame, event: unknown): string {
  try {
    return game.describeEvent(event);
  } catch {
    return JSON.stringify(event);
  }
}

/** The game's label for an action legal in `state`, falling back to its JSON if the game cannot. */
export function describeAction(game: AnyGame, state: unknown, action: unknown): string {
  try {
    return game.describeAction(state, action);
  } catch {
    return JSON.stringify(action);
  }
}

/** `text` cut to at most `max` characters, marking the cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Column alignment for {@link table}. */
export type Align = 'left' | 'right';

/** Rows of cells as lines with aligned columns, two spaces apart, trailing spaces trimmed. */
export function table(rows: readonly (readonly string[])[], align: readonly Align[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (align[i] === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** A number with a fixed count of decimals. */
export function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** A fraction as a percentage with one decimal, e.g. `42.5%`. */
export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/** A seat's name in tables: `Player N`, for games whose logs name seats by number. */
export const playerNumber = (seat: number): string => `Player ${seat}`;

/**
 * How the tables name the seats of `state`: as the game's own log does when the game says how
 * (`seatName`, e.g. Magika's letters), else `Player N`; a name the game cannot give falls back too.
 */
export function seatNamer(game: AnyGame, state: unknown): (seat: number) => string {
  const { seatName } = game;
  if (seatName === undefined) return playerNumber;
  return (seat) => {
    try {
      const name = seatName.call(game, state, seat);
      return typeof name === 'string' && name.length > 0 ? name : playerNumber(seat);
    } catch {
      return playerNumber(seat);
    }
  };
}

/**
 * The final ranking as aligned lines: place, player(s), score; tied players share a place. Seats
 * are named by `name` (see {@link seatNamer}).
 */
export function rankingLines(outcome: Outcome, name: (seat: number) => string = playerNumber): string[] {
  const rows: string[][] = [];
  let place = 1;
  for (const group of outcome.ranking) {
    const tied = group.length > 1 ? ' (tied)' : '';
    for (const seat of group) {
      rows.push([`${place}.`, `${name(seat)}${tied}`, `score ${outcome.scores[seat] ?? '?'}`]);
    }
    place += group.length;
  }
  return table(rows, ['right', 'left', 'left']);
}
