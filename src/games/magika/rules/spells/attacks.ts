/**
 * Attacks on mages (L523-554): Curse Spell, Stutter, Paralyze, Confusion, Anti-Magic, Attack
 * Arcania and Endurance, Search eXpired. At the minor level each names a mage in sight, at the
 * major level a cloak colour (MG-33); each victim may be protected or resist (MG-34, MG-35).
 */
import type { SpellCode } from '../../content/spells.js';
import { fallUnconscious } from '../recovery.js';
import { aimedAt, enchant, strike, type CastContext, type SpellEffect } from './common.js';
import { seenToMiss } from './foresight.js';

/** A spell that lays an effect on each victim it reaches. */
const curse: SpellEffect = {
  // Judged from what the caster sees (MG-32, MG-61).
  noEffect: (ctx) => seenToMiss(ctx),
  apply: (ctx) => {
    for (const victim of aimedAt(ctx)) if (strike(ctx, victim)) enchant(ctx, victim);
  },
};

/** Attack Endurance or Arcania (L541-545; MG-45): 25 lost (37 with a skill bonus, MG-30), not below 0. */
function drain(field: 'endurance' | 'arcania'): SpellEffect {
  return {
    noEffect: (ctx) => seenToMiss(ctx),
    apply: (ctx: CastContext) => {
      for (const victim of aimedAt(ctx)) {
        if (!strike(ctx, victim)) continue;
        const mage = ctx.state.mages[victim]!;
        mage[field] = Math.max(0, mage[field] - (ctx.bonus ? 37 : 25));
        if (field === 'endurance' && mage.endurance === 0) fallUnconscious(ctx.state, victim);
      }
    },
  };
}

export const ATTACK_SPELLS: Partial<Record<SpellCode, SpellEffect>> = {
  CurSp: curse,
  Stutt: curse,
  Plyze: curse,
  Confs: curse,
  AntMa: curse,
  AtArc: drain('arcania'),
  AtEnd: drain('endurance'),
  SrchX: curse,
};
