/** Untrusted input to typed values: configs (BAD_CONFIG), actions (MALFORMED_ACTION), saved states (BAD_STATE). */
import { RuleError } from '../../core/errors.js';
import { deepClone, isRecord } from '../../core/json.js';
import { cardById } from './content/cards.js';
import { BUILT_IN_DECKS } from './content/deck-specs.js';
import { CREATION_UNITS, MIND_MODES, type CreationUnit } from './content/schema.js';
import { DECK_SIZE } from './rules/cards.js';
import { STEPS, type CardRef, type DeckSpec, type PsiWarsAction, type PsiWarsConfig, type PsiWarsState } from './types.js';

export const MIN_LAB_HIT_POINTS = 20;
export const MAX_LAB_HIT_POINTS = 40;
export const DEFAULT_LAB_HIT_POINTS = 30;

function badConfig(message: string, rule = 'PW-1'): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

/** Checks a deck: a built-in deck's id, or 52 known card ids including all four Creation Units (PW-20). */
export function parseDeck(input: unknown, seat: number): DeckSpec {
  if (typeof input === 'string') {
    if (!(BUILT_IN_DECKS as string[]).includes(input)) throw badConfig(`deck ${seat}: unknown built-in deck "${input}" (known: ${BUILT_IN_DECKS.join(', ')})`, 'PW-20');
    return input;
  }
  if (!Array.isArray(input)) throw badConfig(`deck ${seat} must be a built-in deck id or a list of card ids`, 'PW-20');
  if (input.length !== DECK_SIZE) throw badConfig(`deck ${seat} has ${input.length} cards; a deck has exactly ${DECK_SIZE}`, 'PW-20');
  const unknown = input.filter((id) => typeof id !== 'string' || cardById(id) === undefined);
  if (unknown.length > 0) throw badConfig(`deck ${seat}: unknown card id(s) ${[...new Set(unknown)].map(String).join(', ')}`, 'PW-20');
  const kinds = new Set(input.flatMap((id: string) => { const def = cardById(id); return def?.kind === 'creation' ? [def.unit] : []; }));
  const missing = CREATION_UNITS.filter((unit) => !kinds.has(unit));
  if (missing.length > 0) throw badConfig(`deck ${seat} lacks the starting Creation Unit(s): ${missing.join(', ')} (rulebook 6.1)`, '6.1');
  return [...(input as string[])];
}

export function parseConfig(input: unknown): PsiWarsConfig {
  if (!isRecord(input)) throw badConfig('a Psi Wars config is an object { players: 2, labHitPoints?, decks? }');
  const unknown = Object.keys(input).filter((key) => !['players', 'labHitPoints', 'decks'].includes(key));
  if (unknown.length > 0) throw badConfig(`unknown config field(s): ${unknown.join(', ')}`);
  if (input.players !== 2) throw badConfig(`Psi Wars is a two-player game, not ${JSON.stringify(input.players)} players`);
  const hp = input.labHitPoints ?? DEFAULT_LAB_HIT_POINTS;
  if (typeof hp !== 'number' || !Number.isInteger(hp) || hp < MIN_LAB_HIT_POINTS || hp > MAX_LAB_HIT_POINTS) {
    throw badConfig(`labHitPoints must be a whole number from ${MIN_LAB_HIT_POINTS} to ${MAX_LAB_HIT_POINTS} (rulebook 6.5.1), got ${JSON.stringify(hp)}`, '6.5.1');
  }
  const decks = input.decks ?? ['creature', 'robot'];
  if (!Array.isArray(decks) || decks.length !== 2) throw badConfig('decks must list two decks, one per seat', 'PW-20');
  return { players: 2, labHitPoints: hp, decks: [parseDeck(decks[0], 0), parseDeck(decks[1], 1)] };
}

function malformed(message: string): RuleError {
  return new RuleError('MALFORMED_ACTION', message);
}

function ref(value: unknown, field: string): CardRef {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= 2 * DECK_SIZE) throw malformed(`${field} must be a card number 0-${2 * DECK_SIZE - 1}`);
  return value;
}

/** A stack of card numbers, put in ascending order (a stack's order does not matter, 6.5.2.1). */
function refs(value: unknown, field: string): CardRef[] {
  if (!Array.isArray(value)) throw malformed(`${field} must be a list of card numbers`);
  return value.map((v, i) => ref(v, `${field}[${i}]`)).sort((a, b) => a - b);
}

function unit(value: unknown, field: string): CreationUnit {
  if (!(CREATION_UNITS as readonly unknown[]).includes(value)) throw malformed(`${field} must be one of ${CREATION_UNITS.join(', ')}`);
  return value as CreationUnit;
}

/** Creation Unit kinds, put in canonical order (the order of a payment does not matter). */
function units(value: unknown, field: string): CreationUnit[] {
  if (!Array.isArray(value)) throw malformed(`${field} must be a list of Creation Unit kinds`);
  return value.map((v, i) => unit(v, `${field}[${i}]`)).sort((a, b) => CREATION_UNITS.indexOf(a) - CREATION_UNITS.indexOf(b));
}

const FIELDS: Readonly<Record<PsiWarsAction['type'], readonly string[]>> = {
  place: ['card'],
  build: ['card', 'any'],
  power: ['card', 'any', 'target', 'unit'],
  equip: ['equipment', 'unit'],
  attack: ['units'],
  block: ['engagement', 'units'],
  distance: ['unit', 'use'],
  engage: ['mode'],
  discard: ['card'],
  done: [],
};

export function parseAction(input: unknown): PsiWarsAction {
  if (!isRecord(input)) throw malformed('an action is an object { type, player, ... }');
  const type = input.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, type)) {
    throw malformed(`unknown action type ${JSON.stringify(type)}; expected one of ${Object.keys(FIELDS).join(', ')}`);
  }
  const player = input.player;
  if (player !== 0 && player !== 1) throw malformed(`player must be 0 or 1, got ${JSON.stringify(player)}`);
  const extra = Object.keys(input).filter((key) => key !== 'type' && key !== 'player' && !FIELDS[type as PsiWarsAction['type']].includes(key));
  if (extra.length > 0) throw malformed(`${type} has no field(s) ${extra.join(', ')}`);
  switch (type as PsiWarsAction['type']) {
    case 'place':
      return { type: 'place', player, card: ref(input.card, 'card') };
    case 'build':
      return { type: 'build', player, card: ref(input.card, 'card'), any: units(input.any, 'any') };
    case 'power': {
      const action: { type: 'power'; player: 0 | 1; card: CardRef; any: CreationUnit[]; target?: CardRef; unit?: CreationUnit } = { type: 'power', player, card: ref(input.card, 'card'), any: units(input.any, 'any') };
      if (input.target !== undefined) action.target = ref(input.target, 'target');
      if (input.unit !== undefined) action.unit = unit(input.unit, 'unit');
      return action;
    }
    case 'equip':
      return { type: 'equip', player, equipment: ref(input.equipment, 'equipment'), unit: ref(input.unit, 'unit') };
    case 'attack':
      return { type: 'attack', player, units: refs(input.units, 'units') };
    case 'block': {
      const engagement = input.engagement;
      if (typeof engagement !== 'number' || !Number.isInteger(engagement) || engagement < 0) throw malformed('engagement must be an attacking stack number');
      return { type: 'block', player, engagement, units: refs(input.units, 'units') };
    }
    case 'distance':
      if (typeof input.use !== 'boolean') throw malformed('distance.use must be true or false');
      return { type: 'distance', player, unit: ref(input.unit, 'unit'), use: input.use };
    case 'engage':
      if (input.mode !== 'none' && !(MIND_MODES as readonly unknown[]).includes(input.mode)) throw malformed('engage.mode must be cyber, psionic or none');
      return { type: 'engage', player, mode: input.mode as 'cyber' | 'psionic' | 'none' };
    case 'discard':
      return { type: 'discard', player, card: ref(input.card, 'card') };
    case 'done':
      return { type: 'done', player };
  }
}

function bad(message: string): RuleError {
  return new RuleError('BAD_STATE', `not a valid Psi Wars state: ${message}`);
}

/** Every card instance of a state, wherever it is (deck, hand, lab, attached, discard). */
export function cardLocations(state: PsiWarsState): CardRef[] {
  const out: CardRef[] = [];
  for (const p of state.players) {
    out.push(...p.deck, ...p.hand, ...p.discard);
    for (const c of p.creation) out.push(c.card);
    for (const e of p.equipment) out.push(e.card);
    for (const u of p.units) {
      out.push(u.card);
      if (u.equipment !== null) out.push(u.equipment);
      if (u.trappedBy !== null) out.push(u.trappedBy);
    }
  }
  return out;
}

/** Checks a saved state's shape and that each of the 104 cards is in exactly one place. */
export function parseState(input: unknown): PsiWarsState {
  if (!isRecord(input)) throw bad('expected an object');
  try {
    parseConfig(input.config);
  } catch {
    throw bad('config is invalid');
  }
  if (!Array.isArray(input.cards) || input.cards.length !== 2 * DECK_SIZE || !input.cards.every((id) => typeof id === 'string' && cardById(id) !== undefined)) {
    throw bad(`cards must list ${2 * DECK_SIZE} known card ids`);
  }
  if (!Array.isArray(input.players) || input.players.length !== 2) throw bad('players must have two entries');
  for (const [seat, p] of (input.players as unknown[]).entries()) {
    const ok = isRecord(p) && typeof p.hitPoints === 'number' && Number.isInteger(p.hitPoints) && p.hitPoints >= 0 &&
      ['deck', 'hand', 'discard', 'creation', 'units', 'equipment'].every((key) => Array.isArray(p[key]));
    if (!ok) throw bad(`players[${seat}] needs hitPoints and deck, hand, creation, units, equipment, discard lists`);
    for (const u of p.units as unknown[]) {
      if (!isRecord(u) || typeof u.card !== 'number' || typeof u.depleted !== 'boolean' || !(u.equipment === null || typeof u.equipment === 'number') || !(u.trappedBy === null || typeof u.trappedBy === 'number')) {
        throw bad(`players[${seat}].units holds a malformed unit`);
      }
    }
    for (const c of [...(p.creation as unknown[]), ...(p.equipment as unknown[])]) {
      if (!isRecord(c) || typeof c.card !== 'number' || typeof c.depleted !== 'boolean') throw bad(`players[${seat}] holds a malformed lab card`);
    }
  }
  const turn = input.turn;
  if (!isRecord(turn) || (turn.player !== 0 && turn.player !== 1) || !STEPS.includes(turn.step as never) || typeof turn.number !== 'number' || typeof turn.placed !== 'boolean') throw bad('turn is malformed');
  if (!(input.battle === null || (isRecord(input.battle) && Array.isArray(input.battle.engagements)))) throw bad('battle must be null or a battle');
  if (!(input.winner === null || input.winner === 0 || input.winner === 1)) throw bad('winner must be null, 0 or 1');
  if (!Array.isArray(input.events)) throw bad('events must be a list');
  const state = deepClone(input) as unknown as PsiWarsState;
  const places = cardLocations(state).sort((a, b) => a - b);
  if (places.length !== 2 * DECK_SIZE || places.some((card, i) => card !== i)) throw bad('every card must be in exactly one place');
  return state;
}
