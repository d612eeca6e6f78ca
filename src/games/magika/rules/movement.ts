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
import { areTeammates, factorAt, isEbon, moveAllowance, moveRows } from './mages.js';
import { hexUnder, under } from './effects.js';
import { landing } from './spells/jump.js';
import type { PendingTeleport } from './spells/common.js';
import { ARTIFACTS } from '../content/artifacts.js';
import { cloakRef, heldItems, layDown, parseItemRef } from './items.js';
import { MAGIKA_DIRECTIONS } from './map.js';
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
  const factor = factorAt(state, seat, mage.hex);
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
  if (isEbon(state, seat) || isWater(state.terrain[to]!) || blockedNorth(state, seat, from)) return true;
  for (const north of ['NE', 'NW'] as const) {
    const hex = neighbour(from, north);
    if (hex !== undefined && mayEnter(state, seat, hex)) return false;
  }
  return true;
}

/** Whether an Elemental Blockage or Disruption holds `seat` from moving north out of `hex` (L523-534); Elemental Protection frees it (MG-35). */
export function blockedNorth(state: MagikaState, seat: Player, hex: MagikaHex): boolean {
  return hexUnder(state, hex, ['ElBlo', 'ElDrp']) && !under(state, seat, 'ProEl');
}

/** Why a move would fail now, or null when it may be made (MG-14). */
export function moveRefusal(state: MagikaState, seat: Player, direction: MagikaDirection, phase: MagikaPhase, confused = false): string | null {
  const mage = state.mages[seat]!;
  const to = neighbour(mage.hex, direction);
  if (to === undefined) return 'it would leave the cavern';
  if (isNorthward(direction) && blockedNorth(state, seat, mage.hex)) return 'an elemental blockage holds it from moving north (L523-526)';
  // A confused mage goes where its confusion takes it, south or not (L220-225, MG-37).
  if (isSouthward(direction) && !confused && !southwardAllowed(state, seat, mage.hex, to)) return 'a novice may not move south here (VIII)';
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
    // Only moves into the same hex contend (L227-228); a move off the cavern enters none.
    (seat) => neighbour(state.mages[seat]!.hex, byseat.get(seat)!) ?? null,
  );
}

/**
 * Confusion (L454-457; MG-37): a confused mage's move or jump this phase goes another way, drawn
 * among the five other directions (a jump due north or south among the seven others, two hexes).
 */
function confuse(state: MagikaState, seat: Player, direction: string, rng: Rng, jump: boolean): string {
  const choices = jump && (direction === 'N' || direction === 'S') ? [...MAGIKA_DIRECTIONS, 'N', 'S'] : [...MAGIKA_DIRECTIONS];
  const others = choices.filter((d) => d !== direction);
  const drawn = others[rng.int(0, others.length - 1)]!;
  state.events.push({ type: 'struck', audience: [seat], player: seat, spell: 'Confs', caster: null, outcome: 'affected' });
  return drawn;
}

/**
 * The jumps of the phase (MG-18, MG-38): major before minor, then the Ebon Mage, the higher Arcania
 * before casting, the higher Spell Skill, the harder terrain left, a teammate already where it
 * lands, and a draw among jumps to one hex. Only the landing is checked; a jump that cannot land
 * leaves the mage where it is, and it does not rest. The Ebon Mage may lose each item but his
 * unending Teleport scroll as he jumps, one chance in ten (XIV rule 6).
 */
function resolveTeleports(state: MagikaState, teleports: readonly PendingTeleport[], rng: Rng): Player[] {
  const arrived: Player[] = [];
  if (teleports.length === 0) return arrived;
  const jumps = new Map(
    teleports.map((t) => {
      const direction = under(state, t.seat, 'Confs') ? confuse(state, t.seat, t.direction, rng, true) : t.direction;
      const distance = direction === 'N' || direction === 'S' ? 2 : t.distance;
      return [t.seat, { ...t, direction: direction as PendingTeleport['direction'], distance }] as const;
    }),
  );
  const to = (seat: Player): MagikaHex | undefined => landing(state.mages[seat]!.hex, jumps.get(seat)!);
  const order = orderByKey(
    state,
    [...jumps.keys()],
    (seat) => {
      const jump = jumps.get(seat)!;
      const mage = state.mages[seat]!;
      const hex = to(seat);
      const teammateThere = hex !== undefined && occupants(state, hex).some((other) => other !== seat && areTeammates(state, seat, other));
      return [jump.level === 'major' ? 0 : 1, isEbon(state, seat) ? 0 : 1, -jump.arcania, -mage.skill, -state.terrain[mage.hex]!, teammateThere ? 0 : 1];
    },
    'move',
    rng,
    (seat) => to(seat) ?? null,
  );
  for (const seat of order) {
    const mage = state.mages[seat]!;
    const hex = to(seat);
    const why = hex === undefined ? 'the jump would leave the cavern' : !mayEnter(state, seat, hex) ? 'the hex it would land in is full (VIII Occupation)' : null;
    if (why !== null) {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'cast', why, rests: false });
      continue;
    }
    const from = mage.hex;
    if (isEbon(state, seat)) {
      for (const name of heldItems(state, seat)) {
        const ref = parseItemRef(name)!;
        if (ref.kind === 'scroll' && mage.scrolls.find((s) => s.id === ref.id)?.permanent && mage.scrolls.find((s) => s.id === ref.id)?.spell === 'TelPt') continue;
        if (mage.donned !== null && name === cloakRef(mage.donned)) continue;
        if (rng.int(1, 100) > 10) continue;
        state.events.push({ type: 'dropped', audience: [seat], player: seat, what: ref.kind === 'artifact' ? `the ${ARTIFACTS.find((a) => a.id === ref.id)!.name}` : name });
        layDown(state, seat, ref, from);
      }
    }
    mage.hex = hex!;
    state.events.push({ type: 'teleported', audience: [seat], player: seat, from, to: mage.hex });
    if (mage.hex === 0 && !isEbon(state, seat)) arrived.push(seat);
  }
  return arrived;
}

/**
 * Resolves the phase's movement: the Teleports cast this phase first, then the physical moves in
 * initiative order. Returns the seats whose physical move failed (they rest, TU-7) and the
 * novices that entered the Goal Square (MG-19).
 */
export function resolveMoves(state: MagikaState, moves: readonly PlannedMove[], teleports: readonly PendingTeleport[], phase: MagikaPhase, rng: Rng): { failed: Player[]; arrived: Player[] } {
  const failed: Player[] = [];
  const arrived = resolveTeleports(state, teleports, rng);
  if (moves.length === 0) return { failed, arrived };
  const confused = new Set<Player>();
  const direction = new Map(
    moves.map((m) => {
      if (!under(state, m.seat, 'Confs')) return [m.seat, m.direction] as const;
      confused.add(m.seat);
      return [m.seat, confuse(state, m.seat, m.direction, rng, false) as MagikaDirection] as const;
    }),
  );
  for (const seat of moveOrder(state, moves.map((m) => ({ seat: m.seat, direction: direction.get(m.seat)! })), rng)) {
    const dir = direction.get(seat)!;
    const why = moveRefusal(state, seat, dir, phase, confused.has(seat));
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
    if (mage.hex === 0 && !isEbon(state, seat) && !arrived.includes(seat)) arrived.push(seat);
  }
  return { failed, arrived };
}
