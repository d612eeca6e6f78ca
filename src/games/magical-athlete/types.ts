import type { Player, Viewer } from '../../core/game.js';
import type { CharacterId } from './content/characters.js';

export type { CharacterId };

/** A Magical Athlete configuration. */
export interface MagicalAthleteConfig {
  /** 4 or 5 players. */
  readonly players: 4 | 5;
}

/** The steps of a game, in order. */
export const PHASES = ['draft', 'assassin', 'selection', 'race', 'over'] as const;
export type MagicalAthletePhase = (typeof PHASES)[number];

/** One seat. `chips` are draft money during the draft, victory points afterwards. */
export interface MagicalAthletePlayerState {
  chips: number;
  /** Characters owned and not yet raced, in the order they were gained. */
  hand: CharacterId[];
  /** A replacement drawn for the Assassin's victim: known to its owner only until it races. */
  secret: CharacterId | null;
  /** Characters already raced, in race order. */
  raced: CharacterId[];
}

/** The draft board: `slots[k]` is the card on the space priced k, or null. */
export interface MagicalAthleteDraftState {
  slots: (CharacterId | null)[];
  active: Player;
  /** Who bought the most recent card (the first race starts to their left). */
  lastBuyer: Player | null;
  /** Every purchase in order (public), e.g. for draft-price statistics. */
  purchases: { readonly player: Player; readonly character: CharacterId; readonly price: number }[];
}

/** The secret choice of racers before a race. */
export interface MagicalAthleteSelectionState {
  /** Each player's pick, hidden from the others until all are in. */
  picks: (CharacterId | null)[];
  /** The Spy's owner, while waiting to pick after everyone else (MA-51). */
  spyWaiting: Player | null;
  /** Who takes the first turn of the coming race. */
  readonly firstPlayer: Player;
}

/** A character on the track. Racers are indexed by their owner's seat. */
export interface MagicalAthleteRacer {
  player: Player;
  character: CharacterId;
  position: number;
  /** Order of arrival at the goal (1 = first), or null while racing. */
  finished: number | null;
  /** Asleep (Witch) or petrified (Medusa): the racer loses its next turn. */
  loseNextTurn: 'asleep' | 'petrified' | null;
}

/**
 * A decision some player must make before the race can go on: whether (and on whom) to use an
 * ability. For an instead-of-turn ability the alternative is `roll`; for the Prophet it is forced.
 */
export interface MagicalAthletePrompt {
  readonly player: Player;
  /** The ability offered. */
  readonly ability: CharacterId;
  /** The racer whose ability it is. */
  readonly user: number;
  /** Characters the ability may target; empty when it takes no target. */
  readonly targets: readonly CharacterId[];
  /** `use`/`decline`, `use`/`roll` (instead of a turn) or `prophesy` (forced). */
  readonly answers: 'useOrDecline' | 'useOrRoll' | 'prophesy';
}

/** A step of race resolution waiting on the stack. Resolution is always depth first (MA-20). */
export type MagicalAthleteTask =
  | { readonly t: 'turnStart'; readonly racer: number }
  | { readonly t: 'turnBody'; readonly racer: number }
  | { readonly t: 'roll'; readonly racer: number; readonly rerolled: boolean }
  | { readonly t: 'demon'; readonly racer: number; readonly value: number }
  | { readonly t: 'rollFinal'; readonly racer: number; readonly value: number }
  | { readonly t: 'ranger'; readonly racer: number; readonly value: number }
  | { readonly t: 'turnMove'; readonly racer: number; readonly steps: number }
  | { readonly t: 'leap'; readonly racer: number; readonly remaining: number; readonly at: number; readonly leapt: number }
  | { readonly t: 'afterMainMove'; readonly racer: number; readonly from: number; readonly to: number }
  | { readonly t: 'share'; readonly mover: number; readonly space: number; readonly step: number }
  | { readonly t: 'endTurn'; readonly racer: number }
  | { readonly t: 'overtakes'; readonly pairs: readonly (readonly [number, number])[] }
  | MagicalAthleteOfferTask
  | MagicalAthleteUseTask;

/**
 * Offers `ability` to its user. `then` is what happens if the offer is declined (or the use is
 * cancelled by the Philosopher); `data` carries a number the ability needs (a die value...).
 */
export interface MagicalAthleteOfferTask {
  readonly t: 'offer';
  readonly ability: CharacterId;
  readonly user: number;
  readonly targets: readonly number[];
  readonly data: number;
  readonly then: MagicalAthleteTask | null;
}

/** An accepted ability use, waiting for a possible Philosopher cancellation before its effect. */
export interface MagicalAthleteUseTask {
  readonly t: 'use';
  readonly ability: CharacterId;
  readonly user: number;
  /** Target racer index, or -1. */
  readonly target: number;
  readonly data: number;
  readonly then: MagicalAthleteTask | null;
}

/** Resolution state of the current turn. */
export interface MagicalAthleteTurnState {
  readonly racer: number;
  /** Positions when the turn began, for overtaking (rulebook "Overtaking"). */
  readonly start: number[];
  /** Position vectors reached this turn: an optional move may not repeat one (MA-21, loops). */
  seen: number[];
  /** The Ninja racer shadowing this turn, if any (MA-44). */
  shadow: number | null;
  /** Pairs the Gladiator already challenged this turn (MA-39). */
  challenged: string[];
}

/** One race. */
export interface MagicalAthleteRaceState {
  /** 1-based race number. */
  readonly number: number;
  racers: MagicalAthleteRacer[];
  /** Whose turn it is (racer index), or null before the first turn. */
  active: number | null;
  turn: MagicalAthleteTurnState | null;
  /** Pending resolution steps; the last element runs next. */
  stack: MagicalAthleteTask[];
  /** The offer waiting for an answer, if any: its user's owner is the only actor. */
  pending: MagicalAthleteOfferTask | null;
  /** MagicalAthleteRacer indices in order of arrival. */
  finishers: number[];
  /** The Prophet's secret prediction (racer index), hidden until the race ends (MA-48). */
  prophecy: number | null;
  /** Ninja racers whose next own turn is spent because they shadowed (MA-44). */
  shadowed: number[];
  /** The first player of this race. */
  readonly firstPlayer: Player;
}

/** The result of a finished race. */
export interface MagicalAthleteRaceResult {
  readonly number: number;
  /** Players in race rank order (after the Prophet's correction), finishers first. */
  readonly ranking: Player[];
  readonly awards: number[];
  readonly racers: { readonly player: Player; readonly character: CharacterId }[];
  readonly finishers: Player[];
}

/** The whole game. Plain JSON. */
export interface MagicalAthleteState {
  phase: MagicalAthletePhase;
  readonly config: MagicalAthleteConfig;
  players: MagicalAthletePlayerState[];
  /** Draft deck, top card last. Hidden. */
  deck: CharacterId[];
  /** Five cards removed face down at the start, for the Assassin's replacement. Hidden. */
  setAside: CharacterId[];
  /** Cards removed by the Assassin. */
  removed: CharacterId[];
  draft: MagicalAthleteDraftState;
  /** Whether the Spy ability has been used (once per game). */
  spyUsed: boolean;
  selection: MagicalAthleteSelectionState | null;
  race: MagicalAthleteRaceState | null;
  results: MagicalAthleteRaceResult[];
  events: MagicalAthleteEvent[];
}

/** Actions. Every action names its player; racers and targets are named by character. */
export type MagicalAthleteAction =
  /** Draft: buy the card on the space priced `slot`. */
  | { readonly type: 'buy'; readonly player: Player; readonly slot: number }
  /** Draft: buy nothing this turn (not allowed with a card on the 0 space). */
  | { readonly type: 'pass'; readonly player: Player }
  /** After the draft: the Assassin removes a drafted character. */
  | { readonly type: 'assassinate'; readonly player: Player; readonly target: CharacterId }
  /** Before a race: secretly choose a racer. */
  | { readonly type: 'pick'; readonly player: Player; readonly character: CharacterId }
  /** Before a race: use the Spy to choose after everyone else. */
  | { readonly type: 'spy'; readonly player: Player }
  /** The Prophet's secret prediction of the winner. */
  | { readonly type: 'prophesy'; readonly player: Player; readonly character: CharacterId }
  /** Take a normal turn instead of an instead-of-turn ability. */
  | { readonly type: 'roll'; readonly player: Player }
  /** Use the offered ability, on `target` when it takes one. */
  | { readonly type: 'use'; readonly player: Player; readonly ability: CharacterId; readonly target?: CharacterId }
  /** Decline the offered ability (or, for the Assassin, not use him). */
  | { readonly type: 'decline'; readonly player: Player };

export type MagicalAthleteActionType = MagicalAthleteAction['type'];

/** Why a character moved. */
export type MagicalAthleteMoveCause = 'roll' | 'shadow' | 'swap' | 'kidnap' | 'push' | 'kick' | 'lure' | 'bonus' | 'curse' | 'blessing' | 'challenge' | 'compensation' | 'spell' | 'dash' | 'devour';

/** Events: everything that happens, in order. Secret parts are removed from views (see view.ts). */
export type MagicalAthleteEvent =
  | { readonly type: 'setupDone'; readonly players: number; readonly chips: number; readonly setAside: number; readonly deck: number; readonly startPlayer: Player }
  | { readonly type: 'cardDrawn'; readonly character: CharacterId }
  | { readonly type: 'cardsSlid'; readonly slots: readonly (CharacterId | null)[] }
  | { readonly type: 'draftTurn'; readonly player: Player }
  | { readonly type: 'bought'; readonly player: Player; readonly character: CharacterId; readonly price: number }
  | { readonly type: 'passed'; readonly player: Player }
  | { readonly type: 'draftDone'; readonly player: Player }
  | { readonly type: 'draftEnded'; readonly returned: readonly number[]; readonly lastBuyer: Player }
  | { readonly type: 'assassinated'; readonly player: Player; readonly target: CharacterId; readonly owner: Player }
  | { readonly type: 'assassinDeclined'; readonly player: Player }
  | { readonly type: 'replacementDrawn'; readonly player: Player; readonly character: CharacterId | null }
  | { readonly type: 'raceCalled'; readonly race: number; readonly awards: readonly [number, number] }
  | { readonly type: 'picked'; readonly player: Player }
  | { readonly type: 'spyWaits'; readonly player: Player }
  | { readonly type: 'revealed'; readonly race: number; readonly racers: readonly { readonly player: Player; readonly character: CharacterId }[] }
  | { readonly type: 'prophecyMade'; readonly player: Player; readonly character: CharacterId | null }
  | { readonly type: 'turnStarted'; readonly player: Player; readonly character: CharacterId }
  | { readonly type: 'turnLost'; readonly player: Player; readonly character: CharacterId; readonly reason: 'asleep' | 'petrified' | 'shadowed' }
  | { readonly type: 'rolled'; readonly player: Player; readonly character: CharacterId; readonly value: number; readonly reason: 'turn' | 'reroll' | 'challenge' }
  | { readonly type: 'rollCancelled'; readonly character: CharacterId; readonly value: number }
  | { readonly type: 'dieTurned'; readonly character: CharacterId; readonly from: number; readonly to: number }
  | { readonly type: 'abilityUsed'; readonly player: Player; readonly character: CharacterId; readonly target: CharacterId | null }
  | { readonly type: 'abilityCancelled'; readonly character: CharacterId; readonly by: CharacterId }
  | { readonly type: 'moved'; readonly player: Player; readonly character: CharacterId; readonly from: number; readonly to: number; readonly cause: MagicalAthleteMoveCause; readonly leapt: number }
  | { readonly type: 'overtook'; readonly character: CharacterId; readonly overtaken: CharacterId }
  | { readonly type: 'finished'; readonly player: Player; readonly character: CharacterId; readonly place: number }
  | { readonly type: 'turnLostNext'; readonly character: CharacterId; readonly by: CharacterId; readonly reason: 'asleep' | 'petrified' }
  | { readonly type: 'challenge'; readonly gladiator: CharacterId; readonly target: CharacterId; readonly loser: CharacterId | null }
  | { readonly type: 'chipsMoved'; readonly from: Player | 'bank'; readonly to: Player | 'bank'; readonly amount: number; readonly reason: 'award' | 'theft' | 'draft' | 'return' }
  | { readonly type: 'prophecyRevealed'; readonly player: Player; readonly character: CharacterId; readonly correct: boolean }
  | { readonly type: 'raceEnded'; readonly race: number; readonly ranking: readonly Player[]; readonly awards: readonly number[] }
  | { readonly type: 'gameEnded'; readonly ranking: readonly Player[]; readonly scores: readonly number[] };

/** What a player (or a spectator) may see. */
export interface MagicalAthleteView {
  readonly viewer: Viewer;
  readonly phase: MagicalAthletePhase;
  readonly players: readonly {
    readonly chips: number;
    /** Known cards; `hidden` marks a replacement only its owner has seen. */
    readonly hand: readonly (CharacterId | 'hidden')[];
    readonly raced: readonly CharacterId[];
  }[];
  readonly deckSize: number;
  readonly setAsideSize: number;
  readonly removed: readonly CharacterId[];
  readonly draft: { readonly slots: readonly (CharacterId | null)[]; readonly active: Player } | null;
  readonly spyUsed: boolean;
  /** Per player: the pick if visible to the viewer, `hidden` if made but secret, null if not yet made. */
  readonly picks: readonly (CharacterId | 'hidden' | null)[] | null;
  readonly spyWaiting: Player | null;
  readonly race: {
    readonly number: number;
    readonly racers: readonly MagicalAthleteRacer[];
    readonly active: number | null;
    readonly finishers: readonly number[];
    /** The prophecy as a character, if the viewer may know it; `hidden` if made and secret. */
    readonly prophecy: CharacterId | 'hidden' | null;
  } | null;
  readonly prompt: MagicalAthletePrompt | null;
  readonly results: readonly MagicalAthleteRaceResult[];
  readonly events: readonly MagicalAthleteEvent[];
}
