/**
 * The Give step (VII GIVE; MG-22): a mage hands one item to a mage in its own hex. A donned cloak
 * cannot be given; a receiver with two cloaks, or forced Black, cannot take a cloak; a seventh
 * scroll disintegrates in the receiver's hands (MG-21).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { artifactIndex } from '../content/artifacts.js';
import type { MagikaState } from '../types.js';
import { giveContest } from './contention.js';
import { actionOrder } from './initiative.js';
import { cloakById, describeItem, gainScroll, holdsItem, mayTakeCloak, parseItemRef, removeScroll } from './items.js';
import { isEbon } from './mages.js';

/** Why a give would fail now, or null (MG-22). */
export function giveRefusal(state: MagikaState, seat: Player, item: string, recipient: Player): string | null {
  const ref = parseItemRef(item);
  if (ref === undefined || !holdsItem(state, seat, ref)) return 'the mage does not hold it';
  if (state.mages[recipient]!.hex !== state.mages[seat]!.hex) return 'the receiver is not in the same hex (L244)';
  if (ref.kind === 'cloak') {
    if (state.mages[seat]!.donned === ref.id) return 'a donned cloak cannot be given';
    if (!mayTakeCloak(state, recipient)) return 'the receiver cannot carry another cloak (MG-21)';
  }
  return null;
}

/** Resolves the phase's gives in MG-9 order. Returns the seats whose give failed (they rest). */
export function resolveGives(state: MagikaState, gives: readonly { seat: Player; item: string; recipient: Player }[], rng: Rng): Player[] {
  const failed: Player[] = [];
  const byseat = new Map(gives.map((g) => [g.seat, g]));
  // Only gifts that can be made and would overflow what the receiver may carry contend (MG-9).
  const contest = giveContest(state, gives, (g) => giveRefusal(state, g.seat, g.item, g.recipient) === null);
  for (const seat of actionOrder(state, gives.map((g) => g.seat), 'give', rng, contest)) {
    const { item, recipient } = byseat.get(seat)!;
    const why = giveRefusal(state, seat, item, recipient);
    if (why !== null) {
      state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'give', why, rests: true });
      failed.push(seat);
      continue;
    }
    const ref = parseItemRef(item)!;
    const what = describeItem(state, seat, ref);
    state.events.push({ type: 'gave', audience: [seat, recipient].sort((a, b) => a - b), player: seat, recipient, what });
    if (ref.kind === 'scroll') {
      const scroll = removeScroll(state, seat, ref.id)!;
      gainScroll(state, recipient, scroll.spell, 'given', scroll.permanent, scroll.keepUntil);
    } else if (ref.kind === 'cloak') cloakById(state, ref.id)!.holder = recipient;
    else state.artifacts[artifactIndex(ref.id)]!.holder = recipient;
    if (!isEbon(state, recipient)) state.mages[seat]!.gifts += 1;
  }
  return failed;
}
