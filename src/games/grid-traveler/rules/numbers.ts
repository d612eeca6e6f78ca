/**
 * A player's numbers as the rules use them (GT-S30, GT-S32, GT-S41, GT-S64, GT-S75; GT-3, GT-4,
 * GT-16, GT-20, GT-26): effective component numbers after cubes and Overreach, disabled
 * components, maximum Health and nanytes, Magick skill levels and capable cards. The printed
 * numbers are those of the game's own decks (`config.decks`, GT-23, GT-24, GT-25, GT-27), so each
 * function that reads one takes the state (or anything carrying its config) first.
 */
import type { Player } from '../../../core/game.js';
import { DISABLING_CUBES, REDUCED_BY_CUBES, type Component } from '../content/cruisers.js';
import type { MagickCard, MagickType } from '../content/magick.js';
import { BASE_NANYTES, BASE_SKILL, SPECIALTY_SKILL, WEAKEN } from '../content/necronians.js';
import { BASE_HEALTH } from '../content/personas.js';
import type { GridSeat, GridTravelerState } from '../types.js';
import { contentOf, type WithConfig } from './content.js';

/**
 * The part of a seat the numbers read: all of it public, so a seat's view of any player
 * (`GridSeatView`) serves as well as the state's record, and a UI shows the rules' own numbers.
 */
export interface SeatNumbersOf {
  /** The persona's id. */
  readonly persona: string;
  /** The cruiser's id. */
  readonly cruiser: string;
  /** The Necronian mentor's id. */
  readonly necronian: string;
  /** The cubes on each component. */
  readonly tracks: GridSeat['tracks'];
  /** Lasting effects. */
  readonly effects: readonly GridSeat['effects'][number][];
}

/** The seat's record. */
export const seatOf = (state: GridTravelerState, seat: Player): GridSeat => state.seats[seat]!;

/** Whether `seat` is under a lasting effect from this source. */
export const under = (seat: Pick<SeatNumbersOf, 'effects'>, source: GridSeat['effects'][number]['source']): boolean => seat.effects.some((e) => e.source === source);

/**
 * Whether a component cannot be used (GT-S66, GT-S24, GT-4): three cubes on it, or any yellow cube
 * left of a DITFOI's three.
 */
export function disabled(seat: Pick<GridSeat, 'tracks'>, component: Component): boolean {
  const track = seat.tracks[component];
  return track.yellow > 0 || track.red + track.yellow >= DISABLING_CUBES;
}

/** The printed number of a component of the seat's cruiser (Engines have none: 0). */
function printed(state: WithConfig, seat: SeatNumbersOf, component: Component): number {
  const cruiser = contentOf(state.config).cruiser(seat.cruiser)!;
  return component === 'engines' ? 0 : cruiser[component];
}

/**
 * A component's number now (GT-S30, GT-S32, GT-S41, GT-S64): printed, less 2 for each red cube on
 * Speed, Maneuver, Weapons and Sensors, less 2 for Drift (Speed) or Sensor Ghosts (Sensors), never
 * below 0, and 0 when disabled.
 */
export function effective(state: WithConfig, seat: SeatNumbersOf, component: Component): number {
  if (disabled(seat, component)) return 0;
  let value = printed(state, seat, component);
  if (REDUCED_BY_CUBES.includes(component)) value -= 2 * seat.tracks[component].red;
  if (component === 'speed' && under(seat, 'drift')) value -= 2;
  if (component === 'sensors' && under(seat, 'sensorGhosts')) value -= 2;
  return Math.max(0, value);
}

/** The Damage save's number (GT-12): printed, never reduced. */
export const damageSave = (state: WithConfig, seat: GridSeat): number => contentOf(state.config).cruiser(seat.cruiser)!.damage;

/** Health when full (GT-S06): 10 plus the persona's bonus. */
export const maxHealth = (state: WithConfig, seat: SeatNumbersOf): number => BASE_HEALTH + contentOf(state.config).persona(seat.persona)!.health;

/** Nanytes when full (GT-3): 10 plus the Necronian's modifier. */
export const maxNanytes = (state: WithConfig, seat: SeatNumbersOf): number => BASE_NANYTES + contentOf(state.config).necronian(seat.necronian)!.modifier;

/**
 * The skill level in a Magick type (GT-S75, GT-27): the Necronian's initial level (7 in its
 * specialties, else 4) plus the persona's magick points, −3 under WEAKEN (GT-20), −2 under Hubris
 * and under an Effects I hamper, +2 under Focus (GT-26, GT-28).
 */
export function skillLevel(state: WithConfig, seat: SeatNumbersOf, type: MagickType): number {
  const content = contentOf(state.config);
  const mentor = content.necronian(seat.necronian)!;
  let level = (mentor.specialties.includes(type) ? SPECIALTY_SKILL : BASE_SKILL) + content.persona(seat.persona)!.magick;
  if (under(seat, 'weaken')) level -= WEAKEN.skillPenalty;
  if (under(seat, 'hubris')) level -= 2;
  if (under(seat, 'hamper')) level -= 2;
  if (under(seat, 'focus')) level += 2;
  return level;
}

/** The design of a Magick card instance, from the game's own Magick deck (GT-25). */
export const magickOf = (state: GridTravelerState, card: number): MagickCard => contentOf(state.config).magick(state.cards[card]!.name)!;

/** The material designs a seat holds. */
export function materialsHeld(state: GridTravelerState, seat: GridSeat): Set<string> {
  return new Set(seat.hand.material.map((id) => state.cards[id]!.name));
}

/**
 * The seat's capable Magick cards (GT-S07, GT-S71): those whose every material it holds; one
 * material card serves every card that needs it.
 */
export function capableCards(state: GridTravelerState, seat: GridSeat): number[] {
  const held = materialsHeld(state, seat);
  return seat.hand.magick.filter((id) => magickOf(state, id).materials.every((m) => held.has(m)));
}

/** A Magick card's nanyte cost for this seat (GT-S72): less 1 under Surge, never below 0 (GT-28). */
export const costFor = (seat: GridSeat, card: MagickCard): number => Math.max(0, card.cost - (under(seat, 'surge') ? 1 : 0));

/** Seats still in the game, in seat order. */
export const playing = (state: GridTravelerState): Player[] => state.seats.flatMap((s, i) => (s.out === null ? [i] : []));
