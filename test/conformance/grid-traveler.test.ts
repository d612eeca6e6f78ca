import { expect } from 'vitest';
import { describeConformance } from './suite.js';
import { gridTraveler, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { COMPONENTS, DESTROYING_DAMAGE, DISABLING_CUBES } from '../../src/games/grid-traveler/content/cruisers.js';
import { boardOf } from '../../src/games/grid-traveler/rules/board.js';
import { maxHealth, maxNanytes } from '../../src/games/grid-traveler/rules/numbers.js';
import { customDecks } from '../grid-traveler/decks-fixture.js';

/** Invariants of the analysis (§4.6) that random play must never break. */
function invariants(state: GridTravelerState): void {
  const index = boardOf(state);
  // 1: cubes conserved: on each body as many as its deck holds; with the discard, all there were.
  const initial = state.config.board.bodies.reduce((sum, b) => sum + b.materials.length, 0);
  let onBodies = 0;
  state.supply.forEach((s) => {
    expect(s.cubes).toBe(s.deck.length);
    onBodies += s.cubes;
  });
  expect(onBodies + state.cubeDiscard).toBe(initial);
  // 2: every card in exactly one place, of the kind of that place.
  const places = new Map<number, string>();
  const mark = (ids: readonly number[], where: string, kind?: string): void => {
    for (const id of ids) {
      expect(places.has(id), `card ${id} in ${where} and ${places.get(id)}`).toBe(false);
      places.set(id, where);
      if (kind !== undefined) expect(state.cards[id]!.kind).toBe(kind);
    }
  };
  mark(state.decks.magick, 'magick deck', 'magick');
  mark(state.decks.ditfoi, 'ditfoi deck', 'ditfoi');
  mark(state.decks.whisper, 'whisper deck', 'whisper');
  mark(state.discards.magick, 'magick discard', 'magick');
  mark(state.discards.whisper, 'whisper discard', 'whisper');
  mark(state.removed, 'removed', 'ditfoi');
  state.supply.forEach((s, b) => mark(s.deck, `supply ${b}`, 'material'));
  state.seats.forEach((seat, p) => {
    for (const kind of ['magick', 'material', 'whisper', 'ditfoi'] as const) mark(seat.hand[kind], `hand ${p}`, kind);
    mark(seat.effects.flatMap((e) => (e.card === null ? [] : [e.card])), `effects ${p}`, 'whisper');
    // 3: bounds.
    expect(seat.health).toBeGreaterThanOrEqual(0);
    expect(seat.health).toBeLessThanOrEqual(maxHealth(state, seat));
    expect(seat.nanytes).toBeGreaterThanOrEqual(0);
    expect(seat.nanytes).toBeLessThanOrEqual(maxNanytes(state, seat));
    expect(seat.damage).toBeGreaterThanOrEqual(0);
    expect(seat.damage).toBeLessThanOrEqual(DESTROYING_DAMAGE);
    for (const c of COMPONENTS) {
      const t = seat.tracks[c];
      expect(t.red).toBeGreaterThanOrEqual(0);
      expect(t.yellow).toBeGreaterThanOrEqual(0);
      expect(t.red + t.yellow).toBeLessThanOrEqual(DISABLING_CUBES);
    }
    // 4: never on a body; on a ring only as its orbit says.
    expect(index.bodyAt[seat.position.tile] === -1 || !seat.launched).toBe(true);
    if (seat.position.orbit !== null) expect(index.ringOf[seat.position.tile]).toBe(seat.position.orbit.body);
    else if (seat.launched) expect(index.ringOf[seat.position.tile]).toBe(-1);
    // 7: a player out holds nothing and is in no fight.
    if (seat.out !== null) {
      expect(Object.values(seat.hand).flat()).toEqual([]);
      expect(state.combats.some((c) => c.members.includes(p))).toBe(false);
    }
  });
  expect(places.size).toBe(state.cards.length);
  // 6: fights have members who are playing; 8: the round limit holds.
  for (const c of state.combats) for (const m of c.members) expect(state.seats[m]!.out).toBeNull();
  expect(state.round).toBeLessThanOrEqual(state.config.maxRounds);
}

describeConformance({
  game: gridTraveler,
  playerCounts: [2, 4, 6],
  maxSteps: 40_000,
  runs: 6,
  actionsCheckedPerStep: 3,
  config: (players, seed) => ({
    ...gridTraveler.defaultConfig(players),
    // Short games keep the suite quick; every other one with the MOD rule, every third with
    // pursuit at speed.
    maxRounds: 6 + (Math.abs(seed) % 8),
    modRule: Math.abs(seed) % 2 === 1,
    pursuitUsesSpeed: Math.abs(seed) % 3 === 0,
    // Every other pair of seeds plays on decks of its own (GT-23, GT-24, GT-25, GT-27).
    ...(Math.floor(Math.abs(seed) / 2) % 2 === 1 ? { decks: customDecks() } : {}),
  }),
  invariants,
});
