/**
 * Who goes first when orders of one step contend (MG-9, MG-18). Figure 3 orders moves; for the
 * other steps the library reuses its magical criteria. Ties left after every criterion are broken
 * by the rng. The draw is the Game Master's own: its `tieBroken` event is addressed to no seat,
 * since telling a seat of a draw would tell it of another mage's secret order (L66-67, MG-50).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { MagikaOrderType, MagikaState } from '../types.js';
import { isEbon } from './mages.js';

/**
 * `seats` sorted by `key` (compared item by item, smaller first). Seats with equal keys that
 * contend — the same `contest` value, such as the hex two moves enter — are put in an order drawn
 * with `rng`, and each such draw is a `tieBroken` event for no seat (MG-9). A `contest` of null
 * contends with nobody. Other ties keep seat order, since who goes first among them changes
 * nothing (MG-9, MG-18).
 */
export function orderByKey(
  state: MagikaState,
  seats: readonly Player[],
  key: (seat: Player) => readonly number[],
  step: MagikaOrderType,
  rng: Rng,
  contest: (seat: Player) => number | null = () => 0,
): Player[] {
  const keys = new Map(seats.map((seat) => [seat, key(seat)]));
  const compare = (a: Player, b: Player): number => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  };
  const sorted = [...seats].sort((a, b) => compare(a, b) || a - b);
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i]!, sorted[j]!) === 0) j++;
    // Within a run of equal keys, each group that contends is drawn into its own places.
    const groups = new Map<number, number[]>();
    for (let k = i; k < j; k++) {
      const group = contest(sorted[k]!);
      if (group === null) continue;
      const list = groups.get(group);
      if (list === undefined) groups.set(group, [k]);
      else list.push(k);
    }
    for (const places of groups.values()) {
      if (places.length < 2) continue;
      // A draw without replacement, in seat order (Figure 3's last rule, "12 Random").
      const tied = places.map((k) => sorted[k]!);
      const drawn: Player[] = [];
      while (tied.length > 0) drawn.push(tied.splice(rng.int(0, tied.length - 1), 1)[0]!);
      // Nobody is told: a seat learns of a rival only by what the order it wrote comes to (MG-9, MG-50).
      state.events.push({ type: 'tieBroken', audience: [], step, order: drawn });
      places.forEach((k, n) => (sorted[k] = drawn[n]!));
    }
    i = j;
  }
  return sorted;
}

/**
 * The action initiative of MG-9, for contending Demands, Gives, Dons and Searches: the Ebon Mage
 * first ("The Ebon mage wins any tie", L239), then the higher Arcania, then the higher Spell Skill
 * (Figure 3's criteria 3 and 4), then a draw among those that contend (`contest`; by default all).
 */
export function actionOrder(state: MagikaState, seats: readonly Player[], step: MagikaOrderType, rng: Rng, contest?: (seat: Player) => number | null): Player[] {
  if (seats.length < 2) return [...seats];
  return orderByKey(state, seats, (seat) => [isEbon(state, seat) ? 0 : 1, -state.mages[seat]!.arcania, -state.mages[seat]!.skill], step, rng, contest);
}
