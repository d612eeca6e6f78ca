/**
 * The Ebon Mage's tasks (MG-53), checked against the state at the game's end.
 */
import { ARTIFACTS } from '../content/artifacts.js';
import { aptitudeFor } from '../content/alignments.js';
import { CLOAK_COLORS } from '../content/cloaks.js';
import { EBON_TASKS_DRAWN, EBON_TASK_IDS, type EbonTaskId } from '../content/ebon-tasks.js';
import type { Rng } from '../../../core/rng.js';
import type { MagikaState } from '../types.js';
import { alignmentOf, ebonSeat, isEbon, wearers } from './mages.js';
import { rowOf } from './map.js';

/** Whether the Ebon Mage has met `task` in `state` (MG-53). */
export function taskMet(state: MagikaState, task: EbonTaskId): boolean {
  const seat = ebonSeat(state);
  if (seat === null) return false;
  const ebon = state.mages[seat]!;
  const holdsClass = (kind: 'alignment' | 'racial' | 'ability'): boolean => ARTIFACTS.some((a, i) => a.class === kind && state.artifacts[i]!.holder === seat);
  switch (task) {
    case 'no-globe':
      return state.end?.reason !== 'globe' || state.end.globe.every((former) => isEbon(state, former));
    case 'alignment-artifact':
      return holdsClass('alignment');
    case 'racial-artifact':
      return holdsClass('racial');
    case 'ability-artifact':
      return holdsClass('ability');
    case 'two-demands':
      return ebon.demandsWon >= 2;
    case 'every-alignment-cast':
      return ebon.casts.every((n) => n >= 1);
    case 'eight-casts':
      return ebon.casts[0] + ebon.casts[1] + ebon.casts[2] >= 8;
    case 'near-goal':
      return rowOf(ebon.hex) <= 4;
    case 'arcania-50':
      return ebon.arcania >= 50;
    case 'endurance-half':
      return 2 * ebon.endurance >= ebon.maxEndurance;
    case 'no-full-team':
      return CLOAK_COLORS.every((color) => wearers(state, color).length < 3);
    case 'two-gifts':
      return ebon.gifts >= 2;
    case 'long-game':
      return state.turn >= 12;
    case 'true-aptitude':
      return aptitudeFor(alignmentOf(state, seat), ebon.aptitude) >= 80;
  }
}

/** The Ebon Mage's drawn tasks that are met now, in the order drawn. */
export function tasksMet(state: MagikaState): EbonTaskId[] {
  return state.ebonTasks.filter((task) => taskMet(state, task));
}

/** Ten tasks drawn from the fourteen, without replacement, in the order drawn (L392-393, MG-53). */
export function drawTasks(rng: Rng): EbonTaskId[] {
  const pool: EbonTaskId[] = [...EBON_TASK_IDS];
  return Array.from({ length: EBON_TASKS_DRAWN }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
}
