/**
 * The Fantasy Trip's fixed action space and observation tensor (DESIGN §13, issue 28): known
 * numbers and their decoding, N for two configs, slices of the tensor for known states, and that
 * worlds a seat cannot tell apart (FT-38, FT-49) give it the same tensor and the same numbers.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Player } from '../../src/index.js';
import { fantasyTrip, fantasyTripActionBlocks, type FantasyTripAction, type FantasyTripConfig, type FantasyTripState } from '../../src/games/fantasy-trip/index.js';
import { controlledMyrmidon, secretStoneFlesh } from './secrets-scenarios.js';
import { h } from './harness.js';
import { field } from './wizard-helpers.js';

const WIZARD = { name: 'W', st: 10, dx: 11, iq: 11, weapons: ['staff'], armor: null, shield: null, spells: ['image', 'illusion', 'summon-wolf', 'magic-fist', 'blur', 'clumsiness', 'shadow', 'trip', 'rope', 'staff', 'avert'] };

/** The numbers of `name`'s slice in a seat's tensor. */
function slice(config: FantasyTripConfig, tensor: Float32Array, name: string): number[] {
  const s = fantasyTrip.observationLayout!(config).slices.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no slice ${name}`);
  return [...tensor.subarray(s.offset, s.offset + s.length)];
}

const tensorOf = (state: FantasyTripState, seat: Player): Float32Array => fantasyTrip.observationTensor!(fantasyTrip.view(state, seat));
const numbersOf = (state: FantasyTripState, seat: Player): number[] => fantasyTrip.legalActions(state, seat).map((a) => fantasyTrip.encodeAction!(state, a));

/** Plays the first legal action from setup until `stop` holds. */
function playUntil(config: FantasyTripConfig, stop: (state: FantasyTripState) => boolean): FantasyTripState {
  let state = fantasyTrip.setup(config, createRng(7));
  const rng = createRng(8);
  for (let i = 0; i < 500 && !stop(state); i++) state = fantasyTrip.reduce(state, fantasyTrip.legalActions(state, fantasyTrip.actors(state)[0]!)[0]!, rng);
  expect(stop(state)).toBe(true);
  return state;
}

describe('the action space', () => {
  it('has 111 numbers for two standard fighters, and 4774 once a wizard can make figures and staffs, with aimed shots', () => {
    expect(fantasyTrip.actionSpace!(fantasyTrip.defaultConfig(2))).toBe(111);
    // 47 fixed + 72 figure slots × 20 options + 3 × 72 × 6 (attack, fire, throw, each plain or aimed 5
    // ways) + 6 × 72 targets + 288 items + 1271 casts (11 spells known and 5 fakes).
    const wizard = fantasyTrip.parseConfig({ players: 2, sides: [[WIZARD], [{ name: 'B', st: 12, dx: 12 }]], aimedShots: true });
    expect(fantasyTrip.actionSpace!(wizard)).toBe(4774);
    const blocks = fantasyTripActionBlocks(wizard);
    expect(blocks.find((b) => b.name === 'cast:image:1:bear')).toMatchObject({ length: 19 });
    expect(blocks.find((b) => b.name === 'cast:stone-flesh:1:fake')).toMatchObject({ length: 72 });
    // The blocks tile 0..N-1.
    let next = 0;
    for (const b of blocks) {
      expect(b.start).toBe(next);
      next += b.length;
    }
    expect(next).toBe(4774);
  });

  it('numbers a begin, a step and an end as the table says, and decodes them back', () => {
    const config = fantasyTrip.defaultConfig(2);
    const begin = playUntil(config, (s) => s.turn.phase === 'movement' && s.turn.moving === null);
    const player = fantasyTrip.actors(begin)[0]!;
    const figure = player; // one figure a side: figure id = seat
    const move: FantasyTripAction = { type: 'begin', player, figure, option: 'move' };
    const charge: FantasyTripAction = { type: 'begin', player, figure, option: 'charge' };
    expect(fantasyTrip.encodeAction!(begin, move)).toBe(47 + 20 * figure);
    expect(fantasyTrip.encodeAction!(begin, charge)).toBe(47 + 20 * figure + 1);
    expect(fantasyTrip.decodeAction!(begin, 47 + 20 * figure)).toEqual(move);
    // The other seat's figure cannot begin now: its number is no legal action.
    expect(() => fantasyTrip.decodeAction!(begin, 47 + 20 * (1 - figure))).toThrow(/no legal action/);
    const moving = fantasyTrip.reduce(begin, move, createRng(1));
    const step = fantasyTrip.legalActions(moving, player).find((a) => a.type === 'step')!;
    expect(step.type === 'step' && fantasyTrip.encodeAction!(moving, step)).toBe(10 + (step.type === 'step' ? step.direction : 0));
    expect(fantasyTrip.encodeAction!(moving, { type: 'end', player, facing: 3 })).toBe(19);
    expect(fantasyTrip.decodeAction!(moving, 19)).toEqual({ type: 'end', player, facing: 3 });
  });

  it('numbers an initiative choice 0 or 1, and a cast by spell, variant and target', () => {
    const config = fantasyTrip.defaultConfig(2);
    const state = fantasyTrip.setup(config, createRng(3));
    expect(state.turn.phase).toBe('initiative');
    const player = fantasyTrip.actors(state)[0]!;
    expect(fantasyTrip.decodeAction!(state, 0)).toEqual({ type: 'initiative', player, moveFirst: true });
    expect(fantasyTrip.encodeAction!(state, { type: 'initiative', player, moveFirst: false })).toBe(1);
    // W, to act with a cast, knows Stone Flesh: an open cast, a secret one and a fake are three
    // blocks of one number per figure id, and the target picks the number in its block.
    const f = field([{ name: 'W', st: 10, dx: 8, iq: 14, spells: ['stone-flesh'] }], [{ name: 'E', st: 13, dx: 11, weapons: ['broadsword'] }], { 0: { at: h(0, 0), facing: 0 }, 1: { at: h(3, 0), facing: 3 } });
    f.move(0, 'cast');
    f.hold(1);
    const blocks = fantasyTripActionBlocks(f.state.config);
    // In the spell table's order; a protection W does not know is there only to be faked (FT-49).
    expect(blocks.filter((b) => b.name.startsWith('cast:')).map((b) => [b.name, b.length])).toEqual([
      ['cast:shock-shield:1:fake', 2],
      ['cast:reverse-missiles:1:fake', 2],
      ['cast:stone-flesh:1', 2],
      ['cast:stone-flesh:1:secret', 2],
      ['cast:stone-flesh:1:fake', 2],
      ['cast:spell-shield:1:fake', 2],
      ['cast:iron-flesh:1:fake', 2],
    ]);
    const secretStart = blocks.find((b) => b.name === 'cast:stone-flesh:1:secret')!.start;
    const cast: FantasyTripAction = { type: 'cast', player: 0, spell: 'stone-flesh', power: 1, target: 0, at: null, looks: 'secret' };
    expect(fantasyTrip.encodeAction!(f.state, cast)).toBe(secretStart);
    expect(fantasyTrip.decodeAction!(f.state, secretStart)).toEqual(cast);
    // Every legal action of W has its own number, each decoding back to it.
    const legal = fantasyTrip.legalActions(f.state, 0);
    const ids = numbersOf(f.state, 0);
    expect(new Set(ids).size).toBe(legal.length);
    ids.forEach((id, i) => expect(fantasyTrip.decodeAction!(f.state, id)).toEqual(legal[i]));
  });
});

describe('the observation tensor', () => {
  it("marks the seat actors names in turn.actor, from the view's actor, relative to the viewer, in every phase met", () => {
    const config = fantasyTrip.parseConfig({ players: 2, sides: [[WIZARD], [{ name: 'B', st: 12, dx: 12 }]] });
    let state = fantasyTrip.setup(config, createRng(3));
    const rng = createRng(4);
    const phases = new Set<string>();
    for (let i = 0; i < 200 && !fantasyTrip.isOver(state); i++) {
      const acting = fantasyTrip.actors(state)[0]!;
      phases.add(state.turn.phase);
      for (const seat of [0, 1] as Player[]) {
        expect(fantasyTrip.view(state, seat).actor).toBe(acting);
        const expected = [0, 0];
        expected[(acting - seat + 2) % 2] = 1;
        expect(slice(config, tensorOf(state, seat), 'turn.actor')).toEqual(expected);
      }
      const legal = fantasyTrip.legalActions(state, acting);
      state = fantasyTrip.reduce(state, legal[i % legal.length]!, rng);
    }
    expect(phases.size).toBeGreaterThanOrEqual(3);
    // Once over, nobody acts.
    const over = playUntil(fantasyTrip.defaultConfig(2), (s) => fantasyTrip.isOver(s));
    expect(fantasyTrip.view(over, 0).actor).toBeNull();
    expect(slice(fantasyTrip.defaultConfig(2), tensorOf(over, 0), 'turn.actor')).toEqual([0, 0]);
  });


  it('shows each seat its own seat, the figures’ sides relative to it, their attributes and gear', () => {
    const config = fantasyTrip.defaultConfig(2);
    const state = fantasyTrip.setup(config, createRng(3));
    const zero = tensorOf(state, 0);
    const one = tensorOf(state, 1);
    expect(zero.length).toBe(fantasyTrip.observationLayout!(config).size);
    expect(slice(config, zero, 'viewer')).toEqual([1, 0]);
    expect(slice(config, one, 'viewer')).toEqual([0, 1]);
    // Figure 0 is seat 0's: its own side (0) to seat 0, the next seat (1) to seat 1.
    expect(slice(config, zero, 'figures.side')).toEqual([1, 0, 0, 1]);
    expect(slice(config, one, 'figures.side')).toEqual([0, 1, 1, 0]);
    // ST 12 / 60, DX 12 / 40, IQ 8 / 40, MA 10 / 20 (leather armour's MA is 8).
    const [st, dx, iq, ma] = slice(config, zero, 'figures.attributes').slice(0, 4);
    expect([st, dx, iq, ma]).toEqual([Math.fround(0.2), Math.fround(0.3), Math.fround(0.2), Math.fround(state.figures[0]!.ma / 20)]);
    // A broadsword ready in hand, a dagger slung, a small shield ready.
    const ready = slice(config, zero, 'figures.ready');
    expect(ready.filter((x) => x === 1)).toHaveLength(2);
    expect(slice(config, zero, 'turn.phase')).toEqual([1, 0, 0, 0, 0, 0]);
    const actor = fantasyTrip.actors(state)[0]!;
    expect(slice(config, zero, 'turn.actor')[actor]).toBe(1);
    expect(slice(config, one, 'turn.actor')[(actor + 1) % 2]).toBe(1);
  });

  it('names the seat that decides, relative to the viewer, and keeps every number in [0, 1], through a fight of wizards', () => {
    const config = fantasyTrip.parseConfig({
      players: 3,
      arenaRadius: 5,
      turnLimit: 6,
      aimedShots: true,
      sides: [[WIZARD], [{ name: 'Y', st: 8, dx: 8, iq: 16, weapons: ['staff'], spells: ['summon-giant', 'four-hex-image', 'aid', 'teleport', 'spell-shield'] }], [{ name: 'Z', st: 11, dx: 13, weapons: ['longbow', 'shortsword'], armor: 'leather' }]],
    });
    const actor = fantasyTrip.observationLayout!(config).slices.find((x) => x.name === 'turn.actor')!;
    let state = fantasyTrip.setup(config, createRng(11));
    const rng = createRng(12);
    for (let i = 0; i < 200 && !fantasyTrip.isOver(state); i++) {
      const seat = fantasyTrip.actors(state)[0]!;
      for (let viewer = 0; viewer < 3; viewer++) {
        const t = tensorOf(state, viewer);
        expect(t[actor.offset + ((seat - viewer + 3) % 3)]).toBe(1);
        expect(t.every((x) => x >= 0 && x <= 1)).toBe(true);
      }
      const legal = fantasyTrip.legalActions(state, seat);
      state = fantasyTrip.reduce(state, legal[rng.int(0, legal.length - 1)]!, rng);
    }
  });

  it('hides another side’s fatigue: the caster’s own seat sees the ST spent, the other sees only that it is hidden', () => {
    const state = secretStoneFlesh('works');
    expect(state.figures[0]!.fatigue).toBeGreaterThan(0);
    expect(slice(state.config, tensorOf(state, 0), 'figures.fatigue').slice(0, 2)).toEqual([Math.fround(state.figures[0]!.fatigue / 60), 0]);
    expect(slice(state.config, tensorOf(state, 1), 'figures.fatigue').slice(0, 2)).toEqual([0, 1]);
    // The secret protection on W: seat 0 reads Stone Flesh, seat 1 only that a secret is there.
    expect(slice(state.config, tensorOf(state, 1), 'figures.secrets').slice(0, 2)).toEqual([Math.fround(1 / 5), 0]);
    expect(slice(state.config, tensorOf(state, 0), 'figures.secrets').slice(0, 2)).toEqual([0, 0]);
  });

  it('is the same, and so are the legal numbers, in worlds a seat cannot tell apart (FT-38, FT-49)', () => {
    // A secret Stone Flesh that worked, failed or was faked: seat 1 cannot tell which.
    const works = secretStoneFlesh('works');
    for (const other of [secretStoneFlesh('fails'), secretStoneFlesh('fake')]) {
      expect(tensorOf(other, 1)).toEqual(tensorOf(works, 1));
      expect(numbersOf(other, 1)).toEqual(numbersOf(works, 1));
    }
    // A myrmidon summoned, or an image or illusion of one, controlled by seat 0, which moves next.
    const real = controlledMyrmidon('summoned');
    expect(numbersOf(real, 0).length).toBeGreaterThan(0);
    for (const kind of ['image', 'illusion'] as const) {
      const pretend = controlledMyrmidon(kind);
      expect(tensorOf(pretend, 0)).toEqual(tensorOf(real, 0));
      expect(numbersOf(pretend, 0)).toEqual(numbersOf(real, 0));
    }
    // And sampled worlds of the same states.
    for (const [state, seat] of [[works, 1], [real, 0]] as const) {
      for (const seed of [1, 2, 3]) {
        const world = fantasyTrip.sampleHidden(state, seat, createRng(seed));
        expect(tensorOf(world, seat)).toEqual(tensorOf(state, seat));
        expect(numbersOf(world, seat)).toEqual(numbersOf(state, seat));
      }
    }
  });

  it('marks created terrain and the moving figure on the board', () => {
    const wizard = fantasyTrip.parseConfig({ players: 2, arenaRadius: 4, sides: [[WIZARD], [{ name: 'B', st: 12, dx: 12 }]] });
    const layout = fantasyTrip.observationLayout!(wizard);
    expect(layout.slices.map((s) => s.name)).toContain('figures.effects');
    const moving = playUntil(wizard, (s) => s.turn.phase === 'movement' && s.turn.moving !== null);
    const t = tensorOf(moving, 0);
    expect(slice(wizard, t, 'turn.moving')[moving.turn.moving!]).toBe(1);
    // Every figure covers one hex of its plane: one own, one enemy, on a radius-4 arena of 61 hexes.
    expect(slice(wizard, t, 'board.own').reduce((a, b) => a + b)).toBe(1);
    expect(slice(wizard, t, 'board.enemy').reduce((a, b) => a + b)).toBe(1);
    expect(slice(wizard, t, 'board.own')).toHaveLength(61);
  });
});
