/**
 * Rope and Giant Rope (S-68, FT-46): a created rope round a figure halves its MA and takes DX, more
 * each turn it stays on; a figure whose DX it takes to 2 or less lies helpless. A figure that has
 * not moved this turn may spend its action trying to get itself, or a friend next to it, free.
 * Whether a rope is on a figure, and holds it helpless, is in rope-hold.ts.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { gap, nearestHex } from './body.js';
import type { FantasyTripAction, FantasyTripFigure, FantasyTripState } from '../types.js';
import { adjustedDX, isFighting, isUp, sideOf } from './figures.js';
import { megahexDistance } from './geometry.js';
import { roll } from './checks.js';
import { ROPES, ropeOn } from './rope-hold.js';

/** DX a rope takes the turn it is made (S-68); one more each later turn. */
export const ROPE_GRIP = 2;

/** The most DX a rope can take: past it nobody is left to hold (the state keeps levels to 30). */
const ROPE_MOST = 30;

/**
 * Figures a rope spell can be cast round (FT-36, FT-46): fighting, not the caster, not in
 * hand-to-hand, not already roped, where a creation could be made (the caster's megahex or one
 * touching it, within two hexes).
 */
export function ropeTargets(state: FantasyTripState, caster: FantasyTripFigure): FantasyTripFigure[] {
  return state.figures.filter(
    (t) => t.id !== caster.id && isFighting(t) && t.posture !== 'hth' && ropeOn(t) === undefined && gap(caster, t) <= 2 && megahexDistance(caster.at, nearestHex(t, caster.at)) <= 1,
  );
}

/** Rope holds nothing of basic ST 20 or more; Giant Rope holds anything in this version (FT-46). */
export function ropeHolds(spell: string, target: FantasyTripFigure): boolean {
  return spell === 'giant-rope' || target.st < 20;
}

/** At a turn's start each rope takes one more DX than the turn before (S-68). */
export function tightenRopes(state: FantasyTripState): void {
  for (const figure of state.figures) {
    if (figure.effects.length === 0 || !isFighting(figure)) continue;
    const index = figure.effects.findIndex((e) => ROPES.has(e.spell));
    if (index < 0) continue;
    const rope = figure.effects[index]!;
    if (rope.power >= ROPE_MOST) continue;
    // Effects are replaced, never changed in place.
    figure.effects[index] = { spell: rope.spell, caster: rope.caster, power: rope.power + 1, until: rope.until, attribute: rope.attribute, secret: rope.secret };
  }
}

/**
 * Roped figures the acting figure may try to free (FT-46): itself, or a friend next to it, when it
 * stands and has not moved this turn ("standing still a whole turn", S-68).
 */
export function escapeChoices(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripAction[] {
  if (figure.moved !== 0 || !isUp(figure)) return [];
  const out: FantasyTripAction[] = [];
  const side = sideOf(state, figure);
  for (const t of state.figures) {
    if (!isFighting(t) || ropeOn(t) === undefined || sideOf(state, t) !== side) continue;
    if (t.id === figure.id || gap(t, figure) === 1) out.push({ type: 'escape', player: side, target: t.id });
  }
  return out;
}

/** Whether the figure has anyone to free (see {@link escapeChoices}), allocating nothing. */
export function canEscape(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  if (figure.moved !== 0 || !isUp(figure)) return false;
  for (const t of state.figures) {
    if (isFighting(t) && ropeOn(t) !== undefined && (t.id === figure.id || gap(t, figure) === 1) && sideOf(state, t) === sideOf(state, figure)) return true;
  }
  return false;
}

/** The try (FT-46): 3 dice at most the trying figure's adjusted DX take the rope off `target`. */
export function escape(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): void {
  const dice = roll(rng, 3);
  const success = dice.reduce((a, b) => a + b, 0) <= adjustedDX(state, figure);
  figure.acted = true;
  figure.dazed = false;
  state.events.push({ type: 'saved', figure: figure.id, name: figure.name, against: ropeOn(target)!.spell, dice, success });
  if (!success) return;
  const index = target.effects.findIndex((e) => ROPES.has(e.spell));
  const [rope] = target.effects.splice(index, 1);
  state.events.push({ type: 'spellEnded', figure: target.id, name: target.name, spell: rope!.spell });
}
