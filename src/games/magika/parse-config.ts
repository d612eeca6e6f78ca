/** Untrusted configs to typed values (BAD_CONFIG naming the rule broken): seats, mages, map, turn limit. */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { RACE_IDS, raceById, type Alignment, type RaceId } from './content/races.js';
import type { TerrainNumber } from './content/terrain.js';
import { HEX_COUNT } from './rules/map.js';
import type { MagikaConfig, MagikaMageConfig, MagikaMapChoice } from './types.js';
import { showValue } from '../../core/show-value.js';

/** The fewest seats (MG-6). */
export const MIN_SEATS = 2;
/** The most seats: twelve novices and the Ebon Mage (P-1, P-2, MG-6). */
export const MAX_SEATS = 13;
/** The most novices (P-1). */
export const MAX_NOVICES = 12;
/** The default turn limit (MG-56). */
export const DEFAULT_MAX_TURNS = 40;
/** The longest turn limit a config may set. */
export const MAX_TURN_LIMIT = 200;

function bad(message: string, rule = 'MG-6'): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

const wholeIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The default novices, in seat order: every race, four of each alignment (MG-7). */
const DEFAULT_NOVICES: readonly (readonly [string, RaceId, Alignment])[] = [
  ['Aldric', 'human', 'good'],
  ['Briony', 'elf', 'evil'],
  ['Corvin', 'dwarf', 'neutral'],
  ['Drusk', 'goblin', 'evil'],
  ['Ember', 'halfling', 'neutral'],
  ['Fenwick', 'human', 'neutral'],
  ['Galen', 'elf', 'good'],
  ['Hild', 'dwarf', 'good'],
  ['Ixil', 'goblin', 'neutral'],
  ['Juniper', 'halfling', 'good'],
  ['Kaelen', 'human', 'evil'],
  ['Lark', 'halfling', 'evil'],
];

/** The default Ebon Mage: a Neutral human (MG-52). */
const DEFAULT_EBON: MagikaMageConfig = Object.freeze({ name: 'The Ebon Mage', race: 'human', alignment: 'neutral', lean: 1 });

/** Whether a game of `players` seats has the Ebon Mage by default: from three seats on (MG-6). */
export const ebonByDefault = (players: number): boolean => players >= 3;

/** The default mages for `players` seats, the Ebon Mage last when there is one (MG-7). */
function defaultMages(players: number, ebon: boolean): MagikaMageConfig[] {
  const novices = ebon ? players - 1 : players;
  const mages: MagikaMageConfig[] = DEFAULT_NOVICES.slice(0, novices).map(([name, race, alignment]) => ({ name, race, alignment, lean: 1 }));
  if (ebon) mages.push({ ...DEFAULT_EBON });
  return mages;
}

/** The default game for `players` seats (MG-6, MG-7): the default map, the Ebon Mage from three seats, 40 turns. */
export function defaultConfig(players: number): MagikaConfig {
  if (!wholeIn(players, MIN_SEATS, MAX_SEATS)) throw bad(`Magika is played by ${MIN_SEATS}–${MAX_SEATS} seats, not ${players}`);
  const ebon = ebonByDefault(players);
  return { players, ebon, mages: defaultMages(players, ebon), map: 'default', maxTurns: DEFAULT_MAX_TURNS };
}

function parseMage(input: unknown, where: string, names: Set<string>): MagikaMageConfig {
  if (!isRecord(input)) throw bad(`${where} must be an object { name, race, alignment, lean? }`, 'MG-7');
  const unknown = Object.keys(input).filter((key) => !['name', 'race', 'alignment', 'lean'].includes(key));
  if (unknown.length > 0) throw bad(`${where}: unknown field(s) ${unknown.join(', ')}`, 'MG-7');
  const { name } = input;
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > 40) throw bad(`${where}: name must be 1–40 characters`, 'MG-7');
  if (names.has(name)) throw bad(`${where}: the name ${JSON.stringify(name)} is taken by another mage`, 'MG-7');
  names.add(name);
  const race = typeof input.race === 'string' ? raceById(input.race) : undefined;
  if (race === undefined) throw bad(`${where}: unknown race ${showValue(input.race)} (known: ${RACE_IDS.join(', ')})`, 'MG-7');
  const alignment = input.alignment;
  if (typeof alignment !== 'string' || !(race.alignments as readonly string[]).includes(alignment)) {
    throw bad(`${where}: a ${race.name} may be ${race.alignments.join(' or ')}, not ${showValue(alignment)} (Figure 1${race.id === 'elf' ? '; no Elf is Neutral, L157-158' : ''})`, 'MG-7');
  }
  const lean = input.lean ?? 1;
  if (lean !== 1 && lean !== -1) throw bad(`${where}: lean must be 1 or -1 (a Neutral mage starts at +5 or -5, L417-418)`, 'MG-7');
  return { name, race: race.id, alignment: alignment as Alignment, lean };
}

/** Whether `test` holds at every index of `list`, a hole (read as `undefined`) included. */
function everyIndex(list: readonly unknown[], test: (item: unknown) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (!test(list[i])) return false;
  return true;
}

function parseMap(input: unknown): MagikaMapChoice {
  if (input === 'default' || input === 'random') return input;
  // Every index is read, holes included: `every` would skip a hole and let a map with a missing
  // hex through to the rules (issue 23).
  if (!Array.isArray(input) || input.length !== HEX_COUNT || !everyIndex(input, (t) => wholeIn(t, 1, 10))) {
    throw bad(`map must be "default", "random" or a list of ${HEX_COUNT} terrain numbers from 1 to 10 (hex a1 first, row by row)`, 'MG-2');
  }
  return [...(input as TerrainNumber[])];
}

/**
 * Checks an untrusted config `{ players, ebon?, mages?, map?, maxTurns? }`. Missing mages get the
 * defaults; each is checked against Figure 1 (race and alignment).
 */
export function parseConfig(input: unknown): MagikaConfig {
  if (!isRecord(input)) throw bad('a Magika config is an object { players, ebon?, mages?, map?, maxTurns? }');
  const unknown = Object.keys(input).filter((key) => !['players', 'ebon', 'mages', 'map', 'maxTurns'].includes(key));
  if (unknown.length > 0) throw bad(`unknown config field(s): ${unknown.join(', ')}`);
  const players = input.players;
  if (!wholeIn(players, MIN_SEATS, MAX_SEATS)) throw bad(`players must be a whole number of seats from ${MIN_SEATS} to ${MAX_SEATS}, got ${showValue(players)}`);
  const ebon = input.ebon ?? ebonByDefault(players);
  if (typeof ebon !== 'boolean') throw bad(`ebon must be true or false, got ${showValue(ebon)}`);
  if (!ebon && players > MAX_NOVICES) throw bad(`${players} seats need the Ebon Mage: there are at most ${MAX_NOVICES} novices (P-1)`);
  const magesIn = input.mages ?? defaultMages(players, ebon);
  if (!Array.isArray(magesIn) || magesIn.length !== players) throw bad(`mages must list ${players} mages, one per seat${ebon ? ', the Ebon Mage last' : ''}`, 'MG-7');
  const names = new Set<string>();
  // An indexed loop, not `map`, which skips holes (and would keep them in the config).
  const mages: MagikaMageConfig[] = [];
  for (let seat = 0; seat < players; seat++) mages.push(parseMage(magesIn[seat], `mage ${seat}`, names));
  const map = parseMap(input.map ?? 'default');
  const maxTurns = input.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!wholeIn(maxTurns, 1, MAX_TURN_LIMIT)) throw bad(`maxTurns must be a whole number from 1 to ${MAX_TURN_LIMIT}, got ${showValue(maxTurns)}`, 'MG-56');
  return { players, ebon, mages, map, maxTurns };
}
