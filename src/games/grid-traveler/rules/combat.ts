/**
 * Fights (GT-S50, GT-S51, GT-S53; GT-9, GT-10, GT-17): who is close enough to fight, starting a
 * fight or joining one, and taking a member out of one.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { GridCombat, GridFightKind, GridTravelerState } from '../types.js';
import { tilesApart } from './board.js';
import { orderByD8 } from './flow.js';
import { revealCapable } from './magick-combat.js';
import { seatOf } from './numbers.js';

/** The fight whose combat turn it is, or null (GT-17). */
export function currentCombat(state: GridTravelerState): GridCombat | null {
  if (state.end !== null) return null;
  if (state.immediate !== null) return state.combats[state.immediate] ?? null;
  return state.phase === 'combat' ? (state.combats[state.combatIndex] ?? null) : null;
}

/** The fight `seat` is in, or null. */
export const fightOf = (state: GridTravelerState, seat: Player): GridCombat | null => state.combats.find((c) => c.members.includes(seat)) ?? null;

/**
 * Whether two cruisers are close enough to fight or trade (GT-S50, GT-9): on one tile, on
 * neighbouring tiles, or on one body's ring; both launched.
 */
export function inProximity(state: GridTravelerState, a: Player, b: Player): boolean {
  // A cruiser still in the centre of the Star, before its first travel (GT-S10), meets no one.
  if (!seatOf(state, a).launched || !seatOf(state, b).launched) return false;
  const pa = seatOf(state, a).position;
  const pb = seatOf(state, b).position;
  if (pa.orbit !== null && pb.orbit !== null && pa.orbit.body === pb.orbit.body) return true;
  return tilesApart(state.config.board, pa.tile, pb.tile) <= 1;
}

/** The planet both cruisers orbit, where a Magick fight may be fought (GT-S70, GT-9), or null. */
export function sharedPlanet(state: GridTravelerState, a: Player, b: Player): number | null {
  const pa = seatOf(state, a).position.orbit;
  const pb = seatOf(state, b).position.orbit;
  if (pa === null || pb === null || pa.body !== pb.body) return null;
  return state.config.board.bodies[pa.body]!.kind === 'planet' ? pa.body : null;
}

/** The kinds of fight `attacker` may start with `target` now (GT-9): ship always, Magick on a shared planet. */
export function fightKinds(state: GridTravelerState, attacker: Player, target: Player): GridFightKind[] {
  const fight = fightOf(state, target);
  if (fight !== null) {
    // Joining a fight (GT-10): it is of its own kind, and a Magick fight only from its planet.
    if (fight.kind === 'ship') return ['ship'];
    return seatOf(state, attacker).position.orbit?.body === fight.body ? ['magick'] : [];
  }
  return sharedPlanet(state, attacker, target) === null ? ['ship'] : ['ship', 'magick'];
}

/**
 * `attacker` attacks `target` (GT-9, GT-10, GT-17). If the target is in a fight, the attacker
 * joins it, acting last from the next combat turn on. Otherwise a fight begins: both roll the D8
 * for the order (GT-S60, GT-S73), a Magick fight lays the capable cards out (GT-14), and it takes
 * its first combat turn at once.
 */
export function startFight(state: GridTravelerState, attacker: Player, target: Player, kind: GridFightKind, rng: Rng): 'joined' | 'started' {
  const existing = fightOf(state, target);
  if (existing !== null) {
    existing.members.push(attacker);
    state.events.push({ type: 'fightStarted', audience: null, player: attacker, target, kind: existing.kind, members: [...existing.members] });
    if (existing.kind === 'magick') revealCapable(state, existing, attacker);
    return 'joined';
  }
  const members = orderByD8(state, rng, [attacker, target]);
  const body = kind === 'magick' ? seatOf(state, attacker).position.orbit!.body : null;
  const combat: GridCombat = { kind, body, members, next: 0, afterDitfoi: false, retreat: null, attack: null, revealed: state.seats.map(() => []), turns: 0 };
  state.combats.push(combat);
  state.events.push({ type: 'fightStarted', audience: null, player: attacker, target, kind, members: [...members] });
  if (kind === 'magick') for (const seat of members) revealCapable(state, combat, seat);
  state.immediate = state.combats.length - 1;
  return 'started';
}

/** Takes `seat` out of a fight (an escape or an elimination), keeping `next` on the right member. */
export function leaveFight(state: GridTravelerState, combat: GridCombat, seat: Player): void {
  const at = combat.members.indexOf(seat);
  if (at < 0 || state.combats.indexOf(combat) < 0) return;
  combat.members.splice(at, 1);
  if (at <= combat.next) combat.next--;
  combat.revealed[seat] = [];
  if (combat.attack !== null && (combat.attack.seat === seat || combat.attack.target === seat)) combat.attack = null;
  if (combat.retreat !== null) {
    if (combat.retreat.seat === seat) combat.retreat = null;
    else {
      combat.retreat.asking = combat.retreat.asking.filter((s) => s !== seat);
      combat.retreat.pursuers = combat.retreat.pursuers.filter((s) => s !== seat);
    }
  }
}
