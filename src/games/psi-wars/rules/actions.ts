/** Carrying out an action, after checking it against the rules it touches. */
import type { Rng } from '../../../core/rng.js';
import { RuleError } from '../../../core/errors.js';
import type { PsiWarsPlayerState, PsiWarsAction, PsiWarsState } from '../types.js';
import { CREATION_UNITS, type CreationUnit } from '../content/schema.js';
import { defOf, nameOf, opponent } from './cards.js';
import { available, canPay, pay } from './payment.js';
import { powerTargets, resolvePower } from './powers.js';
import { answerDistance, answerMind, battleDecision, canFight, committed, newBattle, MAX_STACK } from './battle.js';
import { finishStep, settle } from './turn.js';
import { removeFrom } from './zones.js';
import { HAND_LIMIT } from './cards.js';

const illegal = (message: string, rule: string): RuleError => new RuleError('ILLEGAL_ACTION', message, rule);

function expectStep(state: PsiWarsState, steps: readonly string[], action: PsiWarsAction, rule: string): void {
  if (!steps.includes(state.turn.step)) throw illegal(`${action.type} is not possible in the ${state.turn.step} step`, rule);
}

/**
 * One or two different units, listed in ascending card order. A stack's order does not matter
 * (rulebook 6.5.2.1), so each stack has one canonical spelling; parseAction sorts untrusted input.
 */
function distinctUnits(units: readonly number[]): boolean {
  if (units.length < 1 || units.length > MAX_STACK) return false;
  for (let i = 1; i < units.length; i++) if ((units[i] as number) <= (units[i - 1] as number)) return false;
  return true;
}

/** The white light's units in canonical order (digital, neuro, bio, material), as parseAction sorts them. */
function canonicalAny(any: readonly CreationUnit[]): boolean {
  for (let i = 1; i < any.length; i++) if (CREATION_UNITS.indexOf(any[i] as CreationUnit) < CREATION_UNITS.indexOf(any[i - 1] as CreationUnit)) return false;
  return true;
}

export function execute(state: PsiWarsState, action: PsiWarsAction, rng: Rng): void {
  const player = action.player;
  const me = state.players[player] as PsiWarsPlayerState;
  switch (action.type) {
    case 'place': {
      expectStep(state, ['creation'], action, '6.2');
      if (state.turn.placed) throw illegal('only one Creation Unit may be placed per turn', '6.2');
      if (!me.hand.includes(action.card) || defOf(state, action.card).kind !== 'creation') throw illegal('that is not a Creation Unit in your hand', '6.2');
      removeFrom(me.hand, action.card);
      me.creation.push({ card: action.card, depleted: false });
      state.turn.placed = true;
      state.events.push({ type: 'placed', player, card: action.card, name: nameOf(state, action.card) });
      break;
    }
    case 'build': {
      expectStep(state, ['build'], action, '6.3');
      const def = me.hand.includes(action.card) ? defOf(state, action.card) : null;
      if (def === null || (def.kind !== 'battle' && def.kind !== 'equipment')) throw illegal('only a Battle Unit or Equipment in your hand can be built', '6.3');
      if (!canonicalAny(action.any) || !canPay(def.cost, available(state, me), action.any)) throw illegal(`${def.name} cannot be paid that way with your unspent Creation Units (list the white light's units as digital, neuro, bio, material)`, '5.0');
      const paid = pay(state, me, def.cost, action.any);
      removeFrom(me.hand, action.card);
      // Rulebook 6.3: new Battle Units and Equipment enter depleted (PW-6).
      if (def.kind === 'battle') me.units.push({ card: action.card, depleted: true, equipment: null, trappedBy: null, cyberJammed: false, psionicJammed: false });
      else me.equipment.push({ card: action.card, depleted: true });
      state.events.push({ type: 'built', player, card: action.card, name: def.name, paid });
      break;
    }
    case 'power': {
      const def = me.hand.includes(action.card) ? defOf(state, action.card) : null;
      if (def === null || def.kind !== 'power') throw illegal('that is not a Power in your hand', '3.4');
      const window = def.timing === 'build' ? ['build'] : ['attack', 'block'];
      expectStep(state, window, action, 'PW-10');
      const mine = def.timing === 'build' || state.turn.step === 'attack' ? state.turn.player : opponent(state.turn.player);
      if (mine !== player) throw illegal('you may not play a power now', 'PW-10');
      if (!canonicalAny(action.any) || !canPay(def.cost, available(state, me), action.any)) throw illegal(`${def.name} cannot be paid that way (list the white light's units as digital, neuro, bio, material)`, '5.0');
      const targets = powerTargets(state, player, def);
      const aim = 'units' in targets ? action.unit : action.target;
      const valid = 'units' in targets ? action.unit !== undefined && targets.units.includes(action.unit) && action.target === undefined : action.target !== undefined && targets.cards.includes(action.target) && action.unit === undefined;
      if (!valid) throw illegal(`${String(aim)} is not a valid target for ${def.name}`, 'PW-30');
      const paid = pay(state, me, def.cost, action.any);
      removeFrom(me.hand, action.card);
      state.events.push({ type: 'powerPlayed', player, card: action.card, name: def.name, paid, target: action.target ?? null, targetName: action.target === undefined ? null : nameOf(state, action.target), unit: action.unit ?? null });
      resolvePower(state, player, action.card, action.target ?? null, action.unit ?? null, rng);
      break;
    }
    case 'equip': {
      expectStep(state, ['equip'], action, '6.4');
      const equipment = me.equipment.find((e) => e.card === action.equipment);
      const unit = me.units.find((u) => u.card === action.unit);
      if (equipment === undefined || equipment.depleted) throw illegal('only Equipment created on an earlier turn can be attached', '6.4');
      if (unit === undefined) throw illegal('that is not a Battle Unit in your lab', '6.4');
      if (unit.equipment !== null) throw illegal('a Battle Unit carries at most one Equipment', '3.3');
      // PW-18: equipment stays on its unit until the unit is destroyed; the unit may be new.
      me.equipment.splice(me.equipment.indexOf(equipment), 1);
      unit.equipment = action.equipment;
      state.events.push({ type: 'equipped', player, equipment: action.equipment, unit: action.unit, equipmentName: nameOf(state, action.equipment), unitName: nameOf(state, action.unit) });
      break;
    }
    case 'attack': {
      expectStep(state, ['attack'], action, '6.5.2');
      if (!distinctUnits(action.units)) throw illegal('an attacking stack is one or two different Battle Units, in ascending card order', '6.5.2.1');
      const busy = committed(state.battle, player);
      for (const card of action.units) {
        const unit = me.units.find((u) => u.card === card);
        if (unit === undefined || !canFight(unit) || busy.has(card)) throw illegal('only ready, untrapped Battle Units of yours not yet attacking can attack', '6.5.2');
      }
      state.battle ??= newBattle();
      state.battle.engagements.push({ attackers: [...action.units], blockers: [] });
      state.events.push({ type: 'attackDeclared', player, units: [...action.units], names: action.units.map((c) => nameOf(state, c)) });
      break;
    }
    case 'block': {
      expectStep(state, ['block'], action, '6.5.3');
      const engagement = state.battle?.engagements[action.engagement];
      if (engagement === undefined || engagement.blockers.length > 0) throw illegal('that attacking stack does not exist or is already blocked', '6.5.3');
      if (!distinctUnits(action.units)) throw illegal('a defending stack is one or two different Battle Units, in ascending card order', '6.5.3');
      const busy = committed(state.battle, player);
      for (const card of action.units) {
        const unit = me.units.find((u) => u.card === card);
        if (unit === undefined || !canFight(unit) || busy.has(card)) throw illegal('only ready, untrapped Battle Units of yours not yet blocking can block', '6.5.3');
      }
      engagement.blockers = [...action.units];
      state.events.push({ type: 'blockDeclared', player, engagement: action.engagement, units: [...action.units], names: action.units.map((c) => nameOf(state, c)) });
      break;
    }
    case 'distance': {
      const decision = battleDecision(state);
      if (decision?.kind !== 'distance' || decision.unit !== action.unit) throw illegal('no distance ability is being asked about for that unit', '6.5.5.1');
      answerDistance(state, action.unit, action.use, rng);
      break;
    }
    case 'engage': {
      const decision = battleDecision(state);
      if (decision === null || decision.kind === 'distance') throw illegal('no cyber or psionic attack is being chosen now', '6.5.5.2');
      if (action.mode !== 'none' && !decision.modes.includes(action.mode)) throw illegal(`a ${action.mode} attack needs that screen on both stacks`, '6.5.5.4.1');
      answerMind(state, action.mode, rng);
      break;
    }
    case 'discard': {
      expectStep(state, ['discard'], action, 'PW-9');
      if (me.hand.length <= HAND_LIMIT) throw illegal(`you may keep up to ${HAND_LIMIT} cards`, 'PW-9');
      if (!removeFrom(me.hand, action.card)) throw illegal('that card is not in your hand', 'PW-9');
      me.discard.push(action.card);
      state.events.push({ type: 'discarded', player, card: action.card, name: nameOf(state, action.card) });
      break;
    }
    case 'done':
      if (state.turn.step === 'engage' || state.turn.step === 'discard') throw illegal('this step ends by itself', '6.5.5');
      finishStep(state, rng);
      break;
  }
  settle(state, rng);
  forgetPlayedShownCards(state);
}

/** A shown card that left its hand (played, built, discarded) is no longer a known hand card (PW-33). */
function forgetPlayedShownCards(state: PsiWarsState): void {
  for (const p of state.players) {
    if (p.shown.length > 0) p.shown = p.shown.filter((card) => p.hand.includes(card));
  }
}
