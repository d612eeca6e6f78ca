/**
 * Items (IT-1…IT-3): scrolls, cloaks and artifacts, named in orders as `scroll-<n>` (a scroll's
 * number among its holder's), `cloak-<n>` (a cloak's id) or an artifact's id. Moving an item from
 * one place to another goes through here, with the limits on carrying (MG-21): a seventh scroll
 * disintegrates, a third cloak is not taken, and a mage forced Black takes no cloak at all.
 */
import type { Player } from '../../../core/game.js';
import { ARTIFACTS, artifactById, artifactIndex, type ArtifactId } from '../content/artifacts.js';
import { MAX_CLOAKS } from '../content/cloaks.js';
import { spellByCode, type SpellCode } from '../content/spells.js';
import type { MagikaCloak, MagikaScroll, MagikaScrollSource, MagikaState } from '../types.js';
import type { MagikaHex } from './map.js';

/** Whether `spell` at `level` is in effect on `seat`. */
function isUnder(state: MagikaState, seat: Player, spell: SpellCode, level: 'minor' | 'major'): boolean {
  return state.effects.some((e) => e.subject === seat && e.spell === spell && e.level === level);
}

/** Scrolls a mage may hold (IT-2). */
export const MAX_SCROLLS = 6;

/** An item named by an order, read. */
export type ItemRef = { readonly kind: 'scroll'; readonly id: number } | { readonly kind: 'cloak'; readonly id: number } | { readonly kind: 'artifact'; readonly id: ArtifactId };

const NUMBERED = /^(scroll|cloak)-(0|[1-9][0-9]{0,5})$/;

/** Reads an item name (`scroll-2`, `cloak-7`, `crown`), or undefined when it names no item. */
export function parseItemRef(name: string): ItemRef | undefined {
  const match = NUMBERED.exec(name);
  if (match !== null) return { kind: match[1] as 'scroll' | 'cloak', id: Number(match[2]) };
  const artifact = artifactById(name);
  return artifact === undefined ? undefined : { kind: 'artifact', id: artifact.id };
}

/** The name of a scroll in orders. */
export const scrollRef = (id: number): string => `scroll-${id}`;
/** The name of a cloak in orders. */
export const cloakRef = (id: number): string => `cloak-${id}`;

/** Whether `seat` holds the item `ref` now. */
export function holdsItem(state: MagikaState, seat: Player, ref: ItemRef): boolean {
  switch (ref.kind) {
    case 'scroll':
      return state.mages[seat]!.scrolls.some((s) => s.id === ref.id);
    case 'cloak':
      return state.cloaks.some((c) => c.id === ref.id && c.holder === seat);
    case 'artifact':
      return state.artifacts[artifactIndex(ref.id)]!.holder === seat;
  }
}

/** Every item `seat` holds, by name: scrolls, then cloaks, then artifacts. */
export function heldItems(state: MagikaState, seat: Player): string[] {
  const out = state.mages[seat]!.scrolls.map((s) => scrollRef(s.id));
  for (const cloak of state.cloaks) if (cloak.holder === seat) out.push(cloakRef(cloak.id));
  for (let i = 0; i < ARTIFACTS.length; i++) if (state.artifacts[i]!.holder === seat) out.push(ARTIFACTS[i]!.id);
  return out;
}

/** What an item is, in words: a scroll's spell, a cloak's colour, an artifact's name. */
export function describeItem(state: MagikaState, seat: Player, ref: ItemRef): string {
  switch (ref.kind) {
    case 'scroll': {
      const scroll = state.mages[seat]!.scrolls.find((s) => s.id === ref.id);
      return scroll === undefined ? `scroll ${ref.id}` : `a scroll of ${spellByCode(scroll.spell)!.name}`;
    }
    case 'cloak': {
      const cloak = state.cloaks.find((c) => c.id === ref.id);
      return cloak === undefined ? `cloak ${ref.id}` : `a ${cloak.color} cloak`;
    }
    case 'artifact':
      return `the ${ARTIFACTS[artifactIndex(ref.id)]!.name}`;
  }
}

/**
 * Gives `seat` a scroll of `spell`, under its next number (MG-21): a seventh disintegrates at once.
 * Returns whether it was kept.
 */
export function gainScroll(state: MagikaState, seat: Player, spell: SpellCode, how: MagikaScrollSource, permanent = false, keepUntil = 0): boolean {
  const mage = state.mages[seat]!;
  if (mage.scrolls.length >= MAX_SCROLLS) {
    state.events.push({ type: 'scrollLost', audience: [seat], player: seat, spell, why: 'overflow' });
    return false;
  }
  const scroll: MagikaScroll = { id: mage.nextScroll, spell, permanent, keepUntil, readOn: 0 };
  mage.nextScroll += 1;
  mage.scrolls.push(scroll);
  state.events.push({ type: 'scrollGained', audience: [seat], player: seat, scroll: scroll.id, spell, how });
  return true;
}

/** Takes a scroll out of its holder's hands (it is then given on or gone). */
export function removeScroll(state: MagikaState, seat: Player, id: number): MagikaScroll | undefined {
  const scrolls = state.mages[seat]!.scrolls;
  const at = scrolls.findIndex((s) => s.id === id);
  if (at < 0) return undefined;
  return scrolls.splice(at, 1)[0];
}

/** Whether `seat` may take one more cloak (MG-21): fewer than two, and not forced Black. */
export function mayTakeCloak(state: MagikaState, seat: Player): boolean {
  // Cloak Aid at the major level lets a mage forced Black take and don a cloak again (L508-510).
  if (state.mages[seat]!.forcedBlack && !isUnder(state, seat, 'CkAid', 'major')) return false;
  let carried = 0;
  for (const cloak of state.cloaks) if (cloak.holder === seat) carried++;
  return carried < MAX_CLOAKS;
}

/** The cloak with this id, if it still exists. */
export function cloakById(state: MagikaState, id: number): MagikaCloak | undefined {
  for (const cloak of state.cloaks) if (cloak.id === id) return cloak;
  return undefined;
}

/** Removes a cloak from the game: it disintegrates (TM-4, TM-6). */
export function disintegrateCloak(state: MagikaState, id: number): void {
  const at = state.cloaks.findIndex((c) => c.id === id);
  if (at >= 0) state.cloaks.splice(at, 1);
  for (const mage of state.mages) if (mage.donned === id) mage.donned = null;
}

/** Lays an item of `seat`'s down in `hex` (artifacts and cloaks; a scroll disintegrates, L188-190). */
export function layDown(state: MagikaState, seat: Player, ref: ItemRef, hex: MagikaHex): void {
  switch (ref.kind) {
    case 'scroll': {
      const scroll = removeScroll(state, seat, ref.id);
      if (scroll !== undefined) state.events.push({ type: 'scrollLost', audience: [seat], player: seat, spell: scroll.spell, why: 'dropped' });
      return;
    }
    case 'cloak': {
      const cloak = cloakById(state, ref.id);
      if (cloak === undefined) return;
      cloak.holder = null;
      cloak.hex = hex;
      if (state.mages[seat]!.donned === cloak.id) state.mages[seat]!.donned = null;
      return;
    }
    case 'artifact': {
      const place = state.artifacts[artifactIndex(ref.id)]!;
      place.holder = null;
      place.hex = hex;
      return;
    }
  }
}
