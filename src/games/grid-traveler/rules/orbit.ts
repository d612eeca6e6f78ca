/**
 * Orbit bookkeeping (GT-S14, GT-S40, GT-S42; GT-7, GT-8): moving a cruiser one tile and keeping its
 * `orbit` in step with where it stands. A cruiser stepping onto a ring from off it enters that ring
 * with no steps made; each clockwise step along the ring counts one, and the eighth completes an
 * orbit; stepping off the ring leaves it. The rules of which steps are allowed are elsewhere
 * (`mayStep` in board.ts, the Star's exit rule in travel.ts): this file only records what a step did.
 */
import type { Player } from '../../../core/game.js';
import type { GridTravelerState } from '../types.js';
import { boardOf, placeName } from './board.js';

/** Ring steps that make one orbit (GT-S40: "an orbit takes 8 moves"; GT-7). */
export const ORBIT_STEPS = 8;

/** How a cruiser got to a tile, as the `moved` event names it. */
export type CruiserMove = 'step' | 'jump' | 'orbit';

/** Whether body `body` of the state's board is the Star (GT-S10, GT-S14). */
export const isStar = (state: GridTravelerState, body: number): boolean => state.config.board.bodies[body]?.kind === 'star';

/**
 * Whether `seat`'s cruiser may leave the ring it is on (GT-S14, GT-5): always, except the Star's
 * ring before one completed orbit of it. Off every ring there is nothing to leave: true.
 */
export function mayLeaveRing(state: GridTravelerState, seat: Player): boolean {
  const orbit = state.seats[seat]!.position.orbit;
  return orbit === null || !isStar(state, orbit.body) || orbit.steps >= ORBIT_STEPS;
}

/**
 * Records that `seat` completed an orbit of `body` (GT-7), and clears its `collectedAt` when that
 * body is another one than where it last collected (GT-8, GT-S42: it must visit another place
 * before it may collect there again). Any body counts, the Star too: the rulebook asks only that
 * the cruiser "reach another destination".
 */
function completeOrbit(state: GridTravelerState, seat: Player, body: number): void {
  const me = state.seats[seat]!;
  state.events.push({ type: 'orbit', audience: null, player: seat, body, what: 'completed', name: state.config.board.bodies[body]!.name });
  if (me.collectedAt !== null && me.collectedAt !== body) me.collectedAt = null;
}

/**
 * Moves `seat`'s cruiser to `to` and keeps its orbit consistent (GT-7): a `moved` event, then
 * `orbit` events for a ring left, a ring entered, or an orbit completed. A step or an orbit step
 * along the ring the cruiser is on counts one ring step. A GRID jump never lands on a ring: no
 * board puts a GRID point on one (`parseConfig`, GT-21).
 */
export function moveCruiser(state: GridTravelerState, seat: Player, to: number, how: CruiserMove): void {
  const position = state.seats[seat]!.position;
  const from = position.tile;
  const ring = boardOf(state).ringOf[to]!;
  state.events.push({ type: 'moved', audience: null, player: seat, from, to, how, place: placeName(state.config.board, to) });
  position.tile = to;
  const orbit = position.orbit;
  if (orbit !== null && orbit.body === ring) {
    orbit.steps++;
    if (orbit.steps === ORBIT_STEPS) completeOrbit(state, seat, ring);
    return;
  }
  if (orbit !== null) {
    state.events.push({ type: 'orbit', audience: null, player: seat, body: orbit.body, what: 'left', name: state.config.board.bodies[orbit.body]!.name });
    position.orbit = null;
  }
  if (ring >= 0) {
    position.orbit = { body: ring, steps: 0 };
    state.events.push({ type: 'orbit', audience: null, player: seat, body: ring, what: 'entered', name: state.config.board.bodies[ring]!.name });
  }
}

/**
 * Carries `seat`'s cruiser `steps` tiles clockwise round the ring it is on (GT-S40, GT-7): the
 * orbit a cruiser makes when it stays in orbit, and the rest of its first launch round the Star.
 */
export function orbitAround(state: GridTravelerState, seat: Player, steps: number): void {
  const index = boardOf(state);
  const position = state.seats[seat]!.position;
  if (position.orbit === null) return;
  const ring = index.rings[position.orbit.body]!;
  for (let i = 0; i < steps; i++) {
    const at = ring.indexOf(position.tile);
    moveCruiser(state, seat, ring[(at + 1) % ring.length]!, 'orbit');
  }
}
