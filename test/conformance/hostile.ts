/**
 * Hostile input (DESIGN §3 and §8, issue 21): what a server receives from someone attacking it, not
 * only junk JSON. For a few states of one seeded game on the pure path, every game must:
 * - run an action whose getters or Proxy traps answer one thing when first read and another
 *   later exactly as its first reading (`reduce`, `isLegal`, `describeAction`), and refuse with a
 *   RuleError one whose reading throws;
 * - refuse BigInt, circular, symbol, function and non-finite values anywhere in an action, a
 *   config or a saved state with a RuleError of the right code (`isLegal` answers false);
 * - survive `__proto__`, `constructor` and other inherited names as ids and as keys, and leave
 *   `Object.prototype` as it was;
 * - refuse, as `BAD_STATE`, `view` and `sampleHidden` of a seat out of range or of a non-number,
 *   and list no legal action for such a seat.
 * Only RuleErrors may be thrown anywhere. A run takes well under a few seconds per game.
 */
import { expect } from 'vitest';
import { RuleError, createRng, deepEqual, isRecord, type AnyGame, type Player, type Viewer } from '../../src/index.js';

type StateOf<G extends AnyGame> = ReturnType<G['setup']>;
type ActionOf<G extends AnyGame> = Parameters<G['reduce']>[1];

/** What the check reads from a conformance descriptor (structurally a subset of it). */
export interface HostileDescriptor<G extends AnyGame> {
  readonly game: G;
  readonly playerCounts: readonly number[];
  readonly maxSteps: number;
  readonly config?: (players: number, seed: number) => unknown;
}

type Path = readonly (string | number)[];

const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Values that are not JSON, each made fresh (a circular one must be new each time). */
function unreadable(): { readonly name: string; readonly value: unknown }[] {
  const loop: Record<string, unknown> = { a: 1 };
  loop.self = loop;
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  return [
    { name: 'a BigInt', value: 2n },
    { name: 'a circular object', value: loop },
    { name: 'a symbol', value: Symbol('hostile') },
    { name: 'a function', value: () => 0 },
    { name: 'NaN', value: NaN },
    { name: 'Infinity', value: Infinity },
    {
      name: 'an object whose getter throws',
      value: {
        get boom(): never {
          throw new Error('getter');
        },
      },
    },
    { name: 'a revoked Proxy', value: revocable.proxy },
    { name: 'a Date', value: new Date(0) },
  ];
}

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs `run`; a throw that is not a RuleError fails with `context`. Returns what was thrown. */
function onlyRuleErrors(context: string, run: () => unknown): RuleError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw new Error(`${context}: threw ${describeError(error)}, not a RuleError`);
  }
}

/** Runs `run`, which must throw a RuleError with `code`. */
function refused(context: string, code: string, run: () => unknown): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof RuleError)) throw new Error(`${context}: expected a RuleError ${code}, got ${caught === undefined ? 'no error' : describeError(caught)}`);
  expect(caught.code, context).toBe(code);
}

/** True when no object inside `value` has an own `__proto__` key or a prototype of its own. */
function clean(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(clean);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return false;
  return Object.values(value).every(clean);
}

/**
 * Runs a parser on input with an inherited name as a key: refused with `code`, or accepted with
 * that key left out, so that no rules code ever meets it.
 */
function refusedOrClean(context: string, code: string, parse: () => unknown): void {
  let parsed: unknown;
  const error = onlyRuleErrors(context, () => (parsed = parse()));
  if (error !== undefined) expect(error.code, context).toBe(code);
  else expect(clean(parsed), `${context}: the parsed value keeps the key`).toBe(true);
}

/** A copy of `action` whose `key` reads as before the first `honest` times and `later` after. */
function twoFaced(action: Record<string, unknown>, key: string, honest: number, later: unknown): Record<string, unknown> {
  const out = { ...action };
  const first = action[key];
  let reads = 0;
  Object.defineProperty(out, key, { enumerable: true, configurable: true, get: () => (reads++ < honest ? first : later) });
  return out;
}

/** A Proxy of `value` that answers honestly the first time each key is read and `later` after. */
function honestOnce(value: Record<string, unknown>, later: unknown): Record<string, unknown> {
  const reads = new Set<string | symbol>();
  return new Proxy(value, {
    get(target, key, receiver) {
      if (reads.has(key)) return later;
      reads.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Every path to a value inside `value`, the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (isRecord(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...prefix, key], out);
  return out;
}

const valueAt = (root: unknown, path: Path): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

/** A JSON copy of `root` with the value at `path` replaced by `value` (any value, JSON or not). */
function replaced(root: unknown, path: Path, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as unknown;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

/** About `count` items of `list`, evenly spread (all of them when there are fewer). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

const pathName = (path: Path): string => `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;

/** A few states of one seeded game, on the pure path (so frozen, as a server holds them). */
function sampleStates<G extends AnyGame>(d: HostileDescriptor<G>): { readonly state: StateOf<G>; readonly players: number }[] {
  const { game } = d;
  const out: { state: StateOf<G>; players: number }[] = [];
  const counts = [...new Set([d.playerCounts[0], d.playerCounts[d.playerCounts.length - 1]])] as number[];
  for (const players of counts) {
    const rng = createRng(97 + players);
    const chooser = createRng(131 + players);
    const config = game.parseConfig(d.config ? d.config(players, 5) : game.defaultConfig(players));
    let state = game.setup(config, rng) as StateOf<G>;
    const keep = new Set([0, 1, 9, 60, 250]);
    for (let step = 0; step < Math.min(d.maxSteps, 400) && !game.isOver(state); step++) {
      if (keep.has(step)) out.push({ state, players });
      const actors = game.actors(state) as readonly Player[];
      const legal = game.legalActions(state, actors[chooser.int(0, actors.length - 1)] as Player) as readonly ActionOf<G>[];
      state = game.reduce(state, legal[chooser.int(0, legal.length - 1)] as ActionOf<G>, rng) as StateOf<G>;
    }
    out.push({ state, players });
  }
  return out;
}

/** Actions read once; junk inside them refused; inherited names as ids and keys harmless. */
function checkActions<G extends AnyGame>(game: G, state: StateOf<G>): void {
  const actors = (game.actors(state) as readonly Player[]).slice(0, 2);
  for (const actor of actors) {
    const legal = game.legalActions(state, actor) as readonly Record<string, unknown>[];
    for (const action of spread(legal, 3)) {
      const where = `${game.id} ${JSON.stringify(action)}`;
      const honest = game.reduce(state, action, createRng(1));
      const label = game.describeAction(state, action);
      // `make` gives a fresh hostile action for each call: its first reading is used up by one.
      const runsAsHonest = (make: () => Record<string, unknown>, what: string): void => {
        const context = `${where} ${what}`;
        onlyRuleErrors(`reduce with ${context}`, () => expect(deepEqual(game.reduce(state, make(), createRng(1)), honest), `reduce ran ${context} as another move`).toBe(true));
        onlyRuleErrors(`isLegal with ${context}`, () => expect(game.isLegal(state, make()), `isLegal of ${context}`).toBe(true));
        onlyRuleErrors(`describeAction with ${context}`, () => expect(game.describeAction(state, make()), `describeAction of ${context}`).toBe(label));
      };
      for (const key of Object.keys(action)) {
        for (const later of ['__proto__', 'constructor', null, { nested: true }]) {
          runsAsHonest(() => twoFaced(action, key, 1, later), `whose ${key} reads ${JSON.stringify(later)} after its first reading`);
        }
        for (const { name, value } of unreadable()) {
          const hostile = { ...action, [key]: value };
          const context = `${where} with ${name} as ${key}`;
          refused(`parseAction: ${context}`, 'MALFORMED_ACTION', () => game.parseAction(hostile));
          refused(`reduce: ${context}`, 'MALFORMED_ACTION', () => game.reduce(state, hostile, createRng(1)));
          refused(`describeAction: ${context}`, 'MALFORMED_ACTION', () => game.describeAction(state, hostile));
          onlyRuleErrors(`isLegal: ${context}`, () => expect(game.isLegal(state, hostile), `isLegal: ${context}`).toBe(false));
        }
        for (const name of INHERITED_NAMES) {
          const hostile = { ...action, [key]: name };
          const context = `${where} with ${JSON.stringify(name)} as ${key}`;
          onlyRuleErrors(`parseAction: ${context}`, () => game.parseAction(hostile));
          onlyRuleErrors(`reduce: ${context}`, () => game.reduce(state, hostile, createRng(1)));
          onlyRuleErrors(`describeAction: ${context}`, () => game.describeAction(state, hostile));
          onlyRuleErrors(`isLegal: ${context}`, () => expect(typeof game.isLegal(state, hostile)).toBe('boolean'));
        }
      }
      runsAsHonest(() => honestOnce(action, '__proto__'), 'behind a Proxy that answers "__proto__" after the first reading');
      for (const hostile of [
        new Proxy(action, { get: () => { throw new Error('trap'); } }),
        new Proxy(action, { ownKeys: () => { throw new Error('trap'); } }),
        new Proxy(action, { getPrototypeOf: () => { throw new Error('trap'); } }),
        unreadable().find((u) => u.name === 'a revoked Proxy')?.value,
      ]) {
        refused(`reduce of ${where} behind a throwing Proxy`, 'MALFORMED_ACTION', () => game.reduce(state, hostile, createRng(1)));
        refused(`describeAction of ${where} behind a throwing Proxy`, 'MALFORMED_ACTION', () => game.describeAction(state, hostile));
        onlyRuleErrors(`isLegal of ${where} behind a throwing Proxy`, () => expect(game.isLegal(state, hostile)).toBe(false));
      }
      const withProtoKey = JSON.parse(JSON.stringify(action).replace(/^\{/, '{"__proto__":{"polluted":true},')) as unknown;
      refusedOrClean(`parseAction of ${where} with a __proto__ key`, 'MALFORMED_ACTION', () => game.parseAction(withProtoKey));
      onlyRuleErrors(`reduce of ${where} with a __proto__ key`, () => game.reduce(state, withProtoKey, createRng(1)));
      refusedOrClean(`parseAction of ${where} under a __proto__ key`, 'MALFORMED_ACTION', () => game.parseAction(JSON.parse(`{"__proto__":${JSON.stringify(action)}}`)));
      refusedOrClean(`parseAction of ${where} with a constructor key`, 'MALFORMED_ACTION', () => game.parseAction({ ...action, constructor: 1 }));
    }
  }
}

/** `view`, `sampleHidden` and `legalActions` of viewers the game does not have. */
function checkSeats<G extends AnyGame>(game: G, state: StateOf<G>, players: number): void {
  const strangers: unknown[] = [players, players + 1, 99, -1, 0.5, NaN, Infinity, -Infinity, '0', 'x', '', null, undefined, true, {}, [], [0], 1n, Symbol('seat'), () => 0];
  for (const viewer of strangers) {
    const context = `${game.id} viewer ${typeof viewer === 'symbol' ? 'a symbol' : typeof viewer === 'bigint' ? `${viewer}n` : JSON.stringify(viewer) ?? String(viewer)}`;
    refused(`view: ${context}`, 'BAD_STATE', () => game.view(state, viewer as Viewer));
    refused(`sampleHidden: ${context}`, 'BAD_STATE', () => game.sampleHidden(state, viewer as Player, createRng(1)));
    onlyRuleErrors(`legalActions: ${context}`, () => expect(game.legalActions(state, viewer as Player), `legalActions: ${context}`).toEqual([]));
  }
  refused(`sampleHidden of ${game.id} for a spectator`, 'BAD_STATE', () => game.sampleHidden(state, 'spectator' as unknown as Player, createRng(1)));
}

/** Configs with hostile values anywhere; read once; inherited names harmless. */
function checkConfigs<G extends AnyGame>(d: HostileDescriptor<G>): void {
  const { game } = d;
  for (const players of d.playerCounts) {
    const base = JSON.parse(JSON.stringify(d.config ? d.config(players, 5) : game.defaultConfig(players))) as unknown;
    const parsed = game.parseConfig(base);
    const paths = spread(pathsOf(base), 24);
    for (const path of paths) {
      for (const { name, value } of unreadable()) {
        refused(`parseConfig of ${game.id} with ${name} at ${pathName(path)}`, 'BAD_CONFIG', () => game.parseConfig(replaced(base, path, value)));
      }
      const current = valueAt(base, path);
      if (typeof current === 'string' || typeof current === 'number') {
        for (const name of INHERITED_NAMES) {
          const context = `parseConfig of ${game.id} with ${JSON.stringify(name)} at ${pathName(path)}`;
          let config: unknown;
          onlyRuleErrors(context, () => (config = game.parseConfig(replaced(base, path, name))));
          if (config !== undefined) onlyRuleErrors(`setup after ${context}`, () => game.setup(config, createRng(1)));
        }
      }
    }
    if (isRecord(base)) {
      for (const key of Object.keys(base)) {
        const hostile = twoFaced(base, key, 1, key === 'players' ? 99 : { junk: true });
        expect(deepEqual(game.parseConfig(hostile), parsed), `parseConfig of ${game.id} read ${key} twice`).toBe(true);
      }
      expect(deepEqual(game.parseConfig(honestOnce(base, '__proto__')), parsed), `parseConfig of ${game.id} behind a Proxy`).toBe(true);
      refusedOrClean(`parseConfig of ${game.id} with a __proto__ key`, 'BAD_CONFIG', () =>
        game.parseConfig(JSON.parse(JSON.stringify(base).replace(/^\{/, '{"__proto__":{"players":1},'))),
      );
    }
    for (const hostile of [new Proxy({}, { ownKeys: () => { throw new Error('trap'); } }), unreadable().find((u) => u.name === 'a revoked Proxy')?.value]) {
      refused(`parseConfig of ${game.id} behind a throwing Proxy`, 'BAD_CONFIG', () => game.parseConfig(hostile));
    }
  }
}

/** Saved states with hostile values: refused, or accepted and then harmless. */
function checkSavedStates<G extends AnyGame>(game: G, state: StateOf<G>, players: number): void {
  const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  const parsed = game.parseState(json);
  const paths = pathsOf(json);
  for (const path of spread(paths, 8)) {
    for (const { name, value } of unreadable()) {
      refused(`parseState of ${game.id} with ${name} at ${pathName(path)}`, 'BAD_STATE', () => game.parseState(replaced(json, path, value)));
    }
  }
  for (const path of spread(paths.filter((p) => typeof valueAt(json, p) === 'string'), 6)) {
    for (const name of ['__proto__', 'constructor']) {
      const context = `a ${game.id} state with ${JSON.stringify(name)} at ${pathName(path)}`;
      let accepted: StateOf<G> | undefined;
      onlyRuleErrors(`parseState of ${context}`, () => (accepted = game.parseState(replaced(json, path, name)) as StateOf<G>));
      if (accepted === undefined) continue;
      const kept = accepted;
      onlyRuleErrors(`view of ${context}`, () => game.view(kept, 'spectator'));
      for (const actor of (game.actors(kept) as readonly Player[]).slice(0, 2)) {
        onlyRuleErrors(`view of ${context}`, () => game.view(kept, actor));
        for (const action of (game.legalActions(kept, actor) as readonly ActionOf<G>[]).slice(0, 3)) {
          onlyRuleErrors(`describeAction in ${context}`, () => game.describeAction(kept, action));
          onlyRuleErrors(`reduce in ${context}`, () => game.reduce(kept, action, createRng(1)));
        }
      }
    }
  }
  for (const key of spread(Object.keys(json), 4)) {
    expect(deepEqual(game.parseState(twoFaced(json, key, 1, { junk: true })), parsed), `parseState of ${game.id} read ${key} twice`).toBe(true);
  }
  refusedOrClean(`parseState of ${game.id} with a __proto__ key`, 'BAD_STATE', () => game.parseState(JSON.parse(JSON.stringify(json).replace(/^\{/, '{"__proto__":{"events":[]},'))));
  void players;
}

/** The whole check for one game (see the file comment). */
export function checkHostileInput<G extends AnyGame>(d: HostileDescriptor<G>): void {
  const before = Object.getOwnPropertyNames(Object.prototype).sort();
  try {
    checkConfigs(d);
    // Seats on every sampled state; actions on every other one; saved states (each parse also
    // probes the state: the dear part) on a middle one and the last.
    const samples = sampleStates(d);
    samples.forEach(({ state, players }, i) => {
      checkSeats(d.game, state, players);
      const last = i === samples.length - 1;
      if (i % 2 === 1 || last) checkActions(d.game, state);
      if (i === Math.floor(samples.length / 2) || last) checkSavedStates(d.game, state, players);
    });
  } finally {
    const after = Object.getOwnPropertyNames(Object.prototype).sort();
    // Clean up before failing, so that one game's pollution does not fail every later test.
    for (const name of after) if (!before.includes(name)) delete (Object.prototype as Record<string, unknown>)[name];
    expect(after, `${d.game.id}: Object.prototype was written`).toEqual(before);
  }
}
