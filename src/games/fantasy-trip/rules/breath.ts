/**
 * A dragon's breath (FT-58): the creature table gives the small dragon a 2-dice breath for 3 ST and
 * the dragon a 3-dice one for 5 ST, beside their claws, and the analysis's invariants let a dragon
 * breathe and claw in the same turn. The screen says no more, so the rest is a ruling: the breath
 * is a missile attack at a foe in the dragon's front arc, rolled and ranged as a missile spell is,
 * once a turn, before or instead of the claw, paid for like a spell (it may knock the dragon out,
 * never kill it).
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import type { Breath } from '../content/schema.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { classifyAttack, sumDamage } from './dice.js';
import { adjustedDX, creatureOf, openToAll, packOf, stNow } from './figures.js';
import { missileRangePenalty } from './geometry.js';
import { shotAngleAt } from './body.js';
import { injure, stopsAgainst, targetPenalty } from './combat.js';
import { aimAt, rangedTargets, rollPast } from './ranged.js';
import { roll } from './checks.js';
import { vanish } from './creations.js';
import { payST } from './out-of-fight.js';
import { pileMember } from './missile-target.js';
import { seesInDark, throughShadow } from './sight.js';

/** The figure's breath, if it is a creature that has one (FT-58). */
export function breathOf(figure: FantasyTripFigure): Breath | null {
  return figure.creature === null ? null : creatureOf(figure.creature).breath;
}

/**
 * The foes the figure may breathe at now (FT-58): a creature with a breath that has not breathed
 * this turn and can pay for it without dying, at a foe it could shoot at (front arc, line clear).
 */
export function breathTargets(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  const breath = breathOf(figure);
  if (breath === null || figure.shots > 0 || stNow(figure) - breath.cost < packOf(state).unconsciousAt) return [];
  return rangedTargets(state, figure, 1);
}

/**
 * DX for a breath at `target` (FT-58): adjusted DX, the megahex range penalty (S-76) and −6 through
 * shadow (S-62) as for a missile spell, +2 from the target's side and +4 from its rear or if it lies
 * open to all, and what the target takes off any attack (S-57…S-62).
 */
function breathDX(state: FantasyTripState, dragon: FantasyTripFigure, target: FantasyTripFigure): number {
  const aim = aimAt(dragon, target);
  const angle = openToAll(target) ? 'rear' : shotAngleAt(dragon.at, target);
  const shade = state.terrain.length > 0 && !seesInDark(dragon) && throughShadow(state, dragon.at, aim) ? 6 : 0;
  return adjustedDX(state, dragon) - missileRangePenalty(dragon.at, aim) - shade + (angle === 'side' ? 2 : angle === 'rear' ? 4 : 0) + targetPenalty(state, dragon, target);
}

/**
 * The breath (FT-58): figures in the way are rolled past first (FT-42); then 3 dice, or 4 at a
 * dodging target, against {@link breathDX}. A hit does the breath's dice times any critical, through
 * armour and a shield facing the dragon. The ST is paid whatever the roll, after the fire lands.
 */
export function breathe(state: FantasyTripState, dragon: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): void {
  const breath = breathOf(dragon) as Breath;
  dragon.shots += 1;
  const blocked = rollPast(state, dragon, target, (f) => breathDX(state, dragon, f), rng);
  if (blocked !== null) {
    burnWith(state, dragon, blocked.figure, breath, blocked.multiplier, rng);
  } else {
    const adjDX = breathDX(state, dragon, target);
    const count = target.option === 'dodge' ? 4 : 3;
    const dice = roll(rng, count);
    const result = classifyAttack(dice.reduce((a, b) => a + b, 0), count as 3 | 4, adjDX, packOf(state).fourDiceCriticals);
    state.events.push({ type: 'breathed', figure: dragon.id, name: dragon.name, target: target.id, targetName: target.name, dice, adjDX, hit: result.hit, multiplier: result.multiplier, cost: breath.cost });
    // Into a hand-to-hand pile, the fire finds one of it drawn at random (S-105, FT-43).
    if (result.hit) burnWith(state, dragon, target.posture === 'hth' ? pileMember(state, dragon, target, rng) : target, breath, result.multiplier, rng);
  }
  payST(state, dragon, breath.cost);
}

/**
 * Fire that found `struck`. An image's fire is nothing: seen to land and do no harm, the image is
 * shown for what it is and vanishes, as when it strikes a blow (S-44, FT-38). Any other creation's
 * fire that lands shows it is no image.
 */
function burnWith(state: FantasyTripState, dragon: FantasyTripFigure, struck: FantasyTripFigure, breath: Breath, multiplier: number, rng: Rng): void {
  if (dragon.creation?.kind === 'image') {
    vanish(state, dragon, 'touched');
    return;
  }
  if (dragon.creation !== null) dragon.creation.notImage = true;
  const rolled = roll(rng, breath.damage.dice);
  const raw = sumDamage(rolled, breath.damage) * multiplier;
  const stopped = Math.min(raw, stopsAgainst(state, dragon, struck, 'missile'));
  injure(state, struck, raw - stopped, { dice: rolled, rolled: raw, stopped });
}
