/**
 * Spells a mage casts on itself or, at the major level, on its team (SP-3; MG-33): the protections
 * and Spell Aid, Cloak Aid, Recon Aid, Invisibility, the information spells, Boost Endurance and
 * Arcania, Heals and Prolonged Spell.
 */
import type { SpellCode } from '../../content/spells.js';
import { colorOf } from '../mages.js';
import { enchant, selfTargets, type CastContext, type SpellEffect } from './common.js';

/** Enchants the caster, or at the major level its team (SP-3). */
const onTeam: SpellEffect = {
  noEffect: () => false,
  apply: (ctx) => {
    for (const seat of selfTargets(ctx)) enchant(ctx, seat);
  },
};

/** Enchants the caster alone, at both levels. */
const onCaster: SpellEffect = {
  noEffect: () => false,
  apply: (ctx) => enchant(ctx, ctx.caster),
};

/** Boost Endurance or Arcania (L471-477; MG-13, MG-45): double recovery for 3 turns; the major also raises the maximum by 10 for good. */
function boost(field: 'maxEndurance' | 'maxArcania'): SpellEffect {
  return {
    noEffect: () => false,
    apply: (ctx) => {
      enchant(ctx, ctx.caster);
      if (ctx.level === 'major') ctx.state.mages[ctx.caster]![field] += 10;
    },
  };
}

/** The scroll Prolonged Spell names, if the caster holds it and it is not the one being read (MG-31). */
function prolonged(ctx: CastContext): number | undefined {
  const match = /^scroll-(\d+)$/.exec(ctx.target ?? '');
  if (match === null) return undefined;
  const id = Number(match[1]);
  return id !== ctx.scroll && ctx.state.mages[ctx.caster]!.scrolls.some((s) => s.id === id) ? id : undefined;
}

export const SELF_SPELLS: Partial<Record<SpellCode, SpellEffect>> = {
  // Spell Aid and the five protections (L448-465, L519-521): 10 phases; the major on a team, or 4 turns for a Black mage.
  SpAid: onTeam,
  ProAu: onTeam,
  ProSh: onTeam,
  ProIt: onTeam,
  ProKn: onTeam,
  ProEl: onTeam,
  // Cloak Aid (L505-510): the minor takes off the cloak worn, safely; the major makes a re-cloak safe for 3 turns.
  CkAid: {
    noEffect: (ctx) => ctx.level === 'minor' && colorOf(ctx.state, ctx.caster) === null,
    apply: (ctx) => {
      if (ctx.level === 'minor') ctx.state.mages[ctx.caster]!.donned = null;
      else enchant(ctx, ctx.caster);
    },
  },
  // Recon Aid (L512-514): ring 4 and every ring a step better, 1 turn, or 3 at the major level.
  RcAid: onCaster,
  // Invisibility (L510-512): off others' recon maps, 1 turn; the major on a team, or 3 turns for a Black mage.
  InvSp: onTeam,
  // Know Spell Status and Intelligence Report (L486-500): read at the end of the turn (MG-43).
  KnoSS: onTeam,
  IntRp: onTeam,
  // Knowledge of Artifacts (L483-485): the alignment artifacts at the end of the turn; all of them for 3 turns at the major level.
  KnArt: onCaster,
  BoEnd: boost('maxEndurance'),
  BoArc: boost('maxArcania'),
  // Heals (L470-471; MG-45): half the maximum Endurance (three quarters with a skill bonus, MG-30), or all of it.
  Heals: {
    noEffect: (ctx) => ctx.state.mages[ctx.caster]!.endurance >= ctx.state.mages[ctx.caster]!.maxEndurance,
    apply: (ctx) => {
      const mage = ctx.state.mages[ctx.caster]!;
      const gain = ctx.level === 'major' ? mage.maxEndurance : Math.floor((mage.maxEndurance * (ctx.bonus ? 3 : 2)) / 4);
      mage.endurance = Math.min(mage.maxEndurance, mage.endurance + gain);
    },
  },
  // Prolonged Spell (L477-481; MG-31): another of the caster's scrolls survives reading for this turn and the next 2, or for good.
  ProSp: {
    noEffect: (ctx) => prolonged(ctx) === undefined,
    apply: (ctx) => {
      const id = prolonged(ctx)!;
      const scrolls = ctx.state.mages[ctx.caster]!.scrolls;
      const at = scrolls.findIndex((s) => s.id === id);
      const s = scrolls[at]!;
      const turns = ctx.bonus ? 5 : 3;
      scrolls[at] = { id: s.id, spell: s.spell, permanent: s.permanent || ctx.level === 'major', keepUntil: ctx.level === 'major' ? s.keepUntil : Math.max(s.keepUntil, ctx.state.turn + turns - 1), readOn: s.readOn };
    },
  },
};
