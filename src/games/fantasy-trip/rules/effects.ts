/**
 * Spells on figures (FT-35, FT-37, FT-49): the spell table's lookup, putting an effect on and
 * ending it, and the secret protections' bookkeeping (showing one that works, ruling out what a
 * secret cannot be). Below combat.ts, which counts secrets in a blow.
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import { spellById, type FantasyTripSpell } from '../content/spells.js';
import type { FantasyTripEffect, FantasyTripFigure, FantasyTripState } from '../types.js';
import { settleST } from './out-of-fight.js';
import { isWeak } from './figures.js';

export function spellDef(id: string): FantasyTripSpell {
  const spell = spellById(id);
  if (spell === undefined) throw new RangeError(`unknown spell ${id}`);
  return spell;
}

/** Whether the spell needs renewing each turn to stay on its subject (FT-35). */
export function isRenewed(spell: string): boolean {
  return spellDef(spell).upkeep > 0;
}

/** Puts a spell on a figure and says so. */
export function addEffect(state: FantasyTripState, figure: FantasyTripFigure, effect: FantasyTripEffect): void {
  // An Aid on ST is the only way ST comes back; the −3 of a figure it lifts from 3 or less stays
  // for the rest of the combat (S-90, FT-13).
  if (effect.attribute === 'st' && isWeak(figure)) figure.weakened = true;
  figure.effects.push(effect);
  state.events.push({ type: 'spellTookHold', figure: figure.id, name: figure.name, spell: effect.spell, power: effect.power, until: effect.until });
}

/** Ends the effect at `index` on the figure. */
export function endEffect(state: FantasyTripState, figure: FantasyTripFigure, index: number): void {
  const [effect] = figure.effects.splice(index, 1);
  if (effect === undefined) return;
  // A secret ends unseen: other sides learn only that something on the figure ended (FT-49).
  if (effect.secret !== null) state.events.push({ type: 'secretEnded', figure: figure.id, name: figure.name, spell: effect.spell });
  else state.events.push({ type: 'spellEnded', figure: figure.id, name: figure.name, spell: effect.spell });
  // The ST Aid lent goes with it: a figure left at the unconscious threshold falls, below the death line dies (FT-44).
  if (effect.attribute === 'st') settleST(state, figure);
}

/**
 * Shows the secret protection at `index` on the figure to every side (FT-49): it has just worked
 * on someone. A fake shown (by Reveal Magic) ends.
 */
export function showSecret(state: FantasyTripState, figure: FantasyTripFigure, index: number): void {
  const effect = figure.effects[index]!;
  if (effect.secret === null) return;
  state.events.push({ type: 'secretShown', figure: figure.id, name: figure.name, spell: effect.spell, fake: effect.secret.fake });
  if (effect.secret.fake) figure.effects.splice(index, 1);
  else figure.effects[index] = { spell: effect.spell, caster: effect.caster, power: effect.power, until: effect.until, attribute: effect.attribute, secret: null };
}

/**
 * Records on each secret still on the figure that it is not, for real, any of `spells`: one of them
 * would have shown itself just now, in public (FT-49). `sampleHidden` draws no such world.
 */
export function ruleOut(figure: FantasyTripFigure, spells: readonly string[]): void {
  if (figure.effects.length === 0) return;
  for (let i = 0; i < figure.effects.length; i++) {
    const e = figure.effects[i]!;
    if (e.secret === null || spells.every((id) => e.secret!.notReal.includes(id))) continue;
    const notReal = [...e.secret.notReal, ...spells.filter((id) => !e.secret!.notReal.includes(id))];
    figure.effects[i] = { spell: e.spell, caster: e.caster, power: e.power, until: e.until, attribute: e.attribute, secret: { fake: e.secret.fake, paid: e.secret.paid, notReal } };
  }
}

/** Shows the hidden real protection `spell` on the figure, if there is one: it is about to work (FT-49). */
export function showIfSecret(state: FantasyTripState, figure: FantasyTripFigure, spell: string): void {
  if (figure.effects.length === 0) return;
  for (let i = 0; i < figure.effects.length; i++) {
    const e = figure.effects[i]!;
    if (e.spell === spell && e.secret !== null && !e.secret.fake) {
      showSecret(state, figure, i);
      return;
    }
  }
}
