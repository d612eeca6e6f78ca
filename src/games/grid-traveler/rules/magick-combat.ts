/**
 * Magick combat (GT-S70…GT-S79; GT-14, GT-15, GT-20, GT-26, GT-28): the capable cards laid face
 * up, and each member's action in turn: WEAKEN first if it likes, then a cast at another member
 * (which that member answers with a block), a Whisper, or a pass.
 *
 * A Magick card is usable when its holder can pay its cost and still stand: nanytes first, then
 * Health one for one (GT-S72), leaving at least 1 Health: paying a cost with one's last Health
 * cube would be a certain death for nothing. A member may always pass instead of casting (GT-32:
 * the book's "may roll the D12 die for attack or play a whisper card" and its "fight, trade, or
 * move on"), so no one is ever made to risk a backlash that would kill it; a combat turn in which
 * every member passes ends the fight.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import type { MagickCard, MagickType } from '../content/magick.js';
import { MATERIAL_IDS } from '../content/materials.js';
import { WHISPER_COMBAT_TURNS, whisperById } from '../content/whispers.js';
import type { GridCombat, GridTravelerAction, GridTravelerState } from '../types.js';
import { reveal, shown } from './cards.js';
import { currentCombat } from './fights.js';
import { eliminate } from './eliminate.js';
import { afterCombatAction, rollD } from './flow.js';
import { capableCards, costFor, magickOf, maxHealth, maxNanytes, seatOf, skillLevel, under } from './numbers.js';
import { afterSkillRoll, hamper, playWeaken, putWhisperInPlay, weakenReady } from './whispers.js';

/** Health a successful block saves under Ward (GT-28). */
export const WARD_SAVING = 2;

/** Nanytes an Effects II drain takes (GT-26). */
export const DRAIN_NANYTES = 2;

/**
 * Lays `seat`'s capable Magick cards face up before everyone (GT-S71, GT-14), with one material
 * card for each material they need as the proof (one card serves every Magick card that needs it,
 * GT-S07); records them in `combat.revealed`. Done when a Magick fight starts and when a player
 * joins one, and again for a member whose capable cards grow in the fight (spoils, GT-13).
 */
export function revealCapable(state: GridTravelerState, combat: GridCombat, seat: Player): void {
  const me = seatOf(state, seat);
  const cards = capableCards(state, me);
  const needed = new Set(cards.flatMap((id) => magickOf(state, id).materials));
  const materials: number[] = [];
  for (const material of MATERIAL_IDS) {
    if (!needed.has(material)) continue;
    const id = me.hand.material.find((m) => state.cards[m]!.name === material);
    if (id !== undefined) materials.push(id);
  }
  for (const id of [...cards, ...materials]) reveal(state, id, 'all');
  while (combat.revealed.length <= seat) combat.revealed.push([]);
  combat.revealed[seat] = [...cards];
  state.events.push({ type: 'revealed', audience: null, player: seat, cards: cards.map((id) => shown(state, id)), materials: materials.map((id) => shown(state, id)) });
}

/** Whether `seat` can pay this card's cost and keep at least 1 Health (GT-S72; see the file note). */
function affordable(state: GridTravelerState, seat: Player, card: MagickCard): boolean {
  const me = seatOf(state, seat);
  return costFor(me, card) < me.nanytes + me.health;
}

/** `seat`'s capable Magick cards it can pay for now, in hand order. */
function usableCards(state: GridTravelerState, seat: Player): number[] {
  return capableCards(state, seatOf(state, seat)).filter((id) => affordable(state, seat, magickOf(state, id)));
}

/**
 * The legal actions of `seat` in the Magick fight taking its combat turn (GT-14). The target of
 * an attack may block with any usable capable card, or not block. The acting member may WEAKEN
 * another member first when its card is ready (GT-20), cast a usable capable card at another
 * member, play a Whisper that is not an Overreach (GT-S74), or pass, which it may always do
 * (GT-32). Every card listed is in `seat`'s hand.
 */
export function magickActions(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const combat = currentCombat(state);
  if (combat === null || combat.kind !== 'magick') return [];
  const player = seat;
  if (combat.attack !== null) {
    if (combat.attack.target !== seat) return [];
    return [...usableCards(state, seat).map((card) => ({ type: 'block' as const, player, card })), { type: 'block', player, card: null }];
  }
  if (combat.members[combat.next] !== seat) return [];
  const others = combat.members.filter((m) => m !== seat);
  const out: GridTravelerAction[] = [];
  if (weakenReady(state, seat)) for (const target of others) out.push({ type: 'weaken', player, target });
  const cards = usableCards(state, seat);
  for (const card of cards) for (const target of others) out.push({ type: 'cast', player, card, target });
  for (const card of seatOf(state, seat).hand.whisper) {
    if (whisperById(state.cards[card]!.name)?.overreach === false) out.push({ type: 'playWhisper', player, card });
  }
  out.push({ type: 'pass', player });
  return out;
}

/** Takes up to `amount` Health from `seat` (never below 0) with a `spent` event; the Health lost. */
function loseHealth(state: GridTravelerState, seat: Player, amount: number, why: string): number {
  const me = seatOf(state, seat);
  const lost = Math.min(Math.max(0, amount), me.health);
  me.health -= lost;
  if (lost > 0) state.events.push({ type: 'spent', audience: null, player: seat, health: -lost, nanytes: 0, why });
  return lost;
}

/** Pays a Magick card's cost (GT-S72): nanytes first, then Health one for one for the rest. */
function payCost(state: GridTravelerState, seat: Player, card: MagickCard): void {
  const me = seatOf(state, seat);
  const cost = costFor(me, card);
  const nanytes = Math.min(cost, me.nanytes);
  const health = Math.min(cost - nanytes, me.health);
  me.nanytes -= nanytes;
  me.health -= health;
  // `0 - n` rather than `-n`: a cost paid in nanytes only must show Health 0, not −0.
  if (cost > 0) state.events.push({ type: 'spent', audience: null, player: seat, health: 0 - health, nanytes: 0 - nanytes, why: 'cost' });
}

/**
 * One Magick roll of `seat` in a type (GT-S75, GT-S76): D12 at most its skill level. Under
 * Insight a failed roll is rolled again once a combat turn (GT-28); the re-roll is part of the
 * same roll, so WEAKEN and hamper count it once (GT-20, GT-26). Whether it succeeded.
 */
function skillRoll(state: GridTravelerState, rng: Rng, seat: Player, type: MagickType, why: string): boolean {
  const me = seatOf(state, seat);
  const target = skillLevel(state, me, type);
  let success = rollD(state, rng, seat, 12, why, target) <= target;
  if (!success) {
    const insight = me.effects.find((e) => e.source === 'insight' && !e.used);
    if (insight !== undefined) {
      insight.used = true;
      success = rollD(state, rng, seat, 12, 'insight', target) <= target;
    }
  }
  afterSkillRoll(state, seat);
  return success;
}

/**
 * Puts `seat` out if its Health is gone (GT-S77, GT-13); `by` is the member whose attack did it,
 * or null for its own backlash. Whether the game is over.
 */
function deathCheck(state: GridTravelerState, seat: Player, by: Player | null, rng: Rng): boolean {
  if (seatOf(state, seat).health > 0) return false;
  eliminate(state, seat, by, 'health', rng);
  return state.end !== null;
}

/**
 * `seat` casts `card` at `target` (GT-S74, GT-S75): it pays the cost and rolls against its skill
 * in the card's type. A failure costs it the card's backlash in Health and ends its action; a
 * success leaves the attack waiting for the target's block.
 */
function cast(state: GridTravelerState, combat: GridCombat, seat: Player, card: number, target: Player, rng: Rng): void {
  const design = magickOf(state, card);
  payCost(state, seat, design);
  const success = skillRoll(state, rng, seat, design.type, 'magick');
  reveal(state, card, 'all');
  state.events.push({ type: 'cast', audience: null, player: seat, target, card, magick: design.id, success });
  if (success) {
    combat.attack = { seat, card, target };
    return;
  }
  loseHealth(state, seat, design.backlash, 'backlash');
  if (deathCheck(state, seat, null, rng)) return;
  afterCombatAction(state, rng);
}

/** Health a successful block still costs (GT-S76, GT-14): the hits it fell short by, 2 less under Ward (GT-28). */
function blockedLoss(state: GridTravelerState, blocker: Player, attack: MagickCard, block: MagickCard): number {
  const ward = under(seatOf(state, blocker), 'ward') ? WARD_SAVING : 0;
  return Math.max(0, attack.hits - block.hits - ward);
}

/**
 * The Shields card a blocker's passive shield rolls with after a failed block (GT-15), or null:
 * a capable Shields card it can still pay for, the one with the most hits (then the cheapest, then
 * the first held). None after a block made with a Shields card, which was the Shields roll.
 */
function passiveShield(state: GridTravelerState, blocker: Player, failed: MagickCard): number | null {
  if (failed.type === 'shields') return null;
  let best: number | null = null;
  for (const id of usableCards(state, blocker)) {
    const design = magickOf(state, id);
    if (design.type !== 'shields') continue;
    if (best === null) {
      best = id;
      continue;
    }
    const held = magickOf(state, best);
    if (design.hits > held.hits || (design.hits === held.hits && costFor(seatOf(state, blocker), design) < costFor(seatOf(state, blocker), held))) best = id;
  }
  return best;
}

/**
 * The target answers a successful attack (GT-S76, GT-14, GT-15). Without a card it takes the
 * attack's hits. With one it pays the cost and rolls: a success costs it only the hits the attack
 * has over its card; a failure costs it its own card's backlash plus the attack's hits, unless its
 * passive shield then holds (a success with the Shields card's hits instead, and no backlash).
 * Then the attacking card's special works (GT-26), and a target left with no Health is out.
 */
function block(state: GridTravelerState, combat: GridCombat, blocker: Player, card: number | null, rng: Rng): void {
  const attack = combat.attack;
  if (attack === null) return;
  combat.attack = null;
  const attacking = magickOf(state, attack.card);
  let loss = attacking.hits;
  if (card === null) {
    state.events.push({ type: 'blocked', audience: null, player: blocker, card: null, magick: null, success: false, passive: false });
  } else {
    const defending = magickOf(state, card);
    payCost(state, blocker, defending);
    reveal(state, card, 'all');
    const success = skillRoll(state, rng, blocker, defending.type, 'block');
    state.events.push({ type: 'blocked', audience: null, player: blocker, card, magick: defending.id, success, passive: false });
    if (success) loss = blockedLoss(state, blocker, attacking, defending);
    else {
      loss = defending.backlash + attacking.hits;
      const shield = passiveShield(state, blocker, defending);
      if (shield !== null) {
        // GT-15: rolled at once, with no choice to make, paying the Shields card's cost.
        const shieldCard = magickOf(state, shield);
        payCost(state, blocker, shieldCard);
        reveal(state, shield, 'all');
        const saved = skillRoll(state, rng, blocker, 'shields', 'passive');
        state.events.push({ type: 'blocked', audience: null, player: blocker, card: shield, magick: shieldCard.id, success: saved, passive: true });
        if (saved) loss = blockedLoss(state, blocker, attacking, shieldCard);
      }
    }
  }
  const dealt = loseHealth(state, blocker, loss, 'hit');
  attackSpecial(state, attack.seat, attacking, dealt);
  if (seatOf(state, blocker).health > 0) targetSpecial(state, blocker, attacking);
  else {
    if (deathCheck(state, blocker, attack.seat, rng)) return;
    // The spoils (GT-13) may make more of the attacker's cards capable: they go face up too (GT-14).
    revealIfGrown(state, combat, attack.seat);
  }
  afterCombatAction(state, rng);
}

/**
 * The attacker's side of a successful attack's special, blocked or not (GT-26): Creations regain
 * Health, Absorb turns the Health the target lost into nanytes; neither above its maximum.
 */
function attackSpecial(state: GridTravelerState, seat: Player, card: MagickCard, dealt: number): void {
  const me = seatOf(state, seat);
  if (card.special === 'regain') {
    const gain = Math.min(card.amount ?? 0, maxHealth(state, me) - me.health);
    me.health += gain;
    if (gain > 0) state.events.push({ type: 'spent', audience: null, player: seat, health: gain, nanytes: 0, why: 'regain' });
  } else if (card.special === 'absorb') {
    const gain = Math.min(dealt, maxNanytes(state, me) - me.nanytes);
    me.nanytes += gain;
    if (gain > 0) state.events.push({ type: 'spent', audience: null, player: seat, health: 0, nanytes: gain, why: 'absorb' });
  }
}

/** The target's side of a successful attack's special (GT-26): Effects I hampers it, Effects II drains 2 nanytes. */
function targetSpecial(state: GridTravelerState, target: Player, card: MagickCard): void {
  if (card.special === 'hamper') hamper(state, target);
  else if (card.special === 'drain') {
    const me = seatOf(state, target);
    const lost = Math.min(DRAIN_NANYTES, me.nanytes);
    me.nanytes -= lost;
    if (lost > 0) state.events.push({ type: 'spent', audience: null, player: target, health: 0, nanytes: -lost, why: 'drain' });
  }
}

/** Lays out again the capable cards of a member whose capable cards grew, while its fight goes on. */
function revealIfGrown(state: GridTravelerState, combat: GridCombat, seat: Player): void {
  if (combat.members.length < 2 || !combat.members.includes(seat)) return;
  const shownBefore = combat.revealed[seat] ?? [];
  if (capableCards(state, seatOf(state, seat)).some((id) => !shownBefore.includes(id))) revealCapable(state, combat, seat);
}

/**
 * Runs one Magick-combat action (GT-14): WEAKEN (after which the same member still acts, GT-20),
 * a cast, a block, a played Whisper (its whole action, lasting 3 combat turns, GT-S74) or a pass.
 * All but a block and a pass count as fighting in this combat turn (GT-32); a block answers a cast
 * that already did.
 */
export function executeMagick(state: GridTravelerState, action: GridTravelerAction, rng: Rng): void {
  const combat = currentCombat(state);
  if (combat === null || combat.kind !== 'magick') return;
  switch (action.type) {
    case 'weaken':
      combat.fought = true;
      playWeaken(state, action.player, action.target);
      return;
    case 'cast':
      combat.fought = true;
      cast(state, combat, action.player, action.card, action.target, rng);
      return;
    case 'block':
      block(state, combat, action.player, action.card, rng);
      return;
    case 'playWhisper':
      combat.fought = true;
      putWhisperInPlay(state, action.player, action.card, WHISPER_COMBAT_TURNS);
      afterCombatAction(state, rng);
      return;
    case 'pass':
      state.events.push({ type: 'passed', audience: null, player: action.player });
      afterCombatAction(state, rng);
      return;
    default:
      return;
  }
}
