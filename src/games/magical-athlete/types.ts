import type { Player, Viewer } from '../../core/game.js';
import type { CharacterId } from './content/characters.js';

export type { CharacterId };

/** A Magical Athlete configuration. */
export interface MagicalAthleteConfig {
  /** 4 or 5 players (MA-1); seats are numbered 0 to `players - 1`. */
  readonly players: 4 | 5;
}

/** The steps of a game, in order. */
export const PHASES = ['draft', 'assassin', 'selection', 'race', 'over'] as const;
/**
 * The current step of the game: `draft`, then `assassin` (only if someone drafted the Assassin,
 * MA-31), then `selection` and `race` alternating once per race, then `over`.
 */
export type MagicalAthletePhase = (typeof PHASES)[number];

/** One seat. `chips` are draft money during the draft, victory points afterwards. */
export interface MagicalAthletePlayerState {
  /** Draft money during the draft; from the end of the draft on, victory points (starting at 0, MA-7). */
  chips: number;
  /** Characters owned and not yet raced, in the order they were gained. */
  hand: CharacterId[];
  /**
   * A replacement drawn for the Assassin's victim: known to its owner only until it races. It is
   * also in `hand`; null when the player has no secret card (MA-8).
   */
  secret: CharacterId | null;
  /** Characters already raced, in race order. */
  raced: CharacterId[];
}

/** The draft board: `slots[k]` is the card on the space priced k, or null. */
export interface MagicalAthleteDraftState {
  /** Five spaces indexed by price in chips (0 to 4), each a card or null when empty; new cards arrive on 4 (MA-2). */
  slots: (CharacterId | null)[];
  /** Seat whose draft turn it is (after the draft, the last drafter). */
  active: Player;
  /** Who bought the most recent card (the first race starts to their left). */
  lastBuyer: Player | null;
  /** Every purchase in order (public), e.g. for draft-price statistics. */
  purchases: {
    /** Seat of the buyer. */
    readonly player: Player;
    /** The card bought. */
    readonly character: CharacterId;
    /** Chips paid: the price of the space it was bought from (0 to 4). */
    readonly price: number;
  }[];
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
  /** The owner's seat, which is also this racer's index in the race's `racers`. */
  player: Player;
  /** Which character is racing. */
  character: CharacterId;
  /** Space on the track: 0 is the start, 30 the goal (MA-5); a finished racer stays on 30. */
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
  /** Seat that must answer: the owner of racer `user`, the only actor while the prompt is open. */
  readonly player: Player;
  /** The ability offered. */
  readonly ability: CharacterId;
  /** The racer whose ability it is, as a racer index (equal to its owner's seat). */
  readonly user: number;
  /**
   * Characters the ability may target; empty when it takes no target. For the Ghoul and the
   * Philosopher the single target only names the racer that triggered the offer.
   */
  readonly targets: readonly CharacterId[];
  /** `use`/`decline`, `use`/`roll` (instead of a turn) or `prophesy` (forced). */
  readonly answers: 'useOrDecline' | 'useOrRoll' | 'prophesy';
}

/**
 * A step of race resolution waiting on the stack. Resolution is always depth first (MA-20).
 * Internal bookkeeping, never shown in views; `racer`, `mover` and `user` are racer indices.
 */
export type MagicalAthleteTask =
  /** Starts a racer's turn (or passes on to the next running racer if it has finished). */
  | {
      /** Task kind. */
      readonly t: 'turnStart';
      /** Racer index whose turn starts. */
      readonly racer: number;
    }
  /** The body of a turn: a lost turn, an instead-of-turn offer, or a roll. */
  | {
      /** Task kind. */
      readonly t: 'turnBody';
      /** Racer index whose turn it is. */
      readonly racer: number;
    }
  /** Rolls the die for the turn. */
  | {
      /** Task kind. */
      readonly t: 'roll';
      /** Racer index that rolls. */
      readonly racer: number;
      /** True for the Conjurer's second roll, which cannot be rerolled again (MA-34). */
      readonly rerolled: boolean;
    }
  /** The moment the Demon may turn his die (MA-36). */
  | {
      /** Task kind. */
      readonly t: 'demon';
      /** Racer index that rolled. */
      readonly racer: number;
      /** The face rolled, 1 to 6. */
      readonly value: number;
    }
  /** The roll that stands: the Ghoul and the Bard react to it (MA-38, MA-32). */
  | {
      /** Task kind. */
      readonly t: 'rollFinal';
      /** Racer index that rolled. */
      readonly racer: number;
      /** The final face, 1 to 6. */
      readonly value: number;
    }
  /** The moment the Ranger may add his bonus (MA-49). */
  | {
      /** Task kind. */
      readonly t: 'ranger';
      /** Racer index that rolled. */
      readonly racer: number;
      /** The final face, 1 to 6. */
      readonly value: number;
    }
  /** Moves the racer by its roll. */
  | {
      /** Task kind. */
      readonly t: 'turnMove';
      /** Racer index that moves. */
      readonly racer: number;
      /** Spaces to move: the final roll, plus the Ranger's bonus if taken. */
      readonly steps: number;
    }
  /** The Martial Artist's move, walked space by space (MA-40). */
  | {
      /** Task kind. */
      readonly t: 'leap';
      /** Racer index of the Martial Artist. */
      readonly racer: number;
      /** Steps still to walk. */
      readonly remaining: number;
      /** Space the walk has reached so far (the racer is only moved when the walk ends). */
      readonly at: number;
      /** Occupied spaces leapt so far, reported as `moved.leapt`. */
      readonly leapt: number;
    }
  /** After the turn move: a shadowing Ninja follows, the Siren may lure (MA-44, MA-50). */
  | {
      /** Task kind. */
      readonly t: 'afterMainMove';
      /** Racer index whose turn move it was. */
      readonly racer: number;
      /** Space before the turn move. */
      readonly from: number;
      /**
       * Space the turn move led to: equal to `from` when the user did not move, not clamped to 30
       * for the Amazon and the Priest. A shadowing Ninja moves by `to - from`.
       */
      readonly to: number;
    }
  /** Runs the shared-space abilities for one landing, one ability per step (MA-23). */
  | {
      /** Task kind. */
      readonly t: 'share';
      /** Racer index that landed. */
      readonly mover: number;
      /** The space it landed on. */
      readonly space: number;
      /** Index of the next ability to run in the order Troll, Medusa, Gladiator, Druid, Cupid. */
      readonly step: number;
    }
  /** Ends a turn: judges overtaking (MA-24) and queues the next racer's turn. */
  | {
      /** Task kind. */
      readonly t: 'endTurn';
      /** Racer index whose turn ends. */
      readonly racer: number;
    }
  /** Overtakings still to offer to the Centaur and the Witch (MA-24). */
  | {
      /** Task kind. */
      readonly t: 'overtakes';
      /** `[overtaker, overtaken]` racer index pairs, in seat order. */
      readonly pairs: readonly (readonly [number, number])[];
    }
  | MagicalAthleteOfferTask
  | MagicalAthleteUseTask;

/**
 * Offers `ability` to its user. `then` is what happens if the offer is declined (or the use is
 * cancelled by the Philosopher); `data` carries a number the ability needs (a die value...).
 */
export interface MagicalAthleteOfferTask {
  /** Task kind. */
  readonly t: 'offer';
  /** The character whose ability is offered. */
  readonly ability: CharacterId;
  /** Racer index of the ability's user; its owner is the one asked. */
  readonly user: number;
  /** Racer indices the ability may target; empty when it takes no target. */
  readonly targets: readonly number[];
  /**
   * The die value (Bard, Conjurer, Demon, Ghoul, Ranger); the space (Druid, Gladiator; Medusa adds
   * 64 when she is the one who landed, the Druid when she renews a cancelled bonus); `mover * 64 +
   * space` for Cupid; otherwise 0.
   */
  readonly data: number;
  /** Task pushed when the offer is declined (or the use cancelled), or null if nothing replaces it. */
  readonly then: MagicalAthleteTask | null;
}

/** An accepted ability use, waiting for a possible Philosopher cancellation before its effect. */
export interface MagicalAthleteUseTask {
  /** Task kind. */
  readonly t: 'use';
  /** The character whose ability is used. */
  readonly ability: CharacterId;
  /** Racer index of the user. */
  readonly user: number;
  /** Target racer index, or -1. */
  readonly target: number;
  /** The offer's `data`, unchanged. */
  readonly data: number;
  /** The offer's `then`: pushed instead of the effect if the Philosopher cancels the use (the Martial Artist also reads it). */
  readonly then: MagicalAthleteTask | null;
}

/** Resolution state of the current turn. */
export interface MagicalAthleteTurnState {
  /** Racer index whose turn it is. */
  readonly racer: number;
  /** Positions when the turn began, for overtaking (rulebook "Overtaking"). */
  readonly start: number[];
  /**
   * Position vectors reached this turn: an optional move may not repeat one (MA-21, loops). Each is
   * packed into one number, 6 bits per racer in racer order.
   */
  seen: number[];
  /** The Ninja racer shadowing this turn, if any (MA-44). */
  shadow: number | null;
  /** Pairs the Gladiator already challenged this turn (MA-39), as `"i-j"` racer indices, lower first. */
  challenged: string[];
}

/** One race. */
export interface MagicalAthleteRaceState {
  /** 1-based race number. */
  readonly number: number;
  /** One racer per player, indexed by seat. */
  racers: MagicalAthleteRacer[];
  /** Whose turn it is (racer index), or null before the first turn. */
  active: number | null;
  /** Bookkeeping of the turn in progress, or null before the first turn. */
  turn: MagicalAthleteTurnState | null;
  /** Pending resolution steps; the last element runs next. */
  stack: MagicalAthleteTask[];
  /** The offer waiting for an answer, if any: its user's owner is the only actor. */
  pending: MagicalAthleteOfferTask | null;
  /** Racer indices in order of arrival (the first one won). */
  finishers: number[];
  /** The Prophet's secret prediction (racer index), hidden until the race ends (MA-48). */
  prophecy: number | null;
  /** Ninja racers whose next own turn is spent because they shadowed (MA-44). */
  shadowed: number[];
  /** The first player of this race. */
  readonly firstPlayer: Player;
  /** Turns begun in this race, lost ones included; the race stops after `MAX_RACE_TURNS` (MA-28). */
  turns: number;
}

/** The result of a finished race. */
export interface MagicalAthleteRaceResult {
  /** 1-based race number. */
  readonly number: number;
  /** Players in race rank order (after the Prophet's correction), finishers first. */
  readonly ranking: Player[];
  /** Points won in this race, indexed by seat (0 for all but the first two ranks, MA-13). */
  readonly awards: number[];
  /** The line-up, in seat order. */
  readonly racers: {
    /** The owner's seat. */
    readonly player: Player;
    /** The character that raced for that seat. */
    readonly character: CharacterId;
  }[];
  /**
   * Seats whose racers reached the goal, in order of arrival: at least two, often more in the last
   * race (MA-15), fewer only in a race stopped at its turn limit (MA-28).
   */
  readonly finishers: Player[];
}

/** The whole game. Plain JSON. */
export interface MagicalAthleteState {
  /** The current phase. */
  phase: MagicalAthletePhase;
  /** The configuration the game was set up with. */
  readonly config: MagicalAthleteConfig;
  /** Per-seat state, indexed by seat. */
  players: MagicalAthletePlayerState[];
  /** Draft deck, top card last. Hidden. */
  deck: CharacterId[];
  /** Five cards removed face down at the start, for the Assassin's replacement. Hidden. */
  setAside: CharacterId[];
  /** Cards removed by the Assassin. */
  removed: CharacterId[];
  /** The draft board; kept after the draft for `lastBuyer` and `purchases`. */
  draft: MagicalAthleteDraftState;
  /** Whether the Spy ability has been used (once per game). */
  spyUsed: boolean;
  /** The racer choice in progress: non-null exactly in the `selection` phase. */
  selection: MagicalAthleteSelectionState | null;
  /** The race in progress: non-null exactly in the `race` phase. */
  race: MagicalAthleteRaceState | null;
  /** Every finished race, in order. */
  results: MagicalAthleteRaceResult[];
  /** What the last action (or setup) caused, in order; emptied at the start of every action. */
  events: MagicalAthleteEvent[];
}

/** Actions. Every action names its player; racers and targets are named by character. */
export type MagicalAthleteAction =
  /** Draft: buy the card on the space priced `slot` (with a card on the 0 space, only that one: MA-2). */
  | {
      /** Action kind. */
      readonly type: 'buy';
      /** The active drafter's seat. */
      readonly player: Player;
      /** The space to buy from, 0 to 4: also its price in chips. */
      readonly slot: number;
    }
  /** Draft: buy nothing this turn (not allowed with a card on the 0 space). */
  | {
      /** Action kind. */
      readonly type: 'pass';
      /** The active drafter's seat. */
      readonly player: Player;
    }
  /** After the draft: the Assassin removes a drafted character. */
  | {
      /** Action kind. */
      readonly type: 'assassinate';
      /** The Assassin's owner. */
      readonly player: Player;
      /** Any drafted character still in a hand, the Assassin included (MA-31). */
      readonly target: CharacterId;
    }
  /** Before a race: secretly choose a racer. */
  | {
      /** Action kind. */
      readonly type: 'pick';
      /** The seat choosing. */
      readonly player: Player;
      /** One of the player's own unraced characters (MA-10). */
      readonly character: CharacterId;
    }
  /** Before a race: use the Spy to choose after everyone else. */
  | {
      /** Action kind. */
      readonly type: 'spy';
      /** The Spy's owner (MA-51). */
      readonly player: Player;
    }
  /** The Prophet's secret prediction of the winner. */
  | {
      /** Action kind. */
      readonly type: 'prophesy';
      /** The Prophet's owner. */
      readonly player: Player;
      /** The racer predicted to finish first, the Prophet herself allowed (MA-48). */
      readonly character: CharacterId;
    }
  /** Take a normal turn instead of an instead-of-turn ability. */
  | {
      /** Action kind. */
      readonly type: 'roll';
      /** The prompted player. */
      readonly player: Player;
    }
  /** Use the offered ability, on `target` when it takes one. */
  | {
      /** Action kind. */
      readonly type: 'use';
      /** The prompted player. */
      readonly player: Player;
      /** The offered ability: must equal the prompt's `ability`. */
      readonly ability: CharacterId;
      /** One of the prompt's `targets`; omitted when they are empty. */
      readonly target?: CharacterId;
    }
  /** Decline the offered ability (or, for the Assassin, not use him). */
  | {
      /** Action kind. */
      readonly type: 'decline';
      /** The prompted player (or the Assassin's owner). */
      readonly player: Player;
    };

/** The `type` of an action. */
export type MagicalAthleteActionType = MagicalAthleteAction['type'];

/** Why a character moved. */
export type MagicalAthleteMoveCause = 'roll' | 'shadow' | 'swap' | 'kidnap' | 'push' | 'kick' | 'lure' | 'bonus' | 'curse' | 'blessing' | 'challenge' | 'compensation' | 'spell' | 'dash' | 'devour';

/**
 * Events: everything that happens, in order. Secret parts are removed from views (see view.ts).
 * `player` fields are seats; racers are named by character.
 */
export type MagicalAthleteEvent =
  /** The game is set up. */
  | {
      /** Event kind. */
      readonly type: 'setupDone';
      /** Number of players. */
      readonly players: number;
      /** Draft chips each player starts with (8 with four players, 6 with five). */
      readonly chips: number;
      /** Number of cards set aside unseen (5). */
      readonly setAside: number;
      /** Number of cards in the draft deck (20). */
      readonly deck: number;
      /** Seat that drafts first (drawn at random, MA-6). */
      readonly startPlayer: Player;
    }
  /** The top card of the deck is placed on the 4 space. */
  | {
      /** Event kind. */
      readonly type: 'cardDrawn';
      /** The card drawn. */
      readonly character: CharacterId;
    }
  /** Cards moved to cheaper spaces (MA-2, MA-3). */
  | {
      /** Event kind. */
      readonly type: 'cardsSlid';
      /** The whole board afterwards, indexed by price (0 to 4), null for an empty space. */
      readonly slots: readonly (CharacterId | null)[];
    }
  /** A player's draft turn begins. */
  | {
      /** Event kind. */
      readonly type: 'draftTurn';
      /** The drafter's seat. */
      readonly player: Player;
    }
  /** A card was bought. */
  | {
      /** Event kind. */
      readonly type: 'bought';
      /** The buyer's seat. */
      readonly player: Player;
      /** The card bought. */
      readonly character: CharacterId;
      /** Chips paid (the space's price, 0 to 4). */
      readonly price: number;
    }
  /** A drafter bought nothing this turn. */
  | {
      /** Event kind. */
      readonly type: 'passed';
      /** The drafter's seat. */
      readonly player: Player;
    }
  /** A player's team is complete: no more draft turns for them (MA-6). */
  | {
      /** Event kind. */
      readonly type: 'draftDone';
      /** The seat whose team is complete. */
      readonly player: Player;
    }
  /** The draft is over and unspent chips went back to the bank (MA-7). */
  | {
      /** Event kind. */
      readonly type: 'draftEnded';
      /** Chips each seat returned, indexed by seat. */
      readonly returned: readonly number[];
      /** Seat that bought the last card: the first race starts to its left (MA-11). */
      readonly lastBuyer: Player;
    }
  /** The Assassin removed a drafted character (MA-31). */
  | {
      /** Event kind. */
      readonly type: 'assassinated';
      /** The Assassin's owner. */
      readonly player: Player;
      /** The character removed from the game. */
      readonly target: CharacterId;
      /** Seat that held the removed character (it draws a replacement). */
      readonly owner: Player;
    }
  /** The Assassin's owner declined to use him. */
  | {
      /** Event kind. */
      readonly type: 'assassinDeclined';
      /** The Assassin's owner. */
      readonly player: Player;
    }
  /** The Assassin's victim drew a secret replacement from the set-aside cards (MA-8). */
  | {
      /** Event kind. */
      readonly type: 'replacementDrawn';
      /** Seat that drew it (the victim's owner). */
      readonly player: Player;
      /** The card drawn; null in every view but that player's. */
      readonly character: CharacterId | null;
    }
  /** A race is called: every player now picks a racer. */
  | {
      /** Event kind. */
      readonly type: 'raceCalled';
      /** 1-based race number. */
      readonly race: number;
      /** Points for [first, second] place (MA-13). */
      readonly awards: readonly [number, number];
    }
  /** A player chose a racer (which one stays secret until the reveal). */
  | {
      /** Event kind. */
      readonly type: 'picked';
      /** The seat that picked. */
      readonly player: Player;
    }
  /** A player used the Spy and will pick last (MA-51). */
  | {
      /** Event kind. */
      readonly type: 'spyWaits';
      /** The Spy's owner. */
      readonly player: Player;
    }
  /**
   * The waiting Spy's owner has seen every other pick (MA-51). Only that player sees `picks`; for
   * everyone else it is null, so the event tells them that the Spy looked and nothing more.
   */
  | {
      /** Event kind. */
      readonly type: 'spyPeeked';
      /** The Spy's owner. */
      readonly player: Player;
      /** The picks by seat (null for the Spy's own seat, which has not picked), or null where hidden. */
      readonly picks: readonly (CharacterId | null)[] | null;
    }
  /** All picks are revealed and the race starts. */
  | {
      /** Event kind. */
      readonly type: 'revealed';
      /** 1-based race number. */
      readonly race: number;
      /** The line-up, in seat order. */
      readonly racers: readonly {
        /** The owner's seat. */
        readonly player: Player;
        /** The character racing for that seat. */
        readonly character: CharacterId;
      }[];
    }
  /** The Prophet's owner made the secret prophecy (MA-48). */
  | {
      /** Event kind. */
      readonly type: 'prophecyMade';
      /** The Prophet's owner. */
      readonly player: Player;
      /** The racer named as the winner; null in every view but that player's. */
      readonly character: CharacterId | null;
    }
  /** A racer's turn begins. */
  | {
      /** Event kind. */
      readonly type: 'turnStarted';
      /** The racer's owner. */
      readonly player: Player;
      /** The racer whose turn it is. */
      readonly character: CharacterId;
    }
  /** A racer skips its turn (MA-25, MA-44). */
  | {
      /** Event kind. */
      readonly type: 'turnLost';
      /** The racer's owner. */
      readonly player: Player;
      /** The racer that skips its turn. */
      readonly character: CharacterId;
      /** Put to sleep by the Witch, petrified by Medusa, or a Ninja spending the turn he shadowed with. */
      readonly reason: 'asleep' | 'petrified' | 'shadowed';
    }
  /** A die was rolled. */
  | {
      /** Event kind. */
      readonly type: 'rolled';
      /** Owner of the racer that rolled. */
      readonly player: Player;
      /** The racer that rolled. */
      readonly character: CharacterId;
      /** The face rolled, 1 to 6. */
      readonly value: number;
      /** A turn roll, the Conjurer's second roll, or a Gladiator challenge roll. */
      readonly reason: 'turn' | 'reroll' | 'challenge';
    }
  /** The Conjurer voided his roll to roll again (MA-34). */
  | {
      /** Event kind. */
      readonly type: 'rollCancelled';
      /** The Conjurer. */
      readonly character: CharacterId;
      /** The voided face. */
      readonly value: number;
    }
  /** The Demon turned his die to the opposite face (MA-36). */
  | {
      /** Event kind. */
      readonly type: 'dieTurned';
      /** The Demon. */
      readonly character: CharacterId;
      /** The face rolled. */
      readonly from: number;
      /** The face that now counts (7 - `from`). */
      readonly to: number;
    }
  /** An ability was used (including the Troll's push; never the secret prophecy). */
  | {
      /** Event kind. */
      readonly type: 'abilityUsed';
      /** The user's owner. */
      readonly player: Player;
      /** The character whose ability was used. */
      readonly character: CharacterId;
      /** The character targeted; null when the ability takes no target or the Troll pushed several racers. */
      readonly target: CharacterId | null;
    }
  /** The Philosopher cancelled an ability use (MA-45). */
  | {
      /** Event kind. */
      readonly type: 'abilityCancelled';
      /** The character whose use was cancelled. */
      readonly character: CharacterId;
      /** Who cancelled it (always the Philosopher). */
      readonly by: CharacterId;
    }
  /** A racer moved. */
  | {
      /** Event kind. */
      readonly type: 'moved';
      /** The racer's owner. */
      readonly player: Player;
      /** The racer that moved. */
      readonly character: CharacterId;
      /** Space before the move (0 = start). */
      readonly from: number;
      /** Space after the move, 0 to 30; 30 means it finished. */
      readonly to: number;
      /** What made it move. */
      readonly cause: MagicalAthleteMoveCause;
      /** Occupied spaces the Martial Artist leapt over during this move; 0 otherwise (MA-40). */
      readonly leapt: number;
    }
  /** One racer overtook another this turn (MA-24; also logged when one of them has finished). */
  | {
      /** Event kind. */
      readonly type: 'overtook';
      /** The racer that got ahead. */
      readonly character: CharacterId;
      /** The racer it overtook. */
      readonly overtaken: CharacterId;
    }
  /** A racer reached the goal. */
  | {
      /** Event kind. */
      readonly type: 'finished';
      /** The racer's owner. */
      readonly player: Player;
      /** The racer that finished. */
      readonly character: CharacterId;
      /** Order of arrival, 1 = first (before any Prophet correction). */
      readonly place: number;
    }
  /**
   * The last race goes on although two racers have finished: players who would end the game tied
   * on points are still racing, and their places in it will break the tie (MA-15). Emitted each
   * time a racer finishes and the race still does not end.
   */
  | {
      /** Event kind. */
      readonly type: 'raceContinues';
      /** 1-based race number. */
      readonly race: number;
    }
  /**
   * The race reached its turn limit without enough finishers (MA-28): it stops after `turns` turns
   * and is scored on the ranking of MA-14, the racers still on the track ranked by position.
   */
  | {
      /** Event kind. */
      readonly type: 'raceStopped';
      /** 1-based race number. */
      readonly race: number;
      /** Turns played in the race. */
      readonly turns: number;
    }
  /** The Witch or Medusa made a racer lose its next turn (MA-25). */
  | {
      /** Event kind. */
      readonly type: 'turnLostNext';
      /** The racer that will lose its next turn. */
      readonly character: CharacterId;
      /** The Witch or Medusa. */
      readonly by: CharacterId;
      /** Asleep (Witch) or petrified (Medusa). */
      readonly reason: 'asleep' | 'petrified';
    }
  /** A Gladiator challenge was fought (MA-39); the two `rolled` events come before it. */
  | {
      /** Event kind. */
      readonly type: 'challenge';
      /** The Gladiator. */
      readonly gladiator: CharacterId;
      /** The racer he challenged. */
      readonly target: CharacterId;
      /** The racer with the lower roll, which moves 2 spaces back; null on a tie. */
      readonly loser: CharacterId | null;
    }
  /** Chips or points changed hands. */
  | {
      /** Event kind. */
      readonly type: 'chipsMoved';
      /** Paying seat, or the bank. */
      readonly from: Player | 'bank';
      /** Receiving seat, or the bank. */
      readonly to: Player | 'bank';
      /** How many chips or points (always positive). */
      readonly amount: number;
      /** Draft payment, unspent chips returned after the draft (MA-7), race award, or the Thief's theft (MA-52). */
      readonly reason: 'award' | 'theft' | 'draft' | 'return';
    }
  /** At the end of the race, the prophecy is revealed (MA-48). */
  | {
      /** Event kind. */
      readonly type: 'prophecyRevealed';
      /** The Prophet's owner. */
      readonly player: Player;
      /** The racer the prophecy named. */
      readonly character: CharacterId;
      /** Whether that racer finished first; if so the Prophet's player ranks second. */
      readonly correct: boolean;
    }
  /** A race is over and its awards are paid. */
  | {
      /** Event kind. */
      readonly type: 'raceEnded';
      /** 1-based race number. */
      readonly race: number;
      /** Every seat, best first (after the Prophet's correction, MA-14). */
      readonly ranking: readonly Player[];
      /** Points won in this race, indexed by seat. */
      readonly awards: readonly number[];
    }
  /** The last race is over. */
  | {
      /** Event kind. */
      readonly type: 'gameEnded';
      /** Every seat, best first: most points, ties broken by rank in the last race. */
      readonly ranking: readonly Player[];
      /** Final points, indexed by seat. */
      readonly scores: readonly number[];
    };

/** What a player (or a spectator) may see. */
export interface MagicalAthleteView {
  /** The seat this view is for, or `spectator`. */
  readonly viewer: Viewer;
  /** The current phase. */
  readonly phase: MagicalAthletePhase;
  /** Every seat's public state, indexed by seat. */
  readonly players: readonly {
    /** Draft money during the draft, victory points afterwards. */
    readonly chips: number;
    /** Known cards; `hidden` marks a replacement only its owner has seen. */
    readonly hand: readonly (CharacterId | 'hidden')[];
    /** Characters already raced, in race order. */
    readonly raced: readonly CharacterId[];
  }[];
  /** Cards left in the draft deck. */
  readonly deckSize: number;
  /** Set-aside cards left (5 until the Assassin's victim draws one). */
  readonly setAsideSize: number;
  /** Cards removed by the Assassin. */
  readonly removed: readonly CharacterId[];
  /** The draft board, during the draft only. */
  readonly draft: {
    /** Cards by price (0 to 4), null for an empty space. */
    readonly slots: readonly (CharacterId | null)[];
    /** Seat whose draft turn it is. */
    readonly active: Player;
  } | null;
  /** Whether the Spy has been used (once per game). */
  readonly spyUsed: boolean;
  /** Per player: the pick if visible to the viewer, `hidden` if made but secret, null if not yet made. */
  readonly picks: readonly (CharacterId | 'hidden' | null)[] | null;
  /** The Spy's owner while waiting to pick last (MA-51), else null. */
  readonly spyWaiting: Player | null;
  /** The race in progress, or null outside the race phase. */
  readonly race: {
    /** 1-based race number. */
    readonly number: number;
    /** One racer per player, indexed by seat. */
    readonly racers: readonly MagicalAthleteRacer[];
    /** Whose turn it is (racer index), or null before the first turn. */
    readonly active: number | null;
    /** Racer indices in order of arrival. */
    readonly finishers: readonly number[];
    /** Turns begun in this race; it stops after `MAX_RACE_TURNS` (MA-28). */
    readonly turns: number;
    /** The prophecy as a character, if the viewer may know it; `hidden` if made and secret. */
    readonly prophecy: CharacterId | 'hidden' | null;
  } | null;
  /** The open question of the race, public to all; null when nobody is being asked. */
  readonly prompt: MagicalAthletePrompt | null;
  /** Every finished race, in order. */
  readonly results: readonly MagicalAthleteRaceResult[];
  /** What the last action caused, with secret details blanked for this viewer. */
  readonly events: readonly MagicalAthleteEvent[];
}
