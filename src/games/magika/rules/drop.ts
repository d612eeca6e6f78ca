/**
 * The Drop step (VII DROP; MG-21): a mage drops one item, or all it carries but a donned cloak.
 * Dropped scrolls disintegrate; artifacts and cloaks lie in the hex for anyone to pick up.
 */
import type { Player } from '../../../core/game.js';
import type { MagikaState } from '../types.js';
import { describeItem, heldItems, holdsItem, layDown, parseItemRef, cloakRef } from './items.js';

/** Resolves one drop order. Returns whether it failed (the mage then rests). */
export function resolveDrop(state: MagikaState, seat: Player, item: string): boolean {
  const mage = state.mages[seat]!;
  const donned = mage.donned === null ? null : cloakRef(mage.donned);
  const names = item === 'all' ? heldItems(state, seat).filter((name) => name !== donned) : [item];
  const refs = names.map(parseItemRef);
  const why =
    names.length === 0
      ? 'the mage carries nothing it may drop'
      : refs.some((ref) => ref === undefined || !holdsItem(state, seat, ref))
        ? 'the mage does not hold it'
        : item === donned
          ? 'a donned cloak cannot be dropped'
          : null;
  if (why !== null) {
    state.events.push({ type: 'orderFailed', audience: [seat], player: seat, order: 'drop', why, rests: true });
    return true;
  }
  for (const ref of refs) {
    state.events.push({ type: 'dropped', audience: [seat], player: seat, what: describeItem(state, seat, ref!) });
    layDown(state, seat, ref!, mage.hex);
  }
  return false;
}
