/** Untrusted input to typed values: configs (BAD_CONFIG), actions (MALFORMED_ACTION), saved states (BAD_STATE). */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { parseWith } from '../../core/schema.js';
import { CREATION_UNITS, MIND_MODES, type CreationUnit } from './content/schema.js';
import { DECK_SIZE } from './rules/cards.js';
import { psiWarsStateSchema } from './state-schema.js';
import type { PsiWarsAction, PsiWarsCardRef, PsiWarsState } from './types.js';
import { showValue } from '../../core/show-value.js';

export { DEFAULT_LAB_HIT_POINTS, MAX_LAB_HIT_POINTS, MIN_LAB_HIT_POINTS, parseConfig, parseDeck } from './parse-config.js';

function malformed(message: string): RuleError {
  return new RuleError('MALFORMED_ACTION', message);
}

function ref(value: unknown, field: string): PsiWarsCardRef {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= 2 * DECK_SIZE) throw malformed(`${field} must be a card number 0-${2 * DECK_SIZE - 1}`);
  return value;
}

/** A stack of card numbers, put in ascending order (a stack's order does not matter, 6.5.2.1). */
function refs(value: unknown, field: string): PsiWarsCardRef[] {
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
    throw malformed(`unknown action type ${showValue(type)}; expected one of ${Object.keys(FIELDS).join(', ')}`);
  }
  const player = input.player;
  if (player !== 0 && player !== 1) throw malformed(`player must be 0 or 1, got ${showValue(player)}`);
  const extra = Object.keys(input).filter((key) => key !== 'type' && key !== 'player' && !FIELDS[type as PsiWarsAction['type']].includes(key));
  if (extra.length > 0) throw malformed(`${type} has no field(s) ${extra.join(', ')}`);
  switch (type as PsiWarsAction['type']) {
    case 'place':
      return { type: 'place', player, card: ref(input.card, 'card') };
    case 'build':
      return { type: 'build', player, card: ref(input.card, 'card'), any: units(input.any, 'any') };
    case 'power': {
      // Built as one literal of the same shape as the legal actions' (rules/choices.ts), never by
      // adding a field afterwards: `reduce` runs the rules on this object, and an object of
      // another hidden class makes the rules code polymorphic for every later `apply`.
      const card = ref(input.card, 'card');
      const any = units(input.any, 'any');
      const target = input.target === undefined ? undefined : ref(input.target, 'target');
      const chosen = input.unit === undefined ? undefined : unit(input.unit, 'unit');
      if (target !== undefined && chosen !== undefined) return { type: 'power', player, card, any, target, unit: chosen };
      if (target !== undefined) return { type: 'power', player, card, any, target };
      if (chosen !== undefined) return { type: 'power', player, card, any, unit: chosen };
      return { type: 'power', player, card, any };
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

/** Every card instance of a state, wherever it is (deck, hand, lab, attached, discard). */
export function cardLocations(state: PsiWarsState): PsiWarsCardRef[] {
  const out: PsiWarsCardRef[] = [];
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

/**
 * Reads a saved state field by field (state-schema.ts): the config, every card in exactly one
 * place of the right kind and owner, battle references to units in play, every event.
 */
export function parseState(input: unknown): PsiWarsState {
  return parseWith(psiWarsStateSchema, input, 'BAD_STATE', 'a Psi Wars state');
}
