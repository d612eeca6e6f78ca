/**
 * The end of the game (GT-S77, GT-31): the last player standing wins; at the round limit the
 * survivors are ranked by a score of what they have left, and the players who went out rank
 * below them, those who lasted longer first.
 */
import type { Outcome } from '../../../core/game.js';
import { DESTROYING_DAMAGE } from '../content/cruisers.js';
import type { GridEnd, GridTravelerState } from '../types.js';
import { capableCards } from './numbers.js';

/**
 * A survivor's score (GT-31): Health + nanytes + 2 for each Damage cube short of destruction + 3
 * for each capable Magick card. A player who went out scores 0.
 */
export function scoreOf(state: GridTravelerState, seat: number): number {
  const me = state.seats[seat]!;
  if (me.out !== null) return 0;
  return me.health + me.nanytes + 2 * (DESTROYING_DAMAGE - me.damage) + 3 * capableCards(state, me).length;
}

/** Ends the game: scores, `gameOver`, no one to act. */
export function finish(state: GridTravelerState, reason: GridEnd['reason']): void {
  const scores = state.seats.map((_, seat) => scoreOf(state, seat));
  state.end = { reason, scores };
  state.turn = null;
  state.events.push({ type: 'gameOver', audience: null, reason, scores });
}

/**
 * The ranking (GT-31): survivors by score, higher first, equal scores tied; then those who went
 * out, the later first, those out in the same round tied.
 */
export function outcomeOf(state: GridTravelerState): Outcome | undefined {
  if (state.end === null) return undefined;
  const seats = state.seats.map((_, i) => i);
  const ranking: number[][] = [];
  const group = (list: number[], key: (seat: number) => number): void => {
    const keys = [...new Set(list.map(key))].sort((a, b) => b - a);
    for (const k of keys) ranking.push(list.filter((s) => key(s) === k));
  };
  group(seats.filter((s) => state.seats[s]!.out === null), (s) => state.end!.scores[s]!);
  group(seats.filter((s) => state.seats[s]!.out !== null), (s) => state.seats[s]!.out!.round);
  return { ranking, scores: [...state.end.scores] };
}
