/**
 * GRID Traveler's edges: configs (GT-1, GT-2, GT-6, GT-11, GT-21, GT-31), actions and saved
 * states read from untrusted input (DESIGN §8), views that show each seat only what it may see
 * (GT-30, DESIGN §6), `sampleHidden` worlds, the copy, and the readable lines of the log.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { deepClone, findNonJson } from '../../src/core/json.js';
import { createRng } from '../../src/core/rng.js';
import { STANDARD_BOARD, type GridBoard } from '../../src/games/grid-traveler/content/board.js';
import { cloneState } from '../../src/games/grid-traveler/clone.js';
import { STANDARD_DECKS } from '../../src/games/grid-traveler/content/decks.js';
import { describeAction } from '../../src/games/grid-traveler/describe-action.js';
import { describeView } from '../../src/games/grid-traveler/describe-view.js';
import { describeEvent } from '../../src/games/grid-traveler/describe.js';
import { gridTraveler } from '../../src/games/grid-traveler/index.js';
import { DEFAULT_MAX_ROUNDS, MAX_PLAYERS, MIN_PLAYERS, defaultConfig, parseConfig } from '../../src/games/grid-traveler/parse-config.js';
import { parseAction, parseState } from '../../src/games/grid-traveler/parse.js';
import { indexBoard } from '../../src/games/grid-traveler/rules/board.js';
import { sampleHidden } from '../../src/games/grid-traveler/sample-hidden.js';
import { setup } from '../../src/games/grid-traveler/setup.js';
import { GRID_ACTION_TYPES, type GridTravelerAction, type GridTravelerState } from '../../src/games/grid-traveler/types.js';
import { view } from '../../src/games/grid-traveler/view.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** Runs `fn` and returns the RuleError it throws (fails the test if it throws nothing or something else). */
function ruleErrorOf(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('expected a RuleError, but nothing was thrown');
}

/** Expects `parseConfig(input)` to be refused as BAD_CONFIG citing `rule`. */
function refusedConfig(input: unknown, rule: string): RuleError {
  const error = ruleErrorOf(() => parseConfig(input));
  expect(error.code).toBe('BAD_CONFIG');
  expect(error.rule).toBe(rule);
  return error;
}

/** A plain, mutable copy of JSON data (what a save file gives back). */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A small valid board: a Star, one planet, two GRID points in sight of each other. */
function smallBoard(): GridBoard {
  return {
    name: 'small',
    width: 12,
    height: 9,
    bodies: [
      { name: 'Sol', kind: 'star', x: 2, y: 2, shaded: ['E'], materials: [] },
      { name: 'Tor', kind: 'planet', x: 9, y: 6, shaded: ['W', 'N'], materials: ['water', 'iron'] },
    ],
    gridPoints: [
      { name: 'A', x: 6, y: 1 },
      { name: 'B', x: 5, y: 7 },
    ],
    sightLines: [[0, 1]],
  };
}

/** A board with one change, for the refusals. */
function boardWith(change: (board: { -readonly [K in keyof GridBoard]: unknown } & Record<string, unknown>) => void): unknown {
  const board = json(smallBoard()) as unknown as { -readonly [K in keyof GridBoard]: unknown } & Record<string, unknown>;
  change(board);
  return board;
}

/** Plays `steps` random legal actions from a fresh game; every state along the way, the first included. */
function playRandom(seed: number, players: number, steps: number, options: Record<string, unknown> = {}): GridTravelerState[] {
  const rng = createRng(seed);
  const states = [setup(parseConfig({ players, ...options }), rng)];
  for (let i = 0; i < steps; i++) {
    const state = states[states.length - 1]!;
    if (gridTraveler.isOver(state)) break;
    const actor = gridTraveler.actors(state)[0]!;
    const actions = gridTraveler.legalActions(state, actor);
    states.push(gridTraveler.reduce(state, actions[rng.int(0, actions.length - 1)]!, rng));
  }
  return states;
}

/** A fresh four-player game: full decks, empty hands. */
const FRESH: GridTravelerState = setup(parseConfig({ players: 4 }), createRng(4));

/** A mid-game state with cards in several hands, decks partly drawn, and cruisers launched. */
const MIDGAME: GridTravelerState = (() => {
  const states = playRandom(11, 4, 400);
  return cloneState(states[states.length - 1]!);
})();

// ---------------------------------------------------------------------------------------------
// parseConfig

describe('parseConfig and defaultConfig (GT-1, GT-2, GT-6, GT-11, GT-21, GT-31)', () => {
  it('fills every field left out with its default', () => {
    expect(MIN_PLAYERS).toBe(2);
    expect(MAX_PLAYERS).toBe(6);
    expect(DEFAULT_MAX_ROUNDS).toBe(60);
    expect(defaultConfig(4)).toEqual({ players: 4, modRule: false, maxRounds: 60, pursuitUsesSpeed: false, seats: [], board: STANDARD_BOARD, decks: STANDARD_DECKS });
    for (let players = 2; players <= 6; players++) expect(parseConfig({ players })).toEqual(defaultConfig(players));
    expect(parseConfig({ players: 2 }).board).toBe(STANDARD_BOARD);
    expect(parseConfig({ players: 2 }).decks).toBe(STANDARD_DECKS);
    expect(parseConfig({ players: 2, modRule: undefined }).modRule).toBe(false);
  });

  it('keeps the options it is given', () => {
    const config = parseConfig({ players: 3, modRule: true, maxRounds: 500, pursuitUsesSpeed: true, seats: [{ persona: 'pilot' }, {}, { cruiser: 'shortwave-wisp', necronian: 'ignar' }] });
    expect(config).toEqual({
      players: 3,
      modRule: true,
      maxRounds: 500,
      pursuitUsesSpeed: true,
      seats: [{ persona: 'pilot' }, {}, { cruiser: 'shortwave-wisp', necronian: 'ignar' }],
      board: STANDARD_BOARD,
      decks: STANDARD_DECKS,
    });
    expect(parseConfig({ players: 2, maxRounds: 1 }).maxRounds).toBe(1);
  });

  it('returns fresh objects: changing the input afterwards changes nothing', () => {
    const input = { players: 2, seats: [{ persona: 'pilot' }, { persona: 'scholar' }], board: smallBoard() };
    const config = parseConfig(input);
    (input.seats[0] as { persona: string }).persona = 'engineer';
    (input.board.bodies as unknown[]).length = 0;
    expect(config.seats[0]).toEqual({ persona: 'pilot' });
    expect(config.board.bodies).toHaveLength(2);
    expect(config.seats).not.toBe(input.seats);
    expect(findNonJson(config)).toBeUndefined();
  });

  it('accepts a board of its own, and knows the standard board when it sees a copy of it (GT-21)', () => {
    const board = parseConfig({ players: 2, board: smallBoard() }).board;
    expect(board).toEqual(smallBoard());
    expect(indexBoard(board).destinations.length).toBeGreaterThan(0);
    expect(parseConfig({ players: 2, board: json(STANDARD_BOARD) }).board).toBe(STANDARD_BOARD);
  });

  it('refuses what is not a config, and unknown or inherited field names (GT-1)', () => {
    for (const input of [null, undefined, 3, 'players', [], [2]]) refusedConfig(input, 'GT-1');
    refusedConfig({ players: 2, colour: 'red' }, 'GT-1');
    refusedConfig(JSON.parse('{"players": 2, "__proto__": {"modRule": true}}'), 'GT-1');
    refusedConfig({ players: 2, constructor: {} }, 'GT-1');
  });

  it('refuses player counts outside 2–6 (GT-1)', () => {
    for (const players of [0, 1, 7, 2.5, '3', null, undefined, Number.NaN]) refusedConfig({ players }, 'GT-1');
    refusedConfig({}, 'GT-1');
    expect(ruleErrorOf(() => defaultConfig(1)).rule).toBe('GT-1');
    expect(ruleErrorOf(() => defaultConfig(7)).code).toBe('BAD_CONFIG');
  });

  it('refuses options that are not true or false (GT-6, GT-11)', () => {
    refusedConfig({ players: 2, modRule: 'yes' }, 'GT-6');
    refusedConfig({ players: 2, modRule: null }, 'GT-6');
    refusedConfig({ players: 2, pursuitUsesSpeed: 1 }, 'GT-11');
  });

  it('refuses round limits outside 1–500 (GT-31)', () => {
    for (const maxRounds of [0, 501, 1.5, -3, '60', null]) refusedConfig({ players: 2, maxRounds }, 'GT-31');
  });

  it('refuses seat choices that are malformed, unknown or asked for twice (GT-2)', () => {
    refusedConfig({ players: 2, seats: 'pilot' }, 'GT-2');
    refusedConfig({ players: 2, seats: [{}] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{}, {}, {}] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{}, null] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{}, { mentor: 'ignar' }] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{}, JSON.parse('{"__proto__": {"persona": "pilot"}}')] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ persona: 'captain' }, {}] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ cruiser: 'constructor' }, {}] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ necronian: 7 }, {}] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ persona: 'pilot' }, { persona: 'pilot' }] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ cruiser: 'shortwave-wisp' }, { cruiser: 'shortwave-wisp' }] }, 'GT-2');
    refusedConfig({ players: 2, seats: [{ necronian: 'aegis' }, { necronian: 'aegis' }] }, 'GT-2');
  });

  it('refuses a board that the rules could not play on (GT-21)', () => {
    const refused = (board: unknown, fragment: RegExp): void => {
      const error = refusedConfig({ players: 2, board }, 'GT-21');
      expect(error.message).toMatch(fragment);
    };
    refused(null, /object/);
    refused('standard-21', /object/);
    refused(boardWith((b) => delete b.sightLines), /missing field "sightLines"/);
    refused(boardWith((b) => (b.extra = 1)), /unknown field/);
    refused(JSON.parse(JSON.stringify(smallBoard()).replace('{"name":"small"', '{"__proto__":{},"name":"small"')), /unknown field "__proto__"/);
    refused(boardWith((b) => Object.assign(b, JSON.parse('{"constructor": "x"}'))), /unknown field "constructor"/);
    // Size and names.
    refused(boardWith((b) => (b.width = 4)), /width/);
    refused(boardWith((b) => (b.height = 61)), /height/);
    refused(boardWith((b) => (b.name = '')), /name/);
    refused(boardWith((b) => (b.name = 'x'.repeat(41))), /name/);
    refused(boardWith((b) => ((b.gridPoints as { name: string }[])[0]!.name = '   ')), /gridPoints\[0\]\.name/);
    // Bodies: on the board, two tiles in from each edge, not overlapping.
    refused(boardWith((b) => (b.bodies = [])), /bodies/);
    refused(boardWith((b) => ((b.bodies as { x: number }[])[1]!.x = 1)), /2 tiles in/);
    refused(boardWith((b) => ((b.bodies as { x: number }[])[1]!.x = 10)), /2 tiles in/);
    refused(boardWith((b) => ((b.bodies as { y: number }[])[1]!.y = 7)), /2 tiles in/);
    refused(boardWith((b) => ((b.bodies as { x: number; y: number }[])[1]!.x = 4)), /overlaps/);
    refused(boardWith((b) => ((b.bodies as { x: number; y: number }[])[1] = { name: 'Tor', kind: 'planet', x: 2, y: 4, shaded: ['E'], materials: [] } as never)), /overlaps/);
    refused(boardWith((b) => ((b.gridPoints as { x: number; y: number }[])[0] = { name: 'A', x: 3, y: 3 } as never)), /overlaps/);
    refused(boardWith((b) => ((b.gridPoints as { x: number; y: number }[])[1] = { name: 'B', x: 6, y: 1 } as never)), /overlaps/);
    refused(boardWith((b) => ((b.gridPoints as { x: number }[])[0]!.x = 12)), /on the board/);
    // The Star first, without materials; no second Star.
    refused(boardWith((b) => ((b.bodies as { kind: string }[])[0]!.kind = 'planet')), /first body is the Star/);
    refused(boardWith((b) => ((b.bodies as { materials: string[] }[])[0]!.materials = ['water'])), /Star holds no materials/);
    refused(boardWith((b) => ((b.bodies as { kind: string }[])[1]!.kind = 'star')), /only the first body/);
    refused(boardWith((b) => ((b.bodies as { kind: string }[])[1]!.kind = 'moon')), /kind/);
    // Shaded directions and materials.
    refused(boardWith((b) => ((b.bodies as { shaded: string[] }[])[1]!.shaded = [])), /shaded/);
    refused(boardWith((b) => ((b.bodies as { shaded: string[] }[])[1]!.shaded = ['UP'])), /shaded/);
    refused(boardWith((b) => ((b.bodies as { shaded: string[] }[])[1]!.shaded = ['N', 'N'])), /shaded twice/);
    refused(boardWith((b) => ((b.bodies as { materials: string[] }[])[1]!.materials = ['mithril'])), /materials/);
    refused(boardWith((b) => ((b.bodies as { materials: string[] }[])[1]!.materials = new Array(21).fill('iron'))), /materials/);
    // Lines of sight between two distinct existing points.
    refused(boardWith((b) => (b.sightLines = [[0, 0]])), /distinct/);
    refused(boardWith((b) => (b.sightLines = [[0, 2]])), /distinct/);
    refused(boardWith((b) => (b.sightLines = [[0]])), /sightLines/);
    refused(boardWith((b) => (b.sightLines = [[0, -1]])), /sightLines/);
  });

  it('accepts the edge cases it allows: 20 materials on a body, no GRID points, a 5 × 5 board', () => {
    const full = boardWith((b) => ((b.bodies as { materials: string[] }[])[1]!.materials = new Array(20).fill('gold')));
    expect(parseConfig({ players: 2, board: full }).board.bodies[1]!.materials).toHaveLength(20);
    const tiny = { name: 'tiny', width: 5, height: 5, bodies: [{ name: 'S', kind: 'star', x: 2, y: 2, shaded: ['N'], materials: [] }], gridPoints: [], sightLines: [] };
    expect(parseConfig({ players: 2, board: tiny }).board).toEqual(tiny);
  });

  it('never throws anything but a RuleError on random input (fast-check, seeded)', () => {
    const anything = fc.anything({ withObjectString: true, withNullPrototype: true });
    const nearly = fc.record({ players: fc.oneof(fc.integer({ min: -1, max: 8 }), anything), maxRounds: anything, seats: fc.oneof(fc.array(fc.dictionary(fc.constantFrom('persona', 'cruiser', 'necronian', '__proto__'), anything)), anything), board: anything }, { requiredKeys: ['players'] });
    fc.assert(
      fc.property(fc.oneof(anything, nearly), (input) => {
        try {
          parseConfig(input);
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
        }
      }),
      { seed: 20170101, numRuns: 400 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// parseAction

/** One example of every action type. */
const EXAMPLES: readonly GridTravelerAction[] = [
  { type: 'repair', player: 0, component: 'shields' },
  { type: 'repair', player: 1, component: 'damage' },
  { type: 'weaken', player: 2, target: 3 },
  { type: 'draw', player: 0, ditfoi: true, whisper: false },
  { type: 'travel', player: 1 },
  { type: 'stay', player: 1 },
  { type: 'move', player: 5, direction: 'NE' },
  { type: 'jump', player: 0, to: 3 },
  { type: 'stop', player: 0 },
  { type: 'scan', player: 4 },
  { type: 'fight', player: 0, target: 1, kind: 'magick' },
  { type: 'offerTrade', player: 0, to: 2, give: 17, want: 'material' },
  { type: 'acceptTrade', player: 2, give: 40 },
  { type: 'declineTrade', player: 2 },
  { type: 'endTurn', player: 3 },
  { type: 'attack', player: 1, target: 0 },
  { type: 'ditfoi', player: 1, card: 50, target: 0, component: 'weapons' },
  { type: 'retreat', player: 1, to: 220 },
  { type: 'holdFire', player: 1 },
  { type: 'pursue', player: 0, pursue: false },
  { type: 'cast', player: 0, card: 3, target: 1 },
  { type: 'playWhisper', player: 0, card: 31 },
  { type: 'block', player: 1, card: null },
  { type: 'block', player: 1, card: 9 },
  { type: 'pass', player: 0 },
];

describe('parseAction (DESIGN §8)', () => {
  it('reads back every action type, as a fresh object', () => {
    expect(new Set(EXAMPLES.map((a) => a.type))).toEqual(new Set(GRID_ACTION_TYPES));
    for (const action of EXAMPLES) {
      const read = parseAction(json(action));
      expect(read).toEqual(action);
      expect(read).not.toBe(action);
      expect(Object.keys(read)[0]).toBe('type');
    }
  });

  it('reads back the legal actions of real states', () => {
    for (const state of playRandom(3, 3, 150)) {
      for (const seat of gridTraveler.actors(state)) for (const action of gridTraveler.legalActions(state, seat)) expect(parseAction(json(action))).toEqual(action);
    }
  });

  it('refuses anything else as MALFORMED_ACTION', () => {
    const bad: unknown[] = [
      null,
      undefined,
      7,
      'endTurn',
      [],
      {},
      { type: 'endTurn' },
      { player: 0 },
      { type: 'fly', player: 0 },
      { type: 'toString', player: 0 },
      { type: 'constructor', player: 0 },
      { type: '__proto__', player: 0 },
      { type: 'endTurn', player: 6 },
      { type: 'endTurn', player: -1 },
      { type: 'endTurn', player: 1.5 },
      { type: 'endTurn', player: '1' },
      { type: 'endTurn', player: 0, extra: true },
      { type: 'move', player: 0 },
      { type: 'move', player: 0, direction: 'UP' },
      { type: 'move', player: 0, direction: 'ne' },
      { type: 'repair', player: 0, component: 'hull' },
      { type: 'ditfoi', player: 0, card: 1, target: 1, component: 'damage' },
      { type: 'offerTrade', player: 0, to: 1, give: 2, want: 'gold' },
      { type: 'offerTrade', player: 0, to: 1, give: -2, want: 'magick' },
      { type: 'fight', player: 0, target: 1, kind: 'fists' },
      { type: 'draw', player: 0, ditfoi: 1, whisper: false },
      { type: 'jump', player: 0, to: 1e9 },
      { type: 'block', player: 0 },
      { type: 'block', player: 0, card: 'none' },
      { type: 'pursue', player: 0, pursue: null },
      JSON.parse('{"type": "endTurn", "player": 0, "__proto__": {"x": 1}}'),
      JSON.parse('{"__proto__": {"type": "endTurn", "player": 0}}'),
      { type: 'endTurn', player: 0, constructor: 1 },
      Object.create({ type: 'endTurn', player: 0 }),
    ];
    for (const input of bad) {
      const error = ruleErrorOf(() => parseAction(input));
      expect(error.code).toBe('MALFORMED_ACTION');
    }
  });

  it('never throws anything but a RuleError on random or mutated input (fast-check, seeded)', () => {
    const anything = fc.anything({ withObjectString: true, withNullPrototype: true });
    const mutated = fc.tuple(fc.constantFrom(...EXAMPLES), fc.string(), anything).map(([action, key, value]) => ({ ...action, [key]: value }));
    fc.assert(
      fc.property(fc.oneof(anything, mutated), (input) => {
        try {
          expect(parseAction(input).type).toBeTypeOf('string');
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
          expect((error as RuleError).code).toBe('MALFORMED_ACTION');
        }
      }),
      { seed: 2017, numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// parseState

describe('parseState (DESIGN §8)', () => {
  it('reads back a fresh setup state and states of random play, for every player count', () => {
    for (let players = 2; players <= 6; players++) {
      const fresh = setup(parseConfig({ players }), createRng(players));
      expect(parseState(json(fresh))).toEqual(fresh);
      for (const state of playRandom(100 + players, players, 120).filter((_, i) => i % 10 === 0)) expect(parseState(json(state))).toEqual(state);
    }
    expect(parseState(json(MIDGAME))).toEqual(MIDGAME);
    const custom = setup(parseConfig({ players: 2, board: smallBoard(), modRule: true }), createRng(1));
    expect(parseState(json(custom))).toEqual(custom);
  });

  it('reads back finished games', () => {
    const states = playRandom(8, 2, 5000, { maxRounds: 3 });
    const last = states[states.length - 1]!;
    expect(last.end).not.toBeNull();
    expect(parseState(json(last))).toEqual(last);
  });

  /** Expects a corrupted copy of `base` to be refused as BAD_STATE, with a message matching `fragment`. */
  const corrupt = (base: GridTravelerState, change: (s: GridTravelerState) => void, fragment: RegExp): void => {
    const copy = json(base);
    change(copy);
    const error = ruleErrorOf(() => parseState(copy));
    expect(error.code).toBe('BAD_STATE');
    expect(error.message).toMatch(fragment);
  };

  it('refuses what is not a state', () => {
    for (const input of [null, 1, 'state', [], {}, { ...json(MIDGAME), extra: 1 }]) expect(ruleErrorOf(() => parseState(input)).code).toBe('BAD_STATE');
    const proto = JSON.parse(JSON.stringify(MIDGAME).replace('{"config"', '{"__proto__":{"round":3},"config"'));
    expect(ruleErrorOf(() => parseState(proto)).code).toBe('BAD_STATE');
    expect(ruleErrorOf(() => parseState({ ...json(MIDGAME), constructor: 1 })).code).toBe('BAD_STATE');
  });

  it('refuses cards out of place: twice, nowhere, in the wrong list, or not the decks (GT-30)', () => {
    const holder = MIDGAME.seats.findIndex((s) => s.hand.magick.length > 0);
    expect(holder).toBeGreaterThanOrEqual(0);
    corrupt(MIDGAME, (s) => s.decks.magick.push(s.seats[holder]!.hand.magick[0]!), /more than one place/);
    corrupt(FRESH, (s) => s.decks.magick.pop(), /nowhere/);
    corrupt(FRESH, (s) => s.decks.ditfoi.push(s.decks.magick.pop()!), /not a ditfoi card/);
    corrupt(MIDGAME, (s) => s.seats[holder]!.hand.material.push(s.seats[holder]!.hand.magick.pop()!), /not a material card/);
    corrupt(FRESH, (s) => s.decks.magick.push(9999), /no card|cards\.|decks/);
    corrupt(FRESH, (s) => (s.cards[s.decks.magick[0]!]!.name = 'water'), /not a magick card/);
    corrupt(FRESH, (s) => (s.cards[s.decks.magick[0]!]!.name = s.cards[s.decks.magick[0]!]!.name === 'fireball-1' ? 'fireball-2' : 'fireball-1'), /decks/);
    corrupt(FRESH, (s) => (s.cards[s.supply[1]!.deck[0]!]! as { origin: number }).origin = 2, /material of body|decks/);
    corrupt(FRESH, (s) => (s.cards[s.decks.magick[0]!]! as { origin: number | null }).origin = 1, /only a material/);
    corrupt(FRESH, (s) => s.cards.pop(), /mask|cards/);
  });

  it('refuses cubes that are not conserved (GT-S41, GT-8)', () => {
    corrupt(FRESH, (s) => (s.supply[1]!.cubes += 1), /one cube for each card/);
    corrupt(FRESH, (s) => (s.cubeDiscard += 1), /discard/);
    corrupt(MIDGAME, (s) => s.supply.pop(), /one supply per body/);
  });

  it('refuses knowledge that contradicts the places (GT-30)', () => {
    const holder = MIDGAME.seats.findIndex((s) => s.hand.magick.length > 0);
    corrupt(MIDGAME, (s) => (s.known[0] = 1 << 5), /mask of seats/);
    corrupt(MIDGAME, (s) => (s.known[s.seats[holder]!.hand.magick[0]!] = 0), /holds card .* so it knows it/);
    corrupt(MIDGAME, (s) => s.known.pop(), /one mask per card/);
    const withDiscard = json(FRESH);
    withDiscard.discards.whisper.push(withDiscard.decks.whisper.pop()!);
    withDiscard.known[withDiscard.discards.whisper[withDiscard.discards.whisper.length - 1]!] = 0;
    expect(ruleErrorOf(() => parseState(withDiscard)).message).toMatch(/face up/);
  });

  it('refuses mats, Health and nanytes beyond their limits (GT-3, GT-12, GT-S66)', () => {
    corrupt(MIDGAME, (s) => (s.seats[0]!.tracks.speed = { red: 2, yellow: 2 }), /at most 3 cubes/);
    corrupt(MIDGAME, (s) => (s.seats[0]!.tracks.weapons.red = 4), /weapons/);
    corrupt(MIDGAME, (s) => (s.seats[0]!.damage = 6), /damage/);
    corrupt(MIDGAME, (s) => (s.seats[0]!.health = 40), /above the maximum/);
    corrupt(MIDGAME, (s) => (s.seats[0]!.nanytes = 40), /above the maximum/);
    corrupt(MIDGAME, (s) => (s.seats[0]!.health = -1), /health/);
    corrupt(MIDGAME, (s) => delete (s.seats[0]!.tracks as Partial<GridTravelerState['seats'][0]['tracks']>).engines, /engines/);
    corrupt(MIDGAME, (s) => (s.seats[0]! as { persona: string }).persona = 'captain', /persona/);
  });

  it('refuses cruisers off the board, on a body, or out of step with their orbit (GT-5, GT-7, GT-S10)', () => {
    const fresh = setup(parseConfig({ players: 2 }), createRng(4));
    corrupt(fresh, (s) => (s.seats[0]!.launched = true), /on a body only on the Star/);
    corrupt(fresh, (s) => (s.seats[0]!.position.tile = 21 * 3 + 3), /on a body/);
    corrupt(fresh, (s) => (s.seats[0]!.position.tile = 21 * 21), /off the board/);
    corrupt(fresh, (s) => (s.seats[0]!.position.orbit = { body: 0, steps: 0 }), /orbit/);
    corrupt(fresh, (s) => (s.seats[0]!.position = { tile: 21 * 9 + 10, orbit: null }), /orbit/);
    corrupt(fresh, (s) => (s.seats[0]!.position = { tile: 21 * 9 + 10, orbit: { body: 1, steps: 2 } }), /orbit/);
    // The tile north of the Star is on its ring: accepted in its orbit.
    const onRing = json(fresh);
    onRing.seats[0]!.position = { tile: 21 * 9 + 10, orbit: { body: 0, steps: 1 } };
    onRing.seats[0]!.launched = true;
    expect(parseState(onRing).seats[0]!.position.orbit).toEqual({ body: 0, steps: 1 });
  });

  it('refuses an Overreach kept in a hand (GT-S12, GT-16)', () => {
    corrupt(
      FRESH,
      (s) => {
        const overreach = s.decks.whisper.find((id) => s.cards[id]!.name === 'drift') ?? s.discards.whisper.find((id) => s.cards[id]!.name === 'drift')!;
        s.decks.whisper = s.decks.whisper.filter((id) => id !== overreach);
        s.discards.whisper = s.discards.whisper.filter((id) => id !== overreach);
        s.seats[0]!.hand.whisper.push(overreach);
        s.known[overreach] = (1 << s.seats.length) - 1;
      },
      /Overreach/,
    );
  });

  it('refuses a turn, fights or an end that do not fit the players (GT-13, GT-17, GT-19, GT-31)', () => {
    const fresh = setup(parseConfig({ players: 3 }), createRng(9));
    corrupt(fresh, (s) => ((s.turn! as { seat: number }).seat = (s.turn!.seat + 1) % 3), /orderIndex/);
    corrupt(fresh, (s) => (s.turn = null), /turn in progress/);
    corrupt(fresh, (s) => (s.turn!.stage = 'tradeReply'), /tradeReply/);
    corrupt(fresh, (s) => ((s as unknown as { order: number[] }).order = [0, 0, 1]), /order/);
    corrupt(fresh, (s) => (s.round = 61), /round/);
    corrupt(fresh, (s) => (s.phase = 'combat'), /combat phase/);
    corrupt(fresh, (s) => (s.seats[s.turn!.seat]!.out = { round: 1, by: null }), /still in the game/);
    corrupt(fresh, (s) => (s.end = { reason: 'lastStanding', scores: [0, 0, 0] }), /more than one player|no turn/);
    corrupt(fresh, (s) => (s.end = { reason: 'maxRounds', scores: [1, 2] }), /one score per seat/);
    const fight = { kind: 'ship' as const, body: null, members: [0, 1], next: 0, afterDitfoi: false, retreat: null, attack: null, revealed: [[], [], []], turns: 0, fought: false };
    corrupt(fresh, (s) => s.combats.push({ ...fight, members: [0, 0] }), /two fights/);
    corrupt(fresh, (s) => s.combats.push({ ...fight, kind: 'magick' }), /planet/);
    corrupt(fresh, (s) => s.combats.push({ ...fight, revealed: [[], []] }), /one list per seat/);
    corrupt(fresh, (s) => s.combats.push({ ...fight, next: 5 }), /next/);
    corrupt(fresh, (s) => s.combats.push({ ...fight, retreat: { seat: 0, to: 0, asking: [], pursuers: [] } }), /shaded tile or a GRID point/);
    corrupt(fresh, (s) => s.combats.push({ ...fight, attack: { seat: 0, card: 0, target: 1 } }), /Magick attack/);
    corrupt(
      fresh,
      (s) => {
        s.seats[2]!.out = { round: 1, by: 0 };
        s.combats.push({ ...fight, members: [1, 2] });
      },
      /still in the game/,
    );
  });

  it('refuses a player out of the game who still holds cards (GT-13)', () => {
    const holder = MIDGAME.seats.findIndex((s, i) => s.hand.magick.length > 0 && MIDGAME.turn?.seat !== i && !MIDGAME.combats.some((c) => c.members.includes(i)));
    expect(holder).toBeGreaterThanOrEqual(0);
    corrupt(MIDGAME, (s) => (s.seats[holder]!.out = { round: 1, by: null }), /holds no cards/);
  });

  it('never throws anything but a RuleError on mutated real states (fast-check, seeded)', () => {
    const base = json(MIDGAME) as unknown;
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      if (path[0] === 'events' && path.length > 3) return;
      paths.push(path);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    };
    walk(base, []);
    const values = fc.oneof(fc.integer({ min: -3, max: 700 }), fc.constantFrom(null, true, 'iron', 'drift', [], {}, -1, 1.5, '__proto__'), fc.anything());
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), values, fc.boolean(), (which, value, remove) => {
        const copy = deepClone(base) as Record<string | number, unknown>;
        const path = paths[which]!;
        if (path.length === 0) return;
        let parent = copy as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        if (remove && !Array.isArray(parent)) delete parent[last];
        else parent[last] = value;
        try {
          const state = gridTraveler.parseState(copy);
          // An accepted state works with the functions every caller runs first.
          for (const seat of gridTraveler.actors(state)) {
            gridTraveler.view(state, seat);
            for (const action of gridTraveler.legalActions(state, seat)) describeAction(state, action);
          }
          describeView(view(state, 'spectator'));
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
        }
      }),
      { seed: 30, numRuns: 600 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// clone

describe('cloneState', () => {
  it('copies everything the rules change, and shares only the config', () => {
    const copy = cloneState(MIDGAME);
    expect(copy).toEqual(MIDGAME);
    expect(copy.config).toBe(MIDGAME.config);
    expect(copy.cards[0]).not.toBe(MIDGAME.cards[0]);
    expect(copy.seats[0]!.hand).not.toBe(MIDGAME.seats[0]!.hand);
    expect(copy.seats[0]!.tracks.speed).not.toBe(MIDGAME.seats[0]!.tracks.speed);
    copy.cards[0]!.name = 'changed';
    copy.seats[0]!.hand.magick.push(999);
    copy.seats[0]!.position.tile = -5;
    expect(MIDGAME.cards[0]!.name).not.toBe('changed');
    expect(MIDGAME.seats[0]!.hand.magick).not.toContain(999);
    expect(MIDGAME.seats[0]!.position.tile).not.toBe(-5);
    for (const state of playRandom(21, 5, 300).filter((_, i) => i % 20 === 0)) expect(cloneState(state)).toEqual(deepClone(state));
  });
});

// ---------------------------------------------------------------------------------------------
// view

describe('view (GT-30, DESIGN §6)', () => {
  it('shows a seat its own hand in full, the others only as sizes', () => {
    const state = MIDGAME;
    for (let seat = 0; seat < state.seats.length; seat++) {
      const v = view(state, seat);
      expect(findNonJson(v)).toBeUndefined();
      v.seats.forEach((s, other) => {
        const hand = state.seats[other]!.hand;
        expect(s.handSizes).toEqual({ magick: hand.magick.length, material: hand.material.length, whisper: hand.whisper.length, ditfoi: hand.ditfoi.length });
        if (other === seat) {
          expect(s.hand!.magick).toEqual(hand.magick.map((id) => ({ id, kind: 'magick', name: state.cards[id]!.name })));
          expect(s.hand!.material.map((c) => c.id)).toEqual(hand.material);
        } else {
          expect(s.hand).toBeNull();
        }
      });
    }
    const spectator = view(state, 'spectator');
    expect(spectator.seats.every((s) => s.hand === null)).toBe(true);
  });

  it('shows deck sizes and cubes, never the cards of a deck or a supply', () => {
    const v = view(MIDGAME, 0);
    expect(v.decks).toEqual({ magick: MIDGAME.decks.magick.length, ditfoi: MIDGAME.decks.ditfoi.length, whisper: MIDGAME.decks.whisper.length });
    expect(v.supply).toEqual(MIDGAME.supply.map((s) => s.deck.length));
    // Every card the view names by design is one the viewer knows.
    const named = new Set<number>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.id === 'number' && typeof record.name === 'string' && typeof record.kind === 'string') named.add(record.id);
        Object.values(record).forEach(collect);
      }
    };
    for (let seat = 0; seat < MIDGAME.seats.length; seat++) {
      named.clear();
      collect({ ...view(MIDGAME, seat), events: [] });
      for (const id of named) expect(MIDGAME.known[id]! & (1 << seat)).not.toBe(0);
    }
  });

  it('filters events by audience: a draw names its card to the drawer only', () => {
    const states = playRandom(5, 3, 60);
    let drawsSeen = 0;
    for (const state of states) {
      for (const viewer of [0, 1, 2, 'spectator'] as const) {
        const events = view(state, viewer).events;
        expect(events.every((e) => e.audience === null || (viewer !== 'spectator' && e.audience.includes(viewer)))).toBe(true);
        expect(events.length).toBe(state.events.filter((e) => e.audience === null || (viewer !== 'spectator' && e.audience.includes(viewer))).length);
        for (const e of events) {
          if (e.type !== 'drew') continue;
          drawsSeen++;
          if (e.player === viewer) expect(e.card.name).not.toBeNull();
          else expect(e.card.name).toBeNull();
        }
      }
    }
    expect(drawsSeen).toBeGreaterThan(0);
  });

  it("shows a pending trade's card to its two players only (GT-19)", () => {
    let found: GridTravelerState | undefined;
    for (let seed = 1; seed < 40 && found === undefined; seed++) found = playRandom(seed, 3, 600).find((s) => s.turn?.trade != null);
    expect(found).toBeDefined();
    const state = found!;
    const trade = state.turn!.trade!;
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const give = view(state, viewer).turn!.trade!.give;
      if (viewer === trade.from || viewer === trade.to) expect(give).toEqual({ id: trade.give, kind: state.cards[trade.give]!.kind, name: state.cards[trade.give]!.name });
      else expect(give).toBeNull();
    }
  });

  it('lists as face up only cards everyone knows', () => {
    const everyone = (1 << MIDGAME.seats.length) - 1;
    for (const state of playRandom(17, 4, 500).filter((_, i) => i % 25 === 0)) {
      for (const card of view(state, 0).faceUp) expect(state.known[card.id]).toBe(everyone);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// sampleHidden

describe('sampleHidden (GT-30, DESIGN §8)', () => {
  const samples = playRandom(29, 4, 600).filter((_, i) => i % 30 === 0);

  it("keeps the viewer's view and legal actions, and gives a state parseState accepts", () => {
    for (const state of samples) {
      for (let seat = 0; seat < state.seats.length; seat++) {
        const world = sampleHidden(state, seat, createRng(seat + 1));
        expect(view(world, seat)).toEqual(view(state, seat));
        expect(gridTraveler.legalActions(world, seat)).toEqual(gridTraveler.legalActions(state, seat));
        expect(parseState(json(world))).toEqual(world);
      }
    }
  });

  it('redraws only what the viewer does not know: its own hand and cards stay, unseen designs move within their pools', () => {
    let changed = 0;
    for (const state of samples) {
      const seat = 1;
      const world = sampleHidden(state, seat, createRng(77));
      // Ids are the sample's to choose for cards the viewer never saw (issue 24): only sizes, the
      // viewer's hand and what the viewer knows stay.
      expect(world.known.map((m) => m & (1 << seat))).toEqual(state.known.map((m) => m & (1 << seat)));
      const sizes = (s: GridTravelerState): number[] => [s.decks.magick.length, s.decks.ditfoi.length, s.decks.whisper.length, ...s.seats.flatMap((p) => Object.values(p.hand).map((l) => l.length))];
      expect(sizes(world)).toEqual(sizes(state));
      expect(world.seats[seat]!.hand).toEqual(state.seats[seat]!.hand);
      const pool = (s: GridTravelerState): string[] =>
        s.cards.flatMap((c, id) => ((s.known[id]! & (1 << seat)) === 0 ? [`${c.kind}:${c.origin}:${c.name}`] : [])).sort();
      expect(pool(world)).toEqual(pool(state));
      world.cards.forEach((c, id) => {
        expect(c.kind).toBe(state.cards[id]!.kind);
        expect(c.origin).toBe(state.cards[id]!.origin);
        if ((state.known[id]! & (1 << seat)) !== 0) expect(c.name).toBe(state.cards[id]!.name);
        else if (c.name !== state.cards[id]!.name) changed++;
      });
      expect(state.cards).toEqual(samples[samples.indexOf(state)]!.cards);
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('is deterministic, and gives the same world from two states the viewer cannot tell apart', () => {
    const state = samples[samples.length - 1]!;
    for (let seat = 0; seat < state.seats.length; seat++) {
      const a = sampleHidden(state, seat, createRng(5));
      expect(sampleHidden(state, seat, createRng(5))).toEqual(a);
      const twin = sampleHidden(state, seat, createRng(123));
      expect(sampleHidden(twin, seat, createRng(5))).toEqual(a);
    }
  });

  it('does not change the state it is given', () => {
    const state = samples[samples.length - 1]!;
    const before = deepClone(state);
    sampleHidden(state, 0, createRng(1));
    expect(state).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// describe

describe('describeEvent, describeAction, describeView', () => {
  it('gives one readable line for every event and legal action of random games', () => {
    const types = new Set<string>();
    for (const seed of [1, 2, 3]) {
      for (const state of playRandom(seed, 2 + seed, 400)) {
        for (const event of state.events) {
          const line = describeEvent(event);
          types.add(event.type);
          expect(line.length).toBeGreaterThan(3);
          expect(line).not.toMatch(/undefined|NaN|\[object/);
        }
        for (const seat of gridTraveler.actors(state)) {
          for (const action of gridTraveler.legalActions(state, seat)) expect(describeAction(state, action)).not.toMatch(/undefined|NaN|\[object/);
          const text = describeView(view(state, seat));
          expect(text.split('\n').length).toBeGreaterThan(state.seats.length);
          expect(text).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
    expect(types.size).toBeGreaterThan(8);
  });

  it('names hidden cards by kind and shown ones by design', () => {
    expect(describeEvent({ type: 'drew', audience: [1], player: 1, card: { id: null, kind: 'magick', name: null }, from: null })).toBe('Player 1 draws a Magick card.');
    expect(describeEvent({ type: 'drew', audience: [0], player: 0, card: { id: 4, kind: 'magick', name: 'fireball-1' }, from: null })).toBe('Player 0 draws Fireball I.');
    expect(describeEvent({ type: 'drew', audience: [0], player: 0, card: { id: null, kind: 'material', name: null }, from: 3 })).toBe('Player 0 takes a material.');
    expect(describeEvent({ type: 'tradeOffered', audience: [0, 2], player: 0, to: 2, card: { id: 70, kind: 'material', name: 'iron' }, want: 'magick' })).toBe('Player 0 offers Iron to Player 2 for a Magick card.');
  });

  it('labels actions for menus', () => {
    const state = json(MIDGAME);
    const board = state.config.board;
    expect(describeAction(state, { type: 'attack', player: 0, target: 2 })).toBe('Fire at Player 2');
    expect(describeAction(state, { type: 'jump', player: 0, to: 2 })).toMatch(/^Jump to G3 \(Maneuver \d+\)$/);
    const magick = state.cards.findIndex((c) => c.name === 'fireball-1');
    expect(describeAction(state, { type: 'cast', player: 0, card: magick, target: 1 })).toBe('Cast Fireball I at Player 1');
    const iron = state.cards.findIndex((c) => c.name === 'iron');
    expect(describeAction(state, { type: 'offerTrade', player: 0, to: 3, give: iron, want: 'magick' })).toBe('Offer Iron for a Magick card to Player 3');
    state.turn = { seat: 0, stage: 'moving', moves: 5, heading: null, maneuver: true, scanned: false, traded: false, trade: null };
    expect(describeAction(state, { type: 'move', player: 0, direction: 'NE' })).toBe('Move NE (4 left)');
    const g1 = board.gridPoints[0]!;
    expect(describeAction(state, { type: 'retreat', player: 0, to: g1.y * board.width + g1.x })).toBe(`Retreat to ${g1.name}`);
  });

  it('summarises a view for a seat and for a spectator', () => {
    const mine = describeView(view(MIDGAME, 0));
    expect(mine).toMatch(/^GRID Traveler, round \d+ of at most 60/);
    expect(mine).toMatch(/Player 0 \(you\)/);
    expect(mine).toMatch(/Your hand: /);
    const spectator = describeView(view(MIDGAME, 'spectator'));
    expect(spectator).toMatch(/spectating/);
    expect(spectator).not.toMatch(/Your hand/);
  });
});
