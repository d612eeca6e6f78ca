/**
 * A heuristic GRID Traveler bot, playing for the rulebook's end, the last one standing: it hunts
 * a cruiser it would outlast in ship combat and fights it; otherwise it flies to the planets and
 * regions whose decks hold materials its Magick cards need, orbits them once and scans. It trades
 * away cards it has no use for and takes trades that make its hand better; it repairs Shields and
 * Weapons first; outmatched in a ship fight it retreats when the chase (played out by the rules'
 * own `escapeChance`) gives it a fair chance, and otherwise fights on; in Magick combat it casts
 * its strongest card it can pay for with nanytes at the weakest member and blocks with its
 * strongest. It reads only what its seat may see — public positions and mats, its own hand, a card
 * offered to it, the content tables — and the rules' own helpers; ties go to an rng of its own.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { createRng, type Rng } from '../../core/rng.js';
import { DESTROYING_DAMAGE, DISABLING_CUBES, type Component } from './content/cruisers.js';
import type { Direction } from './content/board.js';
import { boardOf, stepFrom, stepsTo } from './rules/board.js';
import { fightOf, inProximity } from './rules/combat.js';
import { capableCards, costFor, damageSave, disabled, effective, magickOf, materialsHeld } from './rules/numbers.js';
import { escapeChance } from './rules/retreat.js';
import type { GridCardKind, GridSeat, GridTravelerAction, GridTravelerConfig, GridTravelerEvent, GridTravelerState, GridTravelerView } from './types.js';

/** The GRID Traveler game's full type, as bots see it. */
export type GridTravelerGame = Game<GridTravelerState, GridTravelerAction, GridTravelerEvent, GridTravelerConfig, GridTravelerView>;

/** Which cube to take off first (GT-4): the defences and guns, then movement, then the rest. */
const REPAIR_ORDER: readonly (Component | 'damage')[] = ['shields', 'weapons', 'engines', 'damage', 'speed', 'maneuver', 'sensors'];

/** How strong a cruiser looks in ship combat, from its public mat. */
function shipStrength(state: GridTravelerState, seat: GridSeat): number {
  return effective(state, seat, 'weapons') + effective(state, seat, 'shields') + (damageSave(state, seat) * (DESTROYING_DAMAGE - seat.damage)) / DESTROYING_DAMAGE;
}

/**
 * About how many combat turns `attackers` need to destroy `target`, from the public mats: the
 * hits that disable its Shields while they work, then the Damage cubes left, each at the chance
 * that an attack hits (D12 at most effective Weapons) and is not saved (D12 above Shields, then
 * above the Damage number; GT-S64, GT-12).
 */
function turnsToDestroy(state: GridTravelerState, attackers: readonly GridSeat[], target: GridSeat): number {
  const shields = effective(state, target, 'shields');
  const shieldHits = shields > 0 ? DISABLING_CUBES - target.tracks.shields.red - target.tracks.shields.yellow : 0;
  const rate = (save: number): number => Math.max(0.01, attackers.reduce((sum, a) => sum + (effective(state, a, 'weapons') / 12) * Math.max(0, 1 - save / 12), 0));
  return (shieldHits > 0 ? shieldHits / rate(shields) : 0) + (DESTROYING_DAMAGE - target.damage) / rate(damageSave(state, target));
}

/** How `me` would fare against `foe` in a ship fight: below 1 it should destroy the foe first. */
const shipOdds = (state: GridTravelerState, me: GridSeat, foe: GridSeat): number => turnsToDestroy(state, [me], foe) / turnsToDestroy(state, [foe], me);

/** A fight (or a hunt) is worth it below these odds: a clear edge, since a fight is to the end. */
const FIGHT_ODDS = 0.8;

/** A retreat is worth flying when it escapes at least this often (issue 24: "fight, trade or flight"). */
const FLIGHT_PAYS = 1 / 3;

/** A ship fight is lost, and flight worth a thought, when the foes need less than this share of the bot's time to destroy it. */
const LOSING = 0.75;

/** Chases the bot plays out per destination to judge a retreat. */
const FLIGHT_TRIALS = 16;

/** How far (in steps) the bot goes out of its way to hunt while it has materials to fetch and no capable Magick card yet. */
const HUNT_RANGE = 10;

/**
 * The cruiser the bot hunts (the rulebook's end is the last one standing): the nearest other
 * player it would clearly beat in a ship fight, launched and not in a Magick fight, while its own
 * cruiser is fit to fight — within {@link HUNT_RANGE} steps while it has no capable Magick card
 * and a planet or region is worth scanning, anywhere once it has one or there is none. Null if none.
 */
function prey(state: GridTravelerState, player: Player): Player | null {
  const me = state.seats[player]!;
  if (me.damage > 2 || disabled(me, 'weapons') || disabled(me, 'engines')) return null;
  const index = boardOf(state);
  let best: Player | null = null;
  let bestSteps = capableCards(state, me).length > 0 || goalBody(state, player) === null ? Infinity : HUNT_RANGE + 1;
  state.seats.forEach((them, seat) => {
    if (seat === player || them.out !== null || !them.launched || fightOf(state, seat)?.kind === 'magick') return;
    if (shipOdds(state, me, them) > FIGHT_ODDS) return;
    const steps = stepsTo(index, me.position.tile, them.position.tile);
    if (steps >= 0 && steps < bestSteps) {
      bestSteps = steps;
      best = seat;
    }
  });
  return best;
}

/**
 * What a hand is worth to the bot: each capable Magick card (by the rules' own `capableCards`)
 * most, then each material one of its Magick cards needs, then cards in general.
 */
function handValue(state: GridTravelerState, seat: GridSeat): number {
  const held = materialsHeld(state, seat);
  const needed = new Set<string>(seat.hand.magick.flatMap((id) => magickOf(state, id).materials));
  const useful = [...held].filter((m) => needed.has(m)).length;
  return 10 * capableCards(state, seat).length + 3 * useful + seat.hand.magick.length + seat.hand.whisper.length + 0.5 * seat.hand.material.length;
}

/** `seat` with `out` taken from its hand and `into` added (card ids; either may be null). */
function swapped(state: GridTravelerState, seat: GridSeat, out: number | null, into: number | null): GridSeat {
  const hand = { magick: [...seat.hand.magick], material: [...seat.hand.material], whisper: [...seat.hand.whisper], ditfoi: [...seat.hand.ditfoi] };
  if (out !== null) {
    const pile = hand[state.cards[out]!.kind];
    pile.splice(pile.indexOf(out), 1);
  }
  if (into !== null) hand[state.cards[into]!.kind].push(into);
  return { ...seat, hand };
}

/**
 * The offer the bot makes, if any: a card it has no use for (giving it away costs its hand
 * nothing), for the kind it lacks — a material while a Magick card of its still wants one, else a
 * Magick card while it holds materials. Offers go to players in proximity (the legal list).
 */
function offerChoice(state: GridTravelerState, player: Player, offers: Extract<GridTravelerAction, { type: 'offerTrade' }>[], rng: Rng): GridTravelerAction | undefined {
  if (offers.length === 0) return undefined;
  const me = state.seats[player]!;
  const now = handValue(state, me);
  const held = materialsHeld(state, me);
  const missing = me.hand.magick.some((id) => magickOf(state, id).materials.some((m) => !held.has(m)));
  const want: GridCardKind | null = missing ? 'material' : me.hand.material.length > 0 && capableCards(state, me).length === 0 ? 'magick' : null;
  if (want === null) return undefined;
  const spare = offers.filter((o) => o.want === want && state.cards[o.give]!.kind !== 'whisper' && handValue(state, swapped(state, me, o.give, null)) >= now - 0.5);
  return spare.length > 0 ? spare[rng.int(0, spare.length - 1)] : undefined;
}

/**
 * The answer to an offer made to the bot: the card of the asked kind whose swap for the offered
 * card (which the offer showed it, GT-19) leaves its hand best, if that is better than now; else
 * a refusal.
 */
function answerChoice(state: GridTravelerState, player: Player, legal: GridTravelerAction[]): GridTravelerAction {
  const me = state.seats[player]!;
  const offered = state.turn!.trade!.give;
  const now = handValue(state, me);
  let best: GridTravelerAction = legal.find((a) => a.type === 'declineTrade')!;
  let bestValue = now;
  for (const action of legal) {
    if (action.type !== 'acceptTrade') continue;
    const value = handValue(state, swapped(state, me, action.give, offered));
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

/**
 * The retreat that escapes most often by the rules' own chase (`escapeChance`), if it escapes
 * often enough to be worth flying.
 */
function flightChoice(state: GridTravelerState, player: Player, retreats: Extract<GridTravelerAction, { type: 'retreat' }>[], rng: Rng): GridTravelerAction | undefined {
  const combat = fightOf(state, player);
  if (combat === null || retreats.length === 0) return undefined;
  // A few chases for every destination, then more for the three most promising.
  const first = retreats.map((action) => ({ action, chance: escapeChance(state, combat, player, action.to, rng, 4) }));
  first.sort((a, b) => b.chance - a.chance);
  let best: GridTravelerAction | undefined;
  let bestChance = FLIGHT_PAYS - 1e-9;
  for (const { action } of first.slice(0, 3)) {
    const chance = escapeChance(state, combat, player, action.to, rng, FLIGHT_TRIALS);
    if (chance > bestChance) {
      bestChance = chance;
      best = action;
    }
  }
  return best;
}

/** Whether `player` is losing its ship fight: the other members together would destroy it well before it destroys any of them. */
function outmatched(state: GridTravelerState, player: Player): boolean {
  const combat = fightOf(state, player);
  if (combat === null) return false;
  const me = state.seats[player]!;
  const foes = combat.members.filter((m) => m !== player).map((m) => state.seats[m]!);
  if (foes.length === 0) return false;
  const mine = Math.min(...foes.map((f) => turnsToDestroy(state, [me], f)));
  return turnsToDestroy(state, foes, me) < LOSING * mine;
}

/**
 * The body the bot wants to scan: one with cubes left, not where it last collected, whose deck
 * (a public content table, GT-21) holds materials its Magick cards need and it lacks, the nearer
 * the better. Null if none is worth the trip.
 */
function goalBody(state: GridTravelerState, player: Player): number | null {
  const me = state.seats[player]!;
  const index = boardOf(state);
  const held = materialsHeld(state, me);
  const needed = new Set(me.hand.magick.flatMap((id) => magickOf(state, id).materials).filter((m) => !held.has(m)));
  let best: number | null = null;
  let bestScore = -Infinity;
  state.config.board.bodies.forEach((body, b) => {
    if (body.kind === 'star' || state.supply[b]!.cubes === 0 || me.collectedAt === b) return;
    const useful = body.materials.filter((m) => needed.has(m)).length;
    const entry = index.rings[b]!.find((t) => index.shaded[t] === 1)!;
    const steps = stepsTo(index, me.position.tile, entry);
    const far = me.position.orbit?.body === b ? 0 : steps < 0 ? 99 : steps;
    const score = useful * 10 + 1 - far;
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  });
  return best;
}

/** Steps a route from `tile` to the goal body's shaded tile needs (0 when on its ring). */
function stepsToGoal(state: GridTravelerState, tile: number, goal: number): number {
  const index = boardOf(state);
  if (index.ringOf[tile] === goal) return 0;
  const entry = index.rings[goal]!.find((t) => index.shaded[t] === 1)!;
  const steps = stepsTo(index, tile, entry);
  return steps < 0 ? 99 : steps;
}

/** The move or jump that brings the cruiser nearest its goal, or a stop. */
function travelChoice(state: GridTravelerState, player: Player, legal: GridTravelerAction[], rng: Rng): GridTravelerAction {
  const me = state.seats[player]!;
  const index = boardOf(state);
  const stop = legal.find((a) => a.type === 'stop');
  const hunted = prey(state, player);
  if (hunted !== null) {
    // Close in on the prey, and stop once in proximity to fight it (GT-9).
    if (inProximity(state, player, hunted)) return stop ?? legal[0]!;
    return nearest(state, player, legal, rng, (tile) => {
      const steps = stepsTo(index, tile, state.seats[hunted]!.position.tile);
      return steps < 0 ? 99 : steps;
    }) ?? stop ?? legal[0]!;
  }
  const goal = goalBody(state, player);
  if (goal === null) return stop ?? legal[0]!;
  const orbit = me.position.orbit;
  // On the goal's ring: walk round until the orbit is complete, then stop to scan.
  if (orbit !== null && orbit.body === goal) {
    if (orbit.steps >= 8 && stop !== undefined) return stop;
    const onward = legal.find((a) => a.type === 'move' && index.ringOf[stepTile(state, me.position.tile, a.direction)] === goal);
    return onward ?? stop ?? legal[0]!;
  }
  return nearest(state, player, legal, rng, (tile) => stepsToGoal(state, tile, goal)) ?? stop ?? legal[0]!;
}

/**
 * The legal move or jump that leads nearest where `stepsLeft` measures to, even if no nearer than
 * here: the way on may be round a ring first (the Star's is left only after a whole orbit,
 * GT-S14). Undefined if there is no move or jump.
 */
function nearest(state: GridTravelerState, player: Player, legal: GridTravelerAction[], rng: Rng, stepsLeft: (tile: number) => number): GridTravelerAction | undefined {
  const me = state.seats[player]!;
  const index = boardOf(state);
  let best: GridTravelerAction[] = [];
  let bestSteps = Infinity;
  for (const action of legal) {
    let to: number;
    if (action.type === 'move') to = stepTile(state, me.position.tile, action.direction);
    else if (action.type === 'jump') to = index.pointTiles[action.to]!;
    else continue;
    // A jump is a gamble on Maneuver: only worth it when it saves several steps.
    const steps = stepsLeft(to) + (action.type === 'jump' ? 3 : 0);
    if (steps < bestSteps) {
      bestSteps = steps;
      best = [action];
    } else if (steps === bestSteps && best.length > 0) best.push(action);
  }
  return best.length > 0 ? best[rng.int(0, best.length - 1)]! : undefined;
}

/** The tile one step away (the board's geometry). */
const stepTile = (state: GridTravelerState, tile: number, direction: Direction): number => stepFrom(state.config.board, tile, direction);

/** The best Magick attack: the strongest capable card payable with nanytes, at the weakest member. */
function castChoice(state: GridTravelerState, player: Player, legal: GridTravelerAction[]): GridTravelerAction | undefined {
  const me = state.seats[player]!;
  const casts = legal.filter((a): a is Extract<GridTravelerAction, { type: 'cast' }> => a.type === 'cast');
  const score = (a: Extract<GridTravelerAction, { type: 'cast' }>): number => {
    const card = magickOf(state, a.card);
    const payable = costFor(me, card) <= me.nanytes ? 0 : 10;
    return card.hits * 2 - payable - state.seats[a.target]!.health / 10;
  };
  return casts.sort((a, b) => score(b) - score(a))[0];
}

/** The heuristic bot (see the module comment). */
export function gridTravelerHeuristicBot(game: GridTravelerGame, seed: number | Rng): Bot<GridTravelerGame> {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  return {
    name: 'heuristic',
    choose(state: GridTravelerState, player: Player): GridTravelerAction {
      const legal = game.legalActions(state, player) as GridTravelerAction[];
      if (legal.length === 1) return legal[0]!;
      const me = state.seats[player]!;
      const of = <T extends GridTravelerAction['type']>(type: T): Extract<GridTravelerAction, { type: T }>[] =>
        legal.filter((a): a is Extract<GridTravelerAction, { type: T }> => a.type === type);
      // Turn steps.
      const repairs = of('repair');
      if (repairs.length > 0) return REPAIR_ORDER.map((c) => repairs.find((a) => a.component === c)).find((a) => a !== undefined) ?? repairs[0]!;
      const draws = of('draw');
      if (draws.length > 0) return draws.find((a) => a.ditfoi && a.whisper === me.hand.whisper.length < 2) ?? draws.find((a) => a.ditfoi) ?? draws[0]!;
      if (of('travel').length > 0 || of('stay').length > 0) {
        const orbit = me.position.orbit;
        const goal = goalBody(state, player);
        const staying = prey(state, player) === null && orbit !== null && orbit.body === goal && (orbit.steps < 8 || me.collectedAt !== goal);
        return (staying ? of('stay')[0] : undefined) ?? of('travel')[0] ?? of('stay')[0]!;
      }
      if (of('move').length > 0 || of('jump').length > 0 || of('stop').length > 0) return travelChoice(state, player, legal, rng);
      const scan = of('scan')[0];
      if (scan !== undefined) return scan;
      if (of('acceptTrade').length > 0 || of('declineTrade').length > 0) return answerChoice(state, player, legal);
      const offer = offerChoice(state, player, of('offerTrade'), rng);
      if (offer !== undefined) return offer;
      // Of the fights it would win, the one against the weakest cruiser (ties drawn, so that no
      // seat is picked on for its number).
      const worth = of('fight').filter((fight) => {
        const them = state.seats[fight.target]!;
        // Which of its cards a rival can use is hidden until a fight lays them out (GT-14, GT-30):
        // the bot knows only its own, and the rival's Health.
        if (fight.kind === 'magick') return capableCards(state, me).length > 0 && me.health > them.health;
        return me.damage <= 2 && shipOdds(state, me, them) <= FIGHT_ODDS;
      });
      if (worth.length > 0) {
        const weakest = Math.min(...worth.map((f) => shipStrength(state, state.seats[f.target]!)));
        const picks = worth.filter((f) => shipStrength(state, state.seats[f.target]!) === weakest);
        return picks[rng.int(0, picks.length - 1)]!;
      }
      const end = of('endTurn')[0];
      if (end !== undefined) return end;
      // Ship combat.
      const pursue = of('pursue');
      if (pursue.length > 0) {
        // Give chase to a retreater it would beat; let a stronger one go.
        const retreater = state.seats[fightOf(state, player)!.retreat!.seat]!;
        return pursue.find((a) => a.pursue === shipOdds(state, me, retreater) <= 1) ?? pursue[0]!;
      }
      const attacks = of('attack');
      // Flight when the fight is lost and the chase gives a fair chance (GT-11).
      if (outmatched(state, player)) {
        const flight = flightChoice(state, player, of('retreat'), rng);
        if (flight !== undefined) return flight;
      }
      const ditfois = of('ditfoi').filter((a) => a.component === 'shields' || a.component === 'weapons');
      if (ditfois.length > 0 && attacks.length > 0) return ditfois[0]!;
      if (attacks.length > 0) {
        const weakest = (a: Extract<GridTravelerAction, { type: 'attack' }>): number => shipStrength(state, state.seats[a.target]!);
        const low = Math.min(...attacks.map(weakest));
        const picks = attacks.filter((a) => weakest(a) === low);
        return picks[rng.int(0, picks.length - 1)]!;
      }
      // Magick combat.
      const blocks = of('block');
      if (blocks.length > 0) {
        const hits = (a: Extract<GridTravelerAction, { type: 'block' }>): number =>
          a.card === null ? 0 : magickOf(state, a.card).hits - (costFor(me, magickOf(state, a.card)) > me.nanytes ? 3 : 0);
        return blocks.sort((a, b) => hits(b) - hits(a))[0]!;
      }
      const weaken = of('weaken')[0];
      if (weaken !== undefined) return weaken;
      const cast = castChoice(state, player, legal);
      if (cast !== undefined) return cast;
      const focus = of('playWhisper')[0];
      if (focus !== undefined) return focus;
      return of('holdFire')[0] ?? of('pass')[0] ?? legal[rng.int(0, legal.length - 1)]!;
    },
  };
}

/** The game's own bots, for `rulebooks play/simulate --bot`: `heuristic` (core's `random` is always there too). */
export const gridTravelerBots: Readonly<Record<string, (game: GridTravelerGame, seed: number) => Bot<GridTravelerGame>>> = { heuristic: gridTravelerHeuristicBot };

