/** Turning a config's deck spec (a built-in deck's id, or a card list) into 52 card ids. */
import { DECKS, DECK_NAMES } from './decks.js';
import type { PsiWarsDeckSpec } from '../types.js';

/** The ids of the built-in decks. */
export const BUILT_IN_DECKS = Object.keys(DECKS) as (keyof typeof DECKS)[];

export function deckList(spec: PsiWarsDeckSpec): readonly string[] {
  if (typeof spec === 'string') {
    const list = (DECKS as Readonly<Record<string, readonly string[]>>)[spec];
    if (list === undefined) throw new Error(`unknown deck ${spec}`);
    return list;
  }
  return spec;
}

export function deckName(spec: PsiWarsDeckSpec): string {
  return typeof spec === 'string' ? ((DECK_NAMES as Readonly<Record<string, string>>)[spec] ?? spec) : 'custom deck';
}
