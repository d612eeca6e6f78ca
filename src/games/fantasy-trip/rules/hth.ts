/**
 * Hand-to-hand combat (S-100…S-106, FT-18): grappling a foe, the defender's roll, fighting on the
 * ground with bare hands or a dagger, drawing a dagger and breaking free.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex, HEX_DIRECTIONS, hexAdd, hexDistance, hexEquals, hexesWithin } from '../../../core/hex.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { classifyAttack, sumDamage } from './dice.js';
import { adjustedDX, currentMA, isFighting, isOpen, isPassable, readyWeapon, sideOf, terrainAt } from './figures.js';
import { attackAngle, inArena, rearHex } from './geometry.js';
import { injure, stopsAgainst } from './combat.js';
import { roll } from './checks.js';
import { vanish } from './creations.js';
import { enterHex } from './hex-entry.js';

/** Foes sharing the figure's hex in hand-to-hand. */
export function hthFoes(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  if (figure.posture !== 'hth') return [];
  const side = sideOf(state, figure);
  return state.figures.filter((o) => o.posture === 'hth' && isFighting(o) && hexEquals(o.at, figure.at) && sideOf(state, o) !== side);
}

/**
 * Whether `figure` may try to grapple `target` (S-100): an adjacent standing foe whose back is to
 * the arena's wall (its rear hex is outside), who is down, who has a lower MA, or whom the figure
 * comes at from its rear hex; or a foe already in hand-to-hand, whose pile anyone may join with no
 * roll (S-103, FT-43). Any other adjacent foe may be asked to agree (FT-53, {@link mayAsk}). No
 * figure of several hexes goes into hand-to-hand, either way (FT-57).
 */
export function canGrapple(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure): boolean {
  if (figure.hexes !== 1 || target.hexes !== 1) return false;
  if (!isFighting(target) || hexDistance(figure.at, target.at) !== 1 || sideOf(state, target) === sideOf(state, figure)) return false;
  if (target.posture === 'hth') return true;
  if (target.posture === 'down' || target.posture === 'prone' || target.posture === 'kneeling') return true;
  // Back to the wall: the arena's edge, or a created wall (FT-39).
  const rear = rearHex(target.at, target.facing);
  if (!inArena(rear, state.config.arenaRadius) || (state.terrain.length > 0 && terrainAt(state, rear) === 'wall')) return true;
  if (currentMA(target) < currentMA(figure)) return true;
  return attackAngle(figure.at, target.at, target.facing) === 'rear';
}

/**
 * Whether `figure` may ask `target` to agree to hand-to-hand (S-100, FT-53): an adjacent standing
 * foe it may not grapple by the screen's other conditions.
 */
export function mayAsk(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure): boolean {
  return figure.hexes === 1 && target.hexes === 1 && isFighting(target) && target.posture === 'standing' && hexDistance(figure.at, target.at) === 1 && sideOf(state, target) !== sideOf(state, figure) && !canGrapple(state, figure, target);
}

/**
 * The foe's answer (FT-53): agreeing, both go down into hand-to-hand in its hex with no roll, each
 * letting go of all but a dagger, the foe readying a dagger it carries; refusing, nothing happens
 * and the grappler's action is spent.
 */
export function answerHth(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, accept: boolean): void {
  figure.acted = true;
  state.events.push({ type: 'grappled', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, dice: [], result: accept ? 'agreed' : 'refused' });
  if (!accept) return;
  if (target.creation?.kind === 'image' || figure.creation?.kind === 'image') {
    vanish(state, target.creation?.kind === 'image' ? target : figure, 'touched');
    return;
  }
  dropForHth(state, target, true);
  readySlungDagger(state, target);
  figure.at = copyHex(target.at);
  dropForHth(state, figure, true);
  figure.posture = 'hth';
  target.posture = 'hth';
}

/** Lets go of the ready weapon (unless it is a dagger, when `keepDagger`) and the ready shield, into `hex`. */
function dropForHth(state: FantasyTripState, figure: FantasyTripFigure, keepDagger: boolean): void {
  for (const item of state.items) {
    if (item.holder !== figure.id || item.state !== 'ready') continue;
    if (keepDagger && item.kind === 'weapon' && item.ref === 'dagger') continue;
    item.holder = null;
    item.state = 'ground';
    item.at = copyHex(figure.at);
    state.events.push({ type: 'itemDropped', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
  }
}

/** Readies a slung dagger, if the figure carries one. */
function readySlungDagger(state: FantasyTripState, figure: FantasyTripFigure): void {
  if (readyWeapon(state, figure.id)?.id === 'dagger') return;
  const dagger = state.items.find((i) => i.holder === figure.id && i.state === 'slung' && i.ref === 'dagger');
  if (dagger === undefined) return;
  dagger.state = 'ready';
  state.events.push({ type: 'itemReadied', figure: figure.id, name: figure.name, item: dagger.id, ref: dagger.ref });
}

/**
 * A grapple (S-101): the defender rolls a die. 1–2: it drops its weapon (a dagger excepted) and
 * shield; 3–4: it drops them but readies a dagger it carries; on either, both figures fall into
 * hand-to-hand in the defender's hex, the grappler dropping its own weapon (a dagger excepted) and
 * shield. 5: the grappler is thrown back and stays in its hex. 6: as 5, and the defender hits
 * the grappler at once with its weapon; a 6 is rolled again when the grappler came from the rear or
 * the defender is unarmed (no Unarmed Combat talent exists here). Grappling is the figure's attack.
 */
export function grapple(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): void {
  // An image touched, or touching, is gone: no hand-to-hand follows (S-44, FT-38).
  if (target.creation?.kind === 'image' || figure.creation?.kind === 'image') {
    figure.acted = true;
    vanish(state, target.creation?.kind === 'image' ? target : figure, 'touched');
    return;
  }
  // Joining a pile: no roll; the joiner lets go of all but a dagger and goes down into it (S-103, FT-43).
  if (target.posture === 'hth') {
    figure.acted = true;
    state.events.push({ type: 'grappled', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, dice: [], result: 'joined' });
    figure.at = copyHex(target.at);
    dropForHth(state, figure, true);
    figure.posture = 'hth';
    return;
  }
  // A foe who is down is come at as from the rear (S-39), whatever its facing.
  const fromRear = target.posture === 'down' || target.posture === 'prone' || attackAngle(figure.at, target.at, target.facing) === 'rear';
  const defenderWeapon = readyWeapon(state, target.id);
  const dice: number[] = [];
  let die = rng.int(1, 6);
  dice.push(die);
  while (die === 6 && (fromRear || defenderWeapon === null)) {
    die = rng.int(1, 6);
    dice.push(die);
  }
  figure.acted = true;
  const result = die <= 4 ? 'hth' : die === 5 ? 'repelled' : 'struck';
  state.events.push({ type: 'grappled', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, dice, result });
  if (result === 'hth') {
    dropForHth(state, target, true);
    if (die >= 3) readySlungDagger(state, target);
    // The grappler goes in first, so what it lets go of lies in the hand-to-hand hex.
    figure.at = copyHex(target.at);
    dropForHth(state, figure, true);
    figure.posture = 'hth';
    target.posture = 'hth';
    return;
  }
  if (result === 'struck' && defenderWeapon !== null) {
    // An automatic hit with the defender's weapon, through the grappler's armour, hide and Flesh
    // spells, but no shield: what stops every other blow (stopsAgainst).
    const rolled = roll(rng, defenderWeapon.damage.dice);
    const raw = sumDamage(rolled, defenderWeapon.damage);
    const hits = Math.max(0, raw - stopsAgainst(state, target, figure, 'spell'));
    injure(state, figure, hits, { dice: rolled, rolled: raw, stopped: raw - hits });
    if (hits > 0 && !target.struck.includes(figure.id)) target.struck.push(figure.id);
  }
}

/**
 * Tries to draw a slung dagger (u, S-31): 3 dice against adjusted DX. The screen's +4 in
 * hand-to-hand is the "rear hex" adjustment for blows (S-102), not for drawing (FT-18, issue 22).
 */
export function drawDagger(state: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  const adjDX = adjustedDX(state, figure);
  const dice = roll(rng, 3);
  const success = classifyAttack(dice[0]! + dice[1]! + dice[2]!, 3, adjDX, false).hit;
  state.events.push({ type: 'hthRoll', figure: figure.id, name: figure.name, attempt: 'drawDagger', dice, adjDX, success });
  figure.acted = true;
  if (success) readySlungDagger(state, figure);
}

/** Where a figure breaking free may go: the open hexes next to it. */
export function breakFreeDirections(state: FantasyTripState, figure: FantasyTripFigure): (0 | 1 | 2 | 3 | 4 | 5)[] {
  return ([0, 1, 2, 3, 4, 5] as const).filter((d) => isPassable(state, hexAdd(figure.at, HEX_DIRECTIONS[d])));
}

/**
 * Tries to break free (v, S-32): 4 dice against adjusted DX; on success the figure stands in the
 * hex it named and does nothing else this turn; on failure it stays in hand-to-hand.
 */
export function breakFree(state: FantasyTripState, figure: FantasyTripFigure, direction: 0 | 1 | 2 | 3 | 4 | 5, rng: Rng): void {
  const adjDX = adjustedDX(state, figure);
  const dice = roll(rng, 4);
  const success = classifyAttack(dice[0]! + dice[1]! + dice[2]! + dice[3]!, 4, adjDX, false).hit;
  state.events.push({ type: 'hthRoll', figure: figure.id, name: figure.name, attempt: 'breakFree', dice, adjDX, success });
  figure.acted = true;
  if (!success) return;
  const from = copyHex(figure.at);
  figure.at = hexAdd(figure.at, HEX_DIRECTIONS[direction]);
  figure.posture = 'standing';
  figure.facing = direction;
  state.events.push({ type: 'disengaged', arenaRadius: state.config.arenaRadius, figure: figure.id, name: figure.name, from, to: copyHex(figure.at) });
  enterHex(state, figure, rng);
  settleHth(state);
}

/**
 * A figure left in hand-to-hand with no foe in its hex (the foe broke free, fell unconscious or
 * died) lies on the ground: it must stand up before it fights again (FT-18).
 */
export function settleHth(state: FantasyTripState): void {
  let ended = false;
  for (const figure of state.figures) {
    if (figure.posture !== 'hth') continue;
    if (!isFighting(figure)) {
      figure.posture = 'down';
      continue;
    }
    if (hthFoes(state, figure).length === 0) {
      figure.posture = 'down';
      ended = true;
    }
  }
  if (ended) spreadOut(state);
}

/**
 * A pile whose last foe fell leaves friends on the ground in one hex (FT-43): the first by id keeps
 * the hex, each other one rolls clear into the nearest empty hex (lowest direction first, no created
 * terrain if it can), still down. Outside hand-to-hand no two fighting figures share a hex.
 */
function spreadOut(state: FantasyTripState): void {
  for (const figure of state.figures) {
    if (!isFighting(figure) || figure.posture === 'hth') continue;
    const first = state.figures.find((o) => isFighting(o) && o.posture !== 'hth' && hexEquals(o.at, figure.at));
    if (first === undefined || first.id === figure.id) continue;
    const around = hexesWithin(figure.at, 2).filter((h) => hexDistance(h, figure.at) > 0 && isOpen(state, h));
    around.sort((a, b) => hexDistance(a, figure.at) - hexDistance(b, figure.at));
    const clear = around.find((h) => state.terrain.length === 0 || terrainAt(state, h) === null) ?? around[0];
    if (clear === undefined) continue;
    const from = copyHex(figure.at);
    figure.at = copyHex(clear);
    state.events.push({ type: 'disengaged', arenaRadius: state.config.arenaRadius, figure: figure.id, name: figure.name, from, to: copyHex(clear) });
  }
}

