/**
 * What the spell modules share: the context of a cast, whom a spell reaches (MG-33), how long it
 * lasts for them (SP-3, MG-36), and the check every attack makes on its victim — protection, then
 * magic resistance (MG-34, MG-35).
 */
import type { Player } from '../../../../core/game.js';
import type { Rng } from '../../../../core/rng.js';
import { CLOAK_COLORS, type CloakColor } from '../../content/cloaks.js';
import type { MagikaSpell } from '../../content/spells.js';
import type { MagikaEffect, MagikaPhase, MagikaSpellLevel, MagikaState } from '../../types.js';
import { addEffect, lastPhase, under } from '../effects.js';
import { colorOf, magicResistance, wearers } from '../mages.js';
import { distance, type MagikaDirection, type MagikaHex } from '../map.js';
import { inSight } from '../sight.js';

/** A Teleport cast this phase, waiting for the Move step (MG-18, MG-38). */
export interface PendingTeleport {
  /** The mage. */
  readonly seat: Player;
  /** Minor or major: major teleports move first (Figure 3). */
  readonly level: MagikaSpellLevel;
  /** The direction, or N or S for a major jump of 2. */
  readonly direction: MagikaDirection | 'N' | 'S';
  /** How far. */
  readonly distance: number;
  /** The caster's Arcania before casting (Figure 3's criterion 3). */
  readonly arcania: number;
}

/** One cast being resolved. */
export interface CastContext {
  /** The state, changed in place. */
  readonly state: MagikaState;
  /** The caster. */
  readonly caster: Player;
  /** The spell. */
  readonly spell: MagikaSpell;
  /** The level. */
  readonly level: MagikaSpellLevel;
  /** What the order named. */
  readonly target: string | null;
  /** The scroll read. */
  readonly scroll: number;
  /** The rng of the turn. */
  readonly rng: Rng;
  /** The phase, counted from the game's start. */
  readonly now: number;
  /** The phase of the turn. */
  readonly phase: MagikaPhase;
  /** Whether a Spell Skill above 100 gave a bonus (MG-30). */
  bonus: boolean;
  /** Teleports cast this phase (filled by Teleport). */
  readonly teleports: PendingTeleport[];
  /** The caster's Arcania before paying. */
  readonly arcaniaBefore: number;
}

/** What a spell does. */
export interface SpellEffect {
  /** Whether the cast could have no effect, as the order stands now (MG-32). */
  noEffect(ctx: CastContext): boolean;
  /** What it does when it works. */
  apply(ctx: CastContext): void;
}

/** How far a mage sees and its spells reach: 3 hexes, 4 under Recon Aid (MG-33, MG-44). */
export function reach(state: MagikaState, seat: Player): number {
  return under(state, seat, 'RcAid') ? 4 : 3;
}

/** Whether `seat` can see mage `other` to aim a spell at it: within reach, and not invisible (MG-33). */
export function sees(state: MagikaState, seat: Player, other: Player): boolean {
  if (seat === other) return true;
  return distance(state.mages[seat]!.hex, state.mages[other]!.hex) <= reach(state, seat) && !under(state, other, 'InvSp');
}

/** The hexes within the caster's reach: the "visible spaces" of elemental spells and others (MG-33). */
export function visibleHexes(state: MagikaState, seat: Player): MagikaHex[] {
  const here = state.mages[seat]!.hex;
  const r = reach(state, seat);
  const out: MagikaHex[] = [];
  for (let hex = 0; hex < 351; hex++) if (distance(here, hex) <= r) out.push(hex);
  return out;
}

/** The seat a target letter names, or undefined. */
export function seatNamed(state: MagikaState, target: string | null): Player | undefined {
  if (target === null || target.length !== 1) return undefined;
  const seat = target.charCodeAt(0) - 65;
  return seat >= 0 && seat < state.mages.length ? seat : undefined;
}

/** The colour a target names, or undefined. */
export function colorNamed(target: string | null): CloakColor | undefined {
  return (CLOAK_COLORS as readonly (string | null)[]).includes(target) ? (target as CloakColor) : undefined;
}

/**
 * The mages a spell aimed at "#/C" or "#" reaches now (MG-33): a seat in sight for a minor spell
 * (and for Steal Item at both levels), every wearer of the named colour, anywhere, for a major one.
 */
export function aimedAt(ctx: CastContext): Player[] {
  const { state, caster, target } = ctx;
  const color = colorNamed(target);
  if (color !== undefined) return wearers(state, color);
  const seat = seatNamed(state, target);
  return seat !== undefined && sees(state, caster, seat) ? [seat] : [];
}

/**
 * The mages a spell on oneself reaches (SP-3, MG-33): the caster at the minor level; at the major
 * level the caster's whole team if it is cloaked ("even if the mage is a team of ONE", L440),
 * else the caster alone.
 */
export function selfTargets(ctx: CastContext): Player[] {
  const { state, caster, level } = ctx;
  if (level === 'minor') return [caster];
  const color = colorOf(state, caster);
  return color === null ? [caster] : wearers(state, color);
}

/** The last phase this cast's effect lasts (MG-36): a cloaked caster's major lasts the team time, a Black one's the other. */
export function until(ctx: CastContext): number {
  const level = ctx.spell[ctx.level];
  const black = ctx.level === 'major' && colorOf(ctx.state, ctx.caster) === null;
  const turn = ctx.state.turn;
  return lastPhase(black ? level.blackDuration : level.duration, turn, ctx.phase, ctx.bonus);
}

/** Puts this cast's effect on a mage. */
export function enchant(ctx: CastContext, subject: Player, extra: Partial<Pick<MagikaEffect, 'scroll'>> = {}): void {
  addEffect(ctx.state, { spell: ctx.spell.id, level: ctx.level, caster: ctx.caster, subject, hexes: [], was: [], scroll: extra.scroll ?? null, until: until(ctx) });
}

/**
 * An attack reaching `victim` (MG-34, MG-35, MG-50): stopped by the protection that guards against
 * it, or resisted (a d100 no higher than the victim's resistance, rolled only when it has some);
 * the caster never resists its own spell. The victim hears of it, and of the caster if its recon
 * would name it: within 2 hexes and not invisible (MG-50, MG-61). Returns whether it takes effect.
 */
export function strike(ctx: CastContext, victim: Player): boolean {
  const { state, caster, spell, rng } = ctx;
  const near = inSight(state, victim, caster) ? caster : null;
  let outcome: 'affected' | 'protected' | 'resisted' = 'affected';
  if (spell.blockedBy !== null && under(state, victim, spell.blockedBy)) outcome = 'protected';
  else if (victim !== caster) {
    const resistance = magicResistance(state, victim);
    if (resistance > 0 && rng.int(1, 100) <= resistance) outcome = 'resisted';
  }
  state.events.push({ type: 'struck', audience: [victim], player: victim, spell: spell.id, caster: near, outcome });
  return outcome === 'affected';
}
