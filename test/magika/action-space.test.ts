/**
 * Magika's fixed action space and observation tensor (DESIGN §13, issue 28): the numbers of known
 * orders and their decoding, the size for two configs, slices of the tensor for a hand-built
 * contest, and that neither the numbers nor the tensor tell a seat what it cannot see.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, legalActionIds, legalActionMask, type ObservationLayout } from '../../src/index.js';
import { magika, MAGIKA_ORDER_TYPES, type MagikaAction, type MagikaOrder, type MagikaState } from '../../src/games/magika/index.js';
import { HEX_COUNT } from '../../src/games/magika/rules/map.js';
import { SPELL_CODES } from '../../src/games/magika/content/spells.js';
import { act, arena, at, cloakOf, placeArtifact, placeCloak, refreshReports, setScrolls } from './harness.js';

/** Seat 0 holds two scrolls (ids 5 and 2, so that slots and ids differ), the Helm and a red cloak. */
function scene(): MagikaState {
  const state = arena('p8', 'p10', 'p9');
  setScrolls(state, 0, ['CurSp', 'ProSp']);
  state.mages[0]!.scrolls = state.mages[0]!.scrolls.map((s, i) => ({ ...s, id: [5, 2][i]! }));
  state.mages[0]!.nextScroll = 6;
  placeArtifact(state, 'helm', 0);
  placeCloak(state, cloakOf('red'), 0);
  refreshReports(state);
  return state;
}

/** The legal action of `seat` writing `order`, as legalActions lists it. */
function legal(state: MagikaState, seat: number, order: MagikaOrder): MagikaAction {
  const wanted = act(state, seat, order);
  const found = magika.legalActions(state, seat).find((a) => JSON.stringify({ ...a, player: 0, phase: 1 }) === JSON.stringify({ ...wanted, player: 0, phase: 1 }));
  if (found === undefined) throw new Error(`not legal: ${JSON.stringify(order)}`);
  return found;
}

const slice = (layout: ObservationLayout, name: string): { offset: number; length: number } => {
  const found = layout.slices.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no slice ${name}`);
  return found;
};

describe('magika: the action space', () => {
  it('has 728 + 32 P numbers for P seats', () => {
    expect(magika.actionSpace!(magika.defaultConfig(2))).toBe(792);
    expect(magika.actionSpace!(magika.defaultConfig(13))).toBe(1144);
  });

  it('numbers known orders by direction, item slot, seat, artifact, cloak slot, scroll slot, level and target', () => {
    const state = scene();
    // Three seats: give from 30, demand from 90, don from 102, cast from 104 with 60 targets.
    const cases: [MagikaOrder, number][] = [
      [{ type: 'move', direction: 'NE' }, 0],
      [{ type: 'move', direction: 'E' }, 2],
      [{ type: 'rest' }, 6],
      [{ type: 'search' }, 7],
      [{ type: 'meditate' }, 8],
      // The scroll with id 2 is in slot 1.
      [{ type: 'drop', item: 'scroll-2' }, 10],
      [{ type: 'drop', item: 'cloak-0' }, 9 + 6],
      // The Helm is artifact 8: item slot 16.
      [{ type: 'drop', item: 'helm' }, 9 + 16],
      [{ type: 'drop', item: 'all' }, 29],
      [{ type: 'give', item: 'scroll-2', recipient: 2 }, 30 + 1 * 3 + 2],
      [{ type: 'give', item: 'helm', recipient: 1 }, 30 + 16 * 3 + 1],
      [{ type: 'demand', artifact: 'rod' }, 90 + 11],
      [{ type: 'don', cloak: cloakOf('red') }, 102],
      // Curse Spell (slot 0) minor at seat B; major at the colour violet (target 4 + 5).
      [{ type: 'cast', scroll: 5, level: 'minor', target: 'B' }, 104 + 0 * 60 + 2],
      [{ type: 'cast', scroll: 5, level: 'major', target: 'violet' }, 104 + 1 * 60 + 9],
      // Prolonged Spell (slot 1) minor, naming the scroll in slot 0 (targets 54–59 are the scroll slots).
      [{ type: 'cast', scroll: 2, level: 'minor', target: 'scroll-5' }, 104 + 2 * 60 + 54],
    ];
    for (const [order, number] of cases) {
      const action = legal(state, 0, order);
      expect(magika.encodeAction!(state, action), JSON.stringify(order)).toBe(number);
      expect(magika.decodeAction!(state, number, 0)).toEqual(action);
    }
  });

  it('gives the same orders the same numbers in another seat, and refuses empty slots', () => {
    const state = scene();
    // Seat 1 holds nothing: its item slots are empty, its cloak slot 0 too.
    expect(() => magika.decodeAction!(state, 10, 1)).toThrow(RuleError);
    expect(() => magika.decodeAction!(state, 102, 1)).toThrow(RuleError);
    // Seat 0 has one cloak: slot 1 is empty.
    expect(() => magika.decodeAction!(state, 103, 0)).toThrow(RuleError);
    expect(magika.encodeAction!(state, legal(state, 1, { type: 'move', direction: 'W' }))).toBe(3);
    // A give to oneself is never legal, though it has a number.
    expect(() => magika.decodeAction!(state, 30 + 1 * 3 + 0, 0)).toThrow(RuleError);
  });

  it('keeps a plan written phase by phase in range, and the mask matches the legal actions', () => {
    const state = scene();
    const size = magika.actionSpace!(state.config);
    for (let phase = 1; phase <= 5; phase++) {
      const ids = legalActionIds(magika, state, 0);
      expect(new Set(ids).size).toBe(ids.length);
      const mask = legalActionMask(magika, state.config, state, 0);
      expect(mask.reduce((a, b) => a + b, 0)).toBe(ids.length);
      expect(ids.every((id) => id >= 0 && id < size)).toBe(true);
      magika.apply(state, act(state, 0, { type: 'rest' }), createRng(1));
    }
  });
});

describe('magika: the observation tensor', () => {
  it('has a layout of fixed size for each config', () => {
    const two = magika.observationLayout!(magika.defaultConfig(2));
    const thirteen = magika.observationLayout!(magika.defaultConfig(13));
    expect(two.size).toBeGreaterThan(10 * HEX_COUNT);
    expect(thirteen.size).toBeGreaterThan(two.size);
    expect(thirteen.size).toBeLessThan(10_000);
    expect(slice(two, 'map.terrain').length).toBe(10 * HEX_COUNT);
  });

  it('shows the seat its own mage, scrolls, plan and the mages in sight', () => {
    const state = scene();
    const layout = magika.observationLayout!(state.config);
    const seat0 = (): Float32Array => magika.observationTensor!(magika.view(state, 0));
    let t = seat0();
    const read = (name: string, from = 0, length?: number): number[] => {
      const s = slice(layout, name);
      return Array.from(t.subarray(s.offset + from, s.offset + from + (length ?? s.length)));
    };
    expect(read('viewer')).toEqual([1, 0, 0]);
    const hex = read('me.hex');
    expect(hex.indexOf(1)).toBe(at('p8'));
    expect(hex.reduce((a, b) => a + b, 0)).toBe(1);
    // Scroll slot 0: present, then Curse Spell's place in Figure 7.
    const scroll0 = read('me.scrolls', 0, 1 + SPELL_CODES.length);
    expect(scroll0[0]).toBe(1);
    expect(scroll0.indexOf(1, 1) - 1).toBe(SPELL_CODES.indexOf('CurSp'));
    // Seat 1 stands 2 hexes off (ring 2), seat 2 next to it (ring 1): known now, at those distances.
    const seats = slice(layout, 'seats');
    const record = seats.length / 3;
    const seatRecord = (seat: number): number[] => Array.from(t.subarray(seats.offset + seat * record, seats.offset + (seat + 1) * record));
    expect(seatRecord(0).every((x) => x === 0)).toBe(true);
    expect(seatRecord(1).slice(0, 2)).toEqual([1, 1]);
    expect(seatRecord(1)[5]).toBeCloseTo(2 / 25);
    expect(seatRecord(1).slice(8, 13)).toEqual([0, 0, 0, 1, 0]);
    expect(seatRecord(2).slice(8, 13)).toEqual([0, 0, 1, 0, 0]);
    expect(read('me.phase')).toEqual([1, 0, 0, 0, 0, 0]);
    // After writing "move E" for phase 1, the first plan slot holds it.
    magika.apply(state, act(state, 0, { type: 'move', direction: 'E' }), createRng(1));
    t = seat0();
    expect(read('me.phase')).toEqual([0, 1, 0, 0, 0, 0]);
    const plan = read('me.plan', 0, MAGIKA_ORDER_TYPES.length + 6);
    expect(plan.slice(0, MAGIKA_ORDER_TYPES.length)).toEqual(MAGIKA_ORDER_TYPES.map((type) => (type === 'move' ? 1 : 0)));
    expect(plan.slice(MAGIKA_ORDER_TYPES.length)).toEqual([0, 0, 1, 0, 0, 0]);
    expect(t.every(Number.isFinite)).toBe(true);
  });

  it('gives a spectator the public slices only', () => {
    const state = scene();
    const layout = magika.observationLayout!(state.config);
    const t = magika.observationTensor!(magika.view(state, 'spectator'));
    expect(t.length).toBe(layout.size);
    const nonzero = layout.slices.filter((s) => t.subarray(s.offset, s.offset + s.length).some((x) => x !== 0)).map((s) => s.name);
    expect(nonzero).toEqual(['game']);
  });
});

describe('magika: numbers and tensors read only what the seat sees', () => {
  it('an unseen mage standing in one hex or another changes nothing for the seat', () => {
    const worlds = ['p1', 'p16'].map((far) => {
      const state = arena('p8', far);
      setScrolls(state, 0, ['AtEnd', 'TelPt']);
      refreshReports(state);
      return state;
    });
    const [a, b] = worlds as [MagikaState, MagikaState];
    expect(magika.view(b, 0)).toEqual(magika.view(a, 0));
    expect(magika.observationTensor!(magika.view(b, 0))).toEqual(magika.observationTensor!(magika.view(a, 0)));
    expect(legalActionIds(magika, b, 0)).toEqual(legalActionIds(magika, a, 0));
  });

  it('sampled worlds give the seat the same tensor and the same numbers for its actions', () => {
    const config = { ...magika.defaultConfig(5), maxTurns: 4 };
    const rng = createRng(28);
    let state = magika.setup(config, rng);
    // A turn and a half of random orders, so that plans, reports and knowledge are not empty.
    for (let step = 0; step < 5 * 5 + 7; step++) {
      const seat = magika.actors(state)[step % magika.actors(state).length]!;
      const actions = magika.legalActions(state, seat);
      state = magika.reduce(state, actions[rng.int(0, actions.length - 1)]!, rng);
    }
    for (const viewer of [0, 2, 4]) {
      const tensor = magika.observationTensor!(magika.view(state, viewer));
      for (let seed = 1; seed <= 4; seed++) {
        const world = magika.sampleHidden!(state, viewer, createRng(seed));
        expect(magika.observationTensor!(magika.view(world, viewer)), `seat ${viewer}, seed ${seed}`).toEqual(tensor);
        if (magika.actors(state).includes(viewer)) expect(legalActionIds(magika, world, viewer)).toEqual(legalActionIds(magika, state, viewer));
      }
    }
  });
});
