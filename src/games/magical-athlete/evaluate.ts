/**
 * How the seats of a Magical Athlete game stand (DESIGN §13): the outcome once the game is over,
 * and before that an estimate of each seat's expected reward, for search that stops a playout
 * early.
 *
 * The estimate forecasts every seat's final points as a mean and a spread: the points it holds, what
 * it may expect from the race in progress (the greedy bot's race model: positions, lost turns, who
 * moves next, a prophecy it may know), and an even share of every race still to come, whose
 * awards are what make the spread. Two seats' final points are then compared as if independent
 * and normal, and a seat's value is its chance of beating each other seat, averaged: exactly the
 * expected {@link rankRewards} of the forecast (a place is worth the share of seats it beats).
 */
import type { Outcome, Player } from '../../core/game.js';
import { rankRewards } from '../../core/mcts.js';
import { expectedAwards } from './bots.js';
import { awardsOf, finalRanking, raceCount } from './rules/schedule.js';
import type { MagicalAthleteState } from './types.js';

/**
 * The result of a finished game, otherwise `undefined`: seats ranked by points, ties broken by
 * their rank in the last race (rulebook "Game End"); the scores are the points.
 */
export function outcome(state: MagicalAthleteState): Outcome | undefined {
  if (state.phase !== 'over') return undefined;
  return { ranking: finalRanking(state).map((p) => [p]), scores: state.players.map((p) => p.chips) };
}

/**
 * `state` as `viewer` may read it for the estimate: the prophecy blanked while it is secret from
 * the viewer (MA-48: until the race has a winner, only the Prophet's owner knows it). The other
 * secrets (the deck, a replacement, picks before the reveal) the estimate never reads.
 */
function asSeenBy(state: MagicalAthleteState, viewer: Player | undefined): MagicalAthleteState {
  const race = state.race;
  if (viewer === undefined || race === null || race.prophecy === null || race.finishers.length > 0) return state;
  const prophet = race.racers.find((r) => r.character === 'prophet');
  if (prophet !== undefined && prophet.player === viewer) return state;
  return { ...state, race: { ...race, prophecy: null } };
}

/**
 * The standard normal distribution function, by the Abramowitz–Stegun 7.1.26 approximation of erf
 * (error below 1.5e-7: far finer than the forecast it serves).
 */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Each seat's expected reward in [0, 1] (see the module comment). With `viewer`, only what that
 * seat sees is read, so two states it cannot tell apart get the same numbers.
 */
export function evaluate(state: MagicalAthleteState, viewer?: Player): number[] {
  const over = outcome(state);
  if (over !== undefined) return rankRewards(over);
  const seen = asSeenBy(state, viewer);
  const n = seen.players.length;
  // During the draft chips are money, not points: everyone has 0 points so far (MA-7).
  const mean = seen.players.map((p) => (seen.phase === 'draft' ? 0 : p.chips));
  const variance = new Array<number>(n).fill(0);
  let next = seen.results.length + 1;
  if (seen.phase === 'race' && seen.race !== null) {
    const [first] = awardsOf(seen.race.number);
    const race = expectedAwards(seen);
    for (let s = 0; s < n; s++) {
      const m = race[s] as number;
      mean[s]! += m;
      // Spread as if the seat won `first` or nothing, with the expected award as mean: an upper
      // bound that needs only the mean, and 0 once the award is settled.
      variance[s]! += Math.max(0, m * (first - m));
    }
    next = seen.race.number + 1;
  }
  for (let number = next; number <= raceCount(seen); number++) {
    // A race to come: an even chance of each place for every seat.
    const [first, second] = awardsOf(number);
    const m = (first + second) / n;
    for (let s = 0; s < n; s++) {
      mean[s]! += m;
      variance[s]! += (first * first + second * second) / n - m * m;
    }
  }
  return mean.map((ms, s) => {
    let beaten = 0;
    for (let t = 0; t < n; t++) {
      if (t === s) continue;
      const gap = ms - (mean[t] as number);
      const spread = Math.sqrt((variance[s] as number) + (variance[t] as number));
      // A tie (settled or expected) is even: the last race breaks it, which nobody can foresee.
      beaten += gap === 0 ? 0.5 : spread > 1e-9 ? normalCdf(gap / spread) : gap > 0 ? 1 : 0;
    }
    return n <= 1 ? 1 : beaten / (n - 1);
  });
}
