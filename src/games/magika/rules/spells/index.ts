/**
 * The spell content (XVIII): what each of the 36 spells does, keyed by its code. Each entry says
 * when a cast could have no effect (MG-32) and what it does when it works. The casting pipeline
 * (rules/casting.ts) calls them in Figure 7's order.
 */
import type { SpellCode } from '../../content/spells.js';
import { ATTACK_SPELLS } from './attacks.js';
import { ITEM_SPELLS } from './items.js';
import { MOVE_SPELLS } from './moves.js';
import { SELF_SPELLS } from './self.js';
import { TERRAIN_SPELLS } from './terrain.js';
import type { SpellEffect } from './common.js';

export type { CastContext, PendingTeleport, SpellEffect } from './common.js';

/** Every spell's effect, by code. */
export const SPELL_EFFECTS: Readonly<Record<SpellCode, SpellEffect>> = Object.freeze({ ...SELF_SPELLS, ...ATTACK_SPELLS, ...ITEM_SPELLS, ...TERRAIN_SPELLS, ...MOVE_SPELLS }) as Record<SpellCode, SpellEffect>;
