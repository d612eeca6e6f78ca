/**
 * The draft (rulebook "Preparations" and "The Draft", MA-1 to MA-3): chips, the five cards set
 * aside unseen, the draft board priced 4 to 0, quotas, the empty deck and the first race's start.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RuleError, createRng, type Player } from '../../src/index.js';
import {
  CHARACTER_IDS,
  magicalAthlete,
  type CharacterId,
  type MagicalAthleteAction,
  type MagicalAthleteEvent,
  type MagicalAthleteState,
} from '../../src/games/magical-athlete/index.js';

type Slots = (CharacterId | null)[];
const rng = createRng(0); // the draft itself draws no randomness after setup

function newGame(players: 4 | 5, seed = 1): MagicalAthleteState {
  return magicalAthlete.setup({ players }, createRng(seed));
}

/** Plays one draft action with `apply`, returning its events. */
function act(state: MagicalAthleteState, action: MagicalAthleteAction): MagicalAthleteEvent[] {
  magicalAthlete.apply(state, action, rng);
  return [...state.events];
}

const pass = (state: MagicalAthleteState): MagicalAthleteEvent[] => act(state, { type: 'pass', player: state.draft.active });
const buy = (state: MagicalAthleteState, slot: number): MagicalAthleteEvent[] => act(state, { type: 'buy', player: state.draft.active, slot });
/** The next card the deck will give (its top is its last element). */
const top = (state: MagicalAthleteState): CharacterId => state.deck[state.deck.length - 1] as CharacterId;

function refusal(state: MagicalAthleteState, action: MagicalAthleteAction): RuleError {
  const before = magicalAthlete.clone(state);
  try {
    magicalAthlete.reduce(state, action, rng);
  } catch (error) {
    expect(state).toEqual(before);
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}

/** Plays a whole draft with `policy`, logging every event. */
function draftWith(state: MagicalAthleteState, policy: (state: MagicalAthleteState, player: Player) => MagicalAthleteAction): MagicalAthleteEvent[] {
  const log: MagicalAthleteEvent[] = [...state.events];
  for (let guard = 0; state.phase === 'draft'; guard++) {
    if (guard > 200) throw new Error('the draft does not end');
    log.push(...act(state, policy(state, state.draft.active)));
  }
  return log;
}

/** Everyone passes until a card reaches the 0 space, then takes it for free. */
const passive = (state: MagicalAthleteState, player: Player): MagicalAthleteAction =>
  state.draft.slots[0] === null ? { type: 'pass', player } : { type: 'buy', player, slot: 0 };

describe('Draft', () => {
  it('Rulebook "Preparations": every player gets 8 chips with 4 players and 6 with 5', () => {
    const four = newGame(4);
    expect(four.players.map((p) => p.chips)).toEqual([8, 8, 8, 8]);
    expect(four.events[0]).toMatchObject({ type: 'setupDone', players: 4, chips: 8 });
    const five = newGame(5);
    expect(five.players.map((p) => p.chips)).toEqual([6, 6, 6, 6, 6]);
    expect(five.events[0]).toMatchObject({ type: 'setupDone', players: 5, chips: 6 });
  });

  it('Rulebook "Preparations": 5 cards are set aside unseen — views show only how many', () => {
    const state = newGame(4);
    expect(state.setAside).toHaveLength(5);
    expect(state.events[0]).toMatchObject({ type: 'setupDone', setAside: 5, deck: 20 });
    // Every character is in exactly one place: set aside, deck or on the board.
    const board = state.draft.slots.filter((c): c is CharacterId => c !== null);
    expect([...state.setAside, ...state.deck, ...board].sort()).toEqual([...CHARACTER_IDS].sort());
    const unseen = [...state.setAside, ...state.deck];
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const view = magicalAthlete.view(state, viewer);
      expect(view.setAsideSize).toBe(5);
      expect(view.deckSize).toBe(19);
      const text = JSON.stringify(view);
      for (const id of unseen) expect(text).not.toContain(`"${id}"`);
    }
    // Exchanging a set-aside card with a deck card (not the top) changes no view.
    const other = magicalAthlete.clone(state);
    const [a, b] = [other.setAside[0] as CharacterId, other.deck[0] as CharacterId];
    other.setAside[0] = b;
    other.deck[0] = a;
    for (const viewer of [0, 3, 'spectator'] as const) expect(magicalAthlete.view(other, viewer)).toEqual(magicalAthlete.view(state, viewer));
  });

  it('MA-2: each draft turn begins by drawing the top card onto the 4 space; occupied spaces slide 4→3→2→1→0', () => {
    const state = newGame(4);
    const first = state.draft.slots[4] as CharacterId;
    expect(state.draft.slots).toEqual([null, null, null, null, first]);
    expect(state.events.slice(1)).toEqual([
      { type: 'draftTurn', player: state.draft.active },
      { type: 'cardDrawn', character: first },
    ]);
    const drawn: CharacterId[] = [first];
    const boards: Slots[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const next = top(state);
      const player = state.draft.active;
      const events = pass(state);
      drawn.push(next);
      expect(events.slice(0, 3)).toEqual([
        { type: 'passed', player },
        { type: 'draftTurn', player: (player + 1) % 4 },
        { type: 'cardDrawn', character: next },
      ]);
      boards.push([...state.draft.slots]);
    }
    const [c0, c1, c2, c3, c4] = drawn as [CharacterId, CharacterId, CharacterId, CharacterId, CharacterId];
    expect(boards).toEqual([
      [null, null, null, c0, c1],
      [null, null, c0, c1, c2],
      [null, c0, c1, c2, c3],
      [c0, c1, c2, c3, c4],
    ]);
  });

  it('MA-2: sliding stops at the first gap — cheaper cards below the gap do not move', () => {
    const state = newGame(4);
    for (let turn = 0; turn < 3; turn++) pass(state);
    const [, c1, , c3, c4] = state.draft.slots as [null, CharacterId, CharacterId, CharacterId, CharacterId];
    const next = top(state);
    buy(state, 2);
    expect(state.draft.slots).toEqual([null, c1, c3, c4, next]);
  });

  it('MA-2: with the 4 space free the new card lands there and nothing slides', () => {
    const state = newGame(4);
    for (let turn = 0; turn < 3; turn++) pass(state);
    const [, c1, c2, c3] = state.draft.slots as [null, CharacterId, CharacterId, CharacterId, CharacterId];
    const next = top(state);
    const events = buy(state, 4);
    expect(state.draft.slots).toEqual([null, c1, c2, c3, next]);
    expect(events.map((e) => e.type)).not.toContain('cardsSlid');
  });

  it('Rulebook "The Draft": a card costs the number of its space, paid in chips; the 0 space is free', () => {
    const state = newGame(4);
    for (let turn = 0; turn < 3; turn++) pass(state);
    const buyer = state.draft.active;
    const [, c0, c2] = state.draft.slots as CharacterId[];
    const events = buy(state, 2);
    expect(events.slice(0, 2)).toEqual([
      { type: 'bought', player: buyer, character: c2, price: 2 },
      { type: 'chipsMoved', from: buyer, to: 'bank', amount: 2, reason: 'draft' },
    ]);
    expect(state.players[buyer]?.chips).toBe(6);
    expect(state.players[buyer]?.hand).toEqual([c2]);
    pass(state); // the board slides: the card from the 1 space reaches 0
    expect(state.draft.slots[0]).toBe(c0);
    const next = state.draft.active;
    const free = buy(state, 0);
    expect(free[0]).toEqual({ type: 'bought', player: next, character: c0, price: 0 });
    expect(free.map((e) => e.type)).not.toContain('chipsMoved');
    expect(state.players[next]?.chips).toBe(8);
    expect(state.draft.purchases).toEqual([
      { player: buyer, character: c2, price: 2 },
      { player: next, character: c0, price: 0 },
    ]);
  });

  it('MA-2: a card dearer than the player\'s chips cannot be bought', () => {
    const state = newGame(5);
    const me = state.draft.active;
    buy(state, 4); // 6 -> 2 chips
    buy(state, 4); // the next player takes the new card too: the board is empty again
    for (let turn = 0; turn < 3; turn++) pass(state);
    expect(state.draft.active).toBe(me);
    expect(state.draft.slots.map((c) => c !== null)).toEqual([false, true, true, true, true]);
    expect(magicalAthlete.legalActions(state, me)).toEqual([
      { type: 'buy', player: me, slot: 1 },
      { type: 'buy', player: me, slot: 2 },
      { type: 'pass', player: me },
    ]);
    const error = refusal(state, { type: 'buy', player: me, slot: 3 });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-2');
  });

  it('Rulebook "The Draft", MA-2: with a card on the 0 space the player cannot pass, and must take that card for free (ILLEGAL_ACTION otherwise, state untouched)', () => {
    const state = newGame(4);
    for (let turn = 0; turn < 4; turn++) pass(state);
    const player = state.draft.active;
    expect(state.draft.slots[0]).not.toBeNull();
    // MA-2: the free card on 0 is the one that must be bought; no other card, and no pass.
    expect(magicalAthlete.legalActions(state, player)).toEqual([{ type: 'buy', player, slot: 0 }]);
    const error = refusal(state, { type: 'pass', player });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-2');
    for (const slot of [1, 2, 3, 4]) {
      const other = refusal(state, { type: 'buy', player, slot });
      expect(other.code).toBe('ILLEGAL_ACTION');
      expect(other.rule).toBe('MA-2');
      expect(other.message).toMatch(/0 space/);
    }
    // Buying through reduce leaves the original untouched too.
    const before = magicalAthlete.clone(state);
    const after = magicalAthlete.reduce(state, { type: 'buy', player, slot: 0 }, rng);
    expect(state).toEqual(before);
    expect(after.players[player]?.hand).toHaveLength(1);
  });

  it('MA-2: a card on the 0 space never stays there: whoever faces it must take it', () => {
    // Everyone passes while they may; when forced to buy, they would rather pay for a card than
    // take the free one, if the rules let them choose.
    const state = newGame(4, 5);
    const log = draftWith(state, (s, player) => {
      const legal = magicalAthlete.legalActions(s, player);
      if (s.draft.slots[0] !== null) expect(legal).toEqual([{ type: 'buy', player, slot: 0 }]);
      if (legal.some((a) => a.type === 'pass')) return { type: 'pass', player };
      const buys = legal.filter((a): a is Extract<MagicalAthleteAction, { type: 'buy' }> => a.type === 'buy');
      return buys.find((a) => a.slot > 0) ?? (buys[0] as MagicalAthleteAction);
    });
    // Each card seen on 0 at the start of a turn is the card bought on that turn.
    let onZero: CharacterId | null = null;
    for (const e of log) {
      if (e.type === 'cardsSlid') onZero = e.slots[0] ?? null;
      if (e.type === 'bought' || e.type === 'passed') {
        if (onZero !== null) expect(e).toMatchObject({ type: 'bought', character: onZero, price: 0 });
        onZero = null;
      }
    }
    expect(log.filter((e) => e.type === 'bought' && e.price === 0).length).toBeGreaterThan(0);
  });

  it('Rulebook "The Draft": 5 cards each with 4 players; a player with a full team drops out of the draft', () => {
    const state = newGame(4);
    const lazy = (state.draft.active + 3) % 4;
    // The others buy the dearest card they can afford; the lazy player buys only when forced.
    const log = draftWith(state, (s, player) => {
      const legal = magicalAthlete.legalActions(s, player);
      if (player === lazy) return passive(s, player);
      const buys = legal.filter((a): a is Extract<MagicalAthleteAction, { type: 'buy' }> => a.type === 'buy');
      return buys.length > 0 ? buys.reduce((best, a) => (a.slot > best.slot ? a : best)) : { type: 'pass', player };
    });
    expect(state.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5]);
    expect(log.filter((e) => e.type === 'bought')).toHaveLength(20);
    for (let seat = 0; seat < 4; seat++) {
      const done = log.findIndex((e) => e.type === 'draftDone' && e.player === seat);
      expect(done).toBeGreaterThan(0);
      expect(log.filter((e) => e.type === 'draftDone' && e.player === seat)).toHaveLength(1);
      // No draft turn for him after his team is full.
      expect(log.slice(done).filter((e) => e.type === 'draftTurn' && e.player === seat)).toEqual([]);
    }
    // The lazy player finishes last, alone: his last two turns follow each other.
    const turns = log.filter((e): e is Extract<MagicalAthleteEvent, { type: 'draftTurn' }> => e.type === 'draftTurn').map((e) => e.player);
    expect(turns.slice(-2)).toEqual([lazy, lazy]);
  });

  it('Rulebook "The Draft": 4 cards each with 5 players', () => {
    const state = newGame(5);
    const log = draftWith(state, passive);
    expect(state.players.map((p) => p.hand.length)).toEqual([4, 4, 4, 4, 4]);
    expect(log.filter((e) => e.type === 'draftDone')).toHaveLength(5);
    expect(state.deck).toEqual([]);
    expect(state.setAside).toHaveLength(5);
  });

  it('MA-3: when the deck runs out the cards keep sliding one space cheaper every turn, so the last card is free', () => {
    const state = newGame(4);
    const lazy = (state.draft.active + 3) % 4;
    const turns: { player: Player; deck: number; slots: Slots; action: MagicalAthleteAction }[] = [];
    const log = draftWith(state, (s, player) => {
      let action: MagicalAthleteAction;
      if (player === lazy) {
        action = passive(s, player);
      } else {
        const buys = magicalAthlete.legalActions(s, player).filter((a): a is Extract<MagicalAthleteAction, { type: 'buy' }> => a.type === 'buy');
        action = buys.length > 0 ? buys.reduce((best, a) => (a.slot > best.slot ? a : best)) : { type: 'pass', player };
      }
      turns.push({ player, deck: s.deck.length, slots: [...s.draft.slots], action });
      return action;
    });
    // Pushed toward the cheaper spaces: each card moves down one space if it is free (a card
    // that moves frees its space for the next one).
    const slideOnce = (slots: Slots): Slots => {
      const out = [...slots];
      for (let k = 1; k < out.length; k++) {
        if (out[k] !== null && out[k - 1] === null) {
          out[k - 1] = out[k] as CharacterId;
          out[k] = null;
        }
      }
      return out;
    };
    // A turn that began with the deck already empty (the previous turn drew the last card or none).
    const emptyDeckTurns = turns.map((turn, i) => ({ turn, i })).filter(({ i }) => i > 0 && turns[i - 1]?.deck === 0);
    expect(emptyDeckTurns.length).toBeGreaterThanOrEqual(4);
    for (const { turn, i } of emptyDeckTurns) {
      const previous = turns[i - 1] as (typeof turns)[number];
      const left = [...previous.slots];
      if (previous.action.type === 'buy') left[previous.action.slot] = null;
      expect(turn.slots).toEqual(slideOnce(left));
    }
    // The lazy player, alone at the end, gets the last card for free after it slid down to 0.
    const bought = log.filter((e): e is Extract<MagicalAthleteEvent, { type: 'bought' }> => e.type === 'bought');
    const last = bought[bought.length - 1] as Extract<MagicalAthleteEvent, { type: 'bought' }>;
    expect(last).toMatchObject({ player: lazy, price: 0 });
    expect(turns.slice(-2).map((t) => [t.player, t.slots])).toEqual([
      [lazy, [expect.any(String), last.character, null, null, null]],
      [lazy, [last.character, null, null, null, null]],
    ]);
    expect(state.players[lazy]?.hand).toHaveLength(5);
  });

  it('Rulebook "The Draft": after the draft the unspent chips go back to the bank', () => {
    const state = newGame(4);
    const lazy = (state.draft.active + 3) % 4;
    const log = draftWith(state, (s, player) => {
      if (player === lazy) return passive(s, player);
      const buys = magicalAthlete.legalActions(s, player).filter((a): a is Extract<MagicalAthleteAction, { type: 'buy' }> => a.type === 'buy');
      return buys.length > 0 ? buys.reduce((best, a) => (a.slot > best.slot ? a : best)) : { type: 'pass', player };
    });
    const spent = [0, 1, 2, 3].map((seat) => log.filter((e) => e.type === 'bought' && e.player === seat).reduce((sum, e) => sum + (e.type === 'bought' ? e.price : 0), 0));
    const returned = spent.map((s) => 8 - s);
    expect(returned[lazy]).toBe(8);
    const ended = log.find((e) => e.type === 'draftEnded');
    expect(ended).toEqual({ type: 'draftEnded', returned, lastBuyer: lazy });
    expect(log.filter((e) => e.type === 'chipsMoved' && e.reason === 'return')).toEqual(
      returned.flatMap((amount, seat) => (amount > 0 ? [{ type: 'chipsMoved', from: seat, to: 'bank', amount, reason: 'return' }] : [])),
    );
    expect(state.players.map((p) => p.chips)).toEqual([0, 0, 0, 0]);
  });

  it('MA-2, MA-3, MA-6, MA-7 (any seed, either player count): the draft deals every deck card once, fills every quota and returns all chips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(4 as const, 5 as const), (seed, players) => {
        const state = newGame(players, seed);
        const setAside = [...state.setAside];
        const log = draftWith(state, passive);
        const quota = players === 4 ? 5 : 4;
        expect(state.players.map((p) => p.hand.length)).toEqual(Array.from({ length: players }, () => quota));
        expect(state.setAside).toEqual(setAside);
        expect(log.filter((e) => e.type === 'bought')).toHaveLength(20);
        expect(state.players.every((p) => p.chips === 0)).toBe(true);
        expect(log.find((e) => e.type === 'draftEnded')).toMatchObject({ returned: Array.from({ length: players }, () => (players === 4 ? 8 : 6)) });
      }),
      { numRuns: 25, seed: 2024 },
    );
  });

  it('Rulebook "The Races": the first race starts with the player to the left of the one who bought the last card', () => {
    for (const players of [4, 5] as const) {
      const state = newGame(players, 3);
      draftWith(state, passive);
      const lastBuyer = state.draft.lastBuyer as number;
      if (state.phase === 'assassin') {
        const owner = magicalAthlete.actors(state)[0] as number;
        magicalAthlete.apply(state, { type: 'decline', player: owner }, rng);
      }
      expect(state.phase).toBe('selection');
      const first = (lastBuyer + 1) % players;
      expect(state.selection?.firstPlayer).toBe(first);
      // Everyone picks a racer; the first turn of race 1 is the first player's.
      const log: MagicalAthleteEvent[] = [];
      state.players.forEach((p, player) => {
        magicalAthlete.apply(state, { type: 'pick', player, character: p.hand[0] as CharacterId }, createRng(4));
        log.push(...state.events);
      });
      expect(log.find((e) => e.type === 'turnStarted')).toMatchObject({ player: first });
    }
  });
});
