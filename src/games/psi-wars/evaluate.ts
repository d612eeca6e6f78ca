/**
 * How the two seats of a Psi Wars game stand (DESIGN §13): the outcome once a lab is destroyed,
 * and before that an estimate of each seat's expected reward, for search that stops a playout
 * early.
 *
 * The game is a race to 0 hit points, so the estimate starts from how long each lab lasts: its hit
 * points against the physical attack the other side has in play, the damage an unblocked stack
 * deals (rulebook 6.5.3). It then adds the board (each Battle Unit's screens with its Equipment and
 * disrupters as the rules count them, a trapped unit at half), the Creation Units that pay for
 * what comes next, and the cards in hand. The sum is a score in favour of one side, and a logistic
 * curve turns it into that side's chance of winning; the other side gets the rest.
 *
 * It reads only facts both players see: hit points, everything in play, and how many cards each
 * hand holds. Neither hand's cards are read, not even the viewer's own, so the numbers are the same
 * for every viewer and for none, and two worlds a seat cannot tell apart get the same numbers.
 */
import type { Outcome, Player } from '../../core/game.js';
import { rankRewards } from '../../core/mcts.js';
import { battleDef, screenOf } from './rules/cards.js';
import type { PsiWarsBattleUnit, PsiWarsPlayerState, PsiWarsState } from './types.js';

/** The result of a finished game, otherwise `undefined`: the winner first; scores are hit points left. */
export function outcome(state: PsiWarsState): Outcome | undefined {
  if (state.winner === null) return undefined;
  const loser = state.winner === 0 ? 1 : 0;
  return { ranking: [[state.winner], [loser]], scores: state.players.map((p) => p.hitPoints) };
}

/** A trapped unit can neither attack nor block until it escapes (PW-30): it counts this much. */
const TRAPPED = 0.5;
/** Weights of the score's parts, in logits per point of difference between the sides. */
const BOARD_WEIGHT = 0.06;
const LAB_WEIGHT = 0.15;
const HAND_WEIGHT = 0.05;

/** What a Battle Unit in play is worth: its physical screen in full, the mind screens and a Cyborg's distance ability at half. */
function unitStrength(state: PsiWarsState, unit: PsiWarsBattleUnit): number {
  let strength = 0;
  for (const name of ['physical', 'cyber', 'psionic'] as const) {
    const screen = screenOf(state, unit, name);
    if (screen !== null) strength += (screen.attack + screen.defense) * (name === 'physical' ? 1 : 0.5);
  }
  const distance = battleDef(state, unit.card).distance;
  if (distance !== null) strength += distance.strength / 2;
  return unit.trappedBy === null ? strength : strength * TRAPPED;
}

/** The physical attack a side could send at the other lab now: its untrapped units' strikes. */
function pressure(state: PsiWarsState, side: PsiWarsPlayerState): number {
  let total = 0;
  for (const unit of side.units) if (unit.trappedBy === null) total += screenOf(state, unit, 'physical')?.attack ?? 0;
  return total;
}

/** The board: every unit's strength, and a point for each Equipment not yet attached. */
function board(state: PsiWarsState, side: PsiWarsPlayerState): number {
  let total = side.equipment.length;
  for (const unit of side.units) total += unitStrength(state, unit);
  return total;
}

/**
 * Each seat's expected reward in [0, 1] (see the module comment): `[p, 1 - p]` with `p` seat 0's
 * chance of winning. `viewer` changes nothing: only public facts are read.
 */
export function evaluate(state: PsiWarsState, _viewer?: Player): number[] {
  const over = outcome(state);
  if (over !== undefined) return rankRewards(over);
  const [a, b] = state.players as [PsiWarsPlayerState, PsiWarsPlayerState];
  // Turns each lab lasts, roughly: its hit points over what the other side strikes with (plus one,
  // for the units still to come).
  const lastsA = Math.max(1, a.hitPoints) / (1 + pressure(state, b));
  const lastsB = Math.max(1, b.hitPoints) / (1 + pressure(state, a));
  const score =
    Math.log(lastsA / lastsB) +
    BOARD_WEIGHT * (board(state, a) - board(state, b)) +
    LAB_WEIGHT * (a.creation.length - b.creation.length) +
    HAND_WEIGHT * (a.hand.length - b.hand.length);
  const first = 1 / (1 + Math.exp(-score));
  return [first, 1 - first];
}
