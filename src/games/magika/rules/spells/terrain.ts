/**
 * Spells on the land (L501-505, L515-519, L523-534, L555-560; MG-39, MG-40, MG-44): the elemental
 * spells, Fog Map and Chaos. The elemental spells act on the hexes of one terrain number (4 to 9)
 * within the caster's reach when cast, a set fixed for their duration: Blockage shuts northward
 * moves out of them, Attack costs whoever ends a phase in them the terrain's factor, Disruption
 * does both. Elemental Arrangement changes the terrain for a turn; Chaos for good.
 */
import type { Player } from '../../../../core/game.js';
import type { Rng } from '../../../../core/rng.js';
import { ARTIFACTS } from '../../content/artifacts.js';
import type { SpellCode } from '../../content/spells.js';
import type { MagikaState, TerrainNumber } from '../../types.js';
import { addEffect, naturalTerrain, under } from '../effects.js';
import { enduranceFactor, magicResistance } from '../mages.js';
import { MAGIKA_GOAL, HEX_COUNT, hexAt, rowOf } from '../map.js';
import { mayEnter } from '../occupancy.js';
import { inSight } from '../sight.js';
import { fallUnconscious } from '../recovery.js';
import { strike, until, visibleHexes, type CastContext, type SpellEffect } from './common.js';

/** The terrain number an elemental spell names (`T4`…`T9`). */
const named = (ctx: CastContext): number => Number((ctx.target ?? 'T0').slice(1));

/** The hexes of the named terrain within the caster's reach, now. */
function struckHexes(ctx: CastContext): number[] {
  const terrain = named(ctx);
  return visibleHexes(ctx.state, ctx.caster).filter((hex) => ctx.state.terrain[hex] === terrain);
}

/** Whether a hex under Fog Map other than the caster's own lies within its reach: its terrain is hidden from the caster. */
function fogInReach(ctx: CastContext): boolean {
  const here = ctx.state.mages[ctx.caster]!.hex;
  return ctx.state.effects.some((e) => e.spell === 'FogMp' && e.hexes.some((hex) => hex !== here && visibleHexes(ctx.state, ctx.caster).includes(hex)));
}

/** An elemental spell on hexes of one terrain: Blockage, Attack or Disruption. */
const elemental: SpellEffect = {
  // "No possible effect" only when the caster can tell (MG-32, MG-61): a fogged hex in reach might
  // hold the terrain (an Elemental Arrangement under the fog), so the cast is then rolled.
  noEffect: (ctx) => struckHexes(ctx).length === 0 && !fogInReach(ctx),
  apply: (ctx) => addEffect(ctx.state, { spell: ctx.spell.id, level: ctx.level, caster: ctx.caster, subject: null, hexes: struckHexes(ctx), was: [], scroll: null, until: until(ctx) }),
};

/** The hexes Elemental Arrangement changes: the caster's, and at the major level every visible hex of the same terrain. */
function arranged(ctx: CastContext): number[] {
  const here = ctx.state.mages[ctx.caster]!.hex;
  if (ctx.level === 'minor') return [here];
  const terrain = ctx.state.terrain[here];
  return visibleHexes(ctx.state, ctx.caster).filter((hex) => ctx.state.terrain[hex] === terrain);
}

/** Takes hexes out of earlier arrangements, so that the later one decides and the land's own terrain is restored once (MG-39). */
function releaseArrangements(state: MagikaState, hexes: readonly number[]): void {
  state.effects = state.effects.map((e) => {
    if (e.spell !== 'ElArr' || !e.hexes.some((h) => hexes.includes(h))) return e;
    const keep = e.hexes.map((h, i) => [h, e.was[i]!] as const).filter(([h]) => !hexes.includes(h));
    return { spell: e.spell, level: e.level, caster: e.caster, subject: e.subject, hexes: keep.map(([h]) => h), was: keep.map(([, w]) => w), scroll: e.scroll, until: e.until };
  });
}

/** A uniformly drawn hex for a mage Chaos throws: on its row or within three rows south, one it may enter (MG-40). */
function chaosLanding(state: MagikaState, seat: Player, rng: Rng): number | undefined {
  const row = rowOf(state.mages[seat]!.hex);
  const options: number[] = [];
  for (let r = row; r <= Math.min(26, row + 3); r++) {
    for (let c = 1; c <= r; c++) {
      const hex = hexAt(r, c);
      if (hex !== MAGIKA_GOAL && hex !== state.mages[seat]!.hex && mayEnter(state, seat, hex)) options.push(hex);
    }
  }
  return options.length === 0 ? undefined : options[rng.int(0, options.length - 1)];
}

export const TERRAIN_SPELLS: Partial<Record<SpellCode, SpellEffect>> = {
  ElDrp: elemental,
  ElAtt: elemental,
  ElBlo: elemental,
  ElArr: {
    noEffect: (ctx) => {
      const next = ctx.state.terrain[ctx.state.mages[ctx.caster]!.hex]! + Number(ctx.target);
      return !(next >= 1 && next <= 10);
    },
    apply: (ctx) => {
      const hexes = arranged(ctx);
      const was = hexes.map((hex) => naturalTerrain(ctx.state, hex));
      releaseArrangements(ctx.state, hexes);
      const delta = Number(ctx.target);
      for (const hex of hexes) ctx.state.terrain[hex] = (ctx.state.terrain[hex]! + delta) as TerrainNumber;
      addEffect(ctx.state, { spell: 'ElArr', level: ctx.level, caster: ctx.caster, subject: null, hexes, was, scroll: null, until: until(ctx) });
    },
  },
  // Fog Map (L515-519; MG-44): every hex within reach, or every hex of the cavern, blank on the turn's reports.
  FogMp: {
    noEffect: () => false,
    apply: (ctx) => {
      const hexes = ctx.level === 'minor' ? visibleHexes(ctx.state, ctx.caster) : Array.from({ length: HEX_COUNT }, (_, hex) => hex);
      addEffect(ctx.state, { spell: 'FogMp', level: ctx.level, caster: ctx.caster, subject: null, hexes, was: [], scroll: null, until: until(ctx) });
    },
  },
  // Chaos (L555-560; MG-40): new terrain for good, and the mages there thrown south, dropping artifacts.
  Chaos: {
    noEffect: () => false,
    apply: (ctx) => {
      const { state, rng, caster } = ctx;
      const hexes = ctx.level === 'minor' ? visibleHexes(state, caster) : Array.from({ length: HEX_COUNT }, (_, hex) => hex);
      releaseArrangements(state, hexes);
      for (const hex of hexes) state.terrain[hex] = rng.int(1, 10) as TerrainNumber;
      const thrown = state.mages.map((_, seat) => seat).filter((seat) => hexes.includes(state.mages[seat]!.hex));
      for (const seat of thrown) {
        if (!strike(ctx, seat)) continue;
        const from = state.mages[seat]!.hex;
        const to = chaosLanding(state, seat, rng);
        if (to !== undefined) {
          state.mages[seat]!.hex = to;
          state.events.push({ type: 'teleported', audience: [seat], player: seat, from, to });
        }
        ARTIFACTS.forEach((artifact, i) => {
          const place = state.artifacts[i]!;
          if (place.holder !== seat || rng.int(1, 100) > 50) return;
          place.holder = null;
          place.hex = state.mages[seat]!.hex;
          state.events.push({ type: 'dropped', audience: [seat], player: seat, what: `the ${artifact.name}` });
        });
      }
    },
  },
};

/**
 * At the end of each phase, Elemental Attack and Disruption cost every mage in their hexes the
 * hex's endurance factor (MG-39): Elemental Protection stops it, and a mage other than the caster
 * may resist (MG-34, MG-35).
 */
export function elementalDamage(state: MagikaState, rng: Rng): void {
  for (const effect of state.effects) {
    if (effect.subject !== null || (effect.spell !== 'ElAtt' && effect.spell !== 'ElDrp')) continue;
    for (let seat = 0; seat < state.mages.length; seat++) {
      const mage = state.mages[seat]!;
      if (!effect.hexes.includes(mage.hex)) continue;
      let outcome: 'affected' | 'protected' | 'resisted' = 'affected';
      if (under(state, seat, 'ProEl')) outcome = 'protected';
      else if (seat !== effect.caster && magicResistance(state, seat) > 0 && rng.int(1, 100) <= magicResistance(state, seat)) outcome = 'resisted';
      // The caster is named to a victim whose recon would name it, as for any attack (MG-50, MG-61).
      const near = inSight(state, seat, effect.caster) ? effect.caster : null;
      state.events.push({ type: 'struck', audience: [seat], player: seat, spell: effect.spell, caster: near, outcome });
      if (outcome !== 'affected' || mage.endurance === 0) continue;
      mage.endurance = Math.max(0, mage.endurance - enduranceFactor(state, seat, state.terrain[mage.hex]!));
      if (mage.endurance === 0) fallUnconscious(state, seat);
    }
  }
}
