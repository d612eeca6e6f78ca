/**
 * A turn in a race (rulebook "The Races", "Special Abilities"), as tasks on the race's stack:
 *
 *   turnStart → (Ninja may shadow) → turnBody → lost turn | instead-of-turn choice | roll
 *   roll → (Conjurer may reroll) → demon (may turn the die) → rollFinal (Ghoul, Bard react)
 *   → ranger (may add) → turnMove (Martial Artist leaps) → afterMainMove (Ninja follows, Siren lures)
 *   → endTurn (overtakes: Centaur kicks, Witch spells) → next racer's turnStart
 *
 * Each handler pushes its continuation first and then does its work, so whatever its work
 * triggers (landings, offers) resolves before the turn goes on (MA-20).
 */
import { ABILITIES, INSTEAD_OF_TURN, SHARED_SPACE_ORDER } from '../abilities/index.js';
import { bardHears } from '../abilities/bard.js';
import { followShadow, offerShadow } from '../abilities/ninja.js';
import { MAGICAL_ATHLETE_GOAL } from '../content/board.js';
import type { MagicalAthleteRaceState, MagicalAthleteTask } from '../types.js';
import { activeRacerOf, emit, isRunning, moveRacer, offer, othersOn, positionsKey, push, racer, type RaceContext } from './context.js';

type Handler<T extends MagicalAthleteTask['t']> = (ctx: RaceContext, task: Extract<MagicalAthleteTask, { t: T }>) => void;

/** The next running racer after `index`, clockwise, or -1 if none is left. */
export function nextRacer(race: MagicalAthleteRaceState, index: number): number {
  const n = race.racers.length;
  for (let step = 1; step <= n; step++) {
    const candidate = (index + step) % n;
    if (isRunning(race, candidate)) return candidate;
  }
  return -1;
}

const turnStart: Handler<'turnStart'> = (ctx, { racer: index }) => {
  const race = ctx.race;
  if (!isRunning(race, index)) {
    push(ctx, { t: 'turnStart', racer: nextRacer(race, index) });
    return;
  }
  const positions: number[] = [];
  for (const r of race.racers) positions.push(r.position);
  race.active = index;
  // MA-28: every turn begun counts towards the race's limit, a turn about to be lost included.
  race.turns += 1;
  race.turn = { racer: index, start: positions, seen: [positionsKey(race)], shadow: null, challenged: [] };
  const r = racer(race, index);
  emit(ctx, { type: 'turnStarted', player: r.player, character: r.character });
  push(ctx, { t: 'turnBody', racer: index });
  offerShadow(ctx, index);
};

const turnBody: Handler<'turnBody'> = (ctx, { racer: index }) => {
  const race = ctx.race;
  const r = racer(race, index);
  if (r.loseNextTurn !== null) {
    // MA-25: the whole turn is lost, instead-of-turn abilities included. A Ninja who shadowed
    // before falling asleep loses this one turn for both (MA-44).
    emit(ctx, { type: 'turnLost', player: r.player, character: r.character, reason: r.loseNextTurn });
    r.loseNextTurn = null;
    const shadowedToo = race.shadowed.indexOf(index);
    if (shadowedToo >= 0) race.shadowed.splice(shadowedToo, 1);
    push(ctx, { t: 'endTurn', racer: index });
    return;
  }
  const shadowedAt = race.shadowed.indexOf(index);
  if (shadowedAt >= 0) {
    // MA-44: a Ninja who shadowed since his last turn spends this turn on it.
    race.shadowed.splice(shadowedAt, 1);
    emit(ctx, { type: 'turnLost', player: r.player, character: r.character, reason: 'shadowed' });
    push(ctx, { t: 'endTurn', racer: index });
    return;
  }
  const roll: MagicalAthleteTask = { t: 'roll', racer: index, rerolled: false };
  if (INSTEAD_OF_TURN.includes(r.character)) {
    const targets = ABILITIES[r.character].insteadOfTurn?.(ctx, index) ?? null;
    if (targets !== null) {
      offer(ctx, r.character, index, targets, roll);
      return;
    }
  }
  // MA-26: nothing to decide, so the die is rolled without asking.
  push(ctx, roll);
};

const roll: Handler<'roll'> = (ctx, { racer: index, rerolled }) => {
  const r = racer(ctx.race, index);
  const value = ctx.rng.int(1, 6);
  emit(ctx, { type: 'rolled', player: r.player, character: r.character, value, reason: rerolled ? 'reroll' : 'turn' });
  const next: MagicalAthleteTask = { t: 'demon', racer: index, value };
  if (r.character === 'conjurer' && !rerolled) offer(ctx, 'conjurer', index, [], next, value);
  else push(ctx, next);
};

const demon: Handler<'demon'> = (ctx, { racer: index, value }) => {
  const next: MagicalAthleteTask = { t: 'rollFinal', racer: index, value };
  if (racer(ctx.race, index).character === 'demon') offer(ctx, 'demon', index, [], next, value);
  else push(ctx, next);
};

const rollFinal: Handler<'rollFinal'> = (ctx, { racer: index, value }) => {
  const next: MagicalAthleteTask = { t: 'ranger', racer: index, value };
  const ghoul = activeRacerOf(ctx.race, 'ghoul');
  if (value === 1 && ghoul >= 0 && ghoul !== index) offer(ctx, 'ghoul', ghoul, [index], next, value);
  else push(ctx, next);
  bardHears(ctx, index, value);
};

const ranger: Handler<'ranger'> = (ctx, { racer: index, value }) => {
  const next: MagicalAthleteTask = { t: 'turnMove', racer: index, steps: value };
  if (racer(ctx.race, index).character === 'ranger') offer(ctx, 'ranger', index, [], next, value);
  else push(ctx, next);
};

const turnMove: Handler<'turnMove'> = (ctx, { racer: index, steps }) => {
  const r = racer(ctx.race, index);
  if (r.character === 'martialArtist') {
    push(ctx, { t: 'leap', racer: index, remaining: steps, at: r.position, leapt: 0 });
    return;
  }
  const to = Math.min(r.position + steps, MAGICAL_ATHLETE_GOAL);
  push(ctx, { t: 'afterMainMove', racer: index, from: r.position, to });
  moveRacer(ctx, index, to, 'roll');
};

/** The Martial Artist's move, space by space (MA-40). */
const leap: Handler<'leap'> = (ctx, task) => {
  let { remaining, at } = task;
  while (remaining > 0) {
    const next = at + 1;
    if (next >= MAGICAL_ATHLETE_GOAL) {
      at = MAGICAL_ATHLETE_GOAL;
      break;
    }
    if (othersOn(ctx.race, next, task.racer).length > 0) {
      // Declining counts the occupied space as a step; leaping (the ability) does not.
      offer(ctx, 'martialArtist', task.racer, [], { t: 'leap', racer: task.racer, remaining: remaining - 1, at: next, leapt: task.leapt });
      return;
    }
    at = next;
    remaining -= 1;
  }
  const from = racer(ctx.race, task.racer).position;
  push(ctx, { t: 'afterMainMove', racer: task.racer, from, to: at });
  moveRacer(ctx, task.racer, at, 'roll', { leapt: task.leapt });
};

const afterMainMove: Handler<'afterMainMove'> = (ctx, { racer: index, from, to }) => {
  push(ctx, { t: 'endTurn', racer: index });
  const r = racer(ctx.race, index);
  if (r.character === 'siren' && to !== from && r.finished === null) offer(ctx, 'siren', index, [], null);
  followShadow(ctx, index, from, to);
};

const share: Handler<'share'> = (ctx, { mover, space, step }) => {
  if (step >= SHARED_SPACE_ORDER.length) return;
  const race = ctx.race;
  // Each ability acts only while the racers still share the space (MA-23).
  if (!isRunning(race, mover) || racer(race, mover).position !== space || othersOn(race, space, mover).length === 0) return;
  push(ctx, { t: 'share', mover, space, step: step + 1 });
  const ability = SHARED_SPACE_ORDER[step];
  if (ability !== undefined) ABILITIES[ability].onShare?.(ctx, mover, space);
};

/** MA-24: overtaking is judged once per turn, against the positions when the turn began. */
const endTurn: Handler<'endTurn'> = (ctx, { racer: index }) => {
  const race = ctx.race;
  const start = race.turn?.start ?? race.racers.map((r) => r.position);
  push(ctx, { t: 'turnStart', racer: nextRacer(race, index) });
  let pairs: [number, number][] | null = null;
  const racers = race.racers;
  for (let i = 0; i < racers.length; i++) {
    const a = racers[i] as (typeof racers)[number];
    for (let j = 0; j < racers.length; j++) {
      const b = racers[j] as (typeof racers)[number];
      if (i === j || (start[i] as number) >= (start[j] as number) || a.position <= b.position) continue;
      emit(ctx, { type: 'overtook', character: a.character, overtaken: b.character });
      // Only running racers use or suffer abilities (MA-22).
      if (a.finished === null && b.finished === null && (a.character === 'centaur' || b.character === 'witch')) (pairs ??= []).push([i, j]);
    }
  }
  if (pairs !== null) push(ctx, { t: 'overtakes', pairs });
};

const overtakes: Handler<'overtakes'> = (ctx, { pairs }) => {
  const [first, ...rest] = pairs;
  if (first === undefined) return;
  if (rest.length > 0) push(ctx, { t: 'overtakes', pairs: rest });
  const [a, b] = first;
  const race = ctx.race;
  if (racer(race, b).character === 'witch') offer(ctx, 'witch', b, [a], null);
  if (racer(race, a).character === 'centaur') offer(ctx, 'centaur', a, [b], null);
};

export const HANDLERS: { readonly [T in Exclude<MagicalAthleteTask['t'], 'offer' | 'use'>]: Handler<T> } = {
  turnStart,
  turnBody,
  roll,
  demon,
  rollFinal,
  ranger,
  turnMove,
  leap,
  afterMainMove,
  share,
  endTurn,
  overtakes,
};
