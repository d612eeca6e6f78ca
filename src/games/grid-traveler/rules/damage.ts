/**
 * Cubes on a cruiser (GT-S62, GT-S64, GT-S66, GT-S67; GT-11, GT-12): a red cube from a hit or a
 * failed DITFOI, three yellow cubes from a successful DITFOI, and a ship attack's landed hit, which
 * goes to Shields while they hold and to Damage (with D20 rolls for the other components) once they
 * are down. Five Damage cubes destroy the cruiser (GT-13).
 */
import type { Player } from '../../../core/game.js';
import type { Rng } from '../../../core/rng.js';
import { DESTROYING_DAMAGE, DISABLING_CUBES, type Component } from '../content/cruisers.js';
import type { GridTravelerState } from '../types.js';
import { eliminate } from './eliminate.js';
import { rollD } from './flow.js';
import { damageSave, disabled, effective, seatOf } from './numbers.js';

/**
 * The components a cruiser rolls the D20 for when it takes a Damage cube (GT-12): every component
 * but Shields, which are already down by then.
 */
export const DAMAGE_ROLL_COMPONENTS: readonly Component[] = ['speed', 'engines', 'maneuver', 'weapons', 'sensors'];

/** A component survives its D20 on a roll at most this; 16–20 put a red cube on it (GT-12). */
export const COMPONENT_SAVE = 15;

/** Cubes on a component, red and yellow together. */
const cubesOn = (state: GridTravelerState, seat: Player, component: Component): number => {
  const track = seatOf(state, seat).tracks[component];
  return track.red + track.yellow;
};

/**
 * Puts one red cube on a component (GT-S66) and says so in a public `componentHit` event. A track
 * holds at most three cubes, so a component already full takes nothing (and no event): it is
 * disabled either way. Returns whether a cube went on.
 */
export function addRedCube(state: GridTravelerState, seat: Player, component: Component): boolean {
  if (cubesOn(state, seat, component) >= DISABLING_CUBES) return false;
  seatOf(state, seat).tracks[component].red += 1;
  state.events.push({
    type: 'componentHit',
    audience: null,
    player: seat,
    component,
    cube: 'red',
    disabled: disabled(seatOf(state, seat), component),
  });
  return true;
}

/**
 * Disables a component with three yellow cubes (GT-S62, GT-11): "use three yellow cubes", and the
 * mat's note that such a component "cannot be used until all three yellow cubes have been
 * removed", so it takes three repairs (GT-4) whatever was on it. The track has three spots, so the
 * yellow cubes take the place of any red ones. A component already holding three yellow cubes
 * takes none (and no event). Returns whether the cubes went on.
 */
export function addYellowCubes(state: GridTravelerState, seat: Player, component: Component): boolean {
  const track = seatOf(state, seat).tracks[component];
  if (track.yellow >= DISABLING_CUBES) return false;
  track.red = 0;
  track.yellow = DISABLING_CUBES;
  state.events.push({ type: 'componentHit', audience: null, player: seat, component, cube: 'yellow', disabled: true });
  return true;
}

/**
 * A ship attack that hit (GT-S64, GT-S66, GT-S67; GT-12). While the target's Shields work it rolls
 * the D12 against its effective Shields: at most saves, more puts a red cube on Shields. Once they
 * are disabled there is no Shields roll: the target rolls the D12 against its printed Damage
 * number; at most holds; more adds a Damage cube and a D20 for each working component among
 * Speed, Engines, Maneuver, Weapons and Sensors, 16–20 putting a red cube on it. The fifth Damage
 * cube destroys the cruiser (eliminated by the attacker, GT-13) before any D20 is rolled: the
 * component rolls could change nothing (our ruling). Pushes a public `shot` with the result.
 */
export function landHit(state: GridTravelerState, attacker: Player, target: Player, rng: Rng): void {
  const victim = seatOf(state, target);
  if (!disabled(victim, 'shields')) {
    const shields = effective(state, victim, 'shields');
    if (rollD(state, rng, target, 12, 'shields', shields) <= shields) {
      state.events.push({ type: 'shot', audience: null, player: attacker, target, result: 'saved' });
      return;
    }
    state.events.push({ type: 'shot', audience: null, player: attacker, target, result: 'shields' });
    addRedCube(state, target, 'shields');
    return;
  }
  const save = damageSave(state, victim);
  if (rollD(state, rng, target, 12, 'damage', save) <= save) {
    state.events.push({ type: 'shot', audience: null, player: attacker, target, result: 'held' });
    return;
  }
  victim.damage += 1;
  state.events.push({ type: 'shot', audience: null, player: attacker, target, result: 'damage' });
  if (victim.damage >= DESTROYING_DAMAGE) {
    eliminate(state, target, attacker, 'destroyed', rng);
    return;
  }
  // Only the components still working roll (GT-12): a disabled one has no room for a cube.
  for (const component of DAMAGE_ROLL_COMPONENTS) {
    if (disabled(victim, component)) continue;
    if (rollD(state, rng, target, 20, 'component', COMPONENT_SAVE) > COMPONENT_SAVE) addRedCube(state, target, component);
  }
}
