/**
 * Secrets after trades and reshuffles (issue 24, items 3–7; GT-19, GT-30): what a seat outside an
 * unseen trade may see and sample, the Whisper discard reshuffled into a deck, sampled worlds that
 * respect the cards laid out in a Magick fight, and no trading with a member of a fight.
 *
 * Seats 0 and 1 trade on one tile, out of seat 2's sight; seat 2 sees only the kinds.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { deepEqual } from '../../src/core/json.js';
import { gridTraveler, type GridCardKind, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { reveal } from '../../src/games/grid-traveler/rules/cards.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { capableCards } from '../../src/games/grid-traveler/rules/numbers.js';
import { finish, scoreOf } from '../../src/games/grid-traveler/rules/end.js';
import { atTurn, give, inFight, newGame, play, put } from './harness.js';

/** A game of `players`, its setup events cleared, seats 0 and 1 on one tile away from any body. */
function game(players = 3): GridTravelerState {
  const state = newGame(players);
  state.events = [];
  for (let seat = 0; seat < players; seat++) put(state, seat, 7, 7);
  return state;
}

/** Seat 0 offers card `give0` for a card of `want`, and seat 1 answers with `give1`. */
function trade(state: GridTravelerState, give0: number, want: GridCardKind, give1: number): GridTravelerState {
  atTurn(state, 0, 'act');
  const offered = play(state, { type: 'offerTrade', player: 0, to: 1, give: give0, want });
  return play(offered, { type: 'acceptTrade', player: 1, give: give1 });
}

/** Both states look the same to `seat`, and one seed gives one world in both. */
function expectSameToSeat(a: GridTravelerState, b: GridTravelerState, seat: number, seeds = 8): void {
  expect(gridTraveler.view(a, seat)).toEqual(gridTraveler.view(b, seat));
  expect(gridTraveler.legalActions(a, seat)).toEqual(gridTraveler.legalActions(b, seat));
  for (let seed = 0; seed < seeds; seed++) {
    const wa = gridTraveler.sampleHidden(a, seat, createRng(seed));
    const wb = gridTraveler.sampleHidden(b, seat, createRng(seed));
    expect(deepEqual(wa, wb), `seed ${seed}: one world from two states seat ${seat} cannot tell apart`).toBe(true);
    expect(gridTraveler.view(wa, seat)).toEqual(gridTraveler.view(a, seat));
    expect(deepEqual(gridTraveler.parseState(JSON.parse(JSON.stringify(wa))), wa)).toBe(true);
  }
}

describe('item 4: sampleHidden after a trade the viewer did not see', () => {
  it('gives one world whichever of two Magick cards seat 0 gave', () => {
    const base = game();
    const a = give(base, 0, 'magick', 'fireball-1');
    const b = give(base, 0, 'magick', 'shields-1');
    const c = give(base, 1, 'magick', 'absorb-1');
    const s1 = trade(gridTraveler.clone(base), a, 'magick', c);
    const s2 = trade(gridTraveler.clone(base), b, 'magick', c);
    expectSameToSeat(s1, s2, 2);
  });

  it('gives one world whichever of two materials of different bodies seat 0 gave', () => {
    const base = game();
    const water = give(base, 0, 'material', 'water'); // from Vesh
    const gold = give(base, 0, 'material', 'gold'); // from Oradine
    const c = give(base, 1, 'material', 'helium');
    expect(base.cards[water]!.origin).not.toBe(base.cards[gold]!.origin);
    expectSameToSeat(trade(gridTraveler.clone(base), water, 'material', c), trade(gridTraveler.clone(base), gold, 'material', c), 2);
  });

  it('no longer knows where a card it knew went: it lands in either hand across seeds', () => {
    const base = game();
    const mine = give(base, 2, 'magick', 'fireball-1');
    const other = give(base, 0, 'magick', 'shields-1');
    give(base, 0, 'magick', 'plasma-ball-1');
    const c = give(base, 1, 'magick', 'absorb-1');
    // Seat 2 hands its Fireball to seat 0 in a trade it takes part in: it knows where it is.
    atTurn(base, 2, 'act');
    const offered = play(base, { type: 'offerTrade', player: 2, to: 0, give: mine, want: 'magick' });
    const swapped = play(offered, { type: 'acceptTrade', player: 0, give: other });
    expect(swapped.seats[0]!.hand.magick).toContain(mine);
    // Then seat 0 trades a Magick card to seat 1, out of seat 2's sight: the Fireball, or another.
    const keep = swapped.seats[0]!.hand.magick.find((id) => id !== mine)!;
    const s1 = trade(gridTraveler.clone(swapped), mine, 'magick', c);
    const s2 = trade(gridTraveler.clone(swapped), keep, 'magick', c);
    expectSameToSeat(s1, s2, 2);
    const where = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const world = gridTraveler.sampleHidden(s1, 2, createRng(seed));
      where.add(world.seats.findIndex((s) => s.hand.magick.includes(mine)));
    }
    expect([...where].sort()).toEqual([0, 1]);
  });

  it('gives one world whichever card lay on top of the Magick deck when seat 0 drew', () => {
    const base = game();
    atTurn(base, 0, 'draw');
    const swapped = gridTraveler.clone(base);
    const deck = swapped.decks.magick;
    const n = deck.length;
    [deck[n - 1], deck[n - 2]] = [deck[n - 2]!, deck[n - 1]!];
    const draw = { type: 'draw', player: 0, ditfoi: false, whisper: false } as const;
    const s1 = play(base, draw);
    const s2 = play(swapped, draw);
    expect(s1.seats[0]!.hand.magick).not.toEqual(s2.seats[0]!.hand.magick);
    expectSameToSeat(s1, s2, 1);
  });
});

describe('item 3: the face-up cards of a fight', () => {
  it('do not show which material an unseen trade moved into a member of a Magick fight', () => {
    const base = game(4);
    const iron = give(base, 0, 'material', 'iron');
    reveal(base, iron, 'all'); // laid out in some earlier fight: everyone knows it
    const water = give(base, 0, 'material', 'water');
    const carbon = give(base, 1, 'material', 'carbon');
    give(base, 1, 'magick', 'effects-1');
    give(base, 1, 'material', 'nitrogen');
    const fightAfter = (s: GridTravelerState): GridTravelerState => {
      for (const seat of [1, 3]) put(s, seat, 4, 4, { body: 1, steps: 8 });
      const combat = Object.assign(inFight(s, 'magick', [1, 3], 1), { fought: false });
      revealCapable(s, combat, 1);
      revealCapable(s, combat, 3);
      s.events = [];
      return s;
    };
    const s1 = fightAfter(trade(gridTraveler.clone(base), iron, 'material', carbon));
    const s2 = fightAfter(trade(gridTraveler.clone(base), water, 'material', carbon));
    expect(gridTraveler.view(s1, 2).faceUp).toEqual(gridTraveler.view(s2, 2).faceUp);
    expect(gridTraveler.view(s1, 2).faceUp.map((c) => c.name).sort()).toEqual(['effects-1', 'nitrogen']);
  });
});

describe('item 5: the Whisper discard reshuffled into a new deck', () => {
  /** Seat 0 draws a Whisper from a deck made of the face-up discard. */
  function reshuffled(seed: number): GridTravelerState {
    const state = game(2);
    atTurn(state, 0, 'draw');
    const quiet = state.decks.whisper.filter((id) => ['focus', 'ward', 'surge', 'insight'].includes(state.cards[id]!.name));
    state.decks.whisper = state.decks.whisper.filter((id) => !quiet.includes(id));
    state.discards.whisper = quiet;
    for (const id of quiet) reveal(state, id, 'all');
    // The Overreach cards are in play on seat 1, face up.
    for (const id of state.decks.whisper.splice(0)) {
      state.seats[1]!.effects.push({ source: state.cards[id]!.name as never, card: id, left: 5, used: false });
      reveal(state, id, 'all');
    }
    return gridTraveler.reduce(state, { type: 'draw', player: 0, ditfoi: false, whisper: true }, createRng(seed)) as GridTravelerState;
  }

  it('hides which of the reshuffled cards the drawer took', () => {
    let same = 0;
    const trials = 40;
    for (let seed = 0; seed < trials; seed++) {
      const state = reshuffled(seed);
      const drawn = state.seats[0]!.hand.whisper[0]!;
      const world = gridTraveler.sampleHidden(state, 1, createRng(1000 + seed));
      const sampled = world.seats[0]!.hand.whisper[0]!;
      if (world.cards[sampled]!.name === state.cards[drawn]!.name && sampled === drawn) same++;
    }
    // 8 cards of 4 designs: the true card about 1 time in 8, never every time.
    expect(same).toBeLessThan(trials / 2);
  });

  it('gives one world whichever reshuffled card the drawer took', () => {
    const s1 = reshuffled(3);
    const s2 = gridTraveler.clone(s1);
    const drawn = s2.seats[0]!.hand.whisper[0]!;
    const other = s2.decks.whisper.find((id) => s2.cards[id]!.name !== s2.cards[drawn]!.name)!;
    s2.seats[0]!.hand.whisper[0] = other;
    s2.decks.whisper[s2.decks.whisper.indexOf(other)] = drawn;
    const firstEvent = s2.events.find((e) => e.type === 'drew' && e.card.id !== null);
    expect(firstEvent).toBeDefined();
    s2.events = s2.events.map((e) => (e.type === 'drew' && e.card.id === drawn ? { ...e, card: { ...e.card, id: other, name: s2.cards[other]!.name } } : e));
    expectSameToSeat(s1, s2, 1);
  });
});

describe('item 6: worlds agree with the cards laid out in a Magick fight', () => {
  it('never gives a member a capable card it did not lay out', () => {
    const state = game(2);
    for (const seat of [0, 1]) put(state, seat, 4, 4, { body: 1, steps: 8 });
    give(state, 0, 'magick', 'effects-1');
    give(state, 0, 'material', 'nitrogen');
    // Seat 1 holds six Magick cards and four materials, none of them making a card capable.
    for (const name of ['fireball-2', 'plasma-ball-2', 'shields-2', 'destructions-2', 'absorb-2', 'creations-2']) give(state, 1, 'magick', name);
    for (const name of ['gold', 'silicon', 'helium', 'uranium']) give(state, 1, 'material', name);
    const combat = Object.assign(inFight(state, 'magick', [0, 1], 1), { fought: false });
    revealCapable(state, combat, 0);
    revealCapable(state, combat, 1);
    expect(combat.revealed[1]).toEqual([]);
    let impossible = 0;
    for (let seed = 0; seed < 200; seed++) {
      const world = gridTraveler.sampleHidden(state, 0, createRng(seed));
      if (capableCards(world, world.seats[1]!).length > 0) impossible++;
      expect(deepEqual(gridTraveler.parseState(JSON.parse(JSON.stringify(world))), world)).toBe(true);
    }
    expect(impossible).toBe(0);
  });
});

describe('item 6: worlds agree with the scores announced at the end (GT-31)', () => {
  it('gives every seat the score it was announced, which counts its capable cards', () => {
    const state = game(2);
    give(state, 1, 'magick', 'effects-1');
    give(state, 1, 'magick', 'shields-2');
    for (const name of ['nitrogen', 'gold', 'helium']) give(state, 1, 'material', name);
    atTurn(state, 0, 'act');
    state.round = state.config.maxRounds;
    state.orderIndex = -1;
    finish(state, 'maxRounds');
    expect(capableCards(state, state.seats[1]!)).toHaveLength(1);
    for (let seed = 0; seed < 100; seed++) {
      const world = gridTraveler.sampleHidden(state, 0, createRng(seed));
      expect(scoreOf(world, 1), `seed ${seed}`).toBe(state.end!.scores[1]);
      expect(deepEqual(gridTraveler.parseState(JSON.parse(JSON.stringify(world))), world)).toBe(true);
    }
  });
});

describe('item 7: no trade with a member of a fight (GT-19)', () => {
  it('offers nothing to a member of a Magick fight in proximity', () => {
    const state = game(3);
    for (const seat of [0, 1, 2]) put(state, seat, 4, 4, { body: 1, steps: 8 });
    give(state, 2, 'magick', 'fireball-1');
    atTurn(state, 2, 'act');
    state.combats = [{ kind: 'magick', body: 1, members: [0, 1], next: 0, afterDitfoi: false, retreat: null, attack: null, revealed: [[], [], []], turns: 1, fought: false }];
    const offers = gridTraveler.legalActions(state, 2).filter((a) => a.type === 'offerTrade');
    expect(offers).toEqual([]);
    expect(() => gridTraveler.reduce(state, { type: 'offerTrade', player: 2, to: 0, give: state.seats[2]!.hand.magick[0]!, want: 'magick' }, createRng(1))).toThrow();
  });
});
