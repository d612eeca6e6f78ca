/**
 * Scanning for materials (GT-S41, GT-S42; GT-8, GT-30): who may scan, the Sensors roll, what a
 * success takes from the body's supply, who learns the material, and collecting again only after
 * an orbit of another body.
 *
 * Seat 0 flies a Tri-phase Courier (Sensors 6). Oradine (body 2) is at (10,2) with its shaded tile
 * S at (10,3); Vesh (body 1) at (3,3), shaded SE at (4,4); the Star (body 0) at (10,10).
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/errors.js';
import { scriptedRng } from '../../src/core/rng.js';
import { gridTraveler, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { mayScan } from '../../src/games/grid-traveler/rules/scan.js';
import { atTurn, eventsOf, newGame, play, put } from './harness.js';

const SCAN: GridTravelerAction = { type: 'scan', player: 0 };
const ORADINE = 2;

/** Seat 0 at stage `act` on Oradine's shaded tile, `steps` ring steps made. */
function atOradine(steps = 8): GridTravelerState {
  const state = newGame(2, { seats: [{ cruiser: 'triphase-courier' }, { cruiser: 'shortwave-wisp' }] });
  atTurn(state, 0, 'act');
  put(state, 0, 10, 3, { body: ORADINE, steps });
  return state;
}

const scanListed = (state: GridTravelerState): boolean => gridTraveler.legalActions(state, 0).some((a) => a.type === 'scan');

/** Not allowed: `mayScan` is false, no scan is listed, and `reduce` refuses one with ILLEGAL_ACTION. */
function noScan(state: GridTravelerState): void {
  expect(mayScan(state, 0)).toBe(false);
  expect(scanListed(state)).toBe(false);
  let error: unknown = null;
  try {
    gridTraveler.reduce(state, SCAN, scriptedRng([1]));
  } catch (caught) {
    error = caught;
  }
  expect(isRuleError(error, 'ILLEGAL_ACTION'), String(error)).toBe(true);
}

describe('who may scan (GT-S41, GT-S42, GT-8)', () => {
  it('GT-8: on a planet\'s ring after a completed orbit, with cubes there, at the act stage', () => {
    const state = atOradine(8);
    expect(mayScan(state, 0)).toBe(true);
    expect(gridTraveler.legalActions(state, 0)[0]).toEqual(SCAN);
  });

  it('GT-S41: not before one full orbit (7 steps are not enough)', () => {
    noScan(atOradine(7));
  });

  it('GT-8: not at the travel stage, and not on another player\'s turn', () => {
    const early = atOradine(8);
    early.turn!.stage = 'travel';
    expect(mayScan(early, 0)).toBe(false);
    const other = atOradine(8);
    put(other, 1, 10, 3, { body: ORADINE, steps: 8 });
    expect(mayScan(other, 1)).toBe(false);
  });

  it('GT-8: not round the Star, which holds no materials', () => {
    const state = atOradine(8);
    put(state, 0, 10, 9, { body: 0, steps: 12 });
    noScan(state);
  });

  it('GT-S41: no cubes, no material', () => {
    const state = atOradine(8);
    const supply = state.supply[ORADINE]!;
    while (supply.deck.length > 0) {
      state.seats[1]!.hand.material.push(supply.deck.pop()!);
      supply.cubes--;
      state.cubeDiscard++;
    }
    noScan(state);
  });

  it('GT-S42: not at the body it last collected at; another body\'s collection does not stop it', () => {
    const same = atOradine(8);
    same.seats[0]!.collectedAt = ORADINE;
    noScan(same);
    const other = atOradine(8);
    other.seats[0]!.collectedAt = 1;
    expect(mayScan(other, 0)).toBe(true);
  });

  it('GT-S66: not with Sensors disabled, by red cubes or a DITFOI\'s yellow; damaged Sensors still scan', () => {
    for (const cubes of [{ red: 3, yellow: 0 }, { red: 0, yellow: 3 }, { red: 0, yellow: 1 }]) {
      const state = atOradine(8);
      state.seats[0]!.tracks.sensors = cubes;
      noScan(state);
    }
    const damaged = atOradine(8);
    damaged.seats[0]!.tracks.sensors.red = 2;
    expect(mayScan(damaged, 0)).toBe(true);
  });

  it('GT-S41, GT-8: once a turn: a failed scan waits for the next turn', () => {
    const failed = play(atOradine(8), SCAN, [12]);
    expect(failed.turn).toMatchObject({ stage: 'act', scanned: true });
    noScan(failed);
    const nextTurn = gridTraveler.clone(failed);
    atTurn(nextTurn, 0, 'act');
    expect(mayScan(nextTurn, 0)).toBe(true);
  });
});

describe('the Sensors roll (GT-S41, GT-8)', () => {
  it('GT-S41: D12 ≤ Sensors finds a material; 2 lower per red cube on Sensors', () => {
    for (const [red, die, found] of [
      [0, 6, true],
      [0, 7, false],
      [1, 4, true],
      [1, 5, false],
      [2, 2, true],
      [2, 3, false],
    ] as const) {
      const state = atOradine(8);
      state.seats[0]!.tracks.sensors.red = red;
      const next = play(state, SCAN, [die]);
      expect(eventsOf(next, 'rolled'), `${red} red, die ${die}`).toEqual([{ type: 'rolled', audience: null, player: 0, die: 12, value: die, why: 'scan', target: 6 - 2 * red }]);
      expect(eventsOf(next, 'scanned')).toEqual([{ type: 'scanned', audience: null, player: 0, body: ORADINE, found, name: 'Oradine' }]);
      expect(next.seats[0]!.hand.material.length).toBe(found ? 1 : 0);
    }
  });

  it('GT-S41, GT-28: the Sensor Ghosts Overreach takes 2 more off Sensors', () => {
    const state = atOradine(8);
    state.seats[0]!.effects.push({ source: 'sensorGhosts', card: null, left: 5, used: false });
    const next = play(state, SCAN, [5]);
    expect(eventsOf(next, 'rolled')[0]).toMatchObject({ value: 5, target: 4 });
    expect(eventsOf(next, 'scanned')[0]!.found).toBe(false);
  });

  it('GT-S41: a failure takes nothing: the supply, the cube discard and collectedAt stay as they were', () => {
    const state = atOradine(8);
    const next = play(state, SCAN, [9]);
    expect(next.supply[ORADINE]).toEqual(state.supply[ORADINE]);
    expect(next.cubeDiscard).toBe(state.cubeDiscard);
    expect(next.seats[0]!.collectedAt).toBeNull();
    expect(eventsOf(next, 'drew')).toEqual([]);
  });
});

describe('a material found (GT-S41, GT-8, GT-30)', () => {
  it('GT-S41: the top card of the body\'s deck goes to the hand, and one of its cubes to the discard pile', () => {
    const state = atOradine(8);
    const top = state.supply[ORADINE]!.deck.at(-1)!;
    const next = play(state, SCAN, [1]);
    expect(next.seats[0]!.hand.material).toEqual([top]);
    expect(next.supply[ORADINE]).toEqual({ cubes: 4, deck: state.supply[ORADINE]!.deck.slice(0, -1) });
    expect(next.cubeDiscard).toBe(state.cubeDiscard + 1);
    expect(next.seats[0]!.collectedAt).toBe(ORADINE);
    expect(next.turn).toMatchObject({ stage: 'act', scanned: true });
  });

  it('GT-30: the drawer sees the material; the other players see only "a material" from Oradine', () => {
    const state = atOradine(8);
    const top = state.supply[ORADINE]!.deck.at(-1)!;
    const name = state.cards[top]!.name;
    const next = play(state, SCAN, [3]);
    expect(eventsOf(gridTraveler.view(next, 0), 'drew')).toEqual([{ type: 'drew', audience: [0], player: 0, card: { id: top, kind: 'material', name }, from: ORADINE }]);
    const seen = eventsOf(gridTraveler.view(next, 1), 'drew');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ player: 0, card: { id: null, kind: 'material', name: null }, from: ORADINE });
    expect(JSON.stringify(gridTraveler.view(next, 1).events)).not.toContain(`"${name}"`);
    // The scan and its roll are public.
    expect(eventsOf(gridTraveler.view(next, 1), 'scanned')).toEqual([{ type: 'scanned', audience: null, player: 0, body: ORADINE, found: true, name: 'Oradine' }]);
    expect(next.known[top]).toBe(1 << 0);
  });

  it('GT-S42, GT-8: after collecting, no scan there again until an orbit of another body is completed', () => {
    let state = play(atOradine(8), SCAN, [2]);
    // The next turn, still round Oradine: staying round it again does not lift the ban.
    state = gridTraveler.clone(state);
    atTurn(state, 0, 'travel');
    state = play(state, { type: 'stay', player: 0 }, [8]);
    noScan(state);
    // An orbit of Vesh completed clears it.
    state = gridTraveler.clone(state);
    atTurn(state, 0, 'travel');
    put(state, 0, 4, 4, { body: 1, steps: 7 });
    state = play(state, { type: 'stay', player: 0 }, [1]);
    expect(eventsOf(state, 'orbit').map((e) => [e.body, e.what])).toEqual([[1, 'completed']]);
    expect(state.seats[0]!.collectedAt).toBeNull();
    // Back round Oradine with an orbit made, it may scan there again.
    state = gridTraveler.clone(state);
    atTurn(state, 0, 'act');
    put(state, 0, 10, 3, { body: ORADINE, steps: 8 });
    expect(mayScan(state, 0)).toBe(true);
  });
});
