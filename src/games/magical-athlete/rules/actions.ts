/** Who may act, what they may do, and carrying an action out. */
import type { Rng } from '../../../core/rng.js';
import type { Player } from '../../../core/game.js';
import { RuleError } from '../../../core/errors.js';
import { INSTEAD_OF_TURN } from '../abilities/index.js';
import { CHARACTERS } from '../content/characters.js';
import { assassinOwner, assassinTargets } from '../abilities/assassin.js';
import { canSpy } from '../abilities/spy.js';
import type { CharacterId, MagicalAthleteAction, MagicalAthleteState, MagicalAthleteOfferTask, MagicalAthletePrompt, MagicalAthleteRaceState } from '../types.js';
import { acceptOffer, declineOffer } from './race.js';
import { assassinChoice, draftChoice, pickRacer, selectionActors, useSpy } from './phases.js';

const NOBODY: readonly Player[] = [];
/** One shared, frozen list per seat: `actors` runs several times per action on the fast path. */
const ALONE: readonly (readonly Player[])[] = [0, 1, 2, 3, 4].map((seat) => Object.freeze([seat]));

export function actors(state: MagicalAthleteState): readonly Player[] {
  switch (state.phase) {
    case 'draft':
      return ALONE[state.draft.active] as readonly Player[];
    case 'assassin': {
      const owner = assassinOwner(state);
      return owner === null ? NOBODY : (ALONE[owner] as readonly Player[]);
    }
    case 'selection':
      return selectionActors(state);
    case 'race': {
      const race = state.race;
      return race?.pending ? (ALONE[race.racers[race.pending.user]?.player as Player] as readonly Player[]) : NOBODY;
    }
    case 'over':
      return NOBODY;
  }
}

/** How the pending offer may be answered. */
export function answersOf(pending: MagicalAthleteOfferTask): MagicalAthletePrompt['answers'] {
  if (pending.ability === 'prophet') return 'prophesy';
  if (INSTEAD_OF_TURN.includes(pending.ability) && pending.then?.t === 'roll') return 'useOrRoll';
  return 'useOrDecline';
}

/** The public description of the pending offer. */
export function promptOf(race: MagicalAthleteRaceState): MagicalAthletePrompt | null {
  const pending = race.pending;
  if (pending === null) return null;
  return {
    player: race.racers[pending.user]?.player as Player,
    ability: pending.ability,
    user: pending.user,
    targets: pending.targets.map((i) => race.racers[i]?.character as CharacterId),
    answers: answersOf(pending),
  };
}

export function legalActions(state: MagicalAthleteState, player: Player): MagicalAthleteAction[] {
  if (!actors(state).includes(player)) return [];
  switch (state.phase) {
    case 'draft': {
      // MA-2: a card on the 0 space must be taken, for free; nothing else is allowed then.
      if (state.draft.slots[0] !== null) return [{ type: 'buy', player, slot: 0 }];
      const chips = state.players[player]?.chips ?? 0;
      const out: MagicalAthleteAction[] = [];
      state.draft.slots.forEach((card, slot) => {
        if (card !== null && slot <= chips) out.push({ type: 'buy', player, slot });
      });
      out.push({ type: 'pass', player });
      return out;
    }
    case 'assassin':
      return [
        ...assassinTargets(state).map((target): MagicalAthleteAction => ({ type: 'assassinate', player, target })),
        { type: 'decline', player },
      ];
    case 'selection': {
      const out: MagicalAthleteAction[] = (state.players[player]?.hand ?? []).map((character) => ({ type: 'pick', player, character }));
      if (canSpy(state, player)) out.push({ type: 'spy', player });
      return out;
    }
    case 'race': {
      const race = state.race as MagicalAthleteRaceState;
      const pending = race.pending;
      if (pending === null) return [];
      const ability = pending.ability;
      const answers = answersOf(pending);
      const out: MagicalAthleteAction[] = [];
      if (answers === 'prophesy') {
        for (const i of pending.targets) out.push({ type: 'prophesy', player, character: race.racers[i]?.character as CharacterId });
        return out;
      }
      if (pending.targets.length === 0) out.push({ type: 'use', player, ability });
      for (const i of pending.targets) out.push({ type: 'use', player, ability, target: race.racers[i]?.character as CharacterId });
      out.push(answers === 'useOrRoll' ? { type: 'roll', player } : { type: 'decline', player });
      return out;
    }
    case 'over':
      return [];
  }
}

function wrongMoment(action: MagicalAthleteAction, what: string, rule: string): RuleError {
  return new RuleError('ILLEGAL_ACTION', `${action.type} is not possible now: ${what}`, rule);
}

/** Runs a well-formed action from a current actor; throws ILLEGAL_ACTION naming the rule otherwise. */
export function execute(state: MagicalAthleteState, action: MagicalAthleteAction, rng: Rng): void {
  const player = action.player;
  switch (state.phase) {
    case 'draft':
      if (action.type === 'buy') return draftChoice(state, player, action.slot);
      if (action.type === 'pass') return draftChoice(state, player, null);
      throw wrongMoment(action, 'the draft is on: buy a card or pass', 'MA-2');
    case 'assassin':
      if (action.type === 'decline') return assassinChoice(state, player, null, rng);
      if (action.type === 'assassinate') {
        if (!assassinTargets(state).includes(action.target)) {
          throw new RuleError('ILLEGAL_ACTION', `${action.target} was not drafted, so it cannot be assassinated`, 'MA-31');
        }
        return assassinChoice(state, player, action.target, rng);
      }
      throw wrongMoment(action, 'the Assassin may remove a drafted character or decline', 'MA-31');
    case 'selection':
      if (action.type === 'pick') return pickRacer(state, player, action.character, rng);
      if (action.type === 'spy') {
        if (!canSpy(state, player)) throw new RuleError('ILLEGAL_ACTION', 'only the owner of an unraced Spy may wait, once a game', 'MA-51');
        return useSpy(state, player);
      }
      throw wrongMoment(action, 'players are secretly choosing their racers', 'MA-10');
    case 'race':
      return answer(state, action, rng);
    case 'over':
      throw new RuleError('GAME_OVER', 'the game is over');
  }
}

/** The racer index an answer names, checked against the pending offer's targets. */
function targetIndex(race: MagicalAthleteRaceState, pending: MagicalAthleteOfferTask, character: CharacterId | undefined): number {
  if (pending.targets.length === 0) {
    if (character !== undefined) throw new RuleError('ILLEGAL_ACTION', `${pending.ability} takes no target`, characterRule(pending));
    return -1;
  }
  let index = -1;
  for (let i = 0; i < race.racers.length; i++) if (race.racers[i]?.character === character) index = i;
  if (index < 0 || !pending.targets.includes(index)) {
    throw new RuleError('ILLEGAL_ACTION', `${String(character)} is not a valid target for ${pending.ability} now`, characterRule(pending));
  }
  return index;
}

function answer(state: MagicalAthleteState, action: MagicalAthleteAction, rng: Rng): void {
  const race = state.race as MagicalAthleteRaceState;
  const pending = race.pending;
  if (pending === null) throw wrongMoment(action, 'nobody is being asked anything', 'MA-20');
  const answers = answersOf(pending);
  switch (action.type) {
    case 'prophesy':
      if (answers !== 'prophesy') throw wrongMoment(action, 'only the Prophet prophesies', 'MA-48');
      return acceptOffer(state, pending, targetIndex(race, pending, action.character), rng);
    case 'use':
      if (answers === 'prophesy' || action.ability !== pending.ability) {
        throw wrongMoment(action, `the offer is for ${pending.ability}, not ${action.ability}`, characterRule(pending));
      }
      return acceptOffer(state, pending, targetIndex(race, pending, action.target), rng);
    case 'roll':
      if (answers !== 'useOrRoll') throw wrongMoment(action, `the question is whether to use ${pending.ability}`, 'MA-20');
      return declineOffer(state, pending, rng);
    case 'decline':
      if (answers !== 'useOrDecline') {
        throw wrongMoment(action, answers === 'prophesy' ? 'the prophecy is compulsory' : 'choose to roll or to use your ability', characterRule(pending));
      }
      return declineOffer(state, pending, rng);
    default:
      throw wrongMoment(action, 'a race is being run', 'MA-20');
  }
}

/** The ruling of the character whose ability is offered (MA-30 to MA-54, alphabetical). */
function characterRule(pending: MagicalAthleteOfferTask): string {
  return CHARACTERS[pending.ability].ruling;
}
