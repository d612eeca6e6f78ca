/**
 * Fights (GT-S50, GT-S51, GT-S53; GT-9, GT-10, GT-17): who is close enough to fight, and starting
 * a fight or joining one. Which fight takes its turn, and leaving one, are in rules/fights.ts
 * (re-exported here for the callers that read them with the rest).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { GridCombat, GridFightKind, GridTravelerState } from '../types.js';
import { tilesApart } from './board.js';
import { fightOf } from './fights.js';
import { orderByD8 } from './flow.js';
import { revealCapable } from './magick-combat.js';
import { seatOf } from './numbers.js';

export { currentCombat, fightOf, leaveFight } from './fights.js';

/**
 * Whether two cruisers are close enough to fight or trade (GT-S50, GT-9): on one tile, on
 * neighbouring tiles, or on one planet's or region's ring (not the Star's); both launched.
 */
export function inProximity(state: GridTravelerState, a: Player, b: Player): boolean {
  // A cruiser still in the centre of the Star, before its first travel (GT-S10), meets no one.
  if (!seatOf(state, a).launched || !seatOf(state, b).launched) return false;
  const pa = seatOf(state, a).position;
  const pb = seatOf(state, b).position;
  // "A planet/region orbit" (rulebook line 171; GT-9 revisited, issue 24): a shared planet's or
  // region's ring counts whole; on the Star's ring only the same or a neighbouring tile does.
  if (pa.orbit !== null && pb.orbit !== null && pa.orbit.body === pb.orbit.body && state.config.board.bodies[pa.orbit.body]!.kind !== 'star') return true;
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
  const combat: GridCombat = { kind, body, members, next: 0, afterDitfoi: false, retreat: null, attack: null, revealed: state.seats.map(() => []), turns: 0, fought: false };
  state.combats.push(combat);
  state.events.push({ type: 'fightStarted', audience: null, player: attacker, target, kind, members: [...members] });
  if (kind === 'magick') for (const seat of members) revealCapable(state, combat, seat);
  state.immediate = state.combats.length - 1;
  return 'started';
}
