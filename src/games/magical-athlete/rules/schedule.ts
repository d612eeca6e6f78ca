/**
 * The game's schedule: how many races there are, what each awards, calling the next race, and the
 * end of the game with its final ranking (rulebook "The Races", "Game End"). Both the selection
 * (phases.ts) and the race (race.ts) move on through here, so neither imports the other's ends.
 */
import type { Player } from '../../../core/game.js';
import { AWARDS, QUOTA } from '../content/board.js';
import type { MagicalAthleteState } from '../types.js';

export function quota(state: MagicalAthleteState): number {
  return QUOTA[state.config.players];
}

/** Races in the game: one per card each player drafts (rulebook: 5 with 4 players, 4 with 5). */
export function raceCount(state: MagicalAthleteState): number {
  return quota(state);
}

export function isLastRace(state: MagicalAthleteState, number: number): boolean {
  return number >= raceCount(state);
}

/** The [first, second] awards of race `number`. */
export function awardsOf(number: number): readonly [number, number] {
  return AWARDS[number - 1] ?? [0, 0];
}

/** Calls the next race: every player will secretly pick a racer (MA-10). */
export function startSelection(state: MagicalAthleteState, firstPlayer: Player): void {
  const number = state.results.length + 1;
  state.phase = 'selection';
  state.selection = { picks: state.players.map(() => null), spyWaiting: null, firstPlayer };
  state.events.push({ type: 'raceCalled', race: number, awards: awardsOf(number) });
}

/** Final ranking: most points, ties broken by rank in the last race (rulebook "Game End"). */
export function finalRanking(state: MagicalAthleteState): Player[] {
  const last = state.results[state.results.length - 1];
  const lastRank = (p: Player): number => last?.ranking.indexOf(p) ?? p;
  return state.players
    .map((_, seat) => seat)
    .sort((a, b) => (state.players[b]?.chips ?? 0) - (state.players[a]?.chips ?? 0) || lastRank(a) - lastRank(b));
}

export function finishGame(state: MagicalAthleteState): void {
  state.phase = 'over';
  state.events.push({ type: 'gameEnded', ranking: finalRanking(state), scores: state.players.map((p) => p.chips) });
}
