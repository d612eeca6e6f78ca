/**
 * The Move step (VIII; Figure 3, Figure 5; MG-14…MG-18): every move of the phase is put in
 * initiative order, then each is checked against the cavern as it is at that moment and carried
 * out, or fails and the mage rests instead. A mage may make a lower-initiative move into a hex
 * that a failed move left free (L229-233).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { moveCost } from '../content/movement.js';
import type { MagikaPhase, MagikaState } from '../types.js';
import { orderByKey } from './initiative.js';
import { areTeammates, enduranceFactor, isEbon, moveAllowance, moveRows } from './mages.js';
import { isNorthward, isSouthward, neighbour, type MagikaDirection, type MagikaHex } from './map.js';
import { isWater } from '../content/terrain.js';
import { mayEnter, occupants } from './occupancy.js';
import { fallUnconscious } from './recovery.js';

/**
 * Endurance the mage's next move this turn costs in `phase` (Figure 5, MG-14, MG-15): the factor of
 * the hex it leaves times the cheapest percentage among the rows it may pay by; null when it has no
 * such move (its allowance is used up, or no row has that move in that phase).
 */
export function nextMoveCost(state: MagikaState, seat: Player, phase: MagikaPhase): number | null {
  const mage = state.mages[seat]!;
  const nth = mage.moves + 1;
  if (nth > moveAllowance(state, seat)) return null;
  const factor = enduranceFactor(state, seat, state.terrain[mage.hex]!);
  let best: number | null = null;
  for (const row of moveRows(state, seat)) {
    const cost = moveCost(row, nth, phase, factor);
    if (cost !== null && (best === null || cost < best)) best = cost;
  }
  return best;
}

/**
 * Whether a southward move (SE or SW) from `from` into `to` is allowed (MV-6, MG-16): into water
 * (river, ocean or swamp), by the Ebon Mage, or when neither northward move is open to the mage at
 * that moment (off the cavern or into a hex it may not enter). Moves made by spells (Teleport,
 * Confusion, Chaos) come with the spell content.
 */
export function southwardAllowed(state: MagikaState, seat: Player, from: MagikaHex, to: MagikaHex): boolean {
  if (isEbon(state, seat) || isWater(state.terrain[to]!)) return true;
  for (const north of ['NE', 'NW'] as const) {
    const hex = neighbour(from, north);
    if (hex !== undefined && mayEnter(state, seat, hex)) return false;
  }
  return true;
}

/** Why a move would fail now, or null when it may be made (MG-14). */
export function moveRefusal(state: MagikaState, seat: Player, direction: MagikaDirection, phase: MagikaPhase): string | null {
  const mage = state.mages[seat]!;
  const to = neighbour(mage.hex, direction);
  if (to === undefined) return 'it would leave the cavern';
  if (isSouthward(direction) && !southwardAllowed(state, seat, mage.hex, to)) return 'a novice may not move south here (VIII)';
  const cost = nextMoveCost(state, seat, phase);
  if (cost === null) return mage.moves >= moveAllowance(state, seat) ? 'no moves are left this turn' : 'no such move in this phase (Figure 5)';
  if (mage.endurance < cost) return `it needs ${cost} Endurance`;
  if (!mayEnter(state, seat, to)) return 'the hex is full (VIII Occupation)';
  return null;
}

/** A move written for this phase. */
export interface PlannedMove {
  /** The mage. */
  readonly seat: Player;
  /** Its direction. */
  readonly direction: MagikaDirection;
}

/**
 * Figure 3's order of the physical moves (MG-18): northward moves, then lateral, then southward;
 * within a group the Ebon Mage first, then the higher Endurance, the harder terrain left, a
 * teammate already in the hex entered, and finally a draw among those entering the same hex.
 */
export function moveOrder(state: MagikaState, moves: readonly PlannedMove[], rng: Rng): Player[] {
  const byseat = new Map(moves.map((m) => [m.seat, m.direction]));
  return orderByKey(
    state,
    moves.map((m) => m.seat),
    (seat) => {
      const direction = byseat.get(seat)!;
      const mage = state.mages[seat]!;
      const to = neighbour(mage.hex, direction);
      const teammateThere = to !== undefined && occupants(state, to).some((other) => other !== seat && areTeammates(state, seat, other));
      return [isNorthward(direction) ? 0 : isSouthward(direction) ? 2 : 1, isEbon(state, seat) ? 0 : 1, -mage.endurance, -state.terrain[mage.hex]!, teammateThere ? 0 : 1];
    },
    'move',
    rng,
    // Only moves into the same hex contend (L227-228).
    (seat) => neighbour(state.mages[seat]!.hex, byseat.get(seat)!) ?? -1,
  );
}

/**
 * Resolves the phase's moves in initiative order. Returns the seats whose move failed (they rest,
 * TU-7) and the novices that entered the Goal Square (MG-19).
 */
export function resolveMoves(state: MagikaState, moves: readonly PlannedMove[], phase: MagikaPhase, rng: Rng): { failed: Player[]; arrived: Player[] } {
  const failed: Player[] = [];
  const arrived: Player[] = [];
  if (moves.length === 0) return { failed, arrived };
  const direction = new Map(moves.map((m) => [m.seat, m.direction]));
  for (const seat of moveOrder(state, moves, rng)) {
    const dir = direction.get(seat)!;
    const why = moveRefusal(state, seat, dir, phase);
    if (why !== null) {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'move', why, rests: true });
      failed.push(seat);
      continue;
    }
    const mage = state.mages[seat]!;
    const from = mage.hex;
    const cost = nextMoveCost(state, seat, phase)!;
    mage.endurance -= cost;
    mage.moves += 1;
    mage.hex = neighbour(from, dir)!;
    state.events.push({ type: 'moved', audience: [seat], player: seat, direction: dir, from, to: mage.hex, nth: mage.moves, cost });
    if (mage.endurance === 0) fallUnconscious(state, seat);
    if (mage.hex === 0 && !isEbon(state, seat)) arrived.push(seat);
  }
  return { failed, arrived };
}
