import type { Player, Viewer } from '../../core/game.js';
import type { Card, CreationUnit, MindMode } from './content/schema.js';

export type { Card, CreationUnit, MindMode };

/** A deck: the id of a built-in deck, or a list of 52 card ids from the card library. */
export type PsiWarsDeckSpec = string | readonly string[];

/** A Psi Wars configuration. */
export interface PsiWarsConfig {
  /** Always 2: Psi Wars is a two-player game (PW-1). */
  readonly players: 2;
  /** Starting lab hit points, 20–40 (rulebook 6.5.1; default 30). */
  readonly labHitPoints: number;
  /** Seat 0's deck and seat 1's deck. */
  readonly decks: readonly [PsiWarsDeckSpec, PsiWarsDeckSpec];
}

/**
 * A card in play is a card instance: an index into `state.cards` (0–51 are seat 0's cards, 52–103
 * seat 1's, in deck-list order). Several instances may be copies of the same card id.
 */
export type PsiWarsCardRef = number;

/** A Creation Unit in a lab. */
export interface PsiWarsLabUnit {
  /** The Creation Unit card's instance. */
  readonly card: PsiWarsCardRef;
  /** Spent paying for a card: it cannot pay again until its owner's next turn starts (5.6, PW-5). */
  depleted: boolean;
}

/** A Battle Unit in a lab. */
export interface PsiWarsBattleUnit {
  /** The Battle Unit card's instance. */
  readonly card: PsiWarsCardRef;
  /**
   * Entered this turn, or engaged in a battle, or spent its distance ability: cannot act (PW-6).
   * Precisely: it cannot attack or block until its owner's next turn starts (PW-5), so a unit built
   * or used on its owner's turn cannot block on the opponent's turn. It may still receive Equipment.
   */
  depleted: boolean;
  /** The attached Equipment, if any (at most one: rulebook 3.3). */
  equipment: PsiWarsCardRef | null;
  /** The Trap power holding it, if any (PW-30). */
  trappedBy: PsiWarsCardRef | null;
  /**
   * Screens zeroed by disrupters until the end of the turn (PW-31, PW-32). This flag is for the cyber
   * screen (electro-magnetic disrupter): it counts as 0/0, Equipment included.
   */
  cyberJammed: boolean;
  /** The psionic screen counts as 0/0 until the end of the turn (mental disrupter, PW-31). */
  psionicJammed: boolean;
}

/** Unattached Equipment in a lab. */
export interface PsiWarsLabEquipment {
  /** The Equipment card's instance. */
  readonly card: PsiWarsCardRef;
  /** Built this turn: it cannot be attached until its owner's next turn (6.4, PW-6). */
  depleted: boolean;
}

/** One seat's side of the table: lab hit points and the cards in each zone, by instance. */
export interface PsiWarsPlayerState {
  /** Lab hit points left, from the starting total down to 0, when this seat loses (PW-19). */
  hitPoints: number;
  /** Top card last. Hidden from everyone. */
  deck: PsiWarsCardRef[];
  /** Cards in hand, in the order they arrived. Hidden from the opponent, except the `shown` ones. */
  hand: PsiWarsCardRef[];
  /** Creation Units in the lab; they never leave it, only their `depleted` flag changes. */
  creation: PsiWarsLabUnit[];
  /** Battle Units in the lab, in the order they were built, with their Equipment and traps. */
  units: PsiWarsBattleUnit[];
  /** Equipment in the lab not yet attached (attached Equipment is listed on its unit). */
  equipment: PsiWarsLabEquipment[];
  /** Destroyed and spent cards, in order. */
  discard: PsiWarsCardRef[];
  /**
   * Cards in this hand that the opponent has seen (a card found by the creation oracle, PW-33),
   * in the order they were shown; a card leaves this list when it leaves the hand.
   */
  shown: PsiWarsCardRef[];
}

/** The steps of a turn (rulebook 6.2–6.5). */
export const PSI_WARS_STEPS = ['creation', 'build', 'equip', 'attack', 'block', 'engage', 'discard'] as const;
/**
 * A step of the turn, in order: `creation` (6.2), `build` (6.3), `equip` (6.4), `attack` and
 * `block` (declaring stacks, 6.5.2–6.5.3), `engage` (resolving them, 6.5.5) and `discard` (the end
 * of the turn, PW-9). Steps with nothing to decide pass by themselves (PW-7, PW-35).
 */
export type PsiWarsStep = (typeof PSI_WARS_STEPS)[number];

/** An attacking stack and its blockers (6.5.2–6.5.3). */
export interface PsiWarsEngagement {
  /** One or two attacking battle units (by card). */
  readonly attackers: PsiWarsCardRef[];
  /** One or two blocking battle units, or empty when it goes through to the lab. */
  blockers: PsiWarsCardRef[];
}

/** Where the current engagement's resolution stands (6.5.5). */
export type PsiWarsEngageStep =
  | 'start'
  | 'attackerDistance'
  | 'defenderDistance'
  | 'mind'
  | 'counter'
  | 'physical';

/**
 * The battle of the current turn (6.5), from the first attacking stack declared until the last
 * engagement is resolved. Public: views show it in full.
 */
export interface PsiWarsBattle {
  /** The attacking stacks in declaration order; `block` actions and events number them from 0. */
  engagements: PsiWarsEngagement[];
  /** The engagement being resolved (once blocks are in): an index into `engagements`, 0 until then. */
  index: number;
  /** How far the engagement at `index` has got; `start` until it begins resolving. */
  step: PsiWarsEngageStep;
  /** Cyborgs that already chose about their distance ability in this engagement. */
  distanceDone: PsiWarsCardRef[];
  /** Cyborgs that spent their distance ability: they no longer count in this engagement (PW-11). */
  spent: PsiWarsCardRef[];
  /** The attacking stack is disoriented: it makes no further attack in this engagement (PW-13). */
  attackerDisoriented: boolean;
  /** The blocking stack is disoriented: it makes no further attack in this engagement (PW-13). */
  defenderDisoriented: boolean;
}

/** Whose turn it is and how far it has got. */
export interface PsiWarsTurnState {
  /**
   * The active player, who attacks in this turn's battle. Not always the one to act: the opponent
   * declares blockers and answers for its own Cyborgs and counterattacks (see `actors`).
   */
  player: Player;
  /** The turn's number, counting both players' turns: 1 for the game's first turn. */
  number: number;
  /** The current step. */
  step: PsiWarsStep;
  /** Whether the active player placed a Creation Unit this turn (rulebook 6.2: at most one). */
  placed: boolean;
}

/** The whole game, hidden information included (deck order, both hands); players see a `PsiWarsView`. */
export interface PsiWarsState {
  /** The config the game was set up with. */
  readonly config: PsiWarsConfig;
  /** Card definitions by instance (0–51 are seat 0's, 52–103 seat 1's). Never changes. */
  readonly cards: readonly string[];
  /** Seat 0's and seat 1's side of the table, indexed by seat. */
  players: PsiWarsPlayerState[];
  /** The current turn. */
  turn: PsiWarsTurnState;
  /** The battle in progress, or null before this turn's first attack is declared and once it is over. */
  battle: PsiWarsBattle | null;
  /** The seat that won (the other lab reached 0 hit points), or null while the game goes on. */
  winner: Player | null;
  /** What the last action caused, in order (after setup, setup's events). */
  events: PsiWarsEvent[];
}

/** Actions. Cards are named by instance (`PsiWarsCardRef`). */
export type PsiWarsAction =
  /** Phase 1: put a Creation Unit from hand into the lab. */
  | {
      /** Tag: place a Creation Unit (creation step, once per turn). */
      readonly type: 'place';
      /** The seat acting: the active player. */
      readonly player: Player;
      /** A Creation Unit in the player's hand. */
      readonly card: PsiWarsCardRef;
    }
  /** Phase 2: create a Battle Unit or Equipment, paying the white light with `any`. */
  | {
      /** Tag: build a Battle Unit or Equipment (build step). */
      readonly type: 'build';
      /** The seat acting: the active player. */
      readonly player: Player;
      /** A Battle Unit or Equipment in the player's hand. */
      readonly card: PsiWarsCardRef;
      /**
       * The unspent Creation Unit kinds paying the white light, one per point, listed in the order
       * digital, neuro, bio, material; `[]` when the cost has no white light (PW-4).
       */
      readonly any: readonly CreationUnit[];
    }
  /** Play a Power (build or battle timing), on `target` (a card in play) or `unit` (a Creation Unit kind). */
  | {
      /** Tag: play a Power (PW-10). */
      readonly type: 'power';
      /**
       * The seat acting: the active player for build powers and in the attack step, the defender in
       * the block step.
       */
      readonly player: Player;
      /** A Power in the player's hand. */
      readonly card: PsiWarsCardRef;
      /** The kinds paying the white light, as in `build` (PW-4). */
      readonly any: readonly CreationUnit[];
      /**
       * The card aimed at: an opposing Battle Unit for a trap or disrupter, an opposing Equipment
       * (loose or attached) for an equipment hunter. Omitted for a creation oracle.
       */
      readonly target?: PsiWarsCardRef;
      /** Creation oracle only: the kind of Creation Unit to search the deck for (PW-33). */
      readonly unit?: CreationUnit;
    }
  /** Phase 3: attach Equipment from the lab to a Battle Unit. */
  | {
      /** Tag: attach Equipment (equip step). */
      readonly type: 'equip';
      /** The seat acting: the active player. */
      readonly player: Player;
      /** Loose, undepleted Equipment in the player's lab. */
      readonly equipment: PsiWarsCardRef;
      /** The player's Battle Unit to carry it: one without Equipment, depleted or not (PW-18). */
      readonly unit: PsiWarsCardRef;
    }
  /** Battle: declare an attacking stack of one or two units. */
  | {
      /** Tag: declare an attacking stack (attack step). */
      readonly type: 'attack';
      /** The seat acting: the active player. */
      readonly player: Player;
      /** One or two ready Battle Units (not depleted, trapped or already attacking), in ascending order. */
      readonly units: readonly PsiWarsCardRef[];
    }
  /** Battle: block attacking stack `engagement` with one or two units. */
  | {
      /** Tag: block an attacking stack (block step). */
      readonly type: 'block';
      /** The seat acting: the defender, not the active player. */
      readonly player: Player;
      /** The stack to block: its 0-based index in `battle.engagements`. Each stack is blocked at most once. */
      readonly engagement: number;
      /** One or two of the defender's ready Battle Units not blocking another stack, in ascending order (PW-16). */
      readonly units: readonly PsiWarsCardRef[];
    }
  /** Use (or not) a Cyborg's distance ability in the current engagement. */
  | {
      /** Tag: answer the distance-ability question (engage step, PW-11). */
      readonly type: 'distance';
      /** The seat acting: the Cyborg's owner. */
      readonly player: Player;
      /** The Cyborg being asked about (one at a time, in declaration order). */
      readonly unit: PsiWarsCardRef;
      /** True to use the ability now, false to hold it back in this engagement. */
      readonly use: boolean;
    }
  /** Choose the cyber/psionic attack or counterattack (or none). */
  | {
      /** Tag: choose the cyber/psionic attack or counterattack (engage step). */
      readonly type: 'engage';
      /** The seat acting: the attacker for the attack, the defender for the counterattack. */
      readonly player: Player;
      /** `cyber` or `psionic` (offered only if both stacks have that screen, PW-12), or `none` (PW-14). */
      readonly mode: MindMode | 'none';
    }
  /** Discard down to the hand limit at the end of the turn (PW-9). */
  | {
      /** Tag: discard a card (discard step, while over the hand limit). */
      readonly type: 'discard';
      /** The seat acting: the active player. */
      readonly player: Player;
      /** A card in the player's hand (offered only while it holds more than 10). */
      readonly card: PsiWarsCardRef;
    }
  /** Finish the current step (placing, building, equipping, declaring attackers or blockers). */
  | {
      /** Tag: end the step (never in the engage or discard steps, which end by themselves). */
      readonly type: 'done';
      /** The seat acting: the defender in the block step, the active player otherwise. */
      readonly player: Player;
    };

/** An action's `type` tag. */
export type PsiWarsActionType = PsiWarsAction['type'];

/** The two sides of a contest (6.5.4.1.3): each side's roll, in a `contest` event. */
export interface PsiWarsContestRoll {
  /** The side's d6 roll, 1–6. */
  readonly die: number;
  /**
   * What the side adds, Equipment and disrupters counted: the acting stack's attack on the contested
   * screen (or the Cyborg's ability strength, for a jam or snipe), or the resisting stack's defence
   * on it (for a snipe, the targeted unit's physical defence alone).
   */
  readonly strength: number;
  /** `die + strength`. */
  readonly total: number;
  /** The units on this side of the contest: the Cyborg using its ability, the striking units, or the units resisting (a snipe's one victim). */
  readonly units: readonly PsiWarsCardRef[];
  /** Their display names, in the order of `units`. */
  readonly names: readonly string[];
}

/**
 * Events. Cards are named by instance and by their display name, so a log reads on its own; a card
 * drawn into the opponent's hand shows as `card: null, name: null` in views (DESIGN §6).
 */
export type PsiWarsEvent =
  | {
      /** Setup is done (6.1): decks shuffled, four Creation Units in each lab. */
      readonly type: 'setupDone';
      /** Each lab's starting hit points. */
      readonly hitPoints: number;
      /** The two decks' display names, seat 0's first (`custom deck` for a card list). */
      readonly decks: readonly string[];
    }
  | {
      /** One round of the roll-off for the first turn (PW-2). */
      readonly type: 'rollOff';
      /** Seat 0's and seat 1's die, 1–6. */
      readonly rolls: readonly [number, number];
      /** The seat with the higher roll, which goes first; null on a tie (another `rollOff` follows). */
      readonly first: Player | null;
    }
  | {
      /** A turn began; its player's cards were replenished (PW-5). */
      readonly type: 'turnStarted';
      /** The active player of the new turn. */
      readonly player: Player;
      /** The turn's number, counting both players' turns from 1. */
      readonly turn: number;
    }
  | {
      /** A card was drawn: each opening hand's 8, then one a turn (none on the game's first turn, PW-2). */
      readonly type: 'drew';
      /** The seat that drew. */
      readonly player: Player;
      /** The card drawn; null in every view but `player`'s. */
      readonly card: PsiWarsCardRef | null;
      /** The card's display name; null when `card` is hidden. */
      readonly name: string | null;
    }
  | {
      /** A player had to draw from an empty deck (PW-8); a `labDamaged` event follows. */
      readonly type: 'fatigue';
      /** The seat with the empty deck. */
      readonly player: Player;
      /** The damage its lab takes instead of the draw (`FATIGUE_DAMAGE`, 2). */
      readonly damage: number;
    }
  | {
      /** A Creation Unit went from hand into the lab (6.2). */
      readonly type: 'placed';
      /** The seat that placed it. */
      readonly player: Player;
      /** The Creation Unit's instance. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
    }
  | {
      /** A Battle Unit or Equipment was built from hand into the lab, depleted (6.3, PW-6). */
      readonly type: 'built';
      /** The seat that built it. */
      readonly player: Player;
      /** The card built. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
      /** The Creation Unit kinds spent, one per unit: the coloured lights first, then the white light (PW-4). */
      readonly paid: readonly CreationUnit[];
    }
  | {
      /** A Power was played from hand (PW-10); the events of its effect follow. */
      readonly type: 'powerPlayed';
      /** The seat that played it (in the block step, the defender). */
      readonly player: Player;
      /** The Power's instance. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
      /** The Creation Unit kinds spent, as in `built`. */
      readonly paid: readonly CreationUnit[];
      /** The card it was aimed at (an opposing Battle Unit, or Equipment for an equipment hunter); null for a creation oracle. */
      readonly target: PsiWarsCardRef | null;
      /** The display name of `target`, or null. */
      readonly targetName: string | null;
      /** The kind a creation oracle searched for; null for every other power. */
      readonly unit: CreationUnit | null;
    }
  | {
      /** A trap caught a Battle Unit: it cannot attack or block until it escapes (PW-30). */
      readonly type: 'trapped';
      /** The trapped unit (an opponent's of the trap's player). */
      readonly card: PsiWarsCardRef;
      /** The trapped unit's display name. */
      readonly name: string;
      /** The trap card, which now sits on the unit (`trappedBy`). */
      readonly by: PsiWarsCardRef;
    }
  | {
      /** A trapped unit rolled to escape, at the end of its owner's build step (PW-30). */
      readonly type: 'escapeRoll';
      /** The unit's owner, the active player. */
      readonly player: Player;
      /** The trapped unit. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
      /** The roll, 1–6. */
      readonly die: number;
      /** The lowest roll that frees it: the trap's `escape` number. */
      readonly needed: number;
      /** Whether it escaped; the trap card then goes to its owner's discard pile. */
      readonly freed: boolean;
    }
  | {
      /** A disrupter zeroed a unit's screen until the end of the turn (PW-31, PW-32). */
      readonly type: 'jammed';
      /** The disrupted unit (an opponent's of the power's player). */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
      /** The screen that now counts as 0/0: `psionic` (mental disrupter) or `cyber` (electro-magnetic). */
      readonly screen: MindMode;
    }
  | {
      /** A creation oracle searched its player's deck, which was then shuffled (PW-33). */
      readonly type: 'searched';
      /** The seat that searched. */
      readonly player: Player;
      /** The kind of Creation Unit searched for. */
      readonly unit: CreationUnit;
      /** The card found and put in hand, shown to both players (not redacted); null if the deck held none. */
      readonly card: PsiWarsCardRef | null;
    }
  | {
      /** Equipment was attached to a Battle Unit, for good (6.4, PW-18). */
      readonly type: 'equipped';
      /** The seat that attached it. */
      readonly player: Player;
      /** The Equipment's instance. */
      readonly equipment: PsiWarsCardRef;
      /** The Battle Unit now carrying it. */
      readonly unit: PsiWarsCardRef;
      /** The Equipment's display name. */
      readonly equipmentName: string;
      /** The unit's display name. */
      readonly unitName: string;
    }
  | {
      /** An attacking stack was declared (6.5.2); its engagement number is its place in declaration order. */
      readonly type: 'attackDeclared';
      /** The attacking seat, the active player. */
      readonly player: Player;
      /** The stack's one or two units, in ascending order. */
      readonly units: readonly PsiWarsCardRef[];
      /** Their display names, in the same order. */
      readonly names: readonly string[];
    }
  | {
      /** The defender blocked an attacking stack (6.5.3). */
      readonly type: 'blockDeclared';
      /** The blocking seat. */
      readonly player: Player;
      /** The blocked stack's 0-based index in declaration order. */
      readonly engagement: number;
      /** The blocking stack's one or two units, in ascending order. */
      readonly units: readonly PsiWarsCardRef[];
      /** Their display names, in the same order. */
      readonly names: readonly string[];
    }
  | {
      /** An engagement starts resolving (6.5.5); engagements resolve in declaration order. */
      readonly type: 'engagementStarted';
      /** Its 0-based index in `battle.engagements`. */
      readonly engagement: number;
      /** The attacking units, as declared. */
      readonly attackers: readonly PsiWarsCardRef[];
      /** The blocking units, as declared; empty when unblocked, and the lab takes the stack's physical attack (6.5.3). */
      readonly blockers: readonly PsiWarsCardRef[];
    }
  | {
      /** A Cyborg used its distance ability (PW-11); a `contest` follows. Holding it back makes no event. */
      readonly type: 'distanceUsed';
      /** The Cyborg's owner. */
      readonly player: Player;
      /** The Cyborg. */
      readonly unit: PsiWarsCardRef;
      /** The Cyborg's display name. */
      readonly name: string;
      /** The ability's display name (`DistanceAbility.name`). */
      readonly ability: string;
    }
  | {
      /** One contest: a die plus strength for each side (6.5.4, PW-15). */
      readonly type: 'contest';
      /** What was tried: a Cyborg's `jam` or `snipe`, a `cyber` or `psionic` attack, or a `physical` strike. */
      readonly kind: 'jam' | 'snipe' | MindMode | 'physical';
      /** True when the blocking side acted: a counterattack, a defending Cyborg's ability or the physical strike back. */
      readonly counter: boolean;
      /** The acting side's roll: the blocking stack's when `counter` is true. */
      readonly attacker: PsiWarsContestRoll;
      /** The resisting side's roll. */
      readonly defender: PsiWarsContestRoll;
      /** Whether the acting side won: a strictly higher total (ties go to the resisting side, PW-15). */
      readonly success: boolean;
    }
  | {
      /** A stack was disoriented: it makes no further attack in this engagement (PW-13). */
      readonly type: 'disoriented';
      /** Which stack: the attacking player's or the blocking player's. */
      readonly side: 'attacker' | 'defender';
      /** The units of that stack still in the engagement. */
      readonly units: readonly PsiWarsCardRef[];
    }
  | {
      /**
       * A card was destroyed and went to its owner's discard pile: a Battle Unit (snipe or physical
       * strike, PW-11, PW-17) or an Equipment (equipment hunter, PW-34). A destroyed unit's Equipment
       * and trap are discarded with it, without events of their own.
       */
      readonly type: 'destroyed';
      /** The destroyed card's owner. */
      readonly player: Player;
      /** The destroyed card. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
    }
  | {
      /** A lab lost hit points: to an unblocked stack (6.5.3) or to fatigue (PW-8). */
      readonly type: 'labDamaged';
      /** The seat whose lab was hit. */
      readonly player: Player;
      /** The damage dealt; it may exceed the hit points the lab had left. */
      readonly damage: number;
      /** The lab's hit points left, never below 0; at 0 a `gameEnded` event follows (PW-19). */
      readonly hitPoints: number;
      /** The unblocked stack's units, as declared; empty for fatigue. */
      readonly by: readonly PsiWarsCardRef[];
    }
  | {
      /** A card was discarded from hand to the hand limit at the end of the turn (PW-9). */
      readonly type: 'discarded';
      /** The seat that discarded it. */
      readonly player: Player;
      /** The discarded card. */
      readonly card: PsiWarsCardRef;
      /** Its display name. */
      readonly name: string;
    }
  | {
      /** A lab reached 0 hit points and the game is over (PW-19). */
      readonly type: 'gameEnded';
      /** The winning seat. */
      readonly winner: Player;
    };

/** What a player (or a spectator) sees: no hand but one's own, no deck order. */
export interface PsiWarsView {
  /** Who the view is for: seat 0 or 1, or `spectator`. */
  readonly viewer: Viewer;
  /** Both seats' sides of the table, indexed by seat. */
  readonly players: readonly {
    /** Lab hit points left. */
    readonly hitPoints: number;
    /** Cards left in the deck (their order and identity are hidden). */
    readonly deckSize: number;
    /** Cards in hand, shown for both seats. */
    readonly handSize: number;
    /** The viewer's own hand (card ids by instance); null for the opponent, and for both seats when spectating. */
    readonly hand: readonly {
      /** The card's instance. */
      readonly card: PsiWarsCardRef;
      /** Its card id in the card library (see `cardById`). */
      readonly id: string;
    }[] | null;
    /** Cards of this hand that both players have seen (a creation oracle's find, PW-33). */
    readonly shown: readonly {
      /** The card's instance. */
      readonly card: PsiWarsCardRef;
      /** Its card id in the card library. */
      readonly id: string;
    }[];
    /** Creation Units in the lab, with their `depleted` flags. */
    readonly creation: readonly PsiWarsLabUnit[];
    /** Battle Units in the lab, with their Equipment, traps, depletion and disrupter flags. */
    readonly units: readonly PsiWarsBattleUnit[];
    /** Loose Equipment in the lab. */
    readonly equipment: readonly PsiWarsLabEquipment[];
    /** The discard pile, in the order cards arrived (public). */
    readonly discard: readonly PsiWarsCardRef[];
  }[];
  /**
   * Card ids of every card in play or discarded, by instance (cards in hands and decks are omitted
   * unless they are the viewer's hand). Cards of either hand in `shown` are included too (PW-33).
   * Use it to name any card instance the view mentions; an absent instance is hidden from the viewer.
   */
  readonly known: Readonly<Record<number, string>>;
  /** The current turn: active player, number, step and whether a Creation Unit was placed. */
  readonly turn: PsiWarsTurnState;
  /** The battle in progress, in full (it is public), or null. */
  readonly battle: PsiWarsBattle | null;
  /** The winning seat, or null while the game goes on. */
  readonly winner: Player | null;
  /** The last action's events, with cards other players drew hidden (`redactEvent`). */
  readonly events: readonly PsiWarsEvent[];
}
