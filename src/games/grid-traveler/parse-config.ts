/**
 * Untrusted configs to typed values (BAD_CONFIG naming the ruling broken): the player count
 * (GT-1), the seats' asked-for cards (GT-2), the MOD and pursuit options (GT-6, GT-11), the round
 * limit (GT-31), the board (GT-21) and the decks (GT-23, GT-24, GT-25, GT-27; parse-decks.ts). A
 * board a config brings is checked in full, so that the geometry code (rules/board.ts) can trust
 * every index it derives from it; so are its decks, and the seats' choices are read against them.
 */
import { RuleError } from '../../core/errors.js';
import { deepEqual, isRecord } from '../../core/json.js';
import { SchemaError, ensure, int, list, object, oneOf, refine, str, tuple, type Schema } from '../../core/schema.js';
import { GRID_TRAVELER_DIRECTIONS, STANDARD_BOARD, GRID_TRAVELER_STEPS, type GridBoard, type GridBody } from './content/board.js';
import { STANDARD_DECKS } from './content/decks.js';
import { MATERIAL_IDS } from './content/materials.js';
import { parseDecks } from './parse-decks.js';
import type { GridDecksConfig, GridSeatChoice, GridTravelerConfig } from './types.js';
import { showValue } from '../../core/show-value.js';

/** The fewest players (GT-1). */
export const MIN_PLAYERS = 2;
/** The most players (GT-1). */
export const MAX_PLAYERS = 6;
/** The round limit when a config sets none (GT-31). */
export const DEFAULT_MAX_ROUNDS = 60;
/** The longest round limit a config may set (GT-31). */
export const MAX_ROUND_LIMIT = 500;
/** The narrowest and shortest a board may be, in tiles (GT-21). */
export const MIN_BOARD_SIDE = 5;
/** The widest and tallest a board may be, in tiles (GT-21). */
export const MAX_BOARD_SIDE = 60;
/** The most bodies a board may have (GT-21). */
export const MAX_BODIES = 100;
/** The most GRID points a board may have (GT-21). */
export const MAX_GRID_POINTS = 100;
/** The most material cards one body's deck may start with (GT-21). */
export const MAX_MATERIALS_PER_BODY = 20;
/** The longest name a board, body or GRID point may have. */
export const MAX_NAME_LENGTH = 40;

function bad(message: string, rule = 'GT-1'): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

const wholeIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The default game for `players` seats (GT-1): every seat's cards drawn, the standard board and
 * decks, 60 rounds.
 */
export function defaultConfig(players: number): GridTravelerConfig {
  if (!wholeIn(players, MIN_PLAYERS, MAX_PLAYERS)) throw bad(`GRID Traveler is played by ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${String(players)}`);
  return { players, modRule: false, maxRounds: DEFAULT_MAX_ROUNDS, pursuitUsesSpeed: false, seats: [], board: STANDARD_BOARD, decks: STANDARD_DECKS };
}

const SEAT_FIELDS = ['persona', 'cruiser', 'necronian'] as const;

/**
 * The seats' choices (GT-2): none at all, or one entry per seat, each naming any of a persona, a
 * cruiser and a Necronian by id, among the config's own decks. Each is a single card, so two
 * seats may not ask for the same one.
 */
function parseSeats(input: unknown, players: number, decks: GridDecksConfig): GridSeatChoice[] {
  const tables: Readonly<Record<(typeof SEAT_FIELDS)[number], readonly string[]>> = {
    persona: decks.personas.map((p) => p.id),
    cruiser: decks.cruisers.map((c) => c.id),
    necronian: decks.necronians.map((n) => n.id),
  };
  if (!Array.isArray(input) || (input.length !== 0 && input.length !== players)) {
    throw bad(`seats must be an empty list or list ${players} entries, one per seat`, 'GT-2');
  }
  const taken = { persona: new Set<string>(), cruiser: new Set<string>(), necronian: new Set<string>() };
  return input.map((entry: unknown, seat) => {
    if (!isRecord(entry)) throw bad(`seat ${seat} must be an object { persona?, cruiser?, necronian? }`, 'GT-2');
    const unknown = Object.keys(entry).filter((key) => !(SEAT_FIELDS as readonly string[]).includes(key));
    if (unknown.length > 0) throw bad(`seat ${seat}: unknown field(s) ${unknown.map((k) => JSON.stringify(k)).join(', ')}`, 'GT-2');
    const choice: { persona?: string; cruiser?: string; necronian?: string } = {};
    for (const field of SEAT_FIELDS) {
      if (!Object.prototype.hasOwnProperty.call(entry, field) || entry[field] === undefined) continue;
      const id = entry[field];
      const known = tables[field];
      if (typeof id !== 'string' || !known.includes(id)) throw bad(`seat ${seat}: unknown ${field} ${showValue(id)} (known: ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', …' : ''})`, 'GT-2');
      if (taken[field].has(id)) throw bad(`seat ${seat}: the ${field} ${id} is asked for by another seat, and there is one such card`, 'GT-2');
      taken[field].add(id);
      choice[field] = id;
    }
    return choice;
  });
}

const name: Schema<string> = refine(str(MAX_NAME_LENGTH), (value, path) => ensure(value.trim().length > 0, path, `expected a name of 1 to ${MAX_NAME_LENGTH} characters`));
const direction = oneOf(GRID_TRAVELER_DIRECTIONS);
const side = int(MIN_BOARD_SIDE, MAX_BOARD_SIDE);
const coordinate = int(0, MAX_BOARD_SIDE - 1);

const body = refine(
  object({
    name,
    kind: oneOf(['star', 'planet', 'region'] as const),
    x: coordinate,
    y: coordinate,
    shaded: list(direction, { min: 1, max: GRID_TRAVELER_DIRECTIONS.length }),
    materials: list(oneOf(MATERIAL_IDS), { max: MAX_MATERIALS_PER_BODY }),
  }),
  (b, path) => ensure(new Set(b.shaded).size === b.shaded.length, `${path}.shaded`, 'a direction is shaded twice'),
);

const point = object({ name, x: coordinate, y: coordinate });

const boardShape = object({
  name,
  width: side,
  height: side,
  bodies: list(body, { min: 1, max: MAX_BODIES }),
  gridPoints: list(point, { max: MAX_GRID_POINTS }),
  sightLines: list(tuple(int(0, MAX_GRID_POINTS - 1), int(0, MAX_GRID_POINTS - 1))),
});

/**
 * A board as `rules/board.ts` needs it (GT-21): every body at least two tiles in from each edge,
 * so its whole ring is on the board and each ring tile has a way on from outside; no body's tile
 * or ring on another's; the first body the Star, with no materials; GRID points on free tiles;
 * lines of sight between two distinct points.
 */
const boardSchema: Schema<GridBoard> = refine(boardShape as Schema<GridBoard>, (board, path) => {
  const used = new Map<number, string>();
  const claim = (x: number, y: number, what: string, where: string): void => {
    const key = y * board.width + x;
    const other = used.get(key);
    ensure(other === undefined, where, `${what} at (${x}, ${y}) overlaps ${other ?? ''}`);
    used.set(key, what);
  };
  board.bodies.forEach((b: GridBody, i) => {
    const where = `${path}.bodies[${i}]`;
    ensure(b.x >= 2 && b.y >= 2 && b.x <= board.width - 3 && b.y <= board.height - 3, where, `a body must stand at least 2 tiles in from every edge of the ${board.width} × ${board.height} board, so its ring is on it`);
    if (i === 0) {
      ensure(b.kind === 'star', `${where}.kind`, 'the first body is the Star, where every cruiser starts (GT-S10)');
      ensure(b.materials.length === 0, `${where}.materials`, 'the Star holds no materials');
    } else {
      ensure(b.kind !== 'star', `${where}.kind`, 'only the first body is the Star');
    }
    claim(b.x, b.y, `body ${i}`, where);
    for (const d of GRID_TRAVELER_DIRECTIONS) claim(b.x + GRID_TRAVELER_STEPS[d][0], b.y + GRID_TRAVELER_STEPS[d][1], `the ring of body ${i}`, where);
  });
  board.gridPoints.forEach((p, i) => {
    const where = `${path}.gridPoints[${i}]`;
    ensure(p.x < board.width && p.y < board.height, where, 'a GRID point must be on the board');
    claim(p.x, p.y, `GRID point ${i}`, where);
  });
  board.sightLines.forEach(([a, b], i) => {
    ensure(a !== b && a < board.gridPoints.length && b < board.gridPoints.length, `${path}.sightLines[${i}]`, `a line of sight joins two distinct GRID points of the ${board.gridPoints.length}`);
  });
});

/** Reads an untrusted board (GT-21); the standard board's own object when it is that board. */
export function parseBoard(input: unknown): GridBoard {
  let board: GridBoard;
  try {
    board = boardSchema(input, '$');
  } catch (error) {
    if (error instanceof SchemaError) throw bad(`the board is refused at ${error.path.replace(/^\$/, 'board')}: ${error.problem}`, 'GT-21');
    throw error;
  }
  // Sharing the standard board's object keeps its derived tables cached (rules/board.ts).
  return deepEqual(board, STANDARD_BOARD) ? STANDARD_BOARD : board;
}

const CONFIG_FIELDS = ['players', 'modRule', 'maxRounds', 'pursuitUsesSpeed', 'seats', 'board', 'decks'];

/**
 * Checks an untrusted config `{ players, modRule?, maxRounds?, pursuitUsesSpeed?, seats?, board?,
 * decks? }`. Fields left out take the defaults of {@link defaultConfig}; a brought board and brought
 * decks (`{ cruisers?, personas?, necronians?, magick? }`, each table left out the built-in one)
 * are checked in full, and the seats' choices against those decks.
 */
export function parseConfig(input: unknown): GridTravelerConfig {
  if (!isRecord(input)) throw bad('a GRID Traveler config is an object { players, modRule?, maxRounds?, pursuitUsesSpeed?, seats?, board?, decks? }');
  const unknown = Object.keys(input).filter((key) => !CONFIG_FIELDS.includes(key));
  if (unknown.length > 0) throw bad(`unknown config field(s): ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
  // A field left out (or undefined, from a JavaScript caller) takes its default.
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
  const players = input.players;
  if (!wholeIn(players, MIN_PLAYERS, MAX_PLAYERS)) throw bad(`players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${showValue(players)}`);
  const modRule = has('modRule') ? input.modRule : false;
  if (typeof modRule !== 'boolean') throw bad('modRule must be true or false', 'GT-6');
  const maxRounds = has('maxRounds') ? input.maxRounds : DEFAULT_MAX_ROUNDS;
  if (!wholeIn(maxRounds, 1, MAX_ROUND_LIMIT)) throw bad(`maxRounds must be a whole number from 1 to ${MAX_ROUND_LIMIT}, got ${showValue(maxRounds)}`, 'GT-31');
  const pursuitUsesSpeed = has('pursuitUsesSpeed') ? input.pursuitUsesSpeed : false;
  if (typeof pursuitUsesSpeed !== 'boolean') throw bad('pursuitUsesSpeed must be true or false', 'GT-11');
  const board = has('board') ? parseBoard(input.board) : STANDARD_BOARD;
  const decks = has('decks') ? parseDecks(input.decks, players, board) : STANDARD_DECKS;
  const seats = parseSeats(has('seats') ? input.seats : [], players, decks);
  return { players, modRule, maxRounds, pursuitUsesSpeed, seats, board, decks };
}
