/**
 * `execute`: runs one action on a state the caller owns, then moves the turn on to the next
 * decision. Each action is checked against the rule it names before anything changes.
 * Layer 5 of 5, the turn (docs/rules/fantasy-trip.md, section 5).
 */
import { RuleError } from '../../../core/errors.js';
import { copyHex, HEX_DIRECTIONS, hexAdd, type HexDirection } from '../../../core/hex.js';
import type { Rng } from '../../../core/rng.js';
import type { FantasyTripAction, FantasyTripFigure, FantasyTripState } from '../types.js';
import { actionChoices } from './choices.js';
import { attack, finish, hopRoll } from './combat.js';
import { BODY_STEP, figureOf, hasBody, isFighting, isFlying, readyItem, terrainAt, weaponDef } from './figures.js';
import { slip } from './areas.js';
import { escape } from './rope.js';
import { avertSave, mayEndMove } from './avert.js';
import { castSpell, explode } from './spells.js';
import { disbelieve } from './creations.js';
import { canKeep, renew } from './renew.js';
import { loadedMissile, shoot } from './ranged.js';
import { breathe } from './breath.js';
import { openOptions } from './options.js';
import { advanceStriker, isRetreatHex, pushVictim } from './retreat.js';
import { answerHth, breakFree, canGrapple, drawDagger, grapple, settleHth } from './hth.js';
import { advance, beginMove, chooseOrder } from './turn.js';
import { canStep, endFacings, hopChoices } from './steps.js';
import { burn, enterHex } from './hex-entry.js';
import { stillToMove } from './move-order.js';

const illegal = (message: string, rule: string): RuleError => new RuleError('ILLEGAL_ACTION', message, rule);

/** One hex of a move in `direction`, costing `hexes` of the figure's allowance (`moved` event). */
function moveOne(state: FantasyTripState, figure: FantasyTripFigure, direction: HexDirection, hexes: number): void {
  const from = copyHex(figure.at);
  figure.at = hexAdd(figure.at, HEX_DIRECTIONS[direction]);
  // A straight run goes on while each step keeps the direction of the one before (FT-12).
  figure.line = figure.moved > 0 && figure.facing === direction ? figure.line + 1 : 1;
  figure.facing = direction;
  figure.moved += hexes;
  state.events.push({ type: 'moved', arenaRadius: state.config.arenaRadius, figure: figure.id, name: figure.name, from, to: copyHex(figure.at), hexes });
}

function actingFigure(state: FantasyTripState): FantasyTripFigure {
  return figureOf(state, state.turn.queue[state.turn.next] as number);
}

function inPhase(state: FantasyTripState, phase: FantasyTripState['turn']['phase'], what: string): void {
  if (state.turn.phase !== phase) throw illegal(`${what} only in the ${phase} phase, not now (${state.turn.phase})`, 'S-01');
}

export function execute(state: FantasyTripState, action: FantasyTripAction, rng: Rng): void {
  const turn = state.turn;
  switch (action.type) {
    case 'initiative':
      inPhase(state, 'initiative', 'the initiative choice');
      chooseOrder(state, action.moveFirst);
      break;
    case 'begin': {
      inPhase(state, 'movement', 'a figure begins its move');
      if (turn.moving !== null) throw illegal('another figure is moving: end its move first', 'FT-7');
      const figure = state.figures[action.figure];
      if (figure === undefined || !stillToMove(state, figure, action.player)) throw illegal(`figure ${action.figure} is not one of yours still to move this turn`, 'S-04');
      if (!openOptions(state, figure).includes(action.option)) throw illegal(`${figure.name} cannot take option ${action.option} now`, 'S-10');
      beginMove(state, figure, action.option);
      break;
    }
    case 'step': {
      inPhase(state, 'movement', 'a step');
      if (turn.moving === null) throw illegal('no figure is moving', 'S-04');
      const figure = figureOf(state, turn.moving);
      if (!canStep(state, figure, action.direction)) throw illegal(`${figure.name} cannot step that way now`, 'S-38');
      const to = hexAdd(figure.at, HEX_DIRECTIONS[action.direction]);
      // Stepping onto a body takes 3 hexes of the move (R-09, FT-9); a flier passes over it (FT-44),
      // and a figure of several hexes strides over it (FT-57).
      moveOne(state, figure, action.direction, figure.hexes === 1 && hasBody(state, to) && !isFlying(figure) ? BODY_STEP : 1);
      // Stepping into fire burns for 2 hits (FT-39); onto a slippery floor, the figure may fall (FT-44).
      enterHex(state, figure, rng);
      break;
    }
    case 'hop': {
      inPhase(state, 'movement', 'crossing a body');
      if (turn.moving === null) throw illegal('no figure is moving', 'S-04');
      const figure = figureOf(state, turn.moving);
      if (!hopChoices(state, figure).includes(action.direction)) throw illegal(`${figure.name} cannot cross onto a body that way now`, 'FT-55');
      moveOne(state, figure, action.direction, 1);
      hopRoll(state, figure, rng);
      enterHex(state, figure, rng);
      break;
    }
    case 'end': {
      inPhase(state, 'movement', 'ending a move');
      if (turn.moving === null) throw illegal('no figure is moving', 'S-04');
      const figure = figureOf(state, turn.moving);
      if (!mayEndMove(state, figure)) throw illegal(`${figure.name} is Averted: its move must end two hexes farther from the wizard, and it can still step away`, 'FT-48');
      // A figure of several hexes turns about its head only where its body fits (FT-57).
      if (!endFacings(state, figure).includes(action.facing)) throw illegal(`${figure.name} has no room to turn that way`, 'FT-57');
      const from = turn.from ?? figure.at;
      if (figure.facing !== action.facing) {
        figure.facing = action.facing;
        state.events.push({ type: 'faced', figure: figure.id, name: figure.name, facing: action.facing });
      }
      turn.moving = null;
      turn.from = null;
      // Averted and stopped short: a roll to keep its feet, before any drop (FT-48).
      if (figure.effects.length > 0) avertSave(state, figure, from, rng);
      // (d) Drop: the figure goes prone or kneels where its move ends (FT-41).
      // A figure burned down or out on the way does not drop: it already lies there.
      if ((figure.option === 'dropProne' || figure.option === 'dropKneeling') && isFighting(figure) && figure.posture === 'standing') {
        figure.posture = figure.option === 'dropProne' ? 'prone' : 'kneeling';
        state.events.push({ type: 'postureChanged', figure: figure.id, name: figure.name, posture: figure.posture });
        // (f) may "move up to 1 hex and/or drop to prone/kneeling position and/or fire" (GM screen
        // l.209): a drop of at most 1 hex with a loaded missile weapon ready is (f) with its drop, so
        // the figure keeps its shot at its action (FT-41).
        if (figure.moved <= 1 && loadedMissile(state, figure) !== undefined) figure.option = 'fire';
      }
      // Stopping in fire: 4 hits in all, 2 of them already taken by stepping in (FT-39).
      if (state.terrain.length > 0 && terrainAt(state, figure.at) === 'fire') burn(state, figure, figure.moved > 0 ? 2 : 4);
      // Staying on a slippery floor a whole move: a roll to keep its feet (FT-44).
      if (state.terrain.length > 0 && figure.moved === 0) slip(state, figure, rng);
      break;
    }
    case 'attack': {
      inPhase(state, 'actions', 'an attack');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      checkAim(state, figure, action);
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'attack' && a.target === action.target && a.aim === action.aim)) {
        throw illegal(`${figure.name} cannot attack figure ${action.target} now`, 'S-37');
      }
      attack(state, figure, target, rng, action.aim);
      turn.next += 1;
      break;
    }
    case 'fire':
    case 'throw': {
      inPhase(state, 'actions', action.type === 'fire' ? 'a shot' : 'a throw');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      checkAim(state, figure, action);
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === action.type && a.target === action.target && a.aim === action.aim)) {
        throw illegal(`${figure.name} cannot ${action.type === 'fire' ? 'shoot at' : 'throw at'} figure ${action.target} now`, 'FT-19');
      }
      shoot(state, figure, target, action.type === 'fire' ? 'missile' : 'thrown', rng, action.aim);
      // A bow at its fast DX shoots a second time before the next figure acts (FT-19); the action,
      // and with it the wound penalty (FT-13), ends with the last shot.
      if (action.type === 'throw' || figure.acted || !isFighting(figure) || actionChoices(state, figure).length === 0) {
        figure.acted = true;
        figure.dazed = false;
        turn.next += 1;
      }
      break;
    }
    case 'breathe': {
      inPhase(state, 'actions', 'a breath');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'breathe' && a.target === action.target)) throw illegal(`${figure.name} cannot breathe fire at figure ${action.target} now`, 'FT-58');
      breathe(state, figure, target, rng);
      // The claw may follow in the same action (FT-58); the action ends when nothing is left to do.
      if (!isFighting(figure) || actionChoices(state, figure).length === 0) {
        figure.acted = true;
        figure.dazed = false;
        turn.next += 1;
      }
      break;
    }
    case 'disengage': {
      inPhase(state, 'actions', 'disengaging');
      const figure = actingFigure(state);
      if (!actionChoices(state, figure).some((a) => a.type === 'disengage' && a.direction === action.direction)) throw illegal(`${figure.name} cannot disengage that way`, 'S-24');
      const from = copyHex(figure.at);
      figure.at = hexAdd(figure.at, HEX_DIRECTIONS[action.direction]);
      figure.acted = true;
      state.events.push({ type: 'disengaged', arenaRadius: state.config.arenaRadius, figure: figure.id, name: figure.name, from, to: copyHex(figure.at) });
      enterHex(state, figure, rng);
      turn.next += 1;
      break;
    }
    case 'pickUp': {
      inPhase(state, 'actions', 'readying a weapon');
      const figure = actingFigure(state);
      if (!actionChoices(state, figure).some((a) => a.type === 'pickUp' && a.item === action.item)) throw illegal(`${figure.name} cannot ready item ${action.item} now`, 'S-14');
      readyWeapon(state, figure, action.item, rng);
      figure.acted = true;
      turn.next += 1;
      break;
    }
    case 'grapple': {
      inPhase(state, 'actions', 'a grapple');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'grapple' && a.target === action.target)) throw illegal(`${figure.name} cannot grapple figure ${action.target} now`, 'S-100');
      // Only the foe's agreement lets it in: the foe is asked first (S-100, FT-53).
      if (!canGrapple(state, figure, target)) {
        turn.asking = { figure: figure.id, target: target.id };
        state.events.push({ type: 'hthAsked', figure: figure.id, name: figure.name, target: target.id, targetName: target.name });
        break;
      }
      grapple(state, figure, target, rng);
      turn.next += 1;
      break;
    }
    case 'finish': {
      inPhase(state, 'actions', 'killing a helpless foe');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'finish' && a.target === action.target)) {
        throw illegal(`${figure.name} can kill only a helpless (unconscious) foe next to it, taking an attacking option`, 'FT-54');
      }
      finish(state, figure, target);
      turn.next += 1;
      break;
    }
    case 'agree': {
      inPhase(state, 'actions', 'an answer to a grapple');
      const asking = turn.asking;
      if (asking === null) throw illegal('nobody is asking to close in hand-to-hand', 'FT-53');
      turn.asking = null;
      answerHth(state, figureOf(state, asking.figure), figureOf(state, asking.target), action.accept);
      turn.next += 1;
      break;
    }
    case 'drawDagger': {
      inPhase(state, 'actions', 'drawing a dagger');
      const figure = actingFigure(state);
      if (!actionChoices(state, figure).some((a) => a.type === 'drawDagger')) throw illegal(`${figure.name} is not drawing a dagger this turn`, 'S-31');
      drawDagger(state, figure, rng);
      turn.next += 1;
      break;
    }
    case 'breakFree': {
      inPhase(state, 'actions', 'breaking free');
      const figure = actingFigure(state);
      if (!actionChoices(state, figure).some((a) => a.type === 'breakFree' && a.direction === action.direction)) throw illegal(`${figure.name} cannot break free that way`, 'S-32');
      breakFree(state, figure, action.direction, rng);
      turn.next += 1;
      break;
    }
    case 'pass': {
      inPhase(state, 'actions', 'passing');
      const figure = actingFigure(state);
      figure.acted = true;
      state.events.push({ type: 'passed', figure: figure.id, name: figure.name });
      turn.next += 1;
      break;
    }
    case 'escape': {
      inPhase(state, 'actions', 'a try to get free of a rope');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'escape' && a.target === action.target)) {
        throw illegal(`${figure.name} can try to free only itself or a friend next to it from a rope, standing, having not moved this turn`, 'FT-46');
      }
      escape(state, figure, target, rng);
      turn.next += 1;
      break;
    }
    case 'wait': {
      inPhase(state, 'actions', 'waiting for an opening');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'wait' && a.target === action.target)) {
        throw illegal(`${figure.name} can wait for an opening only on a foe next to it in front, having chosen Shift and Attack`, 'FT-40');
      }
      const now = turn.number;
      const w = figure.waiting;
      const turns = w !== null && w.target === target.id && w.last === now - 1 ? w.turns + 1 : 1;
      figure.waiting = { target: target.id, turns, last: now };
      figure.acted = true;
      figure.dazed = false;
      state.events.push({ type: 'waited', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, turns });
      turn.next += 1;
      break;
    }
    case 'cast': {
      inPhase(state, 'actions', 'casting');
      const figure = actingFigure(state);
      if (!actionChoices(state, figure).some((a) => a.type === 'cast' && sameCast(a, action))) {
        throw illegal(`${figure.name} cannot cast ${action.spell} that way now (known spells, free hands, ST to pay, a target in reach)`, 'FT-33');
      }
      castSpell(state, figure, action, rng);
      turn.next += 1;
      break;
    }
    case 'disbelieve': {
      inPhase(state, 'actions', 'disbelieving');
      const figure = actingFigure(state);
      const target = state.figures[action.target];
      if (target === undefined || !actionChoices(state, figure).some((a) => a.type === 'disbelieve' && a.target === action.target)) {
        throw illegal(`${figure.name} cannot disbelieve figure ${action.target} now: only another side's created figures`, 'FT-38');
      }
      disbelieve(state, figure, target, rng);
      turn.next += 1;
      break;
    }
    case 'renew': {
      inPhase(state, 'renew', 'renewing a spell');
      const offer = turn.renewals[0];
      if (offer === undefined) throw illegal('nothing is waiting to be renewed', 'S-03');
      if (action.keep && !canKeep(state, offer)) throw illegal('keeping it would take the caster\'s ST below 0', 'FT-35');
      renew(state, action.keep);
      break;
    }
    case 'retreat': {
      inPhase(state, 'retreat', 'a force retreat');
      const offer = turn.retreats[0];
      if (offer === undefined || offer.vacated !== null) throw illegal('no force retreat waits for a push now', 'S-06');
      if (action.to !== null && !isRetreatHex(state, offer, action.to)) throw illegal('the enemy can only be pushed one hex farther away, into an open hex', 'FT-21');
      pushVictim(state, action.to, rng);
      break;
    }
    case 'advance': {
      inPhase(state, 'retreat', 'advancing');
      const offer = turn.retreats[0];
      if (offer === undefined || offer.vacated === null) throw illegal('no force retreat waits for an advance now', 'S-06');
      advanceStriker(state, action.advance, rng);
      break;
    }
  }
  settleHth(state);
  advance(state, rng);
}

/**
 * Refuses an aim that is not on offer, naming FT-59: any aim when the config does not play aimed
 * shots, and one the figure may not take at that target (in hand-to-hand, a hand without a dagger,
 * a limb a beast lacks).
 */
function checkAim(state: FantasyTripState, figure: FantasyTripFigure, action: Extract<FantasyTripAction, { type: 'attack' | 'fire' | 'throw' }>): void {
  if (action.aim === undefined) return;
  if (!state.config.aimedShots) throw illegal('this fight does not play aimed shots (config aimedShots)', 'FT-59');
  if (!actionChoices(state, figure).some((a) => a.type === action.type && a.target === action.target && a.aim === action.aim)) {
    throw illegal(`${figure.name} cannot aim that ${action.type === 'attack' ? 'blow' : action.type === 'fire' ? 'shot' : 'throw'} at the ${action.aim} of figure ${action.target} now (never in hand-to-hand; a hand only with a dagger, close, past no shield and no armour as heavy as chain; only the head of a beast or a figure of several hexes)`, 'FT-59');
  }
}

/** Two casts are the same choice. */
function sameCast(a: Extract<FantasyTripAction, { type: 'cast' }>, b: Extract<FantasyTripAction, { type: 'cast' }>): boolean {
  return a.spell === b.spell && a.power === b.power && a.target === b.target && a.looks === b.looks && (a.at === null ? b.at === null : b.at !== null && a.at.q === b.at.q && a.at.r === b.at.r);
}

/**
 * Readies `item` (S-14, S-23, S-27): the ready weapon is slung when readying a slung one out of
 * combat (e), dropped otherwise (m, q); the new one comes to hand.
 */
function readyWeapon(state: FantasyTripState, figure: FantasyTripFigure, id: number, rng: Rng): void {
  const item = state.items[id]!;
  const current = readyItem(state, figure.id, 'weapon');
  if (current !== undefined) {
    if (figure.option === 'ready' && !figure.engagedAtStart) {
      current.state = 'slung';
    } else {
      current.holder = null;
      current.state = 'ground';
      current.at = copyHex(figure.at);
      state.events.push({ type: 'itemDropped', figure: figure.id, name: figure.name, item: current.id, ref: current.ref });
    }
  }
  // Another's charged staff explodes for 3 dice, armour counting, and is broken (FT-45).
  if (item.charged !== null && item.charged !== figure.id) {
    item.state = 'broken';
    state.events.push({ type: 'staffExploded', figure: figure.id, name: figure.name, item: item.id });
    explode(state, figure, rng);
    return;
  }
  // Picking it up off the ground, the figure bends over (S-39, FT-51).
  if (item.state === 'ground') figure.stooping = true;
  item.holder = figure.id;
  item.state = 'ready';
  item.at = null;
  state.events.push({ type: 'itemReadied', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
  // A two-handed weapon leaves no hand for the shield: it is slung (R-04, FT-3).
  const shield = readyItem(state, figure.id, 'shield');
  if (shield !== undefined && weaponDef(state, item.ref).twoHanded) shield.state = 'slung';
}
