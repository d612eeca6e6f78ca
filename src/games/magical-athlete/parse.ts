/**
 * Untrusted input to typed values: configs (BAD_CONFIG), actions (MALFORMED_ACTION) and saved states
 * (BAD_STATE). Saved states are checked field by field and for the conservation of the 25 cards.
 */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { parseWith } from '../../core/schema.js';
import { magicalAthleteStateSchema } from './state-schema.js';
import { CHARACTER_IDS, isCharacterId, type CharacterId } from './content/characters.js';
import { DRAFT_SLOTS } from './content/board.js';
import { type MagicalAthleteAction, type MagicalAthleteConfig, type MagicalAthleteState } from './types.js';
import { showValue } from '../../core/show-value.js';

export function parseConfig(input: unknown): MagicalAthleteConfig {
  if (!isRecord(input)) throw new RuleError('BAD_CONFIG', 'a Magical Athlete config is an object { players: 4 | 5 }', 'MA-1');
  const unknown = Object.keys(input).filter((key) => key !== 'players');
  if (unknown.length > 0) throw new RuleError('BAD_CONFIG', `unknown config field(s): ${unknown.join(', ')}`, 'MA-1');
  if (input.players !== 4 && input.players !== 5) {
    throw new RuleError('BAD_CONFIG', `Magical Athlete is for 4 or 5 players, not ${showValue(input.players)}`, 'MA-1');
  }
  return { players: input.players };
}

const ACTION_FIELDS: Readonly<Record<MagicalAthleteAction['type'], readonly string[]>> = {
  buy: ['slot'],
  pass: [],
  assassinate: ['target'],
  pick: ['character'],
  spy: [],
  prophesy: ['character'],
  roll: [],
  use: ['ability', 'target'],
  decline: [],
};

function malformed(message: string): RuleError {
  return new RuleError('MALFORMED_ACTION', message);
}

function character(value: unknown, field: string): CharacterId {
  if (!isCharacterId(value)) throw malformed(`${field} must be a character id (${CHARACTER_IDS.join(', ')}), got ${showValue(value)}`);
  return value;
}

export function parseAction(input: unknown): MagicalAthleteAction {
  if (!isRecord(input)) throw malformed('an action is an object { type, player, ... }');
  const type = input.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, type)) {
    throw malformed(`unknown action type ${showValue(type)}; expected one of ${Object.keys(ACTION_FIELDS).join(', ')}`);
  }
  const player = input.player;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player > 4) {
    throw malformed(`player must be a seat number 0-4, got ${showValue(player)}`);
  }
  const allowed = ACTION_FIELDS[type as MagicalAthleteAction['type']];
  const extra = Object.keys(input).filter((key) => key !== 'type' && key !== 'player' && !allowed.includes(key));
  if (extra.length > 0) throw malformed(`${type} has no field(s) ${extra.join(', ')}`);
  switch (type as MagicalAthleteAction['type']) {
    case 'buy': {
      const slot = input.slot;
      if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= DRAFT_SLOTS) {
        throw malformed(`buy.slot must be a draft space 0-${DRAFT_SLOTS - 1}, got ${showValue(slot)}`);
      }
      return { type: 'buy', player, slot };
    }
    case 'assassinate':
      return { type: 'assassinate', player, target: character(input.target, 'assassinate.target') };
    case 'pick':
      return { type: 'pick', player, character: character(input.character, 'pick.character') };
    case 'prophesy':
      return { type: 'prophesy', player, character: character(input.character, 'prophesy.character') };
    case 'use': {
      const ability = character(input.ability, 'use.ability');
      if (input.target === undefined) return { type: 'use', player, ability };
      return { type: 'use', player, ability, target: character(input.target, 'use.target') };
    }
    case 'pass':
    case 'spy':
    case 'roll':
    case 'decline':
      return { type: type as 'pass' | 'spy' | 'roll' | 'decline', player };
  }
}

/**
 * Reads a saved state (DESIGN §8, total): its config first, for the player count, then every field
 * and cross-field fact with the schema in `state-schema.ts`. Anything else is BAD_STATE naming the
 * first bad path; the result is a fresh copy built from the input.
 */
export function parseState(input: unknown): MagicalAthleteState {
  const players = isRecord(input) && isRecord(input.config) && Object.prototype.hasOwnProperty.call(input.config, 'players') ? input.config.players : undefined;
  if (players !== 4 && players !== 5) {
    throw new RuleError('BAD_STATE', 'a Magical Athlete state is refused at $.config.players: expected 4 or 5', 'MA-1');
  }
  return parseWith(magicalAthleteStateSchema(players), input, 'BAD_STATE', 'a Magical Athlete state');
}
