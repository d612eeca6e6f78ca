/** Untrusted configs to typed values (BAD_CONFIG naming the rule broken): sides of figure builds. */
import { RACE_IDS, raceById } from './content/races.js';
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { contentPack } from './content/editions.js';
import { EDITIONS, type Edition } from './content/schema.js';
import { FANTASY_TRIP_SPELLS, spellById } from './content/spells.js';
import type { FantasyTripConfig, FantasyTripFigureBuild } from './types.js';
import { showValue } from '../../core/show-value.js';

/** The fewest sides in a fight (FT-2). */
export const MIN_SIDES = 2;
/** The most sides in a fight, one per seat (FT-2). */
export const MAX_SIDES = 6;
/** Figures a side may field (FT-2). */
export const MAX_FIGURES_PER_SIDE = 6;
/** The most figures a fight may hold: the builds, and as many again made by creation spells (FT-36). */
export const MAX_FIGURES = 2 * MAX_SIDES * MAX_FIGURES_PER_SIDE;
/** The most weapons and shields a fight may hold: 3 weapons and a shield a figure. */
export const MAX_ITEMS = MAX_FIGURES * 4;
/** A human figure's attribute points: ST 8 + DX 8 + IQ 8 and 8 more to spend (FT-3). */
export const HUMAN_POINTS = 32;
/** No attribute of a human starts below 8 (FT-3). */
export const MIN_ATTRIBUTE = 8;
/** The default arena radius, in hexes from the centre (FT-4). */
export const DEFAULT_ARENA_RADIUS = 7;
/** The default turn limit, after which a fight is a draw (FT-20). */
export const DEFAULT_TURN_LIMIT = 60;

function bad(message: string, rule = 'FT-2'): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

/**
 * The standard 24-point fighter of the defaults (FT-3): ST 12, DX 12, IQ 8, broadsword ready with
 * a dagger slung, leather armour and a small shield.
 */
export function standardFighter(name: string): FantasyTripFigureBuild {
  return { name, st: 12, dx: 12, iq: 8, weapons: ['broadsword', 'dagger'], armor: 'leather', shield: 'small-shield', spells: [], race: 'human' };
}

const wholeIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function parseBuild(input: unknown, edition: Edition, where: string, names: Set<string>): FantasyTripFigureBuild {
  if (!isRecord(input)) throw bad(`${where} must be an object { name, st, dx, iq, weapons, armor, shield, spells, race }`, 'FT-3');
  const unknown = Object.keys(input).filter((key) => !['name', 'st', 'dx', 'iq', 'weapons', 'armor', 'shield', 'spells', 'race'].includes(key));
  if (unknown.length > 0) throw bad(`${where}: unknown field(s) ${unknown.join(', ')}`, 'FT-3');
  const { name, st, dx } = input;
  const iq = input.iq ?? MIN_ATTRIBUTE;
  if (typeof name !== 'string' || name.length === 0 || name.length > 40) throw bad(`${where}: name must be 1–40 characters`, 'FT-3');
  if (names.has(name)) throw bad(`${where}: the name ${JSON.stringify(name)} is used twice on one side`, 'FT-3');
  names.add(name);
  const raceId = input.race ?? 'human';
  const race = typeof raceId === 'string' ? raceById(raceId) : undefined;
  if (race === undefined) throw bad(`${where}: unknown race ${showValue(raceId)} (known: ${RACE_IDS.join(', ')})`, 'FT-52');
  // Humans are checked as FT-3 says; the other races have their own least attributes and points (FT-52).
  const rule = race.id === 'human' ? 'FT-3' : 'FT-52';
  for (const [label, value] of [['st', st], ['dx', dx], ['iq', iq]] as const) {
    const least = race.min[label];
    if (!wholeIn(value, least, 40)) throw bad(`${where}: ${label} of a ${race.name.toLowerCase()} must be a whole number from ${least} to 40, got ${showValue(value)}`, rule);
  }
  const total = (st as number) + (dx as number) + (iq as number);
  if (total !== race.points) {
    const how = race.id === 'human' ? ' (a 24-point human with IQ 8 counts 8 + 8 + 8 + 8)' : '';
    throw bad(`${where}: ST + DX + IQ of a ${race.name.toLowerCase()} must be ${race.points}${how}, got ${total}`, rule);
  }
  const pack = contentPack(edition);
  const spells = parseSpells(input.spells ?? [], iq as number, where);
  const weapons = input.weapons ?? [];
  if (!Array.isArray(weapons) || weapons.length > 3) throw bad(`${where}: weapons must be a list of at most 3 weapon ids`, 'FT-3');
  // A wizard carries at most two weapons and a dagger (R-02, FT-56).
  if (spells.length > 0 && weapons.length === 3 && !weapons.includes('dagger')) throw bad(`${where}: a wizard carries at most two weapons and a dagger`, 'FT-56');
  for (const id of weapons) {
    if (typeof id !== 'string' || !Object.hasOwn(pack.weapons, id) || pack.weapons[id]!.class === 'natural') {
      throw bad(`${where}: unknown weapon ${showValue(id)} (known: ${Object.keys(pack.weapons).filter((w) => pack.weapons[w]!.class !== 'natural').join(', ')})`, 'FT-3');
    }
    const weapon = pack.weapons[id]!;
    // The staff is a wizard's: only a figure that knows a spell carries one (FT-34). Rocks are
    // picked up in an arena with rocks, which this version does not have (FT-5).
    if (id === 'staff' && spells.length === 0) throw bad(`${where}: only a wizard (a figure that knows a spell) carries the staff`, 'FT-34');
    if (id === 'thrown-rock') throw bad(`${where}: ${weapon.name} is not available in this version (rocks are picked up in the arena)`, 'FT-5');
    if (weapon.minST > (st as number)) throw bad(`${where}: ${weapon.name} needs ST ${weapon.minST}, the figure has ${st as number}`, 'FT-3');
  }
  const armor = input.armor ?? null;
  if (armor !== null && (typeof armor !== 'string' || !Object.hasOwn(pack.armors, armor))) throw bad(`${where}: unknown armour ${showValue(armor)} (known: ${Object.keys(pack.armors).join(', ')})`, 'FT-3');
  const shield = input.shield ?? null;
  if (shield !== null && (typeof shield !== 'string' || !Object.hasOwn(pack.shields, shield))) throw bad(`${where}: unknown shield ${showValue(shield)} (known: ${Object.keys(pack.shields).join(', ')})`, 'FT-3');
  return { name, st: st as number, dx: dx as number, iq: iq as number, weapons: [...(weapons as string[])], armor: armor as string | null, shield: shield as string | null, spells, race: race.id };
}

/** A build's spells (FT-31): distinct ids of the table's spells, each within the figure's IQ, at most IQ of them. */
function parseSpells(input: unknown, iq: number, where: string): string[] {
  if (!Array.isArray(input) || input.length > iq) throw bad(`${where}: spells must be a list of at most IQ (${iq}) spell ids`, 'FT-31');
  const out: string[] = [];
  for (const id of input) {
    const spell = typeof id === 'string' ? spellById(id) : undefined;
    if (spell === undefined) throw bad(`${where}: unknown spell ${showValue(id)} (known: ${FANTASY_TRIP_SPELLS.map((s) => s.id).join(', ')})`, 'FT-31');
    if (spell.iq > iq) throw bad(`${where}: ${spell.name} needs IQ ${spell.iq}, the figure has ${iq}`, 'FT-31');
    if (out.includes(spell.id)) throw bad(`${where}: ${spell.name} is listed twice`, 'FT-31');
    out.push(spell.id);
  }
  return out;
}

/** The default fight for `players` sides: one standard fighter each (FT-3). */
export function defaultConfig(players: number): FantasyTripConfig {
  if (!wholeIn(players, MIN_SIDES, MAX_SIDES)) throw bad(`The Fantasy Trip is fought by ${MIN_SIDES}–${MAX_SIDES} sides, not ${players}`);
  return {
    players,
    edition: 'legacy',
    sides: Array.from({ length: players }, (_, seat) => [standardFighter(`Fighter ${seat + 1}`)]),
    arenaRadius: DEFAULT_ARENA_RADIUS,
    turnLimit: DEFAULT_TURN_LIMIT,
    aimedShots: false,
    cripplingHits: false,
  };
}

/**
 * Checks an untrusted config `{ players, edition?, sides?, arenaRadius?, turnLimit?, aimedShots?,
 * cripplingHits? }`. Missing sides get one standard fighter each; every build is checked against
 * the edition's tables. The two optional rules are off unless set to true (FT-59, FT-60).
 */
export function parseConfig(input: unknown): FantasyTripConfig {
  if (!isRecord(input)) throw bad('a Fantasy Trip config is an object { players, edition?, sides?, arenaRadius?, turnLimit?, aimedShots?, cripplingHits? }');
  const unknown = Object.keys(input).filter((key) => !['players', 'edition', 'sides', 'arenaRadius', 'turnLimit', 'aimedShots', 'cripplingHits'].includes(key));
  if (unknown.length > 0) throw bad(`unknown config field(s): ${unknown.join(', ')}`);
  const players = input.players;
  if (!wholeIn(players, MIN_SIDES, MAX_SIDES)) throw bad(`players must be a whole number of sides from ${MIN_SIDES} to ${MAX_SIDES}, got ${showValue(players)}`);
  const edition = input.edition ?? 'legacy';
  if (!(EDITIONS as readonly unknown[]).includes(edition)) throw bad(`edition must be one of ${EDITIONS.join(', ')}, got ${showValue(edition)}`, 'FT-1');
  const radius = input.arenaRadius ?? DEFAULT_ARENA_RADIUS;
  if (!wholeIn(radius, 4, 15)) throw bad(`arenaRadius must be a whole number from 4 to 15, got ${showValue(radius)}`, 'FT-4');
  const turnLimit = input.turnLimit ?? DEFAULT_TURN_LIMIT;
  if (!wholeIn(turnLimit, 1, 1000)) throw bad(`turnLimit must be a whole number from 1 to 1000, got ${showValue(turnLimit)}`, 'FT-20');
  // The optional rules of aimed shots and crippling hits: off unless asked for.
  const aimedShots = input.aimedShots === undefined ? false : input.aimedShots;
  if (typeof aimedShots !== 'boolean') throw bad(`aimedShots must be true or false, got ${showValue(aimedShots)}`, 'FT-59');
  const cripplingHits = input.cripplingHits === undefined ? false : input.cripplingHits;
  if (typeof cripplingHits !== 'boolean') throw bad(`cripplingHits must be true or false, got ${showValue(cripplingHits)}`, 'FT-60');
  const sidesIn = input.sides ?? defaultConfig(players).sides;
  if (!Array.isArray(sidesIn) || sidesIn.length !== players) throw bad(`sides must list ${players} sides, one per seat`);
  const sides = sidesIn.map((side: unknown, seat) => {
    if (!Array.isArray(side) || side.length < 1 || side.length > MAX_FIGURES_PER_SIDE) throw bad(`side ${seat} must list 1–${MAX_FIGURES_PER_SIDE} figures`);
    const names = new Set<string>();
    return side.map((build: unknown, i) => parseBuild(build, edition as Edition, `side ${seat} figure ${i}`, names));
  });
  return { players, edition: edition as Edition, sides, arenaRadius: radius, turnLimit, aimedShots, cripplingHits };
}
