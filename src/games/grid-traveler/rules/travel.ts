/**
 * Travel (GT-S13, GT-S14, GT-S25, GT-S30…GT-S34, GT-S40; GT-5, GT-6, GT-7): the first launch round
 * the Star, a later travel of D8 + Speed walked tile by tile, staying in orbit, GRID jumps on a
 * Maneuver roll (with the MOD rule as a config flag), and the end of a travel. When a travel is
 * over the turn moves on to its `act` stage: scanning, fighting and trading come after moving.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { GRID_TRAVELER_DIRECTIONS, type Direction } from '../content/board.js';
import type { GridTravelerAction, GridTravelerState } from '../types.js';
import { boardOf, mayStep, reverseOf, stepFrom } from './board.js';
import { rollD } from './flow.js';
import { disabled, effective } from './numbers.js';
import { isStar, mayLeaveRing, moveCruiser, orbitAround } from './orbit.js';

/** The travel actions `executeTravel` runs. */
export type GridTravelAction = Extract<GridTravelerAction, { type: 'travel' | 'stay' | 'move' | 'jump' | 'stop' }>;

/**
 * Whether `seat`'s next travel is its first launch (GT-S10, GT-S13, GT-5): it has not launched and
 * its cruiser still sits on the Star's own tile. A cruiser moved off that tile before its first
 * travel (by a retreat or pursuit out of a fight begun at the Star) travels as any other would.
 */
export function firstLaunch(state: GridTravelerState, seat: Player): boolean {
  const me = state.seats[seat]!;
  const index = boardOf(state);
  const body = index.bodyAt[me.position.tile]!;
  return !me.launched && body >= 0 && isStar(state, body);
}

/** The tile a step in `direction` would reach, if `seat` may take it now (GT-S31, GT-5, GT-7); else -1. */
function stepTarget(state: GridTravelerState, seat: Player, direction: Direction): number {
  const turn = state.turn!;
  const position = state.seats[seat]!.position;
  const index = boardOf(state);
  // No reverse (GT-S31): the step just made may not be undone, heading back the way it came.
  if (turn.heading !== null && direction === reverseOf(turn.heading)) return -1;
  const to = stepFrom(index.board, position.tile, direction);
  const orbiting = position.orbit?.body ?? null;
  if (!mayStep(index, position.tile, to, orbiting)) return -1;
  // The Star's ring is left only after a completed orbit (GT-S14, GT-5).
  if (orbiting !== null && index.ringOf[to] !== orbiting && !mayLeaveRing(state, seat)) return -1;
  return to;
}

/**
 * The GRID points `seat` may jump to now (GT-S32, GT-6): those in sight of the point it stands on,
 * while a Maneuver roll is still allowed this turn and Maneuver is not disabled (a disabled
 * component is never used, GT-S66). GRID points are never on a ring (`parseConfig`, GT-21), so a
 * jump never leaves or enters one.
 */
function jumpTargets(state: GridTravelerState, seat: Player): readonly number[] {
  const me = state.seats[seat]!;
  const index = boardOf(state);
  const point = index.pointAt[me.position.tile]!;
  if (!state.turn!.maneuver || point < 0 || disabled(me, 'maneuver')) return [];
  return index.sight[point]!;
}

/**
 * The legal travel actions of `seat` (GT-5, GT-6), in a fixed order. At stage `travel`: `travel`
 * (unless Engines are disabled, GT-S34), then `stay` (GT-S25) — but only `travel` for a first
 * launch, which cannot be declined (GT-S13). At stage `moving`: a `move` in each direction it may
 * step, clockwise from north, while count is left; a `jump` to each GRID point in sight, by point
 * index; then `stop`.
 */
export function travelActions(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const turn = state.turn;
  if (turn === null || turn.seat !== seat) return [];
  const me = state.seats[seat]!;
  const engines = !disabled(me, 'engines');
  if (turn.stage === 'travel') {
    const out: GridTravelerAction[] = [];
    if (engines) out.push({ type: 'travel', player: seat });
    // A first launch is compulsory (GT-S13); with Engines disabled before it, the cruiser can only
    // stay where it is, on the Star's tile (GT-S34).
    if (!engines || !firstLaunch(state, seat)) out.push({ type: 'stay', player: seat });
    return out;
  }
  if (turn.stage !== 'moving') return [];
  const out: GridTravelerAction[] = [];
  if (turn.moves > 0) {
    for (const direction of GRID_TRAVELER_DIRECTIONS) if (stepTarget(state, seat, direction) >= 0) out.push({ type: 'move', player: seat, direction });
  }
  for (const to of jumpTargets(state, seat)) out.push({ type: 'jump', player: seat, to });
  out.push({ type: 'stop', player: seat });
  return out;
}

/** Ends the travel (GT-5, GT-6): the rest of the count is lost, and the turn moves on to `act`. */
function endTravel(state: GridTravelerState, seat: Player): void {
  const turn = state.turn!;
  state.events.push({ type: 'travelEnded', audience: null, player: seat, forfeited: turn.moves });
  turn.moves = 0;
  turn.stage = 'act';
}

/**
 * A travel ends by itself once its count is spent (GT-5), unless the cruiser stands on a GRID
 * point from which it may still try a jump (GT-6: "if a GRID point ... is the intended
 * destination"); then it jumps or stops.
 */
function endIfSpent(state: GridTravelerState, seat: Player): void {
  const turn = state.turn!;
  if (turn.stage === 'moving' && turn.moves === 0 && jumpTargets(state, seat).length === 0) endTravel(state, seat);
}

/**
 * The first launch (GT-S13, GT-5): the D8 alone, carried round the Star's ring from its first
 * shaded tile clockwise from north (N on the standard board). The step onto the ring is the first
 * of the count, so a roll of k ends k − 1 tiles clockwise past that tile with `steps = k`, and a
 * roll of 8 completes the orbit at once. Nothing of the count is left over.
 */
function launch(state: GridTravelerState, seat: Player, rng: Rng): void {
  const index = boardOf(state);
  const me = state.seats[seat]!;
  const star = index.bodyAt[me.position.tile]!;
  const ring = index.rings[star]!;
  const count = rollD(state, rng, seat, 8, 'travel', null);
  const entry = Math.max(0, ring.findIndex((tile) => index.shaded[tile] === 1));
  moveCruiser(state, seat, ring[entry]!, 'orbit');
  // Entering counts as the launch's first step round the Star (GT-5), unlike an ordinary entry.
  me.position.orbit!.steps = 1;
  me.launched = true;
  orbitAround(state, seat, count - 1);
  state.turn!.moves = 0;
  state.events.push({ type: 'travelEnded', audience: null, player: seat, forfeited: 0 });
  state.turn!.stage = 'act';
}

/**
 * Runs a travel action (GT-5, GT-6, GT-7). `travel`: a first launch, or D8 + effective Speed
 * (GT-S30) to walk. `stay`: nothing off a ring; on a ring the D8 is still rolled and the cruiser
 * carried that many steps clockwise (GT-S40). `move`: one step. `jump`: a Maneuver roll, D12 ≤
 * effective Maneuver (GT-S32); success moves to the GRID point and keeps the count; under the
 * base rule the roll uses up the turn's Maneuver, under the MOD rule (GT-S33) a success allows
 * another and a failure ends the travel where it stands. `stop`: forfeits the rest of the count.
 */
export function executeTravel(state: GridTravelerState, action: GridTravelAction, rng: Rng): void {
  const turn = state.turn;
  if (turn === null) return;
  const seat = action.player;
  const me = state.seats[seat]!;
  switch (action.type) {
    case 'travel': {
      if (firstLaunch(state, seat)) return launch(state, seat, rng);
      const roll = rollD(state, rng, seat, 8, 'travel', null);
      turn.moves = roll + effective(state, me, 'speed');
      turn.heading = null;
      turn.stage = 'moving';
      return;
    }
    case 'stay': {
      // Staying in orbit still means rolling the travel die and going round (GT-S40, GT-7), even
      // with Engines disabled: the cruiser cannot travel, but its orbit carries it.
      if (me.position.orbit !== null) orbitAround(state, seat, rollD(state, rng, seat, 8, 'travel', null));
      turn.stage = 'act';
      return;
    }
    case 'move': {
      const to = stepTarget(state, seat, action.direction);
      if (to < 0 || turn.moves <= 0) return;
      moveCruiser(state, seat, to, 'step');
      turn.moves--;
      turn.heading = action.direction;
      return endIfSpent(state, seat);
    }
    case 'jump': {
      const index = boardOf(state);
      const tile = index.pointTiles[action.to];
      if (tile === undefined) return;
      const maneuver = effective(state, me, 'maneuver');
      const success = rollD(state, rng, seat, 12, 'maneuver', maneuver) <= maneuver;
      // Base rule (GT-6): one Maneuver roll a turn, success or not. MOD rule (GT-S33): successes
      // chain, and the first failure leaves the cruiser where it is with the count forfeited.
      turn.maneuver = state.config.modRule && success;
      if (success) {
        moveCruiser(state, seat, tile, 'jump');
        // A jump is no step: the heading it came in on says nothing of the new point (GT-6).
        turn.heading = null;
      } else if (state.config.modRule) {
        return endTravel(state, seat);
      }
      return endIfSpent(state, seat);
    }
    case 'stop':
      return endTravel(state, seat);
  }
}
