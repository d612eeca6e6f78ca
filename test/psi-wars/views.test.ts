/**
 * What each seat may see (DESIGN §6): the opponent's hand only as a size, no deck order, the
 * opponent's draws as "a card"; a spectator sees no hand at all.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/index.js';
import { psiWars, type PsiWarsState } from '../../src/games/psi-wars/index.js';
import { perturbPsiWars } from './perturb.js';
import { table } from './fixture.js';

function opening(seed = 7): PsiWarsState {
  return psiWars.setup(psiWars.defaultConfig(2), createRng(seed));
}

describe('hands and decks', () => {
  it('DESIGN §6: a seat sees its own hand by card, the opponent\'s only as a size', () => {
    const state = opening();
    for (const viewer of [0, 1] as const) {
      const view = psiWars.view(state, viewer);
      const me = state.players[viewer]!;
      const foe = state.players[1 - viewer]!;
      expect(view.players[viewer]?.hand).toEqual(me.hand.map((card) => ({ card, id: state.cards[card] })));
      expect(view.players[1 - viewer]?.hand).toBeNull();
      expect(view.players[1 - viewer]?.handSize).toBe(8);
      for (const card of foe.hand) expect(view.known[card]).toBeUndefined();
      for (const card of me.hand) expect(view.known[card]).toBe(state.cards[card]);
    }
  });

  it('DESIGN §6: decks show only their size, never their order or contents', () => {
    const state = opening();
    const view = psiWars.view(state, 0);
    expect(view.players.map((p) => p.deckSize)).toEqual([40, 40]);
    for (const p of view.players) expect(Object.keys(p).sort()).toEqual(['creation', 'deckSize', 'discard', 'equipment', 'hand', 'handSize', 'hitPoints', 'shown', 'units']);
    for (const p of state.players) for (const card of p.deck) expect(view.known[card]).toBeUndefined();
    // Known cards are exactly the labs and the viewer's hand.
    const expected = [...state.players.flatMap((p) => p.creation.map((c) => c.card)), ...state.players[0]!.hand].sort((a, b) => a - b);
    expect(Object.keys(view.known).map(Number).sort((a, b) => a - b)).toEqual(expected);
  });

  it('DESIGN §6: reordering both decks and swapping the opponent\'s hand with its deck changes nothing a seat sees', () => {
    const state = opening(11);
    let n = 0;
    const pick = (size: number): number => (n++ * 7 + 3) % size;
    for (const viewer of [0, 1] as const) {
      const other = perturbPsiWars(state, viewer, pick);
      expect(other.players[1 - viewer]?.hand).not.toEqual(state.players[1 - viewer]?.hand);
      expect(psiWars.view(other, viewer)).toEqual(psiWars.view(state, viewer));
    }
  });

  it('DESIGN §6: a spectator sees no hand, and every draw only as "a card"', () => {
    const state = opening();
    const view = psiWars.view(state, 'spectator');
    expect(view.players.map((p) => p.hand)).toEqual([null, null]);
    expect(view.players.map((p) => p.handSize)).toEqual([8, 8]);
    const draws = view.events.filter((e) => e.type === 'drew');
    expect(draws).toHaveLength(16);
    expect(draws.every((e) => e.card === null && e.name === null)).toBe(true);
    const expected = state.players.flatMap((p) => p.creation.map((c) => c.card)).sort((a, b) => a - b);
    expect(Object.keys(view.known).map(Number).sort((a, b) => a - b)).toEqual(expected);
  });
});

describe('events', () => {
  it('DESIGN §6: the opening draws are named for their owner and "a card" for the opponent', () => {
    const state = opening();
    const view = psiWars.view(state, 1);
    const draws = view.events.filter((e) => e.type === 'drew');
    expect(draws.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => ({ type: 'drew', player: 0, card: null, name: null })));
    expect(draws.slice(8).map((e) => e.card)).toEqual(state.players[1]?.hand);
    expect(draws.slice(8).every((e) => e.name !== null)).toBe(true);
  });

  it('DESIGN §6: a draw during play is "a card" to the opponent and named to the drawer', () => {
    const t = table({ sides: [{ hand: ['gene-hound'] }, { hand: ['gene-hound'], deck: ['chrome-reaver'] }], passEmpty: false });
    const reaver = t.r(1).deck[0];
    while (t.state.turn.player !== 1) t.done();
    expect(t.state.turn.player).toBe(1);
    const drawn = (viewer: 0 | 1 | 'spectator') => psiWars.view(t.state, viewer).events.filter((e) => e.type === 'drew');
    expect(drawn(1)).toEqual([{ type: 'drew', player: 1, card: reaver, name: 'Chrome Reaver' }]);
    expect(drawn(0)).toEqual([{ type: 'drew', player: 1, card: null, name: null }]);
    expect(drawn('spectator')).toEqual([{ type: 'drew', player: 1, card: null, name: null }]);
    expect(psiWars.view(t.state, 0).players[1]?.handSize).toBe(2);
  });

  it('PW-33: the creation oracle\'s find is shown to both seats, and stays known while in hand', () => {
    const t = table({ sides: [{ hand: ['genesis-vision', 'gene-hound'], deck: ['bio-acceleration', 'spine-crawler'] }, {}], dice: [] });
    t.act({ type: 'power', player: 0, card: t.r(0).hand[0]!, any: [], unit: 'bio' });
    const found = t.r(0).deck[0]!;
    const searched = (viewer: 0 | 1) => psiWars.view(t.state, viewer).events.filter((e) => e.type === 'searched');
    expect(searched(0)).toEqual([{ type: 'searched', player: 0, unit: 'bio', card: found }]);
    expect(searched(1)).toEqual([{ type: 'searched', player: 0, unit: 'bio', card: found }]);
    const opponentView = psiWars.view(t.state, 1);
    expect(opponentView.players[0]?.shown).toEqual([{ card: found, id: 'bio-acceleration' }]);
    expect(opponentView.known[found]).toBe('bio-acceleration');
    expect(opponentView.players[0]?.hand).toBeNull();
  });

  it('DESIGN §6: cards in play, on units and in discard piles are public to both seats', () => {
    const t = table({ sides: [{ units: [{ id: 'spine-crawler', equipment: 'chitin-plating', trappedBy: 'root-snare' }], discard: ['mind-static'], hand: ['gene-hound'] }, {}] });
    const [crawler] = t.r(0).units;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const known = psiWars.view(t.state, viewer).known;
      expect(known[crawler!]).toBe('spine-crawler');
      expect(known[t.r(0).attached[0]!]).toBe('chitin-plating');
      expect(known[t.r(0).traps[0]!]).toBe('root-snare');
      expect(known[t.r(0).discard[0]!]).toBe('mind-static');
    }
  });
});
