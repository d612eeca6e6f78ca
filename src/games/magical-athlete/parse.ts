/**
 * Untrusted input to typed values: configs (BAD_CONFIG), actions (MALFORMED_ACTION) and saved states
 * (BAD_STATE). Saved states are checked for shape and for the conservation of the 25 cards.
 */
import { RuleError } from '../../core/errors.js';
import { deepClone, isRecord } from '../../core/json.js';
import { CHARACTER_IDS, isCharacterId, type CharacterId } from './content/characters.js';
import { DRAFT_SLOTS, GOAL } from './content/board.js';
import { PHASES, type MagicalAthleteAction, type MagicalAthleteConfig, type MagicalAthleteState } from './types.js';

export function parseConfig(input: unknown): MagicalAthleteConfig {
  if (!isRecord(input)) throw new RuleError('BAD_CONFIG', 'a Magical Athlete config is an object { players: 4 | 5 }', 'MA-1');
  const unknown = Object.keys(input).filter((key) => key !== 'players');
  if (unknown.length > 0) throw new RuleError('BAD_CONFIG', `unknown config field(s): ${unknown.join(', ')}`, 'MA-1');
  if (input.players !== 4 && input.players !== 5) {
    throw new RuleError('BAD_CONFIG', `Magical Athlete is for 4 or 5 players, not ${JSON.stringify(input.players)}`, 'MA-1');
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
  if (!isCharacterId(value)) throw malformed(`${field} must be a character id (${CHARACTER_IDS.join(', ')}), got ${JSON.stringify(value)}`);
  return value;
}

export function parseAction(input: unknown): MagicalAthleteAction {
  if (!isRecord(input)) throw malformed('an action is an object { type, player, ... }');
  const type = input.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, type)) {
    throw malformed(`unknown action type ${JSON.stringify(type)}; expected one of ${Object.keys(ACTION_FIELDS).join(', ')}`);
  }
  const player = input.player;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player > 4) {
    throw malformed(`player must be a seat number 0-4, got ${JSON.stringify(player)}`);
  }
  const allowed = ACTION_FIELDS[type as MagicalAthleteAction['type']];
  const extra = Object.keys(input).filter((key) => key !== 'type' && key !== 'player' && !allowed.includes(key));
  if (extra.length > 0) throw malformed(`${type} has no field(s) ${extra.join(', ')}`);
  switch (type as MagicalAthleteAction['type']) {
    case 'buy': {
      const slot = input.slot;
      if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= DRAFT_SLOTS) {
        throw malformed(`buy.slot must be a draft space 0-${DRAFT_SLOTS - 1}, got ${JSON.stringify(slot)}`);
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

function bad(message: string): RuleError {
  return new RuleError('BAD_STATE', `not a valid Magical Athlete state: ${message}`);
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function characterList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every(isCharacterId)) throw bad(`${field} must be a list of character ids`);
  return value;
}

/**
 * Checks a saved state: its shape, and that every one of the 25 characters is in exactly one place
 * (deck, set aside, removed, draft board, a hand or a raced pile).
 */
export function parseState(input: unknown): MagicalAthleteState {
  if (!isRecord(input)) throw bad('expected an object');
  if (!PHASES.includes(input.phase as never)) throw bad(`unknown phase ${JSON.stringify(input.phase)}`);
  const config = (() => {
    try {
      return parseConfig(input.config);
    } catch {
      throw bad('config is invalid');
    }
  })();
  const players = input.players;
  if (!Array.isArray(players) || players.length !== config.players) throw bad('players must have one entry per seat');
  const places: string[] = [];
  players.forEach((p: unknown, seat) => {
    if (!isRecord(p) || !isInt(p.chips, 0, 10_000)) throw bad(`players[${seat}].chips must be a whole number`);
    places.push(...characterList(p.hand, `players[${seat}].hand`), ...characterList(p.raced, `players[${seat}].raced`));
    if (p.secret !== null && !(isCharacterId(p.secret) && (p.hand as unknown[]).includes(p.secret))) throw bad(`players[${seat}].secret must be null or a card in hand`);
  });
  places.push(...characterList(input.deck, 'deck'), ...characterList(input.setAside, 'setAside'), ...characterList(input.removed, 'removed'));
  const draft = input.draft;
  if (!isRecord(draft) || !Array.isArray(draft.slots) || draft.slots.length !== DRAFT_SLOTS) throw bad('draft.slots must have 5 spaces');
  for (const slot of draft.slots) {
    if (slot === null) continue;
    if (!isCharacterId(slot)) throw bad('draft.slots must hold character ids or null');
    places.push(slot);
  }
  if (!Array.isArray(draft.purchases)) throw bad('draft.purchases must be a list');
  if (!isInt(draft.active, 0, config.players - 1) || !(draft.lastBuyer === null || isInt(draft.lastBuyer, 0, config.players - 1))) {
    throw bad('draft.active and draft.lastBuyer must be seats');
  }
  const sorted = [...places].sort();
  if (sorted.length !== CHARACTER_IDS.length || sorted.some((id, i) => id !== [...CHARACTER_IDS].sort()[i])) {
    throw bad('every one of the 25 characters must be in exactly one place');
  }
  if (typeof input.spyUsed !== 'boolean') throw bad('spyUsed must be a boolean');
  if (input.selection !== null && !(isRecord(input.selection) && Array.isArray(input.selection.picks) && isInt(input.selection.firstPlayer, 0, config.players - 1))) {
    throw bad('selection must be null or { picks, spyWaiting, firstPlayer }');
  }
  if (input.race !== null) {
    const race = input.race;
    if (!isRecord(race) || !Array.isArray(race.racers) || race.racers.length !== config.players || !Array.isArray(race.stack) || !Array.isArray(race.finishers)) {
      throw bad('race must be null or a race with racers, stack and finishers');
    }
    for (const r of race.racers as unknown[]) {
      if (!isRecord(r) || !isCharacterId(r.character) || !isInt(r.position, 0, GOAL)) throw bad('each racer needs a character and a position 0-30');
    }
    if (!(race.pending === null || isRecord(race.pending))) throw bad('race.pending must be null or an offer');
  }
  if ((input.phase === 'race') !== (input.race !== null)) throw bad('a race exists exactly in the race phase');
  if ((input.phase === 'selection') !== (input.selection !== null)) throw bad('a selection exists exactly in the selection phase');
  if (!Array.isArray(input.results)) throw bad('results must be a list');
  if (!Array.isArray(input.events)) throw bad('events must be a list');
  return deepClone(input) as unknown as MagicalAthleteState;
}
