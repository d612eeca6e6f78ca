/**
 * Missile and thrown weapons (S-12, S-15, S-21, S-22, S-43, S-75, S-76, FT-19): who can be shot at,
 * how far off, how often a bow or crossbow shoots, and the shot itself.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex, HEX_DIRECTIONS, hexAdd, hexDistance, hexLine, hexScale, type Hex } from '../../../core/hex.js';
import type { Weapon } from '../content/schema.js';
import type { FantasyTripAim, FantasyTripFigure, FantasyTripItem, FantasyTripState } from '../types.js';
import { AIM_PENALTY, LAME_DX } from '../content/aims.js';
import { aimedHit, aimsFine, declareAim, headShot, rollToCripple } from './wounds.js';
import { classifyAttack, sumDamage } from './dice.js';
import { adjustedDX, throwingBonus, hasBody, isEngaged, isFighting, isFlying, isHeld, isLame, openToAll, packOf, parriesNow, readyItem, sideOf, terrainAt, weaponDef } from './figures.js';
import { missileRangePenalty, type AttackAngle } from './geometry.js';
import { covers, gap, nearestHex, shotAngleAt } from './body.js';
import { halvedIf, injure, stopsAgainst, targetPenalty } from './combat.js';
import { roll } from './checks.js';
import { pileMember, turnsBack } from './missile-target.js';
import { seesInDark, throughShadow } from './sight.js';

/**
 * The hex of `target` a shot, throw or missile spell from `shooter` is aimed at (FT-57): its
 * nearest, measured from the shooter's head. Range, arc, line and the figures in the way all run to it.
 */
export function aimAt(shooter: FantasyTripFigure, target: FantasyTripFigure): Hex {
  return nearestHex(target, shooter.at);
}

/**
 * Whether `shooter` may aim at `target` (FT-19, FT-57): the target's nearest hex lies in the
 * shooter's front arc, and unless the missile goes `overWalls` (Lightning, FT-56), no created wall
 * closes the line to it.
 */
export function canAim(state: FantasyTripState, shooter: FantasyTripFigure, target: FantasyTripFigure, overWalls = false): boolean {
  const aim = aimAt(shooter, target);
  return inFrontArc(shooter.at, shooter.facing, aim) && (overWalls || lineOfFire(state, shooter.at, aim));
}

/** Whether `target` lies in the 120° arc ahead of a figure at `at` facing `facing` (FT-19). */
export function inFrontArc(at: FantasyTripFigure['at'], facing: FantasyTripFigure['facing'], target: FantasyTripFigure['at']): boolean {
  const n = hexDistance(at, target);
  if (n === 0) return false;
  // The arc's hexes at distance n are those of ring n within n of the faced corner of that ring.
  return hexDistance(target, hexAdd(at, hexScale(HEX_DIRECTIONS[facing], n))) <= n;
}

/**
 * Whether a line of fire from `from` to `to` is open (FT-42): no created wall between. Figures in
 * between do not close it: the shooter rolls to miss each (see {@link inTheWay}).
 */
export function lineOfFire(state: FantasyTripState, from: FantasyTripFigure['at'], to: FantasyTripFigure['at']): boolean {
  if (state.terrain.length === 0) return true;
  const line = hexLine(from, to);
  for (let i = 1; i < line.length - 1; i++) if (terrainAt(state, line[i]!) === 'wall') return false;
  return true;
}

/** The fighting figures standing in the hexes between `from` and `to`, nearest first: each must be rolled past (S-75, FT-42). */
export function inTheWay(state: FantasyTripState, from: FantasyTripFigure['at'], to: FantasyTripFigure['at']): FantasyTripFigure[] {
  const line = hexLine(from, to);
  const out: FantasyTripFigure[] = [];
  for (let i = 1; i < line.length - 1; i++) {
    const hex = line[i]!;
    // A figure of several hexes across the line is in the way once (FT-57).
    for (const f of state.figures) if (isFighting(f) && covers(f, hex.q, hex.r) && !out.includes(f)) out.push(f);
  }
  return out;
}

/**
 * Rolls to miss each figure in the way of a shot, throw or missile spell (S-75, FT-42): 3 dice at
 * most the DX the shooter would need to hit that figure miss it; a higher roll, or any roll of 14 or
 * more, hits it instead, at double damage on 15–16 and triple on 17–18 ([W]). Returns the figure hit
 * and the multiplier, or null when every roll missed. `dxAgainst` gives the DX for one figure.
 */
export function rollPast(
  state: FantasyTripState,
  shooter: FantasyTripFigure,
  target: FantasyTripFigure,
  dxAgainst: (figure: FantasyTripFigure) => number,
  rng: Rng,
): { figure: FantasyTripFigure; multiplier: 1 | 2 | 3 } | null {
  for (const f of inTheWay(state, shooter.at, aimAt(shooter, target))) {
    if (f.id === shooter.id || f.id === target.id) continue;
    const dice = roll(rng, 3);
    const total = dice[0]! + dice[1]! + dice[2]!;
    const adjDX = dxAgainst(f);
    const hit = total >= 14 || total > adjDX;
    const multiplier: 1 | 2 | 3 = total >= 17 ? 3 : total >= 15 ? 2 : 1;
    state.events.push({ type: 'rolledToMiss', figure: shooter.id, name: shooter.name, past: f.id, pastName: f.name, dice, adjDX, hit, multiplier: hit ? multiplier : 1 });
    if (hit) return { figure: f, multiplier };
  }
  return null;
}

/** The figure's ready missile weapon item, if loaded. */
export function loadedMissile(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripItem | undefined {
  const item = readyItem(state, figure.id, 'weapon');
  return item !== undefined && item.reload === 0 && weaponDef(state, item.ref).class === 'missile' ? item : undefined;
}

/** Shots the figure may fire this turn: 2 with a bow at or above its fast DX, else 1 (FT-19). */
export function shotsAllowed(state: FantasyTripState, figure: FantasyTripFigure, weapon: Weapon): number {
  const missile = weapon.missile;
  // Engaged when its move began (on the ground, FT-41), a figure gets one last shot, not two (l.219).
  if (missile === null || missile.fastAt === null || missile.reload > 0 || figure.engagedAtStart) return 1;
  return adjustedDX(state, figure) >= missile.fastAt ? missile.shotsWhenFast : 1;
}

/** Enemies the figure may shoot or throw at: fighting, not in hand-to-hand, in its front arc, line clear. */
export function rangedTargets(state: FantasyTripState, figure: FantasyTripFigure, minRange: number): FantasyTripFigure[] {
  // A standing figure shoots or throws; one prone or kneeling may shoot too (f, FT-41).
  if (!isFighting(figure) || isHeld(figure) || (figure.posture !== 'standing' && figure.posture !== 'prone' && figure.posture !== 'kneeling')) return [];
  return state.figures.filter(
    // A foe in a hand-to-hand pile may be shot or thrown at: who is hit is drawn at random (S-105, FT-43).
    (t) => isFighting(t) && sideOf(state, t) !== sideOf(state, figure) && gap(figure, t) >= minRange && canAim(state, figure, t),
  );
}

/** The target's facing side toward the shooter: the hex next to the target on the line (for side/rear bonuses and the shield). */
function angleFrom(shooter: FantasyTripFigure, target: FantasyTripFigure): AttackAngle | null {
  return shotAngleAt(shooter.at, target);
}

/**
 * A shot or throw (FT-19). DX: adjusted DX, −1 per hex for a throw (S-75) or the megahex range
 * penalty for a missile (S-76), +2 from the target's side, +4 from its rear or if it is down.
 * 4 dice against a dodging target, or a defending one for a throw (S-12, S-21). Damage as in melee,
 * through armour, and a shield facing the shot. A thrown weapon lands in the target's hex; a
 * crossbow must then reload. Shots and throws never earn a force retreat (S-06).
 */
export function shoot(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, mode: 'missile' | 'thrown', rng: Rng, aim?: FantasyTripAim): void {
  const pack = packOf(state);
  const item = readyItem(state, figure.id, 'weapon') as FantasyTripItem;
  const weapon = weaponDef(state, item.ref);
  // An aim is declared before any roll, the rolls past figures in the way included (FT-59).
  if (aim !== undefined) declareAim(state, figure, target, aim, AIM_PENALTY[aim]);
  // Figures in the way are rolled past first, nearest first; one not missed takes the shot (FT-42).
  const blocked = rollPast(state, figure, target, (f) => shotDX(state, figure, f, mode, weapon), rng);
  if (blocked !== null) {
    spend(state, figure, item, mode, weapon, blocked.figure, 'none');
    shotDamage(state, figure, blocked.figure, weapon, item, blocked.multiplier, rng);
    return;
  }
  // Rolling past the figures in the way is unaimed; the shot at the target pays for its aim.
  const adjDX = shotDX(state, figure, target, mode, weapon) - (aim === undefined ? 0 : AIM_PENALTY[aim]);
  const parried = mode === 'thrown' && parriesNow(state, target);
  const count = target.option === 'dodge' || parried ? 4 : 3;
  const dice = roll(rng, count);
  const result = classifyAttack(dice.reduce((a, b) => a + b, 0), count as 3 | 4, adjDX, pack.fourDiceCriticals);
  state.events.push({ type: 'shot', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, weapon: item.ref, mode, dice, adjDX, hit: result.hit, multiplier: result.multiplier, fumble: result.fumble });
  spend(state, figure, item, mode, weapon, target, result.fumble);
  if (!result.hit) {
    // A thrown weapon that misses flies on past its target (S-75, FT-47).
    if (mode === 'thrown' && result.fumble === 'none' && target.posture !== 'hth') flyOn(state, figure, target, item, weapon, rng);
    return;
  }
  // Into a pile: the shot hits one of the figures in it, drawn at random, friend or foe (S-105, FT-43).
  const hit = target.posture === 'hth' ? pileMember(state, figure, target, rng) : target;
  // The aim counts only where it was aimed: not on another figure of a pile (FT-59).
  const struck = shotDamage(state, figure, hit, weapon, item, result.multiplier, rng, hit === target ? aim : undefined);
  // Any automatic hit may cripple (S-120, FT-60).
  if (result.automatic && state.config.cripplingHits) rollToCripple(state, figure, struck, rng);
}

/**
 * A thrown weapon that missed flies on along the line from the thrower through its target (S-75,
 * FT-47) until it hits someone, meets a created wall or leaves the arena, and lands in the last hex
 * it reached. At each further hex with a figure still fighting, the thrower rolls: to hit a foe, as
 * a throw at it (its range, dodging and all), or to miss a friend, as a roll to miss (FT-42). The
 * screen leaves that choice to the thrower; a thrower always wants the foe and never the friend.
 * A hand-to-hand pile on the line is rolled at as one figure, aimed at by its first foe of the
 * thrower if it holds one; a hit strikes a figure of it drawn at random (S-105, FT-43).
 */
function flyOn(state: FantasyTripState, thrower: FantasyTripFigure, target: FantasyTripFigure, item: FantasyTripItem, weapon: Weapon, rng: Rng): void {
  const pack = packOf(state);
  let last = target.at;
  // A figure of several hexes on the line is met once, at its first hex (FT-57).
  const met: FantasyTripFigure[] = [target];
  // On along the line it was thrown: to the hex it was aimed at, and past (FT-57).
  for (const hex of beyond(state, thrower.at, aimAt(thrower, target))) {
    const here = state.figures.filter((f) => isFighting(f) && covers(f, hex.q, hex.r) && !met.includes(f));
    for (const f of here) met.push(f);
    last = hex;
    if (here.length === 0) continue;
    const foe = here.find((f) => sideOf(state, f) !== sideOf(state, thrower));
    const aimed = foe ?? here[0]!;
    const adjDX = shotDX(state, thrower, aimed, 'thrown', weapon);
    let multiplier: 1 | 2 | 3;
    let automatic = false;
    if (foe !== undefined) {
      const count = foe.option === 'dodge' || parriesNow(state, foe) ? 4 : 3;
      const dice = roll(rng, count);
      const result = classifyAttack(dice.reduce((a, b) => a + b, 0), count as 3 | 4, adjDX, pack.fourDiceCriticals);
      // Flying on, the weapon has left the hand: a bad roll is only a miss.
      state.events.push({ type: 'shot', figure: thrower.id, name: thrower.name, target: foe.id, targetName: foe.name, weapon: item.ref, mode: 'thrown', dice, adjDX, hit: result.hit, multiplier: result.multiplier, fumble: 'none' });
      if (!result.hit) continue;
      multiplier = result.multiplier;
      automatic = result.automatic;
    } else {
      const dice = roll(rng, 3);
      const total = dice[0]! + dice[1]! + dice[2]!;
      const hit = total >= 14 || total > adjDX;
      multiplier = total >= 17 ? 3 : total >= 15 ? 2 : 1;
      state.events.push({ type: 'rolledToMiss', figure: thrower.id, name: thrower.name, past: aimed.id, pastName: aimed.name, dice, adjDX, hit, multiplier: hit ? multiplier : 1 });
      if (!hit) continue;
    }
    const struck = here.length > 1 ? (here[rng.int(0, here.length - 1)] as FantasyTripFigure) : aimed;
    if (struck.id !== aimed.id) state.events.push({ type: 'pileHit', figure: thrower.id, name: thrower.name, target: struck.id, targetName: struck.name });
    item.at = copyHex(hex);
    const hurt = shotDamage(state, thrower, struck, weapon, item, multiplier, rng);
    if (automatic && state.config.cripplingHits) rollToCripple(state, thrower, hurt, rng);
    return;
  }
  item.at = copyHex(last);
}

/** The hexes past `to` on the line from `from` through it, in the arena and short of a created wall (FT-47). */
function beyond(state: FantasyTripState, from: FantasyTripFigure['at'], to: FantasyTripFigure['at']): FantasyTripFigure['at'][] {
  const radius = state.config.arenaRadius;
  const d = hexDistance(from, to);
  const k = Math.ceil((2 * radius + 2) / d) + 1;
  const far = { q: from.q + (to.q - from.q) * k, r: from.r + (to.r - from.r) * k };
  const line = hexLine(from, far);
  const out: FantasyTripFigure['at'][] = [];
  for (let i = d + 1; i < line.length; i++) {
    const hex = line[i]!;
    if (hexDistance(hex, { q: 0, r: 0 }) > radius || (state.terrain.length > 0 && terrainAt(state, hex) === 'wall')) break;
    out.push(hex);
  }
  return out;
}

/**
 * DX for a shot or throw at `target` (FT-19): adjusted DX, −1 a hex for a throw (S-75) or the
 * megahex penalty for a missile (S-76), −6 through shadow, +1 for a crossbow fired prone (S-50),
 * +2 from the target's side, +4 from its rear or if it is down, prone, asleep or frozen.
 */
function shotDX(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, mode: 'missile' | 'thrown', weapon: Weapon): number {
  const angle = openToAll(target) ? 'rear' : angleFrom(figure, target);
  const aim = aimAt(figure, target);
  const range = mode === 'thrown' ? gap(figure, target) : missileRangePenalty(figure.at, aim);
  const shade = state.terrain.length > 0 && !seesInDark(figure) && throughShadow(state, figure.at, aim) ? 6 : 0;
  const prone = figure.posture === 'prone' && mode === 'missile' && weapon.missile !== null && weapon.missile.reload > 0 ? 1 : 0;
  // A flier shoots and throws at −4 (S-63); a lame figure, kneeling, at −2 (S-115, FT-59, FT-60).
  const flying = (isFlying(figure) ? 4 : 0) + (figure.wounds !== null && isLame(figure) ? LAME_DX : 0);
  const cover = behindBody(state, figure.at, target) ? 4 : 0;
  // A halfling throws at +2 (FT-52).
  const knack = mode === 'thrown' ? throwingBonus(state, figure) : 0;
  return adjustedDX(state, figure) - range - shade - flying - cover + knack + prone + (angle === 'side' ? 2 : angle === 'rear' ? 4 : 0) + targetPenalty(state, figure, target);
}

/**
 * Whether the target lies prone or kneels behind a body on the line from `from` (S-77, FT-51): a
 * body in the hex next to it through which the shot comes. Shots, throws and missile spells at it
 * are at −4.
 */
export function behindBody(state: FantasyTripState, from: FantasyTripFigure['at'], target: FantasyTripFigure): boolean {
  if (target.hexes !== 1 || (target.posture !== 'prone' && target.posture !== 'kneeling')) return false;
  const line = hexLine(target.at, from);
  const before = line[1];
  return before !== undefined && hexDistance(before, from) > 0 && hasBody(state, before);
}

/**
 * What a shot or throw uses up (FT-19): a shot counts toward the turn's shots and sets a crossbow
 * reloading; a thrown weapon lands in the hex of the figure it flew at; a fumbled one drops or
 * breaks at the thrower's feet.
 */
function spend(state: FantasyTripState, figure: FantasyTripFigure, item: FantasyTripItem, mode: 'missile' | 'thrown', weapon: Weapon, landsBy: FantasyTripFigure, fumble: 'none' | 'drop' | 'break'): void {
  if (mode === 'missile') {
    figure.shots += 1;
    // A shot from the ground by a figure engaged when its move began is its one last shot (l, l.219).
    if (figure.option === 'lastShot' || figure.engagedAtStart) figure.lastShotTaken = true;
    const missile = weapon.missile;
    // A crossbow reloads for `reload` turns, one fewer at its fast DX; counted down at each turn's end.
    if (missile !== null && missile.reload > 0) item.reload = (missile.fastAt !== null && adjustedDX(state, figure) >= missile.fastAt ? missile.reload - 1 : missile.reload) + 1;
  }
  if (mode === 'thrown' || fumble !== 'none') {
    item.holder = null;
    item.at = copyHex(mode === 'thrown' && fumble === 'none' ? landsBy.at : figure.at);
    item.state = fumble === 'break' ? 'broken' : 'ground';
    // A dropped crossbow stays as loaded as it was (only a thrown weapon has nothing to reload).
    if (mode === 'thrown') item.reload = 0;
    if (fumble !== 'none') state.events.push({ type: fumble === 'drop' ? 'itemDropped' : 'itemBroken', figure: figure.id, name: figure.name, item: item.id, ref: item.ref });
  }
}

/**
 * A shot's damage (FT-19): the weapon's, times the multiplier, through armour and a shield facing
 * the shooter. A missile weapon's shot at a figure under Reverse Missiles strikes the shooter (FT-44).
 * Aimed, a dagger at the head passes armour for double damage, and the part struck takes the hit
 * (FT-59). Returns the figure struck.
 */
function shotDamage(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, weapon: Weapon, item: FantasyTripItem, multiplier: number, rng: Rng, aim?: FantasyTripAim): FantasyTripFigure {
  const struck = weapon.class === 'missile' ? turnsBack(state, figure, target) : target;
  // A shot turned back strikes its shooter where it happens to, not where it was aimed.
  const aimed = struck === target ? aim : undefined;
  const head = aimed !== undefined && headShot(weapon, aimed);
  const rolled = roll(rng, weapon.damage.dice);
  // A cracked weapon does half damage (FT-56).
  const raw = halvedIf(item.cracked, sumDamage(rolled, weapon.damage) * multiplier * (head ? 2 : 1));
  const stopped = Math.min(raw, stopsAgainst(state, struck === target ? figure : target, struck, 'missile', head));
  injure(state, struck, raw - stopped, { dice: rolled, rolled: raw, stopped });
  if (aimed !== undefined) aimedHit(state, struck, aimed, aimsFine(weapon), raw - stopped);
  return struck;
}

/** At a turn's end a crossbow reloads one turn's worth, unless its holder is engaged (S-23, FT-19). */
export function reloadMissiles(state: FantasyTripState): void {
  for (const item of state.items) {
    if (item.reload === 0) continue;
    const holder = item.holder === null ? undefined : state.figures[item.holder];
    if (holder !== undefined && isEngaged(state, holder)) continue;
    item.reload -= 1;
  }
}
