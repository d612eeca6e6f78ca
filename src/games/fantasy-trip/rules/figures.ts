/**
 * Looking up figures and what they hold, and the facts the rules ask of them: ST now, whether
 * they stand and fight, their ready weapon and shield, engagement (S-38) and adjusted DX (S-50…).
 * Layer 1 of 5, board and figures (docs/rules/fantasy-trip.md, section 5).
 */
import { inconsistentState } from '../../../core/errors.js';
import type { Player } from '../../../core/game.js';
import { hexEquals, type Hex, type HexDirection } from '../../../core/hex.js';
import { contentPack } from '../content/editions.js';
import { creatureById } from '../content/creatures.js';
import type { ContentPack, Creature, Shield, Weapon } from '../content/schema.js';
import type { FantasyTripEffect, FantasyTripFigure, FantasyTripFigureBuild, FantasyTripItem, FantasyTripState, FantasyTripTerrain } from '../types.js';
import { raceById } from '../content/races.js';
import { STUN_DX } from '../content/aims.js';
import { covers, engagersNeeded, engagerWeight, inFront, shapeAt } from './body.js';
import { ropeHelpless, ropeOn } from './rope-hold.js';

const ARMOR_MAPS = new Map<string, ReadonlyMap<string, ContentPack['armors'][string]>>();

/** The edition's armour `ref`, through a Map per edition (asked at every action order and blow), or undefined. */
export function armorDef(state: FantasyTripState, ref: string): ContentPack['armors'][string] | undefined {
  const edition = state.config.edition;
  let armors = ARMOR_MAPS.get(edition);
  if (armors === undefined) {
    armors = new Map(Object.entries(packOf(state).armors));
    ARMOR_MAPS.set(edition, armors);
  }
  return armors.get(ref);
}

let packEdition: string | undefined;
let lastPack: ContentPack | undefined;

/** The tables of the fight's edition (FT-1); the last one asked is kept, since a fight asks often. */
export function packOf(state: FantasyTripState): ContentPack {
  const edition = state.config.edition;
  if (edition !== packEdition || lastPack === undefined) {
    lastPack = contentPack(edition);
    packEdition = edition;
  }
  return lastPack;
}

/** What makes a new figure: its attributes, where it stands, what it is, and whether it has acted (a creation appears having acted, FT-36). */
export type NewFigure = Pick<FantasyTripFigure, 'id' | 'side' | 'name' | 'st' | 'dx' | 'iq' | 'ma' | 'armor' | 'at' | 'facing' | 'hexes' | 'spells' | 'creature' | 'creation' | 'acted'>;

/**
 * A figure fresh on the arena: the one place figures are made (setup's builds, creation spells),
 * so every figure object has the same keys in the same order (one hidden class, see clone.ts).
 */
export function makeFigure(f: NewFigure): FantasyTripFigure {
  return {
    id: f.id,
    side: f.side,
    name: f.name,
    st: f.st,
    dx: f.dx,
    iq: f.iq,
    ma: f.ma,
    armor: f.armor,
    hits: 0,
    at: { q: f.at.q, r: f.at.r },
    facing: f.facing,
    hexes: f.hexes,
    posture: 'standing',
    condition: 'fighting',
    option: null,
    moved: 0,
    line: 0,
    engagedAtStart: false,
    acted: f.acted,
    hitsThisTurn: 0,
    struck: [],
    dazed: false,
    shots: 0,
    lastShotTaken: false,
    downSince: null,
    fatigue: 0,
    spells: [...f.spells],
    effects: [],
    creature: f.creature,
    creation: f.creation,
    waiting: null,
    stooping: false,
    weakened: false,
    wounds: null,
  };
}

/** The config build a figure was made from (setup numbers figures side by side, in build order), or undefined for a created figure. */
export function buildOf(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigureBuild | undefined {
  if (figure.creation !== null) return undefined;
  let index = figure.id;
  for (const side of state.config.sides) {
    if (index < side.length) return side[index];
    index -= side.length;
  }
  return undefined;
}

/** DX the figure's race adds to a throw (FT-52): a halfling's +2, 0 for everyone else. */
export function throwingBonus(state: FantasyTripState, figure: FantasyTripFigure): number {
  const race = buildOf(state, figure)?.race;
  return race === undefined ? 0 : (raceById(race)?.throwing ?? 0);
}

export function figureOf(state: FantasyTripState, id: number): FantasyTripFigure {
  const figure = state.figures[id];
  if (figure === undefined) throw inconsistentState(`no figure ${id}`);
  return figure;
}

/**
 * The side a figure fights for now (FT-50): its own, or while Control Animal or Control Person holds
 * it, its controller's. Who moves it and decides its actions, whom it fights, who engages it and
 * which sides are still in the fight all follow this; what it hides (its ST spent) stays its own side's.
 */
export function sideOf(state: FantasyTripState, figure: FantasyTripFigure): Player {
  if (figure.effects.length === 0) return figure.side;
  for (const effect of figure.effects) {
    if (effect.spell === 'control-person' || effect.spell === 'control-animal') return state.figures[effect.caster]?.side ?? figure.side;
  }
  return figure.side;
}

/** Whether another side's wizard controls the figure (FT-50). */
export function isControlled(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  return figure.effects.length > 0 && sideOf(state, figure) !== figure.side;
}

/** ST now: basic ST less hits taken and ST spent on spells (FT-35), plus what Aid lends (FT-44). */
export function stNow(figure: FantasyTripFigure): number {
  const st = figure.st - figure.hits - figure.fatigue;
  return figure.effects.length === 0 ? st : st + aided(figure, 'st');
}

/** What Aid on the figure adds to an attribute now (FT-44): its levels, or 0. */
export function aided(figure: FantasyTripFigure, attribute: 'st' | 'dx' | 'iq'): number {
  for (const effect of figure.effects) if (effect.attribute === attribute) return effect.power;
  return 0;
}

/** In flight (FT-44): Flight on it and still on its feet. A flier passes over bodies and slippery floors. */
export function isFlying(figure: FantasyTripFigure): boolean {
  return figure.effects.length > 0 && figure.posture === 'standing' && effectOf(figure, 'flight') !== undefined;
}

/** Still in the fight: conscious and alive (S-91). */
export function isFighting(figure: FantasyTripFigure): boolean {
  return figure.condition === 'fighting';
}

/** Standing and fighting: such a figure engages the figures in its front hexes (S-38, FT-8). */
export function isUp(figure: FantasyTripFigure): boolean {
  return figure.condition === 'fighting' && figure.posture === 'standing';
}

/** The item a figure holds ready of `kind`, or undefined. */
export function readyItem(state: FantasyTripState, figure: number, kind: 'weapon' | 'shield'): FantasyTripItem | undefined {
  for (const item of state.items) if (item.holder === figure && item.kind === kind && item.state === 'ready') return item;
  return undefined;
}

// The weapon tables as Maps, by edition: `weaponDef` runs several times per action on the fast
// path, and a Map has no prototype to fall into.
const WEAPON_MAPS = new Map<string, ReadonlyMap<string, Weapon>>();

let lastEdition: string | undefined;
let lastWeapons: ReadonlyMap<string, Weapon> | undefined;

export function weaponDef(state: FantasyTripState, ref: string): Weapon {
  const edition = state.config.edition;
  let weapons = edition === lastEdition ? lastWeapons : WEAPON_MAPS.get(edition);
  if (weapons === undefined) {
    weapons = new Map(Object.entries(contentPack(edition).weapons));
    WEAPON_MAPS.set(edition, weapons);
  }
  lastEdition = edition;
  lastWeapons = weapons;
  const weapon = weapons.get(ref);
  if (weapon === undefined) throw inconsistentState(`unknown weapon ${ref}`);
  return weapon;
}

export function shieldDef(state: FantasyTripState, ref: string): Shield {
  const pack = packOf(state);
  if (!Object.hasOwn(pack.shields, ref)) throw inconsistentState(`unknown shield ${ref}`);
  return pack.shields[ref] as Shield;
}

/** The ready weapon's definition, or null for bare hands; a creature's own weapon for a created figure (FT-36). */
export function readyWeapon(state: FantasyTripState, figure: number): Weapon | null {
  const f = state.figures[figure];
  const creature = f?.creature;
  // A myrmidon whose weapon arm is useless fights bare-handed (FT-59, FT-60).
  if (creature != null) return f!.wounds !== null && f!.wounds.weaponArm !== 'sound' ? null : creatureOf(creature).attack;
  const item = readyItem(state, figure, 'weapon');
  return item === undefined ? null : weaponDef(state, item.ref);
}

/**
 * Whether blows and throws at `figure` roll 4 dice for its Defend (S-21, S-43): it took option (k),
 * stands, and still holds a weapon ready that parries ("To Defend, one must have staff, sword,
 * club, etc., ready to parry"). One that lost its weapon since (a bow ruined by a parry, a weapon
 * broken or dropped) parries nothing, blow or throw alike (issue 22).
 */
export function parriesNow(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  return figure.option === 'shiftDefend' && figure.posture === 'standing' && readyWeapon(state, figure.id)?.parries === true;
}

/** The ready shield's definition, or null. */
export function readyShield(state: FantasyTripState, figure: number): Shield | null {
  const item = readyItem(state, figure, 'shield');
  return item === undefined ? null : shieldDef(state, item.ref);
}

/** ST at or below which a figure is weak, −3 DX (S-90). */
export const WEAK_ST = 3;

/**
 * Weak: −3 DX for the rest of the combat once its ST has been 3 or less (S-90, FT-13). ST rises
 * again only through an Aid, which marks the figure `weakened` as it lifts it (effects.ts).
 */
export function isWeak(figure: FantasyTripFigure): boolean {
  return figure.weakened || stNow(figure) <= WEAK_ST;
}

/** The figure standing (or lying) in `hex`, any of its hexes (FT-57), if any: at most one outside HTH (an invariant). */
export function figureAt(state: FantasyTripState, hex: Hex): FantasyTripFigure | undefined {
  // A figure standing on a body comes first: it is the one there to strike (FT-9).
  let body: FantasyTripFigure | undefined;
  for (const figure of state.figures) {
    if (figure.condition === 'dead' || figure.condition === 'gone' || !covers(figure, hex.q, hex.r)) continue;
    if (figure.condition === 'fighting') return figure;
    body ??= figure;
  }
  return body;
}

/** Hexes of a move a step onto a body costs (R-09, FT-9): the careful way over it. */
export const BODY_STEP = 3;

/**
 * Hexes of a move a step into (q, r) takes (FT-9): 1 into an empty hex, {@link BODY_STEP} onto a
 * body (an unconscious or dead figure), 0 when it cannot be entered: outside the arena (FT-4), a
 * figure still fighting there, a created wall (FT-39). A vanished creation is not there (FT-36).
 * The one test of what lies in a hex: one pass, no allocation, asked six times a step.
 */
export function stepCostAt(state: FantasyTripState, q: number, r: number): number {
  if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) > state.config.arenaRadius) return 0;
  let cost = 1;
  const figures = state.figures;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    // Any hex of a figure of several hexes (FT-57).
    if (f.hexes === 1 ? f.at.q !== q || f.at.r !== r : !covers(f, q, r)) continue;
    if (f.condition === 'fighting') return 0;
    if (f.condition !== 'gone') cost = BODY_STEP;
  }
  if (state.terrain.length > 0) for (const t of state.terrain) if (t.at.q === q && t.at.r === r && t.kind === 'wall') return 0;
  return cost;
}

/**
 * Whether a figure of several hexes fits with its head at `head`, facing `facing` (FT-57): each of
 * its hexes in the arena, free of walls and of other figures still fighting. Its own hexes are
 * free to it, and bodies do not stop it.
 */
export function fitsAt(state: FantasyTripState, figure: FantasyTripFigure, head: Hex, facing: HexDirection): boolean {
  for (const h of shapeAt(head, facing, figure.hexes)) if (!covers(figure, h.q, h.r) && stepCostAt(state, h.q, h.r) === 0) return false;
  return true;
}

/** Whether `hex` is empty to enter: in the arena, no figure at all, alive or fallen (FT-9), no created wall (FT-39). */
export function isOpen(state: FantasyTripState, hex: Hex): boolean {
  return stepCostAt(state, hex.q, hex.r) === 1;
}

/** Whether `hex` may be entered, a body in it allowed (FT-9): in the arena, no figure still fighting there, no wall. */
export function isPassable(state: FantasyTripState, hex: Hex): boolean {
  return stepCostAt(state, hex.q, hex.r) !== 0;
}

/** Whether a body (an unconscious or dead figure) lies in `hex` (FT-9). */
export function hasBody(state: FantasyTripState, hex: Hex): boolean {
  for (const f of state.figures) if ((f.condition === 'unconscious' || f.condition === 'dead') && covers(f, hex.q, hex.r)) return true;
  return false;
}

/** The created terrain in `hex` (FT-39), or null. */
export function terrainAt(state: FantasyTripState, hex: Hex): FantasyTripTerrain['kind'] | null {
  for (const t of state.terrain) if (hexEquals(t.at, hex)) return t.kind;
  return null;
}

/** The creature-table row of a created figure (FT-36). */
export function creatureOf(id: string): Creature {
  const creature = creatureById(id);
  if (creature === undefined) throw inconsistentState(`unknown creature ${id}`);
  return creature;
}

/** The spell `id` on the figure, if any (FT-37); a fake (FT-49) is no spell and is never found. */
export function effectOf(figure: FantasyTripFigure, spell: string): FantasyTripEffect | undefined {
  for (const effect of figure.effects) if (effect.spell === spell && (effect.secret === null || !effect.secret.fake)) return effect;
  return undefined;
}

/**
 * Whether blows and shots at the figure count as from its rear whatever their direction, and its
 * shield stops nothing (S-39): down, prone, in a hand-to-hand pile (FT-43), held (asleep, frozen,
 * roped helpless), or bent over, having picked a weapon up from the ground this turn (FT-51).
 */
export function openToAll(figure: FantasyTripFigure): boolean {
  const posture = figure.posture;
  return posture === 'down' || posture === 'prone' || posture === 'hth' || figure.stooping || isHeld(figure);
}

/** Asleep, frozen (FT-37) or helpless in a rope (FT-46): it neither moves nor acts, and is struck as from the rear. */
export function isHeld(figure: FantasyTripFigure): boolean {
  return figure.effects.length > 0 && (effectOf(figure, 'sleep') !== undefined || effectOf(figure, 'freeze') !== undefined || ropeHelpless(figure));
}

/**
 * Movement allowance now: the build's (armour's) or creature's MA, 12 in flight (FT-44), halved by
 * Slow Movement, doubled by Speed Movement, 0 under Stop (FT-37), halved again in a rope (FT-46);
 * 0 while lame (FT-59, FT-60).
 */
export function currentMA(figure: FantasyTripFigure): number {
  // Lame from an aimed leg hit or a crippled leg: it kneels, MA 0 (S-115, FT-59, FT-60).
  if (figure.wounds !== null && isLame(figure)) return 0;
  if (figure.effects.length === 0) return figure.ma;
  if (effectOf(figure, 'stop') !== undefined) return 0;
  let ma = isFlying(figure) ? FLIGHT_MA : figure.ma;
  if (effectOf(figure, 'slow-movement') !== undefined) ma = Math.floor(ma / 2);
  if (effectOf(figure, 'speed-movement') !== undefined) ma *= 2;
  // A rope halves what is left, after Slow and Speed Movement (S-68, FT-46).
  if (ropeOn(figure) !== undefined) ma = Math.floor(ma / 2);
  return ma;
}

/**
 * Lame (S-115, FT-59, FT-60): hobbled by an aimed leg hit, or a leg useless or lost. It kneels
 * where it is: MA 0, −2 DX to attack, +2 DX to be attacked; it still engages and strikes.
 */
export function isLame(figure: FantasyTripFigure): boolean {
  const w = figure.wounds;
  return w !== null && (w.hobbledUntil !== null || w.rightLeg !== 'sound' || w.leftLeg !== 'sound');
}

/** MA in flight (spec §1.13). */
export const FLIGHT_MA = 12;

/**
 * The standing enemies of `figure` that have it in a front hex (S-38, FT-8): the figures that
 * engage it, or for a figure of several hexes, that would once there are enough of them (FT-57).
 */
export function engagers(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  const out: FantasyTripFigure[] = [];
  const side = sideOf(state, figure);
  for (const other of state.figures) {
    if (sideOf(state, other) === side || !isUp(other) || isHeld(other)) continue;
    if (inFront(other, figure)) out.push(other);
  }
  return out;
}

/**
 * Whether the figure is engaged (S-38): one enemy with it in front engages a one-hex figure; a
 * figure of several hexes needs two one-hex enemies, or three for a 7-hex one (R-08, FT-57).
 */
export function isEngaged(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  // As counting `engagers`, allocating nothing: movement asks it at every step.
  const side = sideOf(state, figure);
  const needed = engagersNeeded(figure.hexes);
  let count = 0;
  for (const other of state.figures) {
    if (sideOf(state, other) === side || !isUp(other) || isHeld(other)) continue;
    if (inFront(other, figure) && (count += engagerWeight(other)) >= needed) return true;
  }
  return false;
}

/**
 * DX adjusted for what the figure wears and how it is (S-73, S-67, S-90): armour and a ready
 * shield, −2 when dazed (took 5+ hits last turn, FT-13), −3 at ST 3 or less. Attack-specific
 * adjustments (side, rear) are added by the attack.
 */
export function adjustedDX(state: FantasyTripState, figure: FantasyTripFigure): number {
  let dx = figure.dx;
  if (figure.armor !== null) dx += armorDef(state, figure.armor)?.dx ?? 0;
  const shield = readyShield(state, figure.id);
  if (shield !== null) dx += shield.dx;
  if (figure.dazed) dx -= 2;
  // Stunned by an aimed blow to the head last turn: −4 this turn (S-112, FT-59).
  if (figure.wounds !== null && figure.wounds.stunnedTurn === state.turn.number) dx -= STUN_DX;
  if (isWeak(figure)) dx -= 3;
  // Spells on the figure and fire underfoot (S-65, S-69, FT-37, FT-39).
  if (figure.effects.length > 0) {
    for (const effect of figure.effects) {
      if (effect.spell === 'clumsiness') dx -= 2 * effect.power;
      else if (effect.spell === 'dazzle') dx -= 3;
      // A rope takes 2, and 1 more each later turn (S-68, FT-46).
      else if (effect.spell === 'rope' || effect.spell === 'giant-rope') dx -= effect.power;
      else if (effect.attribute === 'dx') dx += effect.power;
    }
  }
  if (state.terrain.length > 0 && terrainAt(state, figure.at) === 'fire') dx -= 2;
  // Standing on a body: −2 (S-65, FT-9); a flier is above it (FT-44), a figure of several hexes
  // strides over it (FT-57).
  if (figure.condition === 'fighting' && figure.hexes === 1 && hasBody(state, figure.at) && !isFlying(figure)) dx -= 2;
  return dx;
}

/**
 * The reactions-to-injury thresholds for a figure's basic ST (S-92…S-94): the last row of the
 * edition's table whose `minBasicST` the figure reaches.
 */
export function injuryBand(state: FantasyTripState, figure: FantasyTripFigure): ContentPack['injury'][number] {
  const rows = packOf(state).injury;
  for (let i = rows.length - 1; i > 0; i--) if (figure.st >= rows[i]!.minBasicST) return rows[i]!;
  return rows[0]!;
}

/** Seats that still have a figure fighting. */
export function sidesFighting(state: FantasyTripState): Player[] {
  const out: Player[] = [];
  const figures = state.figures;
  for (let side = 0; side < state.config.players; side++) {
    for (let i = 0; i < figures.length; i++) {
      // A side whose every fighting figure is under another's control is out of the fight (FT-50).
      if (figures[i]!.condition === 'fighting' && sideOf(state, figures[i]!) === side) {
        out.push(side);
        break;
      }
    }
  }
  return out;
}
