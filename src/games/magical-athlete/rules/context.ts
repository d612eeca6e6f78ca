/**
 * The toolkit that race rules and ability modules share: the task stack, offers, and moving
 * racers. Everything works in place on a state the caller owns (the fast path); `reduce` runs the
 * same code on a plain copy (DESIGN §3).
 */
import type { Rng } from '../../../core/rng.js';
import { CHARACTERS, type CharacterId } from '../content/characters.js';
import { MAGICAL_ATHLETE_GOAL, START } from '../content/board.js';
import type { MagicalAthleteEvent, MagicalAthleteState, MagicalAthleteMoveCause, MagicalAthleteOfferTask, MagicalAthleteRaceState, MagicalAthleteRacer, MagicalAthleteTask } from '../types.js';

/** What every race rule works on. */
export interface RaceContext {
  readonly state: MagicalAthleteState;
  readonly race: MagicalAthleteRaceState;
  readonly rng: Rng;
}

export function emit(ctx: RaceContext, event: MagicalAthleteEvent): void {
  ctx.state.events.push(event);
}

/** Pushes a task; the last one pushed runs first (resolution is depth first, MA-20). */
export function push(ctx: RaceContext, task: MagicalAthleteTask | null): void {
  if (task !== null) ctx.race.stack.push(task);
}

/** The racer index of `character` in this race, or -1. */
export function racerOf(race: MagicalAthleteRaceState, character: CharacterId): number {
  const racers = race.racers;
  for (let i = 0; i < racers.length; i++) if ((racers[i] as MagicalAthleteRacer).character === character) return i;
  return -1;
}

/** The racer index of `character` if it is in the race and still running, else -1 (MA-22). */
export function activeRacerOf(race: MagicalAthleteRaceState, character: CharacterId): number {
  const index = racerOf(race, character);
  return index >= 0 && (race.racers[index] as MagicalAthleteRacer).finished === null ? index : -1;
}

export function racer(race: MagicalAthleteRaceState, index: number): MagicalAthleteRacer {
  return race.racers[index] as MagicalAthleteRacer;
}

export function isRunning(race: MagicalAthleteRaceState, index: number): boolean {
  return index >= 0 && racer(race, index).finished === null;
}

/** Running racers other than `except` on `space` (never the start or the goal: MA-23). */
export function othersOn(race: MagicalAthleteRaceState, space: number, except: number): number[] {
  const out: number[] = [];
  if (space <= START || space >= MAGICAL_ATHLETE_GOAL) return out;
  const racers = race.racers;
  for (let i = 0; i < racers.length; i++) {
    const r = racers[i] as MagicalAthleteRacer;
    if (i !== except && r.finished === null && r.position === space) out.push(i);
  }
  return out;
}

/**
 * The position vector packed into one integer (6 bits per racer: positions are 0 to 30, at most
 * 5 racers): the loop guard compares these (MA-21), and numbers keep the fast path cheap.
 */
export function positionsKey(race: MagicalAthleteRaceState, override = -1, overrideTo = 0): number {
  let key = 0;
  const racers = race.racers;
  for (let i = 0; i < racers.length; i++) {
    key = key * 64 + (i === override ? overrideTo : (racers[i] as MagicalAthleteRacer).position);
  }
  return key;
}

/**
 * True when moving racer `index` to `to` would recreate positions already seen this turn: an
 * optional ability that would do so is not offered, which stops the loops the FAQ forbids (MA-21).
 */
export function wouldRepeat(race: MagicalAthleteRaceState, index: number, to: number): boolean {
  const turn = race.turn;
  if (turn === null) return false;
  return turn.seen.includes(positionsKey(race, index, clampPosition(to)));
}

function clampPosition(position: number): number {
  return position < START ? START : position > MAGICAL_ATHLETE_GOAL ? MAGICAL_ATHLETE_GOAL : position;
}

function recordPositions(race: MagicalAthleteRaceState): void {
  race.turn?.seen.push(positionsKey(race));
}

/** Offers an ability to its user (the prompt appears when the offer reaches the top of the stack). */
export function offer(ctx: RaceContext, ability: CharacterId, user: number, targets: readonly number[], then: MagicalAthleteTask | null, data = 0): void {
  const task: MagicalAthleteOfferTask = { t: 'offer', ability, user, targets, data, then };
  push(ctx, task);
}

/**
 * Moves a running racer to `to` (clamped to the track), emitting `moved`, finishing it at the goal,
 * and, unless `arrive` is false, queueing the shared-space abilities of its landing space.
 * Finished racers are never moved (MA-22).
 */
export function moveRacer(ctx: RaceContext, index: number, to: number, cause: MagicalAthleteMoveCause, options: { arrive?: boolean; leapt?: number } = {}): void {
  const r = racer(ctx.race, index);
  if (r.finished !== null) return;
  const from = r.position;
  const target = clampPosition(to);
  if (target === from) return;
  r.position = target;
  emit(ctx, { type: 'moved', player: r.player, character: r.character, from, to: target, cause, leapt: options.leapt ?? 0 });
  if (target >= MAGICAL_ATHLETE_GOAL) {
    finishRacer(ctx, index);
  } else if (options.arrive !== false) {
    arrive(ctx, index);
  }
  recordPositions(ctx.race);
}

/**
 * `indices` in turn order starting from the racer whose turn it is (MA-27): the order in which
 * racers moved at once by one ability make their moves, finish and have their landings checked,
 * when the ability itself gives no order. Never plain seat order.
 */
export function inTurnOrder(race: MagicalAthleteRaceState, indices: readonly number[]): number[] {
  const n = race.racers.length;
  const start = race.active ?? race.firstPlayer;
  const rank = (i: number): number => (i - start + n) % n;
  return [...indices].sort((a, b) => rank(a) - rank(b));
}

/**
 * Moves several racers at once, as one ability does (Merchant, Priest, Siren, Troll; MA-23). The
 * moves are made in the order given, which is also the order in which racers reaching the goal
 * finish (MA-27). Then the landings are checked, but only of racers that end beside someone they
 * did not move with: racers that leave one space together and arrive together do not newly share
 * their new space (FAQ Siren). The Troll's landing is checked first (his Duty comes first), then
 * the others in the order given.
 */
export function moveTogether(ctx: RaceContext, moves: readonly (readonly [number, number])[], cause: MagicalAthleteMoveCause): void {
  const race = ctx.race;
  const from = race.racers.map((r) => r.position);
  const moved: number[] = [];
  for (const [index, to] of moves) {
    moveRacer(ctx, index, to, cause, { arrive: false });
    if (racer(race, index).position !== from[index]) moved.push(index);
  }
  const newcomer = (i: number): boolean => othersOn(race, racer(race, i).position, i).some((j) => !moved.includes(j) || from[j] !== from[i]);
  const landings = moved.filter(newcomer);
  const ordered = [...landings.filter((i) => racer(race, i).character === 'troll'), ...landings.filter((i) => racer(race, i).character !== 'troll')];
  // The stack runs the last task pushed first.
  for (let k = ordered.length - 1; k >= 0; k--) arrive(ctx, ordered[k] as number);
}

/** Queues the shared-space check for a racer that just landed (MA-23). */
export function arrive(ctx: RaceContext, index: number): void {
  const r = racer(ctx.race, index);
  if (r.finished === null && othersOn(ctx.race, r.position, index).length > 0) {
    push(ctx, { t: 'share', mover: index, space: r.position, step: 0 });
  }
}

function finishRacer(ctx: RaceContext, index: number): void {
  const r = racer(ctx.race, index);
  ctx.race.finishers.push(index);
  r.finished = ctx.race.finishers.length;
  r.loseNextTurn = null;
  emit(ctx, { type: 'finished', player: r.player, character: r.character, place: r.finished });
}

/** Characters by sex, for Cupid. */
export function sexOf(character: CharacterId): 'female' | 'male' {
  return CHARACTERS[character].sex;
}
