/**
 * Force retreats (S-06, FT-21): a figure that put hits on an enemy with a physical attack and took
 * none itself this turn may push that enemy one hex farther away, then advance into the hex the
 * enemy left or stand still.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import { copyHex, type Hex, hexEquals, hexNeighbors } from '../../../core/hex.js';
import { gap, gapTo } from './body.js';
import type { FantasyTripRetreatOffer, FantasyTripState } from '../types.js';
import { figureOf, isFighting, isLame, isPassable } from './figures.js';
import { enterHex } from './hex-entry.js';
import type { Rng } from '../../../core/rng.js';

/**
 * Queues the retreats earned this turn, strikers in action order (FT-21). A victim is pushed at
 * most once: when one striker pushes it, the later offers on it lapse; a striker who cannot or
 * will not push leaves the next one free to.
 */
export function offerRetreats(state: FantasyTripState): void {
  state.turn.retreats = [];
  for (const id of state.turn.queue) {
    const striker = figureOf(state, id);
    if (!isFighting(striker) || striker.posture !== 'standing' || striker.hitsThisTurn > 0) continue;
    for (const victim of striker.struck) state.turn.retreats.push({ striker: id, victim, vacated: null });
  }
}

/**
 * Hexes the victim may be pushed into: next to it, two from the striker, open (FT-21). A figure of
 * several hexes is too big to push; one may push a one-hex victim away from its nearest hex (FT-57).
 */
export function retreatHexes(state: FantasyTripState, offer: FantasyTripRetreatOffer): Hex[] {
  const striker = figureOf(state, offer.striker);
  const victim = figureOf(state, offer.victim);
  // A created figure that is gone (an image hit, a creature killed) is not there to push (FT-36).
  if (!isFighting(striker) || victim.condition === 'dead' || victim.condition === 'gone' || victim.posture === 'hth' || victim.hexes !== 1 || gap(striker, victim) !== 1) return [];
  // Into a vacant hex or one where only a fallen figure lies (S-06, FT-21).
  return hexNeighbors(victim.at).filter((h) => gapTo(striker, h) === 2 && isPassable(state, h));
}

/** Whether the offer still has a choice to make (a push, or an advance after one). */
export function retreatChoicesExist(state: FantasyTripState, offer: FantasyTripRetreatOffer): boolean {
  return offer.vacated !== null || retreatHexes(state, offer).length > 0;
}

/** Pushes the victim into `to` (already checked), or declines the retreat. */
export function pushVictim(state: FantasyTripState, to: Hex | null, rng: Rng): void {
  const offer = state.turn.retreats[0] as FantasyTripRetreatOffer;
  if (to === null) {
    state.turn.retreats.shift();
    return;
  }
  const victim = figureOf(state, offer.victim);
  const from = copyHex(victim.at);
  victim.at = copyHex(to);
  state.events.push({ type: 'retreated', arenaRadius: state.config.arenaRadius, striker: offer.striker, strikerName: figureOf(state, offer.striker).name, victim: offer.victim, victimName: victim.name, from, to: copyHex(to) });
  enterHex(state, victim, rng);
  // Pushed once: later strikers' offers on the same victim lapse. A striker of several hexes does
  // not follow into the hex left (FT-57), nor does a lame one, which takes no step (FT-59, FT-60),
  // so its offer ends here.
  const rest = state.turn.retreats.slice(1).filter((other) => other.victim !== offer.victim);
  const striker = figureOf(state, offer.striker);
  if (striker.hexes !== 1 || isLame(striker)) {
    state.turn.retreats = rest;
    return;
  }
  offer.vacated = from;
  state.turn.retreats = [offer, ...rest];
}

/** The striker advances into the vacated hex, or stands still. */
export function advanceStriker(state: FantasyTripState, advance: boolean, rng: Rng): void {
  const offer = state.turn.retreats.shift() as FantasyTripRetreatOffer;
  const hex = offer.vacated as Hex;
  if (!advance || !isPassable(state, hex)) return;
  const striker = figureOf(state, offer.striker);
  striker.at = copyHex(hex);
  state.events.push({ type: 'advanced', arenaRadius: state.config.arenaRadius, figure: striker.id, name: striker.name, to: copyHex(hex) });
  enterHex(state, striker, rng);
}

/** Whether `to` is one of the offer's retreat hexes. */
export function isRetreatHex(state: FantasyTripState, offer: FantasyTripRetreatOffer, to: Hex): boolean {
  return retreatHexes(state, offer).some((h) => hexEquals(h, to));
}
