/**
 * Getting started (rulebook 6.1, 6.5.1; PW-1, PW-2, PW-20): the labs, the opening hands, the
 * roll-off, the first draw, lab hit points and the refusals of a bad config.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, scriptedPosition, scriptedRng } from '../../src/index.js';
import { CARD_BY_ID, DECKS, DECK_SIZE, cardLocations, psiWars, type PsiWarsState } from '../../src/games/psi-wars/index.js';

/** Each seat shuffles the 48 cards left after its lab: 47 Fisher–Yates picks; 0 is always in range. */
const SHUFFLES = Array.from({ length: 2 * 47 }, () => 0);

function start(rolls: readonly number[], labHitPoints = 30): { state: PsiWarsState; used: number } {
  const rng = scriptedRng([...SHUFFLES, ...rolls]);
  const state = psiWars.setup(psiWars.parseConfig({ players: 2, labHitPoints, decks: ['creature', 'robot'] }), rng);
  return { state, used: scriptedPosition(rng) };
}

const unitOf = (state: PsiWarsState, card: number): string | undefined => {
  const def = CARD_BY_ID[state.cards[card] as string];
  return def?.kind === 'creation' ? def.unit : undefined;
};

describe('setup (rulebook 6.1)', () => {
  it('6.1: each lab starts with one unspent Creation Unit of each kind, taken from its own deck', () => {
    const { state } = start([6, 1]);
    for (const [seat, p] of state.players.entries()) {
      expect(p.creation.map((c) => unitOf(state, c.card)).sort()).toEqual(['bio', 'digital', 'material', 'neuro']);
      expect(p.creation.every((c) => !c.depleted)).toBe(true);
      expect(p.creation.every((c) => Math.floor(c.card / DECK_SIZE) === seat)).toBe(true);
      expect(p.units).toEqual([]);
      expect(p.equipment).toEqual([]);
      expect(p.discard).toEqual([]);
    }
    const places = cardLocations(state).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: 2 * DECK_SIZE }, (_, i) => i));
  });

  it('6.1: each player draws an 8-card opening hand from the shuffled rest of the deck (48 - 8 = 40 left)', () => {
    const { state } = start([6, 1]);
    expect(state.players.map((p) => p.hand.length)).toEqual([8, 8]);
    expect(state.players.map((p) => p.deck.length)).toEqual([40, 40]);
    const drawn = state.events.filter((e) => e.type === 'drew');
    // The opening draws, 8 each, come before the roll-off.
    expect(drawn.slice(0, 16).map((e) => e.player)).toEqual([...Array(8).fill(0), ...Array(8).fill(1)]);
    expect(drawn.slice(0, 8).map((e) => e.card)).toEqual(state.players[0]?.hand);
  });

  it('6.1: the deck is shuffled by the rng (two seeds give two different opening hands)', () => {
    const config = psiWars.defaultConfig(2);
    const a = psiWars.setup(config, createRng(1));
    const b = psiWars.setup(config, createRng(2));
    expect(a.players[0]?.hand).not.toEqual(b.players[0]?.hand);
  });

  it('PW-2: the higher roll goes first (6 to 1: seat 0; 2 to 5: seat 1), using exactly two dice', () => {
    const high = start([6, 1]);
    expect(high.state.turn).toMatchObject({ player: 0, number: 1 });
    expect(high.used).toBe(SHUFFLES.length + 2);
    const low = start([2, 5]);
    expect(low.state.turn).toMatchObject({ player: 1, number: 1 });
    expect(low.state.events.filter((e) => e.type === 'rollOff')).toEqual([{ type: 'rollOff', rolls: [2, 5], first: 1 }]);
  });

  it('PW-2: a tied roll-off is rolled again (3-3, 4-4, then 1-2: seat 1 starts)', () => {
    const { state, used } = start([3, 3, 4, 4, 1, 2]);
    expect(state.events.filter((e) => e.type === 'rollOff')).toEqual([
      { type: 'rollOff', rolls: [3, 3], first: null },
      { type: 'rollOff', rolls: [4, 4], first: null },
      { type: 'rollOff', rolls: [1, 2], first: 1 },
    ]);
    expect(state.turn.player).toBe(1);
    expect(used).toBe(SHUFFLES.length + 6);
  });

  it('6.1, PW-2: the first player does not draw on turn 1; the second player draws on turn 2', () => {
    const { state: initial } = start([2, 5]);
    const turnStart = initial.events.findIndex((e) => e.type === 'turnStarted');
    expect(initial.events[turnStart]).toEqual({ type: 'turnStarted', player: 1, turn: 1 });
    expect(initial.events.slice(turnStart).some((e) => e.type === 'drew')).toBe(false);
    expect(initial.players[1]?.hand).toHaveLength(8);
    expect(initial.players[1]?.deck).toHaveLength(40);

    // Seat 1 passes every step of its first turn.
    const rng = createRng(0);
    let state = initial;
    const events = [];
    while (state.turn.player === 1) {
      state = psiWars.reduce(state, { type: 'done', player: 1 }, rng);
      events.push(...state.events);
    }
    expect(state.turn).toMatchObject({ player: 0, number: 2 });
    const top = initial.players[0]?.deck.at(-1);
    expect(events.filter((e) => e.type === 'drew')).toEqual([{ type: 'drew', player: 0, card: top, name: CARD_BY_ID[initial.cards[top as number] as string]?.name }]);
    expect(state.players[0]?.hand).toHaveLength(9);
    expect(state.players[0]?.deck).toHaveLength(39);
    expect(state.players[1]?.hand).toHaveLength(8);
  });

  it('6.5.1, PW-1: both labs start with the configured hit points (23), the default being 30', () => {
    const { state } = start([6, 1], 23);
    expect(state.players.map((p) => p.hitPoints)).toEqual([23, 23]);
    expect(state.events[0]).toEqual({ type: 'setupDone', hitPoints: 23, decks: ['Creature Commander', 'Robot Commander'] });
    expect(psiWars.parseConfig({ players: 2 })).toEqual({ players: 2, labHitPoints: 30, decks: ['creature', 'robot'] });
    expect(psiWars.defaultConfig(2).labHitPoints).toBe(30);
    for (const hp of [20, 40]) expect(psiWars.parseConfig({ players: 2, labHitPoints: hp }).labHitPoints).toBe(hp);
  });

  it('PW-20: a valid custom deck is accepted and dealt from', () => {
    const custom = [...DECKS.robot];
    const config = psiWars.parseConfig({ players: 2, decks: ['creature', custom] });
    expect(config.decks[1]).toEqual(custom);
    const state = psiWars.setup(config, createRng(5));
    expect(state.cards.slice(DECK_SIZE)).toEqual(custom);
  });
});

describe('config refusals (PW-1, PW-20, 6.5.1)', () => {
  const deck = (replace: (ids: string[]) => string[]): string[] => replace([...DECKS.creature]);
  const cases: [string, unknown, RegExp][] = [
    ['PW-1: three players', { players: 3 }, /two-player game, not 3 players/],
    ['PW-1: players missing', {}, /two-player game/],
    ['6.5.1: 19 lab hit points', { players: 2, labHitPoints: 19 }, /labHitPoints must be a whole number from 20 to 40.*got 19/],
    ['6.5.1: 41 lab hit points', { players: 2, labHitPoints: 41 }, /labHitPoints .* got 41/],
    ['6.5.1: 25.5 lab hit points', { players: 2, labHitPoints: 25.5 }, /labHitPoints .* got 25.5/],
    ['6.5.1: hit points as a string', { players: 2, labHitPoints: '30' }, /labHitPoints .* got "30"/],
    ['PW-20: an unknown built-in deck id', { players: 2, decks: ['creature', 'dragons'] }, /deck 1: unknown built-in deck "dragons"/],
    ['PW-20: a 51-card deck', { players: 2, decks: [deck((d) => d.slice(1)), 'robot'] }, /deck 0 has 51 cards; a deck has exactly 52/],
    ['PW-20: a 53-card deck', { players: 2, decks: ['robot', deck((d) => [...d, 'gene-hound'])] }, /deck 1 has 53 cards/],
    ['PW-20: an unknown card id', { players: 2, decks: [deck((d) => [...d.slice(1), 'laser-shark']), 'robot'] }, /deck 0: unknown card id\(s\) laser-shark/],
    // Ids come from outside: names of Object.prototype are not cards (looked up as own properties).
    ...(['constructor', 'toString', '__proto__', 'hasOwnProperty'] as const).map(
      (id): [string, unknown, RegExp] => [`PW-20: the card id ${id}`, { players: 2, decks: [deck((d) => [...d.slice(1), id]), 'robot'] }, new RegExp(`deck 0: unknown card id\\(s\\) ${id}`)],
    ),
    [
      'PW-20, 6.1: a deck without Material Animation',
      { players: 2, decks: [deck((d) => d.map((id) => (id === 'material-animation' ? 'bio-acceleration' : id))), 'robot'] },
      /deck 0 lacks the starting Creation Unit\(s\): material/,
    ],
    ['PW-20: one deck only', { players: 2, decks: ['creature'] }, /decks must list two decks/],
    ['PW-1: an unknown field', { players: 2, labHitPoints: 30, mode: 'fast' }, /unknown config field\(s\): mode/],
    ['PW-1: not an object', 'psi-wars', /config is an object/],
  ];
  it.each(cases)('%s is BAD_CONFIG naming the problem', (_name, input, message) => {
    let caught: unknown;
    try {
      psiWars.parseConfig(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).code).toBe('BAD_CONFIG');
    expect((caught as RuleError).message).toMatch(message);
  });

  it('PW-1: defaultConfig refuses any player count but 2', () => {
    expect(() => psiWars.defaultConfig(3)).toThrow(/two-player game/);
  });
});
