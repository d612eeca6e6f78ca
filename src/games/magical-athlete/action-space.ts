/**
 * Magical Athlete's fixed action space (DESIGN §13, issue 28): every action any seat may take gets
 * a number in 0..MAGICAL_ATHLETE_ACTIONS-1 that keeps its meaning in every state and for every
 * player count. Characters are numbered by their place in `CHARACTER_IDS` (alphabetical): every
 * character an action can name (a card in the actor's own hand, a drafted card before any secret
 * replacement exists, a racer on the track) is one the actor sees, so no number depends on a
 * hidden fact. Only one question is ever open, so `use` needs no ability in its number: the prompt
 * says which ability it is. The table is in docs/rules/magical-athlete.md.
 */
import type { Player } from '../../core/game.js';
import { CHARACTER_IDS, type CharacterId } from './content/characters.js';
import { DRAFT_SLOTS } from './content/board.js';
import type { MagicalAthleteAction, MagicalAthleteState } from './types.js';

/** How many characters the numbering knows (25). */
const CHARACTER_COUNT = CHARACTER_IDS.length;

/**
 * Where each kind of action starts in the numbering. `buy` holds one number per draft space (its
 * price), the character kinds one per character in `CHARACTER_IDS` order; the rest are one number.
 */
export const MAGICAL_ATHLETE_ACTION_OFFSETS = {
  /** `buy` from the space priced k: k, for k in 0..4. */
  buy: 0,
  /** `pass` in the draft. */
  pass: DRAFT_SLOTS,
  /** `assassinate` character c: this + c. */
  assassinate: DRAFT_SLOTS + 1,
  /** `decline` (the Assassin, or an offered ability). */
  decline: DRAFT_SLOTS + 1 + CHARACTER_COUNT,
  /** `pick` character c as the racer: this + c. */
  pick: DRAFT_SLOTS + 2 + CHARACTER_COUNT,
  /** `spy`: wait and pick last. */
  spy: DRAFT_SLOTS + 2 + 2 * CHARACTER_COUNT,
  /** `prophesy` that character c wins: this + c. */
  prophesy: DRAFT_SLOTS + 3 + 2 * CHARACTER_COUNT,
  /** `roll` instead of an instead-of-turn ability. */
  roll: DRAFT_SLOTS + 3 + 3 * CHARACTER_COUNT,
  /** `use` the offered ability when it takes no target. */
  use: DRAFT_SLOTS + 4 + 3 * CHARACTER_COUNT,
  /** `use` the offered ability on the racer that is character c: this + c. */
  useOn: DRAFT_SLOTS + 5 + 3 * CHARACTER_COUNT,
} as const;

/** The size of the action space, the same for four and five players (110). */
export const MAGICAL_ATHLETE_ACTIONS = MAGICAL_ATHLETE_ACTION_OFFSETS.useOn + CHARACTER_COUNT;

const O = MAGICAL_ATHLETE_ACTION_OFFSETS;

/** A character's number in the numbering: its index in `CHARACTER_IDS`. */
const CHARACTER_INDEX: Readonly<Record<CharacterId, number>> = Object.fromEntries(CHARACTER_IDS.map((id, i) => [id, i])) as Record<CharacterId, number>;

/** The size of the action space: no action's parameters depend on the player count. */
export function actionSpace(): number {
  return MAGICAL_ATHLETE_ACTIONS;
}

/** The number of `action`, a legal action in `state` (defineGame checks that it is). */
export function encodeAction(_state: MagicalAthleteState, action: MagicalAthleteAction): number {
  switch (action.type) {
    case 'buy':
      return O.buy + action.slot;
    case 'pass':
      return O.pass;
    case 'assassinate':
      return O.assassinate + CHARACTER_INDEX[action.target];
    case 'decline':
      return O.decline;
    case 'pick':
      return O.pick + CHARACTER_INDEX[action.character];
    case 'spy':
      return O.spy;
    case 'prophesy':
      return O.prophesy + CHARACTER_INDEX[action.character];
    case 'roll':
      return O.roll;
    case 'use':
      return action.target === undefined ? O.use : O.useOn + CHARACTER_INDEX[action.target];
  }
}

/**
 * The action numbered `index` for `player` in `state`, built straight from the number and the
 * phase (no list of legal actions), or undefined when the number's kind cannot be played in this
 * phase. defineGame then checks that the result is legal, so this only has to be right whenever it
 * is (the round trip with `encodeAction`).
 */
export function decodeAction(state: MagicalAthleteState, index: number, player: Player): MagicalAthleteAction | undefined {
  switch (state.phase) {
    case 'draft':
      if (index < O.pass) return { type: 'buy', player, slot: index };
      return index === O.pass ? { type: 'pass', player } : undefined;
    case 'assassin':
      if (index === O.decline) return { type: 'decline', player };
      return index >= O.assassinate && index < O.decline ? { type: 'assassinate', player, target: CHARACTER_IDS[index - O.assassinate] as CharacterId } : undefined;
    case 'selection':
      if (index === O.spy) return { type: 'spy', player };
      return index >= O.pick && index < O.spy ? { type: 'pick', player, character: CHARACTER_IDS[index - O.pick] as CharacterId } : undefined;
    case 'race': {
      const pending = state.race?.pending;
      if (pending === null || pending === undefined) return undefined;
      if (index === O.decline) return { type: 'decline', player };
      if (index === O.roll) return { type: 'roll', player };
      if (index === O.use) return { type: 'use', player, ability: pending.ability };
      if (index >= O.useOn) return { type: 'use', player, ability: pending.ability, target: CHARACTER_IDS[index - O.useOn] as CharacterId };
      return index >= O.prophesy && index < O.roll ? { type: 'prophesy', player, character: CHARACTER_IDS[index - O.prophesy] as CharacterId } : undefined;
    }
    case 'over':
      return undefined;
  }
}
