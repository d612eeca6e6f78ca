/** Untrusted configs to typed values (BAD_CONFIG): lab hit points and two decks. */
import { RuleError } from '../../core/errors.js';
import { isRecord } from '../../core/json.js';
import { cardById } from './content/cards.js';
import { BUILT_IN_DECKS } from './content/deck-specs.js';
import { CREATION_UNITS } from './content/schema.js';
import { DECK_SIZE } from './rules/cards.js';
import type { PsiWarsConfig, PsiWarsDeckSpec } from './types.js';
import { showValue } from '../../core/show-value.js';

/** The fewest starting lab hit points a config may ask for (rulebook 6.5.1, PW-1). */
export const MIN_LAB_HIT_POINTS = 20;
/** The most starting lab hit points a config may ask for (rulebook 6.5.1, PW-1). */
export const MAX_LAB_HIT_POINTS = 40;
/** Starting lab hit points when the config gives none: the middle of the 20–40 range (PW-1). */
export const DEFAULT_LAB_HIT_POINTS = 30;

function badConfig(message: string, rule = 'PW-1'): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

/** Checks a deck: a built-in deck's id, or 52 known card ids including all four Creation Units (PW-20). */
export function parseDeck(input: unknown, seat: number): PsiWarsDeckSpec {
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

/**
 * Checks an untrusted config `{ players: 2, labHitPoints?, decks? }` (PW-1): hit points default to
 * 30, decks to `['creature', 'robot']`; unknown fields and anything out of range are `BAD_CONFIG`.
 */
export function parseConfig(input: unknown): PsiWarsConfig {
  if (!isRecord(input)) throw badConfig('a Psi Wars config is an object { players: 2, labHitPoints?, decks? }');
  const unknown = Object.keys(input).filter((key) => !['players', 'labHitPoints', 'decks'].includes(key));
  if (unknown.length > 0) throw badConfig(`unknown config field(s): ${unknown.join(', ')}`);
  if (input.players !== 2) throw badConfig(`Psi Wars is a two-player game, not ${showValue(input.players)} players`);
  const hp = input.labHitPoints ?? DEFAULT_LAB_HIT_POINTS;
  if (typeof hp !== 'number' || !Number.isInteger(hp) || hp < MIN_LAB_HIT_POINTS || hp > MAX_LAB_HIT_POINTS) {
    throw badConfig(`labHitPoints must be a whole number from ${MIN_LAB_HIT_POINTS} to ${MAX_LAB_HIT_POINTS} (rulebook 6.5.1), got ${showValue(hp)}`, '6.5.1');
  }
  const decks = input.decks ?? ['creature', 'robot'];
  if (!Array.isArray(decks) || decks.length !== 2) throw badConfig('decks must list two decks, one per seat', 'PW-20');
  return { players: 2, labHitPoints: hp, decks: [parseDeck(decks[0], 0), parseDeck(decks[1], 1)] };
}
