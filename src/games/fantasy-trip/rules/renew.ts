/**
 * Spells over time (S-03, S-07, FT-35, FT-37): fixed durations running out, the renew step where
 * each side keeps or lets go of its continuing spells and creations, and post-turn damage.
 * Layer 3 of 5, actions (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { summoningOf } from '../content/spells.js';
import type { FantasyTripFigure, FantasyTripRenewal, FantasyTripState } from '../types.js';
import { effectOf, figureOf, isFighting, packOf, stNow } from './figures.js';
import { injure, stopsAgainst } from './combat.js';
import { vanish } from './creations.js';
import { roll } from './checks.js';
import { endEffect, isRenewed, ruleOut, showIfSecret, spellDef } from './effects.js';
import { payST } from './out-of-fight.js';

/** Renewed spells cast on many figures at once and kept up as one (FT-48). */
const GROUP_SPELLS: ReadonlySet<string> = new Set(['megahex-avert']);

/** At a turn's start, spells whose last turn has passed end. */
export function expireEffects(state: FantasyTripState): void {
  const now = state.turn.number;
  for (const figure of state.figures) {
    for (let i = figure.effects.length - 1; i >= 0; i--) {
      const until = figure.effects[i]!.until;
      if (until !== null && until < now) endEffect(state, figure, i);
    }
  }
}

/**
 * The renew step's offers (S-03, FT-35): every continuing spell on a figure still fighting, and
 * every created figure still in the fight, in figure order. Every creation is offered, real or
 * not, so whether a side is asked tells nobody what its creations are (FT-38). Spells and
 * creations of a caster no longer fighting end now.
 */
export function offerRenewals(state: FantasyTripState): FantasyTripRenewal[] {
  const out: FantasyTripRenewal[] = [];
  for (const figure of state.figures) {
    if (!isFighting(figure)) continue;
    for (let i = figure.effects.length - 1; i >= 0; i--) {
      const effect = figure.effects[i]!;
      if (effect.until !== null || !isRenewed(effect.spell)) continue;
      if (!isFighting(figureOf(state, effect.caster))) endEffect(state, figure, i);
    }
    for (const effect of figure.effects) {
      if (effect.until !== null || !isRenewed(effect.spell)) continue;
      // A spell on a whole megahex is kept once, offered on the first figure it holds (FT-48).
      if (GROUP_SPELLS.has(effect.spell) && out.some((r) => r.spell === effect.spell && renewalCaster(state, r).id === effect.caster)) continue;
      out.push({ figure: figure.id, spell: effect.spell, secret: effect.secret !== null });
    }
    if (figure.creation !== null) out.push({ figure: figure.id, spell: null, secret: false });
  }
  return out;
}

/** The wizard who answers for a renewal. */
export function renewalCaster(state: FantasyTripState, renewal: FantasyTripRenewal): FantasyTripFigure {
  const figure = figureOf(state, renewal.figure);
  if (renewal.spell === null) return figureOf(state, figure.creation!.caster);
  const effect = figure.effects.find((e) => e.spell === renewal.spell);
  return figureOf(state, effect?.caster ?? figure.id);
}

/** ST a renewal costs (FT-35): the spell's upkeep; a real summoning's upkeep; nothing for an image or illusion. */
export function renewalCost(state: FantasyTripState, renewal: FantasyTripRenewal): number {
  const figure = figureOf(state, renewal.figure);
  // Keeping up a fake costs nothing, as casting it did (FT-49).
  if (renewal.spell !== null) return renewal.secret && figure.effects.some((e) => e.spell === renewal.spell && e.secret !== null && e.secret.fake) ? 0 : spellDef(renewal.spell).upkeep;
  if (figure.creation!.kind !== 'summoned') return 0;
  return summoningOf(figure.creature!)?.upkeep ?? 0;
}

/** Whether the offer is still live: its subject and caster fight and the effect is still there. */
export function renewalLive(state: FantasyTripState, renewal: FantasyTripRenewal): boolean {
  const figure = state.figures[renewal.figure];
  if (figure === undefined || !isFighting(figure)) return false;
  if (renewal.spell !== null && !figure.effects.some((e) => e.spell === renewal.spell && e.until === null)) return false;
  return isFighting(renewalCaster(state, renewal));
}

/** Whether keeping is open: the caster can pay without going below ST 0 (FT-35). Only the caster's side sees the answer. */
export function canKeep(state: FantasyTripState, renewal: FantasyTripRenewal): boolean {
  // Keeping may knock the caster out, never kill it (FT-35).
  return stNow(renewalCaster(state, renewal)) - renewalCost(state, renewal) >= packOf(state).unconsciousAt;
}

/** Keeps (paying) or lets go of the first offer (FT-35). */
export function renew(state: FantasyTripState, keep: boolean): void {
  const renewal = state.turn.renewals.shift() as FantasyTripRenewal;
  const figure = figureOf(state, renewal.figure);
  const caster = renewalCaster(state, renewal);
  state.events.push({ type: 'renewed', figure: figure.id, name: figure.name, spell: renewal.spell, keep, secret: renewal.secret });
  if (keep) {
    const cost = renewalCost(state, renewal);
    if (renewal.spell === null) {
      const creation = figure.creation!;
      creation.renewals += 1;
      creation.paid += cost;
    } else if (renewal.secret) {
      // What the real spell has cost so far is kept with it, fake or not, so a sampled world can redraw it (FT-49).
      const index = figure.effects.findIndex((e) => e.spell === renewal.spell && e.secret !== null);
      const e = figure.effects[index];
      if (e !== undefined && e.secret !== null) figure.effects[index] = { spell: e.spell, caster: e.caster, power: e.power, until: e.until, attribute: e.attribute, secret: { fake: e.secret.fake, paid: e.secret.paid + spellDef(e.spell).upkeep, notReal: e.secret.notReal } };
    }
    payST(state, caster, cost);
    return;
  }
  if (renewal.spell === null) vanish(state, figure, 'notRenewed');
  else if (GROUP_SPELLS.has(renewal.spell)) {
    // Let go, a megahex spell leaves every figure it held (FT-48).
    for (const f of state.figures) {
      const index = f.effects.findIndex((e) => e.spell === renewal.spell && e.caster === caster.id);
      if (index >= 0) endEffect(state, f, index);
    }
  } else {
    const index = figure.effects.findIndex((e) => e.spell === renewal.spell && e.until === null);
    if (index >= 0) endEffect(state, figure, index);
  }
}

/** Post-turn damage (S-07): a Shock Shield does 1 die to every other figure in its subject's hex (hand-to-hand), armour counting. */
export function postTurnDamage(state: FantasyTripState, rng: Rng): void {
  for (const subject of state.figures) {
    if (!isFighting(subject) || subject.effects.length === 0) continue;
    const shield = effectOf(subject, 'shock-shield') !== undefined;
    for (const other of state.figures) {
      if (other.id === subject.id || !isFighting(other) || other.at.q !== subject.at.q || other.at.r !== subject.at.r) continue;
      // With another figure in its hex, a secret there is no real Shock Shield unless it strikes now (FT-49).
      if (!shield) {
        ruleOut(subject, ['shock-shield']);
        break;
      }
      // A secret Shock Shield shows itself as it strikes (FT-49).
      showIfSecret(state, subject, 'shock-shield');
      const rolled = roll(rng, 1);
      const raw = rolled[0] as number;
      const stopped = Math.min(raw, stopsAgainst(state, subject, other, 'spell'));
      injure(state, other, raw - stopped, { dice: rolled, rolled: raw, stopped });
    }
  }
}
