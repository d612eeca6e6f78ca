/**
 * Occupation (VIII, L219-226; MG-17): any two mages may share a hex; a third may join them only
 * if, with it, all three wear the same colour, or one is the Ebon Mage, or the three alignment
 * artifacts would all be in the hex, or all three are Black and differ pairwise in race or in
 * alignment. Never more than three.
 */
import type { Player } from '../../../core/game.js';
import { ALIGNMENT_ARTIFACTS, artifactIndex } from '../content/artifacts.js';
import type { MagikaState } from '../types.js';
import { alignmentOf, colorOf, isEbon, raceIdOf } from './mages.js';
import type { MagikaHex } from './map.js';

/** Mages a hex may hold (L219-220). */
export const MAX_PER_HEX = 3;

/** The seats standing in `hex`, in seat order. */
export function occupants(state: MagikaState, hex: MagikaHex): Player[] {
  const out: Player[] = [];
  for (let seat = 0; seat < state.mages.length; seat++) if (state.mages[seat]!.hex === hex) out.push(seat);
  return out;
}

const pairwiseDistinct = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

/** Whether three mages may share a hex under one of the four conditions of L226-229 (MG-17). */
export function trioAllowed(state: MagikaState, trio: readonly Player[], hex: MagikaHex): boolean {
  const colors = trio.map((seat) => colorOf(state, seat));
  if (colors[0] !== null && colors.every((c) => c === colors[0])) return true;
  if (trio.some((seat) => isEbon(state, seat))) return true;
  const allThree = ALIGNMENT_ARTIFACTS.every((id) => {
    const place = state.artifacts[artifactIndex(id)]!;
    return place.holder === null ? place.hex === hex : trio.includes(place.holder);
  });
  if (allThree) return true;
  if (colors.every((c) => c === null)) {
    return pairwiseDistinct(trio.map((seat) => raceIdOf(state, seat))) || pairwiseDistinct(trio.map((seat) => alignmentOf(state, seat)));
  }
  return false;
}

/** Whether `seat` may enter `hex` now, by the mages already there (MG-17). */
export function mayEnter(state: MagikaState, seat: Player, hex: MagikaHex): boolean {
  const there = occupants(state, hex).filter((other) => other !== seat);
  if (there.length < MAX_PER_HEX - 1) return true;
  if (there.length >= MAX_PER_HEX) return false;
  return trioAllowed(state, [...there, seat], hex);
}
