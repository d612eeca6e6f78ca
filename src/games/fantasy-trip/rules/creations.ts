/**
 * Creation spells that make figures (FT-36, FT-38): summoned creatures, images and illusions, which
 * look alike to every other side; their vanishing; and disbelief (options i and s).
 * Layer 2 of 5, dice and damage (docs/rules/fantasy-trip.md, section 5).
 */
import type { Rng } from '../../../core/rng.js';
import { copyHex, type Hex, type HexDirection } from '../../../core/hex.js';
import { pretenceOf, SUMMONS } from '../content/spells.js';
import { shapeAt } from './body.js';
import type { FigureHexes } from '../content/schema.js';
import type { FantasyTripCreation, FantasyTripFigure, FantasyTripState } from '../types.js';
import { creatureOf, isFighting, isOpen, makeFigure, sideOf, terrainAt } from './figures.js';
import { roll } from './checks.js';

/**
 * What an image or illusion spell may look like (FT-36, FT-57): the creatures a summoning brings,
 * of the sizes the spell makes. Empty for any other spell.
 */
export function looksOf(spell: string): readonly string[] {
  const pretence = pretenceOf(spell);
  if (pretence === undefined) return NO_LOOKS;
  return (LOOKS[spell] ??= Object.freeze([...new Set(Object.values(SUMMONS))].filter((id) => pretence.hexes.includes(creatureOf(id).hexes))));
}

const NO_LOOKS: readonly string[] = Object.freeze([]);
const LOOKS: Record<string, readonly string[]> = Object.create(null) as Record<string, readonly string[]>;

/**
 * Whether a created figure of `hexes` hexes fits with its head at `at`, facing `facing` (FT-57):
 * every hex of it in the arena, empty of figures and bodies, and free of created terrain.
 */
export function creationFits(state: FantasyTripState, at: Hex, facing: HexDirection, hexes: FigureHexes): boolean {
  if (hexes === 1) return true;
  for (const h of shapeAt(at, facing, hexes)) if (!isOpen(state, h) || terrainAt(state, h) !== null) return false;
  return true;
}

/**
 * Puts a created figure on the arena (FT-36): a creature-table row `looks` at `at`, on the caster's
 * side, facing as the caster does. It joins the action order from the next turn ([W]: a creation
 * cannot act on the turn it appears). `paid` is the ST the caster spent on it.
 */
export function createFigure(state: FantasyTripState, caster: FantasyTripFigure, kind: FantasyTripCreation['kind'], looks: string, at: Hex, paid: number): FantasyTripFigure {
  const creature = creatureOf(looks);
  const id = state.figures.length;
  const count = state.figures.filter((f) => f.creation !== null && f.creation.caster === caster.id).length + 1;
  const figure = makeFigure({
    id,
    side: caster.side,
    name: `${caster.name}'s ${creature.name.toLowerCase()} ${count}`.slice(0, 40),
    st: creature.st,
    dx: creature.dx,
    iq: creature.iq,
    ma: creature.ma,
    armor: null,
    at,
    facing: caster.facing,
    hexes: creature.hexes,
    spells: [],
    creature: creature.id,
    creation: { kind, caster: caster.id, paid, renewals: 0, since: state.turn.number, shown: false, notImage: false },
    acted: true,
  });
  state.figures.push(figure);
  state.events.push({ type: 'created', arenaRadius: state.config.arenaRadius, figure: id, name: figure.name, looks: creature.id, at: copyHex(at), caster: caster.id });
  return figure;
}

/** Why a created figure left: hit or touching (an image), disbelieved (an illusion), killed, not kept, or its caster fell. */
export type VanishReason = 'hit' | 'touched' | 'disbelieved' | 'killed' | 'notRenewed' | 'casterFell' | 'destroyed';

/**
 * A created figure leaves the arena (FT-36, FT-38). An image hit or touching and an illusion
 * disbelieved show every side what they were; the other ways tell nothing.
 */
export function vanish(state: FantasyTripState, figure: FantasyTripFigure, why: VanishReason): void {
  const creation = figure.creation;
  if (creation === null || figure.condition === 'gone') return;
  if (why === 'hit' || why === 'touched' || why === 'disbelieved') creation.shown = true;
  figure.condition = 'gone';
  figure.posture = 'down';
  figure.acted = true;
  figure.effects = [];
  state.events.push({ type: 'vanished', figure: figure.id, name: figure.name, kind: creation.kind, why });
}

/**
 * A wizard unconscious or dead (R-29, FT-36): its images and illusions go at once; the creatures
 * it summoned stay to the end of the turn ({@link summonsDepart}); the spells it keeps up end at
 * the renew step.
 */
export function casterFell(state: FantasyTripState, caster: FantasyTripFigure): void {
  for (const f of state.figures) if (f.creation !== null && f.creation.caster === caster.id && f.creation.kind !== 'summoned' && f.condition !== 'gone') vanish(state, f, 'casterFell');
}

/** At a turn's end, summoned creatures whose maker is no longer fighting go (R-29, FT-36). */
export function summonsDepart(state: FantasyTripState): void {
  for (const f of state.figures) {
    if (f.creation === null || f.creation.kind !== 'summoned' || f.condition === 'gone') continue;
    if (!isFighting(state.figures[f.creation.caster]!)) vanish(state, f, 'casterFell');
  }
}

/** Figures the figure may try to disbelieve (FT-38): another side's created figures still in the fight. Which are real is not asked. */
export function disbelieveTargets(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripFigure[] {
  if (!isFighting(figure) || figure.posture === 'hth') return [];
  const side = sideOf(state, figure);
  return state.figures.filter((t) => sideOf(state, t) !== side && t.creation !== null && isFighting(t));
}

/** IQ now: the build's, less 2 a level of Confusion on the figure (FT-37), plus what Aid lends (FT-44). */
export function iqNow(figure: FantasyTripFigure): number {
  let iq = figure.iq;
  for (const e of figure.effects) {
    if (e.spell === 'confusion') iq -= 2 * e.power;
    else if (e.attribute === 'iq') iq += e.power;
  }
  return iq;
}

/** Whether the figure has anyone to disbelieve (see {@link disbelieveTargets}), without listing them: asked for every figure's options. */
export function canDisbelieve(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  if (!isFighting(figure) || figure.posture === 'hth') return false;
  const side = sideOf(state, figure);
  for (const t of state.figures) if (t.creation !== null && isFighting(t) && sideOf(state, t) !== side) return true;
  return false;
}

/**
 * Disbelief (FT-38): 3 dice at most the doubter's IQ dispel an illusion or an image; a real creature
 * stays whatever the dice. The dice are rolled every time, and only the creation's side sees them.
 */
export function disbelieve(state: FantasyTripState, figure: FantasyTripFigure, target: FantasyTripFigure, rng: Rng): void {
  const dice = roll(rng, 3);
  const success = dice.reduce((a, b) => a + b, 0) <= iqNow(figure);
  const dispelled = success && target.creation !== null && target.creation.kind !== 'summoned';
  figure.acted = true;
  figure.dazed = false;
  state.events.push({ type: 'disbelief', figure: figure.id, name: figure.name, target: target.id, targetName: target.name, dice, vanished: dispelled });
  if (dispelled) vanish(state, target, 'disbelieved');
}
