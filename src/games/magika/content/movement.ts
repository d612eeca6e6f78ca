/**
 * Movement Endurance, Figure 5 of the rulebook (L246-248): a move costs a percentage of the
 * endurance factor of the hex it leaves, by which move of the turn it is (the first, the second…)
 * and the phase it is made in. Moves on phases 2 and 4 are the normal two (L213-214); earlier,
 * later and extra moves cost more or less. A mage moves at most once a phase, so its k-th move
 * comes no earlier than phase k.
 */
import type { MoveRow } from './races.js';

// PERCENT[row][k − 1][phase − 1]: null where the k-th move cannot fall in that phase, or the race
// may not make it. Rows 1 and 2 are the same for every race; the third to fifth differ.
const SHARED: readonly (readonly (number | null)[])[] = [
  [150, 100, 50, 50, 50],
  [null, 150, 150, 100, 50],
];
const PERCENT: Readonly<Record<MoveRow, readonly (readonly (number | null)[])[]>> = Object.freeze({
  human: [...SHARED, [null, null, 150, 150, 100], [null, null, null, 200, 200], [null, null, null, null, 400]],
  elf: [...SHARED, [null, null, 200, 200, 200], [null, null, null, 400, 400], [null, null, null, null, 800]],
  other: [...SHARED, [null, null, 200, 200, 200], [null, null, null, 400, 400], [null, null, null, null, null]],
});

/**
 * The percentage of the endurance factor the `nth` move of the turn (1–5) costs in `phase` (1–5),
 * for a race paying by `row`; null when there is no such move (Figure 5's blank cells).
 */
export function movePercent(row: MoveRow, nth: number, phase: number): number | null {
  return PERCENT[row][nth - 1]?.[phase - 1] ?? null;
}

/**
 * Endurance a move costs: `factor` (the endurance factor of the hex left, Figure 2) times
 * {@link movePercent}. Every factor is even and every percentage a multiple of 50, so the cost is
 * a whole number. Null when there is no such move.
 */
export function moveCost(row: MoveRow, nth: number, phase: number, factor: number): number | null {
  const percent = movePercent(row, nth, phase);
  return percent === null ? null : (factor * percent) / 100;
}
