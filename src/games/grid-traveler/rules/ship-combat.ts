/**
 * Ship-to-ship combat actions (GT-S61…GT-S65; GT-11): what the acting member of a ship fight may
 * do (attack, play a DITFOI, retreat, hold fire after a DITFOI) and a pursuer's answer, and running
 * each one. Hits and cubes are in rules/damage.ts, the chase in rules/retreat.ts.
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { COMPONENTS, type Component } from '../content/cruisers.js';
import { DITFOI_SUCCESS, type DitfoiTarget } from '../content/ditfoi.js';
import type { GridCombat, GridCombatAction, GridTravelerAction, GridTravelerState } from '../types.js';
import { boardOf, placeName } from './board.js';
import { reveal, takeFromHand } from './cards.js';
import { currentCombat, leaveFight } from './fights.js';
import { addRedCube, addYellowCubes, landHit } from './damage.js';
import { afterCombatAction, rollD } from './flow.js';
import { disabled, effective, seatOf } from './numbers.js';
import { pursuitCandidates, resolveRetreat } from './retreat.js';

/** The ship-combat action types this module lists and runs. */
export const SHIP_ACTION_TYPES = ['attack', 'ditfoi', 'retreat', 'holdFire', 'pursue'] as const;

/** A ship-combat action. */
export type GridShipAction = Extract<GridCombatAction, { type: (typeof SHIP_ACTION_TYPES)[number] }>;

/** Whether an action is one of ship combat's. */
export const isShipAction = (action: GridTravelerAction): action is GridShipAction =>
  (SHIP_ACTION_TYPES as readonly string[]).includes(action.type);

/** The fight whose turn it is, if it is a ship fight. */
function shipFight(state: GridTravelerState): GridCombat | null {
  const combat = currentCombat(state);
  return combat !== null && combat.kind === 'ship' ? combat : null;
}

/** The components a DITFOI card lets its player pick (GT-29): its own, or any for an `any` card. */
const ditfoiComponents = (design: DitfoiTarget): readonly Component[] => (design === 'any' ? COMPONENTS : [design]);

/**
 * The legal actions of `seat` in the current ship fight (GT-11), in a fixed order. A member asked
 * about a pursuit answers `pursue` yes or no. The acting member may `attack` any other member
 * (Weapons working), play each DITFOI card it holds at any other member on the card's component
 * (any component for an `any` card), or `retreat` to any destination but its own tile (Engines
 * working); or `holdFire`, which it may always do (GT-32: the book's combat player "may" attack or
 * play a DITFOI, and ships that meet may "move on"), after a DITFOI too (GT-S62). A combat turn in
 * which every member holds fire ends the fight. Empty for anyone else.
 */
export function shipActions(state: GridTravelerState, seat: Player): GridTravelerAction[] {
  const combat = shipFight(state);
  if (combat === null || state.end !== null) return [];
  if (combat.retreat !== null) {
    if (combat.retreat.asking[0] !== seat) return [];
    return [
      { type: 'pursue', player: seat, pursue: true },
      { type: 'pursue', player: seat, pursue: false },
    ];
  }
  if (combat.attack !== null || combat.members[combat.next] !== seat) return [];
  const me = seatOf(state, seat);
  const targets = combat.members.filter((m) => m !== seat);
  const actions: GridTravelerAction[] = [];
  if (!disabled(me, 'weapons')) for (const target of targets) actions.push({ type: 'attack', player: seat, target });
  if (!combat.afterDitfoi) {
    for (const card of me.hand.ditfoi) {
      const components = ditfoiComponents(state.cards[card]!.name as DitfoiTarget);
      for (const target of targets) for (const component of components) actions.push({ type: 'ditfoi', player: seat, card, target, component });
    }
  }
  if (!disabled(me, 'engines')) {
    for (const to of boardOf(state).destinations) if (to !== me.position.tile) actions.push({ type: 'retreat', player: seat, to });
  }
  actions.push({ type: 'holdFire', player: seat });
  return actions;
}

/**
 * A ship attack (GT-S64; GT-11): the D12 against the attacker's effective Weapons; a hit goes to
 * `landHit` (GT-12), a miss is a `shot` that `missed`.
 */
function attack(state: GridTravelerState, seat: Player, target: Player, rng: Rng): void {
  const weapons = effective(state, seatOf(state, seat), 'weapons');
  if (rollD(state, rng, seat, 12, 'attack', weapons) <= weapons) landHit(state, seat, target, rng);
  else state.events.push({ type: 'shot', audience: null, player: seat, target, result: 'missed' });
}

/**
 * A DITFOI play (GT-S62; GT-11, GT-29): the card is shown to everyone and leaves the game; the D8
 * at most 6 disables the target's component with yellow cubes, 7–8 put a red cube on the player's
 * own. The same player then still acts (attack, retreat or hold fire).
 */
function playDitfoi(state: GridTravelerState, combat: GridCombat, action: Extract<GridShipAction, { type: 'ditfoi' }>, rng: Rng): void {
  const { player, card, target, component } = action;
  takeFromHand(seatOf(state, player), card);
  reveal(state, card, 'all');
  state.removed.push(card);
  const success = rollD(state, rng, player, 8, 'ditfoi', DITFOI_SUCCESS) <= DITFOI_SUCCESS;
  state.events.push({ type: 'ditfoiPlayed', audience: null, player, target, component, card, design: state.cards[card]!.name as DitfoiTarget, success });
  if (success) addYellowCubes(state, target, component);
  else addRedCube(state, player, component);
  combat.afterDitfoi = true;
}

/**
 * Ends the acting member's action (GT-11, GT-17): the combat flow moves on, unless an elimination
 * ended the game.
 */
function actionDone(state: GridTravelerState, combat: GridCombat, rng: Rng): void {
  combat.afterDitfoi = false;
  if (state.end !== null) return;
  afterCombatAction(state, rng);
}

/**
 * Runs the chase of the fight's retreat and, if the retreater escapes, takes it out of the fight
 * (GT-11). Then the retreater's action is over.
 */
function finishRetreat(state: GridTravelerState, combat: GridCombat, rng: Rng): void {
  const seat = combat.retreat!.seat;
  // `leaveFight` steps `next` back so that the flow's advance lands on the member after it.
  if (resolveRetreat(state, combat, rng)) leaveFight(state, combat, seat);
  actionDone(state, combat, rng);
}

/**
 * Runs one ship-combat action (GT-11), which `reduce` has checked is legal. A DITFOI leaves the
 * same player to act; an attack, a hold-fire and a retreat's end (after the pursuers' answers and
 * the chase) complete the member's action and call `afterCombatAction` once. An attack, a DITFOI
 * and a retreat count as fighting in this combat turn (GT-32).
 */
export function executeShip(state: GridTravelerState, action: GridTravelerAction, rng: Rng): void {
  const combat = shipFight(state);
  if (combat === null || !isShipAction(action)) return;
  switch (action.type) {
    case 'attack':
      combat.fought = true;
      attack(state, action.player, action.target, rng);
      actionDone(state, combat, rng);
      return;
    case 'ditfoi':
      combat.fought = true;
      playDitfoi(state, combat, action, rng);
      return;
    case 'holdFire':
      state.events.push({ type: 'heldFire', audience: null, player: action.player });
      actionDone(state, combat, rng);
      return;
    case 'retreat': {
      combat.fought = true;
      combat.afterDitfoi = false;
      state.events.push({ type: 'retreated', audience: null, player: action.player, to: action.to, place: placeName(state.config.board, action.to) });
      combat.retreat = { seat: action.player, to: action.to, asking: pursuitCandidates(state, combat, action.player), pursuers: [] };
      if (combat.retreat.asking.length === 0) finishRetreat(state, combat, rng);
      return;
    }
    case 'pursue': {
      const retreat = combat.retreat;
      if (retreat === null) return;
      retreat.asking = retreat.asking.filter((m) => m !== action.player);
      if (action.pursue) retreat.pursuers.push(action.player);
      state.events.push({ type: 'pursuit', audience: null, player: action.player, target: retreat.seat, pursues: action.pursue });
      if (retreat.asking.length === 0) finishRetreat(state, combat, rng);
      return;
    }
  }
}
