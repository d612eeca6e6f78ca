import type { Player, Viewer } from '../../core/game.js';
import type { Card, CreationUnit, MindMode } from './content/schema.js';

export type { Card, CreationUnit, MindMode };

/** A deck: the id of a built-in deck, or a list of 52 card ids from the card library. */
export type DeckSpec = string | readonly string[];

/** A Psi Wars configuration. */
export interface PsiWarsConfig {
  readonly players: 2;
  /** Starting lab hit points, 20–40 (rulebook 6.5.1; default 30). */
  readonly labHitPoints: number;
  /** Seat 0's deck and seat 1's deck. */
  readonly decks: readonly [DeckSpec, DeckSpec];
}

/** A card in play is a card instance: an index into `state.cards`. */
export type CardRef = number;

/** A Creation Unit in a lab. */
export interface LabUnit {
  readonly card: CardRef;
  depleted: boolean;
}

/** A Battle Unit in a lab. */
export interface BattleUnit {
  readonly card: CardRef;
  /** Entered this turn, or engaged in a battle, or spent its distance ability: cannot act (PW-6). */
  depleted: boolean;
  /** The attached Equipment, if any (at most one: rulebook 3.3). */
  equipment: CardRef | null;
  /** The Trap power holding it, if any (PW-30). */
  trappedBy: CardRef | null;
  /** Screens zeroed by disrupters until the end of the turn (PW-31, PW-32). */
  cyberJammed: boolean;
  psionicJammed: boolean;
}

/** Unattached Equipment in a lab. */
export interface LabEquipment {
  readonly card: CardRef;
  depleted: boolean;
}

export interface PlayerState {
  hitPoints: number;
  /** Top card last. Hidden from everyone. */
  deck: CardRef[];
  hand: CardRef[];
  creation: LabUnit[];
  units: BattleUnit[];
  equipment: LabEquipment[];
  /** Destroyed and spent cards, in order. */
  discard: CardRef[];
  /**
   * Cards in this hand that the opponent has seen (a card found by the creation oracle, PW-33),
   * in the order they were shown; a card leaves this list when it leaves the hand.
   */
  shown: CardRef[];
}

/** The steps of a turn (rulebook 6.2–6.5). */
export const STEPS = ['creation', 'build', 'equip', 'attack', 'block', 'engage', 'discard'] as const;
export type Step = (typeof STEPS)[number];

/** An attacking stack and its blockers (6.5.2–6.5.3). */
export interface Engagement {
  /** One or two attacking battle units (by card). */
  readonly attackers: CardRef[];
  /** One or two blocking battle units, or empty when it goes through to the lab. */
  blockers: CardRef[];
}

/** Where the current engagement's resolution stands (6.5.5). */
export type EngageStep =
  | 'start'
  | 'attackerDistance'
  | 'defenderDistance'
  | 'mind'
  | 'counter'
  | 'physical';

export interface Battle {
  engagements: Engagement[];
  /** The engagement being resolved (once blocks are in). */
  index: number;
  step: EngageStep;
  /** Cyborgs that already chose about their distance ability in this engagement. */
  distanceDone: CardRef[];
  /** Cyborgs that spent their distance ability: they no longer count in this engagement (PW-11). */
  spent: CardRef[];
  attackerDisoriented: boolean;
  defenderDisoriented: boolean;
}

export interface TurnState {
  player: Player;
  number: number;
  step: Step;
  /** Whether the active player placed a Creation Unit this turn (rulebook 6.2: at most one). */
  placed: boolean;
}

export interface PsiWarsState {
  readonly config: PsiWarsConfig;
  /** Card definitions by instance (0–51 are seat 0's, 52–103 seat 1's). Never changes. */
  readonly cards: readonly string[];
  players: PlayerState[];
  turn: TurnState;
  battle: Battle | null;
  winner: Player | null;
  events: PsiWarsEvent[];
}

/** Actions. Cards are named by instance (`CardRef`). */
export type PsiWarsAction =
  /** Phase 1: put a Creation Unit from hand into the lab. */
  | { readonly type: 'place'; readonly player: Player; readonly card: CardRef }
  /** Phase 2: create a Battle Unit or Equipment, paying the white light with `any`. */
  | { readonly type: 'build'; readonly player: Player; readonly card: CardRef; readonly any: readonly CreationUnit[] }
  /** Play a Power (build or battle timing), on `target` (a card in play) or `unit` (a Creation Unit kind). */
  | { readonly type: 'power'; readonly player: Player; readonly card: CardRef; readonly any: readonly CreationUnit[]; readonly target?: CardRef; readonly unit?: CreationUnit }
  /** Phase 3: attach Equipment from the lab to a Battle Unit. */
  | { readonly type: 'equip'; readonly player: Player; readonly equipment: CardRef; readonly unit: CardRef }
  /** Battle: declare an attacking stack of one or two units. */
  | { readonly type: 'attack'; readonly player: Player; readonly units: readonly CardRef[] }
  /** Battle: block attacking stack `engagement` with one or two units. */
  | { readonly type: 'block'; readonly player: Player; readonly engagement: number; readonly units: readonly CardRef[] }
  /** Use (or not) a Cyborg's distance ability in the current engagement. */
  | { readonly type: 'distance'; readonly player: Player; readonly unit: CardRef; readonly use: boolean }
  /** Choose the cyber/psionic attack or counterattack (or none). */
  | { readonly type: 'engage'; readonly player: Player; readonly mode: MindMode | 'none' }
  /** Discard down to the hand limit at the end of the turn (PW-9). */
  | { readonly type: 'discard'; readonly player: Player; readonly card: CardRef }
  /** Finish the current step (placing, building, equipping, declaring attackers or blockers). */
  | { readonly type: 'done'; readonly player: Player };

export type ActionType = PsiWarsAction['type'];

/** The two sides of a contest (6.5.4.1.3). */
export interface ContestRoll {
  readonly die: number;
  readonly strength: number;
  readonly total: number;
}

/**
 * Events. Cards are named by instance and by their display name, so a log reads on its own; a card
 * drawn into the opponent's hand shows as `card: null, name: null` in views (DESIGN §6).
 */
export type PsiWarsEvent =
  | { readonly type: 'setupDone'; readonly hitPoints: number; readonly decks: readonly string[] }
  | { readonly type: 'rollOff'; readonly rolls: readonly [number, number]; readonly first: Player | null }
  | { readonly type: 'turnStarted'; readonly player: Player; readonly turn: number }
  | { readonly type: 'drew'; readonly player: Player; readonly card: CardRef | null; readonly name: string | null }
  | { readonly type: 'fatigue'; readonly player: Player; readonly damage: number }
  | { readonly type: 'placed'; readonly player: Player; readonly card: CardRef; readonly name: string }
  | { readonly type: 'built'; readonly player: Player; readonly card: CardRef; readonly name: string; readonly paid: readonly CreationUnit[] }
  | { readonly type: 'powerPlayed'; readonly player: Player; readonly card: CardRef; readonly name: string; readonly paid: readonly CreationUnit[]; readonly target: CardRef | null; readonly targetName: string | null; readonly unit: CreationUnit | null }
  | { readonly type: 'trapped'; readonly card: CardRef; readonly name: string; readonly by: CardRef }
  | { readonly type: 'escapeRoll'; readonly player: Player; readonly card: CardRef; readonly name: string; readonly die: number; readonly needed: number; readonly freed: boolean }
  | { readonly type: 'jammed'; readonly card: CardRef; readonly name: string; readonly screen: MindMode }
  | { readonly type: 'searched'; readonly player: Player; readonly unit: CreationUnit; readonly card: CardRef | null }
  | { readonly type: 'equipped'; readonly player: Player; readonly equipment: CardRef; readonly unit: CardRef; readonly equipmentName: string; readonly unitName: string }
  | { readonly type: 'attackDeclared'; readonly player: Player; readonly units: readonly CardRef[]; readonly names: readonly string[] }
  | { readonly type: 'blockDeclared'; readonly player: Player; readonly engagement: number; readonly units: readonly CardRef[]; readonly names: readonly string[] }
  | { readonly type: 'engagementStarted'; readonly engagement: number; readonly attackers: readonly CardRef[]; readonly blockers: readonly CardRef[] }
  | { readonly type: 'distanceUsed'; readonly player: Player; readonly unit: CardRef; readonly name: string; readonly ability: string }
  | { readonly type: 'contest'; readonly kind: 'jam' | 'snipe' | MindMode | 'physical'; readonly counter: boolean; readonly attacker: ContestRoll; readonly defender: ContestRoll; readonly success: boolean }
  | { readonly type: 'disoriented'; readonly side: 'attacker' | 'defender'; readonly units: readonly CardRef[] }
  | { readonly type: 'destroyed'; readonly player: Player; readonly card: CardRef; readonly name: string }
  | { readonly type: 'labDamaged'; readonly player: Player; readonly damage: number; readonly hitPoints: number; readonly by: readonly CardRef[] }
  | { readonly type: 'discarded'; readonly player: Player; readonly card: CardRef; readonly name: string }
  | { readonly type: 'gameEnded'; readonly winner: Player };

/** What a player (or a spectator) sees: no hand but one's own, no deck order. */
export interface PsiWarsView {
  readonly viewer: Viewer;
  readonly players: readonly {
    readonly hitPoints: number;
    readonly deckSize: number;
    readonly handSize: number;
    /** The viewer's own hand (card ids by instance); null for the opponent. */
    readonly hand: readonly { readonly card: CardRef; readonly id: string }[] | null;
    /** Cards of this hand that both players have seen (a creation oracle's find, PW-33). */
    readonly shown: readonly { readonly card: CardRef; readonly id: string }[];
    readonly creation: readonly LabUnit[];
    readonly units: readonly BattleUnit[];
    readonly equipment: readonly LabEquipment[];
    readonly discard: readonly CardRef[];
  }[];
  /** Card ids of every card in play or discarded, by instance (cards in hands and decks are omitted unless they are the viewer's hand). */
  readonly known: Readonly<Record<number, string>>;
  readonly turn: TurnState;
  readonly battle: Battle | null;
  readonly winner: Player | null;
  readonly events: readonly PsiWarsEvent[];
}
