/**
 * Who acts now and exactly what they may do (DESIGN §5): every decision is one small step, so
 * each list is short. Where a moving figure may step is in steps.ts.
 * Layer 4 of 5, options and choices (docs/rules/fantasy-trip.md, section 5).
 */
import type { Player } from '../../../core/game.js';
import { HEX_DIRECTIONS, hexAdd, hexEquals, hexNeighbors, type Hex, type HexDirection } from '../../../core/hex.js';
import { FANTASY_TRIP_OPTIONS, type FantasyTripAction, type FantasyTripFigure, type FantasyTripOption, type FantasyTripState } from '../types.js';
import { fitsAt, isControlled, sideOf, figureOf, isEngaged, isFighting, isLame, isPassable, isUp, readyWeapon, weaponDef } from './figures.js';
import type { Weapon } from '../content/schema.js';
import { aimsAt } from './wounds.js';
import { gap, inFront } from './body.js';
import { attacks, openOptions } from './options.js';
import { DIRECTIONS, endFacings, hopChoices, stepChoices } from './steps.js';
import { retreatHexes } from './retreat.js';
import { jabTarget } from './pole.js';
import { breakFreeDirections, canGrapple, hthFoes, mayAsk } from './hth.js';
import { loadedMissile, rangedTargets, shotsAllowed } from './ranged.js';
import { castChoices, handsFree } from './spells.js';
import { disbelieveTargets } from './creations.js';
import { breathTargets } from './breath.js';
import { canKeep, renewalCaster } from './renew.js';
import { canEscape, escapeChoices } from './rope.js';
import { stillToMove } from './move-order.js';
import { mayEndMove } from './avert.js';


/** The seat that must decide now, or null when the fight is over. */
export function actingPlayer(state: FantasyTripState): Player | null {
  const turn = state.turn;
  switch (turn.phase) {
    case 'over':
      return null;
    case 'initiative':
      return turn.initiative;
    case 'renew': {
      const offer = turn.renewals[0];
      return offer === undefined ? null : renewalCaster(state, offer).side;
    }
    case 'movement':
      return turn.order[turn.mover] ?? null;
    case 'actions': {
      // A foe asked to agree to hand-to-hand answers first (FT-53).
      if (turn.asking !== null) return sideOf(state, figureOf(state, turn.asking.target));
      const id = turn.queue[turn.next];
      return id === undefined ? null : sideOf(state, figureOf(state, id));
    }
    case 'retreat': {
      const offer = turn.retreats[0];
      return offer === undefined ? null : sideOf(state, figureOf(state, offer.striker));
    }
  }
}

/** Enemies the figure may strike now: fighting enemies in its front hexes (S-37), and a pole weapon's jab. */
export function attackTargets(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  // In hand-to-hand a figure strikes only the foes in its hex (S-103).
  if (figure.posture === 'hth') return hthFoes(state, figure);
  // A bow or crossbow in hand strikes no blow: melee takes a non-missile weapon (S-11, S-20).
  if (!isUp(figure) || readyWeapon(state, figure.id)?.class === 'missile') return [];
  // A foe in a hand-to-hand pile in a front hex may be struck from outside (S-104, FT-43); any
  // hex of a foe of several hexes will do (FT-57).
  const side = sideOf(state, figure);
  const near = state.figures.filter((other) => sideOf(state, other) !== side && isFighting(other) && inFront(figure, other));
  // A pole weapon also reaches a foe two hexes straight ahead (R-12, FT-12).
  const jab = jabTarget(state, figure);
  return jab === undefined || jab.posture === 'hth' ? near : [...near, jab];
}

/** Items the figure may ready now (S-14, S-23, S-27): slung ones it carries, or ones lying in or next to its hex. */
export function readyChoices(state: FantasyTripState, figure: FantasyTripFigure): number[] {
  // A created figure has no items and fights with its own attack (FT-36), so it readies nothing;
  // this holds for every kind alike, so the choices never tell an image (issue 22).
  if (figure.creation !== null) return [];
  // A useless weapon arm holds nothing; a useless shield arm no two-handed weapon (FT-59, FT-60).
  const wounds = figure.wounds;
  if (wounds !== null && wounds.weaponArm !== 'sound') return [];
  const near = [figure.at, ...hexNeighbors(figure.at)];
  const out: number[] = [];
  for (const item of state.items) {
    // A weapon's minimum ST holds whenever it is used, not only in the build (FT-3).
    if (item.kind !== 'weapon' || weaponDef(state, item.ref).minST > figure.st) continue;
    if (wounds !== null && wounds.shieldArm !== 'sound' && weaponDef(state, item.ref).twoHanded) continue;
    // An engaged figure can never ready a missile weapon (S-23), whether it was engaged when its
    // move began or became engaged since.
    if (weaponDef(state, item.ref).class === 'missile' && (figure.engagedAtStart || isEngaged(state, figure))) continue;
    // Changing weapons takes a slung one; picking up takes one from the ground (FT-16).
    if (figure.option === 'ready' && item.holder === figure.id && item.state === 'slung') {
      out.push(item.id);
    } else if ((figure.option === 'pickUp' || (figure.option === 'ready' && !figure.engagedAtStart)) && item.holder === null && item.state === 'ground' && item.at !== null && near.some((h) => hexEquals(h, item.at as Hex))) {
      out.push(item.id);
    }
  }
  return out;
}

/** Options whose action is nothing but a try at a rope (FT-46): their figures are skipped at once when there is none. */
const NO_ACTION: ReadonlySet<string> = new Set(['move', 'dodge', 'shiftDefend', 'dropProne', 'dropKneeling', 'crawl', 'standUp']);

/**
 * Whether the figure has anything to do at its action but pass: `actionChoices(...).length > 0`,
 * allocating nothing for the options that have no action of their own (asked for every figure in
 * the action order, every turn).
 */
export function hasActionChoices(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  if (figure.option !== null && NO_ACTION.has(figure.option) && figure.posture !== 'hth') return canEscape(state, figure);
  return actionChoices(state, figure).length > 0;
}

/**
 * The acting figure's choices in the action phase (one option's action, or passing), without
 * `pass`: its option's actions, and a try to free a roped figure when it has not moved (FT-46).
 */
export function actionChoices(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripAction[] {
  const out = optionChoices(state, figure);
  if (canEscape(state, figure)) for (const a of escapeChoices(state, figure)) out.push(a);
  return out;
}

/** The actions of the figure's declared option (see {@link actionChoices}). */
function optionChoices(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripAction[] {
  const player = sideOf(state, figure);
  if (figure.posture === 'hth') {
    if (figure.option === 'hthAttack') return attackTargets(state, figure).map((t) => ({ type: 'attack', player, target: t.id }));
    // A useless weapon arm draws no dagger; a lame figure cannot step out (FT-59, FT-60).
    if (figure.option === 'drawDagger') return figure.wounds !== null && figure.wounds.weaponArm !== 'sound' ? [] : [{ type: 'drawDagger', player }];
    if (figure.option === 'breakFree') return isLame(figure) ? [] : breakFreeDirections(state, figure).map((direction) => ({ type: 'breakFree', player, direction }));
    return [];
  }
  // Down, or on the ground by choice: nothing but a shot from prone or kneeling (f, FT-41).
  const grounded = figure.posture === 'prone' || figure.posture === 'kneeling';
  if (!isUp(figure) && !(grounded && figure.option === 'fire')) return [];
  // A charge (b) or a grapple (o) may go for hand-to-hand with an adjacent foe (S-11, S-25, FT-18).
  // A foe it may not grapple outright may be asked to agree (S-100, FT-53).
  const grapples = figure.option === 'charge' || figure.option === 'grapple' ? state.figures.filter((t) => canGrapple(state, figure, t) || mayAsk(state, figure, t)).map((t): FantasyTripAction => ({ type: 'grapple', player, target: t.id })) : [];
  if (figure.option === 'grapple') return grapples;
  // A shot (f, l): while loaded and within the turn's shots (FT-19).
  if (figure.option === 'fire' || figure.option === 'lastShot') {
    const item = loadedMissile(state, figure);
    if (item === undefined) return [];
    const allowed = figure.option === 'lastShot' ? 1 : shotsAllowed(state, figure, weaponDef(state, item.ref));
    if (figure.shots >= allowed) return [];
    const shots = rangedTargets(state, figure, 1).map((t): FantasyTripAction => ({ type: 'fire', player, target: t.id }));
    // Aimed shots, when played (FT-59).
    if (state.config.aimedShots) addAims(state, figure, shots, weaponDef(state, item.ref));
    return shots;
  }
  if (attacks(figure.option)) {
    // A throwable weapon in hand may be thrown instead, at a foe two or more hexes off (S-75, FT-19).
    const weapon = readyWeapon(state, figure.id);
    const throws = weapon !== null && weapon.throwable && weapon.class !== 'missile' ? rangedTargets(state, figure, 2).map((t): FantasyTripAction => ({ type: 'throw', player, target: t.id })) : [];
    const out: FantasyTripAction[] = [];
    // A dragon may breathe fire first, once a turn (FT-58).
    if (figure.creature !== null) for (const t of breathTargets(state, figure)) out.push({ type: 'breathe', player, target: t.id });
    const targets = attackTargets(state, figure);
    for (const t of targets) out.push(attackAction(player, t.id));
    for (const g of grapples) out.push(g);
    for (const t of throws) out.push(t);
    // Aimed blows and throws, when played (FT-59).
    if (state.config.aimedShots) addAims(state, figure, out, weapon);
    // Shift and Attack may hold the blow, waiting for an opening on a foe in front (S-56, FT-40).
    if (figure.option === 'shiftAttack') for (const t of targets) if (gap(t, figure) === 1) out.push({ type: 'wait', player, target: t.id });
    // Or kill a helpless foe next to it instead (S-142, FT-54).
    for (const t of state.figures) if (t.condition === 'unconscious' && t.creation === null && gap(t, figure) === 1 && sideOf(state, t) !== player) out.push({ type: 'finish', player, target: t.id });
    return out;
  }
  if (figure.option === 'disengage') {
    // A lame figure has no step to take (S-115, FT-59, FT-60).
    if (isLame(figure)) return [];
    // A figure of several hexes backs off whole, facing as it did (FT-57).
    const fits = (d: HexDirection): boolean => (figure.hexes === 1 ? isPassable(state, hexAdd(figure.at, HEX_DIRECTIONS[d])) : fitsAt(state, figure, hexAdd(figure.at, HEX_DIRECTIONS[d]), figure.facing));
    return DIRECTIONS.filter(fits).map((direction) => ({ type: 'disengage', player, direction }));
  }
  if (figure.option === 'ready' || figure.option === 'pickUp') return readyChoices(state, figure).map((item) => ({ type: 'pickUp', player, item }));
  // A cast (h, r) with free hands; a disbelief (i, s) at another side's creation (FT-33, FT-38).
  // A wizard controlled since it chose to cast casts nothing (FT-50).
  if (figure.option === 'cast') return handsFree(state, figure) && !isControlled(state, figure) ? castChoices(state, figure) : [];
  if (figure.option === 'disbelieve') return disbelieveTargets(state, figure).map((t): FantasyTripAction => ({ type: 'disbelieve', player, target: t.id }));
  return [];
}

// The movement steps, stops and passes every legal-action list repeats are made once, frozen, per
// seat and direction: a random fight lists about ten of them per action, and allocating them anew
// was a fifth of the fast path's garbage. Actions are data; nothing may change one in place.
const SEATS = 6;
const STEP = Array.from({ length: SEATS }, (_, player) => DIRECTIONS.map((direction): FantasyTripAction => Object.freeze({ type: 'step', player, direction })));
const END = Array.from({ length: SEATS }, (_, player) => DIRECTIONS.map((facing): FantasyTripAction => Object.freeze({ type: 'end', player, facing })));
const HOP = Array.from({ length: SEATS }, (_, player) => DIRECTIONS.map((direction): FantasyTripAction => Object.freeze({ type: 'hop', player, direction })));
const PASS = Array.from({ length: SEATS }, (_, player): FantasyTripAction => Object.freeze({ type: 'pass', player }));

const OPTION_COUNT = FANTASY_TRIP_OPTIONS.length;
const OPTION_INDEX = new Map<string, number>(FANTASY_TRIP_OPTIONS.map((option, i) => [option, i]));
// Dense small arrays, seat by figure by option: a flat sparse array would fall into a slow
// dictionary mode.
const BEGIN: FantasyTripAction[][][] = Array.from({ length: SEATS }, () => []);
const ATTACK: FantasyTripAction[][] = Array.from({ length: SEATS }, () => []);

/** The frozen `begin` action of this seat, figure and option, made on first use (see STEP). */
function beginAction(player: Player, figure: number, option: FantasyTripOption): FantasyTripAction {
  const row = ((BEGIN[player] as FantasyTripAction[][])[figure] ??= new Array<FantasyTripAction>(OPTION_COUNT));
  const index = OPTION_INDEX.get(option) as number;
  return (row[index] ??= Object.freeze({ type: 'begin', player, figure, option }));
}

/**
 * Adds to `out` each of its attacks, shots and throws aimed at each part `aimsAt` allows (FT-59),
 * after the plain ones: `aim` is declared before the roll, one action per aim.
 */
function addAims(state: FantasyTripState, figure: FantasyTripFigure, out: FantasyTripAction[], weapon: Weapon | null): void {
  const plain = out.length;
  for (let i = 0; i < plain; i++) {
    const a = out[i]!;
    if (a.type !== 'attack' && a.type !== 'fire' && a.type !== 'throw') continue;
    const target = state.figures[a.target]!;
    for (const aim of aimsAt(state, figure, target, weapon)) out.push({ type: a.type, player: a.player, target: a.target, aim });
  }
}

/** The frozen `attack` action of this seat at this target, made on first use. */
function attackAction(player: Player, target: number): FantasyTripAction {
  return ((ATTACK[player] as FantasyTripAction[])[target] ??= Object.freeze({ type: 'attack', player, target }));
}

/** Every legal action of `player` now. */
export function legalActions(state: FantasyTripState, player: Player): FantasyTripAction[] {
  if (actingPlayer(state) !== player) return [];
  const turn = state.turn;
  switch (turn.phase) {
    case 'initiative':
      return [
        { type: 'initiative', player, moveFirst: true },
        { type: 'initiative', player, moveFirst: false },
      ];
    case 'renew': {
      const offer = turn.renewals[0];
      if (offer === undefined) return [];
      return canKeep(state, offer)
        ? [
            { type: 'renew', player, keep: true },
            { type: 'renew', player, keep: false },
          ]
        : [{ type: 'renew', player, keep: false }];
    }
    case 'movement': {
      if (turn.moving === null) {
        const out: FantasyTripAction[] = [];
        // Each figure of the seat still to move, with each option open to it.
        for (const figure of state.figures) {
          if (!stillToMove(state, figure, player)) continue;
          for (const option of openOptions(state, figure)) out.push(beginAction(player, figure.id, option));
        }
        return out;
      }
      const moving = figureOf(state, turn.moving);
      const out: FantasyTripAction[] = [];
      for (const direction of stepChoices(state, moving)) out.push(STEP[player]![direction]!);
      // Onto a body the quick way, for one hex of the move and a roll (R-09, FT-55).
      for (const direction of hopChoices(state, moving)) out.push(HOP[player]![direction]!);
      // An averted figure may not stop short while it can still step away (FT-48).
      // A figure of several hexes turns only where its body fits (FT-57).
      if (mayEndMove(state, moving)) for (const facing of endFacings(state, moving)) out.push(END[player]![facing]!);
      return out;
    }
    case 'actions': {
      if (turn.asking !== null) {
        return [
          { type: 'agree', player, accept: true },
          { type: 'agree', player, accept: false },
        ];
      }
      const figure = figureOf(state, turn.queue[turn.next] as number);
      const out = actionChoices(state, figure);
      out.push(PASS[player]!);
      return out;
    }
    case 'retreat': {
      const offer = turn.retreats[0];
      if (offer === undefined) return [];
      if (offer.vacated !== null) {
        return [
          { type: 'advance', player, advance: true },
          { type: 'advance', player, advance: false },
        ];
      }
      return [...retreatHexes(state, offer).map((to): FantasyTripAction => ({ type: 'retreat', player, to })), { type: 'retreat', player, to: null }];
    }
    case 'over':
      return [];
  }
}
