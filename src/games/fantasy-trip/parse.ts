/** Untrusted input to typed values: actions (MALFORMED_ACTION) and saved states (BAD_STATE). */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { parseWith } from '../../core/schema.js';
import { FANTASY_TRIP_AIMS, FANTASY_TRIP_OPTIONS, type FantasyTripAction, type FantasyTripAim, type FantasyTripState } from './types.js';
import { fantasyTripStateSchema } from './state-schema.js';
import type { Hex, HexDirection } from '../../core/hex.js';
import { MAX_FIGURES, MAX_ITEMS, MAX_SIDES } from './parse-config.js';
import { showValue } from '../../core/show-value.js';

export { defaultConfig, parseConfig } from './parse-config.js';

function malformed(message: string): RuleError {
  return new RuleError('MALFORMED_ACTION', message);
}

const FIELDS: Readonly<Record<FantasyTripAction['type'], readonly string[]>> = {
  initiative: ['moveFirst'],
  begin: ['figure', 'option'],
  step: ['direction'],
  end: ['facing'],
  attack: ['target'],
  fire: ['target'],
  breathe: ['target'],
  throw: ['target'],
  disengage: ['direction'],
  pickUp: ['item'],
  grapple: ['target'],
  drawDagger: [],
  breakFree: ['direction'],
  pass: [],
  retreat: ['to'],
  advance: ['advance'],
  cast: ['spell', 'power', 'target', 'at', 'looks'],
  disbelieve: ['target'],
  renew: ['keep'],
  wait: ['target'],
  escape: ['target'],
  agree: ['accept'],
  finish: ['target'],
  hop: ['direction'],
};

/** Fields an action may leave out: where a blow, shot or throw is aimed (FT-59). */
const OPTIONAL: Readonly<Partial<Record<FantasyTripAction['type'], readonly string[]>>> = { attack: ['aim'], fire: ['aim'], throw: ['aim'] };



/** An id-like string: a spell or creature id (checked against the tables by the rules). */
function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(value)) throw malformed(`${field} must be an id such as "magic-fist"`);
  return value;
}

function index(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= max) throw malformed(`${field} must be a whole number from 0 to ${max - 1}`);
  return value;
}

function direction(value: unknown, field: string): HexDirection {
  return index(value, field, 6) as HexDirection;
}

function bool(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw malformed(`${field} must be true or false`);
  return value;
}

function hex(value: unknown, field: string): Hex {
  if (!isRecord(value) || Object.keys(value).some((k) => k !== 'q' && k !== 'r')) throw malformed(`${field} must be a hex { q, r }`);
  const { q, r } = value;
  if (typeof q !== 'number' || typeof r !== 'number' || !Number.isInteger(q) || !Number.isInteger(r) || Math.abs(q) > 100 || Math.abs(r) > 100) throw malformed(`${field} must be a hex { q, r } of whole numbers`);
  return { q: q + 0, r: r + 0 };
}

/** Where a blow, shot or throw is aimed (FT-59): one of `FANTASY_TRIP_AIMS`. */
function aimOf(value: unknown): FantasyTripAim {
  if (!(FANTASY_TRIP_AIMS as readonly unknown[]).includes(value)) throw malformed(`aim, when given, must be one of ${FANTASY_TRIP_AIMS.join(', ')}`);
  return value as FantasyTripAim;
}

function malformedPower(): never {
  throw malformed('power must be a whole number from 1 to 3');
}

export function parseAction(input: unknown): FantasyTripAction {
  if (!isRecord(input)) throw malformed('an action is an object { type, player, ... }');
  const type = input.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) throw malformed(`unknown action type ${showValue(type)}; expected one of ${Object.keys(FIELDS).join(', ')}`);
  const player = index(input.player, 'player', MAX_SIDES);
  const fields = FIELDS[type as FantasyTripAction['type']];
  const optional = OPTIONAL[type as FantasyTripAction['type']];
  const extra = Object.keys(input).filter((key) => key !== 'type' && key !== 'player' && !fields.includes(key) && optional?.includes(key) !== true);
  if (extra.length > 0) throw malformed(`${type} has no field(s) ${extra.join(', ')}`);
  const missing = fields.filter((key) => !Object.hasOwn(input, key));
  if (missing.length > 0) throw malformed(`${type} needs field(s) ${missing.join(', ')}`);
  switch (type as FantasyTripAction['type']) {
    case 'initiative':
      return { type: 'initiative', player, moveFirst: bool(input.moveFirst, 'moveFirst') };
    case 'begin': {
      const option = input.option;
      if (!(FANTASY_TRIP_OPTIONS as readonly unknown[]).includes(option)) throw malformed(`option must be one of ${FANTASY_TRIP_OPTIONS.join(', ')}`);
      return { type: 'begin', player, figure: index(input.figure, 'figure', MAX_FIGURES), option: option as (typeof FANTASY_TRIP_OPTIONS)[number] };
    }
    case 'step':
      return { type: 'step', player, direction: direction(input.direction, 'direction') };
    case 'end':
      return { type: 'end', player, facing: direction(input.facing, 'facing') };
    case 'attack':
    case 'fire':
    case 'throw': {
      const kind = type as 'attack' | 'fire' | 'throw';
      const target = index(input.target, 'target', MAX_FIGURES);
      // Left out, the blow, shot or throw is plain; whether it may be aimed is for the rules (FT-59).
      return Object.hasOwn(input, 'aim') ? { type: kind, player, target, aim: aimOf(input.aim) } : { type: kind, player, target };
    }
    case 'breathe':
      return { type: 'breathe', player, target: index(input.target, 'target', MAX_FIGURES) };
    case 'disengage':
      return { type: 'disengage', player, direction: direction(input.direction, 'direction') };
    case 'pickUp':
      return { type: 'pickUp', player, item: index(input.item, 'item', MAX_ITEMS) };
    case 'grapple':
      return { type: 'grapple', player, target: index(input.target, 'target', MAX_FIGURES) };
    case 'drawDagger':
      return { type: 'drawDagger', player };
    case 'breakFree':
      return { type: 'breakFree', player, direction: direction(input.direction, 'direction') };
    case 'pass':
      return { type: 'pass', player };
    case 'retreat':
      return { type: 'retreat', player, to: input.to === null ? null : hex(input.to, 'to') };
    case 'advance':
      return { type: 'advance', player, advance: bool(input.advance, 'advance') };
    case 'cast':
      return {
        type: 'cast',
        player,
        spell: id(input.spell, 'spell'),
        power: index(input.power, 'power', 4) || malformedPower(),
        target: input.target === null ? null : index(input.target, 'target', MAX_FIGURES),
        at: input.at === null ? null : hex(input.at, 'at'),
        looks: input.looks === null ? null : id(input.looks, 'looks'),
      };
    case 'disbelieve':
      return { type: 'disbelieve', player, target: index(input.target, 'target', MAX_FIGURES) };
    case 'renew':
      return { type: 'renew', player, keep: bool(input.keep, 'keep') };
    case 'wait':
      return { type: 'wait', player, target: index(input.target, 'target', MAX_FIGURES) };
    case 'escape':
      return { type: 'escape', player, target: index(input.target, 'target', MAX_FIGURES) };
    case 'agree':
      return { type: 'agree', player, accept: bool(input.accept, 'accept') };
    case 'hop':
      return { type: 'hop', player, direction: direction(input.direction, 'direction') };
    case 'finish':
      return { type: 'finish', player, target: index(input.target, 'target', MAX_FIGURES) };
  }
}

/** A saved state, read field by field and checked for consistency (DESIGN §8). */
export function parseState(input: unknown): FantasyTripState {
  return parseWith(fantasyTripStateSchema, input, 'BAD_STATE', 'a Fantasy Trip state');
}
