/**
 * The cards and characters of one game, looked up by id (GT-23, GT-24, GT-25, GT-27). A config
 * carries its own decks (`config.decks`, the built-in ones unless it brought others), so every
 * rule that needs a cruiser's numbers, a persona's, a mentor's or a Magick card's reads them
 * here, never from the built-in tables. The lookup is built once per decks object and kept in a
 * WeakMap: the rules never change a config, and `parseConfig` hands back the built-in objects
 * for built-in decks, so the default game always hits the same entry.
 */
import type { Cruiser } from '../content/cruisers.js';
import type { MagickCard } from '../content/magick.js';
import type { Necronian } from '../content/necronians.js';
import type { Persona } from '../content/personas.js';
import type { GridDecksConfig, GridTravelerConfig } from '../types.js';

/** The content of one config's decks, by id. */
export interface GridContent {
  /** The decks it is built from. */
  readonly decks: GridDecksConfig;
  /** The cruiser with this id, or undefined. */
  cruiser(id: string): Cruiser | undefined;
  /** The persona with this id, or undefined. */
  persona(id: string): Persona | undefined;
  /** The Necronian mentor with this id, or undefined. */
  necronian(id: string): Necronian | undefined;
  /** The Magick card design with this id, or undefined. */
  magick(id: string): MagickCard | undefined;
}

/** Anything that carries a config: a state, a view, or `{ config }` while a game is set up. */
export interface WithConfig {
  /** The config. */
  readonly config: GridTravelerConfig;
}

const cache = new WeakMap<GridDecksConfig, GridContent>();

/** A Map of the items by id (the first of an id wins; `parseConfig` allows no repeats). */
function byId<T extends { readonly id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}

/** The content of `config`'s decks, by id (cached per decks object). */
export function contentOf(config: GridTravelerConfig): GridContent {
  const decks = config.decks;
  const hit = cache.get(decks);
  if (hit !== undefined) return hit;
  const cruisers = byId(decks.cruisers);
  const personas = byId(decks.personas);
  const necronians = byId(decks.necronians);
  const magick = byId(decks.magick.map((entry) => entry.card));
  const content: GridContent = {
    decks,
    cruiser: (id) => cruisers.get(id),
    persona: (id) => personas.get(id),
    necronian: (id) => necronians.get(id),
    magick: (id) => magick.get(id),
  };
  cache.set(decks, content);
  return content;
}
