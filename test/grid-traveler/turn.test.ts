/**
 * The flow of play and a regular turn's own steps (GT-S02, GT-S06, GT-S10, GT-S20…GT-S23,
 * GT-S50…GT-S53; GT-1, GT-3, GT-4, GT-9, GT-13, GT-17, GT-18, GT-19, GT-31), with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../src/core/rng.js';
import { gridTraveler, type GridTravelerAction } from '../../src/games/grid-traveler/index.js';
import { orderByD8 } from '../../src/games/grid-traveler/rules/flow.js';
import { eliminate } from '../../src/games/grid-traveler/rules/eliminate.js';
import { maxHealth, maxNanytes } from '../../src/games/grid-traveler/rules/numbers.js';
import { tileAt } from '../../src/games/grid-traveler/rules/board.js';
import { atTurn, eventsOf, give, newGame, play, put } from './harness.js';

const legal = (state: ReturnType<typeof newGame>, seat: number): GridTravelerAction[] => [...gridTraveler.legalActions(state, seat)];

describe('setup (GT-S01…GT-S10; GT-1, GT-2, GT-3)', () => {
  it('the lowest D8 is player one, ties among the lowest rolled again (GT-S02, GT-1)', () => {
    const state = newGame(3);
    state.events = [];
    // 5, 2, 2: seats 1 and 2 tie lowest and roll again, 7 and 3: seat 2 first.
    expect(orderByD8(state, scriptedRng([5, 2, 2, 7, 3]), [0, 1, 2])).toEqual([2, 1, 0]);
    expect(eventsOf(state, 'rolled').map((e) => [e.player, e.value])).toEqual([[0, 5], [1, 2], [2, 2], [1, 7], [2, 3]]);
  });

  it('play goes clockwise from player one: the order is a rotation of the seats (GT-S02)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const state = newGame(4, {}, seed);
      const first = state.order[0]!;
      expect(state.order).toEqual([0, 1, 2, 3].map((i) => (first + i) % 4));
      expect(state.turn!.seat).toBe(first);
    }
  });

  it('Health is 10 plus the persona, nanytes 10 plus the mentor; every cruiser on the Star (GT-S05, GT-S06, GT-S10, GT-3)', () => {
    const state = newGame(2, { seats: [{ persona: 'mercenary', necronian: 'voidmother', cruiser: 'shortwave-wisp' }, { persona: 'priestess', necronian: 'stormcaller' }] });
    expect(state.seats.map((s) => [s.persona, s.health, s.necronian, s.nanytes])).toEqual([
      ['mercenary', 15, 'voidmother', 14],
      ['priestess', 11, 'stormcaller', 10],
    ]);
    expect(state.seats[0]!.cruiser).toBe('shortwave-wisp');
    expect(state.seats[1]!.cruiser).not.toBe('shortwave-wisp');
    const star = tileAt(state.config.board, 10, 10);
    for (const s of state.seats) expect([s.position.tile, s.launched]).toEqual([star, false]);
  });

  it('each planet and region holds 5 cubes and 5 face-down materials; the Star none (GT-S04)', () => {
    const state = newGame(2);
    expect(state.supply.map((s) => s.cubes)).toEqual([0, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(state.supply.map((s) => s.deck.length)).toEqual([0, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(state.known.every((k) => k === 0)).toBe(true);
  });
});

describe('the start of a turn (GT-S20…GT-S23; GT-4, GT-18)', () => {
  it('a cube of Health and a nanyte come back each turn while below full (GT-S21, GT-S22, GT-4)', () => {
    let state = newGame(2);
    const [a, b] = state.order as [number, number];
    atTurn(state, a, 'act');
    state.seats[b]!.health = 3;
    state.seats[b]!.nanytes = maxNanytes(state, state.seats[b]!);
    state = play(state, { type: 'endTurn', player: a });
    expect(state.turn!.seat).toBe(b);
    expect(state.seats[b]!.health).toBe(4);
    expect(state.seats[b]!.nanytes).toBe(maxNanytes(state, state.seats[b]!));
    expect(eventsOf(state, 'recovered')).toEqual([{ type: 'recovered', audience: null, player: b, health: 1, nanytes: 0, component: null }]);
  });

  it('with cubes on the mat the player first takes one off, of its choice, yellow before red (GT-S20, GT-S24, GT-4)', () => {
    let state = newGame(2);
    const [a, b] = state.order as [number, number];
    atTurn(state, a, 'act');
    state.seats[b]!.tracks.weapons = { red: 0, yellow: 3 };
    state.seats[b]!.tracks.speed = { red: 1, yellow: 0 };
    state.seats[b]!.damage = 2;
    state = play(state, { type: 'endTurn', player: a });
    expect(state.turn!.stage).toBe('repair');
    expect(legal(state, b)).toEqual(['speed', 'weapons', 'damage'].map((component) => ({ type: 'repair', player: b, component })));
    state = play(state, { type: 'repair', player: b, component: 'weapons' });
    expect(state.seats[b]!.tracks.weapons).toEqual({ red: 0, yellow: 2 });
    expect(state.turn!.stage).toBe('draw');
  });

  it('the Magick draw is made; DITFOI and Whisper are optional, and offered only while cards are left (GT-S23, GT-18)', () => {
    let state = newGame(2);
    const seat = state.turn!.seat;
    // WEAKEN may come first (GT-20); then the four ways to draw.
    expect(legal(state, seat).filter((a) => a.type === 'weaken')).toEqual([{ type: 'weaken', player: seat, target: 1 - seat }]);
    expect(legal(state, seat).filter((a) => a.type === 'draw')).toEqual([
      { type: 'draw', player: seat, ditfoi: false, whisper: false },
      { type: 'draw', player: seat, ditfoi: false, whisper: true },
      { type: 'draw', player: seat, ditfoi: true, whisper: false },
      { type: 'draw', player: seat, ditfoi: true, whisper: true },
    ]);
    state.decks.ditfoi = [];
    state.decks.whisper = [];
    expect(legal(state, seat).filter((a) => a.type === 'draw')).toEqual([{ type: 'draw', player: seat, ditfoi: false, whisper: false }]);
    const before = state.decks.magick.length;
    state = play(state, { type: 'draw', player: seat, ditfoi: false, whisper: false });
    expect(state.seats[seat]!.hand.magick).toHaveLength(1);
    expect(state.decks.magick).toHaveLength(before - 1);
    expect(state.turn!.stage).toBe('travel');
  });

  it('with the Magick deck empty the draw takes nothing and the turn goes on (GT-S23 "if there are any left", GT-18)', () => {
    let state = newGame(2);
    const seat = state.turn!.seat;
    state.discards.magick.push(...state.decks.magick.splice(0));
    state = play(state, { type: 'draw', player: seat, ditfoi: false, whisper: false });
    expect(state.seats[seat]!.hand.magick).toEqual([]);
    expect(eventsOf(state, 'drew')).toEqual([]);
  });

  it('a drawn card is shown to its drawer and is "a card" to the others (GT-30)', () => {
    let state = newGame(3);
    const seat = state.turn!.seat;
    state = play(state, { type: 'draw', player: seat, ditfoi: true, whisper: false });
    const other = (seat + 1) % 3;
    const mine = eventsOf(gridTraveler.view(state, seat), 'drew');
    const theirs = eventsOf(gridTraveler.view(state, other), 'drew');
    expect(mine.map((e) => e.card.name)).toEqual([state.cards[state.seats[seat]!.hand.ditfoi[0]!]!.name, state.cards[state.seats[seat]!.hand.magick[0]!]!.name]);
    expect(theirs.map((e) => e.card)).toEqual([
      { id: null, kind: 'ditfoi', name: null },
      { id: null, kind: 'magick', name: null },
    ]);
  });
});

describe('meeting other players (GT-S50, GT-S52; GT-9, GT-19)', () => {
  it('a fight or a trade is offered only to a cruiser on the same or a neighbouring tile, or on the same ring (GT-9)', () => {
    const state = newGame(3);
    atTurn(state, 0, 'act');
    put(state, 0, 6, 8);
    put(state, 1, 7, 9);
    put(state, 2, 9, 8);
    give(state, 0, 'magick', 'fireball-1');
    const fights = legal(state, 0).filter((a) => a.type === 'fight');
    expect(fights).toEqual([{ type: 'fight', player: 0, target: 1, kind: 'ship' }]);
    expect(legal(state, 0).filter((a) => a.type === 'offerTrade').every((a) => a.type === 'offerTrade' && a.to === 1)).toBe(true);
    // Two cruisers on the same ring, far apart on it, may still meet.
    put(state, 0, 2, 2, { body: 1, steps: 3 });
    put(state, 2, 4, 4, { body: 1, steps: 0 });
    expect(legal(state, 0).filter((a) => a.type === 'fight')).toEqual([
      { type: 'fight', player: 0, target: 2, kind: 'ship' },
      { type: 'fight', player: 0, target: 2, kind: 'magick' },
    ]);
  });

  it('a region\'s ring allows a ship fight only: Magick combat is fought on a planet (GT-S70, GT-9)', () => {
    const state = newGame(2);
    atTurn(state, 0, 'act');
    put(state, 0, 3, 10, { body: 7, steps: 0 });
    put(state, 1, 2, 9, { body: 7, steps: 2 });
    expect(legal(state, 0).filter((a) => a.type === 'fight')).toEqual([{ type: 'fight', player: 0, target: 1, kind: 'ship' }]);
  });

  it('a trade: one card offered for a kind, answered with a card of that kind or declined; a third player sees kinds only (GT-S52, GT-19)', () => {
    let state = newGame(3);
    atTurn(state, 0, 'act');
    put(state, 0, 6, 8);
    put(state, 1, 6, 8);
    put(state, 2, 15, 15);
    const iron = give(state, 0, 'material', 'iron');
    const fireball = give(state, 1, 'magick', 'fireball-1');
    state = play(state, { type: 'offerTrade', player: 0, to: 1, give: iron, want: 'magick' });
    expect(gridTraveler.actors(state)).toEqual([1]);
    expect(legal(state, 1)).toEqual([
      { type: 'acceptTrade', player: 1, give: fireball },
      { type: 'declineTrade', player: 1 },
    ]);
    expect(eventsOf(gridTraveler.view(state, 2), 'tradeOffered')[0]!.card).toEqual({ id: null, kind: 'material', name: null });
    expect(eventsOf(gridTraveler.view(state, 1), 'tradeOffered')[0]!.card).toEqual({ id: iron, kind: 'material', name: 'iron' });
    state = play(state, { type: 'acceptTrade', player: 1, give: fireball });
    expect(state.seats[0]!.hand.magick).toEqual([fireball]);
    expect(state.seats[1]!.hand.material).toEqual([iron]);
    // One offer a turn; the turn goes on at the act stage.
    expect(state.turn).toMatchObject({ seat: 0, stage: 'act', traded: true });
    expect(legal(state, 0).some((a) => a.type === 'offerTrade')).toBe(false);
  });

  it('a declined trade changes nothing but the turn\'s one offer (GT-19)', () => {
    let state = newGame(2);
    atTurn(state, 0, 'act');
    put(state, 0, 6, 8);
    put(state, 1, 7, 8);
    const iron = give(state, 0, 'material', 'iron');
    state = play(state, { type: 'offerTrade', player: 0, to: 1, give: iron, want: 'whisper' });
    expect(legal(state, 1)).toEqual([{ type: 'declineTrade', player: 1 }]);
    state = play(state, { type: 'declineTrade', player: 1 });
    expect(state.seats[0]!.hand.material).toEqual([iron]);
    expect(eventsOf(state, 'tradeAnswered')).toEqual([{ type: 'tradeAnswered', audience: null, player: 1, to: 0, accepted: false, card: null }]);
  });
});

describe('combat timing (GT-S53; GT-17)', () => {
  it('a fight takes its first combat turn at once; the starter\'s turn then ends; later rounds begin with the fight, and its members skip their turns', () => {
    let state = newGame(3, { seats: [{ cruiser: 'longwave-lancer' }, { cruiser: 'longwave-bastion' }, { cruiser: 'shortwave-wisp' }] });
    atTurn(state, 0, 'act');
    state.orderIndex = state.order.indexOf(0);
    put(state, 0, 6, 8);
    put(state, 1, 7, 8);
    put(state, 2, 15, 15);
    // D8 for the order: 3 and 6, so seat 0 acts first.
    state = play(state, { type: 'fight', player: 0, target: 1, kind: 'ship' }, [3, 6]);
    expect(state.combats).toHaveLength(1);
    expect(state.combats[0]!.members).toEqual([0, 1]);
    expect(gridTraveler.actors(state)).toEqual([0]);
    // Seat 0 fires and misses (12 > 7); seat 1 fires and misses (12 > 6): the combat turn is over.
    state = play(state, { type: 'attack', player: 0, target: 1 }, [12]);
    expect(gridTraveler.actors(state)).toEqual([1]);
    state = play(state, { type: 'attack', player: 1, target: 0 }, [12]);
    // The next regular turn is a non-member's, and never a member's.
    expect(state.turn!.seat).not.toBe(0);
    expect(state.turn!.seat).not.toBe(1);
    expect(state.phase).toBe('turns');
  });
});

describe('elimination and the end (GT-S68, GT-S77; GT-13, GT-31)', () => {
  it('the winner takes the loser\'s materials; its Magick cards go back into the deck; the last player standing wins', () => {
    const state = newGame(2);
    const iron = give(state, 1, 'material', 'iron');
    const fireball = give(state, 1, 'magick', 'fireball-1');
    const deck = state.decks.magick.length;
    eliminate(state, 1, 0, 'destroyed', createRng(1));
    expect(state.seats[0]!.hand.material).toEqual([iron]);
    expect(state.decks.magick).toHaveLength(deck + 1);
    expect(state.decks.magick).toContain(fireball);
    expect(state.end).toMatchObject({ reason: 'lastStanding' });
    expect(gridTraveler.outcome(state)!.ranking).toEqual([[0], [1]]);
    expect(gridTraveler.actors(state)).toEqual([]);
  });

  it('with no one to thank, the materials go back under their bodies\' decks with a cube each (GT-13)', () => {
    const state = newGame(3);
    const iron = give(state, 2, 'material', 'iron');
    const origin = state.cards[iron]!.origin!;
    const cubes = state.supply[origin]!.cubes;
    eliminate(state, 2, null, 'health', createRng(1));
    expect(state.supply[origin]!.deck[0]).toBe(iron);
    expect(state.supply[origin]!.cubes).toBe(cubes + 1);
    expect(state.end).toBeNull();
  });

  it('at the round limit survivors are ranked by Health + nanytes + 2 per Damage short of 5 + 3 per capable card (GT-31)', () => {
    let state = newGame(2, { maxRounds: 1 });
    const [a, b] = state.order as [number, number];
    atTurn(state, a, 'act');
    state = play(state, { type: 'endTurn', player: a });
    state.seats[a]!.health = 5;
    state.seats[a]!.damage = 1;
    atTurn(state, b, 'act');
    state.orderIndex = state.order.length - 1;
    state = play(state, { type: 'endTurn', player: b });
    const sa = state.seats[a]!;
    const sb = state.seats[b]!;
    expect(state.end).toEqual({ reason: 'maxRounds', scores: [a, b].sort().map((s) => (s === a ? 5 + sa.nanytes + 8 : maxHealth(state, sb) + sb.nanytes + 10)) });
    expect(gridTraveler.outcome(state)!.ranking).toEqual([[b], [a]]);
  });
});

describe('what an elimination shows (GT-13, GT-30)', () => {
  it('the Whisper and DITFOI cards of a player out are laid face up, in the event everyone sees', () => {
    const state = newGame(3);
    const ward = give(state, 2, 'whisper', 'ward');
    const ditfoi = give(state, 2, 'ditfoi', 'speed');
    state.events = [];
    eliminate(state, 2, null, 'destroyed', createRng(1));
    expect(eventsOf(state, 'eliminated')[0]!.discarded).toEqual([
      { id: ward, kind: 'whisper', name: 'ward' },
      { id: ditfoi, kind: 'ditfoi', name: 'speed' },
    ]);
    expect(state.discards.whisper).toContain(ward);
    expect(state.removed).toContain(ditfoi);
    expect(gridTraveler.view(state, 0).discards.whisper).toContainEqual({ id: ward, kind: 'whisper', name: 'ward' });
  });
});
