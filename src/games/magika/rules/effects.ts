/**
 * Spells in effect (XVIII, TU-8; MG-36). A spell of n phases cast in phase k of turn t lasts phases
 * k … k + n − 1, counting on across turns; a spell of n turns lasts to the end of phase 5 of turn
 * t + n − 1; "Game" and "xx" last the rest of the game. Phases are counted from the start of the
 * game, `(turn − 1) × 5 + phase`. An effect acts from its place in the Cast step of the phase it is
 * cast in; it ends after its last phase, once that turn's reports are made (so that the report of
 * the turn a 1-turn spell was cast in still reflects it).
 */
import type { Player } from '../../../core/game.js';
import type { SpellCode, SpellDuration } from '../content/spells.js';
import type { MagikaEffect, MagikaState, TerrainNumber } from '../types.js';

/** The phase `phase` of `turn`, counted from the start of the game (turn 1 phase 1 is 1). */
export const clock = (turn: number, phase: number): number => (turn - 1) * 5 + phase;

/**
 * The last phase a spell cast now lasts (MG-36); −1 for the game. With a skill bonus (MG-30) its
 * count is half again, rounded up.
 */
export function lastPhase(duration: SpellDuration, turn: number, phase: number, bonus: boolean): number {
  if (duration.unit === 'game') return -1;
  const count = bonus ? Math.ceil(duration.count * 1.5) : duration.count;
  return duration.unit === 'phase' ? clock(turn, phase) + count - 1 : clock(turn + count - 1, 5);
}

/** The effect of `spell` on mage `seat`, if one is in effect. */
export function effectOn(state: MagikaState, seat: Player, spell: SpellCode): MagikaEffect | undefined {
  for (const effect of state.effects) if (effect.subject === seat && effect.spell === spell) return effect;
  return undefined;
}

/** Whether `spell` is in effect on mage `seat`. */
export function under(state: MagikaState, seat: Player, spell: SpellCode): boolean {
  return effectOn(state, seat, spell) !== undefined;
}

/** The effects of `spell` on hexes (elemental spells, fog). */
export function areaEffects(state: MagikaState, spell: SpellCode): MagikaEffect[] {
  return state.effects.filter((e) => e.spell === spell && e.subject === null);
}

/** Whether a hex lies under an area effect of one of `spells`. */
export function hexUnder(state: MagikaState, hex: number, spells: readonly SpellCode[]): boolean {
  for (const effect of state.effects) if (effect.subject === null && spells.includes(effect.spell) && effect.hexes.includes(hex)) return true;
  return false;
}

/** Puts an effect in place; a mage's effect of the same spell is replaced by the later one. */
export function addEffect(state: MagikaState, effect: MagikaEffect): void {
  if (effect.subject !== null) state.effects = state.effects.filter((e) => !(e.subject === effect.subject && e.spell === effect.spell));
  state.effects.push(effect);
}

/**
 * Ends every effect whose last phase is `now` or earlier; an Elemental Arrangement gives its hexes
 * back the terrain they had (MG-39).
 */
export function expireEffects(state: MagikaState, now: number): void {
  const ended = state.effects.filter((e) => e.until !== -1 && e.until <= now);
  if (ended.length === 0) return;
  state.effects = state.effects.filter((e) => e.until === -1 || e.until > now);
  for (const effect of ended) {
    if (effect.spell !== 'ElArr') continue;
    effect.hexes.forEach((hex, i) => {
      state.terrain[hex] = effect.was[i] as TerrainNumber;
    });
  }
}

/** The terrain a hex has under no Elemental Arrangement (what Elemental Protection lets a mage pay by, MG-35). */
export function naturalTerrain(state: MagikaState, hex: number): TerrainNumber {
  for (const effect of state.effects) {
    if (effect.spell !== 'ElArr') continue;
    const i = effect.hexes.indexOf(hex);
    if (i >= 0) return effect.was[i] as TerrainNumber;
  }
  return state.terrain[hex]!;
}
