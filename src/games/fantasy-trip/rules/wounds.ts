/**
 * The optional aimed shots (S-110…S-115, FT-59) and crippling hits (S-120, FT-60): where a blow,
 * shot or throw may be aimed, what an aimed hit does to the part it struck, the crippling roll of
 * an automatic hit, and the wounds they leave (`figure.wounds`). Both are config flags, off by
 * default; with them off nothing here runs but the test of the flag.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5): below combat.ts and
 * ranged.ts, which call it.
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex } from '../../../core/hex.js';
import type { Weapon } from '../content/schema.js';
import { AIM_DISABLES, AIM_DROPS, AIM_LOSES, FINE_AIM_WEAPONS, HAND_RANGE, hasLimbs, HOBBLE_TURNS, LIGHT_ARMORS } from '../content/aims.js';
import type { FantasyTripAim, FantasyTripEvent, FantasyTripFigure, FantasyTripLimb, FantasyTripState, FantasyTripWounds } from '../types.js';
import { packOf, readyItem, readyShield, stNow, weaponDef } from './figures.js';
import { gap } from './body.js';
import { roll } from './checks.js';
import { fallUnconscious } from './out-of-fight.js';

const NO_AIMS: readonly FantasyTripAim[] = Object.freeze([]);
const HEAD_ONLY: readonly FantasyTripAim[] = Object.freeze(['head']);
const LIMBS: readonly FantasyTripAim[] = Object.freeze(['head', 'weaponArm', 'shieldArm', 'leg']);
const LIMBS_AND_HAND: readonly FantasyTripAim[] = Object.freeze(['head', 'hand', 'weaponArm', 'shieldArm', 'leg']);

/** Whether `weapon` aims the screen's own way: a dagger, sha-ken or whip (S-110, S-111). */
export function aimsFine(weapon: Weapon | null): boolean {
  return weapon !== null && FINE_AIM_WEAPONS.includes(weapon.id);
}

/**
 * Where `attacker` may aim a blow, shot or throw with `weapon` at `target` (FT-59), besides a plain
 * one: none unless the config plays aimed shots; only the head of a figure without a build's limbs
 * (a beast, a figure of several hexes); a hand only with a dagger, from 3 hexes or closer, at a
 * figure with no ready shield and armour lighter than chain (S-111). Public facts only.
 */
export function aimsAt(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, weapon: Weapon | null): readonly FantasyTripAim[] {
  if (!state.config.aimedShots) return NO_AIMS;
  if (!hasLimbs(target)) return HEAD_ONLY;
  const hand = aimsFine(weapon) && gap(attacker, target) <= HAND_RANGE && readyShield(state, target.id) === null && (target.armor === null || LIGHT_ARMORS.includes(target.armor));
  return hand ? LIMBS_AND_HAND : LIMBS;
}

/** Says where a blow, shot or throw is aimed, before any roll (FT-59): the `aimed` event. */
export function declareAim(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, aim: FantasyTripAim, penalty: number): void {
  state.events.push({ type: 'aimed', figure: attacker.id, name: attacker.name, target: target.id, targetName: target.name, aim, penalty });
}

/** Whether a dagger aimed at the head strikes past armour for double damage (S-110). */
export function headShot(weapon: Weapon | null, aim: FantasyTripAim | undefined): boolean {
  return aim === 'head' && aimsFine(weapon);
}

/** `figure.wounds` with `change` made: a fresh object in the fixed key order, or null when nothing is left (FT-59). */
function wound(figure: FantasyTripFigure, change: Partial<FantasyTripWounds>): void {
  const w = figure.wounds;
  const next: FantasyTripWounds = {
    weaponArm: change.weaponArm ?? w?.weaponArm ?? 'sound',
    shieldArm: change.shieldArm ?? w?.shieldArm ?? 'sound',
    rightLeg: change.rightLeg ?? w?.rightLeg ?? 'sound',
    leftLeg: change.leftLeg ?? w?.leftLeg ?? 'sound',
    hobbledUntil: change.hobbledUntil !== undefined ? change.hobbledUntil : (w?.hobbledUntil ?? null),
    stunnedTurn: change.stunnedTurn !== undefined ? change.stunnedTurn : (w?.stunnedTurn ?? null),
  };
  const whole = next.weaponArm === 'sound' && next.shieldArm === 'sound' && next.rightLeg === 'sound' && next.leftLeg === 'sound';
  figure.wounds = whole && next.hobbledUntil === null && next.stunnedTurn === null ? null : next;
}

/** The worse of two states of a limb: a lost limb stays lost. */
const worse = (a: FantasyTripLimb, b: FantasyTripLimb): FantasyTripLimb => (a === 'lost' || b === 'lost' ? 'lost' : a === 'disabled' || b === 'disabled' ? 'disabled' : 'sound');

/** The figure lets go of its ready `kind` into its hex (S-111, S-113, S-114), if it holds one. */
function drop(state: FantasyTripState, figure: FantasyTripFigure, kind: 'weapon' | 'shield'): void {
  const item = readyItem(state, figure.id, kind);
  if (item === undefined) return;
  item.holder = null;
  item.state = 'ground';
  item.at = copyHex(figure.at);
  state.events.push({ type: 'itemDropped', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
}

/**
 * An arm's use is lost (S-113, S-114, S-120): what it held falls. A two-handed weapon needs both
 * arms, so it falls whichever arm goes (FT-59).
 */
function loseArm(state: FantasyTripState, figure: FantasyTripFigure, arm: 'weaponArm' | 'shieldArm', level: 'disabled' | 'lost'): void {
  wound(figure, { [arm]: worse(figure.wounds?.[arm] ?? 'sound', level) });
  if (arm === 'weaponArm') {
    drop(state, figure, 'weapon');
    return;
  }
  drop(state, figure, 'shield');
  const weapon = readyItem(state, figure.id, 'weapon');
  if (weapon !== undefined && weaponDef(state, weapon.ref).twoHanded) drop(state, figure, 'weapon');
}

/** A leg's use is lost (S-115, S-120): `leg`, or for an aimed hit the right one, then the left. */
function loseLeg(figure: FantasyTripFigure, leg: 'rightLeg' | 'leftLeg' | null, level: 'disabled' | 'lost'): void {
  const which = leg ?? (figure.wounds === null || figure.wounds.rightLeg === 'sound' ? 'rightLeg' : 'leftLeg');
  wound(figure, { [which]: worse(figure.wounds?.[which] ?? 'sound', level), hobbledUntil: null });
}

/**
 * Knocked out by a blow to the head (S-112, S-120): ST goes to the edition's unconscious threshold,
 * as hits (so the ledger of hits stays whole, FT-15), and the figure falls unconscious.
 */
function knockOut(state: FantasyTripState, figure: FantasyTripFigure): void {
  const hits = Math.max(0, stNow(figure) - packOf(state).unconsciousAt);
  figure.hits += hits;
  figure.hitsThisTurn += hits;
  state.events.push({ type: 'damaged', figure: figure.id, name: figure.name, dice: [], rolled: hits, stopped: 0, hits, st: stNow(figure) });
  fallUnconscious(state, figure);
}

type AimResult = Extract<FantasyTripEvent, { type: 'aimedHit' }>['result'];

/**
 * What an aimed blow, shot or throw does where it struck (S-110…S-115, FT-59), by `hits`, the hits
 * that got through armour and shield; only to a figure still fighting (one the hit put out is out).
 * A dagger's head hit did its harm as double damage; its hand hit makes the figure drop what it
 * holds. Any other weapon: past 2 hits the head is stunned (−4 DX next turn), the weapon or shield
 * falls, the leg is hobbled for 3 turns; past 5 the head is knocked out, the limb useless for the
 * fight; past 7 the limb is lost.
 */
export function aimedHit(state: FantasyTripState, target: FantasyTripFigure, aim: FantasyTripAim, fine: boolean, hits: number): void {
  if (target.condition !== 'fighting') return;
  let result: AimResult = 'none';
  if (fine && aim === 'head') {
    result = 'none';
  } else if (aim === 'hand') {
    drop(state, target, 'weapon');
    drop(state, target, 'shield');
    result = 'dropped';
  } else if (hits > AIM_DROPS) {
    const level = hits > AIM_LOSES ? 'lost' : 'disabled';
    switch (aim) {
      case 'head':
        if (hits > AIM_DISABLES) {
          state.events.push({ type: 'aimedHit', figure: target.id, name: target.name, aim, hits, result: 'knockedOut' });
          knockOut(state, target);
          return;
        }
        wound(target, { stunnedTurn: state.turn.number + 1 });
        result = 'stunned';
        break;
      case 'weaponArm':
      case 'shieldArm':
        if (hits > AIM_DISABLES) {
          loseArm(state, target, aim, level);
          result = level;
        } else {
          drop(state, target, aim === 'weaponArm' ? 'weapon' : 'shield');
          result = 'dropped';
        }
        break;
      case 'leg':
        if (hits > AIM_DISABLES) {
          loseLeg(target, null, level);
          result = level;
        } else {
          // A useless leg already keeps it down for good; else it kneels 3 turns (S-115).
          if (!(target.wounds !== null && (target.wounds.rightLeg !== 'sound' || target.wounds.leftLeg !== 'sound'))) wound(target, { hobbledUntil: state.turn.number + HOBBLE_TURNS });
          result = 'hobbled';
        }
        break;
    }
  }
  state.events.push({ type: 'aimedHit', figure: target.id, name: target.name, aim, hits, result });
}

type CrippleResult = Extract<FantasyTripEvent, { type: 'rolledToCripple' }>['result'];
const CRIPPLES: readonly CrippleResult[] = ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'rightLeg', 'leftLeg', 'weaponArm', 'shieldArm', 'head'];

/**
 * The crippling roll of an automatic hit (S-120, FT-60): the attacker rolls 2 dice at a target
 * still fighting (one the hit put out, or an image it made vanish, is past crippling). 2–7 nothing;
 * 8 the right leg, 9 the left, 10 the weapon arm (its weapon falls), 11 the shield arm (its shield,
 * and a two-handed weapon, fall), each useless for the fight; 12 the head: ST to the unconscious
 * threshold. A figure without a build's limbs takes only the 12. One event, whatever the roll.
 */
export function rollToCripple(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): void {
  if (target.condition !== 'fighting' || attacker.condition === 'gone') return;
  const dice = roll(rng, 2);
  let result = CRIPPLES[dice[0]! + dice[1]!]!;
  if (result !== 'head' && result !== 'none' && !hasLimbs(target)) result = 'none';
  state.events.push({ type: 'rolledToCripple', figure: attacker.id, name: attacker.name, target: target.id, targetName: target.name, dice, result });
  switch (result) {
    case 'none':
      return;
    case 'rightLeg':
    case 'leftLeg':
      loseLeg(target, result, 'disabled');
      return;
    case 'weaponArm':
    case 'shieldArm':
      loseArm(state, target, result, 'disabled');
      return;
    case 'head':
      knockOut(state, target);
  }
}

/**
 * At the start of a turn, lameness and stuns that are over end (FT-59): a hobble past its last
 * turn, a stun past its turn. Only aimed shots give them, so with that rule off this is one test.
 */
export function healWounds(state: FantasyTripState): void {
  if (!state.config.aimedShots) return;
  const now = state.turn.number;
  for (const figure of state.figures) {
    const w = figure.wounds;
    if (w === null) continue;
    const hobbled = w.hobbledUntil !== null && w.hobbledUntil < now;
    const stunned = w.stunnedTurn !== null && w.stunnedTurn < now;
    if (hobbled || stunned) wound(figure, { ...(hobbled ? { hobbledUntil: null } : {}), ...(stunned ? { stunnedTurn: null } : {}) });
  }
}
