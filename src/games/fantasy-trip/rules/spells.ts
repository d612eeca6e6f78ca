/**
 * Casting spells (options h and r, S-17, S-28; FT-33): who may cast, what, at whom or where, the
 * casting roll, what it costs in ST, and what each spell does. Creations (summonings, images,
 * illusions) and disbelief are in creations.ts; the renew step in renew.ts; putting effects on
 * figures and the secrets' bookkeeping in effects.ts; fire and slippery floor in hex-entry.ts.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { MAX_FIGURES, MAX_ITEMS } from '../parse-config.js';
import { copyHex, hexEquals, hexesWithin, hexLine, type Hex } from '../../../core/hex.js';
import { areaOf, pretenceOf, SUMMONS, type AreaSpell, type FantasyTripSpell } from '../content/spells.js';
import type { FantasyTripAction, FantasyTripAttribute, FantasyTripFigure, FantasyTripState } from '../types.js';
import { classifyAttack, classifySpell, sumDamage } from './dice.js';
import { adjustedDX, creatureOf, effectOf, isControlled, isFighting, isFlying, isHeld, isOpen, packOf, sideOf, readyItem, readyShield, readyWeapon, stNow, terrainAt } from './figures.js';
import { arenaHexes, inArena, megahexDistance, missileRangePenalty } from './geometry.js';
import { injure, sightPenalty, stopsAgainst } from './combat.js';
import { fillableHexes } from './areas.js';
import { ROPE_GRIP, ropeHolds, ropeTargets } from './rope.js';
import { aimAt, behindBody, canAim, inFrontArc, rollPast } from './ranged.js';
import { gap, gapTo } from './body.js';
import { createFigure, creationFits, looksOf, iqNow, vanish } from './creations.js';
import { settleHth } from './hth.js';
import { knockDown, roll } from './checks.js';
import { payST } from './out-of-fight.js';
import { addEffect, endEffect, ruleOut, showIfSecret, showSecret, spellDef } from './effects.js';
import { seesInDark, throughShadow } from './sight.js';
import { pileMember, turnsBack } from './missile-target.js';
import { burn, enterHex } from './hex-entry.js';

/** Armour of metal hampers a wizard: −4 DX to cast (S-74). Leather and cloth do not. */
const METAL_ARMOR: ReadonlySet<string> = new Set(['chainmail', 'half-plate', 'plate', 'fine-plate']);

/** Sleep lasts the casting turn and two more, unless the sleeper is hit first (FT-37: Wizard's "two turns of shaking" needs a waker). */
const SLEEP_TURNS = 3;

/** What Aid may raise, in the order its casts are listed (FT-44). */
const AID_ATTRIBUTES: readonly FantasyTripAttribute[] = Object.freeze(['st', 'dx', 'iq']);

/** How far Teleport reaches: 1 ST a megahex ([W]), at most 3 megahexes like any spell cast per ST (FT-33, FT-44). */
const TELEPORT_REACH = 3;

/** The last turn a spell of fixed duration cast now lasts: the casting turn counts as turn 1. */
function lastTurn(state: FantasyTripState, turns: number): number {
  return state.turn.number + turns - 1;
}

/**
 * Whether the figure's hands let it cast (R-04, FT-33, FT-34): standing and fighting, not in
 * hand-to-hand, no shield ready. A ready weapon other than the staff is allowed at −4 (castDX).
 */
export function handsFree(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  if (!isFighting(figure) || figure.posture !== 'standing' || isHeld(figure)) return false;
  // A shield takes the hand a wizard casts with; a weapon only costs −4 (castDX, FT-33).
  return readyShield(state, figure.id) === null;
}

/** Whether the figure may declare a cast (h, r) now: it knows a spell, its hands are free, and it can pay for one (FT-33). */
export function canCast(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  // A controlled wizard casts nothing: its controller would be choosing with its hidden ST (FT-50).
  return figure.spells.length > 0 && handsFree(state, figure) && !isControlled(state, figure) && eachCast(state, figure, () => true);
}

/** ST a cast costs when it works (FT-35): per level for the missile spells and Clumsiness; Drop Weapon and Trip cost more against the strong. */
export function castCost(spell: FantasyTripSpell, power: number, target: FantasyTripFigure | null): number {
  if (spell.id === 'drop-weapon' && target !== null && target.st >= 20) return 2;
  if (spell.id === 'trip' && target !== null && target.st >= 30) return 4;
  return spell.cost * power;
}

/** Figures a thrown spell can reach (FT-33): the caster itself, an adjacent figure, or any in front, fighting and not in hand-to-hand. */
function thrownTargets(state: FantasyTripState, caster: FantasyTripFigure): FantasyTripFigure[] {
  return state.figures.filter((t) => {
    if (!isFighting(t)) return false;
    if (t.id === caster.id) return true;
    if (t.posture === 'hth') return false;
    return gap(caster, t) === 1 || inFrontArc(caster.at, caster.facing, aimAt(caster, t));
  });
}

/**
 * Enemies a missile spell can reach (FT-33): as a missile weapon, in the front arc with a clear
 * line; Lightning also through created walls, which it may break (FT-56).
 */
function missileTargets(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell): FantasyTripFigure[] {
  return state.figures.filter(
    // A foe in a hand-to-hand pile may be aimed at: who is hit is drawn at random (S-105, FT-43).
    (t) => isFighting(t) && sideOf(state, t) !== sideOf(state, caster) && canAim(state, caster, t, spell.id === 'lightning'),
  );
}

/**
 * Lightning meeting created walls on its way (spec §1.13, FT-56): each wall hex in turn, nearest
 * first, takes 5 of its hits and breaks, and the rest goes on; hits short of 5 stop at the wall.
 * Returns the hits left for the target.
 */
function throughWalls(state: FantasyTripState, from: Hex, to: Hex, raw: number): number {
  if (state.terrain.length === 0) return raw;
  const line = hexLine(from, to);
  let left = raw;
  for (let i = 1; i < line.length - 1; i++) {
    const hex = line[i]!;
    if (terrainAt(state, hex) !== 'wall') continue;
    if (left < WALL_BREAKS_AT) {
      state.events.push({ type: 'wallHeld', arenaRadius: state.config.arenaRadius, at: copyHex(hex), hits: left });
      return 0;
    }
    left -= WALL_BREAKS_AT;
    state.terrain = state.terrain.filter((t) => !hexEquals(t.at, hex));
    state.events.push({ type: 'wallBroken', arenaRadius: state.config.arenaRadius, at: copyHex(hex) });
  }
  return left;
}

/** Hits that break a created wall hex (spec §1.13). */
const WALL_BREAKS_AT = 5;

/**
 * Hexes a creation spell can fill (FT-36): in the caster's megahex or one touching it, and within
 * two hexes of the caster (a ruling that keeps the list short). Creatures and walls need an empty
 * hex; fire and shadow any hex without created terrain.
 */
export function creationHexes(state: FantasyTripState, caster: FantasyTripFigure, needsEmpty: boolean): Hex[] {
  const radius = state.config.arenaRadius;
  return hexesWithin(caster.at, 2).filter((h) => {
    if (!inArena(h, radius) || megahexDistance(caster.at, h) > 1) return false;
    if (needsEmpty) return isOpen(state, h) && terrainAt(state, h) === null;
    return terrainAt(state, h) === null && !hexEquals(h, caster.at);
  });
}

/** Whether the spell may go on `target` now: not a second one of the same (FT-37), and Remove Thrown Spell only where there is one. */
function fits(state: FantasyTripState, spell: FantasyTripSpell, caster: FantasyTripFigure, target: FantasyTripFigure): boolean {
  // The Death Spell is a contest with another figure (FT-44); Avert drives another away (FT-48).
  if ((spell.id === 'death-spell' || spell.id === 'avert') && target.id === caster.id) return false;
  if (spell.id === 'death-spell') return true;
  // Control takes a figure of another side, of its kind, not controlled already (FT-50).
  if (spell.id === 'control-person' || spell.id === 'control-animal') return canControl(state, spell.id, caster, target);
  // Destroy Creation works on a created figure only, whatever it is (FT-37).
  if (spell.id === 'destroy-creation') return target.creation !== null;
  if (spell.id === 'remove-thrown-spell') return target.effects.some((e) => spellDef(e.spell).kind === 'thrown');
  if (spell.id === 'drop-weapon' || spell.id === 'break-weapon' || spell.id === 'megahex-sleep' || spell.id === 'slippery-floor' || spell.id === 'megahex-avert') return true;
  // Slow Movement cast again adds to how long it lasts, not to what it does (spec §2.7, FT-56).
  if (spell.id === 'slow-movement') return true;
  // One at a time (FT-37), as far as the caster's side can see: another side's secrets do not count (FT-49).
  for (const e of target.effects) if (e.spell === spell.id && (e.secret === null || target.side === caster.side)) return false;
  return true;
}

/** The protections a wizard may cast in secret, or fake, on its own side (FT-49). */
export const SECRET_PROTECTIONS: ReadonlySet<string> = new Set(['spell-shield', 'stone-flesh', 'iron-flesh', 'shock-shield', 'reverse-missiles']);

/** How a protection the caster knows may be cast on a figure of its side: openly or in secret (FT-49). Fakes are offered apart. */
const SECRET_WAYS: readonly (string | null)[] = Object.freeze([null, 'secret']);

/**
 * Whether `spell` may be cast at `target` in secret or faked (FT-49): a protection, at a figure of
 * the caster's own side, not under another's Spell Shield. A shield would stop the cast in public
 * (`spellResisted`, naming the spell), and a fake would be stopped where a failed real cast would
 * not: the secret would be out at once.
 */
function secretWaysOpen(caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure): boolean {
  if (target.side !== caster.side || !SECRET_PROTECTIONS.has(spell.id)) return false;
  return target.id === caster.id || effectOf(target, 'spell-shield') === undefined;
}

/** Every cast the figure may make now (FT-33): each spell it knows and can pay for, at each level, target and hex. */
export function castChoices(state: FantasyTripState, caster: FantasyTripFigure): FantasyTripAction[] {
  const out: FantasyTripAction[] = [];
  eachCast(state, caster, (cast) => {
    out.push(cast);
    return false;
  });
  return out;
}

/**
 * Visits the casts of {@link castChoices} in order until `visit` returns true; returns whether it
 * did. `canCast` stops at the first: the options of every wizard are asked for at each move, and
 * need only know that one cast exists.
 */
function eachCast(state: FantasyTripState, caster: FantasyTripFigure, visit: (cast: FantasyTripAction) => boolean): boolean {
  const player = caster.side;
  const st = stNow(caster);
  const floor = packOf(state).unconsciousAt;
  for (const id of caster.spells) {
    const spell = spellDef(id);
    const cast = (power: number, target: number | null, at: Hex | null, looks: string | null): boolean => visit({ type: 'cast', player, spell: id, power, target, at, looks });
    // Spending may take a wizard to the unconscious threshold, never past it: not below ST 0 ([W]),
    // and in classic, where ST 0 is death, not below 1 (FT-35).
    const affordable = (power: number, target: FantasyTripFigure | null): boolean => st - castCost(spell, power, target) >= floor;
    switch (spell.kind) {
      case 'missile':
        for (const target of missileTargets(state, caster, spell)) for (let p = 1; p <= spell.maxPower; p++) if (affordable(p, target) && cast(p, target.id, null, null)) return true;
        break;
      case 'thrown':
        for (const target of thrownTargets(state, caster)) {
          if (!fits(state, spell, caster, target)) continue;
          // Aid raises one attribute, named in `looks` (FT-44); a protection on one's own side may be
          // cast in secret (FT-49). Fakes, open to any wizard, are listed after every spell it knows.
          const looks = spell.id === 'aid' ? AID_ATTRIBUTES : secretWaysOpen(caster, spell, target) ? SECRET_WAYS : [null];
          for (let p = 1; p <= spell.maxPower; p++) {
            if (!affordable(p, target)) continue;
            for (const look of looks) if (cast(p, target.id, null, look)) return true;
          }
        }
        break;
      case 'creation': {
        if (!affordable(1, null)) break;
        // A rope goes round a figure (FT-46).
        if (id === 'rope' || id === 'giant-rope') {
          for (const target of ropeTargets(state, caster)) if (cast(1, target.id, null, null)) return true;
          break;
        }
        const summoned = Object.hasOwn(SUMMONS, id) ? (SUMMONS[id] as string) : null;
        const pretends = pretenceOf(id) !== undefined;
        // A fight holds at most MAX_FIGURES figures: past that, no spell makes one (FT-36).
        if ((summoned !== null || pretends) && state.figures.length >= MAX_FIGURES) break;
        const looks = summoned !== null ? [summoned] : pretends ? looksOf(id) : [null];
        const area = areaOf(id);
        for (const at of creationHexes(state, caster, summoned !== null || pretends || area?.kind === 'wall')) {
          // A figure of several hexes needs room for all of it, facing as its caster does (FT-57).
          for (const look of looks) if ((look === null || creationFits(state, at, caster.facing, creatureOf(look).hexes)) && cast(1, null, at, look)) return true;
        }
        break;
      }
      case 'special':
        if (id === 'teleport') {
          // To any empty hex within reach, paying 1 ST a megahex of the way, at least 1 (FT-44).
          for (const at of arenaHexes(state.config.arenaRadius)) {
            const power = Math.max(1, megahexDistance(caster.at, at));
            if (power > TELEPORT_REACH || hexEquals(at, caster.at) || !isOpen(state, at)) continue;
            if (affordable(power, null) && cast(power, null, at, null)) return true;
          }
          break;
        }
        // The Staff spell, for a wizard without its charged staff (FT-45).
        if (id === 'staff' && !canMakeStaff(state, caster)) break;
        if (affordable(1, null) && cast(1, null, null, null)) return true;
        break;
    }
  }
  // A fake costs nothing and needs no spell known (FT-49): any wizard may make a show of casting
  // any of the protections on a figure of its side, as a real one would be offered there.
  const friends = thrownTargets(state, caster).filter((t) => t.side === caster.side);
  for (const id of SECRET_PROTECTIONS) {
    const spell = spellDef(id);
    for (const target of friends) {
      if (secretWaysOpen(caster, spell, target) && fits(state, spell, caster, target) && visit({ type: 'cast', player, spell: id, power: 1, target: target.id, at: null, looks: 'fake' })) return true;
    }
  }
  return false;
}

/**
 * DX for a cast (FT-33): the caster's adjusted DX, −4 in metal armour or with a weapon other
 * than the staff in hand (one −4 for both, S-74), −6 standing in
 * shadow (S-62); against another figure, −4 if it is Blurred or in shadow (S-58, S-59), −1 a hex for
 * a thrown spell, the megahex penalty for a missile spell (S-75, S-76) and −6 for a missile through
 * shadow (S-62).
 */
export function castDX(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure | null): number {
  let dx = adjustedDX(state, caster);
  // Metal armour, or a weapon in hand other than the staff: −4, once (the screen's one line
  // "Wizard with metal weapon/armor not silver -4 to spells", S-74, S-79; FT-33, issue 22). No
  // weapon or armour here is silver.
  const weapon = readyWeapon(state, caster.id);
  if ((caster.armor !== null && METAL_ARMOR.has(caster.armor)) || (weapon !== null && weapon.id !== 'staff')) dx -= 4;
  // A flier casts at −2 (S-64).
  if (isFlying(caster)) dx -= 2;
  const sees = seesInDark(caster);
  if (!sees && state.terrain.length > 0 && terrainAt(state, caster.at) === 'shadow') dx -= 6;
  if (target === null) return dx;
  if (target.id !== caster.id) dx += sightPenalty(state, caster, target);
  // Range is to the target's nearest hex (FT-57).
  if (spell.kind === 'thrown') dx -= gap(caster, target);
  if (spell.kind === 'missile') {
    const aim = aimAt(caster, target);
    dx -= missileRangePenalty(caster.at, aim);
    // A target lying or kneeling behind a body (S-77, FT-51).
    if (behindBody(state, caster.at, target)) dx -= 4;
    if (!sees && state.terrain.length > 0 && throughShadow(state, caster.at, aim)) dx -= 6;
  }
  return dx;
}

/**
 * A cast (FT-33): the roll on 3 dice (4 against a figure dodging a missile spell or defending
 * against a thrown one), then the cost and, on success, the spell's effect. A failure costs 1 ST,
 * a missile spell its full cost; 17 costs the full cost, 18 also knocks the caster down (S-41,
 * Casting never earns a force retreat (S-06).
 */
export function castSpell(state: FantasyTripState, caster: FantasyTripFigure, action: Extract<FantasyTripAction, { type: 'cast' }>, rng: Rng): void {
  const spell = spellDef(action.spell);
  const target = action.target === null ? null : (state.figures[action.target] as FantasyTripFigure);
  if ((action.looks === 'secret' || action.looks === 'fake') && target !== null) {
    castSecret(state, caster, spell, target, action.looks === 'fake', rng);
    return;
  }
  // A missile spell rolls past each figure in the way first; one it does not miss takes it (S-75, FT-42).
  if (spell.kind === 'missile' && target !== null) {
    const blocked = rollPast(state, caster, target, (f) => castDX(state, caster, spell, f), rng);
    if (blocked !== null) {
      const cost = castCost(spell, action.power, blocked.figure);
      caster.acted = true;
      caster.dazed = false;
      applySpell(state, caster, spell, { ...action, target: blocked.figure.id }, blocked.figure, blocked.multiplier, rng);
      payST(state, caster, cost);
      return;
    }
  }
  const adjDX = castDX(state, caster, spell, target);
  const dice = roll(rng, castDice(state, caster, spell, target));
  const result = castResult(state, dice, adjDX);
  const full = castCost(spell, action.power, target);
  const cost = result.success || result.fizzle !== 'none' || spell.kind === 'missile' ? full : 1;
  state.events.push({
    type: 'spellCast',
    arenaRadius: state.config.arenaRadius,
    figure: caster.id,
    name: caster.name,
    spell: spell.id,
    kind: spell.kind,
    power: action.power,
    target: action.target,
    at: action.at === null ? null : copyHex(action.at),
    looks: action.looks,
    dice,
    adjDX,
    success: result.success,
    multiplier: result.multiplier,
    cost,
  });
  caster.acted = true;
  caster.dazed = false;
  // The spell takes effect, then the caster pays: a wizard that spends its last ST collapses after
  // the spell works, and what it just created goes with it.
  if (result.success) {
    // A missile spell into a hand-to-hand pile strikes one of it drawn at random (S-105, FT-43).
    const struck = spell.kind === 'missile' && target !== null && target.posture === 'hth' ? pileMember(state, caster, target, rng) : target;
    applySpell(state, caster, spell, struck === target ? action : { ...action, target: struck!.id }, struck, result.multiplier, rng);
  }
  payST(state, caster, cost);
  if (result.fizzle === 'knockdown' && isFighting(caster)) knockDown(state, caster);
}

/** Dice for a cast (FT-33): 4 against a figure dodging a missile spell, or defending with a parrying weapon against a thrown spell from another; else 3. */
function castDice(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure | null): number {
  if (target === null) return 3;
  if (spell.kind === 'missile' && target.option === 'dodge') return 4;
  const parries = target.option === 'shiftDefend' && target.posture === 'standing' && readyWeapon(state, target.id)?.parries === true;
  return spell.kind === 'thrown' && target.id !== caster.id && parries ? 4 : 3;
}

/** A casting roll read (FT-33): on 3 dice the spell table; on 4 the attack table, with no weapon to drop. */
function castResult(state: FantasyTripState, dice: readonly number[], adjDX: number): ReturnType<typeof classifySpell> | ReturnType<typeof fromAttack> {
  const total = dice.reduce((a, b) => a + b, 0);
  return dice.length === 3 ? classifySpell(total, adjDX) : fromAttack(classifyAttack(total, 4, adjDX, packOf(state).fourDiceCriticals));
}

function fromAttack(roll: ReturnType<typeof classifyAttack>): { success: boolean; multiplier: 1 | 2 | 3; fizzle: 'none' } {
  return { success: roll.hit, multiplier: roll.multiplier, fizzle: 'none' };
}

/** Missile spell damage per level (spec §2.7): Magic Fist 1d−2, Fireball 1d−1, Lightning 1d; the fist and fireball never less than the levels put in. */
const MISSILE_ADD: Readonly<Record<string, number>> = { 'magic-fist': -2, fireball: -1, lightning: 0 };

function applySpell(
  state: FantasyTripState,
  caster: FantasyTripFigure,
  spell: FantasyTripSpell,
  action: Extract<FantasyTripAction, { type: 'cast' }>,
  target: FantasyTripFigure | null,
  multiplier: number,
  rng: Rng,
): void {
  if (spell.kind === 'missile' && target !== null) {
    const add = MISSILE_ADD[spell.id] ?? 0;
    const rolled = roll(rng, action.power);
    const floor = add < 0 ? action.power : 0;
    const rolledRaw = Math.max(floor, sumDamage(rolled, { dice: action.power, add: add * action.power })) * multiplier;
    // Lightning breaks the walls in its way, and what is left goes on; spent on them, it never
    // reaches the target (FT-56).
    const raw = spell.id === 'lightning' ? throughWalls(state, caster.at, aimAt(caster, target), rolledRaw) : rolledRaw;
    if (raw === 0 && rolledRaw > 0) return;
    // Reverse Missiles on the target sends the spell back at its caster (FT-44).
    const struck = turnsBack(state, caster, target);
    const stopped = Math.min(raw, stopsAgainst(state, struck === target ? caster : target, struck, 'missile'));
    injure(state, struck, raw - stopped, { dice: rolled, rolled: raw, stopped });
    // Magic Fist: 6 or more hits before armour knock the target down unless it rolls 3 dice at most its higher of ST and DX (spec §1.13).
    if (spell.id === 'magic-fist' && raw >= 6 && isFighting(struck) && struck.posture === 'standing') {
      const save = roll(rng, 3);
      const kept = save.reduce((a, b) => a + b, 0) <= Math.max(struck.st, struck.dx);
      state.events.push({ type: 'saved', figure: struck.id, name: struck.name, against: 'magic-fist', dice: save, success: kept });
      if (!kept) knockDown(state, struck);
    }
    return;
  }
  if (spell.kind === 'thrown' && target !== null) {
    if (spell.id === 'megahex-sleep') {
      // Everyone in the target's megahex but the caster (FT-44), each as Sleep would take it.
      for (const f of state.figures) {
        if (f.id !== caster.id && isFighting(f) && gapTo(f, target.at) <= 1 && !shielded(state, caster, spell, f)) sleep(state, caster, f, spell.id);
      }
      return;
    }
    if (spell.id === 'megahex-avert') {
      // Avert on everyone in the target's megahex but the caster, kept up as one spell (FT-48).
      for (const f of state.figures) {
        if (f.id === caster.id || !isFighting(f) || gapTo(f, target.at) > 1 || effectOf(f, 'megahex-avert') !== undefined || shielded(state, caster, spell, f)) continue;
        addEffect(state, f, { spell: spell.id, caster: caster.id, power: 1, until: null, attribute: null, secret: null });
      }
      return;
    }
    if (spell.id === 'slippery-floor') {
      const area = areaOf(spell.id) as AreaSpell;
      fillTerrain(state, caster, area, fillableHexes(state, caster, target.at, area));
      return;
    }
    if (shielded(state, caster, spell, target)) return;
    applyThrown(state, caster, spell, action, target, rng);
    return;
  }
  if (spell.kind === 'creation' && target !== null) {
    // A rope round the target, unless it is too strong for it (FT-46).
    if (!ropeHolds(spell.id, target)) state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell: spell.id });
    else addEffect(state, target, { spell: spell.id, caster: caster.id, power: ROPE_GRIP, until: null, attribute: null, secret: null });
    return;
  }
  if (spell.kind === 'creation' && action.at !== null) {
    const area = areaOf(spell.id);
    if (area !== undefined) {
      fillTerrain(state, caster, area, fillableHexes(state, caster, action.at, area));
      return;
    }
    const kind = pretenceOf(spell.id)?.kind ?? 'summoned';
    createFigure(state, caster, kind, action.looks as string, action.at, castCost(spell, 1, null));
    return;
  }
  if (spell.id === 'teleport' && action.at !== null) {
    // The caster is at once in the hex it chose (FT-44); it comes into that hex as into any other.
    const from = copyHex(caster.at);
    caster.at = copyHex(action.at);
    state.events.push({ type: 'teleported', arenaRadius: state.config.arenaRadius, figure: caster.id, name: caster.name, from, to: copyHex(caster.at) });
    enterHex(state, caster, rng);
    return;
  }
  if (spell.id === 'staff') {
    makeStaff(state, caster);
    return;
  }
  if (spell.id === 'reveal-magic') {
    // Every secret protection on a figure the caster could throw a spell at shows itself, fakes too (FT-49).
    for (const f of thrownTargets(state, caster)) {
      for (let i = f.effects.length - 1; i >= 0; i--) if (f.effects[i]!.secret !== null) showSecret(state, f, i);
    }
    return;
  }
  if (spell.id === 'blast') {
    // 1d to every other figure in or next to the caster's hex, armour counting (spec §2.7).
    for (const f of state.figures) {
      if (f.id === caster.id || !isFighting(f) || gap(f, caster) > 1) continue;
      const rolled = roll(rng, 1);
      const raw = sumDamage(rolled, { dice: 1, add: 0 });
      const stopped = Math.min(raw, stopsAgainst(state, caster, f, 'spell'));
      injure(state, f, raw - stopped, { dice: rolled, rolled: raw, stopped });
    }
    return;
  }
  if (spell.id === 'dispel-illusions') {
    // Every illusion and image within 5 megahexes of the caster vanishes, shown for what it was;
    // real creatures stay (spec §2.7, FT-37).
    for (const f of state.figures) {
      if (f.creation === null || f.creation.kind === 'summoned' || !isFighting(f) || megahexDistance(f.at, caster.at) > 5) continue;
      vanish(state, f, 'disbelieved');
    }
    return;
  }
  if (spell.id === 'dazzle') {
    // Every other figure within 5 megahexes that can see is at −3 DX for 3 turns (spec §1.13).
    for (const f of state.figures) {
      // One Dazzle at a time on a figure ([W], FT-37): a second one only renews its turns. A figure
      // blind in shadow sees no flash (spec §1.13: sighted creatures only, FT-56).
      if (f.id === caster.id || !isFighting(f) || megahexDistance(f.at, caster.at) > 5) continue;
      if (state.terrain.length > 0 && terrainAt(state, f.at) === 'shadow' && !seesInDark(f)) continue;
      const old = f.effects.findIndex((e) => e.spell === 'dazzle');
      if (old >= 0) f.effects.splice(old, 1);
      addEffect(state, f, { spell: 'dazzle', caster: caster.id, power: 1, until: lastTurn(state, spell.turns as number), attribute: null, secret: null });
    }
  }
}

/**
 * A secret protection (FT-49): cast like any thrown spell, but its event (`secretCast`) tells the
 * other sides only who cast at whom, and the effect stays hidden from them until it works on
 * someone. A fake rolls nothing, always takes hold, does nothing and costs nothing (Wizard: "roll
 * the dice but cast no spell at all, conserving his strength"); spent ST is hidden (FT-38), so the
 * other sides cannot tell it from a real one. A real cast that fails leaves a fake in its place,
 * so that to them it looks like a success or a fake too (FT-38): its caster may keep up the show
 * at the renew step, at no cost, or let it go.
 */
function castSecret(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure, fake: boolean, rng: Rng): void {
  const adjDX = castDX(state, caster, spell, target);
  const full = castCost(spell, 1, target);
  const dice = fake ? [] : roll(rng, castDice(state, caster, spell, target));
  const result = fake ? { success: true, multiplier: 1 as const, fizzle: 'none' as const } : castResult(state, dice, adjDX);
  const cost = fake ? 0 : result.success || result.fizzle !== 'none' ? full : 1;
  state.events.push({ type: 'secretCast', figure: caster.id, name: caster.name, target: target.id, targetName: target.name, spell: spell.id, fake, dice, adjDX, success: result.success, cost });
  caster.acted = true;
  caster.dazed = false;
  // No Spell Shield stands in the way (secretWaysOpen), and the cast is not public: nothing here
  // shows or rules out anything for the other sides. `paid` counts what the real spell costs,
  // fake or not, so that a sampled world can redraw it (sample-hidden.ts).
  target.effects.push({ spell: spell.id, caster: caster.id, power: 1, until: null, attribute: null, secret: { fake: fake || !result.success, paid: full, notReal: [] } });
  payST(state, caster, cost);
  if (result.fizzle === 'knockdown' && isFighting(caster)) knockDown(state, caster);
}

/** A thrown spell's effect on its subject (spec §2.7, FT-37). Durations count the casting turn as turn 1. */
function applyThrown(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, action: Extract<FantasyTripAction, { type: 'cast' }>, target: FantasyTripFigure, rng: Rng): void {
  const now = state.turn.number;
  const power = action.power;
  if (spell.id === 'control-person' || spell.id === 'control-animal') {
    control(state, caster, spell, target, rng);
    return;
  }
  // A spell with upkeep (Blur, Stone and Iron Flesh, Shock Shield, Invisibility, Flight, …) stays while renewed (FT-35).
  if (spell.upkeep > 0) {
    const old = target.effects.findIndex((e) => e.spell === spell.id);
    if (old >= 0) {
      const secret = target.effects[old]!.secret;
      // One at a time (FT-37). An open cast that meets another side's secret one (FT-49): a real one
      // shows itself and the cast does nothing; a fake gives way to it.
      if (secret === null || !secret.fake) {
        showSecret(state, target, old);
        state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell: spell.id });
        return;
      }
      endEffect(state, target, old);
    }
    addEffect(state, target, { spell: spell.id, caster: caster.id, power: 1, until: null, attribute: null, secret: null });
    return;
  }
  switch (spell.id) {
    case 'aid': {
      // +1 a level to the attribute named, for the casting turn and the next (spec §2.7, FT-44).
      const attribute = action.looks as FantasyTripAttribute;
      addEffect(state, target, { spell: spell.id, caster: caster.id, power, until: lastTurn(state, spell.turns as number), attribute, secret: null });
      return;
    }
    case 'death-spell':
      deathSpell(state, caster, target);
      return;
    case 'clumsiness':
      // Only the casting turn against ST 30 or more (spec §1.13).
      addEffect(state, target, { spell: spell.id, caster: caster.id, power, until: target.st >= 30 ? now : lastTurn(state, spell.turns as number), attribute: null, secret: null });
      return;
    case 'confusion':
      // −2 IQ a level (spec §2.7): here it makes disbelief harder (FT-38).
      addEffect(state, target, { spell: spell.id, caster: caster.id, power, until: lastTurn(state, spell.turns as number), attribute: null, secret: null });
      return;
    case 'destroy-creation':
      // A created figure is destroyed, real or not; what it was stays hidden (FT-37, FT-38).
      vanish(state, target, 'destroyed');
      return;
    case 'slow-movement': {
      // Cast again, it lasts 4 turns more from when the first would end (spec §2.7, FT-56).
      const old = target.effects.findIndex((e) => e.spell === 'slow-movement');
      if (old >= 0) {
        const until = (target.effects[old]!.until ?? now) + (spell.turns as number);
        target.effects.splice(old, 1);
        addEffect(state, target, { spell: spell.id, caster: caster.id, power: 1, until, attribute: null, secret: null });
        return;
      }
      addEffect(state, target, { spell: spell.id, caster: caster.id, power: 1, until: lastTurn(state, spell.turns as number), attribute: null, secret: null });
      return;
    }
    case 'speed-movement':
    case 'stop':
      addEffect(state, target, { spell: spell.id, caster: caster.id, power: 1, until: lastTurn(state, spell.turns as number), attribute: null, secret: null });
      return;
    case 'trip':
      if (target.posture === 'standing') knockDown(state, target);
      return;
    case 'drop-weapon':
    case 'break-weapon': {
      const item = readyItem(state, target.id, 'weapon');
      if (item === undefined) {
        state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell: spell.id });
        return;
      }
      // Break Weapon cracks a weapon: it stays in hand at half damage; a staff, or a weapon cracked
      // already, breaks outright (spec §2.7, FT-56).
      if (spell.id === 'break-weapon' && item.ref !== 'staff' && !item.cracked) {
        item.cracked = true;
        state.events.push({ type: 'itemCracked', figure: target.id, name: target.name, item: item.id, ref: item.ref });
        return;
      }
      item.holder = null;
      item.at = copyHex(target.at);
      item.state = spell.id === 'drop-weapon' ? 'ground' : 'broken';
      state.events.push({ type: spell.id === 'drop-weapon' ? 'itemDropped' : 'itemBroken', figure: target.id, name: target.name, item: item.id, ref: item.ref });
      return;
    }
    case 'sleep':
      sleep(state, caster, target, spell.id);
      return;
    case 'freeze': {
      if (target.st >= 30) {
        state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell: spell.id });
        return;
      }
      const turns = roll(rng, 2).reduce((a, b) => a + b, 0);
      addEffect(state, target, { spell: 'freeze', caster: caster.id, power: turns, until: lastTurn(state, turns), attribute: null, secret: null });
      target.acted = true;
      return;
    }
    case 'remove-thrown-spell': {
      // The latest thrown spell on the subject ends (FT-37).
      for (let i = target.effects.length - 1; i >= 0; i--) {
        const effect = target.effects[i]!;
        if (spellDef(effect.spell).kind !== 'thrown') continue;
        endEffect(state, target, i);
        return;
      }
      return;
    }
  }
}

/** The creatures Control Animal takes (FT-50); Control Person takes the builds' figures and the myrmidon. */
const ANIMALS: ReadonlySet<string> = new Set(['wolf', 'giant-snake', 'bear']);

/** Whether `spell` (Control Animal or Control Person) may go on `target` (FT-50). */
function canControl(state: FantasyTripState, spell: string, caster: FantasyTripFigure, target: FantasyTripFigure): boolean {
  if (target.id === caster.id || sideOf(state, target) === caster.side) return false;
  if (effectOf(target, 'control-person') !== undefined || effectOf(target, 'control-animal') !== undefined) return false;
  if (spell === 'control-animal') return target.creature !== null && ANIMALS.has(target.creature);
  // The giant is a person too, a big one; dragons are neither (FT-57).
  return target.creature === null || target.creature === 'myrmidon' || target.creature === 'giant';
}

/**
 * Control Animal or Control Person (FT-50): the subject rolls 3 dice against its IQ now, and at most
 * that resists (`saved`). Otherwise the caster's side commands it while the spell is kept up.
 */
function control(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure, rng: Rng): void {
  const dice = roll(rng, 3);
  const resisted = dice.reduce((a, b) => a + b, 0) <= iqNow(target);
  state.events.push({ type: 'saved', figure: target.id, name: target.name, against: spell.id, dice, success: resisted });
  if (resisted) return;
  addEffect(state, target, { spell: spell.id, caster: caster.id, power: 1, until: null, attribute: null, secret: null });
  // In hand-to-hand with what are now its friends, it is out of the pile (FT-18).
  settleHth(state);
}

/**
 * Fills `hexes` with the area's terrain (FT-39, FT-44). The list is replaced, never changed in
 * place: the games' copies share its entries. A figure in a hex when fire appears takes 2 hits,
 * armour counting (spec §1.13).
 */
function fillTerrain(state: FantasyTripState, caster: FantasyTripFigure, area: AreaSpell, hexes: readonly Hex[]): void {
  const kind = area.kind;
  state.terrain = [...state.terrain, ...hexes.map((at) => ({ at: copyHex(at), kind, caster: caster.id }))];
  for (const at of hexes) state.events.push({ type: 'terrainCreated', arenaRadius: state.config.arenaRadius, at: copyHex(at), kind, caster: caster.id });
  if (kind !== 'fire') return;
  for (const f of state.figures) if (isFighting(f) && hexes.some((h) => hexEquals(h, f.at))) burn(state, f, 2);
}

/** Sleep on one figure (FT-37): none on basic ST 20 or more; a sleeper wakes when hit, or after two more turns. */
function sleep(state: FantasyTripState, caster: FantasyTripFigure, target: FantasyTripFigure, spell: string): void {
  if (target.st >= 20) {
    state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell });
    return;
  }
  if (effectOf(target, 'sleep') !== undefined) return;
  addEffect(state, target, { spell: 'sleep', caster: caster.id, power: 1, until: lastTurn(state, SLEEP_TURNS), attribute: null, secret: null });
  target.acted = true;
}

/** Whether the wizard may cast Staff (FT-45): it carries no staff of its own charging, and the fight has room for one more item. */
function canMakeStaff(state: FantasyTripState, caster: FantasyTripFigure): boolean {
  for (const item of state.items) if (item.holder === caster.id && item.charged === caster.id) return false;
  return state.items.length < MAX_ITEMS || readyItem(state, caster.id, 'weapon')?.ref === 'staff';
}

/** The Staff spell (FT-45): charges the plain staff in the caster's hand, or puts a new charged staff there. */
function makeStaff(state: FantasyTripState, caster: FantasyTripFigure): void {
  const held = readyItem(state, caster.id, 'weapon');
  if (held !== undefined && held.ref === 'staff') {
    held.charged = caster.id;
    return;
  }
  const item = { id: state.items.length, kind: 'weapon' as const, ref: 'staff', holder: caster.id, state: 'ready' as const, at: null, reload: 0, charged: caster.id, cracked: false };
  state.items.push(item);
  state.events.push({ type: 'itemReadied', figure: caster.id, name: caster.name, item: item.id, ref: item.ref });
}

/** A charged staff going off in the wrong hands (FT-45): 3 dice, armour counting. */
export function explode(state: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  const rolled = roll(rng, 3);
  const raw = sumDamage(rolled, { dice: 3, add: 0 });
  const stopped = Math.min(raw, stopsAgainst(state, figure, figure, 'spell'));
  injure(state, figure, raw - stopped, { dice: rolled, rolled: raw, stopped });
}

/**
 * Spell Shield (FT-44): a thrown spell another figure casts at the subject has no effect on it, but
 * for Remove Thrown Spell, which takes the shield off. Says so when it stops one.
 */
function shielded(state: FantasyTripState, caster: FantasyTripFigure, spell: FantasyTripSpell, target: FantasyTripFigure): boolean {
  if (target.id === caster.id || target.effects.length === 0 || spell.id === 'remove-thrown-spell') return false;
  if (effectOf(target, 'spell-shield') === undefined) {
    // A secret there is no real Spell Shield: it would have stopped this (FT-49).
    ruleOut(target, ['spell-shield']);
    return false;
  }
  showIfSecret(state, target, 'spell-shield');
  state.events.push({ type: 'spellResisted', figure: target.id, name: target.name, spell: spell.id });
  return true;
}

/**
 * The Death Spell (spec §2.7, FT-44): the weaker of caster and victim in ST now (the caster on a
 * tie) drops to one below the edition's death threshold (ST −1), so it dies; the stronger loses as
 * much. The loss counts as hits,
 * through no armour.
 */
function deathSpell(state: FantasyTripState, caster: FantasyTripFigure, victim: FantasyTripFigure): void {
  const weaker = stNow(victim) < stNow(caster) ? victim : caster;
  const stronger = weaker === victim ? caster : victim;
  const loss = stNow(weaker) - packOf(state).deadBelow + 1;
  injure(state, weaker, loss, { dice: [], rolled: loss, stopped: 0 });
  injure(state, stronger, loss, { dice: [], rolled: loss, stopped: 0 });
}

