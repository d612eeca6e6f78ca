/**
 * Attacks and their results (S-40…S-43, S-80…S-82, S-90…S-94): the to-hit roll on 3 or 4 dice,
 * criticals and fumbles, damage through armour and shield, and reactions to injury. Falling
 * unconscious or dead is in out-of-fight.ts, the dice and knockdown in checks.ts.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex, HEX_DIRECTIONS, hexAdd, hexEquals } from '../../../core/hex.js';
import { bareHandDamage } from '../content/bare-hands.js';
import type { Damage } from '../content/schema.js';
import type { FantasyTripAim, FantasyTripFigure, FantasyTripState } from '../types.js';
import { AIM_PENALTY, LAME_DX } from '../content/aims.js';
import { classifyAttack, sumDamage } from './dice.js';
import { adjustedDX, armorDef, creatureOf, effectOf, injuryBand, isFighting, isFlying, isLame, openToAll, parriesNow, sideOf, packOf, readyItem, readyShield, readyWeapon, stNow, terrainAt, weaponDef } from './figures.js';
import type { AttackAngle } from './geometry.js';
import { angleAt, blowAngle, gap, shotAngleAt } from './body.js';
import { poleCharge } from './pole.js';
import { vanish } from './creations.js';
import { endEffect, ruleOut, showIfSecret } from './effects.js';
import { seesInDark } from './sight.js';
import { knockDown, roll } from './checks.js';
import { die, fallUnconscious } from './out-of-fight.js';
import { aimedHit, aimsFine, declareAim, headShot, rollToCripple } from './wounds.js';

/** Half of `raw`, rounded down, when `halve` (a cracked weapon's blow, FT-56); else `raw`. */
export function halvedIf(halve: boolean, raw: number): number {
  return halve ? Math.floor(raw / 2) : raw;
}

/**
 * Where a blow comes from, for the target: the attacker's hex, or for a jab two hexes away the hex
 * between them, which the blow passes through (FT-12).
 */
function angleOf(attacker: FantasyTripFigure, target: FantasyTripFigure): AttackAngle | null {
  // Figures of several hexes meet at their nearest hexes (FT-57).
  if (gap(attacker, target) === 1) return blowAngle(attacker, target);
  return angleAt(target, hexAdd(attacker.at, HEX_DIRECTIONS[attacker.facing]));
}

/**
 * DX for this attack: the attacker's adjusted DX, +2 from the target's side or +4 from its rear
 * (S-52), and a target that is down is struck as from the rear (S-39).
 */
export function attackDX(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure): number {
  let dx = adjustedDX(state, attacker);
  // A flier strikes in melee at −2 (S-64).
  if (isFlying(attacker)) dx -= 2;
  // A lame figure, kneeling, strikes at −2 (S-115, FT-59, FT-60).
  if (attacker.wounds !== null && isLame(attacker)) dx -= LAME_DX;
  // Figures in hand-to-hand always strike as from the rear (S-102), and what the target and the
  // dark take off counts there too: all adjustments are cumulative (screen l.158, issue 22).
  if (attacker.posture === 'hth') return dx + 4 + targetPenalty(state, attacker, target);
  // A pole weapon set against a charging foe by a figure that stood still (S-53).
  if (poleCharge(state, attacker, target) === 'receiving') dx += 2;
  // Waiting for an opening, the turn before and against this foe: +1, or +2 after two turns (S-56, FT-40).
  const waiting = attacker.waiting;
  if (waiting !== null && waiting.target === target.id && waiting.last === state.turn.number - 1) dx += Math.min(2, waiting.turns);
  // A figure asleep or frozen is as helpless as one that is down (FT-37).
  // Figures in a hand-to-hand pile are on the ground too, struck from outside as from the rear (FT-43).
  const angle = openToAll(target) ? 'rear' : angleOf(attacker, target);
  if (angle === 'side') dx += 2;
  else if (angle === 'rear') dx += 4;
  return dx + targetPenalty(state, attacker, target);
}

/**
 * What the target and the dark take off any attack (S-57…S-62, FT-37, FT-39): −4 at a Blurred
 * target, −4 into a shadow hex, −6 from one; the creature table's own penalty (the giant snake's −3).
 */
export function targetPenalty(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure): number {
  let dx = sightPenalty(state, attacker, target);
  if (target.creature !== null) dx += creatureOf(target.creature).hitPenalty;
  // A lame target, kneeling, is struck or shot at +2 (S-115, FT-59, FT-60).
  if (target.wounds !== null && isLame(target)) dx += LAME_DX;
  // Blind in shadow, unless Mage Sight lets it see (S-62, FT-44).
  if (state.terrain.length > 0 && terrainAt(state, attacker.at) === 'shadow' && !seesInDark(attacker)) dx -= 6;
  return dx;
}

/**
 * What seeing the target costs an attack or a spell (S-57, S-58, S-59, S-61, FT-44): −6 at an
 * invisible target, which then gains nothing more from Blur or shadow (S-44); otherwise −4 at a
 * Blurred one and −4 into shadow; −4 at a one-hex figure in flight, −1 at a larger one (S-61,
 * FT-57). Mage Sight sees through invisibility and shadow.
 */
export function sightPenalty(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure): number {
  let dx = 0;
  const sees = seesInDark(attacker);
  if (target.effects.length > 0) {
    const flight = isFlying(target) ? (target.hexes === 1 ? 4 : 1) : 0;
    if (!sees && effectOf(target, 'invisibility') !== undefined) return -6 - flight;
    if (effectOf(target, 'blur') !== undefined) dx -= 4;
    dx -= flight;
  }
  if (!sees && state.terrain.length > 0 && terrainAt(state, target.at) === 'shadow') dx -= 4;
  return dx;
}

/** Hits the target's armour and shield stop: a shield only against a blow from a front hex of a standing target (S-82). */
function stops(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, pastArmor: boolean): number {
  return stopsAgainst(state, attacker, target, 'melee', pastArmor);
}

/**
 * Hits stopped on the target (S-82, FT-37): its armour, a creature's hide, Stone Flesh (4) or Iron
 * Flesh (6), and a ready shield against a melee blow from a front hex, or a missile from in front,
 * of a standing target. `spell` damage that is not a missile (fire, Blast, Shock Shield) meets no shield.
 */
export function stopsAgainst(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, mode: 'melee' | 'missile' | 'spell', pastArmor = false): number {
  // A dagger aimed at the head passes armour, worn or a creature's hide (S-110, FT-59).
  let total = target.armor !== null && !pastArmor ? (armorDef(state, target.armor)?.stops ?? 0) : 0;
  if (target.creature !== null && !pastArmor) total += creatureOf(target.creature).stops;
  if (target.effects.length > 0) {
    // A secret Flesh spell counted in a blow shows itself: the hits stopped are public. Any other
    // secret there is, for real, no Flesh spell that would have counted (FT-49).
    if (effectOf(target, 'iron-flesh') !== undefined) {
      showIfSecret(state, target, 'iron-flesh');
      ruleOut(target, ['iron-flesh']);
      total += 6;
    } else {
      if (effectOf(target, 'stone-flesh') !== undefined) {
        showIfSecret(state, target, 'stone-flesh');
        total += 4;
      }
      ruleOut(target, ['stone-flesh', 'iron-flesh']);
    }
  }
  if (mode === 'spell') return total;
  // A shield guards a standing figure that is awake: not one asleep or frozen (FT-37).
  const shield = readyShield(state, target.id);
  if (shield === null || (target.posture !== 'standing' && target.posture !== 'kneeling') || openToAll(target)) return total;
  if (mode === 'melee' && attacker.posture !== 'hth' && angleOf(attacker, target) === 'front') total += shield.stops;
  if (mode === 'missile' && target.id !== attacker.id && shotAngleAt(attacker.at, target) === 'front') total += shield.stops;
  return total;
}

/**
 * A melee attack with the ready weapon, or bare hands (S-81). Against a figure that chose to
 * Defend the attacker rolls 4 dice (S-21, S-42). A hit does the weapon's damage times the
 * critical multiplier, less what armour and shield stop. An `aim`, declared before the roll,
 * costs its DX and acts on the part struck (FT-59); an automatic hit may cripple (FT-60).
 */
export function attack(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, rng: Rng, aim?: FantasyTripAim): void {
  const pack = packOf(state);
  const weapon = readyWeapon(state, attacker.id);
  let adjDX = attackDX(state, attacker, target);
  if (aim !== undefined) {
    declareAim(state, attacker, target, aim, AIM_PENALTY[aim]);
    adjDX -= AIM_PENALTY[aim];
  }
  // A defender parries with its ready weapon while it stands (S-21, S-43).
  const count = parriesNow(state, target) ? 4 : 3;
  const dice = roll(rng, count);
  const total = dice.reduce((sum, d) => sum + d, 0);
  const result = classifyAttack(total, count, adjDX, pack.fourDiceCriticals);
  // Striking ends the wait (FT-40).
  attacker.waiting = null;
  state.events.push({ type: 'attacked', figure: attacker.id, name: attacker.name, target: target.id, targetName: target.name, weapon: weapon?.id ?? null, dice, adjDX, hit: result.hit, multiplier: result.multiplier, fumble: result.fumble });
  attacker.acted = true;
  // Parrying with a bow or crossbow ruins it (S-43, FT-19).
  if (count === 4) {
    const parry = readyItem(state, target.id, 'weapon');
    if (parry !== undefined && weaponDef(state, parry.ref).class === 'missile') {
      parry.state = 'broken';
      parry.holder = null;
      parry.at = copyHex(target.at);
      state.events.push({ type: 'itemBroken', figure: target.id, name: target.name, item: parry.id, ref: parry.ref });
    }
  }
  // The wound penalty applies to one action only (FT-13).
  attacker.dazed = false;
  if (result.fumble !== 'none') fumble(state, attacker, result.fumble);
  if (!result.hit) {
    // A blow from outside that misses a foe in a hand-to-hand pile may land on another in it (S-104, FT-43).
    if (target.posture === 'hth' && attacker.posture !== 'hth' && result.fumble === 'none') strikeIntoPile(state, attacker, target, rng);
    return;
  }
  strike(state, attacker, target, result.multiplier, rng, aim);
  // Any automatic hit may cripple (S-120, FT-60).
  if (result.automatic && state.config.cripplingHits) rollToCripple(state, attacker, target, rng);
}

/**
 * The miss cascade (S-104, FT-43): the attacker rolls again at each other enemy in the pile, in id
 * order, until one is hit; if none is, at each friend in it, until one is hit. A hit does the blow's
 * damage; these rolls have no fumbles.
 */
function strikeIntoPile(state: FantasyTripState, attacker: FantasyTripFigure, missed: FantasyTripFigure, rng: Rng): void {
  const pack = packOf(state);
  const pile = state.figures.filter((f) => f.id !== missed.id && f.id !== attacker.id && f.posture === 'hth' && isFighting(f) && hexEquals(f.at, missed.at));
  const side = sideOf(state, attacker);
  const order = [...pile.filter((f) => sideOf(state, f) !== side), ...pile.filter((f) => sideOf(state, f) === side)];
  const weapon = readyWeapon(state, attacker.id);
  for (const other of order) {
    const adjDX = attackDX(state, attacker, other);
    const dice = roll(rng, 3);
    const result = classifyAttack(dice[0]! + dice[1]! + dice[2]!, 3, adjDX, pack.fourDiceCriticals);
    state.events.push({ type: 'attacked', figure: attacker.id, name: attacker.name, target: other.id, targetName: other.name, weapon: weapon?.id ?? null, dice, adjDX, hit: result.hit, multiplier: result.multiplier, fumble: 'none' });
    if (result.hit) {
      strike(state, attacker, other, result.multiplier, rng);
      if (result.automatic && state.config.cripplingHits) rollToCripple(state, attacker, other, rng);
      return;
    }
  }
}

/**
 * A blow that hit: the weapon's damage (bare hands', a dagger's in hand-to-hand), the pole bonus,
 * through armour and shield; aimed, what it does to the part struck (FT-59).
 */
function strike(state: FantasyTripState, attacker: FantasyTripFigure, target: FantasyTripFigure, multiplier: number, rng: Rng, aim?: FantasyTripAim): void {
  const pack = packOf(state);
  const weapon = readyWeapon(state, attacker.id);
  // An image that strikes has touched: it vanishes and does no harm (S-44, FT-38).
  if (attacker.creation?.kind === 'image') {
    vanish(state, attacker, 'touched');
    return;
  }
  if (attacker.creation !== null) attacker.creation.notImage = true;
  // In hand-to-hand only a dagger or bare hands strike (S-30), a dagger for its HTH damage.
  const inHth = attacker.posture === 'hth';
  const base: Damage = weapon === null ? bareHandDamage(attacker.st) : inHth ? (weapon.hth ?? bareHandDamage(attacker.st)) : weapon.damage;
  // A pole charge strikes harder: one more die (Legacy) or double damage (classic) (R-12, FT-12).
  const pole = poleCharge(state, attacker, target) !== null;
  const damage: Damage = pole && pack.poleCharge === 'extraDie' ? { dice: base.dice + 1, add: base.add } : base;
  const rolled = roll(rng, damage.dice);
  // A weapon cracked by Break Weapon does half damage (FT-56); bare hands and a creature's own attack cannot crack.
  const cracked = weapon !== null && attacker.creature === null && readyItem(state, attacker.id, 'weapon')?.cracked === true;
  // A dagger aimed at the head: past armour, double damage on top of the roll's (S-110, FT-59).
  const head = aim !== undefined && headShot(weapon, aim);
  const raw = halvedIf(cracked, sumDamage(rolled, damage) * multiplier * (pole && pack.poleCharge === 'double' ? 2 : 1) * (head ? 2 : 1));
  const stopped = Math.min(raw, stops(state, attacker, target, head));
  const hits = raw - stopped;
  injure(state, target, hits, { dice: rolled, rolled: raw, stopped });
  if (hits > 0 && !inHth && !attacker.struck.includes(target.id)) attacker.struck.push(target.id);
  if (aim !== undefined) aimedHit(state, target, aim, aimsFine(weapon), hits);
}

/** A fumbled attack drops or breaks the ready weapon where the attacker stands (S-41, FT-16). */
function fumble(state: FantasyTripState, figure: FantasyTripFigure, kind: 'drop' | 'break'): void {
  const item = readyItem(state, figure.id, 'weapon');
  if (item === undefined) return;
  item.holder = null;
  item.at = copyHex(figure.at);
  item.state = kind === 'drop' ? 'ground' : 'broken';
  state.events.push({ type: kind === 'drop' ? 'itemDropped' : 'itemBroken', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
}

/**
 * ST lost and what follows (S-90…S-94): a figure falls at the knockdown threshold for its basic
 * ST and loses its action if it has not acted; it is unconscious at the edition's threshold and
 * dead below it.
 */
export function injure(state: FantasyTripState, figure: FantasyTripFigure, hits: number, detail: { dice: number[]; rolled: number; stopped: number }): void {
  const pack = packOf(state);
  // An image has no substance: hit, it vanishes (S-44, FT-38).
  if (figure.creation?.kind === 'image') {
    vanish(state, figure, 'hit');
    return;
  }
  // Hit and still there: every side now knows it is no image.
  if (figure.creation !== null) figure.creation.notImage = true;
  // A sleeper wakes when it takes a hit (FT-37).
  if (hits > 0 && figure.effects.length > 0) {
    const sleep = figure.effects.findIndex((e) => e.spell === 'sleep');
    if (sleep >= 0) endEffect(state, figure, sleep);
  }
  figure.hits += hits;
  figure.hitsThisTurn += hits;
  state.events.push({ type: 'damaged', figure: figure.id, name: figure.name, dice: detail.dice, rolled: detail.rolled, stopped: detail.stopped, hits, st: stNow(figure) });
  if (figure.condition !== 'fighting') {
    if (figure.condition === 'unconscious' && stNow(figure) < pack.deadBelow) die(state, figure);
    return;
  }
  if (stNow(figure) < pack.deadBelow) {
    die(state, figure);
    return;
  }
  if (stNow(figure) <= pack.unconsciousAt) {
    fallUnconscious(state, figure);
    return;
  }
  const band = injuryBand(state, figure);
  // In hand-to-hand a knockdown costs the action and the next turn, with no fall (S-93, FT-14).
  if (figure.posture === 'hth' && figure.hitsThisTurn >= band.knockdown && figure.downSince !== state.turn.number) {
    figure.downSince = state.turn.number;
    figure.acted = true;
    state.events.push({ type: 'knockedDown', figure: figure.id, name: figure.name });
  }
  // 8 hits (by basic ST) knock a figure down whatever its posture (screen l.280–282): one kneeling
  // or prone by choice falls too, and one already down is knocked down afresh, losing its action
  // this turn and held to staying down, standing or crawling the next (issue 22).
  if (figure.hitsThisTurn >= band.knockdown) knockDown(state, figure, true);
}

/** The quick way onto a body (R-09, FT-55): 3 dice at most the figure's adjusted DX keep it up; a higher total, and it falls there. */
export function hopRoll(state: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  const dice = roll(rng, 3);
  const adjDX = adjustedDX(state, figure);
  const success = dice[0]! + dice[1]! + dice[2]! <= adjDX;
  state.events.push({ type: 'crossed', figure: figure.id, name: figure.name, dice, adjDX, success });
  if (!success) knockDown(state, figure);
}

/**
 * Kills a helpless foe (S-142, FT-54): an unconscious figure next to the killer dies, taking the
 * killer's whole action; no dice. It takes the hits that put its ST just past the death line.
 */
export function finish(state: FantasyTripState, killer: FantasyTripFigure, target: FantasyTripFigure): void {
  killer.acted = true;
  killer.dazed = false;
  killer.waiting = null;
  // An image has no substance: laying hands on the foe is touching it, so it vanishes and harms no
  // one (S-44, FT-36, FT-38), as when it strikes. The finish stays on offer whatever the creation
  // is, so the choices do not tell its kind (issue 22).
  if (killer.creation?.kind === 'image') {
    vanish(state, killer, 'touched');
    return;
  }
  // Killing and still there: every side now knows it is no image.
  if (killer.creation !== null) killer.creation.notImage = true;
  state.events.push({ type: 'finished', figure: killer.id, name: killer.name, target: target.id, targetName: target.name });
  // Its ST goes just past the death line, as hits, so the ledger of hits stays whole.
  const hits = stNow(target) - packOf(state).deadBelow + 1;
  injure(state, target, hits, { dice: [], rolled: hits, stopped: 0 });
}

/** A figure down since an earlier turn rises at its action (S-16, FT-14). */
export function standUp(state: FantasyTripState, figure: FantasyTripFigure): void {
  if (figure.condition !== 'fighting') return;
  // Prone or kneeling by choice: it rises at its action, taking the whole turn (S-16, FT-41).
  if (figure.posture === 'prone' || figure.posture === 'kneeling') {
    figure.posture = 'standing';
    figure.acted = true;
    state.events.push({ type: 'stoodUp', figure: figure.id, name: figure.name });
    return;
  }
  if (figure.posture !== 'down' || figure.downSince === state.turn.number) return;
  figure.posture = 'standing';
  figure.downSince = null;
  figure.acted = true;
  state.events.push({ type: 'stoodUp', figure: figure.id, name: figure.name });
}
