/**
 * The battle phase (rulebook 6.5): declaring attacking stacks, blocking them, and resolving each
 * engagement in the rulebook's order: Cyborg distance abilities (attacker's, then defender's), a
 * cyber or psionic attack, a counterattack if it failed, then the physical attack and counter.
 */
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import type { MindMode, Screen } from '../content/schema.js';
import type { PsiWarsBattle, PsiWarsBattleUnit, PsiWarsCardRef, PsiWarsContestRoll, PsiWarsEngagement, PsiWarsState } from '../types.js';
import { battleDef, nameOf, ownerOf, screenOf, unitOf, type ScreenName } from './cards.js';
import { damageLab } from './damage.js';
import { destroyUnit } from './zones.js';

/** A stack holds at most two battle units (and so at most two equipment: 6.5.2.1, 6.5.3). */
export const MAX_STACK = 2;

export function newBattle(): PsiWarsBattle {
  return { engagements: [], index: 0, step: 'start', distanceDone: [], spent: [], attackerDisoriented: false, defenderDisoriented: false };
}

/** A unit that may attack or block: in its lab, not depleted, not trapped (PW-6, PW-30). */
export function canFight(unit: PsiWarsBattleUnit): boolean {
  return !unit.depleted && unit.trappedBy === null;
}

/** Units of `player` already committed to an engagement this battle. */
export function committed(battle: PsiWarsBattle | null, player: Player): Set<PsiWarsCardRef> {
  const out = new Set<PsiWarsCardRef>();
  if (battle === null) return out;
  for (const e of battle.engagements) for (const card of [...e.attackers, ...e.blockers]) if (ownerOf(card) === player) out.add(card);
  return out;
}

/**
 * Units of a stack still in the engagement: in the lab and not caught by a trap played after they
 * were declared (PW-30). A Cyborg that spent its distance ability is still here: it can be hit and
 * falls with its stack, it just no longer attacks or defends (PW-11).
 */
function active(state: PsiWarsState, cards: readonly PsiWarsCardRef[]): PsiWarsBattleUnit[] {
  const out: PsiWarsBattleUnit[] = [];
  for (const card of cards) {
    const unit = unitOf(state, card);
    if (unit !== undefined && unit.trappedBy === null) out.push(unit);
  }
  return out;
}

/** The units of a stack that can still strike: those that have not spent a distance ability (6.5.5.1, PW-11). */
export function strikers(battle: PsiWarsBattle, units: readonly PsiWarsBattleUnit[]): PsiWarsBattleUnit[] {
  return battle.spent.length === 0 ? [...units] : units.filter((unit) => !battle.spent.includes(unit.card));
}

const SPENT_SCREEN: Screen = { attack: 0, defense: 0 };

/**
 * A unit's screen in the current engagement: a Cyborg that spent its distance ability keeps its
 * screens (so it can still be attacked on them, 6.5.5.4.1) but adds nothing to them (6.5.5.1, PW-11).
 */
export function engagedScreen(state: PsiWarsState, battle: PsiWarsBattle | null, unit: PsiWarsBattleUnit, name: ScreenName): Screen | null {
  const screen = screenOf(state, unit, name);
  return screen !== null && battle !== null && battle.spent.includes(unit.card) ? SPENT_SCREEN : screen;
}

/**
 * A stack's total for one screen in the current battle, or null if no unit in it has that screen
 * (6.5.5.4.1, PW-12). Spent Cyborgs count with 0 (PW-11).
 */
export function stackScreen(state: PsiWarsState, battle: PsiWarsBattle | null, units: readonly PsiWarsBattleUnit[], name: ScreenName, side: 'attack' | 'defense'): number | null {
  let total: number | null = null;
  for (const unit of units) {
    const screen = engagedScreen(state, battle, unit, name);
    if (screen !== null) total = (total ?? 0) + screen[side];
  }
  return total;
}

/**
 * Cyber and psionic modes open from the striking units `from` against the stack `to` (a side lacking
 * a screen can neither use nor suffer it, PW-12).
 */
export function mindModes(state: PsiWarsState, battle: PsiWarsBattle | null, from: readonly PsiWarsBattleUnit[], to: readonly PsiWarsBattleUnit[]): MindMode[] {
  const modes: MindMode[] = [];
  if (from.length === 0 || to.length === 0) return modes;
  for (const mode of ['cyber', 'psionic'] as const) {
    if (stackScreen(state, battle, from, mode, 'attack') !== null && stackScreen(state, battle, to, mode, 'defense') !== null) modes.push(mode);
  }
  return modes;
}

/**
 * A contest (6.5.4): each side rolls a die (the side acting first) and adds its strength; ties go
 * to the side resisting, in counterattacks too (PW-15).
 */
function contest(
  state: PsiWarsState,
  rng: Rng,
  kind: 'jam' | 'snipe' | MindMode | 'physical',
  counter: boolean,
  strength: number,
  resistance: number,
  acting: readonly PsiWarsBattleUnit[],
  resisting: readonly PsiWarsBattleUnit[],
): boolean {
  const a = rng.int(1, 6);
  const d = rng.int(1, 6);
  const attacker: PsiWarsContestRoll = { die: a, strength, total: a + strength, units: acting.map((u) => u.card), names: acting.map((u) => nameOf(state, u.card)) };
  const defender: PsiWarsContestRoll = { die: d, strength: resistance, total: d + resistance, units: resisting.map((u) => u.card), names: resisting.map((u) => nameOf(state, u.card)) };
  const success = attacker.total > defender.total;
  state.events.push({ type: 'contest', kind, counter, attacker, defender, success });
  return success;
}

/** The decision the current engagement waits for, if any. */
export type BattleDecision =
  | { readonly kind: 'distance'; readonly player: Player; readonly unit: PsiWarsCardRef }
  | { readonly kind: 'mind'; readonly player: Player; readonly modes: MindMode[] }
  | { readonly kind: 'counter'; readonly player: Player; readonly modes: MindMode[] };

function current(state: PsiWarsState): { battle: PsiWarsBattle; engagement: PsiWarsEngagement; attackers: PsiWarsBattleUnit[]; blockers: PsiWarsBattleUnit[] } | null {
  const battle = state.battle;
  const engagement = battle?.engagements[battle.index];
  if (battle === null || engagement === undefined) return null;
  return { battle, engagement, attackers: active(state, engagement.attackers), blockers: active(state, engagement.blockers) };
}

/**
 * The next Cyborg of `units` that may use its distance ability against `targets`: a jam is a cyber
 * effect, so it needs a target stack with a cyber screen (PW-11, PW-12).
 */
function nextCyborg(state: PsiWarsState, battle: PsiWarsBattle, units: readonly PsiWarsBattleUnit[], targets: readonly PsiWarsBattleUnit[]): PsiWarsCardRef | null {
  for (const unit of units) {
    if (battle.distanceDone.includes(unit.card)) continue;
    const ability = battleDef(state, unit.card).distance;
    if (ability === null) continue;
    if (ability.kind === 'jam' && stackScreen(state, battle, targets, 'cyber', 'defense') === null) continue;
    return unit.card;
  }
  return null;
}

export function battleDecision(state: PsiWarsState): BattleDecision | null {
  if (state.turn.step !== 'engage') return null;
  const c = current(state);
  if (c === null) return null;
  const { battle, attackers, blockers } = c;
  const attacker = state.turn.player;
  const defender: Player = attacker === 0 ? 1 : 0;
  if (blockers.length === 0 || attackers.length === 0) return null;
  switch (battle.step) {
    case 'attackerDistance': {
      const unit = battle.attackerDisoriented ? null : nextCyborg(state, battle, attackers, blockers);
      return unit === null ? null : { kind: 'distance', player: attacker, unit };
    }
    case 'defenderDistance': {
      const unit = battle.defenderDisoriented ? null : nextCyborg(state, battle, blockers, attackers);
      return unit === null ? null : { kind: 'distance', player: defender, unit };
    }
    case 'mind': {
      const modes = battle.attackerDisoriented ? [] : mindModes(state, battle, strikers(battle, attackers), blockers);
      return modes.length === 0 ? null : { kind: 'mind', player: attacker, modes };
    }
    case 'counter': {
      const modes = battle.defenderDisoriented ? [] : mindModes(state, battle, strikers(battle, blockers), attackers);
      return modes.length === 0 ? null : { kind: 'counter', player: defender, modes };
    }
    default:
      return null;
  }
}

/** Runs the automatic parts of the battle until a decision is needed or the battle is over. */
export function resolveBattle(state: PsiWarsState, rng: Rng): void {
  for (;;) {
    if (state.winner !== null) return;
    if (battleDecision(state) !== null) return;
    const c = current(state);
    if (c === null) {
      finishBattle(state);
      return;
    }
    const { battle, engagement, attackers, blockers } = c;
    const defender: Player = state.turn.player === 0 ? 1 : 0;
    switch (battle.step) {
      case 'start':
        state.events.push({ type: 'engagementStarted', engagement: battle.index, attackers: [...engagement.attackers], blockers: [...engagement.blockers] });
        if (engagement.blockers.length === 0) {
          // Unblocked: the lab takes the stack's total physical attack (6.5.3 i). A blocked stack
          // never reaches the lab, even if its blockers fall (PW-16).
          damageLab(state, defender, stackScreen(state, battle, attackers, 'physical', 'attack') ?? 0, engagement.attackers);
          nextEngagement(battle);
        } else {
          battle.step = 'attackerDistance';
        }
        break;
      case 'attackerDistance':
        battle.step = 'defenderDistance';
        break;
      case 'defenderDistance':
        battle.step = 'mind';
        break;
      case 'mind':
        battle.step = 'counter';
        break;
      case 'counter':
        battle.step = 'physical';
        break;
      case 'physical':
        physical(state, rng, battle, attackers, blockers);
        nextEngagement(battle);
        break;
    }
  }
}

function nextEngagement(battle: PsiWarsBattle): void {
  battle.index += 1;
  battle.step = 'start';
  battle.distanceDone = [];
  battle.spent = [];
  battle.attackerDisoriented = false;
  battle.defenderDisoriented = false;
}

/**
 * 6.5.5.4: the attacker strikes if not disoriented; the defender strikes back if it survives
 * undisoriented (PW-13). A side strikes only with units that have not spent a distance ability, and
 * a side with none makes no strike (PW-11). A successful strike destroys the whole stack, spent
 * Cyborgs included (PW-17).
 */
function physical(state: PsiWarsState, rng: Rng, battle: PsiWarsBattle, attackers: PsiWarsBattleUnit[], blockers: PsiWarsBattleUnit[]): void {
  if (attackers.length === 0 || blockers.length === 0) return;
  const strike = (from: readonly PsiWarsBattleUnit[], to: readonly PsiWarsBattleUnit[], counter: boolean): boolean => {
    const hitters = strikers(battle, from);
    if (hitters.length === 0) return false;
    const strength = stackScreen(state, battle, hitters, 'physical', 'attack') ?? 0;
    const resistance = stackScreen(state, battle, to, 'physical', 'defense') ?? 0;
    if (!contest(state, rng, 'physical', counter, strength, resistance, hitters, to)) return false;
    for (const unit of to) destroyUnit(state, unit.card);
    return true;
  };
  const blockersDestroyed = !battle.attackerDisoriented && strike(attackers, blockers, false);
  if (!blockersDestroyed && !battle.defenderDisoriented) strike(blockers, attackers, true);
}

/** Answers a distance-ability decision (6.5.5.1, PW-11). */
export function answerDistance(state: PsiWarsState, card: PsiWarsCardRef, use: boolean, rng: Rng): void {
  const c = current(state);
  if (c === null) return;
  const { battle } = c;
  battle.distanceDone.push(card);
  if (!use) return;
  const ability = battleDef(state, card).distance;
  if (ability === null) return;
  battle.spent.push(card);
  const mine = c.engagement.attackers.includes(card);
  state.events.push({ type: 'distanceUsed', player: ownerOf(card), unit: card, name: nameOf(state, card), ability: ability.name });
  const targets = mine ? c.blockers : c.attackers;
  const user = unitOf(state, card);
  const acting = user === undefined ? [] : [user];
  if (ability.kind === 'jam') {
    const resistance = stackScreen(state, battle, targets, 'cyber', 'defense') ?? 0;
    if (contest(state, rng, 'jam', !mine, ability.strength, resistance, acting, targets)) disorient(state, battle, mine ? 'defender' : 'attacker', targets);
  } else {
    // A snipe picks off the least-armoured unit of the stack (ties: the first declared), so it is
    // resisted by that unit's physical defence alone (PW-11); a spent Cyborg defends with 0.
    const armour = (unit: PsiWarsBattleUnit): number => engagedScreen(state, battle, unit, 'physical')?.defense ?? 0;
    let victim = targets[0];
    for (const unit of targets) if (armour(unit) < armour(victim as PsiWarsBattleUnit)) victim = unit;
    if (victim === undefined) return;
    if (contest(state, rng, 'snipe', !mine, ability.strength, armour(victim), acting, [victim])) destroyUnit(state, victim.card);
  }
}

function disorient(state: PsiWarsState, battle: PsiWarsBattle, side: 'attacker' | 'defender', units: readonly PsiWarsBattleUnit[]): void {
  if (side === 'attacker') battle.attackerDisoriented = true;
  else battle.defenderDisoriented = true;
  state.events.push({ type: 'disoriented', side, units: units.map((u) => u.card) });
}

/**
 * Answers the cyber/psionic attack (6.5.5.2) or counterattack (6.5.5.3). Either side may choose
 * none; an attack that did not succeed, chosen or not, leaves the defender its counter (PW-14).
 */
export function answerMind(state: PsiWarsState, mode: MindMode | 'none', rng: Rng): void {
  const c = current(state);
  if (c === null) return;
  const { battle, attackers, blockers } = c;
  const counter = battle.step === 'counter';
  battle.step = counter ? 'physical' : 'counter';
  if (mode === 'none') return;
  const [from, to] = counter ? [strikers(battle, blockers), attackers] : [strikers(battle, attackers), blockers];
  const strength = stackScreen(state, battle, from, mode, 'attack') ?? 0;
  const resistance = stackScreen(state, battle, to, mode, 'defense') ?? 0;
  if (contest(state, rng, mode, counter, strength, resistance, from, to)) disorient(state, battle, counter ? 'attacker' : 'defender', to);
}

/** 6.5.5.5: every engaged unit that survived is depleted; the battle is over. */
function finishBattle(state: PsiWarsState): void {
  const battle = state.battle;
  if (battle !== null) {
    for (const e of battle.engagements) {
      for (const card of [...e.attackers, ...e.blockers]) {
        const unit = unitOf(state, card);
        if (unit !== undefined) unit.depleted = true;
      }
    }
  }
  state.battle = null;
  state.turn.step = 'discard';
}
