/**
 * The Search step (VII SEARCH; MG-20): a search picks up the artifacts and cloaks lying in the hex;
 * if there is nothing it can pick up, it looks for a scroll, with Figure 2's chance (+20 for a
 * Halfling or the Medallion). Either way it costs Endurance: a draw from 0 to the terrain's factor,
 * half of it on average (L178-179). The Ebon Mage never picks anything up (XIV rule 5).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { ARTIFACTS } from '../content/artifacts.js';
import { terrainOf } from '../content/terrain.js';
import type { MagikaState } from '../types.js';
import { searchContest } from './contention.js';
import { actionOrder } from './initiative.js';
import { gainScroll, mayTakeCloak } from './items.js';
import { alignmentOf, factorAt, isEbon, searchBonus } from './mages.js';
import { under } from './effects.js';
import { fallUnconscious } from './recovery.js';
import { drawSpell } from './scrolls.js';

/** The most a d100 may roll for `seat`'s search to find a scroll here (MG-20). */
export function searchChance(state: MagikaState, seat: Player): number {
  return Math.min(100, terrainOf(state.terrain[state.mages[seat]!.hex]!).search + searchBonus(state, seat));
}

/** Picks up what `seat` can of what lies in its hex; returns how many items it took. */
function pickUp(state: MagikaState, seat: Player): number {
  if (isEbon(state, seat)) return 0;
  const hex = state.mages[seat]!.hex;
  let taken = 0;
  for (let i = 0; i < ARTIFACTS.length; i++) {
    const place = state.artifacts[i]!;
    if (place.hex !== hex) continue;
    place.hex = null;
    place.holder = seat;
    taken++;
    state.events.push({ type: 'pickedUp', audience: [seat], player: seat, what: `the ${ARTIFACTS[i]!.name}` });
  }
  for (const cloak of state.cloaks) {
    if (cloak.hex !== hex || !mayTakeCloak(state, seat)) continue;
    cloak.hex = null;
    cloak.holder = seat;
    taken++;
    state.events.push({ type: 'pickedUp', audience: [seat], player: seat, what: `a ${cloak.color} cloak` });
  }
  return taken;
}

/** Resolves the phase's searches; searchers in one hex go in MG-9 order, the first taking all it can. */
export function resolveSearches(state: MagikaState, searchers: readonly Player[], rng: Rng): void {
  const hexes = [...new Set(searchers.map((seat) => state.mages[seat]!.hex))].sort((a, b) => a - b);
  for (const hex of hexes) {
    for (const seat of actionOrder(state, searchers.filter((s) => state.mages[s]!.hex === hex), 'search', rng, searchContest(state, hex))) {
      const mage = state.mages[seat]!;
      const need = searchChance(state, seat);
      let roll: number | null = null;
      let found: 'items' | 'scroll' | 'nothing' = 'items';
      if (pickUp(state, seat) === 0) {
        // Under Search eXpired a search finds no scroll, though it still picks things up (L535-537).
        if (under(state, seat, 'SrchX')) found = 'nothing';
        else {
          roll = rng.int(1, 100);
          found = roll <= need ? 'scroll' : 'nothing';
        }
      }
      const spell = found === 'scroll' ? drawSpell(alignmentOf(state, seat), rng) : null;
      const cost = Math.min(mage.endurance, rng.int(0, factorAt(state, seat, mage.hex)));
      mage.endurance -= cost;
      state.events.push({ type: 'searched', audience: [seat], player: seat, roll, need, found, cost });
      if (spell !== null) gainScroll(state, seat, spell, 'found');
      if (mage.endurance === 0) fallUnconscious(state, seat);
    }
  }
}
