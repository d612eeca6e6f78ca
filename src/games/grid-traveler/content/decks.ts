/**
 * The built-in decks a config gets unless it brings its own (GT-23, GT-24, GT-25, GT-27): the
 * reconstructed cruisers, personas and Necronian mentors, and the Magick deck of every design in
 * `MAGICK_COPIES` copies. The Whisper and DITFOI decks are not here: their designs' effects are
 * rule code (rules/whispers.ts, rules/ship-combat.ts), so no config can change them.
 */
import type { GridDecksConfig, GridMagickDeckEntry } from '../types.js';
import { CRUISERS } from './cruisers.js';
import { MAGICK_CARDS, MAGICK_COPIES } from './magick.js';
import { NECRONIANS } from './necronians.js';
import { PERSONAS } from './personas.js';

/** The built-in Magick deck: each design of `MAGICK_CARDS` in `MAGICK_COPIES` copies (GT-25). */
export const STANDARD_MAGICK_DECK: readonly GridMagickDeckEntry[] = MAGICK_CARDS.map((card) => ({ card, copies: MAGICK_COPIES }));

/** The decks of a config that brings none (GT-23, GT-24, GT-25, GT-27). */
export const STANDARD_DECKS: GridDecksConfig = {
  cruisers: CRUISERS,
  personas: PERSONAS,
  necronians: NECRONIANS,
  magick: STANDARD_MAGICK_DECK,
};
