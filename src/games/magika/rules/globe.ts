/**
 * The three alignment artifacts together (X, L259-264; MG-26). At the end of any phase in which one
 * mage, or one team, holds all three, they form the Globe of Life: the game ends, the formers (the
 * mage, or every member of the team) finishing first (VP-1); the artifacts take themselves, their
 * holders and every mage in a holder's hex to the Goal Square (L262). At the end
 * of a turn in which the three lie (carried or not) in one hex, that hex's mages are taken to the
 * Goal Square and the game ends, with no Globe.
 */
import type { Player } from '../../../core/game.js';
import { ALIGNMENT_ARTIFACTS, artifactIndex, type ArtifactId } from '../content/artifacts.js';
import type { MagikaState } from '../types.js';
import { colorOf, wearers } from './mages.js';
import { MAGIKA_GOAL, type MagikaHex } from './map.js';
import { occupants } from './occupancy.js';

/**
 * The alignment artifacts a side holding `held` still lacks for the Globe of Life (MG-26): a side
 * is one mage, or one colour team counting what all its wearers hold; none lacking, it forms.
 */
export function globeLacks(held: readonly ArtifactId[]): ArtifactId[] {
  return ALIGNMENT_ARTIFACTS.filter((id) => !held.includes(id));
}

/** The Globe's makers now, or null: one holder of all three, or a team whose members hold them all (MG-26). */
export function globeMakers(state: MagikaState): { formers: Player[]; holders: Player[] } | null {
  const holders: Player[] = [];
  for (const id of ALIGNMENT_ARTIFACTS) {
    const holder = state.artifacts[artifactIndex(id)]!.holder;
    if (holder === null) return null;
    if (!holders.includes(holder)) holders.push(holder);
  }
  holders.sort((a, b) => a - b);
  if (holders.length === 1) return { formers: holders, holders };
  const color = colorOf(state, holders[0]!);
  if (color === null || !holders.every((seat) => colorOf(state, seat) === color)) return null;
  return { formers: wearers(state, color), holders };
}

/** The hex where the three alignment artifacts all are, carried or lying, or null (MG-26). */
export function gatheringHex(state: MagikaState): MagikaHex | null {
  let hex: MagikaHex | null = null;
  for (const id of ALIGNMENT_ARTIFACTS) {
    const place = state.artifacts[artifactIndex(id)]!;
    const at = place.holder === null ? place.hex! : state.mages[place.holder]!.hex;
    if (hex === null) hex = at;
    else if (hex !== at) return null;
  }
  return hex;
}

/** Takes every mage in `hexes` to the Goal Square with the alignment artifacts lying there (AR-2); returns who went. */
export function takeToGoal(state: MagikaState, hexes: readonly MagikaHex[]): Player[] {
  const taken = [...new Set(hexes.flatMap((hex) => occupants(state, hex)))].sort((a, b) => a - b);
  for (const id of ALIGNMENT_ARTIFACTS) {
    const place = state.artifacts[artifactIndex(id)]!;
    if (place.holder === null && hexes.includes(place.hex!)) place.hex = MAGIKA_GOAL;
  }
  for (const seat of taken) state.mages[seat]!.hex = MAGIKA_GOAL;
  return taken;
}
