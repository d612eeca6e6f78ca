/**
 * Magika's public types: config, state, orders and actions, events and views. Names carry the
 * game's prefix (DESIGN §11). The rulings cited (MG-n) are in docs/rules/magika.md.
 */
import type { Player } from '../../core/game.js';
import type { ArtifactId } from './content/artifacts.js';
import type { CloakColor } from './content/cloaks.js';
import type { EbonTaskId } from './content/ebon-tasks.js';
import type { Alignment, RaceId } from './content/races.js';
import type { SpellCode } from './content/spells.js';
import type { TerrainNumber } from './content/terrain.js';
import type { MagikaDirection, MagikaHex } from './rules/map.js';

export type { ArtifactId, CloakColor, EbonTaskId, Alignment, RaceId, SpellCode, TerrainNumber, MagikaDirection, MagikaHex };

/** The five phases of a turn (TU-1). */
export const MAGIKA_PHASES = [1, 2, 3, 4, 5] as const;
/** A phase of a turn, 1 to 5. */
export type MagikaPhase = (typeof MAGIKA_PHASES)[number];

/** The nine order types, in the Sequence of Events of Figure 4 (L241-243): the step each is resolved in. */
export const MAGIKA_ORDER_TYPES = ['demand', 'give', 'don', 'cast', 'move', 'search', 'drop', 'meditate', 'rest'] as const;
/** An order type. */
export type MagikaOrderType = (typeof MAGIKA_ORDER_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Config

/** One seat's mage, chosen before the game (SU-1, MG-7). */
export interface MagikaMageConfig {
  /** The mage's name, shown to others from ring 2 (L324). */
  readonly name: string;
  /** One of the five races of Figure 1. */
  readonly race: RaceId;
  /** An alignment the race allows (Figure 1; an Elf is never Neutral, L157-158). */
  readonly alignment: Alignment;
  /** Which side of 0 a Neutral mage starts on: +5 or −5 (L417-418, MG-7); ignored for Good and Evil. */
  readonly lean: 1 | -1;
}

/** How the cavern's terrain is chosen (MG-2): the checked-in map, a map drawn at setup, or your own 351 terrain numbers. */
export type MagikaMapChoice = 'default' | 'random' | readonly TerrainNumber[];

/** A Magika game's configuration, checked by `parseConfig` (BAD_CONFIG names the rule broken). */
export interface MagikaConfig {
  /** Seats, 2 to 13: up to twelve novices and the Ebon Mage (MG-6). */
  readonly players: number;
  /** Whether the last seat is the Ebon Mage (MG-6). */
  readonly ebon: boolean;
  /** One mage per seat, the Ebon Mage last when there is one. */
  readonly mages: readonly MagikaMageConfig[];
  /** The terrain of the cavern (MG-2). */
  readonly map: MagikaMapChoice;
  /** The turn after which the game ends and is scored, if nothing ended it sooner (MG-56). */
  readonly maxTurns: number;
}

// ---------------------------------------------------------------------------------------------
// Orders and actions

/** Move one hex (VII MOVE, VIII). */
export interface MagikaMoveOrder {
  /** Move. */
  readonly type: 'move';
  /** One of the six directions; southward only by exception (MG-16), any for the Ebon Mage. */
  readonly direction: MagikaDirection;
}
/** Rest: recover Endurance by the terrain's rate (VII REST). */
export interface MagikaRestOrder {
  /** Rest. */
  readonly type: 'rest';
}
/** Search: pick up what lies in the hex, or look for a scroll (VII SEARCH, MG-20). */
export interface MagikaSearchOrder {
  /** Search. */
  readonly type: 'search';
}
/** Meditate: recover Arcania (VII MEDITATE, MG-12). */
export interface MagikaMeditateOrder {
  /** Meditate. */
  readonly type: 'meditate';
}
/** Drop an item, or `'all'` of them but a donned cloak (VII DROP, MG-21). */
export interface MagikaDropOrder {
  /** Drop. */
  readonly type: 'drop';
  /** An item the mage holds: `'scroll-<n>'`, `'cloak-<n>'` or an artifact id; or `'all'`. */
  readonly item: string;
}
/** Give an item to a mage in the same hex (VII GIVE, MG-22). */
export interface MagikaGiveOrder {
  /** Give. */
  readonly type: 'give';
  /** An item the mage holds: `'scroll-<n>'`, `'cloak-<n>'` or an artifact id. */
  readonly item: string;
  /** The seat that receives it. */
  readonly recipient: Player;
}
/** Demand an artifact from the mage holding it in the same hex (VII DEMAND, X, MG-24). */
export interface MagikaDemandOrder {
  /** Demand. */
  readonly type: 'demand';
  /** The artifact demanded. */
  readonly artifact: ArtifactId;
}
/** Don a cloak to join its colour's team (VII DON, XI, MG-23). */
export interface MagikaDonOrder {
  /** Don. */
  readonly type: 'don';
  /** The cloak's id (`cloak-<n>` names it in items). */
  readonly cloak: number;
}
/** Read a scroll and cast its spell (VII CAST, XVI; MG-28…MG-33, MG-58). */
export interface MagikaCastOrder {
  /** Cast. */
  readonly type: 'cast';
  /** The scroll's number among the caster's scrolls. */
  readonly scroll: number;
  /** Minor or major (L403-406). */
  readonly level: MagikaSpellLevel;
  /** The spell's parameter as Figure 7 names it (a seat, a colour, a terrain…), or null. */
  readonly target: string | null;
}

/** One order of a plan: what a mage does in one phase. */
export type MagikaOrder = MagikaMoveOrder | MagikaRestOrder | MagikaSearchOrder | MagikaMeditateOrder | MagikaDropOrder | MagikaGiveOrder | MagikaDemandOrder | MagikaDonOrder | MagikaCastOrder;

/** What every action adds to its order: who writes it, and for which phase. */
export interface MagikaActionBase {
  /** The seat writing the order. */
  readonly player: Player;
  /** The phase it is for: always the next phase of the seat's plan (MG-8). */
  readonly phase: MagikaPhase;
}

/**
 * An action: one order written into a seat's secret plan for the turn, phase by phase (MG-8).
 * The fifth sends the plan; when every seat has sent one, the turn is resolved.
 */
export type MagikaAction = MagikaOrder extends infer O ? (O extends MagikaOrder ? O & MagikaActionBase : never) : never;

// ---------------------------------------------------------------------------------------------
// State

/** A scroll a mage carries: a spell to be read once (IT-2). */
export interface MagikaScroll {
  /** Its number among its holder's scrolls (`scroll-<n>`); a scroll given on gets a new one. */
  readonly id: number;
  /** The spell it carries. */
  readonly spell: SpellCode;
  /** Whether it never disintegrates when read (Prolonged Spell at the major level, or the Ebon Mage's Teleport, L351; MG-31, MG-52). */
  readonly permanent: boolean;
  /** The last turn it survives being read, under Prolonged Spell at the minor level; 0 for none (MG-31). */
  readonly keepUntil: number;
  /** The turn it was last read, 0 if never: a prolonged scroll read twice in one turn is destroyed (L479-481). */
  readonly readOn: number;
}

/** A spell's level (L403-406): minor or major ("X"). */
export type MagikaSpellLevel = 'minor' | 'major';

/**
 * A spell in effect (MG-36): what it is, who cast it, whom or where it acts on, and the last phase it
 * lasts, counted as `(turn − 1) × 5 + phase` from the game's start.
 */
export interface MagikaEffect {
  /** The spell. */
  readonly spell: SpellCode;
  /** Its level. */
  readonly level: MagikaSpellLevel;
  /** The caster. */
  readonly caster: Player;
  /** The mage it acts on, or null for an effect on hexes (elemental spells, fog). */
  readonly subject: Player | null;
  /** The hexes it acts on (elemental spells, Fog Map), else empty. */
  readonly hexes: readonly MagikaHex[];
  /** For Elemental Arrangement: the terrain each of `hexes` had before, restored when it ends. */
  readonly was: readonly number[];
  /** For Prolonged Spell: the scroll it keeps; else null. */
  readonly scroll: number | null;
  /** The last phase it lasts, as `(turn − 1) × 5 + phase`; −1 for the rest of the game. */
  readonly until: number;
}

/** A mage's statistics and what it carries; race and alignment are in the config. */
export interface MagikaMage {
  /** Where it stands. */
  hex: MagikaHex;
  /** Endurance now (ST-2); 0 is unconscious, under 10 exhausted (MG-10). */
  endurance: number;
  /** Its maximum. */
  maxEndurance: number;
  /** Arcania now (ST-3). */
  arcania: number;
  /** Its maximum. */
  maxArcania: number;
  /** Spell Skill in percent (ST-4); the Ebon Mage's stays 100. */
  skill: number;
  /** Aptitude, from +100 (Good) to −100 (Evil) (MG-28). */
  aptitude: number;
  /** The id of the cloak it wears, or null for Black (TM-1). */
  donned: number | null;
  /** Whether a failed re-cloak left it Black for good, carrying no cloak (TM-6, MG-23). */
  forcedBlack: boolean;
  /** Scrolls, at most six (IT-2). */
  scrolls: MagikaScroll[];
  /** The number its next scroll gets. */
  nextScroll: number;
  /** Physical moves made this turn: which row of Figure 5 the next costs (MG-14). */
  moves: number;
  /** Phases of this turn resolved as a rest: five earn the bonus (MG-11). */
  rests: number;
  /** Whether it fell unconscious this turn and rests the rest of it (MG-10). */
  out: boolean;
  /** Demands it has won this game (the Ebon Mage's tasks, MG-53). */
  demandsWon: number;
  /** Items it has given to novices this game (MG-53). */
  gifts: number;
  /** Spells it has cast this game, by alignment: good, neutral, evil (MG-53). */
  casts: [number, number, number];
}

/** Where an artifact is: lying in a hex, or held by a mage (invariant 1). */
export interface MagikaArtifactPlace {
  /** The hex it lies in, or null while held. */
  hex: MagikaHex | null;
  /** The seat holding it, or null while it lies in a hex. */
  holder: Player | null;
}

/** A cloak: lying in a hex (never shown in recon, MG-4) or carried. */
export interface MagikaCloak {
  /** Its id (`cloak-<n>`). */
  readonly id: number;
  /** Its colour. */
  readonly color: CloakColor;
  /** The hex it lies in, or null while carried. */
  hex: MagikaHex | null;
  /** The seat carrying it, or null while it lies in a hex. */
  holder: Player | null;
}

/** A strength level: what others see of a mage's Endurance (RC-3, MG-47). */
export type MagikaStrength = 'unconscious' | 'exhausted' | 'weak' | 'healthy' | 'robust';
/** A serenity level: what others see of a mage's Arcania (RC-3, MG-47). */
export type MagikaSerenity = 'spent' | 'sapped' | 'fair' | 'intense';
/** A direction on the report's compass, or `'here'` (MG-49). */
export type MagikaBearing = 'here' | 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
/** A mage's team as a report shows it: a cloak colour, or `'black'` for none. */
export type MagikaTeam = CloakColor | 'black';

/** Another mage as one recon ring shows it (RC-2, MG-47); what the ring does not show is null. */
export interface MagikaSeenMage {
  /** Its seat (its name and identity letter are in the roster). */
  readonly seat: Player;
  /** The ring it was seen from; −1 when known otherwise (a teammate, or a mage carrying one's colour, L333-337). */
  readonly ring: number;
  /** Its cloak (ring 2). */
  readonly team: MagikaTeam | null;
  /** Its race (ring 1; the Ebon Mage's from ring 2). */
  readonly race: RaceId | null;
  /** Its alignment (ring 0; the Ebon Mage's from ring 1). */
  readonly alignment: Alignment | null;
  /** Artifacts it carries: alignment ones from ring 1, all at ring 0 (the Ebon Mage's all from ring 2). */
  readonly artifacts: readonly ArtifactId[] | null;
  /** How many items it carries (ring 0; the Ebon Mage's from ring 2). */
  readonly items: number | null;
  /** The spells it carries (the Ebon Mage's only, from ring 1). */
  readonly scrolls: readonly SpellCode[] | null;
  /** Its strength level (ring 0; the Ebon Mage's from ring 1). */
  readonly strength: MagikaStrength | null;
  /** Its serenity level (ring 0; the Ebon Mage's from ring 1). */
  readonly serenity: MagikaSerenity | null;
}

/** One hex of a recon map (RC-2): what the nearest of the seat and its teammates sees of it. */
export interface MagikaSightHex {
  /** The hex. */
  readonly hex: MagikaHex;
  /** Its ring, 0 to 3, from the nearest of the seat and its teammates. */
  readonly ring: number;
  /** Its terrain now. */
  readonly terrain: TerrainNumber;
  /** Whether a mage stands there (ring 3 tells no more, but the Ebon Mage). */
  readonly occupied: boolean;
  /** The mages standing there that the ring shows (the seat itself left out). */
  readonly mages: readonly MagikaSeenMage[];
  /** Artifacts lying there that the ring shows (alignment from ring 3, racial 2, ability 1). */
  readonly artifacts: readonly ArtifactId[];
}

/** An alignment artifact a seat senses (AR-3): which, and where it is. */
export interface MagikaSensedArtifact {
  /** The artifact. */
  readonly artifact: ArtifactId;
  /** Its hex: where it lies, or where its holder stands. */
  readonly hex: MagikaHex;
}

/** A mage carrying a cloak of the seat's own colour (L335-337). */
export interface MagikaCloakmate {
  /** Its seat. */
  readonly seat: Player;
  /** Where it is. */
  readonly hex: MagikaHex;
  /** Its team: the colour it wears, or `'black'`. */
  readonly team: MagikaTeam;
}

/** A teammate's part of the report (RC-4, L196-197): who it is, where, and what it carries. */
export interface MagikaAllyReport {
  /** The teammate's seat. */
  readonly seat: Player;
  /** Its hex. */
  readonly hex: MagikaHex;
  /** Its race. */
  readonly race: RaceId;
  /** Its alignment. */
  readonly alignment: Alignment;
  /** The spells of its scrolls. */
  readonly scrolls: readonly SpellCode[];
  /** The colours of its cloaks. */
  readonly cloaks: readonly CloakColor[];
  /** Its artifacts. */
  readonly artifacts: readonly ArtifactId[];
}

/** The Standings of a report (RC-6, MG-51): the others' least and greatest statistics, and the seat's VP if the game ended now. */
export interface MagikaStandings {
  /** The least Endurance, Arcania, Spell Skill and aptitude (for each one's own alignment) among the other mages. */
  readonly min: readonly [number, number, number, number];
  /** The greatest of the same. */
  readonly max: readonly [number, number, number, number];
  /** The seat's Victory Points if the game had ended this turn, in quarter points (MG-54). */
  readonly quarters: number;
}

/** What an information spell told a seat about another mage (MG-43): null where it told nothing. */
export interface MagikaIntelMage {
  /** The mage. */
  readonly seat: Player;
  /** The spells of its scrolls (Know Spell Status, Intelligence Report). */
  readonly scrolls: readonly SpellCode[] | null;
  /** The colours of its cloaks (Intelligence Report). */
  readonly cloaks: readonly CloakColor[] | null;
  /** Its artifacts (Intelligence Report). */
  readonly artifacts: readonly ArtifactId[] | null;
  /** The spells in effect on it (Know Spell Status). */
  readonly effects: readonly SpellCode[] | null;
}

/** What information spells told a seat at the end of a turn (MG-43). */
export interface MagikaIntel {
  /** Artifacts located by Knowledge of Artifacts. */
  readonly artifacts: readonly MagikaSensedArtifact[];
  /** Mages within ring 3 read by Intelligence Report or Know Spell Status. */
  readonly mages: readonly MagikaIntelMage[];
}

/** A seat's turn report (XIX, MG-48), made at setup and after every turn. */
export interface MagikaReport {
  /** The turn it was made after (0 at setup). */
  readonly turn: number;
  /** The recon map: every hex within 3 of the seat or a teammate. */
  readonly sight: readonly MagikaSightHex[];
  /** Teammates' positions and items. */
  readonly allies: readonly MagikaAllyReport[];
  /** Mages carrying a cloak of the seat's colour: where they are and which team they are on (L335-337). */
  readonly cloakmates: readonly MagikaCloakmate[];
  /** Alignment artifacts the seat is attuned to, and where they are (AR-3; the Ebon Mage all three, L349). */
  readonly attuned: readonly MagikaSensedArtifact[];
  /** Which way the seat's racial artifact lies, or null for the Ebon Mage (AR-4, MG-49). */
  readonly racial: MagikaBearing | null;
  /** The Standings. */
  readonly standings: MagikaStandings;
  /** What information spells told it this turn (MG-43). */
  readonly intel: MagikaIntel;
}

/** Another mage as a seat last saw it (MG-48): kept in the state, so views need nothing else. */
export interface MagikaSighting {
  /** The turn of the report it was seen in (0 at setup). */
  readonly turn: number;
  /** Where it stood. */
  readonly hex: MagikaHex;
  /** What the nearest ring showed of it. */
  readonly seen: MagikaSeenMage;
}

/** What a seat knows beyond its own mage (MG-48), updated with every report. */
export interface MagikaKnowledge {
  /** The history map: the terrain number each hex had when last seen, 0 where never seen. */
  terrain: number[];
  /** Each seat's race once seen (it never changes), else null; the seat's own always. */
  races: (RaceId | null)[];
  /** Each seat's alignment once seen, else null; the seat's own always. */
  alignments: (Alignment | null)[];
  /** Each other seat's last sighting, or null if never seen (the seat's own is null). */
  sightings: (MagikaSighting | null)[];
  /** Each artifact's last known place (by artifact index), or null if never known. */
  artifacts: (MagikaArtifactSighting | null)[];
}

/** Where a seat last knew an artifact to be. */
export interface MagikaArtifactSighting {
  /** The turn of the report it was known in. */
  readonly turn: number;
  /** Its hex then. */
  readonly hex: MagikaHex;
  /** The seat that held it, or null if it lay on the ground or its holder was not seen. */
  readonly holder: Player | null;
}

/** How a game of Magika ended (VP-0, MG-19, MG-26, MG-56). */
export type MagikaEndReason = 'goal' | 'globe' | 'gathered' | 'turnLimit';

/** One mage's Victory Points by category, in quarter points (XV, MG-54). */
export interface MagikaScore {
  /** Position: 8 (2 points) for each other mage as far or farther from the Goal Square. */
  readonly position: number;
  /** Individual standing: 3 (¾ point) for each other mage with as little or less, per statistic: Endurance, Arcania, Spell Skill, aptitude. */
  readonly individual: readonly [number, number, number, number];
  /** Team standing: 4 (1 point) per team with as low or lower a value: Expendables, then Learnables. */
  readonly team: readonly [number, number];
  /** Quest bonuses: alignment, racial and ability artifacts. */
  readonly quest: readonly [number, number, number];
  /** The Ebon Mage's tasks met, 16 (4 points) each. */
  readonly tasks: number;
  /** The sum, in quarter points. */
  readonly total: number;
}

/** The end of a game: why, when, and the final score. */
export interface MagikaEnd {
  /** Why it ended. */
  readonly reason: MagikaEndReason;
  /** The turn it ended in. */
  readonly turn: number;
  /** The phase it ended after. */
  readonly phase: MagikaPhase;
  /** The seats that formed the Globe of Life (empty unless the reason is `globe`); they finish first (VP-1). */
  readonly globe: readonly Player[];
  /** The novice that reached the Goal Square, or null. */
  readonly goal: Player | null;
  /** Each seat's Victory Points. */
  readonly scores: readonly MagikaScore[];
  /** The Ebon Mage's tasks met (revealed at the end, L396). */
  readonly tasksMet: readonly EbonTaskId[];
}

/** A full Magika state: plain JSON (DESIGN §3). */
export interface MagikaState {
  /** The configuration (the mages' races and alignments are hidden from others, MG-48). */
  readonly config: MagikaConfig;
  /** The terrain number of every hex now, by hex id. */
  terrain: TerrainNumber[];
  /** The turn being planned, from 1. */
  turn: number;
  /** The mages, by seat. */
  mages: MagikaMage[];
  /** Each seat's orders written so far for this turn, phase 1 first (secret, MG-8). */
  plans: MagikaOrder[][];
  /** The twelve artifacts' places, in ARTIFACT_IDS order. */
  artifacts: MagikaArtifactPlace[];
  /** Every cloak not yet disintegrated. */
  cloaks: MagikaCloak[];
  /** The Ebon Mage's tasks (hidden from the novices until the end, L395-396); empty without him. */
  ebonTasks: EbonTaskId[];
  /** The spells in effect (MG-36). */
  effects: MagikaEffect[];
  /**
   * For statistics: how many times each spell was read, and how many of those worked, by its place
   * in Figure 7 (index 0 is Spell Aid). Never shown in a view: it is hidden from every seat.
   */
  tally: {
    /** How many times each spell was read (including failures and casts of no possible effect). */
    cast: number[];
    /** How many of those casts worked. */
    worked: number[];
  };
  /** What each seat knows (MG-48). */
  knowledge: MagikaKnowledge[];
  /** Each seat's last turn report (MG-51). */
  reports: MagikaReport[];
  /** How the game ended, once it has. */
  end: MagikaEnd | null;
  /** The events of the action that made this state. */
  events: MagikaEvent[];
}

// ---------------------------------------------------------------------------------------------
// Events

/** Who may see an event: these seats, or everyone (null) (MG-50). */
export type MagikaAudience = readonly Player[] | null;

/** What every Magika event has: who may see it. */
export interface MagikaEventBase {
  /** Who may see it: these seats, or everyone (null). */
  readonly audience: MagikaAudience;
}

/** How a scroll came to a mage. */
export type MagikaScrollSource = 'start' | 'found' | 'given';

/** Every event of a Magika game. */
export type MagikaEvent =
  | (MagikaEventBase & {
      /** Setup is done. */
      readonly type: 'setupDone';
      /** Seats. */
      readonly players: number;
      /** The Ebon Mage's seat, or null. */
      readonly ebon: Player | null;
      /** The turn limit. */
      readonly maxTurns: number;
    })
  | (MagikaEventBase & {
      /** A scroll came to a mage. */
      readonly type: 'scrollGained';
      /** The mage. */
      readonly player: Player;
      /** Its number. */
      readonly scroll: number;
      /** Its spell. */
      readonly spell: SpellCode;
      /** How it came. */
      readonly how: MagikaScrollSource;
    })
  | (MagikaEventBase & {
      /** A scroll disintegrated (IT-2): dropped, or one too many (MG-21). */
      readonly type: 'scrollLost';
      /** The mage that had it or would have had it. */
      readonly player: Player;
      /** Its spell. */
      readonly spell: SpellCode;
      /** Why: dropped, one too many, burned by a spell, or read and gone (MG-31). */
      readonly why: 'dropped' | 'overflow' | 'burned' | 'read';
    })
  | (MagikaEventBase & {
      /** A turn began: plans are written. */
      readonly type: 'turnStarted';
      /** Its number. */
      readonly turn: number;
    })
  | (MagikaEventBase & {
      /** A seat wrote an order into its plan (seen by that seat only). */
      readonly type: 'ordered';
      /** The seat. */
      readonly player: Player;
      /** The phase. */
      readonly phase: MagikaPhase;
      /** The order. */
      readonly order: MagikaOrder;
    })
  | (MagikaEventBase & {
      /** A seat finished its plan: its orders are in (the orders stay secret). */
      readonly type: 'planSent';
      /** The seat. */
      readonly player: Player;
    })
  | (MagikaEventBase & {
      /** A phase's orders are resolved. */
      readonly type: 'phaseStarted';
      /** The turn. */
      readonly turn: number;
      /** The phase. */
      readonly phase: MagikaPhase;
    })
  | (MagikaEventBase & {
      /** A mage too tired to do anything else rests instead of its order (MG-10). */
      readonly type: 'forcedRest';
      /** The mage. */
      readonly player: Player;
      /** Exhausted (under 10 Endurance) or unconscious this turn. */
      readonly why: 'exhausted' | 'unconscious';
    })
  | (MagikaEventBase & {
      /** An order could not be carried out; unless told otherwise, the mage rests instead (TU-7). */
      readonly type: 'orderFailed';
      /** The mage. */
      readonly player: Player;
      /** The order. */
      readonly order: MagikaOrderType;
      /** Why, in words. */
      readonly why: string;
      /** Whether the phase is spent resting instead. */
      readonly rests: boolean;
    })
  | (MagikaEventBase & {
      /** A demand was made (MG-24): won, or denied. */
      readonly type: 'demanded';
      /** The demander; null in the holder's copy when the holder cannot see it (an invisible demander, MG-61). */
      readonly player: Player | null;
      /** The artifact. */
      readonly artifact: ArtifactId;
      /** Who held it. */
      readonly holder: Player;
      /** Whether the demander took it. */
      readonly won: boolean;
    })
  | (MagikaEventBase & {
      /** An item changed hands by Give (MG-22). */
      readonly type: 'gave';
      /** The giver. */
      readonly player: Player;
      /** The receiver. */
      readonly recipient: Player;
      /** What it was: a spell, a cloak colour or an artifact. */
      readonly what: string;
    })
  | (MagikaEventBase & {
      /** A cloak was donned (MG-23). */
      readonly type: 'donned';
      /** The mage. */
      readonly player: Player;
      /** The cloak's colour. */
      readonly color: CloakColor;
      /** Joined the team; or the cloak disintegrated (a Black mage refused); or a failed re-cloak. */
      readonly result: 'joined' | 'refused' | 'recloakFailed';
    })
  | (MagikaEventBase & {
      /** A mage moved (MG-14). */
      readonly type: 'moved';
      /** The mage. */
      readonly player: Player;
      /** The direction. */
      readonly direction: MagikaDirection;
      /** From. */
      readonly from: MagikaHex;
      /** To. */
      readonly to: MagikaHex;
      /** Which move of the turn it was. */
      readonly nth: number;
      /** Endurance it cost. */
      readonly cost: number;
    })
  | (MagikaEventBase & {
      /** A search (MG-20): what it found and what it cost. */
      readonly type: 'searched';
      /** The mage. */
      readonly player: Player;
      /** The d100 rolled for a scroll, or null when items were picked up instead. */
      readonly roll: number | null;
      /** The most the roll could be to find one. */
      readonly need: number;
      /** What it found: items lying there, a scroll, or nothing. */
      readonly found: 'items' | 'scroll' | 'nothing';
      /** Endurance the search cost. */
      readonly cost: number;
    })
  | (MagikaEventBase & {
      /** A mage picked up an item lying in its hex (MG-20). */
      readonly type: 'pickedUp';
      /** The mage. */
      readonly player: Player;
      /** What: a cloak colour or an artifact. */
      readonly what: string;
    })
  | (MagikaEventBase & {
      /** A mage dropped an item (VII DROP). */
      readonly type: 'dropped';
      /** The mage. */
      readonly player: Player;
      /** What: a spell, a cloak colour or an artifact. */
      readonly what: string;
    })
  | (MagikaEventBase & {
      /** A phase of meditation (MG-12). */
      readonly type: 'meditated';
      /** The mage. */
      readonly player: Player;
      /** Arcania gained. */
      readonly gain: number;
      /** Arcania now. */
      readonly arcania: number;
    })
  | (MagikaEventBase & {
      /** A phase of rest (MG-11). */
      readonly type: 'rested';
      /** The mage. */
      readonly player: Player;
      /** Endurance gained. */
      readonly gain: number;
      /** Endurance now. */
      readonly endurance: number;
      /** Whether this is the bonus for resting all five phases. */
      readonly bonus: boolean;
    })
  | (MagikaEventBase & {
      /** A mage fell to 0 Endurance and rests the rest of the turn (MG-10). */
      readonly type: 'unconscious';
      /** The mage. */
      readonly player: Player;
    })
  | (MagikaEventBase & {
      /** The Rod of Obedience moved its holder's aptitude toward perfect (L278-279). */
      readonly type: 'obeyed';
      /** The holder. */
      readonly player: Player;
      /** Aptitude now. */
      readonly aptitude: number;
    })
  | (MagikaEventBase & {
      /** A random draw broke a tie of initiative (Figure 3's last rule, MG-9, MG-18): the Game Master's record, addressed to no seat. */
      readonly type: 'tieBroken';
      /** The step: Demand, Give, Don, Move or Search. */
      readonly step: MagikaOrderType;
      /** The tied seats in the order drawn. */
      readonly order: readonly Player[];
    })
  | (MagikaEventBase & {
      /** A novice reached the Goal Square: the game ends with this phase (VP-0, MG-19). */
      readonly type: 'goalReached';
      /** The novice. */
      readonly player: Player;
    })
  | (MagikaEventBase & {
      /** The Globe of Life formed: its makers and those beside them go to the Goal Square (AR-2, MG-26). */
      readonly type: 'globeFormed';
      /** Who formed it. */
      readonly formers: readonly Player[];
      /** Everyone taken to the Goal Square. */
      readonly taken: readonly Player[];
    })
  | (MagikaEventBase & {
      /** The three alignment artifacts ended a turn in one hex and took its mages to the Goal Square (AR-2, MG-26). */
      readonly type: 'gathered';
      /** The hex. */
      readonly hex: MagikaHex;
      /** The mages taken. */
      readonly taken: readonly Player[];
    })
  | (MagikaEventBase & {
      /** A scroll was read (XVI; MG-28…MG-32): what it cost, the ability check, and what came of it. */
      readonly type: 'cast';
      /** The caster. */
      readonly player: Player;
      /** The spell. */
      readonly spell: SpellCode;
      /** Its level. */
      readonly level: MagikaSpellLevel;
      /** What the order named. */
      readonly target: string | null;
      /** Arcania paid. */
      readonly cost: number;
      /** The d100 of the ability check, or null when none was rolled (a certain failure, or no possible effect). */
      readonly roll: number | null;
      /** The most the roll could be to succeed (the Spell Skill with its modifiers). */
      readonly need: number;
      /** It worked; it failed; or it could have no effect (MG-32). */
      readonly result: 'success' | 'failure' | 'noEffect';
      /** Whether a Spell Skill above 100 gave a bonus (MG-30). */
      readonly bonus: boolean;
    })
  | (MagikaEventBase & {
      /** After a cast: the caster's aptitude moved, and its Spell Skill may have risen by 5 (L409-411). */
      readonly type: 'learned';
      /** The caster. */
      readonly player: Player;
      /** Aptitude now. */
      readonly aptitude: number;
      /** The d100 for a skill gain, or null (the Ebon Mage's skill stays 100). */
      readonly roll: number | null;
      /** Spell Skill now. */
      readonly skill: number;
    })
  | (MagikaEventBase & {
      /** A spell reached a mage (MG-34, MG-35, MG-50): it took effect, a protection stopped it, or the mage resisted. */
      readonly type: 'struck';
      /** The mage reached. */
      readonly player: Player;
      /** The spell. */
      readonly spell: SpellCode;
      /** The caster, if the mage's recon would name it (within 2 hexes, not invisible); else null (MG-50, MG-61). */
      readonly caster: Player | null;
      /** What came of it. */
      readonly outcome: 'affected' | 'protected' | 'resisted';
    })
  | (MagikaEventBase & {
      /** A spell moved a mage (Teleport, Chaos; MG-38, MG-40). */
      readonly type: 'teleported';
      /** The mage. */
      readonly player: Player;
      /** From. */
      readonly from: MagikaHex;
      /** To. */
      readonly to: MagikaHex;
    })
  | (MagikaEventBase & {
      /** An order came to nothing under Paralyze Mage or Anti-Magic (L546-554, MG-46): no rest instead. */
      readonly type: 'prevented';
      /** The mage. */
      readonly player: Player;
      /** The order. */
      readonly order: MagikaOrderType;
      /** The spell that stopped it. */
      readonly by: SpellCode;
    })
  | (MagikaEventBase & {
      /** Steal Item took an item (MG-42). */
      readonly type: 'stolen';
      /** The thief; null in the victim's copy when its recon would not name the thief (more than 2 hexes off, or invisible; MG-50, MG-61). */
      readonly player: Player | null;
      /** The mage robbed. */
      readonly victim: Player;
      /** What it was. */
      readonly what: string;
    })
  | (MagikaEventBase & {
      /** A seat's turn report (XIX, MG-48). */
      readonly type: 'reported';
      /** The seat. */
      readonly player: Player;
      /** The report. */
      readonly report: MagikaReport;
    })
  | (MagikaEventBase & {
      /** The game ended (XV). */
      readonly type: 'gameEnded';
      /** Why. */
      readonly reason: MagikaEndReason;
      /** Each seat's Victory Points, in quarter points. */
      readonly quarters: readonly number[];
      /** The Globe's formers, who finish first. */
      readonly globe: readonly Player[];
    });

// ---------------------------------------------------------------------------------------------
// Views

/** A seat as everyone knows it: the contest's roster. */
export interface MagikaRosterEntry {
  /** The seat. */
  readonly seat: Player;
  /** Its identity letter, A onward in seat order (MG-6). */
  readonly letter: string;
  /** Its mage's name. */
  readonly name: string;
  /** Whether it is the Ebon Mage. */
  readonly ebon: boolean;
}

/** A mage's status (ST-6): OK, exhausted or unconscious. */
export type MagikaStatus = 'ok' | 'exhausted' | 'unconscious';

/** A cloak the seat's mage carries. */
export interface MagikaOwnCloak {
  /** Its id (`cloak-<n>` in orders). */
  readonly id: number;
  /** Its colour. */
  readonly color: CloakColor;
  /** Whether it is the one worn. */
  readonly donned: boolean;
}

/** The seat's own mage in full, as its report shows it (L587-588). */
export interface MagikaOwnMage {
  /** The seat. */
  readonly seat: Player;
  /** Race. */
  readonly race: RaceId;
  /** Alignment. */
  readonly alignment: Alignment;
  /** Status. */
  readonly status: MagikaStatus;
  /** Team colour, or `'black'`. */
  readonly team: MagikaTeam;
  /** Where it stands. */
  readonly hex: MagikaHex;
  /** Endurance, and its maximum. */
  readonly endurance: number;
  /** The maximum Endurance. */
  readonly maxEndurance: number;
  /** Arcania. */
  readonly arcania: number;
  /** The maximum Arcania. */
  readonly maxArcania: number;
  /** Spell Skill. */
  readonly skill: number;
  /** Aptitude. */
  readonly aptitude: number;
  /** Whether a failed re-cloak left it Black for good. */
  readonly forcedBlack: boolean;
  /** Its scrolls. */
  readonly scrolls: readonly MagikaScroll[];
  /** Its cloaks, and which is donned. */
  readonly cloaks: readonly MagikaOwnCloak[];
  /** Its artifacts. */
  readonly artifacts: readonly ArtifactId[];
  /** Its plan for this turn so far. */
  readonly plan: readonly MagikaOrder[];
  /** The spells in effect on it ("Active spells", L588): which, at what level, and the last phase each lasts (−1: the game). */
  readonly effects: readonly MagikaActiveSpell[];
}

/** A spell in effect on the seat's own mage. */
export interface MagikaActiveSpell {
  /** The spell. */
  readonly spell: SpellCode;
  /** Its level. */
  readonly level: MagikaSpellLevel;
  /** The last phase it lasts, as `(turn − 1) × 5 + phase`; −1 for the game. */
  readonly until: number;
}

/** Everything, shown to every seat once the game is over. */
export interface MagikaFinal {
  /** How it ended and the scores. */
  readonly end: MagikaEnd;
  /** Every mage as it ended. */
  readonly mages: readonly MagikaOwnMage[];
  /** The Ebon Mage's tasks. */
  readonly tasks: readonly EbonTaskId[];
}

/** What a seat sees: its turn report (XIX), its own mage and plan, and what it has learned; or the public facts for a spectator. */
export interface MagikaView {
  /** Who is looking. */
  readonly viewer: Player | 'spectator';
  /** The turn being planned. */
  readonly turn: number;
  /** The turn limit. */
  readonly maxTurns: number;
  /** Whether the game is over. */
  readonly over: boolean;
  /** Every seat's letter and name, and the Ebon Mage. */
  readonly roster: readonly MagikaRosterEntry[];
  /** Which seats have sent their plan for this turn. */
  readonly sent: readonly boolean[];
  /** The seat's own mage, or null for a spectator. */
  readonly me: MagikaOwnMage | null;
  /** What the seat knows: its history map and last sightings, or null for a spectator. */
  readonly knowledge: MagikaKnowledge | null;
  /** The seat's last turn report, or null for a spectator. */
  readonly report: MagikaReport | null;
  /** The Ebon Mage's tasks, shown to him (and to all at the end), else null. */
  readonly tasks: readonly EbonTaskId[] | null;
  /** Everything, once the game is over; else null. */
  readonly final: MagikaFinal | null;
  /** The events of the last action that this viewer may see. */
  readonly events: readonly MagikaEvent[];
}
