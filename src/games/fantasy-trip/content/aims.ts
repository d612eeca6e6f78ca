/**
 * The table of aimed shots (GM screen, AIMED SHOTS; S-110…S-116, FT-59) as data: what aiming at
 * each part costs, which weapons aim the screen's own way, and the hit counts that decide a
 * result. The rules that use it are in `rules/wounds.ts`; labels read the penalties from here.
 *
 * @module
 */
import type { FantasyTripAim } from '../types.js';

/** DX an aimed roll loses, by where it aims (S-110…S-115). */
export const AIM_PENALTY: Readonly<Record<FantasyTripAim, number>> = Object.freeze({ head: 6, hand: 6, weaponArm: 4, shieldArm: 6, leg: 4 });

/**
 * The weapons of the screen's first rows ("Dagger, Sha-Ken, or Whip"): aimed at the head they pass
 * armour and do double damage, and only they may be aimed at a hand. The tables hold the dagger only.
 */
export const FINE_AIM_WEAPONS: readonly string[] = Object.freeze(['dagger']);

/** The farthest a dagger may be aimed at a hand, in hexes (S-111: "3 hexes away or closer"). */
export const HAND_RANGE = 3;

/** The armour lighter than chain, through which a dagger may be aimed at a hand (S-111). */
export const LIGHT_ARMORS: readonly string[] = Object.freeze(['cloth', 'leather']);

/** An aimed hit of more than this many hits (after armour) drops, stuns or hobbles (S-112…S-115). */
export const AIM_DROPS = 2;
/** More than this many: unconscious (head), or the limb's use lost for the fight (S-112…S-115). */
export const AIM_DISABLES = 5;
/** More than this many: the limb is lost (S-113…S-115). */
export const AIM_LOSES = 7;

/** Turns after the hit a leg hit of more than 2 hits keeps the figure lame ("kneel 3 turns", S-115). */
export const HOBBLE_TURNS = 3;
/** DX a head hit of more than 2 hits costs the target in its next turn (S-112). */
export const STUN_DX = 4;
/** DX a lame figure loses when it attacks, and gives those who attack it (S-115). */
export const LAME_DX = 2;

/**
 * Whether a figure has the arms and legs the table names (FT-59, FT-60): a one-hex figure of a
 * build, or one that looks like a myrmidon. Beasts and figures of several hexes have only a head
 * to aim at or cripple. Decided by what a figure looks like, which every side sees.
 */
export function hasLimbs(figure: { readonly hexes: number; readonly creature: string | null }): boolean {
  return figure.hexes === 1 && (figure.creature === null || figure.creature === 'myrmidon');
}
