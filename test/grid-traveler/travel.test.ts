/**
 * Travel, orbits and GRID jumps (GT-S13, GT-S14, GT-S25, GT-S30…GT-S34, GT-S40; GT-5, GT-6, GT-7):
 * the first launch round the Star, the travel count, staying in orbit, steps (no reverse, no body
 * tile, rings entered at their shaded tile and walked clockwise, the Star left only after an
 * orbit), orbit completion, Maneuver jumps under the base and MOD rules, and how a travel ends.
 *
 * Seat 0 flies a Tri-phase Courier (Speed 4, Maneuver 6). Tiles on the standard board: the Star at
 * (10,10), its ring N (10,9), NE (11,9), E (11,10), SE (11,11), S (10,11), SW (9,11), W (9,10),
 * NW (9,9), shaded N, E, S, W; Oradine (body 2) at (10,2), shaded S (10,3); Vesh (body 1) at
 * (3,3); GRID point G1 (index 0) at (10,5) sees G2 (14,6), G3, G7 and G8; (13,8) has eight free
 * neighbours.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/errors.js';
import { scriptedRng } from '../../src/core/rng.js';
import { GRID_TRAVELER_DIRECTIONS, gridTraveler, type Direction, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { tileAt } from '../../src/games/grid-traveler/rules/board.js';
import { atTurn, eventsOf, newGame, play, put } from './harness.js';

const COURIER = 'triphase-courier';

/** A two-player game, seat 0 in a Tri-phase Courier. */
function game(modRule = false): GridTravelerState {
  return newGame(2, { modRule, seats: [{ cruiser: COURIER }, { cruiser: 'shortwave-wisp' }] });
}

const tile = (state: GridTravelerState, x: number, y: number): number => tileAt(state.config.board, x, y);
const legal = (state: GridTravelerState, seat = 0): readonly GridTravelerAction[] => gridTraveler.legalActions(state, seat);
const move = (direction: Direction, player = 0): GridTravelerAction => ({ type: 'move', player, direction });
const jump = (to: number, player = 0): GridTravelerAction => ({ type: 'jump', player, to });
const TRAVEL: GridTravelerAction = { type: 'travel', player: 0 };
const STAY: GridTravelerAction = { type: 'stay', player: 0 };
const STOP: GridTravelerAction = { type: 'stop', player: 0 };

/** The directions of the `move` actions listed. */
const movesListed = (state: GridTravelerState): Direction[] => legal(state).flatMap((a) => (a.type === 'move' ? [a.direction] : []));
/** The GRID points of the `jump` actions listed. */
const jumpsListed = (state: GridTravelerState): number[] => legal(state).flatMap((a) => (a.type === 'jump' ? [a.to] : []));

/** The action is not listed, and `reduce` refuses it with ILLEGAL_ACTION, leaving the state alone. */
function refused(state: GridTravelerState, action: GridTravelerAction): void {
  expect(legal(state, action.player)).not.toContainEqual(action);
  const before = JSON.stringify(state);
  let error: unknown = null;
  try {
    gridTraveler.reduce(state, action, scriptedRng([1, 1, 1]));
  } catch (caught) {
    error = caught;
  }
  expect(isRuleError(error, 'ILLEGAL_ACTION'), String(error)).toBe(true);
  expect(JSON.stringify(state)).toBe(before);
}

/** Seat 0 at (x, y), in the `moving` stage with `moves` left. */
function moving(state: GridTravelerState, x: number, y: number, moves: number, orbit?: { body: number; steps: number }): void {
  atTurn(state, 0, 'moving');
  put(state, 0, x, y, orbit);
  state.turn!.moves = moves;
}

/** Seat 0 at (x, y) in the `travel` stage. */
function travelling(state: GridTravelerState, x: number, y: number, orbit?: { body: number; steps: number }): void {
  atTurn(state, 0, 'travel');
  put(state, 0, x, y, orbit);
}

describe('the first launch round the Star (GT-S10, GT-S13, GT-5)', () => {
  function unlaunched(): GridTravelerState {
    const state = game();
    atTurn(state, 0, 'travel');
    state.seats[0]!.launched = false;
    state.seats[0]!.position = { tile: tile(state, 10, 10), orbit: null };
    return state;
  }

  it('GT-S13: the only action is to travel; staying put is refused', () => {
    const state = unlaunched();
    expect(legal(state)).toEqual([TRAVEL]);
    refused(state, STAY);
  });

  it('GT-5: the D8 alone carries the cruiser k steps round the ring from its shaded N tile: k = 3 ends on ring[2] (E) with 3 orbit steps', () => {
    const next = play(unlaunched(), TRAVEL, [3]);
    const me = next.seats[0]!;
    expect(me.position).toEqual({ tile: tile(next, 11, 10), orbit: { body: 0, steps: 3 } });
    expect(me.launched).toBe(true);
    expect(eventsOf(next, 'rolled')).toEqual([{ type: 'rolled', audience: null, player: 0, die: 8, value: 3, why: 'travel', target: null }]);
    expect(eventsOf(next, 'moved').map((e) => [e.from, e.to, e.how])).toEqual([
      [tile(next, 10, 10), tile(next, 10, 9), 'orbit'],
      [tile(next, 10, 9), tile(next, 11, 9), 'orbit'],
      [tile(next, 11, 9), tile(next, 11, 10), 'orbit'],
    ]);
    expect(eventsOf(next, 'orbit').map((e) => e.what)).toEqual(['entered']);
    // The count is spent: the turn goes on to its act stage (GT-5).
    expect(eventsOf(next, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 0 }]);
    expect(next.turn).toMatchObject({ seat: 0, stage: 'act', moves: 0 });
  });

  it('GT-5, GT-7: k = 1 stops on the shaded N tile itself; k = 8 ends on NW with the orbit complete', () => {
    const one = play(unlaunched(), TRAVEL, [1]);
    expect(one.seats[0]!.position).toEqual({ tile: tile(one, 10, 9), orbit: { body: 0, steps: 1 } });
    const eight = play(unlaunched(), TRAVEL, [8]);
    expect(eight.seats[0]!.position).toEqual({ tile: tile(eight, 9, 9), orbit: { body: 0, steps: 8 } });
    expect(eventsOf(eight, 'orbit').map((e) => e.what)).toEqual(['entered', 'completed']);
  });

  it('GT-S34: with Engines disabled before its launch, a cruiser can only stay on the Star, rolling nothing', () => {
    const state = unlaunched();
    state.seats[0]!.tracks.engines.yellow = 3;
    expect(legal(state)).toEqual([STAY]);
    refused(state, TRAVEL);
    const next = play(state, STAY, []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 10, 10), orbit: null });
    expect(next.seats[0]!.launched).toBe(false);
    expect(next.turn!.stage).toBe('act');
  });
});

describe('the travel count (GT-S30, GT-S34, GT-5)', () => {
  it('GT-S25: at the travel stage a launched cruiser may travel or stay, in that order', () => {
    const state = game();
    travelling(state, 13, 8);
    expect(legal(state)).toEqual([TRAVEL, STAY]);
  });

  it('GT-S30: the count is D8 + Speed − 2 per red cube on Speed (a disabled Speed counts 0)', () => {
    for (const [red, expected] of [
      [0, 5 + 4],
      [1, 5 + 2],
      [2, 5 + 0],
      [3, 5 + 0],
    ] as const) {
      const state = game();
      travelling(state, 13, 8);
      state.seats[0]!.tracks.speed.red = red;
      const next = play(state, TRAVEL, [5]);
      expect(next.turn, `${red} red cubes`).toMatchObject({ stage: 'moving', moves: expected, heading: null });
    }
  });

  it('GT-S30, GT-28: the Drift Overreach takes 2 more off Speed', () => {
    for (const [red, expected] of [
      [0, 5 + 2],
      [1, 5 + 0],
    ] as const) {
      const state = game();
      travelling(state, 13, 8);
      state.seats[0]!.effects.push({ source: 'drift', card: null, left: 5, used: false });
      state.seats[0]!.tracks.speed.red = red;
      expect(play(state, TRAVEL, [5]).turn!.moves, `${red} red cubes`).toBe(expected);
    }
  });

  it('GT-S34: with Engines disabled (three red, or a DITFOI\'s yellow) there is no travel, only stay; a damaged Engine still travels', () => {
    for (const cubes of [{ red: 3, yellow: 0 }, { red: 0, yellow: 3 }]) {
      const state = game();
      travelling(state, 13, 8);
      state.seats[0]!.tracks.engines = cubes;
      expect(legal(state)).toEqual([STAY]);
      refused(state, TRAVEL);
    }
    const state = game();
    travelling(state, 13, 8);
    state.seats[0]!.tracks.engines.red = 2;
    expect(legal(state)).toEqual([TRAVEL, STAY]);
  });
});

describe('staying (GT-S25, GT-S40, GT-7)', () => {
  it('GT-S25: staying off every ring does nothing and rolls nothing', () => {
    const state = game();
    travelling(state, 13, 8);
    const next = play(state, STAY, []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 13, 8), orbit: null });
    expect(next.turn!.stage).toBe('act');
    expect(next.events).toEqual([]);
  });

  it('GT-S40: staying in orbit still rolls the D8 and goes that many steps clockwise round the ring', () => {
    const state = game();
    travelling(state, 10, 3, { body: 2, steps: 2 });
    const next = play(state, STAY, [3]);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 9, 1), orbit: { body: 2, steps: 5 } });
    expect(eventsOf(next, 'moved').map((e) => [e.to, e.how])).toEqual([
      [tile(next, 9, 3), 'orbit'],
      [tile(next, 9, 2), 'orbit'],
      [tile(next, 9, 1), 'orbit'],
    ]);
    expect(eventsOf(next, 'rolled').map((e) => [e.die, e.why])).toEqual([[8, 'travel']]);
    expect(next.turn!.stage).toBe('act');
  });

  it('GT-S40, GT-S34: a cruiser in orbit with Engines disabled still goes round when it stays', () => {
    const state = game();
    travelling(state, 10, 3, { body: 2, steps: 0 });
    state.seats[0]!.tracks.engines.red = 3;
    const next = play(state, STAY, [2]);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 9, 2), orbit: { body: 2, steps: 2 } });
  });

  it('GT-7: the eighth ring step completes the orbit, once; steps go on counting past 8', () => {
    const state = game();
    travelling(state, 10, 3, { body: 2, steps: 7 });
    const next = play(state, STAY, [3]);
    expect(next.seats[0]!.position.orbit).toEqual({ body: 2, steps: 10 });
    expect(eventsOf(next, 'orbit')).toEqual([{ type: 'orbit', audience: null, player: 0, body: 2, what: 'completed', name: 'Oradine' }]);
  });

  it('GT-8, GT-S42: completing an orbit of another body clears collectedAt; of the same body it does not', () => {
    const other = game();
    travelling(other, 10, 3, { body: 2, steps: 6 });
    other.seats[0]!.collectedAt = 1;
    expect(play(other, STAY, [2]).seats[0]!.collectedAt).toBeNull();
    const same = game();
    travelling(same, 10, 3, { body: 2, steps: 6 });
    same.seats[0]!.collectedAt = 2;
    expect(play(same, STAY, [2]).seats[0]!.collectedAt).toBe(2);
  });
});

describe('steps (GT-S31, GT-5, GT-7)', () => {
  it('GT-S31: in open space all eight directions are open, diagonals too, then stop', () => {
    const state = game();
    moving(state, 13, 8, 5);
    expect(legal(state)).toEqual([...GRID_TRAVELER_DIRECTIONS.map((d) => move(d)), STOP]);
  });

  it('GT-S31: a step costs 1 whatever its direction, and changing direction costs nothing extra', () => {
    const state = game();
    moving(state, 13, 8, 5);
    let next = play(state, move('N'), []);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 13, 7));
    expect(next.turn).toMatchObject({ moves: 4, heading: 'N' });
    next = play(next, move('E'), []);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 14, 7));
    expect(next.turn).toMatchObject({ moves: 3, heading: 'E' });
    next = play(next, move('SE'), []);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 15, 8));
    expect(eventsOf(next, 'moved')).toEqual([{ type: 'moved', audience: null, player: 0, from: tile(next, 14, 7), to: tile(next, 15, 8), how: 'step', place: '(15, 8)' }]);
  });

  it('GT-S31: the reverse of the last step is refused (not listed, and reduce throws ILLEGAL_ACTION)', () => {
    const state = game();
    moving(state, 13, 8, 5);
    const next = play(state, move('NE'), []);
    expect(movesListed(next)).toEqual(['N', 'NE', 'E', 'SE', 'S', 'W', 'NW']);
    refused(next, move('SW'));
  });

  it('GT-5: a body tile is never entered: not the Star from its ring, not a planet from its ring', () => {
    const star = game();
    moving(star, 10, 9, 5, { body: 0, steps: 8 });
    expect(movesListed(star)).toEqual(['N', 'NE', 'E', 'NW']);
    refused(star, move('S'));
    const planet = game();
    moving(planet, 10, 3, 5, { body: 2, steps: 0 });
    refused(planet, move('N'));
  });

  it('GT-S14, GT-7: a ring is entered only at its shaded tile; entering puts the cruiser in orbit with 0 steps', () => {
    const state = game();
    moving(state, 12, 10, 5);
    // (11,9) NE and (11,11) SE of the Star are ring tiles without shade; (11,10) E is shaded.
    expect(movesListed(state)).toEqual(['N', 'NE', 'E', 'SE', 'S', 'W']);
    refused(state, move('NW'));
    refused(state, move('SW'));
    const next = play(state, move('W'), []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 11, 10), orbit: { body: 0, steps: 0 } });
    expect(eventsOf(next, 'orbit')).toEqual([{ type: 'orbit', audience: null, player: 0, body: 0, what: 'entered', name: 'the Star' }]);
  });

  it('GT-7: along a ring only the next tile clockwise may be taken; an unshaded ring tile has no way off', () => {
    const state = game();
    // Oradine's W tile, (9,2): the next clockwise is NW (9,1), a step north.
    moving(state, 9, 2, 5, { body: 2, steps: 3 });
    expect(movesListed(state)).toEqual(['N']);
    refused(state, move('S'));
    refused(state, move('W'));
    const next = play(state, move('N'), []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 9, 1), orbit: { body: 2, steps: 4 } });
  });

  it('GT-S14, GT-7: a planet\'s ring is left from its shaded tile at any time; leaving clears the orbit', () => {
    const state = game();
    moving(state, 10, 3, 5, { body: 2, steps: 0 });
    // Off the ring south-east, south or south-west, or on clockwise west; never counter-clockwise east.
    expect(movesListed(state)).toEqual(['SE', 'S', 'SW', 'W']);
    refused(state, move('E'));
    const next = play(state, move('S'), []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 10, 4), orbit: null });
    expect(eventsOf(next, 'orbit')).toEqual([{ type: 'orbit', audience: null, player: 0, body: 2, what: 'left', name: 'Oradine' }]);
  });

  it('GT-S14: the Star\'s ring is left only after 8 steps round it', () => {
    for (const steps of [0, 5, 7]) {
      const state = game();
      moving(state, 10, 9, 5, { body: 0, steps });
      expect(movesListed(state), `${steps} steps`).toEqual(['E']);
      refused(state, move('N'));
    }
    const early = game();
    moving(early, 9, 9, 5, { body: 0, steps: 7 });
    let next = play(early, move('E'), []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 10, 9), orbit: { body: 0, steps: 8 } });
    expect(eventsOf(next, 'orbit').map((e) => e.what)).toEqual(['completed']);
    next = play(next, move('N'), []);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 10, 8), orbit: null });
    expect(eventsOf(next, 'orbit').map((e) => e.what)).toEqual(['left']);
  });

  it('GT-8: completing an orbit of the Star clears collectedAt too (another destination)', () => {
    const state = game();
    moving(state, 9, 9, 5, { body: 0, steps: 7 });
    state.seats[0]!.collectedAt = 2;
    expect(play(state, move('E'), []).seats[0]!.collectedAt).toBeNull();
  });
});

describe('the end of a travel (GT-5, GT-6)', () => {
  it('GT-5: the travel ends by itself when the count is spent off a GRID point', () => {
    const state = game();
    moving(state, 13, 8, 1);
    const next = play(state, move('N'), []);
    expect(eventsOf(next, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 0 }]);
    expect(next.turn).toMatchObject({ stage: 'act', moves: 0 });
  });

  it('GT-S32: stop forfeits the rest of the count', () => {
    const state = game();
    moving(state, 13, 8, 6);
    const next = play(state, STOP, []);
    expect(eventsOf(next, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 6 }]);
    expect(next.turn).toMatchObject({ stage: 'act', moves: 0 });
  });

  it('GT-6: a count spent on a GRID point leaves the choice of a jump or stop', () => {
    const state = game();
    moving(state, 10, 6, 1);
    const next = play(state, move('N'), []);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 10, 5));
    expect(eventsOf(next, 'travelEnded')).toEqual([]);
    expect(legal(next)).toEqual([jump(1), jump(2), jump(6), jump(7), STOP]);
    const stopped = play(next, STOP, []);
    expect(eventsOf(stopped, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 0 }]);
    expect(stopped.turn!.stage).toBe('act');
  });
});

describe('GRID jumps (GT-S32, GT-S33, GT-6)', () => {
  it('GT-S32: on a GRID point, a jump is offered to each point in sight, by index, after the steps', () => {
    const state = game();
    moving(state, 10, 5, 3);
    expect(jumpsListed(state)).toEqual([1, 2, 6, 7]);
    expect(legal(state).at(-1)).toEqual(STOP);
    refused(state, jump(4));
  });

  it('GT-S32, GT-6: D12 ≤ Maneuver jumps there and keeps the count; the base rule allows no second roll', () => {
    const state = game();
    moving(state, 10, 5, 3);
    const next = play(state, jump(1), [6]);
    expect(eventsOf(next, 'rolled')).toEqual([{ type: 'rolled', audience: null, player: 0, die: 12, value: 6, why: 'maneuver', target: 6 }]);
    expect(next.seats[0]!.position).toEqual({ tile: tile(next, 14, 6), orbit: null });
    expect(eventsOf(next, 'moved')).toEqual([{ type: 'moved', audience: null, player: 0, from: tile(next, 10, 5), to: tile(next, 14, 6), how: 'jump', place: 'G2' }]);
    expect(next.turn).toMatchObject({ stage: 'moving', moves: 3, maneuver: false });
    expect(jumpsListed(next)).toEqual([]);
    refused(next, jump(0));
  });

  it('GT-6: a jump is no step: the heading is cleared, so any direction is open from the new point', () => {
    const state = game();
    moving(state, 10, 6, 3);
    let next = play(state, move('N'), []);
    next = play(next, jump(1), [2]);
    expect(next.turn!.heading).toBeNull();
    expect(movesListed(next)).toEqual([...GRID_TRAVELER_DIRECTIONS]);
  });

  it('GT-S32, GT-6: a failed roll (base rule) leaves the cruiser on its point to go on or stop, with no more rolls this turn', () => {
    const state = game();
    moving(state, 10, 5, 3);
    const next = play(state, jump(1), [7]);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 10, 5));
    expect(next.turn).toMatchObject({ stage: 'moving', moves: 3, maneuver: false });
    expect(jumpsListed(next)).toEqual([]);
    expect(movesListed(next)).toEqual([...GRID_TRAVELER_DIRECTIONS]);
    expect(eventsOf(next, 'travelEnded')).toEqual([]);
  });

  it('GT-6: with the count spent, the base rule\'s jump roll (success or failure) ends the travel', () => {
    for (const die of [1, 12]) {
      const state = game();
      moving(state, 10, 5, 0);
      const next = play(state, jump(1), [die]);
      expect(eventsOf(next, 'travelEnded'), `die ${die}`).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 0 }]);
      expect(next.turn!.stage).toBe('act');
    }
  });

  it('GT-S33: under the MOD rule successes chain; the first failure leaves the cruiser on its point and forfeits the rest', () => {
    const state = game(true);
    moving(state, 10, 5, 3);
    let next = play(state, jump(1), [4]);
    expect(next.turn).toMatchObject({ stage: 'moving', moves: 3, maneuver: true });
    expect(jumpsListed(next)).toEqual([0, 2, 3, 7]);
    next = play(next, jump(2), [1]);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 15, 10));
    next = play(next, jump(3), [7]);
    expect(next.seats[0]!.position.tile).toBe(tile(next, 15, 10));
    expect(eventsOf(next, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 3 }]);
    expect(next.turn).toMatchObject({ stage: 'act', moves: 0, maneuver: false });
  });

  it('GT-S33: under the MOD rule a success with the count spent still allows another jump', () => {
    const state = game(true);
    moving(state, 10, 5, 0);
    const next = play(state, jump(1), [3]);
    expect(next.turn!.stage).toBe('moving');
    expect(legal(next)).toEqual([jump(0), jump(2), jump(3), jump(7), STOP]);
  });

  it('GT-S32: Maneuver is 2 lower per red cube on it', () => {
    const state = game();
    moving(state, 10, 5, 3);
    state.seats[0]!.tracks.maneuver.red = 1;
    const failed = play(state, jump(1), [5]);
    expect(eventsOf(failed, 'rolled')[0]).toMatchObject({ die: 12, value: 5, target: 4 });
    expect(failed.seats[0]!.position.tile).toBe(tile(failed, 10, 5));
    const made = play(state, jump(1), [4]);
    expect(made.seats[0]!.position.tile).toBe(tile(made, 14, 6));
  });

  it('GT-S66: with Maneuver disabled no jump is offered, and a count spent on a GRID point ends the travel', () => {
    const state = game();
    moving(state, 10, 6, 1);
    state.seats[0]!.tracks.maneuver.yellow = 3;
    const next = play(state, move('N'), []);
    expect(eventsOf(next, 'travelEnded')).toEqual([{ type: 'travelEnded', audience: null, player: 0, forfeited: 0 }]);
    const other = game();
    moving(other, 10, 5, 3);
    other.seats[0]!.tracks.maneuver.red = 3;
    expect(jumpsListed(other)).toEqual([]);
    refused(other, jump(1));
  });
});

describe('travel in the flow of a turn (GT-5)', () => {
  it('only the player whose turn it is has travel actions, and every travel event is public', () => {
    const state = game();
    travelling(state, 13, 8);
    expect(legal(state, 1)).toEqual([]);
    let next = play(state, TRAVEL, [2]);
    const all = [...next.events];
    next = play(next, move('N'), []);
    all.push(...next.events);
    next = play(next, STOP, []);
    all.push(...next.events);
    expect(all.map((e) => e.type)).toEqual(['rolled', 'moved', 'travelEnded']);
    expect(all.every((e) => e.audience === null)).toBe(true);
    expect(next.turn).toMatchObject({ seat: 0, stage: 'act' });
  });
});
