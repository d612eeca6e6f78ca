/**
 * The flow of play (GT-S02, GT-S20…GT-S23, GT-S53; GT-4, GT-17, GT-31): rounds, the combat phase
 * in which every fight takes one combat turn before the others' regular turns, the regular turns
 * in seat order from player one, and the end of the game.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { COMPONENTS } from '../content/cruisers.js';
import type { GridCombat, GridTravelerState } from '../types.js';
import { currentCombat, fighting } from './fights.js';
import { maxHealth, maxNanytes, playing } from './numbers.js';
import { finish } from './end.js';
import { endOfCombatTurn, endOfRound, startOfTurn } from './whispers.js';

/** Rolls a die for `seat` (public: every roll is seen, GT-30) and returns it. */
export function rollD(state: GridTravelerState, rng: Rng, seat: Player, die: 8 | 12 | 20, why: string, target: number | null): number {
  const value = rng.int(1, die);
  state.events.push({ type: 'rolled', audience: null, player: seat, die, value, why, target });
  return value;
}

/**
 * The seats in the order of a D8 roll, lowest first (GT-S02, GT-S60, GT-S73); seats tied are
 * rolled again among themselves until no tie is left (GT-1).
 */
export function orderByD8(state: GridTravelerState, rng: Rng, seats: readonly Player[], why = 'order'): Player[] {
  if (seats.length < 2) return [...seats];
  const rolls = seats.map((seat) => ({ seat, value: rollD(state, rng, seat, 8, why, null) }));
  const out: Player[] = [];
  const values = [...new Set(rolls.map((r) => r.value))].sort((a, b) => a - b);
  for (const value of values) {
    const tied = rolls.filter((r) => r.value === value).map((r) => r.seat);
    out.push(...(tied.length === 1 ? tied : orderByD8(state, rng, tied, why)));
  }
  return out;
}

/**
 * Starts `seat`'s regular turn (GT-S20…GT-S22, GT-4): a Health cube and a nanyte back if below
 * full, Nanyte Bleed, then a cube to take off a component if any has one (stage `repair`), else
 * the draws.
 */
function startTurn(state: GridTravelerState, seat: Player): void {
  const me = state.seats[seat]!;
  state.events.push({ type: 'turnStarted', audience: null, player: seat });
  const health = me.health < maxHealth(state, me) ? 1 : 0;
  const nanytes = me.nanytes < maxNanytes(state, me) ? 1 : 0;
  me.health += health;
  me.nanytes += nanytes;
  if (health + nanytes > 0) state.events.push({ type: 'recovered', audience: null, player: seat, health, nanytes, component: null });
  startOfTurn(state, seat);
  const damaged = me.damage > 0 || COMPONENTS.some((c) => me.tracks[c].red + me.tracks[c].yellow > 0);
  state.turn = { seat, stage: damaged ? 'repair' : 'draw', moves: 0, heading: null, maneuver: true, scanned: false, traded: false, trade: null };
}

/** Moves on to the next regular turn of the round, or ends the round. */
function nextTurn(state: GridTravelerState, rng: Rng): void {
  for (state.orderIndex++; state.orderIndex < state.order.length; state.orderIndex++) {
    const seat = state.order[state.orderIndex]!;
    if (state.seats[seat]!.out === null && !fighting(state, seat)) {
      startTurn(state, seat);
      return;
    }
  }
  endRound(state, rng);
}

/**
 * Ends the round (GT-16, GT-31): round-long effects run down, and the next round begins with the
 * combat phase if fights are on (GT-17), else with player one's turn. At `maxRounds` the game is
 * scored.
 */
function endRound(state: GridTravelerState, rng: Rng): void {
  endOfRound(state);
  if (state.end !== null) return;
  if (state.round >= state.config.maxRounds) {
    finish(state, 'maxRounds');
    return;
  }
  state.round++;
  state.events.push({ type: 'roundStarted', audience: null, round: state.round });
  state.orderIndex = -1;
  state.turn = null;
  if (state.combats.length > 0) {
    state.phase = 'combat';
    state.combatIndex = 0;
    beginCombatTurn(state.combats[0]!);
  } else {
    state.phase = 'turns';
    nextTurn(state, rng);
  }
}

/** A fight's combat turn begins with its first member, no one having fought in it yet (GT-32). */
function beginCombatTurn(combat: GridCombat): void {
  combat.next = 0;
  combat.afterDitfoi = false;
  combat.fought = false;
}

/**
 * The most combat turns a fight lasts (GT-32): at the end of this one it is broken off, whoever
 * still stands. Fought to the end with every member attacking every combat turn, 99.6% of duels
 * between the two sturdiest cruisers of the printed fleet (Longwave Bastions), and 98.6% of
 * three-Bastion fights, are decided sooner (20,000 and 5,000 seeded fights, measured for GT-32),
 * so the limit stops only fights that no longer decide anything.
 */
export const FIGHT_TURN_LIMIT = 72;

/**
 * Why a fight that still has two members or more ends at the end of its combat turn (GT-32), or
 * null if it goes on: no member fought in it (they moved on), or it was the fight's last.
 */
function brokenOff(combat: GridCombat): 'movedOn' | 'turnLimit' | null {
  if (combat.members.length <= 1) return null;
  if (!combat.fought) return 'movedOn';
  return combat.turns >= FIGHT_TURN_LIMIT ? 'turnLimit' : null;
}

/** The current regular turn is over (GT-S53): the next player's, or the round's end. */
export function endTurn(state: GridTravelerState, rng: Rng): void {
  if (state.turn !== null) state.events.push({ type: 'turnEnded', audience: null, player: state.turn.seat });
  state.turn = null;
  if (state.end !== null) return;
  state.phase = 'turns';
  nextTurn(state, rng);
}

/**
 * The acting member's combat action is complete: the next member acts, or the combat turn ends
 * (GT-17). At its end, Whispers played in the fight run down; a fight of one member or none is
 * over, and so is one in which no member fought this combat turn or that has reached its last
 * combat turn (GT-32); then the next fight takes its turn, or the regular turns go on. A fight
 * begun in a player's turn took its first combat turn at once, and that player's turn ends with it.
 */
export function afterCombatAction(state: GridTravelerState, rng: Rng): void {
  if (state.end !== null) return;
  const combat = currentCombat(state);
  if (combat === null) return;
  combat.afterDitfoi = false;
  combat.next++;
  if (combat.next < combat.members.length && combat.members.length > 1) return;
  // The combat turn is over.
  combat.turns++;
  const why = brokenOff(combat);
  if (why === null) endOfCombatTurn(state, combat);
  // A fight broken off is over for every member, so their Whispers played in it go with it
  // (GT-16), as they do for the one member left of a fight: member by member.
  else for (const seat of combat.members) endOfCombatTurn(state, { ...combat, members: [seat] });
  const index = state.combats.indexOf(combat);
  let nextIndex = index + 1;
  if (combat.members.length <= 1 || why !== null) {
    if (why === null) state.events.push({ type: 'fightEnded', audience: null, members: [...combat.members] });
    else state.events.push({ type: 'fightBrokenOff', audience: null, members: [...combat.members], why });
    state.combats.splice(index, 1);
    nextIndex = index;
  }
  if (state.immediate !== null) {
    state.immediate = null;
    endTurn(state, rng);
    return;
  }
  if (nextIndex < state.combats.length) {
    state.combatIndex = nextIndex;
    beginCombatTurn(state.combats[nextIndex]!);
    return;
  }
  state.phase = 'turns';
  state.combatIndex = 0;
  state.orderIndex = -1;
  nextTurn(state, rng);
}

/** Ends the game if one player or none is left (GT-S77, GT-31). */
export function checkLastStanding(state: GridTravelerState): void {
  if (state.end === null && playing(state).length <= 1) finish(state, 'lastStanding');
}
