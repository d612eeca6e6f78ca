/**
 * A greedy Magical Athlete bot. At every race decision it tries each legal answer and keeps the
 * one whose resulting state it values most: its own points plus the points it can expect from
 * the race in progress, minus the mean of the same for its rivals. That is enough for the
 * characters whose worth lies in their power (the Pirate, Necromancer, Priest and Merchant act
 * instead of rolling, so a player who ignores them, or uses them at random, wastes turns) to use
 * it when it pays and roll when it does not.
 *
 * What it may know: every evaluation runs on a world drawn with `game.sampleHidden(state, seat,
 * rng)`, never on the state it is handed, so it never reads what its seat cannot see (another
 * Prophet's prophecy, the deck, a secret replacement). It reads the rules only through the game
 * object (`legalActions`, `apply`, `clone`, `sampleHidden`) and the rules' own helpers (turn order,
 * awards, the race ranking); its one model of its own is how fast a racer reaches the goal.
 * Ties are broken with an rng of its own, so a seed fixes its play.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { deriveSeed } from '../../core/playout.js';
import { createRng, type Rng } from '../../core/rng.js';
import { MAGICAL_ATHLETE_GOAL } from './content/board.js';
import { raceRanking } from './abilities/prophet.js';
import { nextRacer } from './rules/turn.js';
import { awardsOf, finalRanking } from './rules/schedule.js';
import type {
  MagicalAthleteAction,
  MagicalAthleteConfig,
  MagicalAthleteEvent,
  MagicalAthleteRaceState,
  MagicalAthleteState,
  MagicalAthleteTask,
  MagicalAthleteView,
} from './types.js';

/** The Magical Athlete game's full type, as bots see it. */
export type MagicalAthleteGame = Game<MagicalAthleteState, MagicalAthleteAction, MagicalAthleteEvent, MagicalAthleteConfig, MagicalAthleteView>;

/** Options of {@link magicalAthleteGreedyBot}. */
export interface GreedyBotOptions {
  /**
   * Worlds drawn per decision (default 8). Every answer is tried in each world with the same
   * dice, and the values are averaged: more worlds, steadier choices, slower play.
   */
  readonly samples?: number;
  /**
   * How many further questions of the same turn are answered inside one evaluation (default 2),
   * each greedily by the player asked. Without it an answer that hands the word to someone else
   * (a Philosopher who may cancel it, a Martial Artist's next space) would be judged before it
   * has taken effect.
   */
  readonly replies?: number;
}

/** Every die moves at least 1, so `GOAL` turns always reach the goal; one more for a lost turn. */
const MAX_TURNS = MAGICAL_ATHLETE_GOAL + 1;

/**
 * `REACH[k][d]`: the probability that k dice add up to at least d (d from 0 to `GOAL`). The bot's
 * model of a race: every running racer advances one die a turn. Abilities bend this, and the
 * one-step search sees the bends it can reach; the model only has to rank positions sensibly.
 */
const REACH: readonly Float64Array[] = (() => {
  const table: Float64Array[] = [];
  let sums = new Float64Array(MAGICAL_ATHLETE_GOAL + 1);
  sums[0] = 1;
  for (let k = 0; k <= MAX_TURNS; k++) {
    const reach = new Float64Array(MAGICAL_ATHLETE_GOAL + 1);
    let tail = 0;
    for (let d = MAGICAL_ATHLETE_GOAL; d >= 0; d--) {
      tail += sums[d] as number;
      reach[d] = tail;
    }
    table.push(reach);
    // Sums are capped at GOAL: past the goal is the goal.
    const next = new Float64Array(MAGICAL_ATHLETE_GOAL + 1);
    for (let s = 0; s <= MAGICAL_ATHLETE_GOAL; s++) {
      const p = sums[s] as number;
      if (p > 0) for (let face = 1; face <= 6; face++) next[Math.min(MAGICAL_ATHLETE_GOAL, s + face)]! += p / 6;
    }
    sums = next;
  }
  return table;
})();

/** P(a racer `distance` spaces from the goal, losing `lost` turns first, is there within `k` of its turns). */
function reachedWithin(distance: number, lost: number, k: number): number {
  const turns = k - lost;
  if (turns < 0) return 0;
  return (REACH[Math.min(turns, MAX_TURNS)] as Float64Array)[Math.max(0, Math.min(MAGICAL_ATHLETE_GOAL, distance))] as number;
}

/** Turn steps that come before a racer's turn move: while one of these waits, the racer has not moved yet. */
const BEFORE_THE_MOVE: ReadonlySet<MagicalAthleteTask['t']> = new Set(['turnStart', 'turnBody', 'roll', 'demon', 'rollFinal', 'ranger', 'turnMove', 'leap']);

function waitsToMove(task: MagicalAthleteTask | null, racer: number): boolean {
  if (task === null) return false;
  if (task.t === 'offer' || task.t === 'use') return waitsToMove(task.then, racer);
  return BEFORE_THE_MOVE.has(task.t) && 'racer' in task && task.racer === racer;
}

/** The racer whose turn move comes next: the active racer if it has not moved yet, else the next one. */
function nextToMove(race: MagicalAthleteRaceState): number {
  const active = race.active;
  if (active === null) return race.firstPlayer;
  if (waitsToMove(race.pending, active) || race.stack.some((task) => waitsToMove(task, active))) return active;
  return nextRacer(race, active);
}

/**
 * Each racer's chance of ranking first and second in `race`: finishers keep their places; the
 * running racers race on by the dice model, one turn each in turn order from the next to move
 * (the earlier in that order wins a tie of turn counts). Asleep, petrified and shadowed-out racers
 * start a turn behind.
 */
function placeChances(race: MagicalAthleteRaceState): { first: number[]; second: number[] } {
  const n = race.racers.length;
  const first = new Array<number>(n).fill(0);
  const second = new Array<number>(n).fill(0);
  const done = race.finishers.length;
  if (done >= 1) first[race.finishers[0] as number] = 1;
  if (done >= 2) second[race.finishers[1] as number] = 1;
  if (done >= 2) return { first, second };
  const start = nextToMove(race);
  const order = new Array<number>(n).fill(0);
  const running: number[] = [];
  for (let step = 0; step < n; step++) {
    const i = (start + step) % n;
    if (race.racers[i]?.finished === null) {
      order[i] = running.length;
      running.push(i);
    }
  }
  const distance = (i: number): number => MAGICAL_ATHLETE_GOAL - (race.racers[i]?.position ?? 0);
  const lost = (i: number): number => (race.racers[i]?.loseNextTurn !== null || race.shadowed.includes(i) ? 1 : 0);
  for (const i of running) {
    let p1 = 0;
    let p2 = 0;
    for (let k = 1; k <= MAX_TURNS + 1; k++) {
      const now = reachedWithin(distance(i), lost(i), k) - reachedWithin(distance(i), lost(i), k - 1);
      if (now <= 0) continue;
      // Given that i arrives on its k-th turn, how many others arrive before it: none, or one.
      let none = 1;
      let one = 0;
      for (const j of running) {
        if (j === i) continue;
        const before = reachedWithin(distance(j), lost(j), (order[j] as number) < (order[i] as number) ? k : k - 1);
        one = one * (1 - before) + none * before;
        none *= 1 - before;
      }
      p1 += now * none;
      p2 += now * one;
    }
    // With one finisher already in, arriving first among the rest is second place.
    if (done === 1) second[i] = p1;
    else {
      first[i] = p1;
      second[i] = p2;
    }
  }
  return { first, second };
}

/**
 * Points each seat may expect from the race in progress (0 for all outside a race). It reads the
 * prophecy as the state holds it: a caller that must not know it (evaluate.ts) blanks it first.
 */
export function expectedAwards(state: MagicalAthleteState): number[] {
  const out = state.players.map(() => 0);
  const race = state.race;
  if (state.phase !== 'race' || race === null) return out;
  const [a1, a2] = awardsOf(race.number);
  if (race.finishers.length >= 2) {
    // Places are settled (the last race may go on for the tie-break, MA-15): the rules' ranking.
    const ranking = raceRanking(race);
    out[ranking[0] as Player] = a1;
    out[ranking[1] as Player] = a2;
    return out;
  }
  const { first, second } = placeChances(race);
  race.racers.forEach((r, i) => (out[r.player] = a1 * (first[i] as number) + a2 * (second[i] as number)));
  // A prophecy (MA-48) that comes true makes its maker second: worth the named racer's chance of
  // winning, at most what she does not already hold. The player bumped down is not modelled.
  const prophet = race.racers.findIndex((r) => r.character === 'prophet');
  if (prophet >= 0 && race.prophecy !== null) {
    const p = race.racers[prophet]!.player;
    const own = first[prophet] as number;
    out[p] =
      race.prophecy === prophet
        ? a2 * (own + (second[prophet] as number))
        : a1 * own + a2 * Math.min(1 - own, (second[prophet] as number) + (first[race.prophecy] as number));
  }
  return out;
}

/**
 * How good `state` is for `seat`: its points plus the points it may expect from the race in
 * progress, minus the mean of the same for its rivals. A race's awards add up to a fixed sum, so
 * within a race this is the seat's own expected award: it hurts a rival only when that helps
 * itself. (Counting the strongest rival instead made spoilers: a Pirate far behind kidnapped each
 * new leader back to his own space for thousands of turns, and won no more often.) A finished
 * game adds half a point for first place, which the tie-break can decide.
 */
export function greedyValue(state: MagicalAthleteState, seat: Player): number {
  const race = expectedAwards(state);
  const totals = state.players.map((p, s) => (state.phase === 'draft' ? 0 : p.chips) + (race[s] as number));
  let rivals = 0;
  totals.forEach((t, s) => (rivals += s === seat ? 0 : t));
  let value = (totals[seat] as number) - rivals / (totals.length - 1);
  if (state.phase === 'over' && finalRanking(state)[0] === seat) value += 0.5;
  return value;
}

/** Which turn a race state is in, so that an evaluation can tell a question of the same turn. */
function turnKey(state: MagicalAthleteState): string | null {
  const race = state.race;
  if (state.phase !== 'race' || race === null) return null;
  return `${race.number}:${race.active}:${race.turn?.start.join(',') ?? ''}`;
}

/**
 * The state after `action` (`state` is not changed), with up to `replies` further questions of the
 * same turn answered, each by the player asked, greedily with the same dice for every answer.
 */
function settle(game: MagicalAthleteGame, state: MagicalAthleteState, action: MagicalAthleteAction, seed: number, turn: string | null, replies: number): MagicalAthleteState {
  const next = game.clone(state);
  game.apply(next, action, createRng(seed));
  if (replies <= 0 || turn === null || turnKey(next) !== turn) return next;
  const asked = game.actors(next);
  if (asked.length !== 1) return next;
  const player = asked[0] as Player;
  const answers = game.legalActions(next, player);
  const replySeed = deriveSeed(seed, replies);
  let best = next;
  let bestValue = -Infinity;
  for (const answer of answers) {
    const after = settle(game, next, answer, replySeed, turn, replies - 1);
    const value = greedyValue(after, player);
    // The first best answer: nested choices spend none of the bot's own rng.
    if (value > bestValue) {
      bestValue = value;
      best = after;
    }
  }
  return best;
}

/**
 * The greedy bot (see the module comment). Outside races — the draft, the Assassin, the secret
 * pick and the Spy — its evaluation (points and race standing) cannot tell the choices apart, so
 * they are all ties and its rng picks uniformly, like the random bot. That also keeps line-ups
 * as random as the random bot's, so a balance table made with it measures how each character
 * races when its power is used with sense, not who drafts it.
 *
 * @example
 * ```ts
 * import { playout } from 'rulebooks';
 * import { greedyBot, magicalAthlete } from 'rulebooks/magical-athlete';
 * const bots = [0, 1, 2, 3].map((seat) => greedyBot(magicalAthlete, seat + 1));
 * const { outcome } = playout(magicalAthlete, magicalAthlete.defaultConfig(4), 7, { bots });
 * ```
 */
export function magicalAthleteGreedyBot(game: MagicalAthleteGame, seed: number | Rng, options: GreedyBotOptions = {}): Bot<MagicalAthleteGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  const samples = Math.max(1, Math.floor(options.samples ?? 8));
  const replies = Math.max(0, Math.floor(options.replies ?? 2));
  return {
    name: 'greedy',
    choose(state: MagicalAthleteState, player: Player): MagicalAthleteAction {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw new Error(`greedyBot: player ${player} has no legal action`);
      if (legal.length === 1) return legal[0] as MagicalAthleteAction;
      if (state.phase !== 'race') return legal[rng.int(0, legal.length - 1)] as MagicalAthleteAction;
      const turn = turnKey(state);
      const totals = new Array<number>(legal.length).fill(0);
      for (let k = 0; k < samples; k++) {
        const world = game.sampleHidden(state, player, rng);
        // One dice stream per world, shared by every answer: their values differ by the answer,
        // not by luck (common random numbers).
        const dice = rng.int(0, 0x7fffffff);
        legal.forEach((action, a) => {
          totals[a]! += greedyValue(settle(game, world, action, dice, turn, replies), player);
        });
      }
      const top = Math.max(...totals);
      const best = legal.filter((_, a) => (totals[a] as number) >= top - 1e-9 * samples);
      return best[best.length === 1 ? 0 : rng.int(0, best.length - 1)] as MagicalAthleteAction;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `greedy` (core's `random` is always there too). */
export const magicalAthleteBots: Readonly<Record<string, (game: MagicalAthleteGame, seed: number) => Bot<MagicalAthleteGame>>> = {
  greedy: (game, seed) => magicalAthleteGreedyBot(game, seed),
};
