/**
 * Lasting effects on a player (GT-S12, GT-S74, GT-S78; GT-16, GT-20, GT-26, GT-28): an Overreach
 * played on its drawer the moment it is drawn, Whispers played in Magick combat, the WEAKEN Help
 * card and the hamper of Effects I; and the clocks that run them down (rounds, combat turns,
 * Magick rolls).
 *
 * Two effects of one design on one player do not add up: a second Drift still takes 2 off Speed
 * (numbers.ts asks only whether a player is `under` a source), and Nanyte Bleed takes one nanyte
 * a turn however many are in play. Each Whisper card still keeps its own clock, so it is discarded
 * when its own time is up.
 */
import type { Player } from '../../../core/game.js';
import { WEAKEN } from '../content/necronians.js';
import { OVERREACH_ROUNDS, whisperById, type WhisperId } from '../content/whispers.js';
import type { GridCombat, GridEffect, GridTravelerState } from '../types.js';
import { reveal, takeFromHand } from './cards.js';
import { playing, seatOf, under } from './numbers.js';

/** Magick rolls an Effects I hamper lasts (GT-26). */
export const HAMPER_ROLLS = 2;

/** Whether an effect comes from an Overreach card, which runs by rounds (GT-16). */
const isOverreach = (effect: GridEffect): boolean => whisperById(effect.source)?.overreach === true;

/** Whether an effect comes from a Whisper played in Magick combat, which runs by combat turns (GT-16). */
const isCombatWhisper = (effect: GridEffect): boolean => whisperById(effect.source)?.overreach === false;

/**
 * Ends one effect of `seat`: it leaves the player, its Whisper card (if it has one) goes face up
 * to the Whisper discard (GT-18), and everyone sees it end.
 */
function endEffect(state: GridTravelerState, seat: Player, effect: GridEffect): void {
  const me = seatOf(state, seat);
  const at = me.effects.indexOf(effect);
  if (at >= 0) me.effects.splice(at, 1);
  if (effect.card !== null) {
    state.discards.whisper.push(effect.card);
    reveal(state, effect.card, 'all');
  }
  state.events.push({ type: 'effectEnded', audience: null, player: seat, source: effect.source });
}

/**
 * Puts a Whisper card into play on `seat` (GT-16): it leaves the hand, everyone learns what it is,
 * and its clock starts. `left` is rounds for an Overreach and combat turns for a played Whisper.
 */
export function putWhisperInPlay(state: GridTravelerState, seat: Player, card: number, left: number): void {
  const me = seatOf(state, seat);
  takeFromHand(me, card);
  reveal(state, card, 'all');
  const source = state.cards[card]!.name as WhisperId;
  me.effects.push({ source, card, left, used: false });
  state.events.push({ type: 'whispered', audience: null, player: seat, card, whisper: source });
}

/**
 * Called for every Whisper card drawn (GT-S12, GT-16): an Overreach does not stay in the hand
 * but is played on its drawer at once, for 5 rounds; any other Whisper is kept for a Magick fight.
 */
export function afterDraw(state: GridTravelerState, seat: Player, card: number): void {
  const design = state.cards[card];
  if (design === undefined || design.kind !== 'whisper') return;
  if (whisperById(design.name)?.overreach !== true) return;
  putWhisperInPlay(state, seat, card, OVERREACH_ROUNDS);
}

/** Whether `seat`'s WEAKEN card is ready (GT-20): its cooldown has run out by this round. */
export const weakenReady = (state: GridTravelerState, seat: Player): boolean => state.round >= seatOf(state, seat).weakenFrom;

/**
 * Whom `seat` may WEAKEN at the start of its regular turn (GT-20): any other player still in the
 * game, or no one while the card is cooling down. In a fight the targets are the other members
 * instead (magick-combat.ts).
 */
export function weakenTargets(state: GridTravelerState, seat: Player): Player[] {
  if (!weakenReady(state, seat)) return [];
  return playing(state).filter((other) => other !== seat);
}

/**
 * Gives `seat` a fresh count of an action-counted effect (WEAKEN or hamper). A second one on a
 * player already under it starts the count again rather than stacking, since the skill penalty
 * does not stack (numbers.ts `skillLevel`).
 */
function countedEffect(state: GridTravelerState, seat: Player, source: 'weaken' | 'hamper', rolls: number): void {
  const me = seatOf(state, seat);
  const existing = me.effects.find((e) => e.source === source);
  if (existing !== undefined) existing.left = Math.max(existing.left, rolls);
  else me.effects.push({ source, card: null, left: rolls, used: false });
}

/**
 * `seat` plays its Necronian Help card, WEAKEN, on `target` (GT-S78, GT-20): the target's Magick
 * skills are 3 lower for its next 3 Magick rolls and it loses 3 nanytes (never below 0, and
 * Health is not touched: the card takes nanytes only); the card is then unusable for 5 rounds.
 */
export function playWeaken(state: GridTravelerState, seat: Player, target: Player): void {
  const victim = seatOf(state, target);
  const lost = Math.min(WEAKEN.nanytes, victim.nanytes);
  victim.nanytes -= lost;
  countedEffect(state, target, 'weaken', WEAKEN.actions);
  seatOf(state, seat).weakenFrom = state.round + WEAKEN.cooldown;
  state.events.push({ type: 'weakened', audience: null, player: seat, target, nanytes: lost });
  if (lost > 0) state.events.push({ type: 'spent', audience: null, player: target, health: 0, nanytes: -lost, why: 'weaken' });
}

/** Puts an Effects I hamper on `target` (GT-26): its skills are 2 lower for its next 2 Magick rolls. */
export function hamper(state: GridTravelerState, target: Player): void {
  countedEffect(state, target, 'hamper', HAMPER_ROLLS);
}

/**
 * The start of `seat`'s regular turn (GT-28): Nanyte Bleed takes one nanyte, if it has one left.
 * The Overreach takes nanytes only; the Health-for-nanytes rule (GT-S72) is for paying Magick.
 */
export function startOfTurn(state: GridTravelerState, seat: Player): void {
  const me = seatOf(state, seat);
  if (!under(me, 'nanyteBleed') || me.nanytes === 0) return;
  me.nanytes -= 1;
  state.events.push({ type: 'spent', audience: null, player: seat, health: 0, nanytes: -1, why: 'bleed' });
}

/**
 * The end of a round (GT-16, GT-20): every Overreach and WEAKEN has one round less; those run out
 * end. Counting from the round it was drawn in, an Overreach is in play for 5 rounds; WEAKEN's
 * penalty, from the round it was played in, for 3. A round is each player's turn (its regular turn,
 * or in a fight its combat turn, GT-17), so these are the cards' "turns" (issue 24: WEAKEN's were
 * counted in Magick rolls, and a target that cast nothing kept the penalty for ever).
 */
export function endOfRound(state: GridTravelerState): void {
  for (const seat of playing(state)) {
    for (const effect of [...seatOf(state, seat).effects]) {
      if (!isOverreach(effect) && effect.source !== 'weaken') continue;
      effect.left--;
      if (effect.left <= 0) endEffect(state, seat, effect);
    }
  }
}

/**
 * The end of a fight's combat turn (GT-16, GT-28): each member's played Whispers have one combat
 * turn less (so one lasts the turn it is played in and two more) and those run out are
 * discarded; Insight may re-roll again next combat turn. A fight left with one member or none is
 * over, and a Whisper played in it goes with it (GT-16): the flow calls this just before it
 * dissolves such a fight.
 */
export function endOfCombatTurn(state: GridTravelerState, combat: GridCombat): void {
  const over = combat.members.length <= 1;
  for (const seat of combat.members) {
    for (const effect of [...seatOf(state, seat).effects]) {
      if (!isCombatWhisper(effect)) continue;
      effect.left--;
      effect.used = false;
      if (over || effect.left <= 0) endEffect(state, seat, effect);
    }
  }
}

/**
 * After one Magick roll of `seat` (a cast, a block or a passive-shield roll; an Insight re-roll is
 * part of the same roll): a hamper has one roll less, and ends when none is left (GT-26). WEAKEN
 * runs by rounds (`endOfRound`, GT-20).
 */
export function afterSkillRoll(state: GridTravelerState, seat: Player): void {
  for (const effect of [...seatOf(state, seat).effects]) {
    if (effect.source !== 'hamper') continue;
    effect.left--;
    if (effect.left <= 0) endEffect(state, seat, effect);
  }
}
