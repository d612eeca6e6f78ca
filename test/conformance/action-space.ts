/**
 * The conformance properties of the optional fixed action space and observation tensors (DESIGN
 * §13, issue 28), checked for every game that has them, at every state the suite visits (suite.ts
 * calls these):
 * - `actionSpace(config)` is a whole number N >= 1, the same every time;
 * - every legal action of every actor has a number in 0..N-1, distinct within the seat's list, and
 *   `decodeAction` gives back exactly that action (with the player, and without it when only one
 *   seat acts);
 * - the mask is `legalActions`: no other number decodes for that seat (each number is tried when
 *   N is small, else a seeded sample of them), and junk numbers are refused with a RuleError;
 * - `encodeAction` refuses an action that is not legal now;
 * - `observationLayout(config)`: slices in order, each starting where the last ended, covering
 *   exactly `size`, with names that are unique;
 * - `observationTensor(view)`: a Float32Array of `size` finite numbers, the same twice, for every
 *   seat's view (and the spectator's where the game has one);
 * - `observationTensorOf(state, viewer)`, where the game has it, gives the same numbers and leaves
 *   a state the caller owns as it was (it reads the view without copying it);
 * - with two states a seat cannot tell apart (a sampled world, a perturbed copy), the seat's
 *   tensor and its legal actions' numbers are the same in both.
 * A game without them passes untouched.
 */
import { expect } from 'vitest';
import { RuleError, type AnyGame, type Player } from '../../src/index.js';

type StateOf<G extends AnyGame> = ReturnType<G['setup']>;

/** Numbers at most this many are all tried against the mask at each state; above, a sample. */
const FULL_SWEEP = 64;
/** Numbers tried per state and seat when the space is larger than {@link FULL_SWEEP}. */
const SAMPLED = 24;
/** Legal actions per state and seat whose numbers go through the checked encode and decode. */
const ROUND_TRIPS = 4;

/**
 * Where two tensors first differ (-1 when alike): a plain loop, since `toEqual` on a Float32Array
 * of a few thousand numbers costs milliseconds, and the suite compares one per seat per state.
 */
function firstDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

/** Whether `fn` throws a RuleError (and nothing else). */
function refused(fn: () => unknown): boolean {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return true;
    throw error;
  }
  return false;
}

/** The per-state properties of the action space (round trip, distinct, mask, refusals). */
export function checkActionSpace<G extends AnyGame>(game: G, config: unknown, state: StateOf<G>, pick: (n: number) => number, actorsChecked?: number): void {
  if (game.actionSpace === undefined) return;
  const size = game.actionSpace(config);
  expect(Number.isSafeInteger(size) && size >= 1, `actionSpace is a whole number >= 1, got ${size}`).toBe(true);
  expect(game.actionSpace(config), 'actionSpace is the same every time').toBe(size);
  const actors = game.actors(state) as readonly Player[];
  // As the suite's other per-step checks do, at most `actorsChecked` seats per state (the
  // descriptor's actorsCheckedPerStep: thirteen Magika seats act at once), picked by the seed.
  const limit = actorsChecked ?? actors.length;
  const checked = limit >= actors.length ? actors : Array.from({ length: limit }, () => actors[pick(actors.length)] as Player);
  for (const player of checked) {
    const legal = game.legalActions(state, player) as readonly unknown[];
    // The checked encodeAction and decodeAction each check legality again (a list and a deep
    // comparison in games without a fast isLegal), so at each state they are asked about a few of
    // the legal actions, picked by the run's seed; legalActionIds numbers all of them.
    const ids = game.legalActionIds === undefined ? legal.map((action) => game.encodeAction!(state, action)) : game.legalActionIds(state, player);
    const asked = legal.length <= ROUND_TRIPS ? legal.map((_, i) => i) : Array.from({ length: ROUND_TRIPS }, () => pick(legal.length));
    for (const i of asked) {
      const id = ids[i] as number;
      expect(game.encodeAction!(state, legal[i]), `legalActionIds of player ${player} agree with encodeAction`).toBe(id);
      expect(game.decodeAction!(state, id, player), `number ${id} decodes to the action it numbers`).toEqual(legal[i]);
      if (actors.length === 1) expect(game.decodeAction!(state, id), `number ${id} decodes without naming the one actor`).toEqual(legal[i]);
    }
    for (const [i, id] of ids.entries()) {
      expect(Number.isSafeInteger(id) && id >= 0 && id < size, `player ${player}'s action ${JSON.stringify(legal[i])} has a number in 0..${size - 1}, got ${id}`).toBe(true);
    }
    expect(new Set(ids).size, `player ${player}'s ${ids.length} legal actions have distinct numbers`).toBe(ids.length);
    // The mask: no number outside the legal ones decodes for this seat.
    const legalIds = new Set(ids);
    const tried = size <= FULL_SWEEP ? Array.from({ length: size }, (_, i) => i) : Array.from({ length: SAMPLED }, () => pick(size));
    for (const id of tried) {
      if (legalIds.has(id)) continue;
      expect(refused(() => game.decodeAction!(state, id, player)), `number ${id} is no legal action of player ${player}: decodeAction refuses it`).toBe(true);
    }
  }
  for (const junk of [-1, size, 0.5, Number.NaN, '3', null, 2n ** 70n]) {
    expect(refused(() => game.decodeAction!(state, junk as number, actors[0])), `decodeAction refuses ${String(junk)}`).toBe(true);
  }
  if (actors.length === 0) expect(refused(() => game.decodeAction!(state, 0)), 'decodeAction refuses any number once the game is over').toBe(true);
  // A legal action of one seat passed off as another's is no legal action.
  const [first] = actors;
  if (first !== undefined) {
    const [action] = game.legalActions(state, first) as readonly { player: Player }[];
    const stranger = (first + 1) % Math.max(2, actors.length + 1);
    if (action !== undefined && !actors.includes(stranger)) {
      expect(refused(() => game.encodeAction!(state, { ...action, player: stranger })), 'encodeAction refuses an action that is not legal now').toBe(true);
    }
  }
}

/** The layout's own properties, once per config. */
export function checkObservationLayout<G extends AnyGame>(game: G, config: unknown): void {
  if (game.observationLayout === undefined) return;
  const layout = game.observationLayout(config);
  expect(Number.isSafeInteger(layout.size) && layout.size >= 1, 'the observation layout has a size >= 1').toBe(true);
  let offset = 0;
  for (const slice of layout.slices) {
    expect(slice.offset, `slice ${slice.name} starts where the last one ended`).toBe(offset);
    expect(Number.isSafeInteger(slice.length) && slice.length >= 1, `slice ${slice.name} has a length >= 1`).toBe(true);
    expect(slice.description.length, `slice ${slice.name} says what it holds`).toBeGreaterThan(0);
    offset += slice.length;
  }
  expect(offset, 'the slices cover the tensor exactly').toBe(layout.size);
  expect(new Set(layout.slices.map((s) => s.name)).size, 'slice names are unique').toBe(layout.slices.length);
}

/** The tensor of every viewer at one state: length, finite numbers, determinism. */
export function checkObservation<G extends AnyGame>(game: G, config: unknown, state: StateOf<G>, players: number): void {
  if (game.observationTensor === undefined) return;
  const { size } = game.observationLayout!(config);
  // observationTensorOf reads a state the caller owns in place: one copy, asked for every seat,
  // must be as it was afterwards.
  const owned = game.observationTensorOf === undefined ? undefined : game.clone(state);
  const before = owned === undefined ? '' : JSON.stringify(owned);
  for (let viewer = 0; viewer < players; viewer++) {
    const view = game.view(state, viewer);
    const tensor = game.observationTensor(view);
    expect(tensor instanceof Float32Array, 'observationTensor gives a Float32Array').toBe(true);
    expect(tensor.length, `seat ${viewer}'s tensor has the layout's ${size} numbers`).toBe(size);
    let finite = true;
    for (let i = 0; i < tensor.length; i++) if (!Number.isFinite(tensor[i])) finite = false;
    expect(finite, `seat ${viewer}'s tensor is finite`).toBe(true);
    expect(firstDifference(game.observationTensor(game.view(state, viewer)), tensor), 'the tensor is the same twice').toBe(-1);
    if (owned !== undefined) {
      expect(firstDifference(game.observationTensorOf!(owned, viewer), tensor), `seat ${viewer}'s observationTensorOf is observationTensor of its view`).toBe(-1);
    }
  }
  if (owned !== undefined) expect(JSON.stringify(owned), 'observationTensorOf leaves the state it reads as it was').toBe(before);
}

/** With two states `viewer` cannot tell apart: the same tensor and the same numbers for its actions. */
export function checkSpaceSeesOnly<G extends AnyGame>(game: G, real: StateOf<G>, other: StateOf<G>, viewer: Player, where: string): void {
  if (game.observationTensor !== undefined) {
    const at = firstDifference(game.observationTensor(game.view(other, viewer)), game.observationTensor(game.view(real, viewer)));
    expect(at, `${where}: seat ${viewer}'s tensor reads only what it sees (first difference at ${at})`).toBe(-1);
  }
  if (game.encodeAction !== undefined) {
    const numbers = (state: StateOf<G>): number[] => (game.legalActions(state, viewer) as readonly unknown[]).map((action) => game.encodeAction!(state, action));
    expect(numbers(other), `${where}: seat ${viewer}'s actions have the same numbers`).toEqual(numbers(real));
  }
}
