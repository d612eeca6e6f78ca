/**
 * The Fantasy Trip's public types: config, state, actions, events and views. Rulings are cited as
 * FT-n (docs/rules/fantasy-trip.md); screen rules as S-nn (the analysis's numbering).
 */
import type { BaseView, Player } from '../../core/game.js';
import type { Hex, HexDirection } from '../../core/hex.js';
import type { Edition } from './content/schema.js';

export type { Hex, HexDirection, Edition };

/** One figure as the config builds it (FT-3): attributes and what it carries. */
export interface FantasyTripFigureBuild {
  /** Display name, unique on its side. */
  readonly name: string;
  /** Strength: damage it can take, and the minimum for heavier weapons. */
  readonly st: number;
  /** Dexterity: what it rolls against to hit. */
  readonly dx: number;
  /** Intelligence (8 for a fighter). */
  readonly iq: number;
  /** Weapon ids it carries; the first is ready in hand, the rest slung (FT-3). */
  readonly weapons: readonly string[];
  /** Body armour id, or null. */
  readonly armor: string | null;
  /** Shield id, or null; ready unless the ready weapon needs both hands. */
  readonly shield: string | null;
}

/** A Fantasy Trip configuration: sides of figures in an arena. */
export interface FantasyTripConfig {
  /** The number of sides, one per seat: 2–6 (FT-2). */
  readonly players: number;
  /** The rules edition of the tables (FT-1): `'legacy'` (the screen's, default) or `'classic'`. */
  readonly edition: Edition;
  /** Each seat's figures, seat 0 first: 1–6 figures a side. */
  readonly sides: readonly (readonly FantasyTripFigureBuild[])[];
  /** The arena is a hexagon of this radius around (0, 0) (FT-4). */
  readonly arenaRadius: number;
  /** After this many turns the fight ends in a draw among the sides still standing (FT-20). */
  readonly turnLimit: number;
}

/** The options a figure may declare for a turn (S-10…S-32); which are open depends on engagement. */
export const FANTASY_TRIP_OPTIONS = ['move', 'charge', 'dodge', 'ready', 'standUp', 'shiftAttack', 'shiftDefend', 'disengage', 'pickUp'] as const;
/**
 * An option: `move` (a), `charge` (b: up to half MA, then attack), `dodge` (c), `ready` (e: up to 2
 * hexes, ready a weapon carried or lying near), `standUp` (g/p), `shiftAttack` (j), `shiftDefend`
 * (k), `disengage` (n), `pickUp` (q).
 */
export type FantasyTripOption = (typeof FANTASY_TRIP_OPTIONS)[number];

/** How a figure stands. A figure `down` was knocked down or fell; all its hexes count as rear. */
export type FantasyTripPosture = 'standing' | 'down';

/** Whether a figure is still in the fight (S-91). */
export type FantasyTripCondition = 'fighting' | 'unconscious' | 'dead';

/** A figure on the arena. `id` is its index in `state.figures`. */
export interface FantasyTripFigure {
  readonly id: number;
  /** The seat it fights for. */
  readonly side: Player;
  readonly name: string;
  /** Basic attributes (ST before injury). */
  readonly st: number;
  readonly dx: number;
  readonly iq: number;
  /** Movement allowance with its armour. */
  readonly ma: number;
  /** Worn armour id, or null. */
  readonly armor: string | null;
  /** ST lost to injury: ST now is `st - hits`. */
  hits: number;
  /** Where it stands (or lies). */
  at: Hex;
  /** The hex side it faces; its three front hexes are around that direction. */
  facing: HexDirection;
  posture: FantasyTripPosture;
  condition: FantasyTripCondition;
  /** This turn: the declared option (null before it moves). */
  option: FantasyTripOption | null;
  /** This turn: hexes moved. */
  moved: number;
  /** This turn: hexes moved in a straight line so far (a pole charge needs 3, FT-12). */
  line: number;
  /** This turn: whether it was engaged when its move began (decides its options, S-38). */
  engagedAtStart: boolean;
  /** This turn: whether it has taken its action (or lost it). */
  acted: boolean;
  /** This turn: hits taken after armour, from every source (S-92, S-93, S-06). */
  hitsThisTurn: number;
  /** Enemies it put hits on with a physical attack this turn (force retreats, S-06). */
  struck: number[];
  /** −2 DX on its next action: it took 5+ hits last turn (R-13, FT-13). */
  dazed: boolean;
  /** The turn it was knocked down, or null: the next turn it may only stand up (S-93, FT-14). */
  downSince: number | null;
}

/** Where an item is. */
export type FantasyTripItemState = 'ready' | 'slung' | 'ground' | 'broken';

/** A weapon or shield: every one is in exactly one place (an invariant). */
export interface FantasyTripItem {
  readonly id: number;
  readonly kind: 'weapon' | 'shield';
  /** The content id (`'broadsword'`, `'small-shield'`). */
  readonly ref: string;
  /** Who carries it (ready or slung), or null when it lies on the ground or is broken there. */
  holder: number | null;
  state: FantasyTripItemState;
  /** Where it lies, when on the ground or broken and dropped; null while carried. */
  at: Hex | null;
}

/** The steps of a turn (S-02…S-07). */
export const FANTASY_TRIP_PHASES = ['initiative', 'movement', 'actions', 'retreat', 'over'] as const;
/** A step of the turn. */
export type FantasyTripPhase = (typeof FANTASY_TRIP_PHASES)[number];

/** A force retreat on offer (S-06): the striker may push the victim one hex. */
export interface FantasyTripRetreatOffer {
  readonly striker: number;
  readonly victim: number;
  /** Set once the victim was pushed: the striker may then advance into this hex or stay. */
  vacated: Hex | null;
}

/** The turn in progress. */
export interface FantasyTripTurn {
  /** 1, 2, …; the fight ends in a draw after `config.turnLimit` (FT-20). */
  number: number;
  phase: FantasyTripPhase;
  /** The seat that won initiative this turn, once rolled. */
  initiative: Player | null;
  /** Seats in the order they move this turn (after the winner's choice). */
  order: Player[];
  /** Index into `order` of the seat moving now. */
  mover: number;
  /** The figure moving now, between its `begin` and its `end`. */
  moving: number | null;
  /** Figure ids in the order they act (adjDX, S-05); fixed when the action phase begins. */
  queue: number[];
  /** Index into `queue` of the figure to act next. */
  next: number;
  /** Force retreats still to offer, in action order. */
  retreats: FantasyTripRetreatOffer[];
}

/** The whole state of a fight: plain JSON. */
export interface FantasyTripState {
  readonly config: FantasyTripConfig;
  figures: FantasyTripFigure[];
  items: FantasyTripItem[];
  turn: FantasyTripTurn;
  /** Set when the fight is over: the seats with figures still fighting (all of them on a draw at the turn limit). */
  survivors: Player[] | null;
  /** What the last action (or setup) did. */
  events: FantasyTripEvent[];
}

/** Everything a player may do, one small step at a time (DESIGN §5). */
export type FantasyTripAction =
  | {
      /** The initiative winner chooses to move first or last (S-02, FT-6). */
      readonly type: 'initiative';
      readonly player: Player;
      readonly moveFirst: boolean;
    }
  | {
      /** Starts one of your figures' movement with its option for the turn (S-04). */
      readonly type: 'begin';
      readonly player: Player;
      readonly figure: number;
      readonly option: FantasyTripOption;
    }
  | {
      /** Moves the moving figure one hex; it then faces that way. */
      readonly type: 'step';
      readonly player: Player;
      readonly direction: HexDirection;
    }
  | {
      /** Ends the moving figure's movement, facing `facing`. */
      readonly type: 'end';
      readonly player: Player;
      readonly facing: HexDirection;
    }
  | {
      /** The acting figure attacks `target` with its ready weapon (or bare hands). */
      readonly type: 'attack';
      readonly player: Player;
      readonly target: number;
    }
  | {
      /** The acting figure (option `disengage`) moves one hex (S-24). */
      readonly type: 'disengage';
      readonly player: Player;
      readonly direction: HexDirection;
    }
  | {
      /** The acting figure readies `item`: one it carries slung, or one lying in or next to its hex (S-14, S-27). */
      readonly type: 'pickUp';
      readonly player: Player;
      readonly item: number;
    }
  | {
      /** The acting figure lets its action go (it may always). */
      readonly type: 'pass';
      readonly player: Player;
    }
  | {
      /** The striker pushes the victim into `to` (S-06), or declines with null. */
      readonly type: 'retreat';
      readonly player: Player;
      readonly to: Hex | null;
    }
  | {
      /** After a force retreat: the striker advances into the vacated hex, or stays. */
      readonly type: 'advance';
      readonly player: Player;
      readonly advance: boolean;
    };

/** What happened, for logs and UIs. Every die rolled is in an event. */
export type FantasyTripEvent =
  | { readonly type: 'turnStarted'; readonly turn: number }
  | { readonly type: 'initiativeRolled'; readonly rolls: readonly (number | null)[]; readonly winner: Player | null }
  | { readonly type: 'moveOrder'; readonly order: readonly Player[] }
  | { readonly type: 'optionChosen'; readonly figure: number; readonly name: string; readonly option: FantasyTripOption }
  | { readonly type: 'moved'; readonly figure: number; readonly name: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: 'faced'; readonly figure: number; readonly name: string; readonly facing: HexDirection }
  | { readonly type: 'actionOrder'; readonly queue: readonly number[]; readonly tieRolls: readonly { readonly figure: number; readonly die: number }[] }
  | {
      readonly type: 'attacked';
      readonly figure: number;
      readonly name: string;
      readonly target: number;
      readonly targetName: string;
      readonly weapon: string | null;
      /** The dice rolled to hit (3, or 4 against a defender or dodger). */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against. */
      readonly adjDX: number;
      readonly hit: boolean;
      readonly multiplier: number;
      readonly fumble: 'none' | 'drop' | 'break';
    }
  | {
      readonly type: 'damaged';
      readonly figure: number;
      readonly name: string;
      /** The damage dice and the total before armour (multiplied). */
      readonly dice: readonly number[];
      readonly rolled: number;
      /** Hits stopped by armour and shield. */
      readonly stopped: number;
      /** Hits taken: ST lost. */
      readonly hits: number;
      /** ST left. */
      readonly st: number;
    }
  | { readonly type: 'dazed'; readonly figure: number; readonly name: string }
  | { readonly type: 'knockedDown'; readonly figure: number; readonly name: string }
  | { readonly type: 'stoodUp'; readonly figure: number; readonly name: string }
  | { readonly type: 'unconscious'; readonly figure: number; readonly name: string }
  | { readonly type: 'died'; readonly figure: number; readonly name: string }
  | { readonly type: 'itemDropped'; readonly figure: number; readonly name: string; readonly item: number; readonly ref: string }
  | { readonly type: 'itemBroken'; readonly figure: number; readonly name: string; readonly item: number; readonly ref: string }
  | { readonly type: 'itemReadied'; readonly figure: number; readonly name: string; readonly item: number; readonly ref: string }
  | { readonly type: 'disengaged'; readonly figure: number; readonly name: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: 'passed'; readonly figure: number; readonly name: string }
  | { readonly type: 'retreated'; readonly striker: number; readonly strikerName: string; readonly victim: number; readonly victimName: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: 'advanced'; readonly figure: number; readonly name: string; readonly to: Hex }
  | { readonly type: 'fightEnded'; readonly survivors: readonly Player[]; readonly draw: boolean };

/** A seat's view. Melee has no hidden facts: every seat sees the whole arena (FT-30). */
export interface FantasyTripView extends BaseView<FantasyTripEvent> {
  readonly config: FantasyTripConfig;
  readonly figures: readonly FantasyTripFigure[];
  readonly items: readonly FantasyTripItem[];
  readonly turn: FantasyTripTurn;
  readonly survivors: readonly Player[] | null;
}
