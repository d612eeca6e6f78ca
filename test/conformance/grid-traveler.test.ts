import { describe, expect, it } from 'vitest';
import { describeConformance } from './suite.js';
import { createRng } from '../../src/core/rng.js';
import { deepEqual } from '../../src/core/json.js';
import { gridTraveler, type GridCardKind, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { reveal } from '../../src/games/grid-traveler/rules/cards.js';
import { revealCapable } from '../../src/games/grid-traveler/rules/magick-combat.js';
import { atTurn, give, inFight, newGame, put } from '../grid-traveler/harness.js';
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

// ---------------------------------------------------------------------------------------------
// Information after unseen trades and reshuffles (DESIGN §8; issue 24; GT-19, GT-30). Random play
// seldom trades or empties the Whisper deck, so each pair of states is built by hand: two states
// that differ only in which card a trade moved, which card lay on top of a deck, or which
// reshuffled card a player drew. For every seat that cannot tell them apart: the same view, legal
// actions and labels; one world for one seed; each world looks to the seat as the real state
// does, parses, and stays so after a step the seat sees alike in both.

/** A game of `players` with its setup events cleared, every cruiser on one tile away from any body. */
function table(players: number): GridTravelerState {
  const state = newGame(players);
  state.events = [];
  for (let seat = 0; seat < players; seat++) put(state, seat, 7, 7);
  return state;
}

/** `from` offers card `give0` for a card of `want`; `to` answers with `give1` (or only the offer, with null). */
function traded(base: GridTravelerState, from: number, to: number, give0: number, want: GridCardKind, give1: number | null): GridTravelerState {
  const state = gridTraveler.clone(base);
  atTurn(state, from, 'act');
  const offered = gridTraveler.reduce(state, { type: 'offerTrade', player: from, to, give: give0, want }, createRng(1)) as GridTravelerState;
  if (give1 === null) return gridTraveler.clone(offered);
  return gridTraveler.clone(gridTraveler.reduce(offered, { type: 'acceptTrade', player: to, give: give1 }, createRng(1)));
}

/** A pair of states, and the seats that must not tell them apart. */
interface SecretPair {
  readonly name: string;
  readonly viewers: readonly number[];
  readonly build: () => readonly [GridTravelerState, GridTravelerState];
}

/** Seat 0 draws a Whisper from the Whisper discard reshuffled into the deck (the Overreach cards in play on seat 1). */
function reshuffledDraw(players: number, seed: number): GridTravelerState {
  const state = table(players);
  atTurn(state, 0, 'draw');
  const quiet = ['focus', 'ward', 'surge', 'insight'];
  state.discards.whisper = state.decks.whisper.filter((id) => quiet.includes(state.cards[id]!.name));
  for (const id of state.decks.whisper.splice(0)) {
    if (quiet.includes(state.cards[id]!.name)) continue;
    state.seats[1]!.effects.push({ source: state.cards[id]!.name as never, card: id, left: 5, used: false });
  }
  for (const id of [...state.discards.whisper, ...state.seats[1]!.effects.map((e) => e.card!)]) reveal(state, id, 'all');
  return gridTraveler.clone(gridTraveler.reduce(state, { type: 'draw', player: 0, ditfoi: false, whisper: true }, createRng(seed)));
}

/** Swaps card `a` (in a hand or deck) with card `b` everywhere, events included. */
function swapCards(state: GridTravelerState, a: number, b: number): GridTravelerState {
  const s = gridTraveler.clone(state);
  const lists: number[][] = [s.decks.magick, s.decks.ditfoi, s.decks.whisper, ...s.supply.map((x) => x.deck), ...s.seats.flatMap((seat) => Object.values(seat.hand))];
  for (const list of lists) list.forEach((id, i) => (list[i] = id === a ? b : id === b ? a : id));
  [s.known[a], s.known[b]] = [s.known[b]!, s.known[a]!];
  s.events = s.events.map((e) => (e.type === 'drew' && e.card.id !== null && (e.card.id === a || e.card.id === b) ? { ...e, card: { ...e.card, id: e.card.id === a ? b : a, name: s.cards[e.card.id === a ? b : a]!.name } } : e));
  return s;
}

const PAIRS: readonly SecretPair[] = [
  {
    name: 'seat 0 gives seat 1 one of two Magick cards, unseen by seats 2 and 3',
    viewers: [2, 3],
    build: () => {
      const base = table(4);
      const a = give(base, 0, 'magick', 'fireball-1');
      const b = give(base, 0, 'magick', 'shields-1');
      const c = give(base, 1, 'magick', 'absorb-1');
      return [traded(base, 0, 1, a, 'magick', c), traded(base, 0, 1, b, 'magick', c)];
    },
  },
  {
    name: 'seat 0 gives seat 1 a material from one body or from another, for a Magick card',
    viewers: [2],
    build: () => {
      const base = table(3);
      const water = give(base, 0, 'material', 'water');
      const gold = give(base, 0, 'material', 'gold');
      const c = give(base, 1, 'magick', 'absorb-1');
      return [traded(base, 0, 1, water, 'magick', c), traded(base, 0, 1, gold, 'magick', c)];
    },
  },
  {
    name: 'seat 0 passes on the card seat 2 traded it, or keeps it',
    viewers: [2],
    build: () => {
      const base = table(3);
      const mine = give(base, 2, 'magick', 'fireball-1');
      const theirs = give(base, 0, 'magick', 'shields-1');
      const kept = give(base, 0, 'magick', 'plasma-ball-1');
      const c = give(base, 1, 'magick', 'absorb-1');
      const swapped = traded(base, 2, 0, mine, 'magick', theirs);
      return [traded(swapped, 0, 1, mine, 'magick', c), traded(swapped, 0, 1, kept, 'magick', c)];
    },
  },
  {
    name: 'seat 0 offers seat 1 one of two cards, the answer pending',
    viewers: [2],
    build: () => {
      const base = table(3);
      const a = give(base, 0, 'whisper', 'ward');
      const b = give(base, 0, 'whisper', 'focus');
      give(base, 1, 'whisper', 'surge');
      return [traded(base, 0, 1, a, 'whisper', null), traded(base, 0, 1, b, 'whisper', null)];
    },
  },
  {
    name: 'a material everyone once saw moves, or another, before its new holder fights with Magick',
    viewers: [2],
    build: () => {
      const base = table(4);
      const iron = give(base, 0, 'material', 'iron');
      reveal(base, iron, 'all');
      const water = give(base, 0, 'material', 'water');
      const carbon = give(base, 1, 'material', 'carbon');
      give(base, 1, 'magick', 'effects-1');
      give(base, 1, 'material', 'nitrogen');
      const fight = (s: GridTravelerState): GridTravelerState => {
        for (const seat of [1, 3]) put(s, seat, 4, 4, { body: 1, steps: 8 });
        const combat = Object.assign(inFight(s, 'magick', [1, 3], 1), { fought: false });
        revealCapable(s, combat, 1);
        revealCapable(s, combat, 3);
        return s;
      };
      return [fight(traded(base, 0, 1, iron, 'material', carbon)), fight(traded(base, 0, 1, water, 'material', carbon))];
    },
  },
  {
    name: 'seat 0 draws whichever Magick card lay on top',
    viewers: [1, 2],
    build: () => {
      const base = table(3);
      atTurn(base, 0, 'draw');
      const deck = base.decks.magick;
      const other = gridTraveler.clone(base);
      const n = deck.length;
      [other.decks.magick[n - 1], other.decks.magick[n - 2]] = [deck[n - 2]!, deck[n - 1]!];
      const draw = { type: 'draw', player: 0, ditfoi: false, whisper: false } as const;
      return [gridTraveler.clone(gridTraveler.reduce(base, draw, createRng(1))), gridTraveler.clone(gridTraveler.reduce(other, draw, createRng(1)))];
    },
  },
  {
    name: 'seat 0 draws one of the reshuffled Whisper cards or another',
    viewers: [1, 2],
    build: () => {
      const s1 = reshuffledDraw(3, 5);
      const drawn = s1.seats[0]!.hand.whisper[0]!;
      const other = s1.decks.whisper.find((id) => s1.cards[id]!.name !== s1.cards[drawn]!.name)!;
      return [s1, swapCards(s1, drawn, other)];
    },
  },
  {
    name: 'seat 0 draws from the reshuffled Whisper deck, then trades the card or another to seat 1',
    viewers: [2],
    build: () => {
      const s1 = reshuffledDraw(3, 7);
      const drawn = s1.seats[0]!.hand.whisper[0]!;
      const other = s1.decks.whisper.find((id) => s1.cards[id]!.name !== s1.cards[drawn]!.name)!;
      const s2 = swapCards(s1, drawn, other);
      const c = give(s1, 1, 'magick', 'absorb-1');
      give(s2, 1, 'magick', 'absorb-1');
      for (const s of [s1, s2]) s.events = [];
      const kept = give(s1, 0, 'whisper', 'ward');
      give(s2, 0, 'whisper', 'ward');
      return [traded(s1, 0, 1, kept, 'magick', c), traded(s2, 0, 1, kept, 'magick', c)];
    },
  },
];

describe('grid-traveler: information after unseen trades and reshuffles', () => {
  for (const pair of PAIRS) {
    it(pair.name, () => {
      const [a, b] = pair.build();
      expect(deepEqual(a, b), 'the two states differ').toBe(false);
      for (const state of [a, b]) expect(deepEqual(gridTraveler.parseState(JSON.parse(JSON.stringify(state))), state), 'a valid state').toBe(true);
      for (const seat of pair.viewers) {
        const where = `seat ${seat}`;
        expect(gridTraveler.view(a, seat), `${where}: one view`).toEqual(gridTraveler.view(b, seat));
        expect(gridTraveler.actors(a)).toEqual(gridTraveler.actors(b));
        const legal = gridTraveler.legalActions(a, seat);
        expect(legal, `${where}: the same legal actions`).toEqual(gridTraveler.legalActions(b, seat));
        expect(legal.map((act) => gridTraveler.describeAction(a, act)), `${where}: the same labels`).toEqual(legal.map((act) => gridTraveler.describeAction(b, act)));
        for (let seed = 0; seed < 6; seed++) {
          const wa = gridTraveler.sampleHidden(a, seat, createRng(seed));
          const wb = gridTraveler.sampleHidden(b, seat, createRng(seed));
          expect(deepEqual(wa, wb), `${where}, seed ${seed}: one world from the two states`).toBe(true);
          expect(deepEqual(gridTraveler.parseState(JSON.parse(JSON.stringify(wa))), wa), `${where}: parseState accepts the world`).toBe(true);
          expect(gridTraveler.view(wa, seat), `${where}: the world looks like the real state`).toEqual(gridTraveler.view(a, seat));
          expect(gridTraveler.legalActions(wa, seat)).toEqual(legal);
          // One step every actor may take in both, with one rng: the seat's views stay equal.
          for (const actor of gridTraveler.actors(a)) {
            const inWorld = gridTraveler.legalActions(wa, actor);
            const common = gridTraveler.legalActions(a, actor).filter((x) => inWorld.some((y) => deepEqual(x, y)));
            const step = common[seed % Math.max(1, common.length)];
            if (step === undefined) continue;
            const ra = gridTraveler.reduce(a, step, createRng(seed));
            const rw = gridTraveler.reduce(wa, step, createRng(seed));
            if (!deepEqual(gridTraveler.view(ra, seat).events, gridTraveler.view(rw, seat).events)) continue;
            expect(gridTraveler.view(rw, seat), `${where}: after ${JSON.stringify(step)}`).toEqual(gridTraveler.view(ra, seat));
          }
        }
      }
    });
  }
});
