/**
 * Teleport (L493-497; MG-38): the caster jumps one hex any way, or at the major level up to three
 * in a line, or two due north or south. The jump waits for the Move step, where it goes ahead of
 * every physical move (Figure 3).
 */
import type { SpellCode } from '../../content/spells.js';
import { parseJump } from './jump.js';
import type { SpellEffect } from './common.js';

export const MOVE_SPELLS: Partial<Record<SpellCode, SpellEffect>> = {
  TelPt: {
    noEffect: () => false,
    apply: (ctx) => {
      const jump = parseJump(ctx.target ?? '')!;
      ctx.teleports.push({ seat: ctx.caster, level: ctx.level, direction: jump.direction, distance: jump.distance, arcania: ctx.arcaniaBefore });
    },
  },
};
