/**
 * A heuristic GRID Traveler bot: it flies to the planets and regions whose decks hold materials
 * its Magick cards need, orbits them once and scans; it repairs Shields and Weapons first; it
 * fights a cruiser it is clearly stronger than, retreats when badly hurt, and in Magick combat
 * casts its strongest card it can pay for with nanytes at the weakest member and blocks with its
 * strongest. It reads only what its seat may see — public positions and mats, its own hand, the
 * content tables — and the rules' own helpers; ties go to an rng of its own.
 */
import type { Bot } from '../../core/bots.js';
import type { Game, Player } from '../../core/game.js';
import { createRng, type Rng } from '../../core/rng.js';
import { DESTROYING_DAMAGE, type Component } from './content/cruisers.js';
import type { Direction } from './content/board.js';
import { boardOf, stepFrom, stepsTo, tilesApart } from './rules/board.js';
import { capableCards, costFor, damageSave, effective, magickOf, materialsHeld } from './rules/numbers.js';
import type { GridSeat, GridTravelerAction, GridTravelerConfig, GridTravelerEvent, GridTravelerState, GridTravelerView } from './types.js';

/** The GRID Traveler game's full type, as bots see it. */
export type GridTravelerGame = Game<GridTravelerState, GridTravelerAction, GridTravelerEvent, GridTravelerConfig, GridTravelerView>;

/** Which cube to take off first (GT-4): the defences and guns, then movement, then the rest. */
const REPAIR_ORDER: readonly (Component | 'damage')[] = ['shields', 'weapons', 'engines', 'damage', 'speed', 'maneuver', 'sensors'];

/** How strong a cruiser looks in ship combat, from its public mat. */
function shipStrength(state: GridTravelerState, seat: GridSeat): number {
  return effective(state, seat, 'weapons') + effective(state, seat, 'shields') + (damageSave(state, seat) * (DESTROYING_DAMAGE - seat.damage)) / DESTROYING_DAMAGE;
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
  const goal = goalBody(state, player);
  const stop = legal.find((a) => a.type === 'stop');
  if (goal === null) return stop ?? legal[0]!;
  const orbit = me.position.orbit;
  // On the goal's ring: walk round until the orbit is complete, then stop to scan.
  if (orbit !== null && orbit.body === goal) {
    if (orbit.steps >= 8 && stop !== undefined) return stop;
    const onward = legal.find((a) => a.type === 'move' && index.ringOf[stepTile(state, me.position.tile, a.direction)] === goal);
    return onward ?? stop ?? legal[0]!;
  }
  // The nearest the goal any legal move or jump leads, even if no nearer than here: the way on
  // may be round a ring first (the Star's is left only after a whole orbit, GT-S14).
  let best: GridTravelerAction[] = [];
  let bestSteps = Infinity;
  for (const action of legal) {
    let to: number;
    if (action.type === 'move') to = stepTile(state, me.position.tile, action.direction);
    else if (action.type === 'jump') to = index.pointTiles[action.to]!;
    else continue;
    // A jump is a gamble on Maneuver: only worth it when it saves several steps.
    const steps = stepsToGoal(state, to, goal) + (action.type === 'jump' ? 3 : 0);
    if (steps < bestSteps) {
      bestSteps = steps;
      best = [action];
    } else if (steps === bestSteps && best.length > 0) best.push(action);
  }
  if (best.length > 0) return best[rng.int(0, best.length - 1)]!;
  return stop ?? legal[0]!;
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
        const staying = orbit !== null && orbit.body === goal && (orbit.steps < 8 || me.collectedAt !== goal);
        return (staying ? of('stay')[0] : undefined) ?? of('travel')[0] ?? of('stay')[0]!;
      }
      if (of('move').length > 0 || of('jump').length > 0 || of('stop').length > 0) return travelChoice(state, player, legal, rng);
      const scan = of('scan')[0];
      if (scan !== undefined) return scan;
      // Of the fights it would win, the one against the weakest cruiser (ties drawn, so that no
      // seat is picked on for its number).
      const worth = of('fight').filter((fight) => {
        const them = state.seats[fight.target]!;
        // Which of its cards a rival can use is hidden until a fight lays them out (GT-14, GT-30):
        // the bot knows only its own, and the rival's Health.
        if (fight.kind === 'magick') return capableCards(state, me).length > 0 && me.health > them.health;
        return me.damage <= 2 && shipStrength(state, me) >= shipStrength(state, them) + 3;
      });
      if (worth.length > 0) {
        const weakest = Math.min(...worth.map((f) => shipStrength(state, state.seats[f.target]!)));
        const picks = worth.filter((f) => shipStrength(state, state.seats[f.target]!) === weakest);
        return picks[rng.int(0, picks.length - 1)]!;
      }
      if (of('acceptTrade').length > 0 || of('declineTrade').length > 0) return of('declineTrade')[0]!;
      const end = of('endTurn')[0];
      if (end !== undefined) return end;
      // Ship combat.
      const pursue = of('pursue');
      if (pursue.length > 0) return pursue.find((a) => a.pursue === me.damage < 3) ?? pursue[0]!;
      const attacks = of('attack');
      const retreats = of('retreat');
      if (retreats.length > 0 && me.damage >= 3) {
        const foes = state.combats.find((c) => c.members.includes(player))!.members.filter((s) => s !== player);
        const far = (a: Extract<GridTravelerAction, { type: 'retreat' }>): number => Math.min(...foes.map((f) => tilesApart(state.config.board, a.to, state.seats[f]!.position.tile)));
        return retreats.sort((a, b) => far(b) - far(a))[0]!;
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

