/**
 * Psi Wars' fixed action space and observation tensor (DESIGN §13, issue 28): known numbers, the
 * sizes of two configs, the round trip over seeded games, a tensor slice of a real state, and
 * equal tensors and numbers in worlds a seat cannot tell apart.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, legalActionMask, type Rng } from '../../src/index.js';
import { psiWars, psiWarsActionRanges, type PsiWarsAction, type PsiWarsConfig, type PsiWarsState } from '../../src/games/psi-wars/index.js';
import { decodePsiWarsAction, encodePsiWarsAction } from '../../src/games/psi-wars/action-space.js';

const DEFAULT = psiWars.parseConfig({ players: 2, decks: ['creature', 'robot'] });
const MIRROR = psiWars.parseConfig({ players: 2, decks: ['creature', 'creature'] });
/** A deck of its own: many Creation Units, copies of a targeted power, two-white-light units. */
const CUSTOM = psiWars.parseConfig({
  players: 2,
  decks: [
    [
      ...Array<string>(10).fill('digital-splicing'),
      ...Array<string>(8).fill('neurogenesis'),
      ...Array<string>(10).fill('bio-acceleration'),
      ...Array<string>(8).fill('material-animation'),
      ...Array<string>(4).fill('root-snare'),
      ...Array<string>(2).fill('genesis-vision'),
      ...Array<string>(4).fill('bone-colossus'),
      ...Array<string>(4).fill('static-howler'),
      ...Array<string>(2).fill('arc-cannon'),
    ],
    'robot',
  ],
});

/** A seeded game played `steps` actions on by picking legal actions with `rng`. */
function play(config: PsiWarsConfig, seed: number, steps: number, visit?: (state: PsiWarsState) => void): PsiWarsState {
  const rng: Rng = createRng(seed);
  let state = psiWars.setup(config, rng);
  for (let i = 0; i < steps && !psiWars.isOver(state); i++) {
    visit?.(state);
    const [player] = psiWars.actors(state);
    const legal = psiWars.legalActions(state, player as number);
    state = psiWars.reduce(state, legal[rng.int(0, legal.length - 1)] as PsiWarsAction, rng);
  }
  return state;
}

/** The layout slice called `name`, as a plain array, from a tensor. */
function slice(tensor: Float32Array, name: string): number[] {
  const s = psiWars.observationLayout!(DEFAULT).slices.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no slice ${name}`);
  return Array.from(tensor.subarray(s.offset, s.offset + s.length));
}

/**
 * Where two tensors first differ, as the name of the slice and the index, or null when they are
 * equal: a plain loop, since comparing two Float32Arrays with toEqual costs milliseconds.
 */
function firstDifference(a: Float32Array, b: Float32Array): string | null {
  if (a.length !== b.length) return `length ${a.length} against ${b.length}`;
  for (let i = 0; i < a.length; i++) {
    if (!Object.is(a[i], b[i])) {
      const s = psiWars.observationLayout!(DEFAULT).slices.find((x) => i >= x.offset && i < x.offset + x.length);
      return `${s?.name ?? '?'}[${i - (s?.offset ?? 0)}]: ${a[i]} against ${b[i]}`;
    }
  }
  return null;
}

describe('psi-wars action space', () => {
  it('has a size fixed by the two deck lists', () => {
    expect(psiWars.actionSpace!(DEFAULT)).toBe(5616);
    expect(psiWars.actionSpace!(MIRROR)).toBe(5557);
    // Creature Commander against Robot Commander, seat 0: the ranges, in order.
    expect(psiWarsActionRanges(DEFAULT, 0).ranges.map((r) => [r.type, r.offset, r.length])).toEqual([
      ['done', 0, 1],
      ['engage', 1, 3],
      ['distance', 4, 8],
      ['place', 12, 19],
      ['discard', 31, 52],
      ['build/power', 83, 325],
      ['equip', 408, 126],
      ['attack', 534, 231],
      ['block', 765, 4851],
    ]);
    // Seat 1 (Robot Commander) numbers its own cards: a smaller total, the larger one is the space.
    expect(psiWarsActionRanges(DEFAULT, 1).size).toBe(5486);
    // A config with its defaults left out numbers the game it sets up; a bad one is refused.
    expect(psiWars.actionSpace!({ players: 2 } as PsiWarsConfig)).toBe(5616);
    expect(() => psiWars.actionSpace!({ players: 2, decks: ['creature', 'elves'] } as unknown as PsiWarsConfig)).toThrow(RuleError);
  });

  it('gives known actions known numbers, and decodes them back', () => {
    const state = psiWars.setup(DEFAULT, createRng(1));
    // Creature deck places: 0-6 Bio-Acceleration, 19 Mind Wisp, 29 Dream Stalker (any 1), 36 Grafted Scout, 46 Root Snare (any 1), 50 Genesis Vision.
    const known: [PsiWarsAction, number][] = [
      [{ type: 'done', player: 0 }, 0],
      [{ type: 'engage', player: 1, mode: 'psionic' }, 2],
      [{ type: 'engage', player: 0, mode: 'none' }, 3],
      [{ type: 'distance', player: 0, unit: 36, use: true }, 4],
      [{ type: 'distance', player: 0, unit: 36, use: false }, 5],
      [{ type: 'place', player: 0, card: 3 }, 15],
      [{ type: 'discard', player: 0, card: 51 }, 31 + 51],
      [{ type: 'discard', player: 1, card: 52 }, 35],
      [{ type: 'build', player: 0, card: 19, any: [] }, 83],
      // Ten one-number blocks (places 19-28) come before Dream Stalker; bio is the third kind.
      [{ type: 'build', player: 0, card: 29, any: ['bio'] }, 83 + 10 + 2],
      // Genesis Vision aims at a kind of Creation Unit: its four numbers are digital..material.
      [{ type: 'power', player: 0, card: 50, any: [], unit: 'material' }, 83 + (325 - 6 - 4) + 3],
      [{ type: 'equip', player: 0, equipment: 41, unit: 20 }, 408 + 1 * 21 + 1],
      [{ type: 'attack', player: 0, units: [19] }, 534],
      [{ type: 'attack', player: 0, units: [19, 20] }, 535],
      [{ type: 'attack', player: 0, units: [20] }, 534 + 21],
      [{ type: 'block', player: 0, engagement: 2, units: [19] }, 765 + 2 * 231],
    ];
    for (const [action, number] of known) {
      expect(encodePsiWarsAction(state, action), JSON.stringify(action)).toBe(number);
      expect(decodePsiWarsAction(state, number, action.player), `number ${number}`).toEqual(action);
    }
    // A power aimed at a card: Root Snare (place 46) with the white light paid by neuro, on the
    // robot deck's third Battle Unit (place 21 of seat 1's list).
    const snare: PsiWarsAction = { type: 'power', player: 0, card: 46, any: ['neuro'], target: 52 + 21 };
    const n = encodePsiWarsAction(state, snare);
    expect(decodePsiWarsAction(state, n, 0)).toEqual(snare);
    // Seat 1's numbers past its own total name nothing.
    expect(decodePsiWarsAction(state, 5486, 1)).toBeUndefined();
  });

  it('numbers every legal action of seeded games distinctly and decodes each back', () => {
    let checked = 0;
    for (const [config, seed] of [[DEFAULT, 7], [MIRROR, 8], [CUSTOM, 9], [CUSTOM, 10]] as const) {
      const size = psiWars.actionSpace!(config);
      play(config, seed, 400, (state) => {
        const [player] = psiWars.actors(state) as number[];
        const legal = psiWars.legalActions(state, player as number);
        const ids = legal.map((action) => psiWars.encodeAction!(state, action));
        expect(new Set(ids).size).toBe(ids.length);
        for (const [i, id] of ids.entries()) {
          expect(id).toBeGreaterThanOrEqual(0);
          expect(id).toBeLessThan(size);
          expect(psiWars.decodeAction!(state, id, player)).toEqual(legal[i]);
        }
        const mask = legalActionMask(psiWars, config, state, player as number);
        expect(mask.reduce((a, b) => a + b, 0)).toBe(legal.length);
        checked += legal.length;
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('psi-wars observation tensor', () => {
  it('has a fixed layout whatever the config', () => {
    const layout = psiWars.observationLayout!(DEFAULT);
    expect(psiWars.observationLayout!(MIRROR)).toEqual(layout);
    expect(layout.size).toBe(layout.slices.reduce((n, s) => n + s.length, 0));
    expect(layout.slices.find((s) => s.name === 'cards.location')?.length).toBe(104 * 5);
  });

  it('writes what the seat sees after setup', () => {
    const state = psiWars.setup(DEFAULT, createRng(3));
    const seat = state.turn.player;
    const tensor = psiWars.observationTensor!(psiWars.view(state, seat));
    expect(tensor.length).toBe(psiWars.observationLayout!(DEFAULT).size);
    expect(slice(tensor, 'viewer')).toEqual(seat === 0 ? [1, 0] : [0, 1]);
    expect(slice(tensor, 'turn.mine')).toEqual([1]);
    expect(slice(tensor, 'players.hitPoints')).toEqual([30 / 40, 30 / 40]);
    expect(slice(tensor, 'players.handSize')).toEqual([0.8, 0.8].map(Math.fround));
    // Each lab starts with one unspent Creation Unit of each kind.
    expect(slice(tensor, 'players.creation')).toEqual(Array(16).fill(Math.fround(0.1)));
    // My eight hand cards are in hand, my four lab units in the lab, my 40 others hidden (the deck);
    // of the opponent's cards only its four lab units are seen.
    const location = slice(tensor, 'cards.location');
    const count = (from: number, to: number, where: number): number => {
      let n = 0;
      for (let card = from; card < to; card++) n += location[card * 5 + where] as number;
      return n;
    };
    expect([count(0, 52, 0), count(0, 52, 1), count(0, 52, 2)]).toEqual([40, 8, 4]);
    expect([count(52, 104, 0), count(52, 104, 1), count(52, 104, 2)]).toEqual([48, 0, 4]);
    for (const { card } of psiWars.view(state, seat).players[seat]?.hand ?? []) {
      expect(location.slice((card % 52) * 5, (card % 52) * 5 + 5)).toEqual([0, 1, 0, 0, 0]);
    }
  });

  it('gives a spectator seat 0\'s side first, with no hand', () => {
    const state = play(DEFAULT, 4, 40);
    const tensor = psiWars.observationTensor!(psiWars.view(state, 'spectator'));
    expect(tensor.length).toBe(psiWars.observationLayout!(DEFAULT).size);
    expect(slice(tensor, 'viewer')).toEqual([0, 0]);
    const location = slice(tensor, 'cards.location');
    for (let card = 0; card < 104; card++) {
      // A spectator sees no hand: only the cards a creation oracle showed (PW-33).
      const shown = state.players.some((p) => p.shown.includes(card));
      expect(location[card * 5 + 1], `card ${card}`).toBe(shown ? 1 : 0);
    }
    expect(slice(tensor, 'players.hitPoints')).toEqual(state.players.map((p) => Math.fround(p.hitPoints / 40)));
  });

  it('shows Battle Units with their screens as they count now, who acts and the open question', () => {
    let seen = 0;
    const questions = new Set<number>();
    for (const seed of [11, 12, 13]) play(DEFAULT, seed, 600, (state) => {
      for (const seat of [0, 1]) {
        const tensor = psiWars.observationTensor!(psiWars.view(state, seat));
        expect(slice(tensor, 'turn.toAct')).toEqual([psiWars.actors(state).includes(seat) ? 1 : 0]);
        const kind = slice(tensor, 'decision.kind').indexOf(1);
        if (kind >= 0) questions.add(kind);
        const legal = psiWars.legalActions(state, seat);
        // A distance question names its Cyborg by the asked flag; a mind question offers its modes.
        if (legal[0]?.type === 'distance') {
          expect(kind).toBe(0);
          expect(slice(tensor, 'cards.flags')[(legal[0].unit % 52) * 10 + 9]).toBe(1);
        }
        if (legal[0]?.type === 'engage') {
          expect(slice(tensor, 'decision.modes')).toEqual([legal.some((a) => a.type === 'engage' && a.mode === 'cyber') ? 1 : 0, legal.some((a) => a.type === 'engage' && a.mode === 'psionic') ? 1 : 0]);
        }
        const screens = slice(tensor, 'cards.screens');
        for (const unit of state.players[seat]?.units ?? []) {
          // Mine are the first 52 cards: a unit's physical attack is never 0 in the card library.
          expect(screens[(unit.card % 52) * 6 + 4]).toBeGreaterThan(0);
          seen++;
        }
      }
    });
    expect(seen).toBeGreaterThan(0);
    expect(questions.size).toBeGreaterThan(1);
  });

  it('is the same, with the same action numbers, in worlds the seat cannot tell apart', () => {
    let compared = 0;
    play(DEFAULT, 5, 250, (state) => {
      const [actor] = psiWars.actors(state) as number[];
      for (const seat of [0, 1]) {
        const world = psiWars.sampleHidden(state, seat, createRng(compared + 1));
        expect(firstDifference(psiWars.observationTensor!(psiWars.view(world, seat)), psiWars.observationTensor!(psiWars.view(state, seat)))).toBeNull();
        if (seat === actor) {
          const numbers = (s: PsiWarsState): number[] => psiWars.legalActions(s, seat).map((a) => psiWars.encodeAction!(s, a));
          expect(numbers(world)).toEqual(numbers(state));
        }
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(100);
  });
});
