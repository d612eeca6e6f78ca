/**
 * The Cast step (VII CAST, XVI-XVIII) as a slot for the spell content. A spell takes effect only
 * through an entry in {@link SPELL_EFFECTS}; this release loads none, so a Cast order is refused
 * when it is written (MG-58), and a plan in a saved state cannot hold one. The spell content fills
 * the table and the pipeline (aptitude gates, Arcania, the ability check, skill gains) around it.
 */
import { RuleError } from '../../../core/errors.js';
import type { SpellCode } from '../content/spells.js';
import { spellByCode } from '../content/spells.js';
import type { MagikaCastOrder } from '../types.js';

/** What a spell does when cast: filled in by the spell content, keyed by spell code. */
export type SpellEffect = never;

/** The spells whose effects are loaded, by code: none yet (MG-58). */
export const SPELL_EFFECTS: Readonly<Partial<Record<SpellCode, SpellEffect>>> = Object.freeze({});

/** Whether any spell's effect is loaded, so that Cast orders may be written. */
export function castingLoaded(): boolean {
  return Object.keys(SPELL_EFFECTS).length > 0;
}

/** The RuleError for a Cast order while its spell's effect is not loaded (MG-58). */
export function castRefused(order: MagikaCastOrder, spell: SpellCode | undefined): RuleError {
  const name = spell === undefined ? `scroll ${order.scroll}` : spellByCode(spell)!.name;
  return new RuleError('ILLEGAL_ACTION', `cannot cast ${name}: no spell content is loaded in this release (the 36 spells' effects come with the spell content), so Cast orders are refused`, 'MG-58');
}
