/**
 * The turn sequence (S-01…S-07): initiative, movement side by side, actions in adjusted-DX order,
 * force retreats, then the end of the turn. `advance` runs every step that needs no decision, so
 * a state always waits on exactly one seat's choice or is over.
 * Layer 5 of 5, the turn (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex } from '../../../core/hex.js';
import type { Player } from '../../../core/game.js';
import type { FantasyTripFigure, FantasyTripState } from '../types.js';
import { adjustedDX, figureOf, injuryBand, isEngaged, isFighting, isHeld, sideOf, sidesFighting } from './figures.js';
import { expireEffects, offerRenewals, postTurnDamage, renewalLive } from './renew.js';
import { hasActionChoices, readyChoices } from './choices.js';
import { stillToMove } from './move-order.js';
import { offerRetreats, retreatChoicesExist } from './retreat.js';
import { standUp } from './combat.js';
import { strikesFirst } from './pole.js';
import { reloadMissiles } from './ranged.js';
import { tightenRopes } from './rope.js';
import { summonsDepart } from './creations.js';
import { inFront } from './body.js';
import { healWounds } from './wounds.js';

/** Starts turn `number`: clears the turn's bookkeeping and rolls initiative. */
export function startTurn(state: FantasyTripState, number: number, rng: Rng): void {
  state.turn = { number, phase: 'initiative', initiative: null, order: [], mover: 0, moving: null, from: null, queue: [], next: 0, retreats: [], renewals: [], asking: null };
  state.events.push({ type: 'turnStarted', turn: number });
  expireEffects(state);
  tightenRopes(state);
  // Hobbles and stuns from aimed shots that are over end (FT-59).
  healWounds(state);
  rollInitiative(state, rng);
}

/**
 * Each side still fighting rolls a die; the highest wins, ties among the highest roll again
 * (S-02, FT-6). The winner then chooses to move first or last (an `initiative` action).
 */
function rollInitiative(state: FantasyTripState, rng: Rng): void {
  const sides = sidesFighting(state);
  // One round usually settles it: roll once for every side, and if the highest die is alone, order
  // the others by that die (ties by seat), with no lists to keep.
  const first: (number | null)[] = state.config.sides.map(() => null);
  let best = 0;
  let winners = 0;
  for (const side of sides) {
    const roll = rng.int(1, 6);
    first[side] = roll;
    if (roll > best) {
      best = roll;
      winners = 1;
    } else if (roll === best) winners += 1;
  }
  if (winners === 1) {
    const winner = sides.find((side) => first[side] === best) as Player;
    state.events.push({ type: 'initiativeRolled', rolls: first, winner });
    state.turn.initiative = winner;
    state.turn.order = sides.filter((side) => side !== winner).sort((a, b) => (first[b] as number) - (first[a] as number) || a - b);
    return;
  }
  rollOffInitiative(state, sides, first, best, rng);
}

/** Initiative when the first round ties at the top: the tied sides roll again until one wins (FT-6). */
function rollOffInitiative(state: FantasyTripState, sides: Player[], firstRolls: (number | null)[], firstBest: number, rng: Rng): void {
  // Each side's rolls, round by round, indexed by seat: the sides left out of a re-roll keep their
  // first roll, so comparing these lists orders every side (FT-6).
  const dice: number[][] = state.config.sides.map(() => []);
  let contenders = sides;
  for (let round = 0; ; round++) {
    let rolls: (number | null)[];
    let best = 0;
    if (round === 0) {
      // The first round was rolled already; its event too is pushed here.
      rolls = firstRolls;
      best = firstBest;
      for (const side of contenders) dice[side]!.push(firstRolls[side] as number);
    } else {
      rolls = state.config.sides.map(() => null);
      for (const side of contenders) {
        const roll = rng.int(1, 6);
        rolls[side] = roll;
        dice[side]!.push(roll);
        if (roll > best) best = roll;
      }
    }
    const top = contenders.filter((side) => rolls[side] === best);
    state.events.push({ type: 'initiativeRolled', rolls, winner: top.length === 1 ? (top[0] as Player) : null });
    if (top.length === 1) {
      state.turn.initiative = top[0] as Player;
      // The others follow (or lead) the winner in the order of their rolls: kept for `chooseOrder`.
      state.turn.order = sides.filter((side) => side !== top[0]).sort((a, b) => compareRolls(dice[a]!, dice[b]!) || a - b);
      return;
    }
    contenders = top;
  }
}

/** Higher rolls first, round by round; a side that rolled again was tied for the top, so it ranks first. */
function compareRolls(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
  return 0;
}

/** The winner's choice: it moves first, or last; the other sides keep their roll order (FT-6). */
export function chooseOrder(state: FantasyTripState, moveFirst: boolean): void {
  const winner = state.turn.initiative as Player;
  const others = state.turn.order;
  state.turn.order = moveFirst ? [winner, ...others] : [...others, winner];
  state.events.push({ type: 'moveOrder', order: [...state.turn.order] });
  state.turn.mover = 0;
  // Step 2: continuing spells and creations are kept or let go before anyone moves (S-03, FT-35).
  state.turn.renewals = offerRenewals(state);
  state.turn.phase = state.turn.renewals.length > 0 ? 'renew' : 'movement';
}

/** Whether `side` still has a figure to move (see {@link stillToMove}). */
function hasToMove(state: FantasyTripState, side: Player): boolean {
  for (const f of state.figures) if (stillToMove(state, f, side)) return true;
  return false;
}

/** The figure's place in the action order: adjusted DX, or 0 when it is down (R-14, FT-14). */
function orderDX(state: FantasyTripState, figure: FantasyTripFigure): number {
  return figure.posture === 'down' ? 0 : adjustedDX(state, figure);
}

/**
 * Fixes the action order (S-05): highest adjusted DX first; ties go to the side with initiative,
 * then by a die roll each (re-rolled among equal dice, FT-6).
 */
function buildQueue(state: FantasyTripState, rng: Rng): void {
  // No two figures sharing adjusted DX and initiative: no die is rolled, and the order needs no
  // bookkeeping (the common case, kept cheap for simulations). One pass over the figures in id
  // order, an insertion sort on a rank per figure (pole charges first, then DX, then the
  // initiative side), no closures and no arrays beyond the queue and its ranks.
  const figures = state.figures;
  const initiative = state.turn.initiative;
  const queue: number[] = [];
  const ranks: number[] = [];
  const seen: number[] = [];
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    if (f.condition !== 'fighting') continue;
    const dx = orderDX(state, f);
    const leads = sideOf(state, f) === initiative ? 1 : 0;
    // A tie on DX and initiative, pole charge or not, is settled by dice (FT-6).
    const key = dx * 2 + leads;
    if (seen.includes(key)) {
      buildQueueWithTies(state, figures.filter(isFighting), rng);
      return;
    }
    seen.push(key);
    const r = (strikesFirst(state, f) ? 1_000_000 : 0) + key;
    let k = queue.length;
    // Equal ranks keep id order: insert after them.
    while (k > 0 && (ranks[k - 1] as number) < r) k--;
    ranks.splice(k, 0, r);
    queue.splice(k, 0, f.id);
  }
  state.turn.queue = queue;
  state.turn.next = 0;
  state.events.push({ type: 'actionOrder', queue: queue.slice(), tieRolls: [] });
}

function buildQueueWithTies(state: FantasyTripState, fighters: FantasyTripFigure[], rng: Rng): void {
  const key = new Map<number, number>(fighters.map((f) => [f.id, orderDX(state, f)]));
  const tieRolls: { figure: number; die: number }[] = [];
  const tiebreak = new Map<number, number[]>();
  const groups = new Map<string, FantasyTripFigure[]>();
  for (const f of fighters) {
    const group = `${key.get(f.id)}:${sideOf(state, f) === state.turn.initiative ? 0 : 1}`;
    groups.set(group, [...(groups.get(group) ?? []), f]);
  }
  // Every group still tied rolls again until each member's dice differ (FT-6), in order of the ids.
  const pending = [...groups.values()].filter((g) => g.length > 1).reverse();
  while (pending.length > 0) {
    const tied = pending.pop() as FantasyTripFigure[];
    for (const f of tied) {
      const die = rng.int(1, 6);
      tiebreak.set(f.id, [...(tiebreak.get(f.id) ?? []), die]);
      tieRolls.push({ figure: f.id, die });
    }
    const seen = new Map<string, FantasyTripFigure[]>();
    for (const f of tied) seen.set(String(tiebreak.get(f.id)), [...(seen.get(String(tiebreak.get(f.id))) ?? []), f]);
    pending.push(...[...seen.values()].filter((g) => g.length > 1).reverse());
  }
  const dice = (id: number): number[] => tiebreak.get(id) ?? [];
  const compareDice = compareRolls;
  // Pole charges strike before every other attack (R-12, FT-12); then adjusted DX (S-05).
  const first = new Set(fighters.filter((f) => strikesFirst(state, f)).map((f) => f.id));
  fighters.sort(
    (a, b) =>
      (first.has(b.id) ? 1 : 0) - (first.has(a.id) ? 1 : 0) ||
      (key.get(b.id) as number) - (key.get(a.id) as number) ||
      (sideOf(state, a) === state.turn.initiative ? 0 : 1) - (sideOf(state, b) === state.turn.initiative ? 0 : 1) ||
      compareDice(dice(a.id), dice(b.id)) ||
      a.id - b.id,
  );
  state.turn.queue = fighters.map((f) => f.id);
  state.turn.next = 0;
  state.events.push({ type: 'actionOrder', queue: [...state.turn.queue], tieRolls });
}

/**
 * Runs the turn forward until a seat must decide or the fight is over: skips sides with nobody to
 * move, figures that cannot act, and steps with nothing to choose.
 */
export function advance(state: FantasyTripState, rng: Rng): void {
  for (;;) {
    const turn = state.turn;
    if (turn.phase === 'over' || turn.phase === 'initiative') return;
    if (turn.phase === 'renew') {
      while (turn.renewals.length > 0 && !renewalLive(state, turn.renewals[0]!)) turn.renewals.shift();
      if (turn.renewals.length > 0) return;
      turn.phase = 'movement';
      continue;
    }
    if (turn.phase === 'movement') {
      if (turn.moving !== null) return;
      while (turn.mover < turn.order.length && !hasToMove(state, turn.order[turn.mover] as Player)) turn.mover += 1;
      if (turn.mover < turn.order.length) return;
      turn.phase = 'actions';
      buildQueue(state, rng);
      continue;
    }
    if (turn.phase === 'actions') {
      // A foe asked to agree to hand-to-hand must answer first (FT-53).
      if (turn.asking !== null) return;
      while (turn.next < turn.queue.length) {
        const figure = figureOf(state, turn.queue[turn.next] as number);
        if (!figure.acted && isFighting(figure) && figure.option === 'standUp') standUp(state, figure);
        // Knocked down in hand-to-hand last turn: it does nothing this turn (S-93, FT-14).
        if (figure.posture === 'hth' && figure.downSince === turn.number - 1) figure.acted = true;
        // A caster is always asked, even with nothing it can still pay for: skipping it would tell
        // the other sides what it has left (FT-38).
        if (figure.acted || !isFighting(figure) || isHeld(figure) || (figure.option !== 'cast' && !hasActionChoices(state, figure))) {
          figure.acted = true;
          turn.next += 1;
          continue;
        }
        return;
      }
      turn.phase = 'retreat';
      offerRetreats(state);
      continue;
    }
    if (turn.phase === 'retreat') {
      while (turn.retreats.length > 0 && !retreatChoicesExist(state, turn.retreats[0]!)) turn.retreats.shift();
      if (turn.retreats.length > 0) return;
      endTurn(state, rng);
      continue;
    }
  }
}

/**
 * The end of a turn (S-07): post-turn damage (Shock Shield), the wound penalty for next turn
 * (5+ hits, FT-13), and the fight's end when at most one side is left or the turn limit is reached.
 */
function endTurn(state: FantasyTripState, rng: Rng): void {
  postTurnDamage(state, rng);
  summonsDepart(state);
  reloadMissiles(state);
  for (const figure of state.figures) {
    // 5 hits or more in the turn daze (FT-13); no hits, no table to look up.
    figure.dazed = figure.hitsThisTurn > 0 && isFighting(figure) && figure.hitsThisTurn >= injuryBand(state, figure).dazed;
    if (figure.dazed) state.events.push({ type: 'dazed', figure: figure.id, name: figure.name });
    // A knocked-down figure that stayed down or crawled has had its turn down: from now on it lies
    // prone, as if by choice (l.282, FT-14). One knocked down afresh this turn is still falling.
    if (figure.option === 'crawl' && figure.posture === 'down' && isFighting(figure) && figure.downSince !== state.turn.number) {
      figure.posture = 'prone';
      figure.downSince = null;
      state.events.push({ type: 'postureChanged', figure: figure.id, name: figure.name, posture: 'prone' });
    }
    figure.option = null;
    figure.moved = 0;
    // A wait lapses once its foe is out of the waiter's front hexes (S-56, FT-40).
    if (figure.waiting !== null) {
      const foe = state.figures[figure.waiting.target];
      if (foe === undefined || !isFighting(foe) || !isFighting(figure) || !inFront(figure, foe)) figure.waiting = null;
    }
    figure.line = 0;
    figure.engagedAtStart = false;
    figure.acted = false;
    figure.hitsThisTurn = 0;
    figure.struck = [];
    figure.shots = 0;
    figure.stooping = false;
  }
  const left = sidesFighting(state);
  const atLimit = state.turn.number >= state.config.turnLimit;
  if (left.length <= 1 || atLimit) {
    state.survivors = left;
    state.turn.phase = 'over';
    state.events.push({ type: 'fightEnded', survivors: [...left], draw: left.length !== 1 });
    return;
  }
  startTurn(state, state.turn.number + 1, rng);
}

/** Starts a figure's move with its option; its engagement now decides what it may do (S-38). */
export function beginMove(state: FantasyTripState, figure: FantasyTripFigure, option: FantasyTripFigure['option']): void {
  figure.engagedAtStart = isEngaged(state, figure);
  if (!figure.engagedAtStart) figure.lastShotTaken = false;
  figure.option = option;
  figure.moved = 0;
  // Option (q) is "bend over (not moving)" and pick a weapon up: the bending is its movement, so
  // the figure is struck as from the rear from now to the turn's end (GM screen l.224, S-39,
  // FT-51). With no weapon in reach there is nothing to bend for.
  if (option === 'pickUp' && readyChoices(state, figure).length > 0) figure.stooping = true;
  // A creation that defends shows every side it is no image (S-44, FT-38).
  if (option === 'shiftDefend' && figure.creation !== null) figure.creation.notImage = true;
  figure.line = 0;
  state.turn.moving = figure.id;
  state.turn.from = copyHex(figure.at);
  if (option !== null) state.events.push({ type: 'optionChosen', figure: figure.id, name: figure.name, option });
}
