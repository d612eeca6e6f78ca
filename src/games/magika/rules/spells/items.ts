/**
 * Spells on items (L488-493, L537-551; MG-41, MG-42): Drop Artifact, Fumble Item, Steal Item, Burn
 * Item and Scatter Artifact. Random choices are uniform among the eligible items: scrolls, cloaks
 * not worn and artifacts (only scrolls burn); a thief takes nothing it could not carry.
 */
import type { Player } from '../../../../core/game.js';
import { ARTIFACTS, artifactById } from '../../content/artifacts.js';
import type { SpellCode } from '../../content/spells.js';
import { MAGIKA_GOAL, HEX_COUNT, distance } from '../map.js';
import { artifactsOf } from '../mages.js';
import { MAX_SCROLLS, cloakRef, describeItem, gainScroll, heldItems, layDown, mayTakeCloak, parseItemRef, removeScroll } from '../items.js';
import { occupants } from '../occupancy.js';
import { inSight } from '../sight.js';
import { aimedAt, reach, seatNamed, sees, strike, type CastContext, type SpellEffect } from './common.js';
import { dropSeenToMiss, seenHeld, seenToMiss } from './foresight.js';
import type { MagikaState } from '../../types.js';

/** The items of `seat` a spell may take or drop: all but the cloak it wears. */
function loose(state: MagikaState, seat: Player): string[] {
  const donned = state.mages[seat]!.donned;
  return heldItems(state, seat).filter((name) => donned === null || name !== cloakRef(donned));
}

/** The items `thief` could take from `victim` now (MG-42): never more scrolls or cloaks than it may carry. */
function stealable(state: MagikaState, thief: Player, victim: Player): string[] {
  return loose(state, victim).filter((name) => {
    const ref = parseItemRef(name)!;
    if (ref.kind === 'scroll') return state.mages[thief]!.scrolls.length < MAX_SCROLLS;
    if (ref.kind === 'cloak') return mayTakeCloak(state, thief);
    return true;
  });
}

/** Drops one of `victim`'s items, drawn at random (Fumble Item). */
function fumble(ctx: CastContext, victim: Player): void {
  const items = loose(ctx.state, victim);
  if (items.length === 0) return;
  const ref = parseItemRef(items[ctx.rng.int(0, items.length - 1)]!)!;
  ctx.state.events.push({ type: 'dropped', audience: [victim], player: victim, what: describeItem(ctx.state, victim, ref) });
  layDown(ctx.state, victim, ref, ctx.state.mages[victim]!.hex);
}

/** Moves one item from `victim` to `thief` (Steal Item). */
function steal(ctx: CastContext, victim: Player, name: string): void {
  const { state, caster } = ctx;
  const ref = parseItemRef(name)!;
  const what = describeItem(state, victim, ref);
  // The victim learns who robbed it only if its recon would name the thief: within 2 hexes, not invisible (MG-50, MG-61).
  if (inSight(state, victim, caster)) {
    state.events.push({ type: 'stolen', audience: [caster, victim].sort((a, b) => a - b), player: caster, victim, what });
  } else {
    state.events.push({ type: 'stolen', audience: [caster], player: caster, victim, what });
    state.events.push({ type: 'stolen', audience: [victim], player: null, victim, what });
  }
  if (ref.kind === 'scroll') {
    const scroll = removeScroll(state, victim, ref.id)!;
    gainScroll(state, caster, scroll.spell, 'given', scroll.permanent, scroll.keepUntil);
  } else if (ref.kind === 'cloak') state.cloaks.find((c) => c.id === ref.id)!.holder = caster;
  else state.artifacts[ARTIFACTS.findIndex((a) => a.id === ref.id)]!.holder = caster;
}

/** Whom Drop Artifact reaches (L488-490): the others in the caster's hex, or within its reach at the major level, who carry an artifact. */
function dropTargets(ctx: CastContext): Player[] {
  const { state, caster, level } = ctx;
  const here = state.mages[caster]!.hex;
  return state.mages
    .map((_, seat) => seat)
    .filter((seat) => seat !== caster && artifactsOf(state, seat).length > 0 && (level === 'minor' ? state.mages[seat]!.hex === here : distance(here, state.mages[seat]!.hex) <= reach(state, caster)));
}

/** The artifacts Scatter Artifact moves (L490-493; MG-41): the one named if nobody holds it, wherever it lies, or every one nobody holds. */
function scattered(ctx: CastContext): number[] {
  const { state, level, target } = ctx;
  if (level === 'major') return ARTIFACTS.map((_, i) => i).filter((i) => state.artifacts[i]!.holder === null);
  const artifact = target === null ? undefined : artifactById(target);
  if (artifact === undefined) return [];
  const i = ARTIFACTS.indexOf(artifact);
  const place = state.artifacts[i]!;
  // The text asks only that nobody hold it; it sets no range (MG-41).
  return place.holder === null ? [i] : [];
}

export const ITEM_SPELLS: Partial<Record<SpellCode, SpellEffect>> = {
  DrArt: {
    // Judged from the mages the caster sees in range (MG-32, MG-61).
    noEffect: (ctx) => dropSeenToMiss(ctx, ctx.level === 'minor' ? 0 : reach(ctx.state, ctx.caster)),
    apply: (ctx) => {
      for (const victim of dropTargets(ctx)) {
        if (!strike(ctx, victim)) continue;
        for (const id of artifactsOf(ctx.state, victim)) {
          ctx.state.events.push({ type: 'dropped', audience: [victim], player: victim, what: `the ${artifactById(id)!.name}` });
          layDown(ctx.state, victim, { kind: 'artifact', id }, ctx.state.mages[victim]!.hex);
        }
      }
    },
  },
  FumIt: {
    noEffect: (ctx) => seenToMiss(ctx, (victim) => loose(ctx.state, victim).length > 0),
    apply: (ctx) => {
      for (const victim of aimedAt(ctx)) if (strike(ctx, victim)) fumble(ctx, victim);
    },
  },
  // Steal Item (L548-551) names a mage in sight at both levels: one item, or all it can carry.
  StlIt: {
    noEffect: (ctx) => seenToMiss(ctx, (victim) => stealable(ctx.state, ctx.caster, victim).length > 0),
    apply: (ctx) => {
      // A cast at a mage the caster could not name goes ahead, and may find it out of reach (MG-61).
      const victim = seatNamed(ctx.state, ctx.target);
      if (victim === undefined || !sees(ctx.state, ctx.caster, victim) || !strike(ctx, victim)) return;
      if (ctx.level === 'minor') {
        const items = stealable(ctx.state, ctx.caster, victim);
        // Nothing the thief could carry: the spell worked, and found nothing to take (MG-61).
        if (items.length === 0) return;
        steal(ctx, victim, items[ctx.rng.int(0, items.length - 1)]!);
        return;
      }
      for (let items = stealable(ctx.state, ctx.caster, victim); items.length > 0; items = stealable(ctx.state, ctx.caster, victim)) steal(ctx, victim, items[0]!);
    },
  },
  BrnIt: {
    noEffect: (ctx) => seenToMiss(ctx, (victim) => ctx.state.mages[victim]!.scrolls.length > 0, true),
    apply: (ctx) => {
      for (const victim of aimedAt(ctx)) {
        const scrolls = ctx.state.mages[victim]!.scrolls;
        if (scrolls.length === 0 || !strike(ctx, victim)) continue;
        const burned = removeScroll(ctx.state, victim, scrolls[ctx.rng.int(0, scrolls.length - 1)]!.id)!;
        ctx.state.events.push({ type: 'scrollLost', audience: [victim], player: victim, spell: burned.spell, why: 'burned' });
      }
    },
  },
  ScArt: {
    // No possible effect only when the caster sees the artifact held (or, major, every one) (MG-32, MG-61).
    noEffect: (ctx) =>
      ctx.level === 'major' ? ARTIFACTS.every((_, i) => seenHeld(ctx.state, ctx.caster, i)) : ctx.target === null || artifactById(ctx.target) === undefined || seenHeld(ctx.state, ctx.caster, ARTIFACTS.indexOf(artifactById(ctx.target)!)),
    apply: (ctx) => {
      for (const i of scattered(ctx)) {
        // Anywhere no mage stands, but the Goal Square (MG-41).
        const free: number[] = [];
        for (let hex = 0; hex < HEX_COUNT; hex++) if (hex !== MAGIKA_GOAL && occupants(ctx.state, hex).length === 0) free.push(hex);
        ctx.state.artifacts[i]!.hex = free[ctx.rng.int(0, free.length - 1)]!;
      }
    },
  },
};

