/**
 * Options (S-10…S-32): which a figure may declare when its move begins, and how far each lets it
 * move. One option a turn, never mixed (S "OPTIONS").
 * Layer 4 of 5, options and choices (docs/rules/fantasy-trip.md, section 5).
 */
import type { FantasyTripFigure, FantasyTripOption, FantasyTripState } from '../types.js';
import { currentMA, isEngaged, readyWeapon, sideOf } from './figures.js';
import { canCast } from './spells.js';
import { canDisbelieve } from './creations.js';
import { loadedMissile } from './ranged.js';

/**
 * A figure down from a knockdown or a fall does nothing but "stay down, stand up, or crawl 2
 * hexes" (GM screen l.282, S-71, FT-14): it rises at its action, or crawls, and a crawl of no
 * hexes is staying down.
 */
const DOWN_OPTIONS: readonly FantasyTripOption[] = ['standUp', 'crawl'];

/** The options open to a figure whose move begins now: by engagement at this moment (S-38). */
export function openOptions(state: FantasyTripState, figure: FantasyTripFigure): FantasyTripOption[] {
  if (figure.posture === 'down') return [...DOWN_OPTIONS];
  // On the ground by choice (FT-41): stand up, crawl, or shoot from there with a loaded missile weapon.
  // Engaged there, the shot is the one last shot of (l) (GM screen l.219): once in the engagement.
  if (figure.posture === 'prone' || figure.posture === 'kneeling') {
    const shot = loadedMissile(state, figure) !== undefined && !(figure.lastShotTaken && isEngaged(state, figure));
    return shot ? ['standUp', 'crawl', 'fire'] : ['standUp', 'crawl'];
  }
  // In hand-to-hand: strike, draw a dagger, or try to break free (S-30…S-32, FT-18).
  if (figure.posture === 'hth') {
    const dagger = state.items.some((i) => i.holder === figure.id && i.state === 'slung' && i.ref === 'dagger');
    return dagger && readyWeapon(state, figure.id)?.id !== 'dagger' ? ['hthAttack', 'drawDagger', 'breakFree'] : ['hthAttack', 'breakFree'];
  }
  // An engaged figure shifts, attacks, defends, changes weapons, disengages or picks up (S-20…S-27).
  if (isEngaged(state, figure)) {
    // Defending needs a ready weapon to parry with (S-43); an image cannot defend (S-44).
    const parry = readyWeapon(state, figure.id)?.parries === true && mayParry(state, figure);
    const engaged: FantasyTripOption[] = parry ? ['shiftAttack', 'shiftDefend', 'disengage', 'ready', 'pickUp'] : ['shiftAttack', 'disengage', 'ready', 'pickUp'];
    // A figure of several hexes never goes into hand-to-hand (FT-57).
    if (figure.hexes === 1) engaged.push('grapple');
    // Cast (r) and disbelieve (s) are open engaged too (S-28, S-29).
    magicOptions(state, figure, engaged);
    // One last shot: a missile weapon still ready and loaded was ready before the figure was engaged,
    // since an engaged figure cannot ready or reload one (S-22, S-23).
    return loadedMissile(state, figure) !== undefined && !figure.lastShotTaken ? [...engaged, 'lastShot'] : engaged;
  }
  // (d) Drop: move up to half MA, then go prone or kneel (FT-41).
  const free: FantasyTripOption[] = ['move', 'charge', 'dodge', 'dropProne', 'dropKneeling', 'ready'];
  if (loadedMissile(state, figure) !== undefined) free.push('fire');
  magicOptions(state, figure, free);
  return free;
}

/**
 * Whether the side moving the figure knows it has the substance to parry (S-44: "A magical image
 * may dodge, but may not defend"). Its maker's side knows what it made. Another side that controls
 * it (FT-50) sees only a myrmidon, so it may order a Defend only once every side has seen the
 * figure is no image (`notImage`, or shown): the options never tell it what it holds (FT-38).
 */
function mayParry(state: FantasyTripState, figure: FantasyTripFigure): boolean {
  const creation = figure.creation;
  if (creation === null) return true;
  if (sideOf(state, figure) === figure.side) return creation.kind !== 'image';
  return creation.notImage || (creation.shown && creation.kind !== 'image');
}

/**
 * Cast a spell (h, r) for a figure that can cast one now; disbelieve (i, s) while another side has
 * a created figure in the fight, the only figures worth doubting (FT-38). Neither depends on
 * anything another side cannot see.
 */
function magicOptions(state: FantasyTripState, figure: FantasyTripFigure, out: FantasyTripOption[]): void {
  if (figure.spells.length > 0 && canCast(state, figure)) out.push('cast');
  if (canDisbelieve(state, figure)) out.push('disbelieve');
}

/**
 * Hexes the option lets the figure move (S-10…S-32): full MA to move; half MA (at least 1, FT-7)
 * to charge or dodge; 2 to ready a weapon (1 when engaged: change weapons, S-23); one shift for
 * the engaged options; none to stand up or pick up.
 */
export function moveCap(figure: FantasyTripFigure, option: FantasyTripOption): number {
  // Spells change the MA; under Stop it is 0 and the figure cannot even shift (FT-37).
  const ma = currentMA(figure);
  // On the ground, by choice or knocked down, a figure only crawls (FT-41, FT-14).
  if ((figure.posture === 'prone' || figure.posture === 'kneeling' || figure.posture === 'down') && option !== 'crawl') return 0;
  switch (option) {
    case 'move':
      return ma;
    case 'charge':
    case 'dodge':
    case 'dropProne':
    case 'dropKneeling':
      return ma === 0 ? 0 : Math.max(1, Math.floor(ma / 2));
    case 'crawl':
      // Crawling instead of standing up: 2 hexes (S-16, FT-41), knocked down too (l.282, FT-14).
      return Math.min(ma, 2);
    case 'ready':
      return Math.min(ma, figure.engagedAtStart ? 1 : 2);
    case 'shiftAttack':
    case 'shiftDefend':
    case 'disengage':
    case 'grapple':
    case 'fire':
    case 'cast':
    case 'disbelieve':
      return Math.min(ma, 1);
    case 'lastShot':
      return 0;
    case 'standUp':
    case 'pickUp':
    case 'hthAttack':
    case 'drawDagger':
    case 'breakFree':
      return 0;
  }
}

/** Options whose action is an attack (S-11, S-20). */
export function attacks(option: FantasyTripOption | null): boolean {
  return option === 'charge' || option === 'shiftAttack' || option === 'hthAttack';
}
