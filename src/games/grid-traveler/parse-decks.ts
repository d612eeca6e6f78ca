/**
 * The decks a config may bring (`config.decks`; GT-23, GT-24, GT-25, GT-27): cruisers, personas,
 * Necronian mentors and the Magick deck, each checked in full, with `BAD_CONFIG` naming the ruling
 * of its table, so that the rules (rules/numbers.ts, rules/magick-combat.ts) can trust every
 * number and id they read from them. A table left out is the built-in one; a table equal to the
 * built-in one is replaced by the built-in object itself, so the content lookup
 * (rules/content.ts) stays cached for it. The Whisper and DITFOI decks cannot be brought: their
 * designs' effects are rule code.
 */
import { RuleError } from '../../core/errors.js';
import { deepEqual, isRecord } from '../../core/json.js';
import { SchemaError, bool, ensure, int, list, nullable, object, oneOf, refine, str, type ListBounds, type Schema } from '../../core/schema.js';
import type { GridBoard } from './content/board.js';
import { CRUISERS, type Cruiser } from './content/cruisers.js';
import { STANDARD_DECKS, STANDARD_MAGICK_DECK } from './content/decks.js';
import { MAGICK_SPECIALS, MAGICK_TYPES, type MagickCard } from './content/magick.js';
import { MATERIAL_IDS } from './content/materials.js';
import { NECRONIANS, type Necronian } from './content/necronians.js';
import { PERSONAS, type Persona } from './content/personas.js';
import type { GridDecksConfig, GridMagickDeckEntry } from './types.js';

/** The longest id a cruiser, persona, mentor or Magick card a config brings may have. */
export const MAX_ID_LENGTH = 40;
/** The longest name a cruiser, persona, mentor or Magick card a config brings may have. */
export const MAX_CARD_NAME_LENGTH = 60;
/** The most cruisers, personas or mentors a config may bring (each table). */
export const MAX_CHARACTERS = 100;
/** The highest number a cruiser card may print (GT-23): a D12 target, or tiles added to the D8. */
export const MAX_CRUISER_NUMBER = 12;
/** The largest Health bonus a persona may give (GT-24). */
export const MAX_PERSONA_HEALTH = 20;
/** The most magick points a persona may give (GT-24). */
export const MAX_PERSONA_MAGICK = 6;
/** The largest nanyte modifier a mentor may have (GT-27). */
export const MAX_NECRONIAN_MODIFIER = 10;
/** The highest hits, backlash, cost or regain amount a Magick card may print (GT-25). */
export const MAX_MAGICK_NUMBER = 20;
/** The most copies of one design a Magick deck may hold (GT-25). */
export const MAX_MAGICK_COPIES = 6;
/** The most cards a Magick deck may hold, all copies counted (GT-25). */
export const MAX_MAGICK_CARDS = 200;

/** The deck fields a config may give. */
const DECK_FIELDS = ['cruisers', 'personas', 'necronians', 'magick'] as const;

/** The ruling each deck field falls under. */
const RULES: Readonly<Record<(typeof DECK_FIELDS)[number], string>> = { cruisers: 'GT-23', personas: 'GT-24', necronians: 'GT-27', magick: 'GT-25' };

function bad(message: string, rule: string): RuleError {
  return new RuleError('BAD_CONFIG', message, rule);
}

const id: Schema<string> = refine(str(MAX_ID_LENGTH), (value, path) => ensure(value.length > 0, path, `expected an id of 1 to ${MAX_ID_LENGTH} characters`));
const cardName: Schema<string> = refine(str(MAX_CARD_NAME_LENGTH), (value, path) =>
  ensure(value.trim().length > 0, path, `expected a name of 1 to ${MAX_CARD_NAME_LENGTH} characters`),
);
const cruiserNumber = int(0, MAX_CRUISER_NUMBER);
const magickNumber = int(0, MAX_MAGICK_NUMBER);

/** A list whose items are distinct. */
function distinct<T extends string>(item: Schema<T>, bounds: ListBounds, what: string): Schema<T[]> {
  return refine(list(item, bounds), (items, path) => ensure(new Set(items).size === items.length, path, `${what} may not be named twice`));
}

const cruiser: Schema<Cruiser> = object({
  id,
  name: cardName,
  generation: oneOf([1, 2, 3] as const),
  speed: cruiserNumber,
  maneuver: cruiserNumber,
  weapons: cruiserNumber,
  shields: cruiserNumber,
  sensors: cruiserNumber,
  damage: cruiserNumber,
});

const persona: Schema<Persona> = object({ id, name: cardName, health: int(0, MAX_PERSONA_HEALTH), magick: int(0, MAX_PERSONA_MAGICK) });

const necronian: Schema<Necronian> = object({
  id,
  name: cardName,
  modifier: int(0, MAX_NECRONIAN_MODIFIER),
  specialties: distinct(oneOf(MAGICK_TYPES), { max: MAGICK_TYPES.length }, 'a specialty'),
});

const magickFields = {
  id,
  name: cardName,
  type: oneOf(MAGICK_TYPES),
  hits: magickNumber,
  backlash: magickNumber,
  cost: magickNumber,
  materials: distinct(oneOf(MATERIAL_IDS), { min: 1, max: MATERIAL_IDS.length }, 'a material'),
  special: nullable(oneOf(MAGICK_SPECIALS)),
  sourced: bool,
};
const magickPlain = object(magickFields);
const magickRegain = object({ ...magickFields, amount: int(1, MAX_MAGICK_NUMBER) });

/**
 * A Magick card design (GT-25, GT-26). `special` (default null) and `sourced` (default false) may
 * be left out; `amount`, the Health regained, is given for a `regain` card and for no other.
 */
const magickCard: Schema<MagickCard> = (input, path) => {
  if (!isRecord(input)) throw new SchemaError(path, 'expected an object { id, name, type, hits, backlash, cost, materials, special?, amount?, sourced? }');
  // The input's own fields over the defaults, each defined (not assigned) so that an own
  // `__proto__` key stays a key, which the exact-fields check then refuses.
  const filled: Record<string, unknown> = { special: null, sourced: false };
  for (const key of Object.keys(input)) {
    if (input[key] !== undefined) Object.defineProperty(filled, key, { value: input[key], enumerable: true, writable: true, configurable: true });
  }
  const regain = Object.prototype.hasOwnProperty.call(filled, 'amount');
  const card = (regain ? magickRegain : magickPlain)(filled, path) as MagickCard;
  ensure(regain === (card.special === 'regain'), regain ? `${path}.amount` : `${path}.special`, `a regain card, and only one, gives the amount of Health regained (amount, 1 to ${MAX_MAGICK_NUMBER})`);
  return card;
};

const magickEntry: Schema<GridMagickDeckEntry> = object({ card: magickCard, copies: int(1, MAX_MAGICK_COPIES) });

/** Ids given once each in a table. */
function uniqueIds(ids: readonly string[], path: string, what: string): void {
  const seen = new Set<string>();
  ids.forEach((value, i) => {
    ensure(!seen.has(value), `${path}[${i}].id`, `the ${what} id ${JSON.stringify(value)} is given twice`);
    seen.add(value);
  });
}

/** A table of characters, one at least for each seat, each id once. */
function characters<T extends { readonly id: string }>(item: Schema<T>, players: number, what: string): Schema<T[]> {
  return refine(list(item, { max: MAX_CHARACTERS }), (items, path) => {
    ensure(items.length >= players, path, `expected at least one ${what} for each of the ${players} seats, got ${items.length}`);
    uniqueIds(
      items.map((c) => c.id),
      path,
      what,
    );
  });
}

/**
 * The Magick deck (GT-25): 1 to 200 cards in all, each design once with its copies. A deck other
 * than the built-in one may only ask for materials some body of the board holds, or its cards could
 * never be capable; the built-in deck is taken as it is on any board.
 */
function magickDeck(board: GridBoard): Schema<GridMagickDeckEntry[]> {
  return refine(list(magickEntry, { min: 1, max: MAX_MAGICK_CARDS }), (entries, path) => {
    uniqueIds(
      entries.map((e) => e.card.id),
      path,
      'Magick card',
    );
    const total = entries.reduce((sum, e) => sum + e.copies, 0);
    ensure(total <= MAX_MAGICK_CARDS, path, `a Magick deck holds 1 to ${MAX_MAGICK_CARDS} cards, copies counted, not ${total}`);
    if (deepEqual(entries, STANDARD_MAGICK_DECK)) return;
    const onBoard = new Set<string>(board.bodies.flatMap((b) => b.materials));
    entries.forEach((e, i) =>
      e.card.materials.forEach((m, j) => ensure(onBoard.has(m), `${path}[${i}].card.materials[${j}]`, `no body of the board "${board.name}" holds ${m}, so the card could never be capable`)),
    );
  });
}

/** Reads one table with `schema`, its refusal a BAD_CONFIG citing the table's ruling. */
function read<T>(schema: Schema<T>, input: unknown, field: (typeof DECK_FIELDS)[number]): T {
  try {
    return schema(input, '$');
  } catch (error) {
    if (error instanceof SchemaError) throw bad(`the ${field} deck is refused at ${error.path.replace(/^\$/, `decks.${field}`)}: ${error.problem}`, RULES[field]);
    throw error;
  }
}

/** The built-in table itself when `parsed` equals it, else `parsed`. */
const shared = <T>(parsed: readonly T[], builtIn: readonly T[]): readonly T[] => (deepEqual(parsed, builtIn) ? builtIn : parsed);

/**
 * Reads untrusted decks `{ cruisers?, personas?, necronians?, magick? }` for a game of `players`
 * on `board` (GT-23, GT-24, GT-25, GT-27). Each table left out is the built-in one; each brought
 * one is checked in full. `STANDARD_DECKS` itself when every table is the built-in one.
 */
export function parseDecks(input: unknown, players: number, board: GridBoard): GridDecksConfig {
  if (!isRecord(input)) throw bad('decks must be an object { cruisers?, personas?, necronians?, magick? }', 'GT-1');
  const unknown = Object.keys(input).filter((key) => !(DECK_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) throw bad(`unknown decks field(s): ${unknown.map((k) => JSON.stringify(k)).join(', ')} (Whisper and DITFOI cards are always the built-in ones)`, 'GT-1');
  const given = (key: (typeof DECK_FIELDS)[number]): boolean => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
  const cruisers = given('cruisers') ? shared(read(characters(cruiser, players, 'cruiser'), input.cruisers, 'cruisers'), CRUISERS) : CRUISERS;
  const personas = given('personas') ? shared(read(characters(persona, players, 'persona'), input.personas, 'personas'), PERSONAS) : PERSONAS;
  const necronians = given('necronians') ? shared(read(characters(necronian, players, 'Necronian'), input.necronians, 'necronians'), NECRONIANS) : NECRONIANS;
  const magick = given('magick') ? shared(read(magickDeck(board), input.magick, 'magick'), STANDARD_MAGICK_DECK) : STANDARD_MAGICK_DECK;
  const decks = { cruisers, personas, necronians, magick };
  return cruisers === CRUISERS && personas === PERSONAS && necronians === NECRONIANS && magick === STANDARD_MAGICK_DECK ? STANDARD_DECKS : decks;
}
