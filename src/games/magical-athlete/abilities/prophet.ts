/**
 * Prophet (reconstructed, MA-48): when the racers are revealed, the Prophet's owner must secretly
 * name the racer who will win (herself allowed). If right, her player takes second place: the
 * real second is bumped down, and if she named herself and won, first place passes to the next
 * finisher, so self-prophecy only hurts (FAQ). The Philosopher cannot cancel it.
 */
import type { AbilityRules } from './ability.js';
import { emit, racer } from '../rules/context.js';
import type { Player } from '../../../core/game.js';
import type { MagicalAthleteRaceState } from '../types.js';

export const prophet: AbilityRules = {
  id: 'prophet',
  cancellable: false,
  effect(ctx, use) {
    ctx.race.prophecy = use.target;
    emit(ctx, { type: 'prophecyMade', player: racer(ctx.race, use.user).player, character: racer(ctx.race, use.target).character });
  },
};

/**
 * The race's ranking of players: arrival order, corrected by a true prophecy, then the racers
 * still on the track by position (furthest first; ties in turn order from the race's first
 * player, MA-14).
 */
export function raceRanking(race: MagicalAthleteRaceState): Player[] {
  const ranking = uncorrectedRanking(race);
  const prophetIndex = race.racers.findIndex((r) => r.character === 'prophet');
  if (race.prophecy === null || prophetIndex < 0 || winner(race, ranking) !== race.prophecy) return ranking;
  const prophetPlayer = racer(race, prophetIndex).player;
  const rest = ranking.filter((p) => p !== prophetPlayer);
  // The winner keeps first unless the Prophet is the winner herself; she takes second.
  return [rest[0] as Player, prophetPlayer, ...rest.slice(1)];
}

/** Arrival order, then the racers still on the track (MA-14), before any prophecy. */
function uncorrectedRanking(race: MagicalAthleteRaceState): Player[] {
  const arrived = race.finishers.map((i) => racer(race, i).player);
  const players = race.racers.length;
  const order = (p: Player): number => (p - race.firstPlayer + players) % players;
  const running = race.racers
    .filter((r) => r.finished === null)
    .sort((a, b) => b.position - a.position || order(a.player) - order(b.player))
    .map((r) => r.player);
  return [...arrived, ...running];
}

/**
 * The racer (index) who won: the first to arrive. A race stopped at its turn limit before anyone
 * arrived (MA-28) is scored as if the racers had finished in their order on the track, so its
 * winner is the racer ranked first there.
 */
function winner(race: MagicalAthleteRaceState, ranking: readonly Player[]): number | undefined {
  return race.finishers[0] ?? ranking[0];
}

/** Whether the prophecy (if any) came true. */
export function prophecyCorrect(race: MagicalAthleteRaceState): boolean {
  return race.prophecy !== null && winner(race, uncorrectedRanking(race)) === race.prophecy;
}
