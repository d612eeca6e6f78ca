/**
 * GRID Traveler: Magick Journey's public types: config, state, actions, events and views. Rules
 * are cited as GT-Snn (the rulebook's sentences, numbered as in the analysis) and rulings as GT-n
 * (docs/rules/grid-traveler.md).
 *
 * Units: a tile is an index `y * width + x` of the board; seats are 0-based; a card is named by
 * its index in `state.cards` (an instance id that says nothing of the card: its identity is in
 * `state.cards[id]`, which views show only to those who may see it, GT-30).
 */
import type { BaseView, Player } from '../../core/game.js';
import type { Component, Cruiser } from './content/cruisers.js';
import type { Direction, GridBoard } from './content/board.js';
import type { MagickCard, MagickType } from './content/magick.js';
import type { Necronian } from './content/necronians.js';
import type { Persona } from './content/personas.js';
import type { MaterialId } from './content/materials.js';
import type { WhisperId } from './content/whispers.js';
import type { DitfoiTarget } from './content/ditfoi.js';

export type { Component, Direction, GridBoard, MagickType, MaterialId, WhisperId, DitfoiTarget };

/** The four kinds of card a player holds (GT-S23, GT-S52). */
export const CARD_KINDS = ['magick', 'material', 'whisper', 'ditfoi'] as const;

/** A kind of card. */
export type GridCardKind = (typeof CARD_KINDS)[number];

/** What one seat is dealt, or asks for, at setup. Each field left out is drawn at random (GT-2). */
export interface GridSeatChoice {
  /** A persona id of the config's `decks.personas`. */
  readonly persona?: string;
  /** A cruiser id of the config's `decks.cruisers`. */
  readonly cruiser?: string;
  /** A Necronian id of the config's `decks.necronians`. */
  readonly necronian?: string;
}

/** One design of a Magick deck and how many copies of it the deck holds (GT-25). */
export interface GridMagickDeckEntry {
  /** The design. */
  readonly card: MagickCard;
  /** Copies of it in the deck, 1–6. */
  readonly copies: number;
}

/**
 * The cards and characters a game is played with (GT-23, GT-24, GT-25, GT-27): the built-in
 * tables (`STANDARD_DECKS`) unless a config brings its own, checked by `parseConfig`. The Whisper
 * and DITFOI decks are always the built-in ones: their effects are rule code, not data.
 */
export interface GridDecksConfig {
  /** The cruiser cards dealt, one per seat (GT-23); `CRUISERS` by default. */
  readonly cruisers: readonly Cruiser[];
  /** The persona cards dealt, one per seat (GT-24); `PERSONAS` by default. */
  readonly personas: readonly Persona[];
  /** The Necronian mentors dealt, one per seat (GT-27); `NECRONIANS` by default. */
  readonly necronians: readonly Necronian[];
  /** The Magick deck: each design and its copies (GT-25); `MAGICK_CARDS`, `MAGICK_COPIES` each, by default. */
  readonly magick: readonly GridMagickDeckEntry[];
}

/** A GRID Traveler configuration. Read untrusted ones with `parseConfig`. */
export interface GridTravelerConfig {
  /** Players, 2–6 (GT-1). */
  readonly players: number;
  /** The MOD rule (GT-S33, GT-6): jumps chain until a Maneuver roll fails, which ends the travel. */
  readonly modRule: boolean;
  /** Rounds before the game is scored among the survivors (GT-31); 1–500. */
  readonly maxRounds: number;
  /** Pursuers add their Speed to the D8 (GT-11). */
  readonly pursuitUsesSpeed: boolean;
  /** Per-seat choices (as many as players, or left out). */
  readonly seats: readonly GridSeatChoice[];
  /** The board (GT-21); `STANDARD_BOARD` unless a config brings its own. */
  readonly board: GridBoard;
  /** The cruisers, personas, mentors and Magick cards (GT-23 … GT-27); `STANDARD_DECKS` unless a config brings its own. */
  readonly decks: GridDecksConfig;
}

/** One card instance: what it is (GT-30). */
export interface GridCard {
  /** Its kind. */
  readonly kind: GridCardKind;
  /**
   * Its design: a Magick card id, a material id, a Whisper id or a DITFOI target. Hidden from
   * those who may not see the card; `sampleHidden` redraws it.
   */
  name: string;
  /** For a material, the body whose deck it came from; else null (GT-30). */
  readonly origin: number | null;
}

/** The cubes on one component of a player mat (GT-S66, GT-S62). */
export interface GridTrack {
  /** Red cubes: hits; each lowers the component's number by 2 where it has one. */
  red: number;
  /** Yellow cubes, laid three at once by a DITFOI: the component is unusable until all are gone (GT-S24). */
  yellow: number;
}

/** A player's cards, by kind: instance ids. */
export interface GridHand {
  /** Magick cards. */
  magick: number[];
  /** Material cards. */
  material: number[];
  /** Whisper cards not yet played. */
  whisper: number[];
  /** DITFOI cards. */
  ditfoi: number[];
}

/** A lasting effect on a player (Overreach, played Whisper, WEAKEN, Effects I; GT-16, GT-20, GT-26). */
export interface GridEffect {
  /** What it is. */
  readonly source: WhisperId | 'weaken' | 'hamper';
  /** The Whisper card played, if it is one (discarded when the effect ends). */
  readonly card: number | null;
  /** Rounds (Overreach), combat turns (Whisper) or Magick actions (WEAKEN, hamper) left. */
  left: number;
  /** Insight only: whether its re-roll was used this combat turn. */
  used: boolean;
}

/** A cruiser's orbit: the body whose ring it is on, and its ring steps there (8 = one orbit, GT-7). */
export interface GridOrbit {
  /** The body (index in the board's `bodies`). */
  readonly body: number;
  /** Clockwise ring steps made since it entered the ring. */
  steps: number;
}

/** How a player went out (GT-13). */
export interface GridOut {
  /** The round. */
  readonly round: number;
  /** The player whose action caused it, or null. */
  readonly by: Player | null;
}

/** The draw decks (GT-18), instance ids, top last. */
export interface GridDecks {
  /** Magick cards. */
  magick: number[];
  /** DITFOI cards. */
  ditfoi: number[];
  /** Whisper cards. */
  whisper: number[];
}

/** The face-up discards. */
export interface GridDiscards {
  /** Magick cards (reshuffled into the deck on an elimination, GT-13). */
  magick: number[];
  /** Whisper cards (reshuffled when the deck runs out, GT-18). */
  whisper: number[];
}

/** A planet's or region's supply (GT-S04): its cubes and its face-down material deck. */
export interface GridSupply {
  /** Cubes left; always the deck's size. */
  cubes: number;
  /** Material cards, top last. */
  deck: number[];
}

/** Where a cruiser is. */
export interface GridPosition {
  /** Its tile. At setup the Star's own tile (GT-S10), until its first travel. */
  tile: number;
  /** The body whose ring it is on, and how many ring steps it has made there (8 = one orbit, GT-7). */
  orbit: GridOrbit | null;
}

/** One player. */
export interface GridSeat {
  /** Persona id. */
  readonly persona: string;
  /** Cruiser id. */
  readonly cruiser: string;
  /** Necronian id. */
  readonly necronian: string;
  /** Where its cruiser is. */
  position: GridPosition;
  /** Whether it has made its first travel round the Star (GT-S13). */
  launched: boolean;
  /** Health cubes (GT-S06); 0 is death (GT-S77). */
  health: number;
  /** Nanyte cubes (GT-3). */
  nanytes: number;
  /** Cubes on each component. */
  tracks: Record<Component, GridTrack>;
  /** Cubes on Damage (GT-12); 5 destroy the cruiser. */
  damage: number;
  /** Its cards. */
  hand: GridHand;
  /** The body it last collected a material at, until it completes an orbit of another (GT-8). */
  collectedAt: number | null;
  /** Its lasting effects. */
  effects: GridEffect[];
  /** The round from which its WEAKEN may be played again (GT-20). */
  weakenFrom: number;
  /** Out of the game, and in which round; null while playing (GT-13). */
  out: GridOut | null;
}

/** A trade offered and not yet answered (GT-19). */
export interface GridTradeOffer {
  /** Who offers. */
  readonly from: Player;
  /** To whom. */
  readonly to: Player;
  /** The card offered (instance id). */
  readonly give: number;
  /** The kind of card asked for in return. */
  readonly want: GridCardKind;
}

/** Where a player's regular turn stands (GT-S20…GT-S25; GT-17). */
export type GridStage =
  /** Choosing which damaged component loses a cube (GT-S20, GT-4). */
  | 'repair'
  /** Drawing cards (and playing WEAKEN before it, GT-20). */
  | 'draw'
  /** Travelling or staying (GT-S25). */
  | 'travel'
  /** Moving tile by tile with `moves` left (GT-5). */
  | 'moving'
  /** Scanning, fighting, trading or ending the turn (GT-S43, GT-S50). */
  | 'act'
  /** Waiting for `trade.to` to answer. */
  | 'tradeReply';

/** The regular turn being played. */
export interface GridTurn {
  /** Whose turn. */
  readonly seat: Player;
  /** Where it stands. */
  stage: GridStage;
  /** Tiles of travel left (GT-5). */
  moves: number;
  /** The direction of the last step this turn, which may not be reversed (GT-S31). */
  heading: Direction | null;
  /** Whether a Maneuver roll may still be made this turn (GT-6). */
  maneuver: boolean;
  /** Whether it has scanned this turn (GT-8). */
  scanned: boolean;
  /** Whether it has offered a trade this turn (one a turn, GT-19). */
  traded: boolean;
  /** The trade waiting for an answer. */
  trade: GridTradeOffer | null;
}

/** What kind of fight (GT-9): ship to ship anywhere, Magick only on a planet's ring. */
export type GridFightKind = 'ship' | 'magick';

/** A retreat being pursued (GT-11): the pursuers still to answer, and those who pursue. */
export interface GridRetreat {
  /** Who retreats. */
  readonly seat: Player;
  /** The destination tile it announced. */
  readonly to: number;
  /** Members still to say whether they pursue, in order. */
  asking: Player[];
  /** Members who pursue. */
  pursuers: Player[];
}

/** A Magick attack waiting for its target's block (GT-14). */
export interface GridAttack {
  /** The attacker. */
  readonly seat: Player;
  /** The attacker's card (instance id). */
  readonly card: number;
  /** The target, who must answer. */
  readonly target: Player;
}

/** A fight in progress (GT-10, GT-17). */
export interface GridCombat {
  /** Ship or Magick. */
  readonly kind: GridFightKind;
  /** For Magick, the planet (body index) it is fought on; null for ship combat. */
  readonly body: number | null;
  /** Members in their action order (D8, lowest first, GT-S60, GT-S73; joiners last). */
  members: Player[];
  /** The index in `members` of who acts next in this combat turn (meaningful only while the fight takes its turn). */
  next: number;
  /** After a DITFOI, the player may still attack or retreat (GT-S62). */
  afterDitfoi: boolean;
  /** A retreat whose pursuit is being decided. */
  retreat: GridRetreat | null;
  /** A Magick attack waiting for a block. */
  attack: GridAttack | null;
  /** For Magick, the cards each seat revealed as capable (GT-14), indexed by seat; instance ids. */
  revealed: number[][];
  /** Combat turns played. */
  turns: number;
  /**
   * Whether a member has fought in this combat turn (cast, played a Whisper or WEAKEN, attacked,
   * played a DITFOI, retreated). A combat turn that ends with no one having fought ends the fight:
   * its members have moved on (GT-32).
   */
  fought: boolean;
}

/** How the game ended. */
export interface GridEnd {
  /** `lastStanding` (GT-S77, GT-31) or `maxRounds` (GT-31). */
  readonly reason: 'lastStanding' | 'maxRounds';
  /** Each seat's score (GT-31). */
  readonly scores: readonly number[];
}

/** Who may see an event: these seats, or everyone (null). */
export type GridAudience = readonly Player[] | null;

/** The fields every event has. */
export interface GridEventBase {
  /** Who may see it. */
  readonly audience: GridAudience;
}

/** A card as an event shows it: its id and, to those who may see it, its design. */
export interface GridCardShown {
  /** Instance id, or null where the id itself is hidden. */
  readonly id: number | null;
  /** The kind. */
  readonly kind: GridCardKind;
  /** The design, or null where hidden. */
  readonly name: string | null;
}

/** Every event of a GRID Traveler game. */
export type GridTravelerEvent =
  | (GridEventBase & {
      /** Setup is done: who is player one, and what each seat was dealt (GT-S01…GT-S06). */
      readonly type: 'setupDone';
      /** Seat order of play, from player one. */
      readonly order: readonly Player[];
    })
  | (GridEventBase & {
      /** A die was rolled. */
      readonly type: 'rolled';
      /** Who rolled. */
      readonly player: Player;
      /** The die: 8, 12 or 20. */
      readonly die: 8 | 12 | 20;
      /** What came up. */
      readonly value: number;
      /** What for, in a word: order, travel, maneuver, scan, attack, shields, damage, component, ditfoi, retreat, pursuit, magick, block. */
      readonly why: string;
      /** The number it had to be at most, or null when none. */
      readonly target: number | null;
    })
  | (GridEventBase & {
      /** A round began (GT-17). */
      readonly type: 'roundStarted';
      /** The round. */
      readonly round: number;
    })
  | (GridEventBase & {
      /** A player's regular turn began. */
      readonly type: 'turnStarted';
      /** Whose. */
      readonly player: Player;
    })
  | (GridEventBase & {
      /** Cubes came back at the start of a turn (GT-S20…GT-S22, GT-4). */
      readonly type: 'recovered';
      /** Who. */
      readonly player: Player;
      /** Health gained (0 or 1). */
      readonly health: number;
      /** Nanytes gained (0 or 1). */
      readonly nanytes: number;
      /** The component (or Damage) a cube came off, or null. */
      readonly component: Component | 'damage' | null;
    })
  | (GridEventBase & {
      /** A card was drawn: its design shown to the drawer only (GT-30). */
      readonly type: 'drew';
      /** Who. */
      readonly player: Player;
      /** The card. */
      readonly card: GridCardShown;
      /** For a material, the body it came from; else null. */
      readonly from: number | null;
    })
  | (GridEventBase & {
      /** A Whisper took effect: an Overreach on its drawer, or one played in Magick combat (GT-16). */
      readonly type: 'whispered';
      /** Who is under it. */
      readonly player: Player;
      /** The card, face up. */
      readonly card: number;
      /** Its design. */
      readonly whisper: WhisperId;
    })
  | (GridEventBase & {
      /** A lasting effect ended. */
      readonly type: 'effectEnded';
      /** On whom. */
      readonly player: Player;
      /** What it was. */
      readonly source: GridEffect['source'];
    })
  | (GridEventBase & {
      /** WEAKEN was played (GT-20). */
      readonly type: 'weakened';
      /** Who played it. */
      readonly player: Player;
      /** Its target. */
      readonly target: Player;
      /** Nanytes the target lost. */
      readonly nanytes: number;
    })
  | (GridEventBase & {
      /** A cruiser moved one tile, jumped, or was carried round a ring. */
      readonly type: 'moved';
      /** Whose. */
      readonly player: Player;
      /** From. */
      readonly from: number;
      /** To. */
      readonly to: number;
      /** How: a `step`, a GRID `jump`, an `orbit` step made while staying in orbit, or a step of a `retreat` or `pursuit`. */
      readonly how: 'step' | 'jump' | 'orbit' | 'retreat' | 'pursuit';
      /** Where it is now, in words: a GRID point, a body's ring, or (x, y). */
      readonly place: string;
    })
  | (GridEventBase & {
      /** A cruiser entered a ring, completed an orbit, or left a ring (GT-7). */
      readonly type: 'orbit';
      /** Whose. */
      readonly player: Player;
      /** The body. */
      readonly body: number;
      /** What happened. */
      readonly what: 'entered' | 'completed' | 'left';
      /** The body's name. */
      readonly name: string;
    })
  | (GridEventBase & {
      /** A travel ended; the rest of the count, if any, is lost (GT-5, GT-6). */
      readonly type: 'travelEnded';
      /** Whose. */
      readonly player: Player;
      /** Tiles of count forfeited. */
      readonly forfeited: number;
    })
  | (GridEventBase & {
      /** A scan (GT-8): success draws a material (a `drew` event) and sends a cube to the discard. */
      readonly type: 'scanned';
      /** Who. */
      readonly player: Player;
      /** The body scanned. */
      readonly body: number;
      /** Its name. */
      readonly name: string;
      /** Whether it found a material. */
      readonly found: boolean;
    })
  | (GridEventBase & {
      /** A trade was offered (GT-19): the card shown to the two players only. */
      readonly type: 'tradeOffered';
      /** Who offers. */
      readonly player: Player;
      /** To whom. */
      readonly to: Player;
      /** The card offered. */
      readonly card: GridCardShown;
      /** The kind asked for. */
      readonly want: GridCardKind;
    })
  | (GridEventBase & {
      /** A trade was answered. */
      readonly type: 'tradeAnswered';
      /** Who answered. */
      readonly player: Player;
      /** To whose offer. */
      readonly to: Player;
      /** Whether it was accepted. */
      readonly accepted: boolean;
      /** The card given back, if accepted. */
      readonly card: GridCardShown | null;
    })
  | (GridEventBase & {
      /** A fight began or a player joined one (GT-9, GT-10). */
      readonly type: 'fightStarted';
      /** Who started or joined it. */
      readonly player: Player;
      /** Whom it attacked. */
      readonly target: Player;
      /** Ship or Magick. */
      readonly kind: GridFightKind;
      /** Members in action order. */
      readonly members: readonly Player[];
    })
  | (GridEventBase & {
      /** Magick combat began: each member's capable cards laid face up (GT-S71, GT-14). */
      readonly type: 'revealed';
      /** Whose. */
      readonly player: Player;
      /** The cards, face up. */
      readonly cards: readonly GridCardShown[];
      /** The materials shown to prove them capable. */
      readonly materials: readonly GridCardShown[];
    })
  | (GridEventBase & {
      /** A ship attack (GT-S64, GT-12): what became of it. */
      readonly type: 'shot';
      /** Who fired. */
      readonly player: Player;
      /** At whom. */
      readonly target: Player;
      /** `missed`, `saved` by Shields, a cube on `shields`, `held` by the Damage save, or a cube on `damage`. */
      readonly result: 'missed' | 'saved' | 'shields' | 'held' | 'damage';
    })
  | (GridEventBase & {
      /** A cube went on a component (red from a hit or a failed DITFOI; three yellow from a DITFOI). */
      readonly type: 'componentHit';
      /** Whose cruiser. */
      readonly player: Player;
      /** Which component. */
      readonly component: Component;
      /** Cube colour. */
      readonly cube: 'red' | 'yellow';
      /** Whether it is now disabled (3 cubes). */
      readonly disabled: boolean;
    })
  | (GridEventBase & {
      /** A DITFOI card was played (GT-S62): it leaves the game. */
      readonly type: 'ditfoiPlayed';
      /** Who played it. */
      readonly player: Player;
      /** At whom. */
      readonly target: Player;
      /** The component named. */
      readonly component: Component;
      /** The card, face up. */
      readonly card: number;
      /** Its design (it is face up now, GT-30). */
      readonly design: DitfoiTarget;
      /** Whether the D8 succeeded. */
      readonly success: boolean;
    })
  | (GridEventBase & {
      /** A retreat was announced (GT-11). */
      readonly type: 'retreated';
      /** Who. */
      readonly player: Player;
      /** The destination tile. */
      readonly to: number;
      /** The destination in words. */
      readonly place: string;
    })
  | (GridEventBase & {
      /** A member decided whether to pursue (GT-11). */
      readonly type: 'pursuit';
      /** Who. */
      readonly player: Player;
      /** Whom. */
      readonly target: Player;
      /** Whether it pursues. */
      readonly pursues: boolean;
    })
  | (GridEventBase & {
      /** A retreat ended: `escaped` leaves the fight, `caught` stays in it (GT-11). */
      readonly type: 'retreatEnded';
      /** Who retreated. */
      readonly player: Player;
      /** How it ended. */
      readonly result: 'escaped' | 'caught';
    })
  | (GridEventBase & {
      /** A Magick card was used to attack (GT-S75). */
      readonly type: 'cast';
      /** Who. */
      readonly player: Player;
      /** At whom. */
      readonly target: Player;
      /** The card. */
      readonly card: number;
      /** Its design. */
      readonly magick: string;
      /** Whether the roll succeeded. */
      readonly success: boolean;
    })
  | (GridEventBase & {
      /** A block (GT-S76, GT-14, GT-15). */
      readonly type: 'blocked';
      /** Who blocked. */
      readonly player: Player;
      /** The card blocked with, or null for none. */
      readonly card: number | null;
      /** Its design (face up now, GT-14), or null for none. */
      readonly magick: string | null;
      /** Whether the block held. */
      readonly success: boolean;
      /** Whether the passive shield was rolled after a failed block (GT-15). */
      readonly passive: boolean;
    })
  | (GridEventBase & {
      /** Health or nanytes changed in Magick (costs, backlash, damage, specials). */
      readonly type: 'spent';
      /** Whose. */
      readonly player: Player;
      /** Health change (negative a loss). */
      readonly health: number;
      /** Nanyte change. */
      readonly nanytes: number;
      /** Why, in a word: cost, backlash, hit, regain, absorb, drain, bleed, weaken. */
      readonly why: string;
    })
  | (GridEventBase & {
      /** A member of a Magick fight passed: no cast, no Whisper (GT-14, GT-32). */
      readonly type: 'passed';
      /** Who. */
      readonly player: Player;
    })
  | (GridEventBase & {
      /** A member of a ship fight held fire: no attack, no DITFOI, no retreat (GT-11, GT-32). */
      readonly type: 'heldFire';
      /** Who. */
      readonly player: Player;
    })
  | (GridEventBase & {
      /**
       * A fight ended with no winner (GT-32): a combat turn in which no member fought (`movedOn`),
       * or its last combat turn (`turnLimit`). Its members take regular turns again.
       */
      readonly type: 'fightBrokenOff';
      /** The members it had. */
      readonly members: readonly Player[];
      /** Why. */
      readonly why: 'movedOn' | 'turnLimit';
    })
  | (GridEventBase & {
      /** A combat turn ended; the fight goes on or ends. */
      readonly type: 'fightEnded';
      /** The members left. */
      readonly members: readonly Player[];
    })
  | (GridEventBase & {
      /** A player is out (GT-13). */
      readonly type: 'eliminated';
      /** Who. */
      readonly player: Player;
      /** Who caused it, or null. */
      readonly by: Player | null;
      /** Its cruiser destroyed, or its Health gone. */
      readonly why: 'destroyed' | 'health';
      /** Material cards taken by `by`. */
      readonly spoils: number;
      /** Its Whisper and DITFOI cards, laid face up on the discard and out of the game (GT-13). */
      readonly discarded: readonly GridCardShown[];
    })
  | (GridEventBase & {
      /** A regular turn ended. */
      readonly type: 'turnEnded';
      /** Whose. */
      readonly player: Player;
    })
  | (GridEventBase & {
      /** The game is over (GT-31). */
      readonly type: 'gameOver';
      /** Why. */
      readonly reason: GridEnd['reason'];
      /** Scores by seat. */
      readonly scores: readonly number[];
    });

/** The full state of a game: plain JSON. */
export interface GridTravelerState {
  /** The config it was set up with. */
  readonly config: GridTravelerConfig;
  /** Every card instance (GT-30). */
  cards: GridCard[];
  /** The Magick, DITFOI and Whisper decks, top last (GT-18). */
  decks: GridDecks;
  /** Face-up discards: Magick (reshuffled only on an elimination, GT-13) and Whisper (reshuffled when the deck runs out, GT-18). */
  discards: GridDiscards;
  /** Cards out of the game: DITFOI cards played or left by a player out (GT-S62, GT-13); DITFOI only. */
  removed: number[];
  /** Each body's supply: cubes, and its face-down material deck, top last (GT-S04, GT-8). */
  supply: GridSupply[];
  /** Cubes in the discard pile (GT-S41). */
  cubeDiscard: number;
  /** The players. */
  seats: GridSeat[];
  /**
   * Which seats know each card's design, as a bit mask (bit p for seat p), indexed like `cards`
   * (GT-30). `sampleHidden` redraws a card only for a viewer whose bit is clear.
   */
  known: number[];
  /**
   * For each seat, the groups of cards it has lost track of (GT-30): it knows the places a group's
   * cards fill between them, not which card fills which place. A trade it does not see mixes the
   * cards of the kinds traded in the two hands; a reshuffle mixes the cards shuffled. A card leaves
   * a seat's groups when the seat sees where it is. Each group lists two ids or more, ascending;
   * groups are ordered by their first id.
   */
  mixed: number[][][];
  /** Seat order of play, from player one (GT-S02). */
  readonly order: readonly Player[];
  /** The round, from 1. */
  round: number;
  /** `combat` while fights take their combat turn; `turns` while players take regular turns (GT-17). */
  phase: 'combat' | 'turns';
  /** The fights in progress, in the order they began. */
  combats: GridCombat[];
  /** In the combat phase, the index of the fight taking its turn. */
  combatIndex: number;
  /** A fight begun in a turn takes its first combat turn at once (GT-17); this is its index, or null. */
  immediate: number | null;
  /** The index in `order` of whose regular turn it is (or will be). */
  orderIndex: number;
  /** The regular turn in progress, or null. */
  turn: GridTurn | null;
  /** Set when the game is over. */
  end: GridEnd | null;
  /** The events of the action that made this state. */
  events: GridTravelerEvent[];
}

/** Fields every action has. */
export interface GridActionBase {
  /** The seat acting. */
  readonly player: Player;
}

/** Actions of a regular turn. */
export type GridTurnAction =
  | (GridActionBase & {
      /** Take one cube off a component or Damage (GT-S20, GT-4). */
      readonly type: 'repair';
      /** Which. */
      readonly component: Component | 'damage';
    })
  | (GridActionBase & {
      /** Play WEAKEN (GT-S78, GT-20). */
      readonly type: 'weaken';
      /** At whom. */
      readonly target: Player;
    })
  | (GridActionBase & {
      /** Draw (GT-S23): the Magick card always, a DITFOI and a Whisper if asked. */
      readonly type: 'draw';
      /** Draw a DITFOI card too. */
      readonly ditfoi: boolean;
      /** Draw a Whisper card too. */
      readonly whisper: boolean;
    })
  | (GridActionBase & {
      /** Roll the travel count (GT-5). */
      readonly type: 'travel';
    })
  | (GridActionBase & {
      /** Stay put; in orbit, the D8 carries the cruiser round the ring (GT-7). */
      readonly type: 'stay';
    })
  | (GridActionBase & {
      /** Move one tile (GT-S31). */
      readonly type: 'move';
      /** Which way. */
      readonly direction: Direction;
    })
  | (GridActionBase & {
      /** Roll Maneuver to jump from the GRID point the cruiser is on (GT-6). */
      readonly type: 'jump';
      /** The GRID point to jump to: its index in the board's `gridPoints` (not a tile). */
      readonly to: number;
    })
  | (GridActionBase & {
      /** End the travel, forfeiting the rest of the count. */
      readonly type: 'stop';
    })
  | (GridActionBase & {
      /** Scan the body orbited (GT-8). */
      readonly type: 'scan';
    })
  | (GridActionBase & {
      /** Attack a cruiser in proximity, or join its fight (GT-9, GT-10). */
      readonly type: 'fight';
      /** Whom. */
      readonly target: Player;
      /** Ship or Magick combat. */
      readonly kind: GridFightKind;
    })
  | (GridActionBase & {
      /** Offer a card for a kind of card (GT-19). */
      readonly type: 'offerTrade';
      /** To whom. */
      readonly to: Player;
      /** The card offered (instance id). */
      readonly give: number;
      /** The kind asked for. */
      readonly want: GridCardKind;
    })
  | (GridActionBase & {
      /** Accept the offer, giving a card of the kind asked for. */
      readonly type: 'acceptTrade';
      /** The card given (instance id). */
      readonly give: number;
    })
  | (GridActionBase & {
      /** Decline the offer. */
      readonly type: 'declineTrade';
    })
  | (GridActionBase & {
      /** End the turn. */
      readonly type: 'endTurn';
    });

/** Actions of a combat turn. */
export type GridCombatAction =
  | (GridActionBase & {
      /** Fire at a member (GT-S64). */
      readonly type: 'attack';
      /** Whom. */
      readonly target: Player;
    })
  | (GridActionBase & {
      /** Play a DITFOI card (GT-S62). */
      readonly type: 'ditfoi';
      /** The card (instance id). */
      readonly card: number;
      /** At whom. */
      readonly target: Player;
      /** The component named: the card's, or the player's choice on an `any` card. */
      readonly component: Component;
    })
  | (GridActionBase & {
      /** Retreat toward a destination (GT-S63, GT-11). */
      readonly type: 'retreat';
      /** The destination tile (a shaded ring tile or a GRID point's tile). */
      readonly to: number;
    })
  | (GridActionBase & {
      /** After a DITFOI, neither attack nor retreat. */
      readonly type: 'holdFire';
    })
  | (GridActionBase & {
      /** Say whether to pursue a retreating member (GT-11). */
      readonly type: 'pursue';
      /** Whether to. */
      readonly pursue: boolean;
    })
  | (GridActionBase & {
      /** Attack with a capable Magick card (GT-S75). */
      readonly type: 'cast';
      /** The card (instance id). */
      readonly card: number;
      /** At whom. */
      readonly target: Player;
    })
  | (GridActionBase & {
      /** Play a Whisper instead of attacking (GT-S74). */
      readonly type: 'playWhisper';
      /** The card (instance id). */
      readonly card: number;
    })
  | (GridActionBase & {
      /** Block a Magick attack (GT-S76), or not. */
      readonly type: 'block';
      /** The capable card blocked with, or null for no block. */
      readonly card: number | null;
    })
  | (GridActionBase & {
      /** No capable card to cast: let the turn go by. */
      readonly type: 'pass';
    });

/** Every action of the game. */
export type GridTravelerAction = GridTurnAction | GridCombatAction;

/** Every action type, in one list. */
export const GRID_ACTION_TYPES = [
  'repair',
  'weaken',
  'draw',
  'travel',
  'stay',
  'move',
  'jump',
  'stop',
  'scan',
  'fight',
  'offerTrade',
  'acceptTrade',
  'declineTrade',
  'endTurn',
  'attack',
  'ditfoi',
  'retreat',
  'holdFire',
  'pursue',
  'cast',
  'playWhisper',
  'block',
  'pass',
] as const satisfies readonly GridTravelerAction['type'][];

/** A card a view shows: instance id and design. */
export interface GridCardView {
  /** Instance id. */
  readonly id: number;
  /** Kind. */
  readonly kind: GridCardKind;
  /** Design. */
  readonly name: string;
}

/** One player as a view shows it: everything public, and its hand only to itself. */
export interface GridSeatView {
  /** The seat. */
  readonly seat: Player;
  /** Persona, cruiser and Necronian ids (public, GT-30). */
  readonly persona: string;
  /** Cruiser id. */
  readonly cruiser: string;
  /** Necronian id. */
  readonly necronian: string;
  /** Position. */
  readonly position: GridPosition;
  /** Whether it has launched. */
  readonly launched: boolean;
  /** Health. */
  readonly health: number;
  /** Nanytes. */
  readonly nanytes: number;
  /** Component cubes. */
  readonly tracks: Readonly<Record<Component, GridTrack>>;
  /** Damage cubes. */
  readonly damage: number;
  /** Hand sizes by kind. */
  readonly handSizes: Readonly<Record<GridCardKind, number>>;
  /** The hand itself, to its owner only; null to others. */
  readonly hand: Readonly<Record<GridCardKind, readonly GridCardView[]>> | null;
  /** Where it last collected (public: a scan is seen). */
  readonly collectedAt: number | null;
  /** Lasting effects (face up). */
  readonly effects: readonly GridEffect[];
  /** When its WEAKEN is ready again. */
  readonly weakenFrom: number;
  /** Out of the game. */
  readonly out: GridSeat['out'];
}

/** Deck sizes as a view shows them. */
export interface GridDeckSizes {
  /** Magick cards left. */
  readonly magick: number;
  /** DITFOI cards left. */
  readonly ditfoi: number;
  /** Whisper cards left. */
  readonly whisper: number;
}

/** The face-up piles as a view shows them. */
export interface GridDiscardsView {
  /** The Magick discard. */
  readonly magick: readonly GridCardView[];
  /** The Whisper discard. */
  readonly whisper: readonly GridCardView[];
  /** DITFOI cards out of the game. */
  readonly removed: readonly GridCardView[];
}

/** A trade offer as a view shows it: the card only to the two players. */
export interface GridTradeView extends Omit<GridTradeOffer, 'give'> {
  /** The card offered, or null to a viewer not in the trade. */
  readonly give: GridCardView | null;
}

/** The regular turn as a view shows it. */
export interface GridTurnView extends Omit<GridTurn, 'trade'> {
  /** The pending offer. */
  readonly trade: GridTradeView | null;
}

/** What one seat (or a spectator) sees. */
export interface GridTravelerView extends BaseView<GridTravelerEvent> {
  /** Who is looking. */
  readonly viewer: Player | 'spectator';
  /** The config. */
  readonly config: GridTravelerConfig;
  /** The round. */
  readonly round: number;
  /** The phase. */
  readonly phase: GridTravelerState['phase'];
  /** Seat order. */
  readonly order: readonly Player[];
  /** Players. */
  readonly seats: readonly GridSeatView[];
  /** Supplies: cubes (the deck size is the same, GT-S41). */
  readonly supply: readonly number[];
  /** Cubes in the discard. */
  readonly cubeDiscard: number;
  /** Deck sizes. */
  readonly decks: GridDeckSizes;
  /** Face-up discards and removed cards. */
  readonly discards: GridDiscardsView;
  /** Fights (public), with revealed cards shown. */
  readonly combats: readonly GridCombat[];
  /** Which fight takes its turn. */
  readonly combatIndex: number;
  /** The regular turn; the trade's card shown only to its two players (give is null to others). */
  readonly turn: GridTurnView | null;
  /** Cards in play face up (played Whispers, revealed Magick and materials) by id. */
  readonly faceUp: readonly GridCardView[];
  /** The end. */
  readonly end: GridEnd | null;
}
