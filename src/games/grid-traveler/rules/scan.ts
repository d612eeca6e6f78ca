/**
 * Scanning for materials (GT-S41, GT-S42; GT-8): once a turn, in the `act` stage after travel, a
 * cruiser that has completed an orbit of a planet or region may roll D12 against its Sensors; a
 * success draws the top card of that body's material deck, known to the drawer alone, and sends
 * one of the body's cubes to the discard pile.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { GridTravelerState } from '../types.js';
import { announceDraw, reveal } from './cards.js';
import { rollD } from './flow.js';
import { disabled, effective } from './numbers.js';
import { ORBIT_STEPS, isStar } from './orbit.js';

/**
 * Whether `seat` may scan now (GT-8): its own turn at stage `act`, no scan yet this turn; its
 * cruiser on a planet's or region's ring (the Star has no materials) with at least one completed
 * orbit (GT-S41); cubes left on that body ("no cubes, no material"); not the body it last collected
 * at, until it has completed an orbit of another (GT-S42); and Sensors not disabled (GT-S66).
 */
export function mayScan(state: GridTravelerState, seat: Player): boolean {
  const turn = state.turn;
  if (turn === null || turn.seat !== seat || turn.stage !== 'act' || turn.scanned) return false;
  const me = state.seats[seat]!;
  const orbit = me.position.orbit;
  if (orbit === null || isStar(state, orbit.body) || orbit.steps < ORBIT_STEPS) return false;
  const supply = state.supply[orbit.body];
  if (supply === undefined || supply.cubes <= 0 || supply.deck.length === 0) return false;
  return me.collectedAt !== orbit.body && !disabled(me, 'sensors');
}

/**
 * Scans for the player whose turn it is (GT-8): D12 ≤ effective Sensors (2 less per red cube,
 * GT-S41). On a success the top material card of the body's deck goes to the player's hand, its
 * design shown to that player only and "a material" to the others (GT-30); one cube goes from the
 * body to the discard pile (the supply's cubes always match its deck), and the body becomes the
 * one it last collected at. A failure waits for another turn (`turn.scanned`).
 */
export function executeScan(state: GridTravelerState, rng: Rng): void {
  const turn = state.turn;
  if (turn === null) return;
  const seat = turn.seat;
  const me = state.seats[seat]!;
  const body = me.position.orbit?.body;
  const supply = body === undefined ? undefined : state.supply[body];
  if (body === undefined || supply === undefined) return;
  turn.scanned = true;
  const sensors = effective(state, me, 'sensors');
  const found = rollD(state, rng, seat, 12, 'scan', sensors) <= sensors && supply.deck.length > 0;
  state.events.push({ type: 'scanned', audience: null, player: seat, body, found, name: state.config.board.bodies[body]!.name });
  if (!found) return;
  const id = supply.deck.pop()!;
  reveal(state, id, [seat]);
  me.hand.material.push(id);
  announceDraw(state, seat, id, body);
  supply.cubes--;
  state.cubeDiscard++;
  me.collectedAt = body;
}
