/**
 * The conformance suite (DESIGN §8): one set of properties every game must satisfy, registered once
 * per game with a small descriptor. Over many fast-check seeds it plays random legal actions to the
 * end, checking at every step:
 * - termination within a bound, and `actors` empty if and only if the game is over;
 * - determinism: replaying the record gives the same states and events, bit for bit;
 * - purity: `reduce` never writes to its (deep-frozen) input;
 * - legal soundness: every listed action is accepted; mutated, out-of-turn and post-game actions are
 *   refused with a RuleError and the state untouched;
 * - `apply` on a clone equals `reduce`;
 * - JSON round-trip of state (through `parseState`), actions (through `parseAction`) and records;
 * - views are JSON-safe and do not change when only information hidden from the viewer changes;
 * - information (DESIGN §6, §8): at sampled states, `sampleHidden` gives each seat a world with the
 *   same view, actors and legal actions, which parses, plays to the end, and stays the same to that
 *   seat after actions legal in both worlds whose events the seat sees identically;
 * - labels: `describeAction` and `describeView` give text for every legal action and view;
 * - evaluation, for a game with the optional `evaluate` (evaluate.ts): one reward in [0, 1] per
 *   seat, deterministic, the outcome's rewards at the end, and blind to what a viewer cannot see;
 * - totality: parsers and `reduce` throw nothing but RuleError on junk and on mutated real states,
 *   and a mutated state that `parseState` accepts makes no game function throw anything else
 *   nor stalls: played on with random legal actions, someone acts exactly while the game is not
 *   over, every actor has a legal action, and every listed action is accepted;
 * - the game's own invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RuleError,
  createRng,
  deepClone,
  deepEqual,
  deepFreeze,
  findNonJson,
  isRecord,
  loadMatch,
  replay,
  replayStart,
  verifyRecord,
  type AnyGame,
  type Player,
  type Rng,
  type Viewer,
} from '../../src/index.js';
import { checkTermination } from './termination.js';
import { checkHostileInput } from './hostile.js';
import { checkEvaluate, checkEvaluateSeesOnly, seatToAsk } from './evaluate.js';
import { checkActionSpace, checkObservation, checkObservationLayout, checkSpaceSeesOnly } from './action-space.js';

type StateOf<G extends AnyGame> = ReturnType<G['setup']>;
type ActionOf<G extends AnyGame> = Parameters<G['reduce']>[1];

/** What a game registers with the suite. */
export interface ConformanceDescriptor<G extends AnyGame> {
  readonly game: G;
  /** Player counts to test (each run picks one). */
  readonly playerCounts: readonly number[];
  /** A game must end within this many actions. */
  readonly maxSteps: number;
  /** fast-check runs per property (default 25). */
  readonly runs?: number;
  /** The config for a player count (default `game.defaultConfig`). */
  readonly config?: (players: number, seed: number) => unknown;
  /** Throws (e.g. with expect) when a state breaks one of the game's invariants. */
  readonly invariants?: (state: StateOf<G>) => void;
  /**
   * A copy of `state` in which only information hidden from `viewer` differs (deck order, other
   * hands, unrevealed picks...). `pick(n)` gives a random integer in [0, n).
   */
  readonly perturbHidden?: (state: StateOf<G>, viewer: Viewer, pick: (n: number) => number) => StateOf<G>;
  /** Legal actions checked for acceptance per actor and step (default 6; all when fewer). */
  readonly actionsCheckedPerStep?: number;
  /**
   * Actors whose actions are checked at each step (default all). At a simultaneous step of many
   * seats (Magika's planning), a few drawn at random stand for all: the state changes by one
   * seat's action per step, so the others are checked again a step later.
   */
  readonly actorsCheckedPerStep?: number;
  /** States per random game at which the information properties are checked (default 3). */
  readonly informationChecksPerGame?: number;
  /** Mutated inputs per run of the totality fuzzing (default 10,000). */
  readonly fuzzRuns?: number;
  /** A game must end within this many actions under the adversarial policies of termination.ts (default `maxSteps`). */
  readonly maxStepsAdversarial?: number;
  /** The game's pass-like action types, which the "always an ability" policies avoid (default termination.ts's list). */
  readonly passActionTypes?: readonly string[];
  /** Seeds per adversarial policy and player count (default 3). */
  readonly terminationSeeds?: number;
}

interface PlayedGame<G extends AnyGame> {
  readonly config: unknown;
  readonly actions: ActionOf<G>[];
  readonly snapshots: string[];
  readonly final: StateOf<G>;
}

const expectRuleError = (run: () => unknown, codes?: readonly string[]): RuleError => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected a RuleError').toBeInstanceOf(RuleError);
  if (codes !== undefined) expect(codes).toContain((caught as RuleError).code);
  return caught as RuleError;
};

/** Changes one field of an action to another plausible value, to probe legality checks. */
function mutations(action: Record<string, unknown>, players: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'player') continue;
    if (typeof value === 'number') {
      out.push({ ...action, [key]: value + 1 }, { ...action, [key]: value - 1 }, { ...action, [key]: value + 97 });
    } else if (typeof value === 'string') {
      out.push({ ...action, [key]: `${value}-not-a-real-value` });
    } else if (typeof value === 'boolean') {
      out.push({ ...action, [key]: !value });
    }
  }
  out.push({ ...action, type: `${String(action.type)}X` });
  void players;
  return out;
}

function checkStaticState<G extends AnyGame>(d: ConformanceDescriptor<G>, config: unknown, state: StateOf<G>, players: number, pick: (n: number) => number): void {
  const { game } = d;
  const actors = game.actors(state) as readonly Player[];
  const over = game.isOver(state);
  expect(actors.length === 0, 'actors is empty if and only if the game is over').toBe(over);
  expect(game.outcome(state) === undefined, 'outcome exists only once over').toBe(!over);
  expect(findNonJson(state), 'state is plain JSON').toBeUndefined();
  const roundTripped = game.parseState(JSON.parse(JSON.stringify(state)));
  expect(deepEqual(roundTripped, state), 'parseState(JSON) round-trips').toBe(true);
  d.invariants?.(state);
  checkEvaluate(game, state, players);
  checkActionSpace(game, config, state, pick, d.actorsCheckedPerStep);
  checkObservation(game, config, state, players);
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, p) => p)];
  for (const viewer of viewers) {
    const view = game.view(state, viewer);
    expect(findNonJson(view), `view of ${String(viewer)} is plain JSON`).toBeUndefined();
    if (d.perturbHidden) {
      const other = d.perturbHidden(deepClone(state), viewer, pick);
      expect(game.view(other, viewer), `view of ${String(viewer)} ignores hidden information`).toEqual(view);
      // One seat per state (see seatToAsk), not every seat.
      if (viewer !== 'spectator' && viewer === seatToAsk(state, players)) {
        checkEvaluateSeesOnly(game, state, other, viewer, 'a perturbed copy');
        checkSpaceSeesOnly(game, state, other, viewer, 'a perturbed copy');
      }
    }
  }
  for (let p = 0; p < players; p++) {
    if (!actors.includes(p)) expect(game.legalActions(state, p), `player ${p} is not acting`).toEqual([]);
  }
}

function checkActions<G extends AnyGame>(d: ConformanceDescriptor<G>, state: StateOf<G>, rng: Rng, players: number, pick: (n: number) => number): void {
  const { game } = d;
  const actors = game.actors(state) as readonly Player[];
  const before = JSON.stringify(state);
  const limit = d.actorsCheckedPerStep ?? actors.length;
  const checked = limit >= actors.length ? actors : Array.from({ length: limit }, () => actors[pick(actors.length)] as Player);
  for (const player of checked) {
    const legal = game.legalActions(state, player) as ActionOf<G>[];
    expect(legal.length, `actor ${player} has a legal action`).toBeGreaterThan(0);
    const limit = d.actionsCheckedPerStep ?? 6;
    const step = Math.max(1, Math.floor(legal.length / limit));
    for (let i = 0; i < legal.length; i += step) {
      const action = legal[i] as ActionOf<G>;
      expect(action.player).toBe(player);
      expect(deepEqual(game.parseAction(JSON.parse(JSON.stringify(action))), action), 'parseAction round-trips').toBe(true);
      // Legal soundness: a listed action is accepted.
      expect(game.isLegal(state, action), `isLegal accepts the listed ${JSON.stringify(action)}`).toBe(true);
      game.reduce(state, action, rng.clone());
      for (const mutated of mutations(action as Record<string, unknown>, players)) {
        // The game's direct legality check must agree with membership in the list.
        const parsed = parseOrNull(game, mutated);
        const listed = legal.some((candidate) => deepEqual(candidate, mutated));
        if (parsed !== null) expect(game.isLegal(state, parsed), `isLegal agrees with legalActions on ${JSON.stringify(mutated)}`).toBe(listed);
        if (listed) continue;
        expectRuleError(() => game.reduce(state, game.parseAction(mutated), rng.clone()));
      }
    }
    // Out of turn: the same action from someone who may not act.
    const outsider = Array.from({ length: players }, (_, p) => p).find((p) => !actors.includes(p));
    if (outsider !== undefined) {
      const first = legal[0] as Record<string, unknown>;
      expectRuleError(() => game.reduce(state, { ...first, player: outsider } as ActionOf<G>, rng.clone()), ['NOT_YOUR_TURN']);
      expect(game.isLegal(state, { ...first, player: outsider } as ActionOf<G>), 'isLegal refuses an action out of turn').toBe(false);
    }
  }
  expect(JSON.stringify(state), 'refused actions leave the state untouched').toBe(before);
  expectRuleError(() => game.parseAction({ type: 42 }), ['MALFORMED_ACTION']);
  expectRuleError(() => game.parseAction(null), ['MALFORMED_ACTION']);
}

/** `parseAction(input)`, or null where it refuses the input. */
function parseOrNull<G extends AnyGame>(game: G, input: unknown): ActionOf<G> | null {
  try {
    return game.parseAction(input) as ActionOf<G>;
  } catch {
    return null;
  }
}

/** Throws unless `viewer` sees `real` and `world` alike: same view, actors and own legal actions. */
function expectIndistinguishable<G extends AnyGame>(game: G, real: StateOf<G>, world: StateOf<G>, viewer: Player, where: string): void {
  expect(game.view(world, viewer), `${where}: seat ${viewer} sees the sampled world as the real one`).toEqual(game.view(real, viewer));
  expect(game.actors(world), `${where}: the same seats act in both worlds`).toEqual(game.actors(real));
  expect(game.legalActions(world, viewer), `${where}: seat ${viewer} has the same legal actions in both worlds`).toEqual(game.legalActions(real, viewer));
}

/**
 * The information properties at one state (DESIGN §8): for every seat, a world drawn with
 * `sampleHidden` is indistinguishable to that seat, parses, and stays indistinguishable after a few
 * actions legal in both worlds whose events the seat sees identically. With `playToEnd`, one world
 * per seat is also played to the end with random legal actions.
 */
function checkInformation<G extends AnyGame>(d: ConformanceDescriptor<G>, state: StateOf<G>, rng: Rng, players: number, pick: (n: number) => number, playToEnd: boolean): void {
  const { game } = d;
  for (let viewer = 0; viewer < players; viewer++) {
    const world = game.sampleHidden(state, viewer, createRng(pick(2 ** 30))) as StateOf<G>;
    expect(world, 'sampleHidden returns a new state').not.toBe(state);
    expect(findNonJson(world), 'a sampled world is plain JSON').toBeUndefined();
    expect(deepEqual(game.parseState(JSON.parse(JSON.stringify(world))), world), 'parseState accepts a sampled world').toBe(true);
    expectIndistinguishable(game, state, world, viewer, 'after sampling');
    checkEvaluateSeesOnly(game, state, world, viewer, 'a sampled world');
    checkSpaceSeesOnly(game, state, world, viewer, 'a sampled world');
    // A fair bot seeded alike must act alike in two worlds its seat cannot tell apart, so the
    // sample may depend on what the seat sees and the rng, never on the hidden facts themselves.
    const seed = pick(2 ** 30);
    expect(
      deepEqual(game.sampleHidden(world, viewer, createRng(seed)), game.sampleHidden(state, viewer, createRng(seed))),
      `seat ${viewer}: sampleHidden with one seed gives the same world from two states the seat cannot tell apart`,
    ).toBe(true);
    let real = state;
    let other = world;
    for (let step = 0; step < 4 && !game.isOver(real); step++) {
      const actors = game.actors(real) as readonly Player[];
      const actor = actors[pick(actors.length)] as Player;
      const inWorld = game.legalActions(other, actor) as readonly ActionOf<G>[];
      const common = (game.legalActions(real, actor) as readonly ActionOf<G>[]).filter((a) => inWorld.some((b) => deepEqual(a, b)));
      if (common.length === 0) break;
      const action = common[pick(common.length)] as ActionOf<G>;
      const dice = rng.clone();
      real = game.reduce(real, action, dice.clone()) as StateOf<G>;
      other = game.reduce(other, action, dice) as StateOf<G>;
      // Once the seat sees different events, it can tell the worlds apart, legitimately.
      if (!deepEqual(game.view(real, viewer).events, game.view(other, viewer).events)) break;
      expectIndistinguishable(game, real, other, viewer, `after ${JSON.stringify(action)}`);
    }
    if (playToEnd) {
      const copy = game.clone(world) as StateOf<G>;
      const dice = rng.clone();
      for (let steps = 0; !game.isOver(copy); steps++) {
        expect(steps, 'a sampled world plays to the end').toBeLessThan(d.maxSteps);
        const actors = game.actors(copy) as readonly Player[];
        const actor = actors[pick(actors.length)] as Player;
        const legal = game.legalActions(copy, actor) as readonly ActionOf<G>[];
        expect(legal.length, 'an actor of a sampled world has a legal action').toBeGreaterThan(0);
        game.apply(copy, legal[pick(legal.length)] as ActionOf<G>, dice);
      }
    }
  }
}

/** Every legal action has a label and every view a summary. */
function checkLabels<G extends AnyGame>(game: G, state: StateOf<G>, players: number): void {
  for (const player of game.actors(state) as readonly Player[]) {
    for (const action of game.legalActions(state, player) as readonly ActionOf<G>[]) {
      const label: unknown = game.describeAction(state, action);
      expect(typeof label === 'string' && label.length > 0, `a label for ${JSON.stringify(action)}`).toBe(true);
    }
  }
  for (const viewer of ['spectator', ...Array.from({ length: players }, (_, p) => p)] as Viewer[]) {
    const text: unknown = game.describeView(game.view(state, viewer));
    expect(typeof text === 'string' && text.length > 0, `a summary of ${String(viewer)}'s view`).toBe(true);
  }
}

const isDeepFrozen = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));

/**
 * Structural sharing (DESIGN §3): every part of `next` equal to the same part of the frozen `before`
 * is `before`'s own object, so a UI that memoises on identity re-renders only what changed (an
 * action that moves one racer leaves every other racer's object as it was).
 */
function expectShared(before: unknown, next: unknown, path: string): void {
  if (typeof next !== 'object' || next === null || typeof before !== 'object' || before === null) return;
  if (deepEqual(before, next)) {
    expect(next === before, `reduce shares the unchanged ${path} with its input`).toBe(true);
    return;
  }
  for (const key of Object.keys(next)) expectShared((before as Record<string, unknown>)[key], (next as Record<string, unknown>)[key], `${path}.${key}`);
}

/**
 * A game's `clone` writes every object's keys in the order the rules make it with: V8 gives objects
 * built with other key orders (or spread) other hidden classes, and rules code that meets both runs
 * polymorphic; the pure path clones every step, so the fast path after it would slow down.
 */
function expectSameKeyOrder(copy: unknown, original: unknown, path: string): void {
  if (typeof original !== 'object' || original === null || typeof copy !== 'object' || copy === null) return;
  if (!Array.isArray(original)) expect(Object.keys(copy).join(), `clone keeps the key order of ${path}`).toBe(Object.keys(original).join());
  for (const key of Object.keys(original)) expectSameKeyOrder((copy as Record<string, unknown>)[key], (original as Record<string, unknown>)[key], `${path}.${key}`);
}

/** Plays one random game on the pure path, checking every step; returns what a replay needs. */
function playChecked<G extends AnyGame>(d: ConformanceDescriptor<G>, seed: number, players: number): PlayedGame<G> {
  const { game } = d;
  const config = game.parseConfig(d.config ? d.config(players, seed) : game.defaultConfig(players));
  const rng = createRng(seed);
  const chooser = createRng(seed ^ 0x5f3759df);
  const pick = (n: number): number => chooser.int(0, n - 1);
  let state = deepFreeze(game.setup(config, rng) as StateOf<G>);
  checkObservationLayout(game, config);
  const actions: ActionOf<G>[] = [];
  const snapshots = [JSON.stringify(state)];
  // Information is checked at a few states per game, the first one also played to the end.
  const checks = d.informationChecksPerGame ?? 3;
  let informationChecked = 0;
  for (let steps = 0; ; steps++) {
    checkStaticState(d, config, state, players, pick);
    checkLabels(game, state, players);
    if (informationChecked < checks && (steps === 0 || pick(40) === 0)) {
      checkInformation(d, state, rng, players, pick, informationChecked === 0);
      informationChecked += 1;
    }
    const actors = game.actors(state) as readonly Player[];
    if (actors.length === 0) break;
    expect(steps, `${game.id} ends within ${d.maxSteps} actions`).toBeLessThan(d.maxSteps);
    checkActions(d, state, rng, players, pick);
    const player = actors[pick(actors.length)] as Player;
    const legal = game.legalActions(state, player) as ActionOf<G>[];
    const action = legal[pick(legal.length)] as ActionOf<G>;
    // The fast path on a clone must agree with the pure path, and the pure path must not write.
    const fast = game.clone(state) as StateOf<G>;
    game.apply(fast, action, rng.clone());
    if (steps === 0) expectSameKeyOrder(game.clone(game.setup(config, createRng(seed))), game.setup(config, createRng(seed)), 'setup');
    expectSameKeyOrder(game.clone(fast), fast, 'state');
    const next = game.reduce(state, action, rng) as StateOf<G>;
    expect(deepEqual(fast, next), 'apply on a clone equals reduce').toBe(true);
    expect(JSON.stringify(state), 'reduce never mutates its input').toBe(snapshots[snapshots.length - 1]);
    expect(isDeepFrozen(next), 'reduce returns a deeply frozen state').toBe(true);
    expectShared(state, next, 'state');
    state = next;
    actions.push(action);
    snapshots.push(JSON.stringify(state));
  }
  // After the end, anything is refused with GAME_OVER.
  if (actions.length > 0) {
    const last = actions[actions.length - 1] as ActionOf<G>;
    expectRuleError(() => game.reduce(state, last, rng.clone()), ['GAME_OVER']);
  }
  return { config, actions, snapshots, final: state };
}

/**
 * Plays one random game with every per-step check, then replays its JSON record and reloads it as
 * a match, expecting identical states. Throws on the first violation.
 */
export function checkRandomGame<G extends AnyGame>(d: ConformanceDescriptor<G>, seed: number, players: number): void {
  const played = playChecked(d, seed, players);
  const record = JSON.parse(
    JSON.stringify({ game: d.game.id, rulesVersion: d.game.rulesVersion, config: played.config, seed, actions: played.actions }),
  );
  expect(JSON.stringify(replayStart(d.game, record))).toBe(played.snapshots[0]);
  let index = 1;
  for (const step of replay(d.game, record)) {
    expect(JSON.stringify(step.state), `replayed state ${index} is identical`).toBe(played.snapshots[index]);
    index += 1;
  }
  expect(index).toBe(played.snapshots.length);
  const match = loadMatch(d.game, record);
  expect(JSON.stringify(match.state)).toBe(played.snapshots[played.snapshots.length - 1]);
  const { result, ...rest } = match.toRecord();
  expect(rest).toEqual(record);
  // A finished game's record carries its result, and every replay path accepts it.
  expect(result?.outcome).toEqual(d.game.outcome(played.final));
  const full = JSON.parse(JSON.stringify({ ...record, result }));
  expect(JSON.stringify(verifyRecord(d.game, full).state)).toBe(played.snapshots[played.snapshots.length - 1]);
}

/** Values a mutation puts in place of a field: wrong types, out of range, prototype names. */
const JUNK: readonly unknown[] = [
  null, -1, 0, 1.5, 1e9, Number.MAX_SAFE_INTEGER, '', 'x', '__proto__', 'constructor', 'toString', true, false, [], {}, [null], { type: 'x' },
  JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: 1 },
];

/** Whole inputs that are nothing like a state, action or config. */
const JUNK_INPUTS: readonly unknown[] = [
  ...JUNK, undefined, [1, 2, 3], { players: '2' }, { players: 2, __proto__: null }, JSON.parse('{"players":2,"__proto__":{"players":3}}'),
  { type: 'roll' }, { type: 'attack!', player: 0 }, { type: 'constructor', player: 0 }, { type: '__proto__', player: 0 }, { type: 'toString', player: -1 },
];

/** Every path (a list of keys and indices) to a value inside `value`, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (isRecord(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...prefix, key], out);
  return out;
}

type Mutation = { readonly kind: 'set'; readonly junk: number } | { readonly kind: 'delete' } | { readonly kind: 'extra' } | { readonly kind: 'duplicate' } | { readonly kind: 'swap'; readonly with: number } | { readonly kind: 'truncate' } | { readonly kind: 'transplant'; readonly from: number };

const pathName = (path: readonly (string | number)[]): string => `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;
const valueAt = (root: unknown, path: readonly (string | number)[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

/** The JSON kind of a value, objects told apart by their keys: what a transplant must match. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (isRecord(value)) return `{${Object.keys(value).join(',')}}`;
  return value === null ? 'null' : typeof value;
}

/**
 * `state` (a fresh copy) changed at `path` by `mutation`; returns a short description. `paths`
 * (every path of `state`) is where a transplant finds its value.
 */
function mutate(state: unknown, path: readonly (string | number)[], mutation: Mutation, paths: readonly (readonly (string | number)[])[]): string {
  const where = pathName(path);
  if (path.length === 0) return `${where} kept`;
  const parent = valueAt(state, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  const target = parent[key];
  switch (mutation.kind) {
    case 'set': {
      const junk = JUNK[mutation.junk % JUNK.length];
      parent[key] = junk === null || typeof junk !== 'object' ? junk : JSON.parse(JSON.stringify(junk));
      return `${where} = ${JSON.stringify(junk)}`;
    }
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      return `${where} deleted`;
    case 'extra':
      if (Array.isArray(target)) target.push(JSON.parse(JSON.stringify(target[0] ?? 0)));
      else if (isRecord(target)) Object.defineProperty(target, '__proto__', { value: 1, enumerable: true, writable: true, configurable: true });
      else parent[key] = [target];
      return `${where} extended`;
    case 'duplicate':
      if (Array.isArray(target) && target.length > 0) target[target.length - 1] = JSON.parse(JSON.stringify(target[0]));
      else parent[key] = typeof target === 'number' ? target + 1 : target;
      return `${where} duplicated or bumped`;
    case 'swap':
      if (Array.isArray(target) && target.length > 1) {
        const j = mutation.with % target.length;
        [target[0], target[j]] = [target[j], target[0]];
      } else if (typeof target === 'number') parent[key] = -target - 1;
      return `${where} swapped or negated`;
    case 'truncate':
      if (Array.isArray(target)) target.length = Math.floor(target.length / 2);
      else if (typeof target === 'string') parent[key] = target.slice(0, 1);
      return `${where} truncated`;
    case 'transplant': {
      // A value of the same kind from elsewhere in the state: each part plausible, the whole
      // inconsistent (a card in two places, two seats on one cruiser, a racer's space in a hand).
      const kind = kindOf(target);
      const shown = JSON.stringify(target);
      for (let i = 0; i < paths.length; i++) {
        const from = paths[(mutation.from + i) % paths.length] as readonly (string | number)[];
        if (from.length === 0) continue;
        const value = valueAt(state, from);
        if (kindOf(value) !== kind || JSON.stringify(value) === shown) continue;
        parent[key] = JSON.parse(JSON.stringify(value));
        return `${where} = ${pathName(from)} (${JSON.stringify(value).slice(0, 60)})`;
      }
      return `${where} kept (nothing alike to transplant)`;
    }
  }
}

/** Runs `run`; anything thrown but a RuleError fails with `context`. */
function onlyRuleErrors(context: string, run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RuleError)) {
      throw new Error(`${context}: threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}, not a RuleError`);
    }
  }
}

/**
 * Every function a caller may run on a state `parseState` accepted; none may throw but a RuleError.
 * With `playForward`, the state is also played on (see {@link playAccepted}).
 */
function exerciseAccepted<G extends AnyGame>(game: G, state: StateOf<G>, players: number, context: string, playForward = true): void {
  const rng = createRng(1);
  onlyRuleErrors(`${context}: isOver/outcome`, () => [game.isOver(state), game.outcome(state)]);
  onlyRuleErrors(`${context}: actors`, () => game.actors(state));
  for (const viewer of ['spectator', ...Array.from({ length: players }, (_, p) => p)] as Viewer[]) {
    onlyRuleErrors(`${context}: view(${String(viewer)})`, () => game.describeView(game.view(state, viewer)));
    if (viewer !== 'spectator') onlyRuleErrors(`${context}: sampleHidden(${viewer})`, () => game.sampleHidden(state, viewer, rng.clone()));
  }
  for (let player = 0; player < players; player++) {
    let legal: readonly ActionOf<G>[] = [];
    onlyRuleErrors(`${context}: legalActions(${player})`, () => (legal = game.legalActions(state, player) as readonly ActionOf<G>[]));
    for (const action of legal.slice(0, 4)) {
      onlyRuleErrors(`${context}: describeAction(${JSON.stringify(action)})`, () => game.describeAction(state, action));
      onlyRuleErrors(`${context}: apply(${JSON.stringify(action)})`, () => game.apply(game.clone(state), action, rng.clone()));
    }
  }
  if (playForward) playAccepted(game, state, context);
}

/** Steps an accepted state is played forward by {@link playAccepted}. */
const PLAYOUT_STEPS = 200;

/** Throws unless `state` leaves the game a way on: actors iff not over, and a legal action for each. */
function expectWayOn<G extends AnyGame>(game: G, state: StateOf<G>, context: string): void {
  // Plain checks first: `expect` costs more than the step it checks, and this runs at every step.
  const actors = game.actors(state) as readonly Player[];
  const over = game.isOver(state);
  if ((actors.length === 0) !== over) expect(actors.length === 0, `${context}: actors is empty if and only if the game is over`).toBe(over);
  for (const player of actors) {
    const count = game.legalActions(state, player).length;
    if (count === 0) expect(count, `${context}: actor ${player} has a legal action`).toBeGreaterThan(0);
  }
}

/**
 * An accepted state must not stall later either (DESIGN §8): it is played forward with random
 * legal actions for {@link PLAYOUT_STEPS} steps or to the end; at every step someone may act
 * unless the game is over, each actor has a legal action, and every listed action is accepted.
 */
function playAccepted<G extends AnyGame>(game: G, accepted: StateOf<G>, context: string): void {
  const state = game.clone(accepted) as StateOf<G>;
  const dice = createRng(2);
  const chooser = createRng(3);
  let last = 'as parsed';
  try {
    for (let step = 0; step < PLAYOUT_STEPS; step++) {
      expectWayOn(game, state, `${context}, ${last}`);
      if (game.isOver(state)) return;
      const actors = game.actors(state) as readonly Player[];
      const legal = game.legalActions(state, actors[chooser.int(0, actors.length - 1)] as Player) as readonly ActionOf<G>[];
      const action = legal[chooser.int(0, legal.length - 1)] as ActionOf<G>;
      last = `after ${step + 1} random step(s), the last ${JSON.stringify(action)}`;
      game.apply(state, action, dice);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AssertionError') throw error;
    // A listed action is accepted (DESIGN §5), so even a RuleError here is a failure.
    const what = error instanceof RuleError ? `refused a listed action: ${error.message}` : `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    throw new Error(`${context}: played forward, ${last}, ${what}`);
  }
}

/**
 * Totality (DESIGN §8): junk and mutated real states, configs and actions. Real states come from a
 * few random games on the fast path; each run mutates one of them at one path.
 */
export function checkTotality<G extends AnyGame>(d: ConformanceDescriptor<G>, runs: number): void {
  const { game } = d;
  // `rules`: the sample without its events, which no rule reads. A mutant that parses back to it
  // (an edited event, a key order) plays as the sample did, so it is not played on again.
  const samples: { json: string; players: number; paths: (string | number)[][]; action: unknown; rules: unknown }[] = [];
  const rulesOf = (state: unknown): unknown => (isRecord(state) ? { ...state, events: [] } : state);
  for (const [index, players] of d.playerCounts.entries()) {
    for (let seed = 1; seed <= 2; seed++) {
      const config = game.parseConfig(d.config ? d.config(players, seed) : game.defaultConfig(players));
      const rng = createRng(seed * 31 + index);
      const chooser = createRng(seed * 17 + index);
      const state = game.clone(game.setup(config, rng)) as StateOf<G>;
      for (let steps = 0; !game.isOver(state) && steps < d.maxSteps; steps++) {
        const actors = game.actors(state) as readonly Player[];
        const legal = game.legalActions(state, actors[0] as Player) as readonly ActionOf<G>[];
        expect(legal.length, `actor ${String(actors[0])} has a legal action`).toBeGreaterThan(0);
        const action = legal[chooser.int(0, legal.length - 1)] as ActionOf<G>;
        if (steps % 12 === 0) {
          const json = JSON.stringify(state);
          samples.push({ json, players, paths: pathsOf(JSON.parse(json)), action, rules: rulesOf(JSON.parse(json)) });
        }
        game.apply(state, action, rng);
      }
      const json = JSON.stringify(state);
      samples.push({ json, players, paths: pathsOf(JSON.parse(json)), action: null, rules: rulesOf(JSON.parse(json)) });
    }
  }
  for (const junk of JUNK_INPUTS) {
    onlyRuleErrors(`parseState(${JSON.stringify(junk)})`, () => game.parseState(junk));
    onlyRuleErrors(`parseAction(${JSON.stringify(junk)})`, () => game.parseAction(junk));
    onlyRuleErrors(`parseConfig(${JSON.stringify(junk)})`, () => game.parseConfig(junk));
  }
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), junk: fc.nat() }),
    fc.constant({ kind: 'delete' as const }),
    fc.constant({ kind: 'extra' as const }),
    fc.constant({ kind: 'duplicate' as const }),
    fc.record({ kind: fc.constant('swap' as const), with: fc.nat() }),
    fc.constant({ kind: 'truncate' as const }),
    fc.record({ kind: fc.constant('transplant' as const), from: fc.nat() }),
  );
  fc.assert(
    fc.property(fc.nat(), fc.nat(), mutation, fc.constantFrom('state', 'action', 'config'), (which, where, change, target) => {
      const sample = samples[which % samples.length] as (typeof samples)[number];
      if (target === 'state') {
        const copy = JSON.parse(sample.json) as unknown;
        const path = sample.paths[where % sample.paths.length] as (string | number)[];
        const what = mutate(copy, path, change, sample.paths);
        let parsed: StateOf<G> | undefined;
        onlyRuleErrors(`parseState with ${what}`, () => (parsed = game.parseState(copy) as StateOf<G>));
        if (parsed !== undefined) exerciseAccepted(game, parsed, sample.players, `a state parseState accepted with ${what}`, !deepEqual(rulesOf(parsed), sample.rules));
        return;
      }
      if (target === 'action' && sample.action !== null) {
        const action = { wrapper: JSON.parse(JSON.stringify(sample.action)) as unknown };
        const paths = pathsOf(action).filter((p) => p.length > 0);
        const what = mutate(action, paths[where % paths.length] as (string | number)[], change, paths);
        const state = deepFreeze(game.parseState(JSON.parse(sample.json)) as StateOf<G>);
        onlyRuleErrors(`parseAction with ${what}`, () => game.parseAction(action.wrapper));
        onlyRuleErrors(`reduce with an action ${what}`, () => game.reduce(state, action.wrapper as ActionOf<G>, createRng(1)));
        return;
      }
      const config = { wrapper: JSON.parse(JSON.stringify(game.defaultConfig(sample.players))) as unknown };
      const paths = pathsOf(config).filter((p) => p.length > 0);
      const what = mutate(config, paths[where % paths.length] as (string | number)[], change, paths);
      onlyRuleErrors(`parseConfig with ${what}`, () => game.parseConfig(config.wrapper));
    }),
    { seed: SUITE_SEED, numRuns: runs, includeErrorInReport: true },
  );
}

/** Every fast-check run of the suite is seeded, so a failure reproduces (change it to explore). */
export const SUITE_SEED = 20261124;

/** Registers the conformance suite for one game. */
export function describeConformance<G extends AnyGame>(d: ConformanceDescriptor<G>): void {
  const runs = d.runs ?? 25;
  const arbitrary = fc.record({
    seed: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    players: fc.constantFrom(...d.playerCounts),
  });

  describe(`conformance: ${d.game.id}`, () => {
    it('setup validates configs and is deterministic', () => {
      for (const players of d.playerCounts) {
        const config = d.game.defaultConfig(players);
        expect(d.game.parseConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
        expect(d.game.setup(config, createRng(7))).toEqual(d.game.setup(config, createRng(7)));
      }
      expectRuleError(() => d.game.parseConfig(null), ['BAD_CONFIG']);
      expectRuleError(() => d.game.parseConfig({ players: d.game.maxPlayers + 1 }), ['BAD_CONFIG']);
      expectRuleError(() => d.game.parseState({ not: 'a state' }), ['BAD_STATE']);
      expectRuleError(() => d.game.parseState(null), ['BAD_STATE']);
    });

    it('random games end, obey every property at every step, and replay bit for bit', () => {
      fc.assert(
        fc.property(arbitrary, ({ seed, players }) => checkRandomGame(d, seed, players)),
        { seed: SUITE_SEED, numRuns: runs },
      );
    });

    it('the fast path alone plays the same games as the pure path', () => {
      fc.assert(
        fc.property(arbitrary, ({ seed, players }) => {
          const config = d.game.defaultConfig(players);
          const pureRng = createRng(seed);
          const fastRng = createRng(seed);
          const chooser = createRng(seed + 1);
          let pure = d.game.setup(config, pureRng) as StateOf<G>;
          const fast = d.game.clone(d.game.setup(config, fastRng)) as StateOf<G>;
          for (let steps = 0; !d.game.isOver(pure); steps++) {
            expect(steps).toBeLessThan(d.maxSteps);
            const actors = d.game.actors(pure) as Player[];
            const player = actors[chooser.int(0, actors.length - 1)] as Player;
            const legal = d.game.legalActions(pure, player) as ActionOf<G>[];
            const action = legal[chooser.int(0, legal.length - 1)] as ActionOf<G>;
            pure = d.game.reduce(pure, action, pureRng) as StateOf<G>;
            d.game.apply(fast, action, fastRng);
          }
          expect(deepEqual(fast, pure)).toBe(true);
          expect(d.game.outcome(fast)).toEqual(d.game.outcome(pure));
        }),
        { seed: SUITE_SEED + 1, numRuns: runs * 2 },
      );
    });

    it('adversarial policies (always first, last, an ability, the same type) end every game within its bound', () => checkTermination(d));
    it('hostile input (getters, Proxies, BigInt, cycles, __proto__, strange seats) gives only RuleErrors and runs as first read', () => checkHostileInput(d));

    it('parsing and reduce are total: junk and mutated real inputs give only RuleErrors', () => {
      checkTotality(d, d.fuzzRuns ?? 10_000);
    });

    it('refuses corrupt saved states', () => {
      const state = d.game.setup(d.game.defaultConfig(d.playerCounts[0] as number), createRng(3)) as Record<string, unknown>;
      expect(isRecord(state)).toBe(true);
      for (const key of Object.keys(state)) {
        const broken = { ...deepClone(state), [key]: key === 'events' ? 'nope' : { corrupt: true } };
        expectRuleError(() => d.game.parseState(broken), ['BAD_STATE']);
      }
      // Two real states of one game crossed, a part of one in the other (one moment's turn with
      // another's hands): each part plausible, the whole reached by no play. Refused, or accepted
      // and then never failing nor stalling.
      const players = d.playerCounts[0] as number;
      const config = d.game.parseConfig(d.config ? d.config(players, 3) : d.game.defaultConfig(players));
      const dice = createRng(3);
      const chooser = createRng(4);
      const playing = d.game.clone(d.game.setup(config, dice)) as StateOf<G>;
      const moments: Record<string, unknown>[] = [];
      for (let steps = 0; !d.game.isOver(playing) && steps < d.maxSteps; steps++) {
        if (steps === 10 || steps === 60) moments.push(JSON.parse(JSON.stringify(playing)) as Record<string, unknown>);
        const actors = d.game.actors(playing) as readonly Player[];
        const legal = d.game.legalActions(playing, actors[chooser.int(0, actors.length - 1)] as Player) as readonly ActionOf<G>[];
        d.game.apply(playing, legal[chooser.int(0, legal.length - 1)] as ActionOf<G>, dice);
      }
      moments.push(JSON.parse(JSON.stringify(playing)) as Record<string, unknown>);
      for (const base of moments) {
        for (const donor of moments) {
          if (donor === base) continue;
          for (const key of Object.keys(base)) {
            if (key === 'events' || deepEqual(base[key], donor[key])) continue;
            let parsed: StateOf<G> | undefined;
            const what = `a state with the ${key} of another moment of its game`;
            onlyRuleErrors(`parseState of ${what}`, () => (parsed = d.game.parseState(deepClone({ ...base, [key]: donor[key] })) as StateOf<G>));
            if (parsed !== undefined) exerciseAccepted(d.game, parsed, players, `${what}, accepted`);
          }
        }
      }
    });
  });
}
