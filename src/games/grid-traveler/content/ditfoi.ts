/**
 * DITFOI cards, "Desperation Is The Father Of Ingenuity" (GT-S62; GT-29). Each names a cruiser
 * component; the rulebook prints none. The deck is reconstructed: two cards for each of the six
 * components, and two that let the player choose (14 cards). None names Damage.
 */
import type { Component } from './cruisers.js';

/** A DITFOI card names a component, or `any` for the player's choice. */
export type DitfoiTarget = Component | 'any';

/** The seven designs (GT-29). */
export const DITFOI_CARDS: readonly DitfoiTarget[] = ['speed', 'engines', 'maneuver', 'shields', 'weapons', 'sensors', 'any'];

/** Copies of each design. */
export const DITFOI_COPIES = 2;

/** A DITFOI play succeeds on a D8 at most this (GT-S62). */
export const DITFOI_SUCCESS = 6;
