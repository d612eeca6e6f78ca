/**
 * Looking up figures and what they hold, and the facts the rules ask of them: ST now, whether
 * they stand and fight, their ready weapon and shield, engagement (S-38) and adjusted DX (S-50…).
 */
import { inconsistentState } from '../../../core/errors.js';
import type { Player } from '../../../core/game.js';
import { hexEquals, type Hex } from '../../../core/hex.js';
import { contentPack } from '../content/editions.js';
import type { ContentPack, Shield, Weapon } from '../content/schema.js';
import type { FantasyTripFigure, FantasyTripItem, FantasyTripState } from '../types.js';
import { inArena, isFrontHex } from './geometry.js';

/** The tables of the fight's edition (FT-1). */
export function packOf(state: FantasyTripState): ContentPack {
  return contentPack(state.config.edition);
}

export function figureOf(state: FantasyTripState, id: number): FantasyTripFigure {
  const figure = state.figures[id];
  if (figure === undefined) throw inconsistentState(`no figure ${id}`);
  return figure;
}

/** ST now: basic ST less hits taken. */
export function stNow(figure: FantasyTripFigure): number {
  return figure.st - figure.hits;
}

/** Still in the fight: conscious and alive (S-91). */
export function isFighting(figure: FantasyTripFigure): boolean {
  return figure.condition === 'fighting';
}

/** Standing and fighting: such a figure engages the figures in its front hexes (S-38, FT-8). */
export function isUp(figure: FantasyTripFigure): boolean {
  return figure.condition === 'fighting' && figure.posture === 'standing';
}

/** The item a figure holds ready of `kind`, or undefined. */
export function readyItem(state: FantasyTripState, figure: number, kind: 'weapon' | 'shield'): FantasyTripItem | undefined {
  for (const item of state.items) if (item.holder === figure && item.kind === kind && item.state === 'ready') return item;
  return undefined;
}

// The weapon tables as Maps, by edition: `weaponDef` runs several times per action on the fast
// path, and a Map has no prototype to fall into.
const WEAPON_MAPS = new Map<string, ReadonlyMap<string, Weapon>>();

export function weaponDef(state: FantasyTripState, ref: string): Weapon {
  const edition = state.config.edition;
  let weapons = WEAPON_MAPS.get(edition);
  if (weapons === undefined) {
    weapons = new Map(Object.entries(contentPack(edition).weapons));
    WEAPON_MAPS.set(edition, weapons);
  }
  const weapon = weapons.get(ref);
  if (weapon === undefined) throw inconsistentState(`unknown weapon ${ref}`);
  return weapon;
}

export function shieldDef(state: FantasyTripState, ref: string): Shield {
  const pack = packOf(state);
  if (!Object.hasOwn(pack.shields, ref)) throw inconsistentState(`unknown shield ${ref}`);
  return pack.shields[ref] as Shield;
}

/** The ready weapon's definition, or null for bare hands. */
export function readyWeapon(state: FantasyTripState, figure: number): Weapon | null {
  const item = readyItem(state, figure, 'weapon');
  return item === undefined ? null : weaponDef(state, item.ref);
}

/** The ready shield's definition, or null. */
export function readyShield(state: FantasyTripState, figure: number): Shield | null {
  const item = readyItem(state, figure, 'shield');
  return item === undefined ? null : shieldDef(state, item.ref);
}

/** The figure standing (or lying) in `hex`, if any: at most one outside HTH (an invariant). */
export function figureAt(state: FantasyTripState, hex: Hex): FantasyTripFigure | undefined {
  for (const figure of state.figures) if (figure.condition !== 'dead' && hexEquals(figure.at, hex)) return figure;
  return undefined;
}

/** Whether `hex` is free to enter: in the arena and without a figure, alive or down (FT-9). */
export function isOpen(state: FantasyTripState, hex: Hex, radius = state.config.arenaRadius): boolean {
  if (!inArena(hex, radius)) return false;
  for (const figure of state.figures) if (hexEquals(figure.at, hex)) return false;
  return true;
}

/** The standing enemies of `figure` that have it in a front hex: they engage it (S-38, FT-8). */
export function engagers(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  const out: FantasyTripFigure[] = [];
  for (const other of state.figures) {
    if (other.side === figure.side || !isUp(other)) continue;
    if (isFrontHex(other.at, other.facing, figure.at)) out.push(other);
  }
  return out;
}

export function isEngaged(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  return engagers(state, figure).length > 0;
}

/**
 * DX adjusted for what the figure wears and how it is (S-73, S-67, S-90): armour and a ready
 * shield, −2 when dazed (took 5+ hits last turn, FT-13), −3 at ST 3 or less. Attack-specific
 * adjustments (side, rear) are added by the attack.
 */
export function adjustedDX(state: FantasyTripState, figure: FantasyTripFigure): number {
  const pack = packOf(state);
  let dx = figure.dx;
  if (figure.armor !== null && Object.hasOwn(pack.armors, figure.armor)) dx += pack.armors[figure.armor]!.dx;
  const shield = readyShield(state, figure.id);
  if (shield !== null) dx += shield.dx;
  if (figure.dazed) dx -= 2;
  if (stNow(figure) <= 3) dx -= 3;
  return dx;
}

/**
 * The reactions-to-injury thresholds for a figure's basic ST (S-92…S-94): the last row of the
 * edition's table whose `minBasicST` the figure reaches.
 */
export function injuryBand(state: FantasyTripState, figure: FantasyTripFigure): ContentPack['injury'][number] {
  const rows = packOf(state).injury;
  for (let i = rows.length - 1; i > 0; i--) if (figure.st >= rows[i]!.minBasicST) return rows[i]!;
  return rows[0]!;
}

/** Seats that still have a figure fighting. */
export function sidesFighting(state: FantasyTripState): Player[] {
  const out: Player[] = [];
  for (const figure of state.figures) if (isFighting(figure) && !out.includes(figure.side)) out.push(figure.side);
  return out.sort((a, b) => a - b);
}
