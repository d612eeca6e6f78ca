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

function checkStaticState<G extends AnyGame>(d: ConformanceDescriptor<G>, state: StateOf<G>, players: number, pick: (n: number) => number): void {
  const { game } = d;
  const actors = game.actors(state) as readonly Player[];
  const over = game.isOver(state);
  expect(actors.length === 0, 'actors is empty if and only if the game is over').toBe(over);
  expect(game.outcome(state) === undefined, 'outcome exists only once over').toBe(!over);
  expect(findNonJson(state), 'state is plain JSON').toBeUndefined();
  const roundTripped = game.parseState(JSON.parse(JSON.stringify(state)));
  expect(deepEqual(roundTripped, state), 'parseState(JSON) round-trips').toBe(true);
  d.invariants?.(state);
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, p) => p)];
  for (const viewer of viewers) {
    const view = game.view(state, viewer);
    expect(findNonJson(view), `view of ${String(viewer)} is plain JSON`).toBeUndefined();
    if (d.perturbHidden) {
      const other = d.perturbHidden(deepClone(state), viewer, pick);
      expect(game.view(other, viewer), `view of ${String(viewer)} ignores hidden information`).toEqual(view);
    }
  }
  for (let p = 0; p < players; p++) {
    if (!actors.includes(p)) expect(game.legalActions(state, p), `player ${p} is not acting`).toEqual([]);
  }
}

function checkActions<G extends AnyGame>(d: ConformanceDescriptor<G>, state: StateOf<G>, rng: Rng, players: number): void {
  const { game } = d;
  const actors = game.actors(state) as readonly Player[];
  const before = JSON.stringify(state);
  for (const player of actors) {
    const legal = game.legalActions(state, player) as ActionOf<G>[];
    expect(legal.length, `actor ${player} has a legal action`).toBeGreaterThan(0);
    const limit = d.actionsCheckedPerStep ?? 6;
    const step = Math.max(1, Math.floor(legal.length / limit));
    for (let i = 0; i < legal.length; i += step) {
      const action = legal[i] as ActionOf<G>;
      expect(action.player).toBe(player);
      expect(deepEqual(game.parseAction(JSON.parse(JSON.stringify(action))), action), 'parseAction round-trips').toBe(true);
      // Legal soundness: a listed action is accepted.
      game.reduce(state, action, rng.clone());
      for (const mutated of mutations(action as Record<string, unknown>, players)) {
        if (legal.some((candidate) => deepEqual(candidate, mutated))) continue;
        expectRuleError(() => game.reduce(state, game.parseAction(mutated), rng.clone()));
      }
    }
    // Out of turn: the same action from someone who may not act.
    const outsider = Array.from({ length: players }, (_, p) => p).find((p) => !actors.includes(p));
    if (outsider !== undefined) {
      const first = legal[0] as Record<string, unknown>;
      expectRuleError(() => game.reduce(state, { ...first, player: outsider } as ActionOf<G>, rng.clone()), ['NOT_YOUR_TURN']);
    }
  }
  expect(JSON.stringify(state), 'refused actions leave the state untouched').toBe(before);
  expectRuleError(() => game.parseAction({ type: 42 }), ['MALFORMED_ACTION']);
  expectRuleError(() => game.parseAction(null), ['MALFORMED_ACTION']);
}

/** Plays one random game on the pure path, checking every step; returns what a replay needs. */
function playChecked<G extends AnyGame>(d: ConformanceDescriptor<G>, seed: number, players: number): PlayedGame<G> {
  const { game } = d;
  const config = game.parseConfig(d.config ? d.config(players, seed) : game.defaultConfig(players));
  const rng = createRng(seed);
  const chooser = createRng(seed ^ 0x5f3759df);
  const pick = (n: number): number => chooser.int(0, n - 1);
  let state = deepFreeze(game.setup(config, rng) as StateOf<G>);
  const actions: ActionOf<G>[] = [];
  const snapshots = [JSON.stringify(state)];
  for (let steps = 0; ; steps++) {
    checkStaticState(d, state, players, pick);
    const actors = game.actors(state) as readonly Player[];
    if (actors.length === 0) break;
    expect(steps, `${game.id} ends within ${d.maxSteps} actions`).toBeLessThan(d.maxSteps);
    checkActions(d, state, rng, players);
    const player = actors[pick(actors.length)] as Player;
    const legal = game.legalActions(state, player) as ActionOf<G>[];
    const action = legal[pick(legal.length)] as ActionOf<G>;
    // The fast path on a clone must agree with the pure path, and the pure path must not write.
    const fast = game.clone(state) as StateOf<G>;
    game.apply(fast, action, rng.clone());
    const next = game.reduce(state, action, rng) as StateOf<G>;
    expect(deepEqual(fast, next), 'apply on a clone equals reduce').toBe(true);
    expect(JSON.stringify(state), 'reduce never mutates its input').toBe(snapshots[snapshots.length - 1]);
    state = deepFreeze(next);
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
        { numRuns: runs },
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
        { numRuns: runs * 2 },
      );
    });

    it('refuses corrupt saved states', () => {
      const state = d.game.setup(d.game.defaultConfig(d.playerCounts[0] as number), createRng(3)) as Record<string, unknown>;
      expect(isRecord(state)).toBe(true);
      for (const key of Object.keys(state)) {
        const broken = { ...deepClone(state), [key]: key === 'events' ? 'nope' : { corrupt: true } };
        expectRuleError(() => d.game.parseState(broken), ['BAD_STATE']);
      }
    });
  });
}
