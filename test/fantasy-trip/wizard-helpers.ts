/**
 * Shared helpers for the Wizard tests (wizard-*.test.ts): casting actions, the cast choices on
 * offer, a fight that starts with side 0 moving first, and quiet turns.
 *
 * Every fight here is built with initiative dice [6, 1] (side 0 wins) and side 0 chooses to move
 * first; a turn-ending action is given NEXT_TURN, the next turn's initiative dice, last.
 */
import { expect } from 'vitest';
import type { Hex } from '../../src/core/hex.js';
import type { FantasyTripAction, FantasyTripOption } from '../../src/games/fantasy-trip/index.js';
import { isRuleError } from '../../src/index.js';
import { castChoices } from '../../src/games/fantasy-trip/rules/spells.js';
import { Fight, buildConfig, type Act, type Build, type EventOf, type Placement } from './harness.js';
import type { FantasyTripEvent } from '../../src/games/fantasy-trip/index.js';

/** The next turn's initiative dice: side 0 wins again. */
export const NEXT_TURN = [6, 1] as const;
/** 5 on 3 dice: a cast that works whatever the adjusted DX (S-41). */
export const AUTO = [1, 1, 3] as const;

export type CastAction = Extract<FantasyTripAction, { type: 'cast' }>;

/** A missile or thrown spell at figure `target`. */
export function castAt(spell: string, target: number, power = 1): Act {
  return { type: 'cast', spell, power, target, at: null, looks: null };
}

/** A creation spell at hex `at`, looking like `looks` (null for fire, shadow and walls). */
export function castOn(spell: string, at: Hex, looks: string | null = null): Act {
  return { type: 'cast', spell, power: 1, target: null, at, looks };
}

/** A special spell (Dazzle, Blast): no target, no hex. */
export function castSpecial(spell: string): Act {
  return { type: 'cast', spell, power: 1, target: null, at: null, looks: null };
}

/**
 * The casts the acting figure may make now, less the fakes: any wizard may fake any protection on
 * its side (FT-49), and wizard-secrets.test.ts and secrets-*.test.ts check those (`allCasts`).
 */
export function casts(f: Fight): CastAction[] {
  return allCasts(f).filter((a) => a.looks !== 'fake');
}

/** Every cast the acting figure may make now, fakes included (FT-49). */
export function allCasts(f: Fight): CastAction[] {
  return f.legal().filter((a): a is CastAction => a.type === 'cast');
}

/** `spell:power:target` for each cast on offer, sorted: for comparing choice lists. */
export function castKeys(f: Fight): string[] {
  return casts(f)
    .map((a) => `${a.spell}:${a.power}:${a.target ?? '-'}`)
    .sort();
}

export interface FieldOptions {
  readonly arenaRadius?: number;
  readonly edition?: 'legacy' | 'classic';
}

/** A fight of sides 0 and 1, figures placed, side 0 having won initiative and chosen to move first. */
export function field(side0: readonly Build[], side1: readonly Build[], place: Record<number, Placement>, options: FieldOptions = {}): Fight {
  const f = new Fight({ sides: [side0, side1], initiative: [6, 1], place, ...options });
  f.initiative(true);
  return f;
}

/**
 * A turn where every figure listed holds (moves nowhere, no action), the last one ending the
 * turn with NEXT_TURN; then side 0 chooses to move first again.
 */
export function quietTurn(f: Fight, figures: readonly number[]): void {
  figures.forEach((id, i) => f.hold(id, i === figures.length - 1 ? NEXT_TURN : []));
  expect(f.phase).toBe('initiative');
  f.initiative(true);
}

/** The single event of `type` in the last action (fails unless there is exactly one). */
export function only<T extends FantasyTripEvent['type']>(f: Fight, type: T): EventOf<T> {
  const found = f.events(type);
  expect(found, `exactly one ${type} event`).toHaveLength(1);
  return found[0] as EventOf<T>;
}

/** W (figure 0) at (0,0) facing 0 and T (figure 1) at (3,0) facing 3: the usual casting layout. */
export const W_AT: Placement = { at: { q: 0, r: 0 }, facing: 0 };
export const T_AT: Placement = { at: { q: 3, r: 0 }, facing: 3 };

/** W against T (placed at `tAt`): W takes (h) or (r) without moving, T holds or takes `tOption`; W acts next. */
export function readyToCast(w: Partial<Build>, t: Partial<Build>, tAt: Placement = T_AT, tOption?: FantasyTripOption): Fight {
  const f = field([{ name: 'W', ...w }], [{ name: 'T', ...t }], { 0: W_AT, 1: tAt });
  f.move(0, 'cast');
  if (tOption === undefined) f.hold(1);
  else f.move(1, tOption);
  expect(f.acting()).toBe(0);
  return f;
}

/** Steps the moving figure takes, back and forth along direction 0 / 3, until it may step no more (at most 30). */
export function stepsAllowed(f: Fight): number {
  let n = 0;
  while (f.steps().length > 0 && n < 30) {
    f.step(n % 2 === 0 ? 0 : 3);
    n += 1;
  }
  return n;
}

/** Expects parseConfig to refuse the build (side 0's only figure) with BAD_CONFIG naming `rule`. */
export function refusedBuild(build: Partial<Build>, rule: string): void {
  let caught: unknown;
  try {
    buildConfig({ sides: [[{ name: 'W', ...build }], [{ name: 'T' }]] });
  } catch (error) {
    caught = error;
  }
  expect(isRuleError(caught, 'BAD_CONFIG'), `expected BAD_CONFIG, got ${String(caught)}`).toBe(true);
  expect((caught as { rule?: string }).rule).toBe(rule);
}

/**
 * Expects the figure to have nothing real to cast: its cast option stays open, since any wizard
 * may fake a protection on its own side (FT-49), but only fakes are on offer.
 */
export function onlyFakes(f: Fight, figure: number): void {
  expect(f.options(figure)).toContain('cast');
  expect(realCasts(f, figure)).toEqual([]);
}

/** The casts other than fakes the figure could make now, whoever is acting (FT-33, FT-49). */
export function realCasts(f: Fight, figure: number): CastAction[] {
  return castChoices(f.state, f.fig(figure)).filter((a): a is CastAction => a.type === 'cast' && a.looks !== 'fake');
}
