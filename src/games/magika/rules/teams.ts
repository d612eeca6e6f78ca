/**
 * Cloaks and teams (XI, VII DON; MG-23): donning a cloak joins its colour's team if the team has
 * room: any two mages, and a third only when the three alignments are all the same or all
 * different (L110-111, L291-293). A Black mage refused loses the cloak; a cloaked mage refused — a
 * failed re-cloak — also loses 50 Endurance and 50 Arcania, every cloak it carries, and may never
 * carry a cloak again (L298-300). Under the major Cloak Aid a re-cloak, or a forced-Black mage's
 * don, that the team refuses is a rest instead and the cloak is kept (L506-510).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { MAX_TEAM, type CloakColor } from '../content/cloaks.js';
import type { MagikaState } from '../types.js';
import { donContest } from './contention.js';
import { actionOrder } from './initiative.js';
import { cloakById, disintegrateCloak } from './items.js';
import { alignmentOf, colorOf, wearers } from './mages.js';
import { fallUnconscious } from './recovery.js';

/** What a failed re-cloak costs in Endurance and in Arcania (L298-299). */
export const RECLOAK_PENALTY = 50;

/** Whether `seat` may join the team of `color` as it is now (TM-2, MG-23). */
export function teamAccepts(state: MagikaState, seat: Player, color: CloakColor): boolean {
  const members = wearers(state, color).filter((other) => other !== seat);
  if (members.length + 1 < MAX_TEAM) return true;
  if (members.length + 1 > MAX_TEAM) return false;
  const alignments = [...members.map((other) => alignmentOf(state, other)), alignmentOf(state, seat)];
  const distinct = new Set(alignments).size;
  return distinct === 1 || distinct === 3;
}

/** Resolves the phase's dons in MG-9 order. Returns the seats that rest instead. */
export function resolveDons(state: MagikaState, dons: readonly { seat: Player; cloak: number }[], rng: Rng): Player[] {
  const failed: Player[] = [];
  const byseat = new Map(dons.map((d) => [d.seat, d.cloak]));
  // Only dons the team could not all take contend (MG-9).
  for (const seat of actionOrder(state, dons.map((d) => d.seat), 'don', rng, donContest(state, dons))) {
    const mage = state.mages[seat]!;
    const cloak = cloakById(state, byseat.get(seat)!);
    const current = colorOf(state, seat);
    const why = cloak === undefined || cloak.holder !== seat ? 'the mage does not hold that cloak' : current === cloak.color ? 'the mage is on that team already' : null;
    if (why !== null || cloak === undefined) {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'don', why: why!, rests: true });
      failed.push(seat);
      continue;
    }
    if (teamAccepts(state, seat, cloak.color)) {
      mage.donned = cloak.id;
      // A forced-Black mage who joins a team under the major Cloak Aid is Black no longer (L299-300, L508-510; MG-23).
      mage.forcedBlack = false;
      // The new member receives data on its team, and the team learns of it (L196-197).
      const team = wearers(state, cloak.color);
      state.events.push({ type: 'donned', audience: team, player: seat, color: cloak.color, result: 'joined' });
      continue;
    }
    const aided = state.effects.some((e) => e.subject === seat && e.spell === 'CkAid' && e.level === 'major');
    // Under the major Cloak Aid a mage forced Black dons "safely" (L508-510): a refused don is a
    // rest, as a re-cloak that would fail is (L506-508), and the cloak is kept (MG-23).
    if (aided && (current !== null || mage.forcedBlack)) {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'don', why: `the ${cloak.color} team has no place for it; Cloak Aid keeps the cloak`, rests: true });
      failed.push(seat);
      continue;
    }
    if (current === null) {
      // A third mage who does not fit: the cloak disintegrates (L295-296).
      disintegrateCloak(state, cloak.id);
      state.events.push({ type: 'donned', audience: [seat], player: seat, color: cloak.color, result: 'refused' });
      continue;
    }
    // A failed re-cloak (L298-300): every cloak goes, and the mage is Black for good.
    for (const carried of state.cloaks.filter((c) => c.holder === seat)) disintegrateCloak(state, carried.id);
    mage.donned = null;
    mage.forcedBlack = true;
    mage.endurance = Math.max(0, mage.endurance - RECLOAK_PENALTY);
    mage.arcania = Math.max(0, mage.arcania - RECLOAK_PENALTY);
    state.events.push({ type: 'donned', audience: [seat], player: seat, color: cloak.color, result: 'recloakFailed' });
    if (mage.endurance === 0) fallUnconscious(state, seat);
  }
  return failed;
}
