/**
 * What a seat can see of another mage at this moment of a turn, by the recon rules (XIII; MG-47,
 * MG-44, MG-61): the rules use it wherever an event or a judgement must not tell a seat more than
 * its own eyes would. A seat's eyes are its own mage's: the ring of a hex is its distance from the
 * mage (one less under Recon Aid), a hex under Fog Map is blank unless the mage stands in it, and
 * an invisible mage is seen by nobody but its teammates. Teammates are always known (L196-197,
 * L333-337).
 */
import type { Player } from '../../../core/game.js';
import type { MagikaState } from '../types.js';
import { hexUnder, under } from './effects.js';
import { areTeammates } from './mages.js';
import { distance, type MagikaHex } from './map.js';
import { RECON_RADIUS, seenMage } from './recon.js';

/** The ring at which `seat` sees `hex` now, or null when it does not see it (beyond its sight, or fogged). */
export function ringOf(state: MagikaState, seat: Player, hex: MagikaHex): number | null {
  const d = distance(state.mages[seat]!.hex, hex);
  const aided = under(state, seat, 'RcAid');
  if (d > (aided ? RECON_RADIUS + 1 : RECON_RADIUS)) return null;
  if (d > 0 && hexUnder(state, hex, ['FogMp'])) return null;
  return aided ? Math.max(0, d - 1) : d;
}

/**
 * Whether `seat`'s recon would name `other` now (RC-2): itself; a mage from ring 2, the Ebon Mage
 * from ring 3 (L322-325); never an invisible mage but to its teammates (L510-512, MG-44). This is
 * what a seat sees of another acting on it: a caster, a thief, a holder it demands from.
 */
export function inSight(state: MagikaState, seat: Player, other: Player): boolean {
  if (seat === other) return true;
  if (under(state, other, 'InvSp') && !areTeammates(state, seat, other)) return false;
  const ring = ringOf(state, seat, state.mages[other]!.hex);
  return ring !== null && seenMage(state, other, ring) !== null;
}

/** Whether `seat` knows where `other` stands now: in sight, or a teammate, which is always known (L333-337). */
export function identifies(state: MagikaState, seat: Player, other: Player): boolean {
  return areTeammates(state, seat, other) || inSight(state, seat, other);
}

/**
 * Whether a mage `seat` cannot identify might stand within `radius` of it, as far as its eyes tell
 * (MG-61): a hex it sees occupied without naming who stands there (ring 3), or a fogged hex, within
 * that distance. Invisible mages are left out: no spell aimed by name finds them (MG-44).
 */
export function unknownWithin(state: MagikaState, seat: Player, radius: number): boolean {
  const here = state.mages[seat]!.hex;
  for (let other = 0; other < state.mages.length; other++) {
    if (other === seat || identifies(state, seat, other) || under(state, other, 'InvSp')) continue;
    const hex = state.mages[other]!.hex;
    if (distance(here, hex) <= radius && ringOf(state, seat, hex) !== null) return true;
  }
  for (const effect of state.effects) {
    if (effect.spell !== 'FogMp') continue;
    if (effect.hexes.some((hex) => hex !== here && distance(here, hex) <= radius)) return true;
  }
  return false;
}
