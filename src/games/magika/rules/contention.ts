/**
 * Which orders of one step truly contend (MG-9): those whose outcome can depend on which goes
 * first, so that only they are put in a drawn order when initiative ties them. Orders that cannot
 * be carried out, or that would all succeed in any order, contend with nobody (`null`): who goes
 * first among them changes nothing, and drawing for them would spend the rng for nothing.
 */
import type { Player } from '../../../core/game.js';
import { CLOAK_COLORS, MAX_CLOAKS, MAX_TEAM } from '../content/cloaks.js';
import type { MagikaState } from '../types.js';
import { cloakById, MAX_SCROLLS, parseItemRef } from './items.js';
import { cloaksOf, colorOf, wearers } from './mages.js';

/** A Give order of the phase. */
export interface PlannedGive {
  readonly seat: Player;
  readonly item: string;
  readonly recipient: Player;
}

/**
 * Gifts to one receiver contend when they can be made (`possible`: the giver holds the item and
 * stands in the receiver's hex, MG-22) and are scrolls or cloaks that together would overflow what
 * the receiver may carry: six scrolls, two cloaks (MG-21). Artifacts have no limit: no gift of one
 * contends.
 */
export function giveContest(state: MagikaState, gives: readonly PlannedGive[], possible: (give: PlannedGive) => boolean): (seat: Player) => number | null {
  const keyOf = new Map<Player, number>();
  const counts = new Map<number, number>();
  for (const give of gives) {
    const ref = parseItemRef(give.item);
    if (ref === undefined || ref.kind === 'artifact' || !possible(give)) continue;
    const key = give.recipient * 2 + (ref.kind === 'scroll' ? 0 : 1);
    keyOf.set(give.seat, key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (seat) => {
    const key = keyOf.get(seat);
    if (key === undefined) return null;
    const recipient = Math.floor(key / 2);
    const room = key % 2 === 0 ? MAX_SCROLLS - state.mages[recipient]!.scrolls.length : MAX_CLOAKS - cloaksOf(state, recipient).length;
    return counts.get(key)! > room ? key : null;
  };
}

/**
 * Dons of one colour contend when they can be made (the mage holds the cloak and is not on that
 * team already, MG-23) and the team could not take them all: with its members who are not donning
 * it now, they would be more than two, so the third place, or room itself, goes by who is first
 * (L110-111, L291-293).
 */
export function donContest(state: MagikaState, dons: readonly { seat: Player; cloak: number }[]): (seat: Player) => number | null {
  const colorOfDon = new Map<Player, number>();
  for (const { seat, cloak } of dons) {
    const c = cloakById(state, cloak);
    if (c === undefined || c.holder !== seat || colorOf(state, seat) === c.color) continue;
    colorOfDon.set(seat, CLOAK_COLORS.indexOf(c.color));
  }
  const joining = (color: number): Player[] => [...colorOfDon].filter(([, c]) => c === color).map(([seat]) => seat);
  return (seat) => {
    const color = colorOfDon.get(seat);
    if (color === undefined) return null;
    const donners = joining(color);
    const staying = wearers(state, CLOAK_COLORS[color]!).filter((member) => !donners.includes(member));
    return donners.length > 1 && staying.length + donners.length >= MAX_TEAM ? color : null;
  };
}

/** Searches in one hex contend only when something lies there to be picked up (MG-20): else each only rolls for a scroll. */
export function searchContest(state: MagikaState, hex: number): (seat: Player) => number | null {
  const lying = state.artifacts.some((place) => place.hex === hex) || state.cloaks.some((cloak) => cloak.hex === hex);
  return () => (lying ? hex : null);
}
