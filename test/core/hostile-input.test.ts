/**
 * Input built to fool the core (issue 21): actions that answer one thing when checked and another
 * when run, values JSON cannot hold, junk given to `isLegal`, `describeAction`, `view` and
 * `sampleHidden`. The conformance suite (test/conformance/hostile.ts) sweeps every game; these are
 * the exact reproductions of what broke.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RuleError, createRng, deepEqual, type AnyGame, type Player } from '../../src/index.js';
import { gridTraveler, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { magika } from '../../src/games/magika/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';

const GAMES: readonly AnyGame[] = [magicalAthlete, psiWars, magika, fantasyTrip, gridTraveler];

const protoNames = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();
const CLEAN_PROTO = protoNames();

afterEach(() => {
  // A failing run must not leave other test files with a polluted Object.prototype.
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    if (!CLEAN_PROTO.includes(name)) delete (Object.prototype as Record<string, unknown>)[name];
  }
});

const caught = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

const expectRuleError = (run: () => unknown, code: string): RuleError => {
  const error = caught(run);
  expect(error, 'expected a RuleError').toBeInstanceOf(RuleError);
  expect((error as RuleError).code).toBe(code);
  return error as RuleError;
};

/** An object whose `key` reads `first` for the first `honest` reads and `later` after. */
function twoFaced<T extends object>(action: T, key: string, honest: number, later: unknown): T {
  const out = { ...action };
  let reads = 0;
  const first = (action as Record<string, unknown>)[key];
  Object.defineProperty(out, key, {
    enumerable: true,
    get: () => (reads++ < honest ? first : later),
  });
  return out;
}

/** A state of a two-seat GRID Traveler game where a DITFOI card can be played, and that play. */
function ditfoiPosition(): { state: GridTravelerState; action: Extract<GridTravelerAction, { type: 'ditfoi' }> } {
  for (let seed = 1; seed < 40; seed++) {
    const rng = createRng(seed);
    const chooser = createRng(seed + 1000);
    let state = gridTraveler.setup(gridTraveler.defaultConfig(2), rng);
    for (let step = 0; step < 3000 && !gridTraveler.isOver(state); step++) {
      const seat = gridTraveler.actors(state)[0] as Player;
      const legal = gridTraveler.legalActions(state, seat);
      const ditfoi = legal.find((a): a is Extract<GridTravelerAction, { type: 'ditfoi' }> => a.type === 'ditfoi');
      if (ditfoi !== undefined) return { state, action: ditfoi };
      state = gridTraveler.reduce(state, legal[chooser.int(0, legal.length - 1)] as GridTravelerAction, rng);
    }
  }
  throw new Error('no DITFOI play found');
}

describe('an action is read once: what was checked is what runs (issue 21, item 1)', () => {
  it('GRID Traveler: a ditfoi whose component turns into "__proto__" after the check pollutes nothing', () => {
    const { state, action } = ditfoiPosition();
    const honest = gridTraveler.reduce(state, action, createRng(9));
    for (let reads = 0; reads <= 8; reads++) {
      const hostile = twoFaced(action, 'component', reads, '__proto__');
      const error = caught(() => {
        const next = gridTraveler.reduce(state, hostile, createRng(9));
        // Accepted: then it ran exactly as the first reading.
        expect(deepEqual(next, honest), `reads=${reads}: ran as another move`).toBe(true);
      });
      if (error !== undefined && !(error instanceof RuleError)) throw error;
      expect(protoNames(), `reads=${reads}: Object.prototype was written`).toEqual(CLEAN_PROTO);
      expect(({} as Record<string, unknown>).yellow).toBeUndefined();
      expect(({} as Record<string, unknown>).red).toBeUndefined();
    }
  });

  it('GRID Traveler: isLegal and describeAction read the action once too, and refuse what cannot be read', () => {
    const { state, action } = ditfoiPosition();
    for (let reads = 0; reads <= 4; reads++) {
      expect(gridTraveler.isLegal(state, twoFaced(action, 'component', reads, '__proto__'))).toBe(reads > 0);
      expect(protoNames()).toEqual(CLEAN_PROTO);
    }
    const label = gridTraveler.describeAction(state, action);
    expect(gridTraveler.describeAction(state, twoFaced(action, 'component', 1, '__proto__'))).toBe(label);
    // Read first as "__proto__": not an action of the game, so it has no label.
    expectRuleError(() => gridTraveler.describeAction(state, twoFaced({ ...action, component: '__proto__' } as unknown as typeof action, 'component', 1, action.component)), 'MALFORMED_ACTION');
    const throwing = Object.defineProperty({ ...action }, 'component', {
      enumerable: true,
      get: () => {
        throw new Error('getter');
      },
    });
    expect(gridTraveler.isLegal(state, throwing)).toBe(false);
    expectRuleError(() => gridTraveler.describeAction(state, throwing), 'MALFORMED_ACTION');
    expectRuleError(() => gridTraveler.reduce(state, throwing, createRng(1)), 'MALFORMED_ACTION');
  });

  for (const game of GAMES) {
    it(`${game.id}: a getter or Proxy action runs as its first reading or is refused, never a TypeError`, () => {
      const rng = createRng(5);
      const state = game.setup(game.defaultConfig(game.minPlayers), rng);
      const seat = game.actors(state)[0] as Player;
      const legal = game.legalActions(state, seat) as Record<string, unknown>[];
      const action = legal[0] as Record<string, unknown>;
      const honest = game.reduce(state, action, createRng(1));
      const laterValues: unknown[] = [null, undefined, '__proto__', 99, { nested: true }, 'junk'];
      for (const key of Object.keys(action)) {
        for (const later of laterValues) {
          for (let reads = 1; reads <= 3; reads++) {
            const error = caught(() => {
              const next = game.reduce(state, twoFaced(action, key, reads, later), createRng(1));
              expect(deepEqual(next, honest), `${key} -> ${String(later)} after ${reads}`).toBe(true);
            });
            if (error !== undefined && !(error instanceof RuleError)) throw error;
          }
        }
      }
      // A Proxy that answers honestly the first time each field is read and junk after, and one
      // whose traps throw.
      const reads = new Map<string | symbol, number>();
      const proxy = new Proxy(action, {
        get: (target, key) => {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          return reads.get(key) === 1 ? target[key as string] : 'junk';
        },
      });
      const error = caught(() => expect(deepEqual(game.reduce(state, proxy, createRng(1)), honest)).toBe(true));
      if (error !== undefined && !(error instanceof RuleError)) throw error;
      const throwing = new Proxy(action, {
        get: () => {
          throw new Error('trap');
        },
      });
      expectRuleError(() => game.reduce(state, throwing, createRng(1)), 'MALFORMED_ACTION');
      expectRuleError(() => game.parseAction(throwing), 'MALFORMED_ACTION');
      expect(game.isLegal(state, throwing)).toBe(false);
    });
  }
});

describe('BigInt and circular values are RuleErrors, not TypeErrors (issue 21, item 3)', () => {
  for (const game of GAMES) {
    it(`${game.id}: parseConfig, parseAction, parseState, reduce, isLegal, describeAction`, () => {
      const config = game.defaultConfig(game.minPlayers) as Record<string, unknown>;
      const state = game.setup(config, createRng(2));
      const seat = game.actors(state)[0] as Player;
      const action = game.legalActions(state, seat)[0] as Record<string, unknown>;
      const loop: Record<string, unknown> = {};
      loop.loop = loop;
      for (const bad of [10n, loop]) {
        expectRuleError(() => game.parseConfig({ ...config, players: bad }), 'BAD_CONFIG');
        expectRuleError(() => game.parseConfig(bad), 'BAD_CONFIG');
        expectRuleError(() => game.parseConfig({ ...config, extra: bad }), 'BAD_CONFIG');
        for (const key of Object.keys(action)) {
          const hostile = { ...action, [key]: bad };
          expectRuleError(() => game.parseAction(hostile), 'MALFORMED_ACTION');
          expectRuleError(() => game.reduce(state, hostile, createRng(1)), 'MALFORMED_ACTION');
          expect(game.isLegal(state, hostile)).toBe(false);
          expectRuleError(() => game.describeAction(state, hostile), 'MALFORMED_ACTION');
        }
        expectRuleError(() => game.parseState({ ...state, events: [bad] }), 'BAD_STATE');
        expectRuleError(() => game.parseState({ ...state, config: { ...config, players: bad } }), 'BAD_STATE');
      }
    });
  }
});

describe('isLegal is total; describeAction labels only legal actions (issue 21, item 4)', () => {
  for (const game of GAMES) {
    it(`${game.id}: isLegal answers false for anything reduce refuses, and never throws`, () => {
      const state = game.setup(game.defaultConfig(game.minPlayers), createRng(3));
      const seat = game.actors(state)[0] as Player;
      const action = game.legalActions(state, seat)[0] as Record<string, unknown>;
      expect(game.isLegal(state, action)).toBe(true);
      for (const junk of [null, undefined, 0, 'roll', [], {}, { type: action.type }, { ...action, extra: 1 }, { ...action, player: -1 }, { ...action, type: 'nope' }, { ...action, player: '0' }]) {
        expect(game.isLegal(state, junk), JSON.stringify(junk) ?? 'undefined').toBe(false);
        expectRuleError(() => game.reduce(state, junk, createRng(1)), 'MALFORMED_ACTION');
      }
    });

    it(`${game.id}: describeAction refuses junk (MALFORMED_ACTION) and stale actions (ILLEGAL_ACTION)`, () => {
      const rng = createRng(4);
      const state = game.setup(game.defaultConfig(game.minPlayers), rng);
      const seat = game.actors(state)[0] as Player;
      const legal = game.legalActions(state, seat);
      expect(typeof game.describeAction(state, legal[0])).toBe('string');
      for (const junk of [null, undefined, 7, { type: 'nope', player: 0 }, { ...legal[0], extra: true }]) {
        expectRuleError(() => game.describeAction(state, junk), 'MALFORMED_ACTION');
      }
      // Play on until some action listed earlier is no longer legal, then ask for its label.
      let current = state;
      const chooser = createRng(8);
      const seen: unknown[] = [...legal];
      for (let step = 0; step < 500 && !game.isOver(current); step++) {
        const stale = seen.find((a) => !game.isLegal(current, a));
        if (stale !== undefined) {
          expectRuleError(() => game.describeAction(current, stale), 'ILLEGAL_ACTION');
          return;
        }
        const actor = game.actors(current)[0] as Player;
        const options = game.legalActions(current, actor);
        seen.push(...options);
        current = game.reduce(current, options[chooser.int(0, options.length - 1)], rng);
      }
      throw new Error('no stale action found');
    });

    it(`${game.id}: view and sampleHidden of a seat not in the game are RuleErrors`, () => {
      const players = game.minPlayers;
      const state = game.setup(game.defaultConfig(players), createRng(6));
      for (const viewer of [players, players + 5, -1, 0.5, NaN, Infinity, '0', 'x', null, undefined, {}, 1n]) {
        expectRuleError(() => game.view(state, viewer as Player), 'BAD_STATE');
        expectRuleError(() => game.sampleHidden(state, viewer as Player, createRng(1)), 'BAD_STATE');
      }
      expectRuleError(() => game.sampleHidden(state, 'spectator' as unknown as Player, createRng(1)), 'BAD_STATE');
      expect(() => game.view(state, 'spectator')).not.toThrow();
      for (let seat = 0; seat < players; seat++) {
        expect(() => game.view(state, seat)).not.toThrow();
        expect(() => game.sampleHidden(state, seat, createRng(1))).not.toThrow();
      }
    });
  }
});
