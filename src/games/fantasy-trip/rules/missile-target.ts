/**
 * Who a shot or a missile spell strikes in the end (FT-43, FT-44): one of a hand-to-hand pile drawn
 * at random, or its sender, turned back by Reverse Missiles.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { hexEquals } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { effectOf, isFighting } from './figures.js';
import { ruleOut, showIfSecret } from './effects.js';

/** The figure of `target`'s hand-to-hand pile a shot or missile spell strikes: one drawn at random, friend or foe (S-105, FT-43). */
export function pileMember(state: FantasyTripState, shooter: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): FantasyTripFigure {
  const pile = state.figures.filter((f) => f.posture === 'hth' && isFighting(f) && hexEquals(f.at, target.at));
  const struck = pile.length > 1 ? (pile[rng.int(0, pile.length - 1)] as FantasyTripFigure) : target;
  if (struck.id !== target.id) state.events.push({ type: 'pileHit', figure: shooter.id, name: shooter.name, target: struck.id, targetName: struck.name });
  return struck;
}

/**
 * Who a missile meets (FT-44): Reverse Missiles on the target turns a missile spell or a missile
 * weapon's shot back on the one who sent it; it strikes as it would have struck the target.
 */
export function turnsBack(state: FantasyTripState, shooter: FantasyTripFigure, target: FantasyTripFigure): FantasyTripFigure {
  if (target.id === shooter.id || target.effects.length === 0) return target;
  if (effectOf(target, 'reverse-missiles') === undefined) {
    // A secret there is no real Reverse Missiles: it would have turned this (FT-49).
    ruleOut(target, ['reverse-missiles']);
    return target;
  }
  showIfSecret(state, target, 'reverse-missiles');
  state.events.push({ type: 'missileReversed', figure: target.id, name: target.name, shooter: shooter.id, shooterName: shooter.name });
  return shooter;
}
