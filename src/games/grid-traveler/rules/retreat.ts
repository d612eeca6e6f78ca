/**
 * A retreat from ship combat and its pursuit (GT-S63; GT-11). The retreater names a destination;
 * every other member whose Engines work is asked whether it pursues; then the chase is played out
 * at once over at most three rounds: the retreater flies D12 tiles toward its destination, each
 * pursuer D8 (plus Speed under `pursuitUsesSpeed`) toward the retreater, and a pursuer within one
 * tile after a round catches it. A retreater that reaches its destination uncaught, or is still
 * uncaught after the third round, escapes and leaves the fight. Neither may leave the Star's ring
 * before its first orbit of it is complete (GT-S14, GT-5).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { GridCombat, GridTravelerState } from '../types.js';
import { boardOf, placeName, routeTo, tilesApart } from './board.js';
import { rollD } from './flow.js';
import { disabled, effective, seatOf } from './numbers.js';
import { mayLeaveRing } from './orbit.js';

/** Rounds a pursuit lasts before the retreater is safe (GT-S63: "after three turns"). */
export const PURSUIT_ROUNDS = 3;

/** A pursuer this many tiles away or closer catches the retreater (GT-S63). */
export const CATCH_DISTANCE = 1;

/**
 * Moves a cruiser one tile of a retreat or pursuit route, keeping its orbit consistent (GT-7,
 * GT-11): leaving its ring clears the orbit, stepping onto a ring puts it in orbit with no steps
 * made. Steps along the ring it is on leave its orbit count alone: a chase is not an orbit (our
 * ruling, so a flight can neither complete an orbit nor lose one already made). Pushes `moved`,
 * and `orbit` on entering or leaving a ring.
 */
export function flyStep(state: GridTravelerState, seat: Player, to: number, how: 'retreat' | 'pursuit'): void {
  const index = boardOf(state);
  const cruiser = seatOf(state, seat);
  const from = cruiser.position.tile;
  cruiser.position.tile = to;
  state.events.push({ type: 'moved', audience: null, player: seat, from, to, how, place: placeName(state.config.board, to) });
  const ring = index.ringOf[to]!;
  const orbit = cruiser.position.orbit;
  if (orbit !== null && orbit.body === ring) return;
  if (orbit !== null) {
    state.events.push({ type: 'orbit', audience: null, player: seat, body: orbit.body, what: 'left', name: state.config.board.bodies[orbit.body]!.name });
    cruiser.position.orbit = null;
  }
  if (ring >= 0) {
    cruiser.position.orbit = { body: ring, steps: 0 };
    state.events.push({ type: 'orbit', audience: null, player: seat, body: ring, what: 'entered', name: state.config.board.bodies[ring]!.name });
  }
}

/**
 * Flies `seat` up to `steps` tiles along the shortest route (`routeTo`, as a cruiser may move)
 * toward `goal`, stopping there. A cruiser on the Star's ring before its first orbit is complete
 * may not leave that ring (GT-S14, GT-5; issue 24): a chase moves as travel does. Chase steps add
 * no ring step (GT-7), so such a cruiser only goes round the ring, and a goal off it is out of reach.
 */
export function flyToward(state: GridTravelerState, seat: Player, goal: number, steps: number, how: 'retreat' | 'pursuit'): void {
  const position = seatOf(state, seat).position;
  const route = routeTo(boardOf(state), position.tile, goal, position.orbit?.body ?? null, !mayLeaveRing(state, seat));
  for (const tile of route.slice(0, steps)) flyStep(state, seat, tile, how);
}

/**
 * The members asked whether they pursue a retreat by `seat` (GT-11): every other member whose
 * Engines work, in member order.
 */
export function pursuitCandidates(state: GridTravelerState, combat: GridCombat, seat: Player): Player[] {
  return combat.members.filter((m) => m !== seat && !disabled(seatOf(state, m), 'engines'));
}

/**
 * Plays out the chase of `combat.retreat` (GT-S63, GT-11) and clears it. Each round the retreater
 * rolls the D12 and flies toward its destination, then each pursuer in turn rolls the D8
 * (+ effective Speed under `pursuitUsesSpeed`) and flies toward the retreater's tile; if any
 * pursuer is then within one tile, the retreater is caught and stays in the fight. If not, and the
 * retreater stands on the destination it announced, its retreat is made: it escapes (GT-11,
 * revisited in issue 24: the destination is what a retreat flies to, and "three turns" is the
 * longest the pursuers have to close in, not a wait at the destination). Uncaught after the third
 * round, it escapes too. With no pursuer it flies until it arrives or the three rounds are over,
 * and escapes. Returns whether it escaped.
 */
export function resolveRetreat(state: GridTravelerState, combat: GridCombat, rng: Rng): boolean {
  const retreat = combat.retreat;
  if (retreat === null) return false;
  combat.retreat = null;
  const { seat, to, pursuers } = retreat;
  const index = boardOf(state);
  const tileOf = (p: Player): number => seatOf(state, p).position.tile;
  for (let round = 0; round < PURSUIT_ROUNDS; round++) {
    flyToward(state, seat, to, rollD(state, rng, seat, 12, 'retreat', null), 'retreat');
    for (const pursuer of pursuers) {
      const roll = rollD(state, rng, pursuer, 8, 'pursuit', null);
      const speed = state.config.pursuitUsesSpeed ? effective(state, seatOf(state, pursuer), 'speed') : 0;
      flyToward(state, pursuer, tileOf(seat), roll + speed, 'pursuit');
    }
    if (pursuers.some((p) => tilesApart(index.board, tileOf(p), tileOf(seat)) <= CATCH_DISTANCE)) {
      state.events.push({ type: 'retreatEnded', audience: null, player: seat, result: 'caught' });
      return false;
    }
    if (tileOf(seat) === to) break;
  }
  state.events.push({ type: 'retreatEnded', audience: null, player: seat, result: 'escaped' });
  return true;
}

/**
 * How often `seat` would escape a retreat to `to` from `combat` now (GT-11), estimated by playing
 * the chase out `trials` times on scratch copies of the cruisers' positions with `rng`, every
 * member who may pursue pursuing. It reads only what the table sees (positions, mats, the board),
 * so a bot may ask it; the state is left untouched.
 */
export function escapeChance(state: GridTravelerState, combat: GridCombat, seat: Player, to: number, rng: Rng, trials = 24): number {
  const pursuers = pursuitCandidates(state, combat, seat);
  let escaped = 0;
  for (let trial = 0; trial < trials; trial++) {
    const scratch: GridTravelerState = {
      ...state,
      seats: state.seats.map((s) => ({ ...s, position: { tile: s.position.tile, orbit: s.position.orbit === null ? null : { ...s.position.orbit } } })),
      events: [],
    };
    if (resolveRetreat(scratch, { ...combat, retreat: { seat, to, asking: [], pursuers: [...pursuers] } }, rng)) escaped++;
  }
  return escaped / trials;
}
