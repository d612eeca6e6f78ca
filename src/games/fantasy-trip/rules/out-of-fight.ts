/**
 * A figure leaving the fight (S-91, FT-15): unconscious or dead, letting go of what it held, its
 * creations going with it; and ST lost with no blow, spent on spells (FT-35) or lent by Aid
 * (FT-44), settled the same way.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import { copyHex } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { packOf, stNow } from './figures.js';
import { casterFell, vanish } from './creations.js';

export const die = (state: FantasyTripState, figure: FantasyTripFigure): void => fall(state, figure, 'dead');
export const fallUnconscious = (state: FantasyTripState, figure: FantasyTripFigure): void => fall(state, figure, 'unconscious');

/**
 * The figure is out of the fight, unconscious or dead (FT-15): it lies in its hex, lets go of what
 * it held, and what it created goes with it. A created figure leaves no body: it is gone (FT-36).
 */
function fall(state: FantasyTripState, figure: FantasyTripFigure, condition: 'unconscious' | 'dead'): void {
  if (figure.creation !== null) {
    vanish(state, figure, 'killed');
    return;
  }
  figure.condition = condition;
  figure.posture = 'down';
  figure.acted = true;
  state.events.push({ type: condition === 'dead' ? 'died' : 'unconscious', figure: figure.id, name: figure.name });
  dropAll(state, figure);
  casterFell(state, figure);
}

/** An unconscious or dead figure lets go of what it held ready: it lies in its hex (FT-15). */
function dropAll(state: FantasyTripState, figure: FantasyTripFigure): void {
  for (const item of state.items) {
    if (item.holder !== figure.id || item.state !== 'ready') continue;
    item.holder = null;
    item.state = 'ground';
    item.at = copyHex(figure.at);
    state.events.push({ type: 'itemDropped', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
  }
}

/**
 * A figure whose ST fell with no blow: a wizard's spending (FT-35) or the end of ST an Aid lent it
 * (FT-44). Unconscious at the threshold, dead below the death line, as wounds would leave it (S-91).
 */
export function settleST(state: FantasyTripState, figure: FantasyTripFigure): void {
  if (figure.condition !== 'fighting' && figure.condition !== 'unconscious') return;
  const pack = packOf(state);
  if (stNow(figure) < pack.deadBelow) die(state, figure);
  else if (figure.condition === 'fighting' && stNow(figure) <= pack.unconsciousAt) fallUnconscious(state, figure);
}

/** Pays `cost` ST of fatigue (FT-35); a wizard drained to the unconscious threshold collapses. */
export function payST(state: FantasyTripState, caster: FantasyTripFigure, cost: number): void {
  if (cost <= 0) return;
  caster.fatigue += cost;
  settleST(state, caster);
}
