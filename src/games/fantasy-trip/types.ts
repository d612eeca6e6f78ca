/**
 * The Fantasy Trip's public types: config, state, actions, events and views. Rulings are cited as
 * FT-n (docs/rules/fantasy-trip.md); screen rules as S-nn (the analysis's numbering).
 *
 * Units used throughout: ST, DX and IQ are attribute points; distances and movement are hexes of
 * the arena; a {@link Hex} is axial coordinates with the arena's centre at (0, 0); a
 * {@link HexDirection} is 0..5, clockwise from `+q` (the core hex module's numbering); figures and
 * items are named by their index in `state.figures` and `state.items`; seats are 0-based.
 */
import type { RaceId } from './content/races.js';
import type { BaseView, Player, Viewer } from '../../core/game.js';
import type { Hex, HexDirection } from '../../core/hex.js';
import type { Edition, FigureHexes } from './content/schema.js';

export type { Hex, HexDirection, Edition };

/** One figure as the config builds it (FT-3): attributes and what it carries. */
export interface FantasyTripFigureBuild {
  /** Display name, 1–40 characters, unique on its side (the same name may appear on two sides). */
  readonly name: string;
  /**
   * Basic strength, 8–40 (FT-3). It is the ST the figure starts with and loses to hits; it is
   * checked against each weapon's minimum ST, and it picks the bare-hand damage row (FT-17) and
   * the injury thresholds (FT-13, FT-14). Wounds never change it.
   */
  readonly st: number;
  /** Basic dexterity, 8–40 (FT-3): before armour and shield, what a to-hit roll must not exceed, and the action order. */
  readonly dx: number;
  /**
   * Intelligence, 8–40 (FT-3); 8 when a config leaves it out. It only counts toward the 32 points
   * and for the spells the figure may know (FT-31), and a disbelief succeeds on 3 dice at most it (FT-38).
   */
  readonly iq: number;
  /**
   * Up to 3 weapon ids of the edition's table (FT-3): the first is ready in hand, the rest slung;
   * empty means bare hands. Each needs a minimum ST no higher than `st`; missile weapons, the staff
   * and the thrown rock are refused (FT-5), and the staff is a wizard's only (FT-34). A config may
   * leave it out (no weapons).
   */
  readonly weapons: readonly string[];
  /** Body armour id of the edition's table, or null for none (stops 0, no DX penalty, MA 10). */
  readonly armor: string | null;
  /** Shield id of the edition's table, or null; ready at the start unless the first weapon needs both hands, then slung (FT-3). */
  readonly shield: string | null;
  /**
   * Spell ids of the Wizard table the figure knows (FT-31): each needs IQ at least the spell's, and
   * a figure knows at most IQ spells. Empty (or left out) for a fighter. A figure that knows a
   * spell may carry the staff (FT-34).
   */
  readonly spells: readonly string[];
  /**
   * The figure's race (FT-52): `'human'` when a config leaves it out, or one of `RACE_IDS`. It sets
   * the least ST, DX and IQ and the attribute points; an elf runs faster in light armour, and a
   * halfling throws at +2. `parseConfig` always fills it in.
   */
  readonly race?: RaceId;
}

/** A Fantasy Trip configuration: sides of figures in an arena. Read untrusted ones with `parseConfig`. */
export interface FantasyTripConfig {
  /** The number of sides, one per seat: 2–6 (FT-2). Equal to `sides.length`. */
  readonly players: number;
  /** The rules edition of the tables (FT-1): `'legacy'` (the screen's, default) or `'classic'`. */
  readonly edition: Edition;
  /**
   * Each seat's figures, seat 0 first: 1–6 figures a side (FT-2). When a config leaves it out,
   * each side gets one standard fighter (`standardFighter`, FT-3) named "Fighter n".
   */
  readonly sides: readonly (readonly FantasyTripFigureBuild[])[];
  /**
   * The arena is a hexagon of this radius, in hexes from (0, 0) (FT-4): 4–15, default 7
   * (`3·r·(r + 1) + 1` hexes, 169 at the default).
   */
  readonly arenaRadius: number;
  /**
   * The last turn that may be played, 1–1000, default 60 (FT-20). If two or more sides still have
   * a figure fighting when it ends, the fight is a draw among them.
   */
  readonly turnLimit: number;
  /**
   * The optional aimed shots (S-110…S-115, FT-59): when true, a blow, shot or throw may be aimed
   * at the head, a hand, an arm or a leg (`aim` on `attack`, `fire` and `throw`), at a DX penalty,
   * for what such a hit does to that part. False by default: no action may carry an `aim`.
   */
  readonly aimedShots: boolean;
  /**
   * The optional crippling hits (S-120, FT-60): when true, every automatic hit of a blow, shot or
   * throw makes the attacker roll 2 dice, and 8–12 cripples a leg, an arm or the head. False by
   * default.
   */
  readonly cripplingHits: boolean;
}

/**
 * A figure as a config may give it (what `parseConfig` accepts): name, ST and DX, and anything
 * else left to its default: IQ 8, no weapons, armour, shield or spells, human.
 */
export type FantasyTripFigureInput = Pick<FantasyTripFigureBuild, 'name' | 'st' | 'dx'> & Partial<FantasyTripFigureBuild>;

/**
 * A config as a caller may write it (what `parseConfig` accepts): `players` and any of the other
 * fields, with figures as {@link FantasyTripFigureInput}. `parseConfig` fills in the defaults and
 * checks every build.
 */
export interface FantasyTripConfigInput {
  /** The number of sides (seats), 2 to 6. */
  readonly players: number;
  /** The rules edition; the default config's when left out. */
  readonly edition?: Edition;
  /** Each side's figures, in seat order; the standard fighters when left out. */
  readonly sides?: readonly (readonly FantasyTripFigureInput[])[];
  /** The arena's radius in hexes; the default when left out. */
  readonly arenaRadius?: number;
  /** The turn after which the fight ends undecided (FT-20); the default when left out. */
  readonly turnLimit?: number;
  /** Whether aimed shots are played (FT-59); false when left out. */
  readonly aimedShots?: boolean;
  /** Whether crippling hits are played (FT-60); false when left out. */
  readonly cripplingHits?: boolean;
}

/** Every option a figure may declare for a turn (S-10…S-32), in a fixed order; which are open depends on engagement (FT-8). */
export const FANTASY_TRIP_OPTIONS = ['move', 'charge', 'dodge', 'ready', 'standUp', 'shiftAttack', 'shiftDefend', 'disengage', 'pickUp', 'grapple', 'hthAttack', 'drawDagger', 'breakFree', 'fire', 'lastShot', 'cast', 'disbelieve', 'dropProne', 'dropKneeling', 'crawl'] as const;
/**
 * An option, with the screen's letter (FT-8). Open to a figure that is not engaged when its move
 * begins: `move` (a: up to its MA, no action), `charge` (b: up to half MA, then attack),
 * `dodge` (c: up to half MA, no attack; no effect until missile and thrown weapons exist), `ready`
 * (e: up to 2 hexes, then ready a slung weapon or one lying in or next to its hex). Open to an
 * engaged figure: `shiftAttack` (j: shift 1 hex or stand, then attack), `shiftDefend` (k: shift or
 * stand; melee attacks on it roll 4 dice), `ready` (m, change weapons: shift or stand, drop the ready
 * weapon, ready a slung one), `disengage` (n: shift or stand, then step 1 hex at its action),
 * `pickUp` (q: stand still, drop the ready weapon, ready one lying in or next to its hex), `grapple`
 * (o: shift or stand, then try to enter an adjacent foe's hex for hand-to-hand, FT-18; a charge (b)
 * may grapple too). A figure that is down may only take `standUp` (g/p: no move; it rises at its
 * action, FT-14). A figure in hand-to-hand takes `hthAttack` (t: strike a foe in its hex with bare
 * hands or a ready dagger), `drawDagger` (u: 3/DX to ready a slung dagger) or `breakFree` (v: 4/DX to
 * stand and step out to a chosen hex). With a loaded missile weapon ready: `fire` (f: not engaged,
 * move up to 1 hex, then shoot) and `lastShot` (l: engaged, stand, then shoot once) (FT-19).
 */
export type FantasyTripOption = (typeof FANTASY_TRIP_OPTIONS)[number];

/**
 * How a figure stands. A figure `down` was knocked down (FT-14) or lies unconscious or dead
 * (FT-15): attacks on it count as from the rear and its shield stops nothing. A figure in `hth` is
 * on the ground in hand-to-hand combat, sharing its hex with its foe (FT-18). A figure `prone` or
 * `kneeling` chose to go to the ground (option d, FT-41): it engages nobody, may fire a missile
 * weapon, crawl or stand up; a prone one is struck as from the rear and without its shield.
 */
export type FantasyTripPosture = 'standing' | 'down' | 'hth' | 'prone' | 'kneeling';

/**
 * Whether a figure is still in the fight (S-91, FT-15): `fighting`; `unconscious` (Legacy: ST 0,
 * classic: ST 1), out of the fight but still blocking its hex; `dead` (Legacy: ST below 0,
 * classic: ST 0 or less); `gone`, a created figure that vanished or was killed (FT-36): it is no
 * longer on the arena at all. Only `fighting` figures move, act, engage, or can be attacked.
 */
export type FantasyTripCondition = 'fighting' | 'unconscious' | 'dead' | 'gone';

/** Where a blow, shot or throw may be aimed when aimed shots are played (S-110…S-115, FT-59). */
export const FANTASY_TRIP_AIMS = Object.freeze(['head', 'hand', 'weaponArm', 'shieldArm', 'leg'] as const);
/**
 * A part of the target to aim at (FT-59): `head` (−6 DX), `hand` (−6, a dagger only, at 3 hexes
 * or closer, a target with no ready shield and armour lighter than chain), `weaponArm` (−4),
 * `shieldArm` (−6) or `leg` (−4). A figure without a build's limbs (a beast, a figure of several
 * hexes) may be aimed at only in the head.
 */
export type FantasyTripAim = (typeof FANTASY_TRIP_AIMS)[number];

/** A limb's state (FT-59, FT-60): `sound`; `disabled`, its use lost for the fight; or `lost`. In an arena the last two play alike. */
export type FantasyTripLimb = 'sound' | 'disabled' | 'lost';

/**
 * What aimed shots and crippling hits did to a figure (FT-59, FT-60). Public: every side sees a
 * figure limp or drop its arm. Replaced whole, never changed in place.
 */
export interface FantasyTripWounds {
  /** The arm that wields its weapon: disabled or lost, it holds no weapon and fights bare-handed. */
  readonly weaponArm: FantasyTripLimb;
  /** The arm that bears its shield: disabled or lost, it holds no shield and no two-handed weapon. */
  readonly shieldArm: FantasyTripLimb;
  /** Its right leg: disabled or lost, it is lame (MA 0, −2 DX to attack, +2 DX to be attacked). */
  readonly rightLeg: FantasyTripLimb;
  /** Its left leg, as the right. */
  readonly leftLeg: FantasyTripLimb;
  /** The last turn an aimed leg hit of more than 2 hits keeps it lame, as a useless leg does; null when it is not. */
  readonly hobbledUntil: number | null;
  /** The turn an aimed head hit of more than 2 hits costs it 4 DX (the turn after the hit); null when none is due. */
  readonly stunnedTurn: number | null;
}

/** A figure on the arena, as setup builds it from a {@link FantasyTripFigureBuild} and the rules change it. */
export interface FantasyTripFigure {
  /** Its index in `state.figures`: builds in config order, seat 0's first. */
  readonly id: number;
  /** The seat it fights for. */
  readonly side: Player;
  /** The build's display name. */
  readonly name: string;
  /** Basic ST, from the build; ST lost to hits is in `hits`, never taken off here. */
  readonly st: number;
  /** Basic DX, from the build; armour, shield and wounds adjust it when it is used (S-50…S-73). */
  readonly dx: number;
  /** IQ, from the build: the spells it may know (FT-31) and its disbelief roll (FT-38). */
  readonly iq: number;
  /** Movement allowance in hexes a turn: the armour's MA (FT-7), or 10 without armour. */
  readonly ma: number;
  /** Worn armour id, or null. */
  readonly armor: string | null;
  /** ST lost to hits, 0 or more: ST now is `st - hits` (it may go below 0). */
  hits: number;
  /** The hex it stands (or lies) in; no other figure shares it (FT-9). */
  at: Hex;
  /** The direction it faces; its three front hexes are the neighbours at `facing - 1`, `facing` and `facing + 1`. */
  facing: HexDirection;
  /**
   * Hexes it covers (FT-57): 1, or 3, 4 or 7 for a giant, a dragon, or an image or illusion that looks
   * like one. `at` is then its head, and the rest of it lies behind, fixed by `facing`.
   */
  readonly hexes: FigureHexes;
  /** Standing, or down (FT-14, FT-15). */
  posture: FantasyTripPosture;
  /** Fighting, unconscious or dead (FT-15). */
  condition: FantasyTripCondition;
  /** This turn: the option declared when its move began; null before that, and again once the turn ends. */
  option: FantasyTripOption | null;
  /** This turn: hexes it stepped in the movement phase (a disengage step and force retreats do not count). */
  moved: number;
  /** This turn: its latest run of steps in one unchanged direction, in hexes; 0 before it steps (a pole charge needs 3, FT-12). */
  line: number;
  /** This turn: whether it was engaged at the moment its move began, which decided its options and how far it may move (FT-8). */
  engagedAtStart: boolean;
  /**
   * This turn: whether its action is used up: it attacked, readied a weapon, disengaged, passed or
   * stood up, or it lost the action by falling, by having nothing to do, or by leaving the fight.
   */
  acted: boolean;
  /** This turn: hits taken after armour and shield, from every source; decides knockdown now, the wound penalty next turn and force retreats (S-92, S-93, S-06). */
  hitsThisTurn: number;
  /** This turn: ids of the enemies its attacks put at least one hit on, past armour and shield (force retreats, S-06, FT-21). */
  struck: number[];
  /**
   * The wound penalty (R-13, FT-13): set at the end of every turn exactly when the figure is still
   * fighting and took at least its dazed threshold of hits that turn (5 below basic ST 30, 9 for
   * 30–49, 15 from 50). While set it has −2 adjusted DX, which also places it in the action order;
   * its next attack clears it early.
   */
  dazed: boolean;
  /** This turn: shots fired with a missile weapon (a bow fires twice at high enough DX, FT-19). */
  shots: number;
  /** It has taken its one last shot (l) in the engagement it is in; cleared when a move begins disengaged (S-22, FT-19). */
  lastShotTaken: boolean;
  /**
   * The turn it was knocked down, or null (S-93, FT-14). While down it may only stand up, which it
   * does at its action in a later turn. Falling unconscious or dead does not set it.
   */
  downSince: number | null;
  /**
   * ST spent on spells: casting and renewing (FT-35). ST now is `st - hits - fatigue`. Only
   * the figure's own side sees it: what a wizard spent would tell what it cast (FT-38).
   */
  fatigue: number;
  /** The spells it knows (FT-31); a created figure knows none. */
  readonly spells: readonly string[];
  /** Spells on it now: cast at it, or by it at itself (FT-37). */
  effects: FantasyTripEffect[];
  /** The creature-table row it is, for a summoned or pretended creature (FT-36); null for a build's figure. */
  readonly creature: string | null;
  /** How it came to be, for a figure made by a creation spell (FT-36, FT-38); null for a build's figure. */
  readonly creation: FantasyTripCreation | null;
  /**
   * Waiting for an opening (S-56, FT-40): the enemy it held its blow against, for how many turns in
   * a row, and the last turn it waited; null when it is not waiting.
   */
  waiting: FantasyTripWaiting | null;
  /** Picked a weapon up from the ground this turn: bent over, it is struck as from the rear until the turn ends (S-39, FT-51). */
  stooping: boolean;
  /**
   * Its ST has been 3 or less in this combat (S-90, FT-13): −3 DX for the rest of the combat,
   * even after an Aid lifts its ST again. Set when an Aid on ST raises a figure at ST 3 or less;
   * while ST is 3 or less the penalty holds without it.
   */
  weakened: boolean;
  /**
   * What aimed shots and crippling hits have done to its limbs and head (FT-59, FT-60), or null
   * while nothing has (always, unless the config plays them). Only a one-hex figure of a build, or
   * one that looks like a myrmidon, has limbs to lose.
   */
  wounds: FantasyTripWounds | null;
}

/** A figure waiting for an opening (S-56, FT-40). */
export interface FantasyTripWaiting {
  /** The foe it holds its blow against. */
  readonly target: number;
  /** Turns in a row it has waited: +1 DX after one, +2 after two or more. */
  readonly turns: number;
  /** The last turn it waited: the bonus counts only for a blow the turn after. */
  readonly last: number;
}

/** A spell on a figure (FT-37). */
export interface FantasyTripEffect {
  /** The spell's id (`'blur'`). */
  readonly spell: string;
  /** The figure that cast it; its side renews it (S-03). */
  readonly caster: number;
  /** Levels put in (Clumsiness: −2 DX each); 1 for most spells. */
  readonly power: number;
  /** The last turn it lasts (a fixed duration, the casting turn being turn 1, R-29), or null while it is renewed. */
  readonly until: number | null;
  /** What Aid raises: `'st'`, `'dx'` or `'iq'` (FT-44); null for every other spell. */
  readonly attribute: FantasyTripAttribute | null;
  /** A secret protection not yet shown to the other sides (FT-49), real or a fake; null once shown, and for every open spell. */
  readonly secret: FantasyTripSecret | null;
}

/** What only the side that cast a secret protection knows of it (FT-49). */
export interface FantasyTripSecret {
  /** True for a fake: a show of casting that does nothing (also what a failed real cast leaves). */
  readonly fake: boolean;
  /** What the real spell has cost so far, fake or not: its cost and each renewal's upkeep. A fake costs its caster nothing. */
  readonly paid: number;
  /**
   * The protections every side has seen it is not, for real: ones that would have shown themselves
   * by now (a blow it stopped nothing of rules out the Flesh spells). A fake of them it may still be.
   */
  readonly notReal: readonly string[];
}

/**
 * A spell on a figure as a seat sees it (FT-49): another side's secret protection shows as a cast
 * of some protection (`spell` null, `secret` `'unknown'`), real or not.
 */
export interface FantasyTripEffectView extends Omit<FantasyTripEffect, 'spell' | 'secret'> {
  /** The spell's id, or null for a secret the seat may not see. */
  readonly spell: string | null;
  /** The seat's own secret as in the state; `'unknown'` for another side's; null for an open spell. */
  readonly secret: FantasyTripSecret | 'unknown' | null;
}

/** An attribute Aid may raise (FT-44). */
export type FantasyTripAttribute = 'st' | 'dx' | 'iq';

/**
 * What a creation spell made (FT-36, FT-38): a real creature (`summoned`), an `image` (does no
 * harm, vanishes when hit or touched) or an `illusion` (fights and is hurt like the real thing
 * until disbelieved). Other sides see `unknown` until the figure shows what it is.
 */
export interface FantasyTripCreation {
  /** What it really is: a summoned creature, an image or an illusion. */
  readonly kind: 'summoned' | 'image' | 'illusion';
  /** The wizard that made it: it goes when the wizard falls, and the wizard's side renews it. */
  readonly caster: number;
  /** ST the wizard has paid for it so far: casting and every renewal (FT-35); hidden like `fatigue`. */
  paid: number;
  /** Times its side has kept it at the renew step (public: everyone sees that it stayed). */
  renewals: number;
  /** The turn it appeared: a creation cannot act on the turn it appears ([W], FT-36). */
  readonly since: number;
  /** Whether every side has seen what it is: an image that was hit or touched, an illusion disbelieved (FT-38). */
  shown: boolean;
  /**
   * Whether every side has seen that it is no image: it was hit and stayed, struck home, or
   * defended, none of which an image can do (S-44, FT-38). Public, like `shown`.
   */
  notImage: boolean;
}

/** Created terrain (FT-39, FT-44): fire, shadow, a wall, or a slippery floor. */
export type FantasyTripTerrainKind = 'fire' | 'shadow' | 'wall' | 'slippery';

/**
 * A created hex (FT-39, FT-44): fire burns what passes or stands in it, shadow blinds and hides, a
 * wall blocks, a slippery floor may throw down who comes in or stays.
 */
export interface FantasyTripTerrain {
  /** The hex it fills. */
  readonly at: Hex;
  /** Fire, shadow, a wall or a slippery floor. */
  readonly kind: FantasyTripTerrainKind;
  /** The wizard that made it. */
  readonly caster: number;
}

/**
 * Where an item is: `ready` in hand (at most one weapon and one shield per figure), `slung`
 * (carried, not usable until readied), `ground` (lying in a hex, free to pick up), or `broken`
 * (lying where it broke, never usable again).
 */
export type FantasyTripItemState = 'ready' | 'slung' | 'ground' | 'broken';

/** A weapon or shield: every one is in exactly one place (an invariant). */
export interface FantasyTripItem {
  /** Its index in `state.items`: setup numbers each figure's weapons in build order, then its shield, figure by figure. */
  readonly id: number;
  /** Whether `ref` names a weapon or a shield of the edition's tables. */
  readonly kind: 'weapon' | 'shield';
  /** The content id (`'broadsword'`, `'small-shield'`). */
  readonly ref: string;
  /** Who carries it (ready or slung), or null when it lies on the ground or is broken there. */
  holder: number | null;
  /** Ready, slung, on the ground, or broken. */
  state: FantasyTripItemState;
  /** The hex it lies in when on the ground or broken; null while carried. */
  at: Hex | null;
  /** Missile weapons: turns until it can shoot again (0: loaded). A crossbow reloads while its holder is not engaged (FT-19). */
  reload: number;
  /** A staff charged by the Staff spell: the wizard it belongs to, for whom alone it is safe to pick up (FT-45); null otherwise. */
  charged: number | null;
  /** Cracked by Break Weapon: it strikes and shoots for half damage, and a second Break Weapon breaks it (FT-56). */
  cracked: boolean;
}

/** A grappler's request that a foe agree to hand-to-hand (S-100, FT-53). */
export interface FantasyTripHthRequest {
  /** The grappler's figure id. */
  readonly figure: number;
  /** The foe's figure id: its side answers. */
  readonly target: number;
}

/** The steps of a turn (S-02…S-07), and `over` once the fight has ended. */
export const FANTASY_TRIP_PHASES = ['initiative', 'renew', 'movement', 'actions', 'retreat', 'over'] as const;
/**
 * A step of the turn: `initiative` (the winner chooses to move first or last), `renew` (sides keep
 * or let go of their continuing spells and creations, S-03), `movement` (sides
 * move their figures), `actions` (figures act in action order), `retreat` (force retreats are
 * offered), `over` (the fight has ended).
 */
export type FantasyTripPhase = (typeof FANTASY_TRIP_PHASES)[number];

/** A force retreat on offer (S-06, FT-21): the striker may push the victim one hex. */
export interface FantasyTripRetreatOffer {
  /** The figure that earned the retreat; its seat decides. */
  readonly striker: number;
  /** The enemy it may push. */
  readonly victim: number;
  /** Null until the victim is pushed; then the hex the victim left, which the striker may advance into or not. */
  vacated: Hex | null;
}

/** The turn in progress. */
export interface FantasyTripTurn {
  /** 1, 2, …; the fight ends after turn `config.turnLimit` at the latest (FT-20). */
  number: number;
  /** The step of the turn the fight is in. */
  phase: FantasyTripPhase;
  /** The seat that won initiative this turn (FT-6); set before any seat is asked anything. */
  initiative: Player | null;
  /**
   * Seats in the order they move this turn. Until the winner chooses, only the other sides still
   * fighting, in falling order of their initiative rolls (ties by seat); after the choice, the
   * winner is put first or last (FT-6).
   */
  order: Player[];
  /** Index into `order` of the seat moving now. */
  mover: number;
  /** The figure moving now, between its `begin` and its `end`; null between figures. */
  moving: number | null;
  /** Where the moving figure began its move (an Averted figure must end it farther away, FT-48); null between figures. */
  from: Hex | null;
  /**
   * Ids of every figure fighting when the action phase began, in the order they act (S-05, FT-6,
   * FT-12): fixed then, even if adjusted DX changes during the phase.
   */
  queue: number[];
  /** Index into `queue` of the figure to act next. */
  next: number;
  /** Force retreats still to settle, in action order of their strikers; the first is the one being decided (FT-21). */
  retreats: FantasyTripRetreatOffer[];
  /** Continuing spells and creations to keep or let go at the renew step, in order; the first is being decided (S-03, FT-35). */
  renewals: FantasyTripRenewal[];
  /** A grapple waiting for the foe's answer: will it agree to hand-to-hand (S-100, FT-53)? Null otherwise. */
  asking: FantasyTripHthRequest | null;
}

/**
 * One continuing thing a side may keep at the renew step (S-03, FT-35): the effect `spell` on
 * figure `figure`, or (spell null) the created figure `figure` itself.
 */
export interface FantasyTripRenewal {
  /** The figure the spell is on, or the created figure. */
  readonly figure: number;
  /** The continuing spell's id, or null for the created figure itself (and, in another side's view, for a secret protection). */
  readonly spell: string | null;
  /** Whether it is a secret protection, real or fake (FT-49): other sides see that one is kept, not which. */
  readonly secret: boolean;
}

/** The whole state of a fight: plain JSON. */
export interface FantasyTripState {
  /** The parsed config the fight was set up with; never changes. */
  readonly config: FantasyTripConfig;
  /** Every figure, fighting or not, indexed by id. */
  figures: FantasyTripFigure[];
  /** Every weapon and shield, carried, lying or broken, indexed by id. */
  items: FantasyTripItem[];
  /** Created hexes: fire, shadow, walls (FT-39). */
  terrain: FantasyTripTerrain[];
  /** The turn in progress (the last one, once the fight is over). */
  turn: FantasyTripTurn;
  /**
   * Null while the fight goes on. Once it is over: the seats with a figure still fighting, in seat
   * order; one seat is a win, none or several a draw (FT-20).
   */
  survivors: Player[] | null;
  /** What the last action (or setup) did. */
  events: FantasyTripEvent[];
}

/** Everything a player may do, one small step at a time (DESIGN §5). */
export type FantasyTripAction =
  | {
      /** The initiative winner chooses to move first or last (S-02, FT-6). */
      readonly type: 'initiative';
      /** The seat that won initiative. */
      readonly player: Player;
      /** True to move first, false to move last. */
      readonly moveFirst: boolean;
    }
  | {
      /** Starts one of your figures' movement with its option for the turn (S-04, FT-7, FT-8). */
      readonly type: 'begin';
      /** The seat whose turn it is to move. */
      readonly player: Player;
      /** A figure of that seat, still fighting, that has not moved this turn. */
      readonly figure: number;
      /** One of the options open to it now (FT-8). */
      readonly option: FantasyTripOption;
    }
  | {
      /** Moves the moving figure one hex; it then faces that way (FT-7). */
      readonly type: 'step';
      /** The seat of the moving figure. */
      readonly player: Player;
      /** The direction of the step, into an open arena hex (FT-8, FT-9). */
      readonly direction: HexDirection;
    }
  | {
      /** Ends the moving figure's movement, facing `facing` (FT-7). */
      readonly type: 'end';
      /** The seat of the moving figure. */
      readonly player: Player;
      /** The direction it faces from now on: any of the six. */
      readonly facing: HexDirection;
    }
  | {
      /** The acting figure attacks `target` with its ready weapon, or bare hands without one (S-37, S-81). */
      readonly type: 'attack';
      /** The acting figure's seat. */
      readonly player: Player;
      /** A fighting enemy in one of its front hexes, or two hexes ahead for a jab (FT-12). */
      readonly target: number;
      /**
       * Where it aims, declared before the roll (S-110…S-115, FT-59); left out for a plain blow.
       * Only when the config plays aimed shots, and never in hand-to-hand.
       */
      readonly aim?: FantasyTripAim;
    }
  | {
      /** The acting figure shoots its ready missile weapon at `target` (options f, l; FT-19). */
      readonly type: 'fire';
      /** The acting figure's seat. */
      readonly player: Player;
      /** A fighting enemy in its front arc, with no figure in the line between (FT-19). */
      readonly target: number;
      /**
       * Where it aims, declared before the roll (S-110…S-115, FT-59); left out for a plain shot.
       * Only when the config plays aimed shots, and never in hand-to-hand.
       */
      readonly aim?: FantasyTripAim;
    }
  | {
      /**
       * The acting dragon breathes fire at `target` (FT-58): once a turn, with an attack option,
       * before its claw or instead of it.
       */
      readonly type: 'breathe';
      /** The acting figure's seat. */
      readonly player: Player;
      /** A fighting enemy in its front arc, with the line to it open (FT-19). */
      readonly target: number;
    }
  | {
      /** The acting figure throws its ready throwable weapon at `target` (options b, j; S-75, FT-19). */
      readonly type: 'throw';
      /** The acting figure's seat. */
      readonly player: Player;
      /** A fighting enemy two or more hexes away in its front arc, with no figure in the line between. */
      readonly target: number;
      /**
       * Where it aims, declared before the roll (S-110…S-115, FT-59); left out for a plain throw.
       * Only when the config plays aimed shots, and never in hand-to-hand.
       */
      readonly aim?: FantasyTripAim;
    }
  | {
      /** The acting figure (option `disengage`) moves one hex (S-24). */
      readonly type: 'disengage';
      /** The acting figure's seat. */
      readonly player: Player;
      /** The direction of the step, into an open arena hex. */
      readonly direction: HexDirection;
    }
  | {
      /** The acting figure readies `item`: one it carries slung, or one lying in or next to its hex (S-14, S-23, S-27, FT-16). */
      readonly type: 'pickUp';
      /** The acting figure's seat. */
      readonly player: Player;
      /** The id of a weapon item its option lets it ready. */
      readonly item: number;
    }
  | {
      /** The acting figure tries to enter `target`'s hex for hand-to-hand combat (options b, o; S-100, FT-18). */
      readonly type: 'grapple';
      /** The acting figure's seat. */
      readonly player: Player;
      /** The adjacent foe to grapple (a figure id). */
      readonly target: number;
    }
  | {
      /** The acting figure in hand-to-hand tries to draw a slung dagger: 3 dice against adjusted DX (u, S-31). */
      readonly type: 'drawDagger';
      /** The acting figure's seat. */
      readonly player: Player;
    }
  | {
      /** The acting figure in hand-to-hand tries to break free: 4 dice against adjusted DX; on success it stands in the hex next to it in `direction` (v, S-32, FT-18). */
      readonly type: 'breakFree';
      /** The acting figure's seat. */
      readonly player: Player;
      /** Where it steps out to, named before the roll. */
      readonly direction: HexDirection;
    }
  | {
      /**
       * The acting figure casts `spell` (options h, r; FT-33). `power`: levels put in (1 unless the
       * spell allows more). `target`: the figure aimed at (missile and thrown spells); `at`: the hex
       * (creation spells). `looks`: a creation's creature-table row (a summoning's own creature; an
       * image or illusion may look like any row, FT-36). Unused fields are null.
       */
      readonly type: 'cast';
      /** The seat acting. */
      readonly player: Player;
      /** The spell id (content/spells.ts). */
      readonly spell: string;
      /** Levels put in: 1, or up to 3 for the missile spells and Clumsiness. */
      readonly power: number;
      /** The figure aimed at, by id. */
      readonly target: number | null;
      /** The hex. */
      readonly at: Hex | null;
      /**
       * The cast's variant: what a created figure looks like (a creature-table id); for Aid, the
       * attribute it raises (`'st'`, `'dx'`, `'iq'`, FT-44); for a protection, `'secret'` to cast it
       * unseen or `'fake'` to make a show of it (FT-49); null otherwise.
       */
      readonly looks: string | null;
    }
  | {
      /** The acting figure tries to disbelieve `target` (options i, s; FT-38). */
      readonly type: 'disbelieve';
      /** The seat acting. */
      readonly player: Player;
      /** The figure aimed at, by id. */
      readonly target: number;
    }
  | {
      /** Keeps (paying its upkeep) or lets go of the first renewal on offer (S-03, FT-35). */
      readonly type: 'renew';
      /** The seat acting. */
      readonly player: Player;
      /** True to keep it (paying its upkeep), false to let it go. */
      readonly keep: boolean;
    }
  | {
      /** The acting figure, which has not moved this turn, tries to free `target` (itself or a friend next to it) from a rope (S-68, FT-46). */
      readonly type: 'escape';
      /** The seat acting. */
      readonly player: Player;
      /** The roped figure, by id. */
      readonly target: number;
    }
  | {
      /** The moving figure crosses onto a body the quick way: one hex of its move and a roll against DX, falling there on a miss (R-09, FT-55). */
      readonly type: 'hop';
      /** The seat acting. */
      readonly player: Player;
      /** Which way. */
      readonly direction: HexDirection;
    }
  | {
      /** The acting figure kills a helpless foe next to it, unconscious on the ground, instead of its blow (S-142, FT-54). */
      readonly type: 'finish';
      /** The seat acting. */
      readonly player: Player;
      /** The helpless foe, by id. */
      readonly target: number;
    }
  | {
      /** The foe asked by a grappler answers: agree to hand-to-hand (`true`) or refuse (S-100, FT-53). */
      readonly type: 'agree';
      /** The seat answering: the foe's. */
      readonly player: Player;
      /** True to agree. */
      readonly accept: boolean;
    }
  | {
      /** The acting figure, taking Shift and Attack, holds its blow against `target`, waiting for an opening (S-56, FT-40). */
      readonly type: 'wait';
      /** The seat acting. */
      readonly player: Player;
      /** The figure aimed at, by id. */
      readonly target: number;
    }
  | {
      /** The acting figure lets its action go (it may always). */
      readonly type: 'pass';
      /** The acting figure's seat. */
      readonly player: Player;
    }
  | {
      /** The striker pushes the victim into `to` (S-06, FT-21), or declines with null. */
      readonly type: 'retreat';
      /** The striker's seat. */
      readonly player: Player;
      /** An open hex next to the victim and two from the striker, or null to leave the victim where it is. */
      readonly to: Hex | null;
    }
  | {
      /** After a force retreat: the striker advances into the vacated hex, or stays (FT-21). */
      readonly type: 'advance';
      /** The striker's seat. */
      readonly player: Player;
      /** True to step into the hex the victim left, false to stand still. */
      readonly advance: boolean;
    };

/** What happened, for logs and UIs. Every die rolled is in an event. */
export type FantasyTripEvent =
  | {
      /** A turn began; an `initiativeRolled` event follows. */
      readonly type: 'turnStarted';
      /** The new turn's number, from 1. */
      readonly turn: number;
    }
  | {
      /** One round of the initiative roll (FT-6); another follows when the highest rolls tie. */
      readonly type: 'initiativeRolled';
      /** Each seat's die, 1–6, indexed by seat; null for a seat that did not roll (no figure fighting, or out of a re-roll). */
      readonly rolls: readonly (number | null)[];
      /** The seat with the single highest roll, or null on a tie. */
      readonly winner: Player | null;
    }
  | {
      /** The initiative winner chose; this is the turn's movement order (FT-6). */
      readonly type: 'moveOrder';
      /** Seats in the order they move. */
      readonly order: readonly Player[];
    }
  | {
      /** A figure began its move with an option (S-04, FT-8). */
      readonly type: 'optionChosen';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The option it declared. */
      readonly option: FantasyTripOption;
    }
  | {
      /** A figure stepped one hex in the movement phase (FT-7). */
      readonly type: 'moved';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The hex it left. */
      readonly from: Hex;
      /** The hex it entered. */
      readonly to: Hex;
      /** Hexes of its move the step used: 1, or 3 onto a body (FT-9). */
      readonly hexes: number;
    }
  | {
      /** A figure ended its move facing a new direction (only when the facing changed). */
      readonly type: 'faced';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The direction it now faces. */
      readonly facing: HexDirection;
    }
  | {
      /** The action phase began and its order was fixed (S-05, FT-6). */
      readonly type: 'actionOrder';
      /** Figure ids in the order they act. */
      readonly queue: readonly number[];
      /** The dice rolled to order figures tied on adjusted DX and initiative, in the order rolled. */
      readonly tieRolls: readonly {
        /** The figure the die was rolled for. */
        readonly figure: number;
        /** The die, 1–6; higher acts earlier. */
        readonly die: number;
      }[];
    }
  | {
      /** A figure attacked (S-40…S-42, FT-17); a `damaged` event follows a hit. */
      readonly type: 'attacked';
      /** The attacker's id. */
      readonly figure: number;
      /** The attacker's name. */
      readonly name: string;
      /** The target's id. */
      readonly target: number;
      /** The target's name. */
      readonly targetName: string;
      /** The content id of the ready weapon used, or null for bare hands. */
      readonly weapon: string | null;
      /** The dice rolled to hit: 3, or 4 against a figure that took Shift and Defend (option k). */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against, with every adjustment for this attack (S-52, S-53, S-67, S-73, S-90). */
      readonly adjDX: number;
      /** Whether the attack hit. */
      readonly hit: boolean;
      /** The damage multiplier of the roll: 3 or 2 on the lowest totals, else 1 (FT-17). */
      readonly multiplier: number;
      /** On a miss by the worst totals, whether the attacker dropped or broke its ready weapon (FT-16). */
      readonly fumble: 'none' | 'drop' | 'break';
    }
  | {
      /** A hit's damage (S-82, FT-17); `knockedDown`, `unconscious` or `died` may follow. */
      readonly type: 'damaged';
      /** The id of the figure hit. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** The damage dice, 1–6 each (one more than the weapon's for a Legacy pole charge). */
      readonly dice: readonly number[];
      /** The damage before armour: the dice plus the weapon's modifier, at least 0, times every multiplier. */
      readonly rolled: number;
      /** Hits stopped by armour and shield (never more than `rolled`). */
      readonly stopped: number;
      /** Hits taken: ST lost. */
      readonly hits: number;
      /**
       * ST left (ST now; below 0 for a dead figure). Null in other sides' views for a wizard or a
       * created figure: its ST now would tell what it spent on spells (FT-38).
       */
      readonly st: number | null;
    }
  | {
      /** A figure took 5 or more hits this turn: −2 DX for its next action (FT-13), emitted at the turn's end. */
      readonly type: 'dazed';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /** A figure took its knockdown threshold of hits this turn and fell (FT-14). */
      readonly type: 'knockedDown';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /** A figure down since an earlier turn stood up at its action (FT-14). */
      readonly type: 'stoodUp';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /** A figure's ST fell to the edition's unconscious threshold (FT-15). */
      readonly type: 'unconscious';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /** A figure's ST fell below the edition's death threshold (FT-15). */
      readonly type: 'died';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /**
       * A figure dropped a weapon in its own hex: a fumble, to ready another (FT-16), Drop Weapon
       * (FT-37), or letting go of what it held on falling unconscious or dying (FT-15).
       */
      readonly type: 'itemDropped';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The item's id. */
      readonly item: number;
      /** The item's content id. */
      readonly ref: string;
    }
  | {
      /** A figure's ready weapon broke on a fumble (FT-16); it lies broken in the figure's hex. */
      readonly type: 'itemBroken';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The item's id. */
      readonly item: number;
      /** The item's content id. */
      readonly ref: string;
    }
  | {
      /** A figure readied a weapon, slung or picked up (FT-16). */
      readonly type: 'itemReadied';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The item's id. */
      readonly item: number;
      /** The item's content id. */
      readonly ref: string;
    }
  | {
      /** A figure with option `disengage` stepped one hex at its action (S-24). */
      readonly type: 'disengaged';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The hex it left. */
      readonly from: Hex;
      /** The hex it entered. */
      readonly to: Hex;
    }
  | {
      /** A wizard's Teleport put it in another hex at once (FT-44). */
      readonly type: 'teleported';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The hex it left. */
      readonly from: Hex;
      /** The hex it came to. */
      readonly to: Hex;
    }
  | {
      /** Reverse Missiles on `figure` turned a missile spell or a shot back on its sender (FT-44). */
      readonly type: 'missileReversed';
      /** The protected figure's id. */
      readonly figure: number;
      /** The protected figure's name. */
      readonly name: string;
      /** Who sent the missile, and now takes it. */
      readonly shooter: number;
      /** The sender's name. */
      readonly shooterName: string;
    }
  | {
      /** A figure let its action go. */
      readonly type: 'passed';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
    }
  | {
      /** A striker forced its victim back one hex (FT-21). */
      readonly type: 'retreated';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The striker's id. */
      readonly striker: number;
      /** The striker's name. */
      readonly strikerName: string;
      /** The victim's id. */
      readonly victim: number;
      /** The victim's name. */
      readonly victimName: string;
      /** The hex the victim left. */
      readonly from: Hex;
      /** The hex it was pushed into. */
      readonly to: Hex;
    }
  | {
      /** After a force retreat the striker stepped into the vacated hex (FT-21). */
      readonly type: 'advanced';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The striker's id. */
      readonly figure: number;
      /** The striker's name. */
      readonly name: string;
      /** The hex it entered. */
      readonly to: Hex;
    }
  | {
      /** A shot with a missile weapon or a throw (FT-19): like `attacked`, at range. */
      readonly type: 'shot';
      /** The shooter or thrower. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** The target. */
      readonly target: number;
      /** The target's name. */
      readonly targetName: string;
      /** The weapon's content id. */
      readonly weapon: string;
      /** A missile weapon's shot, or a thrown weapon. */
      readonly mode: 'missile' | 'thrown';
      /** The dice rolled to hit: 4 against a dodging target (or a defending one, for a throw), else 3. */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against, range penalty included (S-75, S-76). */
      readonly adjDX: number;
      /** Whether it hit. */
      readonly hit: boolean;
      /** 1, or 2 or 3 on a critical. */
      readonly multiplier: number;
      /** A fumble drops or breaks the weapon. */
      readonly fumble: 'none' | 'drop' | 'break';
    }
  | {
      /** A dragon breathed fire at a figure (FT-58): the roll to hit; any damage follows as `damaged`. */
      readonly type: 'breathed';
      /** The dragon. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** The target. */
      readonly target: number;
      /** The target's name. */
      readonly targetName: string;
      /** The dice rolled to hit: 4 against a dodging target, else 3. */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against, range penalty included (S-76). */
      readonly adjDX: number;
      /** Whether it hit. */
      readonly hit: boolean;
      /** 1, or 2 or 3 on a critical. */
      readonly multiplier: number;
      /** ST the breath cost the dragon. */
      readonly cost: number;
    }
  | {
      /** A grapple (S-100, S-101, FT-18): the defender's die and what came of it. */
      readonly type: 'grappled';
      /** The grappler. */
      readonly figure: number;
      /** The grappler's name. */
      readonly name: string;
      /** The defender. */
      readonly target: number;
      /** The defender's name. */
      readonly targetName: string;
      /** The defender's dice, 1–6 each: a 6 that does not count is rolled again, so there may be several; none when joining a pile. */
      readonly dice: readonly number[];
      /**
       * `hth` (1–4: both fall into hand-to-hand in the defender's hex), `repelled` (5), `struck` (6:
       * the defender hits the grappler), `joined` (a pile, no roll), `agreed` or `refused` (a foe
       * asked to agree to hand-to-hand, no roll; FT-53).
       */
      readonly result: 'hth' | 'repelled' | 'struck' | 'joined' | 'agreed' | 'refused';
    }
  | {
      /** Lightning broke a created wall hex in its way, with 5 of its hits (FT-56). */
      readonly type: 'wallBroken';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The hex. */
      readonly at: Hex;
    }
  | {
      /** Lightning met a created wall with fewer than 5 hits left: it stops there (FT-56). */
      readonly type: 'wallHeld';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The hex. */
      readonly at: Hex;
      /** The hits that reached it. */
      readonly hits: number;
    }
  | {
      /** Break Weapon cracked a figure's ready weapon: half damage from now on (FT-56). */
      readonly type: 'itemCracked';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The item's id. */
      readonly item: number;
      /** The weapon's id. */
      readonly ref: string;
    }
  | {
      /** A figure crossed onto a body the quick way and rolled to keep its feet (R-09, FT-55). */
      readonly type: 'crossed';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The three dice. */
      readonly dice: readonly number[];
      /** Its adjusted DX. */
      readonly adjDX: number;
      /** Whether it stayed up. */
      readonly success: boolean;
    }
  | {
      /** A figure killed a helpless foe, unconscious next to it (S-142, FT-54); `died` follows. */
      readonly type: 'finished';
      /** The killer. */
      readonly figure: number;
      /** The killer's name. */
      readonly name: string;
      /** The helpless foe. */
      readonly target: number;
      /** The foe's name. */
      readonly targetName: string;
    }
  | {
      /** A grappler asks a foe it may not grapple outright to agree to hand-to-hand (S-100, FT-53); the foe's side answers. */
      readonly type: 'hthAsked';
      /** The grappler. */
      readonly figure: number;
      /** The grappler's name. */
      readonly name: string;
      /** The foe asked. */
      readonly target: number;
      /** The foe's name. */
      readonly targetName: string;
    }
  | {
      /** A roll to draw a dagger (u) or to break free (v) in hand-to-hand (S-31, S-32). */
      readonly type: 'hthRoll';
      /** The figure rolling. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** What it tried. */
      readonly attempt: 'drawDagger' | 'breakFree';
      /** The dice (3 to draw, 4 to break free). */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against. */
      readonly adjDX: number;
      /** Whether it worked. */
      readonly success: boolean;
    }
  | {
      /**
       * A figure cast a spell (FT-33). Other sides see a creation spell's `spell` and `cost` as null
       * (which creation it was is the caster's secret, FT-38), and every wizard's `cost` only
       * when it is not a creation's.
       */
      readonly type: 'spellCast';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The spell id (content/spells.ts). */
      readonly spell: string | null;
      /** Its kind. */
      readonly kind: 'missile' | 'thrown' | 'creation' | 'special';
      /** Levels put in. */
      readonly power: number;
      /** The figure aimed at, by id. */
      readonly target: number | null;
      /** The hex. */
      readonly at: Hex | null;
      /** What a creation looks like (a creature-table row), or null. */
      readonly looks: string | null;
      /** The casting dice (3, or 4 against a dodger or defender). */
      readonly dice: readonly number[];
      /** The adjusted DX rolled against. */
      readonly adjDX: number;
      /** Whether it worked. */
      readonly success: boolean;
      /** Damage multiplier of a critical success (3 on 3 dice triples, 4 doubles). */
      readonly multiplier: 1 | 2 | 3;
      /** ST the caster paid, or null where hidden. */
      readonly cost: number | null;
    }
  | {
      /** A spell took hold on a figure (FT-37); `until` is its last turn, or null while renewed. */
      readonly type: 'spellTookHold';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The spell id (content/spells.ts). */
      readonly spell: string;
      /** Levels put in: 1, or up to 3 for the missile spells and Clumsiness. */
      readonly power: number;
      /** The last turn it lasts, or null while it is renewed. */
      readonly until: number | null;
    }
  | {
      /** A spell on a figure ended: its time ran out, it was let go or removed, or its caster fell. */
      readonly type: 'spellEnded';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The spell id (content/spells.ts). */
      readonly spell: string;
    }
  | {
      /** A spell had no effect on a figure too strong for it, or with nothing in hand to drop or break (FT-37). */
      readonly type: 'spellResisted';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The spell id (content/spells.ts). */
      readonly spell: string;
    }
  | {
      /** A charged staff exploded in the hands of a figure that is not its wizard (FT-45), and is broken. */
      readonly type: 'staffExploded';
      /** The figure that picked it up. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** The staff's item id. */
      readonly item: number;
    }
  | {
      /** A figure rolled to resist (Magic Fist's knockdown: 3 dice at most the higher of ST and DX). */
      readonly type: 'saved';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** What it resisted: a spell id. */
      readonly against: string;
      /** The dice rolled. */
      readonly dice: readonly number[];
      /** Whether it worked. */
      readonly success: boolean;
    }
  | {
      /** A creation spell made a figure (FT-36): every side sees what it looks like, not what it is. */
      readonly type: 'created';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** What a created figure looks like: a creature-table id. */
      readonly looks: string;
      /** The hex. */
      readonly at: Hex;
      /** The caster's figure id. */
      readonly caster: number;
    }
  | {
      /**
       * A created figure left the arena (FT-36, FT-38). `kind` is shown to other sides only when
       * the way it went showed it (an image hit or touching, an illusion disbelieved); else null.
       */
      readonly type: 'vanished';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** Its kind. */
      readonly kind: 'summoned' | 'image' | 'illusion' | null;
      /** Why it went. */
      readonly why: 'hit' | 'touched' | 'disbelieved' | 'killed' | 'notRenewed' | 'casterFell' | 'destroyed';
    }
  | {
      /** A figure tried to disbelieve a created figure (FT-38); the dice are shown only to the creation's side (null elsewhere). */
      readonly type: 'disbelief';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The figure aimed at, by id. */
      readonly target: number;
      /** The target's name. */
      readonly targetName: string;
      /** The dice rolled. */
      readonly dice: readonly number[] | null;
      /** Whether the target vanished. */
      readonly vanished: boolean;
    }
  | {
      /** A continuing spell (`spell`) or a creation (`spell` null) on `figure` was kept or let go at the renew step (FT-35). */
      readonly type: 'renewed';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The spell id (content/spells.ts); null for a creation, and for a secret protection in another side's view. */
      readonly spell: string | null;
      /** True to keep it (paying its upkeep), false to let it go. */
      readonly keep: boolean;
      /** Whether it is a secret protection (FT-49). */
      readonly secret: boolean;
    }
  | {
      /**
       * A wizard cast a secret protection, or made a show of one (FT-49). Other sides see who cast
       * at whom, and nothing else: `spell`, `fake`, `dice`, `adjDX`, `success` and `cost` are null.
       */
      readonly type: 'secretCast';
      /** The caster's id. */
      readonly figure: number;
      /** The caster's name. */
      readonly name: string;
      /** The subject, one of its own side. */
      readonly target: number;
      /** The subject's name. */
      readonly targetName: string;
      /** The protection's id. */
      readonly spell: string | null;
      /** True for a fake. */
      readonly fake: boolean | null;
      /** The casting dice (none for a fake). */
      readonly dice: readonly number[] | null;
      /** DX it needed. */
      readonly adjDX: number | null;
      /** Whether it took hold (a fake always does). */
      readonly success: boolean | null;
      /** ST paid. */
      readonly cost: number | null;
    }
  | {
      /** A secret protection showed itself (it worked on someone, or Reveal Magic found it): every side now knows it (FT-49). */
      readonly type: 'secretShown';
      /** The subject's id. */
      readonly figure: number;
      /** The subject's name. */
      readonly name: string;
      /** The protection's id. */
      readonly spell: string;
      /** True when Reveal Magic showed a fake, which ends with it. */
      readonly fake: boolean;
    }
  | {
      /** A secret protection ended unseen (let go, removed, or its caster fell), real or fake (FT-49); other sides see `spell` null. */
      readonly type: 'secretEnded';
      /** The subject's id. */
      readonly figure: number;
      /** The subject's name. */
      readonly name: string;
      /** The protection's id. */
      readonly spell: string | null;
    }
  | {
      /** A spell made a fire, shadow, wall or slippery hex (FT-39, FT-44). */
      readonly type: 'terrainCreated';
      /** The arena's radius: with it the event names hexes as the map does (`hexLabel`, issue 22). */
      readonly arenaRadius: number;
      /** The hex. */
      readonly at: Hex;
      /** Its kind. */
      readonly kind: FantasyTripTerrainKind;
      /** The caster's figure id. */
      readonly caster: number;
    }
  | {
      /** A figure held its blow against `target`, waiting for an opening, `turns` turns in a row now (FT-40). */
      readonly type: 'waited';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** The figure aimed at, by id. */
      readonly target: number;
      /** The target's name. */
      readonly targetName: string;
      /** Turns in a row it has waited. */
      readonly turns: number;
    }
  | {
      /**
       * A shooter, thrower or caster rolled to miss a figure in the way (S-75, FT-42): `hit` when the
       * roll failed and the figure in the way took the shot (`multiplier` 2 on 15–16, 3 on 17–18).
       */
      readonly type: 'rolledToMiss';
      /** The shooter's id. */
      readonly figure: number;
      /** The shooter's name. */
      readonly name: string;
      /** The figure in the way. */
      readonly past: number;
      /** Its name. */
      readonly pastName: string;
      /** The 3 dice. */
      readonly dice: readonly number[];
      /** The DX the shooter would need to hit that figure: at most this misses it. */
      readonly adjDX: number;
      /** Whether the figure in the way was hit. */
      readonly hit: boolean;
      /** Damage multiplier of the hit. */
      readonly multiplier: 1 | 2 | 3;
    }
  | {
      /** A shot or throw that hit a hand-to-hand pile struck another figure in it than the one aimed at, drawn at random (FT-43). */
      readonly type: 'pileHit';
      /** The shooter's id. */
      readonly figure: number;
      /** The shooter's name. */
      readonly name: string;
      /** The figure struck. */
      readonly target: number;
      /** Its name. */
      readonly targetName: string;
    }
  | {
      /** A figure aimed its blow, shot or throw, before the roll (S-110…S-115, FT-59); the roll's `adjDX` has `penalty` taken off. */
      readonly type: 'aimed';
      /** The attacker's id. */
      readonly figure: number;
      /** The attacker's name. */
      readonly name: string;
      /** The figure aimed at. */
      readonly target: number;
      /** Its name. */
      readonly targetName: string;
      /** Where. */
      readonly aim: FantasyTripAim;
      /** The DX the aim costs: 6 for the head, a hand or the shield arm, 4 for the weapon arm or a leg. */
      readonly penalty: number;
    }
  | {
      /**
       * An aimed blow, shot or throw struck where it was aimed (FT-59), and this is what it did to a
       * figure still fighting, by the hits that got through: `none`; `stunned` (−4 DX next turn);
       * `knockedOut` (unconscious, its ST down to the edition's threshold); `dropped` (its weapon, its
       * shield, or a dagger in the hand: both); `hobbled` (lame for 3 turns); `disabled` or `lost`
       * (the limb, for the fight).
       */
      readonly type: 'aimedHit';
      /** The id of the figure hit. */
      readonly figure: number;
      /** Its name. */
      readonly name: string;
      /** Where it was hit. */
      readonly aim: FantasyTripAim;
      /** The hits that got through armour and shield. */
      readonly hits: number;
      /** What they did. */
      readonly result: 'none' | 'stunned' | 'knockedOut' | 'dropped' | 'hobbled' | 'disabled' | 'lost';
    }
  | {
      /**
       * An automatic hit let the attacker roll for a crippling hit (S-120, FT-60): 2–7 nothing; 8 the
       * right leg, 9 the left, 10 the weapon arm, 11 the shield arm (each disabled); 12 the head (ST
       * down to the edition's unconscious threshold). `result` is what it did: `none` also when the
       * figure has no such limb.
       */
      readonly type: 'rolledToCripple';
      /** The attacker's id. */
      readonly figure: number;
      /** The attacker's name. */
      readonly name: string;
      /** The figure hit. */
      readonly target: number;
      /** Its name. */
      readonly targetName: string;
      /** The 2 dice. */
      readonly dice: readonly number[];
      /** What was crippled. */
      readonly result: 'none' | 'rightLeg' | 'leftLeg' | 'weaponArm' | 'shieldArm' | 'head';
    }
  | {
      /** A figure went prone or knelt at the end of its move (option d, FT-41). */
      readonly type: 'postureChanged';
      /** The figure's id. */
      readonly figure: number;
      /** The figure's name. */
      readonly name: string;
      /** Its posture now. */
      readonly posture: 'prone' | 'kneeling';
    }
  | {
      /** The fight is over (FT-20). */
      readonly type: 'fightEnded';
      /** The seats with a figure still fighting, in seat order. */
      readonly survivors: readonly Player[];
      /** True unless exactly one seat survives. */
      readonly draw: boolean;
    };

/**
 * A figure as a seat sees it: as in the state, except that another side's figure shows no
 * `fatigue` (null) and a creation's `kind` and `paid` are hidden (`'unknown'`, null) until it
 * shows what it is (FT-38).
 */
export interface FantasyTripFigureView extends Omit<FantasyTripFigure, 'fatigue' | 'creation' | 'effects'> {
  /** Spells on it, another side's secret protections blanked (FT-49). */
  readonly effects: readonly FantasyTripEffectView[];
  /** ST spent on spells: the seat's own figures only; null for another side's (FT-38). */
  readonly fatigue: number | null;
  /** How it came to be, as the seat may see it; null for a build's figure. */
  readonly creation: FantasyTripCreationView | null;
}

/** A creation as a seat sees it (FT-38): another side's shows `unknown` and no ST paid until it shows what it is. */
export interface FantasyTripCreationView extends Omit<FantasyTripCreation, 'kind' | 'paid'> {
  /** What it is, or `unknown` to another side until it shows it. */
  readonly kind: FantasyTripCreation['kind'] | 'unknown';
  /** ST paid for it: its own side only; null for another side's. */
  readonly paid: number | null;
}

/** A seat's view: the whole arena, less what FT-38 hides from other sides. */
export interface FantasyTripView extends BaseView<FantasyTripEvent> {
  /** Who the view is for. */
  readonly viewer: Viewer;
  /** The fight's config. */
  readonly config: FantasyTripConfig;
  /** Every figure, as the seat sees it. */
  readonly figures: readonly FantasyTripFigureView[];
  /** Created hexes. */
  readonly terrain: readonly FantasyTripTerrain[];
  /** Every weapon and shield, as in the state. */
  readonly items: readonly FantasyTripItem[];
  /** The turn in progress, as in the state. */
  readonly turn: FantasyTripTurn;
  /** As `state.survivors`: null until the fight is over. */
  readonly survivors: readonly Player[] | null;
  /** The seat that must decide now (the one seat `actors` names, which every seat knows), or null once over. */
  readonly actor: Player | null;
}
