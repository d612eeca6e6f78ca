/**
 * Running a race: starting it after the reveal, driving the task stack until someone must decide
 * or the race is over, answering offers, and ending the race (rulebook "The Races").
 */
import { inconsistentState } from '../../../core/errors.js';
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import { ABILITIES } from '../abilities/index.js';
import { offerCancellation } from '../abilities/philosopher.js';
import { offerTheft } from '../abilities/thief.js';
import { raceRanking, prophecyCorrect } from '../abilities/prophet.js';
import { AWARDS, MAX_RACE_TURNS } from '../content/board.js';
import type { MagicalAthleteState, MagicalAthleteOfferTask, MagicalAthleteRaceState, MagicalAthleteRacer, MagicalAthleteUseTask } from '../types.js';
import { activeRacerOf, emit, push, racer, type RaceContext } from './context.js';
import { HANDLERS } from './turn.js';
import { finishGame, isLastRace, startSelection } from './schedule.js';

/** A race about to start: everyone on the start space, nothing resolved yet. */
export function newRace(number: number, picks: readonly MagicalAthleteRacer['character'][], firstPlayer: Player): MagicalAthleteRaceState {
  return {
    number,
    racers: picks.map((character, player) => ({ player, character, position: 0, finished: null, loseNextTurn: null })),
    active: null,
    turn: null,
    stack: [],
    pending: null,
    finishers: [],
    prophecy: null,
    shadowed: [],
    firstPlayer,
    turns: 0,
  };
}

/** Starts race `number` with the revealed racers, then runs it to the first decision. */
export function startRace(state: MagicalAthleteState, picks: readonly MagicalAthleteRacer['character'][], firstPlayer: Player, rng: Rng): void {
  state.race = newRace(state.results.length + 1, picks, firstPlayer);
  state.phase = 'race';
  openRace(state, rng);
}

/**
 * Queues the start of the race: the Prophet's prophecy first (MA-48), then the Thief (MA-52), then
 * the first turn; and runs to the first decision.
 */
export function openRace(state: MagicalAthleteState, rng: Rng): void {
  const race = state.race as MagicalAthleteRaceState;
  const ctx: RaceContext = { state, race, rng };
  push(ctx, { t: 'turnStart', racer: race.firstPlayer });
  offerTheft(ctx);
  const prophet = activeRacerOf(race, 'prophet');
  if (prophet >= 0) push(ctx, { t: 'offer', ability: 'prophet', user: prophet, targets: race.racers.map((_, i) => i), data: 0, then: null });
  runRace(state, rng);
}

/**
 * Pops tasks until an offer needs an answer or the race ends. An offer whose ability no longer
 * applies is skipped as if declined.
 */
export function runRace(state: MagicalAthleteState, rng: Rng): void {
  const race = state.race;
  if (race === null) return;
  const ctx: RaceContext = { state, race, rng };
  // Finishers already announced: a racer can only finish while tasks run, inside this loop.
  let finishers = race.finishers.length;
  while (race.pending === null) {
    const arrived = race.finishers.length !== finishers;
    // MA-48: the winner settles the prophecy, so it is shown then. In the last race whether the
    // race goes on can depend on it (MA-15), and that must not tell anyone a secret.
    if (arrived && finishers === 0) revealProphecy(ctx);
    finishers = race.finishers.length;
    if (raceIsOver(state, race)) {
      endRace(state, race);
      return;
    }
    // MA-15: say why the race goes on past its second finisher.
    if (arrived && finishers >= 2) emit(ctx, { type: 'raceContinues', race: race.number });
    // MA-28: a race stops, between two turns, once it has had its share of turns.
    if (race.turns >= MAX_RACE_TURNS && race.stack[race.stack.length - 1]?.t === 'turnStart') {
      stopRace(ctx);
      return;
    }
    const task = race.stack.pop();
    if (task === undefined) throw inconsistentState('Magical Athlete: the race stalled with nothing to do');
    if (task.t === 'offer') {
      // null means the ability no longer applies; an empty list, that no target is left for it.
      const recheck = ABILITIES[task.ability].recheck;
      const targets = recheck === undefined ? task.targets : recheck(ctx, task);
      if (targets === null || (task.targets.length > 0 && targets.length === 0)) {
        push(ctx, task.then);
      } else {
        race.pending = targets === task.targets ? task : { ...task, targets };
      }
    } else if (task.t === 'use') {
      ABILITIES[task.ability].effect?.(ctx, task);
    } else {
      (HANDLERS[task.t] as (c: RaceContext, t: typeof task) => void)(ctx, task);
    }
  }
}

/** The pending offer is accepted (on `target`, a racer index or -1). */
export function acceptOffer(state: MagicalAthleteState, pending: MagicalAthleteOfferTask, target: number, rng: Rng): void {
  const race = state.race as MagicalAthleteRaceState;
  const ctx: RaceContext = { state, race, rng };
  race.pending = null;
  const user = racer(race, pending.user);
  // The prophecy is secret (MA-48): its own event, redacted in views, records it instead.
  if (pending.ability !== 'prophet') {
    emit(ctx, { type: 'abilityUsed', player: user.player, character: user.character, target: target >= 0 ? racer(race, target).character : null });
  }
  const use: MagicalAthleteUseTask = { t: 'use', ability: pending.ability, user: pending.user, target, data: pending.data, then: pending.then };
  push(ctx, ABILITIES[pending.ability].followUp?.(ctx, use) ?? null);
  push(ctx, use);
  if (ABILITIES[pending.ability].cancellable) offerCancellation(ctx, use);
  runRace(state, rng);
}

/** The pending offer is declined (or, instead of a turn, the player rolls). */
export function declineOffer(state: MagicalAthleteState, pending: MagicalAthleteOfferTask, rng: Rng): void {
  const race = state.race as MagicalAthleteRaceState;
  race.pending = null;
  if (pending.then !== null) race.stack.push(pending.then);
  runRace(state, rng);
}

/**
 * How many finishers the race needs: two, except in the last race, which goes on while players
 * tied on points could still swap places through their rank in it (rulebook "Game End", MA-15).
 */
function raceIsOver(state: MagicalAthleteState, race: MagicalAthleteRaceState): boolean {
  if (race.finishers.length < 2) return false;
  if (race.racers.every((r) => r.finished !== null)) return true;
  if (!isLastRace(state, race.number)) return true;
  const ranking = raceRanking(race);
  const totals = finalTotals(state, race, ranking);
  const placed = new Set<Player>(race.finishers.map((i) => racer(race, i).player));
  if (prophecyCorrect(race)) placed.add(ranking[1] as Player);
  const unplacedByTotal = new Map<number, number>();
  for (let p = 0; p < totals.length; p++) {
    if (placed.has(p)) continue;
    const total = totals[p] as number;
    unplacedByTotal.set(total, (unplacedByTotal.get(total) ?? 0) + 1);
  }
  for (const count of unplacedByTotal.values()) if (count > 1) return false;
  return true;
}

/**
 * MA-28: a race at its turn limit ends as it stands. Nobody may have finished, so the prophecy is
 * shown now if it was not yet (MA-48); the ranking of MA-14 then gives the places and the awards.
 */
function stopRace(ctx: RaceContext): void {
  const { state, race } = ctx;
  emit(ctx, { type: 'raceStopped', race: race.number, turns: race.turns });
  if (race.finishers.length === 0) revealProphecy(ctx);
  endRace(state, race);
}

/** Shows the prophecy, if any, once the race has its winner (MA-48). */
function revealProphecy(ctx: RaceContext): void {
  const { race } = ctx;
  const prophetIndex = race.racers.findIndex((r) => r.character === 'prophet');
  if (race.prophecy === null || prophetIndex < 0) return;
  emit(ctx, { type: 'prophecyRevealed', player: racer(race, prophetIndex).player, character: racer(race, race.prophecy).character, correct: prophecyCorrect(race) });
}

/** Awards come from an unlimited bank of points (MA-4), first and second only (MA-13). */
function awardsFor(number: number, ranking: readonly Player[], players: number): number[] {
  const [first, second] = AWARDS[number - 1] ?? [0, 0];
  const awards = Array.from({ length: players }, () => 0);
  awards[ranking[0] as Player] = first;
  awards[ranking[1] as Player] = second;
  return awards;
}

function finalTotals(state: MagicalAthleteState, race: MagicalAthleteRaceState, ranking: readonly Player[]): number[] {
  const awards = awardsFor(race.number, ranking, state.players.length);
  return state.players.map((p, seat) => p.chips + (awards[seat] as number));
}

function endRace(state: MagicalAthleteState, race: MagicalAthleteRaceState): void {
  const ranking = raceRanking(race);
  const awards = awardsFor(race.number, ranking, state.players.length);
  for (const seat of ranking.slice(0, 2)) {
    const amount = awards[seat] as number;
    (state.players[seat] as { chips: number }).chips += amount;
    state.events.push({ type: 'chipsMoved', from: 'bank', to: seat, amount, reason: 'award' });
  }
  state.events.push({ type: 'raceEnded', race: race.number, ranking, awards });
  state.results.push({
    number: race.number,
    ranking,
    awards,
    racers: race.racers.map((r) => ({ player: r.player, character: r.character })),
    finishers: race.finishers.map((i) => racer(race, i).player),
  });
  state.race = null;
  // The next race starts left of this race's first-placed player (MA-11).
  if (isLastRace(state, race.number)) finishGame(state);
  else startSelection(state, ((ranking[0] as Player) + 1) % state.players.length);
}
