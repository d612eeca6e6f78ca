/**
 * GRID Traveler's fixed action space and observation tensor (DESIGN §13, issue 28): the numbers of
 * known actions and their decoding, N per config, a card numbered by its design and copy in the
 * hand (never by its instance id), tensor slices of a hand-built state, and worlds a seat cannot
 * tell apart giving it the same tensor and the same numbers. The conformance suite checks the
 * round trip and the mask at every state of its random games.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { RuleError } from '../../src/core/errors.js';
import { gridTraveler, gridTravelerActionLayout, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { atTurn, give, inFight, newGame, put } from './harness.js';
import { customDecks } from './decks-fixture.js';

const encode = (state: GridTravelerState, action: GridTravelerAction): number => gridTraveler.encodeAction!(state, action);
const decode = (state: GridTravelerState, index: number, player?: number): GridTravelerAction => gridTraveler.decodeAction!(state, index, player);
const ids = (state: GridTravelerState, seat: number): number[] => gridTraveler.legalActions(state, seat).map((a) => encode(state, a));
const tensor = (state: GridTravelerState, seat: number | 'spectator'): Float32Array => gridTraveler.observationTensor!(gridTraveler.view(state, seat));

/** The numbers of one slice of a seat's tensor. */
function slice(state: GridTravelerState, seat: number | 'spectator', name: string): number[] {
  const layout = gridTraveler.observationLayout!(state.config);
  const found = layout.slices.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no slice ${name}`);
  return Array.from(tensor(state, seat).subarray(found.offset, found.offset + found.length));
}

/** A game of `players` with cleared setup events and every cruiser on one open tile, in proximity. */
function table(players: number): GridTravelerState {
  const state = newGame(players);
  state.events = [];
  for (let seat = 0; seat < players; seat++) put(state, seat, 7, 7);
  return state;
}

describe('grid-traveler: the size of the action space', () => {
  it('is fixed by the seats, the board and the decks', () => {
    const size = (config: object): number => gridTraveler.actionSpace!(gridTraveler.parseConfig(config));
    expect(size(gridTraveler.defaultConfig(2))).toBe(802);
    expect(size(gridTraveler.defaultConfig(6))).toBe(2034);
    // The fixture's Magick deck has 22 cards, not 28: fewer trade, cast and block numbers.
    expect(size({ ...gridTraveler.defaultConfig(2), decks: customDecks() })).toBe(742);
    const layout = gridTravelerActionLayout(gridTraveler.parseConfig(gridTraveler.defaultConfig(2)));
    expect(layout.cards.magick.total).toBe(28);
    expect(layout.cards.material.copies).toEqual([5, 6, 6, 5, 4, 5, 4, 5]);
    expect(layout.tradeCodes).toBe(28 + 40 + 16);
    // 12 specific DITFOI cards, and 2 `any` cards with one number per component each.
    expect(layout.ditfoiSpan).toBe(12 + 2 * 6);
    expect(layout.base.endTurn).toBe(626);
    expect(layout.base.pass + layout.count.pass).toBe(layout.size);
  });
});

describe('grid-traveler: numbers of known actions', () => {
  it('numbers the steps of a regular turn, and decodes them back', () => {
    const state = table(2);
    atTurn(state, 0, 'draw');
    const draw = { type: 'draw', player: 0, ditfoi: true, whisper: false } as const;
    expect(encode(state, draw)).toBe(11);
    expect(decode(state, 11)).toEqual(draw);
    expect(decode(state, 12, 0)).toEqual({ type: 'draw', player: 0, ditfoi: true, whisper: true });
    atTurn(state, 0, 'act');
    expect(encode(state, { type: 'endTurn', player: 0 })).toBe(626);
    expect(encode(state, { type: 'fight', player: 0, target: 1, kind: 'ship' })).toBe(33 + 2);
    expect(decode(state, 35)).toEqual({ type: 'fight', player: 0, target: 1, kind: 'ship' });
    // A number whose action is not legal now is refused.
    expect(() => decode(state, 11)).toThrow(RuleError);
  });

  it('numbers a card by its design and its copy in the hand, never by its id', () => {
    const state = table(2);
    atTurn(state, 0, 'act');
    const first = give(state, 0, 'magick', 'fireball-1');
    const water = give(state, 0, 'material', 'water');
    const second = give(state, 0, 'magick', 'fireball-1');
    const offer = (give: number, want: 'magick' | 'material' | 'whisper'): GridTravelerAction => ({ type: 'offerTrade', player: 0, to: 1, give, want });
    // offerTrade: 37 + ((to * 84 + card code) * 3 + want); Fireball I's codes are 0 and 1, water's 28 to 32.
    expect(encode(state, offer(first, 'magick'))).toBe(37 + (84 + 0) * 3 + 0);
    expect(encode(state, offer(second, 'whisper'))).toBe(37 + (84 + 1) * 3 + 2);
    expect(encode(state, offer(water, 'material'))).toBe(37 + (84 + 28) * 3 + 1);
    expect(decode(state, 37 + (84 + 1) * 3 + 2)).toEqual(offer(second, 'whisper'));
    // A third Fireball I copy is not in the hand: no action has its number now.
    expect(() => decode(state, 37 + (84 + 2) * 3)).toThrow(RuleError);
    // The same hand dealt other instances gets the same numbers.
    const other = table(2);
    atTurn(other, 0, 'act');
    other.decks.magick.reverse();
    give(other, 0, 'magick', 'fireball-1');
    give(other, 0, 'material', 'water');
    give(other, 0, 'magick', 'fireball-1');
    expect(other.seats[0]!.hand.magick).not.toEqual(state.seats[0]!.hand.magick);
    expect(ids(other, 0)).toEqual(ids(state, 0));
  });

  it('numbers a DITFOI card by target and, on an `any` card, by component', () => {
    const state = table(3);
    const card = give(state, 0, 'ditfoi', 'any');
    const speed = give(state, 0, 'ditfoi', 'speed');
    inFight(state, 'ship', [0, 2]);
    const layout = gridTravelerActionLayout(state.config);
    // The DITFOI codes: speed 0–1, engines 2–3 … sensors 10–11, any 12–13; in a target's span of
    // 24 numbers the `any` cards start at 12, six numbers each.
    const anyOnSensors = { type: 'ditfoi', player: 0, card, target: 2, component: 'sensors' } as const;
    expect(encode(state, anyOnSensors)).toBe(layout.base.ditfoi + 2 * 24 + 12 + 5);
    expect(decode(state, layout.base.ditfoi + 2 * 24 + 12 + 5)).toEqual(anyOnSensors);
    expect(encode(state, { type: 'ditfoi', player: 0, card: speed, target: 2, component: 'speed' })).toBe(layout.base.ditfoi + 2 * 24);
    // Seat 1 is in no fight: no DITFOI at it is legal.
    expect(() => decode(state, layout.base.ditfoi + 24)).toThrow(RuleError);
    const retreat = gridTraveler.legalActions(state, 0).find((a) => a.type === 'retreat')!;
    expect(encode(state, retreat)).toBe(layout.base.retreat + layout.destinations.indexOf((retreat as { to: number }).to));
  });

  it('numbers a cast by card and target, and a block by card or none', () => {
    const state = table(2);
    for (const material of ['water', 'iron', 'carbon']) give(state, 0, 'material', material);
    const fireball = give(state, 0, 'magick', 'fireball-1');
    for (const material of ['gold', 'water']) give(state, 1, 'material', material);
    const absorb = give(state, 1, 'magick', 'absorb-1');
    for (const seat of [0, 1]) put(state, seat, 4, 4, { body: 1, steps: 8 });
    const combat = inFight(state, 'magick', [0, 1], 1);
    for (const seat of [0, 1]) revealCapable(state, combat, seat);
    const layout = gridTravelerActionLayout(state.config);
    const cast = { type: 'cast', player: 0, card: fireball, target: 1 } as const;
    expect(layout.base.cast).toBe(700);
    expect(encode(state, cast)).toBe(700 + 0 * 2 + 1);
    expect(decode(state, 701)).toEqual(cast);
    const attacked = gridTraveler.clone(state);
    attacked.combats[0]!.attack = { seat: 0, card: fireball, target: 1 };
    // Absorb I is design 10: codes 20 and 21; no block is the block block's last number.
    expect(encode(attacked, { type: 'block', player: 1, card: absorb })).toBe(layout.base.block + 20);
    expect(decode(attacked, layout.base.block + 28)).toEqual({ type: 'block', player: 1, card: null });
    expect(ids(attacked, 1)).toEqual([layout.base.block + 20, layout.base.block + 28]);
    expect(slice(attacked, 0, 'attack.card')[0]).toBe(0.5);
    expect(slice(attacked, 0, 'attack.target')).toEqual([0, 1]);
    expect(slice(attacked, 0, 'actor')).toEqual([0, 1]);
  });
});

describe('grid-traveler: the observation tensor', () => {
  it('has the layout size for every viewer, a spectator too, and numbers in 0…1', () => {
    const state = table(3);
    const { size } = gridTraveler.observationLayout!(state.config);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const t = tensor(state, viewer);
      expect(t.length).toBe(size);
      expect(t.every((x) => x >= 0 && x <= 1)).toBe(true);
    }
    expect(slice(state, 'spectator', 'viewer')).toEqual([0, 0, 0]);
    expect(slice(state, 1, 'viewer')).toEqual([0, 1, 0]);
  });

  it('shows the seat its own hand by design over copies, and the public numbers', () => {
    const state = table(2);
    atTurn(state, 1, 'act');
    give(state, 0, 'magick', 'fireball-1');
    give(state, 0, 'magick', 'fireball-1');
    give(state, 0, 'material', 'iron');
    put(state, 1, 10, 2 + 1, { body: 2, steps: 3 });
    state.seats[1]!.damage = 2;
    state.seats[1]!.tracks.weapons.red = 1;
    const hand = slice(state, 0, 'hand');
    expect(hand[0]).toBe(1); // both Fireball I copies
    expect(hand[14 + 1]).toBeCloseTo(1 / 6); // one of the six iron cards
    expect(hand.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + 1 / 6);
    // Seat 1 sees seat 0's hand only as sizes.
    expect(slice(state, 1, 'hand').every((x) => x === 0)).toBe(true);
    expect(slice(state, 1, 'seats.handSizes').slice(0, 2)).toEqual([2 / 28, 1 / 40].map((x) => Math.fround(x)));
    expect(slice(state, 0, 'turn.seat')).toEqual([0, 1]);
    expect(slice(state, 0, 'turn.stage')).toEqual([0, 0, 0, 0, 1, 0]);
    expect(slice(state, 0, 'actor')).toEqual([0, 1]);
    expect(slice(state, 0, 'seats.position')).toEqual([7 / 20, 7 / 20, 10 / 20, 3 / 20].map((x) => Math.fround(x)));
    const orbit = slice(state, 0, 'seats.orbit');
    expect(orbit.indexOf(1)).toBe(9 + 2); // seat 1's row, Oradine
    const status = slice(state, 0, 'seats.status').slice(10);
    expect(status[6]).toBeCloseTo(2 / 5);
    expect(status[8]).toBe(1);
    expect(status[9]).toBeCloseTo(3 / 8);
    expect(slice(state, 0, 'seats.tracks')[12 + 4]).toBeCloseTo(1 / 3); // seat 1: a red cube on Weapons
  });

  it('shows a pending trade\'s card to the two seats in it only', () => {
    const state = table(3);
    atTurn(state, 0, 'act');
    const water = give(state, 0, 'material', 'water');
    const after = gridTraveler.reduce(state, { type: 'offerTrade', player: 0, to: 1, give: water, want: 'magick' }, createRng(1));
    for (const seat of [0, 1]) expect(slice(after, seat, 'trade.give')[14]).toBe(1);
    expect(slice(after, 2, 'trade.give').every((x) => x === 0)).toBe(true);
    expect(slice(after, 2, 'trade.to')).toEqual([0, 1, 0]);
    expect(slice(after, 2, 'actor')).toEqual([0, 1, 0]);
  });
});

describe('grid-traveler: worlds a seat cannot tell apart', () => {
  it('give the seat one tensor and one number for each of its legal actions', () => {
    for (const players of [2, 4]) {
      const state = table(players);
      atTurn(state, 0, 'act');
      give(state, 0, 'magick', 'absorb-2');
      give(state, 0, 'whisper', 'ward');
      give(state, 0, 'material', 'gold');
      give(state, 1, 'magick', 'fireball-2');
      give(state, 1, 'material', 'carbon');
      for (let seed = 0; seed < 4; seed++) {
        for (let viewer = 0; viewer < players; viewer++) {
          const world = gridTraveler.sampleHidden(state, viewer, createRng(seed));
          expect(tensor(world, viewer)).toEqual(tensor(state, viewer));
          expect(ids(world, viewer)).toEqual(ids(state, viewer));
        }
      }
      // Seat 0 acts with offers of each card it holds: many numbers, all distinct.
      const mine = ids(state, 0);
      expect(mine.length).toBeGreaterThan(3 * 3 * (players - 1));
      expect(new Set(mine).size).toBe(mine.length);
    }
  });
});
